//! HTTP handlers, one file per resource. Handlers are thin: extract, call
//! the service on the blocking pool, serialize.

pub mod clock;
pub mod events;
pub mod explain;
pub mod frontend;
pub mod me;
pub mod me_reports;
pub mod meta;
pub mod organizers;
pub mod player_codes;
pub mod players;
pub mod rounds;
pub mod standings;
pub mod topcut;
pub mod tournaments;
pub mod webhooks;

use actix_web::http::header;
use actix_web::{HttpRequest, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::http::error::ApiError;
use crate::service::Code;

/// A JSON request body that must be a JSON object. serde would also read
/// a struct from an array (`["Ann"]` as `{"name": "Ann"}`, `[2, 1, 0]` as
/// a result); every handler takes its body as `Body<T>` instead of
/// `web::Json<T>`, so an array, number, string, `true` or `null` is
/// `422 invalid_body` like any body of the wrong shape. Malformed JSON,
/// size and media type are refused as by `web::Json` (the same
/// [`crate::http::error::json_config`]).
#[derive(Debug)]
pub struct Body<T>(pub T);

impl<T> Body<T> {
    /// The body.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T: serde::de::DeserializeOwned + 'static> actix_web::FromRequest for Body<T> {
    type Error = actix_web::Error;
    type Future = std::pin::Pin<Box<dyn std::future::Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        let json = web::Json::<serde_json::Value>::from_request(req, payload);
        Box::pin(async move {
            let value = json.await?.into_inner();
            if !value.is_object() {
                return Err(ApiError::new(
                    Code::InvalidBody,
                    crate::detail!("error-body-not-object"),
                )
                .into());
            }
            serde_json::from_value(value).map(Body).map_err(|e| {
                ApiError::new(
                    Code::InvalidBody,
                    crate::detail!("error-invalid-body", error = e.to_string()),
                )
                .into()
            })
        })
    }
}

/// A `201 Created` with `Location: location` (a path of this server: the
/// created resource, or the list it was added to).
pub fn created(location: String) -> actix_web::HttpResponseBuilder {
    let mut response = actix_web::HttpResponse::Created();
    response.insert_header((header::LOCATION, location));
    response
}

/// Runs a blocking service call off the async workers.
pub async fn blocking<T, E>(
    f: impl FnOnce() -> Result<T, E> + Send + 'static,
) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError> + Send + 'static,
{
    web::block(f).await?.map_err(Into::into)
}

/// Reads a raw body of at most `limit` bytes: `413 payload_too_large`
/// (problem+json) beyond, refused from `Content-Length` before reading
/// when the client announces it.
pub async fn read_body(
    req: &HttpRequest,
    payload: web::Payload,
    limit: usize,
) -> Result<web::Bytes, ApiError> {
    use futures_util::StreamExt as _;
    let too_large =
        || ApiError::PayloadTooLarge(crate::detail!("error-body-too-large", limit = limit));
    let announced = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|n| n > limit as u64) {
        return Err(too_large());
    }
    // Decoded as the JSON extractor does (`Content-Encoding: gzip`, …; the
    // limit counts decoded bytes).
    let mut payload = std::pin::pin!(actix_web::dev::Decompress::from_headers(
        payload.into_inner(),
        req.headers()
    ));
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| match crate::http::error::content_encoding(req) {
            Some(encoding) => crate::http::error::undecodable_body(&encoding),
            None => ApiError::new(
                Code::MalformedBody,
                crate::detail!("error-unreadable-body", error = e.to_string()),
            ),
        })?;
        if body.len() + chunk.len() > limit {
            return Err(too_large());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body.freeze())
}

/// Whether the request's `Accept` names `mime` (e.g. `text/csv`).
pub fn accepts(req: &HttpRequest, mime: &str) -> bool {
    req.headers()
        .get_all(header::ACCEPT)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|m| {
            m.split(';')
                .next()
                .is_some_and(|t| t.trim().eq_ignore_ascii_case(mime))
        })
}

/// Every `/api/v1` route (registered with `service` so utoipa documents it).
pub fn api_v1(cfg: &mut ServiceConfig) {
    cfg.service(organizers::create)
        .service(organizers::rotate_key)
        .service(organizers::revoke_key)
        .service(organizers::list_keys)
        .service(organizers::create_key)
        .service(organizers::delete_key)
        .service(organizers::get)
        .service(tournaments::create)
        .service(tournaments::import)
        .service(tournaments::list)
        .service(tournaments::get)
        .service(tournaments::update)
        .service(tournaments::delete_tournament)
        .service(tournaments::finish)
        .service(tournaments::reopen)
        .service(players::create)
        .service(players::create_bulk)
        // Before `players::get_player`, whose `{pid}` would take `codes`.
        .service(player_codes::print_slips)
        .service(player_codes::print_slip)
        .service(player_codes::rotate)
        .service(me::get_me)
        .service(me_reports::report)
        .service(me_reports::confirm)
        .service(me_reports::drop_myself)
        .service(players::list)
        .service(players::drop_player)
        .service(players::get_player)
        .service(players::update_player)
        .service(players::readmit_player)
        .service(players::remove_player)
        .service(rounds::create)
        .service(rounds::list)
        // Before `rounds/{n}`, which would take `current` for a number.
        .service(frontend::current_round)
        .service(rounds::get)
        .service(rounds::print_round)
        .service(rounds::delete)
        .service(rounds::repair)
        .service(rounds::swap_players)
        .service(rounds::swap_tables)
        .service(rounds::publish)
        .service(rounds::put_result)
        .service(rounds::remove_result)
        .service(rounds::unpublish)
        .service(tournaments::audit_log)
        .service(events::stream)
        .service(explain::round)
        .service(explain::standings);
    standings::configure(cfg);
    topcut::configure(cfg);
    clock::configure(cfg);
    webhooks::configure(cfg);
}

/// `/healthz`, `/readyz`.
pub fn operations(cfg: &mut ServiceConfig) {
    cfg.service(meta::healthz).service(meta::readyz);
}

#[cfg(test)]
mod tests {
    /// Every JSON body is read with [`super::Body`] (objects only), never
    /// with `web::Json`.
    #[test]
    fn handlers_take_bodies_as_objects() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/http/routes");
        let mut checked = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.ends_with("mod.rs") {
                continue; // where `Body` is made from `web::Json`
            }
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(
                !text.contains(&["web::", "Json<"].concat()),
                "{}: take the body as Body<T>",
                path.display()
            );
            checked += text.matches(": Body<").count();
        }
        assert!(checked >= 9, "{checked}");
    }
}
