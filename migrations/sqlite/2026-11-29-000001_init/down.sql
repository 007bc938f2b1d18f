DROP TABLE audit_log;
DROP TABLE pairings;
DROP TABLE rounds;
DROP TABLE players;
DROP TABLE tournaments;
DROP TABLE organizers;
