//! The plain minimax the solver is checked against: every position reachable from a start,
//! valued by iteration. Shared by the tests of the crates built on the tables (the
//! explorer, the review, puzzles) through `#[path]`.

use reynard_rules::hunt::{Position, Rules};
use reynard_solver::Value;
use std::collections::HashMap;

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
