DROP TRIGGER rounds_checked_update;
DROP TRIGGER rounds_checked_insert;
ALTER TABLE tournaments DROP COLUMN top_cut;
ALTER TABLE tournaments DROP COLUMN status;
