ALTER TABLE rounds DROP CONSTRAINT rounds_kind_check;
ALTER TABLE rounds DROP CONSTRAINT rounds_state_check;
ALTER TABLE tournaments DROP COLUMN top_cut;
ALTER TABLE tournaments DROP COLUMN status;
