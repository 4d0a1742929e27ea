"""The speed of the bridge to OpenSpiel: random games and MCTS searches through OpenSpiel's
own code, against the same through the package's own calls.

    python python/benchmarks/openspiel_bridge.py --game fox-geese --repeats 7

Prints the median (and range) of each way over the repeats, run one after another in each
repeat so that they share the machine's load. Needs open_spiel (``pip install open_spiel``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import reynard
import reynard.openspiel


#: How long each measurement runs at least, in seconds (``--seconds``).
SECONDS = [0.5]


def rate(work) -> float:
    """Calls ``work()`` (which returns how many units it did) until ``SECONDS`` have passed;
    returns the units a second."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < SECONDS[0]:
        done += work()
    return done / elapsed


def random_games(make_state, play) -> float:
    """Games a second: games from ``make_state()``, each played by ``play``."""

    def one() -> int:
        play(make_state())
        return 1

    return rate(one)


def python_loop(state, rng=random.Random(1)) -> None:
    """The usual Python loop: legal actions, a random choice, apply."""
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))


def searches(make_bot, state) -> float:
    """MCTS simulations a second: searches from ``state``. (``step_with_policy``: pyspiel's
    C++ ``MCTSBot.step`` lets the GIL go and so crashes on any Python game.)"""
    bot, simulations = make_bot()

    def one() -> int:
        bot.step_with_policy(state)
        return simulations

    return rate(one)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="fox-geese")
    parser.add_argument("--seconds", type=float, default=0.5, help="the least time of a measurement")
    parser.add_argument("--simulations", type=int, default=100, help="MCTS simulations a search")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    SECONDS[0] = args.seconds

    package = reynard.load_game(args.game)
    spiel = reynard.openspiel.load(args.game)
    cpp_rollout = pyspiel.RandomRolloutEvaluator(1, 1)
    random_bots = [pyspiel.make_uniform_random_bot(p, p + 1) for p in range(2)]
    rng = np.random.RandomState(1)
    py_rollout = mcts.RandomRolloutEvaluator(1, rng)
    sims = args.simulations

    games = {
        "package: State.play_random_to_end() (Rust)": lambda: random_games(
            package.new_initial_state, lambda s: s.play_random_to_end()
        ),
        "package: Python loop (legal_actions, choice, apply_action)": lambda: random_games(
            package.new_initial_state, python_loop
        ),
        "package: OpenSpiel's Python RandomRolloutEvaluator": lambda: random_games(
            package.new_initial_state, py_rollout.evaluate
        ),
        "pyspiel game: Python loop": lambda: random_games(spiel.new_initial_state, python_loop),
        "pyspiel game: OpenSpiel's Python RandomRolloutEvaluator": lambda: random_games(
            spiel.new_initial_state, py_rollout.evaluate
        ),
        "pyspiel game: OpenSpiel's C++ evaluate_bots, C++ random bots": lambda: random_games(
            spiel.new_initial_state, lambda s: pyspiel.evaluate_bots(s, random_bots, 1)
        ),
    }
    search = {
        "package: OpenSpiel's Python MCTSBot": lambda: searches(
            lambda: (mcts.MCTSBot(package, 2.0, sims, py_rollout, random_state=rng), sims),
            package.new_initial_state(),
        ),
        "pyspiel game: OpenSpiel's Python MCTSBot": lambda: searches(
            lambda: (mcts.MCTSBot(spiel, 2.0, sims, py_rollout, random_state=rng), sims),
            spiel.new_initial_state(),
        ),
        "pyspiel game: OpenSpiel's C++ MCTSBot": lambda: searches(
            lambda: (pyspiel.MCTSBot(spiel, cpp_rollout, 2.0, sims, 0, False, 1, False), sims),
            spiel.new_initial_state(),
        ),
    }
    results = {name: [] for name in [*games, *search]}
    for _ in range(args.repeats):
        for name, measure in [*games.items(), *search.items()]:
            results[name].append(measure())
    print(f"{args.game}, {args.repeats} repeats; load average {open('/proc/loadavg').read().split()[:3]}")
    for name, values in results.items():
        unit = "simulations/s" if name in search else "games/s"
        print(f"{name:62} {statistics.median(values):10.1f} {unit} ({min(values):.1f}-{max(values):.1f})")


if __name__ == "__main__":
    main()
