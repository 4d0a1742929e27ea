-- A tournament's chat: one room, accounts only; `author` the name as registered.
CREATE TABLE tournament_chat (
    id TEXT PRIMARY KEY,
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    author TEXT NOT NULL,
    text TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX tournament_chat_by_tournament ON tournament_chat (tournament_id, created_ms);

-- The tournament a game belongs to, found by its id (aborts and takebacks are refused
-- there).
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
