//! The full-screen terminal game (ratatui + crossterm): a start menu, then any game of any
//! family against people or the computer, in English, Russian or Polish.
//!
//! [`app::App`] holds the state and reacts to events; [`screen`] draws it; the loop below
//! connects them to the terminal and restores the terminal on every way out (also a panic).

pub mod app;
pub mod board_widget;
pub mod duel;
pub mod error_text;
pub mod family_view;
pub mod goose_session;
pub mod goose_view;
pub mod menu;
pub mod outcome_text;
pub mod puzzle_session;
pub mod screen;
pub mod session;
pub mod solitaire_session;
pub mod thinker;
pub mod view;

#[cfg(test)]
mod tests;

use anyhow::{Context, Result};
use app::App;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use std::time::Duration;

/// How often the screen looks for the computer's moves while no key comes.
const TICK: Duration = Duration::from_millis(50);

/// Runs `app` in the terminal until the user leaves.
pub fn run(mut app: App) -> Result<()> {
    let mut terminal = ratatui::try_init().context("starting the full-screen terminal")?;
    // ratatui's panic hook restores the screen; this one first turns mouse reporting off.
    let restore_screen = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(std::io::stdout(), DisableMouseCapture);
        restore_screen(info);
    }));
    // Mouse clicks choose points; a terminal without mouse reporting still plays by keys.
    let _ = execute!(std::io::stdout(), EnableMouseCapture);
    let result = event_loop(&mut terminal, &mut app);
    let _ = execute!(std::io::stdout(), DisableMouseCapture);
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> Result<()> {
    let mut dirty = true;
    while !app.quit {
        if dirty {
            terminal.draw(|frame| screen::draw(frame, app)).context("drawing the screen")?;
        }
        dirty = app.tick();
        if event::poll(TICK).context("reading the keyboard")? {
            app.handle(&event::read().context("reading the keyboard")?);
            dirty = true;
        } else if app.session.as_ref().is_some_and(|s| s.thinking()) {
            // The thinking indicator moves.
            dirty = true;
        }
    }
    Ok(())
}
