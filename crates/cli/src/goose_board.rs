//! Goose boards by name: `default` (the built-in board) or the path of a board file
//! (docs/goose.md), as a record's `Board` tag and the full-screen game's `board` option
//! write them.

use reynard_rules::goose::{BoardError, GooseBoard};
use std::fmt;
use std::path::Path;

/// Why a board file gives no board.
#[derive(Debug)]
pub enum BoardFileError {
    /// The file cannot be read.
    Read {
        /// The path as given.
        path: String,
        /// Why.
        error: std::io::Error,
    },
    /// The file is not a valid board.
    Board {
        /// The path as given.
        path: String,
        /// What is wrong, and where.
        error: BoardError,
    },
}

impl fmt::Display for BoardFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardFileError::Read { path, error } => write!(f, "board file {path}: {error}"),
            BoardFileError::Board { path, error } => write!(f, "board file {path}: {error}"),
        }
    }
}

impl std::error::Error for BoardFileError {}

/// The board `tag` names (`default`: the built-in board, whatever files there are), or
/// what is wrong (the file that cannot be read, the square a board file gets wrong).
pub fn load(tag: &str) -> Result<GooseBoard, BoardFileError> {
    if tag == "default" {
        return Ok(GooseBoard::default());
    }
    let text = std::fs::read_to_string(tag)
        .map_err(|error| BoardFileError::Read { path: tag.to_string(), error })?;
    GooseBoard::from_toml(&text).map_err(|error| BoardFileError::Board { path: tag.to_string(), error })
}

/// The board a record at `record` names by `tag`: a relative path is tried as written, then
/// next to the record (records travel with their boards).
pub fn load_for_record(tag: &str, record: &Path) -> Result<GooseBoard, BoardFileError> {
    let beside = record.parent().map(|dir| dir.join(tag));
    match beside {
        Some(path) if tag != "default" && !Path::new(tag).exists() && path.exists() => {
            load(&path.to_string_lossy())
        }
        _ => load(tag),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example() -> String {
        format!("{}/../../boards/goose-default.toml", env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn the_example_board_file_is_the_built_in_board() {
        let from_file = load(&example()).expect("the example board loads");
        let built_in = load("default").expect("the built-in board");
        assert_eq!(from_file.specials().collect::<Vec<_>>(), built_in.specials().collect::<Vec<_>>());
        assert_ne!(from_file.name(), built_in.name(), "the file names itself");
    }

    #[test]
    fn a_record_finds_its_board_beside_it() {
        let dir = std::env::temp_dir().join(format!("reynard-goose-beside-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        std::fs::copy(example(), dir.join("my-board.toml")).expect("a board beside the record");
        let board = load_for_record("my-board.toml", &dir.join("game.txt")).expect("found beside the record");
        assert_eq!(board.name(), "default, from a file");
        assert!(load("my-board.toml").is_err(), "not in the working folder");
        // `default` is the built-in board even beside a file of that name.
        std::fs::write(dir.join("default"), "geese = [70]").expect("a file named default");
        assert_eq!(load_for_record("default", &dir.join("game.txt")).expect("built in").name(), "default");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_missing_or_broken_board_file_is_named_in_the_error() {
        let missing = load("/nonexistent/board.toml").expect_err("no such file").to_string();
        assert!(missing.starts_with("board file /nonexistent/board.toml: "), "{missing}");
        let path = std::env::temp_dir().join(format!("reynard-goose-board-{}.toml", std::process::id()));
        std::fs::write(&path, "geese = [5, 70]\n").expect("a temporary file");
        let broken = load(&path.display().to_string()).expect_err("a square off the board").to_string();
        assert!(broken.contains("70"), "{broken}");
        std::fs::remove_file(&path).ok();
    }
}
