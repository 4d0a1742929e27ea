//! A game's speed, as lichess groups time controls: by the estimated duration of a side's
//! time, `initial + 40 × increment` (a game of 40 moves), bullet under 3 minutes, blitz
//! under 8, rapid under 25, classical from 25; correspondence for days per move, untimed
//! without a clock. Stored beside the clock (`games.speed`) so that a player's games are
//! filtered by it in the query.

use crate::clock::TimeControl;

/// The speeds, fastest first, as the API names them.
pub const SPEEDS: [&str; 6] = ["bullet", "blitz", "rapid", "classical", "correspondence", "untimed"];

/// Upper bounds (exclusive) of the estimated duration of bullet, blitz and rapid, in
/// seconds; classical is anything longer.
pub const BOUNDS_S: [i64; 3] = [180, 480, 1500];

/// The estimated duration of a Fischer time control, in seconds: `initial + 40 × increment`.
pub fn estimated_s(initial_ms: i64, increment_ms: i64) -> i64 {
    (initial_ms + 40 * increment_ms) / 1000
}

/// The speed of a time control (`None`: untimed).
pub fn of(control: Option<TimeControl>) -> &'static str {
    match control {
        None => "untimed",
        Some(TimeControl::Correspondence { .. }) => "correspondence",
        Some(TimeControl::Fischer { initial_ms, increment_ms }) => {
            let s = estimated_s(initial_ms, increment_ms);
            let class = BOUNDS_S.iter().position(|&bound| s < bound).unwrap_or(3);
            SPEEDS[class]
        }
    }
}

/// The speed of a stored clock text (`None` or unreadable text: untimed).
pub fn of_text(clock: Option<&str>) -> &'static str {
    of(clock.and_then(TimeControl::parse))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fischer(initial_s: i64, increment_s: i64) -> &'static str {
        of(Some(TimeControl::Fischer { initial_ms: initial_s * 1000, increment_ms: increment_s * 1000 }))
    }

    #[test]
    fn speeds_follow_the_estimated_duration() {
        assert_eq!(fischer(60, 0), "bullet");
        assert_eq!(fischer(120, 1), "bullet", "120 + 40 = 160 s");
        assert_eq!(fischer(180, 0), "blitz", "3 minutes is blitz");
        assert_eq!(fischer(180, 2), "blitz", "180 + 80 = 260 s");
        assert_eq!(fischer(300, 3), "blitz", "300 + 120 = 420 s");
        assert_eq!(fischer(480, 0), "rapid");
        assert_eq!(fischer(600, 5), "rapid", "600 + 200 = 800 s");
        assert_eq!(fischer(1500, 0), "classical");
        assert_eq!(fischer(900, 15), "classical", "900 + 600 = 1500 s");
        assert_eq!(of(Some(TimeControl::Correspondence { days: 3 })), "correspondence");
        assert_eq!(of(None), "untimed");
        assert_eq!(of_text(Some("fischer:60000:0")), "bullet");
        assert_eq!(of_text(Some("days:2")), "correspondence");
    }
}
