//! The organizer's API keys in the console (a `full` key's session only;
//! the book: the organizer guide, "More keys"): the list, a new key (shown
//! once, on the answer to its form), revoking one. Each form on the
//! service's use case, which checks the scope.

use super::*;
use crate::service::views::players::{ApiKey, NewApiKey};

/// `templates/console/keys.html`.
#[derive(Template)]
#[template(path = "console/keys.html")]
struct KeysPage {
    frame: Frame,
    keys: Vec<KeyRow>,
    message: Option<String>,
    failed: bool,
    /// The key just made: its name and the key, shown this once.
    made: Option<(String, String)>,
}

/// A key as listed.
struct KeyRow {
    id: String,
    name: String,
    scope: &'static str,
    created: String,
    last_used: Option<String>,
}

fn row(k: &ApiKey) -> KeyRow {
    let time = |t: &str| t.replace('T', " ").trim_end_matches('Z').to_owned();
    KeyRow {
        id: k.id.clone(),
        name: k.name.clone(),
        scope: k.scope.as_str(),
        created: time(&k.created_at),
        last_used: k.last_used_at.as_deref().map(time),
    }
}

/// `?done=` of the keys page.
#[derive(Debug, Deserialize)]
pub struct KeysQuery {
    pub done: Option<String>,
}

/// The new key's form.
#[derive(Debug, Deserialize)]
pub struct KeyForm {
    pub csrf: Option<String>,
    pub name: Option<String>,
    pub scope: Option<String>,
}

/// The page with `message` and the key just `made`; a session whose key
/// may not manage keys gets the use case's refusal.
async fn page(
    req: &HttpRequest,
    me: &Console,
    status: actix_web::http::StatusCode,
    message: Option<(String, bool)>,
    made: Option<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let pool = pool_of(req)?;
    let c = me.caller.clone();
    let (keys, status, message) =
        match web::block(move || service::organizers::keys(&pool, &c)).await? {
            Ok(list) => (list.items, status, message),
            Err(e) => (
                Vec::new(),
                status_of(&e),
                Some((e.detail().render(console_lang(req)), true)),
            ),
        };
    let (message, failed) = match message {
        Some((m, f)) => (Some(m), f),
        None => (None, false),
    };
    let body = render(KeysPage {
        frame: frame(req, Some((&me.caller, &me.session))),
        keys: keys.iter().map(row).collect(),
        message,
        failed,
        made,
    })?;
    Ok(html(HttpResponse::build(status), console_lang(req), body))
}

/// `GET /console/keys`.
pub async fn keys(
    req: HttpRequest,
    query: web::Query<KeysQuery>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let message = (query.done.as_deref() == Some("revoked"))
        .then(|| (Words(console_lang(&req)).get("console-key-revoked"), false));
    page(&req, &me, actix_web::http::StatusCode::OK, message, None).await
}

/// `POST /console/keys`: a new key, shown on the answer (never again).
pub async fn create_key(
    req: HttpRequest,
    form: web::Form<KeyForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    if !form_ok(&req, &me.session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let words = Words(console_lang(&req));
    let Some(scope) = form.scope.as_deref().and_then(Scope::parse) else {
        let message = (words.get("console-key-scope-unknown"), true);
        let status = actix_web::http::StatusCode::UNPROCESSABLE_ENTITY;
        return page(&req, &me, status, Some(message), None).await;
    };
    let input = NewApiKey {
        name: form.name.unwrap_or_default(),
        scope,
    };
    let pool = pool_of(&req)?;
    let c = me.caller.clone();
    match web::block(move || service::organizers::create_key(&pool, &c, input)).await? {
        Ok(made) => {
            let shown = (made.key.name.clone(), made.api_key);
            let message = (words.get("console-key-made"), false);
            let status = actix_web::http::StatusCode::OK;
            page(&req, &me, status, Some(message), Some(shown)).await
        }
        Err(e) => {
            let message = (e.detail().render(console_lang(&req)), true);
            page(&req, &me, status_of(&e), Some(message), None).await
        }
    }
}

/// `POST /console/keys/{id}/revoke`.
pub async fn revoke_key(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<TokenForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    if !form_ok(&req, &me.session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let pool = pool_of(&req)?;
    let c = me.caller.clone();
    match web::block(move || service::organizers::revoke_key(&pool, &c, &id)).await? {
        Ok(_) => Ok(see_other("/console/keys?done=revoked").finish()),
        Err(e) => {
            let message = (e.detail().render(console_lang(&req)), true);
            page(&req, &me, status_of(&e), Some(message), None).await
        }
    }
}
