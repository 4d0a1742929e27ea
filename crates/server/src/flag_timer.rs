//! A timed game's flag timer: one task for as long as the game is in memory, not one a move.
//!
//! Each change of the game sets the moment its running clock runs out (or none): a store
//! into an atomic, which wakes the task only when the new moment comes before the one it
//! sleeps until. A later moment is found when the task wakes: it then sleeps again. At the
//! moment, the hub ends the game on time ([`Hub::flag_if_due`]), tried again until that is
//! stored (the database may be away) or no longer due.
//!
//! Why: a task spawned at each move (and the one before aborted) cost a task's allocation,
//! a timer's registration and often a hand-off between tokio's threads per move.

use crate::hub::Hub;
use crate::time::TimeSource;
use std::sync::atomic::{AtomicI64, Ordering::SeqCst};
use std::sync::{Arc, OnceLock, Weak};
use std::time::Duration;
use tokio::sync::Notify;
use tokio::task::AbortHandle;

/// No moment set: no clock runs out.
const NONE: i64 = i64::MAX;

/// The wait before a loss on time the store could not take is tried again; each later wait
/// doubles, up to [`RETRY_MOST`].
const RETRY_FIRST: Duration = Duration::from_millis(200);
/// The longest wait between two tries of a loss on time.
const RETRY_MOST: Duration = Duration::from_secs(5);

/// One game's flag timer; its task ends when it is dropped (with the game's room).
#[derive(Debug, Default)]
pub(crate) struct FlagTimer {
    shared: Arc<Shared>,
    task: OnceLock<AbortHandle>,
}

/// What the game's changes and the timer's task share.
#[derive(Debug)]
struct Shared {
    /// When the running clock runs out (ms since 1970), or [`NONE`].
    deadline: AtomicI64,
    /// The moment the task sleeps until ([`NONE`]: until woken; `i64::MIN` before it runs:
    /// it reads the deadline when it starts).
    target: AtomicI64,
    /// Wakes the task for a deadline before its target.
    earlier: Notify,
}

impl Default for Shared {
    fn default() -> Shared {
        Shared { deadline: AtomicI64::new(NONE), target: AtomicI64::new(i64::MIN), earlier: Notify::new() }
    }
}

impl FlagTimer {
    /// Sets when game `id`'s running clock runs out (`None`: no clock runs), starting the
    /// task on the first moment set.
    pub(crate) fn set(&self, deadline: Option<i64>, hub: &Arc<Hub>, time: &TimeSource, id: &str) {
        let deadline = deadline.unwrap_or(NONE);
        self.shared.deadline.store(deadline, SeqCst);
        if deadline == NONE {
            // The task finds no moment when it next wakes.
            return;
        }
        // The task stores its target before reading the deadline again, this stores the
        // deadline before reading the target: one of them sees the other's.
        if deadline < self.shared.target.load(SeqCst) {
            self.shared.earlier.notify_one();
        }
        self.task.get_or_init(|| {
            let task = run(self.shared.clone(), time.clone(), Arc::downgrade(hub), id.to_string());
            tokio::spawn(task).abort_handle()
        });
    }
}

impl Drop for FlagTimer {
    fn drop(&mut self) {
        if let Some(task) = self.task.get() {
            task.abort();
        }
    }
}

/// The timer's task: sleeps until the deadline, and when it has come ends the game on
/// time; until the hub is gone (or the task aborted). A deadline acted on and set again
/// unchanged (the game did not end) waits for the next change, never spins.
async fn run(shared: Arc<Shared>, time: TimeSource, hub: Weak<Hub>, id: String) {
    let mut settled = None;
    loop {
        let deadline = shared.deadline.load(SeqCst);
        let target = if settled == Some(deadline) { NONE } else { deadline };
        shared.target.store(target, SeqCst);
        if shared.deadline.load(SeqCst) != deadline {
            continue;
        }
        if target == NONE {
            shared.earlier.notified().await;
            continue;
        }
        tokio::select! {
            () = time.sleep_until(target) => {}
            () = shared.earlier.notified() => continue,
        }
        // Moved later meanwhile (without waking this task): sleep again.
        let due = shared.deadline.load(SeqCst);
        if time.now_ms() < due {
            continue;
        }
        let mut wait = RETRY_FIRST;
        loop {
            let Some(hub) = hub.upgrade() else { return };
            if hub.flag_if_due(&id).await {
                break;
            }
            drop(hub);
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(RETRY_MOST);
        }
        settled = Some(due);
    }
}
