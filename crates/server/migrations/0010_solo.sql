-- One-player and pass-and-play games (peg solitaire, the Game of the Goose): kept apart from
-- `games`, whose rows have exactly two seats, sides and results by side. Numbered 0010 so
-- that the two-player schema can go on with 0002… without a clash.
-- `setup` is the game's JSON setup (holes, seats, dice, rule); `seed` the goose dice seed
-- (a u64, as text); `steps` counts the rows of `solo_steps` and guards every change
-- (an update names the count it read: a second writer finds it changed and is refused).
CREATE TABLE solo_games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    setup TEXT NOT NULL,
    token TEXT NOT NULL,
    seed TEXT,
    steps BIGINT NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

-- The steps of a game in order: a solitaire jump (`d2xd4`; a chain is several rows) or a
-- goose turn (its record line, `P1 5:5 1:12`).
CREATE TABLE solo_steps (
    game_id TEXT NOT NULL REFERENCES solo_games (id),
    ply BIGINT NOT NULL,
    step TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
