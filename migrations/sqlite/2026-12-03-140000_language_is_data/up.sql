-- A language is data (issue 29): the sheets' language is any folder of
-- api/locales/, checked by the service (`Lang`), not by a list here that
-- a new language would have to change (it allowed only the first seven,
-- so a Korean tournament failed with a 500). SQLite cannot drop a CHECK,
-- so the column is moved to one without it. Keep in step with
-- ../../postgres.
ALTER TABLE tournaments ADD COLUMN sheet_language TEXT;
UPDATE tournaments SET sheet_language = language;
ALTER TABLE tournaments DROP COLUMN language;
ALTER TABLE tournaments RENAME COLUMN sheet_language TO language;
