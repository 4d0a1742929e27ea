//! The batch plays exactly as one `ActionState` a game would: the same random steps from the
//! same seeds, the same legal actions, observations, rewards and restarts, and the same
//! games handed out; an illegal action refuses the whole step.

use reynard_play::actions::{Action, ActionBatch, ActionError, ActionState, layout_of};
use reynard_play::{AnyRules, PlayFamily, with_family};
use reynard_rules::{EndReason, Family, Game, Outcome};
use reynard_search::Rng;
use std::sync::Arc;

/// What the reference games saw end, to show the test reached every way a game ends.
#[derive(Debug, Default)]
struct Ends {
    by_rules: usize,
    by_repetition: usize,
    by_limit: usize,
}

/// The games of a batch as the reference plays them: one state a game, each with the
/// generator the batch gives it.
struct Reference<R: PlayFamily> {
    start: ActionState<R>,
    states: Vec<ActionState<R>>,
    rngs: Vec<Rng>,
    ends: Ends,
}

impl<R: PlayFamily> Reference<R> {
    fn new(start: ActionState<R>, size: usize, seed: u64) -> Self {
        let rngs = (0..size as u64).map(|i| Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(i))).collect();
        Reference { states: vec![start.clone(); size], start, rngs, ends: Ends::default() }
    }

    /// Checks game `i` after it took an action against what the batch reported, and starts
    /// it again if it ended.
    fn settle(&mut self, i: usize, reported: ([f64; 2], bool, bool)) {
        let state = &self.states[i];
        let expected = if state.is_terminal() {
            (state.returns(), !state.limit_reached(), state.limit_reached())
        } else {
            ([0.0, 0.0], false, false)
        };
        assert_eq!(reported, expected, "game {i} after {:?}", state.history());
        if state.is_terminal() {
            match state.outcome() {
                Some(Outcome::Win(_, EndReason::Repetition) | Outcome::Draw(EndReason::Repetition)) => {
                    self.ends.by_repetition += 1
                }
                Some(_) => self.ends.by_rules += 1,
                None => self.ends.by_limit += 1,
            }
            self.states[i] = self.start.clone();
        }
    }
}

/// Compares every game of the batch with its reference: the game itself (moves, chain in
/// progress), its legal actions, its observation, its seat.
fn compare<R: PlayFamily>(batch: &ActionBatch<R>, reference: &Reference<R>) {
    let size = reference.states.len();
    let actions = batch.state(0).expect("game 0").layout().num_actions();
    let mut masks = vec![0i8; size * actions];
    batch.legal_masks(&mut masks);
    let planes: usize = reference.start.observation_shape().iter().product();
    let mut observations = vec![0.0f32; size * planes];
    batch.observe(&mut observations);
    let seats = batch.current_seats();
    for (i, expected) in reference.states.iter().enumerate() {
        let got = batch.state(i).expect("every game");
        assert_eq!(got.history(), expected.history(), "game {i}");
        assert_eq!(got.game().moves(), expected.game().moves(), "game {i}");
        let mask = &masks[i * actions..(i + 1) * actions];
        let legal: Vec<Action> = (0..actions as Action).filter(|&a| mask[a as usize] == 1).collect();
        assert_eq!(legal, expected.legal_actions(), "game {i}'s legal actions");
        let mut planes_expected = vec![0.0f32; planes];
        expected.observe(&mut planes_expected);
        assert_eq!(
            &observations[i * planes..(i + 1) * planes],
            &planes_expected[..],
            "game {i}'s observation"
        );
        assert_eq!(Some(seats[i]), expected.current_seat(), "game {i}'s seat");
    }
}

/// Random steps, then steps of actions chosen from the reference's legal actions, with
/// the batch compared to the reference all along.
fn steps_as_states_do<R: PlayFamily>(rules: R, move_limit: usize, size: usize, steps: usize) -> Ends {
    let layout = Arc::new(layout_of(&rules));
    let rules = Arc::new(rules);
    let start = ActionState::with_layout(
        layout.clone(),
        Game::sharing(rules.clone(), rules.game_start()),
        Some(move_limit),
    );
    let seed = 7;
    let mut batch = ActionBatch::new(layout, rules.clone(), rules.game_start(), Some(move_limit), size, seed)
        .expect("a game in play");
    let mut reference = Reference::new(start, size, seed);
    let mut finished = 0;
    for step in 0..steps {
        let result = batch.step_random();
        for i in 0..size {
            let k = reference.rngs[i].below(usize::MAX);
            reference.states[i].apply_nth(k).expect("a game in play");
            reference.settle(i, (result.rewards[i], result.terminated[i], result.truncated[i]));
        }
        finished += result.terminated.iter().chain(&result.truncated).filter(|&&e| e).count() as u64;
        if step % 97 == 0 {
            compare(&batch, &reference);
        }
    }
    let mut choose = Rng::new(99);
    for step in 0..steps / 2 {
        let actions: Vec<Action> = reference
            .states
            .iter()
            .map(|s| {
                let legal = s.legal_actions();
                legal[choose.below(legal.len())]
            })
            .collect();
        let result = batch.step(&actions).expect("legal actions");
        for (i, &action) in actions.iter().enumerate() {
            reference.states[i].apply(action).expect("a legal action");
            reference.settle(i, (result.rewards[i], result.terminated[i], result.truncated[i]));
        }
        finished += result.terminated.iter().chain(&result.truncated).filter(|&&e| e).count() as u64;
        if step % 41 == 0 {
            compare(&batch, &reference);
        }
    }
    compare(&batch, &reference);
    assert_eq!(batch.finished(), finished);
    reference.ends
}

fn preset(id: &str, sets: &[&str], move_limit: usize, size: usize, steps: usize) -> Ends {
    let rules = AnyRules::from_preset(id, sets).expect("a preset");
    with_family!(rules, r => steps_as_states_do(r, move_limit, size, steps))
}

#[test]
fn fox_and_geese_with_its_chains() {
    let ends = preset("fox-geese", &[], 150, 24, 1500);
    assert!(ends.by_rules > 0 && ends.by_limit > 0, "{ends:?}");
}

#[test]
fn catch_the_hare_ends_by_repetition() {
    let ends = preset("catch-the-hare", &[], 400, 24, 1500);
    assert!(ends.by_repetition > 0 && ends.by_rules > 0, "{ends:?}");
}

#[test]
fn bagh_chal_places_its_goats() {
    let ends = preset("bagh-chal", &[], 120, 16, 800);
    assert!(ends.by_rules + ends.by_limit > 0, "{ends:?}");
}

#[test]
fn a_tafl_game_and_its_repetition_rule() {
    let ends = preset("brandubh", &[], 200, 16, 800);
    assert!(ends.by_rules > 0, "{ends:?}");
    preset("copenhagen-11", &[], 60, 8, 200);
}

#[test]
fn a_batch_on_every_thread_steps_the_same() {
    // Above the size where the step is split between threads.
    let ends = preset("catch-the-hare", &[], 60, 600, 130);
    assert!(ends.by_limit > 0, "{ends:?}");
}

#[test]
fn an_illegal_action_refuses_the_whole_step() {
    let rules = AnyRules::from_preset("fox-geese", &[] as &[&str]).expect("a preset");
    with_family!(rules, r => {
        let layout = Arc::new(layout_of(&r));
        let rules = Arc::new(r);
        let mut batch = ActionBatch::new(layout, rules.clone(), rules.game_start(), None, 3, 1).expect("a game in play");
        let legal = batch.state(0).expect("game 0").legal_actions()[0];
        let (game, error) = batch.step(&[legal, 0, legal]).expect_err("action 0 is no move");
        assert_eq!(game, Some(1));
        assert!(matches!(error, ActionError::Illegal { action: 0, .. }), "{error:?}");
        assert!((0..3).all(|i| batch.state(i).expect("a game").history().is_empty()), "nothing applied");
        let (game, error) = batch.step(&[legal]).expect_err("one action for three games");
        assert_eq!((game, error), (None, ActionError::BatchSize { actions: 1, games: 3 }));
        batch.step(&[legal; 3]).expect("legal everywhere");
        assert!((0..3).all(|i| batch.state(i).expect("a game").history() == [legal]));
        assert!(batch.state(3).is_none());
    });
}

#[test]
fn an_illegal_action_on_another_thread_refuses_the_whole_step() {
    // Big enough to be cut into a piece a thread: the last game is stepped by the batch's
    // own thread wherever there are two cores.
    let rules = AnyRules::from_preset("fox-geese", &[] as &[&str]).expect("a preset");
    with_family!(rules, r => {
        let layout = Arc::new(layout_of(&r));
        let rules = Arc::new(r);
        let size = 1000;
        let mut batch = ActionBatch::new(layout, rules.clone(), rules.game_start(), None, size, 1).expect("a game in play");
        let legal = batch.state(0).expect("game 0").legal_actions()[0];
        let mut actions = vec![legal; size];
        actions[size - 1] = 0;
        let (game, error) = batch.step(&actions).expect_err("action 0 is no move");
        assert_eq!(game, Some(size - 1));
        assert!(matches!(error, ActionError::Illegal { action: 0, .. }), "{error:?}");
        assert!((0..size).all(|i| batch.state(i).expect("a game").history().is_empty()), "nothing applied");
        actions[size - 1] = legal;
        batch.step(&actions).expect("legal everywhere");
        assert!((0..size).all(|i| batch.state(i).expect("a game").history() == [legal]));
        batch.step_random();
        assert!((0..size).all(|i| batch.state(i).expect("a game").history().len() == 2));
        assert!(batch.state(size).is_none());
    });
}
