//! The audit log of a tournament: every change, oldest first, filterable
//! by what was done and through what (the API or the console; the API's
//! filters, over the whole log), each entry in the reader's language:
//! the action named, players by name, results as typed.

use std::collections::HashMap;

use serde_json::Value;

use super::*;
use crate::service::views::audit::AuditAction;
use crate::service::views::players::{AuditEntry, AuditQuery as AuditFilter, PageQuery};
use crate::service::views::rounds::MatchResult;

/// Entries on one page.
const AUDIT_PAGE: u32 = 200;

/// `templates/console/audit.html`.
#[derive(Template)]
#[template(path = "console/audit.html")]
struct AuditPageView {
    frame: Frame,
    t: Tournament,
    rows: Vec<AuditRow>,
    /// Every action, for the filter: its code, its name in the reader's
    /// language, whether it is the chosen one (by name).
    actions: Vec<(String, String, bool)>,
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
    /// The action in the reader's language.
    action: String,
    round: Option<u32>,
    /// What changed, item by item: a label in the reader's language and
    /// the value (players by name, results as `2-1`).
    detail: Vec<(String, String)>,
}

/// `?action=`, `?via=` and `?after=` of the audit page.
#[derive(Debug, Deserialize)]
pub struct AuditQuery {
    pub action: Option<String>,
    pub via: Option<String>,
    pub after: Option<String>,
}

/// The name of an action in the reader's language (its code when the
/// catalogue has no name for it: an action newer than the catalogue).
fn action_name(words: &Words, action: &str) -> String {
    let id = format!("audit-action-{}", action.replace('_', "-"));
    let name = words.get(&id);
    if name == id { action.to_owned() } else { name }
}

/// A value of an entry's detail as read: a player's id becomes their name,
/// a result `2-1` (`DL` for a double loss), a list its length, an object
/// its members.
fn value_text(words: &Words, names: &HashMap<String, String>, v: &Value) -> String {
    match v {
        Value::Null => "—".to_owned(),
        Value::Bool(b) => words.get(if *b { "console-yes" } else { "console-no" }),
        Value::Number(n) => n.to_string(),
        Value::String(s) => names.get(s).cloned().unwrap_or_else(|| s.clone()),
        Value::Array(items) => items.len().to_string(),
        Value::Object(o) => match serde_json::from_value::<MatchResult>(v.clone()) {
            Ok(r) if o.contains_key("wins") => super::rounds::result_text(&r),
            _ => o
                .iter()
                .map(|(k, x)| format!("{}: {}", field_name(words, k), value_text(words, names, x)))
                .collect::<Vec<_>>()
                .join(", "),
        },
    }
}

/// The label of a detail's member in the reader's language (its key when
/// the catalogue has none).
fn field_name(words: &Words, key: &str) -> String {
    let id = format!("audit-field-{}", key.replace('_', "-"));
    let name = words.get(&id);
    if name == id { key.to_owned() } else { name }
}

fn shown(words: &Words, names: &HashMap<String, String>, e: &AuditEntry) -> AuditRow {
    let detail = match &e.detail {
        Value::Object(o) => o
            .iter()
            .map(|(k, v)| (field_name(words, k), value_text(words, names, v)))
            .collect(),
        Value::Null => Vec::new(),
        other => vec![(String::new(), value_text(words, names, other))],
    };
    AuditRow {
        at: e.at.replace('T', " ").trim_end_matches('Z').to_owned(),
        who: e.actor_name.clone(),
        via: e.via.as_str().to_owned(),
        action: action_name(words, &e.action),
        round: e.round,
        detail,
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
    // An unknown filter value (an old bookmark, a typed address) shows
    // every entry rather than an error page.
    let action = query
        .action
        .filter(|a| AuditAction::ALL.iter().any(|x| x.as_str() == a));
    let via = query.via.as_deref().and_then(service::caller::Via::parse);
    let filter = AuditFilter {
        limit: Some(AUDIT_PAGE),
        cursor: query.after.clone(),
        action: action.clone(),
        via: via.map(|v| v.as_str().to_owned()),
    };
    let found = web::block(move || {
        let Some(t) = service::console::own_tournament(&pool, &c, &id)? else {
            return Ok(None);
        };
        let page = service::audit::list(&pool, &c, &id, &filter)?;
        let mut names = HashMap::new();
        let mut cursor = None;
        loop {
            let some = service::players::list(
                &pool,
                &id,
                &PageQuery {
                    limit: Some(1000),
                    cursor: cursor.take(),
                },
                None,
            )?;
            names.extend(some.items.into_iter().map(|p| (p.id, p.name)));
            match some.next_cursor {
                Some(next) => cursor = Some(next),
                None => break,
            }
        }
        Ok::<_, service::Error>(Some((t, page, names)))
    })
    .await?;
    let (t, page, names) = match found {
        Ok(Some(found)) => found,
        Ok(None) => return not_found(&req, &me.caller, &me.session),
        // A cursor that is not one of ours: the first page.
        Err(e) if matches!(e.kind(), service::Kind::Malformed | service::Kind::Invalid) => {
            return Ok(see_other(&format!("/console/t/{tid}/audit")).finish());
        }
        Err(e) => return Err(e.into()),
    };
    let words = Words(console_lang(&req));
    let rows = page
        .items
        .iter()
        .map(|e| shown(&words, &names, e))
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
    let mut actions: Vec<(String, String, bool)> = AuditAction::ALL
        .iter()
        .map(|a| {
            let chosen = action.as_deref() == Some(a.as_str());
            (
                a.as_str().to_owned(),
                action_name(&words, a.as_str()),
                chosen,
            )
        })
        .collect();
    actions.sort_by(|x, y| x.1.cmp(&y.1));
    let body = render(AuditPageView {
        frame: frame(&req, Some((&me.caller, &me.session))),
        actions,
        via: via.map(|v| v.as_str().to_owned()).unwrap_or_default(),
        t,
        rows,
        next,
    })?;
    Ok(html(HttpResponse::Ok(), console_lang(&req), body))
}
