//! `reynard play`: the full-screen game (a start menu, or straight into VARIANT), and the
//! line-by-line game (`--lines`, or whenever the input or output is not a terminal):
//! two people taking turns, or a person against the engine (`--ai fox --level 6`).

use crate::solo_games::SoloGame;
use crate::tui::app::App;
use crate::tui::duel::{Duel, Seat};
use crate::tui::menu::{GameChoice, Menu, SeatChoice};
use crate::variant_args::VariantArgs;
use anyhow::{Context, Result, bail};
use clap::Args;
use reynard_i18n::Lang;
use reynard_play::{PlayFamily, with_family};
use reynard_rules::Game;
use reynard_rules::record::Record;
use reynard_search::level::Level;
use reynard_search::player::{LevelPlayer, Player};
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

/// Arguments of `reynard play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// A preset id (see `reynard variants`), `solitaire`, `goose`, or a variant file (.toml);
    /// without it the start menu opens.
    #[arg(value_name = "VARIANT")]
    variant: Option<String>,
    /// A TOML variant file applied on top of VARIANT.
    #[arg(long, value_name = "FILE")]
    variant_file: Option<std::path::PathBuf>,
    /// Set an option, like `--set capture=mandatory` (repeatable; see `reynard variants --options`).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    #[command(flatten)]
    seats: SeatArgs,
    /// The language: en, ru or pl (default: from the locale, LANG).
    #[arg(long, value_name = "LANG")]
    lang: Option<String>,
    /// The line-by-line game instead of the full screen.
    #[arg(long)]
    lines: bool,
    /// A side the engine plays, by its name in the variant (`fox`, `geese`, `hare`, `attackers`…);
    /// repeat it for both.
    #[arg(long = "ai", value_name = "SIDE")]
    ai: Vec<String>,
    /// The engine's strength for --ai, 1 (gentle) to 10 (full strength; perfect where solved
    /// tables exist).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// The engine's thinking time per move in milliseconds (level 10 uses all of it).
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    time: u64,
}

/// Who plays each side, by the side's name: `human` or a level 1-10 (`--fox 7 --geese human`).
#[derive(Args, Debug, Default)]
pub struct SeatArgs {
    /// Fox and Geese: who plays the fox (human, or a level 1-10).
    #[arg(long, value_name = "WHO")]
    fox: Option<String>,
    /// Fox and Geese with two foxes: who plays the foxes.
    #[arg(long, value_name = "WHO")]
    foxes: Option<String>,
    /// Fox and Geese: who plays the geese.
    #[arg(long, value_name = "WHO")]
    geese: Option<String>,
    /// Catch the Hare: who plays the hare.
    #[arg(long, value_name = "WHO")]
    hare: Option<String>,
    /// Catch the Hare: who plays the hunters.
    #[arg(long, value_name = "WHO")]
    hunters: Option<String>,
    /// Coyote: who plays the coyote.
    #[arg(long, value_name = "WHO")]
    coyote: Option<String>,
    /// Coyote: who plays the chickens.
    #[arg(long, value_name = "WHO")]
    chickens: Option<String>,
    /// Asalto: who plays the officers.
    #[arg(long, value_name = "WHO")]
    officers: Option<String>,
    /// Asalto: who plays the rebels.
    #[arg(long, value_name = "WHO")]
    rebels: Option<String>,
    /// Tafl: who plays the attackers.
    #[arg(long, value_name = "WHO")]
    attackers: Option<String>,
    /// Tafl: who plays the defenders.
    #[arg(long, value_name = "WHO")]
    defenders: Option<String>,
}

impl SeatArgs {
    /// The sides named on the command line with who plays them.
    fn given(&self) -> Result<Vec<(&'static str, SeatChoice)>> {
        let all = [
            ("fox", &self.fox),
            ("foxes", &self.foxes),
            ("geese", &self.geese),
            ("hare", &self.hare),
            ("hunters", &self.hunters),
            ("coyote", &self.coyote),
            ("chickens", &self.chickens),
            ("officers", &self.officers),
            ("rebels", &self.rebels),
            ("attackers", &self.attackers),
            ("defenders", &self.defenders),
        ];
        all.into_iter()
            .filter_map(|(side, value)| value.as_ref().map(|v| (side, v)))
            .map(|(side, value)| {
                let choice = SeatChoice::parse(value)
                    .with_context(|| format!("--{side} {value}: expected human or a level 1 to 10"))?;
                Ok((side, choice))
            })
            .collect()
    }
}

impl Default for PlayArgs {
    /// `reynard` with no command: the start menu.
    fn default() -> Self {
        PlayArgs {
            variant: None,
            variant_file: None,
            sets: Vec::new(),
            seats: SeatArgs::default(),
            lang: None,
            lines: false,
            ai: Vec::new(),
            level: 5,
            time: 1000,
        }
    }
}

impl PlayArgs {
    /// The start menu in a language (`reynard --lang ru`).
    pub fn with_lang(lang: Option<String>) -> PlayArgs {
        PlayArgs { lang, ..PlayArgs::default() }
    }

    fn variant_args(&self, id: &str) -> VariantArgs {
        VariantArgs {
            variant: id.to_string(),
            variant_file: self.variant_file.clone(),
            sets: self.sets.clone(),
        }
    }

    fn language(&self) -> Result<Lang> {
        match &self.lang {
            Some(code) => Lang::parse(code).with_context(|| format!("--lang {code}: use en, ru or pl")),
            None => Ok(Lang::from_environment()),
        }
    }
}

const HELP: &str = "\
Type a move (d3-d4, a jump chain d4xd6xf6, a placement @d4; on the 33-point board the
numbers 1-33 work too), or a command:
  moves        list the legal moves
  undo         take back the last move
  resign       the side to move resigns
  draw         agree a draw
  save FILE    write the game as a record
  help         this text
  quit         leave";

/// Runs `reynard play`: the full-screen game on a terminal, else the line game.
pub fn run(args: &PlayArgs) -> Result<ExitCode> {
    let lang = args.language()?;
    let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if args.lines || !terminal {
        if args.variant.as_deref().and_then(SoloGame::from_id) == Some(SoloGame::Goose) {
            bail!("the Game of the Goose at the line prompt is `reynard goose` (see `reynard goose --help`)");
        }
        let variant = args.variant_args(args.variant.as_deref().unwrap_or("fox-geese"));
        if super::solitaire::is_solitaire(&variant) {
            return super::solitaire::play(&variant);
        }
        return with_family!(variant.any_rules()?, rules => play(args, rules));
    }
    crate::tui::run(full_screen_app(args, lang)?)?;
    Ok(ExitCode::SUCCESS)
}

/// The full-screen app the arguments ask for: the menu, or a game already started.
fn full_screen_app(args: &PlayArgs, lang: Lang) -> Result<App> {
    let mut app = App::new(lang);
    app.time = Duration::from_millis(args.time);
    let Some(id) = args.variant.as_deref() else {
        return Ok(app);
    };
    if let Some(game @ GameChoice::Solo(_)) = GameChoice::from_id(id) {
        app.menu = Menu::with_game(game);
        for pair in &args.sets {
            let (key, value) =
                pair.split_once('=').with_context(|| format!("--set {pair}: expected key=value"))?;
            let index = app.menu.options.iter().position(|o| o.key == key).with_context(|| {
                let keys: Vec<&str> = app.menu.options.iter().map(|o| o.key).collect();
                format!("--set {pair}: the options of {id} are {}", keys.join(", "))
            })?;
            app.menu.set_option(index, value.to_string());
            if let Some(error) = app.menu.error.take() {
                bail!("--set {pair}: {}", error.render(Lang::En));
            }
        }
        app.start();
        return Ok(app);
    }
    let rules = args.variant_args(id).any_rules()?;
    let (session, seats): (Box<dyn crate::tui::session::Session>, [Seat; 2]) = with_family!(rules, rules => {
        let seats = seats_for(args, &rules)?;
        (Box::new(Duel::new(rules, seats, app.time)), seats)
    });
    // The menu shows the same game, so that `q` and Start again play what was asked for
    // (a variant file has no menu entry: the menu keeps its first game).
    if let Some(game) = GameChoice::from_id(id) {
        app.menu = Menu::with_game(game);
        app.menu.seats = seats
            .iter()
            .map(|seat| match seat {
                Seat::Person => SeatChoice::Person,
                Seat::Computer(level) => SeatChoice::Computer(*level),
            })
            .collect();
        for pair in &args.sets {
            if let Some((key, value)) = pair.split_once('=')
                && let Some(index) = app.menu.options.iter().position(|o| o.key == key)
            {
                app.menu.set_option(index, value.to_string());
            }
        }
        app.menu.error = None;
    }
    app.begin(session);
    Ok(app)
}

/// Who plays each side: the side flags (`--fox 7`), `--ai SIDE` at `--level`, else the
/// first side (fox, hare, attackers…) is the computer at level 5 and the person plays the other.
fn seats_for<R: PlayFamily>(args: &PlayArgs, rules: &R) -> Result<[Seat; 2]> {
    let sides = R::sides();
    let names = sides.map(|s| rules.side_name(s));
    let level = Level::new(args.level).context("levels are 1 to 10")?;
    let mut seats = [Seat::Computer(Level::new(5).unwrap_or(level)), Seat::Person];
    if !args.ai.is_empty() {
        seats = [Seat::Person, Seat::Person];
    }
    for name in &args.ai {
        let i = names.iter().position(|n| n == name).with_context(|| {
            format!("--ai {name}: the sides of {} are {}", rules.variant_id(), names.join(" and "))
        })?;
        seats[i] = Seat::Computer(level);
    }
    for (side, choice) in args.seats.given()? {
        let i = names.iter().position(|n| n == side).with_context(|| {
            format!("--{side}: the sides of {} are {}", rules.variant_id(), names.join(" and "))
        })?;
        seats[i] = match choice {
            SeatChoice::Person => Seat::Person,
            SeatChoice::Computer(level) => Seat::Computer(level),
        };
    }
    Ok(seats)
}

fn play<R: PlayFamily>(args: &PlayArgs, rules: R) -> Result<ExitCode> {
    let mut ai_sides = Vec::new();
    for name in &args.ai {
        let side = R::sides().into_iter().find(|&s| rules.side_name(s) == *name).with_context(|| {
            let names: Vec<String> = R::sides().iter().map(|&s| rules.side_name(s)).collect();
            format!("--ai {name}: the sides of {} are {}", rules.variant_id(), names.join(" and "))
        })?;
        ai_sides.push(side);
    }
    let level = Level::new(args.level).context("levels are 1 to 10")?;
    let time = Some(std::time::Duration::from_millis(args.time));
    let oracle = rules.oracle(&reynard_tables::TableDir::new(reynard_tables::DEFAULT_DIR));
    let mut engine = LevelPlayer::new(&rules, level, time, 1).with_oracle(oracle);
    let mut game = Game::new(rules);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    outln!("{}", game.rules().variant_id());
    outln!("Type `help` for commands.\n");
    loop {
        out!("{}", R::describe(&game));
        if game.outcome().is_some() {
            outln!("Game over. `undo`, `save FILE` or `quit`.");
        }
        if game.outcome().is_none() && ai_sides.contains(&game.side_to_move()) {
            let name = game.rules().side_name(game.side_to_move());
            outln!("{name} (level {}) thinks…", level.get());
            let history: Vec<u64> = game.history_hashes();
            let pos = *game.position();
            let mv = engine.choose(game.rules(), &history, &pos).context("the engine found no move")?;
            outln!("{name} plays {}\n", game.rules().move_text(&pos, mv));
            game.play(mv).map_err(|e| anyhow::anyhow!("the engine's move was refused: {e}"))?;
            continue;
        }
        let prompt = game.rules().side_name(game.side_to_move());
        out!("{prompt}> ");
        out.flush().context("writing to the terminal")?;
        let mut line = String::new();
        if stdin.lock().read_line(&mut line).context("reading a move")? == 0 {
            outln!();
            return Ok(ExitCode::SUCCESS);
        }
        let line = line.trim();
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "" => continue,
            "quit" | "exit" => return Ok(ExitCode::SUCCESS),
            "help" => outln!("{HELP}"),
            "moves" => {
                let pos = *game.position();
                let list: Vec<String> =
                    game.legal_moves().into_iter().map(|m| game.rules().move_text(&pos, m)).collect();
                outln!("{}", if list.is_empty() { "(none)".to_string() } else { list.join(" ") });
            }
            "undo" => {
                report(game.undo().map(|_| ()));
                // Against the engine, take back its reply too, back to a person's turn.
                while ai_sides.len() == 1 && ai_sides.contains(&game.side_to_move()) && game.undo().is_ok() {}
            }
            "resign" => report(game.resign(game.side_to_move())),
            "draw" => report(game.agree_draw()),
            "save" if !rest.trim().is_empty() => {
                let text = Record::write(&game, &[]);
                match std::fs::write(rest.trim(), text) {
                    Ok(()) => outln!("saved to {}", rest.trim()),
                    Err(e) => outln!("cannot save to {}: {e}", rest.trim()),
                }
            }
            _ => report(game.play_text(line).map(|_| ())),
        }
        outln!();
    }
}

fn report(result: Result<(), impl std::fmt::Display>) {
    if let Err(e) = result {
        outln!("{e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::Screen;
    use clap::Parser;

    #[derive(Parser)]
    struct Command {
        #[command(flatten)]
        play: PlayArgs,
    }

    fn app(words: &[&str]) -> Result<App> {
        let command = Command::try_parse_from(std::iter::once("play").chain(words.iter().copied()))?;
        full_screen_app(&command.play, Lang::En)
    }

    #[test]
    fn without_a_variant_the_menu_opens() {
        let app = app(&[]).expect("the menu");
        assert_eq!(app.screen, Screen::Menu);
    }

    #[test]
    fn a_variant_with_side_flags_starts_the_game() {
        let app = app(&["catch-the-hare", "--hare", "human", "--hunters", "3"]).expect("a game");
        assert_eq!(app.screen, Screen::Play);
        let session = app.session.as_ref().expect("a session");
        assert_eq!(session.variant_id(), "catch-the-hare");
        // The hunters (the computer) move first: the person is not asked to choose yet.
        assert!(!session.panel().status.iter().any(|t| t.key == "status-select-piece"));
    }

    #[test]
    fn the_menu_shows_what_the_command_line_chose() {
        let app = app(&["catch-the-hare", "--hare", "human", "--hunters", "7", "--set", "capture=mandatory"])
            .expect("a game");
        assert_eq!(app.menu.game(), GameChoice::Preset("catch-the-hare"));
        assert_eq!(app.menu.seats, vec![SeatChoice::Person, SeatChoice::Computer(Level::new(7).expect("7"))]);
        assert_eq!(app.menu.option_pairs(), vec!["capture=mandatory".to_string()]);
    }

    #[test]
    fn options_and_variant_files_reach_the_game() {
        let app = app(&["fox-geese", "--set", "lines=diagonal", "--fox", "human"]).expect("a game");
        let session = app.session.as_ref().expect("a session");
        let crate::tui::session::Board::Grid(picture, _) = session.board() else { panic!("a grid") };
        assert!(picture.links.iter().any(|(a, b)| a.0 != b.0 && a.1 != b.1), "diagonal lines");
        let solitaire = super::full_screen_app(
            &Command::try_parse_from(["play", "solitaire", "--set", "start=c1"]).expect("arguments").play,
            Lang::En,
        )
        .expect("solitaire");
        assert_eq!(solitaire.session.as_ref().map(|s| s.variant_id()).as_deref(), Some("solitaire"));
    }

    #[test]
    fn bad_flags_say_what_is_allowed() {
        for (words, needle) in [
            (&["fox-geese", "--fox", "11"][..], "expected human or a level 1 to 10"),
            (&["fox-geese", "--hare", "human"][..], "the sides of fox-geese are fox and geese"),
            (&["solitaire", "--set", "start=z9"][..], "--set start=z9"),
            (&["goose", "--set", "wings=2"][..], "the options of goose are dice, goose"),
            (&["no-such-game"][..], "unknown variant"),
        ] {
            let error = app(words).err().map(|e| format!("{e:#}")).unwrap_or_default();
            assert!(error.contains(needle), "{words:?}: {error}");
        }
    }
}
