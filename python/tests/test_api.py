"""The OpenSpiel-shaped API: games, states, actions as text, observations, saving and
reading back, records, the AI, and every refusal as a ValueError with the engine's
message."""

import copy
import pickle
import random

import numpy as np
import pytest

import reynard


def random_state(variant, plies, seed, params=None, stop_in_chain=False):
    """A state after `plies` random actions (fewer if the game ends); with
    `stop_in_chain`, the first state found in the middle of a jump chain, or None."""
    state = reynard.load_game(variant, params).new_initial_state()
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
        if stop_in_chain and state.chain():
            return state
    return None if stop_in_chain else state


def chain_state():
    """A fox in the middle of a jump chain."""
    for seed in range(500):
        state = random_state("fox-geese", 200, seed, {"fox_wins_at": 2}, stop_in_chain=True)
        if state is not None:
            return state
    raise AssertionError("no random game entered a chain")


def test_a_game_says_its_sizes():
    game = reynard.load_game("fox-geese", {"fox_wins_at": 4, "hunter_first": True})
    planes, ranks, files = game.observation_tensor_shape()
    cells = ranks * files
    assert (ranks, files) == (7, 7)
    assert game.num_distinct_actions() == cells * cells + cells + 1
    assert game.observation_planes()[:2] == ["board", "marked"] and len(game.observation_planes()) == planes
    assert game.observation_tensor_size() == planes * cells
    assert game.num_players() == 2 and game.min_utility() == -1 and game.max_utility() == 1
    assert game.side_names() == ["fox", "geese"]
    options = dict(game.options())
    assert options["fox_wins_at"] == "4" and options["hunter_first"] == "true"
    assert str(game) == "fox-geese(fox_wins_at=4,hunter_first=true)"
    assert game.max_game_length() == 1000 * (cells + 1)
    tafl = reynard.load_game("hnefatafl-9")
    assert tafl.num_distinct_actions() == 81 * 81
    assert tafl.side_names() == ["attackers", "defenders"] and tafl.family() == "tafl"


def test_a_variant_file_loads(tmp_path):
    path = tmp_path / "narrow.toml"
    path.write_text('preset = "catch-the-hare"\nflock = 10\n')
    game = reynard.load_game(str(path), {"hunter_first": True})
    assert dict(game.options())["flock"] == "10"
    assert reynard.perft(game.new_initial_state(), 1) == 5  # the hare moves first
    path.write_text('preset = "catch-the-hare"\nflock = "many"\n')
    with pytest.raises(reynard.VariantError, match="line 2"):
        reynard.load_game(str(path))


def test_bad_games_and_options_are_refused_with_the_reason():
    with pytest.raises(ValueError, match="unknown variant `no-such-game`; the presets are: fox-geese"):
        reynard.load_game("no-such-game")
    with pytest.raises(reynard.VariantError, match="unknown option `nope`"):
        reynard.load_game("fox-geese", {"nope": 1})
    with pytest.raises(reynard.VariantError):
        reynard.load_game("fox-geese", {"fox_wins_at": "lots"})
    with pytest.raises(reynard.ReynardError, match="max_game_length is a number of plies"):
        reynard.load_game("fox-geese", {"max_game_length": "soon"})


@pytest.mark.parametrize("variant", ["fox-geese", "bagh-chal", "asalto", "wolf-sheep", "copenhagen-11"])
def test_every_action_reads_back_and_the_mask_matches(variant):
    for seed in range(3):
        state = random_state(variant, 30, seed)
        if state.is_terminal():
            continue
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal
        mask = state.legal_actions_mask()
        assert mask.dtype == np.int8 and list(np.flatnonzero(mask)) == legal
        player = state.current_player()
        assert state.legal_actions(1 - player) == []
        for action in legal:
            text = state.action_to_string(action)
            assert state.string_to_action(text) == action
            assert state.action_to_string(player, action) == text
            assert state.string_to_action(player, text) == action


def test_a_jump_chain_is_one_action_a_jump_and_the_same_player_goes_on():
    state = chain_state()
    mover = state.current_player()
    seat_side = state.get_game().side_names()[mover]
    assert seat_side == "fox"
    assert state.chain() == state.history()[-len(state.chain()):]
    assert "chain in progress" in str(state)
    # The chain plane marks the points the fox has passed.
    planes = state.get_game().observation_planes()
    obs = state.observation_tensor()
    assert obs[planes.index("chain")].sum() >= 2
    # Finishing the chain by its whole move, and a move that does not continue it.
    before = len(state.moves())
    move = next(m for m in state.legal_moves() if state.child(state.string_to_action(m)) is not None)
    with pytest.raises(reynard.IllegalActionError):
        state.apply_move("a1-a2")
    rng = random.Random(1)
    while state.chain():
        assert state.current_player() == mover
        state.apply_action(rng.choice(state.legal_actions()))
    assert len(state.moves()) == before + 1
    assert move


def test_observations_show_the_position():
    game = reynard.load_game("fox-geese")
    state = game.new_initial_state()
    obs = state.observation_tensor()
    assert obs.shape == tuple(game.observation_tensor_shape()) and obs.dtype == np.float32
    planes = dict(zip(game.observation_planes(), obs))
    assert planes["board"].sum() == 33
    pieces, flock, side = state.position().split("/")[0], state.position().split("/")[1].split()[0], state.position().split()[-1]
    assert planes["hunters"].sum() == len(pieces.split(","))
    assert planes["flock"].sum() == len(flock.split(","))
    assert planes["flock_to_move"].sum() == (33 if side == "f" else 0)
    # d4 is rank 4, file d: row 3, column 3.
    assert planes["hunters"][3, 3] == 1.0
    bagh = reynard.load_game("bagh-chal").new_initial_state()
    in_hand = bagh.observation_tensor()[bagh.get_game().observation_planes().index("in_hand")]
    assert in_hand.max() == 20.0


def test_states_save_and_read_back_also_in_a_chain():
    for state in [random_state("bagh-chal", 40, 2), random_state("copenhagen-11", 30, 3), chain_state()]:
        game = state.get_game()
        back = game.deserialize_state(state.serialize())
        assert back.history() == state.history()
        assert back.chain() == state.chain()
        assert back.legal_actions() == state.legal_actions()
        assert str(back) == str(state)
        pickled = pickle.loads(pickle.dumps(state))
        assert pickled.history() == state.history() and str(pickled.get_game()) == str(game)
        deep = copy.deepcopy(state)
        if not deep.is_terminal():
            deep.apply_action(deep.legal_actions()[0])
            assert deep.history() != state.history(), "a copy goes its own way"


def test_broken_saved_states_and_records_say_where():
    game = reynard.load_game("fox-geese")
    start = game.new_initial_state().serialize()
    with pytest.raises(reynard.RecordError, match="line 1"):
        game.deserialize_state("")
    with pytest.raises(reynard.RecordError, match="line 2: `d3-d5` is not a legal action or move here"):
        game.deserialize_state(start + "\nd3-d5\n")
    with pytest.raises(reynard.RecordError, match="line 3: `c4-c9`"):
        game.deserialize_state(start + "\nc3-c4\nc4-c9\n")
    with pytest.raises(reynard.RecordError, match="line 2"):
        game.deserialize_state(start + "\nchain x")
    with pytest.raises(reynard.RecordError):
        reynard.read_record('[Game "hunt"]\n[Variant "fox-geese"]\n\n1. d3-d5 *\n')
    with pytest.raises(reynard.RecordError):
        reynard.read_record("not a record at all [")


def test_records_round_trip():
    state = random_state("catch-the-hare", 60, 5)
    record = state.to_record([("Event", "test")])
    assert '[Event "test"]' in record
    back = reynard.read_record(record)
    assert back.moves() == state.moves()
    assert back.position() == state.position()
    assert back.is_terminal() == state.is_terminal() and back.returns() == state.returns()
    assert str(back.get_game()) == "catch-the-hare"
    changed = random_state("fox-geese", 10, 1, {"fox_wins_at": 3})
    assert str(reynard.read_record(changed.to_record()).get_game()) == "fox-geese(fox_wins_at=3)"


def test_refusals_are_value_errors_with_the_engines_message():
    state = reynard.load_game("fox-geese").new_initial_state()
    with pytest.raises(reynard.IllegalActionError, match=r"action 0 \(off the board\) is not legal here; the legal actions are: 707 \(a3-a4\)"):
        state.apply_action(0)
    with pytest.raises(ValueError):
        state.apply_action(-5)
    with pytest.raises(ValueError):
        state.apply_action(10**12)
    with pytest.raises(reynard.IllegalActionError, match="`z9` is not a legal action or move here"):
        state.string_to_action("z9")
    with pytest.raises(ValueError, match="player 7 does not exist"):
        state.legal_actions(7)
    assert state.history() == []
    short = reynard.load_game("fox-geese", {"max_game_length": 4}).new_initial_state()
    while not short.is_terminal():
        short.apply_random_action(seed=3)
    assert short.move_number() == 4 and short.is_truncated() and short.returns() == [0.0, 0.0]
    assert short.current_player() == reynard.TERMINAL_PLAYER and short.legal_actions() == []
    with pytest.raises(reynard.GameOverError):
        short.apply_action(707)
    assert issubclass(reynard.GameOverError, reynard.IllegalActionError)
    assert issubclass(reynard.ReynardError, ValueError)


def test_returns_follow_the_winner():
    finished = 0
    for seed in range(40):
        state = reynard.load_game("catch-the-hare").new_initial_state()
        state.play_random_to_end(seed=seed)
        returns = state.returns()
        assert sum(returns) == 0
        if returns != [0.0, 0.0]:
            finished += 1
            winner = returns.index(1.0)
            record = state.to_record()
            side = state.get_game().side_names()[winner]
            assert f"{side} win" in record, record
    assert finished > 0


def test_the_ai_gives_legal_actions_and_finishes_chains():
    state = reynard.load_game("fox-geese").new_initial_state()
    for level in (1, 5):
        assert reynard.bestmove(state, level=level, time_ms=200) in state.legal_actions()
    assert reynard.bestmove(state, depth=3) in state.legal_actions()
    chain = chain_state()
    action = reynard.bestmove(chain, depth=2)
    assert action in chain.legal_actions()
    with pytest.raises(ValueError, match="levels are 1 to 10"):
        reynard.bestmove(state, level=11)
    with pytest.raises(ValueError, match="give level=, depth=, nodes= or time_ms="):
        reynard.bestmove(state)
    over = reynard.load_game("fox-geese", {"max_game_length": 1}).new_initial_state()
    over.apply_random_action()
    assert reynard.bestmove(over, depth=1) is None


def test_the_ai_wins_a_won_position_against_random_play():
    # Catch the Hare: the hunters win; full strength as the hunters against random play.
    state = reynard.load_game("catch-the-hare").new_initial_state()
    rng = random.Random(0)
    while not state.is_terminal():
        if state.current_player() == 1:
            state.apply_action(reynard.bestmove(state, depth=4))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert state.returns()[1] == 1.0, state.to_record()


def test_limits_on_what_a_caller_asks():
    game = reynard.load_game("fox-geese")
    with pytest.raises(reynard.ReynardError, match="perft depth 31: at most 30"):
        reynard.perft(game, 31)
    with pytest.raises(reynard.ReynardError, match="at most 30"):
        game.new_initial_state().perft(2**32 - 1)
    with pytest.raises(OverflowError):
        reynard.perft(game, -1)
    huge = reynard.load_game("fox-geese", {"max_game_length": 2**64 - 1})
    assert huge.max_game_length() == 2**64 - 1
    with pytest.raises(ValueError):
        reynard.load_game("fox-geese", {"max_game_length": -3})


def test_a_declared_result_survives_the_record():
    record = '[Game "hunt"]\n[Variant "fox-geese"]\n[Result "fox win"]\n[Termination "resignation"]\n\n1. c3-c4\n'
    state = reynard.read_record(record)
    assert state.is_terminal() and state.returns() == [1.0, -1.0]
    assert state.get_game().max_plies() is None
    again = state.to_record({"Event": "a dict of tags"})
    assert '[Result "fox win"]' in again and '[Event "a dict of tags"]' in again
    assert reynard.read_record(again).returns() == [1.0, -1.0]


def test_a_repetition_is_a_draw_whatever_the_tables_say():
    state = reynard.load_game("fox-geese").new_initial_state()
    # The fox and a goose step out and back twice: the start stands a third time.
    for move in ["a3-a4", "d4-d5", "a4-a3", "d5-d4"] * 2:
        state.apply_move(move)
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    assert state.solved_value("/nonexistent") == ("draw", None)


def test_the_package_works_without_open_spiel():
    # In a fresh interpreter where `import pyspiel` fails, as on a machine without it.
    import subprocess
    import sys

    script = """
import sys
sys.modules["pyspiel"] = None
import reynard, reynard.pettingzoo, reynard.gym
game = reynard.load_game("catch-the-hare")
assert game.get_type().dynamics == reynard.GameType.Dynamics.SEQUENTIAL
state = game.new_initial_state()
state.play_random_to_end(seed=1)
assert state.is_terminal() and "pyspiel" not in [m for m in sys.modules if sys.modules[m] is not None]
try:
    import reynard.openspiel
except ImportError:
    print("no openspiel")
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "no openspiel"
