-- Back to the seven languages of 2026-12-01 (a tournament in another
-- language loses its sheets' language: the reader's then decides).
UPDATE tournaments SET language = NULL
    WHERE language NOT IN ('en', 'de', 'it', 'nb', 'el', 'fr', 'es');
ALTER TABLE tournaments ADD CONSTRAINT tournaments_language_check
    CHECK (language IS NULL OR language IN ('en', 'de', 'it', 'nb', 'el', 'fr', 'es'));
