//! The write path of moves, on SQLite and (with `REYNARD_TEST_PG_URL`) PostgreSQL: many
//! games' moves saved at once (committed in groups on both) are all kept, and a
//! second move at the same ply or a move over a stale revision is a conflict that writes
//! nothing, whatever else is saved with it; the other changes (seats claimed, moves taken
//! back, the state alone: on PostgreSQL committed in groups too) keep the same conflicts.

use super::{GameRow, GameState, SaveError, Store};
use crate::actions::StoreOp;
use futures_util::future::join_all;

/// A running game's row, by id.
fn game(id: &str) -> GameRow {
    GameRow {
        id: id.to_string(),
        family: "hunt".into(),
        preset: "fox-geese".into(),
        options: "[]".into(),
        seats: ["human".into(), "human".into()],
        tokens: [None, None],
        public: false,
        created_ms: 1,
        rated: false,
        clock: None,
        state: GameState { status: "running".into(), joined: [true, true], ..GameState::default() },
    }
}

/// The state after move `ply` (0-based): revision `ply + 1`.
fn after(ply: usize) -> GameState {
    GameState { ply: ply + 1, rev: ply as i64 + 1, ..game("").state }
}

async fn save(store: &Store, id: &str, ply: usize, text: &str, rev_over: i64) -> Result<(), SaveError> {
    let state = GameState { rev: rev_over + 1, ..after(ply) };
    store.save(id, &StoreOp::Append(ply, text.to_string()), &state, None).await
}

async fn moves_saved_together_are_kept_and_conflicts_write_nothing(store: Store) {
    // Ids unique to this run: the PostgreSQL database outlives it.
    let run = format!(
        "{:x}",
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos()
    );
    let ids: Vec<String> = (0..40).map(|i| format!("t{run}g{i}")).collect();
    for id in &ids {
        store.insert_game(&game(id)).await.expect("game stored");
    }
    let first = join_all(ids.iter().map(|id| save(&store, id, 0, "c3-c4", 0))).await;
    assert!(first.iter().all(Result::is_ok), "{first:?}");
    let (transactions, changes) = store.group_commits();
    assert!(changes > transactions, "moves sent at once are written together: {changes} in {transactions}");
    // A ply taken, over the right revision (a database out of step): refused, nothing
    // written, and the connection serves on.
    let taken = join_all(ids.iter().take(3).map(|id| save(&store, id, 0, "z", 1))).await;
    assert!(taken.iter().all(|r| matches!(r, Err(SaveError::Conflict))), "{taken:?}");
    assert_eq!(store.rev(&ids[0]).await.expect("read"), Some(1));
    // Every game twice at ply 1, at once: one of each pair is kept.
    let second = join_all(ids.iter().flat_map(|id| [id, id]).enumerate().map(|(i, id)| {
        let store = &store;
        async move { (id, i % 2, save(store, id, 1, if i % 2 == 0 { "a" } else { "b" }, 1).await) }
    }))
    .await;
    for id in &ids {
        let outcomes: Vec<_> = second.iter().filter(|(g, _, _)| *g == id).collect();
        let kept: Vec<_> = outcomes.iter().filter(|(_, _, r)| r.is_ok()).collect();
        assert_eq!(kept.len(), 1, "{id}: {outcomes:?}");
        assert!(outcomes.iter().any(|(_, _, r)| matches!(r, Err(SaveError::Conflict))), "{outcomes:?}");
        let (_, moves) = store.load(id).await.expect("loaded").expect("stored");
        assert_eq!(moves, ["c3-c4", if kept[0].1 == 0 { "a" } else { "b" }]);
    }
    // A stale revision, saved with good moves: refused alone.
    let third =
        join_all(ids.iter().enumerate().map(|(i, id)| save(&store, id, 2, "c", if i == 0 { 1 } else { 2 })))
            .await;
    assert!(matches!(third[0], Err(SaveError::Conflict)), "{:?}", third[0]);
    assert!(third[1..].iter().all(Result::is_ok), "{third:?}");
    let (row, moves) = store.load(&ids[0]).await.expect("loaded").expect("stored");
    assert_eq!((row.state.rev, moves.len()), (2, 2), "nothing of the stale move is written");
    assert_eq!(store.rev(&ids[1]).await.expect("read"), Some(3));
}

/// Ids unique to this run (the PostgreSQL database outlives it), `n` of them.
fn run_ids(n: usize) -> Vec<String> {
    let run = format!(
        "{:x}",
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos()
    );
    (0..n).map(|i| format!("t{run}c{i}")).collect()
}

async fn claims_takebacks_and_states_saved_together_keep_their_conflicts(store: Store) {
    let ids = run_ids(30);
    // Games whose second seat waits for its player, at revision 0.
    let waiting = |id: &str| {
        let mut row = game(id);
        row.state.joined = [true, false];
        row.state.status = "open".into();
        row
    };
    for id in &ids {
        store.insert_game(&waiting(id)).await.expect("game stored");
    }
    let joined = GameState { joined: [true, true], rev: 1, ..game("").state };
    let claim = |seat, hash: &str, public| StoreOp::Claim { seat, token_hash: hash.to_string(), public };
    // Every seat claimed twice at once: one of each pair is kept, with its token.
    let claims = join_all(ids.iter().flat_map(|id| [(id, "first"), (id, "second")]).map(|(id, hash)| {
        let (store, state, op) = (&store, &joined, claim(1, hash, false));
        async move { (id, hash, store.save(id, &op, state, None).await) }
    }))
    .await;
    for id in &ids {
        let outcomes: Vec<_> = claims.iter().filter(|(g, _, _)| *g == id).collect();
        let kept: Vec<_> = outcomes.iter().filter(|(_, _, r)| r.is_ok()).collect();
        assert_eq!(kept.len(), 1, "{id}: {outcomes:?}");
        assert!(outcomes.iter().any(|(_, _, r)| matches!(r, Err(SaveError::Conflict))), "{outcomes:?}");
        let (row, _) = store.load(id).await.expect("loaded").expect("stored");
        assert_eq!(
            (row.tokens[1].as_deref(), row.state.joined, row.state.rev),
            (Some(kept[0].1), [true, true], 1)
        );
    }
    // A seat taken, claimed over the right revision (a database out of step), and a
    // private game's seat claimed as a public one's: refused, nothing written.
    let again = GameState { rev: 2, ..joined.clone() };
    let taken = store.save(&ids[0], &claim(1, "third", false), &again, None).await;
    assert!(matches!(taken, Err(SaveError::Conflict)), "{taken:?}");
    let other = waiting(&format!("{}p", ids[0]));
    store.insert_game(&other).await.expect("game stored");
    let private = store.save(&other.id, &claim(1, "fourth", true), &joined, None).await;
    assert!(matches!(private, Err(SaveError::Conflict)), "{private:?}");
    let (row, _) = store.load(&other.id).await.expect("loaded").expect("stored");
    assert_eq!((row.tokens[1].clone(), row.state.rev), (None, 0));

    // Three moves, then taken back from ply 1 (and the state alone) over a stale or the
    // right revision, all at once: the stale ones write nothing.
    for id in &ids {
        for ply in 0..3 {
            save(&store, id, ply, &format!("m{ply}"), ply as i64 + 1).await.expect("move");
        }
    }
    let changes = join_all(ids.iter().enumerate().map(|(i, id)| {
        let store = &store;
        // Revision 4 after the claim and three moves; even games a stale revision.
        let over = if i % 2 == 0 { 3 } else { 4 };
        let (op, state) = if i % 3 == 0 {
            (StoreOp::State, GameState { draw_offer: Some(0), rev: over + 1, ..after(2) })
        } else {
            (StoreOp::Truncate(1), GameState { rev: over + 1, ..after(0) })
        };
        async move { store.save(id, &op, &state, None).await }
    }))
    .await;
    for (i, (id, saved)) in ids.iter().zip(&changes).enumerate() {
        let (row, moves) = store.load(id).await.expect("loaded").expect("stored");
        match (i % 2 == 0, i % 3 == 0) {
            (true, _) => {
                assert!(matches!(saved, Err(SaveError::Conflict)), "{id}: {saved:?}");
                assert_eq!((row.state.rev, moves.len(), row.state.draw_offer), (4, 3, None), "{id}");
            }
            (false, true) => {
                assert!(saved.is_ok(), "{id}: {saved:?}");
                assert_eq!((row.state.rev, moves.len(), row.state.draw_offer), (5, 3, Some(0)), "{id}");
            }
            (false, false) => {
                assert!(saved.is_ok(), "{id}: {saved:?}");
                assert_eq!((row.state.rev, moves), (5, vec!["m0".to_string()]), "{id}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_moves_saved_together() {
    let dir = std::env::temp_dir().join(format!("reynard-store-test-{}", std::process::id()));
    let store = Store::open(&format!("sqlite://{}", dir.join("games.db").display())).await.expect("store");
    moves_saved_together_are_kept_and_conflicts_write_nothing(store.clone()).await;
    claims_takebacks_and_states_saved_together_keep_their_conflicts(store).await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_moves_saved_together() {
    let Ok(url) = std::env::var("REYNARD_TEST_PG_URL") else { return };
    let store = Store::open(&url).await.expect("store");
    moves_saved_together_are_kept_and_conflicts_write_nothing(store.clone()).await;
    claims_takebacks_and_states_saved_together_keep_their_conflicts(store).await;
}
