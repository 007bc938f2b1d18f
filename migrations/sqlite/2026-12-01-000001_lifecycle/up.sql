-- The lifecycle (RULES.md §6) as stored state: the tournament's status and
-- its intended top cut are columns the engine's state machine writes, and
-- every state column is checked. Keep in step with ../../postgres.
-- SQLite cannot add a CHECK to an existing column without rebuilding the
-- table (which would cascade-delete the pairings), so rounds get triggers.

ALTER TABLE tournaments ADD COLUMN status TEXT NOT NULL DEFAULT 'registration'
    CHECK (status IN ('registration', 'swiss', 'top_cut', 'finished'));
ALTER TABLE tournaments ADD COLUMN top_cut INTEGER
    CHECK (top_cut IS NULL OR top_cut = 0 OR (top_cut >= 2 AND (top_cut & (top_cut - 1)) = 0));

CREATE TRIGGER rounds_checked_insert BEFORE INSERT ON rounds
WHEN NEW.state NOT IN ('pairing', 'published', 'completed') OR NEW.kind NOT IN ('swiss', 'playoff')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: rounds state or kind');
END;

CREATE TRIGGER rounds_checked_update BEFORE UPDATE ON rounds
WHEN NEW.state NOT IN ('pairing', 'published', 'completed') OR NEW.kind NOT IN ('swiss', 'playoff')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: rounds state or kind');
END;

-- Existing tournaments: what the rounds say (completing the planned Swiss
-- rounds no longer finishes a tournament).
UPDATE tournaments SET status = CASE
    WHEN EXISTS (
        SELECT 1 FROM rounds r
        WHERE r.tournament_id = tournaments.id AND r.kind = 'playoff' AND r.state = 'completed'
          AND (SELECT COUNT(*) FROM pairings p
               WHERE p.tournament_id = r.tournament_id AND p.round_number = r.number) = 1
    ) THEN 'finished'
    WHEN EXISTS (SELECT 1 FROM rounds r WHERE r.tournament_id = tournaments.id AND r.kind = 'playoff')
        THEN 'top_cut'
    WHEN EXISTS (SELECT 1 FROM rounds r WHERE r.tournament_id = tournaments.id) THEN 'swiss'
    ELSE 'registration'
END;
