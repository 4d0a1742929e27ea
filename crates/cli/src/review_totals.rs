//! A review's words in the terminal (`reynard record review` and the full-screen game's
//! review), in the player's language: what each marked move did, and each side's totals
//! under the chart (inaccuracies, mistakes, blunders, the wins and draws thrown away where
//! the tables solve positions, the average loss).

use reynard_i18n::{Lang, tr};
use reynard_play::message::Message;
use reynard_play::{MoveReview, ReviewView, SideSummary};

/// What a marked move did (`None` for a move that kept its value), with the best move;
/// `side` is the mover's side name (`fox`).
pub fn mark_text(m: &MoveReview, side: String) -> Option<Message> {
    let verdict = m.verdict?.replace('_', "-");
    let text = Message::new(&format!("review-{verdict}")).side("side", side);
    Some(match &m.best {
        Some(best) => Message::new("review-mark-best")
            .message("verdict", text)
            .message("best", Message::new("review-best").plain("best", best.clone())),
        None => text,
    })
}

/// One line a side of `summary` (in seat order, `names` the sides' names in the same
/// order): its name, then each count after its label, then the average loss. The wins and
/// draws thrown away are shown when `solved` (the tables solved a position of the game:
/// else they cannot be told) or when any was.
pub fn totals_lines(lang: Lang, summary: &[SideSummary], solved: bool, names: &[String]) -> Vec<String> {
    summary.iter().zip(names).map(|(s, name)| line(lang, s, solved, name)).collect()
}

/// Whether the tables solved a position of the review's game.
pub fn any_solved(review: &ReviewView) -> bool {
    review.points.iter().any(|p| p.at.kind == "solved")
}

fn line(lang: Lang, s: &SideSummary, solved: bool, name: &str) -> String {
    let mut counts = vec![
        ("review-totals-inaccuracies", s.inaccuracies),
        ("review-totals-mistakes", s.mistakes),
        ("review-totals-blunders", s.blunders),
    ];
    if solved || s.lost_wins + s.lost_draws > 0 {
        counts.push(("review-totals-lost-wins", s.lost_wins));
        counts.push(("review-totals-lost-draws", s.lost_draws));
    }
    let mut parts: Vec<String> =
        counts.into_iter().map(|(key, n)| format!("{} {n}", tr(lang, key))).collect();
    let average = s.average_loss.map_or_else(|| "–".to_string(), |a| format!("{a:.1}"));
    parts.push(format!("{} {average}", tr(lang, "review-totals-average")));
    format!("{name}: {}", parts.join(" · "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_names_each_count_in_the_language() {
        let s = SideSummary {
            side: "hunter",
            measured: 4,
            inaccuracies: 1,
            mistakes: 2,
            blunders: 3,
            lost_wins: 0,
            lost_draws: 1,
            average_loss: Some(7.3),
        };
        let en = line(Lang::En, &s, true, "fox");
        assert_eq!(
            en,
            "fox: Inaccuracies 1 · Mistakes 2 · Blunders 3 · Wins thrown away 0 · Draws thrown away 1 · Average loss 7.3"
        );
        assert!(
            line(Lang::Ru, &s, false, "лиса").starts_with("лиса: Неточности 1 · Ошибки 2 · Грубые ошибки 3")
        );
        let none = SideSummary { side: "flock", ..SideSummary::default() };
        assert_eq!(
            line(Lang::Pl, &none, false, "gęsi"),
            "gęsi: Niedokładności 0 · Błędy 0 · Poważne błędy 0 · Średnia strata –"
        );
    }
}
