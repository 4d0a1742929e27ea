//! The peg solitaire solver: solutions checked against brute force, fewest moves, the
//! classic results and the reachable counts.

use proptest::prelude::*;
use reynard_rules::board::{bit, points};
use reynard_rules::solitaire::{Move, Pegs, Solitaire};
use reynard_solver::solitaire::{Solver, Symmetries, Target, class, reachable};
use std::collections::{HashMap, HashSet, VecDeque};

fn rules() -> Solitaire {
    Solitaire::new()
}

fn pegs_at(rules: &Solitaire, holes: &[&str]) -> Pegs {
    holes.iter().map(|h| bit(rules.parse_hole(h).expect("a hole"))).fold(0, |a, b| a | b)
}

/// Replays moves from `pegs`, checking each by its text.
fn replay(rules: &Solitaire, mut pegs: Pegs, moves: &[Move]) -> Pegs {
    for mv in moves {
        let text = rules.move_text(mv);
        let parsed = rules.parse_move(pegs, &text).expect("a legal move");
        pegs = rules.play(pegs, &parsed).expect("legal");
    }
    pegs
}

/// Whether the target is reachable, by plain recursion over jumps (no memo).
fn brute_solvable(r: &Solitaire, pegs: Pegs, target: Target) -> bool {
    let goal = match target {
        Target::Perfect => r.is_perfect(pegs),
        Target::OnePeg => pegs.count_ones() == 1,
    };
    if goal {
        return true;
    }
    let mut next = Vec::new();
    r.for_each_successor(pegs, |q| next.push(q));
    next.into_iter().any(|q| brute_solvable(r, q, target))
}

/// The fewest moves to the target, by breadth-first search over moves.
fn brute_shortest(r: &Solitaire, pegs: Pegs, target: Target) -> Option<usize> {
    let goal = |p: Pegs| match target {
        Target::Perfect => r.is_perfect(p),
        Target::OnePeg => p.count_ones() == 1,
    };
    let mut seen = HashMap::from([(pegs, 0usize)]);
    let mut queue = VecDeque::from([pegs]);
    while let Some(p) = queue.pop_front() {
        let d = seen[&p];
        if goal(p) {
            return Some(d);
        }
        for mv in r.moves(p) {
            let q = r.play(p, &mv).expect("ok");
            if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(q) {
                e.insert(d + 1);
                queue.push_back(q);
            }
        }
    }
    None
}

/// Small random positions: `n` pegs among the holes of `region`.
fn random_positions(r: &Solitaire, region: Pegs, n: u32, count: usize, seed: u64) -> Vec<Pegs> {
    let holes: Vec<_> = points(region & r.holes()).collect();
    let mut state = seed;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count)
        .map(|_| {
            let mut pegs: Pegs = 0;
            while pegs.count_ones() < n.min(holes.len() as u32) {
                pegs |= bit(holes[(next() % holes.len() as u64) as usize]);
            }
            pegs
        })
        .collect()
}

/// The holes of the 5x5 block around d4.
fn inner_region(r: &Solitaire) -> Pegs {
    (0..7u8)
        .flat_map(|f| (0..7u8).map(move |rk| (f, rk)))
        .filter(|&(f, rk)| (1..=5).contains(&f) && (1..=5).contains(&rk))
        .filter_map(|(f, rk)| r.board().point_at(f, rk))
        .fold(0u64, |a, p| a | bit(p))
}

#[test]
fn solver_agrees_with_brute_force_on_small_positions() {
    let base = rules();
    // The 5x5 block around d4 plus the arms' inner holes.
    let region = inner_region(&base);
    let mut solvable = [0; 2];
    for finish in ["d4", "c1", "e5", "d3"] {
        let r = Solitaire::with_options([format!("finish={finish}").as_str()]).expect("ok");
        for (i, n) in [4u32, 5, 6, 7, 8].into_iter().enumerate() {
            for pegs in random_positions(&r, region, n, 150, 0x9e37_79b9 + i as u64) {
                for target in [Target::Perfect, Target::OnePeg] {
                    let mut solver = Solver::new(&r, target);
                    let found = solver.solve(pegs);
                    let brute = brute_solvable(&r, pegs, target);
                    assert_eq!(
                        found.is_some(),
                        brute,
                        "{} {target:?} finish {finish}",
                        r.position_text(pegs)
                    );
                    solvable[usize::from(brute)] += 1;
                    if let Some(moves) = found {
                        let end = replay(&r, pegs, &moves);
                        assert_eq!(end.count_ones(), 1);
                        if target == Target::Perfect {
                            assert!(r.is_perfect(end));
                        }
                    }
                }
            }
        }
    }
    assert!(solvable[0] > 50 && solvable[1] > 50, "both kinds occur: {solvable:?}");
}

#[test]
fn the_dead_memo_is_shared_soundly() {
    // One solver reused over many positions: dead entries from one search must hold in the next.
    let r = Solitaire::with_options(["finish=e4"]).expect("ok");
    let mut solver = Solver::new(&r, Target::Perfect);
    for pegs in random_positions(&r, r.holes(), 7, 400, 12345) {
        assert_eq!(
            solver.solve(pegs).is_some(),
            brute_solvable(&r, pegs, Target::Perfect),
            "{}",
            r.position_text(pegs)
        );
    }
}

#[test]
fn shortest_agrees_with_breadth_first_search() {
    let r = rules();
    let mut checked = 0;
    for pegs in random_positions(&r, inner_region(&r), 7, 300, 777) {
        for target in [Target::Perfect, Target::OnePeg] {
            let mut solver = Solver::new(&r, target);
            let got = solver.shortest(pegs, 10, 10_000_000).expect("within budget");
            let want = brute_shortest(&r, pegs, target);
            assert_eq!(got.as_ref().map(Vec::len), want, "{}", r.position_text(pegs));
            if let Some(moves) = got {
                assert_eq!(replay(&r, pegs, &moves).count_ones(), 1);
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked}");
}

#[test]
fn fewest_moves_agrees_with_breadth_first_search() {
    let mut checked = 0;
    for finish in ["d4", "c3"] {
        let r = Solitaire::with_options([format!("finish={finish}").as_str()]).expect("ok");
        for (i, n) in [6u32, 8, 9].into_iter().enumerate() {
            for pegs in random_positions(&r, inner_region(&r), n, 200, 31 + i as u64) {
                for target in [Target::Perfect, Target::OnePeg] {
                    let mut solver = Solver::new(&r, target);
                    let got = solver.fewest_moves(pegs);
                    let want = brute_shortest(&r, pegs, target);
                    assert_eq!(got.as_ref().map(Vec::len), want, "{} {target:?}", r.position_text(pegs));
                    if let Some(moves) = got {
                        let end = replay(&r, pegs, &moves);
                        assert_eq!(end.count_ones(), 1);
                        assert!(target == Target::OnePeg || r.is_perfect(end));
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 50, "{checked}");
}

/// The classic result: 18 moves for the central game.
/// `cargo test --release -p reynard-solver --test solitaire -- --ignored`.
#[test]
#[ignore]
fn central_fewest_moves_is_18() {
    let r = rules();
    let t = std::time::Instant::now();
    let moves = Solver::new(&r, Target::Perfect).fewest_moves(r.start()).expect("solvable");
    let text: Vec<String> = moves.iter().map(|m| r.move_text(m)).collect();
    eprintln!(
        "central fewest moves: {} in {:.1} s: {}",
        moves.len(),
        t.elapsed().as_secs_f64(),
        text.join(" ")
    );
    assert!(r.is_perfect(replay(&r, r.start(), &moves)));
    assert_eq!(moves.len(), 18);
}

#[test]
fn the_central_game_is_solved() {
    let r = rules();
    let mut solver = Solver::new(&r, Target::Perfect);
    let moves = solver.solve(r.start()).expect("the central game is solvable");
    let end = replay(&r, r.start(), &moves);
    assert!(r.is_perfect(end));
    assert!(moves.len() <= 31);
}

#[test]
fn a_start_on_c1_with_finish_on_d4_is_unsolvable() {
    // The classic parity argument: from a start on a hole of the wrong class, one peg on d4
    // cannot be reached (the finish must be in the start hole's class, e.g. c1 -> c4 or f4).
    let r = Solitaire::with_options(["start=c1"]).expect("ok");
    let mut solver = Solver::new(&r, Target::Perfect);
    assert!(solver.solve(r.start()).is_none());
    let mut any = Solver::new(&r, Target::OnePeg);
    let moves = any.solve(r.start()).expect("one peg somewhere");
    assert_eq!(replay(&r, r.start(), &moves).count_ones(), 1);
}

/// Reachable positions by plain breadth-first search, and their classes under the 8 symmetries.
fn naive_reach(r: &Solitaire, pegs: Pegs) -> (u64, u64) {
    let mut seen = HashSet::from([pegs]);
    let mut queue = VecDeque::from([pegs]);
    while let Some(p) = queue.pop_front() {
        for (from, over, to) in r.jumps(p) {
            let q = p ^ bit(from) ^ bit(over) ^ bit(to);
            if seen.insert(q) {
                queue.push_back(q);
            }
        }
    }
    let syms = r.board().symmetries();
    let classes: HashSet<Pegs> =
        seen.iter().map(|&p| syms.iter().map(|s| s.apply(p)).min().expect("ok")).collect();
    (seen.len() as u64, classes.len() as u64)
}

#[test]
fn reachable_counts_agree_with_a_naive_search() {
    let r = rules();
    let syms = Symmetries::fixing(&r, 0);
    assert_eq!(syms.len(), 8);
    let mut starts = random_positions(&r, r.holes(), 12, 6, 4242);
    starts.extend(random_positions(&r, r.holes(), 16, 3, 99));
    // Symmetric starts take the canonical path of the count.
    let plus = pegs_at(&r, &["d3", "d5", "c4", "e4", "d2", "d6", "b4", "f4", "c3", "c5", "e3", "e5"]);
    starts.push(plus);
    starts.push(
        r.holes()
            & !pegs_at(
                &r,
                &[
                    "d4", "c3", "c5", "e3", "e5", "a3", "a5", "g3", "g5", "c1", "e1", "c7", "e7", "d1", "d7",
                    "a4", "g4",
                ],
            ),
    );
    for pegs in starts {
        let reach = reachable(&r, pegs);
        let (raw, classes) = naive_reach(&r, pegs);
        assert_eq!((reach.raw, reach.up_to_symmetry), (raw, classes), "{}", r.position_text(pegs));
    }
}

/// Known values: 187,636,299 positions reachable from the central start, 23,475,688 up to
/// symmetry. `cargo test --release -p reynard-solver --test solitaire -- --ignored`.
#[test]
#[ignore]
fn central_reachable_counts() {
    let r = rules();
    let t = std::time::Instant::now();
    let reach = reachable(&r, r.start());
    eprintln!("central reachable: {reach:?} in {:.1} s", t.elapsed().as_secs_f64());
    assert_eq!(reach.raw, 187_636_299);
    assert_eq!(reach.up_to_symmetry, 23_475_688);
}

proptest! {
    #[test]
    fn the_class_never_changes_along_a_jump(pegs in any::<u64>()) {
        let r = rules();
        let pegs = pegs & r.holes();
        let c = class(pegs);
        r.for_each_successor(pegs, |q| assert_eq!(class(q), c));
    }
}
