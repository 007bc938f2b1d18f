//! The OpenAPI document against what the server does: every answer a
//! test's server sent is checked against its operation in the document
//! ([`check_answers`]: the status is one the operation documents), and
//! every event a test produced (its webhook body and its public stream
//! copy, as stored in the tournament's log) and every audit entry's
//! `detail` against its schema ([`check_events`]); both when the test
//! ends, as its `TestApp` is dropped.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use diesel::sql_types::{Nullable, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl, SqliteConnection};
use jsonschema::Validator;
use planesforge_api::http::observe::Exchange;
use serde_json::{Value, json};

/// The generated document (the one `openapi/openapi.json` holds).
pub fn document() -> &'static Value {
    static DOC: OnceLock<Value> = OnceLock::new();
    DOC.get_or_init(planesforge_api::http::openapi::document)
}

/// The document's schemas made strict for the checks: every object with
/// `properties` admits no other field, so a field the server sends and the
/// document does not name fails (the document itself leaves objects open:
/// fields may be added).
fn strict(schema: &mut Value) {
    match schema {
        Value::Object(map) => {
            if map.contains_key("properties") && !map.contains_key("additionalProperties") {
                map.insert("additionalProperties".to_owned(), Value::Bool(false));
            }
            map.values_mut().for_each(strict);
        }
        Value::Array(items) => items.iter_mut().for_each(strict),
        _ => {}
    }
}

/// `schema` and everything below it with each `allOf` of objects (inline
/// or components of `schemas`) merged into one object: its properties and
/// required fields together, so that [`strict`] closes the whole object
/// rather than each part (which would refuse the other parts' fields).
fn merge_all_of(schema: &mut Value, schemas: &serde_json::Map<String, Value>) {
    let Value::Object(map) = schema else {
        if let Value::Array(items) = schema {
            items.iter_mut().for_each(|x| merge_all_of(x, schemas));
        }
        return;
    };
    map.values_mut().for_each(|x| merge_all_of(x, schemas));
    let Some(Value::Array(parts)) = map.get("allOf") else {
        return;
    };
    let mut properties = serde_json::Map::new();
    let mut required = Vec::new();
    for part in parts {
        let mut part = match part["$ref"].as_str() {
            Some(r) => match r
                .strip_prefix("#/components/schemas/")
                .and_then(|n| schemas.get(n))
            {
                Some(s) => s.clone(),
                None => return,
            },
            None => part.clone(),
        };
        merge_all_of(&mut part, schemas);
        let Some(Value::Object(p)) = part.get("properties") else {
            return;
        };
        properties.extend(p.clone());
        if let Some(Value::Array(r)) = part.get("required") {
            required.extend(r.iter().cloned());
        }
    }
    map.remove("allOf");
    map.insert("type".to_owned(), json!("object"));
    map.insert("properties".to_owned(), Value::Object(properties));
    map.insert("required".to_owned(), Value::Array(required));
}

/// The document's components as the checks use them: `allOf`s merged
/// ([`merge_all_of`]), objects closed ([`strict`]).
fn checked_components() -> &'static Value {
    static COMPONENTS: OnceLock<Value> = OnceLock::new();
    COMPONENTS.get_or_init(|| {
        let mut components = document()["components"].clone();
        let schemas = components["schemas"]
            .as_object()
            .cloned()
            .unwrap_or_default();
        merge_all_of(&mut components, &schemas);
        strict(&mut components);
        components
    })
}

/// A validator of the component schema `name` (dates and other formats
/// checked, objects closed: [`strict`]), compiled once.
pub fn validator(name: &str) -> &'static Validator {
    static CACHE: OnceLock<Mutex<HashMap<String, &'static Validator>>> = OnceLock::new();
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    cache.entry(name.to_owned()).or_insert_with(|| {
        let root = json!({
            "$ref": format!("#/components/schemas/{name}"),
            "components": checked_components(),
        });
        let v = jsonschema::options()
            .should_validate_formats(true)
            .build(&root)
            .unwrap_or_else(|e| panic!("schema {name} does not compile: {e}"));
        Box::leak(Box::new(v))
    })
}

/// What is wrong with `body` as the `event` it says it is: checked against
/// the event's own schema and against the stream's `EventEnvelope`; `None`
/// when it matches.
pub fn event_problems(event: &str, body: &Value) -> Option<String> {
    if body["event"] != event {
        return Some(format!("stored as {event}, but says {}", body["event"]));
    }
    let Some(name) = document()["components"]["schemas"]["KnownEvent"]["discriminator"]["mapping"]
        [event]
        .as_str()
        .and_then(|r| r.rsplit('/').next())
    else {
        return Some(format!("{event} is not in KnownEvent's mapping"));
    };
    let errors: Vec<String> = validator(name)
        .iter_errors(body)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    if !errors.is_empty() {
        return Some(format!(
            "{event} does not match {name}: {}",
            errors.join("; ")
        ));
    }
    if !validator("EventEnvelope").is_valid(body) {
        return Some(format!("{event} does not match EventEnvelope"));
    }
    None
}

/// The documented path a request's `path` is an instance of
/// (`/api/v1/webhooks/abc` of `/api/v1/webhooks/{id}`; a literal segment
/// wins over a parameter, as the server routes), or `None`.
fn documented_path(path: &str) -> Option<&'static str> {
    let segments: Vec<&str> = path.split('/').collect();
    document()["paths"]
        .as_object()?
        .keys()
        .filter_map(|template| {
            let parts: Vec<&str> = template.split('/').collect();
            let fits = parts.len() == segments.len()
                && parts.iter().zip(&segments).all(|(t, s)| {
                    if t.starts_with('{') && t.ends_with('}') {
                        !s.is_empty()
                    } else {
                        t == s
                    }
                });
            fits.then(|| {
                (
                    parts.iter().filter(|t| t.starts_with('{')).count(),
                    template,
                )
            })
        })
        .min()
        .map(|(_, t)| t.as_str())
}

/// The document's operation that answered `x`, with its name for
/// messages (`GET /api/v1/…` and the `operationId`); `None` for answers of
/// no documented path (pages, the book, an unknown address), for
/// preflights and for a method the path does not have.
fn operation_of(x: &Exchange) -> Option<(String, &'static Value)> {
    let path = documented_path(&x.path)?;
    let method = match x.method.as_str() {
        // HEAD is answered as GET (without the body).
        "HEAD" => "get".to_owned(),
        "OPTIONS" => return None,
        m => m.to_ascii_lowercase(),
    };
    let op = document()["paths"][path].get(&method)?;
    let name = format!(
        "{} {} ({})",
        x.method,
        path,
        op["operationId"].as_str().unwrap_or("?")
    );
    Some((name, op))
}

/// What is wrong with answer `x` against the document; `None` when it
/// agrees: its status is one the operation lists, and its JSON body
/// matches the schema given for that status (every `required` field
/// present, no field the schema does not name: [`strict`]). An answer on a documented path with a method the path does not
/// have must be `405`.
pub fn answer_problems(x: &Exchange) -> Option<String> {
    let Some((name, op)) = operation_of(x) else {
        let documented = documented_path(&x.path);
        let preflight = x.method == "OPTIONS";
        return documented
            .filter(|_| !preflight && x.status != 405)
            .map(|p| {
                format!(
                    "{} {p}: no such operation, but answered {}",
                    x.method, x.status
                )
            });
    };
    let responses = &op["responses"];
    let status = x.status.to_string();
    let range = format!("{}XX", x.status / 100);
    let documented = [status.as_str(), range.as_str(), "default"]
        .iter()
        .any(|k| responses.get(*k).is_some());
    if !documented {
        return Some(format!(
            "{name} answered {status}, which the document does not list"
        ));
    }
    let problems: Vec<String> = header_problems(&name, op, x)
        .into_iter()
        .chain(body_problems(&name, op, x))
        .collect();
    (!problems.is_empty()).then(|| problems.join("\n"))
}

/// The response headers a client acts on: each one an answer sends must
/// be documented on that answer.
const CONTRACT_HEADERS: [&str; 9] = [
    "etag",
    "location",
    "content-location",
    "idempotent-replayed",
    "retry-after",
    "preference-applied",
    "deprecation",
    "sunset",
    "planesforge-version",
];

/// What is wrong with the headers of answer `x` of operation `op`: a
/// header of [`CONTRACT_HEADERS`] sent but not documented on the answer, a
/// `201` without `Location`, an `ETag` on an operation that documents no
/// `304` and no `If-None-Match` parameter.
fn header_problems(name: &str, op: &Value, x: &Exchange) -> Vec<String> {
    let status = x.status.to_string();
    let documented = op["responses"][&status]["headers"]
        .as_object()
        .map(|h| h.keys().map(|k| k.to_ascii_lowercase()).collect::<Vec<_>>())
        .unwrap_or_default();
    let sent = |h: &str| x.headers.iter().any(|(k, _)| k == h);
    let mut problems: Vec<String> = CONTRACT_HEADERS
        .iter()
        .filter(|h| sent(h) && !documented.iter().any(|d| d == *h))
        .map(|h| format!("{name} answered {status} with {h}, which the document does not list"))
        .collect();
    if x.status == 201 && !sent("location") {
        problems.push(format!("{name} answered 201 without Location"));
    }
    if sent("etag") && x.status == 200 {
        let conditional = op["parameters"].as_array().is_some_and(|ps| {
            ps.iter().any(|p| {
                p["in"] == "header"
                    && p["name"]
                        .as_str()
                        .is_some_and(|n| n.eq_ignore_ascii_case("if-none-match"))
            })
        });
        if !conditional || op["responses"].get("304").is_none() {
            problems.push(format!(
                "{name} sends an ETag, but the document lists no If-None-Match parameter and 304"
            ));
        }
    }
    problems
}

/// A validator of the schema of `op`'s answer `status` in `media`
/// (objects closed: [`strict`]), compiled once; `None` when the document
/// gives that answer no schema.
fn answer_validator(
    op_name: &str,
    op: &'static Value,
    status: &str,
    media: &str,
) -> Option<&'static Validator> {
    static CACHE: OnceLock<Mutex<HashMap<String, Option<&'static Validator>>>> = OnceLock::new();
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    *cache
        .entry(format!("{op_name} {status} {media}"))
        .or_insert_with(|| {
            let schema = op["responses"][status]["content"][media].get("schema")?;
            let mut root = schema.clone();
            let schemas = document()["components"]["schemas"]
                .as_object()
                .cloned()
                .unwrap_or_default();
            merge_all_of(&mut root, &schemas);
            strict(&mut root);
            let Value::Object(map) = &mut root else {
                return None;
            };
            map.insert("components".to_owned(), checked_components().clone());
            let v = jsonschema::options()
                .should_validate_formats(true)
                .build(&root)
                .unwrap_or_else(|e| {
                    panic!("the schema of {op_name} {status} does not compile: {e}")
                });
            Some(&*Box::leak(Box::new(v)))
        })
}

/// What is wrong with the JSON body of answer `x` of operation `op`
/// against the schema the document gives it; `None` when it matches (or
/// the document gives it none).
fn body_problems(name: &str, op: &'static Value, x: &Exchange) -> Option<String> {
    let body = x.body.as_ref()?;
    if body.is_empty() {
        return None;
    }
    let media = x
        .headers
        .iter()
        .find(|(k, _)| k == "content-type")
        .map(|(_, v)| v.split(';').next().unwrap_or("").trim().to_owned())?;
    let responses = &op["responses"];
    let status = x.status.to_string();
    let key = [
        status.clone(),
        format!("{}XX", x.status / 100),
        "default".to_owned(),
    ]
    .into_iter()
    .find(|k| responses.get(k).is_some())?;
    let Some(validator) = answer_validator(name, op, &key, &media) else {
        return responses[&key]["content"]
            .as_object()
            .is_some_and(|c| !c.is_empty())
            .then(|| {
                format!("{name} answered {status} as {media}, which the document does not list")
            });
    };
    let value: Value = match serde_json::from_slice(body) {
        Ok(v) => v,
        Err(e) => {
            return Some(format!(
                "{name} answered {status} with a body that is not JSON: {e}"
            ));
        }
    };
    let errors: Vec<String> = validator
        .iter_errors(&value)
        .take(5)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    (!errors.is_empty()).then(|| format!("{name} answered {status}: {}", errors.join("; ")))
}

/// Checks every answer in `seen` against the document ([`answer_problems`]);
/// panics with every mismatch, each once. With `PLANESFORGE_TEST_ANSWERS`
/// set to a file, each answer is also appended to it (`METHOD route status
/// path`): what the tests cover, per operation and status.
pub fn check_answers(seen: &[Exchange]) {
    if let Ok(path) = std::env::var("PLANESFORGE_TEST_ANSWERS") {
        use std::io::Write;
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(path)
        {
            for x in seen {
                let _ = writeln!(f, "{} {} {} {}", x.method, x.route, x.status, x.path);
            }
        }
    }
    let mut problems: Vec<String> = seen.iter().filter_map(answer_problems).collect();
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "answers that do not match the OpenAPI document:\n{}",
        problems.join("\n")
    );
}

#[derive(QueryableByName)]
struct Stored {
    #[diesel(sql_type = Text)]
    event: String,
    #[diesel(sql_type = Text)]
    body: String,
    #[diesel(sql_type = Nullable<Text>)]
    public_body: Option<String>,
}

const STORED: &str = "SELECT event, body, public_body FROM tournament_events ORDER BY seq";

#[derive(QueryableByName)]
struct Audited {
    #[diesel(sql_type = Text)]
    action: String,
    #[diesel(sql_type = Text)]
    detail: String,
}

const AUDITED: &str = "SELECT action, detail FROM audit_log ORDER BY seq";

/// What is wrong with `detail` as the detail of an audit entry of
/// `action`; `None` when it matches the action's schema.
pub fn audit_problems(action: &str, detail: &Value) -> Option<String> {
    let Some(name) =
        document()["components"]["schemas"]["KnownAuditEntry"]["discriminator"]["mapping"][action]
            .as_str()
            .and_then(|r| r.rsplit('/').next())
    else {
        return Some(format!(
            "audit action {action} is not in KnownAuditEntry's mapping"
        ));
    };
    let errors: Vec<String> = validator(&format!("{name}/properties/detail"))
        .iter_errors(detail)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    (!errors.is_empty()).then(|| format!("audit {action}: {}", errors.join("; ")))
}

/// Checks every event in the log of the database at `url` (both copies)
/// against its schema; panics with every mismatch. A database the test
/// left unreadable (e.g. dropped) is skipped.
pub fn check_events(url: &str) {
    let (rows, audited): (Vec<Stored>, Vec<Audited>) = if url.starts_with("postgres") {
        let Ok(mut c) = PgConnection::establish(url) else {
            return;
        };
        (
            diesel::sql_query(STORED).load(&mut c).unwrap_or_default(),
            diesel::sql_query(AUDITED).load(&mut c).unwrap_or_default(),
        )
    } else {
        let Ok(mut c) = SqliteConnection::establish(url) else {
            return;
        };
        (
            diesel::sql_query(STORED).load(&mut c).unwrap_or_default(),
            diesel::sql_query(AUDITED).load(&mut c).unwrap_or_default(),
        )
    };
    let mut problems = Vec::new();
    for a in audited {
        match serde_json::from_str::<Value>(&a.detail) {
            Ok(detail) => problems.extend(audit_problems(&a.action, &detail)),
            Err(e) => problems.push(format!("audit {}: not JSON: {e}", a.action)),
        }
    }
    for row in rows {
        for text in std::iter::once(&row.body).chain(row.public_body.as_ref()) {
            let body: Value = match serde_json::from_str(text) {
                Ok(v) => v,
                Err(e) => {
                    problems.push(format!("{}: not JSON: {e}", row.event));
                    continue;
                }
            };
            problems.extend(event_problems(&row.event, &body));
        }
    }
    assert!(
        problems.is_empty(),
        "events and audit entries that do not match the OpenAPI document:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_checker_refuses_what_the_schemas_do_not_allow() {
    let good = json!({"id": "0d9c3a55-2f5e-4a4b-9d0c-2b1f3e4d5c6a", "event": "standings.updated",
        "created_at": "2026-12-01T20:15:00.000Z", "tournament_id": "t",
        "data": {"round": 2, "table": 3, "corrected": false,
            "result": {"wins": 2, "losses": 1, "draws": 0}}});
    assert_eq!(event_problems("standings.updated", &good), None);
    // What the stream's example showed before: games as `wins_a`/`wins_b`.
    let mut old = good.clone();
    old["data"]["result"] = json!({"wins_a": 2, "wins_b": 1, "draws": 0});
    assert!(event_problems("standings.updated", &old).is_some());
    let mut no_date = good.clone();
    no_date["created_at"] = json!("yesterday");
    assert!(event_problems("standings.updated", &no_date).is_some());
    let mut other = good.clone();
    other["event"] = json!("round.deleted");
    assert!(event_problems("round.deleted", &other).is_some());
    assert!(event_problems("standings.updated", &other).is_some());
    assert!(event_problems("no.such", &json!({"event": "no.such"})).is_some());
}

#[test]
fn the_stream_example_is_what_the_server_sends() {
    let example = &document()["components"]["schemas"]["EventEnvelope"]["example"];
    let event = example["event"].as_str().expect("an event name");
    assert_eq!(event_problems(event, example), None);
    let op = &document()["paths"]["/api/v1/tournaments/{tid}/events"]["get"];
    let text = op["responses"]["200"]["content"]["text/event-stream"]["example"]
        .as_str()
        .expect("the stream's example");
    let data: Vec<Value> = text
        .lines()
        .filter_map(|l| l.strip_prefix("data: "))
        .map(|d| serde_json::from_str(d).expect("JSON data"))
        .collect();
    assert!(!data.is_empty());
    for d in &data {
        let event = d["event"].as_str().expect("an event name");
        assert_eq!(event_problems(event, d), None);
    }
}

#[test]
fn every_event_is_a_webhook_and_a_stream_message() {
    let doc = document();
    let webhooks = doc["webhooks"].as_object().expect("webhooks");
    let mapping = doc["components"]["schemas"]["KnownEvent"]["discriminator"]["mapping"]
        .as_object()
        .expect("mapping");
    let one_of = doc["components"]["schemas"]["KnownEvent"]["oneOf"]
        .as_array()
        .expect("oneOf");
    let names: Vec<&str> = planesforge_api::worker::Event::ALL
        .iter()
        .map(|e| e.as_str())
        .collect();
    assert_eq!(webhooks.len(), names.len());
    assert_eq!(mapping.len(), names.len());
    assert_eq!(one_of.len(), names.len());
    for name in names {
        let target = mapping[name].as_str().expect("a mapping");
        assert!(one_of.iter().any(|r| r["$ref"] == target), "{name}");
        let body =
            &webhooks[name]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"];
        assert_eq!(body, target, "{name}");
        let schema = &doc["components"]["schemas"][target.rsplit('/').next().unwrap_or("")];
        assert_eq!(schema["properties"]["event"]["const"], name);
    }
}

/// `EventEnvelope` and `AuditEntry` are open: an event or an audit entry
/// of a kind added later is valid (an `OtherEvent`, an
/// `OtherAuditEntry`), while a known kind must still match its own schema
/// (the generic member refuses the known names).
#[test]
fn envelopes_take_a_later_kind_and_keep_the_known_ones_typed() {
    let later = json!({"id": "e1", "event": "tournament.moved",
        "created_at": "2026-12-01T20:15:00.000Z", "tournament_id": "t",
        "data": {"to": "the back room"}});
    assert!(validator("EventEnvelope").is_valid(&later));
    assert!(validator("OtherEvent").is_valid(&later));
    assert!(!validator("KnownEvent").is_valid(&later));
    let mut known_but_wrong = later.clone();
    known_but_wrong["event"] = json!("round.deleted");
    assert!(!validator("EventEnvelope").is_valid(&known_but_wrong));
    known_but_wrong["data"] = json!({"round": 2, "kind": "swiss"});
    assert!(validator("EventEnvelope").is_valid(&known_but_wrong));
    assert!(!validator("OtherEvent").is_valid(&known_but_wrong));
    let mut entry = document()["components"]["schemas"]["AuditEntry"]["example"].clone();
    assert!(validator("AuditEntry").is_valid(&entry));
    assert!(!validator("OtherAuditEntry").is_valid(&entry));
    entry["detail"] = json!({"moved": true});
    assert!(
        !validator("AuditEntry").is_valid(&entry),
        "a known action keeps its detail"
    );
    entry["action"] = json!("table_moved");
    assert!(validator("AuditEntry").is_valid(&entry));
    assert!(validator("OtherAuditEntry").is_valid(&entry));
    entry["via"] = json!(7);
    assert!(
        !validator("AuditEntry").is_valid(&entry),
        "the common fields stay typed"
    );
}

#[test]
fn audit_details_follow_their_action() {
    let example = &document()["components"]["schemas"]["AuditEntry"]["example"];
    let action = example["action"].as_str().expect("an action");
    assert_eq!(audit_problems(action, &example["detail"]), None);
    assert!(audit_problems(action, &json!({"table": 4})).is_some());
    assert!(audit_problems("no_such_action", &json!({})).is_some());
    assert_eq!(audit_problems("round_published", &json!({})), None);
    assert!(audit_problems("round_published", &json!({"x": 1})).is_some());
}

fn answer(method: &str, path: &str, status: u16) -> Exchange {
    Exchange {
        method: method.to_owned(),
        path: path.to_owned(),
        route: path.to_owned(),
        status,
        headers: Vec::new(),
        body: None,
    }
}

#[test]
fn the_checker_refuses_a_status_the_operation_does_not_list() {
    let players = "/api/v1/tournaments/t1/players";
    assert_eq!(answer_problems(&answer("GET", players, 200)), None);
    assert_eq!(answer_problems(&answer("HEAD", players, 304)), None);
    assert_eq!(
        answer_problems(&with_headers(answer("POST", players, 201), &["location"])),
        None
    );
    // GET answers no 201; a path without DELETE answers 405 to it.
    assert!(answer_problems(&answer("GET", players, 201)).is_some());
    assert!(answer_problems(&answer("DELETE", players, 200)).is_some());
    assert_eq!(answer_problems(&answer("DELETE", players, 405)), None);
    // `current` is its own path, not round `{n}`: it has no DELETE.
    let current = "/api/v1/tournaments/t1/rounds/current";
    assert_eq!(answer_problems(&answer("DELETE", current, 405)), None);
    assert!(answer_problems(&answer("DELETE", current, 204)).is_some());
    assert_eq!(
        answer_problems(&answer("DELETE", "/api/v1/tournaments/t1/rounds/2", 204)),
        None
    );
    // Pages, the book and preflights are not the document's.
    assert_eq!(answer_problems(&answer("GET", "/console/", 200)), None);
    assert_eq!(answer_problems(&answer("OPTIONS", players, 200)), None);
    assert_eq!(
        answer_problems(&answer("GET", "/api/v1/nothing/here", 404)),
        None
    );
}

/// An answer `GET /api/v1/tournaments/t1` 200 with `body` as JSON.
fn tournament_answer(body: &Value) -> Exchange {
    Exchange {
        headers: vec![("content-type".to_owned(), "application/json".to_owned())],
        body: Some(serde_json::to_vec(body).expect("JSON").into()),
        ..answer("GET", "/api/v1/tournaments/t1", 200)
    }
}

#[test]
fn the_checker_refuses_a_body_without_a_field_always_sent() {
    let example = document()["components"]["schemas"]["Tournament"]["example"].clone();
    assert_eq!(answer_problems(&tournament_answer(&example)), None);
    // Fields that are always sent, `null` or not, are required.
    for field in ["external_id", "starts_at", "top_cut", "planned_rounds"] {
        let mut without = example.clone();
        without
            .as_object_mut()
            .expect("an object")
            .remove(field)
            .unwrap_or_else(|| panic!("the example has {field}"));
        let problem = answer_problems(&tournament_answer(&without));
        assert!(
            problem.as_deref().is_some_and(|p| p.contains(field)),
            "{field}: {problem:?}"
        );
    }
    let mut more = example.clone();
    more["not_in_the_document"] = json!(1);
    assert!(answer_problems(&tournament_answer(&more)).is_some());
}

#[test]
fn every_schema_example_matches_its_schema() {
    let schemas = document()["components"]["schemas"]
        .as_object()
        .expect("schemas");
    let mut problems = Vec::new();
    for (name, schema) in schemas {
        let Some(example) = schema.get("example") else {
            continue;
        };
        problems.extend(
            validator(name)
                .iter_errors(example)
                .map(|e| format!("{name}: {e} at {}", e.instance_path())),
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `x` with the response headers `headers`.
fn with_headers(x: Exchange, headers: &[&str]) -> Exchange {
    Exchange {
        headers: headers
            .iter()
            .map(|h| ((*h).to_owned(), "x".to_owned()))
            .collect(),
        ..x
    }
}

#[test]
fn the_checker_refuses_a_header_the_answer_does_not_list() {
    let t = "/api/v1/tournaments/t1";
    let get = |status| answer("GET", t, status);
    assert_eq!(answer_problems(&with_headers(get(200), &["etag"])), None);
    assert_eq!(answer_problems(&with_headers(get(304), &["etag"])), None);
    // The list of tournaments has no 304, so no ETag either.
    let list = with_headers(answer("GET", "/api/v1/tournaments", 200), &["etag"]);
    assert!(answer_problems(&list).is_some());
    let created =
        |headers: &[&str]| with_headers(answer("POST", "/api/v1/tournaments", 201), headers);
    assert_eq!(
        answer_problems(&created(&["location", "idempotent-replayed"])),
        None
    );
    assert!(
        answer_problems(&created(&[])).is_some(),
        "201 without Location"
    );
    // A problem is no stored success: never replayed.
    let refused = with_headers(
        answer("POST", "/api/v1/tournaments", 422),
        &["idempotent-replayed"],
    );
    assert!(answer_problems(&refused).is_some());
}

#[test]
fn conditional_reads_and_retries_are_documented_where_they_happen() {
    let doc = document();
    let header = |op: &Value, name: &str| {
        op["parameters"]
            .as_array()
            .is_some_and(|ps| ps.iter().any(|p| p["in"] == "header" && p["name"] == name))
    };
    let mut seen = (0, 0);
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("an item") {
            let responses = op["responses"].as_object().expect("responses");
            if responses.contains_key("304") {
                seen.0 += 1;
                assert!(header(op, "If-None-Match"), "{method} {path}");
                for s in ["200", "304"] {
                    assert!(
                        responses[s]["headers"].get("ETag").is_some(),
                        "{method} {path} {s}"
                    );
                }
            }
            if header(op, "Idempotency-Key") {
                seen.1 += 1;
                for (s, r) in responses.iter().filter(|(s, _)| s.starts_with('2')) {
                    assert!(
                        r["headers"].get("Idempotent-Replayed").is_some(),
                        "{method} {path} {s}"
                    );
                }
            }
            for s in ["429", "503"] {
                if let Some(r) = responses.get(s) {
                    assert!(
                        r["headers"].get("Retry-After").is_some(),
                        "{method} {path} {s}"
                    );
                }
            }
        }
    }
    assert!(seen.0 > 10 && seen.1 > 20, "{seen:?}");
}
