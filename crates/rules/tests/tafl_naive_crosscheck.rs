//! The tafl engine against the naive generator of `tests/tafl_naive`: perft counts from the
//! start, and move lists, captures, position texts and end rules along random games, for
//! every preset and every option.

mod tafl_common;
mod tafl_naive;

use reynard_rules::Family;
use reynard_rules::Perft;
use reynard_rules::Ruleset;
use reynard_rules::VariantOptions;
use reynard_rules::tafl::{
    Cell, CellSet, Cells, EndReason, Outcome, Position, Rules, Side, Variant, Wide, cell_bit,
};
use tafl_common::{Rng, perft_files, tafl_variant};
use tafl_naive::{Naive, NaiveEnd, NaivePos, Piece};

/// Option sets checked on both boards.
const OPTION_SETS: &[&[(&str, &str)]] = &[
    &[],
    &[("king_armed", "false")],
    &[("king_capture", "two")],
    &[("king_capture", "four")],
    &[("escape", "edge")],
    &[("throne_passable", "false")],
    &[("first", "defenders")],
    &[("shield_wall", "true")],
    &[("edge_fort", "true")],
    &[("encirclement", "true")],
    &[("shield_wall", "true"), ("king_armed", "false"), ("escape", "edge")],
    &[("edge_fort", "true"), ("escape", "edge"), ("king_capture", "two")],
    // No throne (aagenielsen.dk's Ard Ri), with the king captured by the throne rule (which
    // then never applies) and by four.
    &[("throne", "false"), ("escape", "edge")],
    &[("throne", "false"), ("king_capture", "four"), ("throne_passable", "false")],
    // A start of the variant's own (cells valid on every board of the presets).
    &[("attackers", "a3,c1,e1,c3,g3,e7"), ("defenders", "c4,e4,d5"), ("king", "d3"), ("escape", "edge")],
];

fn variants() -> Vec<Variant> {
    let mut out = Vec::new();
    for id in Variant::preset_ids() {
        for options in OPTION_SETS {
            let mut v = Variant::preset(id).expect("a preset");
            for (k, val) in *options {
                v.set(k, val).expect("a valid option");
            }
            out.push(v);
        }
    }
    out
}

/// Whether a variant's board fits the `u128` cell sets (else only [`Wide`] plays it).
fn narrow(v: &Variant) -> bool {
    !v.needs_wide_cells()
}

/// Runs a check with both cell-set widths where the board fits both: the wide sets are
/// checked on every small board too, against the same naive engine.
fn each_width(v: &Variant, narrow_check: impl Fn(&Variant), wide_check: impl Fn(&Variant)) {
    if narrow(v) {
        narrow_check(v);
    }
    wide_check(v);
}

fn same_end(engine: Option<Outcome>, naive: Option<NaiveEnd>) -> bool {
    matches!(
        (engine.and_then(|o| o.winner()), naive),
        (None, None)
            | (Some(Side::Attackers), Some(NaiveEnd::Attackers))
            | (Some(Side::Defenders), Some(NaiveEnd::Defenders))
    )
}

fn start_position_agrees<C: CellSet>(v: &Variant) {
    let (rules, naive) = (Rules::<C>::new(v).expect("a valid variant"), Naive::new(v));
    assert_eq!(rules.position_text(&rules.start()), naive.text(&naive.start()), "{v:?}");
}

#[test]
fn start_positions_agree() {
    for v in variants() {
        each_width(&v, start_position_agrees::<Cells>, start_position_agrees::<Wide>);
    }
}

fn shallow_perft_agrees<C: CellSet>(v: &Variant) {
    let (rules, naive) = (Rules::<C>::new(v).expect("a valid variant"), Naive::new(v));
    let (start, nstart) = (rules.start(), naive.start());
    for depth in 1..=2 {
        assert_eq!(rules.perft(&start, depth), naive.perft(&nstart, depth), "{v:?} depth {depth}");
    }
}

#[test]
fn shallow_perft_agrees_for_every_option_set() {
    for v in variants() {
        each_width(&v, shallow_perft_agrees::<Cells>, shallow_perft_agrees::<Wide>);
    }
}

/// Plays random games with both engines side by side, comparing every position.
fn random_games<C: CellSet>(v: &Variant, games: usize, seed: u64) {
    let (rules, naive) = (Rules::<C>::new(v).expect("a valid variant"), Naive::new(v));
    let mut rng = Rng::new(seed);
    for game in 0..games {
        let (mut pos, mut npos) = (rules.start(), naive.start());
        for ply in 0..400 {
            let text = rules.position_text(&pos);
            assert_eq!(text, naive.text(&npos), "{} game {game} ply {ply}", v.id);
            let (end, nend) = (rules.outcome(&pos), naive.outcome(&npos));
            assert!(same_end(end, nend), "{} {text}: engine {end:?}, naive {nend:?} ({v:?})", v.id);
            if end.is_some() {
                break;
            }
            let mut moves: Vec<String> = rules
                .moves(&pos)
                .iter()
                .map(|m| format!("{}-{}", rules.geometry().name(m.from), rules.geometry().name(m.to)))
                .collect();
            let mut nmoves: Vec<String> =
                naive.moves(&npos).into_iter().map(|m| naive.move_name(m)).collect();
            moves.sort();
            nmoves.sort();
            assert_eq!(moves, nmoves, "{} moves of {text}", v.id);
            assert_eq!(rules.count_moves(&pos), moves.len() as u64);
            let i = rng.below(moves.len());
            let mv = rules.parse_move(&pos, &moves[i]).expect("a listed move parses");
            let nmv =
                naive.moves(&npos).into_iter().find(|m| naive.move_name(*m) == moves[i]).expect("same move");
            pos = rules.play_unchecked(&pos, mv);
            npos = naive.play(&npos, nmv);
        }
    }
}

#[test]
fn random_games_agree_for_every_option_set() {
    for (i, v) in variants().iter().enumerate() {
        let seed = 1000 + i as u64;
        each_width(v, |v| random_games::<Cells>(v, 12, seed), |v| random_games::<Wide>(v, 4, seed));
    }
}

/// Long runs: many more games (`cargo test --release -p reynard-rules --test
/// tafl_naive_crosscheck -- --ignored`).
#[test]
#[ignore = "slow: run by hand"]
fn many_random_games_agree() {
    for (i, v) in variants().iter().enumerate() {
        let seed = 7000 + i as u64;
        each_width(v, |v| random_games::<Cells>(v, 400, seed), |v| random_games::<Wide>(v, 400, seed));
    }
}

/// Counts of the data files up to this many nodes are recomputed by the naive generator.
const NAIVE_LIMIT: u64 = 20_000_000;

fn check_files(limit: u64) {
    for file in perft_files() {
        let naive = Naive::new(&tafl_variant(&file));
        let start = naive.start();
        for &(depth, expected) in &file.counts {
            if expected <= limit {
                assert_eq!(naive.perft(&start, depth), expected, "{} naive perft({depth})", file.name);
            }
        }
    }
}

#[test]
fn data_files_match_the_naive_generator_within_the_ci_limit() {
    check_files(NAIVE_LIMIT);
}

/// Every count of the data files by the naive generator (slow: tens of minutes in
/// release; `--ignored`).
#[test]
#[ignore = "deep: run by hand"]
fn data_files_match_the_naive_generator_at_every_depth() {
    check_files(u64::MAX);
}

/// A random position for both engines: pieces scattered (more of them near the edges and
/// around the king, so that shield walls, forts and encirclements occur), no piece other
/// than the king on a restricted cell.
#[allow(clippy::needless_range_loop)] // cell by cell over the grid, as the naive engine does
fn random_position<C: CellSet>(rules: &Rules<C>, naive: &Naive, rng: &mut Rng) -> (Position<C>, NaivePos) {
    let n = naive.n;
    let mut grid = [[Piece::Empty; 19]; 19];
    let (kf, kr) = match rng.below(3) {
        0 => (rng.below(n), if rng.below(2) == 0 { 0 } else { n - 1 }),
        1 => (if rng.below(2) == 0 { 0 } else { n - 1 }, rng.below(n)),
        _ => (rng.below(n), rng.below(n)),
    };
    let king = rng.below(12) != 0;
    if king {
        grid[kr][kf] = Piece::King;
    }
    let density = 20 + rng.below(50);
    for r in 0..n {
        for f in 0..n {
            if grid[r][f] != Piece::Empty || rules.restricted().has(r * n + f) {
                continue;
            }
            let near_king = f.abs_diff(kf) <= 2 && r.abs_diff(kr) <= 2;
            let edge = f == 0 || r == 0 || f == n - 1 || r == n - 1;
            let roll = rng.below(100);
            grid[r][f] = if near_king && roll < 55 {
                if rng.below(4) == 0 { Piece::Attacker } else { Piece::Defender }
            } else if roll < density / 2 || (edge && roll < density) {
                if rng.below(2) == 0 { Piece::Attacker } else { Piece::Defender }
            } else {
                Piece::Empty
            };
        }
    }
    if rng.below(4) == 0 {
        // A ring of attackers (with the odd gap) around the king and the defenders.
        let (x0, y0) = (1 + rng.below(2), 1 + rng.below(2));
        let (x1, y1) = (n - 2 - rng.below(2), n - 2 - rng.below(2));
        for (r, row) in grid.iter_mut().enumerate().take(n) {
            for (f, piece) in row.iter_mut().enumerate().take(n) {
                let inside = f > x0 && f < x1 && r > y0 && r < y1;
                let ring = (f == x0 || f == x1) && (y0..=y1).contains(&r)
                    || (r == y0 || r == y1) && (x0..=x1).contains(&f);
                *piece = if ring && rng.below(30) != 0 {
                    Piece::Attacker
                } else if inside && rng.below(3) == 0 {
                    if rng.below(4) == 0 { Piece::Attacker } else { Piece::Defender }
                } else {
                    Piece::Empty
                };
            }
        }
        let throne = n / 2;
        grid[throne][throne] = if king { Piece::King } else { Piece::Empty };
    }
    let attackers_to_move = rng.below(2) == 0;
    let npos = NaivePos { grid, attackers_to_move };
    let (mut a, mut d) = (C::EMPTY, C::EMPTY);
    let mut k = None;
    for r in 0..n {
        for f in 0..n {
            let c = Cell((r * n + f) as u16);
            match grid[r][f] {
                Piece::Attacker => a |= cell_bit::<C>(c),
                Piece::Defender => d |= cell_bit::<C>(c),
                Piece::King => k = Some(c),
                Piece::Empty => {}
            }
        }
    }
    let side = if attackers_to_move { Side::Attackers } else { Side::Defenders };
    (Position::new(a, d, k, side), npos)
}

/// Compares one position and every move from it (moves, results, captures written).
fn compare_position<C: CellSet>(
    rules: &Rules<C>,
    naive: &Naive,
    pos: &Position<C>,
    npos: &NaivePos,
) -> usize {
    let text = rules.position_text(pos);
    assert_eq!(text, naive.text(npos));
    let (end, nend) = (rules.decided(pos), naive.decided(npos));
    assert!(same_end(end, nend), "{text}: engine {end:?}, naive {nend:?} ({:?})", rules.variant());
    let mut captures = 0;
    for nmv in naive.moves(npos) {
        let written = naive.move_name(nmv);
        let mv = rules.parse_move(pos, &written);
        if end.is_some() {
            continue;
        }
        let mv = mv.unwrap_or_else(|e| panic!("{written} in {text}: {e}"));
        let child = rules.play_unchecked(pos, mv);
        let nchild = naive.play(npos, nmv);
        assert_eq!(
            rules.position_text(&child),
            naive.text(&nchild),
            "{written} in {text} ({:?})",
            rules.variant()
        );
        let taken = rules.captures(pos, mv);
        // The search's quick questions agree with the captures the move makes.
        assert_eq!(Ruleset::is_capture(rules, pos, mv), !taken.is_empty(), "{written} in {text}");
        assert_eq!(Ruleset::capture_count(rules, pos, mv), taken.count(), "{written} in {text}");
        captures += taken.count() as usize;
    }
    if end.is_none() {
        assert_eq!(rules.count_moves(pos), naive.moves(npos).len() as u64, "{text}");
    }
    captures
}

fn random_positions<C: CellSet>(v: &Variant, count: usize, seed: u64) -> [usize; 3] {
    let (rules, naive) = (Rules::<C>::new(v).expect("a valid variant"), Naive::new(v));
    let mut rng = Rng::new(seed);
    let mut seen = [0; 3];
    for _ in 0..count {
        let (pos, npos) = random_position(&rules, &naive, &mut rng);
        seen[0] += compare_position(&rules, &naive, &pos, &npos);
        match rules.decided(&pos) {
            Some(Outcome::Win(_, EndReason::EdgeFort)) => seen[1] += 1,
            Some(Outcome::Win(_, EndReason::Encircled)) => seen[2] += 1,
            _ => {}
        }
    }
    seen
}

#[test]
fn random_positions_agree_for_every_option_set() {
    let mut forts = 0;
    let mut encircled = 0;
    for (i, v) in variants().iter().enumerate() {
        let seed = 50 + i as u64;
        let [captures, f, e] = if narrow(v) {
            random_positions::<Cells>(v, 300, seed)
        } else {
            random_positions::<Wide>(v, 300, seed)
        };
        assert!(captures > 0, "{v:?}: some captures");
        forts += f;
        encircled += e;
        // The wide sets on every board too.
        let [wide_captures, wide_forts, wide_encircled] = random_positions::<Wide>(v, 100, seed);
        assert!(wide_captures > 0, "{v:?}: some captures with the wide sets");
        forts += wide_forts;
        encircled += wide_encircled;
    }
    assert!(forts > 10, "edge forts occur ({forts})");
    assert!(encircled > 10, "encirclements occur ({encircled})");
}

#[test]
#[ignore = "slow: run by hand"]
fn many_random_positions_agree() {
    for (i, v) in variants().iter().enumerate() {
        let seed = 900 + i as u64;
        each_width(
            v,
            |v| {
                random_positions::<Cells>(v, 20_000, seed);
            },
            |v| {
                random_positions::<Wide>(v, 20_000, seed);
            },
        );
    }
}
