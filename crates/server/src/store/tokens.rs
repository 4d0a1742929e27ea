//! Seat tokens are stored as SHA-256 hashes (`sha256:…`). Rows written before that hold the
//! raw token: on opening, the store hashes them in place, so the database keeps no raw
//! token and those games go on with the same tokens (their holders still hold them). SQL
//! cannot hash portably (SQLite has no SHA-256), hence this step in Rust rather than in a
//! migration; it finds nothing to do once every row is hashed.

use crate::ids::{is_token_hash, token_hash};
use sqlx::{AnyPool, Row};

/// Hashes every token still stored raw; returns how many games were rewritten.
pub(super) async fn hash_raw_tokens(pool: &AnyPool) -> Result<usize, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, token0, token1 FROM games \
         WHERE (token0 IS NOT NULL AND token0 NOT LIKE 'sha256:%') \
            OR (token1 IS NOT NULL AND token1 NOT LIKE 'sha256:%')",
    )
    .fetch_all(pool)
    .await?;
    let hashed = |stored: Option<String>| stored.map(|t| if is_token_hash(&t) { t } else { token_hash(&t) });
    for row in &rows {
        let id: String = row.try_get(0)?;
        let (token0, token1) = (hashed(row.try_get(1)?), hashed(row.try_get(2)?));
        sqlx::query("UPDATE games SET token0 = $2, token1 = $3 WHERE id = $1")
            .bind(id)
            .bind(token0)
            .bind(token1)
            .execute(pool)
            .await?;
    }
    Ok(rows.len())
}
