//! Languages of the explanations: one folder per language
//! (`api/locales/<lang>/`: `main.ftl`, the catalogue, compiled into the
//! binary; `language.ftl`, its name, tags and decimal separator;
//! `figures.ftl`, the book's diagrams), chosen by `?lang=` or
//! `Accept-Language` (with q-values), English as the fallback.
//! Reading those from a request is `http::lang`'s; the choice among
//! parsed preferences is [`preferred`].

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// One language of `api/locales/`, as api/build.rs reads its folder.
struct Entry {
    /// The folder's name: the BCP 47 code (`de`, `pt-BR`, `zh-Hant`).
    code: &'static str,
    /// `language-name` of its `language.ftl`.
    endonym: &'static str,
    /// `language-tags`, lower case, the code's own lower case included.
    tags: &'static [&'static str],
    /// `language-decimal-separator`.
    decimal_separator: char,
    /// Its `main.ftl`.
    main: &'static str,
}

// `TABLE` and `Lang::ALL`, written by api/build.rs from the folders of
// api/locales/ (English first, then by code).
include!(concat!(env!("OUT_DIR"), "/languages.rs"));

/// A language of the catalogues: one folder of `api/locales/` (the one
/// list of languages; adding a folder adds a language, book/README.md
/// "Translating").
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lang(u8);

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

impl Lang {
    /// English, the reference and the fallback (always the first).
    pub const EN: Lang = Lang(0);

    fn entry(self) -> &'static Entry {
        // Only this module makes a `Lang`, from an index of the table.
        &TABLE[usize::from(self.0)]
    }

    /// The language's code, the name of its folder, as in `?lang=` and a
    /// stored setting (`de`, `pt-BR`, `zh-Hant`).
    pub fn code(self) -> &'static str {
        self.entry().code
    }

    /// The language's name in itself, for a language picker.
    pub fn endonym(self) -> &'static str {
        self.entry().endonym
    }

    /// The language of a requested tag such as `de`, `de-AT`, `NB-no`,
    /// `pt`, `zh-TW`: the language with the longest of its tags (its
    /// `language-tags` and its own code, compared without case) that is
    /// the tag itself or a prefix of it ending at a `-` (`_` is read as
    /// `-`). `None` if no language matches.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tags = TABLE
            .iter()
            .enumerate()
            .flat_map(|(i, e)| e.tags.iter().map(move |t| (i, *t)));
        let i = best_match(tag, tags)?;
        u8::try_from(i).ok().map(Lang)
    }

    /// The language of exactly its code (`de`, not `DE` or `de-AT`;
    /// `pt-BR`, not `pt`): how a stored setting is read and checked.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The decimal separator of the language (`language.ftl`).
    pub fn decimal_separator(self) -> char {
        self.entry().decimal_separator
    }

    /// The Fluent source of the language's catalogue (`main.ftl`).
    pub fn source(self) -> &'static str {
        self.entry().main
    }
}

/// Of `candidates` (an index and a lower-case tag), the index of the
/// longest tag that is `requested` itself or a prefix of it ending at a
/// `-`, without case (`_` read as `-`); the first such candidate among
/// equals.
fn best_match<'a>(
    requested: &str,
    candidates: impl IntoIterator<Item = (usize, &'a str)>,
) -> Option<usize> {
    let requested = requested.trim().to_ascii_lowercase().replace('_', "-");
    if requested.is_empty() {
        return None;
    }
    let mut best: Option<(usize, usize)> = None;
    for (i, tag) in candidates {
        let fits = requested == tag
            || requested
                .strip_prefix(tag)
                .is_some_and(|rest| rest.starts_with('-'));
        if fits && best.is_none_or(|(len, _)| tag.len() > len) {
            best = Some((tag.len(), i));
        }
    }
    best.map(|(_, i)| i)
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
    BUNDLES.get(usize::from(lang.0))
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
        .or_else(|| format_in(Lang::EN, id, args))
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
        f.write_str(&self.render(Lang::EN))
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
        entries(lang.source(), &format!("{}/main.ftl", lang.code()))
            .into_iter()
            .filter(|(id, _)| !id.starts_with('-'))
            .collect()
    }

    /// The messages and terms (`-name`) of a Fluent file and the variables
    /// each references, in file order; a syntax error fails the test.
    fn entries(source: &str, what: &str) -> Vec<(String, Vec<String>)> {
        let res =
            parser::parse(source).unwrap_or_else(|(_, e)| panic!("{what}: syntax errors {e:?}"));
        let mut out = Vec::new();
        for entry in res.body {
            let (id, value) = match &entry {
                ast::Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref()),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value)),
                _ => continue,
            };
            let mut vars = Vec::new();
            if let Some(p) = value {
                collect_pattern(p, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.push((id, vars));
        }
        out
    }

    fn locales() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
    }

    /// The names of the entries of `dir` that satisfy `keep`, sorted.
    fn names(dir: &std::path::Path, keep: impl Fn(&std::path::Path) -> bool) -> Vec<String> {
        let mut out: Vec<String> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| keep(p))
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        out.sort();
        out
    }

    #[test]
    fn every_file_of_every_language_has_the_ids_and_placeholders_of_english() {
        let files = names(&locales().join("en"), |p| {
            p.extension().is_some_and(|e| e == "ftl")
        });
        for file in ["main.ftl", "figures.ftl", "language.ftl"] {
            assert!(files.iter().any(|f| f == file), "en/{file} is missing");
        }
        let mut problems = Vec::new();
        for lang in Lang::ALL {
            let dir = locales().join(lang.code());
            let theirs = names(&dir, |p| p.extension().is_some_and(|e| e == "ftl"));
            for extra in theirs.iter().filter(|f| !files.contains(f)) {
                problems.push(format!("{}/{extra}: English has no such file", lang.code()));
            }
            for file in &files {
                let en = entries(
                    &std::fs::read_to_string(locales().join("en").join(file)).unwrap(),
                    &format!("en/{file}"),
                );
                let what = format!("{}/{file}", lang.code());
                let Ok(text) = std::fs::read_to_string(dir.join(file)) else {
                    problems.push(format!("{what} is missing"));
                    continue;
                };
                let other = entries(&text, &what);
                let mut ids: Vec<&str> = other.iter().map(|(id, _)| id.as_str()).collect();
                ids.sort();
                let n = ids.len();
                ids.dedup();
                if n != ids.len() {
                    problems.push(format!("{what}: an id is defined twice"));
                }
                for (id, vars) in &en {
                    match other.iter().find(|(i, _)| i == id) {
                        None => problems.push(format!("{what}: {id} is missing")),
                        Some((_, v)) if v != vars => {
                            problems.push(format!("{what}: {id} uses {v:?}, English {vars:?}"))
                        }
                        Some(_) => {}
                    }
                }
                for (id, _) in &other {
                    if !en.iter().any(|(i, _)| i == id) {
                        problems.push(format!("{what}: {id} is not in English"));
                    }
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn the_languages_are_the_folders_of_locales_and_each_has_a_book() {
        let folders = names(&locales(), |p| p.is_dir());
        let mut codes: Vec<String> = Lang::ALL.iter().map(|l| l.code().to_owned()).collect();
        assert_eq!(Lang::ALL[0], Lang::EN);
        assert_eq!(Lang::EN.code(), "en");
        codes.sort();
        assert_eq!(
            codes, folders,
            "Lang::ALL is not the folders of api/locales"
        );
        let book = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../book");
        let books = names(&book, |p| p.join("book.toml").is_file());
        let no_book: Vec<&String> = folders.iter().filter(|f| !books.contains(f)).collect();
        let no_catalogue: Vec<&String> = books.iter().filter(|b| !folders.contains(b)).collect();
        assert!(
            no_book.is_empty(),
            "api/locales has languages without book/<lang>/book.toml: {no_book:?}"
        );
        assert!(
            no_catalogue.is_empty(),
            "book/ has books without api/locales/<lang>: {no_catalogue:?}"
        );
    }

    #[test]
    fn language_ftl_gives_name_separator_and_tags() {
        let de = Lang::from_code("de").unwrap();
        assert_eq!(de.endonym(), "Deutsch");
        assert_eq!(de.decimal_separator(), ',');
        assert_eq!(Lang::EN.decimal_separator(), '.');
        assert_eq!(Lang::EN.endonym(), "English");
        let nb = Lang::from_code("nb").unwrap();
        assert_eq!(nb.endonym(), "Norsk bokmål");
        for tag in ["no", "nn", "nb", "nn-NO", "NO", "nb_NO"] {
            assert_eq!(Lang::from_tag(tag), Some(nb), "{tag}");
        }
        // Every language is chosen by its own code, in any case.
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            assert_eq!(
                Lang::from_tag(&lang.code().to_ascii_uppercase()),
                Some(lang)
            );
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
            assert_eq!(format!("{lang:?}"), format!("Lang({})", lang.code()));
        }
    }

    /// The thirteen languages' tags as their language.ftl give them, for
    /// the matching rule alone (whichever folders exist today).
    const THIRTEEN: [(&str, &str); 13] = [
        ("en", "en"),
        ("de", "de"),
        ("el", "el"),
        ("es", "es"),
        ("fr", "fr"),
        ("it", "it"),
        ("ja", "ja"),
        ("ko", "ko"),
        ("nb", "nb no nn"),
        ("pt-BR", "pt-br pt"),
        ("ru", "ru"),
        ("zh-Hans", "zh-hans zh zh-cn zh-sg"),
        ("zh-Hant", "zh-hant zh-tw zh-hk zh-mo"),
    ];

    fn pick(requested: &str) -> Option<&'static str> {
        let tags = THIRTEEN
            .iter()
            .enumerate()
            .flat_map(|(i, (_, tags))| tags.split(' ').map(move |t| (i, t)));
        best_match(requested, tags).map(|i| THIRTEEN[i].0)
    }

    #[test]
    fn the_longest_matching_tag_wins() {
        for (asked, want) in [
            ("pt", "pt-BR"),
            ("pt-BR", "pt-BR"),
            ("pt-br", "pt-BR"),
            ("pt-PT", "pt-BR"),
            ("zh", "zh-Hans"),
            ("zh-CN", "zh-Hans"),
            ("zh-SG", "zh-Hans"),
            ("zh-Hans", "zh-Hans"),
            ("zh-Hans-CN", "zh-Hans"),
            ("zh-TW", "zh-Hant"),
            ("zh-HK", "zh-Hant"),
            ("zh-MO", "zh-Hant"),
            ("zh-Hant", "zh-Hant"),
            ("zh-Hant-TW", "zh-Hant"),
            ("ZH-hant-hk", "zh-Hant"),
            ("zh_TW", "zh-Hant"),
            ("no", "nb"),
            ("nn-NO", "nb"),
            ("ja-JP", "ja"),
            ("ko", "ko"),
            ("ru-RU", "ru"),
            ("en-GB", "en"),
            (" de-AT ", "de"),
        ] {
            assert_eq!(pick(asked), Some(want), "{asked}");
        }
        // A prefix counts only up to a `-`.
        for asked in ["pt2", "zhx", "jap", "e", "", "x-ja", "-", "*"] {
            assert_eq!(pick(asked), None, "{asked:?}");
        }
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
        let en = catalogue(Lang::EN);
        assert!(en.len() >= 15);
        assert!(Lang::ALL.len() >= 7);
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
            for (id, vars) in catalogue(Lang::EN) {
                let args: Vec<(&str, Arg)> =
                    vars.iter().map(|v| (v.as_str(), Arg::from("X"))).collect();
                let text = format_in(lang, &id, &args);
                assert!(text.is_some(), "{}: {id}", lang.code());
            }
        }
    }

    #[test]
    fn the_most_preferred_supported_language_wins() {
        assert_eq!(
            preferred([("de", 1.0)]),
            Some(Lang::from_code("de").unwrap())
        );
        assert_eq!(
            preferred([("xx", 1.0), ("fr", 0.5), ("el", 0.8)]),
            Some(Lang::from_code("el").unwrap())
        );
        // Equal qualities: the first listed.
        assert_eq!(
            preferred([("es-MX", 0.9), ("it", 0.9)]),
            Some(Lang::from_code("es").unwrap())
        );
        // Quality 0 refuses.
        assert_eq!(preferred([("de", 0.0), ("en-GB", 0.1)]), Some(Lang::EN));
        assert_eq!(
            preferred([("nn-NO", 1.0)]),
            Some(Lang::from_code("nb").unwrap())
        );
        assert_eq!(preferred([("xx-BR", 1.0), ("*", 0.1)]), None);
        assert_eq!(preferred([]), None);
        assert_eq!(
            Lang::from_tag("EL-gr"),
            Some(Lang::from_code("el").unwrap())
        );
    }

    #[test]
    fn language_codes_are_exact() {
        assert_eq!(Lang::from_code("nb").map(Lang::code), Some("nb"));
        assert_eq!(Lang::from_code("DE"), None);
        assert_eq!(Lang::from_code("de-AT"), None);
        assert_eq!(Lang::from_code("no"), None);
    }

    #[test]
    fn missing_message_falls_back() {
        assert_eq!(
            message(Lang::from_code("de").unwrap(), "no-such-message", &[]),
            "no-such-message"
        );
        let de = message(Lang::from_code("de").unwrap(), "slide-kept", &[]);
        let en = message(Lang::EN, "slide-kept", &[]);
        assert_ne!(de, en);
        assert!(de.contains("Slide"));
    }
}
