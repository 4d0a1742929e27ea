//! Compressed table files (`.rtbz`): a table file's values in blocks, each compressed with
//! zstd, with an index to find a position's block, so that a probe reads and decompresses
//! one block (16,384 values) instead of mapping the whole tier. Lossless: every value and
//! distance is kept.
//!
//! ```text
//! size     field
//! 8        magic "REYNTBZ\n"
//! 4        format version (u32, little-endian; all numbers are)
//! 4        length H of the table header
//! H        the header of the table file it was made from (format 3: rules key, tier,
//!          slots, palette), as it was: the values are stored as there
//! 4        values per block B
//! 8        blocks K
//! 8(K+1)   where each block's compressed bytes start, from the start of the data (the
//!          last entry: the data's length)
//! 4K       CRC-32 of each block's values as stored (palette indices or u16)
//! 4        CRC-32 of everything before it
//! …        the blocks: zstd frames, each of B values (the last one of the rest)
//! ```
//!
//! Version 2 is the same with **values only**: each block holds win, draw or loss for the
//! side to move, 2 bits a position (0 draw, 1 win, 2 loss; four to a byte, the first in the
//! low bits; 65,536 values a block), read as a win or a loss of [`UNKNOWN_DISTANCE`]. Perfect play from such a
//! table needs a search to choose among the winning moves (see the search's oracle).
//!
//! Version 3 is **sparse**: every value and distance of some ranges of slots only, the
//! rest read as [`SEARCHED`], found by the prober through the moves to kept positions
//! (which ranges, and why a short search always reaches them: `crate::sparse`). After the
//! values per block come the ranges:
//!
//! ```text
//! 8        ranges R
//! 16R      each range's first slot and the slot after its last (increasing, disjoint)
//! ```
//!
//! and the blocks hold the kept values one range after another.
//!
//! Opening checks everything (header, index, every block decompressed and its checksum,
//! every value), as an uncompressed table is checked: a damaged file is refused, never
//! used. Then only the index is kept in memory, with a few blocks decompressed lately.

use crate::counts::Counts;
use crate::table_file::{self, Body, FORMAT_VERSION, Header, PALETTE_MAX, TableError};
use crate::tier::TierId;
use crate::value::{DRAW, LOSS, SEARCHED, UNKNOWN_DISTANCE, WIN};
use rayon::prelude::*;
use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::ops::Range;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The first bytes of every compressed table file.
pub const MAGIC: &[u8; 8] = b"REYNTBZ\n";
/// The format version of files with every distance.
pub const VERSION: u32 = 1;
/// The format version of files with values only.
pub const VALUES_ONLY_VERSION: u32 = 2;
/// The format version of sparse files (every value of some ranges of slots).
pub const SPARSE_VERSION: u32 = 3;
/// The packed value of each 2-bit code of a values-only file.
const CODES: [u16; 3] = [DRAW, WIN | UNKNOWN_DISTANCE, LOSS | UNKNOWN_DISTANCE];
/// Values in a block.
pub const BLOCK: u64 = 1 << 14;
/// Values in a block of a values-only file: as many bytes as [`BLOCK`] with distances.
pub const VALUES_ONLY_BLOCK: u64 = BLOCK * 4;
/// Blocks kept decompressed (a direct-mapped cache: block `k` in slot `k % CACHED`; at
/// most 16 MB a table, filled as probes read). The search of a sparse table reads a hundred
/// blocks or so of one or two tiers: with 64 slots they pushed each other out and were
/// decompressed again (Fox and Geese's tiers 6–11 on a warm page cache: p99 9.6 ms with 256
/// slots, 4.8 ms with 1,024).
const CACHED: usize = 1024;
/// Blocks compressed at a time (in parallel) while writing.
const BATCH: usize = 64;

/// The compressed file beside the table file `path`.
pub fn compressed_path(path: &Path) -> PathBuf {
    path.with_extension("rtbz")
}

/// What a compressed file keeps of its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contents {
    /// Every value with its distance.
    Every,
    /// Win, draw or loss only, without distances.
    ValuesOnly,
    /// Every value with its distance in these ranges of slots (increasing, disjoint, within
    /// the table); the others read as [`SEARCHED`]. Only a caller that knows the rules can
    /// choose ranges a search completes (`Tablebase::compress_sparse`).
    Kept(Vec<Range<u64>>),
}

impl Contents {
    fn version(&self) -> u32 {
        match self {
            Contents::Every => VERSION,
            Contents::ValuesOnly => VALUES_ONLY_VERSION,
            Contents::Kept(_) => SPARSE_VERSION,
        }
    }
}

/// A range of kept slots of a sparse file, and where its values start among those stored.
#[derive(Clone, Debug)]
struct KeptRange {
    slots: Range<u64>,
    stored_from: u64,
}

/// Whether the tier of table file `path` is there: the file, or its compressed one.
pub fn table_exists(path: &Path) -> bool {
    path.exists() || compressed_path(path).exists()
}

/// A checked compressed table, read block by block.
#[derive(Debug)]
pub(crate) struct CompressedTable {
    path: PathBuf,
    file: File,
    len: u64,
    /// Values stored: `len`, but for a sparse file the kept slots only.
    stored: u64,
    /// The kept ranges of a sparse file, `None` where every slot is kept.
    kept: Option<Vec<KeptRange>>,
    width: u64,
    /// Values in a block (the last one holds the rest).
    block: u64,
    /// Win, draw or loss only, 2 bits a value (version 2).
    values_only: bool,
    palette: Option<Box<[u16; PALETTE_MAX]>>,
    /// Where each block's frame starts in the file, and where the last ends.
    offsets: Vec<u64>,
    cache: Vec<Mutex<Option<CachedBlock>>>,
}

/// A block decompressed lately: its number and its values as stored.
type CachedBlock = (u64, Arc<[u8]>);

impl CompressedTable {
    /// Opens and checks the compressed table of `tier` (`expected_len` slots) for
    /// `rules_key`; returns it with the counts of its values.
    pub fn open(
        path: &Path,
        rules_key: &str,
        tier: TierId,
        expected_len: u64,
    ) -> Result<(CompressedTable, Counts), TableError> {
        let io = |source| TableError::Io { path: path.to_path_buf(), source };
        let file = File::open(path).map_err(io)?;
        let file_len = file.metadata().map_err(io)?.len();
        let not_one = || TableError::NotATable(path.to_path_buf());
        let mut prefix = vec![0u8; 16];
        file.read_exact_at(&mut prefix, 0).map_err(|_| not_one())?;
        if &prefix[..8] != MAGIC {
            return Err(not_one());
        }
        let version = u32::from_le_bytes(prefix[8..12].try_into().map_err(|_| not_one())?);
        if ![VERSION, VALUES_ONLY_VERSION, SPARSE_VERSION].contains(&version) {
            return Err(TableError::Version { path: path.to_path_buf(), found: version });
        }
        let header_len = u64::from(u32::from_le_bytes(prefix[12..16].try_into().map_err(|_| not_one())?));
        // `n` bytes at `from`, checked against the file's length first.
        let read = |from: u64, n: Option<u64>| -> Result<Vec<u8>, TableError> {
            let end = n.and_then(|n| from.checked_add(n)).unwrap_or(u64::MAX);
            if end > file_len {
                return Err(TableError::Length { path: path.to_path_buf(), len: file_len, expected: end });
            }
            let mut bytes = vec![0u8; (end - from) as usize];
            file.read_exact_at(&mut bytes, from).map_err(io)?;
            Ok(bytes)
        };
        let word =
            |bytes: &[u8], at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or([0; 8]));
        // The table's header and the block size; then, in a sparse file, the kept ranges;
        // then the block count. All of it is under the checksum that ends the index.
        let at = 16 + header_len;
        let mut head = read(0, Some(at + 4))?;
        let (Header { key, tier: found, len, palette }, _) =
            table_file::header_of(path, &head[16..at as usize])?;
        let block = u64::from(u32::from_le_bytes(head[at as usize..].try_into().map_err(|_| not_one())?));
        let ranges = if version == SPARSE_VERSION {
            let count = word(&read(at + 4, Some(8))?, 0);
            head.extend(count.to_le_bytes());
            let bytes = read(at + 12, count.checked_mul(16))?;
            head.extend(&bytes);
            Some(
                (0..count as usize)
                    .map(|r| word(&bytes, 16 * r)..word(&bytes, 16 * r + 8))
                    .collect::<Vec<_>>(),
            )
        } else {
            None
        };
        let blocks = word(&read(head.len() as u64, Some(8))?, 0);
        head.extend(blocks.to_le_bytes());
        let fixed = head.len() as u64;
        let kept = ranges.map(|ranges| kept_ranges(path, ranges, len)).transpose()?;
        let stored = kept
            .as_ref()
            .map_or(len, |kept| kept.last().map_or(0, |r| r.stored_from + r.slots.end - r.slots.start));
        if block == 0 || blocks != stored.div_ceil(block) {
            return Err(TableError::Block {
                path: path.to_path_buf(),
                block: blocks,
                reason: "bad block count".into(),
            });
        }
        let index_len = 8 * (blocks + 1) + 4 * blocks + 4;
        let data_start = fixed + index_len;
        if data_start > file_len {
            return Err(TableError::Length { path: path.to_path_buf(), len: file_len, expected: data_start });
        }
        let mut index = vec![0u8; index_len as usize];
        file.read_exact_at(&mut index, fixed).map_err(io)?;
        let mut crc = crc32fast::Hasher::new();
        crc.update(&head);
        crc.update(&index[..index.len() - 4]);
        let stored_crc = u32::from_le_bytes(index[index.len() - 4..].try_into().map_err(|_| not_one())?);
        let computed = crc.finalize();
        if stored_crc != computed {
            return Err(TableError::Checksum { path: path.to_path_buf(), found: stored_crc, computed });
        }
        let header = Header { key, tier: found, len, palette };
        table_file::check_identity(path, &header, rules_key, tier, expected_len)?;
        let palette = header.palette;
        let offsets: Vec<u64> = (0..=blocks as usize).map(|k| data_start + word(&index, 8 * k)).collect();
        let crcs_at = 8 * (blocks as usize + 1);
        let crcs: Vec<u32> = (0..blocks as usize)
            .map(|k| {
                u32::from_le_bytes(index[crcs_at + 4 * k..crcs_at + 4 * k + 4].try_into().unwrap_or([0; 4]))
            })
            .collect();
        if offsets.windows(2).any(|w| w[0] > w[1]) || offsets.last() != Some(&file_len) {
            let expected = offsets.last().copied().unwrap_or(0);
            return Err(TableError::Length { path: path.to_path_buf(), len: file_len, expected });
        }
        let width = if palette.is_some() { 1 } else { 2 };
        let table = CompressedTable {
            path: path.to_path_buf(),
            file,
            len,
            stored,
            kept,
            width,
            block,
            values_only: version == VALUES_ONLY_VERSION,
            palette,
            offsets,
            cache: (0..CACHED).map(|_| Mutex::new(None)).collect(),
        };
        let counts = (0..blocks)
            .into_par_iter()
            .map(|k| {
                let bytes = table.decompress(k)?;
                let computed = crc32fast::hash(&bytes);
                if computed != crcs[k as usize] {
                    return Err(
                        table.damaged(k, format!("checksum {computed:08x}, stored {:08x}", crcs[k as usize]))
                    );
                }
                if table.values_only {
                    table.check_codes(k, &bytes)
                } else {
                    table_file::check_values(path, &bytes, table.palette.as_deref(), k * block)
                }
            })
            .try_reduce(Counts::default, |a, b| Ok(a.merge(b)))?;
        Ok((table, counts))
    }

    /// Number of values.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the file keeps only some slots (the rest read as [`SEARCHED`]).
    pub fn is_sparse(&self) -> bool {
        self.kept.is_some()
    }

    /// Where slot `i` is among the values stored, `None` where a sparse file does not keep
    /// it.
    fn stored_index(&self, i: u64) -> Option<u64> {
        self.kept.as_deref().map_or(Some(i), |kept| stored_index(kept, i))
    }

    /// Forgets the blocks decompressed lately (for measures of a cold probe).
    pub fn clear_cache(&self) {
        for slot in &self.cache {
            if let Ok(mut slot) = slot.lock() {
                *slot = None;
            }
        }
    }

    /// Whether the file keeps slot `i` (every slot of a file that is not sparse).
    pub fn is_kept(&self, i: u64) -> bool {
        i < self.len && self.stored_index(i).is_some()
    }

    /// Asks the system to read the block of slot `i` from the disk now, without waiting:
    /// a search that will read many blocks asks for them all first, so that the disk
    /// reads them together. Nothing for a slot not kept, or a block decompressed already.
    pub fn will_need(&self, i: u64) {
        let Some(k) = self.stored_index(i).filter(|_| i < self.len).map(|s| s / self.block) else { return };
        let cached = self.cache[(k % CACHED as u64) as usize]
            .lock()
            .ok()
            .is_some_and(|c| c.as_ref().is_some_and(|(b, _)| *b == k));
        if !cached {
            let (start, end) = (self.offsets[k as usize], self.offsets[k as usize + 1]);
            crate::disk::read_ahead(&self.file, start, end - start);
        }
    }

    /// The packed value of slot `i` ([`SEARCHED`] for a slot a sparse file does not keep),
    /// `None` past the end (or where the disk fails: the file was checked whole when
    /// opened).
    pub fn get(&self, i: u64) -> Option<u16> {
        if i >= self.len {
            return None;
        }
        let Some(i) = self.stored_index(i) else { return Some(SEARCHED) };
        let (k, at) = (i / self.block, i % self.block);
        let slot = &self.cache[(k % CACHED as u64) as usize];
        let bytes = {
            let cached = slot.lock().ok()?.as_ref().filter(|(b, _)| *b == k).map(|(_, bytes)| bytes.clone());
            match cached {
                Some(bytes) => bytes,
                None => {
                    let bytes: Arc<[u8]> = self.decompress(k).ok()?.into();
                    *slot.lock().ok()? = Some((k, bytes.clone()));
                    bytes
                }
            }
        };
        if self.values_only {
            let code = (bytes.get((at / 4) as usize)? >> (2 * (at % 4))) & 3;
            return CODES.get(code as usize).copied();
        }
        let body = Body { range: 0..bytes.len(), palette: self.palette.clone() };
        body.get(&bytes, at)
    }

    /// Checks and counts the codes of values-only block `k`.
    fn check_codes(&self, k: u64, bytes: &[u8]) -> Result<Counts, TableError> {
        let values = self.block.min(self.stored - k * self.block);
        let mut counts = Counts::default();
        for i in 0..values {
            let code = (bytes[(i / 4) as usize] >> (2 * (i % 4))) & 3;
            let packed = CODES.get(code as usize).copied();
            if !packed.is_some_and(|v| counts.add(v)) {
                return Err(self.damaged(k, format!("bad code {code} at slot {}", k * self.block + i)));
            }
        }
        Ok(counts)
    }

    /// Bytes block `k` decompresses to.
    fn block_bytes(&self, k: u64) -> usize {
        let values = self.block.min(self.stored - k * self.block);
        if self.values_only { values.div_ceil(4) as usize } else { (values * self.width) as usize }
    }

    /// The values of block `k` as stored.
    fn decompress(&self, k: u64) -> Result<Vec<u8>, TableError> {
        let (start, end) = (self.offsets[k as usize], self.offsets[k as usize + 1]);
        let mut frame = vec![0u8; (end - start) as usize];
        self.file
            .read_exact_at(&mut frame, start)
            .map_err(|source| TableError::Io { path: self.path.clone(), source })?;
        let expected = self.block_bytes(k);
        // One decompression context a thread: making one costs more than a block.
        thread_local! {
            static CONTEXT: std::cell::RefCell<Option<zstd::bulk::Decompressor<'static>>> =
                const { std::cell::RefCell::new(None) };
        }
        let bytes = CONTEXT
            .with(|cell| {
                let mut cell = cell.borrow_mut();
                if cell.is_none() {
                    *cell = Some(zstd::bulk::Decompressor::new()?);
                }
                match cell.as_mut() {
                    Some(context) => context.decompress(&frame, expected),
                    None => zstd::bulk::decompress(&frame, expected),
                }
            })
            .map_err(|e| self.damaged(k, e.to_string()))?;
        if bytes.len() != expected {
            return Err(self.damaged(k, format!("{} bytes, expected {expected}", bytes.len())));
        }
        Ok(bytes)
    }

    fn damaged(&self, block: u64, reason: String) -> TableError {
        TableError::Block { path: self.path.clone(), block, reason }
    }
}

/// The kept ranges of a sparse file of `len` slots, with where each one's values start
/// among those stored.
///
/// # Errors
///
/// A range that is empty, past the end, or not after the one before it.
fn kept_ranges(path: &Path, ranges: Vec<Range<u64>>, len: u64) -> Result<Vec<KeptRange>, TableError> {
    let mut stored_from = 0;
    let mut after = 0;
    let mut kept = Vec::with_capacity(ranges.len());
    for (r, slots) in ranges.into_iter().enumerate() {
        if slots.start < after || slots.is_empty() || slots.end > len {
            let reason = format!(
                "kept range {r} ({}..{}) is not within the table and after the one before",
                slots.start, slots.end
            );
            return Err(TableError::Block { path: path.to_path_buf(), block: 0, reason });
        }
        after = slots.end;
        let next = stored_from + (slots.end - slots.start);
        kept.push(KeptRange { slots, stored_from });
        stored_from = next;
    }
    Ok(kept)
}

/// Where slot `i` is among the values stored of the kept ranges `kept`, `None` outside them.
fn stored_index(kept: &[KeptRange], i: u64) -> Option<u64> {
    let range = kept.get(kept.partition_point(|r| r.slots.start <= i).checked_sub(1)?)?;
    (i < range.slots.end).then(|| range.stored_from + (i - range.slots.start))
}

/// What compressing one table file did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompressReport {
    /// The file written.
    pub path: PathBuf,
    /// The tier.
    pub tier: TierId,
    /// Its positions.
    pub positions: u64,
    /// The table file's size, in bytes.
    pub before: u64,
    /// The compressed file's.
    pub after: u64,
}

/// The win/draw/loss code of a packed value (0 draw, 1 win, 2 loss).
fn code_of(packed: u16) -> u8 {
    match packed & 0xC000 {
        WIN => 1,
        LOSS => 2,
        _ => 0,
    }
}

/// Compresses the table file `source` into `target` at zstd `level`, keeping `contents`
/// of it, then opens the new file (checking it whole) and compares every slot with the
/// source's (a slot a sparse file does not keep must read as [`SEARCHED`]).
///
/// # Errors
///
/// The source cannot be read or is damaged, or of an older format (rewrite it with
/// `reynard solve --compact` first); kept ranges that are not increasing and within the
/// table; the target cannot be written; the values differ (the target is then removed).
pub fn compress_file(
    source: &Path,
    target: &Path,
    level: i32,
    contents: &Contents,
) -> Result<CompressReport, TableError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| TableError::Io { path, source }
    };
    let version = table_file::version_of(source)?;
    if version != FORMAT_VERSION {
        return Err(TableError::Version { path: source.to_path_buf(), found: version });
    }
    let Header { key, tier, len, .. } = table_file::read_header(source)?;
    let (table, _) = crate::mapped::MappedTableFile::open(source, &key, tier, len)?;
    let bytes = table.bytes();
    let (header, at) = table_file::header_of(source, bytes)?;
    let width = if header.palette.is_some() { 1 } else { 2 };
    let body = &bytes[at..bytes.len() - 4];
    let values_only = *contents == Contents::ValuesOnly;
    let kept = match contents {
        Contents::Kept(ranges) => kept_ranges(source, ranges.clone(), len)?,
        _ => vec![KeptRange { slots: 0..len, stored_from: 0 }],
    };
    let stored_len = kept.last().map_or(0, |r| r.stored_from + r.slots.end - r.slots.start);
    let block = if values_only { VALUES_ONLY_BLOCK } else { BLOCK };
    let blocks = stored_len.div_ceil(block);
    let temp = target.with_extension("rtbz-new");
    let mut out = File::create(&temp).map_err(io(&temp))?;
    let mut head = Vec::new();
    head.extend_from_slice(MAGIC);
    head.extend_from_slice(&contents.version().to_le_bytes());
    head.extend_from_slice(&(at as u32).to_le_bytes());
    head.extend_from_slice(&bytes[..at]);
    head.extend_from_slice(&(block as u32).to_le_bytes());
    if let Contents::Kept(_) = contents {
        head.extend_from_slice(&(kept.len() as u64).to_le_bytes());
        for range in &kept {
            head.extend_from_slice(&range.slots.start.to_le_bytes());
            head.extend_from_slice(&range.slots.end.to_le_bytes());
        }
    }
    head.extend_from_slice(&blocks.to_le_bytes());
    let index_len = 8 * (blocks + 1) + 4 * blocks + 4;
    out.write_all(&head).map_err(io(&temp))?;
    out.write_all(&vec![0u8; index_len as usize]).map_err(io(&temp))?;
    let mut offsets = vec![0u64];
    let mut crcs = Vec::with_capacity(blocks as usize);
    // The slots whose values block `k` stores, range by range.
    let slots_of = |k: u64| {
        let stored = k * block..((k + 1) * block).min(stored_len);
        let first = kept.partition_point(|r| r.stored_from + (r.slots.end - r.slots.start) <= stored.start);
        kept[first..].iter().map_while(move |r| {
            let from = stored.start.max(r.stored_from);
            let to = stored.end.min(r.stored_from + (r.slots.end - r.slots.start));
            (from < to).then(|| r.slots.start + (from - r.stored_from)..r.slots.start + (to - r.stored_from))
        })
    };
    // The stored bytes of block `k`: the table's own, or its values' codes packed.
    let stored = |k: u64| -> Vec<u8> {
        if !values_only {
            let bytes_at = |i: u64| (i * width) as usize;
            return slots_of(k).flat_map(|r| &body[bytes_at(r.start)..bytes_at(r.end)]).copied().collect();
        }
        let range = k * block..((k + 1) * block).min(len);
        let mut packed = vec![0u8; (range.end - range.start).div_ceil(4) as usize];
        for (n, i) in range.enumerate() {
            packed[n / 4] |= code_of(table.get(i).unwrap_or(DRAW)) << (2 * (n % 4));
        }
        packed
    };
    for batch in (0..blocks).collect::<Vec<_>>().chunks(BATCH) {
        let frames = batch
            .par_iter()
            .map(|&k| {
                let values = stored(k);
                Ok((crc32fast::hash(&values), zstd::bulk::compress(&values, level)?))
            })
            .collect::<Result<Vec<_>, std::io::Error>>()
            .map_err(io(&temp))?;
        for (crc, frame) in frames {
            out.write_all(&frame).map_err(io(&temp))?;
            offsets.push(offsets[offsets.len() - 1] + frame.len() as u64);
            crcs.push(crc);
        }
    }
    let mut index = Vec::with_capacity(index_len as usize);
    offsets.iter().for_each(|o| index.extend_from_slice(&o.to_le_bytes()));
    crcs.iter().for_each(|c| index.extend_from_slice(&c.to_le_bytes()));
    let mut crc = crc32fast::Hasher::new();
    crc.update(&head);
    crc.update(&index);
    index.extend_from_slice(&crc.finalize().to_le_bytes());
    out.seek(SeekFrom::Start(head.len() as u64)).map_err(io(&temp))?;
    out.write_all(&index).map_err(io(&temp))?;
    out.sync_all().map_err(io(&temp))?;
    drop(out);
    // What the new file must read: the source's values, or their codes, or `SEARCHED`
    // outside the kept ranges.
    let expected = |i: u64| {
        let value = table.get(i);
        match contents {
            Contents::ValuesOnly => value.map(|v| CODES[code_of(v) as usize]),
            Contents::Kept(_) if stored_index(&kept, i).is_none() => Some(SEARCHED),
            _ => value,
        }
    };
    let checked = CompressedTable::open(&temp, &key, tier, len).and_then(|(compressed, _)| {
        let chunk = BLOCK * 16;
        let same = (0..len.div_ceil(chunk))
            .into_par_iter()
            .all(|c| (c * chunk..((c + 1) * chunk).min(len)).all(|i| compressed.get(i) == expected(i)));
        if same {
            Ok(())
        } else {
            Err(TableError::Block { path: temp.clone(), block: 0, reason: "values differ".into() })
        }
    });
    if let Err(e) = checked {
        let _ = std::fs::remove_file(&temp);
        return Err(e);
    }
    std::fs::rename(&temp, target).map_err(io(target))?;
    let after = std::fs::metadata(target).map_err(io(target))?.len();
    Ok(CompressReport { path: target.to_path_buf(), tier, positions: len, before: bytes.len() as u64, after })
}
