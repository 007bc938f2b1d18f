//! The audit log's actions: what an entry records (RULES.md §6), one name
//! per kind of change. `AuditEntry.action` is one of them; the OpenAPI
//! document gives each its `detail` schema (`http::apidoc_audit`).

use std::borrow::Cow;

use serde::Serialize;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

/// Declares [`AuditAction`], its wire names and [`AuditAction::ALL`].
macro_rules! actions {
    ($($variant:ident = $name:literal),* $(,)?) => {
        /// The kind of change an audit entry records.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
        pub enum AuditAction {
            $(#[serde(rename = $name)] $variant,)*
        }

        impl AuditAction {
            /// Every action, in declaration order.
            pub const ALL: &[AuditAction] = &[$(AuditAction::$variant,)*];

            /// The name stored and sent.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(AuditAction::$variant => $name,)*
                }
            }
        }
    };
}

actions!(
    TournamentImported = "tournament_imported",
    TournamentUpdated = "tournament_updated",
    TournamentFinished = "tournament_finished",
    TournamentReopened = "tournament_reopened",
    PlayerAdded = "player_added",
    PlayerUpdated = "player_updated",
    PlayerRenamed = "player_renamed",
    PlayerDropped = "player_dropped",
    PlayerReadmitted = "player_readmitted",
    PlayerRemoved = "player_removed",
    PlayerCodeRotated = "player_code_rotated",
    RoundCreated = "round_created",
    RoundRepaired = "round_repaired",
    RoundDeleted = "round_deleted",
    PlayersSwapped = "players_swapped",
    TablesSwapped = "tables_swapped",
    RoundPublished = "round_published",
    RoundUnpublished = "round_unpublished",
    RoundCompleted = "round_completed",
    ResultEntered = "result_entered",
    ResultCorrected = "result_corrected",
    ResultRemoved = "result_removed",
    ResultReported = "result_reported",
    ResultConfirmed = "result_confirmed",
    ResultDisputed = "result_disputed",
    TopCutCreated = "top_cut_created",
    PlayoffForfeit = "playoff_forfeit",
    ClockStarted = "clock_started",
    ClockPaused = "clock_paused",
    ClockResumed = "clock_resumed",
    ClockExtended = "clock_extended",
    TableExtended = "table_extended",
    ClockLimitSet = "clock_limit_set",
    ClockSettingsChanged = "clock_settings_changed",
);

impl PartialSchema for AuditAction {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(
                "What an audit entry records; each action has its own `detail` (the \
                 `AuditEntry` variants).",
            ))
            .enum_values(Some(AuditAction::ALL.iter().map(|a| a.as_str())))
            .into()
    }
}

impl ToSchema for AuditAction {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("AuditAction")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_serialized_as_stored() {
        let mut names: Vec<&str> = AuditAction::ALL.iter().map(|a| a.as_str()).collect();
        for a in AuditAction::ALL {
            assert_eq!(
                serde_json::to_value(a).ok(),
                Some(serde_json::Value::from(a.as_str()))
            );
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), AuditAction::ALL.len());
    }
}
