//! Helpers for the solver tests: tiny variants, temporary table directories, and a plain
//! minimax with cycle handling to check the solver against.

#![allow(dead_code)]

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_solver::{TierId, Value};
use std::collections::HashMap;
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

/// Every position in play reachable from `start` (expansion stops at decided ones), with
/// its value by plain iteration: a position wins in k if a child loses in k - 1 (the
/// shortest), loses in k if every child wins and the longest in k - 1; what never resolves
/// draws. Iterating level by level handles cycles.
pub fn naive_values(rules: &Rules, start: Position) -> HashMap<Position, Value> {
    let mut index: HashMap<Position, usize> = HashMap::new();
    let mut all = vec![start];
    index.insert(start, 0);
    let mut children: Vec<Vec<usize>> = Vec::new();
    let mut val: Vec<Option<Value>> = Vec::new();
    let mut i = 0;
    while i < all.len() {
        let pos = all[i];
        let mut kids = Vec::new();
        let terminal = rules.outcome(&pos).map(|o| match o.winner() {
            Some(s) if s == pos.side() => Value::Win(0),
            Some(_) => Value::Loss(0),
            None => Value::Draw,
        });
        if terminal.is_none() {
            for mv in rules.moves(&pos) {
                let child = rules.play_unchecked(&pos, mv);
                let next = all.len();
                let k = *index.entry(child).or_insert(next);
                if k == next {
                    all.push(child);
                }
                kids.push(k);
            }
        }
        children.push(kids);
        val.push(terminal);
        i += 1;
    }
    loop {
        let snapshot = val.clone();
        let mut changed = false;
        for p in 0..all.len() {
            if snapshot[p].is_some() {
                continue;
            }
            let kids: Vec<Option<Value>> = children[p].iter().map(|&k| snapshot[k]).collect();
            let best_win =
                kids.iter().filter_map(|v| if let Some(Value::Loss(d)) = v { Some(*d) } else { None }).min();
            if let Some(d) = best_win {
                val[p] = Some(Value::Win(d + 1));
                changed = true;
            } else if kids.iter().all(|v| matches!(v, Some(Value::Win(_)))) {
                let d = kids
                    .iter()
                    .filter_map(|v| if let Some(Value::Win(d)) = v { Some(*d) } else { None })
                    .max();
                val[p] = Some(Value::Loss(d.unwrap_or(0) + 1));
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    all.into_iter().zip(val).map(|(p, v)| (p, v.unwrap_or(Value::Draw))).collect()
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
