-- Back to the seven languages of 2026-12-01 (a tournament in another
-- language loses its sheets' language: the reader's then decides).
ALTER TABLE tournaments ADD COLUMN sheet_language TEXT
    CHECK (sheet_language IS NULL OR sheet_language IN ('en', 'de', 'it', 'nb', 'el', 'fr', 'es'));
UPDATE tournaments SET sheet_language = language
    WHERE language IN ('en', 'de', 'it', 'nb', 'el', 'fr', 'es');
ALTER TABLE tournaments DROP COLUMN language;
ALTER TABLE tournaments RENAME COLUMN sheet_language TO language;
