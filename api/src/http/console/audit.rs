//! The audit log of a tournament: every change, oldest first, filterable
//! by what was done and through what (the API or the console).

use super::*;
use crate::service::views::players::{AuditEntry, PageQuery};

/// Entries on one page.
const AUDIT_PAGE: u32 = 200;

/// `templates/console/audit.html`.
#[derive(Template)]
#[template(path = "console/audit.html")]
struct AuditPageView {
    frame: Frame,
    t: Tournament,
    rows: Vec<AuditRow>,
    /// The actions found on this page, for the filter (the chosen one
    /// marked).
    actions: Vec<(String, bool)>,
    /// `api`, `console` or nothing.
    via: String,
    /// The address of the next page, with the filters.
    next: Option<String>,
}

/// An entry as shown.
struct AuditRow {
    at: String,
    who: String,
    via: String,
    action: String,
    round: Option<u32>,
    detail: String,
}

/// `?action=`, `?via=` and `?after=` of the audit page.
#[derive(Debug, Deserialize)]
pub struct AuditQuery {
    pub action: Option<String>,
    pub via: Option<String>,
    pub after: Option<String>,
}

fn shown(e: &AuditEntry) -> AuditRow {
    AuditRow {
        at: e.at.replace('T', " ").trim_end_matches('Z').to_owned(),
        who: e.actor_name.clone(),
        via: e.via.as_str().to_owned(),
        action: e.action.clone(),
        round: e.round,
        detail: e.detail.to_string(),
    }
}

/// `GET /console/t/{tid}/audit`: the audit log (the API's `GET
/// …/audit-log`), a page at a time, with its filters.
pub async fn audit(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<AuditQuery>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let query = query.into_inner();
    let pool = pool_of(&req)?;
    let (c, id) = (me.caller.clone(), tid.clone());
    let after = query.after.clone();
    let found = web::block(move || {
        let Some(t) = service::console::own_tournament(&pool, &c, &id)? else {
            return Ok(None);
        };
        let page = PageQuery {
            limit: Some(AUDIT_PAGE),
            cursor: after,
        };
        Ok::<_, service::Error>(Some((t, service::audit::list(&pool, &c, &id, &page)?)))
    })
    .await?;
    let (t, page) = match found {
        Ok(Some(found)) => found,
        Ok(None) => return not_found(&req, &me.caller, &me.session),
        // A cursor that is not one of ours: the first page.
        Err(e) if matches!(e.kind(), service::Kind::Malformed | service::Kind::Invalid) => {
            return Ok(see_other(&format!("/console/t/{tid}/audit")).finish());
        }
        Err(e) => return Err(e.into()),
    };
    let action = query.action.filter(|a| !a.is_empty());
    let via = query.via.as_deref().and_then(service::caller::Via::parse);
    let mut actions: Vec<String> = page.items.iter().map(|e| e.action.clone()).collect();
    actions.sort();
    actions.dedup();
    let rows = page
        .items
        .iter()
        .filter(|e| action.as_deref().is_none_or(|a| e.action == a))
        .filter(|e| via.is_none_or(|v| e.via == v))
        .map(shown)
        .collect();
    let filters = format!(
        "{}{}",
        action
            .as_deref()
            .map(|a| format!("&action={}", super::tournaments::url_component(a)))
            .unwrap_or_default(),
        via.map(|v| format!("&via={}", v.as_str()))
            .unwrap_or_default()
    );
    let next = page
        .next_cursor
        .map(|c| format!("/console/t/{tid}/audit?after={c}{filters}"));
    let body = render(AuditPageView {
        frame: frame(&req, Some((&me.caller, &me.session))),
        actions: actions
            .into_iter()
            .map(|a| {
                let chosen = action.as_deref() == Some(a.as_str());
                (a, chosen)
            })
            .collect(),
        via: via.map(|v| v.as_str().to_owned()).unwrap_or_default(),
        t,
        rows,
        next,
    })?;
    Ok(html(HttpResponse::Ok(), console_lang(&req), body))
}
