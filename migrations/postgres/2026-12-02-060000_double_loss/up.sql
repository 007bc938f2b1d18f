-- The double loss (RULES.md §1): both players of a table lost. Its games
-- are stored as 0-2-0 from player_a's side (and read 0-2-0 from player_b's
-- side too); this flag tells it apart from an ordinary 0-2-0 loss.
-- Keep in step with ../../sqlite.
ALTER TABLE pairings ADD COLUMN double_loss BOOLEAN NOT NULL DEFAULT FALSE
    CHECK (NOT double_loss OR (wins = 0 AND losses = 2 AND draws = 0));
