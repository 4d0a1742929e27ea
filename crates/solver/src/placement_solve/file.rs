//! Placement files: the values of one placement tier, both sides to move.
//!
//! ```text
//! size      field
//! 8         magic "REYNPV\r\n"
//! 4         format version (u32, little-endian; all numbers are)
//! 4         length L of the rules key (u32)
//! L         rules key (UTF-8, as in the table files)
//! 1         flock pieces of the game (on the board and in hand at the start)
//! 1         pieces in hand
//! 1         pieces captured
//! 8         number of slots N (u64): the layout of the ordinary tier with the same
//!           pieces on the board
//! ceil(N/4) values, four to a byte from the lowest bits: 0 draw, 1 win, 2 loss for the
//!           side to move
//! 4         CRC-32 of everything before it
//! ```
//!
//! A file is written under a temporary name and renamed when complete, so a stopped solve
//! leaves only whole tiers, and a solve started again reads them instead of solving them.

use super::{HandTier, Values};
use crate::table_file::TableError;
use std::io::Write;
use std::path::Path;

/// The first bytes of every placement file.
const MAGIC: &[u8; 8] = b"REYNPV\r\n";
/// The format version written and read.
const VERSION: u32 = 1;

/// What identifies a placement file's contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Identity<'a> {
    pub key: &'a str,
    pub total: u8,
    pub tier: HandTier,
    pub slots: u64,
}

impl Identity<'_> {
    fn describe(&self) -> String {
        format!(
            "{} in hand, {} captured of {}, {} slots",
            self.tier.in_hand, self.tier.captured, self.total, self.slots
        )
    }

    fn header(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + self.key.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(self.key.len() as u32).to_le_bytes());
        out.extend_from_slice(self.key.as_bytes());
        out.extend_from_slice(&[self.total, self.tier.in_hand, self.tier.captured]);
        out.extend_from_slice(&self.slots.to_le_bytes());
        out
    }
}

fn io(path: &Path) -> impl Fn(std::io::Error) -> TableError + '_ {
    move |source| TableError::Io { path: path.to_path_buf(), source }
}

/// Writes a tier's values.
///
/// # Errors
///
/// [`TableError::Io`] where the file cannot be written.
pub(super) fn write(path: &Path, id: &Identity<'_>, values: &Values) -> Result<(), TableError> {
    let temporary = path.with_extension("rpv.part");
    let header = id.header();
    let mut crc = crc32fast::Hasher::new();
    crc.update(&header);
    crc.update(&values.bytes);
    let mut file = std::io::BufWriter::new(std::fs::File::create(&temporary).map_err(io(&temporary))?);
    file.write_all(&header).map_err(io(&temporary))?;
    file.write_all(&values.bytes).map_err(io(&temporary))?;
    file.write_all(&crc.finalize().to_le_bytes()).map_err(io(&temporary))?;
    file.into_inner().map_err(|e| io(&temporary)(e.into_error()))?.sync_all().map_err(io(&temporary))?;
    std::fs::rename(&temporary, path).map_err(io(path))
}

/// Reads a tier's values, checked against what they must be.
///
/// # Errors
///
/// [`TableError`]: the file cannot be read, is no placement file, has another version,
/// belongs to other rules or another tier, or is damaged (length, checksum).
pub(super) fn read(path: &Path, id: &Identity<'_>) -> Result<Values, TableError> {
    let data = std::fs::read(path).map_err(io(path))?;
    if data.len() < 16 || &data[..8] != MAGIC {
        return Err(TableError::NotATable(path.to_path_buf()));
    }
    let word = |at: usize| u32::from_le_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]]);
    let version = word(8);
    if version != VERSION {
        return Err(TableError::Version { path: path.to_path_buf(), found: version });
    }
    let key_len = word(12) as usize;
    let header_len = 16 + key_len + 3 + 8;
    let damaged =
        |expected: u64| TableError::Length { path: path.to_path_buf(), len: data.len() as u64, expected };
    if data.len() < header_len {
        return Err(damaged(header_len as u64 + 4));
    }
    let key = String::from_utf8_lossy(&data[16..16 + key_len]);
    if key != id.key {
        return Err(TableError::WrongRules {
            path: path.to_path_buf(),
            found: key.into_owned(),
            expected: id.key.to_string(),
        });
    }
    let at = 16 + key_len;
    let mut slots = [0u8; 8];
    slots.copy_from_slice(&data[at + 3..at + 11]);
    let found = Identity {
        key: id.key,
        total: data[at],
        tier: HandTier { in_hand: data[at + 1], captured: data[at + 2] },
        slots: u64::from_le_bytes(slots),
    };
    if found != *id {
        return Err(TableError::WrongPlacementTier {
            path: path.to_path_buf(),
            found: found.describe(),
            expected: id.describe(),
        });
    }
    let expected = header_len as u64 + id.slots.div_ceil(4) + 4;
    if data.len() as u64 != expected {
        return Err(damaged(expected));
    }
    let body_end = data.len() - 4;
    let stored = word(body_end);
    let computed = crc32fast::hash(&data[..body_end]);
    if stored != computed {
        return Err(TableError::Checksum { path: path.to_path_buf(), found: stored, computed });
    }
    Ok(Values { bytes: data[header_len..body_end].to_vec() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(key: &str) -> Identity<'_> {
        Identity { key, total: 20, tier: HandTier { in_hand: 3, captured: 1 }, slots: 37 }
    }

    #[test]
    fn a_file_round_trips_and_damage_is_refused_with_why() {
        let dir = std::env::temp_dir().join(format!("reynard-rpv-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let path = dir.join("t.rpv");
        let values = Values { bytes: (0..10u8).map(|i| i.wrapping_mul(37) & 0b1001_0110).collect() };
        write(&path, &id("k=1"), &values).expect("written");
        assert_eq!(read(&path, &id("k=1")).expect("read").bytes, values.bytes);
        let err = |e: TableError| e.to_string();
        assert!(err(read(&path, &id("k=2")).unwrap_err()).contains("other rules"));
        let other = Identity { slots: 38, ..id("k=1") };
        assert!(err(read(&path, &other).unwrap_err()).contains("placement tier"));
        let mut data = std::fs::read(&path).expect("the file");
        let last = data.len() - 6;
        data[last] ^= 1;
        std::fs::write(&path, &data).expect("damaged");
        assert!(err(read(&path, &id("k=1")).unwrap_err()).contains("checksum"));
        std::fs::write(&path, &data[..data.len() - 1]).expect("cut");
        assert!(err(read(&path, &id("k=1")).unwrap_err()).contains("damaged"));
        std::fs::write(&path, b"hello").expect("other");
        assert!(err(read(&path, &id("k=1")).unwrap_err()).contains("not a Reynard"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
