-- A language is data (issue 29): the sheets' language is any folder of
-- api/locales/, checked by the service (`Lang`), not by a list here that
-- a new language would have to change (it allowed only the first seven,
-- so a Korean tournament failed with a 500). Keep in step with
-- ../../sqlite.
ALTER TABLE tournaments DROP CONSTRAINT tournaments_language_check;
