-- PlanesForge schema (PostgreSQL). Keep in step with ../../sqlite and
-- api/src/db/schema.rs: one schema, two dialects.

CREATE TABLE organizers (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    key_hash    TEXT NOT NULL UNIQUE,
    created_at  TIMESTAMP NOT NULL
);

CREATE TABLE tournaments (
    seq             BIGSERIAL NOT NULL UNIQUE,
    id              TEXT PRIMARY KEY,
    organizer_id    TEXT NOT NULL REFERENCES organizers (id),
    name            TEXT NOT NULL,
    planned_rounds  INTEGER,
    version         BIGINT NOT NULL DEFAULT 0,
    created_at      TIMESTAMP NOT NULL
);

CREATE TABLE players (
    id                   TEXT PRIMARY KEY,
    tournament_id        TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    position             INTEGER NOT NULL,
    name                 TEXT NOT NULL,
    dropped_after_round  INTEGER,
    created_at           TIMESTAMP NOT NULL,
    UNIQUE (tournament_id, position)
);

CREATE TABLE rounds (
    tournament_id  TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number         INTEGER NOT NULL,
    kind           TEXT NOT NULL,
    state          TEXT NOT NULL,
    warnings       TEXT NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    published_at   TIMESTAMP,
    completed_at   TIMESTAMP,
    PRIMARY KEY (tournament_id, number)
);

CREATE TABLE pairings (
    tournament_id  TEXT NOT NULL,
    round_number   INTEGER NOT NULL,
    table_number   INTEGER NOT NULL,
    player_a       TEXT NOT NULL REFERENCES players (id),
    player_b       TEXT REFERENCES players (id),
    wins           INTEGER,
    losses         INTEGER,
    draws          INTEGER,
    PRIMARY KEY (tournament_id, round_number, table_number),
    FOREIGN KEY (tournament_id, round_number)
        REFERENCES rounds (tournament_id, number) ON DELETE CASCADE
);

CREATE TABLE audit_log (
    seq            BIGSERIAL PRIMARY KEY,
    tournament_id  TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    at             TIMESTAMP NOT NULL,
    actor          TEXT NOT NULL,
    action         TEXT NOT NULL,
    round          INTEGER,
    detail         TEXT NOT NULL
);

CREATE INDEX audit_log_tournament ON audit_log (tournament_id, seq);
CREATE INDEX tournaments_organizer ON tournaments (organizer_id);
