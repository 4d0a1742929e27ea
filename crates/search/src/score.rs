//! Scores: centi-goose evaluations, and proven wins and losses with their distance.

/// A score from the side to move's point of view. Ordinary scores lie well inside
/// `±WIN_THRESHOLD`; a proven win in `n` plies is `MATE - n`, a proven loss in `n` plies
/// is `-(MATE - n)`.
pub type Score = i32;

/// The score of a win now.
pub const MATE: Score = 30_000;
/// Scores beyond this are proven results.
pub const WIN_THRESHOLD: Score = MATE - 1_000;
/// Above every score: the initial alpha-beta window.
pub const INFINITY: Score = MATE + 1;

/// A proven win for the side to move in `plies` plies.
pub const fn win_in(plies: u32) -> Score {
    MATE - plies as Score
}

/// A proven loss for the side to move in `plies` plies.
pub const fn loss_in(plies: u32) -> Score {
    -(MATE - plies as Score)
}

/// A proven result: `Some((true, plies))` for a win, `Some((false, plies))` for a loss.
pub fn proven(score: Score) -> Option<(bool, u32)> {
    if score >= WIN_THRESHOLD {
        Some((true, (MATE - score) as u32))
    } else if score <= -WIN_THRESHOLD {
        Some((false, (MATE + score) as u32))
    } else {
        None
    }
}

/// A score as UCI-style text: `cp 120`, or `win 23` / `loss 23` (plies) for proven results.
pub fn score_text(score: Score) -> String {
    match proven(score) {
        Some((true, plies)) => format!("win {plies}"),
        Some((false, plies)) => format!("loss {plies}"),
        None => format!("cp {score}"),
    }
}

/// Converts a score found at `ply` plies from the root to one stored relative to the
/// position (distances counted from it), for the transposition table.
pub fn to_table(score: Score, ply: u32) -> Score {
    if score >= WIN_THRESHOLD {
        score + ply as Score
    } else if score <= -WIN_THRESHOLD {
        score - ply as Score
    } else {
        score
    }
}

/// Inverse of [`to_table`].
pub fn from_table(score: Score, ply: u32) -> Score {
    if score >= WIN_THRESHOLD {
        score - ply as Score
    } else if score <= -WIN_THRESHOLD {
        score + ply as Score
    } else {
        score
    }
}
