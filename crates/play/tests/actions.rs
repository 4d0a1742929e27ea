//! Moves as actions: the action tree counts what the perft data files count, every legal move
//! has one sequence and back, saved states read back, bad input is refused with a reason.

use reynard_play::actions::{ActionError, ActionState};
use reynard_play::{AnyRules, ByFamily, PlayFamily, with_family};
use reynard_rules::{Family, Game, Perft};
use std::collections::HashSet;
use std::sync::Arc;

/// A perft data file of the rules crate: its variant, options and counts.
struct PerftFile {
    name: String,
    variant: String,
    sets: Vec<String>,
    counts: Vec<(u32, u64)>,
}

fn perft_files() -> Vec<PerftFile> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/tests/data");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the rules crate's perft data") {
        let path = entry.expect("a directory entry").path();
        let text = std::fs::read_to_string(&path).expect("a readable data file");
        let mut file = PerftFile {
            name: path.file_name().expect("a file name").to_string_lossy().into_owned(),
            variant: String::new(),
            sets: Vec::new(),
            counts: Vec::new(),
        };
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            if let Some(id) = line.strip_prefix("variant ") {
                file.variant = id.trim().to_string();
            } else if let Some(pair) = line.strip_prefix("set ") {
                file.sets.push(pair.trim().to_string());
            } else {
                let (depth, count) = line.split_once(' ').expect("`depth count`");
                file.counts.push((depth.parse().expect("a depth"), count.trim().parse().expect("a count")));
            }
        }
        files.push(file);
    }
    assert!(files.len() >= 25, "{} data files", files.len());
    files
}

/// The moves `depth` plies deep, counted by walking the action tree: a move counts when
/// its last action is applied.
fn action_tree<R: PlayFamily>(state: &ActionState<R>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut count = 0;
    for action in state.legal_actions() {
        let mut child = state.clone();
        child.apply(action).expect("a legal action applies");
        count += if child.chain().is_empty() {
            action_tree(&child, depth - 1)
        } else {
            action_tree(&child, depth)
        };
    }
    count
}

fn perft_state(rules: AnyRules) -> ByFamily<reynard_play::actions::StateOf> {
    reynard_play::map_family!(rules, r => {
        let start = r.perft_start();
        ActionState::new(Game::from_position(r, start), None)
    })
}

#[test]
fn the_action_tree_counts_what_the_perft_data_files_count() {
    for file in perft_files() {
        let rules = AnyRules::from_preset(&file.variant, &file.sets).expect("the data file's variant");
        // Every depth to 20,000 moves, and always two plies (tafl's second is 7,000 to
        // 13,000 moves; the hunt games reach 20,000 at three to five plies).
        let state = perft_state(rules);
        for &(depth, expected) in file.counts.iter().filter(|(d, n)| *d <= 2 || *n <= 20_000) {
            let counted = with_family!(&state, s => action_tree(s, depth));
            assert_eq!(counted, expected, "{} depth {depth}", file.name);
        }
    }
}

/// Plays random games of `id` through actions, checking at every turn that the complete
/// sequences are exactly the rules' legal moves, that each action's text reads back as it,
/// and that a saved state loads as the same state. Returns the number of turns that offered
/// `end` (a chain that may stop or go on).
fn check_random_games<R: PlayFamily>(rules: R, games: u64) -> usize {
    let mut ends = 0;
    for seed in 0..games {
        let mut state = ActionState::new(Game::new(rules.clone()), Some(150));
        let mut rng = reynard_search::Rng::new(seed);
        while !state.is_terminal() {
            if state.chain().is_empty() {
                check_turn(&state);
            }
            let legal = state.legal_actions();
            assert!(!legal.is_empty(), "a game still going has an action");
            for &action in &legal {
                let text = state.action_text(action);
                assert_eq!(state.parse_action(&text), Ok(action), "`{text}` reads back");
            }
            ends += usize::from(state.layout().end_action().is_some_and(|end| legal.contains(&end)));
            state.apply(legal[rng.below(legal.len())]).expect("a legal action applies");
            let saved = state.save();
            let layout = state.layout().clone();
            let loaded =
                ActionState::load(layout, rules.clone(), &saved, state.move_limit()).expect("reads back");
            assert_eq!(loaded.history(), state.history(), "{saved}");
            assert_eq!(loaded.game().positions(), state.game().positions());
            assert_eq!(loaded.legal_actions(), state.legal_actions());
        }
        assert_eq!(state.legal_actions(), Vec::<u32>::new());
    }
    ends
}

/// The complete action sequences from the start of this turn are one per legal move, and
/// each plays that very move.
fn check_turn<R: PlayFamily>(state: &ActionState<R>) {
    let mut completed = HashSet::new();
    let mut stack = vec![state.clone()];
    while let Some(s) = stack.pop() {
        for action in s.legal_actions() {
            let mut child = s.clone();
            child.apply(action).expect("a legal action applies");
            if child.chain().is_empty() {
                let last = *child.game().moves().last().expect("a completed move");
                assert!(completed.insert(last), "two sequences play {last:?}");
            } else {
                stack.push(child);
            }
        }
    }
    let legal: HashSet<_> = state.game().legal_moves().into_iter().collect();
    assert_eq!(completed, legal);
    assert_eq!(state.legal_move_count(), legal.len());
}

#[test]
fn every_legal_move_is_one_sequence_of_actions_in_random_games_of_every_preset() {
    let mut chain_ends = 0;
    for id in reynard_play::FamilyId::all_preset_ids() {
        let rules = AnyRules::from_preset(id, &[] as &[&str]).expect("a preset");
        let games = if rules.family() == reynard_play::FamilyId::Tafl { 1 } else { 4 };
        chain_ends += with_family!(rules, r => check_random_games(r, games));
    }
    // Fox and Geese lets the fox stop a chain: some turn must have offered `end`.
    let optional = AnyRules::from_preset("fox-geese", &["fox_wins_at=2"]).expect("a preset");
    chain_ends += with_family!(optional, r => check_random_games(r, 30));
    assert!(chain_ends > 0, "no turn offered the end of a chain");
}

#[test]
fn the_observation_shows_the_pieces_and_the_side_to_move() {
    let ByFamily::Hunt(rules) = AnyRules::from_preset("fox-geese", &[] as &[&str]).expect("a preset") else {
        panic!("a hunt preset")
    };
    let state = ActionState::new(Game::new(rules.clone()), None);
    let [planes, ranks, files] = state.observation_shape();
    assert_eq!((planes, ranks, files), (8, 7, 7));
    let mut out = vec![f32::NAN; planes * ranks * files];
    state.observe(&mut out);
    let cells = ranks * files;
    let sum = |k: usize| out[k * cells..(k + 1) * cells].iter().sum::<f32>();
    let pos = state.game().position();
    assert_eq!(sum(0), 33.0, "the cross has 33 points");
    assert_eq!(sum(2), pos.hunters().count_ones() as f32);
    assert_eq!(sum(3), pos.flock().count_ones() as f32);
    let flock_to_move = state.game().side_to_move() == reynard_rules::Side::Flock;
    assert_eq!(sum(5), if flock_to_move { 33.0 } else { 0.0 });
    // The fox's point, rank by rank from rank 1: d4 is rank index 3, file index 3.
    let fox = reynard_rules::board::points(pos.hunters()).next().expect("a fox");
    assert_eq!(out[2 * cells + fox.0 as usize], 1.0);
    assert_eq!(rules.board().name(fox), "d4");
    assert_eq!(fox.0 as usize, 3 * files + 3);
}

#[test]
fn the_ten_by_ten_checkerboard_is_observed_and_acted_on_by_grid_cells() {
    // Its bits are not `rank * 10 + file` (board/embedding.rs); planes and actions are.
    let ByFamily::Hunt(rules) = AnyRules::from_preset("wolf-sheep", &["board=checker10"]).expect("checker10")
    else {
        panic!("a hunt preset")
    };
    let state = ActionState::new(Game::new(rules.clone()), None);
    let [planes, ranks, files] = state.observation_shape();
    assert_eq!((ranks, files), (10, 10));
    let mut out = vec![f32::NAN; planes * ranks * files];
    state.observe(&mut out);
    let cells = ranks * files;
    let cell = |file: usize, rank: usize| rank * files + file;
    // Plane 0: the board, its dark squares; plane 2: the wolf on f10; plane 3: the sheep.
    assert!((0..10).all(|r| (0..10).all(|f| out[cell(f, r)] == f32::from(u8::from((f + r) % 2 == 0)))));
    assert_eq!(out[2 * cells + cell(5, 9)], 1.0);
    assert_eq!(out[2 * cells..3 * cells].iter().sum::<f32>(), 1.0);
    assert!([0, 2, 4, 6, 8].iter().all(|&f| out[3 * cells + cell(f, 0)] == 1.0));
    // The wolf's step f10-g9 is the action from cell (5, 9) to cell (6, 8).
    let action = state.parse_action("f10-g9").expect("a legal move");
    assert_eq!(action as usize, cell(5, 9) * cells + cell(6, 8));
    assert_eq!(state.action_text(action), "f10-g9");
    assert!(state.legal_actions().contains(&action));
}

#[test]
fn bad_actions_texts_and_saved_states_are_refused_with_a_reason() {
    let ByFamily::Hunt(rules) = AnyRules::from_preset("fox-geese", &[] as &[&str]).expect("a preset") else {
        panic!("a hunt preset")
    };
    let mut state = ActionState::new(Game::new(rules.clone()), None);
    let error = state.apply(0).expect_err("a1-a1 is no move");
    assert!(matches!(error, ActionError::Illegal { action: 0, .. }), "{error:?}");
    assert!(error.to_string().contains("the legal actions are: "), "{error}");
    assert!(state.apply(u32::MAX).is_err());
    assert_eq!(state.history(), &[] as &[u32], "a refused action changes nothing");
    let error = state.parse_action("z9-z8").expect_err("no such points");
    assert!(error.to_string().starts_with("`z9-z8` is not a legal action or move here: "), "{error}");
    let layout = state.layout().clone();
    let load = |text: &str| ActionState::load(layout.clone(), rules.clone(), text, None).map(|_| ());
    assert!(matches!(load(""), Err(ActionError::BadSaved { line: 1, .. })));
    let start = state.save();
    let error = load(&format!("{start}\nd5-d6\nq7-q8")).expect_err("a bad move");
    assert!(matches!(error, ActionError::BadSaved { line: 2 | 3, .. }), "{error:?}");
    assert!(matches!(load(&format!("{start}\nchain x")), Err(ActionError::BadSaved { line: 2, .. })));
    assert!(matches!(load("not a position"), Err(ActionError::BadSaved { line: 1, .. })));
    // A batch from a finished game is refused: its games would never move.
    let finished = rules.parse_position("d4/a3,b3,c3 f").expect("a position the fox has won");
    let batch = reynard_play::actions::ActionBatch::new(
        layout.clone(),
        Arc::new(rules.clone()),
        finished,
        None,
        4,
        1,
    );
    assert!(matches!(batch, Err(ActionError::GameOver)));
    // The ply limit ends a game as a draw.
    let mut short = ActionState::new(Game::new(rules), Some(2));
    short.apply_nth(0).expect("a first move");
    short.apply_nth(0).expect("a second move");
    assert!(short.is_terminal() && short.limit_reached());
    assert_eq!(short.returns(), [0.0, 0.0]);
    assert_eq!(short.apply(0), Err(ActionError::GameOver));
}

#[test]
fn a_replayed_game_keeps_its_declared_result() {
    use reynard_rules::{EndReason, Outcome, Side};
    let ByFamily::Hunt(rules) = AnyRules::from_preset("fox-geese", &[] as &[&str]).expect("a preset") else {
        panic!("a hunt preset")
    };
    let mut game = Game::new(rules.clone());
    game.play_text("c3-c4").expect("a legal move");
    game.resign(Side::Flock).expect("the geese resign");
    let layout = Arc::new(reynard_play::actions::layout_of(&rules));
    let state = ActionState::replay(layout, &game, None).expect("a replay");
    assert_eq!(state.outcome(), game.outcome());
    assert_eq!(state.returns(), [1.0, -1.0]);
    assert!(state.is_terminal() && state.legal_actions().is_empty());
    // Only what a player declares can be declared: the rules' own ends are reached by moves.
    let mut other = Game::new(rules);
    assert!(other.declare(Outcome::Win(Side::Hunter, EndReason::NoLegalMove)).is_err());
    assert!(other.declare(Outcome::Draw(EndReason::Agreement)).is_ok());
    assert_eq!(other.outcome(), Some(Outcome::Draw(EndReason::Agreement)));
}
