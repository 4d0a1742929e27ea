//! The AI off the async runtime: each search runs on a blocking thread, with a time limit,
//! and a semaphore bounds how many run at once, so thinking cannot starve the server. Moves
//! and analyses on request share the same bound.

use crate::error::ApiError;
use reynard_play::{AnalysisView, AnyGame, ExploreView, ReviewView};
use reynard_rules::hunt;
use reynard_search::level::Level;
use reynard_search::limits::Limits;
use reynard_tables::puzzles::{Puzzle, PuzzleOptions, draw_puzzles};
use reynard_tables::{TableDir, TablesStatus};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Runs AI searches.
#[derive(Clone, Debug)]
pub struct Ai {
    permits: Arc<Semaphore>,
    slots: usize,
    waiting: Arc<std::sync::atomic::AtomicUsize>,
    time: Duration,
    tables: Arc<TableDir>,
}

impl Ai {
    /// At most `searches` searches at once, each thinking at most `time`; levels 9–10 and
    /// analyses use the solved tables in `tables`.
    pub fn new(searches: usize, time: Duration, tables: TableDir) -> Ai {
        let slots = searches.max(1);
        Ai {
            permits: Arc::new(Semaphore::new(slots)),
            slots,
            waiting: Arc::default(),
            time,
            tables: Arc::new(tables),
        }
    }

    /// Searches running now.
    pub fn running(&self) -> usize {
        self.slots.saturating_sub(self.permits.available_permits())
    }

    /// Searches waiting for a slot now.
    pub fn waiting(&self) -> usize {
        self.waiting.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// A search slot, counted as waited for until it is had.
    async fn permit(&self) -> Option<OwnedSemaphorePermit> {
        use std::sync::atomic::Ordering::Relaxed;
        self.waiting.fetch_add(1, Relaxed);
        let permit = self.permits.clone().acquire_owned().await.ok();
        self.waiting.fetch_sub(1, Relaxed);
        permit
    }

    /// The AI's move in `game` at `level`, in notation, thinking at most its usual time or
    /// `budget` (its clock's share), whichever is less; waits for a free search slot.
    /// `None` when there is no move (or the search thread failed).
    pub async fn choose(
        &self,
        game: AnyGame,
        level: Level,
        seed: u64,
        budget: Option<Duration>,
    ) -> Option<String> {
        let permit = self.permit().await?;
        let time = budget.map_or(self.time, |budget| budget.min(self.time));
        let tables = self.tables.clone();
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            game.ai_move(level, time, seed, &tables)
        })
        .await
        .ok()
        .flatten()
    }

    /// The AI's opinion of the position of `game`. Waits for a free search slot at most
    /// as long as a search may take; then the server is too busy (`503 busy`).
    pub async fn analyse(&self, game: AnyGame) -> Result<AnalysisView, ApiError> {
        let permit = self.permit_within(self.time.max(Duration::from_secs(1))).await?;
        let (time, tables) = (self.time, self.tables.clone());
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            game.analyse(time, &tables)
        })
        .await
        .map_err(|_| ApiError::Busy)
    }

    /// Every legal move of `game`'s position with its value: solved where the tables know
    /// it, else the engine's score of each move within the usual time. Waits for a free
    /// search slot as [`Ai::analyse`] does.
    pub async fn explore(&self, game: AnyGame) -> Result<ExploreView, ApiError> {
        let permit = self.permit_within(self.time.max(Duration::from_secs(1))).await?;
        let (limits, tables) = (Limits { time: Some(self.time), ..Limits::default() }, self.tables.clone());
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            game.explore(&limits, &tables)
        })
        .await
        .map_err(|_| ApiError::Busy)
    }

    /// `game` reviewed move by move: every position explored, solved where the tables
    /// know it, else searched for a share of about eight thinking times in all (at least
    /// 20 ms a position, at most one thinking time). Waits for a search slot as
    /// [`Ai::analyse`] does.
    pub async fn review(&self, game: AnyGame) -> Result<ReviewView, ApiError> {
        let permit = self.permit_within(self.time.max(Duration::from_secs(1))).await?;
        let positions = game.ply() as u32 + 1;
        let each = (self.time * 8 / positions)
            .clamp(Duration::from_millis(20), self.time.max(Duration::from_millis(20)));
        let (limits, tables) = (Limits { time: Some(each), ..Limits::default() }, self.tables.clone());
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            game.review(&limits, &tables)
        })
        .await
        .map_err(|_| ApiError::Busy)
    }

    /// A puzzle drawn from the tables of `rules` (see [`draw_puzzles`]); `None` when the
    /// server has no tables of them or none fits `options`. Reads the tables on a search
    /// slot, as [`Ai::analyse`] waits for one.
    pub async fn puzzle(
        &self,
        rules: hunt::Rules,
        options: PuzzleOptions,
    ) -> Result<Option<Puzzle>, ApiError> {
        let permit = self.permit_within(self.time.max(Duration::from_secs(1))).await?;
        let tables = self.tables.clone();
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let tables = tables.hunt_tables(&rules)?;
            // A table that cannot be read means no puzzle here, as no table does.
            draw_puzzles(&tables, 1, &options).ok()?.pop()
        })
        .await
        .map_err(|_| ApiError::Busy)
    }

    /// How much of the tables of each of `rules` the tables folder holds (counting a
    /// variant's positions the first time takes a moment: off the async runtime), and the
    /// folder.
    pub async fn tables_status(
        &self,
        rules: Vec<hunt::Rules>,
    ) -> Result<(Vec<TablesStatus>, std::path::PathBuf), ApiError> {
        let tables = self.tables.clone();
        tokio::task::spawn_blocking(move || {
            (rules.iter().map(|r| tables.status(r)).collect(), tables.dir().to_path_buf())
        })
        .await
        .map_err(|_| ApiError::Busy)
    }

    async fn permit_within(&self, wait: Duration) -> Result<OwnedSemaphorePermit, ApiError> {
        match tokio::time::timeout(wait, self.permit()).await {
            Ok(Some(permit)) => Ok(permit),
            _ => Err(ApiError::Busy),
        }
    }
}
