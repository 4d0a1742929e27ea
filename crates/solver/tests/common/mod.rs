//! Helpers for the solver tests: tiny variants, temporary table directories, and a plain
//! minimax with cycle handling to check the solver against.

#![allow(dead_code)]

pub mod naive;

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::TierId;
use std::path::PathBuf;

/// A preset with options set.
pub fn rules(preset: &str, sets: &[&str]) -> Rules {
    let mut v = Variant::preset(preset).expect("a preset");
    for pair in sets {
        v.set_pair(pair).expect("a valid option");
    }
    Rules::new(&v).expect("valid rules")
}

/// A fresh directory for the tables of one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("reynard-solver-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The bytes of a table file in format version 1 (values as u16, no palette).
pub fn version_1_file(key: &str, tier: TierId, values: &[u16]) -> Vec<u8> {
    let mut bytes = b"REYNTB\r\n".to_vec();
    bytes.extend_from_slice(&1u32.to_le_bytes());
    bytes.extend_from_slice(&(key.len() as u32).to_le_bytes());
    bytes.extend_from_slice(key.as_bytes());
    bytes.extend_from_slice(&[tier.hunters, tier.flock]);
    bytes.extend_from_slice(&(values.len() as u64).to_le_bytes());
    bytes.extend(values.iter().flat_map(|v| v.to_le_bytes()));
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    bytes
}
