//! One game of the bot, in a thread of its own: it follows the game's stream and, whenever
//! the bot's side is to move, rebuilds the position from the moves and answers.

use super::client::{Client, Failure, excerpt};
use super::engine::{Brain, Mind};
use anyhow::{Context, Result};
use reynard_play::{AnyGame, AnyRules};
use serde_json::{Value, json};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::{Duration, Instant};

/// How often a broken game stream is opened again before the game is given up.
const STREAM_RETRIES: u32 = 10;
/// The longest the engine weighs a draw offer.
const DRAW_THINK: Duration = Duration::from_secs(1);
/// How often a move is sent again when the server is busy (429) or out of reach.
const MOVE_RETRIES: u32 = 5;

/// A game the bot plays, as its `gameStart` event tells it.
#[derive(Debug, Clone)]
pub struct GameStart {
    /// The game's id.
    pub id: String,
    /// The bot's side id (`hunter`, `flock`…).
    pub side: String,
    /// The preset, for the log.
    pub preset: String,
    /// The opponent's name, for the log.
    pub opponent: String,
}

impl GameStart {
    /// Reads a `gameStart` event's `game`; `None` without an id or a side.
    pub fn from_event(game: &Value) -> Option<GameStart> {
        Some(GameStart {
            id: game["id"].as_str()?.to_string(),
            side: game["side"].as_str()?.to_string(),
            preset: game["preset"].as_str().unwrap_or("?").to_string(),
            opponent: game["opponent"].as_str().unwrap_or("a guest").to_string(),
        })
    }
}

/// Plays the game to its end (or until its stream cannot be had); the line telling how it
/// ended.
pub fn play(client: &Client, brain: &Brain, start: &GameStart, time: Duration) -> String {
    let id = &start.id;
    let mut mind = Mind::new(brain);
    let mut answered: Option<u64> = None;
    let mut draw_answered: Option<u64> = None;
    let mut failures = 0;
    loop {
        let lines = match client.stream(&format!("/api/games/{id}/stream")) {
            Ok(lines) => lines,
            Err(Failure::Status { status: 404, .. }) => return format!("game {id}: no such game"),
            Err(e) => {
                failures += 1;
                if failures > STREAM_RETRIES {
                    return format!("game {id}: given up, its stream cannot be had: {e}");
                }
                outln!("game {id}: cannot follow the game ({e}); again in {}s", pause(failures).as_secs());
                std::thread::sleep(pause(failures));
                continue;
            }
        };
        let mut held: Option<Value> = None;
        for line in lines {
            let line = match line {
                Ok(line) if line.is_empty() => continue,
                Ok(line) => line,
                Err(e) => {
                    eprintln!("reynard bot: game {id}: the stream broke: {e}");
                    break;
                }
            };
            let game = match follow(&mut held, &line) {
                Followed::Game(game) => game,
                Followed::Skip => continue,
                Followed::Malformed => {
                    eprintln!(
                        "reynard bot: game {id}: skipping a malformed line on the game stream: {}",
                        excerpt(&line)
                    );
                    continue;
                }
                // The stream opened again starts with the whole state.
                Followed::OutOfStep => break,
            };
            failures = 0;
            if game["status"] == "finished" {
                return format!("game {id}: over, {}", result_text(&game));
            }
            if game["status"] == "aborted" {
                return format!("game {id}: aborted before both sides had moved");
            }
            let ply = game["ply"].as_u64().unwrap_or_default();
            let offered_by_other = game["draw_offer"].as_str().is_some_and(|side| side != start.side);
            if offered_by_other && draw_answered != Some(ply) {
                draw_answered = Some(ply);
                if answer_draw(client, brain, start, &game, time) {
                    // Agreed: the next line says the game is over.
                    continue;
                }
            }
            if game["to_move"] != start.side.as_str() || answered == Some(ply) {
                continue;
            }
            answered = Some(ply);
            match choose(&mut mind, start, &game, time) {
                Ok((text, spent)) => {
                    if !send(client, start, &text, ply, spent) {
                        // Out of reach: the next state (the stream opened again) tries again.
                        answered = None;
                    }
                }
                Err(e) => {
                    outln!("game {id}: {e:#}; resigning");
                    if let Err(e) = client.post(&format!("/api/games/{id}/resign"), &json!({})) {
                        outln!("game {id}: cannot resign: {e}");
                    }
                }
            }
        }
        failures += 1;
        if failures > STREAM_RETRIES {
            return format!("game {id}: given up, its stream keeps breaking");
        }
        std::thread::sleep(pause(failures));
    }
}

/// What a line of the game stream tells.
enum Followed {
    /// The game as it now stands.
    Game(Value),
    /// Nothing about the game (a chat line, an event of another kind).
    Skip,
    /// Not a message.
    Malformed,
    /// A move that does not follow the game held.
    OutOfStep,
}

/// Reads a line of the game stream into the game `held`: a `state` replaces it, a `move`
/// is folded into it (see the server's `fold_move`).
fn follow(held: &mut Option<Value>, line: &str) -> Followed {
    let Ok(mut message) = serde_json::from_str::<Value>(line) else { return Followed::Malformed };
    match message["type"].as_str() {
        Some("state") if message["game"].is_object() => {
            *held = Some(message["game"].take());
        }
        Some("move") => {
            if !held.as_mut().is_some_and(|game| reynard_server::fold_move(game, &message)) {
                return Followed::OutOfStep;
            }
        }
        Some(_) => return Followed::Skip,
        None => return Followed::Malformed,
    }
    held.clone().map_or(Followed::Malformed, Followed::Game)
}

/// Chooses the bot's move in `game` (a state where the bot is to move): the move and the
/// time it took.
fn choose(mind: &mut Mind, start: &GameStart, game: &Value, time: Duration) -> Result<(String, Duration)> {
    let strings = |v: &Value| -> Vec<String> {
        v.as_array().into_iter().flatten().filter_map(|s| s.as_str().map(str::to_string)).collect()
    };
    let preset = game["preset"].as_str().context("the game's state names no preset")?;
    let (options, moves) = (strings(&game["options"]), strings(&game["moves"]));
    let position = position(preset, &options, &moves)?;
    let think = think_time(&game["clock"], &start.side, time);
    let began = Instant::now();
    let text = mind.choose(&position, (preset, &options), &moves, think, seed(&start.id, moves.len()))?;
    Ok((text, began.elapsed()))
}

/// Accepts or declines the other side's draw offer in `game`, as the brain judges it;
/// whether the draw was agreed.
fn answer_draw(client: &Client, brain: &Brain, start: &GameStart, game: &Value, time: Duration) -> bool {
    let id = &start.id;
    let strings = |v: &Value| -> Vec<String> {
        v.as_array().into_iter().flatten().filter_map(|s| s.as_str().map(str::to_string)).collect()
    };
    let preset = game["preset"].as_str().unwrap_or_default();
    let takes = match position(preset, &strings(&game["options"]), &strings(&game["moves"])) {
        Ok(position) => {
            let seat = position.side_ids().iter().position(|side| *side == start.side).unwrap_or(0);
            brain.takes_draw(&position, seat, time.min(DRAW_THINK))
        }
        Err(e) => {
            outln!("game {id}: {e:#}");
            false
        }
    };
    let action = if takes { "accept" } else { "decline" };
    match client.post(&format!("/api/games/{id}/draw"), &json!({ "action": action })) {
        Ok(_) => {
            outln!("game {id}: draw offered: {action}ed");
            takes
        }
        Err(e) => {
            outln!("game {id}: draw offered: cannot {action}: {e}");
            false
        }
    }
}

/// Plays the move at `ply`, trying again while the server is busy or out of reach; false
/// if it could not be sent.
fn send(client: &Client, start: &GameStart, text: &str, ply: u64, spent: Duration) -> bool {
    let id = &start.id;
    let body = json!({"move": text, "ply": ply});
    let mut tries = 0;
    loop {
        match client.post(&format!("/api/games/{id}/moves"), &body) {
            Ok(_) => {
                outln!("game {id}: ply {} {text} ({:.1} s)", ply + 1, spent.as_secs_f64());
                return true;
            }
            Err(e @ (Failure::Unreachable(_) | Failure::Status { status: 429 | 502 | 503, .. })) => {
                if tries == MOVE_RETRIES {
                    outln!("game {id}: cannot send {text}: {e}");
                    return false;
                }
                tries += 1;
                outln!("game {id}: sending {text}: {e}; again");
                std::thread::sleep(Duration::from_millis(500) * tries);
            }
            // 409: the game moved on (the opponent resigned, a clock fell): the stream tells.
            Err(e) => {
                outln!("game {id}: the server did not take {text}: {e}");
                return true;
            }
        }
    }
}

/// The position after `moves` of `preset` with `options`.
///
/// # Errors
///
/// A preset, option or move this build of Reynard does not know.
pub fn position(preset: &str, options: &[String], moves: &[String]) -> Result<AnyGame> {
    let rules = AnyRules::from_preset(preset, options).with_context(|| format!("the variant {preset}"))?;
    let mut game = rules.new_game();
    for (n, text) in moves.iter().enumerate() {
        game.play_text(text).map_err(|e| anyhow::anyhow!("the game's move {} `{text}`: {e}", n + 1))?;
    }
    Ok(game)
}

/// How long to think: a thirtieth of the time left plus most of the increment, never more
/// than `cap` (nor, for a game without a clock or by correspondence, less).
pub fn think_time(clock: &Value, side: &str, cap: Duration) -> Duration {
    let Some(left) = clock[format!("{side}_ms")].as_u64() else { return cap };
    if clock["control"]["days"].is_u64() {
        return cap;
    }
    let increment = clock["control"]["increment_s"].as_u64().unwrap_or(0) * 1000;
    let budget = (left / 30 + increment * 3 / 4).min(left / 2).max(10);
    cap.min(Duration::from_millis(budget))
}

/// A seed for the engine's choices, the same for the same game and ply.
fn seed(id: &str, ply: usize) -> u64 {
    let mut hasher = DefaultHasher::new();
    (id, ply).hash(&mut hasher);
    hasher.finish()
}

/// How a finished game ended, from its state.
fn result_text(game: &Value) -> String {
    let outcome = &game["outcome"];
    let result = outcome["result"].as_str().unwrap_or("finished");
    match outcome["reason"].as_str() {
        Some(reason) => format!("{result} by {reason} after {} plies", game["ply"]),
        None => result.to_string(),
    }
}

/// The pause before trying again, after `failures` failures in a row.
fn pause(failures: u32) -> Duration {
    Duration::from_secs(u64::from(failures.clamp(1, 5)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn think_time_follows_the_clock() {
        let cap = Duration::from_secs(5);
        assert_eq!(think_time(&Value::Null, "hunter", cap), cap);
        let fischer =
            json!({"control": {"initial_s": 60, "increment_s": 2}, "hunter_ms": 30_000, "flock_ms": 1});
        // 30 s / 30 + 3/4 of 2 s.
        assert_eq!(think_time(&fischer, "hunter", cap), Duration::from_millis(2_500));
        assert_eq!(think_time(&fischer, "hunter", Duration::from_secs(1)), Duration::from_secs(1));
        // Never half the time left or more; at least 10 ms.
        let short = json!({"control": {"initial_s": 3, "increment_s": 2}, "hunter_ms": 600});
        assert_eq!(think_time(&short, "hunter", cap), Duration::from_millis(300));
        assert_eq!(think_time(&fischer, "flock", cap), Duration::from_millis(10));
        let days = json!({"control": {"days": 2}, "hunter_ms": 1000});
        assert_eq!(think_time(&days, "hunter", cap), cap);
    }

    #[test]
    fn the_position_is_rebuilt_from_the_moves() {
        let game = position("fox-geese", &[], &[]).expect("the start");
        let first = game.legal_views()[0].moves[0].notation.clone();
        let after = position("fox-geese", &[], &[first]).expect("one move");
        assert_eq!(after.ply(), 1);
        let error = position("fox-geese", &[], &["z9-z10".into()]).expect_err("not a move");
        assert!(format!("{error:#}").contains("move 1 `z9-z10`"), "{error:#}");
        assert!(position("no-such-game", &[], &[]).is_err());
    }

    #[test]
    fn a_game_start_needs_an_id_and_a_side() {
        let start = GameStart::from_event(&json!({"id": "g1", "side": "flock", "preset": "fox-geese"}));
        assert_eq!(
            start.map(|s| (s.id, s.side, s.opponent)),
            Some(("g1".into(), "flock".into(), "a guest".into()))
        );
        assert!(GameStart::from_event(&json!({"id": "g1"})).is_none());
    }
}
