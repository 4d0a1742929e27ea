-- What an account is told of (a challenge received or answered, its move in a
-- correspondence game, a game over, a tournament): `kind` names it, `payload` its facts as
-- JSON; `read_ms` when the account marked it read (null: unread). A few hundred are kept
-- per account, the oldest dropped.
CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id),
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    read_ms BIGINT
);
CREATE INDEX notifications_by_account ON notifications (account, created_ms);
