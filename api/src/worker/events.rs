//! The events a webhook endpoint can subscribe to, by their wire names.

use serde::Serialize;

/// The events an endpoint can subscribe to.
// `WebhookEvent` in the OpenAPI document (`http::dto::webhooks`, from
// `ALL` and `as_str`); the serde names are the wire names of `as_str`
// (requests are parsed with `parse`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Event {
    /// A round's pairings were published.
    #[serde(rename = "round.published")]
    RoundPublished,
    /// A round's last result was entered (or a round with only a bye was
    /// published).
    #[serde(rename = "round.completed")]
    RoundCompleted,
    /// A result was entered or corrected (every change), or a bye-only
    /// round completed.
    #[serde(rename = "standings.updated")]
    StandingsUpdated,
    /// The tournament became `finished` (with the champion, if any, and
    /// the final standings); sent again after a reopen when it finishes
    /// again.
    #[serde(rename = "tournament.finished")]
    TournamentFinished,
    /// The organizer changed the name, planned rounds or intended top cut.
    #[serde(rename = "tournament.updated")]
    TournamentUpdated,
    /// The tournament was deleted (sent before its data goes).
    #[serde(rename = "tournament.deleted")]
    TournamentDeleted,
    /// The top cut was created (the bracket and its first round).
    #[serde(rename = "top_cut.created")]
    TopCutCreated,
    /// Players were registered (one, or a bulk registration).
    #[serde(rename = "player.added")]
    PlayerAdded,
    /// A player was dropped.
    #[serde(rename = "player.dropped")]
    PlayerDropped,
    /// A dropped player was re-admitted.
    #[serde(rename = "player.readmitted")]
    PlayerReadmitted,
    /// A player was renamed.
    #[serde(rename = "player.renamed")]
    PlayerRenamed,
    /// A round in `pairing` was re-paired (on request, or because the
    /// field changed); lists the manual changes it discarded.
    #[serde(rename = "round.repaired")]
    RoundRepaired,
    /// A round in `pairing` was deleted.
    #[serde(rename = "round.deleted")]
    RoundDeleted,
    /// A player reported their match result with their code (RULES.md
    /// §12). For the organizer only (webhooks go to the organizer; the
    /// public event stream must not show it).
    #[serde(rename = "result.reported")]
    ResultReported,
    /// Two players reported different results: the organizer settles the
    /// match (RULES.md §12). For the organizer only.
    #[serde(rename = "result.disputed")]
    ResultDisputed,
    /// A round's clock started (RULES.md §13).
    #[serde(rename = "clock.started")]
    ClockStarted,
    /// A round's clock was paused.
    #[serde(rename = "clock.paused")]
    ClockPaused,
    /// A round's clock was resumed.
    #[serde(rename = "clock.resumed")]
    ClockResumed,
    /// A round, or one of its tables, got more time.
    #[serde(rename = "clock.extended")]
    ClockExtended,
    /// A published round with no result went back to `pairing` (RULES.md
    /// §6): its pairings are no longer shown; wait for new ones.
    #[serde(rename = "round.unpublished")]
    RoundUnpublished,
    /// A registration was removed entirely (a player never seated in a
    /// published round): gone from every list.
    #[serde(rename = "player.removed")]
    PlayerRemoved,
    /// A finished tournament was reopened for corrections; a new
    /// `tournament.finished` follows when it finishes again.
    #[serde(rename = "tournament.reopened")]
    TournamentReopened,
    /// A round was paired and is in `pairing` (RULES.md §6): for the
    /// organizer only, like the round itself until it is published.
    #[serde(rename = "round.created")]
    RoundCreated,
    /// A round in `pairing` was changed by hand (two players or two
    /// tables swapped): for the organizer only.
    #[serde(rename = "round.changed")]
    RoundChanged,
}

impl Event {
    /// Every event, in canonical order.
    pub const ALL: [Event; 24] = [
        Event::RoundPublished,
        Event::RoundCompleted,
        Event::StandingsUpdated,
        Event::TournamentFinished,
        Event::TournamentUpdated,
        Event::TournamentDeleted,
        Event::TopCutCreated,
        Event::PlayerAdded,
        Event::PlayerDropped,
        Event::PlayerReadmitted,
        Event::PlayerRenamed,
        Event::RoundRepaired,
        Event::RoundDeleted,
        Event::ResultReported,
        Event::ResultDisputed,
        Event::ClockStarted,
        Event::ClockPaused,
        Event::ClockResumed,
        Event::ClockExtended,
        Event::RoundUnpublished,
        Event::PlayerRemoved,
        Event::TournamentReopened,
        Event::RoundCreated,
        Event::RoundChanged,
    ];

    /// The wire name, e.g. `round.published`.
    pub fn as_str(self) -> &'static str {
        match self {
            Event::RoundPublished => "round.published",
            Event::RoundCompleted => "round.completed",
            Event::StandingsUpdated => "standings.updated",
            Event::TournamentFinished => "tournament.finished",
            Event::TournamentUpdated => "tournament.updated",
            Event::TournamentDeleted => "tournament.deleted",
            Event::TopCutCreated => "top_cut.created",
            Event::PlayerAdded => "player.added",
            Event::PlayerDropped => "player.dropped",
            Event::PlayerReadmitted => "player.readmitted",
            Event::PlayerRenamed => "player.renamed",
            Event::RoundRepaired => "round.repaired",
            Event::RoundDeleted => "round.deleted",
            Event::ResultReported => "result.reported",
            Event::ResultDisputed => "result.disputed",
            Event::ClockStarted => "clock.started",
            Event::ClockPaused => "clock.paused",
            Event::ClockResumed => "clock.resumed",
            Event::ClockExtended => "clock.extended",
            Event::RoundUnpublished => "round.unpublished",
            Event::PlayerRemoved => "player.removed",
            Event::TournamentReopened => "tournament.reopened",
            Event::RoundCreated => "round.created",
            Event::RoundChanged => "round.changed",
        }
    }

    /// When the event is sent, in one sentence: the OpenAPI document's
    /// description of the event and of its webhook (`http::apidoc_events`),
    /// and from there the integration guide's event catalogue
    /// (`scripts/book/events.py`).
    pub fn when(self) -> &'static str {
        match self {
            Event::RoundPublished => {
                "When the organizer publishes a round's pairings: from then on everyone sees \
                 the round."
            }
            Event::RoundCompleted => {
                "When a round's last missing result is entered, or when a round whose only \
                 table is a bye is published (it is complete at once)."
            }
            Event::StandingsUpdated => {
                "After every change that moves the standings: a result entered, corrected or \
                 removed, forfeits in a playoff round, a round of byes only completed."
            }
            Event::TournamentFinished => {
                "When the tournament becomes `finished`: by the organizer, or on its own when \
                 the final of its top cut (or, without a cut, its last planned Swiss round) is \
                 complete; again after a reopen, when it finishes once more."
            }
            Event::TournamentUpdated => {
                "When the organizer changes the tournament with `PATCH` (its name, planned \
                 rounds, top cut or other details)."
            }
            Event::TournamentDeleted => {
                "When the organizer deletes the tournament, before its data is gone: the last \
                 event of its stream."
            }
            Event::TopCutCreated => {
                "When the organizer creates the top cut: the bracket is seeded and its first \
                 playoff round paired."
            }
            Event::PlayerAdded => "When players are registered, one or a whole list at once.",
            Event::PlayerDropped => {
                "When a player is dropped, by the organizer or by the player with their code."
            }
            Event::PlayerReadmitted => "When the organizer takes a dropped player back in.",
            Event::PlayerRenamed => "When a player's name is changed.",
            Event::RoundRepaired => {
                "When a round still in `pairing` is paired again: on the organizer's request, \
                 or because a player was added, dropped, taken back or removed."
            }
            Event::RoundDeleted => "When the organizer deletes a round still in `pairing`.",
            Event::ResultReported => {
                "When a player reports their table's result with their code (the opponent's \
                 confirmation enters the result: `standings.updated`)."
            }
            Event::ResultDisputed => {
                "When the two players of a table report different results: the organizer \
                 decides."
            }
            Event::ClockStarted => "When the organizer starts the clock of a published round.",
            Event::ClockPaused => "When the organizer pauses a running clock.",
            Event::ClockResumed => "When the organizer resumes a paused clock.",
            Event::ClockExtended => {
                "When the organizer gives a round, or one of its tables, extra time."
            }
            Event::RoundUnpublished => {
                "When the organizer takes back a published round that has no result yet: it \
                 is in `pairing` again and its pairings are no longer shown."
            }
            Event::PlayerRemoved => {
                "When a registration is removed entirely (a player who never sat at a table \
                 of a published round)."
            }
            Event::TournamentReopened => {
                "When the organizer reopens a finished tournament to correct it."
            }
            Event::RoundCreated => {
                "When the organizer pairs a new round: it is in `pairing`, seen by the \
                 organizer only until it is published."
            }
            Event::RoundChanged => {
                "When the organizer swaps two players or two tables of a round still in \
                 `pairing`."
            }
        }
    }

    /// The event of a wire name.
    pub fn parse(name: &str) -> Option<Event> {
        Event::ALL.into_iter().find(|e| e.as_str() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names_parse_back_and_match_serde() {
        for e in Event::ALL {
            assert_eq!(Event::parse(e.as_str()), Some(e));
            assert_eq!(
                serde_json::to_value(e).ok(),
                Some(serde_json::Value::from(e.as_str()))
            );
        }
        assert_eq!(Event::parse("round.nothing"), None);
    }

    #[test]
    fn every_event_says_when_in_one_sentence() {
        let mut seen = std::collections::HashSet::new();
        for e in Event::ALL {
            let when = e.when();
            assert!(
                when.starts_with("When ") || when.starts_with("After "),
                "{when}"
            );
            assert!(when.ends_with('.'), "{when}");
            assert!(!when.contains("  ") && !when.contains('\n'), "{when}");
            assert!(
                seen.insert(when),
                "{} repeats another event's sentence",
                e.as_str()
            );
        }
    }
}
