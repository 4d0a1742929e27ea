//! Repetition: the search back to the last fall of the material finds what a scan of the
//! whole game finds, and the material never grows, in random games of every family.

use reynard_rules::{Family, Game, hunt, tafl};

/// A small generator for the random games (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Plays `games` random games of `rules` of up to `plies` plies, checking at every ply.
/// Returns how many plies found a repetition (so that the check is seen to bite).
fn check<R: Family>(rules: &R, games: u64, plies: usize) -> usize {
    let mut repeated = 0;
    for seed in 0..games {
        let mut rng = Rng(seed);
        let mut game = Game::new(rules.clone());
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let before = rules.material(game.position());
            game.play(moves[rng.below(moves.len())]).expect("a legal move");
            assert!(rules.material(game.position()) <= before, "the material grew");
            let now = game.position();
            let whole_game = game.positions().iter().filter(|p| *p == now).count();
            assert_eq!(game.repetitions(), whole_game);
            repeated += usize::from(whole_game > 1);
        }
    }
    repeated
}

#[test]
fn repetitions_back_to_the_fall_of_the_material_are_all_repetitions() {
    let mut repeated = 0;
    for id in ["fox-geese", "catch-the-hare", "bagh-chal", "asalto", "wolf-sheep"] {
        repeated += check(&hunt::Rules::preset(id).expect("a preset"), 20, 300);
    }
    for id in ["hnefatafl-9", "copenhagen-11"] {
        repeated += check(
            &<tafl::Rules as Family>::build(&tafl::Variant::preset(id).expect("a preset")).expect("rules"),
            5,
            300,
        );
    }
    assert!(repeated > 0, "no game repeated a position");
}
