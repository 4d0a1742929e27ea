//! Random game ids and seat tokens; tokens are kept only as their SHA-256 hashes, compared
//! in constant time.

use crate::error::ApiError;
use sha2::{Digest, Sha256};

/// How a stored token hash begins (what does not is a token stored before hashing).
const HASH_PREFIX: &str = "sha256:";

/// Letters of game ids: lowercase letters and digits without look-alikes.
const ID_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// Length of a game id.
const ID_LEN: usize = 12;

/// Random bytes from the operating system.
fn random_bytes<const N: usize>() -> Result<[u8; N], ApiError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::NotAllowed(format!("no randomness: {e}")))?;
    Ok(bytes)
}

/// A new game id: 12 characters (about 59 bits).
pub fn new_game_id() -> Result<String, ApiError> {
    let bytes = random_bytes::<ID_LEN>()?;
    Ok(bytes.iter().map(|b| ID_ALPHABET[*b as usize % ID_ALPHABET.len()] as char).collect())
}

/// Whether `text` has the shape of a game id (checked before any lookup).
pub fn is_game_id(text: &str) -> bool {
    text.len() == ID_LEN && text.bytes().all(|b| ID_ALPHABET.contains(&b))
}

/// A new seat token: 32 hex digits (128 bits).
pub fn new_token() -> Result<String, ApiError> {
    let bytes = random_bytes::<16>()?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// The form a token is kept in: `sha256:` and the hash's 64 hex digits.
pub fn token_hash(token: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let digest = Sha256::digest(token.as_bytes());
    // Checked at every move: hex by table, not a `format!` per byte.
    let mut hash = String::with_capacity(HASH_PREFIX.len() + 2 * digest.len());
    hash.push_str(HASH_PREFIX);
    for byte in digest {
        hash.push(char::from(HEX[usize::from(byte >> 4)]));
        hash.push(char::from(HEX[usize::from(byte & 0xf)]));
    }
    hash
}

/// A stored token in its kept form: hashed now if it was stored raw (before hashing).
pub fn stored_token_hash(stored: &str) -> String {
    if is_token_hash(stored) { stored.to_string() } else { token_hash(stored) }
}

/// Whether a stored token is a hash.
pub fn is_token_hash(stored: &str) -> bool {
    stored.strip_prefix(HASH_PREFIX).is_some_and(|hex| hex.len() == 64)
}

/// A seed for the AI's deliberate mistakes.
pub fn new_seed() -> u64 {
    random_bytes::<8>().map(u64::from_le_bytes).unwrap_or(0x5EED)
}

/// Compares two tokens without an early exit on the first difference.
pub fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_hash_is_the_sha256_in_hex() {
        // FIPS 180-2's example: SHA-256 of `abc`.
        assert_eq!(
            token_hash("abc"),
            "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn ids_and_tokens_have_their_shape() {
        let id = new_game_id().expect("randomness");
        assert!(is_game_id(&id), "{id}");
        assert!(!is_game_id("../etc/passwd"));
        let token = new_token().expect("randomness");
        assert_eq!(token.len(), 32);
        assert!(same_token(&token, &token.clone()));
        assert!(!same_token(&token, "x"));
        let hash = token_hash(&token);
        assert!(is_token_hash(&hash) && !hash.contains(&token), "{hash}");
        assert_eq!(stored_token_hash(&token), hash);
        assert_eq!(stored_token_hash(&hash), hash);
    }
}
