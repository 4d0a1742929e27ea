//! A move found by counting (a placement, a flock step, a hunter's single jump or step
//! where it has no chains) is the one `legal_moves` lists at that place, in every hunt
//! preset, along random games; a playout's random move is always a legal one, and in tafl
//! (drawn piece by piece) uniform.

use reynard_rules::hunt::{Capture, Rules, Variant};
use reynard_rules::tafl::{CellSet, Cells, Wide};
use reynard_rules::{Ruleset, Side};

#[test]
fn the_nth_counted_move_is_the_nth_legal_move() {
    let (mut checked, mut placements, mut hunter_jumps) = (0, 0, 0);
    for (id, _) in reynard_rules::hunt::PRESETS {
        let rules = Rules::new(&Variant::preset(id).expect("a preset")).expect("valid rules");
        let mut state = 0x9E37_79B9_u64 ^ id.len() as u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as usize
        };
        let mut moves = Vec::new();
        for _game in 0..20 {
            let mut pos = rules.game_start();
            for _ply in 0..150 {
                rules.legal_moves(&pos, &mut moves);
                // The hunter's moves are counted where they are single jumps and steps.
                let chains = rules.chains() && rules.variant().capture != Capture::None;
                let single = !chains && !rules.variant().huffing;
                let countable = rules.placing(&pos) && !rules.steps_while_placing()
                    || pos.side() == Side::Flock
                    || single;
                if countable && !moves.is_empty() {
                    for k in 0..moves.len() + 3 {
                        let expected = (moves[k % moves.len()], k % moves.len());
                        assert_eq!(rules.nth_counted_move(&pos, k), Some(expected), "{id}");
                    }
                    checked += 1;
                    placements += usize::from(rules.placing(&pos));
                    hunter_jumps +=
                        usize::from(pos.side() == Side::Hunter && moves.iter().any(|m| m.captured != 0));
                } else {
                    assert_eq!(rules.nth_counted_move(&pos, 0), None, "{id}: the hunter's moves are listed");
                }
                // A playout's random move: one of the legal moves, counted or listed.
                let mut draw = {
                    let mut x = 0x1234_5678_9abc_def1_u64 ^ checked as u64;
                    move || {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        x as usize
                    }
                };
                for _ in 0..4 {
                    let mv = Ruleset::random_legal_move(&rules, &pos, &mut draw, &mut Vec::new());
                    assert_eq!(mv.is_some(), !moves.is_empty(), "{id}");
                    assert!(mv.is_none_or(|mv| moves.contains(&mv)), "{id}: a legal move");
                }
                if moves.is_empty() || rules.outcome(&pos).is_some() {
                    break;
                }
                pos = rules.play_unchecked(&pos, moves[next() % moves.len()]);
            }
        }
    }
    assert!(
        checked > 1000 && placements > 100 && hunter_jumps > 50,
        "{checked} positions counted, {placements} placing, {hunter_jumps} with a hunter's jump"
    );
}

/// The tafl rules of preset `id` with cell sets of type `C`.
fn tafl<C: CellSet>(id: &str) -> reynard_rules::tafl::Rules<C> {
    reynard_rules::tafl::Rules::new(&reynard_rules::tafl::Variant::preset(id).expect("a preset"))
        .expect("it builds")
}

#[test]
fn the_nth_tafl_move_is_the_nth_legal_move() {
    let mut checked = 0;
    for (id, _) in reynard_rules::tafl::PRESETS {
        if !reynard_rules::tafl::Variant::preset(id).expect("a preset").needs_wide_cells() {
            checked += nth_tafl_moves(&tafl::<Cells>(id));
        }
        checked += nth_tafl_moves(&tafl::<Wide>(id));
    }
    assert!(checked > 1000, "{checked} positions");
}

/// A side with more pieces than `nth_move` keeps counts of on the stack (64): the pieces
/// beyond are counted again, and every move still comes in `legal_moves`'s order.
#[test]
fn the_nth_tafl_move_with_more_than_64_pieces_a_side() {
    use reynard_rules::tafl::{Position, Side as TaflSide, cells};
    let rules = tafl::<Wide>("alea-evangelii");
    let g = rules.geometry();
    // Ranks 3 to 6, every file: 76 attackers; some defenders and the king further up.
    let attackers = (2..6)
        .flat_map(|r| (0..19).map(move |f| (f, r)))
        .fold(Wide::EMPTY, |set, (f, r)| set | Wide::bit(g.at(f, r).expect("a cell").index()));
    let defenders = Wide::bit(g.parse("c12").expect("a cell").index());
    let pos = Position::new(attackers, defenders, g.parse("j15"), TaflSide::Attackers);
    let pieces: Vec<_> = cells(pos.attackers()).collect();
    assert_eq!(pieces.len(), 76);
    let moves = rules.moves(&pos);
    // Only rank 6 moves (up): the pieces from the 58th on, so the counted-again ones too.
    let beyond = moves.iter().filter(|m| pieces.iter().position(|&c| c == m.from) >= Some(64)).count();
    assert!(beyond > 10 && moves.len() > beyond, "{beyond} of {}", moves.len());
    for k in 0..3 * moves.len() {
        assert_eq!(rules.nth_move(&pos, k), Some(moves[k % moves.len()]), "{k}");
    }
}

/// Checks `nth_move` along random games; returns the positions checked.
fn nth_tafl_moves<C: CellSet>(rules: &reynard_rules::tafl::Rules<C>) -> usize {
    let id = &rules.variant().id;
    let mut checked = 0;
    {
        let mut state = 0x2545_F491_u64 ^ id.len() as u64;
        let mut moves = Vec::new();
        for _game in 0..6 {
            let mut pos = rules.start();
            for _ply in 0..120 {
                rules.legal_moves(&pos, &mut moves);
                for k in [0, 1, moves.len().saturating_sub(1), moves.len(), 2 * moves.len() + 5] {
                    let expected = moves.get(k.checked_rem(moves.len()).unwrap_or(usize::MAX)).copied();
                    assert_eq!(rules.nth_move(&pos, k), expected, "{id}");
                }
                checked += 1;
                if moves.is_empty() || rules.outcome(&pos).is_some() {
                    break;
                }
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                pos = rules.play_unchecked(&pos, moves[state as usize % moves.len()]);
            }
        }
    }
    checked
}

/// A random tafl move (drawn piece by piece, with redraws) is legal and uniform: over many
/// draws in positions along random games, each legal move comes about equally often (a
/// chi-square test, generous enough never to fail by chance: 1 in 10^6 or so).
#[test]
fn a_random_tafl_move_is_uniform() {
    for id in ["brandubh", "copenhagen-11"] {
        random_tafl_moves_are_uniform(&tafl::<Cells>(id));
    }
    random_tafl_moves_are_uniform(&tafl::<Wide>("hnefatafl-13"));
}

fn random_tafl_moves_are_uniform<C: CellSet>(rules: &reynard_rules::tafl::Rules<C>) {
    let id = &rules.variant().id;
    {
        let mut state = 0x5EED_u64;
        let mut draw = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as usize
        };
        let mut pos = rules.start();
        let mut moves = Vec::new();
        for _ply in 0..12 {
            rules.legal_moves(&pos, &mut moves);
            let samples_per_move = 200;
            let mut seen = std::collections::HashMap::new();
            for _ in 0..samples_per_move * moves.len() {
                let mv = rules.random_move(&pos, &mut draw).expect("a move");
                *seen.entry(mv).or_insert(0usize) += 1;
            }
            assert!(seen.keys().all(|mv| moves.contains(mv)), "{id}: only legal moves");
            assert_eq!(seen.len(), moves.len(), "{id}: every legal move drawn");
            let expected = samples_per_move as f64;
            let chi2: f64 = seen.values().map(|&n| (n as f64 - expected).powi(2) / expected).sum();
            // Degrees of freedom n - 1; the mean is n - 1 and the spread sqrt(2(n - 1)).
            let dof = (moves.len() - 1) as f64;
            assert!(chi2 < dof + 6.0 * (2.0 * dof).sqrt(), "{id}: chi-square {chi2:.1} with {dof} degrees");
            pos = rules.play_unchecked(&pos, moves[draw() % moves.len()]);
        }
    }
}
