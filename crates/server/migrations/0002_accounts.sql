-- Accounts, their secrets, ratings, challenges; seats held by accounts or named guests;
-- rated games and clocks. Same conventions as 0001 (BIGINT 0/1 flags, milliseconds).

-- `id` is the name in lower case (names are unique whatever their case); `name` as typed.
CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    bot BIGINT NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL
);

-- Sessions (`kind` = 'session', the cookie's secret) and personal API tokens ('api'),
-- kept as SHA-256 hashes like the seat tokens.
CREATE TABLE account_tokens (
    hash TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id),
    kind TEXT NOT NULL,
    label TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX account_tokens_by_account ON account_tokens (account);

-- One Glicko-2 rating per account and preset.
CREATE TABLE ratings (
    account TEXT NOT NULL REFERENCES accounts (id),
    preset TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (account, preset)
);
CREATE INDEX ratings_by_preset ON ratings (preset, rating);

-- A rating after each rated game (the player page's chart).
CREATE TABLE rating_history (
    account TEXT NOT NULL REFERENCES accounts (id),
    preset TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id),
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (account, game_id)
);

-- A challenge to a named player: `settings` is the game's JSON body; `status` open,
-- accepted, declined or cancelled; `game_id` once accepted.
CREATE TABLE challenges (
    id TEXT PRIMARY KEY,
    challenger TEXT NOT NULL REFERENCES accounts (id),
    challenged TEXT NOT NULL REFERENCES accounts (id),
    settings TEXT NOT NULL,
    status TEXT NOT NULL,
    game_id TEXT,
    created_ms BIGINT NOT NULL
);
CREATE INDEX challenges_by_challenged ON challenges (challenged, status);

-- Who holds a person's seat: an account (`account0/1`), else a guest by the name they
-- chose (`guest0/1`, may be null: an anonymous guest).
ALTER TABLE games ADD COLUMN account0 TEXT;
ALTER TABLE games ADD COLUMN account1 TEXT;
ALTER TABLE games ADD COLUMN guest0 TEXT;
ALTER TABLE games ADD COLUMN guest1 TEXT;
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
-- The time control (`fischer:INITIAL_MS:INCREMENT_MS` or `days:N`; null: untimed), each
-- seat's time left when its clock last stopped, and the running clock's seat and start.
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE games ADD COLUMN clock0_ms BIGINT;
ALTER TABLE games ADD COLUMN clock1_ms BIGINT;
ALTER TABLE games ADD COLUMN clock_seat BIGINT;
ALTER TABLE games ADD COLUMN clock_since_ms BIGINT;
-- A rematch: offered by a seat (`offer:0`, `offer:1`) or started (`game:ID`).
ALTER TABLE games ADD COLUMN rematch TEXT;
-- Counts the changes of a game: each write names the revision it read, so two servers
-- holding the same game cannot both change it (the second reloads and tries again).
ALTER TABLE games ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;
CREATE INDEX games_by_account0 ON games (account0, updated_ms);
CREATE INDEX games_by_account1 ON games (account1, updated_ms);

-- Seeks in the lobby: a player waiting for anyone to take the other side. `pool` is the
-- game asked for (preset, options, clock, rated) in one text, so that quick pairing finds
-- the same game; `token_hash` holds the seeker's seat once paired; `rating` is the
-- seeker's at the preset when seeking.
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    pool TEXT NOT NULL,
    account TEXT,
    guest TEXT,
    token_hash TEXT NOT NULL,
    settings TEXT NOT NULL,
    rating DOUBLE PRECISION,
    status TEXT NOT NULL,
    game_id TEXT,
    created_ms BIGINT NOT NULL
);
CREATE INDEX seeks_open ON seeks (status, pool, created_ms);

-- Chat in a game: the players' room and the spectators' room, kept apart. `seat` is the
-- writing player's seat (players' room); `author` the name shown.
CREATE TABLE chat_lines (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    room TEXT NOT NULL,
    author TEXT NOT NULL,
    guest BIGINT NOT NULL,
    seat BIGINT,
    text TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX chat_lines_by_game ON chat_lines (game_id, room, created_ms);

-- A player who muted the other in a game.
CREATE TABLE chat_mutes (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
