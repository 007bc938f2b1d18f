-- The round clock (RULES.md §13), stored as instants: a restart loses
-- nothing, and the time left is derived from these and the current time.
-- Keep in step with ../../sqlite.

-- The tournament's default time limit for its rounds in seconds (NULL: no
-- clock), 50 minutes unless the organizer says otherwise, and whether a
-- round's clock starts when the round is published.
ALTER TABLE tournaments ADD COLUMN round_time_limit_s INTEGER DEFAULT 3000
    CHECK (round_time_limit_s IS NULL OR (round_time_limit_s >= 1 AND round_time_limit_s <= 86400));
ALTER TABLE tournaments ADD COLUMN clock_starts_at_publish BOOLEAN NOT NULL DEFAULT FALSE;

-- A round's own clock, once the organizer set its limit or started it
-- (until then the round follows the tournament's default). time_limit_s
-- NULL: this round has no time limit.
CREATE TABLE round_clocks (
    tournament_id  TEXT NOT NULL,
    round_number   INTEGER NOT NULL,
    time_limit_s   INTEGER CHECK (time_limit_s IS NULL OR (time_limit_s >= 1 AND time_limit_s <= 86400)),
    started_at     TIMESTAMP,
    paused_at      TIMESTAMP,
    -- The length of the pauses already over, in milliseconds.
    paused_ms      BIGINT NOT NULL DEFAULT 0 CHECK (paused_ms >= 0),
    PRIMARY KEY (tournament_id, round_number),
    FOREIGN KEY (tournament_id, round_number)
        REFERENCES rounds (tournament_id, number) ON DELETE CASCADE
);

-- Extensions of the whole round (table_number NULL) or of one table.
CREATE TABLE clock_extensions (
    seq            BIGSERIAL PRIMARY KEY,
    tournament_id  TEXT NOT NULL,
    round_number   INTEGER NOT NULL,
    table_number   INTEGER,
    at             TIMESTAMP NOT NULL,
    seconds        INTEGER NOT NULL CHECK (seconds >= 1 AND seconds <= 7200),
    FOREIGN KEY (tournament_id, round_number)
        REFERENCES round_clocks (tournament_id, round_number) ON DELETE CASCADE
);

CREATE INDEX clock_extensions_round ON clock_extensions (tournament_id, round_number, seq);
