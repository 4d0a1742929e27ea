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
//! Opening checks everything (header, index, every block decompressed and its checksum,
//! every value), as an uncompressed table is checked: a damaged file is refused, never
//! used. Then only the index is kept in memory, with a few blocks decompressed lately.

use crate::counts::Counts;
use crate::table_file::{self, Body, FORMAT_VERSION, Header, PALETTE_MAX, TableError};
use crate::tier::TierId;
use crate::value::{DRAW, LOSS, UNKNOWN_DISTANCE, WIN};
use rayon::prelude::*;
use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The first bytes of every compressed table file.
pub const MAGIC: &[u8; 8] = b"REYNTBZ\n";
/// The format version of files with every distance.
pub const VERSION: u32 = 1;
/// The format version of files with values only.
pub const VALUES_ONLY_VERSION: u32 = 2;
/// The packed value of each 2-bit code of a values-only file.
const CODES: [u16; 3] = [DRAW, WIN | UNKNOWN_DISTANCE, LOSS | UNKNOWN_DISTANCE];
/// Values in a block.
pub const BLOCK: u64 = 1 << 14;
/// Values in a block of a values-only file: as many bytes as [`BLOCK`] with distances.
pub const VALUES_ONLY_BLOCK: u64 = BLOCK * 4;
/// Blocks kept decompressed (a direct-mapped cache: block `k` in slot `k % CACHED`).
const CACHED: usize = 64;
/// Blocks compressed at a time (in parallel) while writing.
const BATCH: usize = 64;

/// The compressed file beside the table file `path`.
pub fn compressed_path(path: &Path) -> PathBuf {
    path.with_extension("rtbz")
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
        if version != VERSION && version != VALUES_ONLY_VERSION {
            return Err(TableError::Version { path: path.to_path_buf(), found: version });
        }
        let header_len = u64::from(u32::from_le_bytes(prefix[12..16].try_into().map_err(|_| not_one())?));
        let fixed = 16 + header_len + 12;
        if fixed > file_len {
            return Err(TableError::Length { path: path.to_path_buf(), len: file_len, expected: fixed });
        }
        let mut head = vec![0u8; fixed as usize];
        file.read_exact_at(&mut head, 0).map_err(io)?;
        let (Header { key, tier: found, len, palette }, _) =
            table_file::header_of(path, &head[16..16 + header_len as usize])?;
        let at = 16 + header_len as usize;
        let block = u64::from(u32::from_le_bytes(head[at..at + 4].try_into().map_err(|_| not_one())?));
        let blocks = u64::from_le_bytes(head[at + 4..at + 12].try_into().map_err(|_| not_one())?);
        if block == 0 || blocks != len.div_ceil(block) {
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
        let stored = u32::from_le_bytes(index[index.len() - 4..].try_into().map_err(|_| not_one())?);
        let computed = crc.finalize();
        if stored != computed {
            return Err(TableError::Checksum { path: path.to_path_buf(), found: stored, computed });
        }
        let header = Header { key, tier: found, len, palette };
        table_file::check_identity(path, &header, rules_key, tier, expected_len)?;
        let palette = header.palette;
        let word = |i: usize| u64::from_le_bytes(index[8 * i..8 * i + 8].try_into().unwrap_or([0; 8]));
        let offsets: Vec<u64> = (0..=blocks as usize).map(|k| data_start + word(k)).collect();
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

    /// The packed value of slot `i`, `None` past the end (or where the disk fails: the
    /// file was checked whole when opened).
    pub fn get(&self, i: u64) -> Option<u16> {
        if i >= self.len {
            return None;
        }
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
        let values = self.block.min(self.len - k * self.block);
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
        let values = self.block.min(self.len - k * self.block);
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

/// Compresses the table file `source` into `target` at zstd `level` — every distance, or
/// with `values_only` win, draw or loss only — then opens the new file (checking it whole)
/// and compares every value with the source's.
///
/// # Errors
///
/// The source cannot be read or is damaged, or of an older format (rewrite it with
/// `reynard solve --compact` first); the target cannot be written; the values differ (the
/// target is then removed).
pub fn compress_file(
    source: &Path,
    target: &Path,
    level: i32,
    values_only: bool,
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
    let block = if values_only { VALUES_ONLY_BLOCK } else { BLOCK };
    let blocks = len.div_ceil(block);
    let temp = target.with_extension("rtbz-new");
    let mut out = File::create(&temp).map_err(io(&temp))?;
    let mut head = Vec::new();
    head.extend_from_slice(MAGIC);
    head.extend_from_slice(&(if values_only { VALUES_ONLY_VERSION } else { VERSION }).to_le_bytes());
    head.extend_from_slice(&(at as u32).to_le_bytes());
    head.extend_from_slice(&bytes[..at]);
    head.extend_from_slice(&(block as u32).to_le_bytes());
    head.extend_from_slice(&blocks.to_le_bytes());
    let index_len = 8 * (blocks + 1) + 4 * blocks + 4;
    out.write_all(&head).map_err(io(&temp))?;
    out.write_all(&vec![0u8; index_len as usize]).map_err(io(&temp))?;
    let mut offsets = vec![0u64];
    let mut crcs = Vec::with_capacity(blocks as usize);
    // The stored bytes of block `k`: the table's own, or its values' codes packed.
    let stored = |k: u64| -> Vec<u8> {
        let range = k * block..((k + 1) * block).min(len);
        if !values_only {
            let bytes_at = |i: u64| (i * width) as usize;
            return body[bytes_at(range.start)..bytes_at(range.end)].to_vec();
        }
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
    // What the new file must read: the source's values, or their codes.
    let expected = |i: u64| {
        let value = table.get(i);
        if values_only { value.map(|v| CODES[code_of(v) as usize]) } else { value }
    };
    let checked = CompressedTable::open(&temp, &key, tier, len).and_then(|(compressed, _)| {
        let same = (0..blocks)
            .into_par_iter()
            .all(|k| (k * block..((k + 1) * block).min(len)).all(|i| compressed.get(i) == expected(i)));
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
