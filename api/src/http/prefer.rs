//! `Prefer` (RFC 7240) on the writes that honour it: `return=minimal`
//! (`PUT …/tables/{table}/result`), answered `204 No Content` with
//! `Preference-Applied: return=minimal`.
//!
//! Why hand-written: the header is a comma-separated list of
//! `token[=value]` preferences (with `;` parameters) and we read one of
//! them; neither actix-web nor the `headers` crate has a typed `Prefer`.

use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::{HttpRequest, HttpResponse};

/// The request header.
pub const PREFER: &str = "prefer";
/// The response header naming the preference the server applied.
pub const PREFERENCE_APPLIED: &str = "preference-applied";
/// The preference applied by a minimal answer.
pub const RETURN_MINIMAL: &str = "return=minimal";

/// Whether `req` prefers `return=minimal`: its first `return` preference,
/// in any of its `Prefer` headers and among any others (`respond-async,
/// return=minimal`), is `minimal`. Names and values are compared without
/// regard to case, parameters (`;…`), blanks and quotes are ignored; a
/// later `return` is ignored, as RFC 7240 §2 says of a repeated
/// preference. `return=representation`, or no `return`, is the default
/// answer.
pub fn return_minimal(req: &HttpRequest) -> bool {
    req.headers()
        .get_all(PREFER)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|pref| {
            let pref = pref.split(';').next().unwrap_or_default();
            let (name, value) = pref.split_once('=').unwrap_or((pref, ""));
            name.trim()
                .eq_ignore_ascii_case("return")
                .then(|| value.trim().trim_matches('"'))
        })
        .next()
        .is_some_and(|value| value.eq_ignore_ascii_case("minimal"))
}

/// The `Preference-Applied: return=minimal` header.
pub fn applied() -> (HeaderName, HeaderValue) {
    (
        HeaderName::from_static(PREFERENCE_APPLIED),
        HeaderValue::from_static(RETURN_MINIMAL),
    )
}

/// The minimal answer of a write: `204 No Content`, no body,
/// `Preference-Applied: return=minimal`.
pub fn minimal() -> HttpResponse {
    HttpResponse::NoContent().insert_header(applied()).finish()
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    fn minimal_for(values: &[&str]) -> bool {
        let mut req = TestRequest::default();
        for v in values {
            req = req.append_header((PREFER, *v));
        }
        return_minimal(&req.to_http_request())
    }

    #[test]
    fn reads_the_first_return_preference() {
        assert!(!minimal_for(&[]));
        assert!(minimal_for(&["return=minimal"]));
        assert!(minimal_for(&["RETURN=Minimal"]));
        assert!(minimal_for(&["respond-async, return=minimal"]));
        assert!(minimal_for(&[
            "respond-async",
            " return = \"minimal\" ; x=1"
        ]));
        assert!(minimal_for(&["wait=10,return=minimal,handling=strict"]));
        assert!(!minimal_for(&["return=representation"]));
        assert!(!minimal_for(&["return=representation, return=minimal"]));
        assert!(minimal_for(&["return=minimal, return=representation"]));
        assert!(!minimal_for(&["respond-async"]));
        assert!(!minimal_for(&["returns=minimal", "minimal"]));
    }
}
