//! The checkpoint file. All numbers little-endian:
//!
//! ```text
//! 8     magic "RYNCKPT\0"
//! 4     checkpoint format version (u32)
//! 4+L   the rules key (length u32, then UTF-8)
//! 4+T   the tier (length u32, then its name, as in the table's file name)
//! 8     positions of the tier (u64)
//! 1+8   the stage: 0 and the init segments done, or 1 and the next level (u64)
//! 8     work units done (for the progress bar)
//! 8     seconds spent on the tier so far, over every run (f64)
//! 8     the most queue entries held at once so far
//! 2×N   the work word of every position
//! 8     levels of the queues; for each level and each of its 3 kinds: the chunks (u64),
//!       and per chunk the high 32 bits (u32), its entries (u64) and their low bits (u32 each)
//! 4     CRC-32 of everything before
//! ```

use super::{CheckpointError, Saved, Stage};
use crate::queue::{Buckets, Chunk, Level};
use crate::tier::TierId;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU16, Ordering::Relaxed};

const MAGIC: &[u8; 8] = b"RYNCKPT\0";

/// The checkpoint format: changes with the work words, the init segments or what the
/// queues' kinds mean (3: the third kind waits for every position whose exits lose, not
/// only for those whose children were all refuted).
const VERSION: u32 = 3;

/// Work words converted at a time.
const WORDS_CHUNK: usize = 1 << 20;

/// Bytes a checkpoint takes (to check the free space before writing it).
pub(crate) fn file_len(key: &str, tier: TierId, positions: u64, buckets: &Buckets) -> u64 {
    let chunks: u64 = buckets.all().iter().flatten().map(|c| c.len() as u64).sum();
    let entries: u64 = buckets.all().iter().map(crate::queue::level_len).sum();
    8 + 4
        + 4
        + key.len() as u64
        + 4
        + tier.to_string().len() as u64
        + 8
        + 9
        + 8
        + 8
        + 8
        + 2 * positions
        + 8
        + 24 * buckets.all().len() as u64
        + 12 * chunks
        + 4 * entries
        + 4
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> CheckpointError + '_ {
    move |source| CheckpointError::Io { path: path.to_path_buf(), source }
}

/// The temporary file a checkpoint at `path` is written to before it is renamed.
pub(super) fn temp_path(path: &Path) -> std::path::PathBuf {
    path.with_extension("ckpt-tmp")
}

/// Writes the checkpoint of a tier at `path` (through a temporary file), with the work
/// units done and the seconds spent so far; returns its size.
pub(crate) fn write(
    path: &Path,
    key: &str,
    tier: TierId,
    stage: Stage,
    (units, seconds): (u64, f64),
    slot: &[AtomicU16],
    buckets: &Buckets,
) -> Result<u64, CheckpointError> {
    let tmp = temp_path(path);
    let written = (|| {
        let file = File::create(&tmp).map_err(io(&tmp))?;
        let mut out =
            Out { file: BufWriter::with_capacity(1 << 22, file), crc: crc32fast::Hasher::new(), bytes: 0 };
        let put = |out: &mut Out, bytes: &[u8]| out.put(bytes).map_err(io(&tmp));
        put(&mut out, MAGIC)?;
        put(&mut out, &VERSION.to_le_bytes())?;
        for text in [key.to_string(), tier.to_string()] {
            put(&mut out, &(text.len() as u32).to_le_bytes())?;
            put(&mut out, text.as_bytes())?;
        }
        put(&mut out, &(slot.len() as u64).to_le_bytes())?;
        let (tag, at) = match stage {
            Stage::Init(n) => (0u8, n),
            Stage::Level(n) => (1u8, n),
        };
        put(&mut out, &[tag])?;
        put(&mut out, &at.to_le_bytes())?;
        put(&mut out, &units.to_le_bytes())?;
        put(&mut out, &seconds.to_bits().to_le_bytes())?;
        put(&mut out, &buckets.peak().to_le_bytes())?;
        let mut buf = Vec::with_capacity(2 * WORDS_CHUNK);
        for words in slot.chunks(WORDS_CHUNK) {
            buf.clear();
            buf.extend(words.iter().flat_map(|w| w.load(Relaxed).to_le_bytes()));
            put(&mut out, &buf)?;
        }
        put(&mut out, &(buckets.all().len() as u64).to_le_bytes())?;
        for level in buckets.all() {
            for chunks in level {
                put(&mut out, &(chunks.len() as u64).to_le_bytes())?;
                for chunk in chunks {
                    put(&mut out, &chunk.high().to_le_bytes())?;
                    put(&mut out, &(chunk.low.len() as u64).to_le_bytes())?;
                    for part in chunk.low.chunks(WORDS_CHUNK) {
                        buf.clear();
                        buf.extend(part.iter().flat_map(|e| e.to_le_bytes()));
                        put(&mut out, &buf)?;
                    }
                }
            }
        }
        let crc = std::mem::take(&mut out.crc).finalize();
        put(&mut out, &crc.to_le_bytes())?;
        let file = out
            .file
            .into_inner()
            .map_err(|e| CheckpointError::Io { path: tmp.clone(), source: e.into_error() })?;
        file.sync_all().map_err(io(&tmp))?;
        std::fs::rename(&tmp, path).map_err(io(path))?;
        Ok(out.bytes)
    })();
    if written.is_err() {
        // A partial file would only take disk space (the previous checkpoint, if any, is
        // whole under its own name).
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

struct Out {
    file: BufWriter<File>,
    crc: crc32fast::Hasher,
    bytes: u64,
}

impl Out {
    fn put(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.crc.update(bytes);
        self.bytes += bytes.len() as u64;
        self.file.write_all(bytes)
    }
}

/// Reads the checkpoint at `path` of a tier of `positions` positions whose init has
/// `segments` segments, checked in full: the checksum, and that every queue entry is a
/// position of the tier and the stage one the solve can go on from.
pub(crate) fn read(
    path: &Path,
    key: &str,
    tier: TierId,
    positions: u64,
    segments: u64,
) -> Result<Saved, CheckpointError> {
    let file = File::open(path).map_err(io(path))?;
    let len = file.metadata().map_err(io(path))?.len();
    let mut input =
        In { file: BufReader::with_capacity(1 << 22, file), crc: crc32fast::Hasher::new(), left: len, path };
    if input.bytes(8)? != MAGIC {
        return Err(input.unusable("not a Reynard checkpoint"));
    }
    let version = input.u32()?;
    if version != VERSION {
        return Err(input.unusable(format!(
            "written by another version of the solver (format {version}, this one reads {VERSION})"
        )));
    }
    for (what, expected) in [("rules", key.to_string()), ("tier", tier.to_string())] {
        let n = input.u32()? as u64;
        // No longer than expected (and a byte): a damaged length reads no more than that.
        let found = input.bytes(n.min(expected.len() as u64 + 1))?;
        if found != expected.as_bytes() {
            let found = String::from_utf8_lossy(&found).into_owned();
            return Err(input.unusable(format!("belongs to {what} {found}, not {expected}")));
        }
    }
    let n = input.u64()?;
    if n != positions {
        return Err(input.unusable(format!("holds {n} positions, the tier has {positions}")));
    }
    let stage = match (input.bytes(1)?[0], input.u64()?) {
        (0, at) => Stage::Init(at),
        (1, at) => Stage::Level(at),
        (tag, _) => return Err(input.unusable(format!("unknown stage {tag}"))),
    };
    let units = input.u64()?;
    let seconds = f64::from_bits(input.u64()?);
    let peak = input.u64()?;
    if input.left < 2 * positions {
        return Err(input.unusable("cut short"));
    }
    let count =
        usize::try_from(positions).map_err(|_| input.unusable("too many positions for this machine"))?;
    let mut slot = crate::huge::vec_with_capacity(count);
    while slot.len() < count {
        let words = (count - slot.len()).min(WORDS_CHUNK);
        let bytes = input.bytes(2 * words as u64)?;
        slot.extend(bytes.chunks_exact(2).map(|b| AtomicU16::new(u16::from_le_bytes([b[0], b[1]]))));
    }
    let levels = input.u64()?;
    if levels > input.left / 24 {
        return Err(input.unusable(format!("{levels} levels of queues in {} bytes", input.left)));
    }
    let mut all: Vec<Level> = Vec::new();
    for _ in 0..levels {
        let mut level = Level::default();
        for kind in level.iter_mut() {
            let chunks = input.u64()?;
            if chunks > input.left / 12 {
                return Err(input.unusable("cut short"));
            }
            for _ in 0..chunks {
                let high = input.u32()?;
                let entries = input.u64()?;
                if entries > input.left / 4 {
                    return Err(input.unusable("cut short"));
                }
                // The entries are in the file (checked just above): they fit in memory as
                // they did when it was written.
                let mut low = Vec::with_capacity(entries as usize);
                let mut left = entries;
                while left > 0 {
                    let part = left.min(WORDS_CHUNK as u64);
                    let bytes = input.bytes(4 * part)?;
                    low.extend(bytes.chunks_exact(4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])));
                    left -= part;
                }
                let chunk = Chunk::new(high, low);
                if let Some(&bad) = chunk.low.iter().find(|&&l| chunk.index(l) >= positions) {
                    let at = chunk.index(bad);
                    return Err(input.unusable(format!("a queue entry {at} past the end of the tier")));
                }
                kind.push(chunk);
            }
        }
        all.push(level);
    }
    let computed = std::mem::take(&mut input.crc).finalize();
    let found = input.u32_unchecked()?;
    if found != computed {
        return Err(input.unusable(format!("checksum {found:08x}, computed {computed:08x}")));
    }
    if input.left != 0 {
        return Err(input.unusable(format!("{} bytes after the checksum", input.left)));
    }
    // A checkpoint between levels is taken while a level is left to do, and the levels done
    // are empty.
    let resumable = match stage {
        Stage::Init(n) => n <= segments,
        Stage::Level(n) => {
            n < all.len() as u64 && all.iter().take(n as usize).all(|l| crate::queue::level_len(l) == 0)
        }
    };
    if !resumable {
        return Err(input.unusable(format!("a solve cannot go on from it ({stage})")));
    }
    Ok(Saved { stage, units, seconds, slot, buckets: Buckets::restore(all, peak) })
}

struct In<'a> {
    file: BufReader<File>,
    crc: crc32fast::Hasher,
    /// Bytes not read yet.
    left: u64,
    path: &'a Path,
}

impl In<'_> {
    fn unusable(&self, what: impl Into<String>) -> CheckpointError {
        CheckpointError::Unusable { path: self.path.to_path_buf(), what: what.into() }
    }

    /// The next `n` bytes, not added to the checksum.
    fn raw(&mut self, n: u64) -> Result<Vec<u8>, CheckpointError> {
        if n > self.left {
            return Err(self.unusable("cut short"));
        }
        // At most the bytes left in the file, which is in memory's reach: it was checked
        // above that `n` does not exceed them.
        let mut buf = vec![0; n as usize];
        self.file.read_exact(&mut buf).map_err(io(self.path))?;
        self.left -= n;
        Ok(buf)
    }

    fn bytes(&mut self, n: u64) -> Result<Vec<u8>, CheckpointError> {
        let buf = self.raw(n)?;
        self.crc.update(&buf);
        Ok(buf)
    }

    fn u32(&mut self) -> Result<u32, CheckpointError> {
        let b = self.bytes(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u32_unchecked(&mut self) -> Result<u32, CheckpointError> {
        let b = self.raw(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self) -> Result<u64, CheckpointError> {
        let b = self.bytes(8)?;
        Ok(u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queue::{Batch, Kind};
    use std::path::PathBuf;

    const TIER: TierId = TierId { hunters: 1, flock: 3, progress: None };
    const KEY: &str = "board=test";

    fn temp_file(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("reynard-ckpt-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temp dir");
        dir.join(format!("{name}.ckpt"))
    }

    /// Work words 0, 1, 2, … and queue entries at levels 1 and 2.
    fn state(positions: u64, entries: &[(u16, u64)]) -> (Vec<AtomicU16>, Buckets) {
        let slot = (0..positions).map(|i| AtomicU16::new(i as u16)).collect();
        let mut batch = Batch::new(0);
        for &(level, index) in entries {
            batch.push(level, Kind::Propagate, index);
        }
        let mut buckets = Buckets::default();
        buckets.add(vec![batch]);
        (slot, buckets)
    }

    fn written(name: &str, stage: Stage, positions: u64, entries: &[(u16, u64)]) -> PathBuf {
        let path = temp_file(name);
        let (slot, buckets) = state(positions, entries);
        let bytes = write(&path, KEY, TIER, stage, (77, 12.5), &slot, &buckets).expect("written");
        assert_eq!(bytes, std::fs::metadata(&path).expect("the file").len());
        assert_eq!(bytes, file_len(KEY, TIER, positions, &buckets));
        assert!(!temp_path(&path).exists());
        path
    }

    fn refusal(path: &Path, positions: u64, segments: u64) -> String {
        match read(path, KEY, TIER, positions, segments) {
            Ok(_) => panic!("{} was read", path.display()),
            Err(err) => err.to_string(),
        }
    }

    #[test]
    fn a_checkpoint_reads_back_as_written() {
        let entries = [(1, 5), (2, 0), (2, 9)];
        let path = written("back", Stage::Level(1), 10, &entries);
        let saved = read(&path, KEY, TIER, 10, 16).expect("read");
        assert_eq!(saved.stage, Stage::Level(1));
        assert_eq!((saved.units, saved.seconds), (77, 12.5));
        assert_eq!(
            saved.slot.iter().map(|w| w.load(Relaxed)).collect::<Vec<_>>(),
            (0..10).collect::<Vec<u16>>()
        );
        let queued: Vec<(usize, u64)> = saved
            .buckets
            .all()
            .iter()
            .enumerate()
            .flat_map(|(level, l)| {
                l.iter().flatten().flat_map(move |c| c.low.iter().map(move |&x| (level, c.index(x))))
            })
            .collect();
        assert_eq!(queued, [(1, 5), (2, 0), (2, 9)]);
    }

    #[test]
    fn a_checkpoint_no_solve_can_go_on_from_is_refused() {
        // An entry past the tier's end (the file is whole: its checksum matches).
        let path = written("past-end", Stage::Level(1), 10, &[(1, 10)]);
        assert!(refusal(&path, 10, 16).contains("a queue entry 10 past the end of the tier"));
        // Levels said to be done that still hold entries, or no level left to do.
        let path = written("not-done", Stage::Level(2), 10, &[(1, 3), (2, 4)]);
        assert!(refusal(&path, 10, 16).contains("cannot go on from it (levels 0 to 1 done)"));
        let path = written("no-level-left", Stage::Level(3), 10, &[(2, 4)]);
        assert!(refusal(&path, 10, 16).contains("cannot go on"));
        // More init segments done than the tier has.
        let path = written("segments", Stage::Init(17), 10, &[(0, 4)]);
        assert!(refusal(&path, 10, 16).contains("(17 init segments done)"));
        assert!(read(&path, KEY, TIER, 10, 17).is_ok());
        // Another tier size.
        assert!(refusal(&path, 11, 17).contains("holds 10 positions, the tier has 11"));
    }
}
