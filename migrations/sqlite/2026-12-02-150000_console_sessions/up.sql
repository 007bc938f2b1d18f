-- Signed-in browsers of the organizer's console (/console/). The cookie
-- holds a random token; only its SHA-256 is stored, like the API keys.
-- A session ends when signed out, after its idle time, or when its
-- organizer signs out everywhere. Keep in step with the other backend.
CREATE TABLE console_sessions (
    token_hash    TEXT PRIMARY KEY,
    organizer_id  TEXT NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    created_at    TIMESTAMP NOT NULL,
    last_seen_at  TIMESTAMP NOT NULL
);
CREATE INDEX console_sessions_by_organizer ON console_sessions (organizer_id);
