"""Perft through Python equals the repository's perft data files: Reynard's own count
(`reynard.perft`), and a walk of the action tree through the OpenSpiel API, where a move
counts when its last action is applied."""

import pytest

import reynard
from conftest import perft_files

FILES = perft_files()


def action_tree(state, depth):
    """Moves `depth` plies deep, walking legal_actions / child."""
    if depth == 0:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.child(action)
        # A jump chain in progress is the same move: the depth falls when it completes.
        total += action_tree(child, depth if child.chain() else depth - 1)
    return total


@pytest.mark.parametrize("name,variant,options,counts", FILES, ids=[f[0] for f in FILES])
def test_perft_equals_the_data_file(name, variant, options, counts):
    game = reynard.load_game(variant, options)
    for depth, expected in counts:
        if expected <= 3_000_000:
            assert reynard.perft(game, depth) == expected, (name, depth)
    # The walk in Python: two plies deep (three for small counts).
    state = game.new_initial_state()
    assert reynard.perft(state, 1) == counts[0][1]
    for depth, expected in counts:
        if depth <= 2 or expected <= 20_000:
            assert action_tree(state, depth) == expected, (name, depth)
        else:
            break
