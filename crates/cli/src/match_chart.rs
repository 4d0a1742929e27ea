//! A match's course as a chart: player A's score after each game with its 95% interval, as
//! a small text chart for the terminal and as SVG (`reynard match --svg`). Games are taken
//! in the order they finished, so the chart shows how the estimate narrowed as the match
//! went on.

use crate::svg_text::escape;
use reynard_search::stats::Tally;
use std::fmt::Write;

/// A's score and its 95% interval after each game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    /// The score so far, 0 to 1.
    pub score: f64,
    /// The interval's lower end.
    pub lo: f64,
    /// Its upper end.
    pub hi: f64,
}

/// The steps of a match whose games A scored `scores` in (1, ½ or 0 each, in order).
pub fn course(scores: &[f64]) -> Vec<Step> {
    let mut tally = Tally::default();
    scores
        .iter()
        .map(|&s| {
            tally.add(s);
            let (lo, hi) = tally.score_interval();
            Step { score: tally.score(), lo, hi }
        })
        .collect()
}

/// Rows of the text chart: 1 at the top, ½ in the middle, 0 at the bottom.
pub const ROWS: usize = 11;
/// Most columns of the text chart; longer matches are sampled.
pub const WIDTH: usize = 60;

/// The row (0 at the top) of a score.
fn row_of(score: f64) -> usize {
    ((1.0 - score.clamp(0.0, 1.0)) * (ROWS - 1) as f64).round() as usize
}

/// The step each column shows: the last game it covers.
fn sampled(steps: &[Step]) -> Vec<Step> {
    let columns = steps.len().min(WIDTH);
    (1..=columns).map(|c| steps[c * steps.len() / columns - 1]).collect()
}

/// The text chart: A's score (`●`) in its interval (`░`), the even line (`┄`) at ½, with the
/// scale on the left and the games under it.
pub fn text(steps: &[Step]) -> Vec<String> {
    if steps.is_empty() {
        return Vec::new();
    }
    let columns = sampled(steps);
    let mut lines = Vec::with_capacity(ROWS + 1);
    for row in 0..ROWS {
        let label = match row {
            0 => "1.0 ┤",
            r if r == ROWS / 2 => "0.5 ┤",
            r if r == ROWS - 1 => "0.0 ┤",
            _ => "    │",
        };
        let mut line = String::from(label);
        for step in &columns {
            let (top, bottom) = (row_of(step.hi), row_of(step.lo));
            line.push(if row == row_of(step.score) {
                '●'
            } else if (top..=bottom).contains(&row) {
                '░'
            } else if row == ROWS / 2 {
                '┄'
            } else {
                ' '
            });
        }
        lines.push(line);
    }
    lines.push(format!("     games 1 to {}, in the order they ended", steps.len()));
    lines
}

const SVG_W: f64 = 640.0;
const SVG_H: f64 = 260.0;
const LEFT: f64 = 44.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 36.0;
const BOTTOM: f64 = 34.0;

/// The SVG chart, titled `title`: the interval as a band, the score as a line, the even line
/// dashed at ½.
pub fn svg(title: &str, steps: &[Step]) -> String {
    let (plot_w, plot_h) = (SVG_W - LEFT - RIGHT, SVG_H - TOP - BOTTOM);
    let x = |i: usize| {
        if steps.len() < 2 {
            LEFT + plot_w / 2.0
        } else {
            LEFT + plot_w * i as f64 / (steps.len() - 1) as f64
        }
    };
    let y = |score: f64| TOP + plot_h * (1.0 - score.clamp(0.0, 1.0));
    let mut out = String::new();
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{SVG_W}" height="{SVG_H}" viewBox="0 0 {SVG_W} {SVG_H}" font-family="sans-serif" font-size="12"><rect width="{SVG_W}" height="{SVG_H}" fill="#fff"/>"##
    );
    let _ = write!(out, r#"<text x="8" y="20" font-size="14" font-weight="bold">{}</text>"#, escape(title));
    for (score, label) in [(1.0, "1"), (0.5, "½"), (0.0, "0")] {
        let _ = write!(
            out,
            r#"<text x="{}" y="{:.1}" text-anchor="end">{label}</text>"#,
            LEFT - 6.0,
            y(score) + 4.0
        );
    }
    let band: Vec<String> = steps
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{:.1},{:.1}", x(i), y(s.hi)))
        .chain(steps.iter().enumerate().rev().map(|(i, s)| format!("{:.1},{:.1}", x(i), y(s.lo))))
        .collect();
    let _ = write!(
        out,
        r##"<polygon class="interval" points="{}" fill="#f2c9a8" stroke="none"/>"##,
        band.join(" ")
    );
    let _ = write!(
        out,
        r##"<line x1="{LEFT}" x2="{}" y1="{:.1}" y2="{:.1}" stroke="#888" stroke-dasharray="4 3"/>"##,
        SVG_W - RIGHT,
        y(0.5),
        y(0.5)
    );
    let line: Vec<String> =
        steps.iter().enumerate().map(|(i, s)| format!("{:.1},{:.1}", x(i), y(s.score))).collect();
    let _ = write!(
        out,
        r##"<polyline class="score" points="{}" fill="none" stroke="#b3401c" stroke-width="2"/>"##,
        line.join(" ")
    );
    let _ = write!(
        out,
        r#"<text x="{LEFT}" y="{}">game 1</text><text x="{}" y="{}" text-anchor="end">game {}</text>"#,
        SVG_H - 10.0,
        SVG_W - RIGHT,
        SVG_H - 10.0,
        steps.len()
    );
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_course_narrows_around_the_score() {
        let scores = [1.0, 0.5, 1.0, 0.0, 1.0, 1.0, 0.5, 1.0];
        let steps = course(&scores);
        assert_eq!(steps.len(), scores.len());
        for (k, step) in steps.iter().enumerate() {
            let sum: f64 = scores[..=k].iter().sum();
            assert!((step.score - sum / (k + 1) as f64).abs() < 1e-12, "game {k}");
            assert!(step.lo <= step.score && step.score <= step.hi, "game {k}: {step:?}");
        }
        // More games, a narrower interval (the same share of wins, doubled).
        let twice: Vec<f64> = scores.iter().chain(&scores).copied().collect();
        let (a, b) = (steps[7], course(&twice)[15]);
        assert!(b.hi - b.lo < a.hi - a.lo, "{a:?} {b:?}");
    }

    #[test]
    fn the_text_chart_puts_the_score_in_its_band() {
        let steps = course(&[1.0; 4]);
        let lines = text(&steps);
        assert_eq!(lines.len(), ROWS + 1);
        // After 4 wins in 4: the score on the top row, the band down to about 0.5.
        let column = |c: usize| -> Vec<char> {
            lines[..ROWS].iter().map(|l| l.chars().nth(5 + c).unwrap_or(' ')).collect()
        };
        let last = column(3);
        assert_eq!(last[0], '●');
        assert_eq!(last[row_of(steps[3].lo)], '░');
        assert_eq!(last[ROWS - 1], ' ');
        assert!(lines[ROWS].contains("games 1 to 4"), "{}", lines[ROWS]);
        // A long match is sampled to the chart's width, its last column the final step.
        let long = course(&vec![0.0; 500]);
        let lines = text(&long);
        assert_eq!(lines[0].chars().count(), 5 + WIDTH);
        assert_eq!(lines[ROWS - 1].chars().last(), Some('●'));
    }
}
