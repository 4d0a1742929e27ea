//! `reynard goose`: a seeded computer game, its record and the replay check.

use std::process::{Command, Output};

fn reynard(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

#[test]
fn seeded_game_record_and_replay() {
    let dir = std::env::temp_dir().join(format!("reynard-goose-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let rec = dir.join("game.goose");
    let rec_s = rec.to_str().expect("utf-8 path");
    let out = reynard(&["goose", "--players", "4", "--seed", "42", "--record", rec_s]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("goose: 4 players, 1 die, rule roll-again, board default, seed 42\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("1. player 1: rolls 5: 0 -> 5 (goose on 5); rolls 1: 5 -> 12 (bridge 6 -> 12)\n"),
        "{stdout}"
    );
    assert!(stdout.contains("winner: player 1 after 53 turns\n"), "{stdout}");
    let out = reynard(&["goose", "--replay", rec_s]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).ends_with("winner: player 1 after 53 turns\nrecord ok\n"));
    // A record whose first square is changed fails with its line.
    let broken = std::fs::read_to_string(&rec).expect("record").replacen("1. P1 5:5", "1. P1 5:6", 1);
    std::fs::write(&rec, broken).expect("write");
    let out = reynard(&["goose", "--replay", rec_s]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("line 10: roll 5 ends on 5, not 6"), "{}", text(&out.stderr));
    // A custom board with a loop is refused with the loop.
    let board = dir.join("loop.toml");
    std::fs::write(&board, "geese = [10]\n[[square]]\nat = 12\nto = 10\n").expect("write");
    let out = reynard(&["goose", "--board", board.to_str().expect("utf-8"), "--seed", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("loops forever"), "{}", text(&out.stderr));
    let out = reynard(&["goose", "--players", "7", "--seed", "1"]);
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn people_roll_with_enter_and_may_leave() {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .args(["goose", "--players", "2", "--humans", "1", "--seed", "42"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().expect("stdin").write_all(b"\n\nq\n").expect("write");
    let out = child.wait_with_output().expect("the binary ends");
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    // Two rolls by the person, each answered by the computer's, then the person leaves; the
    // rolls are those of seed 42 as in the computer-only game.
    assert_eq!(stdout.matches("press Enter to roll").count(), 3, "{stdout}");
    assert!(stdout.contains("1. player 1: rolls 5: 0 -> 5 (goose on 5); rolls 1: 5 -> 12"), "{stdout}");
    assert!(stdout.ends_with("game left after 4 turns\n"), "{stdout}");
}
