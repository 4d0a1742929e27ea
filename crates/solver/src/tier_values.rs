//! The values of one solved tier as the solver and the prober hold them: mapped from the
//! table file (the default, see [`crate::mapped`]) or read into memory.

use crate::compressed::CompressedTable;
use crate::mapped::MappedTableFile;
use crate::value::{NONE, Value};

/// How solved tiers are held once their file is checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Storage {
    /// Memory-mapped from the file: the operating system pages values in as they are read,
    /// so a solve keeps only the tier in work in its own memory.
    #[default]
    Mapped,
    /// Read into memory (each tier takes 2 bytes a position of the process's memory).
    Loaded,
    /// Read block by block from a compressed table file (see [`crate::compressed`]).
    Compressed,
}

#[derive(Debug)]
enum Inner {
    Loaded(Vec<u16>),
    Mapped(MappedTableFile),
    Compressed(CompressedTable),
}

/// The values of one solved tier, one per position in the order of its layout.
#[derive(Debug)]
pub struct TierValues(Inner);

impl TierValues {
    /// Values read into memory.
    pub(crate) fn loaded(values: Vec<u16>) -> TierValues {
        TierValues(Inner::Loaded(values))
    }

    /// Values mapped from a file.
    pub(crate) fn mapped(table: MappedTableFile) -> TierValues {
        TierValues(Inner::Mapped(table))
    }

    /// Values read from a compressed file.
    pub(crate) fn compressed(table: CompressedTable) -> TierValues {
        TierValues(Inner::Compressed(table))
    }

    /// Number of positions.
    pub fn len(&self) -> u64 {
        match &self.0 {
            Inner::Loaded(v) => v.len() as u64,
            Inner::Mapped(m) => m.len(),
            Inner::Compressed(c) => c.len(),
        }
    }

    /// True for a tier without positions.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the values come from a sparse compressed table (some positions left out,
    /// read as `SEARCHED`).
    pub fn is_sparse(&self) -> bool {
        matches!(&self.0, Inner::Compressed(c) if c.is_sparse())
    }

    /// Whether the values hold slot `i` (a sparse table leaves some out).
    pub(crate) fn is_kept(&self, i: u64) -> bool {
        match &self.0 {
            Inner::Compressed(c) => c.is_kept(i),
            _ => i < self.len(),
        }
    }

    /// Asks for slot `i` from the disk ahead of its read (compressed tables only: a
    /// mapped file is paged in as it is read).
    pub(crate) fn will_need(&self, i: u64) {
        if let Inner::Compressed(c) = &self.0 {
            c.will_need(i);
        }
    }

    /// Forgets the blocks of a compressed table decompressed lately.
    pub fn clear_cache(&self) {
        if let Inner::Compressed(c) = &self.0 {
            c.clear_cache();
        }
    }

    /// Where the values are held.
    pub fn storage(&self) -> Storage {
        match &self.0 {
            Inner::Loaded(_) => Storage::Loaded,
            Inner::Mapped(_) => Storage::Mapped,
            Inner::Compressed(_) => Storage::Compressed,
        }
    }

    /// The packed value of position `i` (`NONE` past the end).
    #[inline(always)]
    pub(crate) fn packed(&self, i: u64) -> u16 {
        match &self.0 {
            Inner::Loaded(v) => usize::try_from(i).ok().and_then(|i| v.get(i).copied()).unwrap_or(NONE),
            Inner::Mapped(m) => m.get(i).unwrap_or(NONE),
            Inner::Compressed(c) => c.get(i).unwrap_or(NONE),
        }
    }

    /// The value of position `i`, `None` past the end.
    pub fn value(&self, i: u64) -> Option<Value> {
        Value::unpack(self.packed(i))
    }

    /// Every value, packed as in the table file (for checks: a copy of the whole tier).
    pub fn to_vec(&self) -> Vec<u16> {
        match &self.0 {
            Inner::Loaded(v) => v.clone(),
            Inner::Mapped(m) => (0..m.len()).map(|i| m.get(i).unwrap_or(NONE)).collect(),
            Inner::Compressed(c) => (0..c.len()).map(|i| c.get(i).unwrap_or(NONE)).collect(),
        }
    }
}
