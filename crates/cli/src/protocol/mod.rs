//! The engine protocol (`reynard engine`), modelled on UGI: parsing of command lines,
//! the session that runs them, and the `info` line format shared with `bestmove`.
//! The protocol is documented in docs/engine-protocol.md.

pub mod command;
pub mod session;

use reynard_rules::{Family, Ruleset};
use reynard_search::Info;
use reynard_search::score::{proven, score_text};

/// An `info` line: `info depth D score cp S nodes N nps R time MS pv M1 M2 …`.
pub fn info_line<R: Ruleset>(rules: &R, root: &R::Position, info: &Info<R::Move>) -> String {
    let ms = info.elapsed.as_millis().max(1);
    let nps = info.nodes as u128 * 1000 / ms;
    let mut pos = *root;
    let mut pv = Vec::new();
    for &mv in &info.pv {
        pv.push(rules.move_text(&pos, mv));
        pos = rules.play_unchecked(&pos, mv);
    }
    format!(
        "info depth {} score {} nodes {} nps {nps} time {} pv {}",
        info.depth,
        score_text(info.score),
        info.nodes,
        info.elapsed.as_millis(),
        pv.join(" ")
    )
}

/// A proven score in words for the side to move at `root`: `geese win in 23 plies`.
pub fn proven_text<R: Family>(rules: &R, root: &R::Position, score: reynard_search::Score) -> Option<String> {
    let (win, plies) = proven(score)?;
    let mover = rules.side_to_move(root);
    let side = if win { mover } else { rules.opponent(mover) };
    Some(format!("{} win in {plies} plies", rules.side_name(side)))
}
