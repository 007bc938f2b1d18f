//! The language of a request: `?lang=` if it names a supported language,
//! else `Accept-Language` (with q-values, parsed by actix-web's typed
//! header), else English. The choice among the parsed preferences is
//! [`i18n::preferred`].

use actix_web::HttpRequest;
use actix_web::http::header::{AcceptLanguage, Header, Preference, Quality};

use crate::i18n::{self, Lang};

/// A q-value as a number from 0 to 1 (actix-web keeps it in thousandths
/// and shows it as a decimal, which is all it lets us read).
fn quality(q: Quality) -> f32 {
    q.to_string().parse().unwrap_or(0.0)
}

/// The language of `Accept-Language` headers: the supported language with
/// the highest q-value (ties: the first listed); `q=0` refuses a language.
/// actix-web's typed header skips an item it cannot parse (a malformed tag
/// or q-value) and keeps the others.
pub fn from_accept_language(header: &AcceptLanguage) -> Option<Lang> {
    i18n::preferred(header.iter().filter_map(|item| match &item.item {
        Preference::Specific(tag) => Some((tag.as_str(), quality(item.quality))),
        // `*`: any language, so no reason to leave English.
        Preference::Any => None,
    }))
}

/// The language of a request from its own query string (`lang=`) and
/// headers: what [`negotiate`] decides, for code that has no extracted
/// query (the error localization in `error.rs`).
pub fn of_request(req: &HttpRequest) -> Lang {
    negotiate(lang_param(req), req)
}

/// The language `?lang=` names, if it names a supported one.
pub fn requested(req: &HttpRequest) -> Option<Lang> {
    lang_param(req).and_then(Lang::from_tag)
}

/// The raw `lang=` of the query string of `req`.
fn lang_param(req: &HttpRequest) -> Option<&str> {
    req.query_string().split('&').find_map(|kv| {
        let (k, v) = kv.split_once('=')?;
        (k == "lang").then_some(v)
    })
}

/// The language of a page that has a language of its own (the printed
/// sheets: the tournament's `language` setting): `?lang=` if it names a
/// supported language, else `setting`, else `Accept-Language`, else
/// English. An unsupported `?lang=` is passed over, as [`negotiate`] does.
pub fn of_request_or(req: &HttpRequest, setting: Option<Lang>) -> Lang {
    lang_param(req)
        .and_then(Lang::from_tag)
        .or(setting)
        .unwrap_or_else(|| negotiate(None, req))
}

/// The language of a request: `?lang=` if it names a supported language,
/// else `Accept-Language`, else English.
pub fn negotiate(lang_param: Option<&str>, req: &HttpRequest) -> Lang {
    lang_param
        .and_then(Lang::from_tag)
        .or_else(|| {
            AcceptLanguage::parse(req)
                .ok()
                .and_then(|h| from_accept_language(&h))
        })
        .unwrap_or(Lang::EN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{ACCEPT_LANGUAGE, q};
    use actix_web::test::TestRequest;

    /// The language chosen for one `Accept-Language` value.
    fn from_accept_language(value: &str) -> Option<Lang> {
        let req = TestRequest::default()
            .insert_header((ACCEPT_LANGUAGE, value))
            .to_http_request();
        super::from_accept_language(&AcceptLanguage::parse(&req).ok()?)
    }

    #[test]
    fn q_values_read_as_numbers() {
        assert_eq!(quality(Quality::ZERO), 0.0);
        assert_eq!(quality(Quality::MIN), 0.001);
        assert_eq!(quality(Quality::MAX), 1.0);
        assert_eq!(quality(q(0.42)), 0.42);
        assert!(quality(q(0.9)) > quality(q(0.899)));
    }

    #[test]
    fn accept_language_with_q_values() {
        assert_eq!(
            from_accept_language("de"),
            Some(Lang::from_code("de").unwrap())
        );
        assert_eq!(
            from_accept_language("xx, fr;q=0.5, el;q=0.8"),
            Some(Lang::from_code("el").unwrap())
        );
        assert_eq!(
            from_accept_language("es-MX;q=0.9, it;q=0.9"),
            Some(Lang::from_code("es").unwrap())
        );
        assert_eq!(from_accept_language("de;q=0, en-GB;q=0.1"), Some(Lang::EN));
        assert_eq!(
            from_accept_language("nn-NO"),
            Some(Lang::from_code("nb").unwrap())
        );
        assert_eq!(from_accept_language("xx-BR, *;q=0.1"), None);
        // The languages' own tags (their language.ftl): the longest match.
        for (header, code) in [
            ("pt, *;q=0.1", "pt-BR"),
            ("pt-PT", "pt-BR"),
            ("zh-TW, en;q=0.5", "zh-Hant"),
            ("zh-HK", "zh-Hant"),
            ("zh-CN", "zh-Hans"),
            ("zh", "zh-Hans"),
            ("ja-JP;q=0.9, ko;q=0.8", "ja"),
        ] {
            if let Some(want) = Lang::from_code(code) {
                assert_eq!(from_accept_language(header), Some(want), "{header}");
            }
        }
        assert_eq!(
            from_accept_language("fr;q=1.5, de;q=0.2"),
            Some(Lang::from_code("de").unwrap())
        );
        // Spaces around parameters; a malformed item is skipped, not fatal.
        assert_eq!(
            from_accept_language("fr ; q=0.3, de; q=0.4"),
            Some(Lang::from_code("de").unwrap())
        );
        assert_eq!(
            from_accept_language("@@, it;q=0.2"),
            Some(Lang::from_code("it").unwrap())
        );
        assert_eq!(from_accept_language(""), None);
    }

    #[test]
    fn lang_parameter_comes_before_accept_language() {
        let req = TestRequest::default()
            .uri("/api/v1/tournaments?lang=el")
            .append_header((ACCEPT_LANGUAGE, "fr"))
            .append_header((ACCEPT_LANGUAGE, "de;q=0.5"))
            .to_http_request();
        assert_eq!(of_request(&req), Lang::from_code("el").unwrap());
        assert_eq!(negotiate(Some("xx"), &req), Lang::from_code("fr").unwrap());
        assert_eq!(negotiate(None, &req), Lang::from_code("fr").unwrap());
    }

    #[test]
    fn a_setting_comes_between_the_parameter_and_the_header() {
        let req = |uri: &str| {
            TestRequest::default()
                .uri(uri)
                .insert_header((ACCEPT_LANGUAGE, "fr"))
                .to_http_request()
        };
        assert_eq!(
            of_request_or(&req("/p?lang=el"), Some(Lang::from_code("de").unwrap())),
            Lang::from_code("el").unwrap()
        );
        assert_eq!(
            of_request_or(&req("/p?lang=xx"), Some(Lang::from_code("de").unwrap())),
            Lang::from_code("de").unwrap()
        );
        assert_eq!(
            of_request_or(&req("/p"), Some(Lang::from_code("de").unwrap())),
            Lang::from_code("de").unwrap()
        );
        assert_eq!(
            of_request_or(&req("/p"), None),
            Lang::from_code("fr").unwrap()
        );
    }
}
