-- Several named API keys per organizer, each with a scope (the book: the
-- integration guide, "Keys and scopes"): `read`, `results` or `full`.
-- Only a key's SHA-256 is stored. A revoked key's row is deleted.
-- Keep in step with the other backend.
CREATE TABLE api_keys (
    id            TEXT PRIMARY KEY,
    organizer_id  TEXT NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    scope         TEXT NOT NULL CHECK (scope IN ('read', 'results', 'full')),
    key_hash      TEXT NOT NULL UNIQUE,
    created_at    TIMESTAMP NOT NULL,
    last_used_at  TIMESTAMP
);
CREATE INDEX api_keys_by_organizer ON api_keys (organizer_id);

-- The key each organizer had becomes its first key, scope `full`.
INSERT INTO api_keys (id, organizer_id, name, scope, key_hash, created_at)
    SELECT 'key-' || id, id, 'first key', 'full', key_hash, created_at
    FROM organizers;

-- The organizer's column is no longer read: it keeps the hash its first
-- key had (SQLite cannot drop a UNIQUE column without rebuilding the
-- table the others refer to; both backends keep one schema).
ALTER TABLE organizers RENAME COLUMN key_hash TO first_key_hash;

-- A console session is made from one key and has its scope; revoking the
-- key ends its sessions. Sessions signed in before were made with the
-- organizer's only key.
ALTER TABLE console_sessions
    ADD COLUMN key_id TEXT REFERENCES api_keys (id) ON DELETE CASCADE;
UPDATE console_sessions SET key_id = 'key-' || organizer_id;
CREATE INDEX console_sessions_by_key ON console_sessions (key_id);
