//! A table file mapped into memory read-only: its values are read where they lie on disk,
//! so a solved tier takes no memory of the process (the operating system keeps the pages
//! it reads in its cache and drops them when memory is short).
//!
//! The whole file is checked once, when it is opened (header, length, checksum and every
//! value, see [`crate::table`]); a damaged file is refused, never used.

use crate::context::TierId;
use crate::counts::Counts;
use crate::table::{self, Body, TableError};
use memmap2::Mmap;
use std::fs::File;
use std::path::Path;

/// The values of a checked table file, mapped.
#[derive(Debug)]
pub(crate) struct MappedTable {
    map: Mmap,
    /// Where the values lie in the file, and how they are stored.
    body: Body,
}

impl MappedTable {
    /// Maps and checks the table file of `tier` (`expected_len` slots) for `rules_key`;
    /// returns it with the counts of its values.
    pub fn open(
        path: &Path,
        rules_key: &str,
        tier: TierId,
        expected_len: u64,
    ) -> Result<(MappedTable, Counts), TableError> {
        let io = |source| TableError::Io { path: path.to_path_buf(), source };
        let file = File::open(path).map_err(io)?;
        let map = map_read_only(&file).map_err(io)?;
        let (body, counts) = table::verify(path, &map, rules_key, tier, expected_len)?;
        Ok((MappedTable { map, body }, counts))
    }

    /// Number of values.
    pub fn len(&self) -> u64 {
        self.body.len()
    }

    /// The packed value of slot `i`, `None` past the end.
    #[inline(always)]
    pub fn get(&self, i: u64) -> Option<u16> {
        self.body.get(&self.map, i)
    }
}

/// Maps a whole file read-only.
#[allow(unsafe_code)]
fn map_read_only(file: &File) -> std::io::Result<Mmap> {
    // SAFETY: a mapping is undefined behaviour only if the file changes while it is mapped.
    // Table files are never changed in place: this crate writes a new file under a
    // temporary name and renames it over the old one (`table::Writer`), which leaves the
    // mapped file untouched. Another program truncating a table while it is in use is
    // outside what the tables support (documented in docs/solved.md).
    unsafe { Mmap::map(file) }
}
