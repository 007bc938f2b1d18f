DROP TABLE tournament_events;
ALTER TABLE tournaments DROP COLUMN event_seq;
