//! The start menu: the game and preset, its options, who plays each side, then start.
//! Rows are chosen with ↑/↓ and changed with ←/→ (or typed, for options that take text).

use super::error_text::{Explain, untranslated};
use super::view::{Text, TextArg};
use crate::solo_games::{SoloGame, SoloOption};
use reynard_play::{AnyRules, AnyVariant, FamilyId};
use reynard_rules::OptionSpec;
use reynard_search::level::Level;

/// A game the menu offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChoice {
    /// A preset of a two-player family ([`FamilyId::of_preset`] says which).
    Preset(&'static str),
    /// A one-player or dice game.
    Solo(SoloGame),
}

impl GameChoice {
    /// Every game, in menu order: every preset of every family ([`FamilyId::all_preset_ids`]),
    /// then the solo games.
    pub fn all() -> Vec<GameChoice> {
        let presets = FamilyId::all_preset_ids().into_iter().map(GameChoice::Preset);
        presets.chain(SoloGame::ALL.map(GameChoice::Solo)).collect()
    }

    /// The preset id (`solitaire`, `goose` for the solo games).
    pub fn id(self) -> &'static str {
        match self {
            GameChoice::Preset(id) => id,
            GameChoice::Solo(game) => game.id(),
        }
    }

    /// The game for a preset id.
    pub fn from_id(id: &str) -> Option<GameChoice> {
        GameChoice::all().into_iter().find(|g| g.id() == id)
    }

    /// The family of a two-player preset; `None` for the solo games.
    pub fn family(self) -> Option<FamilyId> {
        match self {
            GameChoice::Preset(id) => FamilyId::of_preset(id),
            GameChoice::Solo(_) => None,
        }
    }
}

/// Who plays one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// A person.
    Person,
    /// The computer at a level.
    Computer(Level),
}

impl SeatChoice {
    /// The next choice to the right (person, then levels 1–10) or to the left.
    fn turned(self, right: bool) -> SeatChoice {
        let n = match self {
            SeatChoice::Person => 0,
            SeatChoice::Computer(level) => level.get(),
        };
        let n = if right { (n + 1) % 11 } else { (n + 10) % 11 };
        Level::new(n).map_or(SeatChoice::Person, SeatChoice::Computer)
    }

    /// The choice for `human`/`person` or a level number.
    pub fn parse(text: &str) -> Option<SeatChoice> {
        match text.trim().to_ascii_lowercase().as_str() {
            "human" | "person" => Some(SeatChoice::Person),
            "ai" | "computer" => Level::new(5).map(SeatChoice::Computer),
            n => n.parse().ok().and_then(Level::new).map(SeatChoice::Computer),
        }
    }

    /// The label.
    pub fn text(self) -> Text {
        match self {
            SeatChoice::Person => Text::new("menu-human"),
            SeatChoice::Computer(level) => Text::new("menu-ai").number("level", level.get()),
        }
    }
}

/// One option of the chosen game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionRow {
    /// The key, as `--set` writes it.
    pub key: &'static str,
    /// The value now.
    pub value: String,
    /// The game's own value (options left at it are not passed on).
    pub default: String,
    /// The values ←/→ cycle through; empty when the value is typed.
    pub choices: Vec<String>,
    /// What the option does.
    pub doc: &'static str,
}

impl OptionRow {
    /// The row of an option whose value is now `value` (and is its default).
    fn new(spec: &OptionSpec, value: String) -> OptionRow {
        let choices = spec.choices().unwrap_or_default();
        OptionRow {
            key: spec.key,
            default: value.clone(),
            value,
            choices: choices.into_iter().map(String::from).collect(),
            doc: spec.doc,
        }
    }
}

/// The option rows of a game: a preset's ([`AnyVariant::game_options`]), or a solo game's.
fn option_rows(game: GameChoice) -> Vec<OptionRow> {
    match game {
        GameChoice::Preset(id) => AnyVariant::preset(id)
            .map(|variant| variant.game_options())
            .unwrap_or_default()
            .into_iter()
            .map(|option| OptionRow::new(option.spec, option.value))
            .collect(),
        GameChoice::Solo(game) => {
            game.options().iter().map(|o: &SoloOption| OptionRow::new(&o.spec, o.default.into())).collect()
        }
    }
}

/// A row of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// The game.
    Game,
    /// An option, by index.
    Option(usize),
    /// A seat, by index.
    Seat(usize),
    /// Goose: the number of players.
    Players,
    /// Start.
    Start,
    /// Open a saved game.
    Open,
    /// The language.
    Language,
    /// Quit.
    Quit,
}

/// What a key on the menu asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// Start the chosen game.
    Start,
    /// Ask for a record to open.
    Open,
    /// Switch the language.
    Language,
    /// Leave.
    Quit,
}

/// The menu's state.
#[derive(Clone, Debug)]
pub struct Menu {
    games: Vec<GameChoice>,
    game: usize,
    /// The options of the chosen game.
    pub options: Vec<OptionRow>,
    /// Who plays each seat (the sides of a two-player game, the goose players).
    pub seats: Vec<SeatChoice>,
    /// The row with the cursor.
    pub focus: usize,
    /// Text being typed for an option.
    pub editing: Option<String>,
    /// Why the last change was refused.
    pub error: Option<Text>,
}

impl Default for Menu {
    fn default() -> Self {
        let mut menu = Menu {
            games: GameChoice::all(),
            game: 0,
            options: Vec::new(),
            seats: Vec::new(),
            focus: 0,
            editing: None,
            error: None,
        };
        menu.reset_game();
        menu
    }
}

impl Menu {
    /// The menu with `game` chosen.
    pub fn with_game(game: GameChoice) -> Menu {
        let mut menu = Menu::default();
        menu.game = menu.games.iter().position(|&g| g == game).unwrap_or(0);
        menu.reset_game();
        menu
    }

    /// The chosen game.
    pub fn game(&self) -> GameChoice {
        self.games[self.game]
    }

    /// The rows, top to bottom.
    pub fn rows(&self) -> Vec<Row> {
        let mut rows = vec![Row::Game];
        if self.game() == GameChoice::Solo(SoloGame::Goose) {
            rows.push(Row::Players);
        }
        rows.extend((0..self.seats.len()).map(Row::Seat));
        rows.extend([Row::Start, Row::Open, Row::Language, Row::Quit]);
        rows.extend((0..self.options.len()).map(Row::Option));
        rows
    }

    /// The row with the cursor.
    pub fn focused(&self) -> Row {
        let rows = self.rows();
        rows[self.focus.min(rows.len() - 1)]
    }

    /// The options changed from the game's own values, as `key=value` pairs.
    pub fn option_pairs(&self) -> Vec<String> {
        self.options
            .iter()
            .filter(|o| o.value != o.default)
            .map(|o| format!("{}={}", o.key, o.value))
            .collect()
    }

    /// The sides' names as the variant spells them (`fox`, `geese`), one per seat of a
    /// two-player game; none for the solo games.
    pub fn side_names(&self) -> Vec<String> {
        self.rules().map(|rules| rules.side_names().to_vec()).unwrap_or_default()
    }

    /// The label of each seat: the side, or the goose player's number.
    pub fn seat_labels(&self) -> Vec<Text> {
        if self.game() == GameChoice::Solo(SoloGame::Goose) {
            return (1..=self.seats.len())
                .map(|n| Text::new("menu-goose-player").number("number", n as i64))
                .collect();
        }
        self.side_names().into_iter().map(|n| Text::new("menu-seat").side("side", n)).collect()
    }

    /// The rules the options describe, of whichever family the preset belongs to.
    ///
    /// # Errors
    ///
    /// Why the rules refuse the options; a solo game has no such rules.
    pub fn rules(&self) -> Result<AnyRules, Text> {
        match self.game() {
            GameChoice::Preset(id) => {
                AnyRules::from_preset(id, &self.option_pairs()).map_err(|e| e.explain())
            }
            GameChoice::Solo(_) => Err(untranslated(&"not a two-player game")),
        }
    }

    fn reset_game(&mut self) {
        let computer = |n| Level::new(n).map_or(SeatChoice::Person, SeatChoice::Computer);
        self.options = option_rows(self.game());
        self.seats = match self.game() {
            GameChoice::Solo(SoloGame::Solitaire) => Vec::new(),
            GameChoice::Solo(SoloGame::Goose) => vec![SeatChoice::Person, computer(1)],
            // The hunter side (fox, hare, attackers…) is the computer; the person plays the other.
            GameChoice::Preset(_) => vec![computer(5), SeatChoice::Person],
        };
        self.error = None;
    }

    /// Handles ↑/↓: the cursor stops at the first and the last row (it never wraps from
    /// the game row into the rule options, where ←/→ would change a rule unseen).
    pub fn move_focus(&mut self, down: bool) {
        let last = self.rows().len() - 1;
        self.focus = if down { (self.focus + 1).min(last) } else { self.focus.min(last).saturating_sub(1) };
        self.editing = None;
    }

    /// Handles ←/→ on the focused row.
    pub fn change(&mut self, right: bool) {
        self.error = None;
        match self.focused() {
            Row::Game => {
                let count = self.games.len();
                self.game = if right { (self.game + 1) % count } else { (self.game + count - 1) % count };
                self.reset_game();
            }
            Row::Option(i) => {
                let row = &self.options[i];
                if row.choices.is_empty() {
                    self.editing = Some(row.value.clone());
                    return;
                }
                let at = row.choices.iter().position(|c| *c == row.value).unwrap_or(0);
                let count = row.choices.len();
                // The next value the rules accept (a refused one is passed over).
                for step in 1..count {
                    let next = if right { (at + step) % count } else { (at + count - step % count) % count };
                    let value = self.options[i].choices[next].clone();
                    self.set_option(i, value);
                    if self.error.is_none() {
                        return;
                    }
                }
            }
            Row::Seat(i) => {
                // A goose player is a person or the computer: dice have no levels.
                self.seats[i] = match (self.game(), self.seats[i]) {
                    (GameChoice::Solo(SoloGame::Goose), SeatChoice::Person) => {
                        SeatChoice::Computer(Level::PERFECT_FROM)
                    }
                    (GameChoice::Solo(SoloGame::Goose), SeatChoice::Computer(_)) => SeatChoice::Person,
                    (_, seat) => seat.turned(right),
                };
            }
            Row::Players => {
                let count = self.seats.len();
                if right && count < 6 {
                    self.seats.push(SeatChoice::Computer(Level::PERFECT_FROM));
                } else if !right && count > 2 {
                    self.seats.pop();
                }
            }
            Row::Language | Row::Start | Row::Open | Row::Quit => {}
        }
    }

    /// Sets option `i`, keeping the old value (and saying why) when the rules refuse it.
    pub fn set_option(&mut self, i: usize, value: String) {
        self.error = None;
        let old = std::mem::replace(&mut self.options[i].value, value);
        let check = match self.game() {
            GameChoice::Preset(_) => self.rules().map(|_| ()),
            GameChoice::Solo(SoloGame::Solitaire) => reynard_rules::solitaire::Solitaire::with_options(
                self.option_pairs().iter().map(String::as_str),
            )
            .map(|_| ())
            .map_err(|e| e.explain()),
            // The goose's board file is read at the start, where a missing one is shown.
            GameChoice::Solo(SoloGame::Goose) => Ok(()),
        };
        if let Err(error) = check {
            self.options[i].value = old;
            self.error =
                Some(Text::new("menu-option-error").with("error", TextArg::Message(Box::new(error))));
            return;
        }
        self.follow_changes();
    }

    /// Shows, in the rows left at the game's values, what the options set make of them (a
    /// board may bring its own start: `board = checker10` puts the wolf on f10). Those rows
    /// stay unset: they follow the set ones.
    fn follow_changes(&mut self) {
        let GameChoice::Preset(id) = self.game() else { return };
        let Ok(variant) = AnyVariant::preset(id).and_then(|v| Ok(v.with_sets(&self.option_pairs())?)) else {
            return;
        };
        for option in variant.game_options() {
            if let Some(row) = self.options.iter_mut().find(|row| row.key == option.spec.key)
                && row.value == row.default
            {
                row.value.clone_from(&option.value);
                row.default = option.value;
            }
        }
    }

    /// Handles Enter: an action for the app, or the start/end of typing an option.
    pub fn enter(&mut self) -> Option<MenuAction> {
        match self.focused() {
            Row::Option(i) => {
                match self.editing.take() {
                    Some(text) => self.set_option(i, text.trim().to_string()),
                    None => self.change(true),
                }
                None
            }
            Row::Game | Row::Seat(_) | Row::Players => {
                self.change(true);
                None
            }
            Row::Start => Some(MenuAction::Start),
            Row::Open => Some(MenuAction::Open),
            Row::Language => Some(MenuAction::Language),
            Row::Quit => Some(MenuAction::Quit),
        }
    }

    /// Typing while an option is being edited.
    pub fn type_char(&mut self, c: char) -> bool {
        match &mut self.editing {
            Some(text) => {
                text.push(c);
                true
            }
            None => false,
        }
    }

    /// Backspace while an option is being edited.
    pub fn backspace(&mut self) -> bool {
        match &mut self.editing {
            Some(text) => {
                text.pop();
                true
            }
            None => false,
        }
    }

    /// Empties the value being typed (Ctrl-U); false when not typing.
    pub fn clear_typing(&mut self) -> bool {
        match &mut self.editing {
            Some(text) => {
                text.clear();
                true
            }
            None => false,
        }
    }

    /// Esc: stops typing; false when there was nothing to stop.
    pub fn escape(&mut self) -> bool {
        self.editing.take().is_some()
    }
}

#[cfg(test)]
#[path = "menu_tests.rs"]
mod tests;
