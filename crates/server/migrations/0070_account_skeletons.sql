-- A name's UTS #39 skeleton (its look: Latin `a` and Cyrillic `а` are one), unique, so that
-- no two accounts look alike even when registered at the same moment. Accounts from
-- before are filled in when the server opens the database; a name whose skeleton an older
-- account has keeps none (it stays valid).
ALTER TABLE accounts ADD COLUMN skeleton TEXT;
CREATE UNIQUE INDEX accounts_by_skeleton ON accounts (skeleton);
