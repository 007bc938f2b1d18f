-- The event log (issue #14): every event of a tournament, in order, for
-- the live stream (GET /api/v1/tournaments/{tid}/events) and its replay.
-- Keep in step with ../../sqlite.
--
-- `event_seq` is the tournament's last event number: bumped under the
-- tournament lock, so the numbers are 1, 2, 3, … without gaps and commit
-- in order, and never reused after old events are pruned.
ALTER TABLE tournaments ADD COLUMN event_seq BIGINT NOT NULL DEFAULT 0;

-- No foreign key to tournaments: a deleted tournament's log (its last
-- event is `tournament.deleted`) stays until the open streams read it;
-- the pruning task removes it a little later.
CREATE TABLE tournament_events (
    tournament_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    event TEXT NOT NULL,
    -- The JSON envelope, as the webhook body: {id, event, created_at, tournament_id, data}.
    body TEXT NOT NULL,
    -- Events about what anonymous readers cannot see (a round in `pairing`).
    owner_only BOOLEAN NOT NULL,
    -- What other readers get instead of `body` when the event is public but
    -- its data names a round in `pairing` (NULL: `body` for everyone).
    public_body TEXT,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);
CREATE INDEX tournament_events_created_at ON tournament_events (created_at);
