"""The self-play example learns something real in a short run: the hunters must advance
(a hunter left on the back ranks is worth more to the hare than one in front of it)."""

import reynard
from conftest import load_example


def test_self_play_learns_that_the_hunters_must_advance():
    example = load_example("td_catch_the_hare")
    game = reynard.load_game("catch-the-hare", {"max_game_length": 200})
    planes, ranks, files = game.observation_tensor_shape()
    flock = game.observation_planes().index("flock")  # Catch the Hare's hunters
    untrained = example.LinearValue(game.observation_tensor_size())
    for seed in (1, 2):
        model = example.LinearValue(game.observation_tensor_size())
        example.train(game, model, games=1000, rate=0.003, explore=0.1, seed=seed, depth=1)
        weights = model.weights.reshape(planes, ranks, files)[flock]
        # The value is the hare's (seat 0): hunters on ranks 1-2 help it, on ranks 4-5 not.
        assert weights[:2].mean() > weights[3:].mean() + 0.01, weights
    score, kept = example.play(game, untrained, seat=0, level=1, games=1, seed=1, tables=None)
    assert 0.0 <= score <= 1.0 and kept is None
