//! Languages of the explanations: one Fluent catalogue per language
//! (`api/locales/<lang>/main.ftl`, compiled into the binary), chosen by
//! `?lang=` or `Accept-Language` (with q-values), English as the fallback.
//! Reading those from a request is `http::lang`'s; the choice among
//! parsed preferences is [`preferred`].

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language of the catalogues.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    De,
    It,
    Nb,
    El,
    Fr,
    Es,
}

impl Lang {
    /// Every language, English (the reference) first.
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::De,
        Lang::It,
        Lang::Nb,
        Lang::El,
        Lang::Fr,
        Lang::Es,
    ];

    /// The BCP 47 primary tag, as in `?lang=`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::It => "it",
            Lang::Nb => "nb",
            Lang::El => "el",
            Lang::Fr => "fr",
            Lang::Es => "es",
        }
    }

    /// The language's name in itself, for a language picker.
    pub const fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::It => "Italiano",
            Lang::Nb => "Norsk bokmål",
            Lang::El => "Ελληνικά",
            Lang::Fr => "Français",
            Lang::Es => "Español",
        }
    }

    /// The language of a tag such as `de`, `de-AT` or `NB-no`; Norwegian
    /// `no` and `nn` are answered in bokmål. `None` if not supported.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "no" | "nn" => Some(Lang::Nb),
            p => Lang::ALL.into_iter().find(|l| l.code() == p),
        }
    }

    /// The language of exactly its code (`de`, not `DE` or `de-AT`): how
    /// a stored setting is read and checked.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The decimal separator of the language (the book writes 0,33 in
    /// every language but English).
    pub const fn decimal_separator(self) -> char {
        match self {
            Lang::En => '.',
            _ => ',',
        }
    }

    /// The Fluent source of the language's catalogue.
    pub const fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en/main.ftl"),
            Lang::De => include_str!("../../locales/de/main.ftl"),
            Lang::It => include_str!("../../locales/it/main.ftl"),
            Lang::Nb => include_str!("../../locales/nb/main.ftl"),
            Lang::El => include_str!("../../locales/el/main.ftl"),
            Lang::Fr => include_str!("../../locales/fr/main.ftl"),
            Lang::Es => include_str!("../../locales/es/main.ftl"),
        }
    }
}

/// The supported language a client prefers most, from its preferences
/// as listed (a language tag such as `de-AT`, and its quality from 0 to
/// 1): the highest quality wins, the first listed among equals; quality 0
/// refuses a language; tags of other languages, and `*`, are passed over.
pub fn preferred<'a>(preferences: impl IntoIterator<Item = (&'a str, f32)>) -> Option<Lang> {
    let mut best: Option<(f32, Lang)> = None;
    for (tag, quality) in preferences {
        if quality <= 0.0 {
            continue;
        }
        let Some(lang) = Lang::from_tag(tag) else {
            continue;
        };
        if best.is_none_or(|(q, _)| quality > q) {
            best = Some((quality, lang));
        }
    }
    best.map(|(_, lang)| lang)
}

static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    Lang::ALL
        .into_iter()
        .map(|lang| {
            let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            // A catalogue with a syntax error keeps what parsed (the
            // catalogue test refuses any error).
            let resource =
                FluentResource::try_new(lang.source().to_owned()).unwrap_or_else(|(r, _)| r);
            // Duplicate ids keep the first; the test refuses them too.
            let _ = bundle.add_resource(resource);
            bundle
        })
        .collect()
});

fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    let i = Lang::ALL.iter().position(|&l| l == lang)?;
    BUNDLES.get(i)
}

/// Argument values of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(u64),
    /// Another catalogue message, rendered in the same language (e.g. the
    /// location prefix of an error and the error itself).
    Message(Box<Detail>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(u64::from(n))
    }
}
impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n)
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(u64::try_from(n).unwrap_or(u64::MAX))
    }
}
impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::from(i64::from(n))
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        u64::try_from(n).map_or_else(|_| Arg::Text(n.to_string()), Arg::Number)
    }
}
impl From<Detail> for Arg {
    fn from(d: Detail) -> Arg {
        Arg::Message(Box::new(d))
    }
}

fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = bundle(lang)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        let v = match value {
            Arg::Text(s) => FluentValue::from(s.clone()),
            // Numbers stay numbers, so a catalogue may select plural
            // forms; fluent-bundle prints them without grouping, the same
            // digits in every language.
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Message(d) => FluentValue::from(d.render(lang)),
        };
        fargs.set(*name, v);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Message `id` of the catalogue of `lang` with `args`, falling back to
/// English, then to the id itself (never panics on a missing message).
pub fn message(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    format_in(lang, id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// A message of the catalogues (`api/locales/<lang>/main.ftl`) with its
/// named arguments: the detail of an error, rendered in the language of
/// each request. Build it with [`detail!`](crate::detail).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detail {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Detail {
    /// Message `id` with `args` (prefer the [`detail!`](crate::detail)
    /// macro, which the catalogue test checks).
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Detail {
        Detail { id, args }
    }

    /// The message id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The text in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        message(lang, self.id, &self.args)
    }
}

impl std::fmt::Display for Detail {
    /// English, for logs and `to_string`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// A [`Detail`]: `detail!("error-round-not-found", round = n)`. The id is
/// a literal and every argument is named as its `{ $placeholder }` in the
/// catalogue (the test `every_detail_in_the_source_is_in_the_catalogue`
/// reads these calls from the source and checks both).
#[macro_export]
macro_rules! detail {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Detail::new(
            $id,
            vec![$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        )
    };
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use fluent_syntax::ast;
    use fluent_syntax::parser;

    /// Message ids and the variables each references, from the AST.
    pub(crate) fn catalogue(lang: Lang) -> Vec<(String, Vec<String>)> {
        let res = parser::parse(lang.source())
            .unwrap_or_else(|(_, e)| panic!("{}: syntax errors {e:?}", lang.code()));
        let mut out = Vec::new();
        for entry in res.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = Vec::new();
                if let Some(p) = &m.value {
                    collect_pattern(p, &mut vars);
                }
                vars.sort();
                vars.dedup();
                out.push((m.id.name.to_owned(), vars));
            }
        }
        out
    }

    fn collect_pattern(p: &ast::Pattern<&str>, vars: &mut Vec<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                collect_expr(expression, vars);
            }
        }
    }

    fn collect_expr(e: &ast::Expression<&str>, vars: &mut Vec<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                collect_inline(selector, vars);
                for v in variants {
                    collect_pattern(&v.value, vars);
                }
            }
            ast::Expression::Inline(i) => collect_inline(i, vars),
        }
    }

    fn collect_inline(i: &ast::InlineExpression<&str>, vars: &mut Vec<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => vars.push(id.name.to_owned()),
            ast::InlineExpression::Placeable { expression } => collect_expr(expression, vars),
            _ => {}
        }
    }

    #[test]
    fn every_message_in_every_language_uses_every_placeholder() {
        let en = catalogue(Lang::En);
        assert!(en.len() >= 15);
        for lang in Lang::ALL {
            let other = catalogue(lang);
            let mut ids: Vec<&str> = other.iter().map(|(id, _)| id.as_str()).collect();
            ids.sort();
            let n = ids.len();
            ids.dedup();
            assert_eq!(n, ids.len(), "{}: duplicate message id", lang.code());
            for (id, vars) in &en {
                let Some((_, theirs)) = other.iter().find(|(i, _)| i == id) else {
                    panic!("{}: message {id} missing", lang.code());
                };
                assert_eq!(vars, theirs, "{}: placeholders of {id}", lang.code());
            }
            assert_eq!(other.len(), en.len(), "{}: extra messages", lang.code());
        }
    }

    #[test]
    fn every_message_formats_without_errors() {
        for lang in Lang::ALL {
            for (id, vars) in catalogue(Lang::En) {
                let args: Vec<(&str, Arg)> =
                    vars.iter().map(|v| (v.as_str(), Arg::from("X"))).collect();
                let text = format_in(lang, &id, &args);
                assert!(text.is_some(), "{}: {id}", lang.code());
            }
        }
    }

    #[test]
    fn the_most_preferred_supported_language_wins() {
        assert_eq!(preferred([("de", 1.0)]), Some(Lang::De));
        assert_eq!(
            preferred([("xx", 1.0), ("fr", 0.5), ("el", 0.8)]),
            Some(Lang::El)
        );
        // Equal qualities: the first listed.
        assert_eq!(preferred([("es-MX", 0.9), ("it", 0.9)]), Some(Lang::Es));
        // Quality 0 refuses.
        assert_eq!(preferred([("de", 0.0), ("en-GB", 0.1)]), Some(Lang::En));
        assert_eq!(preferred([("nn-NO", 1.0)]), Some(Lang::Nb));
        assert_eq!(preferred([("pt-BR", 1.0), ("*", 0.1)]), None);
        assert_eq!(preferred([]), None);
        assert_eq!(Lang::from_tag("EL-gr"), Some(Lang::El));
    }

    #[test]
    fn language_codes_are_exact() {
        assert_eq!(Lang::from_code("nb"), Some(Lang::Nb));
        assert_eq!(Lang::from_code("DE"), None);
        assert_eq!(Lang::from_code("no"), None);
    }

    #[test]
    fn missing_message_falls_back() {
        assert_eq!(message(Lang::De, "no-such-message", &[]), "no-such-message");
        let de = message(Lang::De, "slide-kept", &[]);
        let en = message(Lang::En, "slide-kept", &[]);
        assert_ne!(de, en);
        assert!(de.contains("Slide"));
    }
}
