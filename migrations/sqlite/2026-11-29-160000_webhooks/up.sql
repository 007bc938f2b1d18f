-- Webhooks (SQLite): endpoints, the outbox of deliveries, and every
-- delivery attempt. Keep in step with ../../postgres and schema.rs.

CREATE TABLE webhook_endpoints (
    seq            INTEGER PRIMARY KEY AUTOINCREMENT,
    id             TEXT NOT NULL UNIQUE,
    organizer_id   TEXT NOT NULL REFERENCES organizers (id),
    tournament_id  TEXT REFERENCES tournaments (id) ON DELETE CASCADE,
    url            TEXT NOT NULL,
    events         TEXT NOT NULL,
    secret         TEXT NOT NULL,
    created_at     TIMESTAMP NOT NULL
);

CREATE INDEX webhook_endpoints_organizer ON webhook_endpoints (organizer_id, seq);

CREATE TABLE webhook_deliveries (
    seq              INTEGER PRIMARY KEY AUTOINCREMENT,
    id               TEXT NOT NULL UNIQUE,
    endpoint_id      TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    event            TEXT NOT NULL,
    tournament_id    TEXT NOT NULL,
    body             TEXT NOT NULL,
    state            TEXT NOT NULL,
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  TIMESTAMP NOT NULL,
    created_at       TIMESTAMP NOT NULL
);

CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);

CREATE TABLE webhook_attempts (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id   TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    endpoint_id   TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    attempt       INTEGER NOT NULL,
    status_code   INTEGER,
    error         TEXT,
    success       BOOLEAN NOT NULL,
    started_at    TIMESTAMP NOT NULL,
    finished_at   TIMESTAMP NOT NULL
);

CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, seq);
