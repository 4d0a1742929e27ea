-- Games and their moves. One schema for SQLite and PostgreSQL (through sqlx's Any driver):
-- text ids, BIGINT numbers (also for flags, 0/1), times in milliseconds since 1970.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    family TEXT NOT NULL,
    preset TEXT NOT NULL,
    options TEXT NOT NULL,
    seat0 TEXT NOT NULL,
    seat1 TEXT NOT NULL,
    token0 TEXT,
    token1 TEXT,
    joined0 BIGINT NOT NULL DEFAULT 0,
    joined1 BIGINT NOT NULL DEFAULT 0,
    public BIGINT NOT NULL DEFAULT 0,
    draw_offer BIGINT,
    declared TEXT,
    ply BIGINT NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    result TEXT,
    reason TEXT,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

CREATE INDEX games_by_status ON games (status, updated_ms);

CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    notation TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
