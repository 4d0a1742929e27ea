//! The `reynard` binary end to end: output formats, exit codes and error messages.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn reynard(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs")
}

fn reynard_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let written = child.stdin.take().expect("piped stdin").write_all(input.as_bytes());
    // A program that refuses its arguments may end before it reads its input.
    if let Err(err) = written {
        assert_eq!(err.kind(), std::io::ErrorKind::BrokenPipe, "write input: {err}");
    }
    child.wait_with_output().expect("the binary ends")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("reynard-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write temp file");
    path
}

#[test]
fn variants_lists_every_preset_once() {
    let out = reynard(&["variants"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let ids: Vec<&str> = text.lines().filter_map(|l| l.split_whitespace().next()).collect();
    assert_eq!(
        ids,
        [
            "fox-geese",
            "fox-geese-diagonal",
            "fox-geese-15",
            "fox-geese-17",
            "fox-geese-2fox",
            "fox-geese-forward",
            "catch-the-hare",
            "coyote",
            "el-coyote",
            "asalto",
            "wolf-sheep",
            "bagh-chal",
            "hnefatafl-9",
            "hnefatafl-11",
            "copenhagen-11",
            "brandubh",
            "tablut",
            "fetlar-11",
            "ard-ri",
            "tawlbwrdd-11",
            "hnefatafl-13",
            "alea-evangelii",
            "solitaire"
        ]
    );
    let with_options = stdout(&reynard(&["variants", "--options"]));
    assert!(with_options.contains("  capture ") && with_options.contains("optional, mandatory"));
}

#[test]
fn perft_prints_only_count_lines() {
    let out = reynard(&["perft", "catch-the-hare", "4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "perft(1) = 8\nperft(2) = 40\nperft(3) = 522\nperft(4) = 2312\n");
    let plain = reynard(&["perft", "catch-the-hare", "4", "--no-table"]);
    assert_eq!(stdout(&plain), stdout(&out));
    // A depth no count could reach is refused at once, not allocated for.
    let deep = reynard(&["perft", "catch-the-hare", "4294967295", "--divide"]);
    assert!(!deep.status.success());
    assert!(stderr(&deep).contains("is not in 0..=30"), "{}", stderr(&deep));
}

#[test]
fn perft_takes_options_and_moves() {
    let out = reynard(&["perft", "fox-geese", "4", "--set", "capture=mandatory"]);
    assert_eq!(stdout(&out), "perft(1) = 6\nperft(2) = 14\nperft(3) = 138\nperft(4) = 396\n");
    // After one geese move the counts are those of its subtree: their sum over the six
    // first moves is perft(3) of the start.
    let starts = ["a3-a4", "b3-b4", "c3-c4", "e3-e4", "f3-f4", "g3-g4"];
    let mut total = 0;
    for m in starts {
        let o = reynard(&["perft", "fox-geese", "2", "--moves", m]);
        assert!(o.status.success(), "{m}: {}", stderr(&o));
        let second = stdout(&o).lines().nth(1).map(str::to_string).unwrap_or_default();
        total +=
            second.strip_prefix("perft(2) = ").and_then(|n| n.parse::<u64>().ok()).expect("a perft(2) line");
    }
    assert_eq!(total, 188);
    // The 1-33 numbering is accepted: 10 is d3, 17 is d4.
    let numbered = reynard(&["perft", "fox-geese", "2", "--moves", "10-17"]);
    assert!(!numbered.status.success(), "d4 is the fox's point");
    assert!(stderr(&numbered).contains("occupied"), "{}", stderr(&numbered));
}

#[test]
fn divide_lists_first_moves() {
    let out = stdout(&reynard(&["perft", "asalto", "3", "--divide"]));
    let total: u64 =
        out.lines().map(|l| l.rsplit(' ').next().and_then(|n| n.parse::<u64>().ok()).unwrap_or(0)).sum();
    assert_eq!(out.lines().count(), 9);
    assert_eq!(total, 370);
}

#[test]
fn unknown_variant_and_bad_options_say_what_is_allowed() {
    let out = reynard(&["perft", "fox-and-hens", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown variant `fox-and-hens`") && stderr(&out).contains("catch-the-hare")
    );
    let out = reynard(&["perft", "fox-geese", "2", "--set", "captures=yes"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown option `captures`") && stderr(&out).contains("capture"),
        "{}",
        stderr(&out)
    );
    let out = reynard(&["perft", "fox-geese", "2", "--set", "capture=sometimes"]);
    assert!(
        stderr(&out).contains("`sometimes`") && stderr(&out).contains("optional, mandatory"),
        "{}",
        stderr(&out)
    );
    let out = reynard(&["perft", "fox-geese", "2", "--set", "flock=14"]);
    assert!(stderr(&out).contains("13, 15, 17, 24"), "{}", stderr(&out));
    let out = reynard(&["show", "fox-geese", "--set", "hunter_points=z9"]);
    assert!(stderr(&out).contains("`z9` is not a point of cross33"), "{}", stderr(&out));
}

#[test]
fn illegal_moves_are_reported_with_their_number_and_reason() {
    let out = reynard(&["show", "fox-geese", "--moves", "c3-c4 d4-d5 e3-d5"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("move 3 `e3-d5`"), "{err}");
    assert!(err.contains("not along a line"), "{err}");
    let out = reynard(&["show", "fox-geese", "--moves", "d4-d5"]);
    assert!(stderr(&out).contains("not your turn"), "{}", stderr(&out));
}

#[test]
fn variant_files_are_read_and_errors_have_lines() {
    let good =
        temp_file("mandatory.toml", "preset = \"fox-geese\"\nname = \"strict\"\ncapture = \"mandatory\"\n");
    let out = reynard(&["perft", good.to_str().expect("utf-8 path"), "3"]);
    assert_eq!(stdout(&out), "perft(1) = 6\nperft(2) = 14\nperft(3) = 138\n", "{}", stderr(&out));
    let on_preset = temp_file("on-preset.toml", "removal = \"deferred\"\n");
    let out =
        reynard(&["perft", "catch-the-hare", "4", "--variant-file", on_preset.to_str().expect("utf-8")]);
    assert_eq!(stdout(&out).lines().last(), Some("perft(4) = 2322"), "{}", stderr(&out));
    let bad = temp_file("bad.toml", "preset = \"asalto\"\n\nfort = \"maybe\"\n");
    let out = reynard(&["show", bad.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("line 3") && stderr(&out).contains("`fort`"), "{}", stderr(&out));
    let broken = temp_file("broken.toml", "preset = \"asalto\"\ncapture = [1, 2\n");
    let out = reynard(&["show", broken.to_str().expect("utf-8 path")]);
    assert!(stderr(&out).contains("line 2") || stderr(&out).contains("line 3"), "{}", stderr(&out));
}

#[test]
fn show_draws_the_board_with_side_to_move() {
    let out = stdout(&reynard(&["show", "catch-the-hare", "--moves", "b2-b3"]));
    assert!(out.contains(" 3 h---h---H---.---h"), "{out}");
    assert!(out.contains("hare to move"), "{out}");
}

#[test]
fn record_check_replays_and_reports_the_first_error() {
    let good = temp_file(
        "good.pgn",
        "[Game \"hunt\"]\n[Variant \"catch-the-hare\"]\n[Result \"*\"]\n\n1. b2-b3 c3-c4 2. b3-c3 c4-c5\n",
    );
    let out = reynard(&["record", "check", good.to_str().expect("utf-8")]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "variant: catch-the-hare\nmoves: 4\nresult: * (game not over; hunters to move)\n"
    );
    let bad = temp_file("bad.pgn", "[Variant \"catch-the-hare\"]\n\n1. b2-b3 c3-c4\n2. b3-c3 c4-c9\n");
    let out = reynard(&["record", "check", bad.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("line 4: move 2 (hare) `c4-c9`"), "{err}");
}

#[test]
fn play_takes_moves_on_stdin_and_saves_a_record() {
    let record = std::env::temp_dir().join(format!("reynard-play-{}.pgn", std::process::id()));
    let input = format!("b2-b3\nc3-c9\nc3-c4\nmoves\nundo\nc3-d4\nsave {}\nquit\n", record.display());
    let out = reynard_with_input(&["play", "catch-the-hare"], &input);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("`c9` is not a point"), "{text}");
    assert!(text.contains("hunters> "), "{text}");
    let saved = std::fs::read_to_string(&record).expect("the game was saved");
    assert!(saved.contains("1. b2-b3 c3-d4"), "{saved}");
    let check = reynard(&["record", "check", record.to_str().expect("utf-8")]);
    assert!(stdout(&check).contains("moves: 2"));
}

#[test]
fn play_ends_cleanly_at_end_of_input() {
    let out = reynard_with_input(&[], "");
    assert!(out.status.success());
    assert!(stdout(&out).contains("fox-geese"));
}

#[test]
fn play_refuses_an_unknown_language_and_an_unknown_side() {
    let out = reynard_with_input(&["--lang", "xx"], "");
    assert!(!out.status.success());
    assert!(stderr(&out).contains("--lang xx: use en, ru or pl"), "{}", stderr(&out));
    let out = reynard_with_input(&["play", "fox-geese", "--lang", "de"], "quit\n");
    assert!(stderr(&out).contains("use en, ru or pl"), "{}", stderr(&out));
    let help = stdout(&reynard(&["play", "--help"]));
    for flag in ["--fox", "--geese", "--hare", "--hunters", "--attackers", "--defenders", "--lang", "--lines"]
    {
        assert!(help.contains(flag), "play --help lists {flag}:\n{help}");
    }
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly_and_a_failed_write_is_said() {
    // `reynard variants | head -0`: the pipe's reading end is closed as soon as the command
    // starts, long before it has parsed its arguments and written its first line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .arg("variants")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    let o = child.wait_with_output().expect("the binary ends");
    assert!(o.status.success(), "status {:?}: {}", o.status, stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));

    // A full disk under a redirection: said, status 1.
    if let Ok(full) = std::fs::File::options().write(true).open("/dev/full") {
        let o = Command::new(env!("CARGO_BIN_EXE_reynard"))
            .arg("variants")
            .stdout(full)
            .output()
            .expect("the binary runs");
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(stderr(&o).contains("error: writing the output"), "{}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    }
}
