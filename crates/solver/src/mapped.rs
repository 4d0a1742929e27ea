//! A table file mapped into memory read-only: its values are read where they lie on disk,
//! so a solved tier takes no memory of the process (the operating system keeps the pages
//! it reads in its cache and drops them when memory is short).
//!
//! The whole file is checked once, when it is opened (header, length, checksum and every
//! value, see [`crate::table_file`]); a damaged file is refused, never used.

use crate::counts::Counts;
use crate::table_file::{self, Body, TableError};
use crate::tier::TierId;
use memmap2::Mmap;
use std::fs::File;
use std::path::Path;

/// The values of a checked table file, mapped.
#[derive(Debug)]
pub(crate) struct MappedTableFile {
    map: Mmap,
    /// Where the values lie in the file, and how they are stored.
    body: Body,
}

impl MappedTableFile {
    /// Maps and checks the table file of `tier` (`expected_len` slots) for `rules_key`;
    /// returns it with the counts of its values.
    pub fn open(
        path: &Path,
        rules_key: &str,
        tier: TierId,
        expected_len: u64,
    ) -> Result<(MappedTableFile, Counts), TableError> {
        let io = |source| TableError::Io { path: path.to_path_buf(), source };
        let file = File::open(path).map_err(io)?;
        let map = map_read_only(&file).map_err(io)?;
        let (body, counts) = table_file::verify(path, &map, rules_key, tier, expected_len)?;
        read_at_random(&map);
        Ok((MappedTableFile { map, body }, counts))
    }

    /// The file's bytes, as checked.
    pub fn bytes(&self) -> &[u8] {
        &self.map
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

/// Tells the kernel that the table, checked, is now read at random: one value a position,
/// anywhere in the file. A page fault then reads only its page. By default the kernel reads
/// ahead around each fault (32 pages), and when the lower tiers do not all fit the page
/// cache, as in the last tier of `fox-geese-17` (tables of 20 GB beside 16 GB of work),
/// those unused pages push out the ones in use: that run read 809 GB from disk in 40
/// minutes, at 600 MB/s, with the cores waiting. The advice is only a hint: where it
/// fails the table reads the same values, so the error is ignored.
fn read_at_random(map: &Mmap) {
    #[cfg(unix)]
    let _ = map.advise(memmap2::Advice::Random);
    #[cfg(not(unix))]
    let _ = map;
}

/// Maps a whole file read-only.
#[allow(unsafe_code)]
fn map_read_only(file: &File) -> std::io::Result<Mmap> {
    // SAFETY: a mapping is undefined behaviour only if the file changes while it is mapped.
    // Table files are never changed in place: this crate writes a new file under a
    // temporary name and renames it over the old one (`table_file::Writer`), which leaves the
    // mapped file untouched. Another program truncating a table while it is in use is
    // outside what the tables support (documented in docs/solved.md).
    unsafe { Mmap::map(file) }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use crate::value::{DRAW, LOSS, WIN};

    /// The kernel's flags (`VmFlags` in `/proc/self/smaps`) of the mapping that holds
    /// `addr`, `None` where no mapping holds it.
    fn flags_of_mapping_at(addr: usize) -> Option<Vec<String>> {
        let smaps = std::fs::read_to_string("/proc/self/smaps").expect("/proc/self/smaps");
        let mut inside = false;
        for line in smaps.lines() {
            let range = line.split_whitespace().next().and_then(|r| r.split_once('-'));
            if let Some((lo, hi)) = range
                && let (Ok(lo), Ok(hi)) = (usize::from_str_radix(lo, 16), usize::from_str_radix(hi, 16))
            {
                inside = (lo..hi).contains(&addr);
            } else if inside && let Some(flags) = line.strip_prefix("VmFlags:") {
                return Some(flags.split_whitespace().map(str::to_owned).collect());
            }
        }
        None
    }

    #[test]
    fn a_checked_table_is_mapped_for_random_reads() {
        let dir = std::env::temp_dir().join(format!("reynard-solver-mapped-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("tier.rtb");
        let tier = TierId::material(1, 3);
        let values: Vec<u16> = (0..100_000u32).map(|i| [WIN | 3, LOSS | 8, DRAW][i as usize % 3]).collect();
        crate::table_file::write(&path, "key", tier, &values).expect("written");

        let (table, _) = MappedTableFile::open(&path, "key", tier, values.len() as u64).expect("opened");
        assert_eq!(table.get(4), Some(LOSS | 8), "the values read back");
        let flags = flags_of_mapping_at(table.map.as_ptr() as usize).expect("the table's mapping");
        assert!(flags.iter().any(|f| f == "rr"), "no random-read advice (rr) in {flags:?}");

        drop(table);
        std::fs::remove_dir_all(&dir).expect("temp dir removed");
    }
}
