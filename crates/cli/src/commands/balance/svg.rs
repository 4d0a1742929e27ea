//! The chart of a balance run as SVG: a grid with one cell per combination, the last varied
//! option across and the others down, each cell coloured by who wins (solved: the deeper
//! the colour, the faster the win) or who is ahead (a match: the deeper, the further the
//! score from one half), with the value and the plies or the score with its interval.

use super::cell::{CellResult, Method};
use super::grid::Vary;
use crate::svg_text::escape;
use std::fmt::Write;

const CELL_W: usize = 170;
const CELL_H: usize = 54;
const HEAD_H: usize = 64;
const FOOT_H: usize = 44;
/// Room for the notes under the grid.
const MIN_WIDTH: usize = 480;
const ROW_HEAD_MIN: usize = 120;
/// Hues of the first seat's side (warm, as the fox) and the second's (cool, as the geese).
const HUES: [u32; 2] = [8, 212];

/// The chart of `results` (one per cell, in the order of [`super::grid::cells`]), titled
/// `title`; `side_ids` are the sides' ids in seat order, as the results' `winner` holds them.
pub fn chart(title: &str, vary: &[Vary], results: &[CellResult], side_ids: [&str; 2]) -> String {
    let (rows_of, columns) = match vary.split_last() {
        Some((last, rest)) => (rest, last),
        None => return String::new(),
    };
    let row_labels = row_labels(rows_of);
    let row_head = row_labels.iter().map(|l| l.len() * 7 + 16).max().unwrap_or(0).max(ROW_HEAD_MIN);
    let width = (row_head + columns.values.len() * CELL_W + 10).max(MIN_WIDTH);
    let height = HEAD_H + row_labels.len() * CELL_H + FOOT_H;
    // Solved wins are shaded by their length among the chart's solved wins.
    let lengths = results.iter().filter(|r| r.method == Method::Solved).filter_map(|r| r.plies);
    let (shortest, longest) = lengths.fold((u32::MAX, 0), |(lo, hi), p| (lo.min(p), hi.max(p)));

    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">"#
    );
    let _ = write!(svg, r##"<rect width="{width}" height="{height}" fill="#fff"/>"##);
    let _ = write!(svg, r#"<text x="8" y="20" font-size="15" font-weight="bold">{}</text>"#, escape(title));
    for (c, value) in columns.values.iter().enumerate() {
        let x = row_head + c * CELL_W + CELL_W / 2;
        let _ = write!(
            svg,
            r#"<text x="{x}" y="{}" text-anchor="middle">{}</text>"#,
            HEAD_H - 10,
            escape(&format!("{}={value}", columns.key))
        );
    }
    for (r, label) in row_labels.iter().enumerate() {
        let y = HEAD_H + r * CELL_H + CELL_H / 2 + 4;
        let _ = write!(svg, r#"<text x="8" y="{y}">{}</text>"#, escape(label));
    }
    for (i, result) in results.iter().enumerate() {
        let (r, c) = (i / columns.values.len(), i % columns.values.len());
        let (x, y) = (row_head + c * CELL_W, HEAD_H + r * CELL_H);
        let seat = result.winner.as_deref().and_then(|w| side_ids.iter().position(|id| *id == w));
        let fill = fill(result, seat, shortest, longest);
        let options: Vec<String> =
            result.options.iter().map(|(k, v)| format!("{k}={}", v.as_str().unwrap_or_default())).collect();
        let method = if result.method == Method::Solved { "solved" } else { "match" };
        let _ = write!(
            svg,
            r#"<g class="cell" data-cell="{}" data-method="{method}" data-winner="{}">"#,
            escape(&options.join(";")),
            escape(result.winner.as_deref().unwrap_or("")),
        );
        let _ = write!(
            svg,
            r##"<rect x="{}" y="{}" width="{}" height="{}" rx="4" fill="{fill}" stroke="#fff" stroke-width="2"/>"##,
            x + 1,
            y + 1,
            CELL_W - 2,
            CELL_H - 2
        );
        let text = if seat.is_some() && result.method == Method::Solved { "#fff" } else { "#111" };
        let (cx, top) = (x + CELL_W / 2, y + CELL_H / 2);
        let _ = write!(
            svg,
            r#"<text x="{cx}" y="{}" text-anchor="middle" fill="{text}" font-weight="bold">{}</text>"#,
            top - 3,
            escape(&result.value)
        );
        let _ = write!(
            svg,
            r#"<text x="{cx}" y="{}" text-anchor="middle" fill="{text}">{}</text></g>"#,
            top + 13,
            escape(&detail(result))
        );
    }
    let first = results.first().map_or("first side", |r| r.score_of.as_str());
    let mut notes = Vec::new();
    if results.iter().any(|r| r.method == Method::Solved) {
        notes.push("Solved: the value with perfect play (deeper colour: a faster win).".to_string());
    }
    if let Some(games) = results.iter().find_map(|r| r.games.as_ref()) {
        notes.push(format!(
            "Match: {} against itself; the score of the {first} with its 95% interval.",
            games.player
        ));
    }
    for (i, note) in notes.iter().enumerate() {
        let y = HEAD_H + row_labels.len() * CELL_H + 18 + 16 * i;
        let _ = write!(svg, r##"<text x="8" y="{y}" fill="#444">{}</text>"##, escape(note));
    }
    svg.push_str("</svg>\n");
    svg
}

/// One label per row: the values of the options varied down the chart (a single row, with
/// no label, when only one option varies).
fn row_labels(rows_of: &[Vary]) -> Vec<String> {
    let mut labels = vec![String::new()];
    for v in rows_of {
        labels = labels
            .into_iter()
            .flat_map(|label| {
                v.values.iter().map(move |value| {
                    let sep = if label.is_empty() { "" } else { ", " };
                    format!("{label}{sep}{}={value}", v.key)
                })
            })
            .collect();
    }
    labels
}

/// The second line of a cell: the plies of a solved win, or a match's score.
fn detail(result: &CellResult) -> String {
    match (result.method, &result.games) {
        (Method::Solved, _) => match (result.plies, &result.winner) {
            (Some(p), _) => format!("in {p} plies"),
            // Values-only tables know the winner but not how fast.
            (None, Some(_)) => "distance unknown".to_string(),
            (None, None) => "no one can force a win".to_string(),
        },
        (Method::Match, games) => format!(
            "{:.2} ({:.2}–{:.2}), {} games",
            result.score,
            result.interval[0],
            result.interval[1],
            games.as_ref().map_or(0, |g| g.games)
        ),
    }
}

/// A cell's colour: the winner's hue, deeper for a faster win or a score further from ½;
/// grey for a solved draw.
fn fill(result: &CellResult, seat: Option<usize>, shortest: u32, longest: u32) -> String {
    match (result.method, seat) {
        (Method::Solved, None) => "#b8b8b8".to_string(),
        (Method::Solved, Some(seat)) => {
            let plies = result.plies.unwrap_or(longest);
            let spread = longest.saturating_sub(shortest).max(1) as f64;
            let slowness = (plies.saturating_sub(shortest)) as f64 / spread;
            format!("hsl({}, 60%, {:.0}%)", HUES[seat], 32.0 + 26.0 * slowness)
        }
        (Method::Match, _) => {
            let lean = (result.score - 0.5).abs() * 2.0;
            let hue = if result.score >= 0.5 { HUES[0] } else { HUES[1] };
            format!("hsl({hue}, 60%, {:.0}%)", 94.0 - 40.0 * lean)
        }
    }
}
