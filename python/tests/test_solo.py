"""Peg solitaire (one player, one action a jump) and the Game of the Goose (chance nodes
for the dice), checked against the command line."""

import re
import subprocess

import pytest

import reynard


def test_solitaire_counts_and_solves_as_the_command_line_does(reynard_bin):
    game = reynard.load_game("solitaire")
    state = game.new_initial_state()
    assert (game.num_players(), game.num_distinct_actions(), game.max_game_length()) == (1, 49 * 49, 31)
    assert sorted(state.action_to_string(a) for a in state.legal_actions()) == ["b4xd4", "d2xd4", "d6xd4", "f4xd4"]
    for depth in (1, 2, 3):
        out = subprocess.run([str(reynard_bin), "perft", "solitaire", str(depth)], capture_output=True, text=True, check=True).stdout
        assert f"perft({depth}) = {reynard.perft(game, depth)}" in out
    out = subprocess.run(
        [str(reynard_bin), "solve", "solitaire", "--any-solution", "--no-count"], capture_output=True, text=True, check=True
    ).stdout
    solution = re.search(r"solution: (.*)", out).group(1).split()
    for move in solution:
        assert not state.is_terminal()
        state.apply_move(move)
    assert state.is_terminal() and state.is_perfect() and state.pegs_left() == 1
    assert state.returns() == [1.0]
    assert state.moves() == solution
    assert len(state.history()) == 31
    back = game.deserialize_state(state.serialize())
    assert back.position() == state.position() and back.history() == state.history()
    obs = state.observation_tensor()
    assert obs.shape == (3, 7, 7) and obs[0].sum() == 33 and obs[1].sum() == 1 and obs[1, 3, 3] == 1


def test_solitaire_refuses_bad_jumps_and_scores_a_stuck_board():
    state = reynard.load_game("solitaire", {"finish": "d4"}).new_initial_state()
    with pytest.raises(reynard.IllegalActionError, match="not a legal jump"):
        state.apply_action(0)
    with pytest.raises(reynard.IllegalActionError):
        state.string_to_action("d4xd6")
    with pytest.raises(reynard.VariantError):
        reynard.load_game("solitaire", {"start": "z9"})
    # Greedy play (the first jump each time) gets stuck with pegs left.
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    left = state.pegs_left()
    assert state.returns() == ([1.0] if state.is_perfect() else [-(left - 1) / 31])


def goose_record(reynard_bin, seed, tmp_path):
    """The CLI's game of `seed`: per turn the player and [(die, square after)]."""
    path = tmp_path / f"goose-{seed}.rec"
    out = subprocess.run(
        [str(reynard_bin), "goose", "--seed", str(seed), "--record", str(path)], capture_output=True, text=True, check=True
    ).stdout
    winner = int(re.search(r"winner: player (\d+)", out).group(1)) - 1
    turns = []
    for line in path.read_text().splitlines():
        m = re.match(r"\d+\. P(\d+)(.*)", line)
        if m:
            # `die:square` per roll; `-` for a missed turn.
            rolls = [tuple(int(x) for x in r.split(":")) for r in m.group(2).split() if r != "-"]
            turns.append((int(m.group(1)) - 1, rolls))
    return winner, turns


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_goose_games_rolled_as_the_command_line_rolled_end_alike(reynard_bin, seed, tmp_path):
    winner, turns = goose_record(reynard_bin, seed, tmp_path)
    state = reynard.load_game("goose").new_initial_state()
    assert state.is_chance_node() and state.current_player() == reynard.CHANCE_PLAYER
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(6)) and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    for player, rolls in turns:
        if not rolls:
            continue  # a missed turn passes by itself
        assert state.player_to_roll() == player
        for die, square in rolls:
            state.apply_action(state.string_to_action(f"roll {die}"))
        assert state.squares()[player] == square
    assert state.is_terminal() and state.winner() == winner
    returns = state.returns()
    assert returns[winner] == 1.0 and abs(sum(returns)) < 1e-12
    back = state.get_game().deserialize_state(state.serialize())
    assert back.squares() == state.squares() and back.winner() == winner


def test_goose_options_and_refusals():
    game = reynard.load_game("goose", {"players": 4, "dice": 2})
    assert (game.num_players(), game.num_distinct_actions()) == (4, 36)
    state = game.new_initial_state()
    assert state.action_to_string(state.string_to_action("roll 6+3")) == "roll 6+3"
    with pytest.raises(reynard.IllegalActionError):
        state.apply_action(36)
    with pytest.raises(reynard.IllegalActionError):
        state.string_to_action("roll 7+1")
    with pytest.raises(reynard.VariantError):
        reynard.load_game("goose", {"players": 9})
    with pytest.raises(reynard.VariantError, match="unknown goose option `colour`"):
        reynard.load_game("goose", {"colour": "red"})
    while not state.is_terminal():
        state.apply_random_action()
    assert state.observation_tensor().shape == (4, 66)
    with pytest.raises(reynard.GameOverError):
        state.apply_action(0)
