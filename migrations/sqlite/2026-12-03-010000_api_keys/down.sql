-- SQLite cannot drop a column with a foreign key: the sessions' table is
-- rebuilt (no other table refers to it).
CREATE TABLE console_sessions_old (
    token_hash    TEXT PRIMARY KEY,
    organizer_id  TEXT NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    created_at    TIMESTAMP NOT NULL,
    last_seen_at  TIMESTAMP NOT NULL
);
INSERT INTO console_sessions_old
    SELECT token_hash, organizer_id, created_at, last_seen_at FROM console_sessions;
DROP TABLE console_sessions;
ALTER TABLE console_sessions_old RENAME TO console_sessions;
CREATE INDEX console_sessions_by_organizer ON console_sessions (organizer_id);
ALTER TABLE organizers RENAME COLUMN first_key_hash TO key_hash;
-- The organizer's oldest full key becomes its one key again; the others
-- are lost.
UPDATE organizers SET key_hash = (
    SELECT k.key_hash FROM api_keys k
    WHERE k.organizer_id = organizers.id AND k.scope = 'full'
    ORDER BY k.created_at ASC LIMIT 1)
    WHERE EXISTS (SELECT 1 FROM api_keys k
                  WHERE k.organizer_id = organizers.id AND k.scope = 'full');
DROP TABLE api_keys;
