"""OpenSpiel's own code on Reynard's games: its game types, its Python algorithms on the
package's games as they are, the games registered with pyspiel and driven from its C++
side (its random simulation test, its MCTS bot, evaluate_bots)."""

import copy
import pickle
import sys

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python.algorithms import evaluate_bots, mcts, minimax  # noqa: E402

import reynard  # noqa: E402
import reynard.openspiel  # noqa: E402
from conftest import load_example  # noqa: E402

#: OpenSpiel's checks, like PettingZoo's and Gymnasium's, pass without a warning.
pytestmark = pytest.mark.filterwarnings("error")

TWO_PLAYER = reynard.presets()
EVERY_GAME = [*TWO_PLAYER, "goose", "solitaire"]
#: A short ply limit keeps games of bots that think through Python quick.
SHORT = {"max_game_length": 40}


def test_every_game_has_a_real_game_type():
    kinds = pyspiel.GameType
    for name in EVERY_GAME:
        game_type = reynard.load_game(name).get_type()
        assert isinstance(game_type, pyspiel.GameType), name
        assert game_type.short_name == "reynard_" + name.replace("-", "_")
        assert game_type.dynamics == kinds.Dynamics.SEQUENTIAL
        assert game_type.information == kinds.Information.PERFECT_INFORMATION
        assert game_type.reward_model == kinds.RewardModel.TERMINAL
        assert game_type.provides_observation_tensor and game_type.provides_observation_string
        assert game_type.provides_information_state_string and not game_type.provides_information_state_tensor
        chance = kinds.ChanceMode.EXPLICIT_STOCHASTIC if name == "goose" else kinds.ChanceMode.DETERMINISTIC
        assert game_type.chance_mode == chance, name
        utility = kinds.Utility.GENERAL_SUM if name == "solitaire" else kinds.Utility.ZERO_SUM
        assert game_type.utility == utility, name
    goose = reynard.load_game("goose", {"players": 4})
    assert (goose.get_type().min_num_players, goose.get_type().max_num_players, goose.num_players()) == (2, 6, 4)


def test_without_open_spiel_the_type_has_the_same_fields(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel now fails
    game_type = reynard.load_game("goose").get_type()
    assert isinstance(game_type, reynard.GameType)
    assert game_type.chance_mode == reynard.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game_type.dynamics.name == pyspiel.GameType.Dynamics.SEQUENTIAL.name
    assert reynard.load_game("bagh-chal").get_type().short_name == "reynard_bagh_chal"


def test_the_game_answers_what_openspiel_algorithms_ask():
    game = reynard.load_game("fox-geese", {"fox_wins_at": 4})
    assert game.get_parameters() == {"fox_wins_at": "4", "max_game_length": "1000"}
    assert (game.max_chance_outcomes(), game.utility_sum(), game.min_utility(), game.max_utility()) == (0, 0.0, -1.0, 1.0)
    state = game.new_initial_state()
    assert state.chance_outcomes() == [] and not state.is_chance_node() and not state.is_simultaneous_node()
    first = state.legal_actions()[0]
    state.apply_action(np.int64(first))  # as numpy's random choice gives it
    assert state.history_str() == str(first) == state.information_state_string(1)
    goose = reynard.load_game("goose").new_initial_state()
    goose.apply_action(2)
    assert goose.history_str() == "2" and not goose.is_simultaneous_node() and goose.rewards() == [0.0, 0.0]
    assert pickle.loads(pickle.dumps(goose)).history() == [2] and str(copy.deepcopy(goose)) == str(goose)
    jumped = reynard.load_game("solitaire", {"finish": "d4"}).new_initial_state()
    jumped.apply_action(jumped.legal_actions()[0])
    again = pickle.loads(pickle.dumps(jumped))
    assert again.history() == jumped.history() and again.get_game().get_parameters() == {"finish": "d4"}
    solo = reynard.load_game("solitaire")
    assert solo.utility_sum() is None and solo.new_initial_state().chance_outcomes() == []


def test_openspiel_mcts_plays_a_package_game_as_it_is():
    # The issue's example: OpenSpiel's Python MCTS on `reynard.load_game`'s game itself.
    game = reynard.load_game("fox-geese", {"max_game_length": 30})
    rng = np.random.RandomState(1)
    bot = mcts.MCTSBot(game, uct_c=2, max_simulations=20, evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bot.step(state))
    assert state.move_number() == 30 or state.returns() != [0.0, 0.0]
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])
    # The Goose's chance nodes, sampled as OpenSpiel's algorithms do.
    goose = reynard.load_game("goose").new_initial_state()
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    assert sorted(evaluator.evaluate(goose)) == [-1.0, 1.0]
    assert evaluator.prior(goose) == goose.chance_outcomes()


def test_openspiel_alpha_beta_searches_both_kinds_of_game():
    # With the geese on the board as its value, OpenSpiel's alpha-beta takes a goose.
    for game in (reynard.load_game("fox-geese"), reynard.openspiel.load("fox-geese")):
        package = getattr(game, "reynard", game)
        flock = package.observation_planes().index("flock")

        def geese(state):
            return -float(reynard.openspiel.inner(state).observation_tensor()[flock].sum())

        state = game.new_initial_state()
        rng = np.random.RandomState(5)
        while not any("x" in move for move in reynard.openspiel.inner(state).legal_moves()) or state.current_player():
            state.apply_action(rng.choice(state.legal_actions()))
        value, action = minimax.alpha_beta_search(game, state, geese, 1, 0)
        assert "x" in state.action_to_string(0, action) and value == geese(state) + 1


def test_openspiel_rl_environment_and_q_learning_take_both_kinds_of_game():
    from open_spiel.python import rl_environment
    from open_spiel.python.algorithms import tabular_qlearner

    for game in (reynard.load_game("catch-the-hare", SHORT), reynard.openspiel.load("catch-the-hare", SHORT)):
        env = rl_environment.Environment(game, seed=1)
        actions = env.action_spec()["num_actions"]
        learners = [tabular_qlearner.QLearner(player_id=p, num_actions=actions) for p in (0, 1)]
        for _ in range(3):
            time_step = env.reset()
            while not time_step.last():
                player = time_step.observations["current_player"]
                time_step = env.step([learners[player].step(time_step).action])
            for learner in learners:
                learner.step(time_step)
        assert sorted(time_step.rewards) in ([-1.0, 1.0], [0.0, 0.0])
        assert np.size(time_step.observations["info_state"][0]) == env.observation_spec()["info_state"][0]
        assert learners[0]._q_values


def test_pyspiel_loads_every_game_by_name_with_parameters():
    names = reynard.openspiel.register()
    assert set(names) <= set(pyspiel.registered_names())
    game = pyspiel.load_game("reynard_fox_geese", {"fox_wins_at": 4})
    assert isinstance(game, reynard.openspiel.ReynardGame)
    assert str(game) == "reynard_fox_geese(fox_wins_at=4)"
    assert game.reynard.options()[8] == ("fox_wins_at", "4")
    assert pyspiel.load_game("reynard_fox_geese(lines=diagonal)").reynard.get_type().short_name == "reynard_fox_geese"
    assert game.num_distinct_actions() == 2451 and game.observation_tensor_shape() == [8, 7, 7]
    assert game.max_game_length() == 1000 * 50
    for plies in (0, 10**9):
        assert reynard.openspiel.load("fox-geese", {"max_game_length": plies}).max_game_length() == 2**31 - 1
    goose = pyspiel.load_game("reynard_goose", {"players": 3, "dice": 2})
    assert (goose.num_players(), goose.max_chance_outcomes()) == (3, 36)
    with pytest.raises(Exception, match="(?i)unknown parameter"):
        reynard.openspiel.load("fox-geese", {"foxes": 2})
    with pytest.raises(reynard.VariantError):
        reynard.openspiel.load("fox-geese", {"lines": "curly"})


def test_a_variant_file_registers_under_its_file_name(tmp_path):
    path = tmp_path / "narrow-hare.toml"
    path.write_text('preset = "catch-the-hare"\nflock = 10\n')
    assert reynard.openspiel.register_variant(str(path)) == "reynard_narrow_hare"
    assert reynard.openspiel.register_variant(str(path)) == "reynard_narrow_hare"  # once
    game = pyspiel.load_game("reynard_narrow_hare", {"hunter_first": True, "max_game_length": 100})
    assert dict(game.reynard.options())["flock"] == "10"
    assert reynard.perft(game.new_initial_state().inner, 1) == 5
    assert dict(game.reynard.options())["hunter_first"] == "true"
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    taken = tmp_path / "fox-geese.toml"
    taken.write_text('preset = "fox-geese"\n')
    with pytest.raises(ValueError, match="has a game named reynard_fox_geese"):
        reynard.openspiel.register_variant(str(taken))


def test_a_registered_game_serializes_and_pickles():
    game = reynard.openspiel.load("catch-the-hare", SHORT)
    state = game.new_initial_state()
    for _ in range(5):
        state.apply_action(state.legal_actions()[-1])
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game) and str(state2) == str(state) and state2.history() == state.history()
    again = pickle.loads(pickle.dumps(state))
    assert str(again) == str(state) and again.history() == state.history()
    assert str(pickle.loads(pickle.dumps(game))) == str(game) == "reynard_catch_the_hare(max_game_length=40)"
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert clone.history()[:-1] == state.history() and str(clone) != str(state)
    # What OpenSpiel's C++ reads is the package's: the observation (flat) and the history.
    assert state.observation_tensor(1) == state.inner.observation_tensor().ravel().tolist()
    assert state.information_state_string(0) == state.inner.information_state_string() == state.history_str()
    assert state.observation_string(0) == str(state.inner)


@pytest.mark.parametrize("name", EVERY_GAME)
def test_openspiel_random_simulation_test_passes(name):
    game = reynard.openspiel.load(name, {} if name in ("goose", "solitaire") else {"max_game_length": 200})
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("name", [*TWO_PLAYER, "goose"])
def test_cpp_mcts_and_evaluate_bots_play_a_full_game(name):
    params = {} if name == "goose" else SHORT
    game = reynard.openspiel.load(name, params)
    evaluator = pyspiel.RandomRolloutEvaluator(1, 7)
    mcts_bot = pyspiel.MCTSBot(game, evaluator, 2.0, 8, 0, False, 7, False)
    other = pyspiel.MCTSBot(game, evaluator, 2.0, 8, 0, False, 8, False)
    if name != "goose":
        other = reynard.openspiel.ReynardBot(level=1)
    state = game.new_initial_state()
    returns = pyspiel.evaluate_bots(state, [mcts_bot, other], 7)
    assert len(returns) == 2 and abs(sum(returns)) < 1e-9
    assert all(game.min_utility() <= r <= game.max_utility() for r in returns)


@pytest.mark.parametrize("name", [*TWO_PLAYER, "goose"])
def test_python_mcts_and_evaluate_bots_play_a_registered_game(name):
    game = reynard.openspiel.load(name, {} if name == "goose" else SHORT)
    rng = np.random.RandomState(3)
    bots = [mcts.MCTSBot(game, 2.0, 8, mcts.RandomRolloutEvaluator(1, rng), random_state=rng) for _ in range(2)]
    state = game.new_initial_state()
    returns = evaluate_bots.evaluate_bots(state, bots, rng)
    assert state.is_terminal() and abs(sum(returns)) < 1e-9
    if name == "goose":
        assert state.inner.winner() is not None and len(state.history()) > 5


def test_the_reynard_bot_beats_random_play_from_cpp():
    game = reynard.openspiel.load("fox-geese", {"max_game_length": 100})
    wins = 0
    for seed in range(3):
        bots = [reynard.openspiel.ReynardBot(level=3, seed=seed), pyspiel.make_uniform_random_bot(1, seed)]
        wins += pyspiel.evaluate_bots(game.new_initial_state(), bots, seed)[0] > 0
    assert wins == 3


def test_the_openspiel_example_runs(capsys):
    example = load_example("openspiel_algorithms")
    example.mcts_against_reynard(games=1, simulations=5, plies=20)
    example.q_learning(episodes=30, plies=20, evaluation=5)
    out = capsys.readouterr().out
    assert "MCTS as the fox: scores" in out and "MCTS as the geese: scores" in out
    assert "as the hare against random play" in out and "states learnt" in out
