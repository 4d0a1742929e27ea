//! The solver's tables stay byte for byte what the solver wrote before it was made faster
//! (December 5 2026): a small set-up of every preset is solved and the CRC-32 of its table
//! files (names and bytes, in name order) compared with the digest the solver of commit
//! `ae96338` wrote for it. A change that makes the solver faster must not change a table;
//! a change of the file format or the values would change these digests on purpose.

mod common;

use common::{rules, temp_dir};
use reynard_solver::{NoProgress, Tablebase};

/// The preset, its options, and the digest of the tables the earlier solver wrote.
const SET_UPS: [(&str, &[&str], u32); 12] = [
    ("fox-geese", &["flock_points=c1,d1,e1,d2", "fox_wins_at=2"], 0xe846_55b7),
    ("fox-geese-diagonal", &["flock_points=c1,d1,e1,d2", "fox_wins_at=2"], 0x4833_f618),
    ("fox-geese-15", &["flock_points=a3,g3,d2,c1", "fox_wins_at=1"], 0x4041_1acb),
    ("fox-geese-17", &["flock_points=a4,g4,d1", "fox_wins_at=1"], 0x1ead_bcf8),
    ("fox-geese-2fox", &["flock_points=c1,d1,e1", "fox_wins_at=1"], 0xdadd_fa8a),
    ("fox-geese-forward", &["flock_points=c1,d1,e1", "fox_wins_at=1"], 0x8a27_ab9d),
    ("catch-the-hare", &["flock_points=a1,b1,c1,d1", "fox_wins_at=1"], 0x9e0d_c54a),
    ("coyote", &["flock_points=a1,b1,c1,d1", "fox_wins_at=1"], 0x14cc_0635),
    ("el-coyote", &["flock_points=a1,b1,c1", "fox_wins_at=1"], 0x3f62_c520),
    ("asalto", &["flock_points=a3,g3", "fox_wins_at=1"], 0x7039_a06e),
    ("wolf-sheep", &["flock_points=a1,c1,e1"], 0x1ea1_0493),
    ("bagh-chal", &["hunter_points=c3", "flock_in_hand=3", "fox_wins_at=19"], 0xb968_a51a),
];

/// A digest of the table files of `dir`: the CRC-32 of each file's name and bytes, the
/// bytes without the last 4 (a table file ends with the CRC-32 of what comes before, and a
/// CRC run over a message and its own CRC gives the same value whatever the message),
/// combined in name order.
fn digest(dir: &std::path::Path) -> u32 {
    let mut files: Vec<_> = std::fs::read_dir(dir).expect("the folder").flatten().map(|e| e.path()).collect();
    files.sort();
    let mut hasher = crc32fast::Hasher::new();
    for file in files {
        let name = file.file_name().expect("a file name").to_string_lossy().into_owned();
        let bytes = std::fs::read(&file).expect("readable");
        let mut one = crc32fast::Hasher::new();
        one.update(name.as_bytes());
        one.update(&bytes[..bytes.len().saturating_sub(4)]);
        hasher.update(&one.finalize().to_le_bytes());
        hasher.update(&(bytes.len() as u64).to_le_bytes());
    }
    hasher.finalize()
}

#[test]
fn every_preset_solves_to_the_tables_the_earlier_solver_wrote() {
    let mut differ = Vec::new();
    for (i, &(preset, sets, expected)) in SET_UPS.iter().enumerate() {
        let dir = temp_dir(&format!("same-{i}"));
        let tb = Tablebase::new(&rules(preset, sets), &dir);
        let report = tb.solve(&NoProgress).expect("solved");
        assert!(!report.tiers.is_empty(), "{preset}: tiers solved");
        let got = digest(&dir);
        if got != expected {
            differ.push(format!("{preset} {sets:?}: {got:#010x}, earlier {expected:#010x}"));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(differ.is_empty(), "tables differ from the earlier solver's:\n{}", differ.join("\n"));
}
