//! The events in the OpenAPI document: the schema of each event's `data`
//! (`service::views::payloads`), one envelope schema per event (`…Event`, its
//! `event` a constant), the live stream's `EventEnvelope` (a `KnownEvent`,
//! the `oneOf` of them with a discriminator on `event`, or an `OtherEvent`:
//! one added later) and the `webhooks` section (one
//! entry per event, its body the envelope). Written on the document as
//! JSON: utoipa's model has no `webhooks`.

use serde_json::{Map, Value, json};

use crate::service::views::payloads;
use crate::worker::Event;

/// The envelope schema's name of `event`: `player.added` →
/// `PlayerAddedEvent`, `top_cut.created` → `TopCutCreatedEvent`.
pub fn schema_name(event: Event) -> String {
    let mut name = String::new();
    for word in event.as_str().split(['.', '_']) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            name.extend(first.to_uppercase());
            name.push_str(chars.as_str());
        }
    }
    name.push_str("Event");
    name
}

fn reference(name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{name}") })
}

/// What a stream message's `data:` line holds, as the server sends it (a
/// result entered at table 3 of round 2).
fn stream_example() -> Value {
    json!({
        "created_at": "2026-12-01T20:15:00.000Z",
        "data": {"corrected": false, "result": {"draws": 0, "losses": 1, "wins": 2},
            "round": 2, "table": 3},
        "event": "standings.updated",
        "id": "0d9c3a55-2f5e-4a4b-9d0c-2b1f3e4d5c6a",
        "tournament_id": "5b0f6c1e-8a3d-4f2e-9b7a-1c2d3e4f5a6b"
    })
}

/// The envelope of `event`: the body of its webhook and of its stream
/// message.
fn envelope(event: Event) -> Value {
    let shapes = payloads::shapes(event);
    let data = match shapes.as_slice() {
        [one] => reference(one),
        several => json!({ "anyOf": several.iter().map(|s| reference(s)).collect::<Vec<_>>() }),
    };
    json!({
        "type": "object",
        "description": format!("The `{}` event: the body of its webhook delivery and the \
            `data:` of its stream message. {}", event.as_str(), event.when()),
        "required": ["id", "event", "created_at", "tournament_id", "data"],
        "properties": {
            "id": {"type": "string", "description": "A unique id of the event (the stream's own \
                `id:` is its number in the tournament's log; a webhook delivery has its own id \
                in `X-PlanesForge-Delivery`)."},
            "event": {"type": "string", "const": event.as_str()},
            "created_at": {"type": "string", "format": "date-time",
                "description": "When the change was made (RFC 3339, UTC, milliseconds)."},
            "tournament_id": {"type": "string"},
            "data": data,
        }
    })
}

/// One entry of the `webhooks` section: the POST an endpoint subscribed
/// to `event` receives.
fn webhook(event: Event) -> Value {
    let header = |name: &str, description: &str| {
        json!({"name": name, "in": "header", "required": true, "description": description,
            "schema": {"type": "string"}})
    };
    json!({
        "post": {
            "operationId": format!("webhook_{}", event.as_str().replace('.', "_")),
            "summary": format!("`{}`", event.as_str()),
            // Its first paragraph, when the event is sent, is also the
            // integration guide's catalogue (scripts/book/events.py).
            "description": format!("{}\n\nSent to every endpoint of the organizer subscribed \
                to this event (for this tournament or all of theirs). Verify \
                `X-PlanesForge-Signature` before trusting the body (the book: \
                /book/en/integration.html#webhooks).", event.when()),
            "tags": ["webhooks"],
            // No credential of ours: the receiver checks the signature
            // header instead.
            "security": [],
            "parameters": [
                header("X-PlanesForge-Signature", "`sha256=` and the hex HMAC-SHA256, keyed with \
                    the endpoint's secret, of `X-PlanesForge-Timestamp`, a `.` and the raw body."),
                header("X-PlanesForge-Timestamp", "When this attempt was sent (RFC 3339, UTC); \
                    part of the signed message."),
                header("X-PlanesForge-Delivery", "The delivery's id, the same on every attempt \
                    of it: deduplicate on it."),
            ],
            "requestBody": {
                "required": true,
                "content": {"application/json": {"schema": reference(&schema_name(event))}}
            },
            "responses": {
                "2XX": {"description": "Received. Any other answer, or none in time, is an \
                    attempt that failed: it is retried with a growing delay."}
            }
        }
    })
}

/// Adds the events' schemas, `EventEnvelope` and `webhooks` to `doc`.
pub fn add(doc: &mut Value) {
    let mut schemas = Map::new();
    for (name, schema) in payloads::schemas() {
        if let Ok(v) = serde_json::to_value(schema) {
            schemas.insert(name.into_owned(), v);
        }
    }
    let (disputed, schema) = payloads::disputed_reports_schema();
    if let Ok(v) = serde_json::to_value(schema) {
        schemas.insert(disputed.into_owned(), v);
    }
    let mut one_of = Vec::new();
    let mut mapping = Map::new();
    let mut webhooks = Map::new();
    for event in Event::ALL {
        let name = schema_name(event);
        schemas.insert(name.clone(), envelope(event));
        one_of.push(reference(&name));
        mapping.insert(
            event.as_str().to_owned(),
            Value::String(format!("#/components/schemas/{name}")),
        );
        webhooks.insert(event.as_str().to_owned(), webhook(event));
    }
    let names: Vec<&str> = Event::ALL.iter().map(|e| e.as_str()).collect();
    schemas.insert(
        "KnownEvent".to_owned(),
        json!({
            "description": "An event of this version of the document, told apart by `event`: \
                its own schema, with the shape of its `data`.",
            "oneOf": one_of,
            "discriminator": {"propertyName": "event", "mapping": mapping},
        }),
    );
    schemas.insert(
        "OtherEvent".to_owned(),
        json!({
            "type": "object",
            "description": "An event added after this version of the document: the same \
                envelope, its `data` of a shape not described here. A client skips it (or \
                shows it by its name).",
            "required": ["id", "event", "created_at", "tournament_id", "data"],
            "properties": {
                "id": {"type": "string"},
                "event": {"type": "string", "not": {"enum": names},
                    "description": "Any name but those of `KnownEvent`."},
                "created_at": {"type": "string", "format": "date-time"},
                "tournament_id": {"type": "string"},
                "data": {"description": "The event's own data."},
            }
        }),
    );
    // Open: an event added later is an `OtherEvent` rather than a body a
    // strict generated client refuses; the known ones keep their schemas
    // (`KnownEvent` first: a client trying the members in order gets the
    // typed one).
    schemas.insert(
        "EventEnvelope".to_owned(),
        json!({
            "description": "The `data:` of every stream message, the body of every webhook \
                delivery: one event, told apart by `event`. Event names may be added: an \
                event of this document is a `KnownEvent`, one added later an `OtherEvent`, \
                which a client skips.",
            "oneOf": [reference("KnownEvent"), reference("OtherEvent")],
            "example": stream_example(),
        }),
    );
    if let Some(components) = doc
        .get_mut("components")
        .and_then(|c| c.get_mut("schemas"))
        .and_then(Value::as_object_mut)
    {
        components.extend(schemas);
    }
    if let Some(root) = doc.as_object_mut() {
        root.insert("webhooks".to_owned(), Value::Object(webhooks));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schema_names_are_camel_case() {
        assert_eq!(schema_name(Event::PlayerAdded), "PlayerAddedEvent");
        assert_eq!(schema_name(Event::TopCutCreated), "TopCutCreatedEvent");
    }
}
