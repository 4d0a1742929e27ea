//! An engine session: the variant, the game, and the search running in its own thread.
//! Every line gets an answer or `error <reason>`; nothing a controller sends stops it but
//! `quit` (or the end of input).

use super::command::{Command, GoLimits, parse};
use super::{info_line, proven_text};
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Game, Side};
use reynard_search::level::Level;
use reynard_search::player::Rng;
use reynard_search::{AlphaBeta, DefaultEvaluator, Limits};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

type Engine = AlphaBeta<Rules, <Rules as DefaultEvaluator>::Eval>;

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

/// The state of one engine session.
pub struct Session {
    out: Output,
    variant: Variant,
    game: Game,
    level: Level,
    hash_mb: usize,
    engine: Option<Engine>,
    /// The running search: its thread, its stop flag, and a flag it sets just before it
    /// prints `bestmove` (after which it only hands the engine back).
    search: Option<(JoinHandle<Engine>, Arc<AtomicBool>, Arc<AtomicBool>)>,
    seed: u64,
}

impl Session {
    /// A session playing `fox-geese`, answering on `out`.
    pub fn new(out: Output) -> Session {
        // The presets are valid: reynard-rules tests build every one.
        let variant = Variant::preset("fox-geese").expect("fox-geese is a preset");
        let rules = Rules::new(&variant).expect("the fox-geese preset is valid");
        Session {
            out,
            game: Game::new(rules),
            variant,
            level: Level::new(10).expect("10 is a level"),
            hash_mb: DEFAULT_HASH_MB,
            engine: None,
            search: None,
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
        if let Some((handle, stop, _)) = self.search.take() {
            stop.store(true, Ordering::Relaxed);
            // A search thread that panicked lost its engine: a fresh one is built on demand.
            self.engine = handle.join().ok();
        }
    }

    /// Takes back the engine of a finished search; errors while one still runs.
    fn idle(&mut self) -> Result<(), String> {
        if self.search.as_ref().is_some_and(|(_, _, done)| !done.load(Ordering::Acquire)) {
            return Err("a search is running: send stop first".into());
        }
        self.stop();
        Ok(())
    }

    fn run(&mut self, command: Command) -> Result<(), String> {
        match command {
            Command::Hello { uci } => {
                self.say(&format!("id name Reynard {}", env!("CARGO_PKG_VERSION")));
                self.say("id author the Reynard developers");
                let presets: Vec<String> = Variant::preset_ids().map(|id| format!("var {id}")).collect();
                self.say(&format!("option name Variant type combo default fox-geese {}", presets.join(" ")));
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
                if let Some(engine) = self.engine.as_mut() {
                    engine.clear();
                }
                self.game = Game::new(self.game.rules().clone());
            }
            Command::Position { fen, moves } => {
                self.idle()?;
                let rules = self.game.rules().clone();
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
                self.game = game;
            }
            Command::Go(limits) => {
                self.idle()?;
                self.go(&limits);
            }
            Command::Stop => self.stop(),
            Command::Query(what) => self.query(&what),
            Command::Display => {
                let rules = self.game.rules();
                for line in rules.draw(self.game.position()).lines() {
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
                let variant = Variant::preset(value.trim()).ok_or_else(|| {
                    format!(
                        "unknown variant `{value}`; the presets are: {}",
                        Variant::preset_ids().collect::<Vec<_>>().join(", ")
                    )
                })?;
                self.use_variant(variant)
            }
            "set" => {
                let mut variant = self.variant.clone();
                if value.trim() == "clear" {
                    variant = Variant::preset(&variant.base).unwrap_or(variant);
                } else {
                    variant.set_pair(value).map_err(|e| e.to_string())?;
                }
                self.use_variant(variant)
            }
            "variantfile" => {
                let text =
                    std::fs::read_to_string(value.trim()).map_err(|e| format!("reading {value}: {e}"))?;
                let variant = Variant::from_toml(&text).map_err(|e| format!("{value}: {e}"))?;
                self.use_variant(variant)
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
                self.engine = None;
                Ok(())
            }
            _ => Err(format!("unknown option `{name}`; options: Variant, Set, VariantFile, Level, Hash")),
        }
    }

    /// Switches to a variant (valid only if its rules are) and starts a new game.
    fn use_variant(&mut self, variant: Variant) -> Result<(), String> {
        let rules = rules_of(&variant)?;
        self.variant = variant;
        self.game = Game::new(rules);
        self.engine = None;
        Ok(())
    }

    fn query(&self, what: &str) {
        let rules = self.game.rules();
        let first = rules.game_start().side();
        let outcome = self.game.outcome();
        let answer = match what {
            "gameover" => outcome.is_some().to_string(),
            "p1turn" => (self.game.side_to_move() == first).to_string(),
            "result" => match outcome.map(|o| o.winner()) {
                None => "none".into(),
                Some(None) => "draw".into(),
                Some(Some(side)) if side == first => "p1win".into(),
                Some(Some(_)) => "p2win".into(),
            },
            _ => rules.position_text(self.game.position()),
        };
        self.say(&format!("response {answer}"));
    }

    fn go(&mut self, go: &GoLimits) {
        let rules = self.game.rules().clone();
        let pos = *self.game.position();
        if self.game.outcome().is_some() {
            self.say("info string the game is over");
            self.say("bestmove none");
            return;
        }
        let history: Vec<u64> =
            self.game.positions()[..self.game.positions().len() - 1].iter().map(|p| p.hash()).collect();
        let limits = self.limits(go, pos.side());
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| AlphaBeta::new(rules.clone(), rules.evaluator(), self.hash_mb));
        let stop = engine.stop_flag();
        stop.store(false, Ordering::Relaxed);
        let out = Arc::clone(&self.out);
        let done = Arc::new(AtomicBool::new(false));
        let done_in_thread = Arc::clone(&done);
        let level = self.level;
        self.seed = self.seed.wrapping_add(1);
        let seed = self.seed;
        let handle = std::thread::spawn(move || {
            let best = if level.get() < 10 {
                let mut rng = Rng::new(seed);
                level.choose(
                    &mut engine,
                    &history,
                    &pos,
                    limits.time.or(Some(Duration::from_secs(1))),
                    &mut rng,
                )
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
        self.search = Some((handle, stop, done));
    }

    /// The search limits of a `go`: explicit limits, else a share of the mover's clock,
    /// else until `stop`.
    fn limits(&self, go: &GoLimits, mover: Side) -> Limits {
        let mut limits = Limits { depth: go.depth, nodes: go.nodes, time: go.movetime };
        let p = usize::from(mover != self.game.rules().game_start().side());
        if limits.time.is_none() {
            if let Some(clock) = go.clocks[p] {
                let inc = go.increments[p].unwrap_or_default();
                limits.time = Some((clock / 25 + inc / 2).min(clock / 2).max(Duration::from_millis(10)));
            }
        }
        limits
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.stop();
    }
}

fn rules_of(variant: &Variant) -> Result<Rules, String> {
    Rules::new(variant).map_err(|e| format!("variant `{}`: {e}", variant.id))
}
