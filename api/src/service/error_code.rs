//! The stable machine-readable error codes: one [`Code`] per code the API
//! can answer with, each with its wire string (the problem's `code` and
//! the end of its `type`), its [`Kind`] where the code has one fixed kind
//! (the `http` floor turns the kind into the status), and its Fluent
//! message id where the code always says the same thing.
//!
//! The table below is the only list of codes: the OpenAPI document's
//! `Problem.code` enum is [`Code::ALL`], and a raise site names a variant
//! (`Error::new(Code::RoundNotCompleted, detail!(…))`). Codes without a
//! kind (`_`) are the web server's own refusals (405, 413, 415, 429),
//! raised only by `http::error`'s variants of them.
//!
//! A `macro_rules!` table rather than `strum`: strum derives the list and
//! the strings, but not a kind and a message per variant, which would then
//! be two more hand-kept `match`es; here each code is one line.

use super::error::Kind;

/// Declares [`Code`] from lines `Variant = "wire", Kind[, "message-id"];`
/// (`_` for no kind).
macro_rules! codes {
    (@kind _) => { None };
    (@kind $kind:ident) => { Some(Kind::$kind) };
    (@message) => { None };
    (@message $message:literal) => { Some($message) };
    ($($variant:ident = $wire:literal, $kind:tt $(, $message:literal)?;)*) => {
        /// A stable machine-readable error code (see the module).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Code {
            $(
                #[doc = concat!("`", $wire, "`")]
                $variant,
            )*
        }

        impl Code {
            /// Every code, in the order of their wire strings.
            pub const ALL: &'static [Code] = &[$(Code::$variant),*];

            /// The wire string (the same in every language).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Code::$variant => $wire,)*
                }
            }

            /// The kind of failure this code always is; `None` for the web
            /// server's own refusals, whose status their `ApiError`
            /// variant fixes.
            pub const fn kind(self) -> Option<Kind> {
                match self {
                    $(Code::$variant => codes!(@kind $kind),)*
                }
            }

            /// The Fluent message id of the detail, for a code that always
            /// says the same thing (`None`: the raise site says it).
            pub const fn message(self) -> Option<&'static str> {
                match self {
                    $(Code::$variant => codes!(@message $($message)?),)*
                }
            }

            /// The code of a wire string (the engine's refusals carry
            /// theirs as strings).
            pub fn from_wire(wire: &str) -> Option<Code> {
                match wire {
                    $($wire => Some(Code::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

codes! {
    ArithmeticOverflow = "arithmetic_overflow", Invalid;
    BracketMismatch = "bracket_mismatch", Invalid;
    ByeHasNoResult = "bye_has_no_result", Invalid, "error-bye-has-no-result";
    ByeInPlayoff = "bye_in_playoff", Invalid;
    ByeMismatch = "bye_mismatch", Invalid;
    ByeTable = "bye_table", Invalid;
    ClockAlreadyStarted = "clock_already_started", Conflict, "error-clock-already-started";
    ClockNotPaused = "clock_not_paused", Conflict, "error-clock-not-paused";
    ClockNotRunning = "clock_not_running", Conflict, "error-clock-not-running";
    ClockStarted = "clock_started", Conflict, "error-clock-started";
    ClockTimeWentBack = "clock_time_went_back", Conflict, "error-clock-time-went-back";
    CorsRefused = "cors_refused", Malformed;
    DatabaseUnavailable = "database_unavailable", Unavailable, "error-database-unavailable";
    DropAfterLastRound = "drop_after_last_round", Invalid;
    DuplicatePlayerId = "duplicate_player_id", Invalid;
    DuplicateTable = "duplicate_table", Invalid;
    EmptyPlayerId = "empty_player_id", Invalid;
    EmptyRound = "empty_round", Invalid;
    EventsExpired = "events_expired", Gone, "error-events-expired";
    Forbidden = "forbidden", Forbidden;
    IdempotencyInProgress = "idempotency_in_progress", Conflict, "error-idempotency-in-progress";
    IdempotencyKeyReused = "idempotency_key_reused", Invalid, "error-idempotency-key-reused";
    IdempotencyReplayUnavailable = "idempotency_replay_unavailable", Conflict, "error-idempotency-replay-unavailable";
    IdempotencyReplayWithheld = "idempotency_replay_withheld", Conflict, "error-idempotency-replay-withheld";
    IncompleteRound = "incomplete_round", Invalid;
    InconsistentClock = "inconsistent_clock", Invalid;
    InsufficientScope = "insufficient_scope", Forbidden, "error-insufficient-scope";
    InternalError = "internal_error", Internal, "error-internal";
    InvalidBody = "invalid_body", Invalid;
    InvalidCursor = "invalid_cursor", Malformed, "error-unknown-cursor";
    InvalidCutSize = "invalid_cut_size", Invalid;
    InvalidEvent = "invalid_event", Invalid;
    InvalidExtension = "invalid_extension", Invalid;
    InvalidExternalId = "invalid_external_id", Invalid;
    InvalidIdempotencyKey = "invalid_idempotency_key", Malformed, "error-idempotency-key-invalid";
    InvalidInstant = "invalid_instant", Invalid;
    InvalidLanguage = "invalid_language", Invalid;
    InvalidLastEventId = "invalid_last_event_id", Malformed, "error-last-event-id";
    InvalidMetadata = "invalid_metadata", Invalid;
    InvalidMissedRound = "invalid_missed_round", Invalid;
    InvalidName = "invalid_name", Invalid;
    InvalidPath = "invalid_path", Malformed;
    InvalidPlannedRounds = "invalid_planned_rounds", Invalid;
    InvalidQuery = "invalid_query", Malformed;
    InvalidResult = "invalid_result", Invalid;
    InvalidRoundClock = "invalid_round_clock", Invalid;
    InvalidRoundState = "invalid_round_state", Invalid;
    InvalidStartsAt = "invalid_starts_at", Invalid, "error-invalid-starts-at";
    InvalidTable = "invalid_table", Invalid;
    InvalidText = "invalid_text", Invalid;
    InvalidTimeLimit = "invalid_time_limit", Invalid;
    InvalidTimeZone = "invalid_time_zone", Invalid, "error-invalid-time-zone";
    InvalidTopCut = "invalid_top_cut", Invalid;
    InvalidWebhookUrl = "invalid_webhook_url", Invalid;
    KeyNotFound = "key_not_found", NotFound, "error-key-not-found";
    LastFullKey = "last_full_key", Conflict, "error-last-full-key";
    MalformedBody = "malformed_body", Malformed;
    MalformedDocument = "malformed_document", Invalid;
    MalformedJson = "malformed_json", Malformed;
    MethodNotAllowed = "method_not_allowed", _, "error-method-not-allowed";
    NoOpenMatch = "no_open_match", Conflict, "error-no-open-match";
    NoRound = "no_round", NotFound, "error-no-round";
    NoRoundToAdvise = "no_round_to_advise", Conflict, "error-no-round-to-advise";
    NoTimeLimit = "no_time_limit", Conflict, "error-no-time-limit";
    NotEnoughPlayers = "not_enough_players", Invalid;
    NotEnoughPlayersForCut = "not_enough_players_for_cut", Invalid;
    NotFound = "not_found", NotFound;
    NotSwissRound = "not_swiss_round", Invalid;
    NothingToConfirm = "nothing_to_confirm", Conflict, "error-nothing-to-confirm";
    OwnReport = "own_report", Conflict, "error-own-report";
    PairedAfterDrop = "paired_after_drop", Invalid;
    PairedInMissedRound = "paired_in_missed_round", Invalid;
    PayloadTooLarge = "payload_too_large", _, "error-body-too-large";
    PlannedRoundsBelowPaired = "planned_rounds_below_paired", Conflict;
    PlannedRoundsReached = "planned_rounds_reached", Conflict;
    PlayerAlreadyDropped = "player_already_dropped", Conflict, "error-player-already-dropped";
    PlayerCodeForbidden = "player_code_forbidden", Forbidden, "error-player-code-forbidden";
    PlayerCodeUnknown = "player_code_unknown", Unauthenticated, "error-unknown-player-code";
    PlayerHasPlayed = "player_has_played", Conflict;
    PlayerMissingFromRound = "player_missing_from_round", Invalid;
    PlayerNotDropped = "player_not_dropped", Conflict, "error-player-not-dropped";
    PlayerNotFound = "player_not_found", NotFound, "error-player-not-found";
    PlayerNotInRound = "player_not_in_round", Invalid, "error-player-not-in-round";
    PlayerTwiceInRound = "player_twice_in_round", Invalid;
    PlayoffAfterFinal = "playoff_after_final", Invalid;
    PlayoffDoubleLoss = "playoff_double_loss", Invalid;
    PlayoffDraw = "playoff_draw", Invalid;
    PlayoffNotABracket = "playoff_not_a_bracket", Conflict, "error-playoff-not-a-bracket";
    PlayoffPairingsFixed = "playoff_pairings_fixed", Conflict;
    PlayoffRoundHasResults = "playoff_round_has_results", Conflict;
    RateLimited = "rate_limited", _;
    ReportDisputed = "report_disputed", Conflict, "error-report-disputed";
    ResultAlreadyEntered = "result_already_entered", Conflict, "error-result-already-entered";
    RoundCompleted = "round_completed", Conflict;
    RoundFrozen = "round_frozen", Conflict;
    RoundHasResults = "round_has_results", Conflict;
    RoundNotCompleted = "round_not_completed", Conflict;
    RoundNotFound = "round_not_found", NotFound, "error-round-not-found";
    RoundNotLatest = "round_not_latest", Conflict;
    RoundNotPublished = "round_not_published", Conflict;
    RoundOutOfOrder = "round_out_of_order", Invalid;
    RoundPublished = "round_published", Conflict;
    SamePlayer = "same_player", Invalid, "error-same-player";
    SameTable = "same_table", Invalid;
    SelfReportingOff = "self_reporting_off", Conflict, "error-self-reporting-off";
    StorageUnavailable = "storage_unavailable", Unavailable, "error-storage-unavailable";
    SwissAfterPlayoff = "swiss_after_playoff", Invalid;
    SwissUnfinished = "swiss_unfinished", Invalid;
    TableNotFound = "table_not_found", NotFound, "error-table-not-found";
    TooManyByes = "too_many_byes", Invalid;
    TooManyPlayers = "too_many_players", Invalid;
    TooManyRounds = "too_many_rounds", Invalid;
    TooManyWebhooks = "too_many_webhooks", Invalid, "error-too-many-webhooks";
    TopCutExists = "top_cut_exists", Conflict;
    TopCutMismatch = "top_cut_mismatch", Invalid;
    TopCutNotFound = "top_cut_not_found", NotFound, "error-top-cut-not-found";
    TopCutNotWanted = "top_cut_not_wanted", Conflict;
    TopCutPlanned = "top_cut_planned", Conflict;
    TopCutStarted = "top_cut_started", Conflict;
    TournamentFinished = "tournament_finished", Conflict;
    TournamentNotFinished = "tournament_not_finished", Conflict;
    TournamentNotFound = "tournament_not_found", NotFound, "error-tournament-not-found";
    Unauthorized = "unauthorized", Unauthenticated;
    UnknownEventId = "unknown_event_id", Invalid, "error-event-id-unknown";
    UnknownPlayer = "unknown_player", Invalid;
    UnknownRound = "unknown_round", Invalid;
    UnknownTable = "unknown_table", Invalid;
    UnknownTournament = "unknown_tournament", Invalid, "error-tournament-not-found";
    UnsupportedContentEncoding = "unsupported_content_encoding", _, "error-unsupported-content-encoding";
    UnsupportedFormat = "unsupported_format", Invalid;
    UnsupportedMediaType = "unsupported_media_type", _;
    WebhookNotFound = "webhook_not_found", NotFound, "error-webhook-not-found";
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One wire string per code, in order (the table is sorted), and each
    /// read back as its code.
    #[test]
    fn the_wire_strings_are_unique_sorted_and_read_back() {
        let wires: Vec<&str> = Code::ALL.iter().map(|c| c.as_str()).collect();
        let mut sorted = wires.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(wires, sorted);
        for code in Code::ALL {
            assert_eq!(Code::from_wire(code.as_str()), Some(*code));
            assert_eq!(code.to_string(), code.as_str());
            assert!(
                code.as_str()
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_'),
                "{code}"
            );
        }
        assert_eq!(Code::from_wire("pairing_failed"), None);
    }
}
