//! What chooses the bot's moves: Reynard's own engine at a level, or a program speaking the
//! engine protocol (docs/engine-protocol.md), one process per game.

use anyhow::{Context, Result, bail};
use reynard_play::AnyGame;
use reynard_search::level::Level;
use reynard_tables::TableDir;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long a program may take to greet, to set a game up or to stop.
const SETUP_TIME: Duration = Duration::from_secs(10);
/// How much longer than its thinking time a program may take to answer `bestmove`.
const ANSWER_GRACE: Duration = Duration::from_secs(5);

/// What chooses the moves, shared by every game.
#[derive(Debug)]
pub enum Brain {
    /// Reynard's engine at a level, perfect where the tables know the position.
    Reynard {
        /// The strength.
        level: Level,
        /// Solved tables.
        tables: TableDir,
    },
    /// A program and its arguments.
    Program {
        /// The words of its command line.
        words: Vec<String>,
        /// The presets it says it plays (its `Variant` option); `None` if it did not say.
        presets: Option<Vec<String>>,
    },
}

impl Brain {
    /// A program's brain: the program is started once to check it speaks the protocol and
    /// to learn the presets it plays.
    ///
    /// # Errors
    ///
    /// An empty command, a program that does not start, or one that does not answer `ugi`
    /// with `ugiok`.
    pub fn program(command: &str) -> Result<Brain> {
        let words: Vec<String> = command.split_whitespace().map(str::to_string).collect();
        let mut process = EngineProcess::start(&words)?;
        let presets = process.hello()?;
        Ok(Brain::Program { words, presets })
    }

    /// Whether the brain plays a preset.
    pub fn plays(&self, preset: &str) -> bool {
        match self {
            Brain::Reynard { .. } | Brain::Program { presets: None, .. } => true,
            Brain::Program { presets: Some(presets), .. } => presets.iter().any(|p| p == preset),
        }
    }

    /// Whether the bot takes a draw offered in `game` by the other side, the bot playing
    /// `seat`: Reynard's engine takes it when it does not stand better (the tables' value,
    /// else a short search's), a program never (the engine protocol gives no opinion of a
    /// position).
    pub fn takes_draw(&self, game: &AnyGame, seat: usize, think: Duration) -> bool {
        let Brain::Reynard { tables, .. } = self else { return false };
        let view = game.analyse(think, tables);
        // The analysis speaks for the side to move: turned to the bot's view.
        let bot_to_move = game.seat_to_move() == seat;
        let bot_better = match (view.value, view.score) {
            (Some("win"), _) => Some(bot_to_move),
            (Some("loss"), _) => Some(!bot_to_move),
            (Some(_), _) => Some(false),
            (None, Some(score)) => Some(if bot_to_move { score > 0 } else { score < 0 }),
            (None, None) => None,
        };
        bot_better == Some(false)
    }

    /// Its description, for the log.
    pub fn describe(&self) -> String {
        match self {
            Brain::Reynard { level, .. } => format!("Reynard at level {}", level.get()),
            Brain::Program { words, .. } => format!("`{}`", words.join(" ")),
        }
    }
}

/// The brain at work on one game (a program runs from the first move to the game's end).
pub struct Mind<'a> {
    brain: &'a Brain,
    process: Option<EngineProcess>,
}

impl<'a> Mind<'a> {
    /// A mind for a new game.
    pub fn new(brain: &'a Brain) -> Mind<'a> {
        Mind { brain, process: None }
    }

    /// The move to play in `game` (of `preset` with `options`, after `moves`), thinking
    /// for `think`; checked to be legal.
    ///
    /// # Errors
    ///
    /// No move (the game is over), or a program that fails: it does not start, dies,
    /// stays silent, reports an error or answers a move that is not legal here.
    pub fn choose(
        &mut self,
        game: &AnyGame,
        (preset, options): (&str, &[String]),
        moves: &[String],
        think: Duration,
        seed: u64,
    ) -> Result<String> {
        let text = match self.brain {
            Brain::Reynard { level, tables } => {
                game.ai_move(*level, think, seed, tables).context("the engine found no move")?
            }
            Brain::Program { words, .. } => {
                let answer = self.ask(words, preset, options, moves, think);
                if answer.is_err() {
                    // A program that failed once is not trusted with the rest of the game.
                    self.process = None;
                }
                answer?
            }
        };
        game.clone()
            .play_text(&text)
            .map_err(|e| anyhow::anyhow!("`{text}` is not a legal move here: {e}"))?;
        Ok(text)
    }

    fn ask(
        &mut self,
        words: &[String],
        preset: &str,
        options: &[String],
        moves: &[String],
        think: Duration,
    ) -> Result<String> {
        let process = match &mut self.process {
            Some(process) => process,
            empty => {
                let mut process = EngineProcess::start(words)?;
                process.hello()?;
                process.new_game(preset, options)?;
                empty.insert(process)
            }
        };
        process.best_move(moves, think)
    }
}

/// A running program speaking the engine protocol.
pub struct EngineProcess {
    name: String,
    child: Child,
    input: Option<ChildStdin>,
    /// Its output, line by line, read by a thread of its own so that a silent program
    /// cannot hang the game.
    lines: Receiver<String>,
}

impl EngineProcess {
    /// Starts the program.
    ///
    /// # Errors
    ///
    /// An empty command or a program that does not start.
    pub fn start(words: &[String]) -> Result<EngineProcess> {
        let name = format!("`{}`", words.join(" "));
        let (child, input, output) = crate::external::spawn_engine(words).context("--engine")?;
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line.trim().to_string()).is_err() {
                    break;
                }
            }
        });
        Ok(EngineProcess { name, child, input: Some(input), lines })
    }

    /// `ugi` … `ugiok`: the presets of its `Variant` option, if it has one.
    ///
    /// # Errors
    ///
    /// A program that dies, errs or stays silent.
    pub fn hello(&mut self) -> Result<Option<Vec<String>>> {
        self.send("ugi")?;
        let deadline = Instant::now() + SETUP_TIME;
        let mut presets = None;
        loop {
            let line = self.next_line(deadline, "`ugiok`")?;
            if line == "ugiok" || line == "uciok" {
                return Ok(presets);
            }
            if let Some(rest) = line.strip_prefix("option name Variant ") {
                let vars = rest.split_whitespace().collect::<Vec<_>>();
                let ids = vars.windows(2).filter(|w| w[0] == "var").map(|w| w[1].to_string()).collect();
                presets = Some(ids);
            }
        }
    }

    /// Sets the variant up and starts a game.
    ///
    /// # Errors
    ///
    /// A program that refuses the variant or an option, dies or stays silent.
    pub fn new_game(&mut self, preset: &str, options: &[String]) -> Result<()> {
        self.send(&format!("setoption name Variant value {preset}"))?;
        for option in options {
            self.send(&format!("setoption name Set value {option}"))?;
        }
        self.send("uginewgame")?;
        self.send("isready")?;
        let deadline = Instant::now() + SETUP_TIME;
        while self.next_line(deadline, "`readyok`")? != "readyok" {}
        Ok(())
    }

    /// `position startpos moves …`, `go movetime T`: the move of its `bestmove` line.
    ///
    /// # Errors
    ///
    /// A program that refuses the position, dies, stays silent or answers `bestmove none`.
    pub fn best_move(&mut self, moves: &[String], think: Duration) -> Result<String> {
        let position = if moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        self.send(&position)?;
        self.send(&format!("go movetime {}", think.as_millis().max(1)))?;
        let deadline = Instant::now() + think + ANSWER_GRACE;
        loop {
            let line = self.next_line(deadline, "`bestmove`")?;
            if let Some(rest) = line.strip_prefix("bestmove") {
                match rest.split_whitespace().next() {
                    Some("none") | None => bail!("{} answered `{line}`: no move", self.name),
                    Some(text) => return Ok(text.to_string()),
                }
            }
        }
    }

    fn send(&mut self, line: &str) -> Result<()> {
        let input = self.input.as_mut().context("the engine's input is closed")?;
        writeln!(input, "{line}")
            .and_then(|()| input.flush())
            .with_context(|| format!("{}: writing", self.name))
    }

    /// The next line other than `info`, before `deadline`; an `error` line is an error.
    fn next_line(&mut self, deadline: Instant, awaited: &str) -> Result<String> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => bail!("{}: no {awaited} in time", self.name),
                Err(RecvTimeoutError::Disconnected) => bail!("{} ended before {awaited}", self.name),
            };
            if line.starts_with("error") {
                bail!("{}: {line}", self.name);
            }
            if !line.is_empty() && !line.starts_with("info") {
                return Ok(line);
            }
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        // Ask politely (and close its input), then make sure: it must not outlive the game.
        let _ = self.send("quit");
        self.input = None;
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reynard_play::AnyRules;

    /// Fox and Geese where the geese walk into the fox's jumps until it has taken four.
    fn fox_far_ahead() -> AnyGame {
        let mut game = AnyRules::from_preset("fox-geese", &[] as &[&str]).expect("a preset").new_game();
        let captures = |g: &AnyGame| -> Vec<String> {
            let moves = g.legal_views().into_iter().flat_map(|from| from.moves);
            moves.filter(|m| !m.captured.is_empty()).map(|m| m.notation).collect()
        };
        let mut taken = 0;
        while taken < 4 {
            let next = if game.seat_to_move() == 0 {
                // The fox takes when it can, else steps.
                captures(&game).into_iter().next()
            } else {
                // The geese give a goose away when they can.
                let moves = game.legal_views().into_iter().flat_map(|from| from.moves);
                moves.map(|m| m.notation).find(|text| {
                    let mut after = game.clone();
                    after.play_text(text).is_ok() && !captures(&after).is_empty()
                })
            };
            let text = next.or_else(|| game.legal_views().first().map(|from| from.moves[0].notation.clone()));
            let text = text.expect("a move");
            taken += usize::from(
                game.legal_views()
                    .iter()
                    .flat_map(|f| &f.moves)
                    .any(|m| m.notation == text && !m.captured.is_empty()),
            );
            game.play_text(&text).expect("a legal move");
            assert!(game.ending().is_none() || taken >= 4, "the game ended before the fox was ahead");
        }
        game
    }

    #[test]
    fn reynard_takes_a_draw_only_when_it_does_not_stand_better() {
        let game = fox_far_ahead();
        let [fox, geese] = game.side_ids();
        assert_eq!((fox, geese), ("hunter", "flock"));
        let brain = Brain::Reynard {
            level: Level::new(3).expect("a level"),
            tables: TableDir::new(std::env::temp_dir().join("reynard-no-tables-here")),
        };
        let think = Duration::from_millis(200);
        assert!(brain.takes_draw(&game, 1, think), "the geese, four down, take a draw");
        assert!(!brain.takes_draw(&game, 0, think), "the fox, four up, plays on");
        let program = Brain::Program { words: vec!["true".into()], presets: None };
        assert!(!program.takes_draw(&game, 1, think), "a program gives no opinion: no draw");
    }
}
