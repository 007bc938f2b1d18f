//! Format `planesforge-tournament/3` ([`super::FORMAT_V3`]), the last step
//! of the migration chain: /2 with the tournament's `settings` and each
//! round's own `clock` ([`super::settings`]). It has the shape of the
//! current format, /4, without what /4 adds; [`upgrade`] refuses those
//! members and makes it the /4 document.

use super::{DocumentError, FORMAT, FORMAT_V4, TournamentDocument};

/// A /3 document (read in the /4 shape, or upgraded from /2) as the /4
/// document: refused if a result says `double_loss`, or if it has
/// `details` or a player's `external_id` or `metadata` (fields /3 does not
/// have, read as strictly as any other unknown field), else the same
/// document as [`FORMAT`].
pub(super) fn upgrade(doc: TournamentDocument) -> Result<TournamentDocument, DocumentError> {
    let unknown = |field: &str| {
        DocumentError::Json(serde::de::Error::custom(format!(
            "unknown field `{field}`: it needs format {FORMAT_V4:?}"
        )))
    };
    if !doc.details.is_empty() {
        return Err(unknown("details"));
    }
    if let Some(p) = doc
        .players
        .iter()
        .find(|p| p.external_id.is_some() || !p.metadata.is_empty())
    {
        let field = if p.external_id.is_some() {
            "external_id"
        } else {
            "metadata"
        };
        return Err(unknown(field));
    }
    let double_loss = doc
        .rounds
        .iter()
        .flat_map(|r| &r.pairings)
        .any(|p| p.result.is_some_and(|r| r.double_loss));
    if double_loss {
        return Err(DocumentError::Json(serde::de::Error::custom(format!(
            "unknown field `double_loss`: a double loss needs format {FORMAT_V4:?}"
        ))));
    }
    Ok(TournamentDocument {
        format: FORMAT.to_owned(),
        ..doc
    })
}
