-- The language of the printed sheets (issue #16): one of the seven
-- catalogue languages, or NULL (the reader's `Accept-Language` decides).
-- Keep in step with ../../sqlite.
ALTER TABLE tournaments ADD COLUMN language TEXT
    CONSTRAINT tournaments_language_check
    CHECK (language IS NULL OR language IN ('en', 'de', 'it', 'nb', 'el', 'fr', 'es'));
