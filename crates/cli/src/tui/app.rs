//! The full-screen game's state and what each key and click does. Drawing is in
//! [`super::screen`]; the terminal loop in [`super::run`].

use super::duel::{Duel, Seat};
use super::error_text::{Explain, untranslated};
use super::goose_session::GooseSession;
use super::menu::{GameChoice, Menu, MenuAction, SeatChoice};
use super::session::{Board, Session};
use super::solitaire_session::SolitaireSession;
use super::view::{Spot, Text, TextArg};
use super::{board_widget, goose_view};
use crate::goose_board;
use crate::solo_games::SoloGame;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use ratatui::layout::Rect;
use reynard_i18n::Lang;
use reynard_play::{AnyGame, with_family};
use reynard_rules::goose::{GooseOptions, GooseRule};
use reynard_rules::solitaire::Solitaire;
use std::time::Duration;

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The start menu.
    Menu,
    /// A game.
    Play,
}

/// A box over the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// The rules and keys.
    Help {
        /// Lines scrolled down.
        scroll: u16,
    },
    /// A file name being typed, to save to or open.
    Path {
        /// Saving (else opening).
        save: bool,
        /// The text typed.
        text: String,
    },
    /// "Resign this game?"
    ConfirmResign,
    /// The game's review: its course, a cursor over its positions, its marked moves.
    Review {
        /// The position under the cursor (moves played before it).
        cursor: usize,
    },
    /// "The file exists: replace it?"
    ConfirmOverwrite {
        /// The file.
        path: String,
    },
}

/// Yes to a question: y, Enter, or the first letter of "да" and "tak".
fn is_yes(key: KeyEvent) -> bool {
    matches!(key.code, KeyCode::Char('y' | 'Y' | 'д' | 'Д' | 't' | 'T') | KeyCode::Enter)
}

/// A file name for saving that no file has yet: `fox-geese.txt`, `fox-geese-2.txt`…
fn free_name(variant: &str) -> String {
    (1..)
        .map(|n| if n == 1 { format!("{variant}.txt") } else { format!("{variant}-{n}.txt") })
        .find(|name| !std::path::Path::new(name).exists())
        .unwrap_or_else(|| format!("{variant}.txt"))
}

/// The whole state of the full-screen game.
pub struct App {
    /// The language of every text.
    pub lang: Lang,
    /// The start menu.
    pub menu: Menu,
    /// The screen shown.
    pub screen: Screen,
    /// A box over it, if any.
    pub overlay: Option<Overlay>,
    /// The game, once started.
    pub session: Option<Box<dyn Session>>,
    /// The point under the keyboard cursor.
    pub cursor: Spot,
    /// Whether the board is turned round.
    pub flipped: bool,
    /// The latest message (the session's own messages come with its panel).
    pub notice: Option<Text>,
    /// The computer's thinking time per move.
    pub time: Duration,
    /// Where the board was drawn last (for mouse clicks).
    pub board_area: Rect,
    /// Set when the user leaves.
    pub quit: bool,
    /// The terminal was too small at the last drawing: keys wait until it is enlarged.
    pub too_small: bool,
    /// The goose's seed (fixed in tests, from the clock otherwise).
    pub goose_seed: Option<u64>,
    /// The goose computer players' pace.
    pub goose_pace: Duration,
}

impl App {
    /// The app on its start menu.
    pub fn new(lang: Lang) -> App {
        App {
            lang,
            menu: Menu::default(),
            screen: Screen::Menu,
            overlay: None,
            session: None,
            cursor: (0, 0),
            flipped: false,
            notice: None,
            time: Duration::from_millis(1000),
            board_area: Rect::default(),
            quit: false,
            too_small: false,
            goose_seed: None,
            goose_pace: Duration::from_millis(700),
        }
    }

    /// Starts the game the menu describes.
    pub fn start(&mut self) {
        match self.build_session() {
            Ok(session) => self.begin(session),
            Err(error) => {
                self.menu.error =
                    Some(Text::new("menu-option-error").with("error", TextArg::Message(Box::new(error))))
            }
        }
    }

    /// Shows `session` as the game in play.
    pub fn begin(&mut self, session: Box<dyn Session>) {
        self.cursor = session.home();
        self.session = Some(session);
        self.screen = Screen::Play;
        self.overlay = None;
        self.notice = None;
        self.flipped = false;
    }

    fn seats(&self) -> [Seat; 2] {
        let seat = |i: usize| match self.menu.seats.get(i) {
            Some(SeatChoice::Computer(level)) => Seat::Computer(*level),
            _ => Seat::Person,
        };
        [seat(0), seat(1)]
    }

    fn build_session(&self) -> Result<Box<dyn Session>, Text> {
        Ok(match self.menu.game() {
            GameChoice::Preset(_) => with_family!(self.menu.rules()?, rules => {
                Box::new(Duel::new(rules, self.seats(), self.time)) as Box<dyn Session>
            }),
            GameChoice::Solo(SoloGame::Solitaire) => {
                let pairs = self.menu.option_pairs();
                let rules =
                    Solitaire::with_options(pairs.iter().map(String::as_str)).map_err(|e| e.explain())?;
                Box::new(SolitaireSession::new(rules))
            }
            GameChoice::Solo(SoloGame::Goose) => {
                let mut options = GooseOptions { players: self.menu.seats.len(), ..GooseOptions::default() };
                let mut board = "default";
                for row in &self.menu.options {
                    match row.key {
                        "dice" => {
                            options.dice = row
                                .value
                                .parse()
                                .map_err(|_| untranslated(&format!("dice: {}", row.value)))?
                        }
                        "goose" => {
                            options.rule = row.value.parse::<GooseRule>().map_err(|e| untranslated(&e))?
                        }
                        "board" => board = row.value.trim(),
                        _ => {}
                    }
                }
                let persons = self.menu.seats.iter().map(|s| *s == SeatChoice::Person).collect();
                let seed = self.goose_seed.unwrap_or_else(clock_seed);
                Box::new(
                    GooseSession::new(
                        goose_board::load(board).map_err(|e| e.explain())?,
                        board,
                        options,
                        persons,
                        seed,
                    )
                    .map_err(|e| untranslated(&e))?
                    .with_pace(self.goose_pace),
                )
            }
        })
    }

    /// Opens a record file as a game both sides play at this keyboard (undo and redo step
    /// through it; play on from any point).
    pub fn open(&mut self, path: &str) -> Result<(), Text> {
        let text = std::fs::read_to_string(path).map_err(|e| untranslated(&e))?;
        if text.lines().any(|line| line.trim() == "[Game \"goose\"]") {
            let session =
                GooseSession::from_record(&text, std::path::Path::new(path)).map_err(|e| untranslated(&e))?;
            self.begin(Box::new(session));
            return Ok(());
        }
        if !text
            .lines()
            .any(|line| line.trim_start().starts_with("[Game ") || line.trim_start().starts_with("[Variant "))
        {
            return Err(Text::new("status-not-a-record"));
        }
        let game = AnyGame::from_record(&text).map_err(|e| e.message())?;
        let seats = [Seat::Person, Seat::Person];
        let session: Box<dyn Session> =
            with_family!(game, g => Box::new(Duel::from_game(g, seats, self.time)));
        self.begin(session);
        Ok(())
    }

    /// Lets the computer move and collects its answers; true when the screen changed.
    pub fn tick(&mut self) -> bool {
        self.session.as_mut().is_some_and(|s| s.poll())
    }

    /// Handles one terminal event.
    pub fn handle(&mut self, event: &Event) {
        match event {
            Event::Key(key) if key.kind != KeyEventKind::Release => self.key(*key),
            Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
                self.click(mouse.column, mouse.row);
            }
            _ => {}
        }
    }

    fn key(&mut self, key: KeyEvent) {
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            self.quit = true;
            return;
        }
        if self.too_small {
            return;
        }
        if let Some(overlay) = self.overlay.clone() {
            self.overlay_key(overlay, key);
            return;
        }
        match self.screen {
            Screen::Menu => self.menu_key(key),
            Screen::Play => self.play_key(key),
        }
    }

    fn overlay_key(&mut self, overlay: Overlay, key: KeyEvent) {
        match overlay {
            Overlay::Help { scroll } => match key.code {
                KeyCode::Down => self.overlay = Some(Overlay::Help { scroll: scroll + 1 }),
                KeyCode::Up => self.overlay = Some(Overlay::Help { scroll: scroll.saturating_sub(1) }),
                KeyCode::PageDown => self.overlay = Some(Overlay::Help { scroll: scroll + 10 }),
                KeyCode::PageUp => self.overlay = Some(Overlay::Help { scroll: scroll.saturating_sub(10) }),
                _ => self.overlay = None,
            },
            Overlay::Review { cursor } => {
                let last = self
                    .session
                    .as_ref()
                    .and_then(|s| s.reviewed())
                    .map_or(0, |r| r.points.len().saturating_sub(1));
                let cursor = match key.code {
                    KeyCode::Left => cursor.saturating_sub(1),
                    KeyCode::Right => (cursor + 1).min(last),
                    KeyCode::Home => 0,
                    KeyCode::End => last,
                    KeyCode::Enter => {
                        if let Some(session) = self.session.as_mut() {
                            session.go_to(cursor);
                        }
                        self.overlay = None;
                        return;
                    }
                    _ => {
                        self.overlay = None;
                        return;
                    }
                };
                self.overlay = Some(Overlay::Review { cursor });
            }
            Overlay::ConfirmResign => {
                self.overlay = None;
                if is_yes(key) {
                    self.notice = self.session.as_mut().and_then(|s| s.resign());
                }
            }
            Overlay::ConfirmOverwrite { path } => {
                self.overlay = None;
                if is_yes(key) {
                    self.save(&path);
                }
            }
            Overlay::Path { save, mut text } => match key.code {
                KeyCode::Esc => self.overlay = None,
                KeyCode::Enter => {
                    self.overlay = None;
                    let path = text.trim().to_string();
                    if save && std::path::Path::new(&path).exists() {
                        self.overlay = Some(Overlay::ConfirmOverwrite { path });
                    } else if save {
                        self.save(&path);
                    } else {
                        self.open_from_prompt(&path);
                    }
                }
                KeyCode::Backspace => {
                    text.pop();
                    self.overlay = Some(Overlay::Path { save, text });
                }
                // Ctrl-U clears the line; other control keys type nothing.
                KeyCode::Char('u') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                    self.overlay = Some(Overlay::Path { save, text: String::new() });
                }
                KeyCode::Char(_) if key.modifiers.contains(KeyModifiers::CONTROL) => {}
                KeyCode::Char(c) => {
                    text.push(c);
                    self.overlay = Some(Overlay::Path { save, text });
                }
                _ => {}
            },
        }
    }

    fn save(&mut self, path: &str) {
        let Some(record) = self.session.as_ref().and_then(|s| s.record()) else { return };
        self.notice = Some(match std::fs::write(path, record) {
            Ok(()) => Text::new("status-saved").plain("path", path),
            Err(e) => Text::new("status-save-failed").plain("path", path).plain("error", e.to_string()),
        });
    }

    fn open_from_prompt(&mut self, path: &str) {
        match self.open(path) {
            Ok(()) => self.notice = Some(Text::new("status-opened").plain("path", path)),
            Err(error) => {
                let text = Text::new("status-open-failed")
                    .plain("path", path)
                    .with("error", TextArg::Message(Box::new(error)));
                match self.screen {
                    Screen::Menu => self.menu.error = Some(text),
                    Screen::Play => self.notice = Some(text),
                }
            }
        }
    }

    fn menu_key(&mut self, key: KeyEvent) {
        if self.menu.editing.is_some() {
            match key.code {
                // Ctrl-U clears the value; other control keys type nothing.
                KeyCode::Char('u') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                    self.menu.clear_typing();
                }
                KeyCode::Char(_) if key.modifiers.contains(KeyModifiers::CONTROL) => {}
                KeyCode::Char(c) => {
                    self.menu.type_char(c);
                }
                KeyCode::Backspace => {
                    self.menu.backspace();
                }
                KeyCode::Esc => {
                    self.menu.escape();
                }
                KeyCode::Enter => {
                    self.menu.enter();
                }
                _ => {}
            }
            return;
        }
        let action = match key.code {
            KeyCode::Up => {
                self.menu.move_focus(false);
                None
            }
            KeyCode::Down | KeyCode::Tab => {
                self.menu.move_focus(true);
                None
            }
            KeyCode::Left => {
                self.menu.change(false);
                None
            }
            KeyCode::Right => {
                self.menu.change(true);
                None
            }
            KeyCode::Enter | KeyCode::Char(' ') => self.menu.enter(),
            KeyCode::Char('l') => Some(MenuAction::Language),
            // q on the menu leaves; Esc goes back to the game in progress (and never quits).
            KeyCode::Char('q') => Some(MenuAction::Quit),
            KeyCode::Esc => {
                if self.session.is_some() {
                    self.screen = Screen::Play;
                }
                None
            }
            _ => None,
        };
        match action {
            Some(MenuAction::Start) => self.start(),
            Some(MenuAction::Open) => self.overlay = Some(Overlay::Path { save: false, text: String::new() }),
            Some(MenuAction::Language) => self.lang = self.lang.next(),
            Some(MenuAction::Quit) => self.quit = true,
            None => {}
        }
    }

    fn play_key(&mut self, key: KeyEvent) {
        let Some(session) = self.session.as_mut() else {
            self.screen = Screen::Menu;
            return;
        };
        let board = session.board();
        let mut notice = None;
        match key.code {
            KeyCode::Left | KeyCode::Right | KeyCode::Up | KeyCode::Down => {
                if let Board::Grid(picture, _) = &board {
                    let step = match key.code {
                        KeyCode::Left => (-1, 0),
                        KeyCode::Right => (1, 0),
                        KeyCode::Up => (0, -1),
                        _ => (0, 1),
                    };
                    self.cursor = board_widget::step_cursor(picture, self.cursor, step, self.flipped);
                }
            }
            KeyCode::Enter | KeyCode::Char(' ') => {
                notice = match board {
                    Board::Grid(..) => session.choose(self.cursor),
                    Board::Track(_) => session.act(),
                };
            }
            KeyCode::Esc => session.cancel(),
            KeyCode::Char('u') => notice = session.undo(),
            KeyCode::Char('r') => notice = session.redo(),
            KeyCode::Char('h') => notice = session.hint(),
            KeyCode::Char('e') => notice = session.evaluate(),
            KeyCode::Char('x') => notice = session.explore(),
            KeyCode::Char('n') => notice = session.next(),
            KeyCode::Char('v') => {
                notice = session.review();
                if notice.is_none() {
                    self.overlay = Some(Overlay::Review { cursor: session.panel().moves.len() });
                }
            }
            KeyCode::Char('d') => notice = session.draw(),
            KeyCode::Char('R') => self.overlay = Some(Overlay::ConfirmResign),
            KeyCode::Char('f') => self.flipped = !self.flipped,
            KeyCode::Char('s') if session.record().is_some() => {
                let text = free_name(&session.variant_id());
                self.overlay = Some(Overlay::Path { save: true, text });
            }
            KeyCode::Char('o') => self.overlay = Some(Overlay::Path { save: false, text: String::new() }),
            KeyCode::Char('l') => self.lang = self.lang.next(),
            KeyCode::Char('?') | KeyCode::F(1) => self.overlay = Some(Overlay::Help { scroll: 0 }),
            KeyCode::Char('q') => self.screen = Screen::Menu,
            _ => {}
        }
        self.notice = notice;
    }

    fn click(&mut self, x: u16, y: u16) {
        if self.too_small || self.overlay.is_some() || self.screen != Screen::Play {
            return;
        }
        let Some(session) = self.session.as_mut() else { return };
        match session.board() {
            Board::Grid(picture, _) => {
                let place = board_widget::GridPlacement::new(&picture, self.board_area, self.flipped);
                if let Some(spot) = place.spot_at(&picture, x, y) {
                    self.cursor = spot;
                    self.notice = session.choose(spot);
                }
            }
            Board::Track(_) => {
                let (width, height) = goose_view::size();
                let area = self.board_area;
                let inside = x >= area.x
                    && y >= area.y
                    && x < area.x + width.max(area.width)
                    && y < area.y + height.max(area.height);
                if inside {
                    self.notice = session.act();
                }
            }
        }
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(7, |d| d.as_nanos() as u64)
}
