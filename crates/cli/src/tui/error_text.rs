//! The engine's errors as messages in the player's language: the play layer's
//! [`Explain`] (one mapping for the terminal and the browser), and the terminal's own
//! errors (goose board files).

use super::view::Text;
use crate::goose_board::BoardFileError;
pub use reynard_play::explain::{Explain, untranslated};

impl Explain for BoardFileError {
    fn explain(&self) -> Text {
        match self {
            BoardFileError::Read { path, error } if error.kind() == std::io::ErrorKind::NotFound => {
                Text::new("error-board-file-missing").plain("path", path)
            }
            // The board's own fault stays in English (it quotes TOML and square numbers).
            BoardFileError::Read { path, error } => {
                Text::new("error-board-file").plain("path", path).plain("error", error.to_string())
            }
            BoardFileError::Board { path, error } => {
                Text::new("error-board-file").plain("path", path).plain("error", error.to_string())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reynard_i18n::Lang;

    #[test]
    fn board_file_errors_have_messages_in_every_language() {
        let missing = crate::goose_board::load("/nonexistent/board.toml").expect_err("no such file");
        let broken = BoardFileError::Board {
            path: "b.toml".into(),
            error: reynard_rules::goose::BoardError::Toml("x".into()),
        };
        for text in [missing.explain(), broken.explain()] {
            assert!(text.key.starts_with("error-"), "{} has no message of its own", text.key);
            let english = text.render(Lang::En);
            for lang in [Lang::Ru, Lang::Pl] {
                let shown = text.render(lang);
                assert!(!shown.contains("{$"), "{lang:?} {}: {shown}", text.key);
                assert_ne!(shown, english, "{lang:?} {} is not translated", text.key);
            }
        }
    }
}
