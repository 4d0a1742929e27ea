//! `mpirun -n N reynard-mpi solve …` writes the single solver's tables byte for byte
//! (N = 1–4, or the counts in `REYNARD_MPI_PROCS`, like `2,3`), and a solve whose process
//! is killed resumes at the first unfinished tier. Skipped, saying so, where `mpirun` is
//! absent or the crate is built without its feature `mpi`.

mod common;

use common::{COYOTE, HARE, assert_same_files, files, rules, single_solver_files, temp_dir};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The process counts to run.
fn counts() -> Vec<usize> {
    match std::env::var("REYNARD_MPI_PROCS") {
        Ok(list) => list.split(',').map(|n| n.trim().parse().expect("REYNARD_MPI_PROCS: numbers")).collect(),
        Err(_) => vec![1, 2, 3, 4],
    }
}

/// Whether the test can run here (else says why).
fn can_run() -> bool {
    if !cfg!(feature = "mpi") {
        eprintln!(
            "skipped: reynard-solver-mpi built without its feature `mpi` (cargo test -p reynard-solver-mpi --features mpi)"
        );
        return false;
    }
    if Command::new("mpirun").arg("--version").output().is_err() {
        eprintln!("skipped: no mpirun here (apt-get install openmpi-bin libopenmpi-dev)");
        return false;
    }
    true
}

/// `mpirun -n n reynard-mpi solve PRESET --set … --dir DIR` and its arguments.
fn mpirun(n: usize, (preset, sets): (&str, &[&str]), dir: &Path, extra: &[&str]) -> Command {
    let mut cmd = Command::new("mpirun");
    // Root in containers and CI; more processes than cores on a small machine.
    cmd.args(["--allow-run-as-root", "--oversubscribe", "-n", &n.to_string()]);
    cmd.arg(env!("CARGO_BIN_EXE_reynard-mpi")).args(["solve", preset]);
    for s in sets {
        cmd.args(["--set", s]);
    }
    cmd.arg("--dir").arg(dir).args(extra);
    cmd
}

fn run(mut cmd: Command) -> Output {
    let out = cmd.output().expect("mpirun runs");
    assert!(out.status.success(), "mpirun failed: {}", String::from_utf8_lossy(&out.stderr));
    out
}

fn same_as_single(name: &str, variant: (&str, &[&str])) {
    if !can_run() {
        return;
    }
    let expected = single_solver_files(name, &rules(variant.0, variant.1));
    for n in counts() {
        let dir = temp_dir(&format!("mpirun-{name}-{n}"));
        run(mpirun(n, variant, &dir, &[]));
        assert_same_files(&expected, &files(&dir), &format!("mpirun -n {n}"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn catch_the_hare_under_mpirun_as_the_single_solver() {
    same_as_single("hare", HARE);
}

#[test]
fn el_coyote_under_mpirun_as_the_single_solver() {
    same_as_single("coyote", COYOTE);
}

/// The processes whose parent is `pid` (read from /proc).
fn children_of(pid: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&p| {
            std::fs::read_to_string(format!("/proc/{p}/stat")).ok().is_some_and(|stat| {
                // The fields after the command name (in parentheses): state, then parent.
                stat.rsplit_once(')')
                    .and_then(|(_, rest)| rest.split_whitespace().nth(1)?.parse::<u32>().ok())
                    == Some(pid)
            })
        })
        .collect()
}

#[test]
fn a_killed_process_costs_the_tier_in_work_and_the_same_command_resumes() {
    if !can_run() {
        return;
    }
    let expected = single_solver_files("killed", &rules(COYOTE.0, COYOTE.1));
    let dir = temp_dir("mpirun-killed");
    // A pause after each tier leaves time to kill a process between the third and the last.
    let mut cmd = mpirun(3, COYOTE, &dir, &["--pause-after-tier-ms", "150"]);
    let mut job = cmd.stdout(Stdio::null()).stderr(Stdio::null()).spawn().expect("mpirun starts");
    let started = Instant::now();
    let tables = |dir: &Path| files(dir).iter().filter(|(n, _)| n.ends_with(".rtb")).count();
    while tables(&dir) < 3 {
        assert!(started.elapsed() < Duration::from_secs(120), "no tier solved in two minutes");
        std::thread::sleep(Duration::from_millis(20));
    }
    let ranks = children_of(job.id());
    assert!(!ranks.is_empty(), "mpirun's processes found");
    let victim = ranks[ranks.len() - 1];
    let killed = Command::new("kill").args(["-KILL", &victim.to_string()]).status().expect("kill runs");
    assert!(killed.success());
    let status = job.wait().expect("mpirun ends");
    assert!(!status.success(), "the job fails when a process is killed");
    let kept = tables(&dir);
    assert!(kept >= 3 && kept < expected.len(), "stopped partway: {kept} of {} tables", expected.len());
    // The same command (here on 2 processes) resumes at the first unfinished tier.
    let out = run(mpirun(2, COYOTE, &dir, &[]));
    let log = String::from_utf8_lossy(&out.stderr);
    assert_eq!(log.matches("solved already").count(), kept, "the finished tiers are kept: {log}");
    let got: Vec<_> = files(&dir).into_iter().filter(|(n, _)| n.ends_with(".rtb")).collect();
    assert_same_files(&expected, &got, "resumed");
    let _ = std::fs::remove_dir_all(&dir);
}
