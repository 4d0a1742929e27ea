//! Draws the app: the start menu, the game (board, side panel, key line) and the boxes over
//! them (help, file name, resign). Every text goes through the app's language.

use super::app::{App, Overlay, Screen};
use super::menu::{GameChoice, Row, SeatChoice};
use super::session::{Board, ExplorerLines, Panel, Tone};
use super::view::{Text, variant_name};
use super::{board_widget, goose_view};
use crate::review_chart::{self, chart_rows};
use crate::solo_games::SoloGame;
use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use reynard_i18n::{Lang, tr, try_tr};
use reynard_play::FamilyId;
use reynard_play::message::{option_name, option_value_name, side_name};

/// The smallest terminal the game is drawn in.
pub const MIN_SIZE: (u16, u16) = (80, 24);

/// Width of the side panel.
const PANEL_WIDTH: u16 = 32;

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &mut App) {
    let area = frame.area();
    app.too_small = area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1;
    if app.too_small {
        let text = Text::new("error-too-small").number("width", area.width).number("height", area.height);
        let message =
            Paragraph::new(text.render(app.lang)).wrap(Wrap { trim: true }).alignment(Alignment::Center);
        frame.render_widget(message, area);
        return;
    }
    match app.screen {
        Screen::Menu => draw_menu(frame, app, area),
        Screen::Play => draw_play(frame, app, area),
    }
    match &app.overlay {
        Some(Overlay::Help { scroll }) => {
            let scroll = draw_help(frame, app, area, *scroll);
            // Scrolling stops where the last line shows: PageDown never scrolls into blank space.
            app.overlay = Some(Overlay::Help { scroll });
        }
        Some(Overlay::Path { save, text }) => {
            let title = tr(app.lang, if *save { "dialog-save-title" } else { "dialog-open-title" });
            let lines = vec![
                Line::from(Text::new("dialog-path").plain("path", format!("{text}▏")).render(app.lang)),
                Line::from(""),
                Line::from(tr(app.lang, "dialog-confirm")).style(Style::default().fg(Color::Gray)),
            ];
            draw_box(frame, area, &title, lines, 60, 6);
        }
        Some(Overlay::Review { cursor }) => draw_review(frame, app, area, *cursor),
        Some(Overlay::ConfirmResign) => {
            let lines = vec![Line::from(tr(app.lang, "dialog-resign"))];
            draw_box(frame, area, &tr(app.lang, "key-resign"), lines, 50, 4);
        }
        Some(Overlay::ConfirmOverwrite { path }) => {
            let lines =
                vec![Line::from(Text::new("dialog-overwrite").plain("path", path.clone()).render(app.lang))];
            draw_box(frame, area, &tr(app.lang, "dialog-save-title"), lines, 60, 5);
        }
        None => {}
    }
}

/// The review box: the course with the sides' names, a cursor under a position, and the
/// marked moves; until the review is done, a line saying it is under way.
fn draw_review(frame: &mut Frame, app: &App, area: Rect, cursor: usize) {
    let lang = app.lang;
    let width = area.width.saturating_sub(4).min(100);
    let Some(review) = app.session.as_ref().and_then(|s| s.reviewed()) else {
        let lines = vec![Line::from(tr(lang, "review-working"))];
        draw_box(frame, area, &tr(lang, "review-button"), lines, width, 4);
        return;
    };
    let label = review.sides.iter().map(|s| side_name(lang, s).chars().count()).max().unwrap_or(0).max(4);
    let columns = usize::from(width).saturating_sub(label + 5);
    let mut lines = Vec::new();
    for (row, line) in chart_rows(&review.points, columns, Some(cursor)).into_iter().enumerate() {
        let name = match row {
            0 => side_name(lang, &review.sides[0]),
            r if r == review_chart::ROWS - 1 => side_name(lang, &review.sides[1]),
            r if r == review_chart::ROWS / 2 => "=".to_string(),
            _ => String::new(),
        };
        let bar = if row < review_chart::ROWS { '│' } else { ' ' };
        lines.push(Line::from(format!("{name:>label$} {bar}{line}")));
    }
    lines.push(Line::from(Text::new("review-ply").number("ply", cursor as i64).render(lang)));
    let names: Vec<String> = review.sides.iter().map(|s| side_name(lang, s)).collect();
    for totals in crate::review_totals::totals_lines(lang, &review.summary, review.solved, &names) {
        lines.push(Line::from(totals).style(Style::default().fg(Color::LightYellow)));
    }
    lines.push(Line::from(
        Text::new("review-summary").number("count", review.marks.len() as i64).render(lang),
    ));
    for (mv, what) in &review.marks {
        lines.push(
            Line::from(format!("{mv}: {}", what.render(lang))).style(Style::default().fg(Color::LightRed)),
        );
    }
    lines.push(Line::from(tr(lang, "review-keys")).style(Style::default().fg(Color::Gray)));
    let height = (lines.len() as u16 + 2).min(area.height);
    draw_box(frame, area, &tr(lang, "review-button"), lines, width, height);
}

fn draw_box(frame: &mut Frame, area: Rect, title: &str, lines: Vec<Line>, width: u16, height: u16) {
    let rect = Rect {
        x: area.x + area.width.saturating_sub(width) / 2,
        y: area.y + area.height.saturating_sub(height) / 2,
        width: width.min(area.width),
        height: height.min(area.height),
    };
    frame.render_widget(Clear, rect);
    let block = Block::default().borders(Borders::ALL).title(format!(" {title} "));
    frame.render_widget(Paragraph::new(lines).block(block).wrap(Wrap { trim: false }), rect);
}

fn title_line(lang: Lang, subtitle: &str) -> Line<'static> {
    Line::from(vec![
        Span::styled(
            tr(lang, "app-title"),
            Style::default().add_modifier(Modifier::BOLD).fg(Color::LightRed),
        ),
        Span::raw(" · "),
        Span::raw(subtitle.to_string()),
    ])
}

fn draw_menu(frame: &mut Frame, app: &mut App, area: Rect) {
    let lang = app.lang;
    let [top, body, bottom] =
        Layout::vertical([Constraint::Length(1), Constraint::Min(3), Constraint::Length(3)]).areas(area);
    frame.render_widget(Paragraph::new(title_line(lang, &tr(lang, "app-tagline"))), top);
    let menu = &app.menu;
    let labels = menu.seat_labels();
    let focused = menu.focused();
    let mut lines = Vec::new();
    for row in menu.rows() {
        let room = usize::from(body.width.saturating_sub(2)).saturating_sub(28 + 5);
        let (label, value) = match row {
            Row::Game => {
                let name = variant_name(lang, menu.game().id());
                let with_id = format!("{name} ({})", menu.game().id());
                (
                    tr(lang, "menu-choose-game"),
                    Some(if with_id.chars().count() <= room { with_id } else { name }),
                )
            }
            Row::Option(i) => {
                if i == 0 {
                    lines.push(Line::from(""));
                    lines.push(
                        Line::from(tr(lang, "menu-options"))
                            .style(Style::default().add_modifier(Modifier::BOLD)),
                    );
                }
                let option = &menu.options[i];
                let value = match (&menu.editing, row == focused) {
                    (Some(text), true) => format!("{text}▏"),
                    _ => option_value_name(lang, &option.value),
                };
                (format!("  {}", option_name(lang, menu.game().id(), option.key)), Some(value))
            }
            Row::Seat(i) => {
                let value = match (menu.game(), menu.seats[i]) {
                    (GameChoice::Solo(SoloGame::Goose), SeatChoice::Person) => tr(lang, "goose-person"),
                    (GameChoice::Solo(SoloGame::Goose), SeatChoice::Computer(_)) => {
                        tr(lang, "goose-computer")
                    }
                    (_, seat) => seat.text().render(lang),
                };
                (labels.get(i).map(|t| t.render(lang)).unwrap_or_default(), Some(value))
            }
            Row::Players => (tr(lang, "menu-players"), Some(menu.seats.len().to_string())),
            Row::Start => (tr(lang, "menu-start"), None),
            Row::Open => (tr(lang, "menu-open"), None),
            Row::Language => {
                (Text::new("menu-language").plain("language", lang.native_name()).render(lang), None)
            }
            Row::Quit => (tr(lang, "menu-quit"), None),
        };
        let text = match value {
            Some(value) => {
                // Keep the row inside the box: a long value loses its end before the ▸ would.
                let value = if value.chars().count() > room {
                    let short: String = value.chars().take(room.saturating_sub(1)).collect();
                    format!("{short}…")
                } else {
                    value
                };
                format!("{label:<28} ◂ {value} ▸")
            }
            None => label,
        };
        let style = if row == focused {
            Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else if matches!(row, Row::Start) {
            Style::default().fg(Color::LightGreen).add_modifier(Modifier::BOLD)
        } else {
            Style::default()
        };
        lines.push(Line::from(Span::styled(text, style)));
    }
    // Keep the focused row in view.
    let height = body.height.saturating_sub(2);
    let focus_row = menu.rows().iter().position(|&r| r == focused).unwrap_or(0);
    let focus = (focus_row + if matches!(focused, Row::Option(_)) { 2 } else { 0 }) as u16;
    let scroll = focus.saturating_sub(height.saturating_sub(1));
    let block = Block::default().borders(Borders::ALL).title(format!(" {} ", tr(lang, "menu-choose-game")));
    frame.render_widget(Paragraph::new(lines).block(block).scroll((scroll, 0)), body);
    // The keys the focused row answers to.
    let hint = match focused {
        Row::Option(i) if menu.options[i].choices.is_empty() => "menu-option-hint",
        Row::Option(_) => "menu-hint-option-choice",
        Row::Game | Row::Seat(_) | Row::Players => "menu-hint-choose",
        Row::Start | Row::Open | Row::Language | Row::Quit => "menu-hint-action",
    };
    let mut help = vec![Line::from(tr(lang, hint)).style(Style::default().fg(Color::Gray))];
    if let Some(error) = &menu.error {
        help.insert(0, Line::from(one_line(error.render(lang))).style(Style::default().fg(Color::LightRed)));
    } else if let Row::Option(i) = focused {
        let option = &menu.options[i];
        // A game's own explanation of a key (`option-goose-board`) before the shared one.
        let mut doc = try_tr(lang, &format!("option-{}-{}", menu.game().id(), option.key))
            .or_else(|| try_tr(lang, &format!("option-{}", option.key)))
            .unwrap_or_else(|| option.doc.to_string());
        // The explanations say fox and geese; a variant with other sides says who is who.
        if let (Some(FamilyId::Hunt), [hunter, flock]) = (menu.game().family(), menu.side_names().as_slice())
            && (hunter.as_str(), flock.as_str()) != ("fox", "geese")
        {
            let note = Text::new("option-sides-note")
                .with("hunter", super::view::TextArg::Side(hunter.clone()))
                .with("flock", super::view::TextArg::Side(flock.clone()));
            doc = format!("{doc} {}", note.render(lang));
        }
        // The key as variant files and `--set` spell it, then what the rule does.
        help.insert(0, Line::from(format!("{}: {doc}", option.key)).style(Style::default().fg(Color::Gray)));
    }
    frame.render_widget(Paragraph::new(help).wrap(Wrap { trim: true }), bottom);
}

fn draw_play(frame: &mut Frame, app: &mut App, area: Rect) {
    let lang = app.lang;
    let Some(session) = app.session.as_ref() else { return };
    let [top, body, bottom] =
        Layout::vertical([Constraint::Length(1), Constraint::Min(3), Constraint::Length(1)]).areas(area);
    let id = session.variant_id();
    frame
        .render_widget(Paragraph::new(title_line(lang, &format!("{} ({id})", variant_name(lang, &id)))), top);
    let [board_area, panel_area] =
        Layout::horizontal([Constraint::Min(40), Constraint::Length(PANEL_WIDTH)]).areas(body);
    app.board_area = board_area;
    match session.board() {
        Board::Grid(picture, marks) => {
            let cursor = (app.overlay.is_none()).then_some(app.cursor);
            board_widget::draw(frame.buffer_mut(), board_area, &picture, &marks, cursor, app.flipped);
        }
        Board::Track(track) => goose_view::draw(frame.buffer_mut(), board_area, &track),
    }
    draw_panel(frame, lang, panel_area, &session.panel(), app.notice.as_ref());
    if session.thinking() {
        // A turning mark beside the status line shows the computer at work.
        const SPINNER: [char; 4] = ['|', '/', '-', '\\'];
        let tick = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() / 150) as usize;
        let at = (panel_area.right().saturating_sub(2), panel_area.y);
        frame.buffer_mut()[at]
            .set_char(SPINNER[tick % SPINNER.len()])
            .set_style(Style::default().fg(Color::Yellow));
    }
    let keys = if matches!(session.board(), Board::Track(_)) { "keys-goose" } else { "keys-play" };
    frame.render_widget(Paragraph::new(tr(lang, keys)).style(Style::default().fg(Color::Gray)), bottom);
}

/// The first line of a message, kept short enough for the panel and the menu's help line
/// (a broken record's or board file's reason can run over several lines).
fn one_line(text: String) -> String {
    text.lines().next().unwrap_or_default().chars().take(160).collect()
}

fn draw_panel(frame: &mut Frame, lang: Lang, area: Rect, panel: &Panel, notice: Option<&Text>) {
    let mut lines: Vec<Line> = panel.status.iter().map(|t| Line::from(t.render(lang))).collect();
    if let Some(notice) = notice {
        lines.push(Line::from(one_line(notice.render(lang))).style(Style::default().fg(Color::Yellow)));
    }
    if let Some(outcome) = &panel.outcome {
        lines.push(Line::from(""));
        lines.push(
            Line::from(outcome.render(lang))
                .style(Style::default().fg(Color::LightGreen).add_modifier(Modifier::BOLD)),
        );
    }
    if let Some(explorer) = &panel.explorer {
        lines.push(Line::from(""));
        lines.extend(explorer_lines(lang, explorer));
    }
    lines.push(Line::from(""));
    if !panel.log.is_empty() {
        lines.extend(panel.log.iter().map(|t| Line::from(t.render(lang))));
    } else {
        lines.push(Line::from(tr(lang, "status-moves")).style(Style::default().add_modifier(Modifier::BOLD)));
        let mut rows: Vec<Vec<&str>> = vec![Vec::new()];
        for (i, mv) in panel.moves.iter().enumerate() {
            if let Some(row) = rows.last_mut() {
                row.push(mv);
            }
            if panel.row_ends.get(i).copied().unwrap_or(true) {
                rows.push(Vec::new());
            }
        }
        let numbered: Vec<String> = rows
            .iter()
            .filter(|row| !row.is_empty())
            .enumerate()
            .map(|(i, row)| format!("{:>3}. {}", i + 1, row.join("  ")))
            .collect();
        if numbered.is_empty() {
            lines.push(Line::from(tr(lang, "status-no-moves")).style(Style::default().fg(Color::Gray)));
        }
        // The latest moves that fit.
        let room = usize::from(area.height.saturating_sub(2)).saturating_sub(lines.len());
        lines.extend(numbered[numbered.len().saturating_sub(room)..].iter().map(|m| Line::from(m.clone())));
    }
    let block = Block::default().borders(Borders::LEFT);
    frame.render_widget(Paragraph::new(lines).block(block).wrap(Wrap { trim: false }), area);
}

/// The explorer's lines: its title, the position's value, then a row a move, coloured by
/// what the move does for the side playing it.
fn explorer_lines(lang: Lang, explorer: &ExplorerLines) -> Vec<Line<'static>> {
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let mut lines = vec![
        Line::from(tr(lang, "explore-title")).style(bold),
        Line::from(one_line(explorer.summary.render(lang))),
    ];
    for (notation, value, tone) in &explorer.rows {
        let colour = match tone {
            Tone::Win => Color::LightGreen,
            Tone::Draw => Color::Gray,
            Tone::Loss => Color::LightRed,
            Tone::Score => Color::Reset,
        };
        lines.push(
            Line::from(format!("  {notation:<10} {}", value.render(lang))).style(Style::default().fg(colour)),
        );
    }
    lines
}

/// Draws the help at `scroll` lines down, kept where the text still fills the window;
/// returns the scroll drawn. A mark on the frame says when there is more above or below.
fn draw_help(frame: &mut Frame, app: &App, area: Rect, scroll: u16) -> u16 {
    let lang = app.lang;
    let id = app.session.as_ref().map_or_else(|| app.menu.game().id().to_string(), |s| s.variant_id());
    let rules_key =
        app.session.as_ref().map_or_else(|| format!("rules-{}", app.menu.game().id()), |s| s.rules_key());
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let mut lines = vec![Line::from(tr(lang, "help-rules-title")).style(bold)];
    lines.extend(tr(lang, &rules_key).lines().map(|l| Line::from(l.to_string())));
    if let Some(note) = app.session.as_ref().and_then(|s| s.rules_note()) {
        lines.push(Line::from(tr(lang, note)).style(Style::default().fg(Color::Gray)));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(tr(lang, "keys-help-title")).style(bold));
    let keys = app.session.as_ref().map_or(&[][..], |s| s.keys());
    lines.extend(keys.iter().map(|key| Line::from(format!("  {}", tr(lang, key)))));
    let rect = Rect { x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 2 };
    frame.render_widget(Clear, rect);
    let title = format!(
        " {} · {} ",
        Text::new("help-title").plain("variant", variant_name(lang, &id)).render(lang),
        tr(lang, "help-close")
    );
    let text = Paragraph::new(lines).wrap(Wrap { trim: false });
    let inner = rect.height.saturating_sub(2);
    let total = u16::try_from(text.line_count(rect.width.saturating_sub(2))).unwrap_or(u16::MAX);
    let scroll = scroll.min(total.saturating_sub(inner));
    let mut block = Block::default().borders(Borders::ALL).title(title);
    let more =
        |key: &str| Line::from(format!(" {} ", tr(lang, key))).style(Style::default().fg(Color::Yellow));
    if scroll > 0 {
        block = block.title_top(more("help-more-above").right_aligned());
    }
    if scroll + inner < total {
        block = block.title_bottom(more("help-more-below").right_aligned());
    }
    frame.render_widget(text.block(block).scroll((scroll, 0)), rect);
    scroll
}
