//! `reynard play solitaire`: moves, errors, undo and hints from the solver.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn play_solitaire_takes_moves_undoes_and_hints() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .args(["play", "solitaire"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let input = "hint\nd2xd4\nd4xd6\nundo\nundo\nmoves\nb4xd4\nhint\nquit\n";
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write");
    let out = child.wait_with_output().expect("the binary ends");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let counts: Vec<&str> = text.lines().filter(|l| l.starts_with("pegs left")).collect();
    // Start, after d2xd4, the refused d4xd6, after undo, the refused second undo, after
    // `moves`, after b4xd4, after the second hint.
    assert_eq!(
        counts,
        [
            "pegs left: 32, moves made: 0",
            "pegs left: 32, moves made: 0",
            "pegs left: 31, moves made: 1",
            "pegs left: 31, moves made: 1",
            "pegs left: 32, moves made: 0",
            "pegs left: 32, moves made: 0",
            "pegs left: 32, moves made: 0",
            "pegs left: 31, moves made: 1",
            "pegs left: 31, moves made: 1",
        ],
        "{text}"
    );
    assert!(text.contains("hint: "), "{text}");
    assert!(text.contains("no move to undo"), "{text}");
    assert!(text.contains("d2xd4 b4xd4 f4xd4 d6xd4"), "{text}");
    // The second hint continues from the position after b4xd4: the solver still finds a way.
    assert_eq!(text.matches("hint: ").count(), 2, "{text}");
}
