DROP TABLE clock_extensions;
DROP TABLE round_clocks;
ALTER TABLE tournaments DROP COLUMN clock_starts_at_publish;
ALTER TABLE tournaments DROP COLUMN round_time_limit_s;
