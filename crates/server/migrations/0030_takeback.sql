-- A takeback asked for in a casual game between people: the seat asking (0 or 1), until
-- the other player accepts or declines it, or a move is made.
ALTER TABLE games ADD COLUMN takeback_offer BIGINT;
