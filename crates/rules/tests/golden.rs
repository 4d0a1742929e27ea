//! Golden playthroughs: for every preset, a seeded game written ply by ply (board, sorted
//! legal moves, the move chosen) and compared with `tests/golden/<preset>.txt`, so that any
//! change to the rules shows as a reviewable diff. `BLESS=1 cargo test --test golden`
//! rewrites the files after an intended change.

mod support;

use reynard_rules::Family;
use reynard_rules::Game;
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::record::result_text;
use std::path::PathBuf;
use support::Rng;

const PLIES: usize = 40;

fn playthrough(id: &str) -> String {
    let rules = Rules::preset(id).expect("a preset");
    let mut game = Game::new(rules);
    let mut rng = Rng::new(id.len() as u64 * 7919);
    let mut out = format!("# golden playthrough of {id}: board, legal moves, move played\n\n");
    for ply in 1..=PLIES {
        let rules = game.rules().clone();
        let pos = *game.position();
        out += &rules.draw(&pos);
        if let Some(outcome) = game.outcome() {
            out += &format!("result: {} ({})\n", result_text(&rules, Some(outcome)), outcome.reason().name());
            return out;
        }
        let moves = game.legal_moves();
        let mut texts: Vec<String> = moves.iter().map(|&m| rules.move_text(&pos, m)).collect();
        texts.sort();
        out += &format!(
            "ply {ply}, {} to move, legal: {}\n",
            rules.variant().side_name(pos.side()),
            texts.join(" ")
        );
        let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).copied().collect();
        let mv = if captures.is_empty() {
            moves[rng.below(moves.len())]
        } else {
            captures[rng.below(captures.len())]
        };
        out += &format!("played: {}\n\n", rules.move_text(&pos, mv));
        game.play(mv).expect("a legal move");
    }
    out += &rules_after(&game);
    out
}

fn rules_after(game: &reynard_rules::hunt::Game) -> String {
    format!(
        "{}position after {PLIES} plies: {}\n",
        game.rules().draw(game.position()),
        game.rules().position_text(game.position())
    )
}

#[test]
fn golden_playthroughs_are_unchanged() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let bless = std::env::var_os("BLESS").is_some();
    let mut changed = Vec::new();
    for id in Variant::preset_ids() {
        let path = dir.join(format!("{id}.txt"));
        let now = playthrough(id);
        if bless {
            std::fs::create_dir_all(&dir).expect("create tests/golden");
            std::fs::write(&path, &now).expect("write golden file");
            continue;
        }
        let before = std::fs::read_to_string(&path).unwrap_or_default();
        if before != now {
            changed.push(id);
        }
    }
    assert!(changed.is_empty(), "golden playthroughs differ for {changed:?}: review, then BLESS=1");
}
