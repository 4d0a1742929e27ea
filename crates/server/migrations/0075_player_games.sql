-- A player's games searched and exported (`GET /api/players/{name}/games`): each game's
-- speed (crate::speed: bullet, blitz, rapid, classical, correspondence, untimed) kept
-- beside its clock so the filter is a column; rows stored before this migration get it
-- here where SQL can tell (untimed, correspondence) and from the server at start for
-- Fischer clocks (their text is parsed in Rust: `store::rows::fill_speeds`).
-- The list walks each seat's games newest first by creation, `(created_ms, id)` the key
-- of its pages: one index a seat.
ALTER TABLE games ADD COLUMN speed TEXT;
UPDATE games SET speed = 'untimed' WHERE clock IS NULL;
UPDATE games SET speed = 'correspondence' WHERE clock LIKE 'days:%';
CREATE INDEX games_by_account0_created ON games (account0, created_ms, id);
CREATE INDEX games_by_account1_created ON games (account1, created_ms, id);
-- The rows whose speed the server still has to set (none once it has): the check at each
-- start reads this small index instead of every game.
CREATE INDEX games_speed_unset ON games (id) WHERE speed IS NULL;
