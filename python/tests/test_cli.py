"""Random games through the Python API equal the same games through the command line:
at every ply the legal moves `reynard perft … 1 --divide --moves …` lists are the moves
whose action sequences the Python state offers."""

import random
import subprocess

import pytest

import reynard

PLIES = 24


def cli_moves(reynard_bin, variant, moves):
    """The legal moves after `moves`, as the command line lists them."""
    out = subprocess.run(
        [str(reynard_bin), "perft", variant, "1", "--divide", "--moves", " ".join(moves)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return sorted(line.rsplit(" ", 1)[0] for line in out.splitlines() if line.strip())


def completed_moves(state):
    """The moves completed by every sequence of legal actions from `state`."""
    found = []
    for action in state.legal_actions():
        child = state.child(action)
        if child.chain():
            found += completed_moves(child)
        else:
            found.append(child.moves()[-1])
    return found


@pytest.mark.parametrize("variant", reynard.presets())
def test_random_games_offer_what_the_command_line_lists(reynard_bin, variant):
    game = reynard.load_game(variant)
    rng = random.Random(variant)
    state = game.new_initial_state()
    for _ in range(PLIES):
        if state.is_terminal():
            break
        expected = cli_moves(reynard_bin, variant, state.moves())
        assert sorted(state.legal_moves()) == expected, state.moves()
        assert sorted(completed_moves(state)) == expected, state.moves()
        # A random action at a time, so that chains are entered leg by leg.
        state.apply_action(rng.choice(state.legal_actions()))
        while state.chain():
            state.apply_action(rng.choice(state.legal_actions()))
