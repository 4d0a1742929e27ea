//! The `reynard` binary on the tafl presets: variants, perft, show, record check, bestmove,
//! the engine protocol and match.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

fn reynard(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("reynard-tafl-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write temp file");
    path
}

#[test]
fn variants_lists_the_tafl_presets_and_options() {
    let text = stdout(&reynard(&["variants"]));
    for id in ["hnefatafl-9", "hnefatafl-11", "copenhagen-11"] {
        assert_eq!(text.lines().filter(|l| l.split_whitespace().next() == Some(id)).count(), 1, "{text}");
    }
    let options = stdout(&reynard(&["variants", "--options"]));
    assert!(options.contains("Tafl options"), "{options}");
    assert!(options.contains("  king_capture ") && options.contains("throne, two, four"), "{options}");
}

#[test]
fn perft_counts_match_rules_md() {
    let out = reynard(&["perft", "hnefatafl-9", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "perft(1) = 72\nperft(2) = 3944\nperft(3) = 285728\n");
    let plain = reynard(&["perft", "hnefatafl-9", "3", "--no-table"]);
    assert_eq!(stdout(&plain), stdout(&out));
    let eleven = reynard(&["perft", "hnefatafl-11", "2"]);
    assert!(eleven.status.success(), "{}", stderr(&eleven));
    assert!(stdout(&eleven).starts_with("perft(1) = 116\n"), "{}", stdout(&eleven));
    // Divide: the counts below the first moves add up to the next depth's count.
    let divide = stdout(&reynard(&["perft", "hnefatafl-9", "2", "--divide"]));
    assert_eq!(divide.lines().count(), 72);
    let sum: u64 = divide.lines().filter_map(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok()).sum();
    assert_eq!(sum, 3944);
    // Options and moves change the counts.
    let moved = stdout(&reynard(&["perft", "hnefatafl-9", "1", "--moves", "d1-c1"]));
    let first: u64 = divide
        .lines()
        .find(|l| l.starts_with("d1-c1 "))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .expect("d1-c1 is a first move");
    assert_eq!(moved, format!("perft(1) = {first}\n"));
    let first_defenders = stdout(&reynard(&["perft", "hnefatafl-9", "1", "--set", "first=defenders"]));
    assert_ne!(first_defenders, "perft(1) = 72\n");
    let bad = reynard(&["perft", "hnefatafl-9", "1", "--set", "king_capture=five"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("--set king_capture=five"), "{}", stderr(&bad));
}

#[test]
fn show_draws_the_board_and_reports_bad_moves() {
    let out = reynard(&["show", "hnefatafl-11", "--moves", "d1-d3 f4-c4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains(" 4 t . T . . . . . . . t"), "{text}");
    assert!(text.contains("attackers: 24 (0 taken); defenders: 12 (0 taken)"), "{text}");
    assert!(text.contains("position: "), "{text}");
    assert!(text.ends_with("attackers to move\n"), "{text}");
    let bad = reynard(&["show", "hnefatafl-9", "--moves", "d1-c1 e5-e4"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("move 2 `e5-e4`"), "{}", stderr(&bad));
}

#[test]
fn record_check_replays_tafl_records() {
    let good = temp_file(
        "good.pgn",
        "[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n[Result \"*\"]\n\n1. d1-c1 e3-d3 2. c1-d1 d3-e3\n",
    );
    let out = reynard(&["record", "check", good.to_str().expect("utf-8")]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "variant: hnefatafl-9\nmoves: 4\nresult: * (game not over; attackers to move)\n"
    );
    // The third repetition: a draw in hnefatafl-11, a loss for the defenders in copenhagen-11.
    let cycle = "1. d1-c1 f4-e4 2. c1-d1 e4-f4 3. d1-c1 f4-e4 4. c1-d1 e4-f4\n";
    for (id, result) in [("hnefatafl-11", "draw"), ("copenhagen-11", "attackers win")] {
        let file = temp_file(
            &format!("{id}.pgn"),
            &format!("[Game \"tafl\"]\n[Variant \"{id}\"]\n[Result \"{result}\"]\n\n{cycle}"),
        );
        let out = reynard(&["record", "check", file.to_str().expect("utf-8")]);
        assert!(out.status.success(), "{id}: {}", stderr(&out));
        assert!(stdout(&out).ends_with(&format!("result: {result} (repetition)\n")), "{}", stdout(&out));
    }
    let bad = temp_file(
        "bad.pgn",
        "[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n\n1. d1-c1 e3-d3\n2. c1-d1 e5-e4\n",
    );
    let out = reynard(&["record", "check", bad.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("line 5: move 2 (defenders) `e5-e4`: e4 is occupied"), "{}", stderr(&out));
}

#[test]
fn record_check_reads_a_file_of_several_games_one_by_one() {
    // As a player's export writes them: records one after the other, a blank line between,
    // a game without moves among them.
    let file = temp_file(
        "several.pgn",
        "[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n[Result \"*\"]\n\n1. d1-c1 e3-d3\n\n\
         [Game \"hunt\"]\n[Variant \"fox-geese\"]\n[Result \"*\"]\n\n\n\
         [Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n\n1. d1-c1 e5-e4\n",
    );
    let out = reynard(&["record", "check", file.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(2), "the third game is broken");
    let shown = stdout(&out);
    assert!(shown.starts_with("game 1 (line 1):\nvariant: hnefatafl-9\nmoves: 2\n"), "{shown}");
    assert!(shown.contains("game 2 (line 7):\nvariant: fox-geese\nmoves: 0\n"), "{shown}");
    // Lines within a game count from its first line.
    let error = stderr(&out);
    assert!(error.contains("game 3 from line 12: line 4: move 1 (defenders) `e5-e4`"), "{error}");
}

#[test]
fn bestmove_plays_a_legal_tafl_move() {
    for args in [
        vec!["bestmove", "hnefatafl-9", "--depth", "3"],
        vec!["bestmove", "hnefatafl-11", "--time", "100", "--moves", "d1-d3"],
        vec!["bestmove", "copenhagen-11", "--level", "3", "--time", "50"],
        vec!["bestmove", "hnefatafl-9", "--engine", "mcts", "--nodes", "200"],
    ] {
        let out = reynard(&args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        let text = stdout(&out);
        let mv = text.lines().last().and_then(|l| l.strip_prefix("bestmove ")).expect("bestmove");
        let moves = match args.iter().position(|a| *a == "--moves") {
            Some(i) => format!("{} {mv}", args[i + 1]),
            None => mv.to_string(),
        };
        let show = reynard(&["show", args[1], "--moves", &moves]);
        assert!(show.status.success(), "{args:?}: {moves}: {}", stderr(&show));
    }
    let info = stdout(&reynard(&["bestmove", "hnefatafl-9", "--depth", "2"]));
    assert!(info.lines().any(|l| l.starts_with("info depth 2 score cp ")), "{info}");
}

#[test]
fn the_engine_protocol_plays_tafl() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    let mut send = |line: &str| {
        writeln!(input, "{line}").and_then(|()| input.flush()).expect("send");
    };
    let mut line = || {
        let mut text = String::new();
        assert!(output.read_line(&mut text).expect("read") > 0, "the engine closed its output");
        text.trim_end().to_string()
    };
    send("ugi");
    let mut hello = Vec::new();
    loop {
        let l = line();
        let done = l == "ugiok";
        hello.push(l);
        if done {
            break;
        }
    }
    assert!(
        hello.iter().any(|l| l.contains("var hnefatafl-9 var hnefatafl-11 var copenhagen-11")),
        "{hello:?}"
    );
    send("setoption name Variant value hnefatafl-9");
    send("position startpos moves d1-c1");
    send("query p1turn");
    assert_eq!(line(), "response false");
    send("position startpos moves d1-c1 e5-e4");
    assert!(line().starts_with("error move 2 `e5-e4`"));
    send("setoption name Set value king_capture=five");
    assert!(line().starts_with("error "));
    send("setoption name Set value king_armed=false");
    send("query fen");
    let fen = line();
    assert!(fen.starts_with("response ") && fen.ends_with(" a"), "{fen}");
    send("go depth 3");
    let best = loop {
        let l = line();
        assert!(!l.starts_with("error"), "{l}");
        if let Some(mv) = l.strip_prefix("bestmove ") {
            break mv.to_string();
        }
    };
    send(&format!("position startpos moves {best}"));
    send("query p1turn");
    assert_eq!(line(), "response false", "{best} was not legal");
    send("setoption name Variant value fox-geese");
    send("query fen");
    assert!(line().starts_with("response d4/"));
    send("quit");
    assert!(child.wait().expect("the engine exits").success());
}

#[test]
fn a_tafl_match_names_the_sides() {
    let out = reynard(&[
        "match",
        "hnefatafl-9",
        "--a",
        "2",
        "--b",
        "random",
        "--games",
        "2",
        "--time",
        "20",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("hnefatafl-9: A = level 2 vs B = random, 2 games"), "{text}");
    assert!(text.contains("A as attackers:") && text.contains("A as defenders:"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(text.lines().last().expect("a json line")).expect("json");
    assert_eq!(json["variant"], "hnefatafl-9");
    assert_eq!(json["games"], 2);
    assert!(json["a_by_side"]["attackers"].is_object() && json["a_by_side"]["defenders"].is_object());
}

#[test]
fn tafl_variant_files_play_tafl_and_errors_name_the_file() {
    let file = temp_file("defenders-first.toml", "preset = \"hnefatafl-9\"\nfirst = \"defenders\"\n");
    let by_file = reynard(&["perft", file.to_str().expect("utf-8"), "2"]);
    assert!(by_file.status.success(), "{}", stderr(&by_file));
    let by_set = reynard(&["perft", "hnefatafl-9", "2", "--set", "first=defenders"]);
    assert_eq!(stdout(&by_file), stdout(&by_set));
    assert_ne!(stdout(&by_file), stdout(&reynard(&["perft", "hnefatafl-9", "2"])));
    // A file on a tafl preset given as VARIANT, then --set on top of it.
    let on_preset = temp_file("unarmed.toml", "king_armed = false\n");
    let path = on_preset.to_str().expect("utf-8");
    let shown = reynard(&["show", "hnefatafl-11", "--variant-file", path, "--set", "first=defenders"]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    assert!(stdout(&shown).ends_with("defenders to move\n"), "{}", stdout(&shown));
    // A hunt option in a tafl file: the file, its line and the tafl options are named.
    let bad = temp_file("bad-tafl.toml", "preset = \"copenhagen-11\"\n\ncapture = \"mandatory\"\n");
    let out = reynard(&["show", bad.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(2));
    let error = stderr(&out);
    assert!(
        error.contains("bad-tafl.toml") && error.contains("line 3") && error.contains("king_capture"),
        "{error}"
    );
    // A command that takes only the hunt games says so.
    let solve = reynard(&["solve", file.to_str().expect("utf-8")]);
    assert_eq!(solve.status.code(), Some(2));
    assert!(stderr(&solve).contains("is a tafl game"), "{}", stderr(&solve));
}
