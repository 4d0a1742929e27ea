//! A game's course as a small text chart for the terminal (`reynard record review` and the
//! full-screen game's review): one column a position (sampled when the game is wider than
//! the chart), the first seat ahead above the middle line, the second below; a move that
//! threw a value away is marked where it led.

use reynard_play::ReviewView;

/// Rows of the chart: four above the middle line, the line, four below.
pub const ROWS: usize = 9;

/// How a position is marked: by the verdict on the move that led to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing to say.
    Plain,
    /// A draw thrown away, or a mistake.
    Doubtful,
    /// A win thrown away, or a blunder.
    Bad,
}

impl Mark {
    /// The mark of a verdict of the review (`lost_win`, `lost_draw`, `blunder`, `mistake`).
    pub fn of(verdict: Option<&str>) -> Mark {
        match verdict {
            Some("lost_win" | "blunder") => Mark::Bad,
            Some(_) => Mark::Doubtful,
            None => Mark::Plain,
        }
    }

    fn glyph(self) -> char {
        match self {
            Mark::Plain => '•',
            Mark::Doubtful => '?',
            Mark::Bad => '×',
        }
    }
}

/// The points of a review (its `advantage`, −1…1) with each position's mark.
pub fn points_of(review: &ReviewView) -> Vec<(f64, Mark)> {
    review
        .points
        .iter()
        .map(|p| {
            let judged = p.at.ply.checked_sub(1).and_then(|i| review.moves.get(i));
            (p.advantage, Mark::of(judged.and_then(|m| m.verdict)))
        })
        .collect()
}

/// The column of each position when `positions` are drawn in at most `width` columns.
pub fn column_of(position: usize, positions: usize, width: usize) -> usize {
    if positions <= width || positions < 2 || width < 2 {
        position
    } else {
        position * (width - 1) / (positions - 1)
    }
}

/// The chart's [`ROWS`] lines, at most `width` columns wide: each column shows the most
/// marked of the positions it covers (the last of them otherwise), and the middle line is
/// drawn where no point stands on it. With `cursor` (a position), one more line marks its
/// column with `▲`.
pub fn chart_rows(points: &[(f64, Mark)], width: usize, cursor: Option<usize>) -> Vec<String> {
    let width = width.max(1);
    let columns = points.len().min(width);
    let mut shown: Vec<Option<(f64, Mark)>> = vec![None; columns];
    for (i, &(advantage, mark)) in points.iter().enumerate() {
        let column = column_of(i, points.len(), width);
        let Some(slot) = shown.get_mut(column) else { continue };
        let rank = |m: Mark| m as u8;
        if slot.is_none_or(|(_, kept)| rank(mark) >= rank(kept)) {
            *slot = Some((advantage, mark));
        }
    }
    let mut grid = vec![vec![' '; columns]; ROWS];
    for (column, point) in shown.iter().enumerate() {
        grid[ROWS / 2][column] = '─';
        if let Some((advantage, mark)) = point {
            let row = ((1.0 - advantage.clamp(-1.0, 1.0)) * (ROWS / 2) as f64).round() as usize;
            grid[row.min(ROWS - 1)][column] = mark.glyph();
        }
    }
    let mut lines: Vec<String> =
        grid.into_iter().map(|row| row.into_iter().collect::<String>().trim_end().to_string()).collect();
    if let Some(at) = cursor {
        let column = column_of(at.min(points.len().saturating_sub(1)), points.len(), width);
        lines.push(format!("{}▲", " ".repeat(column)));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_stand_by_their_advantage_and_marks_show() {
        let points = [(0.0, Mark::Plain), (1.0, Mark::Plain), (-1.0, Mark::Bad), (0.5, Mark::Doubtful)];
        let rows = chart_rows(&points, 80, Some(2));
        assert_eq!(rows.len(), ROWS + 1);
        assert_eq!(rows[0], " •");
        assert_eq!(rows[2], "   ?");
        assert_eq!(rows[4], "•───");
        assert_eq!(rows[8], "  ×");
        assert_eq!(rows[9], "  ▲");
    }

    #[test]
    fn a_long_game_is_sampled_into_the_width_keeping_its_marks() {
        let mut points = vec![(0.0, Mark::Plain); 200];
        points[101] = (-1.0, Mark::Bad);
        let rows = chart_rows(&points, 50, None);
        assert!(rows.iter().all(|r| r.chars().count() <= 50), "{rows:?}");
        assert_eq!(rows[8].chars().filter(|&c| c == '×').count(), 1, "the blunder survives sampling");
        assert_eq!(column_of(199, 200, 50), 49);
        assert_eq!(column_of(0, 200, 50), 0);
    }
}
