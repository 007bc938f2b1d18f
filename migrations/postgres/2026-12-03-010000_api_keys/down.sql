DROP INDEX console_sessions_by_key;
ALTER TABLE console_sessions DROP COLUMN key_id;
ALTER TABLE organizers RENAME COLUMN first_key_hash TO key_hash;
-- The organizer's first key still living (or else its newest full key)
-- becomes its one key again; the others are lost.
UPDATE organizers SET key_hash = k.key_hash
    FROM (SELECT DISTINCT ON (organizer_id) organizer_id, key_hash FROM api_keys
          WHERE scope = 'full' ORDER BY organizer_id, created_at ASC) k
    WHERE k.organizer_id = organizers.id;
DROP TABLE api_keys;
