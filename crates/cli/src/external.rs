//! An external engine as a player: a program speaking the engine protocol on its standard
//! input and output (`reynard match --a "cmd:PROGRAM ARGS"`).

use anyhow::{Context, Result, bail};
use reynard_rules::Family;
use reynard_search::player::Player;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

/// Starts an engine program (`words`: the program and its arguments) with piped input and
/// output and its errors discarded: the child and both pipes.
///
/// # Errors
///
/// An empty command, or a program that does not start.
pub fn spawn_engine(words: &[String]) -> Result<(Child, ChildStdin, ChildStdout)> {
    let (program, args) = words.split_first().context("no program given")?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("starting `{}`", words.join(" ")))?;
    let input = child.stdin.take().context("the engine's input")?;
    let output = child.stdout.take().context("the engine's output")?;
    Ok((child, input, output))
}

/// A running external engine.
pub struct ExternalPlayer {
    name: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    time: Duration,
}

impl ExternalPlayer {
    /// Starts the program, greets it (`ugi` … `ugiok`) and selects the variant by its
    /// preset and `Set` options.
    pub fn start<R: Family>(words: &[String], rules: &R, time: Option<Duration>) -> Result<ExternalPlayer> {
        let (child, input, output) = spawn_engine(words)?;
        let output = BufReader::new(output);
        let mut player = ExternalPlayer {
            name: format!("cmd:{}", words.join(" ")),
            child,
            input,
            output,
            time: time.unwrap_or(Duration::from_secs(1)),
        };
        player.send("ugi")?;
        player.wait_for(|l| l == "ugiok" || l == "uciok")?;
        let (base, changes) = rules.preset_and_changes();
        player.send(&format!("setoption name Variant value {base}"))?;
        for (key, value) in changes {
            player.send(&format!("setoption name Set value {key}={value}"))?;
        }
        player.send("uginewgame")?;
        player.send("isready")?;
        player.wait_for(|l| l == "readyok")?;
        Ok(player)
    }

    fn send(&mut self, line: &str) -> Result<()> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .with_context(|| format!("{}: writing", self.name))
    }

    /// Reads lines until one satisfies `done`; returns it.
    fn wait_for(&mut self, done: impl Fn(&str) -> bool) -> Result<String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).with_context(|| format!("{}: reading", self.name))? == 0 {
                bail!("{}: the engine closed its output", self.name);
            }
            let trimmed = line.trim();
            if trimmed.starts_with("error") {
                bail!("{}: {trimmed}", self.name);
            }
            if done(trimmed) {
                return Ok(trimmed.to_string());
            }
        }
    }

    fn best_move<R: Family>(&mut self, rules: &R, pos: &R::Position) -> Result<R::Move> {
        self.send(&format!("position fen {}", rules.position_text(pos)))?;
        self.send(&format!("go movetime {}", self.time.as_millis()))?;
        let line = self.wait_for(|l| l.starts_with("bestmove"))?;
        let text = line.split_whitespace().nth(1).unwrap_or("none");
        rules.parse_move(pos, text).with_context(|| format!("{}: bestmove `{text}`", self.name))
    }
}

impl<R: Family + reynard_search::DefaultEvaluator> Player<R> for ExternalPlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    /// An engine that fails to answer with a legal move forfeits (`None`).
    fn choose(&mut self, rules: &R, _game: &[u64], pos: &R::Position) -> Option<R::Move> {
        self.best_move(rules, pos).ok()
    }
}

impl Drop for ExternalPlayer {
    fn drop(&mut self) {
        // Ask politely, then make sure: the process must not outlive the match.
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
