//! `reynard solve` and `reynard probe` end to end on a tiny variant.

use std::process::{Command, Output};

fn reynard(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn temp_dir(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("reynard-cli-solve-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.to_string_lossy().to_string()
}

const TINY: [&str; 4] = ["--set", "flock_points=a1,b1,c1,d1", "--set", "fox_wins_at=1"];

#[test]
fn solve_prints_the_value_and_the_tiers_then_probe_reads_the_tables() {
    let dir = temp_dir("tiny");
    let mut args = vec!["solve", "catch-the-hare"];
    args.extend(TINY);
    args.extend(["--dir", &dir, "--quiet", "--threads", "2"]);
    let mut plan = args.clone();
    plan.push("--plan");
    let planned = stdout(&reynard(&plan));
    assert!(planned.contains("tier 1 hare 4 hunters: ") && planned.contains("total: "), "{planned}");
    let out = reynard(&args);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let value = text.lines().next().unwrap_or_default();
    assert!(["value: hunters win", "value: hare win", "value: draw"].contains(&value), "{text}");
    if value != "value: draw" {
        assert!(text.lines().nth(1).is_some_and(|l| l.starts_with("plies: ")), "{text}");
    }
    for f in 2..=4 {
        assert!(text.contains(&format!("tier 1 hare {f} hunters: ")), "{text}");
    }
    // A second solve reads the tables back.
    let again = stdout(&reynard(&args));
    assert!(again.contains("read from file"), "{again}");
    assert_eq!(again.lines().next(), Some(value));

    let mut probe = vec!["probe", "catch-the-hare"];
    probe.extend(TINY);
    probe.extend(["--dir", &dir, "--moves", "a1-a2"]);
    let out = reynard(&probe);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("to move: hare"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("value: ")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("c3-")), "a line per move: {text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn probe_without_tables_fails_clearly() {
    let dir = temp_dir("none");
    let mut args = vec!["probe", "catch-the-hare"];
    args.extend(TINY);
    args.extend(["--dir", &dir]);
    let out = reynard(&args);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not solved"), "{err}");
}

#[test]
fn bestmove_and_match_play_from_the_tables() {
    let dir = temp_dir("oracle");
    let mut args = vec!["solve", "catch-the-hare"];
    args.extend(TINY);
    args.extend(["--dir", &dir, "--quiet"]);
    let solved = stdout(&reynard(&args));
    let plies = solved.lines().nth(1).and_then(|l| l.strip_prefix("plies: ")).map(str::to_string);
    let mut best = vec!["bestmove", "catch-the-hare"];
    best.extend(TINY);
    best.extend(["--depth", "2", "--tables", &dir]);
    let text = stdout(&reynard(&best));
    // The engine answers from the tables at once (depth 0) with the solved distance.
    assert!(text.starts_with("info depth 0 score "), "{text}");
    match (solved.lines().next(), plies) {
        (Some("value: hunters win"), Some(n)) => {
            assert!(text.contains(&format!("score win {n} ")), "{solved}\n{text}");
            assert!(text.contains(&format!("info string hunters win in {n} plies")), "{text}");
        }
        (Some("value: hare win"), Some(n)) => assert!(text.contains(&format!("score loss {n} ")), "{text}"),
        _ => assert!(text.contains("score cp 0 "), "{solved}\n{text}"),
    }

    // A match judged by the tables: the perfect player (level 10) never throws a value
    // away; both players' moves in known positions are counted.
    let mut game = vec!["match", "catch-the-hare"];
    game.extend(TINY);
    game.extend(["--a", "random", "--b", "10", "--games", "6", "--tables", &dir, "--json"]);
    let out = stdout(&reynard(&game));
    let last = out.lines().last().unwrap_or_default();
    let json: serde_json::Value = serde_json::from_str(last).expect("a JSON summary");
    let (random, perfect) = (&json["judged"][0], &json["judged"][1]);
    assert!(random["moves"].as_u64() > Some(0) && perfect["moves"].as_u64() > Some(0), "{last}");
    assert_eq!((perfect["lost_wins"].as_u64(), perfect["lost_draws"].as_u64()), (Some(0), Some(0)), "{last}");
    assert!(out.contains("B by the solved tables: "), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_flock_that_never_steps_back_is_solved_in_progress_sub_tiers() {
    let dir = temp_dir("forward");
    let mut args =
        vec!["solve", "fox-geese-forward", "--set", "flock_points=c1,d1,e1", "--set", "fox_wins_at=1"];
    args.extend(["--dir", &dir, "--quiet", "--compact"]);
    let mut plan = args.clone();
    plan.push("--plan");
    let planned = stdout(&reynard(&plan));
    assert!(
        planned.contains("tier 1 fox 3 geese: ") && planned.contains(" progress sub-tiers ("),
        "{planned}"
    );
    let out = reynard(&args);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let line = text.lines().find(|l| l.starts_with("tier 1 fox 3 geese: ")).unwrap_or_default();
    assert!(line.contains(" progress sub-tiers: ") && line.contains(" wins, "), "{text}");
    let files = std::fs::read_dir(&dir).map(|d| d.count()).unwrap_or(0);
    assert!(files > 2, "a file per sub-tier: {files}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Fox and 7 geese on the cross: a tier of 7 M positions, then one of 28 M (seconds).
const SEVEN_GEESE: [&str; 4] = ["--set", "flock_points=a3,b3,c3,d3,e3,f3,g3", "--set", "fox_wins_at=5"];

#[cfg(unix)]
#[test]
fn ctrl_c_stops_with_a_checkpoint_and_the_same_command_resumes() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let dir = temp_dir("ctrl-c");
    let mut args = vec!["solve", "fox-geese"];
    args.extend(SEVEN_GEESE);
    args.extend(["--dir", &dir, "--threads", "2"]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Without a terminal there is no bar: a line when a tier is done. Once the first tier is
    // done, the handler is in place and the second tier (seconds of work) has started.
    let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
    let mut seen = String::new();
    loop {
        let mut line = String::new();
        let n = stderr.read_line(&mut line).expect("stderr read");
        assert!(n > 0, "the solve ended before its first tier was done: {seen}");
        seen.push_str(&line);
        if line.starts_with("tier h1-f6: ") {
            break;
        }
    }
    // The next tier starts right after that line: a moment later the stop finds it in work.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let pid = child.id().to_string();
    let signal = Command::new("kill").args(["-INT", &pid]).status().expect("kill runs");
    assert!(signal.success());
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stderr, &mut rest).expect("stderr read");
    let status = child.wait().expect("the solve ends");
    assert_eq!(status.code(), Some(130), "{seen}{rest}");
    assert!(rest.contains("tier h1-f7: checkpoint written"), "{rest}");
    assert!(rest.contains("the same command resumes it from its checkpoint"), "{rest}");
    let checkpoints: Vec<_> = std::fs::read_dir(&dir)
        .expect("the tables folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ckpt"))
        .collect();
    assert_eq!(checkpoints.len(), 1, "{checkpoints:?}");
    let mut plan = args.clone();
    plan.push("--plan");
    let planned = stdout(&reynard(&plan));
    let tier_line =
        |f: u32| planned.lines().find(|l| l.starts_with(&format!("tier 1 fox {f} geese: "))).unwrap_or("");
    assert!(tier_line(6).ends_with("(solved)"), "{planned}");
    assert!(tier_line(7).ends_with("(in work: a checkpoint to resume from)"), "{planned}");

    let out = reynard(&args);
    let text = stdout(&out);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}{err}");
    assert!(err.contains("tier h1-f7: resumed from its checkpoint"), "{err}");
    assert!(text.starts_with("value: geese win\nplies: 139\n"), "{text}");
    assert!(!checkpoints[0].exists(), "the checkpoint is gone once the tier is solved");
}

#[test]
fn a_position_with_goats_in_hand_is_solved_on_top_of_the_tables() {
    // One tiger against three goats from hand; one capture wins.
    let dir = temp_dir("bagh");
    let base = ["--set", "hunter_points=c3", "--set", "flock_in_hand=3", "--set", "fox_wins_at=19"];
    let run = |extra: &[&str]| {
        let mut args = vec!["solve", "bagh-chal"];
        args.extend(base);
        args.extend(["--dir", &dir, "--quiet"]);
        args.extend(extra);
        reynard(&args)
    };
    let out = run(&["--position", "c3/b2 f 2"]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("position: c3/b2 f 2"));
    let value = lines.next().unwrap_or_default();
    assert!(["value: tigers win", "value: goats win", "value: draw"].contains(&value), "{text}");
    // The same position reached by moves.
    let by_moves = stdout(&run(&["--moves", "@b2 c3-c4 @a1 c4-c3"]));
    assert!(by_moves.starts_with("position: c3/a1,b2 f 1\n"), "{by_moves}");
    // Broken input says what and where.
    let bad = run(&["--moves", "@b2 c3-a5"]);
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("move 2 `c3-a5`"), "{err}");
    let bad = run(&["--position", "c3/b2 f many"]);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--position `c3/b2 f many`"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_placement_phase_is_solved_into_files_that_a_second_run_and_probe_read() {
    // One tiger against three goats from hand; one capture wins.
    let dir = temp_dir("bagh-placement");
    let base = ["--set", "hunter_points=c3", "--set", "flock_in_hand=3", "--set", "fox_wins_at=19"];
    let run = |command: &str, extra: &[&str]| {
        let mut args = vec![command, "bagh-chal"];
        args.extend(base);
        args.extend(["--dir", &dir]);
        args.extend(extra);
        reynard(&args)
    };
    let value_line =
        |text: &str| text.lines().find(|l| l.starts_with("value: ")).unwrap_or_default().to_string();
    // The start searched on top of the tables, before any placement file exists.
    let searched = stdout(&run("solve", &["--quiet"]));
    let out = run("solve", &["--quiet", "--placement", "3"]);
    let solved = stdout(&out);
    assert!(out.status.success(), "{solved}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(value_line(&solved), value_line(&searched), "{solved}");
    let tiers: Vec<&str> = solved.lines().filter(|l| l.starts_with("placement ")).collect();
    assert!(tiers.len() >= 6 && tiers.iter().all(|l| l.contains("; solved in")), "{solved}");
    assert!(solved.contains("placement 3 in hand, 0 taken, goats to move: "), "{solved}");
    let files = std::fs::read_dir(&dir).expect("the folder").flatten();
    assert_eq!(files.filter(|f| f.path().extension().is_some_and(|e| e == "rpv")).count(), tiers.len() / 2);
    // Again: every tier read from its file, with the same counts.
    let again = stdout(&run("solve", &["--quiet", "--placement", "3"]));
    let read: Vec<String> = again
        .lines()
        .filter(|l| l.starts_with("placement "))
        .map(|l| l.split("; read from its file").next().unwrap_or_default().to_string())
        .collect();
    let mut want: Vec<String> =
        tiers.iter().map(|l| l.split("; solved").next().unwrap_or_default().to_string()).collect();
    let mut got = read.clone();
    want.sort();
    got.sort();
    assert_eq!(got, want, "{again}");
    assert!(again.lines().filter(|l| l.starts_with("placement ")).all(|l| l.contains("read from its file")));
    // probe reads the start's value (and every placement's) from the files.
    let probed = stdout(&run("probe", &[]));
    let word = |line: String| line.split_whitespace().nth(1).unwrap_or_default().to_string();
    assert_eq!(word(value_line(&probed)), word(value_line(&searched)), "{probed}");
    assert!(probed.lines().filter(|l| l.starts_with('@')).count() >= 20, "{probed}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_record_is_reviewed_against_the_tables_with_a_chart() {
    let dir = temp_dir("review");
    let mut args =
        vec!["solve", "catch-the-hare", "--set", "flock_points=a1,b1,c1", "--set", "fox_wins_at=1"];
    args.extend(["--dir", &dir, "--quiet"]);
    let out = reynard(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout(&out).lines().next(), Some("value: draw"), "the start is drawn");
    // The hunters' c1-c2 loses (the probe says so); the review marks it.
    let probe = stdout(&reynard(&[
        "probe",
        "catch-the-hare",
        "--set",
        "flock_points=a1,b1,c1",
        "--set",
        "fox_wins_at=1",
        "--dir",
        &dir,
    ]));
    assert!(probe.lines().any(|l| l.starts_with("c1-c2") && l.contains("win")), "{probe}");
    let record = std::path::Path::new(&dir).join("game.pgn");
    let text = "[Game \"hunt\"]\n[Variant \"catch-the-hare\"]\n[Set \"flock_points=a1,b1,c1\"]\n[Set \"fox_wins_at=1\"]\n\n1. c1-c2\n";
    std::fs::write(&record, text).expect("written");
    let record = record.to_string_lossy().to_string();
    let out = reynard(&["record", "review", &record, "--tables", &dir, "--lang", "en"]);
    let shown = stdout(&out);
    assert!(out.status.success(), "{shown}{}", String::from_utf8_lossy(&out.stderr));
    assert!(shown.contains("Moves: 1 · positions solved by the tables: 2 of 2"), "{shown}");
    assert!(
        shown.contains("1. c1-c2") && shown.contains("The hunters threw a draw away. Best was "),
        "{shown}"
    );
    // Each side's totals under the chart: the draw thrown away lost 50 points of 100.
    assert!(
        shown.contains(
            "hunters: Inaccuracies 0 · Mistakes 0 · Blunders 0 · Wins thrown away 0 · Draws thrown away 1 · Average loss 50.0"
        ),
        "{shown}"
    );
    assert!(shown.contains("hare: Inaccuracies 0 · Mistakes 0 · Blunders 0 · Wins thrown away 0 · Draws thrown away 0 · Average loss –"), "{shown}");
    let russian = stdout(&reynard(&["record", "review", &record, "--tables", &dir, "--lang", "ru"]));
    assert!(russian.contains("Упущенные ничьи 1 · Средняя потеря 50.0"), "{russian}");
    let chart: Vec<&str> = shown.lines().filter(|l| l.contains('│')).collect();
    assert_eq!(chart.len(), 9, "{shown}");
    assert!(chart[4].ends_with("│•─"), "the start on the middle line: {shown}");
    assert!(
        chart[0].starts_with("   hare │") && chart[0].ends_with("│ ?"),
        "the hare ahead, the move marked: {shown}"
    );
    let json = stdout(&reynard(&["record", "review", &record, "--tables", &dir, "--json"]));
    let review: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(review["moves"][0]["verdict"], "lost_draw", "{json}");
    assert_eq!(review["summary"][1]["lost_draws"], 1, "{json}");
    assert_eq!(review["summary"][1]["average_loss"], 50.0, "{json}");
    assert_eq!(review["points"][0]["value"], "draw", "{json}");
    // A broken record says where.
    std::fs::write(&record, "[Game \"hunt\"]\n[Variant \"catch-the-hare\"]\n\n1. z9-z8\n").expect("written");
    let out = reynard(&["record", "review", &record, "--tables", &dir]);
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && error.contains("line 4") && error.contains("z9-z8"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn puzzles_are_drawn_from_the_tables_with_solutions_that_win() {
    use reynard_rules::{Family, VariantOptions};
    let dir = temp_dir("puzzles");
    let sets = ["--set", "flock_points=a1,b1,c1", "--set", "fox_wins_at=1"];
    let mut args = vec!["solve", "catch-the-hare"];
    args.extend(sets);
    args.extend(["--dir", &dir, "--quiet"]);
    assert!(reynard(&args).status.success());
    let mut args = vec!["puzzles", "catch-the-hare"];
    args.extend(sets);
    args.extend(["--dir", &dir, "--count", "5", "--min-plies", "3", "--json"]);
    let out = reynard(&args);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let mut variant = reynard_rules::hunt::Variant::preset("catch-the-hare").expect("preset");
    for pair in ["flock_points=a1,b1,c1", "fox_wins_at=1"] {
        variant.set_pair(pair).expect("an option");
    }
    let rules = reynard_rules::hunt::Rules::new(&variant).expect("rules");
    assert_eq!(text.lines().count(), 5, "{text}");
    for line in text.lines() {
        let puzzle: serde_json::Value = serde_json::from_str(line).expect("one JSON object a line");
        let start = rules.parse_position(puzzle["position"].as_str().expect("a position")).expect("it reads");
        let solution = puzzle["solution"].as_array().expect("a solution");
        assert_eq!(solution.len() as u64, puzzle["plies"].as_u64().expect("plies"), "{line}");
        let mut pos = start;
        for mv in solution {
            let mv = rules.parse_move(&pos, mv.as_str().expect("a move")).expect("a legal move");
            pos = rules.play_unchecked(&pos, mv);
        }
        let winner = rules.outcome(&pos).and_then(|o| o.winner());
        assert_eq!(winner, Some(start.side()), "the solver wins: {line}");
        assert!(["only-win", "fastest-win"].contains(&puzzle["kind"].as_str().unwrap_or_default()), "{line}");
    }
    // Bad requests say what is wrong.
    let out = reynard(&["puzzles", "catch-the-hare", "--min-plies", "9", "--max-plies", "3"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("--min-plies 9 is above --max-plies 3"));
    let out = reynard(&["puzzles", "catch-the-hare", "--dir", "/nonexistent/reynard-tables"]);
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && error.contains("reynard solve"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tables_compress_into_a_folder_that_probes_alike() {
    let dir = temp_dir("compress-plain");
    let packed = temp_dir("compress-packed");
    let mut args = vec!["solve", "catch-the-hare"];
    args.extend(TINY);
    args.extend(["--dir", &dir, "--quiet"]);
    assert!(reynard(&args).status.success());
    let out = reynard(&["tables", "compress", &dir, "--out", &packed]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.lines().filter(|l| l.contains("every value checked")).count() >= 3, "{text}");
    assert!(
        text.lines().last().is_some_and(|l| l.contains(" files, ") && l.contains("bits a position")),
        "{text}"
    );
    let probe = |folder: &str| {
        let mut args = vec!["probe", "catch-the-hare"];
        args.extend(TINY);
        args.extend(["--moves", "b1-b2", "--dir", folder]);
        let out = reynard(&args);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        stdout(&out)
    };
    assert_eq!(probe(&packed), probe(&dir), "the same values from the compressed folder");
    // Values only: the same values, no distances.
    let wdl = temp_dir("compress-wdl");
    let out = reynard(&["tables", "compress", &dir, "--out", &wdl, "--values-only"]);
    assert!(out.status.success() && stdout(&out).contains("values only"), "{}", stdout(&out));
    let (with, without) = (probe(&dir), probe(&wdl));
    assert!(!without.contains(" plies"), "{without}");
    let strip = |text: &str| {
        text.lines()
            .map(|l| l.split(" in ").next().unwrap_or(l).trim_end_matches(')').to_string())
            .collect::<Vec<_>>()
    };
    let values = |text: &str| {
        strip(text).into_iter().map(|l| l.split(" (").next().unwrap_or("").to_string()).collect::<Vec<_>>()
    };
    assert_eq!(values(&without), values(&with), "{with}\n{without}");
    let _ = std::fs::remove_dir_all(&wdl);
    // Sparse: every value and distance, some of them found by a search.
    let sparse = temp_dir("compress-sparse");
    let mut args = vec!["tables", "compress", &dir, "--out", &sparse, "--sparse", "catch-the-hare"];
    args.extend(TINY);
    let out = reynard(&args);
    assert!(
        out.status.success() && stdout(&out).contains("sparse"),
        "{}{}",
        stdout(&out),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(probe(&sparse), probe(&dir), "the same values and distances from the sparse folder");
    let out = reynard(&["tables", "compress", &dir, "--out", &sparse, "--sparse", "no-such-game"]);
    assert!(!out.status.success() && String::from_utf8_lossy(&out.stderr).contains("no-such-game"));
    let _ = std::fs::remove_dir_all(&sparse);
    // A damaged compressed file is refused, saying so.
    let file = std::fs::read_dir(&packed)
        .expect("a folder")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .max()
        .expect("a file");
    let mut bytes = std::fs::read(&file).expect("read");
    let last = bytes.len() - 2;
    bytes[last] ^= 0xFF;
    std::fs::write(&file, bytes).expect("written");
    let mut args = vec!["probe", "catch-the-hare"];
    args.extend(TINY);
    args.extend(["--dir", &packed]);
    let out = reynard(&args);
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && error.contains("damaged"), "{error}");
    // A folder without tables says what to do.
    let empty = temp_dir("compress-empty");
    std::fs::create_dir_all(&empty).expect("a folder");
    let out = reynard(&["tables", "compress", &empty]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no table files"), "nothing to compress");
    for d in [dir, packed, empty] {
        let _ = std::fs::remove_dir_all(d);
    }
}
