//! Table files: one solved tier per file.
//!
//! Version 3 (written now):
//!
//! ```text
//! size  field
//! 8     magic "REYNTB\r\n"
//! 4     format version (u32, little-endian; all numbers are)
//! 4     length L of the rules key (u32)
//! L     rules key: the options that decide the tables (UTF-8)
//! 1     hunter pieces of the tier
//! 1     flock pieces of the tier
//! 2     progress of the sub-tier (u16; 0xFFFF for a whole tier, see crate::weighted)
//! 8     number of slots N (u64)
//! 2     palette entries P (u16, at most 256; 0: no palette)
//! 2P    the palette: the values of the tier (u16 each, ascending)
//! N|2N  values, one per position in the order of the tier's layout (`index::Layout`):
//!       with a palette one byte each, the index of the value in the palette; without,
//!       the value itself as a u16
//! 4     CRC-32 of everything before it
//! ```
//!
//! A value is packed in a u16: 0 draw, 0x4000|d win in d, 0x8000|d loss in d plies, for
//! the side to move. A tier rarely holds more than 256 different values (wins come at odd
//! distances, losses at even ones: Fox and Geese, longest 186 plies, has 188), so the
//! palette halves the files; a tier with more is written without one.
//!
//! Versions 1 and 2 are still read: no progress field (version 1) or a progress field and
//! no `0xFFFF` marker (version 2), no palette field, values as u16.
//!
//! A file is written under a temporary name and renamed when complete, so an interrupted
//! solve leaves only finished tiers behind.

mod read;
mod write;

pub(crate) use read::{Body, check_identity, check_values, header_of, read_counted, verify, version_of};
pub use read::{Header, decode, read, read_header};
pub use write::{Encoding, Writer, write};

use crate::tier::TierId;
use std::path::{Path, PathBuf};

/// The first bytes of every table file.
pub const MAGIC: &[u8; 8] = b"REYNTB\r\n";
/// The format version this crate writes (it reads 1 to this one).
pub const FORMAT_VERSION: u32 = 3;
/// The most palette entries: an index then fits a byte.
pub const PALETTE_MAX: usize = 256;
/// The progress field of a whole tier (no progress sub-tiers).
const WHOLE_TIER: u16 = 0xFFFF;

/// Why a table file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// Reading or writing failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// The file does not start like a table file.
    #[error("{0}: not a Reynard table file")]
    NotATable(PathBuf),
    /// Written by another format version.
    #[error("{path}: table format version {found}, this program reads versions 1 to {FORMAT_VERSION}")]
    Version {
        /// The file.
        path: PathBuf,
        /// Its version.
        found: u32,
    },
    /// Solved for other rules.
    #[error("{path}: the table belongs to other rules ({found}), not to {expected}")]
    WrongRules {
        /// The file.
        path: PathBuf,
        /// The rules key in the file.
        found: String,
        /// The rules key asked for.
        expected: String,
    },
    /// Holds another tier, or another number of positions.
    #[error(
        "{path}: holds tier {found} with {found_len} slots, expected tier {expected} with {expected_len}"
    )]
    WrongTier {
        /// The file.
        path: PathBuf,
        /// The tier in the file.
        found: TierId,
        /// Its slots.
        found_len: u64,
        /// The tier asked for.
        expected: TierId,
        /// The slots expected.
        expected_len: u64,
    },
    /// A placement file (see [`crate::placement_solve`]) that holds another placement
    /// tier, or another number of positions.
    #[error("{path}: holds placement tier {found}, expected {expected}")]
    WrongPlacementTier {
        /// The file.
        path: PathBuf,
        /// The tier in the file (pieces in the game, in hand, captured; slots).
        found: String,
        /// The tier asked for.
        expected: String,
    },
    /// Cut short or overlong.
    #[error("{path}: damaged table: {len} bytes, expected {expected}")]
    Length {
        /// The file.
        path: PathBuf,
        /// Its length.
        len: u64,
        /// The length the header implies.
        expected: u64,
    },
    /// The checksum does not match: the file is damaged.
    #[error("{path}: damaged table: checksum {found:08x}, computed {computed:08x}")]
    Checksum {
        /// The file.
        path: PathBuf,
        /// The stored checksum.
        found: u32,
        /// The checksum of the contents.
        computed: u32,
    },
    /// A palette entry that is no value.
    #[error("{path}: damaged table: bad palette entry {entry:04x}")]
    BadPalette {
        /// The file.
        path: PathBuf,
        /// The entry.
        entry: u16,
    },
    /// A block of a compressed table that does not decompress to what its index says.
    #[error("{path}: damaged compressed table: block {block}: {reason}")]
    Block {
        /// The file.
        path: PathBuf,
        /// The block.
        block: u64,
        /// What is wrong.
        reason: String,
    },
    /// A value that no solve writes (with a palette: an index past its end).
    #[error("{path}: damaged table: bad value {value:04x} at slot {slot}")]
    BadValue {
        /// The file.
        path: PathBuf,
        /// The slot.
        slot: u64,
        /// The value.
        value: u16,
    },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> TableError + '_ {
    move |source| TableError::Io { path: path.to_path_buf(), source }
}

/// The bytes of the header of a version 3 file up to the number of slots, included.
fn header(rules_key: &str, tier: TierId, len: u64) -> Vec<u8> {
    let mut head = Vec::with_capacity(32 + rules_key.len());
    head.extend_from_slice(MAGIC);
    head.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    head.extend_from_slice(&(rules_key.len() as u32).to_le_bytes());
    head.extend_from_slice(rules_key.as_bytes());
    head.extend_from_slice(&[tier.hunters, tier.flock]);
    head.extend_from_slice(&tier.progress.unwrap_or(WHOLE_TIER).to_le_bytes());
    head.extend_from_slice(&len.to_le_bytes());
    head
}

/// The size in bytes of the table file of a tier with `positions` positions, as a solve
/// plans it: with a full palette (one byte a value; a tier with more than 256 different
/// values takes 2 bytes a value, about twice as much).
pub fn file_len(rules_key: &str, tier: TierId, positions: u64) -> u64 {
    header(rules_key, tier, 0).len() as u64 + 2 + 2 * PALETTE_MAX as u64 + positions + 4
}
