//! Checkpoints: a solve stopped at any step (in the init or between levels) and run again
//! resumes the tier from its checkpoint and writes the same tables as a solve never
//! stopped; checkpoints go once the tier is solved; an unusable checkpoint is refused with
//! an error that names it, and is left where it is.

mod common;

use common::{rules, temp_dir};
use reynard_solver::{CheckpointError, NoProgress, Progress, SolveError, Tablebase, TierId};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Catch the Hare on the full board with 5 hunters; the hare wins at 3: tiers of 4 and 5
/// hunters, each with its init segments and a few dozen levels.
const HARE: [&str; 2] = ["flock_points=a1,b1,c1,d1,e1", "fox_wins_at=3"];

/// El Coyote with 4 chickens (they never step back: progress sub-tiers); the coyote wins
/// at 2.
const FORWARD: [&str; 2] = ["flock_points=a1,b1,c1,d1", "fox_wins_at=2"];

/// Asks the solve to stop once `stop_after` checkpoints are written, and records them.
struct StopAfter {
    stop: Arc<AtomicBool>,
    stop_after: u64,
    written: AtomicU64,
    bytes: Mutex<Vec<(TierId, u64)>>,
    resumed: Mutex<Vec<(TierId, String)>>,
}

impl StopAfter {
    fn new(stop_after: u64) -> StopAfter {
        StopAfter {
            stop: Arc::new(AtomicBool::new(false)),
            stop_after,
            written: AtomicU64::new(0),
            bytes: Mutex::new(Vec::new()),
            resumed: Mutex::new(Vec::new()),
        }
    }
}

impl Progress for StopAfter {
    fn checkpoint_written(&self, tier: TierId, bytes: u64, _seconds: f64) {
        self.bytes.lock().expect("not poisoned").push((tier, bytes));
        if self.written.fetch_add(1, Relaxed) + 1 >= self.stop_after {
            self.stop.store(true, Relaxed);
        }
    }

    fn resumed(&self, tier: TierId, at: &str) {
        self.resumed.lock().expect("not poisoned").push((tier, at.to_string()));
    }
}

fn tablebase(variant: &str, sets: &[&str], dir: &Path) -> Tablebase {
    Tablebase::new(&rules(variant, sets), dir)
}

/// The bytes of every table file, tier by tier.
fn files(tb: &Tablebase) -> Vec<Vec<u8>> {
    tb.tiers().iter().map(|&t| std::fs::read(tb.path(t)).expect("a table file")).collect()
}

fn checkpoints_in(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the tables folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e.to_string_lossy().starts_with("ckpt")))
        .collect();
    out.sort();
    out
}

/// Solves with a checkpoint at every step, stopping after `stop_after` checkpoints;
/// returns the error and what the progress saw.
fn solve_until_stopped(tb: Tablebase, stop_after: u64) -> (SolveError, StopAfter) {
    let progress = StopAfter::new(stop_after);
    let tb = tb.checkpoint_every(Some(Duration::ZERO)).stop_on(progress.stop.clone());
    let err = tb.solve(&progress).expect_err("stopped");
    (err, progress)
}

/// Stops after each of `stops` checkpoints in turn (each run resuming the last), then
/// solves to the end; the tables are those of a solve never stopped.
fn stopped_and_resumed_gives_the_same_tables(variant: &str, sets: &[&str], name: &str, stops: &[u64]) {
    let whole_dir = temp_dir(&format!("{name}-whole"));
    let whole = tablebase(variant, sets, &whole_dir);
    whole.solve(&NoProgress).expect("solved");
    let expected = files(&whole);

    let dir = temp_dir(&format!("{name}-stopped"));
    let mut resumed_from = Vec::new();
    for &stop_after in stops {
        let (err, progress) = solve_until_stopped(tablebase(variant, sets, &dir), stop_after);
        let SolveError::Interrupted { tier, checkpoint: Some(path) } = &err else {
            panic!("expected a stop with a checkpoint, got {err}");
        };
        assert!(err.to_string().contains("resumes it from its checkpoint"), "{err}");
        // The last checkpoint written is the one on disk, of the size reported.
        let written = progress.bytes.lock().expect("not poisoned").clone();
        let &(last_tier, bytes) = written.last().expect("checkpoints written");
        assert_eq!(last_tier, *tier);
        assert_eq!(std::fs::metadata(path).expect("the checkpoint").len(), bytes);
        assert_eq!(checkpoints_in(&dir), std::slice::from_ref(path));
        resumed_from.extend(progress.resumed.lock().expect("not poisoned").clone());
    }
    // Every run after the first resumed from the checkpoint of the one before.
    assert_eq!(resumed_from.len(), stops.len() - 1, "{resumed_from:?}");

    let resumed = tablebase(variant, sets, &dir);
    resumed.solve(&NoProgress).expect("solved");
    assert_eq!(files(&resumed), expected);
    assert!(checkpoints_in(&dir).is_empty(), "checkpoints left: {:?}", checkpoints_in(&dir));
}

#[test]
fn a_solve_stopped_in_the_init_resumes_to_the_same_tables() {
    stopped_and_resumed_gives_the_same_tables("catch-the-hare", &HARE, "ck-init", &[1, 3]);
}

#[test]
fn a_solve_stopped_between_levels_resumes_to_the_same_tables() {
    // A checkpoint after each of 16 init segments and each level: 27 in the tier of 4
    // hunters, 33 in that of 5. The first run stops in the levels of the first tier, the
    // second in the init of the second tier, the third in its levels.
    stopped_and_resumed_gives_the_same_tables("catch-the-hare", &HARE, "ck-levels", &[20, 10, 17]);
}

#[test]
fn a_solve_of_progress_sub_tiers_stopped_anywhere_resumes_to_the_same_tables() {
    stopped_and_resumed_gives_the_same_tables("el-coyote", &FORWARD, "ck-forward", &[2, 19, 40, 7]);
}

#[test]
fn a_stop_before_the_first_step_leaves_no_checkpoint() {
    let dir = temp_dir("ck-early");
    let stop = Arc::new(AtomicBool::new(true));
    let tb = tablebase("catch-the-hare", &HARE, &dir).stop_on(stop);
    let err = tb.solve(&NoProgress).expect_err("stopped");
    assert!(matches!(err, SolveError::Interrupted { checkpoint: None, .. }), "{err}");
    assert!(err.to_string().contains("starts from its beginning"), "{err}");
    assert!(checkpoints_in(&dir).is_empty());
}

/// A checkpoint of the first tier, and the tier.
fn one_checkpoint(name: &str) -> (PathBuf, PathBuf, TierId) {
    let dir = temp_dir(name);
    let (err, _) = solve_until_stopped(tablebase("catch-the-hare", &HARE, &dir), 18);
    let SolveError::Interrupted { tier, checkpoint: Some(path) } = err else {
        panic!("expected a checkpoint, got {err}");
    };
    (dir, path, tier)
}

/// The error of a solve that meets the checkpoint; the checkpoint is still there.
fn refused(dir: &Path, path: &Path) -> CheckpointError {
    let err = tablebase("catch-the-hare", &HARE, dir).solve(&NoProgress).expect_err("refused");
    assert!(path.exists(), "the checkpoint was deleted");
    let text = err.to_string();
    assert!(text.contains(&path.display().to_string()), "the error names the file: {text}");
    assert!(text.contains("delete it"), "the error says what to do: {text}");
    match err {
        SolveError::Checkpoint(err) => err,
        other => panic!("expected a checkpoint error, got {other}"),
    }
}

#[test]
fn a_damaged_checkpoint_is_refused_and_kept() {
    let (dir, path, _) = one_checkpoint("ck-damaged");
    let good = std::fs::read(&path).expect("the checkpoint");

    let mut flipped = good.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x10;
    std::fs::write(&path, &flipped).expect("written");
    assert!(refused(&dir, &path).to_string().contains("checksum"));

    std::fs::write(&path, &good[..good.len() - 100]).expect("written");
    assert!(refused(&dir, &path).to_string().contains("cut short"));

    let mut longer = good.clone();
    longer.extend_from_slice(&[0; 3]);
    std::fs::write(&path, &longer).expect("written");
    assert!(refused(&dir, &path).to_string().contains("after the checksum"));

    std::fs::write(&path, b"not a checkpoint at all").expect("written");
    assert!(refused(&dir, &path).to_string().contains("not a Reynard checkpoint"));

    // Put back whole, it is used.
    std::fs::write(&path, &good).expect("written");
    tablebase("catch-the-hare", &HARE, &dir).solve(&NoProgress).expect("resumed");
    assert!(!path.exists());
}

#[test]
fn a_checkpoint_of_another_tier_or_other_rules_is_refused() {
    let (dir, path, tier) = one_checkpoint("ck-foreign");
    let tb = tablebase("catch-the-hare", &HARE, &dir);
    let other_tier = *tb.tiers().iter().find(|&&t| t != tier).expect("two tiers");
    std::fs::rename(&path, tb.checkpoint_path(other_tier)).expect("renamed");
    let err = tb.solve(&NoProgress).expect_err("refused");
    assert!(err.to_string().contains(&format!("belongs to tier {tier}")), "{err}");
    std::fs::remove_file(tb.checkpoint_path(other_tier)).expect("removed");

    let (_, path, tier) = one_checkpoint("ck-foreign-rules");
    let coyote_dir = temp_dir("ck-foreign-coyote");
    let coyote = tablebase(
        "catch-the-hare",
        &["flock_points=a1,b1,c1,d1,e1", "fox_wins_at=3", "lines=orthogonal"],
        &coyote_dir,
    );
    assert_ne!(coyote.key(), tablebase("catch-the-hare", &HARE, &coyote_dir).key());
    std::fs::copy(&path, coyote.checkpoint_path(tier)).expect("copied");
    let err = coyote.solve(&NoProgress).expect_err("refused");
    assert!(err.to_string().contains("belongs to rules"), "{err}");
}

#[test]
fn a_checkpoint_left_beside_a_finished_table_is_deleted() {
    let (dir, path, _) = one_checkpoint("ck-stale");
    let kept = std::fs::read(&path).expect("the checkpoint");
    tablebase("catch-the-hare", &HARE, &dir).solve(&NoProgress).expect("resumed");
    assert!(!path.exists());
    // As if the solve had stopped between writing the table and deleting the checkpoint.
    std::fs::write(&path, &kept).expect("written");
    let report = tablebase("catch-the-hare", &HARE, &dir).solve(&NoProgress).expect("read");
    assert!(report.tiers.iter().all(|t| t.resumed), "every tier read from its table");
    assert!(!path.exists(), "the stale checkpoint is gone");
}
