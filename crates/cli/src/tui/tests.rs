//! The full-screen game driven by key and mouse events, checked on the rendered screen
//! (ratatui's test backend). Screens that do not depend on the computer's choices are
//! compared with snapshot files in `crates/cli/tests/snapshots/tui/` (`BLESS=1` rewrites
//! them after a deliberate change; review the diff).

use super::app::{App, Overlay, Screen};
use super::board_widget::GridPlacement;
use super::duel::{Duel, Seat};
use super::menu::{GameChoice, Menu, SeatChoice};
use super::screen;
use super::session::{Board, Session, Tone};
use super::view::Spot;
use crate::solo_games::SoloGame;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use reynard_i18n::Lang;
use reynard_rules::VariantOptions;
use reynard_rules::{Family, Game, hunt};
use reynard_search::level::Level;
use std::time::Duration;

fn render_at(app: &mut App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|frame| screen::draw(frame, app)).expect("drawing into memory");
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        let line: String = (0..width).map(|x| buffer[(x, y)].symbol().to_string()).collect();
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

fn render(app: &mut App) -> String {
    render_at(app, 80, 24)
}

fn press(app: &mut App, code: KeyCode) {
    app.handle(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Clicks the point `name` (like `d4`) of the board on the screen.
fn click(app: &mut App, name: &str) {
    render(app);
    let spot = spot(name);
    let Some(Board::Grid(picture, _)) = app.session.as_ref().map(|s| s.board()) else {
        panic!("no board on the screen");
    };
    let (x, y) = GridPlacement::new(&picture, app.board_area, app.flipped).cell(spot);
    app.handle(&Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    }));
}

fn spot(name: &str) -> Spot {
    let (file, rank) = reynard_rules::board::parse_algebraic(name).expect("a point name");
    (file, rank)
}

fn settle(app: &mut App) {
    if let Some(session) = app.session.as_mut() {
        session.settle();
    }
}

fn snapshot(name: &str, screen: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots/tui")
        .join(format!("{name}.txt"));
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, screen).expect("writing a snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("no snapshot {}; run with BLESS=1 to create it", path.display()));
    assert_eq!(screen, expected, "screen `{name}` differs from its snapshot (BLESS=1 to accept)");
}

/// A fox-geese game between two people, started through the menu.
fn two_people(game: GameChoice) -> App {
    let mut app = App::new(Lang::En);
    app.menu = Menu::with_game(game);
    for seat in &mut app.menu.seats {
        *seat = SeatChoice::Person;
    }
    app.start();
    assert_eq!(app.screen, Screen::Play);
    app
}

fn moves_of(app: &App) -> Vec<String> {
    app.session.as_ref().map(|s| s.panel().moves).unwrap_or_default()
}

#[test]
fn the_menu_lists_the_game_its_players_and_the_start() {
    let mut app = App::new(Lang::En);
    let screen = render(&mut app);
    assert!(screen.contains("Fox and Geese (fox-geese)"), "{screen}");
    assert!(screen.contains("computer, level 5") && screen.contains("person"), "{screen}");
    snapshot("menu-en", &screen);
}

#[test]
fn choosing_a_game_in_the_menu_and_starting_it() {
    let mut app = App::new(Lang::En);
    // → on the game row: the next preset.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.menu.game(), GameChoice::Preset("fox-geese-diagonal"));
    // ↓ to the fox's seat, ← to "person"... then ↓ ↓ to Start.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.menu.seats[0], SeatChoice::Computer(Level::new(4).expect("a level")));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, Screen::Play);
    let screen = render(&mut app);
    assert!(screen.contains("Fox and Geese with diagonals (fox-geese-diagonal)"), "{screen}");
    // Diagonal lines are drawn.
    assert!(screen.contains('╲') && screen.contains('╱'), "{screen}");
    assert!(screen.contains("geese to move"), "{screen}");
}

#[test]
fn a_menu_option_changes_the_rules_and_a_bad_one_is_refused_with_the_reason() {
    let mut app = App::new(Lang::En);
    let capture = app
        .menu
        .rows()
        .iter()
        .position(|r| matches!(r, super::menu::Row::Option(i) if app.menu.options[*i].key == "capture"))
        .expect("a capture row");
    for _ in 0..capture {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    assert_eq!(app.menu.option_pairs(), vec!["capture=mandatory".to_string()]);
    // A typed value the rules refuse keeps the old one and says why.
    let flock = app.menu.options.iter().position(|o| o.key == "fox_wins_at").expect("fox_wins_at");
    app.menu.set_option(flock, "99".into());
    let error = app.menu.error.as_ref().expect("an error").render(Lang::En);
    assert!(
        error.starts_with("Option not accepted: fox_wins_at = 99 must be below the flock size 13"),
        "{error}"
    );
    let russian = app.menu.error.as_ref().expect("an error").render(Lang::Ru);
    assert_eq!(russian, "Параметр не принят: fox_wins_at = 99 должно быть меньше числа гусей: 13");
    assert_eq!(app.menu.options[flock].value, "5");
    let screen = render(&mut app);
    assert!(screen.contains("Option not accepted"), "{screen}");
}

#[test]
fn a_move_by_mouse_then_the_computer_replies_and_undo_takes_both_back() {
    let mut app = App::new(Lang::En);
    app.time = Duration::from_millis(50);
    app.menu.seats[0] = SeatChoice::Computer(Level::new(1).expect("level 1"));
    app.start();
    let start = render(&mut app);
    snapshot("fox-geese-start", &start);
    click(&mut app, "c3");
    let chosen = render(&mut app);
    assert!(chosen.contains("[●]"), "the goose is marked as chosen:\n{chosen}");
    assert!(chosen.contains("<+>"), "its target is marked:\n{chosen}");
    click(&mut app, "c4");
    assert_eq!(moves_of(&app), vec!["c3-c4"]);
    // The computer thinks in the background, then its move appears.
    app.tick();
    let thinking = render(&mut app);
    assert!(thinking.contains("fox: thinking") || moves_of(&app).len() == 2, "{thinking}");
    settle(&mut app);
    let moves = moves_of(&app);
    assert_eq!(moves.len(), 2, "{moves:?}");
    let replied = render(&mut app);
    assert!(replied.contains(&format!("1. c3-c4  {}", moves[1])), "{replied}");
    assert!(replied.contains("(◆)"), "the fox's last move is marked:\n{replied}");
    press(&mut app, KeyCode::Char('u'));
    assert!(moves_of(&app).is_empty(), "undo against the computer goes back to the person's turn");
    assert_eq!(render(&mut app), start);
    // Redo plays the person's move and the computer's reply again.
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(moves_of(&app), moves);
}

#[test]
fn keys_move_the_cursor_and_enter_chooses() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    app.cursor = spot("d3");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Up);
    assert_eq!(app.cursor, spot("d4"), "up from d3 is d4");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Down);
    assert_eq!(app.cursor, spot("c3"));
    // c3 is a goose: choosing it drops d3 and picks c3; then c4.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert_eq!(moves_of(&app), vec!["c3-c4"]);
    // Esc drops a choice.
    app.cursor = spot("d4");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    assert!(!render(&mut app).contains("[◆]"));
}

#[test]
fn flipping_turns_the_board_round() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    let upright = render(&mut app);
    press(&mut app, KeyCode::Char('f'));
    let flipped = render(&mut app);
    assert_ne!(upright, flipped);
    // The geese now stand at the top: rank 1 is the first board row.
    let first_board_row = flipped
        .lines()
        .find(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .unwrap_or_default();
    assert!(first_board_row.trim_start().starts_with('1') && first_board_row.contains('●'), "{flipped}");
    // A click still lands on the point it shows.
    click(&mut app, "c3");
    click(&mut app, "c4");
    assert_eq!(moves_of(&app), vec!["c3-c4"]);
}

/// Two people on a set fox-geese position (`options` changed from the preset).
fn duel_at(options: &[&str], position: &str) -> Duel<hunt::Rules> {
    let mut variant = hunt::Variant::preset("fox-geese").expect("fox-geese");
    for pair in options {
        variant.set_pair(pair).expect("an option");
    }
    let rules = hunt::Rules::new(&variant).expect("rules");
    let pos = rules.parse_position(position).expect("a position");
    Duel::from_game(Game::from_position(rules, pos), [Seat::Person, Seat::Person], Duration::from_millis(10))
}

/// Two people on a set position: fox on d3 to move, geese placed for jump chains.
fn chain_game(geese: &str) -> Duel<hunt::Rules> {
    duel_at(&[], &format!("d3/{geese} h"))
}

fn played(duel: &Duel<hunt::Rules>) -> Vec<String> {
    duel.panel().moves
}

#[test]
fn a_jump_chain_is_entered_point_by_point_and_finished_when_one_way_remains() {
    // d3 x d4 -> d5, then only x e5 -> f5 (or stop): the chain waits at d5.
    let mut duel = chain_game("d4,e5,c1,d1,e1,c2,e2");
    duel.choose(spot("d3"));
    let Board::Grid(_, marks) = duel.board() else { panic!("a grid") };
    assert!(marks.targets.contains(&spot("d5")), "the jump, besides the steps: {:?}", marks.targets);
    assert_eq!(marks.targets.len(), 4, "d5 and the steps to d2, c3, e3");
    duel.choose(spot("d5"));
    let Board::Grid(_, marks) = duel.board() else { panic!("a grid") };
    assert_eq!(marks.targets, vec![spot("f5")], "the chain can go on to f5");
    assert!(played(&duel).is_empty(), "capture is optional: the fox may also stop at d5");
    duel.choose(spot("f5"));
    assert_eq!(played(&duel), vec!["d3xd5xf5"]);
}

#[test]
fn choosing_the_last_point_again_stops_a_chain() {
    let mut duel = chain_game("d4,e5,c1,d1,e1,c2,e2");
    duel.choose(spot("d3"));
    duel.choose(spot("d5"));
    duel.choose(spot("d5"));
    assert_eq!(played(&duel), vec!["d3xd5"]);
}

#[test]
fn a_chain_with_a_single_way_is_completed_at_once() {
    let mut duel = duel_at(&["capture=mandatory"], "d3/d4,e5,c1,d1,e1,c2,e2 h");
    duel.choose(spot("d3"));
    duel.choose(spot("d5"));
    assert_eq!(played(&duel), vec!["d3xd5xf5"], "mandatory capture: the only continuation is played at once");
}

#[test]
fn saving_and_opening_a_record_restores_the_game() {
    let path = std::env::temp_dir().join(format!("reynard-tui-{}.txt", std::process::id()));
    let path_text = path.display().to_string();
    let mut app = two_people(GameChoice::Preset("catch-the-hare"));
    for (from, to) in [("b2", "b3"), ("c3", "c4")] {
        click(&mut app, from);
        click(&mut app, to);
    }
    let moves = moves_of(&app);
    assert_eq!(moves.len(), 2, "{moves:?}");
    press(&mut app, KeyCode::Char('s'));
    let dialog = render(&mut app);
    assert!(dialog.contains("Save the game"), "{dialog}");
    // Replace the suggested name with ours.
    for _ in 0..40 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, &path_text);
    press(&mut app, KeyCode::Enter);
    let saved = render(&mut app);
    assert!(saved.contains("Saved to"), "{saved}");
    let record = std::fs::read_to_string(&path).expect("the record file");
    assert!(record.contains("b2-b3"), "{record}");

    let mut fresh = App::new(Lang::En);
    press(&mut fresh, KeyCode::Down); // the hare's seat
    for _ in 0..3 {
        press(&mut fresh, KeyCode::Down);
    }
    press(&mut fresh, KeyCode::Enter); // "Open a saved game"
    type_text(&mut fresh, &path_text);
    press(&mut fresh, KeyCode::Enter);
    assert_eq!(fresh.screen, Screen::Play);
    assert_eq!(moves_of(&fresh), moves);
    // Replay: undo steps back through it, redo forward.
    press(&mut fresh, KeyCode::Char('u'));
    assert_eq!(moves_of(&fresh), moves[..1]);
    press(&mut fresh, KeyCode::Char('r'));
    assert_eq!(moves_of(&fresh), moves);
    std::fs::remove_file(&path).ok();
}

#[test]
fn a_broken_record_is_refused_with_the_reason() {
    let path = std::env::temp_dir().join(format!("reynard-tui-broken-{}.txt", std::process::id()));
    std::fs::write(&path, "[Game \"hunt\"]\n[Variant \"fox-geese\"]\n\n1. d4-d9 *\n").expect("a file");
    let mut app = App::new(Lang::En);
    let error = app.open(&path.display().to_string()).expect_err("a broken record");
    let english = error.render(Lang::En);
    assert!(english.starts_with("line 4: move 1 (geese) `d4-d9`: "), "{english}");
    // The reason is in the player's language, the facts as written.
    let russian = error.render(Lang::Ru);
    assert!(russian.starts_with("строка 4: ход 1 (гуси) `d4-d9`: "), "{russian}");
    assert_eq!(app.screen, Screen::Menu);
    std::fs::remove_file(&path).ok();
}

#[test]
fn resigning_ends_the_game_with_the_reason() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    press(&mut app, KeyCode::Char('R'));
    assert!(render(&mut app).contains("Resign this game?"));
    press(&mut app, KeyCode::Char('y'));
    let screen = render(&mut app);
    assert!(screen.contains("Won by the fox: resignation"), "{screen}");
}

#[test]
fn the_resign_question_takes_the_languages_own_yes() {
    for (lang, prompt, yes) in [(Lang::Ru, "(д/н)", 'д'), (Lang::Pl, "(t/n)", 't'), (Lang::Pl, "(t/n)", 'y')]
    {
        let mut app = two_people(GameChoice::Preset("fox-geese"));
        app.lang = lang;
        press(&mut app, KeyCode::Char('R'));
        assert!(render(&mut app).contains(prompt), "{lang:?} asks with its own letters");
        press(&mut app, KeyCode::Char(yes));
        assert!(
            app.session.as_ref().is_some_and(|s| s.panel().outcome.is_some()),
            "{lang:?}: `{yes}` resigns"
        );
    }
}

#[test]
fn a_draw_offered_by_one_person_is_accepted_by_the_other() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    // The geese offer, then move; the fox declines by moving.
    press(&mut app, KeyCode::Char('d'));
    assert!(render(&mut app).contains("Draw offered by the geese"));
    click(&mut app, "c3");
    click(&mut app, "c4");
    assert!(render(&mut app).contains("Draw offered"), "the offer stands until the other side answers");
    click(&mut app, "d4");
    click(&mut app, "d5");
    assert!(!render(&mut app).contains("Draw offered"), "a move instead of accepting declines");
    // The geese offer again and the fox accepts.
    press(&mut app, KeyCode::Char('d'));
    click(&mut app, "d3");
    click(&mut app, "d4");
    press(&mut app, KeyCode::Char('d'));
    let screen = render(&mut app);
    assert!(screen.contains("Draw: agreed"), "{screen}");
}

#[test]
fn a_game_between_two_computers_plays_to_its_end() {
    let mut app = App::new(Lang::En);
    app.time = Duration::from_millis(5);
    app.menu = Menu::with_game(GameChoice::Preset("catch-the-hare"));
    app.menu.seats = vec![
        SeatChoice::Computer(Level::new(3).expect("3")),
        SeatChoice::Computer(Level::new(3).expect("3")),
    ];
    app.start();
    settle(&mut app);
    let screen = render(&mut app);
    assert!(screen.contains("Won by the ") || screen.contains("Draw: "), "the outcome and why:\n{screen}");
    assert!(app.session.as_ref().and_then(|s| s.panel().outcome).is_some());
}

#[test]
fn the_hint_marks_a_legal_move() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    press(&mut app, KeyCode::Char('h'));
    settle(&mut app);
    let screen = render(&mut app);
    let line = screen.lines().find(|l| l.contains("Hint:")).unwrap_or_else(|| panic!("{screen}"));
    let mv = line.split("Hint:").nth(1).map(str::trim).unwrap_or_default().to_string();
    let rules = hunt::Rules::preset("fox-geese").expect("fox-geese");
    assert!(rules.parse_move(&rules.game_start(), &mv).is_ok(), "the hint `{mv}` is a legal move");
}

#[test]
fn the_language_switches_every_text() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    press(&mut app, KeyCode::Char('l'));
    let russian = render(&mut app);
    assert!(russian.contains("Лиса и гуси") && russian.contains("Ход: гуси"), "{russian}");
    press(&mut app, KeyCode::Char('l'));
    let polish = render(&mut app);
    assert!(polish.contains("Lis i gęsi") && polish.contains("gęsi"), "{polish}");
    let mut menu = App::new(Lang::Ru);
    snapshot("menu-ru", &render(&mut menu));
}

#[test]
fn the_help_shows_the_rules_of_the_variant_in_the_language() {
    let mut app = two_people(GameChoice::Preset("asalto"));
    press(&mut app, KeyCode::Char('?'));
    let english = render(&mut app);
    assert!(english.contains("Help: Asalto") && english.contains("Rules"), "{english}");
    press(&mut app, KeyCode::Esc);
    app.lang = Lang::Pl;
    press(&mut app, KeyCode::Char('?'));
    let polish = render(&mut app);
    assert!(polish.contains("Zasady"), "{polish}");
}

#[test]
fn a_small_terminal_gets_a_message() {
    let mut app = App::new(Lang::En);
    let screen = render_at(&mut app, 60, 20);
    assert!(screen.contains("needs at least 80×24"), "{screen}");
}

#[test]
fn tafl_is_drawn_and_played() {
    let mut app = two_people(GameChoice::Preset("hnefatafl-11"));
    let screen = render(&mut app);
    snapshot("hnefatafl-11-start", &screen);
    assert!(screen.contains('◎'), "the king:\n{screen}");
    click(&mut app, "d1");
    click(&mut app, "d4");
    assert_eq!(moves_of(&app), vec!["d1-d4"]);
}

#[test]
fn the_largest_tafl_board_fits_the_smallest_screen_and_is_played_by_mouse() {
    let mut app = two_people(GameChoice::Preset("alea-evangelii"));
    let screen = render(&mut app);
    let files = screen.lines().find(|l| l.trim_start().starts_with("a ")).unwrap_or_default();
    assert!(
        files.contains('s') && screen.contains("19 ") && screen.contains(" 1 "),
        "every file and rank:\n{screen}"
    );
    click(&mut app, "c1");
    click(&mut app, "d1");
    assert_eq!(moves_of(&app), vec!["c1-d1"]);
}

#[test]
fn solitaire_jumps_chain_and_hints() {
    let mut app = App::new(Lang::En);
    app.menu = Menu::with_game(GameChoice::Solo(SoloGame::Solitaire));
    app.start();
    click(&mut app, "d2");
    click(&mut app, "d4");
    click(&mut app, "f3");
    click(&mut app, "d3");
    assert_eq!(moves_of(&app), vec!["d2xd4", "f3xd3"]);
    press(&mut app, KeyCode::Char('h'));
    settle(&mut app);
    let screen = render(&mut app);
    assert!(screen.contains("Hint:"), "{screen}");
    assert!(screen.contains("Pegs left: 30"), "{screen}");
}

#[test]
fn the_goose_rolls_for_people_and_the_computer_and_ends() {
    let mut app = App::new(Lang::En);
    app.goose_seed = Some(42);
    app.goose_pace = Duration::ZERO;
    app.menu = Menu::with_game(GameChoice::Solo(SoloGame::Goose));
    app.start();
    let start = render(&mut app);
    snapshot("goose-start", &start);
    assert!(start.contains("Player 1: press Enter to roll"), "{start}");
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    let after = render(&mut app);
    assert!(after.contains("Player 1 rolls"), "{after}");
    assert!(
        after.contains("Player 2 rolls") || after.contains("Player 2 waits"),
        "the computer rolled:\n{after}"
    );
    for _ in 0..500 {
        if app.session.as_ref().is_some_and(|s| s.panel().outcome.is_some()) {
            break;
        }
        press(&mut app, KeyCode::Enter);
        settle(&mut app);
    }
    let end = render(&mut app);
    assert!(end.contains("wins"), "{end}");
}

#[test]
fn the_side_flags_and_options_reach_the_game() {
    let rules = hunt::Rules::preset("fox-geese").expect("fox-geese");
    assert_eq!(hunt::Rules::sides().map(|s| rules.side_name(s)), ["fox".to_string(), "geese".to_string()]);
}

#[test]
fn undo_while_the_computer_thinks_drops_its_move() {
    let mut app = App::new(Lang::En);
    // Level 10 thinks for all of its time: long enough to undo in the middle.
    app.time = Duration::from_millis(1500);
    app.menu.seats[0] = SeatChoice::Computer(Level::new(10).expect("level 10"));
    app.start();
    click(&mut app, "c3");
    click(&mut app, "c4");
    app.tick();
    assert!(app.session.as_ref().is_some_and(|s| s.thinking()), "the computer is thinking");
    let screen = render(&mut app);
    assert!(screen.contains("fox: thinking"), "{screen}");
    // The screen still answers: undo now.
    press(&mut app, KeyCode::Char('u'));
    assert!(moves_of(&app).is_empty());
    settle(&mut app);
    assert!(moves_of(&app).is_empty(), "the late answer was dropped");
    // Leaving to the menu while it thinks, and coming back.
    click(&mut app, "c3");
    click(&mut app, "c4");
    app.tick();
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen, Screen::Menu);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen, Screen::Play);
}

#[test]
fn a_placement_is_one_point_and_its_points_are_marked() {
    let mut app = App::new(Lang::En);
    app.menu.seats = vec![SeatChoice::Person, SeatChoice::Person];
    let row = app.menu.options.iter().position(|o| o.key == "hunter_start").expect("hunter_start");
    app.menu.set_option(row, "choose".into());
    assert!(app.menu.error.is_none(), "{:?}", app.menu.error);
    app.start();
    let Some(Board::Grid(_, marks)) = app.session.as_ref().map(|s| s.board()) else { panic!("a grid") };
    assert!(marks.targets.contains(&spot("d5")), "placement points are marked: {:?}", marks.targets);
    click(&mut app, "d5");
    assert_eq!(moves_of(&app), vec!["@d5"]);
}

/// A whole game against the computer, the person's moves taken from the hint and entered
/// by mouse; prints the screen every ten moves and at the end. Slow (the hint thinks for
/// 0.7 s a move): run by hand with
/// `cargo test --release -p reynard full_game -- --ignored --nocapture`.
#[test]
#[ignore]
fn full_game_against_the_computer() {
    let mut app = App::new(Lang::En);
    app.time = Duration::from_millis(300);
    app.menu.seats[0] = SeatChoice::Computer(Level::new(6).expect("level 6"));
    app.start();
    for turn in 0..150 {
        if app.session.as_ref().is_some_and(|s| s.panel().outcome.is_some()) {
            break;
        }
        press(&mut app, KeyCode::Char('h'));
        settle(&mut app);
        let screen = render(&mut app);
        let Some(hint) = screen.lines().find_map(|l| l.split("Hint: ").nth(1)).map(str::trim) else {
            break;
        };
        let hint = hint.to_string();
        for point in hint.split(['-', 'x']) {
            click(&mut app, point);
        }
        settle(&mut app);
        if turn % 10 == 0 {
            println!("{}", render(&mut app));
        }
    }
    let end = render(&mut app);
    println!("{end}");
    assert!(app.session.as_ref().is_some_and(|s| s.panel().outcome.is_some()), "{end}");
}

#[test]
fn a_goose_game_saved_and_opened_goes_on_with_the_same_dice() {
    let path = std::env::temp_dir().join(format!("reynard-tui-goose-{}.txt", std::process::id()));
    let mut app = App::new(Lang::En);
    app.goose_seed = Some(7);
    app.goose_pace = Duration::ZERO;
    app.menu = Menu::with_game(GameChoice::Solo(SoloGame::Goose));
    app.menu.seats = vec![SeatChoice::Person, SeatChoice::Person];
    app.start();
    for _ in 0..6 {
        press(&mut app, KeyCode::Enter);
    }
    let saved = app.session.as_ref().and_then(|s| s.record()).expect("a goose record");
    std::fs::write(&path, &saved).expect("writing the record");
    // The same game played on, and the opened one played on, roll the same.
    for _ in 0..4 {
        press(&mut app, KeyCode::Enter);
    }
    let mut opened = App::new(Lang::En);
    opened.open(&path.display().to_string()).expect("the goose record opens");
    assert_eq!(opened.session.as_ref().and_then(|s| s.record()), Some(saved));
    for _ in 0..4 {
        press(&mut opened, KeyCode::Enter);
    }
    assert_eq!(
        opened.session.as_ref().and_then(|s| s.record()),
        app.session.as_ref().and_then(|s| s.record())
    );
    std::fs::remove_file(&path).ok();
}

#[test]
fn esc_on_the_menu_never_quits_and_q_does() {
    let mut app = App::new(Lang::En);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    assert!(!app.quit);
    let mut game = two_people(GameChoice::Preset("fox-geese"));
    press(&mut game, KeyCode::Char('q'));
    assert_eq!(game.screen, Screen::Menu);
    press(&mut game, KeyCode::Esc);
    assert_eq!(game.screen, Screen::Play, "Esc goes back to the game");
    press(&mut game, KeyCode::Char('q'));
    press(&mut game, KeyCode::Char('q'));
    assert!(game.quit, "q on the menu quits");
}

#[test]
fn saving_over_a_file_asks_first() {
    let path = std::env::temp_dir().join(format!("reynard-tui-exists-{}.txt", std::process::id()));
    std::fs::write(&path, "keep me").expect("a file");
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    press(&mut app, KeyCode::Char('s'));
    // Ctrl-U clears the suggested name.
    app.handle(&Event::Key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL)));
    type_text(&mut app, &path.display().to_string());
    press(&mut app, KeyCode::Enter);
    assert!(render(&mut app).contains("exists: replace it?"));
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(std::fs::read_to_string(&path).ok().as_deref(), Some("keep me"));
    press(&mut app, KeyCode::Char('s'));
    app.handle(&Event::Key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL)));
    type_text(&mut app, &path.display().to_string());
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('y'));
    assert!(std::fs::read_to_string(&path).is_ok_and(|t| t.contains("[Game \"hunt\"]")));
    std::fs::remove_file(&path).ok();
}

#[test]
fn a_file_that_is_not_a_record_is_named_as_such() {
    let path = std::env::temp_dir().join(format!("reynard-tui-notes-{}.txt", std::process::id()));
    std::fs::write(&path, "shopping list\n").expect("a file");
    let mut app = App::new(Lang::En);
    let error = app.open(&path.display().to_string()).expect_err("not a record").render(Lang::En);
    assert!(error.starts_with("not a Reynard record"), "{error}");
    std::fs::remove_file(&path).ok();
}

#[test]
fn undo_after_a_resignation_withdraws_just_the_resignation() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    click(&mut app, "c3");
    click(&mut app, "c4");
    press(&mut app, KeyCode::Char('R'));
    press(&mut app, KeyCode::Char('y'));
    assert!(app.session.as_ref().is_some_and(|s| s.panel().outcome.is_some()));
    press(&mut app, KeyCode::Char('u'));
    assert!(app.session.as_ref().is_some_and(|s| s.panel().outcome.is_none()));
    assert_eq!(moves_of(&app), vec!["c3-c4"]);
}

#[test]
fn a_hint_asked_while_the_computer_thinks_says_to_wait() {
    let mut app = App::new(Lang::En);
    app.time = Duration::from_millis(1500);
    app.menu.seats[0] = SeatChoice::Computer(Level::new(10).expect("level 10"));
    app.start();
    click(&mut app, "c3");
    click(&mut app, "c4");
    app.tick();
    press(&mut app, KeyCode::Char('h'));
    assert!(render(&mut app).contains("The computer is thinking"), "{}", render(&mut app));
    press(&mut app, KeyCode::Char('u'));
}

#[test]
fn cycling_an_option_passes_over_a_value_the_rules_refuse() {
    let mut app = App::new(Lang::En);
    app.menu = Menu::with_game(GameChoice::Preset("fox-geese-17"));
    let lines = app.menu.options.iter().position(|o| o.key == "lines").expect("lines");
    let row = app.menu.rows().iter().position(|r| *r == super::menu::Row::Option(lines)).expect("a row");
    app.menu.focus = row;
    let before = app.menu.options[lines].value.clone();
    press(&mut app, KeyCode::Right);
    let after = app.menu.options[lines].value.clone();
    assert_ne!(after, before);
    assert_ne!(after, "long", "long lines exist only on alquerque5");
    assert!(app.menu.error.is_none());
}

#[test]
fn placements_keep_to_the_first_row_of_the_move_list() {
    let mut app = App::new(Lang::En);
    app.menu = Menu::with_game(GameChoice::Preset("fox-geese-2fox"));
    app.menu.seats = vec![SeatChoice::Person, SeatChoice::Person];
    let row = app.menu.options.iter().position(|o| o.key == "hunter_start").expect("hunter_start");
    app.menu.set_option(row, "choose".into());
    app.start();
    let placing = render(&mut app);
    assert!(placing.contains("Choose a point to place the"), "{placing}");
    for point in ["d5", "d6"] {
        click(&mut app, point);
    }
    click(&mut app, "a4");
    click(&mut app, "a5");
    let screen = render(&mut app);
    assert!(screen.contains("1. @d5  @d6  a4-a5"), "{screen}");
}

#[test]
fn six_goose_players_are_all_drawn() {
    let mut app = App::new(Lang::En);
    app.menu = Menu::with_game(GameChoice::Solo(SoloGame::Goose));
    app.menu.focus = 1; // the player count
    for _ in 0..4 {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(app.menu.seats.len(), 6);
    let menu = render(&mut app);
    assert!(menu.contains("◂ 6 ▸") && !menu.contains("level"), "{menu}");
    app.goose_pace = Duration::ZERO;
    app.start();
    assert!(render(&mut app).contains("123456"));
}

#[test]
fn the_engine_evaluates_the_position_on_request() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    press(&mut app, KeyCode::Char('e'));
    settle(&mut app);
    let screen = render(&mut app);
    assert!(screen.contains("Engine, for the geese:") && screen.contains("best"), "{screen}");
    // A position one jump from the fox's win is a proven win for the fox.
    let mut duel = duel_at(&["fox_wins_at=6"], "d3/d4,c1,d1,e1,c2,e2,a3 h");
    duel.evaluate();
    duel.settle();
    let text = duel.panel().status.iter().map(|t| t.render(Lang::En)).collect::<Vec<_>>().join("\n");
    assert!(text.contains("Engine, for the fox: a win in one ply; best d3xd5"), "{text}");
}

#[test]
fn the_explorer_lists_every_move_with_its_value_and_follows_the_game() {
    // One jump from the fox's win: the engine proves it, and the jump is listed first.
    let mut duel = duel_at(&["fox_wins_at=6"], "d3/d4,c1,d1,e1,c2,e2,a3 h");
    assert!(duel.explore().is_none());
    duel.settle();
    let explorer = duel.panel().explorer.expect("the explorer is open");
    assert_eq!(explorer.summary.render(Lang::En), "The fox can force a win in one ply.");
    let (first, value, tone) = &explorer.rows[0];
    assert_eq!((first.as_str(), value.render(Lang::En).as_str(), *tone), ("d3xd5", "win in 1", Tone::Win));
    let mut variant = hunt::Variant::preset("fox-geese").expect("fox-geese");
    variant.set_pair("fox_wins_at=6").expect("an option");
    let rules = hunt::Rules::new(&variant).expect("rules");
    let legal = rules.moves(&rules.parse_position("d3/d4,c1,d1,e1,c2,e2,a3 h").expect("a position")).len();
    assert_eq!(explorer.rows.len(), legal.min(8), "the best moves, at most eight");
    // After a move the explorer looks at the new position; `x` again closes it.
    duel.choose(spot("d3"));
    duel.choose(spot("d5"));
    duel.settle();
    let explorer = duel.panel().explorer.expect("still open");
    assert_eq!(explorer.summary.render(Lang::En), "The game is over here.");
    assert!(explorer.rows.is_empty());
    duel.explore();
    assert!(duel.panel().explorer.is_none());
}

#[test]
fn the_explorer_is_drawn_in_the_panel_in_the_language() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    press(&mut app, KeyCode::Char('x'));
    settle(&mut app);
    let screen = render_at(&mut app, 100, 40);
    assert!(screen.contains("Explorer") && screen.contains("Not solved."), "{screen}");
    press(&mut app, KeyCode::Char('l'));
    let screen = render_at(&mut app, 100, 40);
    assert!(screen.contains("Обозреватель") && screen.contains("Не решено."), "{screen}");
}

#[test]
fn the_review_charts_the_game_and_enter_goes_to_a_position() {
    let mut app = two_people(GameChoice::Preset("fox-geese"));
    for (from, to) in [("c3", "c4"), ("d4", "d5"), ("e3", "e4")] {
        click(&mut app, from);
        click(&mut app, to);
    }
    assert_eq!(moves_of(&app).len(), 3);
    press(&mut app, KeyCode::Char('v'));
    assert!(render_at(&mut app, 100, 30).contains("Reviewing every move"), "under way at first");
    settle(&mut app);
    let review = app.session.as_ref().and_then(|s| s.reviewed()).expect("reviewed");
    assert_eq!(review.points.len(), 4, "a point a position");
    assert_eq!(review.sides, ["fox", "geese"]);
    let screen = render_at(&mut app, 100, 30);
    assert!(
        screen.contains("Review the game") && screen.contains("Ply 3") && screen.contains("geese │"),
        "{screen}"
    );
    // Each side's totals under the chart, counted from the marks.
    for (name, s) in review.sides.iter().zip(&review.summary) {
        let line = format!(
            "{name}: Inaccuracies {} · Mistakes {} · Blunders {}",
            s.inaccuracies, s.mistakes, s.blunders
        );
        assert!(screen.contains(&line), "{line} in {screen}");
    }
    // Two positions back, then Enter: the game stands after the first move, the rest kept
    // for redo.
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    assert!(render_at(&mut app, 100, 30).contains("Ply 1"));
    press(&mut app, KeyCode::Enter);
    assert!(app.overlay.is_none());
    assert_eq!(moves_of(&app), ["c3-c4"]);
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(moves_of(&app), ["c3-c4", "d4-d5", "e3-e4"]);
}

#[test]
fn a_puzzle_is_solved_move_by_move_against_perfect_defence() {
    use super::puzzle_session::PuzzleSession;
    use reynard_solver::{NoProgress, Tablebase};
    use reynard_tables::puzzles::PuzzleOptions;
    let mut variant = hunt::Variant::preset("catch-the-hare").expect("preset");
    for pair in ["flock_points=a1,b1,c1", "fox_wins_at=1"] {
        variant.set_pair(pair).expect("an option");
    }
    let rules = hunt::Rules::new(&variant).expect("rules");
    let dir = std::env::temp_dir().join(format!("reynard-tui-puzzles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let tables = std::sync::Arc::new(Tablebase::new(&rules, &dir));
    tables.solve(&NoProgress).expect("solved");
    let options = PuzzleOptions { min_plies: 3, seed: 11, ..PuzzleOptions::default() };
    let mut session = PuzzleSession::new(tables.clone(), options).expect("tables read").expect("a puzzle");
    let text = |s: &PuzzleSession| {
        s.panel().status.iter().map(|t| t.render(Lang::En)).collect::<Vec<_>>().join("\n")
    };
    assert!(text(&session).contains("to move and win in"), "{}", text(&session));
    // Enters a move by its points.
    let enter = |s: &mut PuzzleSession, notation: &str| {
        for point in notation.split(['-', 'x']) {
            s.choose(spot(point));
        }
    };
    // A move that is no fastest win is taken back, and the streak stays at 0.
    let mut pos = rules.parse_position(&position_of(&session)).expect("the puzzle's position");
    let moves = tables.probe_moves(&pos).expect("probed");
    let fastest = moves[0].1;
    if let Some(&(slow, _)) = moves.iter().find(|(_, v)| *v != fastest) {
        enter(&mut session, &rules.move_text(&pos, slow));
        assert!(session.panel().moves.is_empty(), "taken back");
        assert!(
            text(&session).contains("Try again") || text(&session).contains("slower"),
            "{}",
            text(&session)
        );
    }
    // The fastest line solves it, the defence answering each move.
    while !text(&session).contains("Solved!") {
        let best = tables.probe_moves(&pos).expect("probed")[0].0;
        let before = session.panel().moves.len();
        enter(&mut session, &rules.move_text(&pos, best));
        let after = session.panel().moves.clone();
        assert!(after.len() > before, "the fastest move is kept: {}", text(&session));
        pos = rules.parse_position(&position_now(&session)).expect("the position");
    }
    assert!(text(&session).contains("Solved in a row: 0"), "a slip before: {}", text(&session));
    // The next puzzle, then a hint: it names a piece, and the streak stays at 0.
    session.next();
    assert!(session.panel().moves.is_empty());
    session.hint();
    assert!(text(&session).contains("Move the piece on "), "{}", text(&session));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The puzzle's position as text (from its game's record start).
fn position_of(session: &super::puzzle_session::PuzzleSession) -> String {
    session.position_text(true)
}

/// The position now as text.
fn position_now(session: &super::puzzle_session::PuzzleSession) -> String {
    session.position_text(false)
}

/// Any key or click, in any game, on any screen: the app never panics and always draws.
mod random_input {
    use super::*;
    use proptest::prelude::*;

    fn key(code: u8) -> KeyCode {
        const KEYS: &[KeyCode] = &[
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Enter,
            KeyCode::Esc,
            KeyCode::Backspace,
            KeyCode::Tab,
            KeyCode::Char(' '),
            KeyCode::Char('u'),
            KeyCode::Char('r'),
            KeyCode::Char('R'),
            KeyCode::Char('y'),
            KeyCode::Char('n'),
            KeyCode::Char('d'),
            KeyCode::Char('f'),
            KeyCode::Char('l'),
            KeyCode::Char('?'),
            KeyCode::Char('q'),
            KeyCode::Char('x'),
            KeyCode::Char('v'),
            KeyCode::Char('7'),
        ];
        KEYS[usize::from(code) % KEYS.len()]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
        #[test]
        fn never_panics(game in 0usize..16, events in proptest::collection::vec((any::<bool>(), any::<u8>(), 0u16..80, 0u16..24), 1..120)) {
            let games = GameChoice::all();
            let mut app = App::new(Lang::En);
            app.goose_pace = Duration::ZERO;
            app.goose_seed = Some(1);
            app.menu = Menu::with_game(games[game % games.len()]);
            for seat in &mut app.menu.seats {
                *seat = SeatChoice::Person;
            }
            app.start();
            for (is_key, code, x, y) in events {
                if is_key {
                    press(&mut app, key(code));
                } else {
                    app.handle(&Event::Mouse(MouseEvent {
                        kind: MouseEventKind::Down(MouseButton::Left),
                        column: x,
                        row: y,
                        modifiers: KeyModifiers::NONE,
                    }));
                }
                if app.quit {
                    break;
                }
                let screen = render(&mut app);
                prop_assert!(screen.contains("Reynard"));
            }
        }
    }
}

#[test]
fn a_chain_round_a_square_may_be_entered_either_way_round() {
    for way in [["c5", "e5", "e3", "c3"], ["e3", "e5", "c5", "c3"]] {
        let mut duel = duel_at(&[], "c3/c1,d1,e1,d3,c4,e4,d5,c7,d7,e7,a4,g4 h");
        duel.choose(spot("c3"));
        for point in way {
            duel.choose(spot(point));
        }
        let moves = played(&duel);
        assert_eq!(moves.len(), 1, "{way:?}: {moves:?}");
        assert_eq!(duel.panel().status.iter().filter(|t| t.key == "status-taken").count(), 1);
        let taken = duel.panel().status.iter().find(|t| t.key == "status-taken").map(|t| t.render(Lang::En));
        assert_eq!(taken.as_deref(), Some("Taken: 4 of 7"), "{way:?}");
    }
}

#[test]
fn option_explanations_say_who_the_fox_and_geese_are_in_other_hunt_games() {
    let mut app = App::new(Lang::Ru);
    app.menu = Menu::with_game(GameChoice::Preset("catch-the-hare"));
    let capture = app.menu.options.iter().position(|o| o.key == "capture").expect("capture");
    app.menu.focus =
        app.menu.rows().iter().position(|r| *r == super::menu::Row::Option(capture)).expect("a row");
    let screen = render(&mut app);
    assert!(screen.contains("лиса — это заяц, а гуси — охотники"), "{screen}");
    app.menu = Menu::with_game(GameChoice::Preset("fox-geese"));
    app.menu.focus =
        app.menu.rows().iter().position(|r| *r == super::menu::Row::Option(capture)).expect("a row");
    assert!(!render(&mut app).contains("В этих пояснениях"), "not for Fox and Geese itself");
}

#[test]
fn the_goose_can_be_played_on_a_board_file_and_its_record_names_the_file() {
    let board = format!("{}/../../boards/goose-default.toml", env!("CARGO_MANIFEST_DIR"));
    let mut app = App::new(Lang::En);
    app.goose_seed = Some(3);
    app.goose_pace = Duration::ZERO;
    app.menu = Menu::with_game(GameChoice::Solo(SoloGame::Goose));
    app.menu.seats = vec![SeatChoice::Person, SeatChoice::Person];
    let row = app.menu.options.iter().position(|o| o.key == "board").expect("a board option");
    // A board file that does not exist is refused when the game starts, with its name.
    app.menu.set_option(row, "/nonexistent/board.toml".into());
    app.start();
    let error = app.menu.error.as_ref().expect("an error").render(Lang::En);
    assert!(error.contains("board file /nonexistent/board.toml"), "{error}");
    assert!(app.session.is_none());

    app.menu.set_option(row, board.clone());
    app.start();
    assert!(app.session.is_some(), "{:?}", app.menu.error);
    for _ in 0..4 {
        press(&mut app, KeyCode::Enter);
    }
    let record = app.session.as_ref().and_then(|s| s.record()).expect("a goose record");
    assert!(record.contains(&format!("[Board \"{board}\"]")), "{record}");
    // The record opens again on the same board file.
    let path = std::env::temp_dir().join(format!("reynard-tui-goose-board-{}.txt", std::process::id()));
    std::fs::write(&path, &record).expect("writing the record");
    let mut opened = App::new(Lang::En);
    opened.open(&path.display().to_string()).expect("the record opens");
    assert_eq!(opened.session.as_ref().and_then(|s| s.record()), Some(record));
    std::fs::remove_file(&path).ok();
}

#[test]
fn option_values_are_named_in_the_players_language() {
    let mut app = App::new(Lang::Pl);
    app.menu = Menu::with_game(GameChoice::Preset("fox-geese"));
    let screen = render_at(&mut app, 100, 40);
    let row =
        |key: &str| screen.lines().find(|l| l.starts_with(&format!("│  {key} "))).unwrap_or("").to_string();
    // A rule by its Polish name, a word value by its Polish name, a yes/no option as tak/nie
    // (the key, as variant files and the command line spell it, is in the footer).
    assert!(row("Plansza").contains("◂ krzyż z 33 punktów ▸"), "{screen}");
    assert!(row("Lis zaczyna").contains("◂ nie ▸"), "{screen}");
    assert!(row("Dodatkowe gęsi").contains("◂ brak ▸"), "{screen}");
    assert!(!screen.contains("hunter_first"), "{screen}");
    app.lang = Lang::Ru;
    let screen = render_at(&mut app, 100, 40);
    assert!(screen.contains("крест из 33 точек") && !screen.contains("cross33"), "{screen}");
}

#[test]
fn wolf_and_sheep_is_drawn_on_its_dark_squares() {
    let mut app = two_people(GameChoice::Preset("wolf-sheep"));
    let screen = render_at(&mut app, 100, 40);
    snapshot("wolf-sheep-start", &screen);
    assert!(screen.contains("Wolf and Sheep"), "{screen}");
    assert!(!screen.contains("lost"), "nobody captures, so no tally: {screen}");
}

#[test]
fn wolf_and_sheep_on_ten_by_ten_is_chosen_in_the_menu_and_played_by_clicks() {
    let mut app = App::new(Lang::En);
    app.menu = Menu::with_game(GameChoice::Preset("wolf-sheep"));
    let board = app.menu.options.iter().position(|o| o.key == "board").expect("a board option");
    app.menu.set_option(board, "checker10".into());
    assert!(app.menu.error.is_none(), "checker10 is a board");
    // The rows left alone show the 10x10 start, and follow the board back.
    let value =
        |app: &App, key: &str| app.menu.options.iter().find(|o| o.key == key).map(|o| o.value.clone());
    assert_eq!(value(&app, "hunter_points").as_deref(), Some("f10"));
    assert_eq!(value(&app, "flock").as_deref(), Some("5"));
    assert_eq!(app.menu.option_pairs(), ["board=checker10"]);
    app.menu.set_option(board, "checker8".into());
    assert_eq!(value(&app, "hunter_points").as_deref(), Some("d8"));
    app.menu.set_option(board, "checker10".into());
    for seat in &mut app.menu.seats {
        *seat = SeatChoice::Person;
    }
    app.start();
    assert_eq!(app.screen, Screen::Play);
    // The wolf on f10 steps to g9, a sheep on i1 to j2: by clicks on the 10x10 squares.
    click(&mut app, "f10");
    click(&mut app, "g9");
    click(&mut app, "i1");
    click(&mut app, "j2");
    assert_eq!(moves_of(&app), ["f10-g9", "i1-j2"]);
    let screen = render_at(&mut app, 100, 40);
    snapshot("wolf-sheep-10", &screen);
}

#[test]
fn bagh_chal_goats_are_placed_by_a_click_and_those_in_hand_are_shown() {
    let mut app = two_people(GameChoice::Preset("bagh-chal"));
    let screen = render_at(&mut app, 100, 40);
    assert!(screen.contains("goats in hand: 20"), "{screen}");
    // A click on an empty point places a goat there; the tigers answer with a step.
    click(&mut app, "c3");
    assert_eq!(moves_of(&app).last().map(String::as_str), Some("@c3"));
    click(&mut app, "a1");
    click(&mut app, "b1");
    let screen = render_at(&mut app, 100, 40);
    snapshot("bagh-chal-placing", &screen);
    assert!(screen.contains("goats in hand: 19"), "{screen}");
}

#[test]
fn up_from_the_first_menu_row_stays_there_and_never_reaches_a_rule() {
    let mut app = App::new(Lang::En);
    let options_before = app.menu.options.clone();
    press(&mut app, KeyCode::Up);
    assert_eq!(app.menu.focus, 0, "the cursor stays on the game row");
    // ← on that row changes the game, not a rule.
    press(&mut app, KeyCode::Left);
    assert_ne!(app.menu.game(), GameChoice::Preset("fox-geese"));
    press(&mut app, KeyCode::Right);
    assert_eq!(app.menu.game(), GameChoice::Preset("fox-geese"));
    assert_eq!(app.menu.options, options_before, "no rule changed");
    let screen = render(&mut app);
    assert!(screen.contains("←/→ to change, ↑/↓ for another row"), "{screen}");
    snapshot("menu-after-up", &screen);
    // ↓ past the last row stays on it too.
    for _ in 0..200 {
        press(&mut app, KeyCode::Down);
    }
    assert_eq!(app.menu.focus, app.menu.rows().len() - 1);
}

#[test]
fn the_menu_footer_fits_the_focused_row() {
    let mut app = App::new(Lang::En);
    let footer = |app: &mut App| render(app).lines().rev().take(3).collect::<Vec<_>>().join("\n");
    // The start row is chosen with Enter: nothing to type there.
    while app.menu.focused() != super::menu::Row::Start {
        press(&mut app, KeyCode::Down);
    }
    let start = footer(&mut app);
    assert!(start.contains("Enter to choose") && !start.contains("type a value"), "{start}");
    snapshot("menu-footer-start", &render(&mut app));
    // A rule with values to choose from, then a rule whose value is typed.
    let choice = app.menu.options.iter().position(|o| !o.choices.is_empty()).expect("a rule with choices");
    let typed = app.menu.options.iter().position(|o| o.choices.is_empty()).expect("a typed rule");
    while app.menu.focused() != super::menu::Row::Option(choice) {
        press(&mut app, KeyCode::Down);
    }
    let chosen = footer(&mut app);
    assert!(chosen.contains("change this rule") && !chosen.contains("type a value"), "{chosen}");
    while app.menu.focused() != super::menu::Row::Option(typed) {
        press(&mut app, if typed > choice { KeyCode::Down } else { KeyCode::Up });
    }
    assert!(footer(&mut app).contains("type a value"), "a typed rule says how to type it");
    // The rule rows are named in the player's language, not by their keys.
    let screen = render(&mut app);
    assert!(screen.contains("Board") && !screen.contains("  board "), "{screen}");
}

/// The help's scroll as the screen last drew it.
fn help_scroll(app: &App) -> u16 {
    match app.overlay {
        Some(Overlay::Help { scroll }) => scroll,
        _ => panic!("the help is not open"),
    }
}

#[test]
fn the_help_says_there_is_more_and_stops_scrolling_at_its_end() {
    let mut app = two_people(GameChoice::Preset("hnefatafl-11"));
    press(&mut app, KeyCode::Char('?'));
    let top = render(&mut app);
    assert!(top.contains("more below") && !top.contains("more above"), "{top}");
    snapshot("help-top", &top);
    for _ in 0..20 {
        press(&mut app, KeyCode::PageDown);
        render(&mut app);
    }
    let end = render(&mut app);
    let last = help_scroll(&app);
    assert!(last > 0, "the help scrolled");
    assert!(end.contains("more above") && !end.contains("more below"), "{end}");
    // The last lines fill the window: no blank rows below the text inside the frame.
    let inside: Vec<&str> = end.lines().skip(2).take(20).collect();
    assert!(
        inside.iter().all(|l| l.trim_start_matches([' ', '│']).trim_end_matches('│').trim() != ""),
        "{end}"
    );
    snapshot("help-end", &end);
    // One line up from the end shows one line more at the top at once.
    press(&mut app, KeyCode::Up);
    render(&mut app);
    assert_eq!(help_scroll(&app), last - 1);
}
