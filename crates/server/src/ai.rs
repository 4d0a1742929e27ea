//! The AI off the async runtime: each search runs on a blocking thread, with a time limit,
//! and a semaphore bounds how many run at once, so thinking cannot starve the server.

use crate::anygame::AnyGame;
use reynard_search::level::Level;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Runs AI searches.
#[derive(Clone, Debug)]
pub struct Ai {
    permits: Arc<Semaphore>,
    time: Duration,
}

impl Ai {
    /// At most `searches` searches at once, each thinking at most `time`.
    pub fn new(searches: usize, time: Duration) -> Ai {
        Ai { permits: Arc::new(Semaphore::new(searches.max(1))), time }
    }

    /// The AI's move in `game` at `level`, in notation; waits for a free search slot.
    /// `None` when there is no move (or the search thread failed).
    pub async fn choose(&self, game: AnyGame, level: Level, seed: u64) -> Option<String> {
        let permit = self.permits.clone().acquire_owned().await.ok()?;
        let time = self.time;
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            game.ai_move(level, time, seed)
        })
        .await
        .ok()
        .flatten()
    }
}
