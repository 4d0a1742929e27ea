//! A move found by counting (a placement, a flock step, a hunter's single jump or step
//! where it has no chains) is the one `legal_moves` lists at that place, in every hunt
//! preset, along random games; `nth_legal_move` agrees with it.

use reynard_rules::hunt::{Rules, Variant};
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
                let single = !rules.chains() && !rules.variant().huffing;
                let countable = rules.placing(&pos) && !rules.steps_while_placing()
                    || pos.side() == Side::Flock
                    || single;
                if countable && !moves.is_empty() {
                    for k in 0..moves.len() + 3 {
                        let expected = (moves[k % moves.len()], k % moves.len());
                        assert_eq!(rules.nth_counted_move(&pos, k), Some(expected), "{id}");
                        assert_eq!(
                            Ruleset::nth_legal_move(&rules, &pos, k, &mut Vec::new()),
                            Some(expected.0)
                        );
                    }
                    checked += 1;
                    placements += usize::from(rules.placing(&pos));
                    hunter_jumps +=
                        usize::from(pos.side() == Side::Hunter && moves.iter().any(|m| m.captured != 0));
                } else {
                    assert_eq!(rules.nth_counted_move(&pos, 0), None, "{id}: the hunter's moves are listed");
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
