//! `reynard bot`: an account of a Reynard server played by an engine, through the server's
//! bot API (docs/api.md): it accepts the challenges it can play and plays each game in a
//! thread of its own, answering whenever its side is to move.

mod client;
mod engine;
mod game;

use anyhow::{Context, Result, bail};
use clap::{ArgAction, Args};
use client::{Client, Failure, excerpt};
use engine::Brain;
use game::GameStart;
use reynard_search::level::Level;
use serde_json::{Value, json};
use std::collections::HashSet;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::mpsc::{Sender, channel};
use std::time::Duration;

/// Options of `reynard bot`.
#[derive(Args, Debug)]
pub struct BotArgs {
    /// The server's URL (`http://HOST:PORT` or `https://HOST`).
    #[arg(long, value_name = "URL")]
    pub server: String,
    /// The account's API token (from `POST /api/account/tokens`, register or login).
    #[arg(long, value_name = "TOKEN")]
    pub token: String,
    /// Reynard's engine at this strength, 1 to 10 (the default: 10).
    #[arg(long, value_name = "L", conflicts_with = "engine")]
    pub level: Option<u8>,
    /// Another engine instead: a program speaking the engine protocol, with its arguments
    /// (`"reynard engine"`), started for each game.
    #[arg(long, value_name = "CMD")]
    pub engine: Option<String>,
    /// The longest the engine thinks over a move, in milliseconds (less when its clock
    /// runs low).
    #[arg(long, default_value_t = 2000, value_name = "MS")]
    pub time: u64,
    /// Whether to accept rated challenges.
    #[arg(long, default_value_t = true, action = ArgAction::Set, value_name = "BOOL")]
    pub accept_rated: bool,
    /// Solved tables for Reynard's engine (levels 9-10 play perfectly where they know the
    /// position).
    #[arg(long, value_name = "DIR", default_value = reynard_tables::DEFAULT_DIR)]
    pub tables: std::path::PathBuf,
    /// The most games played at once: challenges beyond it are declined.
    #[arg(long, default_value_t = 4, value_name = "N")]
    pub max_games: usize,
    /// Stop after the first game finishes.
    #[arg(long)]
    pub once: bool,
}

/// What the main loop hears.
enum Note {
    /// An event of the account's event stream.
    Event(Value),
    /// A game's thread ended: its id, and the line telling how.
    GameOver(String, String),
    /// The event stream cannot go on.
    Fatal(anyhow::Error),
}

/// Runs the bot until Ctrl-C (or, with `--once`, until its first game ends).
///
/// # Errors
///
/// Bad options, an engine that does not start, a server out of reach or refusing the
/// token.
pub fn run(args: &BotArgs) -> Result<ExitCode> {
    let brain = match &args.engine {
        Some(command) => Brain::program(command)?,
        None => {
            let n = args.level.unwrap_or(10);
            let level = Level::new(n).with_context(|| format!("--level {n}: levels are 1 to 10"))?;
            Brain::Reynard { level, tables: reynard_tables::TableDir::new(&args.tables) }
        }
    };
    let client = Client::new(&args.server, &args.token).map_err(anyhow::Error::msg)?;
    let marked =
        client.post("/api/account/bot", &json!({})).map_err(|e| anyhow::anyhow!("{}: {e}", client.base()))?;
    let name = marked["name"].as_str().unwrap_or("?").to_string();
    outln!("bot {name} on {}, playing with {}", client.base(), brain.describe());
    let bot = Bot { client: Arc::new(client), brain: Arc::new(brain), args };
    bot.serve()
}

/// The bot at work.
struct Bot<'a> {
    client: Arc<Client>,
    brain: Arc<Brain>,
    args: &'a BotArgs,
}

impl Bot<'_> {
    /// Listens to the event stream; plays each game in a thread.
    fn serve(&self) -> Result<ExitCode> {
        let (notes, heard) = channel();
        let (client, sender) = (Arc::clone(&self.client), notes.clone());
        std::thread::spawn(move || listen(&client, &sender));
        // Every game followed (a reconnected stream lists the running ones again), and
        // those still in play.
        let (mut games, mut playing) = (HashSet::new(), HashSet::new());
        for note in heard {
            match note {
                Note::Event(event) => self.on_event(&event, (&mut games, &mut playing), &notes),
                Note::GameOver(id, line) => {
                    playing.remove(&id);
                    outln!("{line}");
                    if self.args.once {
                        return Ok(ExitCode::SUCCESS);
                    }
                }
                Note::Fatal(error) => return Err(error),
            }
        }
        bail!("the event stream's reader stopped")
    }

    fn on_event(
        &self,
        event: &Value,
        (games, playing): (&mut HashSet<String>, &mut HashSet<String>),
        notes: &Sender<Note>,
    ) {
        match event["type"].as_str() {
            Some("challenge") => self.on_challenge(&event["challenge"], playing),
            Some("gameStart") => {
                let Some(start) = GameStart::from_event(&event["game"]) else {
                    eprintln!(
                        "reynard bot: a gameStart event without a game: {}",
                        excerpt(&event.to_string())
                    );
                    return;
                };
                // Games already followed are listed again when the stream reconnects.
                if !games.insert(start.id.clone()) {
                    return;
                }
                playing.insert(start.id.clone());
                outln!("game {}: {} as {} against {}", start.id, start.preset, start.side, start.opponent);
                let (client, brain, notes) =
                    (Arc::clone(&self.client), Arc::clone(&self.brain), notes.clone());
                let time = Duration::from_millis(self.args.time);
                std::thread::spawn(move || {
                    let line = game::play(&client, &brain, &start, time);
                    let _ = notes.send(Note::GameOver(start.id, line));
                });
            }
            Some(kind @ ("challengeDeclined" | "challengeCanceled")) => {
                let what = kind.strip_prefix("challenge").unwrap_or(kind).to_lowercase();
                outln!("challenge {}: {what}", event["challenge"]["id"].as_str().unwrap_or("?"));
            }
            // gameFinish: the game's own thread reports the end; other kinds are for others.
            _ => {}
        }
    }

    /// Accepts a challenge the bot can play, declines another; `playing` holds the games
    /// under way, and gets the accepted one at once (its start comes later).
    fn on_challenge(&self, challenge: &Value, playing: &mut HashSet<String>) {
        let id = challenge["id"].as_str().unwrap_or_default();
        if challenge["status"] != "open" || id.is_empty() {
            return;
        }
        let offer = &challenge["game"];
        let from = challenge["from"].as_str().unwrap_or("?");
        let what = describe_offer(offer);
        let refusal = self.refusal(offer, playing.len());
        let (verb, answer) = match &refusal {
            None => ("accept", "accepted"),
            Some(_) => ("decline", "declined"),
        };
        match self.client.post(&format!("/api/challenge/{id}/{verb}"), &json!({})) {
            Ok(answer_body) if refusal.is_none() => {
                let game = answer_body["game"].as_str().unwrap_or("?");
                playing.insert(game.to_string());
                outln!("challenge {id} from {from}: {what}: {answer}, game {game}");
            }
            Ok(_) => {
                outln!("challenge {id} from {from}: {what}: {answer} ({})", refusal.unwrap_or_default())
            }
            Err(e) => outln!("challenge {id} from {from}: {what}: cannot {verb}: {e}"),
        }
    }

    /// Why the bot would not play this game, with `playing` games under way, if it would
    /// not.
    fn refusal(&self, offer: &Value, playing: usize) -> Option<String> {
        if playing >= self.args.max_games {
            return Some(format!("already playing {playing} games (--max-games)"));
        }
        let preset = offer["preset"].as_str().unwrap_or_default();
        let options: Vec<&str> =
            offer["options"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
        if let Err(e) = reynard_play::AnyRules::from_preset(preset, &options) {
            return Some(format!("not a variant this bot knows: {e}"));
        }
        if !self.brain.plays(preset) {
            return Some(format!("the engine does not play {preset}"));
        }
        if offer["rated"] == true && !self.args.accept_rated {
            return Some("rated games are not accepted".into());
        }
        None
    }
}

/// A challenge's game in a few words: `fox-geese +options, 3+2, rated`.
fn describe_offer(offer: &Value) -> String {
    let mut text = offer["preset"].as_str().unwrap_or("?").to_string();
    for option in offer["options"].as_array().into_iter().flatten().filter_map(Value::as_str) {
        text += &format!(" {option}");
    }
    let clock = &offer["clock"];
    if let Some(days) = clock["days"].as_u64() {
        text += &format!(", {days} days a move");
    } else if let Some(initial) = clock["initial_s"].as_u64() {
        text += &format!(", {initial}s+{}s", clock["increment_s"].as_u64().unwrap_or(0));
    } else {
        text += ", untimed";
    }
    text += if offer["rated"] == true { ", rated" } else { ", casual" };
    text
}

/// Reads the account's event stream into `notes`, connecting again (after a pause that
/// grows) whenever it drops; a refused token ends it.
fn listen(client: &Client, notes: &Sender<Note>) {
    let mut pause = Duration::from_secs(1);
    let mut connected_once = false;
    loop {
        match client.stream("/api/stream/event") {
            Ok(lines) => {
                if !connected_once {
                    outln!("waiting for challenges");
                    connected_once = true;
                } else {
                    outln!("the event stream is back");
                }
                pause = Duration::from_secs(1);
                for line in lines {
                    let line = match line {
                        Ok(line) if line.is_empty() => continue,
                        Ok(line) => line,
                        Err(e) => {
                            outln!("the event stream broke: {e}");
                            break;
                        }
                    };
                    match serde_json::from_str::<Value>(&line) {
                        Ok(event) if event.is_object() => {
                            if notes.send(Note::Event(event)).is_err() {
                                return;
                            }
                        }
                        _ => eprintln!(
                            "reynard bot: skipping a malformed line on the event stream: {}",
                            excerpt(&line)
                        ),
                    }
                }
                outln!("the event stream ended; connecting again in {}s", pause.as_secs());
            }
            Err(Failure::Refused) => {
                let _ = notes.send(Note::Fatal(anyhow::anyhow!("{}: {}", client.base(), Failure::Refused)));
                return;
            }
            Err(e) => outln!("the event stream: {e}; connecting again in {}s", pause.as_secs()),
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_secs(30));
    }
}
