//! Rewriting table files of older formats in the current one: a palette of the tier's
//! values makes them about half the size (see [`crate::table_file`]).

use crate::mapped::MappedTableFile;
use crate::table_file::{self, Encoding, Writer};
use crate::value::NONE;
use crate::{SolveError, Tablebase, TierId};
use rayon::prelude::*;

/// Values converted and written at a time.
const CHUNK: usize = 1 << 22;

/// One table file rewritten by [`Tablebase::compact`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compacted {
    /// The tier.
    pub tier: TierId,
    /// Its file's size before, in bytes.
    pub before: u64,
    /// And after.
    pub after: u64,
}

impl Tablebase {
    /// Rewrites the solved tiers whose files are of an older format in the current one, and
    /// says which it rewrote. Each new file is written beside the old one and checked in full
    /// (every value the same as in the old one) before it replaces it; the old file is never
    /// changed. A file that would not fit on the disk is refused as a solve refuses it.
    pub fn compact(&self) -> Result<Vec<Compacted>, SolveError> {
        let mut out = Vec::new();
        for tier in self.tiers() {
            let path = self.path(tier);
            if !path.exists() || table_file::version_of(&path)? >= table_file::FORMAT_VERSION {
                continue;
            }
            // A mapping of the old file, if one is at hand, is dropped with it.
            self.solved.write().map_err(|_| SolveError::Internal("lock poisoned"))?.remove(&tier);
            let len = self.layout(tier)?.len();
            let (old, counts) = MappedTableFile::open(&path, &self.key, tier, len)?;
            let slots = usize::try_from(len).map_err(|_| SolveError::TooLarge(len))?;
            self.check_disk(tier, table_file::file_len(&self.key, tier, len))?;
            let new_path = path.with_extension("rtb-new");
            let mut writer = Writer::create(&new_path, &self.key, tier, len, encoding(&old, slots))?;
            let mut buf = Vec::new();
            for start in (0..slots).step_by(CHUNK) {
                (start..(start + CHUNK).min(slots))
                    .into_par_iter()
                    .map(|i| old.get(i as u64).unwrap_or(NONE))
                    .collect_into_vec(&mut buf);
                writer.push(&buf)?;
            }
            let after = writer.finish()?;
            let (new, new_counts) = MappedTableFile::open(&new_path, &self.key, tier, len)?;
            let same = (0..slots)
                .into_par_iter()
                .with_min_len(1 << 20)
                .all(|i| old.get(i as u64) == new.get(i as u64));
            if new_counts != counts || !same {
                return Err(SolveError::Internal("a rewritten table holds other values"));
            }
            drop(new);
            let before = std::fs::metadata(&path).map_or(0, |m| m.len());
            drop(old);
            std::fs::rename(&new_path, &path)
                .map_err(|source| table_file::TableError::Io { path: path.clone(), source })?;
            out.push(Compacted { tier, before, after });
        }
        Ok(out)
    }
}

/// The encoding of the `slots` values of a table.
fn encoding(table: &MappedTableFile, slots: usize) -> Encoding {
    Encoding::of_parallel(
        (0..slots).into_par_iter().with_min_len(1 << 20).map(|i| table.get(i as u64).unwrap_or(NONE)),
    )
}
