//! A flock step found by counting is the one `legal_moves` lists at that place, in every
//! hunt preset, along random games.

use reynard_rules::Side;
use reynard_rules::hunt::{Rules, Variant};

#[test]
fn the_nth_flock_step_is_the_nth_legal_move() {
    let mut checked = 0;
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
                let found = rules.nth_flock_step(&pos, 0);
                if pos.side() == Side::Flock && !rules.placing(&pos) && !moves.is_empty() {
                    for k in 0..moves.len() + 3 {
                        assert_eq!(
                            rules.nth_flock_step(&pos, k),
                            Some((moves[k % moves.len()], k % moves.len())),
                            "{id}"
                        );
                    }
                    checked += 1;
                } else {
                    assert_eq!(found, None, "{id}: only the flock's steps are counted");
                }
                if moves.is_empty() || rules.outcome(&pos).is_some() {
                    break;
                }
                pos = rules.play_unchecked(&pos, moves[next() % moves.len()]);
            }
        }
    }
    assert!(checked > 1000, "{checked} flock positions");
}
