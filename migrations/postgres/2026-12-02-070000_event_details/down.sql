DROP INDEX players_external_id;
ALTER TABLE players DROP COLUMN metadata;
ALTER TABLE players DROP COLUMN external_id;
ALTER TABLE tournaments DROP COLUMN metadata;
ALTER TABLE tournaments DROP COLUMN external_id;
ALTER TABLE tournaments DROP COLUMN location;
ALTER TABLE tournaments DROP COLUMN event_format;
ALTER TABLE tournaments DROP COLUMN time_zone;
ALTER TABLE tournaments DROP COLUMN starts_at;
