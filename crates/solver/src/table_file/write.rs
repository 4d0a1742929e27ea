//! Writing table files: the encoding of a tier's values, and a writer that streams them.

use super::{PALETTE_MAX, TableError, header, io};
use crate::tier::TierId;
use rayon::prelude::*;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// How the values of a tier are stored in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// One byte a value: its index in this palette (ascending, at most 256 values).
    Palette(Vec<u16>),
    /// Two bytes a value: the packed value itself.
    Wide,
}

impl Encoding {
    /// The encoding for a tier whose values are those set in `seen` (bit `v` of the
    /// 65,536-bit set for value `v`): a palette if they are few enough.
    pub fn for_values(seen: &[u64; 1024]) -> Encoding {
        let count: u32 = seen.iter().map(|w| w.count_ones()).sum();
        if count as usize > PALETTE_MAX {
            return Encoding::Wide;
        }
        let values = (0..=u16::MAX).filter(|&v| seen[v as usize / 64] & (1 << (v % 64)) != 0).collect();
        Encoding::Palette(values)
    }

    /// The encoding of a list of values.
    pub fn of(values: &[u16]) -> Encoding {
        Encoding::of_parallel(values.par_iter().copied())
    }

    /// The encoding of the values a parallel iterator gives (each worker marks the values
    /// it sees in a set of its own; the sets are joined at the end).
    pub fn of_parallel(values: impl ParallelIterator<Item = u16>) -> Encoding {
        let seen = values
            .fold(
                || Box::new([0u64; 1024]),
                |mut seen, v| {
                    seen[v as usize / 64] |= 1 << (v % 64);
                    seen
                },
            )
            .reduce(
                || Box::new([0u64; 1024]),
                |mut a, b| {
                    a.iter_mut().zip(b.iter()).for_each(|(x, y)| *x |= y);
                    a
                },
            );
        Encoding::for_values(&seen)
    }

    /// Bytes a value takes.
    pub fn width(&self) -> u64 {
        match self {
            Encoding::Palette(_) => 1,
            Encoding::Wide => 2,
        }
    }
}

/// Writes a table file (through a temporary file and a rename), with a palette where the
/// values allow one.
pub fn write(path: &Path, rules_key: &str, tier: TierId, values: &[u16]) -> Result<u64, TableError> {
    let mut writer = Writer::create(path, rules_key, tier, values.len() as u64, Encoding::of(values))?;
    writer.push(values)?;
    writer.finish()
}

/// Not in the palette, in [`Writer::index`].
const ABSENT: u16 = u16::MAX;

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
    /// Values written so far.
    written: u64,
    /// Values still expected.
    left: u64,
    /// With a palette: the palette index of every value (`ABSENT` if not in it).
    index: Option<Box<[u16]>>,
    buf: Vec<u8>,
}

impl Writer {
    /// Starts the file of `tier` with `len` values at `path`, stored as `encoding` says.
    pub fn create(
        path: &Path,
        rules_key: &str,
        tier: TierId,
        len: u64,
        encoding: Encoding,
    ) -> Result<Writer, TableError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let tmp = path.with_extension("tmp");
        let file = File::create(&tmp).map_err(io(&tmp))?;
        let mut head = header(rules_key, tier, len);
        let index = match &encoding {
            Encoding::Palette(values) => {
                head.extend_from_slice(&(values.len() as u16).to_le_bytes());
                let mut index = vec![ABSENT; 1 << 16].into_boxed_slice();
                for (i, &v) in values.iter().enumerate() {
                    head.extend_from_slice(&v.to_le_bytes());
                    index[v as usize] = i as u16;
                }
                Some(index)
            }
            Encoding::Wide => {
                head.extend_from_slice(&0u16.to_le_bytes());
                None
            }
        };
        let mut w = Writer {
            file: BufWriter::with_capacity(1 << 20, file),
            tmp,
            path: path.to_path_buf(),
            crc: crc32fast::Hasher::new(),
            bytes: 0,
            written: 0,
            left: len,
            index,
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

    /// Bytes a value takes.
    fn width(&self) -> u64 {
        if self.index.is_some() { 1 } else { 2 }
    }

    /// Appends values (with a palette, each must be in it).
    pub fn push(&mut self, values: &[u16]) -> Result<(), TableError> {
        self.left = self.left.checked_sub(values.len() as u64).ok_or_else(|| TableError::Length {
            path: self.path.clone(),
            len: self.bytes + self.width() * values.len() as u64,
            expected: self.bytes,
        })?;
        let mut buf = std::mem::take(&mut self.buf);
        buf.clear();
        match &self.index {
            Some(index) => {
                for (k, &v) in values.iter().enumerate() {
                    match index[v as usize] {
                        ABSENT => {
                            let slot = self.written + k as u64;
                            return Err(TableError::BadValue { path: self.path.clone(), slot, value: v });
                        }
                        i => buf.push(i as u8),
                    }
                }
            }
            None => buf.extend(values.iter().flat_map(|v| v.to_le_bytes())),
        }
        let done = self.put(&buf);
        self.buf = buf;
        self.written += values.len() as u64;
        done
    }

    /// Writes the checksum, makes the file durable and gives it its name; returns its size.
    pub fn finish(mut self) -> Result<u64, TableError> {
        if self.left != 0 {
            return Err(TableError::Length {
                path: self.path.clone(),
                len: self.bytes,
                expected: self.bytes + self.width() * self.left,
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
