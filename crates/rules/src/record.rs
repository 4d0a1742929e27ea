//! Game records: tags for the game, variant and options, then the moves — like a PGN.
//!
//! ```text
//! [Game "hunt"]
//! [Variant "fox-geese"]
//! [Set "capture=mandatory"]
//! [Result "geese win"]
//! [Termination "no-legal-move"]
//!
//! 1. c3-c4 d4-d5 2. e3-e4 d5xd3 …
//! ```
//!
//! `Set` tags apply options in order on top of the `Variant` preset; a `Start` tag holds a
//! position text when the game did not begin at the variant's start. `Result` is
//! `<side name> win`, `draw` or `*`; `Termination` names the [`EndReason`]. Numbers like
//! `12.` or `12...`, `{comments}` and `; comments` in the movetext are skipped.
//!
//! Tafl records are the same with `[Game "tafl"]` and a tafl preset (`hnefatafl-9`,
//! `hnefatafl-11`, `copenhagen-11`); [`Record::family`] says which family a record is of,
//! and [`Record::replay`] replays it in a family.

use crate::VariantOptions;
use crate::option_text::OptionError;
use crate::{EndReason, Family, FamilyId, Game, Outcome};

/// A record as read: tags in order and the move texts with their line numbers.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Record {
    /// `(name, value)` pairs in file order.
    pub tags: Vec<(String, String)>,
    /// The moves as written, each with the 1-based line it stands on.
    pub moves: Vec<(String, usize)>,
}

/// What is wrong with the text of a record before any rules are applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordSyntaxError {
    /// A tag line that is not `[Name "value"]`.
    #[error("line {0}: a tag must look like [Name \"value\"]")]
    BadTag(usize),
    /// A `{` comment that is never closed.
    #[error("line {0}: comment `{{` is never closed")]
    OpenComment(usize),
}

/// What is wrong with a record, and where. `M`, `P` and `V` are the family's move, position
/// text and variant errors (see [`RecordErrorOf`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError<M, P, V> {
    /// The `Game` tag names another family than the one the record is replayed in.
    #[error("the record is of game `{stated}`, not `{expected}`")]
    WrongGame {
        /// The `Game` tag.
        stated: String,
        /// The family replaying it.
        expected: &'static str,
    },
    /// The text is no record.
    #[error(transparent)]
    Syntax(#[from] RecordSyntaxError),
    /// The record names no variant, or an unknown one.
    #[error("unknown or missing Variant tag `{0}`; the presets are: {1}")]
    UnknownVariant(String, String),
    /// A `Set` tag with a bad option.
    #[error("line {line}: Set tag: {error}")]
    BadOption {
        /// Line of the tag.
        line: usize,
        /// The problem.
        error: OptionError,
    },
    /// The options make no playable variant.
    #[error("the variant's options do not fit together: {0}")]
    Variant(V),
    /// A `Start` tag that is no position.
    #[error("Start tag: {0}")]
    BadStart(P),
    /// A move that cannot be played.
    #[error("line {line}: move {number} ({side}) `{text}`: {error}")]
    IllegalMove {
        /// Full-move number, as written before the moves (`1.`).
        number: usize,
        /// The side that was to move.
        side: String,
        /// The move as written.
        text: String,
        /// Line of the move.
        line: usize,
        /// Why it is illegal.
        error: M,
    },
    /// A `Result` or `Termination` tag that cannot be read.
    #[error("bad {0} tag `{1}`")]
    BadResult(&'static str, String),
    /// The stated result contradicts the moves.
    #[error("the record says `{stated}` but the moves end in `{actual}`")]
    ResultMismatch {
        /// The `Result` tag.
        stated: String,
        /// What the replay gives.
        actual: String,
    },
}

/// The record error type of family `R`.
pub type RecordErrorOf<R> =
    RecordError<<R as Family>::MoveError, <R as Family>::PositionError, <R as Family>::VariantError>;

/// Reads a quoted tag value, undoing `\"` and `\\`.
fn tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    let valid_name = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    valid_name.then(|| (name.to_string(), value))
}

/// The games of a file of several records, each as its first line (1-based) and its text.
/// A game begins at a tag line that follows the previous game's moves, or that repeats a
/// `Game` or `Variant` tag the game before already has (a game without moves); records
/// written one after the other (a blank line between, as the exports write them) are read
/// back one by one. Text with one record is one game; text with none, none.
pub fn games(text: &str) -> Vec<(usize, &str)> {
    let mut games = Vec::new();
    let (mut start, mut start_line) = (0, 1);
    let (mut moves, mut tags, mut in_comment) = (false, Vec::<&str>::new(), false);
    let mut offset = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line = raw.trim();
        if !in_comment && line.starts_with('[') {
            let name = line[1..].split(|c: char| c.is_whitespace() || c == ']').next().unwrap_or("");
            let repeated = matches!(name, "Game" | "Variant") && tags.contains(&name);
            if moves || repeated {
                games.push((start_line, &text[start..offset]));
                (start, start_line, moves) = (offset, i + 1, false);
                tags.clear();
            }
            tags.push(name);
        } else {
            // Outside comments, any text is movetext.
            let mut rest = line;
            while !rest.is_empty() {
                if in_comment {
                    let Some(end) = rest.find('}') else { break };
                    (in_comment, rest) = (false, &rest[end + 1..]);
                    continue;
                }
                let cut = rest.find(['{', ';']).unwrap_or(rest.len());
                moves |= !rest[..cut].trim().is_empty();
                if rest[cut..].starts_with('{') {
                    (in_comment, rest) = (true, &rest[cut + 1..]);
                } else {
                    rest = "";
                }
            }
        }
        offset += raw.len();
    }
    if moves || !tags.is_empty() {
        games.push((start_line, &text[start..]));
    }
    games
}

/// Whether a movetext token is a move number (`12.` or `12...`).
fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    digits.len() < token.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

impl Record {
    /// Reads the text of a record (no rules checked yet: see [`Record::replay`]).
    ///
    /// # Errors
    ///
    /// A tag line that is not `[Name "value"]`, or a comment never closed, with its line.
    pub fn parse(text: &str) -> Result<Record, RecordSyntaxError> {
        let mut record = Record::default();
        let mut in_comment: Option<usize> = None;
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let line = raw.trim();
            if in_comment.is_none() && line.starts_with('[') {
                record.tags.push(tag(line).ok_or(RecordSyntaxError::BadTag(line_no))?);
                continue;
            }
            let mut rest = line;
            while !rest.is_empty() {
                if in_comment.is_some() {
                    match rest.find('}') {
                        Some(end) => {
                            in_comment = None;
                            rest = &rest[end + 1..];
                        }
                        None => rest = "",
                    }
                    continue;
                }
                let cut = rest.find(['{', ';']).unwrap_or(rest.len());
                for token in rest[..cut].split_whitespace() {
                    // A number glued to its move (`1.c3-c4`) is split off too.
                    let token = match token.rfind('.') {
                        Some(dot) if is_move_number(&token[..=dot]) => &token[dot + 1..],
                        _ => token,
                    };
                    if token.is_empty() || is_move_number(token) || token == "*" {
                        continue;
                    }
                    record.moves.push((token.to_string(), line_no));
                }
                rest = &rest[cut..];
                if rest.starts_with(';') {
                    rest = "";
                } else if !rest.is_empty() {
                    in_comment = Some(line_no);
                    rest = &rest[1..];
                }
            }
        }
        if let Some(line) = in_comment {
            return Err(RecordSyntaxError::OpenComment(line));
        }
        Ok(record)
    }

    /// Reads and replays a record of family `R` in one step ([`Record::parse`] then
    /// [`Record::replay`]).
    ///
    /// # Errors
    ///
    /// As [`Record::parse`] and [`Record::replay`].
    pub fn read_game<R: Family>(text: &str) -> Result<Game<R>, RecordErrorOf<R>> {
        Record::parse(text)?.replay::<R>(text)
    }

    /// The first value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// The family of the record ([`FamilyId::of_record`]): its `Game` tag, or without one
    /// the family of its `Variant` preset, else hunt. `None` for a `Game` tag that names no
    /// family of two-player rules.
    pub fn family(&self) -> Option<FamilyId> {
        FamilyId::of_record(self.tag("Game"), self.tag("Variant"))
    }

    /// The variant of family `R` the tags describe.
    ///
    /// # Errors
    ///
    /// An unknown or missing `Variant` tag, or a `Set` tag with a bad option (with its line).
    pub fn variant<R: Family>(&self, text: &str) -> Result<R::Variant, RecordErrorOf<R>> {
        let name = self.tag("Variant").unwrap_or("");
        let mut variant = R::preset_variant(name)
            .ok_or_else(|| RecordError::UnknownVariant(name.to_string(), R::preset_ids().join(", ")))?;
        let mut set_lines = text.lines().enumerate().filter(|(_, l)| l.trim_start().starts_with("[Set "));
        for (name, value) in &self.tags {
            if name == "Set" {
                let line = set_lines.next().map_or(0, |(i, _)| i + 1);
                variant.set_pair(value).map_err(|error| RecordError::BadOption { line, error })?;
            }
        }
        if let Some(id) = self.tag("VariantName") {
            R::rename(&mut variant, id);
        }
        Ok(variant)
    }

    /// Replays the record in family `R`: builds the variant, plays every move, applies the
    /// declared result, and checks the `Result` tag against the replay. `text` is the
    /// record's text, used only to give line numbers of `Set` tags.
    ///
    /// # Errors
    ///
    /// A `Game` tag naming another family, a bad variant, option or `Start` tag, the first
    /// move that cannot be played (with its number, side and line), or a `Result` tag the
    /// moves contradict.
    pub fn replay<R: Family>(&self, text: &str) -> Result<Game<R>, RecordErrorOf<R>> {
        if let Some(game) = self.tag("Game") {
            if game != R::GAME {
                return Err(RecordError::WrongGame { stated: game.to_string(), expected: R::GAME });
            }
        }
        let variant = self.variant::<R>(text)?;
        let rules = R::build(&variant).map_err(RecordError::Variant)?;
        self.replay_with(rules)
    }

    /// Replays the record with `rules` already built from its variant ([`Record::variant`]):
    /// the `Start` tag, every move and the declared result, as [`Record::replay`] does
    /// after building them (the `Game` tag is not looked at). For a caller that chooses
    /// the rules' type from the variant, which it then reads once.
    ///
    /// # Errors
    ///
    /// A bad `Start` tag, the first move that cannot be played (with its number, side and
    /// line), or a `Result` tag the moves contradict.
    pub fn replay_with<R: Family>(&self, rules: R) -> Result<Game<R>, RecordErrorOf<R>> {
        let mut game = match self.tag("Start") {
            Some(start) => {
                let pos = rules.parse_position(start).map_err(RecordError::BadStart)?;
                Game::from_position(rules, pos)
            }
            None => Game::new(rules),
        };
        let mut sides = vec![game.side_to_move()];
        let mut number = 0;
        for (text, line) in &self.moves {
            let side = game.side_to_move();
            number = new_number(&sides, sides.len() - 1).unwrap_or(number);
            let side_name = game.rules().side_name(side);
            game.play_text(text).map_err(|e| RecordError::IllegalMove {
                number,
                side: side_name,
                text: text.clone(),
                line: *line,
                error: match e {
                    crate::GameError::Move(m) => m,
                    _ => R::game_over_error(),
                },
            })?;
            sides.push(game.side_to_move());
        }
        self.apply_result(&mut game)?;
        Ok(game)
    }

    /// Applies `Result`/`Termination` tags: a resignation or agreed draw is declared; any
    /// other stated result must be what the replay reached.
    fn apply_result<R: Family>(&self, game: &mut Game<R>) -> Result<(), RecordErrorOf<R>> {
        let Some(stated) = self.tag("Result") else { return Ok(()) };
        let rules = game.rules().clone();
        let winner = if stated == "*" || stated == "draw" {
            None
        } else {
            R::sides()
                .into_iter()
                .find(|&s| stated == result_text(&rules, Some(Outcome::Win(s, EndReason::Resignation))))
                .map(Some)
                .ok_or_else(|| RecordError::BadResult("Result", stated.to_string()))?
        };
        let reason = match self.tag("Termination") {
            Some(t) => Some(
                EndReason::from_name(t)
                    .ok_or_else(|| RecordError::BadResult("Termination", t.to_string()))?,
            ),
            None => None,
        };
        let actual = game.outcome();
        if actual.is_none() {
            match (stated, winner, reason) {
                ("*", _, _) => return Ok(()),
                ("draw", _, Some(EndReason::Agreement)) => {
                    let _ = game.agree_draw();
                    return Ok(());
                }
                (_, Some(w), Some(EndReason::Resignation)) => {
                    let _ = game.resign(rules.opponent(w));
                    return Ok(());
                }
                (_, Some(w), Some(EndReason::Time)) => {
                    let _ = game.lose_on_time(rules.opponent(w));
                    return Ok(());
                }
                _ => {}
            }
        }
        let actual_text = result_text(&rules, actual);
        if actual_text != stated {
            return Err(RecordError::ResultMismatch { stated: stated.to_string(), actual: actual_text });
        }
        Ok(())
    }

    /// Writes a game as a record, with extra tags (players, date…) after the variant tags.
    pub fn write<R: Family>(game: &Game<R>, extra_tags: &[(String, String)]) -> String {
        let rules = game.rules();
        let quote = |v: &str| v.replace('\\', "\\\\").replace('"', "\\\"");
        let mut out = format!("[Game \"{}\"]\n", R::GAME);
        let (base, changes) = rules.preset_and_changes();
        out += &format!("[Variant \"{}\"]\n", quote(&base));
        if rules.variant_id() != base {
            out += &format!("[VariantName \"{}\"]\n", quote(rules.variant_id()));
        }
        for (key, value) in changes {
            out += &format!("[Set \"{key}={}\"]\n", quote(&value));
        }
        if *game.start() != game.rules().game_start() {
            out += &format!("[Start \"{}\"]\n", game.rules().position_text(game.start()));
        }
        for (name, value) in extra_tags {
            out += &format!("[{name} \"{}\"]\n", quote(value));
        }
        let outcome = game.outcome();
        out += &format!("[Result \"{}\"]\n", result_text(rules, outcome));
        if let Some(o) = outcome {
            out += &format!("[Termination \"{}\"]\n", o.reason().name());
        }
        out.push('\n');
        let mut line = String::new();
        for (text, number) in game.move_texts().into_iter().zip(game.move_numbers()) {
            let mut word = text;
            if let Some(number) = number {
                word = format!("{number}. {word}");
            }
            if !line.is_empty() && line.len() + word.len() > 78 {
                out += line.trim_end();
                out.push('\n');
                line.clear();
            }
            line += &word;
            line.push(' ');
        }
        out += line.trim_end();
        out.push('\n');
        out
    }
}

/// The move number written before ply `i`, given the side to move before each ply: a new
/// number starts the game and each time the move passes back to the side that began.
fn new_number<S: PartialEq>(sides: &[S], i: usize) -> Option<usize> {
    move_numbers(&sides[..=i])[i]
}

/// The number written before each move, given the side to move before each one: move
/// pair 1 starts the game, and a new pair starts each time the move passes back to the
/// side that began (so a side that moves twice in a row, as a hunter placing its piece
/// and then moving, keeps one number; a game the second seat begins numbers from its
/// moves). `None` where a move continues its pair.
pub fn move_numbers<S: PartialEq>(sides: &[S]) -> Vec<Option<usize>> {
    let mut count = 0;
    (0..sides.len())
        .map(|i| {
            let starts = i == 0 || (sides[i] == sides[0] && sides[i - 1] != sides[0]);
            starts.then(|| {
                count += 1;
                count
            })
        })
        .collect()
}

/// `<side name> win`, `draw`, or `*` for a game not over, in any family.
pub fn result_text<R: Family>(rules: &R, outcome: Option<Outcome<R::Side>>) -> String {
    match outcome {
        None => "*".to_string(),
        Some(Outcome::Draw(_)) => "draw".to_string(),
        Some(Outcome::Win(side, _)) => format!("{} win", rules.side_name(side)),
    }
}

#[cfg(test)]
mod numbering_tests {
    use super::move_numbers;

    /// The numbers by a different walk: a pair is open until the side that began moves
    /// again after the other side has moved in it.
    fn naive(sides: &[u8]) -> Vec<Option<usize>> {
        let mut out = Vec::new();
        let mut pair = 0;
        let mut other_moved = true;
        for &side in sides {
            if side == sides[0] && other_moved {
                pair += 1;
                other_moved = false;
                out.push(Some(pair));
            } else {
                other_moved |= side != sides[0];
                out.push(None);
            }
        }
        out
    }

    #[test]
    fn pairs_are_numbered_from_the_side_that_began() {
        // Alternating, the first seat first; the second seat first; a side moving twice
        // (a hunter placing its piece, then moving); the second side twice.
        assert_eq!(move_numbers(&[0, 1, 0, 1, 0]), [Some(1), None, Some(2), None, Some(3)]);
        assert_eq!(move_numbers(&[1, 0, 1]), [Some(1), None, Some(2)]);
        assert_eq!(move_numbers(&[0, 0, 1, 0, 1]), [Some(1), None, None, Some(2), None]);
        assert_eq!(move_numbers(&[0, 1, 1, 0]), [Some(1), None, None, Some(2)]);
        assert!(move_numbers::<u8>(&[]).is_empty());
        // Every sequence of up to 10 moves, against the walk above.
        for len in 0..=10 {
            for bits in 0..(1u32 << len) {
                let sides: Vec<u8> = (0..len).map(|i| ((bits >> i) & 1) as u8).collect();
                assert_eq!(move_numbers(&sides), naive(&sides), "{sides:?}");
            }
        }
    }
}
