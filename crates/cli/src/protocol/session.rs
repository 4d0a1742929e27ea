//! An engine session: the variant, the game, and the search running in its own thread.
//! Every line gets an answer or `error <reason>`; nothing a controller sends stops it but
//! `quit` (or the end of input).

use super::command::{Command, GoLimits, parse};
use super::{info_line, proven_text};
use reynard_play::{AnyRules, ByFamily, PerFamily, PlayFamily, map_family, with_family};
use reynard_rules::{Family, Game, VariantOptions};
use reynard_search::Rng;
use reynard_search::level::Level;
use reynard_search::oracle::Oracle;
use reynard_search::{AlphaBeta, Limits};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

type Engine<R> = AlphaBeta<R, <R as reynard_search::DefaultEvaluator>::Eval>;

/// Shared output: the session and its search thread write whole lines to it.
pub type Output = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes one line and flushes (a controller waits for it).
fn say(out: &Output, line: &str) {
    // A poisoned lock only means another writer panicked mid-line; keep writing.
    let mut out = out.lock().unwrap_or_else(|e| e.into_inner());
    // A controller that closed our output cannot hear errors either: nothing to do.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

const DEFAULT_HASH_MB: usize = 32;

/// The variant a session starts with.
const DEFAULT_VARIANT: &str = "fox-geese";

/// The variant, the game and the engine of one family.
struct Play<R: PlayFamily> {
    variant: R::Variant,
    game: Game<R>,
    engine: Option<Engine<R>>,
    /// The running search: its thread, its stop flag, and a flag it sets just before it
    /// prints `bestmove` (after which it only hands the engine back).
    search: Option<Search<R>>,
    /// Solved tables of the variant in the default folder, if any (opened once).
    oracle: Option<Arc<dyn Oracle<R>>>,
}

impl<R: PlayFamily> Play<R> {
    fn new(rules: R) -> Play<R> {
        let oracle = rules.oracle(&reynard_tables::TableDir::new(reynard_tables::DEFAULT_DIR));
        let variant = rules.variant_data().clone();
        Play { variant, game: Game::new(rules), engine: None, search: None, oracle }
    }
}

/// A search thread with its stop flag and its done flag.
type Search<R> = (JoinHandle<Engine<R>>, Arc<AtomicBool>, Arc<AtomicBool>);

/// The session state of each family: a [`Play`] (the game being played, in its family). One
/// lives per session.
struct PlayOf;

impl PerFamily for PlayOf {
    type Of<R: PlayFamily> = Play<R>;
}

/// The game being played, in whichever family.
type State = ByFamily<PlayOf>;

/// The state of one engine session.
pub struct Session {
    out: Output,
    state: State,
    level: Level,
    hash_mb: usize,
    seed: u64,
}

impl Session {
    /// A session playing the first preset (`fox-geese`), answering on `out`.
    pub fn new(out: Output) -> Session {
        // The presets are valid: reynard-rules tests build every one.
        let rules =
            AnyRules::from_preset(DEFAULT_VARIANT, &[] as &[&str]).expect("the first preset is valid");
        Session {
            out,
            state: map_family!(rules, r => Play::new(r)),
            level: Level::new(10).expect("10 is a level"),
            hash_mb: DEFAULT_HASH_MB,
            seed: 1,
        }
    }

    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn error(&self, reason: &str) {
        self.say(&format!("error {reason}"));
    }

    /// Handles one line; returns false after `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        match parse(line) {
            Ok(None) => {}
            Ok(Some(Command::Quit)) => {
                self.stop();
                return false;
            }
            Ok(Some(command)) => {
                if let Err(reason) = self.run(command) {
                    self.error(&reason);
                }
            }
            Err(reason) => self.error(&reason),
        }
        true
    }

    /// Ends any search (its `bestmove` is still printed).
    pub fn stop(&mut self) {
        with_family!(&mut self.state, play => stop(play))
    }

    /// Takes back the engine of a finished search; errors while one still runs.
    fn idle(&mut self) -> Result<(), String> {
        with_family!(&mut self.state, play => idle(play))
    }

    fn run(&mut self, command: Command) -> Result<(), String> {
        match command {
            Command::Hello { uci } => {
                self.say(&format!("id name Reynard {}", env!("CARGO_PKG_VERSION")));
                self.say("id author the Reynard developers");
                let presets: Vec<String> =
                    reynard_play::FamilyId::all_preset_ids().iter().map(|id| format!("var {id}")).collect();
                self.say(&format!(
                    "option name Variant type combo default {DEFAULT_VARIANT} {}",
                    presets.join(" ")
                ));
                self.say("option name Set type string default <empty>");
                self.say("option name VariantFile type string default <empty>");
                self.say("option name Level type spin default 10 min 1 max 10");
                self.say(&format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 4096"));
                self.say(if uci { "uciok" } else { "ugiok" });
            }
            Command::IsReady => self.say("readyok"),
            Command::SetOption { name, value } => {
                self.idle()?;
                self.set_option(&name, &value)?;
            }
            Command::NewGame => {
                self.idle()?;
                with_family!(&mut self.state, play => {
                    if let Some(engine) = play.engine.as_mut() {
                        engine.clear();
                    }
                    play.game = Game::new(play.game.rules().clone());
                })
            }
            Command::Position { fen, moves } => {
                self.idle()?;
                with_family!(&mut self.state, play => set_position(play, fen, &moves))?;
            }
            Command::Go(limits) => {
                self.idle()?;
                self.seed = self.seed.wrapping_add(1);
                let (out, level, hash_mb, seed) =
                    (Arc::clone(&self.out), self.level, self.hash_mb, self.seed);
                with_family!(&mut self.state, play => go(play, &limits, out, level, hash_mb, seed));
            }
            Command::Stop => self.stop(),
            Command::Query(what) => {
                let answer = with_family!(&self.state, play => query(play, &what));
                self.say(&format!("response {answer}"));
            }
            Command::Display => {
                let board = with_family!(&self.state, play => play.game.rules().draw(play.game.position()));
                for line in board.lines() {
                    self.say(&format!("info string {line}"));
                }
            }
            Command::Quit => {}
        }
        Ok(())
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name.to_ascii_lowercase().as_str() {
            "variant" => {
                let rules = AnyRules::from_preset(value.trim(), &[] as &[&str]).map_err(|e| e.to_string())?;
                self.state = map_family!(rules, r => Play::new(r));
                Ok(())
            }
            "set" => with_family!(&mut self.state, play => set_rule(play, value)),
            "variantfile" => {
                let text =
                    std::fs::read_to_string(value.trim()).map_err(|e| format!("reading {value}: {e}"))?;
                // The file's preset picks the family (a tafl file plays tafl).
                let rules = AnyRules::from_variant_file(&text, None, &[] as &[&str])
                    .map_err(|e| format!("{value}: {e}"))?;
                self.state = map_family!(rules, r => Play::new(r));
                Ok(())
            }
            "level" => {
                let n: u8 =
                    value.trim().parse().map_err(|_| "Level takes a number from 1 to 10".to_string())?;
                self.level = Level::new(n).ok_or("Level takes a number from 1 to 10")?;
                Ok(())
            }
            "hash" => {
                let mb: usize =
                    value.trim().parse().map_err(|_| "Hash takes megabytes, 1 to 4096".to_string())?;
                if !(1..=4096).contains(&mb) {
                    return Err("Hash takes megabytes, 1 to 4096".into());
                }
                self.hash_mb = mb;
                with_family!(&mut self.state, play => play.engine = None);
                Ok(())
            }
            _ => Err(format!("unknown option `{name}`; options: Variant, Set, VariantFile, Level, Hash")),
        }
    }
}

/// Ends any search (its `bestmove` is still printed).
fn stop<R: PlayFamily>(play: &mut Play<R>) {
    if let Some((handle, stop, _)) = play.search.take() {
        stop.store(true, Ordering::Relaxed);
        // A search thread that panicked lost its engine: a fresh one is built on demand.
        play.engine = handle.join().ok();
    }
}

/// Takes back the engine of a finished search; errors while one still runs.
fn idle<R: PlayFamily>(play: &mut Play<R>) -> Result<(), String> {
    if play.search.as_ref().is_some_and(|(_, _, done)| !done.load(Ordering::Acquire)) {
        return Err("a search is running: send stop first".into());
    }
    stop(play);
    Ok(())
}

/// `Set`: one rule option on the current variant (`clear`: back to the preset); a new game.
fn set_rule<R: PlayFamily>(play: &mut Play<R>, value: &str) -> Result<(), String> {
    let mut variant = play.variant.clone();
    if value.trim() == "clear" {
        let (base, _) = play.game.rules().preset_and_changes();
        variant = R::preset_variant(&base).unwrap_or(variant);
    } else {
        variant.set_pair(value).map_err(|e| e.to_string())?;
    }
    let rules =
        R::build(&variant).map_err(|e| format!("variant `{}`: {e}", play.game.rules().variant_id()))?;
    *play = Play::new(rules);
    Ok(())
}

/// `position`: the game from the start or a position text, after some moves.
fn set_position<R: PlayFamily>(
    play: &mut Play<R>,
    fen: Option<String>,
    moves: &[String],
) -> Result<(), String> {
    let rules = play.game.rules().clone();
    let mut game = match fen {
        None => Game::new(rules),
        Some(text) => {
            let pos = rules.parse_position(&text).map_err(|e| e.to_string())?;
            Game::from_position(rules, pos)
        }
    };
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text).map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
    }
    play.game = game;
    Ok(())
}

fn query<R: PlayFamily>(play: &Play<R>, what: &str) -> String {
    let rules = play.game.rules();
    let first = rules.side_to_move(&rules.game_start());
    let outcome = play.game.outcome();
    match what {
        "gameover" => outcome.is_some().to_string(),
        "p1turn" => (play.game.side_to_move() == first).to_string(),
        "result" => match outcome.map(|o| o.winner()) {
            None => "none".into(),
            Some(None) => "draw".into(),
            Some(Some(side)) if side == first => "p1win".into(),
            Some(Some(_)) => "p2win".into(),
        },
        _ => rules.position_text(play.game.position()),
    }
}

fn go<R: PlayFamily>(
    play: &mut Play<R>,
    go: &GoLimits,
    out: Output,
    level: Level,
    hash_mb: usize,
    seed: u64,
) {
    let rules = play.game.rules().clone();
    let pos = *play.game.position();
    if play.game.outcome().is_some() {
        say(&out, "info string the game is over");
        say(&out, "bestmove none");
        return;
    }
    let history: Vec<u64> = play.game.history_hashes();
    let limits = limits(&play.game, go);
    let mut engine =
        play.engine.take().unwrap_or_else(|| AlphaBeta::new(rules.clone(), rules.evaluator(), hash_mb));
    // Solved tables make the strong levels perfect.
    engine.set_oracle(if level >= Level::PERFECT_FROM { play.oracle.clone() } else { None });
    let stop = engine.stop_flag();
    stop.store(false, Ordering::Relaxed);
    let done = Arc::new(AtomicBool::new(false));
    let done_in_thread = Arc::clone(&done);
    let handle = std::thread::spawn(move || {
        let best = if level.get() < 10 {
            let mut rng = Rng::new(seed);
            level.choose(&mut engine, &history, &pos, limits.time.or(Some(Duration::from_secs(1))), &mut rng)
        } else {
            engine.score_every_root_move(false);
            let result =
                engine.search(&pos, &history, &limits, |info| say(&out, &info_line(&rules, &pos, info)));
            if let Some(words) = proven_text(&rules, &pos, result.score) {
                say(&out, &format!("info string {words}"));
            }
            result.best
        };
        let text = best.map_or("none".to_string(), |m| rules.move_text(&pos, m));
        done_in_thread.store(true, Ordering::Release);
        say(&out, &format!("bestmove {text}"));
        engine
    });
    play.search = Some((handle, stop, done));
}

/// The search limits of a `go`: explicit limits, else a share of the mover's clock,
/// else until `stop`.
fn limits<R: PlayFamily>(game: &Game<R>, go: &GoLimits) -> Limits {
    let mut limits = Limits { depth: go.depth, nodes: go.nodes, time: go.movetime };
    let rules = game.rules();
    let p = usize::from(game.side_to_move() != rules.side_to_move(&rules.game_start()));
    if limits.time.is_none() {
        if let Some(clock) = go.clocks[p] {
            let inc = go.increments[p].unwrap_or_default();
            limits.time = Some((clock / 25 + inc / 2).min(clock / 2).max(Duration::from_millis(10)));
        }
    }
    limits
}

impl Drop for Session {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
