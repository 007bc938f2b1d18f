//! The audit log in the OpenAPI document: `AuditEntry` becomes a
//! `KnownAuditEntry`, the `oneOf` of one entry per action (`AuditAction`)
//! told apart by `action` (a discriminator), each with the schema of its
//! `detail`, or an `OtherAuditEntry` (an action added later). Written on the
//! document as JSON, after the derived schemas.

use serde_json::{Map, Value, json};

use crate::service::views::audit::AuditAction;

fn reference(name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{name}") })
}

fn or_null(schema: Value) -> Value {
    json!({ "oneOf": [{"type": "null"}, schema] })
}

/// An object with these fields, all always sent.
fn object(fields: &[(&str, Value)]) -> Value {
    let required: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
    let properties: Map<String, Value> = fields
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone()))
        .collect();
    json!({"type": "object", "required": required, "properties": properties})
}

fn integer() -> Value {
    json!({"type": "integer"})
}

fn string() -> Value {
    json!({"type": "string"})
}

/// One table as the audit log keeps it.
fn tables() -> Value {
    json!({"type": "array", "items": object(&[
        ("table", integer()),
        ("player_a", string()),
        ("player_b", json!({"type": ["string", "null"]})),
        ("bye", json!({"type": "boolean"})),
        ("result", or_null(reference("MatchResult"))),
    ])})
}

fn warnings() -> Value {
    json!({"type": "array", "items": reference("Warning")})
}

fn result_change(after: Option<Value>) -> Value {
    let mut fields = vec![
        ("table", integer()),
        ("player_a", string()),
        ("player_b", json!({"type": ["string", "null"]})),
        ("before", or_null(reference("MatchResult"))),
    ];
    match after {
        Some(a) => fields.push(("after", a)),
        None => fields.push(("reports_removed", json!({"type": "boolean"}))),
    }
    object(&fields)
}

fn clock_change(extra: &[(&str, Value)]) -> Value {
    let mut fields = vec![("clock", or_null(reference("Clock")))];
    fields.extend(extra.iter().cloned());
    object(&fields)
}

/// The `detail` of an entry of `action`: one exhaustive `match`, so a new
/// action forces its schema here.
pub fn detail(action: AuditAction) -> Value {
    use AuditAction as A;
    match action {
        A::TournamentImported => object(&[
            ("players", integer()),
            ("rounds", integer()),
            ("planned_rounds", json!({"type": ["integer", "null"]})),
            ("top_cut", json!({"type": ["integer", "null"]})),
            ("settings", json!({})),
            ("round_clocks", integer()),
        ]),
        A::TournamentUpdated => object(&[
            ("before", json!({"type": "object"})),
            ("after", json!({"type": "object"})),
        ]),
        A::TournamentReopened => object(&[
            ("before", reference("TournamentStatus")),
            ("after", reference("TournamentStatus")),
        ]),
        A::TournamentFinished | A::RoundPublished | A::RoundCompleted => reference("EmptyData"),
        A::PlayerAdded => reference("PlayerAddedData"),
        A::PlayerRenamed => reference("PlayerRenamedData"),
        A::PlayerDropped | A::PlayerReadmitted => reference("PlayerChangedData"),
        A::PlayerRemoved => reference("PlayerRemovedData"),
        A::PlayerUpdated => {
            let details = object(&[
                ("external_id", json!({"type": ["string", "null"]})),
                ("metadata", json!({})),
            ]);
            object(&[
                ("player", string()),
                ("before", details.clone()),
                ("after", details),
            ])
        }
        A::PlayerCodeRotated => object(&[("player", string()), ("name", string())]),
        A::RoundCreated => json!({"type": "object", "required": ["after"],
            "properties": {"after": tables(), "warnings": warnings()}}),
        A::RoundRepaired => object(&[
            ("reason", string()),
            ("before", tables()),
            ("after", tables()),
            ("warnings", warnings()),
            (
                "manual_changes_discarded",
                json!({"type": "array", "items": reference("ManualChange")}),
            ),
        ]),
        A::RoundDeleted => object(&[("before", tables())]),
        A::PlayersSwapped => object(&[
            ("players", json!({"type": "array", "items": string()})),
            ("before", tables()),
            ("after", tables()),
        ]),
        A::TablesSwapped => object(&[
            ("tables", json!({"type": "array", "items": integer()})),
            ("before", tables()),
            ("after", tables()),
        ]),
        A::RoundUnpublished => object(&[("tables", tables())]),
        A::ResultEntered | A::ResultCorrected => result_change(Some(reference("MatchResult"))),
        A::ResultRemoved => result_change(None),
        A::ResultReported | A::ResultConfirmed => reference("ResultReportedData"),
        A::ResultDisputed => reference("ResultDisputedData"),
        A::TopCutCreated => object(&[
            ("size", integer()),
            // The seeded players' ids, the first seed first.
            ("seeds", json!({"type": "array", "items": string()})),
            ("warnings", warnings()),
        ]),
        A::PlayoffForfeit => object(&[
            ("table", integer()),
            ("dropped", string()),
            ("result", reference("MatchResult")),
        ]),
        A::ClockStarted | A::ClockPaused | A::ClockResumed => clock_change(&[]),
        A::ClockExtended => clock_change(&[("seconds", integer())]),
        A::TableExtended => clock_change(&[("table", integer()), ("seconds", integer())]),
        A::ClockLimitSet => clock_change(&[("time_limit_s", json!({"type": ["integer", "null"]}))]),
        A::ClockSettingsChanged => object(&[
            ("before", reference("ClockSettings")),
            ("after", reference("ClockSettings")),
        ]),
    }
}

/// The schema name of the entries of `action`: `round_created` →
/// `RoundCreatedAudit`.
pub fn schema_name(action: AuditAction) -> String {
    let mut name = String::new();
    for word in action.as_str().split('_') {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            name.extend(first.to_uppercase());
            name.push_str(chars.as_str());
        }
    }
    name.push_str("Audit");
    name
}

/// Replaces the derived `AuditEntry` in `doc` with one entry schema per
/// action and a `oneOf` of them.
pub fn add(doc: &mut Value) {
    let Some(schemas) = doc
        .get_mut("components")
        .and_then(|c| c.get_mut("schemas"))
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let Some(entry) = schemas.remove("AuditEntry") else {
        return;
    };
    let mut one_of = Vec::new();
    let mut mapping = Map::new();
    for &action in AuditAction::ALL {
        let name = schema_name(action);
        let mut variant = entry.clone();
        if let Some(v) = variant.as_object_mut() {
            v.remove("example");
            v.insert(
                "description".to_owned(),
                Value::String(format!("An audit entry of `{}`.", action.as_str())),
            );
        }
        if let Some(props) = variant.get_mut("properties").and_then(Value::as_object_mut) {
            props.insert(
                "action".to_owned(),
                json!({"type": "string", "const": action.as_str()}),
            );
            props.insert("detail".to_owned(), detail(action));
        }
        schemas.insert(name.clone(), variant);
        one_of.push(reference(&name));
        mapping.insert(
            action.as_str().to_owned(),
            Value::String(format!("#/components/schemas/{name}")),
        );
    }
    // An entry of an action added later: the same fields, any `action` but
    // the known ones, a `detail` not described here.
    let known: Vec<&str> = AuditAction::ALL.iter().map(|a| a.as_str()).collect();
    let mut other = entry.clone();
    if let Some(v) = other.as_object_mut() {
        v.remove("example");
        v.insert(
            "description".to_owned(),
            Value::String(
                "An audit entry of an action added after this version of the document: \
                 a client shows it by its `action`."
                    .to_owned(),
            ),
        );
    }
    if let Some(props) = other.get_mut("properties").and_then(Value::as_object_mut) {
        props.insert(
            "action".to_owned(),
            json!({"type": "string", "not": {"enum": known},
                "description": "Any action but those of `KnownAuditEntry`."}),
        );
        props.insert(
            "detail".to_owned(),
            json!({"description": "The action's own detail."}),
        );
    }
    schemas.insert("OtherAuditEntry".to_owned(), other);
    schemas.insert(
        "KnownAuditEntry".to_owned(),
        json!({
            "description": "An audit entry of an action of this version of the document, told \
                apart by `action`: its own schema, with the shape of its `detail`.",
            "oneOf": one_of,
            "discriminator": {"propertyName": "action", "mapping": mapping},
        }),
    );
    // Open, as `EventEnvelope`: `KnownAuditEntry` first, so a client trying
    // the members in order gets the typed entry.
    schemas.insert(
        "AuditEntry".to_owned(),
        json!({
            "description": "One audit-log entry: a manual change to a tournament; `action` \
                tells which, and the shape of its `detail`. Actions may be added: an entry of \
                this document is a `KnownAuditEntry`, one of an action added later an \
                `OtherAuditEntry`, which a client shows by its name.",
            "oneOf": [reference("KnownAuditEntry"), reference("OtherAuditEntry")],
            "example": entry.get("example").cloned().unwrap_or(Value::Null),
        }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schema_names_are_camel_case() {
        assert_eq!(schema_name(AuditAction::RoundCreated), "RoundCreatedAudit");
        assert_eq!(
            schema_name(AuditAction::PlayerCodeRotated),
            "PlayerCodeRotatedAudit"
        );
    }
}
