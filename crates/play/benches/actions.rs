//! Random playouts through actions (what the Python package steps) against the rules' own
//! playout (legal moves, play, the end rules) as the baseline, one game at a time and in
//! a batch on every core. `cargo bench -p reynard-play --bench actions`; quote the medians.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use reynard_play::actions::{ActionBatch, ActionState, layout_of};
use reynard_play::{AnyRules, ByFamily, PlayFamily};
use reynard_rules::{Game, Ruleset};
use reynard_search::Rng;
use std::sync::Arc;

/// Moves per measured run.
const MOVES: u64 = 100_000;

fn hunt(id: &str) -> reynard_rules::hunt::Rules {
    match AnyRules::from_preset(id, &[] as &[&str]).expect("a preset") {
        ByFamily::Hunt(rules) => rules,
        ByFamily::Tafl(_) | ByFamily::TaflWide(_) => panic!("{id} is no hunt game"),
    }
}

/// The baseline: `MOVES` random moves by the rules alone (their playout's random move,
/// counted where they can), a game restarting when it ends (by the end rules or after 1000
/// plies), no history.
fn rules_playouts<R: Ruleset>(rules: &R, rng: &mut Rng) -> u64 {
    let mut moves = Vec::new();
    let (mut pos, mut plies) = (rules.start(), 0);
    let mut draw = || rng.below(usize::MAX);
    for _ in 0..MOVES {
        let mut mv = rules.random_legal_move(&pos, &mut draw, &mut moves);
        if mv.is_none() || rules.decided(&pos).is_some() || plies == 1000 {
            (pos, plies) = (rules.start(), 0);
            mv = rules.random_legal_move(&pos, &mut draw, &mut moves);
        }
        let Some(mv) = mv else { break };
        pos = rules.play_unchecked(&pos, mv);
        plies += 1;
    }
    MOVES
}

/// `MOVES` random actions through an [`ActionState`] (history, repetition, the ply limit).
fn action_playouts<R: PlayFamily>(start: &ActionState<R>, rng: &mut Rng) -> u64 {
    let mut state = start.clone();
    for _ in 0..MOVES {
        if state.is_terminal() {
            state.clone_from(start);
        }
        let _ = state.apply_nth(rng.below(usize::MAX));
    }
    MOVES
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_playouts");
    group.sample_size(10);
    group.throughput(Throughput::Elements(MOVES));
    for id in ["fox-geese", "catch-the-hare", "bagh-chal"] {
        let rules = hunt(id);
        group.bench_function(BenchmarkId::new("rules", id), |b| {
            let mut rng = Rng::new(1);
            b.iter(|| rules_playouts(&rules, &mut rng))
        });
        let start = ActionState::new(Game::new(rules.clone()), Some(1000));
        group.bench_function(BenchmarkId::new("actions", id), |b| {
            let mut rng = Rng::new(1);
            b.iter(|| action_playouts(&start, &mut rng))
        });
        let layout = Arc::new(layout_of(&rules));
        for size in [256, 4096, 16384] {
            let mut batch =
                ActionBatch::new(layout.clone(), Arc::new(rules.clone()), rules.start(), Some(1000), size, 1)
                    .expect("the start is no finished game");
            let steps = MOVES / size as u64;
            group.throughput(Throughput::Elements(steps * size as u64));
            group.bench_function(BenchmarkId::new(format!("batch{size}"), id), |b| {
                b.iter(|| (0..steps).for_each(|_| drop(batch.step_random())))
            });
            group.throughput(Throughput::Elements(MOVES));
        }
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
