DROP INDEX players_code_hash;
ALTER TABLE players DROP COLUMN code_nonce;
ALTER TABLE players DROP COLUMN code_hash;
