//! Random game ids and seat tokens, and comparing tokens in constant time.

use crate::error::ApiError;

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
    fn ids_and_tokens_have_their_shape() {
        let id = new_game_id().expect("randomness");
        assert!(is_game_id(&id), "{id}");
        assert!(!is_game_id("../etc/passwd"));
        let token = new_token().expect("randomness");
        assert_eq!(token.len(), 32);
        assert!(same_token(&token, &token.clone()));
        assert!(!same_token(&token, "x"));
    }
}
