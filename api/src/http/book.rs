//! The documentation site under `/book/`.
//!
//! `/book/` (also `/book` and `/book/index.html`) sends the reader to the
//! book in the language `Accept-Language` prefers among ours (q-values,
//! `?lang=` first, English otherwise: [`crate::http::lang::of_request`]), with
//! `Vary: Accept-Language`. The pages themselves come from
//! `PLANESFORGE_BOOK_DIR` when that folder exists (scripts/book/build.sh builds
//! it; the Docker image ships it), else from the copy that api/build.rs
//! rendered into the binary, so a fresh clone's
//! `cargo run --bin planesforge -- serve` has its book with no other step.

use std::path::{Path, PathBuf};

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse};

use crate::http::error::ApiError;

mod embedded {
    // `FILES`: (path under /book/, ETag, bytes), sorted by path.
    include!(concat!(env!("OUT_DIR"), "/book_files.rs"));
}

/// Where the pages of `/book/` come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A built book on disk (`PLANESFORGE_BOOK_DIR`).
    Dir(PathBuf),
    /// The book built into the binary.
    Embedded,
    /// No book at all (`PLANESFORGE_BOOK_DIR` missing and a binary built
    /// without `book/`): `/book/…` is 404.
    None,
}

impl Source {
    /// The folder `dir` if it exists, else the built-in book if there is one.
    pub fn choose(dir: &Path) -> Source {
        if dir.is_dir() {
            Source::Dir(dir.to_path_buf())
        } else if embedded::FILES.is_empty() {
            Source::None
        } else {
            Source::Embedded
        }
    }
}

/// The built-in file at `path` (relative to `/book/`): its ETag and bytes.
pub fn embedded_file(path: &str) -> Option<(&'static str, &'static [u8])> {
    let files = embedded::FILES;
    files
        .binary_search_by(|(p, _, _)| (*p).cmp(path))
        .ok()
        .and_then(|i| files.get(i))
        .map(|(_, etag, bytes)| (*etag, *bytes))
}

/// Every file of the built-in book as (path under `/book/`, bytes), sorted
/// by path; empty for a binary built without `book/`.
pub fn embedded_files() -> Vec<(&'static str, &'static [u8])> {
    embedded::FILES
        .iter()
        .map(|(path, _, bytes)| (*path, *bytes))
        .collect()
}

/// `GET /book/`: `302 Found` to `/book/<lang>/`, the language chosen as for
/// the API's messages.
pub async fn start(req: HttpRequest) -> HttpResponse {
    let lang = crate::http::lang::of_request(&req);
    HttpResponse::Found()
        .insert_header((header::LOCATION, format!("/book/{}/", lang.code())))
        .insert_header((header::VARY, HeaderValue::from_static("Accept-Language")))
        .finish()
}

/// `GET /book/{path}` from the built-in book: a folder's `index.html`, a
/// folder without its slash redirected to it (as the file server does), an
/// `If-None-Match` that matches the ETag answered `304`; anything else is a
/// problem document (`404`).
pub async fn embedded(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let path = req.match_info().query("path");
    let file = if path.is_empty() || path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_owned()
    };
    let Some((etag, bytes)) = embedded_file(&file) else {
        if embedded_file(&format!("{path}/index.html")).is_some() {
            return Ok(HttpResponse::Found()
                .insert_header((header::LOCATION, format!("/book/{path}/")))
                .finish());
        }
        return crate::http::middleware::not_found(req).await;
    };
    let fresh = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    let mut res = if fresh {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    res.insert_header((header::ETAG, etag));
    if fresh {
        return Ok(res.finish());
    }
    Ok(res
        .insert_header((header::CONTENT_TYPE, content_type(&file)))
        .body(bytes))
}

/// The media type of a file of the book, by its extension (UTF-8 for text,
/// as the file server says).
fn content_type(file: &str) -> String {
    let ext = file.rsplit_once('.').map_or("", |(_, e)| e);
    let mime = actix_files::file_extension_to_mime(ext);
    let text = mime.type_() == "text" || mime.subtype() == "javascript" || ext == "svg";
    if text && mime.get_param("charset").is_none() {
        format!("{mime}; charset=utf-8")
    } else {
        mime.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_book_has_every_language_and_its_assets() {
        for lang in crate::i18n::Lang::ALL {
            for page in ["index.html", "introduction.html", "self-hosting.html"] {
                let path = format!("{}/{page}", lang.code());
                let (_, bytes) = embedded_file(&path).unwrap_or_else(|| panic!("{path}"));
                let html = String::from_utf8_lossy(bytes);
                assert!(html.contains("pf-lang-picker"), "{path}: no picker");
                assert!(
                    html.contains(&format!("lang=\"{}\"", lang.code())),
                    "{path}"
                );
            }
        }
        assert!(embedded_file("index.html").is_some());
        assert!(embedded_file("en/nothing.html").is_none());
        // Sorted, as the binary search needs.
        assert!(embedded::FILES.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn text_is_utf8() {
        assert_eq!(content_type("en/index.html"), "text/html; charset=utf-8");
        assert!(content_type("en/book-1.js").ends_with("javascript; charset=utf-8"));
        assert_eq!(content_type("en/favicon.png"), "image/png");
    }
}
