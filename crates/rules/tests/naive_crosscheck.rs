//! The fast generator against a deliberately naive one written separately from the rule
//! text (`tests/naive`): perft counts, and the exact set of children and the outcome of
//! every position met in random games, for every preset and many option sets.

mod naive;
mod support;

use naive::{NaivePos, NaiveVariant};
use reynard_rules::Family;
use reynard_rules::Side;
use reynard_rules::VariantOptions;
use reynard_rules::board::points;
use reynard_rules::hunt::{Position, Rules, Variant};
use std::collections::BTreeSet;
use support::{Rng, perft_files};

/// Naive perft is checked on counts up to this size.
const NAIVE_LIMIT: u64 = 150_000;

fn to_naive(rules: &Rules, pos: &Position) -> NaivePos {
    let names = |set| points(set).map(|p| rules.board().name(p)).collect::<BTreeSet<_>>();
    NaivePos {
        hunters: names(pos.hunters()),
        flock: names(pos.flock()),
        hunter_to_move: pos.side() == Side::Hunter,
        to_place: pos.to_place() as u32,
        broke_through: pos.broke_through(),
    }
}

fn both(preset: &str, sets: &[(&str, &str)]) -> (Rules, NaiveVariant) {
    let mut variant = Variant::preset(preset).expect("a preset");
    for (k, v) in sets {
        variant.set(k, v).expect("a valid option");
    }
    let rules = Rules::new(&variant).expect("a valid variant");
    let naive = NaiveVariant::new(preset, sets).expect("the naive generator takes it too");
    (rules, naive)
}

#[test]
fn naive_perft_agrees_with_every_data_file() {
    for file in perft_files() {
        let rules = file.hunt_rules();
        let naive = NaiveVariant::new(&file.preset, &file.set_pairs()).expect("naive variant");
        let start = naive.start();
        assert_eq!(to_naive(&rules, &rules.fixed_start()), start, "{} start", file.name);
        for &(depth, expected) in file.counts.iter().filter(|(_, c)| *c <= NAIVE_LIMIT) {
            assert_eq!(naive.perft(&start, depth), expected, "{} naive perft({depth})", file.name);
        }
    }
}

/// Option sets the random-game comparison runs over, on top of each preset.
const OPTION_SETS: &[&[(&str, &str)]] = &[
    &[],
    &[("capture", "mandatory")],
    &[("removal", "deferred")],
    &[("capture", "mandatory"), ("removal", "deferred")],
    &[("huffing", "true")],
    &[("hunter_first", "true")],
    &[("hunter_start", "choose")],
    &[("breakthrough", "true"), ("flock_directions", "no-backward")],
    &[("fox_wins_at", "2")],
];

fn compare_random_games(preset: &str, sets: &[(&str, &str)], games: usize, seed: u64) {
    let (rules, naive) = both(preset, sets);
    assert_eq!(to_naive(&rules, &rules.game_start()), naive.game_start(), "{preset} {sets:?} game start");
    let mut rng = Rng::new(seed);
    for game in 0..games {
        let mut pos = rules.game_start();
        for ply in 0..200 {
            let npos = to_naive(&rules, &pos);
            let outcome = rules.outcome(&pos).map(|o| match o.winner() {
                Some(Side::Hunter) => 'h',
                _ => 'f',
            });
            assert_eq!(
                outcome,
                naive.outcome(&npos),
                "{preset} {sets:?} game {game} ply {ply}: outcome of {}",
                rules.position_text(&pos)
            );
            let moves = rules.moves(&pos);
            let children: BTreeSet<NaivePos> =
                moves.iter().map(|&m| to_naive(&rules, &rules.play_unchecked(&pos, m))).collect();
            assert_eq!(
                children.len(),
                moves.len(),
                "{preset} {sets:?}: two moves lead to one position in {}",
                rules.position_text(&pos)
            );
            assert_eq!(
                children,
                naive.children(&npos),
                "{preset} {sets:?} game {game} ply {ply}: children of {}",
                rules.position_text(&pos)
            );
            assert_eq!(
                rules.count_moves(&pos),
                moves.len() as u64,
                "count_moves of {}",
                rules.position_text(&pos)
            );
            if outcome.is_some() || moves.is_empty() {
                break;
            }
            // Prefer captures now and then, so that long chains and endings are reached.
            let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
            let mv = if !captures.is_empty() && rng.below(2) == 0 {
                *captures[rng.below(captures.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            pos = rules.play_unchecked(&pos, mv);
        }
    }
}

#[test]
fn random_games_agree_with_the_naive_generator_in_every_preset() {
    for (i, id) in Variant::preset_ids().enumerate() {
        for (j, sets) in OPTION_SETS.iter().enumerate() {
            // Options that this preset cannot take (fox_wins_at above its flock) are skipped.
            if NaiveVariant::new(id, sets).is_err() {
                continue;
            }
            compare_random_games(id, sets, 12, (i * 100 + j) as u64);
        }
    }
}

#[test]
fn random_games_agree_on_other_boards_and_layouts() {
    let cases: &[(&str, &[(&str, &str)])] = &[
        ("catch-the-hare", &[("board", "alquerque5x7")]),
        ("catch-the-hare", &[("flock", "10"), ("lines", "orthogonal")]),
        ("catch-the-hare", &[("flock", "11"), ("hunter_first", "true")]),
        ("coyote", &[("flock_diagonals", "false")]),
        ("fox-geese", &[("flock", "17"), ("extra_hunters", "d6")]),
        ("fox-geese-2fox", &[("capture", "mandatory")]),
        ("fox-geese-2fox", &[("removal", "deferred"), ("hunter_start", "choose")]),
        ("asalto", &[("hunter_start", "choose")]),
        ("asalto", &[("capture", "optional"), ("removal", "deferred")]),
        ("fox-geese", &[("flock_points", "c3,d3,e3,c2,e2"), ("fox_wins_at", "1"), ("extra_flock", "d2")]),
        ("catch-the-hare", &[("capture", "none")]),
        ("wolf-sheep", &[("flock_directions", "all")]),
        ("wolf-sheep", &[("hunter_start", "choose"), ("hunter_first", "false")]),
        ("wolf-sheep", &[("flock_points", "b2,d2,f2,h2,c3"), ("hunter_points", "d6,f8")]),
        ("wolf-sheep", &[("board", "checker10")]),
        ("wolf-sheep", &[("board", "checker10"), ("hunter_start", "choose"), ("hunter_first", "false")]),
        // Jumps on the 10x10 dark squares, whose bits come two ranks to 11 (board/embedding.rs).
        (
            "wolf-sheep",
            &[
                ("board", "checker10"),
                ("capture", "optional"),
                ("flock_directions", "all"),
                ("flock_points", "a1,c1,e1,g1,i1,b2,d2,f2,h2,j2,c5,e5,g7,i7,d8"),
                ("hunter_points", "f10,b6,j4"),
                ("fox_wins_at", "4"),
            ],
        ),
        (
            "wolf-sheep",
            &[
                ("board", "checker10"),
                ("capture", "mandatory"),
                ("removal", "deferred"),
                ("flock_points", "a1,c1,e1,g1,i1,b4,d4,f4,h4,c7,e7,g7"),
                ("hunter_points", "f10,b8"),
                ("fox_wins_at", "3"),
            ],
        ),
        ("bagh-chal", &[("flock_moves_while_placing", "true")]),
        ("bagh-chal", &[("hunter_first", "true"), ("lines", "long")]),
        ("bagh-chal", &[("flock_in_hand", "6"), ("fox_wins_at", "17"), ("capture", "mandatory")]),
        ("bagh-chal", &[("chains", "true"), ("removal", "deferred"), ("flock_points", "c3")]),
        ("bagh-chal", &[("huffing", "true"), ("flock_in_hand", "18")]),
        ("catch-the-hare", &[("chains", "false"), ("capture", "mandatory")]),
        ("fox-geese", &[("chains", "false"), ("flock_in_hand", "3"), ("fox_wins_at", "12")]),
    ];
    for (i, (id, sets)) in cases.iter().enumerate() {
        compare_random_games(id, sets, 20, 1000 + i as u64);
    }
}
