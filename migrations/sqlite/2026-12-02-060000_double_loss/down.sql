ALTER TABLE pairings DROP COLUMN double_loss;
