-- Moderation and the players' own data (see docs/operating.md, "Moderation").

-- A player who blocks another: the blocked account's challenges, seek acceptances, quick
-- pairings and chat lines no longer reach the blocker. One-way; account ids.
CREATE TABLE blocks (
    blocker TEXT NOT NULL REFERENCES accounts (id),
    blocked TEXT NOT NULL REFERENCES accounts (id),
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (blocker, blocked)
);
CREATE INDEX blocks_by_blocked ON blocks (blocked);

-- A report of a player or a game: `target` is `player:ACCOUNT_ID` or `game:GAME_ID` (one
-- open report per reporter and target); `reason` one of a short list, `text` the
-- reporter's words; `status` open or closed, with who closed it and why.
CREATE TABLE reports (
    id TEXT PRIMARY KEY,
    reporter TEXT NOT NULL REFERENCES accounts (id),
    target TEXT NOT NULL,
    player TEXT,
    game_id TEXT,
    reason TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    closed_by TEXT,
    resolution TEXT,
    closed_ms BIGINT
);
CREATE UNIQUE INDEX reports_open_once ON reports (reporter, target) WHERE status = 'open';
CREATE INDEX reports_by_status ON reports (status, created_ms);
CREATE INDEX reports_by_reporter ON reports (reporter, created_ms);

-- Roles an account holds (`moderator`), granted with `reynard admin grant`.
CREATE TABLE account_roles (
    account TEXT NOT NULL REFERENCES accounts (id),
    role TEXT NOT NULL,
    granted_ms BIGINT NOT NULL,
    PRIMARY KEY (account, role)
);

-- Every moderation action: who did what to whom and why. `moderator` is the moderator's
-- name (or `admin` for the command line), `target` a name, a report id or a chat line id.
CREATE TABLE audit_log (
    id TEXT PRIMARY KEY,
    moderator TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX audit_log_by_time ON audit_log (created_ms);

-- A closed account (it can no longer log in) and one whose games leave the leaderboards.
ALTER TABLE accounts ADD COLUMN closed_ms BIGINT;
ALTER TABLE accounts ADD COLUMN unlisted BIGINT NOT NULL DEFAULT 0;
