DROP TABLE match_reports;
ALTER TABLE audit_log DROP COLUMN actor_kind;
ALTER TABLE tournaments DROP COLUMN self_reporting;
