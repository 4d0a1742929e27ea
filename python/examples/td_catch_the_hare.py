"""Learn Catch the Hare by self-play, then play Reynard's AI and ask the solved tables.

A value function linear in the observation's planes (a piece-square table for each side,
squashed by tanh) is trained by TD(0) on afterstates: each side picks the move whose
position it values most (sometimes a random one, to explore), and each position's value
is pulled towards the next one's, or towards the result at the end. Then the learnt
player meets Reynard at levels 1 to 3 from both seats, and, given solved tables
(``reynard solve catch-the-hare --dir tables``, about a minute), how often its moves keep
the game's solved value.

    pip install ./python
    python python/examples/td_catch_the_hare.py --games 3000 [--tables tables]
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

import reynard


class LinearValue:
    """v(s) = tanh(w · x(s)): the value of a position for seat 0 (the hare)."""

    def __init__(self, size: int):
        self.weights = np.zeros(size, dtype=np.float64)

    def features(self, state) -> np.ndarray:
        return state.observation_tensor().ravel().astype(np.float64)

    def value(self, x: np.ndarray) -> float:
        return float(np.tanh(self.weights @ x))

    def update(self, x: np.ndarray, target: float, rate: float) -> None:
        v = self.value(x)
        self.weights += rate * (target - v) * (1.0 - v * v) * x


def afterstates(state):
    """Each legal move with the state after it (a jump chain played whole)."""
    for move in state.legal_moves():
        child = state.clone()
        child.apply_move(move)
        yield move, child


def score(state, model: LinearValue, depth: int) -> float:
    """The value for seat 0 after looking `depth` plies ahead (each side at its best)."""
    if depth == 0 or state.is_terminal():
        return state.returns()[0] if state.is_terminal() else model.value(model.features(state))
    values = [score(child, model, depth - 1) for _, child in afterstates(state)]
    return max(values) if state.current_player() == 0 else min(values)


def choose(state, model: LinearValue, explore: float, rng: random.Random, depth: int = 2):
    """The move the side to move values most, looking `depth` plies ahead (its own move
    and the reply), or a random one with probability `explore`."""
    options = list(afterstates(state))
    if rng.random() < explore:
        return rng.choice(options)
    sign = 1.0 if state.current_player() == 0 else -1.0
    return max(options, key=lambda option: sign * score(option[1], model, depth - 1))


def train(game, model: LinearValue, games: int, rate: float, explore: float, seed: int, depth: int = 2) -> None:
    """TD(0) over `games` self-play games, moves chosen `depth` plies deep."""
    rng = random.Random(seed)
    for _ in range(games):
        state = game.new_initial_state()
        x = model.features(state)
        while not state.is_terminal():
            _, state = choose(state, model, explore, rng, depth)
            next_x = model.features(state)
            target = state.returns()[0] if state.is_terminal() else model.value(next_x)
            model.update(x, target, rate)
            x = next_x


def play(game, model: LinearValue, seat: int, level: int, games: int, seed: int, tables: str | None):
    """Games of the learnt player in `seat` against Reynard at `level`: its score (win 1,
    draw 1/2), and with tables the share of its moves from won or drawn positions that
    keep that value."""
    rng = random.Random(seed)
    score, kept, judged = 0.0, 0, 0
    for g in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.current_player() == seat:
                before = state.solved_value(tables) if tables else None
                _, state = choose(state, model, 0.0, rng)
                # A lost position cannot be thrown away: only wins and draws are judged.
                if before is not None and before[0] != "loss":
                    after = state.solved_value(tables)
                    # The value after the move is for the opponent: a kept win is their loss.
                    flipped = {"win": "loss", "loss": "win", "draw": "draw"}[after[0]] if after else None
                    judged += 1
                    kept += flipped == before[0]
            else:
                state.apply_action(reynard.bestmove(state, level=level, time_ms=100, seed=seed + g))
        result = state.returns()[seat]
        score += 1.0 if result > 0 else 0.5 if result == 0 else 0.0
    return score / games, (kept / judged if judged else None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3000, help="self-play games to learn from")
    parser.add_argument("--rate", type=float, default=0.003, help="the step size of the TD update")
    parser.add_argument("--explore", type=float, default=0.1, help="the share of random moves in self-play")
    parser.add_argument("--matches", type=int, default=20, help="games per level and seat")
    parser.add_argument("--tables", help="a folder with Catch the Hare solved (reynard solve … --dir)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    game = reynard.load_game("catch-the-hare", {"max_game_length": 200})
    model = LinearValue(game.observation_tensor_size())
    untrained = LinearValue(game.observation_tensor_size())
    started = time.time()
    train(game, model, args.games, args.rate, args.explore, args.seed)
    print(f"trained on {args.games} self-play games in {time.time() - started:.0f} s")
    sides = game.side_names()
    print("seat        level   learnt score  untrained score  moves keeping a win or draw")
    for seat in (0, 1):
        for level in (1, 2, 3):
            learnt, kept = play(game, model, seat, level, args.matches, args.seed, args.tables)
            baseline, _ = play(game, untrained, seat, level, args.matches, args.seed, None)
            kept_text = f"{kept:.0%}" if kept is not None else "(no tables)"
            print(f"{sides[seat]:<10}  {level:>5}   {learnt:>12.2f}  {baseline:>15.2f}  {kept_text}")


if __name__ == "__main__":
    main()
