//! The AI commands end to end: bestmove, the engine protocol, match and bench.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

fn reynard(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

#[test]
fn bestmove_prints_info_lines_then_the_move() {
    let out = reynard(&["bestmove", "catch-the-hare", "--depth", "4"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    for (i, line) in lines[..4].iter().enumerate() {
        assert!(line.starts_with(&format!("info depth {} score cp ", i + 1)), "{line}");
        assert!(line.contains(" nodes ") && line.contains(" pv "), "{line}");
    }
    let mv = lines[4].strip_prefix("bestmove ").expect("a bestmove line");
    // The move is legal: playing it is accepted.
    assert!(reynard(&["show", "catch-the-hare", "--moves", mv]).status.success());
    // Deterministic at a fixed depth.
    assert_eq!(
        stdout(&reynard(&["bestmove", "catch-the-hare", "--depth", "4"])).lines().last(),
        Some(lines[4])
    );
}

#[test]
fn bestmove_reports_a_proven_win_with_its_distance() {
    let out = stdout(&reynard(&[
        "bestmove",
        "fox-geese",
        "--depth",
        "3",
        "--set",
        "flock_points=c5,c6,d6,e7,a3,g3",
        "--set",
        "hunter_points=c7",
    ]));
    assert!(out.contains("score win 1"), "{out}");
    assert!(out.contains("info string geese win in 1 plies"), "{out}");
    assert!(out.ends_with("bestmove d6-d7\n"), "{out}");
}

#[test]
fn bestmove_at_levels_and_with_mcts_plays_legal_moves() {
    for args in [
        vec!["bestmove", "asalto", "--level", "2"],
        vec!["bestmove", "fox-geese-2fox", "--engine", "mcts", "--nodes", "300"],
    ] {
        let out = reynard(&args);
        let text = stdout(&out);
        let mv = text.lines().last().and_then(|l| l.strip_prefix("bestmove ")).expect("bestmove");
        let preset = args[1];
        assert!(reynard(&["show", preset, "--moves", mv]).status.success(), "{args:?}: {mv}");
    }
    let over =
        stdout(&reynard(&["bestmove", "fox-geese", "--set", "fox_wins_at=12", "--moves", "a3-a4 d4-d5"]));
    assert!(over.is_empty() || over.contains("bestmove"), "{over}");
}

/// Drives `reynard engine` line by line.
struct Engine {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Engine { child, input, output }
    }

    fn send(&mut self, line: &str) {
        self.input.write_all(line.as_bytes()).and_then(|()| self.input.write_all(b"\n")).expect("send");
        self.input.flush().expect("flush");
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        let read = self.output.read_line(&mut line).expect("read");
        assert!(read > 0, "the engine closed its output");
        line.trim_end().to_string()
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            assert!(!line.starts_with("error"), "{line}");
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }
}

#[test]
fn the_engine_protocol_survives_garbage_and_plays() {
    let mut e = Engine::start();
    e.send("ugi");
    let hello = e.until("ugiok");
    assert!(hello[0].starts_with("id name Reynard"));
    assert!(hello.iter().any(|l| l.starts_with("option name Variant type combo default fox-geese")));
    for garbage in [
        "hello",
        "go sideways 3",
        "position middle",
        "setoption name Colour value red",
        "query all",
        "\u{1b}[2J",
    ] {
        e.send(garbage);
        let reply = e.line();
        assert!(reply.starts_with("error "), "{garbage:?} -> {reply}");
    }
    e.send("setoption name Variant value no-such-game");
    assert!(e.line().contains("unknown variant `no-such-game`"));
    e.send("setoption name Variant value catch-the-hare");
    e.send("position startpos moves b2-b3 c3-c9");
    let reply = e.line();
    assert!(reply.starts_with("error move 2 `c3-c9`"), "{reply}");
    e.send("position startpos moves b2-b3");
    e.send("query p1turn");
    assert_eq!(e.line(), "response false");
    e.send("query fen");
    assert_eq!(e.line(), "response c3/a1,b1,c1,d1,e1,a2,c2,d2,e2,a3,b3,e3 h");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert_eq!(lines.iter().filter(|l| l.starts_with("info depth")).count(), 3, "{lines:?}");
    e.send("isready");
    assert_eq!(e.line(), "readyok");
    e.send("go infinite");
    e.send("stop");
    let lines = e.until("bestmove");
    assert!(!lines[lines.len() - 1].ends_with("none"), "{lines:?}");
    e.send("setoption name Set value capture=sometimes");
    assert!(e.line().contains("expected optional, mandatory"));
    e.send("setoption name Set value fox_wins_at=11");
    e.send("query gameover");
    assert_eq!(e.line(), "response false");
    e.send("quit");
    assert!(e.child.wait().expect("the engine exits").success());
}

#[test]
fn a_match_prints_tables_and_json() {
    let out = reynard(&[
        "match",
        "catch-the-hare",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "6",
        "--json",
        "--threads",
        "2",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert!(text.contains("A as hare:") && text.contains("A as hunters:"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(text.lines().last().expect("a last line")).expect("JSON");
    assert_eq!(json["games"], 6);
    let (a, b, d) = (json["a_wins"].as_u64(), json["b_wins"].as_u64(), json["draws"].as_u64());
    assert_eq!(a.zip(b).zip(d).map(|((a, b), d)| a + b + d), Some(6));
    let score = json["a_score"].as_f64().expect("a score");
    assert!((0.0..=1.0).contains(&score));
    // An Elo end the score's interval leaves unbounded is null.
    assert!(json["elo"].is_number() || json["elo"].is_null());
    let elo_ci = json["elo_ci"].as_array().expect("the Elo interval");
    assert!(elo_ci.len() == 2 && elo_ci.iter().all(|e| e.is_number() || e.is_null()), "{elo_ci:?}");
    let again = stdout(&reynard(&[
        "match",
        "catch-the-hare",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "6",
        "--json",
    ]));
    assert_eq!(again.lines().last(), text.lines().last(), "seeded matches repeat");
}

#[test]
fn a_match_charts_the_score_game_by_game_in_the_terminal_and_as_svg() {
    let svg = std::env::temp_dir().join(format!("reynard-match-chart-{}.svg", std::process::id()));
    let svg_arg = svg.to_string_lossy().to_string();
    let args =
        ["match", "wolf-sheep", "--a", "2", "--b", "random", "--games", "10", "--json", "--svg", &svg_arg];
    let out = reynard(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let json: serde_json::Value =
        serde_json::from_str(text.lines().last().expect("a last line")).expect("JSON");
    // The terminal chart: eleven rows from 1 to 0, a column a game, one score mark in each.
    let lines: Vec<&str> = text.lines().collect();
    let top = lines.iter().position(|l| l.trim_start().starts_with("1.0 ┤")).expect("the chart's top row");
    let rows = &lines[top..top + 11];
    assert!(
        rows[5].trim_start().starts_with("0.5 ┤") && rows[10].trim_start().starts_with("0.0 ┤"),
        "{text}"
    );
    let columns: Vec<Vec<char>> =
        rows.iter().map(|r| r.strip_prefix("  ").unwrap_or(r).chars().skip(5).collect()).collect();
    assert!(columns.iter().all(|c| c.len() == 10), "{text}");
    for game in 0..10 {
        assert_eq!(columns.iter().filter(|c| c[game] == '●').count(), 1, "game {game}: {text}");
    }
    // The last column's mark is at the final score.
    let score = json["a_score"].as_f64().expect("a score");
    let row = columns.iter().position(|c| c[9] == '●').expect("a mark");
    assert_eq!(row, ((1.0 - score) * 10.0).round() as usize, "{text}");
    // The SVG: a point per game on the score line, the last at the final score.
    let drawn = std::fs::read_to_string(&svg).expect("the chart");
    let doc = roxmltree::Document::parse(&drawn).expect("well-formed SVG");
    let line = doc.descendants().find(|n| n.attribute("class") == Some("score")).expect("the score line");
    let points: Vec<(f64, f64)> = line
        .attribute("points")
        .unwrap_or("")
        .split_whitespace()
        .map(|p| {
            let (x, y) = p.split_once(',').expect("x,y");
            (x.parse().expect("x"), y.parse().expect("y"))
        })
        .collect();
    assert_eq!(points.len(), 10);
    assert!(points.windows(2).all(|w| w[0].0 < w[1].0), "games left to right");
    let band = doc.descendants().find(|n| n.attribute("class") == Some("interval")).expect("the interval");
    assert_eq!(band.attribute("points").unwrap_or("").split_whitespace().count(), 20);
    // y runs from 1 at the top of the plot to 0 at its bottom (36 and 226 in a 260-high chart).
    let want = 36.0 + 190.0 * (1.0 - score);
    assert!((points[9].1 - want).abs() < 0.2, "{:?} against {want}", points[9]);
    let _ = std::fs::remove_file(&svg);
}

#[test]
fn a_match_against_an_external_engine_runs() {
    let me = env!("CARGO_BIN_EXE_reynard");
    let spec = format!("cmd:{me} engine");
    let out = reynard(&[
        "match",
        "catch-the-hare",
        "--a",
        &spec,
        "--b",
        "random",
        "--games",
        "2",
        "--time",
        "20",
        "--json",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert!(!text.contains("forfeit"), "{text}");
    let bad =
        reynard(&["match", "fox-geese", "--a", "cmd:/no/such/program", "--b", "random", "--games", "2"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("starting `/no/such/program`"));
}

#[test]
fn bench_counts_are_stable() {
    let a = stdout(&reynard(&["bench", "--depth", "3"]));
    let b = stdout(&reynard(&["bench", "--depth", "3"]));
    let nodes = |s: &str| s.lines().last().and_then(|l| l.split_whitespace().nth(1)).map(str::to_string);
    assert!(nodes(&a).is_some_and(|n| n.parse::<u64>().is_ok_and(|n| n > 0)), "{a}");
    assert_eq!(nodes(&a), nodes(&b));
    assert_eq!(a.lines().count(), 13);
}

#[test]
fn play_against_the_engine_with_undo() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .args(["play", "fox-geese", "--ai", "fox", "--level", "2", "--time", "100"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().expect("stdin").write_all(b"a3-a4\nundo\nquit\n").expect("write");
    let out = child.wait_with_output().expect("the binary ends");
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.matches("fox (level 2) thinks").count(), 1, "{text}");
    let reply = text.lines().find_map(|l| l.strip_prefix("fox plays ")).expect("the engine replies");
    assert!(reply.starts_with("d4-"), "{reply}");
    // Undo takes back the reply and the move: the start position again, geese to move.
    let positions: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("position: ")).collect();
    assert_eq!(positions.first(), positions.last(), "{text}");
    // The start, after a3-a4, after the reply, after the undo.
    assert_eq!(positions.len(), 4, "{text}");
    let wrong = reynard(&["play", "fox-geese", "--ai", "wolf"]);
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("the sides of fox-geese are fox and geese"));
}

#[test]
fn an_sprt_stops_the_match_once_it_decides() {
    let out = reynard(&[
        "match",
        "catch-the-hare",
        "--a",
        "4",
        "--b",
        "random",
        "--games",
        "60",
        "--sprt",
        "0,200",
        "--json",
        "--threads",
        "2",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert!(text.contains("SPRT +0 vs +200 Elo after"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(text.lines().last().expect("a last line")).expect("JSON");
    // Level 4 against random moves: H1 long before 60 games.
    assert_eq!(json["sprt"]["verdict"], "H1", "{json}");
    assert!(json["games"].as_u64().is_some_and(|g| g < 60), "{json}");
    assert!(json["sprt"]["llr"].as_f64().is_some_and(|llr| llr >= 2.94), "{json}");
    let bad = reynard(&["match", "catch-the-hare", "--a", "4", "--b", "random", "--sprt", "5,1"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("give two Elo differences"));
}
