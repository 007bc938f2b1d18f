//! Player self-reporting (RULES.md §12): the report state of one match and
//! its transitions. Pure: the service stores the state it returns and, when
//! a transition says the players agreed, enters that result exactly as the
//! organizer would.
//!
//! Every result here is read from `player_a`'s side (RULES.md §1) except
//! the `result` a player reports, which is from their own side.
//!
//! Choices (RULES.md §12 leaves them open; the book states them):
//! - A player may change their own report as long as their opponent has not
//!   answered it (reported too, or confirmed): a mistyped score is fixed by
//!   the player who made it, without a judge. Once the reports agree the
//!   result is entered, and only the organizer corrects it (§6).
//! - A dispute is the organizer's: neither player can report or confirm
//!   again until the organizer enters the result (RULES.md §12).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::model::{MatchResult, ResultError, RoundKind};

/// A seat at a table: `player_a` or `player_b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    A,
    B,
}

impl Side {
    /// The other seat.
    pub const fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    /// `"a"` or `"b"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::A => "a",
            Side::B => "b",
        }
    }

    /// `result` read from this side, as read from `player_a`'s side.
    pub const fn to_a(self, result: MatchResult) -> MatchResult {
        match self {
            Side::A => result,
            Side::B => result.mirrored(),
        }
    }
}

/// What a match needs to be reported (RULES.md §12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Match {
    /// Swiss or playoff: playoff reports cannot be draws.
    pub kind: RoundKind,
    /// The bye has no opponent and nothing to report (RULES.md §2).
    pub bye: bool,
}

/// The report state of a match. Results are from `player_a`'s side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportState {
    /// Nobody reported.
    None,
    /// One player reported; the other has not answered.
    Reported { by: Side, result: MatchResult },
    /// The players agreed (mirrored reports, or a report and the
    /// opponent's confirmation): the result is entered.
    Confirmed { result: MatchResult },
    /// The two reports differ: the organizer settles it. `a` is what
    /// `player_a` reported, `b` what `player_b` reported, both read from
    /// `player_a`'s side.
    Disputed { a: MatchResult, b: MatchResult },
    /// The organizer entered the result; it ends any report or dispute.
    Settled { result: MatchResult },
}

impl ReportState {
    /// The state's name, without its results.
    pub const fn status(&self) -> ReportStatus {
        match self {
            ReportState::None => ReportStatus::None,
            ReportState::Reported { .. } => ReportStatus::Reported,
            ReportState::Confirmed { .. } => ReportStatus::Confirmed,
            ReportState::Disputed { .. } => ReportStatus::Disputed,
            ReportState::Settled { .. } => ReportStatus::Settled,
        }
    }

    /// The wire name: `none`, `reported`, `confirmed`, `disputed`,
    /// `settled`.
    pub const fn as_str(&self) -> &'static str {
        self.status().as_str()
    }

    /// The entered result, when there is one (from `player_a`'s side).
    pub const fn entered(&self) -> Option<MatchResult> {
        match *self {
            ReportState::Confirmed { result } | ReportState::Settled { result } => Some(result),
            _ => None,
        }
    }
}

/// The name of a [`ReportState`], without its results: one type for the
/// API (`report_state`) and the database column (`match_reports.state`,
/// which never holds `none`: no row is no report).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ReportState, description = "The report state of a match (the book: [Self-reporting](/book/en/self-reporting.html))."))]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum ReportStatus {
    /// Nobody reported.
    None,
    /// One player reported; the other has not answered.
    Reported,
    /// The players agreed (mirrored reports, or a confirmation): entered.
    Confirmed,
    /// The reports differ: the organizer enters the result.
    Disputed,
    /// The organizer entered the result.
    Settled,
}

impl ReportStatus {
    /// Every name.
    pub const ALL: [ReportStatus; 5] = [
        ReportStatus::None,
        ReportStatus::Reported,
        ReportStatus::Confirmed,
        ReportStatus::Disputed,
        ReportStatus::Settled,
    ];

    /// `none`, `reported`, `confirmed`, `disputed` or `settled`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ReportStatus::None => "none",
            ReportStatus::Reported => "reported",
            ReportStatus::Confirmed => "confirmed",
            ReportStatus::Disputed => "disputed",
            ReportStatus::Settled => "settled",
        }
    }

    /// The name `s`, if it is one.
    pub fn parse(s: &str) -> Option<ReportStatus> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// Who acts on a tournament: its organizer (API key) or a player with
/// their code (RULES.md §12). One type for the API, the audit log's column
/// (`audit_log.actor_kind`) and the service's caller.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "Who made an audit entry: the organizer (API key) or a player (player\ncode)."
    )
)]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum ActorKind {
    #[default]
    Organizer,
    Player,
}

impl ActorKind {
    /// Both kinds.
    pub const ALL: [ActorKind; 2] = [ActorKind::Organizer, ActorKind::Player];

    /// `organizer` or `player`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ActorKind::Organizer => "organizer",
            ActorKind::Player => "player",
        }
    }

    /// The kind named `s`, if any.
    pub fn parse(s: &str) -> Option<ActorKind> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// Through what an audit entry's change was made: the API (an API key or a
/// player code, the player's page included) or the organizer's console (a
/// signed-in browser). The actor is the same either way ([`ActorKind`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "Through what an audit entry's change was made: `api` (an API key or a player\ncode, the player's page included) or `console` (the organizer's console)."
    )
)]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum Via {
    #[default]
    Api,
    Console,
}

impl Via {
    /// Both channels.
    pub const ALL: [Via; 2] = [Via::Api, Via::Console];

    /// `api` or `console`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Via::Api => "api",
            Via::Console => "console",
        }
    }

    /// The channel named `s`, if any.
    pub fn parse(s: &str) -> Option<Via> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// Why a report or confirmation is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportError {
    /// The bye has no result to report.
    Bye,
    /// Not a valid result (§1), or a draw in a playoff match (§12).
    InvalidResult(ResultError),
    /// The match already has its result (agreed or entered by the
    /// organizer): only the organizer corrects it (§6).
    AlreadyEntered,
    /// The reports differ: the organizer settles the match (§12).
    Disputed,
    /// A confirmation with no report of the opponent to confirm.
    NothingToConfirm,
    /// A player cannot confirm their own report.
    OwnReport,
}

impl ReportError {
    /// The stable code of the refusal.
    pub fn code(&self) -> &'static str {
        match self {
            ReportError::Bye => "bye_has_no_result",
            ReportError::InvalidResult(ResultError::PlayoffDraw { .. }) => "playoff_draw",
            ReportError::InvalidResult(ResultError::PlayoffDoubleLoss) => "playoff_double_loss",
            ReportError::InvalidResult(_) => "invalid_result",
            ReportError::AlreadyEntered => "result_already_entered",
            ReportError::Disputed => "report_disputed",
            ReportError::NothingToConfirm => "nothing_to_confirm",
            ReportError::OwnReport => "own_report",
        }
    }
}

impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportError::Bye => write!(f, "the bye has no result to report"),
            ReportError::InvalidResult(e) => write!(f, "{e}"),
            ReportError::AlreadyEntered => write!(f, "the match already has its result"),
            ReportError::Disputed => write!(f, "the reports differ; the organizer settles it"),
            ReportError::NothingToConfirm => write!(f, "the opponent has not reported"),
            ReportError::OwnReport => write!(f, "a player cannot confirm their own report"),
        }
    }
}

impl std::error::Error for ReportError {}

/// The report of `side`, `wins-losses-draws` from their own side, on a
/// match in `state` (RULES.md §12). Mirrored reports agree (`Confirmed`);
/// different ones make the match `Disputed`; a player may replace their
/// own report until it is answered.
pub fn report(
    m: Match,
    state: ReportState,
    side: Side,
    wins: u32,
    losses: u32,
    draws: u32,
) -> Result<ReportState, ReportError> {
    if m.bye {
        return Err(ReportError::Bye);
    }
    let own =
        MatchResult::for_kind(m.kind, wins, losses, draws).map_err(ReportError::InvalidResult)?;
    let result = side.to_a(own);
    match state {
        ReportState::None => Ok(ReportState::Reported { by: side, result }),
        ReportState::Reported { by, .. } if by == side => {
            Ok(ReportState::Reported { by: side, result })
        }
        ReportState::Reported { result: theirs, .. } if theirs == result => {
            Ok(ReportState::Confirmed { result })
        }
        ReportState::Reported { result: theirs, .. } => Ok(match side {
            Side::A => ReportState::Disputed {
                a: result,
                b: theirs,
            },
            Side::B => ReportState::Disputed {
                a: theirs,
                b: result,
            },
        }),
        ReportState::Disputed { .. } => Err(ReportError::Disputed),
        ReportState::Confirmed { .. } | ReportState::Settled { .. } => {
            Err(ReportError::AlreadyEntered)
        }
    }
}

/// `side` confirms their opponent's report (RULES.md §12): the result is
/// entered as the opponent reported it.
pub fn confirm(m: Match, state: ReportState, side: Side) -> Result<ReportState, ReportError> {
    if m.bye {
        return Err(ReportError::Bye);
    }
    match state {
        ReportState::None => Err(ReportError::NothingToConfirm),
        ReportState::Reported { by, .. } if by == side => Err(ReportError::OwnReport),
        ReportState::Reported { result, .. } => Ok(ReportState::Confirmed { result }),
        ReportState::Disputed { .. } => Err(ReportError::Disputed),
        ReportState::Confirmed { .. } | ReportState::Settled { .. } => {
            Err(ReportError::AlreadyEntered)
        }
    }
}

/// The organizer enters `result` (from `player_a`'s side): it always wins
/// and closes any report or dispute (RULES.md §12).
pub const fn organizer_entry(_state: ReportState, result: MatchResult) -> ReportState {
    ReportState::Settled { result }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SWISS: Match = Match {
        kind: RoundKind::Swiss,
        bye: false,
    };
    const PLAYOFF: Match = Match {
        kind: RoundKind::Playoff,
        bye: false,
    };

    fn r(w: u32, l: u32, d: u32) -> MatchResult {
        MatchResult::new(w, l, d).unwrap()
    }

    #[test]
    fn mirrored_reports_agree() {
        let s = report(SWISS, ReportState::None, Side::A, 2, 1, 0).unwrap();
        assert_eq!(
            s,
            ReportState::Reported {
                by: Side::A,
                result: r(2, 1, 0)
            }
        );
        let s = report(SWISS, s, Side::B, 1, 2, 0).unwrap();
        assert_eq!(s, ReportState::Confirmed { result: r(2, 1, 0) });
        assert_eq!(s.entered(), Some(r(2, 1, 0)));
    }

    #[test]
    fn a_confirmation_enters_the_opponents_report() {
        let s = report(SWISS, ReportState::None, Side::B, 2, 0, 0).unwrap();
        assert_eq!(confirm(SWISS, s, Side::B), Err(ReportError::OwnReport));
        let s = confirm(SWISS, s, Side::A).unwrap();
        assert_eq!(s, ReportState::Confirmed { result: r(0, 2, 0) });
        assert_eq!(confirm(SWISS, s, Side::A), Err(ReportError::AlreadyEntered));
    }

    #[test]
    fn different_reports_dispute_until_the_organizer_enters() {
        let s = report(SWISS, ReportState::None, Side::A, 2, 1, 0).unwrap();
        let s = report(SWISS, s, Side::B, 2, 1, 0).unwrap();
        assert_eq!(
            s,
            ReportState::Disputed {
                a: r(2, 1, 0),
                b: r(1, 2, 0)
            }
        );
        assert_eq!(
            report(SWISS, s, Side::A, 1, 2, 0),
            Err(ReportError::Disputed)
        );
        assert_eq!(confirm(SWISS, s, Side::B), Err(ReportError::Disputed));
        let s = organizer_entry(s, r(1, 1, 1));
        assert_eq!(s.entered(), Some(r(1, 1, 1)));
        assert_eq!(
            report(SWISS, s, Side::A, 2, 0, 0),
            Err(ReportError::AlreadyEntered)
        );
    }

    #[test]
    fn a_player_changes_their_own_report_until_it_is_answered() {
        let s = report(SWISS, ReportState::None, Side::A, 2, 1, 0).unwrap();
        let s = report(SWISS, s, Side::A, 2, 0, 0).unwrap();
        assert_eq!(
            s,
            ReportState::Reported {
                by: Side::A,
                result: r(2, 0, 0)
            }
        );
    }

    #[test]
    fn refusals() {
        assert_eq!(
            confirm(SWISS, ReportState::None, Side::A),
            Err(ReportError::NothingToConfirm)
        );
        let bye = Match {
            kind: RoundKind::Swiss,
            bye: true,
        };
        assert_eq!(
            report(bye, ReportState::None, Side::A, 2, 0, 0),
            Err(ReportError::Bye)
        );
        let e = report(PLAYOFF, ReportState::None, Side::A, 1, 1, 1).unwrap_err();
        assert_eq!(e.code(), "playoff_draw");
        assert!(report(SWISS, ReportState::None, Side::A, 1, 1, 1).is_ok());
        let e = report(SWISS, ReportState::None, Side::A, 3, 0, 0).unwrap_err();
        assert_eq!(e.code(), "invalid_result");
        assert_eq!(
            report(SWISS, ReportState::None, Side::A, 0, 0, 0)
                .unwrap_err()
                .code(),
            "invalid_result"
        );
    }

    fn any_result() -> impl Strategy<Value = (u32, u32, u32)> {
        (0u32..3, 0u32..3, 0u32..4)
            .prop_filter("valid", |&(w, l, d)| MatchResult::new(w, l, d).is_ok())
    }

    fn side() -> impl Strategy<Value = Side> {
        prop_oneof![Just(Side::A), Just(Side::B)]
    }

    proptest! {
        /// Mirrored reports, in either order, enter the result as `player_a`
        /// sees it.
        #[test]
        fn order_of_mirrored_reports_does_not_matter((w, l, d) in any_result()) {
            let ab = report(SWISS, ReportState::None, Side::A, w, l, d)
                .and_then(|s| report(SWISS, s, Side::B, l, w, d));
            let ba = report(SWISS, ReportState::None, Side::B, l, w, d)
                .and_then(|s| report(SWISS, s, Side::A, w, l, d));
            prop_assert_eq!(ab, ba);
            prop_assert_eq!(ab.map(|s| s.entered()), Ok(Some(r(w, l, d))));
        }

        /// Whatever the players do, a result is entered only when both
        /// agreed to it: it is the last report of one side, mirrored by or
        /// confirmed by the other.
        #[test]
        fn the_entered_result_is_what_both_agreed(
            steps in proptest::collection::vec((side(), any_result(), any::<bool>()), 1..8)
        ) {
            let mut state = ReportState::None;
            let mut last: [Option<MatchResult>; 2] = [None, None];
            for (s, (w, l, d), is_confirm) in steps {
                let before = state;
                let next = if is_confirm {
                    confirm(SWISS, state, s)
                } else {
                    report(SWISS, state, s, w, l, d)
                };
                let Ok(next) = next else { continue };
                state = next;
                if !is_confirm {
                    last[s as usize] = Some(s.to_a(r(w, l, d)));
                }
                if let Some(entered) = state.entered() {
                    prop_assert!(before.entered().is_none());
                    let mine = last[s as usize];
                    let theirs = last[s.other() as usize];
                    if is_confirm {
                        prop_assert_eq!(theirs, Some(entered));
                    } else {
                        prop_assert_eq!(mine, Some(entered));
                        prop_assert_eq!(theirs, Some(entered));
                    }
                    break;
                }
            }
        }

        /// The organizer's entry wins from any state.
        #[test]
        fn organizer_always_wins(s in side(), (w, l, d) in any_result(), (x, y, z) in any_result()) {
            let state = report(SWISS, ReportState::None, s, w, l, d).unwrap();
            let settled = organizer_entry(state, r(x, y, z));
            prop_assert_eq!(settled.entered(), Some(r(x, y, z)));
        }
    }
}
