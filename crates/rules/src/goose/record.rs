//! Goose records: tags like the hunt records, then one line per turn with the rolls and the
//! square each roll's move ends on.
//!
//! ```text
//! [Game "goose"]
//! [Players "3"]
//! [Dice "1"]
//! [Rule "roll-again"]
//! [Board "default"]
//! [Seed "7"]
//! [Result "player 2 wins"]
//! [Turns "3"]
//!
//! 1. P1 4:4
//! 2. P2 5:5 3:8
//! 3. P3 -
//! ```
//!
//! A turn line is `N. P<player> ROLL:SQUARE…` — one `ROLL:SQUARE` per roll (several when a
//! goose gave another roll), a roll being `4` or with two dice `3+4` — or `N. P<player> -`
//! for a missed turn. `Players`, `Dice`, `Rule` and `Board` are needed (`Board` is `default`
//! or the board file's path, which the caller loads); `Seed` is optional — when present,
//! every roll must be the seeded generator's. `Result` is `player N wins` or `*`; `Turns`
//! the count of turn lines. Blank lines and lines starting with `;` are skipped.
//! [`GooseRecord::replay`] replays a record and checks every square, the result and the
//! count of turns.

use super::{Dice, Game, GooseBoard, GooseError, GooseOptions, GooseRule, dice_text};

/// One turn as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordTurn {
    /// The 1-based line of the turn.
    pub line: usize,
    /// The player, 0-based.
    pub player: usize,
    /// Each roll with the square its move ends on; empty for a missed turn.
    pub rolls: Vec<(Vec<u8>, u8)>,
}

/// A record as read.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GooseRecord {
    /// `(name, value)` pairs in file order.
    pub tags: Vec<(String, String)>,
    /// The turns.
    pub turns: Vec<RecordTurn>,
}

/// What is wrong with a record, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// A tag line that is not `[Name "value"]`.
    #[error("line {line}: `{text}` is not a tag like [Players \"4\"]")]
    BadTagLine {
        /// The line.
        line: usize,
        /// Its text.
        text: String,
    },
    /// A needed tag is missing.
    #[error("the record has no [{0} \"…\"] tag")]
    MissingTag(&'static str),
    /// A tag whose value cannot be used.
    #[error("tag {tag} \"{value}\": {reason}")]
    BadTag {
        /// The tag.
        tag: String,
        /// Its value.
        value: String,
        /// What is wrong.
        reason: String,
    },
    /// A turn line that cannot be read.
    #[error("line {line}: `{text}` is not a turn like `12. P3 4:17` or `12. P3 -` ({reason})")]
    BadTurnLine {
        /// The line.
        line: usize,
        /// Its text.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// A turn number out of sequence.
    #[error("line {line}: turn number {found}, expected {expected}")]
    TurnNumber {
        /// The line.
        line: usize,
        /// The number the line should have.
        expected: usize,
        /// The number it has.
        found: usize,
    },
    /// The wrong player for the turn.
    #[error("line {line}: it is player {expected}'s turn, not player {found}'s")]
    WrongPlayer {
        /// The line.
        line: usize,
        /// 1-based.
        expected: usize,
        /// 1-based.
        found: usize,
    },
    /// A player who must miss this turn has rolls, or one who rolls has none.
    #[error("line {line}: player {player} {}", if *.must_miss { "misses this turn but the record has rolls" } else { "rolls this turn but the record says missed" })]
    MissedTurn {
        /// The line.
        line: usize,
        /// 1-based.
        player: usize,
        /// Whether the player had to miss the turn.
        must_miss: bool,
    },
    /// A roll that does not fit the game (die outside 1..=6, wrong count of dice).
    #[error("line {line}: roll {roll} is not a roll of {dice} die/dice 1-6")]
    BadRoll {
        /// The line.
        line: usize,
        /// The roll as written.
        roll: String,
        /// Dice in the game.
        dice: usize,
    },
    /// A roll that the seed does not give.
    #[error("line {line}: roll {stated} is not the seed's roll {seeded}")]
    NotSeeded {
        /// The line.
        line: usize,
        /// The roll written.
        stated: String,
        /// The seed's roll.
        seeded: String,
    },
    /// A square that the rules do not give.
    #[error("line {line}: roll {roll} ends on {computed}, not {stated}")]
    WrongSquare {
        /// The line.
        line: usize,
        /// The roll.
        roll: String,
        /// The square written.
        stated: u8,
        /// The square the rules give.
        computed: u8,
    },
    /// The turn has another roll (a goose) that the record lacks.
    #[error("line {line}: the turn goes on (a goose gives another roll) but the record has no more rolls")]
    MissingRoll {
        /// The line.
        line: usize,
    },
    /// The record has more rolls than the turn.
    #[error("line {line}: {extra} roll(s) more than the turn has")]
    ExtraRolls {
        /// The line.
        line: usize,
        /// How many.
        extra: usize,
    },
    /// A turn after the end of the game.
    #[error("line {line}: the game was already won")]
    AfterEnd {
        /// The line.
        line: usize,
    },
    /// The `Result` tag disagrees with the replay.
    #[error("the record says `{stated}`, the replay gives `{computed}`")]
    WrongResult {
        /// The tag.
        stated: String,
        /// The replay.
        computed: String,
    },
    /// The `Turns` tag disagrees with the lines.
    #[error("the record says {stated} turns, it has {found}")]
    WrongTurnCount {
        /// The tag.
        stated: usize,
        /// The lines.
        found: usize,
    },
    /// Rules error during replay.
    #[error("line {line}: {error}")]
    Rules {
        /// The line.
        line: usize,
        /// The error.
        error: GooseError,
    },
}

fn result_text(game: &Game) -> String {
    match game.winner() {
        Some(p) => format!("player {} wins", p + 1),
        None => "*".into(),
    }
}

fn parse_roll(text: &str) -> Option<Vec<u8>> {
    text.split('+').map(|d| d.parse::<u8>().ok()).collect()
}

impl GooseRecord {
    /// The record of `game`; `board` is what the `Board` tag says (`default` or a path).
    pub fn from_game(game: &Game, seed: Option<u64>, board: &str) -> GooseRecord {
        let o = game.options();
        let mut tags = vec![
            ("Game".to_string(), "goose".to_string()),
            ("Players".into(), o.players.to_string()),
            ("Dice".into(), o.dice.to_string()),
            ("Rule".into(), o.rule.to_string()),
            ("Board".into(), board.to_string()),
        ];
        if let Some(s) = seed {
            tags.push(("Seed".into(), s.to_string()));
        }
        tags.push(("Result".into(), result_text(game)));
        tags.push(("Turns".into(), game.turns().len().to_string()));
        let turns = game
            .turns()
            .iter()
            .map(|t| RecordTurn {
                line: 0,
                player: t.player,
                rolls: t.steps.iter().map(|s| (s.dice.clone(), s.resolution.to)).collect(),
            })
            .collect();
        GooseRecord { tags, turns }
    }

    /// The record as text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (k, v) in &self.tags {
            out.push_str(&format!("[{k} \"{}\"]\n", v.replace('\\', "\\\\").replace('"', "\\\"")));
        }
        out.push('\n');
        for (i, t) in self.turns.iter().enumerate() {
            out.push_str(&format!("{}. P{}", i + 1, t.player + 1));
            if t.rolls.is_empty() {
                out.push_str(" -");
            }
            for (dice, sq) in &t.rolls {
                out.push_str(&format!(" {}:{sq}", dice_text(dice)));
            }
            out.push('\n');
        }
        out
    }

    /// Reads a record; checks only the shape of its lines ([`GooseRecord::replay`] checks
    /// the rest).
    ///
    /// # Errors
    ///
    /// [`RecordError::BadTagLine`] for a tag line that is not `[Name "value"]`,
    /// [`RecordError::BadTurnLine`] for a turn line that cannot be read and
    /// [`RecordError::TurnNumber`] for a turn number out of sequence.
    pub fn parse(text: &str) -> Result<GooseRecord, RecordError> {
        let mut record = GooseRecord::default();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let s = raw.trim();
            if s.is_empty() || s.starts_with(';') {
                continue;
            }
            if s.starts_with('[') {
                let bad = || RecordError::BadTagLine { line, text: s.to_string() };
                let inner = s.strip_prefix('[').and_then(|r| r.strip_suffix(']')).ok_or_else(bad)?;
                let (name, value) = inner.split_once(' ').ok_or_else(bad)?;
                let value = value.trim();
                let value = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')).ok_or_else(bad)?;
                if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
                    return Err(bad());
                }
                record.tags.push((name.to_string(), value.replace("\\\"", "\"").replace("\\\\", "\\")));
                continue;
            }
            let bad =
                |reason: &str| RecordError::BadTurnLine { line, text: s.to_string(), reason: reason.into() };
            let mut words = s.split_whitespace();
            let number = words
                .next()
                .and_then(|w| w.strip_suffix('.'))
                .and_then(|n| n.parse::<usize>().ok())
                .ok_or_else(|| bad("no turn number"))?;
            let expected = record.turns.len() + 1;
            if number != expected {
                return Err(RecordError::TurnNumber { line, expected, found: number });
            }
            let player = words
                .next()
                .and_then(|w| w.strip_prefix('P'))
                .and_then(|n| n.parse::<usize>().ok())
                .filter(|&p| p >= 1)
                .ok_or_else(|| bad("no player like P2"))?;
            let mut rolls = Vec::new();
            let rest: Vec<&str> = words.collect();
            if rest != ["-"] {
                if rest.is_empty() {
                    return Err(bad("no rolls"));
                }
                for w in rest {
                    let (roll, sq) = w.split_once(':').ok_or_else(|| bad("a roll needs :SQUARE"))?;
                    let dice = parse_roll(roll).ok_or_else(|| bad("a roll is like 4 or 3+4"))?;
                    let sq = sq
                        .parse::<u8>()
                        .ok()
                        .filter(|&q| q <= super::FINISH)
                        .ok_or_else(|| bad("a square is 0 to 63"))?;
                    rolls.push((dice, sq));
                }
            }
            record.turns.push(RecordTurn { line, player: player - 1, rolls });
        }
        Ok(record)
    }

    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    fn needed(&self, name: &'static str) -> Result<&str, RecordError> {
        self.tag(name).ok_or(RecordError::MissingTag(name))
    }

    fn bad_tag(tag: &str, value: &str, reason: impl ToString) -> RecordError {
        RecordError::BadTag { tag: tag.into(), value: value.into(), reason: reason.to_string() }
    }

    /// The options from the `Players`, `Dice` and `Rule` tags.
    ///
    /// # Errors
    ///
    /// [`RecordError::MissingTag`] when one of them is missing, [`RecordError::BadTag`] when
    /// one cannot be read or the options are out of range (or the `Game` tag is not `goose`).
    pub fn options(&self) -> Result<GooseOptions, RecordError> {
        match self.tag("Game") {
            Some(g) if g != "goose" => return Err(Self::bad_tag("Game", g, "this is a goose record reader")),
            _ => {}
        }
        let p = self.needed("Players")?;
        let players = p.parse::<usize>().map_err(|e| Self::bad_tag("Players", p, e))?;
        let d = self.needed("Dice")?;
        let dice = d.parse::<usize>().map_err(|e| Self::bad_tag("Dice", d, e))?;
        let r = self.needed("Rule")?;
        let rule = r.parse::<GooseRule>().map_err(|e| Self::bad_tag("Rule", r, e))?;
        let options = GooseOptions { players, dice, rule };
        options.validate().map_err(|e| Self::bad_tag("Players/Dice", &format!("{players}/{dice}"), e))?;
        Ok(options)
    }

    /// The `Board` tag (`default` or a path).
    ///
    /// # Errors
    ///
    /// [`RecordError::MissingTag`] when the record has none.
    pub fn board(&self) -> Result<&str, RecordError> {
        self.needed("Board")
    }

    /// The `Seed` tag, if any.
    ///
    /// # Errors
    ///
    /// [`RecordError::BadTag`] when it is not a `u64`.
    pub fn seed(&self) -> Result<Option<u64>, RecordError> {
        self.tag("Seed").map(|s| s.parse::<u64>().map_err(|e| Self::bad_tag("Seed", s, e))).transpose()
    }

    /// Replays the record on `board` and checks it: players in turn, missed turns, every
    /// roll (against the seed when there is one), every square, the result and the count
    /// of turns.
    ///
    /// # Errors
    ///
    /// The errors of [`GooseRecord::options`] and [`GooseRecord::seed`], then the first
    /// [`RecordError`] the replay finds: a turn for the wrong player or after the end, a
    /// missed turn with rolls (or the reverse), a bad roll or one the seed does not give, a
    /// square, a result or a count of turns that the rules do not give.
    pub fn replay(&self, board: GooseBoard) -> Result<Game, RecordError> {
        let options = self.options()?;
        let mut seeded = self.seed()?.map(Dice::new);
        let mut game = Game::new(board, options).map_err(|error| RecordError::Rules { line: 0, error })?;
        for turn in &self.turns {
            let line = turn.line;
            if game.winner().is_some() {
                return Err(RecordError::AfterEnd { line });
            }
            if turn.player != game.to_move() {
                return Err(RecordError::WrongPlayer {
                    line,
                    expected: game.to_move() + 1,
                    found: turn.player + 1,
                });
            }
            let must_miss = game.misses_turn();
            if must_miss != turn.rolls.is_empty() {
                return Err(RecordError::MissedTurn { line, player: turn.player + 1, must_miss });
            }
            for (dice, _) in &turn.rolls {
                if dice.len() != options.dice || dice.iter().any(|d| !(1..=6).contains(d)) {
                    return Err(RecordError::BadRoll { line, roll: dice_text(dice), dice: options.dice });
                }
                if let Some(seed) = seeded.as_mut() {
                    let s = seed.roll(options.dice);
                    if &s != dice {
                        return Err(RecordError::NotSeeded {
                            line,
                            stated: dice_text(dice),
                            seeded: dice_text(&s),
                        });
                    }
                }
            }
            let mut next = turn.rolls.iter();
            let mut ran_out = false;
            let played = game.play_turn_with(|| match next.next() {
                Some((d, _)) => d.clone(),
                None => {
                    ran_out = true;
                    Vec::new()
                }
            });
            let played = match played {
                Ok(t) => t.clone(),
                Err(_) if ran_out => return Err(RecordError::MissingRoll { line }),
                Err(error) => return Err(RecordError::Rules { line, error }),
            };
            if played.steps.len() < turn.rolls.len() {
                return Err(RecordError::ExtraRolls { line, extra: turn.rolls.len() - played.steps.len() });
            }
            for (step, (dice, stated)) in played.steps.iter().zip(&turn.rolls) {
                if step.resolution.to != *stated {
                    return Err(RecordError::WrongSquare {
                        line,
                        roll: dice_text(dice),
                        stated: *stated,
                        computed: step.resolution.to,
                    });
                }
            }
        }
        if let Some(stated) = self.tag("Result") {
            let computed = result_text(&game);
            if stated != computed {
                return Err(RecordError::WrongResult { stated: stated.into(), computed });
            }
        }
        if let Some(t) = self.tag("Turns") {
            let stated = t.parse::<usize>().map_err(|e| Self::bad_tag("Turns", t, e))?;
            if stated != self.turns.len() {
                return Err(RecordError::WrongTurnCount { stated, found: self.turns.len() });
            }
        }
        Ok(game)
    }
}
