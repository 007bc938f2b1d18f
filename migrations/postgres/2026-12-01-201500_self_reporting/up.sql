-- Player self-reporting (RULES.md §12, issue #15). Keep in step with
-- ../../sqlite.

-- The organizer's switch; on by default: nothing happens until the
-- organizer hands out player codes, and a store that hands them out wants
-- its players to report.
ALTER TABLE tournaments ADD COLUMN self_reporting BOOLEAN NOT NULL DEFAULT TRUE;

-- Who acted in an audit entry: the organizer (by default, every entry
-- before this migration) or a player with their code.
ALTER TABLE audit_log ADD COLUMN actor_kind TEXT NOT NULL DEFAULT 'organizer'
    CHECK (actor_kind IN ('organizer', 'player'));

-- The players' reports of one table of a round and its report state.
-- Results are "wins-losses-draws" read from player_a's side.
CREATE TABLE match_reports (
    tournament_id  TEXT NOT NULL,
    round_number   INTEGER NOT NULL,
    table_number   INTEGER NOT NULL,
    state          TEXT NOT NULL
        CHECK (state IN ('reported', 'confirmed', 'disputed', 'settled')),
    a_result       TEXT,
    a_at           TIMESTAMP,
    b_result       TEXT,
    b_at           TIMESTAMP,
    updated_at     TIMESTAMP NOT NULL,
    PRIMARY KEY (tournament_id, round_number, table_number),
    FOREIGN KEY (tournament_id, round_number, table_number)
        REFERENCES pairings (tournament_id, round_number, table_number) ON DELETE CASCADE
);
