-- Player codes (issue #15, RULES.md §12): a player's secret code is
-- never stored. `code_hash` is the SHA-256 (hex) of the code, for the
-- look-up of `Authorization: Player <code>` and `/p/<code>`;
-- `code_nonce` (hex, 16 random bytes) is what the code is derived from
-- with a key held outside the database (PLANESFORGE_PLAYER_CODE_KEY), so
-- the slips can be printed again while the database alone reveals no code.
-- Players registered before this migration have no code (NULL) until the
-- organizer rotates one: SQL cannot derive codes without the key.
-- Keep in step with ../../postgres.
ALTER TABLE players ADD COLUMN code_hash TEXT;
ALTER TABLE players ADD COLUMN code_nonce TEXT;
CREATE UNIQUE INDEX players_code_hash ON players (code_hash);
