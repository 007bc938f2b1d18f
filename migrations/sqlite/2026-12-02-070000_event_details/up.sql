-- What a store keeps about an event (issue #23): when it starts (UTC, like
-- every stored time), the IANA time zone its times are shown in, its
-- format and location as free text, and the store's own id and metadata
-- (a JSON object of strings; NULL: none) on tournaments and players. The
-- service checks the values; the columns only hold them.
-- Keep in step with ../../postgres.
ALTER TABLE tournaments ADD COLUMN starts_at TIMESTAMP;
ALTER TABLE tournaments ADD COLUMN time_zone TEXT;
ALTER TABLE tournaments ADD COLUMN event_format TEXT;
ALTER TABLE tournaments ADD COLUMN location TEXT;
ALTER TABLE tournaments ADD COLUMN external_id TEXT;
ALTER TABLE tournaments ADD COLUMN metadata TEXT;
ALTER TABLE players ADD COLUMN external_id TEXT;
ALTER TABLE players ADD COLUMN metadata TEXT;
CREATE INDEX players_external_id ON players (tournament_id, external_id);
