"""OpenSpiel's own algorithms on Reynard's games, unchanged.

    pip install open_spiel
    python python/examples/openspiel_algorithms.py [--games 4] [--episodes 3000]

1. OpenSpiel's MCTS bot (its C++ ``pyspiel.MCTSBot``, random rollouts) against Reynard's
   AI at level 1, from both seats of Fox and Geese, played by OpenSpiel's C++
   ``pyspiel.evaluate_bots`` on the game ``pyspiel.load_game("reynard_fox_geese")``.
2. OpenSpiel's tabular Q-learning (``tabular_qlearner.QLearner`` through its
   ``rl_environment``) learning Catch the Hare by self-play, then each learnt side against
   a random player, beside a random player in its seat.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pyspiel
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import random_agent, tabular_qlearner

import reynard.openspiel


def mcts_against_reynard(games: int, simulations: int, plies: int) -> None:
    """Part 1: OpenSpiel's MCTS against Reynard's level 1, ``games`` from each seat."""
    game = pyspiel.load_game("reynard_fox_geese", {"max_game_length": plies})
    sides = game.reynard.side_names()
    print(f"OpenSpiel's MCTS ({simulations} simulations, random rollouts) against Reynard level 1, "
          f"{game}, {games} games a seat:")
    for seat in (0, 1):
        score, start = 0.0, time.perf_counter()
        for g in range(games):
            evaluator = pyspiel.RandomRolloutEvaluator(1, g)
            mcts = pyspiel.MCTSBot(game, evaluator, 2.0, simulations, 0, False, g, False)
            ai = reynard.openspiel.ReynardBot(level=1, seed=1000 * g)
            bots = [mcts, ai] if seat == 0 else [ai, mcts]
            returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, g)
            score += (returns[seat] + 1) / 2
        seconds = time.perf_counter() - start
        print(f"  MCTS as the {sides[seat]}: scores {score:.1f} of {games} ({seconds / games:.1f} s a game)")


def q_learning(episodes: int, plies: int, evaluation: int) -> None:
    """Part 2: OpenSpiel's tabular Q-learning on Catch the Hare by self-play."""
    game = pyspiel.load_game("reynard_catch_the_hare", {"max_game_length": plies})
    env = rl_environment.Environment(game, seed=0)
    actions = env.action_spec()["num_actions"]
    learners = [tabular_qlearner.QLearner(player_id=p, num_actions=actions) for p in (0, 1)]
    randoms = [random_agent.RandomAgent(player_id=p, num_actions=actions) for p in (0, 1)]
    start = time.perf_counter()
    for _ in range(episodes):
        play(env, learners)
    seconds = time.perf_counter() - start
    print(f"\nOpenSpiel's tabular Q-learning, {game}: {episodes} self-play games in {seconds:.0f} s, "
          f"{len(learners[0]._q_values) + len(learners[1]._q_values)} states learnt")
    sides = game.reynard.side_names()
    for seat in (0, 1):
        other = randoms[1 - seat]
        learnt = mean_score(env, seat, [learners[0], other] if seat == 0 else [other, learners[1]], evaluation)
        random = mean_score(env, seat, randoms, evaluation)
        print(f"  as the {sides[seat]} against random play: {learnt:.2f} (a random {sides[seat]}: {random:.2f}), "
              f"{evaluation} games, win 1, draw 1/2")


def play(env, agents, is_evaluation: bool = False) -> list:
    """One game of ``env`` by ``agents``; returns the final rewards."""
    time_step = env.reset()
    while not time_step.last():
        player = time_step.observations["current_player"]
        time_step = env.step([agents[player].step(time_step, is_evaluation=is_evaluation).action])
    for agent in agents:
        agent.step(time_step, is_evaluation=is_evaluation)
    return time_step.rewards


def mean_score(env, seat: int, agents, games: int) -> float:
    """The mean score (win 1, draw 1/2) of ``seat`` over ``games`` games."""
    return float(np.mean([(play(env, agents, is_evaluation=True)[seat] + 1) / 2 for _ in range(games)]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="MCTS games from each seat")
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--episodes", type=int, default=3000, help="Q-learning self-play games")
    args = parser.parse_args()
    mcts_against_reynard(args.games, args.simulations, plies=120)
    q_learning(args.episodes, plies=40, evaluation=200)


if __name__ == "__main__":
    main()
