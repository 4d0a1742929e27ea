"""How fast Python plays Reynard's games: random playouts one call a move, the OpenSpiel
loop (legal_actions, a choice, apply_action), and the batch stepped in one call. Prints
the median of several runs of each, in moves per second.

    pip install ./python
    python python/benchmarks/playouts.py [--game fox-geese] [--seconds 1] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np

import reynard

#: Moves between looks at the clock, for the one-game cases.
BLOCK = 1000


def rate(step, seconds: float) -> float:
    """Moves per second of `step` (which returns the moves it made), over `seconds`."""
    moves, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        moves += step()
    return moves / elapsed


def one_call_a_move(game):
    state = game.new_initial_state()

    def step():
        nonlocal state
        for _ in range(BLOCK):
            try:
                state.apply_random_action()
            except reynard.GameOverError:
                state = game.new_initial_state()
        return BLOCK

    return step


def openspiel_loop(game):
    state, rng = game.new_initial_state(), random.Random(1)

    def step():
        nonlocal state
        for _ in range(BLOCK):
            if state.is_terminal():
                state = game.new_initial_state()
            state.apply_action(rng.choice(state.legal_actions()))
        return BLOCK

    return step


def batch_random(game, size):
    batch = reynard.Batch(game, size, seed=1)

    def step():
        batch.step_random()
        return size

    return step


def batch_with_masks(game, size):
    """A training step: the masks and observations read, an action chosen per game (the
    first legal one: a policy network's work is not measured)."""
    batch = reynard.Batch(game, size, seed=1)

    def step():
        masks = batch.legal_actions_mask()
        batch.observations()
        batch.step(masks.argmax(axis=1).astype(np.int64))
        return size

    return step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="fox-geese")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    game = reynard.load_game(args.game)
    cases = [
        ("one call a move (apply_random_action)", one_call_a_move(game)),
        ("legal_actions + random.choice + apply_action", openspiel_loop(game)),
        ("Batch(256).step_random", batch_random(game, 256)),
        ("Batch(4096).step_random", batch_random(game, 4096)),
        ("Batch(256): masks, observations, step", batch_with_masks(game, 256)),
    ]
    print(f"{args.game}: median of {args.runs} runs of {args.seconds:g} s")
    for name, step in cases:
        rates = [rate(step, args.seconds) for _ in range(args.runs)]
        print(f"  {name:<46} {statistics.median(rates) / 1e6:6.2f} M moves/s")


if __name__ == "__main__":
    main()
