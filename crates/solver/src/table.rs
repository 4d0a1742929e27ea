//! Table files: one solved tier per file.
//!
//! ```text
//! offset  size  field
//! 0       8     magic "REYNTB\r\n"
//! 8       4     format version (u32, little-endian)
//! 12      4     length L of the rules key (u32)
//! 16      L     rules key: the options that decide the tables (UTF-8)
//! 16+L    1     hunter pieces of the tier
//! 17+L    1     flock pieces of the tier
//! (18+L   2     version 2 only: the progress of the sub-tier, u16; P = 2, else P = 0)
//! 18+L+P  8     number of slots N (u64)
//! 26+L+P  2N    values, one per position in the order of the tier's layout
//!               (`index::Layout`), u16 little-endian: 0 draw, 0x4000|d win in d,
//!               0x8000|d loss in d, for the side to move
//! 26+L+P+2N 4   CRC-32 of everything before it
//! ```
//!
//! Version 1 is written for whole tiers, version 2 for progress sub-tiers (see
//! [`crate::weighted`]); both are read.
//!
//! A file is written under a temporary name and renamed when complete, so an interrupted
//! solve leaves only finished tiers behind.

use crate::context::TierId;
use crate::counts::Counts;
use rayon::prelude::*;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

/// The first bytes of every table file.
pub const MAGIC: &[u8; 8] = b"REYNTB\r\n";
/// The newest format version this crate writes and reads (version 1 files are whole tiers
/// and still written for them; version 2 adds the progress of a sub-tier).
pub const FORMAT_VERSION: u32 = 2;

/// The format version of a tier's file and its header bytes after the rules key.
fn tier_header(tier: TierId) -> (u32, Vec<u8>) {
    let mut head = vec![tier.hunters, tier.flock];
    match tier.progress {
        Some(p) => {
            head.extend_from_slice(&p.to_le_bytes());
            (2, head)
        }
        None => (1, head),
    }
}

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
    /// A value that no solve writes.
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

/// The size in bytes of the table file of a tier with `positions` positions.
pub fn file_len(rules_key: &str, tier: TierId, positions: u64) -> u64 {
    let head = 16 + rules_key.len() + tier_header(tier).1.len() + 8;
    head as u64 + 2 * positions + 4
}

/// The bytes of a table file.
pub fn encode(rules_key: &str, tier: TierId, values: &[u16]) -> Vec<u8> {
    let (version, tier_head) = tier_header(tier);
    let mut out = Vec::with_capacity(32 + rules_key.len() + 2 * values.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&version.to_le_bytes());
    out.extend_from_slice(&(rules_key.len() as u32).to_le_bytes());
    out.extend_from_slice(rules_key.as_bytes());
    out.extend_from_slice(&tier_head);
    out.extend_from_slice(&(values.len() as u64).to_le_bytes());
    for v in values {
        out.extend_from_slice(&v.to_le_bytes());
    }
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// Writes a table file (through a temporary file and a rename).
pub fn write(path: &Path, rules_key: &str, tier: TierId, values: &[u16]) -> Result<u64, TableError> {
    let mut writer = Writer::create(path, rules_key, tier, values.len() as u64)?;
    writer.push(values)?;
    writer.finish()
}

/// Writes a table file piece by piece: the header first, then the values in order, then
/// the checksum. The file gets its name only when complete ([`Writer::finish`]); a writer
/// dropped before that leaves a temporary file that no reader takes for a table.
#[derive(Debug)]
pub struct Writer {
    file: BufWriter<File>,
    tmp: PathBuf,
    path: PathBuf,
    crc: crc32fast::Hasher,
    /// Bytes written so far.
    bytes: u64,
    /// Values still expected.
    left: u64,
    buf: Vec<u8>,
}

impl Writer {
    /// Starts the file of `tier` with `len` values at `path`.
    pub fn create(path: &Path, rules_key: &str, tier: TierId, len: u64) -> Result<Writer, TableError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let tmp = path.with_extension("tmp");
        let file = File::create(&tmp).map_err(io(&tmp))?;
        let (version, tier_head) = tier_header(tier);
        let mut head = Vec::with_capacity(28 + rules_key.len());
        head.extend_from_slice(MAGIC);
        head.extend_from_slice(&version.to_le_bytes());
        head.extend_from_slice(&(rules_key.len() as u32).to_le_bytes());
        head.extend_from_slice(rules_key.as_bytes());
        head.extend_from_slice(&tier_head);
        head.extend_from_slice(&len.to_le_bytes());
        let mut w = Writer {
            file: BufWriter::with_capacity(1 << 20, file),
            tmp,
            path: path.to_path_buf(),
            crc: crc32fast::Hasher::new(),
            bytes: 0,
            left: len,
            buf: Vec::new(),
        };
        w.put(&head)?;
        Ok(w)
    }

    fn put(&mut self, bytes: &[u8]) -> Result<(), TableError> {
        self.crc.update(bytes);
        self.file.write_all(bytes).map_err(io(&self.tmp))?;
        self.bytes += bytes.len() as u64;
        Ok(())
    }

    /// Appends values.
    pub fn push(&mut self, values: &[u16]) -> Result<(), TableError> {
        self.left = self.left.checked_sub(values.len() as u64).ok_or_else(|| TableError::Length {
            path: self.path.clone(),
            len: self.bytes + 2 * values.len() as u64,
            expected: self.bytes,
        })?;
        let mut buf = std::mem::take(&mut self.buf);
        buf.clear();
        buf.extend(values.iter().flat_map(|v| v.to_le_bytes()));
        let done = self.put(&buf);
        self.buf = buf;
        done
    }

    /// Writes the checksum, makes the file durable and gives it its name; returns its size.
    pub fn finish(mut self) -> Result<u64, TableError> {
        if self.left != 0 {
            return Err(TableError::Length {
                path: self.path.clone(),
                len: self.bytes,
                expected: self.bytes + 2 * self.left,
            });
        }
        let crc = std::mem::take(&mut self.crc).finalize();
        self.put(&crc.to_le_bytes())?;
        let file = self
            .file
            .into_inner()
            .map_err(|e| TableError::Io { path: self.tmp.clone(), source: e.into_error() })?;
        file.sync_all().map_err(io(&self.tmp))?;
        std::fs::rename(&self.tmp, &self.path).map_err(io(&self.path))?;
        Ok(self.bytes)
    }
}

fn take<'a>(bytes: &'a [u8], at: &mut usize, n: usize, path: &Path) -> Result<&'a [u8], TableError> {
    let end = at.checked_add(n).filter(|&e| e <= bytes.len());
    match end {
        Some(end) => {
            let s = &bytes[*at..end];
            *at = end;
            Ok(s)
        }
        None => Err(TableError::NotATable(path.to_path_buf())),
    }
}

fn u32_at(bytes: &[u8], at: &mut usize, path: &Path) -> Result<u32, TableError> {
    let s = take(bytes, at, 4, path)?;
    Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
}

/// Bytes of a table body checked (and counted) as one unit of parallel work.
const SCAN_CHUNK: usize = 1 << 22;

/// What one chunk of a body holds: its checksum, and its counts or the first bad value.
struct Scanned {
    crc: crc32fast::Hasher,
    counts: Result<Counts, (u64, u16)>,
}

/// Checksums, checks and counts the values of a body (in parallel, one pass over it).
fn scan(body: &[u8]) -> Vec<Scanned> {
    body.par_chunks(SCAN_CHUNK)
        .enumerate()
        .map(|(c, bytes)| {
            let mut crc = crc32fast::Hasher::new();
            crc.update(bytes);
            let mut counts = Counts::default();
            let first = (c * SCAN_CHUNK / 2) as u64;
            let bad = bytes.chunks_exact(2).enumerate().find_map(|(k, b)| {
                let v = u16::from_le_bytes([b[0], b[1]]);
                (!counts.add(v)).then_some((first + k as u64, v))
            });
            Scanned { crc, counts: bad.map_or(Ok(counts), Err) }
        })
        .collect()
}

/// Checks the bytes of a table file for `rules_key` and `tier` with `expected_len` slots:
/// header, length, checksum, and every value. Returns where the values are and their counts.
pub(crate) fn verify(
    path: &Path,
    bytes: &[u8],
    rules_key: &str,
    tier: TierId,
    expected_len: u64,
) -> Result<(Range<usize>, Counts), TableError> {
    let mut at = 0;
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(TableError::NotATable(path.to_path_buf()));
    }
    at += MAGIC.len();
    let version = u32_at(bytes, &mut at, path)?;
    if !(1..=FORMAT_VERSION).contains(&version) {
        return Err(TableError::Version { path: path.to_path_buf(), found: version });
    }
    let key_len = u32_at(bytes, &mut at, path)? as usize;
    let key = take(bytes, &mut at, key_len, path)?;
    let key = String::from_utf8_lossy(key).to_string();
    let material = take(bytes, &mut at, 2, path)?;
    let progress = match version {
        1 => None,
        _ => {
            let p = take(bytes, &mut at, 2, path)?;
            Some(u16::from_le_bytes([p[0], p[1]]))
        }
    };
    let found = TierId { hunters: material[0], flock: material[1], progress };
    let mut n = [0u8; 8];
    n.copy_from_slice(take(bytes, &mut at, 8, path)?);
    let count = u64::from_le_bytes(n);
    let expected_bytes = (at as u64).saturating_add(count.saturating_mul(2)).saturating_add(4);
    if expected_bytes != bytes.len() as u64 {
        return Err(TableError::Length {
            path: path.to_path_buf(),
            len: bytes.len() as u64,
            expected: expected_bytes,
        });
    }
    let body_end = bytes.len() - 4;
    let stored =
        u32::from_le_bytes([bytes[body_end], bytes[body_end + 1], bytes[body_end + 2], bytes[body_end + 3]]);
    let mut crc = crc32fast::Hasher::new();
    crc.update(&bytes[..at]);
    let chunks = scan(&bytes[at..body_end]);
    for c in &chunks {
        crc.combine(&c.crc);
    }
    let computed = crc.finalize();
    if stored != computed {
        return Err(TableError::Checksum { path: path.to_path_buf(), found: stored, computed });
    }
    if key != rules_key {
        return Err(TableError::WrongRules {
            path: path.to_path_buf(),
            found: key,
            expected: rules_key.to_string(),
        });
    }
    if found != tier || count != expected_len {
        return Err(TableError::WrongTier {
            path: path.to_path_buf(),
            found,
            found_len: count,
            expected: tier,
            expected_len,
        });
    }
    let mut counts = Counts::default();
    for c in chunks {
        match c.counts {
            Ok(part) => counts = counts.merge(part),
            Err((slot, value)) => return Err(TableError::BadValue { path: path.to_path_buf(), slot, value }),
        }
    }
    Ok((at..body_end, counts))
}

/// Checks and decodes the bytes of a table file for `rules_key` and `tier` with
/// `expected_len` slots.
pub fn decode(
    path: &Path,
    bytes: &[u8],
    rules_key: &str,
    tier: TierId,
    expected_len: u64,
) -> Result<Vec<u16>, TableError> {
    let (body, _) = verify(path, bytes, rules_key, tier, expected_len)?;
    Ok(bytes[body].chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect())
}

/// Reads and checks a table file.
pub fn read(path: &Path, rules_key: &str, tier: TierId, expected_len: u64) -> Result<Vec<u16>, TableError> {
    let bytes = std::fs::read(path).map_err(io(path))?;
    decode(path, &bytes, rules_key, tier, expected_len)
}

/// Reads and checks a table file, with the counts of its values.
pub(crate) fn read_counted(
    path: &Path,
    rules_key: &str,
    tier: TierId,
    expected_len: u64,
) -> Result<(Vec<u16>, Counts), TableError> {
    let bytes = std::fs::read(path).map_err(io(path))?;
    let (body, counts) = verify(path, &bytes, rules_key, tier, expected_len)?;
    Ok((bytes[body].chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect(), counts))
}
