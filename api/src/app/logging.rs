//! The log (the book: self-hosting, "Logs"): `RUST_LOG` picks what is
//! written (default `info`: one line per request), `PLANESFORGE_LOG_FORMAT`
//! how: `text` (default) or `json`, one JSON object per line with the
//! time, level, target and message, and the fields a record carries (a
//! request's id, route pattern, status, latency, tournament id:
//! [`crate::http::observe::requests`]).
//!
//! Nothing secret is written: request lines name the route pattern, never
//! the path (a player's page path holds the code) nor any header.

use std::io::Write as _;

use serde_json::{Map, Value};

/// How log lines are written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// One line of text per record (env_logger's format).
    #[default]
    Text,
    /// One JSON object per line.
    Json,
}

/// Starts the process's logger (once, from `planesforge serve`).
pub fn init(format: LogFormat) {
    let mut builder =
        env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info"));
    if format == LogFormat::Json {
        builder.format(|buf, record| {
            let line = json_line(record, &chrono::Utc::now());
            writeln!(buf, "{line}")
        });
    }
    builder.init();
}

/// A record as one JSON object: `time` (RFC 3339, UTC, milliseconds),
/// `level`, `target`, `message`, then the record's fields.
pub fn json_line(record: &log::Record<'_>, at: &chrono::DateTime<chrono::Utc>) -> Value {
    let mut object = Map::new();
    object.insert(
        "time".to_owned(),
        Value::String(at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)),
    );
    object.insert(
        "level".to_owned(),
        Value::String(record.level().as_str().to_ascii_lowercase()),
    );
    object.insert(
        "target".to_owned(),
        Value::String(record.target().to_owned()),
    );
    object.insert(
        "message".to_owned(),
        Value::String(record.args().to_string()),
    );
    let mut fields = Fields(&mut object);
    // A field that cannot be read is left out; the line stays valid.
    let _ = record.key_values().visit(&mut fields);
    Value::Object(object)
}

/// Collects a record's fields into the object.
struct Fields<'a>(&'a mut Map<String, Value>);

impl<'kvs> log::kv::VisitSource<'kvs> for Fields<'_> {
    fn visit_pair(
        &mut self,
        key: log::kv::Key<'kvs>,
        value: log::kv::Value<'kvs>,
    ) -> Result<(), log::kv::Error> {
        let json = if let Some(n) = value.to_u64() {
            Value::from(n)
        } else if let Some(n) = value.to_i64() {
            Value::from(n)
        } else if let Some(b) = value.to_bool() {
            Value::Bool(b)
        } else if let Some(x) = value.to_f64() {
            serde_json::Number::from_f64(x).map_or(Value::Null, Value::Number)
        } else {
            Value::String(value.to_string())
        };
        self.0.insert(key.as_str().to_owned(), json);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_one_json_object_with_its_fields() {
        let fields: [(&str, log::kv::Value<'_>); 4] = [
            ("request_id", log::kv::Value::from("abc-123")),
            ("status", log::kv::Value::from(201_u64)),
            ("latency_ms", log::kv::Value::from(1.5_f64)),
            ("tournament_id", log::kv::Value::from("t\"1\n")),
        ];
        let record = log::Record::builder()
            .level(log::Level::Info)
            .target("planesforge::request")
            .args(format_args!("POST /x 201"))
            .key_values(&fields)
            .build();
        let at = chrono::DateTime::from_timestamp(1_700_000_000, 5_000_000).expect("a time");
        let line = json_line(&record, &at).to_string();
        assert!(!line.contains('\n'), "one line: {line}");
        let v: Value = serde_json::from_str(&line).expect("JSON");
        assert_eq!(v["time"], "2023-11-14T22:13:20.005Z");
        assert_eq!(v["level"], "info");
        assert_eq!(v["target"], "planesforge::request");
        assert_eq!(v["message"], "POST /x 201");
        assert_eq!(v["request_id"], "abc-123");
        assert_eq!(v["status"], 201);
        assert_eq!(v["latency_ms"], 1.5);
        assert_eq!(v["tournament_id"], "t\"1\n");
    }
}
