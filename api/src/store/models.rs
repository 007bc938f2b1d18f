//! Row models: one struct per table, plain data, no behaviour.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::{RoundState, TournamentStatus};
use planesforge_engine::reports::{ActorKind, ReportStatus, Via};

use super::schema::{
    api_keys, audit_log, idempotency_keys, match_reports, organizers, pairings, players, rounds,
    tournaments, webhook_attempts, webhook_deliveries, webhook_endpoints,
};

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = organizers)]
pub struct OrganizerRow {
    pub id: String,
    pub name: String,
    /// The hash the organizer's first key had; read by nothing (the keys
    /// are [`ApiKeyRow`]s).
    pub first_key_hash: String,
    pub created_at: NaiveDateTime,
}

/// One of an organizer's API keys (`api_keys`): only its hash is stored.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = api_keys)]
pub struct ApiKeyRow {
    pub id: String,
    pub organizer_id: String,
    pub name: String,
    pub scope: planesforge_engine::access::Scope,
    pub key_hash: String,
    pub created_at: NaiveDateTime,
    pub last_used_at: Option<NaiveDateTime>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = tournaments)]
pub struct TournamentRow {
    pub seq: i64,
    pub id: String,
    pub organizer_id: String,
    pub name: String,
    pub planned_rounds: Option<i32>,
    pub version: i64,
    pub created_at: NaiveDateTime,
    /// TEXT: [`TournamentStatus::as_str`]; an unknown name fails the read.
    pub status: TournamentStatus,
    /// [`planesforge_engine::lifecycle::TopCut`], stored form.
    pub top_cut: Option<i32>,
    /// The language of the printed sheets ([`crate::i18n::Lang::code`]).
    pub language: Option<String>,
    /// Whether players may report results and drop themselves (RULES.md §12).
    pub self_reporting: bool,
    /// The default time limit of its rounds in seconds (`None`: no clock;
    /// RULES.md §13).
    pub round_time_limit_s: Option<i32>,
    /// Whether a round's clock starts when the round is published.
    pub clock_starts_at_publish: bool,
    /// The event's details (issue #23): [`TournamentDetails`].
    #[diesel(embed)]
    pub details: TournamentDetails,
}

/// What a store keeps about an event: when it starts (UTC), the IANA time
/// zone its times are shown in, its format and location (free text), and
/// the store's own id and metadata (a JSON object of strings; `None`:
/// none). Checked by the service.
#[derive(Debug, Clone, Default, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = tournaments, treat_none_as_null = true)]
pub struct TournamentDetails {
    pub starts_at: Option<NaiveDateTime>,
    pub time_zone: Option<String>,
    pub event_format: Option<String>,
    pub location: Option<String>,
    pub external_id: Option<String>,
    pub metadata: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = tournaments)]
pub struct NewTournament {
    pub id: String,
    pub organizer_id: String,
    pub name: String,
    pub planned_rounds: Option<i32>,
    pub version: i64,
    pub created_at: NaiveDateTime,
    /// TEXT: [`TournamentStatus::as_str`]; an unknown name fails the read.
    pub status: TournamentStatus,
    /// [`planesforge_engine::lifecycle::TopCut`], stored form.
    pub top_cut: Option<i32>,
    /// The language of the printed sheets ([`crate::i18n::Lang::code`]).
    pub language: Option<String>,
    #[diesel(embed)]
    pub details: TournamentDetails,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = players)]
pub struct PlayerRow {
    pub id: String,
    pub tournament_id: String,
    pub position: i32,
    pub name: String,
    pub dropped_after_round: Option<i32>,
    pub created_at: NaiveDateTime,
    /// SHA-256 (hex) of the player's code; `None`: no code yet (RULES.md §12).
    pub code_hash: Option<String>,
    /// What the code is derived from (hex); never the code itself.
    pub code_nonce: Option<String>,
    /// The store's own id of the player (issue #23).
    pub external_id: Option<String>,
    /// The store's metadata: a JSON object of strings; `None`: none.
    pub metadata: Option<String>,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = rounds)]
pub struct RoundRow {
    pub tournament_id: String,
    pub number: i32,
    /// TEXT: [`RoundKind::as_str`]; an unknown name fails the read.
    pub kind: RoundKind,
    /// TEXT: [`RoundState::as_str`]; an unknown name fails the read.
    pub state: RoundState,
    /// JSON array of warnings.
    pub warnings: String,
    pub created_at: NaiveDateTime,
    pub published_at: Option<NaiveDateTime>,
    pub completed_at: Option<NaiveDateTime>,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = pairings)]
pub struct PairingRow {
    pub tournament_id: String,
    pub round_number: i32,
    pub table_number: i32,
    pub player_a: String,
    pub player_b: Option<String>,
    pub wins: Option<i32>,
    pub losses: Option<i32>,
    pub draws: Option<i32>,
    /// The double loss (RULES.md §1); its games are `0-2-0`.
    pub double_loss: bool,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = audit_log)]
pub struct AuditRow {
    pub seq: i64,
    pub tournament_id: String,
    pub at: NaiveDateTime,
    pub actor: String,
    pub action: String,
    pub round: Option<i32>,
    pub detail: String,
    /// Whose id `actor` is (TEXT: `organizer` or `player`).
    pub actor_kind: ActorKind,
    /// Through what (TEXT: `api` or `console`).
    pub via: Via,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = audit_log)]
pub struct NewAudit {
    pub tournament_id: String,
    pub at: NaiveDateTime,
    pub actor: String,
    pub action: String,
    pub round: Option<i32>,
    pub detail: String,
    /// Whose id `actor` is (TEXT: `organizer` or `player`).
    pub actor_kind: ActorKind,
    /// Through what (TEXT: `api` or `console`).
    pub via: Via,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = idempotency_keys)]
pub struct IdempotencyRow {
    pub scope: String,
    pub idem_key: String,
    pub fingerprint: String,
    pub created_at: NaiveDateTime,
    /// `None` while the first request runs.
    pub status: Option<i32>,
    pub content_type: Option<String>,
    pub body: Option<String>,
}

// ---------------------------------------------------------------- webhooks

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = webhook_endpoints)]
pub struct EndpointRow {
    pub seq: i64,
    pub id: String,
    pub tournament_id: Option<String>,
    pub url: String,
    pub events: String,
    pub secret: String,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = webhook_endpoints)]
pub struct NewEndpointRow {
    pub id: String,
    pub organizer_id: String,
    pub tournament_id: Option<String>,
    pub url: String,
    pub events: String,
    pub secret: String,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = webhook_deliveries)]
pub struct NewDeliveryRow {
    pub id: String,
    pub endpoint_id: String,
    pub event: String,
    pub tournament_id: String,
    pub body: String,
    pub state: DeliveryState,
    pub attempts: i32,
    pub next_attempt_at: NaiveDateTime,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = webhook_attempts)]
pub struct AttemptRow {
    pub delivery_id: String,
    pub endpoint_id: String,
    pub attempt: i32,
    pub status_code: Option<i32>,
    pub error: Option<String>,
    pub success: bool,
    pub started_at: NaiveDateTime,
    pub finished_at: NaiveDateTime,
}

/// A webhook delivery's state (TEXT `webhook_deliveries.state`; an unknown
/// name fails the read). The outbox's own, so here rather than in the
/// engine.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    diesel::expression::AsExpression,
    diesel::deserialize::FromSqlRow,
)]
#[diesel(sql_type = diesel::sql_types::Text)]
pub enum DeliveryState {
    /// Waiting for its next attempt.
    Pending,
    /// An attempt succeeded.
    Delivered,
    /// The last attempt failed.
    Failed,
}

impl DeliveryState {
    /// `pending`, `delivered` or `failed`.
    pub const fn as_str(self) -> &'static str {
        match self {
            DeliveryState::Pending => "pending",
            DeliveryState::Delivered => "delivered",
            DeliveryState::Failed => "failed",
        }
    }

    /// The state named `s`, if any.
    pub fn parse(s: &str) -> Option<DeliveryState> {
        [
            DeliveryState::Pending,
            DeliveryState::Delivered,
            DeliveryState::Failed,
        ]
        .into_iter()
        .find(|x| x.as_str() == s)
    }
}

impl<DB> diesel::serialize::ToSql<diesel::sql_types::Text, DB> for DeliveryState
where
    DB: diesel::backend::Backend,
    str: diesel::serialize::ToSql<diesel::sql_types::Text, DB>,
{
    fn to_sql<'b>(
        &'b self,
        out: &mut diesel::serialize::Output<'b, '_, DB>,
    ) -> diesel::serialize::Result {
        self.as_str().to_sql(out)
    }
}

impl<DB> diesel::deserialize::FromSql<diesel::sql_types::Text, DB> for DeliveryState
where
    DB: diesel::backend::Backend,
    String: diesel::deserialize::FromSql<diesel::sql_types::Text, DB>,
{
    fn from_sql(bytes: DB::RawValue<'_>) -> diesel::deserialize::Result<Self> {
        let s = String::from_sql(bytes)?;
        DeliveryState::parse(&s).ok_or_else(|| format!("not a DeliveryState: {s:?}").into())
    }
}

/// The players' reports of one table (RULES.md §12); results are
/// `w-l-d` from `player_a`'s side.
#[derive(Debug, Clone, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = match_reports, treat_none_as_null = true)]
pub struct MatchReportRow {
    pub tournament_id: String,
    pub round_number: i32,
    pub table_number: i32,
    /// TEXT: `reported`, `confirmed`, `disputed` or `settled` (never
    /// `none`: no row is no report).
    pub state: ReportStatus,
    pub a_result: Option<String>,
    pub a_at: Option<NaiveDateTime>,
    pub b_result: Option<String>,
    pub b_at: Option<NaiveDateTime>,
    pub updated_at: NaiveDateTime,
}

#[cfg(test)]
mod tests {
    use diesel::dsl::sql;
    use diesel::sql_types::Text;
    use diesel::{Connection, PgConnection, RunQueryDsl, SqliteConnection};
    use planesforge_engine::RoundKind;
    use planesforge_engine::lifecycle::{RoundState, TournamentStatus};
    use planesforge_engine::reports::{ActorKind, ReportStatus, Via};

    use super::DeliveryState;

    const DELIVERY: [DeliveryState; 3] = [
        DeliveryState::Pending,
        DeliveryState::Delivered,
        DeliveryState::Failed,
    ];

    /// Every name of each type reads back as itself on connection `$c`,
    /// bound as a parameter and read from a literal; a name the type does
    /// not know is an error, not a default.
    macro_rules! round_trips {
        ($c:expr, $($t:ty => $all:expr),* $(,)?) => {$(
            for x in $all {
                let bound: $t = diesel::select(diesel::dsl::sql::<Text>("").bind::<Text, _>(x))
                    .get_result($c)
                    .expect("bound");
                assert_eq!(bound, x);
                let literal = format!("'{}'", x.as_str());
                let read: $t = diesel::select(sql::<Text>(&literal)).get_result($c).expect("read");
                assert_eq!(read, x);
            }
            let corrupt: Result<$t, _> =
                diesel::select(sql::<Text>("'corrupt'")).get_result($c);
            assert!(
                matches!(corrupt, Err(diesel::result::Error::DeserializationError(_))),
                "{corrupt:?}"
            );
        )*};
    }

    macro_rules! every_column {
        ($c:expr) => {
            round_trips!($c,
                TournamentStatus => TournamentStatus::ALL,
                RoundState => RoundState::ALL,
                RoundKind => RoundKind::ALL,
                ReportStatus => ReportStatus::ALL,
                ActorKind => ActorKind::ALL,
                Via => Via::ALL,
                DeliveryState => DELIVERY,
            )
        };
    }

    #[test]
    fn state_columns_read_their_names_and_refuse_others() {
        let mut c = SqliteConnection::establish(":memory:").expect("sqlite");
        every_column!(&mut c);
        // PostgreSQL too, when a test database is given
        // (scripts/lib/postgres.sh).
        if let Ok(url) = std::env::var("PLANESFORGE_TEST_PG_URL") {
            let mut c = PgConnection::establish(&url).expect("postgres");
            every_column!(&mut c);
        }
    }
}
