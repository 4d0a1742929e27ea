//! The sources' claims, answered (web/atlas/claims.json, docs/claims.md, the page
//! `#/claims`): every figure the answers quote is checked against what gives it. Solved
//! values against docs/solved.md, match scores against the atlas's cells files, the sizes
//! of solves not done against `reynard solve --plan`, and counted endgames against a fresh
//! solve and `reynard tables stats` (the smallest here, every one in the ignored test).

use serde_json::Value as Json;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn claims() -> Json {
    serde_json::from_str(&read("web/atlas/claims.json")).expect("claims.json is JSON")
}

/// Runs `reynard ARGS`; its stdout (the run must succeed).
fn reynard(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "reynard {args:?}: {stdout}{}", String::from_utf8_lossy(&out.stderr));
    stdout
}

/// The words of a `reynard …` command after `reynard`.
fn words(command: &str) -> Vec<&str> {
    let words: Vec<&str> = command.split_whitespace().collect();
    assert_eq!(words.first(), Some(&"reynard"), "{command}");
    words[1..].to_vec()
}

/// The arguments a fact gives the answer sentences (as web/claims.js makes them).
fn provided(id: &str, fact: &Json) -> Vec<String> {
    let fields: &[&str] = match fact["kind"].as_str().expect("a kind") {
        "solved" => &["plies", "moves"],
        "match" => &["score", "low", "high", "games", "wins", "draws", "losses"],
        "endgame" => {
            &["positions", "flock_share", "hunter_share", "hunter_wins", "draw_share", "start", "start_plies"]
        }
        "plan" => &["billions", "gb"],
        other => panic!("fact {id}: unknown kind {other}"),
    };
    fields.iter().map(|f| format!("{id}_{f}")).collect()
}

/// The variables (`$name`) of a Fluent message in `text`, or `None` when it is missing.
fn message_variables(text: &str, id: &str) -> Option<BTreeSet<String>> {
    let start = text.find(&format!("\n{id} ="))?;
    let rest = &text[start + 1..];
    let end = rest[1..].find("\nclaim").map_or(rest.len(), |e| e + 1);
    let body = &rest[..end];
    let mut out = BTreeSet::new();
    for piece in body.split('$').skip(1) {
        let name: String = piece.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        out.insert(name);
    }
    Some(out)
}

#[test]
fn every_claim_is_quoted_from_a_source_file_and_answered_in_the_language_files() {
    let data = claims();
    let facts = data["facts"].as_object().expect("facts");
    let claims = data["claims"].as_array().expect("claims");
    assert!(claims.len() >= 10, "the sources make more claims than {}", claims.len());
    let english = read("crates/i18n/locales/en/claims.ftl");
    let docs = read("docs/claims.md");
    let script = read("web/claims.js");
    let mut ids = BTreeSet::new();
    for claim in claims {
        let id = claim["id"].as_str().expect("an id");
        assert!(ids.insert(id), "claim {id} twice");
        let source = claim["source"].as_str().expect("a source");
        let (number, rest) = source.split_once('_').expect("NNN_hash.txt");
        assert!(number.len() == 3 && number.chars().all(|c| c.is_ascii_digit()), "{id}: {source}");
        assert!(rest.len() == 20 && rest.ends_with(".txt"), "{id}: {source}");
        assert!(
            matches!(claim["lang"].as_str(), Some("ru" | "pl")),
            "{id}: the sources are Russian and Polish"
        );
        assert!(claim["quote"].as_str().is_some_and(|q| q.chars().count() > 10), "{id}: a quote");
        let verdict = claim["verdict"].as_str().expect("a verdict");
        assert!(["confirmed", "refuted", "partly", "open"].contains(&verdict), "{id}: {verdict}");
        assert!(
            script.contains("claims-verdict-${claim.verdict}")
                && english.contains(&format!("claims-verdict-{verdict} =")),
            "{verdict} is shown"
        );
        assert!(docs.contains(source) && docs.contains(&format!("`{id}`")), "docs/claims.md answers {id}");

        let mut given = BTreeSet::new();
        for fact in claim["facts"].as_array().expect("facts") {
            let fact_id = fact.as_str().expect("a fact id");
            let fact = facts.get(fact_id).unwrap_or_else(|| panic!("{id}: no fact {fact_id}"));
            given.extend(provided(fact_id, fact));
        }
        assert!(message_variables(&english, &format!("claim-{id}-says")).is_some(), "{id}: what it says");
        let used = message_variables(&english, &format!("claim-{id}-answer")).expect("an answer");
        for name in &used {
            assert!(given.contains(name), "{id}: the answer quotes ${name}, which none of its facts gives");
        }
    }
    // Every kind's arguments are made by the page.
    for field in [
        "_plies",
        "_score",
        "_low",
        "_high",
        "_flock_share",
        "_hunter_share",
        "_hunter_wins",
        "_draw_share",
        "_start_plies",
        "_billions",
        "_gb",
    ] {
        assert!(script.contains(&format!("}}{field}`]")), "web/claims.js gives {field}");
    }
}

#[test]
fn solved_values_are_those_of_docs_solved() {
    let docs = read("docs/solved.md");
    for (id, fact) in claims()["facts"].as_object().expect("facts") {
        if fact["kind"] != "solved" || fact["plies"].is_null() {
            continue;
        }
        let command = fact["command"].as_str().expect("a command");
        let row = docs
            .lines()
            .find(|l| l.starts_with('|') && l.contains(&format!("`{command}`")))
            .unwrap_or_else(|| panic!("{id}: no row of docs/solved.md for `{command}`"));
        let columns: Vec<&str> = row.split('|').map(|c| c.trim().trim_matches('*')).collect();
        let winner = if fact["winner"] == "flock" { " win" } else { "" };
        assert!(columns[3].ends_with(winner) && columns[3] != "draw", "{id}: {row}");
        assert_eq!(columns[4], fact["plies"].to_string(), "{id}: {row}");
    }
}

#[test]
fn match_scores_are_cells_of_the_atlas() {
    for (id, fact) in claims()["facts"].as_object().expect("facts") {
        if fact["kind"] != "match" {
            continue;
        }
        let file = format!("web/atlas/{}.jsonl", fact["cells"].as_str().expect("a cells file"));
        let wanted = fact["cell"].as_object().expect("the cell's options");
        let cells: Vec<Json> =
            read(&file).lines().map(|l| serde_json::from_str(l).expect("a JSON cell")).collect();
        let cell = cells
            .iter()
            .find(|c| wanted.iter().all(|(k, v)| &c["options"][k] == v))
            .unwrap_or_else(|| panic!("{id}: no cell {wanted:?} in {file}"));
        assert_eq!(cell["method"], "match", "{id}");
        let variant = words(fact["command"].as_str().expect("a command"))[1];
        assert_eq!(cell["variant"], variant, "{id}: the command measured another game");
        let interval = cell["interval"].as_array().expect("an interval");
        let score = cell["score"].as_f64().expect("a score");
        assert!(interval[0].as_f64() <= Some(score) && Some(score) <= interval[1].as_f64(), "{id}: {cell}");
    }
}

#[test]
fn the_sizes_of_solves_not_done_are_those_the_solver_plans() {
    for (id, fact) in claims()["facts"].as_object().expect("facts") {
        if fact["kind"] != "plan" {
            continue;
        }
        let dir = std::env::temp_dir().join(format!("reynard-claims-plan-{}", std::process::id()));
        let dir = dir.to_string_lossy().to_string();
        let mut args = words(fact["command"].as_str().expect("a command"));
        args.extend(["--dir", &dir]);
        let out = reynard(&args);
        let total = out.lines().find(|l| l.starts_with("total: ")).unwrap_or_else(|| panic!("{id}: {out}"));
        let number = |after: &str| -> u64 {
            let rest = &total[total.find(after).expect(after) + after.len()..];
            rest.split_whitespace().next().expect("a number").parse().expect("a number")
        };
        assert_eq!(number("total: "), fact["positions"].as_u64().expect("positions"), "{id}: {total}");
        assert_eq!(number("tables "), fact["table_mb"].as_u64().expect("table_mb"), "{id}: {total}");
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Solves an endgame fact's set-up in a fresh folder and checks its figures: the start's
/// value as the solve prints it, and the top material's counts by `reynard tables stats`,
/// which also agree with the solve's own count of wins, losses and draws.
fn check_endgame(id: &str, fact: &Json) {
    let dir = std::env::temp_dir().join(format!("reynard-claims-{id}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir_text = dir.to_string_lossy().to_string();
    let mut solve = words(fact["command"].as_str().expect("a command"));
    solve.extend(["--dir", &dir_text]);
    let solved = reynard(&solve);
    let value = solved.lines().find(|l| l.starts_with("value: ")).unwrap_or_else(|| panic!("{id}: {solved}"));
    match fact["start"].as_str().expect("a start") {
        "draw" => assert!(value.contains("draw"), "{id}: {value}"),
        winner => {
            let plies = fact["start_plies"].as_u64().expect("the start's plies");
            assert!(value.contains(&format!(" in {plies} plies")), "{id}: {value}");
            assert!(!value.contains("draw"), "{id} ({winner}): {value}");
        }
    }
    let mut stats = words(fact["stats"].as_str().expect("a stats command"));
    stats.extend(["--dir", &dir_text, "--json"]);
    let lines: Vec<Json> =
        reynard(&stats).lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    let top = lines.iter().find(|l| l["flock"] == fact["flock"]).unwrap_or_else(|| panic!("{id}: {lines:?}"));
    assert_eq!(top["flock_to_move"], fact["flock_to_move"], "{id}");
    assert_eq!(top["hunter_to_move"], fact["hunter_to_move"], "{id}");

    // The solve's own tier line ("tier 1 fox 5 geese: N positions: W wins, L losses, D
    // draws (side to move)"): wins and losses for the side to move, and draws.
    let flock = fact["flock"].to_string();
    let tier = solved
        .lines()
        .find(|l| {
            l.starts_with("tier ")
                && l.contains(" wins, ")
                && l.split(':').next().and_then(|t| t.split_whitespace().nth(3)) == Some(flock.as_str())
        })
        .unwrap_or_else(|| panic!("{id}: no tier line of {flock} in {solved}"));
    let count = |word: &str| -> u64 {
        let before = &tier[..tier.find(word).expect(word)];
        before.split_whitespace().last().expect("a number").parse().expect("a number")
    };
    let n = |side: &str, who: &str| top[side][who].as_u64().expect("a count");
    let mover_wins = n("flock_to_move", "flock") + n("hunter_to_move", "hunter");
    let mover_losses = n("flock_to_move", "hunter") + n("hunter_to_move", "flock");
    let draws = n("flock_to_move", "draw") + n("hunter_to_move", "draw");
    assert_eq!(
        (count(" wins,"), count(" losses,"), count(" draws")),
        (mover_wins, mover_losses, draws),
        "{tier}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

fn endgames() -> Vec<(String, Json)> {
    let data = claims();
    let facts = data["facts"].as_object().expect("facts");
    let mut out: Vec<(String, Json)> =
        facts.iter().filter(|(_, f)| f["kind"] == "endgame").map(|(id, f)| (id.clone(), f.clone())).collect();
    let size = |f: &Json| {
        ["flock", "hunter", "draw"].iter().map(|k| f["flock_to_move"][k].as_u64().unwrap_or(0)).sum::<u64>()
    };
    out.sort_by_key(|(_, f)| size(f));
    out
}

#[test]
fn the_smallest_counted_endgame_is_counted_again() {
    let all = endgames();
    let (id, fact) = all.first().expect("an endgame fact");
    check_endgame(id, fact);
}

#[test]
#[ignore = "solves every endgame the claims count: minutes in a release build"]
fn every_counted_endgame_is_counted_again() {
    for (id, fact) in endgames() {
        check_endgame(&id, &fact);
    }
}
