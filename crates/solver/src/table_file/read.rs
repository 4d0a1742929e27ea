//! Reading table files: the header checked against the rules and tier asked for, the
//! checksum, and every value (in parallel, one pass).

use super::{FORMAT_VERSION, PALETTE_MAX, TableError, WHOLE_TIER, io};
use crate::counts::Counts;
use crate::tier::TierId;
use crate::value::{NONE, Value};
use rayon::prelude::*;
use std::ops::Range;
use std::path::Path;

/// Where the values of a checked file lie, and how they are stored.
#[derive(Clone, Debug)]
pub(crate) struct Body {
    /// The bytes of the values.
    pub range: Range<usize>,
    /// With a palette: the value of each index (`NONE` past the palette's end).
    pub palette: Option<Box<[u16; PALETTE_MAX]>>,
}

impl Body {
    /// Number of values.
    pub fn len(&self) -> u64 {
        let bytes = self.range.len() as u64;
        if self.palette.is_some() { bytes } else { bytes / 2 }
    }

    /// The packed value of slot `i` in the file's `bytes` (`None` past the end).
    #[inline(always)]
    pub fn get(&self, bytes: &[u8], i: u64) -> Option<u16> {
        let i = usize::try_from(i).ok()?;
        match &self.palette {
            Some(palette) => {
                let at = self.range.start.checked_add(i).filter(|&a| a < self.range.end)?;
                bytes.get(at).map(|&b| palette[b as usize])
            }
            None => {
                let at = self.range.start.checked_add(i.checked_mul(2)?).filter(|&a| a < self.range.end)?;
                match bytes.get(at..at + 2) {
                    Some(&[a, b]) => Some(u16::from_le_bytes([a, b])),
                    _ => None,
                }
            }
        }
    }

    /// Every value (a copy of the whole tier, 2 bytes a position).
    pub fn values(&self, bytes: &[u8]) -> Vec<u16> {
        let body = &bytes[self.range.clone()];
        match &self.palette {
            Some(palette) => body.par_iter().map(|&b| palette[b as usize]).collect(),
            None => body.par_chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect(),
        }
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

fn u16_at(bytes: &[u8], at: &mut usize, path: &Path) -> Result<u16, TableError> {
    let s = take(bytes, at, 2, path)?;
    Ok(u16::from_le_bytes([s[0], s[1]]))
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
fn scan(body: &[u8], palette: Option<&[u16; PALETTE_MAX]>) -> Vec<Scanned> {
    let width = if palette.is_some() { 1 } else { 2 };
    body.par_chunks(SCAN_CHUNK)
        .enumerate()
        .map(|(c, bytes)| {
            let mut crc = crc32fast::Hasher::new();
            crc.update(bytes);
            let first = (c * SCAN_CHUNK / width) as u64;
            let mut counts = Counts::default();
            let bad = match palette {
                Some(palette) => {
                    let histogram = histogram(bytes);
                    let bad_index = (0..PALETTE_MAX)
                        .find(|&i| histogram[i] > 0 && !counts.add_many(palette[i], histogram[i]));
                    bad_index.map(|i| {
                        let k = bytes.iter().position(|&b| b as usize == i).unwrap_or(0);
                        (first + k as u64, i as u16)
                    })
                }
                None => bytes.chunks_exact(2).enumerate().find_map(|(k, b)| {
                    let v = u16::from_le_bytes([b[0], b[1]]);
                    (!counts.add(v)).then_some((first + k as u64, v))
                }),
            };
            Scanned { crc, counts: bad.map_or(Ok(counts), Err) }
        })
        .collect()
}

/// How many times each byte occurs. Four tables, one for each byte of four in turn, added
/// up at the end: a run of equal bytes (a tier of draws) would otherwise make each count
/// wait for the one before it.
fn histogram(bytes: &[u8]) -> [u64; PALETTE_MAX] {
    let mut parts = [[0u32; PALETTE_MAX]; 4];
    let mut out = [0u64; PALETTE_MAX];
    // Counts of u32 cannot overflow within a piece of 2^30 bytes.
    for piece in bytes.chunks(1 << 30) {
        let mut quads = piece.chunks_exact(4);
        for q in &mut quads {
            parts[0][q[0] as usize] += 1;
            parts[1][q[1] as usize] += 1;
            parts[2][q[2] as usize] += 1;
            parts[3][q[3] as usize] += 1;
        }
        for &b in quads.remainder() {
            parts[0][b as usize] += 1;
        }
        for part in &mut parts {
            for (sum, n) in out.iter_mut().zip(part.iter_mut()) {
                *sum += *n as u64;
                *n = 0;
            }
        }
    }
    out
}

/// Checks and counts the values of a stretch of a table's body (as stored: palette indices
/// or u16); `first` is the slot of its first value, for the error.
pub(crate) fn check_values(
    path: &Path,
    bytes: &[u8],
    palette: Option<&[u16; PALETTE_MAX]>,
    first: u64,
) -> Result<Counts, TableError> {
    let mut counts = Counts::default();
    for chunk in scan(bytes, palette) {
        match chunk.counts {
            Ok(part) => counts = counts.merge(part),
            Err((slot, value)) => {
                return Err(TableError::BadValue { path: path.to_path_buf(), slot: first + slot, value });
            }
        }
    }
    Ok(counts)
}

/// The header of a table file's bytes and where its values start (for a file compressed
/// from it, which carries the header as it was).
pub(crate) fn header_of(path: &Path, bytes: &[u8]) -> Result<(Header, usize), TableError> {
    parse_header(path, bytes)
}

/// Checks that a header is the one of `tier` (`expected_len` slots) for `rules_key`.
pub(crate) fn check_identity(
    path: &Path,
    header: &Header,
    rules_key: &str,
    tier: TierId,
    expected_len: u64,
) -> Result<(), TableError> {
    if header.key != rules_key {
        return Err(TableError::WrongRules {
            path: path.to_path_buf(),
            found: header.key.clone(),
            expected: rules_key.to_string(),
        });
    }
    if header.tier != tier || header.len != expected_len {
        return Err(TableError::WrongTier {
            path: path.to_path_buf(),
            found: header.tier,
            found_len: header.len,
            expected: tier,
            expected_len,
        });
    }
    Ok(())
}

/// What a table file's header says.
#[derive(Debug)]
pub struct Header {
    /// The rules key.
    pub key: String,
    /// The tier.
    pub tier: TierId,
    /// Its slots.
    pub len: u64,
    /// The palette, where the values are written as indices into it.
    pub(crate) palette: Option<Box<[u16; PALETTE_MAX]>>,
}

/// Reads the header of a table file's bytes: what it holds, and where its values start.
fn parse_header(path: &Path, bytes: &[u8]) -> Result<(Header, usize), TableError> {
    let mut at = 0;
    if bytes.len() < super::MAGIC.len() || &bytes[..super::MAGIC.len()] != super::MAGIC {
        return Err(TableError::NotATable(path.to_path_buf()));
    }
    at += super::MAGIC.len();
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
        2 => Some(u16_at(bytes, &mut at, path)?),
        _ => Some(u16_at(bytes, &mut at, path)?).filter(|&p| p != WHOLE_TIER),
    };
    let tier = TierId { hunters: material[0], flock: material[1], progress };
    let mut n = [0u8; 8];
    n.copy_from_slice(take(bytes, &mut at, 8, path)?);
    let len = u64::from_le_bytes(n);
    let entries = if version >= 3 { u16_at(bytes, &mut at, path)? as usize } else { 0 };
    if entries > PALETTE_MAX {
        return Err(TableError::NotATable(path.to_path_buf()));
    }
    let palette = if entries > 0 {
        let mut palette = Box::new([NONE; PALETTE_MAX]);
        for slot in palette.iter_mut().take(entries) {
            let entry = u16_at(bytes, &mut at, path)?;
            if Value::unpack(entry).is_none() {
                return Err(TableError::BadPalette { path: path.to_path_buf(), entry });
            }
            *slot = entry;
        }
        Some(palette)
    } else {
        None
    };
    Ok((Header { key, tier, len, palette }, at))
}

/// Reads the header of the table file at `path` (only its first bytes).
///
/// # Errors
///
/// The file cannot be read, or does not start like a table file.
pub fn read_header(path: &Path) -> Result<Header, TableError> {
    use std::io::Read;
    let mut bytes = Vec::new();
    // Key, material, count and a full palette fit well within this.
    let file = std::fs::File::open(path).map_err(io(path))?;
    file.take(64 * 1024).read_to_end(&mut bytes).map_err(io(path))?;
    parse_header(path, &bytes).map(|(header, _)| header)
}

/// Checks the bytes of a table file for `rules_key` and `tier` with `expected_len` slots:
/// header, length, checksum, and every value. Returns where the values are and their counts.
pub(crate) fn verify(
    path: &Path,
    bytes: &[u8],
    rules_key: &str,
    tier: TierId,
    expected_len: u64,
) -> Result<(Body, Counts), TableError> {
    let (Header { key, tier: found, len: count, palette }, at) = parse_header(path, bytes)?;
    let width = if palette.is_some() { 1 } else { 2 };
    let expected_bytes = (at as u64).saturating_add(count.saturating_mul(width)).saturating_add(4);
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
    let chunks = scan(&bytes[at..body_end], palette.as_deref());
    for c in &chunks {
        crc.combine(&c.crc);
    }
    let computed = crc.finalize();
    if stored != computed {
        return Err(TableError::Checksum { path: path.to_path_buf(), found: stored, computed });
    }
    check_identity(
        path,
        &Header { key, tier: found, len: count, palette: None },
        rules_key,
        tier,
        expected_len,
    )?;
    let mut counts = Counts::default();
    for c in chunks {
        match c.counts {
            Ok(part) => counts = counts.merge(part),
            Err((slot, value)) => return Err(TableError::BadValue { path: path.to_path_buf(), slot, value }),
        }
    }
    Ok((Body { range: at..body_end, palette }, counts))
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
    Ok(body.values(bytes))
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
    Ok((body.values(&bytes), counts))
}

/// The format version of a table file, read from its first bytes.
pub(crate) fn version_of(path: &Path) -> Result<u32, TableError> {
    use std::io::Read;
    let mut head = [0u8; 12];
    std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut head)).map_err(io(path))?;
    if &head[..8] != super::MAGIC {
        return Err(TableError::NotATable(path.to_path_buf()));
    }
    Ok(u32::from_le_bytes([head[8], head[9], head[10], head[11]]))
}
