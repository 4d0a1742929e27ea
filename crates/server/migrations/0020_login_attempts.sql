-- Login attempts in fixed windows, kept in the database so that every server sharing it and
-- a restarted one see the same counts. `key` is `pair:NAME|ADDRESS` (one name from one
-- address), `address:ADDRESS` (every name from one address) or `name:NAME` (one name from
-- anywhere); `count` the attempts counted in the window that began at `window_ms`;
-- `admitted_ms` when the last attempt for a name under attack was let through (the spacing
-- of `name:` rows).
CREATE TABLE login_attempts (
    key TEXT PRIMARY KEY,
    window_ms BIGINT NOT NULL,
    count BIGINT NOT NULL,
    admitted_ms BIGINT NOT NULL
);
CREATE INDEX login_attempts_by_window ON login_attempts (window_ms);
