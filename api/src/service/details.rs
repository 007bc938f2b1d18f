//! What a store keeps about an event and its players (issue #23): when
//! the event starts, the IANA time zone its times are shown in, its format
//! and location, and the store's own id and metadata on tournaments and
//! players. Checked here, each refusal `422` naming its field; stored as
//! [`TournamentDetails`] (times in UTC, metadata as a JSON object) and
//! shown back by [`Details`].

use std::collections::BTreeMap;
use std::str::FromStr;

use chrono::{DateTime, NaiveDateTime, Utc};
use chrono_tz::Tz;

use crate::detail;
use crate::i18n::Detail;
use crate::service::error::{Error, Location};
use crate::service::{Code, Kind};
use crate::store::models::{PlayerRow, TournamentDetails};
use planesforge_engine::TournamentDocument;
use planesforge_engine::document::DocDetails;

/// Most characters of `format` and `location`.
pub const MAX_TEXT: usize = 100;
/// Most characters of an `external_id`.
pub const MAX_EXTERNAL_ID: usize = 100;
/// Most keys of a `metadata` object.
pub const MAX_METADATA_KEYS: usize = 50;
/// Most characters of a `metadata` key.
pub const MAX_METADATA_KEY: usize = 40;
/// Most characters of a `metadata` value.
pub const MAX_METADATA_VALUE: usize = 500;

/// The details as given: absent (`None`) is unchanged (a new tournament:
/// unset), `Some(None)` clears.
#[derive(Debug, Clone, Default)]
pub struct DetailsInput {
    pub starts_at: Option<Option<String>>,
    pub time_zone: Option<Option<String>>,
    pub format: Option<Option<String>>,
    pub location: Option<Option<String>>,
    pub external_id: Option<Option<String>>,
    pub metadata: Option<Option<serde_json::Value>>,
}

impl DetailsInput {
    /// Whether nothing is given.
    pub fn is_empty(&self) -> bool {
        self.starts_at.is_none()
            && self.time_zone.is_none()
            && self.format.is_none()
            && self.location.is_none()
            && self.external_id.is_none()
            && self.metadata.is_none()
    }
}

/// The details as shown: `metadata` is `{}` when there is none.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Details {
    pub starts_at: Option<String>,
    pub time_zone: Option<String>,
    pub format: Option<String>,
    pub location: Option<String>,
    pub external_id: Option<String>,
    pub metadata: BTreeMap<String, String>,
}

/// `e` (a refusal of [`Kind::Invalid`]) as a refusal of field `field`:
/// the field in the problem's `location` and in the text.
fn refusal(field: &str, e: Error) -> Error {
    match e {
        Error::Refused {
            code,
            detail,
            location: None,
        } if code.kind() == Some(Kind::Invalid) => Error::at(
            code,
            detail!("error-in-field", field = field, error = detail),
            Location {
                field: field.to_owned(),
                round: None,
                table: None,
                player: None,
            },
        ),
        other => other,
    }
}

/// `starts_at`: an RFC 3339 date and time with an offset, stored in UTC.
pub fn starts_at(field: &str, value: &str) -> Result<NaiveDateTime, Error> {
    DateTime::parse_from_rfc3339(value)
        .map(|t| t.with_timezone(&Utc).naive_utc())
        .map_err(|_| {
            refusal(
                field,
                Error::new(
                    Code::InvalidStartsAt,
                    detail!("error-invalid-starts-at", value = value),
                ),
            )
        })
}

/// A start typed as a wall-clock time (`2026-12-04T19:00`, as a browser's
/// `datetime-local` field sends it) in the event's zone (`zone`, UTC when
/// none): the RFC 3339 form [`starts_at`] reads. In the hour a clock is
/// set back the earlier of the two instants is meant; a time the clock
/// skips is refused (`invalid_starts_at`), as is an unknown zone
/// (`invalid_time_zone`).
pub fn local_starts_at(local: &str, zone: Option<&str>) -> Result<String, Error> {
    let refused = || {
        refusal(
            "starts_at",
            Error::new(
                Code::InvalidStartsAt,
                detail!("error-invalid-starts-at", value = local),
            ),
        )
    };
    let wall = chrono::NaiveDateTime::parse_from_str(local, "%Y-%m-%dT%H:%M")
        .or_else(|_| chrono::NaiveDateTime::parse_from_str(local, "%Y-%m-%dT%H:%M:%S"))
        .map_err(|_| refused())?;
    let tz = match zone {
        Some(z) => time_zone("time_zone", z)?,
        None => Tz::UTC,
    };
    use chrono::TimeZone as _;
    let at = tz
        .from_local_datetime(&wall)
        .earliest()
        .ok_or_else(refused)?;
    Ok(at.to_rfc3339())
}

/// `time_zone`: a name of the IANA time zone database (`Europe/Berlin`),
/// exactly as the database spells it.
pub fn time_zone(field: &str, value: &str) -> Result<Tz, Error> {
    Tz::from_str(value).map_err(|_| {
        refusal(
            field,
            Error::new(
                Code::InvalidTimeZone,
                detail!("error-invalid-time-zone", value = value),
            ),
        )
    })
}

/// A short free text (`format`, `location`, an `external_id`): trimmed;
/// empty after trimming is no value; at most `max` characters, no control
/// characters, no bidirectional controls. A refusal is what is wrong.
fn text(value: &str, max: usize) -> Result<Option<String>, Detail> {
    let value = value.trim();
    if value.is_empty() {
        return Ok(None);
    }
    if value.chars().count() > max {
        return Err(detail!("error-text-too-long", max = max));
    }
    if let Some(c) = value
        .chars()
        .find(|c| c.is_control() || super::bidi_control(*c))
    {
        return Err(detail!(
            "error-text-control",
            character = format!("U+{:04X}", u32::from(c))
        ));
    }
    Ok(Some(value.to_owned()))
}

/// `format` or `location`: at most [`MAX_TEXT`] characters.
fn free_text(field: &str, value: &str) -> Result<Option<String>, Error> {
    text(value, MAX_TEXT).map_err(|d| refusal(field, Error::new(Code::InvalidText, d)))
}

/// An `external_id` (a tournament's or a player's), at most
/// [`MAX_EXTERNAL_ID`] characters.
pub fn external_id(field: &str, value: &str) -> Result<Option<String>, Error> {
    text(value, MAX_EXTERNAL_ID).map_err(|d| refusal(field, Error::new(Code::InvalidExternalId, d)))
}

/// A `metadata` object: at most [`MAX_METADATA_KEYS`] keys of 1 to
/// [`MAX_METADATA_KEY`] characters, each value a string of at most
/// [`MAX_METADATA_VALUE`] characters. Stored as compact JSON; `{}` is
/// none.
pub fn metadata(field: &str, value: &serde_json::Value) -> Result<Option<String>, Error> {
    let bad = |at: &str, error: Detail| refusal(at, Error::new(Code::InvalidMetadata, error));
    let serde_json::Value::Object(map) = value else {
        return Err(bad(field, detail!("error-metadata-not-object")));
    };
    if map.len() > MAX_METADATA_KEYS {
        return Err(bad(
            field,
            detail!(
                "error-metadata-too-many-keys",
                max = MAX_METADATA_KEYS,
                count = map.len()
            ),
        ));
    }
    let mut out = BTreeMap::new();
    for (k, v) in map {
        let n = k.chars().count();
        if n == 0 || n > MAX_METADATA_KEY || k.chars().any(char::is_control) {
            return Err(bad(
                field,
                detail!(
                    "error-metadata-key",
                    key = k.as_str(),
                    max = MAX_METADATA_KEY
                ),
            ));
        }
        let at = format!("{field}.{k}");
        let Some(s) = v.as_str() else {
            return Err(bad(&at, detail!("error-metadata-value-not-string")));
        };
        if s.chars().count() > MAX_METADATA_VALUE {
            return Err(bad(
                &at,
                detail!("error-text-too-long", max = MAX_METADATA_VALUE),
            ));
        }
        out.insert(k.clone(), s.to_owned());
    }
    if out.is_empty() {
        return Ok(None);
    }
    serde_json::to_string(&out)
        .map(Some)
        .map_err(|e| Error::Internal(format!("metadata: {e}")))
}

/// The stored metadata as a map (`{}` for none, and for text that is not
/// an object of strings, which the service never stores).
pub fn metadata_map(stored: Option<&str>) -> BTreeMap<String, String> {
    stored
        .and_then(|s| serde_json::from_str(s).ok())
        .unwrap_or_default()
}

/// A field given as `Some(None)` or `Some(Some(v))`, checked by `check`;
/// absent keeps `current`.
fn apply<T: Clone>(
    given: Option<&Option<String>>,
    current: &Option<T>,
    check: impl FnOnce(&str) -> Result<Option<T>, Error>,
) -> Result<Option<T>, Error> {
    match given {
        None => Ok(current.clone()),
        Some(None) => Ok(None),
        Some(Some(v)) => check(v),
    }
}

/// The tournament's details after `input` on `current` (all checked
/// before anything is written; the first refusal wins, its field named
/// after `prefix`: empty in the API, `details.` in a document).
pub fn tournament(
    input: &DetailsInput,
    current: &TournamentDetails,
    prefix: &str,
) -> Result<TournamentDetails, Error> {
    let f = |name: &str| format!("{prefix}{name}");
    let starts = apply(input.starts_at.as_ref(), &current.starts_at, |v| {
        starts_at(&f("starts_at"), v).map(Some)
    })?;
    let zone = apply(input.time_zone.as_ref(), &current.time_zone, |v| {
        time_zone(&f("time_zone"), v).map(|z| Some(z.name().to_owned()))
    })?;
    let format = apply(input.format.as_ref(), &current.event_format, |v| {
        free_text(&f("format"), v)
    })?;
    let location = apply(input.location.as_ref(), &current.location, |v| {
        free_text(&f("location"), v)
    })?;
    let external = apply(input.external_id.as_ref(), &current.external_id, |v| {
        external_id(&f("external_id"), v)
    })?;
    let metadata = match &input.metadata {
        None => current.metadata.clone(),
        Some(None) => None,
        Some(Some(v)) => metadata(&f("metadata"), v)?,
    };
    Ok(TournamentDetails {
        starts_at: starts,
        time_zone: zone,
        event_format: format,
        location,
        external_id: external,
        metadata,
    })
}

/// A player's `external_id` and `metadata` after the given ones (absent:
/// `current`); a refusal's field named after `prefix`.
pub fn player(
    external: Option<&Option<String>>,
    meta: Option<&Option<serde_json::Value>>,
    current: (&Option<String>, &Option<String>),
    prefix: &str,
) -> Result<(Option<String>, Option<String>), Error> {
    let external = apply(external, current.0, |v| {
        external_id(&format!("{prefix}external_id"), v)
    })?;
    let meta = match meta {
        None => current.1.clone(),
        Some(None) => None,
        Some(Some(v)) => metadata(&format!("{prefix}metadata"), v)?,
    };
    Ok((external, meta))
}

/// The details as shown.
pub fn shown(d: &TournamentDetails) -> Details {
    Details {
        starts_at: d.starts_at.map(super::timestamp),
        time_zone: d.time_zone.clone(),
        format: d.event_format.clone(),
        location: d.location.clone(),
        external_id: d.external_id.clone(),
        metadata: metadata_map(d.metadata.as_deref()),
    }
}

/// Writes the stored details of the tournament and of `players` into the
/// export `doc` (format /4; players matched by id).
pub fn into_document(doc: &mut TournamentDocument, d: &TournamentDetails, players: &[PlayerRow]) {
    let shown = shown(d);
    doc.details = DocDetails {
        starts_at: shown.starts_at,
        time_zone: shown.time_zone,
        format: shown.format,
        location: shown.location,
        external_id: shown.external_id,
        metadata: shown.metadata,
    };
    let by_id: std::collections::HashMap<&str, &PlayerRow> =
        players.iter().map(|p| (p.id.as_str(), p)).collect();
    for p in &mut doc.players {
        if let Some(row) = by_id.get(p.id.as_str()) {
            p.external_id = row.external_id.clone();
            p.metadata = metadata_map(row.metadata.as_deref());
        }
    }
}

/// The details of an imported document, checked as the API checks them
/// (each refusal located at `details.…` or `players[i].…`): the
/// tournament's, and each player's `(external_id, metadata)` in the
/// document's order.
#[allow(clippy::type_complexity)]
pub fn from_document(
    doc: &TournamentDocument,
) -> Result<(TournamentDetails, Vec<(Option<String>, Option<String>)>), Error> {
    let d = &doc.details;
    let meta = |m: &BTreeMap<String, String>| {
        serde_json::to_value(m).map_err(|e| Error::Internal(format!("metadata: {e}")))
    };
    let input = DetailsInput {
        starts_at: d.starts_at.clone().map(Some),
        time_zone: d.time_zone.clone().map(Some),
        format: d.format.clone().map(Some),
        location: d.location.clone().map(Some),
        external_id: d.external_id.clone().map(Some),
        metadata: Some(Some(meta(&d.metadata)?)),
    };
    let details = tournament(&input, &TournamentDetails::default(), "details.")?;
    let players = doc
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            player(
                Some(&p.external_id.clone()),
                Some(&Some(meta(&p.metadata)?)),
                (&None, &None),
                &format!("players[{i}]."),
            )
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((details, players))
}

/// What people are shown of an event: on the printed sheets, the wall
/// screen and the player's page (issue #23).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EventLine {
    /// The IANA time zone its times are shown in; `None`: UTC.
    pub time_zone: Option<String>,
    pub starts_at: Option<DateTime<Utc>>,
    pub format: Option<String>,
    pub location: Option<String>,
}

impl EventLine {
    /// The event line of the stored details.
    pub fn of(d: &TournamentDetails) -> EventLine {
        EventLine {
            time_zone: d.time_zone.clone(),
            starts_at: d.starts_at.map(|t| t.and_utc()),
            format: d.event_format.clone(),
            location: d.location.clone(),
        }
    }

    /// `at` as a wall-clock time in the event's zone (UTC without one).
    pub fn local(&self, at: DateTime<Utc>) -> LocalTime {
        let zone = self
            .time_zone
            .as_deref()
            .and_then(|z| Tz::from_str(z).ok())
            .unwrap_or(Tz::UTC);
        let t = at.with_timezone(&zone);
        use chrono::{Datelike, Timelike};
        LocalTime {
            year: t.year(),
            month: t.month(),
            day: t.day(),
            hour: t.hour(),
            minute: t.minute(),
            zone: t.format("%Z").to_string(),
        }
    }
}

/// A time as people read it, in an event's zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalTime {
    pub year: i32,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    /// The zone's abbreviation (`CET`, `UTC`), or its offset (`+03`) where
    /// it has none.
    pub zone: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn berlin_in_december_is_an_hour_ahead() {
        let d = TournamentDetails {
            time_zone: Some("Europe/Berlin".into()),
            ..Default::default()
        };
        let at = starts_at("starts_at", "2026-12-04T18:00:00Z")
            .unwrap()
            .and_utc();
        let l = EventLine::of(&d).local(at);
        assert_eq!(
            (l.day, l.hour, l.minute, l.zone.as_str()),
            (4, 19, 0, "CET")
        );
        let utc = EventLine::default().local(at);
        assert_eq!((utc.hour, utc.zone.as_str()), (18, "UTC"));
    }

    #[test]
    fn wall_clock_starts_are_read_in_the_event_zone() {
        assert_eq!(
            local_starts_at("2026-12-04T19:00", Some("Europe/Berlin")).unwrap(),
            "2026-12-04T19:00:00+01:00"
        );
        assert_eq!(
            local_starts_at("2026-07-04T19:00:30", Some("Europe/Berlin")).unwrap(),
            "2026-07-04T19:00:30+02:00"
        );
        assert_eq!(
            local_starts_at("2026-12-04T19:00", None).unwrap(),
            "2026-12-04T19:00:00+00:00"
        );
        // 2026-03-29 02:30 does not happen in Berlin (clocks go 02:00 → 03:00);
        // 2026-10-25 02:30 happens twice: the first (summer time) is meant.
        let skipped = local_starts_at("2026-03-29T02:30", Some("Europe/Berlin"));
        assert_eq!(skipped.unwrap_err().code(), Code::InvalidStartsAt);
        assert_eq!(
            local_starts_at("2026-10-25T02:30", Some("Europe/Berlin")).unwrap(),
            "2026-10-25T02:30:00+02:00"
        );
        for bad in ["", "2026-12-04", "19:00", "2026-13-04T19:00"] {
            assert_eq!(
                local_starts_at(bad, None).unwrap_err().code(),
                Code::InvalidStartsAt,
                "{bad}"
            );
        }
        assert_eq!(
            local_starts_at("2026-12-04T19:00", Some("Mars/Olympus"))
                .unwrap_err()
                .code(),
            Code::InvalidTimeZone
        );
    }

    #[test]
    fn refusals_name_their_field() {
        assert_eq!(
            time_zone("time_zone", "Mars/Olympus").unwrap_err().code(),
            Code::InvalidTimeZone
        );
        assert_eq!(
            starts_at("starts_at", "2026-12-04 18:00")
                .unwrap_err()
                .code(),
            Code::InvalidStartsAt
        );
        let e = metadata("metadata", &serde_json::json!({"a": 1})).unwrap_err();
        assert!(
            matches!(e, Error::Refused { location: Some(ref location), .. } if location.field == "metadata.a")
        );
        assert_eq!(metadata("metadata", &serde_json::json!({})).unwrap(), None);
    }
}
