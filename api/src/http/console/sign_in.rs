//! Signing in and out of the console (see the parent module on sessions
//! and forms).

use super::*;

/// `templates/console/sign_in.html`.
#[derive(Template)]
#[template(path = "console/sign_in.html")]
struct SignInPage {
    frame: Frame,
    pre: String,
    message: Option<String>,
}

fn sign_in_page(
    req: &HttpRequest,
    status: actix_web::http::StatusCode,
    message: Option<String>,
) -> Result<HttpResponse, ApiError> {
    let pre = cookie_value(req, PRE)
        .filter(|v| v.len() == 64)
        .map_or_else(service::caller::generate_key, Ok)
        .map_err(ApiError::from)?;
    let pre = pre
        .trim_start_matches(service::caller::KEY_PREFIX)
        .to_owned();
    let body = render(SignInPage {
        frame: frame(req, None),
        pre: pre.clone(),
        message,
    })?;
    let mut response = HttpResponse::build(status);
    response.cookie(cookie(req, PRE, pre));
    Ok(html(response, console_lang(req), body))
}

/// `GET /console`: to `/console/`.
pub async fn root() -> HttpResponse {
    see_other("/console/").finish()
}

/// `GET /console/sign-in`: the sign-in page (to the list when signed in).
pub async fn sign_in(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    if signed_in(&req).await?.is_some() {
        return Ok(see_other("/console/").finish());
    }
    sign_in_page(&req, actix_web::http::StatusCode::OK, None)
}

/// The sign-in and sign-up forms.
#[derive(Debug, Deserialize)]
pub struct SignInForm {
    pub csrf: Option<String>,
    pub key: Option<String>,
    pub name: Option<String>,
}

fn pre_ok(req: &HttpRequest, sent: Option<&str>) -> bool {
    let cookie = cookie_value(req, PRE).unwrap_or_default();
    same_site(req) && sent.is_some_and(|s| equal(s, &cookie))
}

/// A sign-in form's end: its checks, then `start` (the key's or the new
/// store's session) on the pool; the list with the session cookie, or the
/// sign-in page again with the reason.
async fn start_session(
    req: HttpRequest,
    csrf: Option<String>,
    start: impl FnOnce(&DbPool) -> Result<service::console::Session, service::Error> + Send + 'static,
) -> Result<HttpResponse, ApiError> {
    if !pre_ok(&req, csrf.as_deref()) {
        return refused(&req);
    }
    let pool = pool_of(&req)?;
    match web::block(move || start(&pool)).await? {
        Ok(session) => Ok(see_other("/console/")
            .cookie(cookie(&req, SESSION, session.token))
            .cookie(removal(&req, PRE))
            .finish()),
        Err(e) => {
            let lang = console_lang(&req);
            sign_in_page(&req, status_of(&e), Some(e.detail().render(lang)))
        }
    }
}

/// `POST /console/sign-in`: the key pasted; a session on success, the
/// page again with the reason otherwise.
pub async fn sign_in_submit(
    req: HttpRequest,
    form: web::Form<SignInForm>,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let key = form.key.unwrap_or_default();
    start_session(req, form.csrf, move |pool| {
        service::console::sign_in(pool, &key)
    })
    .await
}

/// `POST /console/sign-up`: a new store, signed in.
pub async fn sign_up_submit(
    req: HttpRequest,
    form: web::Form<SignInForm>,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let name = form.name.unwrap_or_default();
    start_session(req, form.csrf, move |pool| {
        service::console::sign_up(pool, &name)
    })
    .await
}

/// `POST /console/sign-out`: ends this session, or with
/// `scope=everywhere` every session of the organizer.
pub async fn sign_out(
    req: HttpRequest,
    form: web::Form<TokenForm>,
) -> Result<HttpResponse, ApiError> {
    let Some((caller, session)) = signed_in(&req).await? else {
        return Ok(see_other("/console/sign-in")
            .cookie(removal(&req, SESSION))
            .finish());
    };
    if !form_ok(&req, &session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let pool = pool_of(&req)?;
    let everywhere = form.scope.as_deref() == Some("everywhere");
    blocking(move || {
        if everywhere {
            service::console::sign_out_everywhere(&pool, &caller).map(|_| ())
        } else {
            service::console::sign_out(&pool, &session)
        }
    })
    .await?;
    Ok(see_other("/console/sign-in")
        .cookie(removal(&req, SESSION))
        .finish())
}
