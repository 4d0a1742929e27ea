-- Tournaments (Swiss, round robin, arena) for two-player presets. `options` is a JSON
-- array; `clock` a time control's text (`fischer:INITIAL_MS:INCREMENT_MS`); `invite_hash`
-- the hash of the invitation token when only its holders may join (null: open to all);
-- `round` counts the pairings made (Swiss and round-robin rounds, arena waves): a server
-- pairs by moving it from the number it read, so two servers never pair the same round.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    creator TEXT NOT NULL REFERENCES accounts (id),
    preset TEXT NOT NULL,
    options TEXT NOT NULL,
    format TEXT NOT NULL,
    rounds BIGINT NOT NULL,
    minutes BIGINT NOT NULL,
    clock TEXT NOT NULL,
    rated BIGINT NOT NULL,
    bots BIGINT NOT NULL,
    invite_hash TEXT,
    starts_at_ms BIGINT,
    started_ms BIGINT,
    ends_at_ms BIGINT,
    status TEXT NOT NULL,
    round BIGINT NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL,
    finished_ms BIGINT
);
CREATE INDEX tournaments_by_status ON tournaments (status, created_ms);

-- The players: `account` the account id, `name` as registered, `rating` at joining (the
-- seeding), `withdrawn` 1 once they left (never paired again).
CREATE TABLE tournament_players (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    account TEXT NOT NULL REFERENCES accounts (id),
    name TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    joined_ms BIGINT NOT NULL,
    withdrawn BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, account)
);

-- The games of each round, planned when the round is paired (their ids chosen then, so
-- that whichever server creates a game creates the same one): `player0` plays the first
-- side, `player1` the second; a bye is a row with `player1` and `game_id` null. A meeting
-- of a Swiss or round robin is two legs on one board, the sides swapped.
CREATE TABLE tournament_games (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    round BIGINT NOT NULL,
    board BIGINT NOT NULL,
    leg BIGINT NOT NULL,
    player0 TEXT NOT NULL,
    player1 TEXT,
    game_id TEXT,
    PRIMARY KEY (tournament_id, round, board, leg)
);
