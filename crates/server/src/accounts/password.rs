//! Password hashes: Argon2id with the crate's recommended parameters, as PHC strings. Hashing
//! is slow on purpose, so it runs on a blocking thread, a few at a time.

use crate::error::ApiError;
use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// Runs password hashes off the async runtime, at most `permits` at once.
#[derive(Clone, Debug)]
pub struct Hasher {
    permits: Arc<Semaphore>,
}

impl Hasher {
    /// At most `permits` hashes at once.
    pub fn new(permits: usize) -> Hasher {
        Hasher { permits: Arc::new(Semaphore::new(permits.max(1))) }
    }

    /// The PHC string of `password`.
    ///
    /// # Errors
    ///
    /// The hasher failed (no randomness for the salt), or its thread did.
    pub async fn hash(&self, password: String) -> Result<String, ApiError> {
        let _permit = self.permits.acquire().await.map_err(|_| ApiError::Busy)?;
        tokio::task::spawn_blocking(move || {
            Argon2::default()
                .hash_password(password.as_bytes())
                .map(|hash| hash.to_string())
                .map_err(|e| ApiError::Corrupt(format!("cannot hash the password: {e}")))
        })
        .await
        .map_err(|_| ApiError::Busy)?
    }

    /// Whether `password` matches the PHC string `hash` (false for a hash that cannot be
    /// read).
    pub async fn verify(&self, password: String, hash: String) -> bool {
        let Ok(_permit) = self.permits.acquire().await else { return false };
        tokio::task::spawn_blocking(move || {
            Argon2::default().verify_password(password.as_bytes(), hash.as_str()).is_ok()
        })
        .await
        .unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_accepts_its_password_only() {
        let hasher = Hasher::new(1);
        let hash = hasher.hash("correct horse".into()).await.expect("hashed");
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(!hash.contains("correct horse"));
        assert!(hasher.verify("correct horse".into(), hash.clone()).await);
        assert!(!hasher.verify("correct horsf".into(), hash).await);
        assert!(!hasher.verify("x".into(), "not a hash".into()).await);
    }
}
