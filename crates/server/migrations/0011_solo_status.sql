-- The solo games in the lobby's one list (`GET /api/games`): their status, result and end
-- reason are kept beside the setup, as `games` keeps them, so the list is read without
-- replaying any game. Rows stored before this migration start as `running`; the server
-- corrects one the first time it loads that game (its status is computed on every load).
ALTER TABLE solo_games ADD COLUMN status TEXT NOT NULL DEFAULT 'running';
ALTER TABLE solo_games ADD COLUMN result TEXT;
ALTER TABLE solo_games ADD COLUMN reason TEXT;

CREATE INDEX solo_games_by_status ON solo_games (status, updated_ms);
