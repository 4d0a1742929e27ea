//! Who plays: strength levels, engine settings, reference players, external programs —
//! parsed from the SPEC text of `reynard match --a SPEC` and built into players.

use crate::external::ExternalPlayer;
use anyhow::{Context, Result, bail};
use reynard_play::PlayFamily;
use reynard_search::Limits;
use reynard_search::Rng;
use reynard_search::level::Level;
use reynard_search::mcts::MctsSettings;
use reynard_search::oracle::Oracle;
use reynard_search::player::{AlphaBetaPlayer, GreedyPlayer, LevelPlayer, MctsPlayer, Player, RandomPlayer};
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

/// A player description.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerSpec {
    /// The engine at a strength level 1–10.
    Level(Level),
    /// Alpha-beta with explicit limits.
    AlphaBeta(Limits),
    /// Monte Carlo tree search with a playout count.
    Mcts(u64),
    /// Uniformly random legal moves.
    Random,
    /// One-ply greed.
    Greedy,
    /// An external program speaking the engine protocol, with its arguments.
    Command(Vec<String>),
}

const SPEC_HELP: &str = "a level 1-10, alphabeta:depth=N (or nodes=N, time=MS), mcts:playouts=N, random, greedy, or cmd:PROGRAM ARGS";

impl FromStr for PlayerSpec {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> Result<PlayerSpec> {
        let text = text.trim();
        if let Ok(n) =
            text.strip_prefix("level").unwrap_or(text).trim_start_matches([':', '=', ' ']).parse::<u8>()
        {
            let level = Level::new(n).with_context(|| format!("level {n}: levels are 1 to 10"))?;
            return Ok(PlayerSpec::Level(level));
        }
        if let Some(command) = text.strip_prefix("cmd:") {
            let words: Vec<String> = command.split_whitespace().map(str::to_string).collect();
            if words.is_empty() {
                bail!("`cmd:` needs a program to run");
            }
            return Ok(PlayerSpec::Command(words));
        }
        let (kind, settings) = text.split_once(':').unwrap_or((text, ""));
        let pairs = settings
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|kv| {
                let (k, v) =
                    kv.split_once('=').with_context(|| format!("`{kv}` in `{text}`: expected key=value"))?;
                let v: u64 =
                    v.parse().with_context(|| format!("`{kv}` in `{text}`: the value must be a number"))?;
                Ok((k, v))
            })
            .collect::<Result<Vec<_>>>()?;
        match kind {
            "random" | "greedy" if !pairs.is_empty() => bail!("`{kind}` takes no settings"),
            "random" => Ok(PlayerSpec::Random),
            "greedy" => Ok(PlayerSpec::Greedy),
            "alphabeta" => {
                let mut limits = Limits::default();
                for (k, v) in pairs {
                    match k {
                        "depth" => limits.depth = Some(v as u32),
                        "nodes" => limits.nodes = Some(v),
                        "time" => limits.time = Some(Duration::from_millis(v)),
                        _ => bail!("`{k}` in `{text}`: alphabeta takes depth, nodes or time"),
                    }
                }
                Ok(PlayerSpec::AlphaBeta(limits))
            }
            "mcts" => {
                let mut playouts = MctsSettings::default().playouts;
                for (k, v) in pairs {
                    match k {
                        "playouts" => playouts = v,
                        _ => bail!("`{k}` in `{text}`: mcts takes playouts"),
                    }
                }
                Ok(PlayerSpec::Mcts(playouts))
            }
            _ => bail!("cannot read player `{text}`: expected {SPEC_HELP}"),
        }
    }
}

impl PlayerSpec {
    /// Builds the player for `rules`; `time` is the thinking time per move where the
    /// player has no limit of its own; `seed` varies random choices from game to game.
    /// The engines (levels 9-10 and `alphabeta`) play perfectly where `oracle` (solved
    /// tables) knows the position.
    pub fn build<R: PlayFamily>(
        &self,
        rules: &R,
        time: Option<Duration>,
        seed: u64,
        oracle: Option<Arc<dyn Oracle<R>>>,
    ) -> Result<Box<dyn Player<R>>> {
        Ok(match self {
            PlayerSpec::Level(level) => {
                Box::new(LevelPlayer::new(rules, *level, time, seed).with_oracle(oracle))
            }
            PlayerSpec::AlphaBeta(limits) => {
                let mut limits = *limits;
                if limits == Limits::default() {
                    limits.time = Some(time.unwrap_or(Duration::from_secs(1)));
                }
                Box::new(AlphaBetaPlayer::new(rules, limits, self.label()).with_oracle(oracle))
            }
            PlayerSpec::Mcts(playouts) => {
                let settings = MctsSettings { playouts: *playouts, time, seed, ..MctsSettings::default() };
                Box::new(MctsPlayer::new(settings, self.label()))
            }
            PlayerSpec::Random => Box::new(RandomPlayer(Rng::new(seed))),
            PlayerSpec::Greedy => Box::new(GreedyPlayer(Rng::new(seed))),
            PlayerSpec::Command(words) => Box::new(ExternalPlayer::start(words, rules, time)?),
        })
    }

    /// A short description for tables.
    pub fn label(&self) -> String {
        match self {
            PlayerSpec::Level(level) => format!("level {}", level.get()),
            PlayerSpec::AlphaBeta(limits) => {
                let mut parts = Vec::new();
                if let Some(d) = limits.depth {
                    parts.push(format!("depth={d}"));
                }
                if let Some(n) = limits.nodes {
                    parts.push(format!("nodes={n}"));
                }
                if let Some(t) = limits.time {
                    parts.push(format!("time={}", t.as_millis()));
                }
                format!("alphabeta:{}", parts.join(","))
            }
            PlayerSpec::Mcts(playouts) => format!("mcts:playouts={playouts}"),
            PlayerSpec::Random => "random".into(),
            PlayerSpec::Greedy => "greedy".into(),
            PlayerSpec::Command(words) => format!("cmd:{}", words.join(" ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse() {
        assert_eq!("5".parse::<PlayerSpec>().ok(), Level::new(5).map(PlayerSpec::Level));
        assert_eq!("level=10".parse::<PlayerSpec>().ok(), Level::new(10).map(PlayerSpec::Level));
        assert_eq!(
            "alphabeta:depth=6".parse::<PlayerSpec>().ok(),
            Some(PlayerSpec::AlphaBeta(Limits::depth(6)))
        );
        assert_eq!("mcts:playouts=200".parse::<PlayerSpec>().ok(), Some(PlayerSpec::Mcts(200)));
        assert_eq!("random".parse::<PlayerSpec>().ok(), Some(PlayerSpec::Random));
        assert_eq!(
            "cmd:reynard engine".parse::<PlayerSpec>().ok(),
            Some(PlayerSpec::Command(vec!["reynard".into(), "engine".into()]))
        );
    }

    #[test]
    fn bad_specs_say_what_is_allowed() {
        for (text, needle) in [
            ("11", "levels are 1 to 10"),
            ("alphabeta:width=3", "depth, nodes or time"),
            ("alphabeta:depth=x", "must be a number"),
            ("mcts:depth=3", "takes playouts"),
            ("stockfish", "expected a level"),
            ("cmd:", "needs a program"),
        ] {
            let err = text.parse::<PlayerSpec>().expect_err(text).to_string();
            assert!(err.contains(needle), "{text}: {err}");
        }
    }
}
