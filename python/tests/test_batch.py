"""The batch: many games stepped in one call equal the same games stepped one by one."""

import os
import signal
import time

import numpy as np
import pytest

import reynard


def test_a_batch_steps_as_single_states_do():
    game = reynard.load_game("fox-geese", {"max_game_length": 40})
    batch = reynard.Batch(game, 8, seed=5)
    singles = [game.new_initial_state() for _ in range(8)]
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(120):
        masks = batch.legal_actions_mask()
        for i, state in enumerate(singles):
            assert list(np.flatnonzero(masks[i])) == state.legal_actions()
        observations = batch.observations()
        for i, state in enumerate(singles):
            assert np.array_equal(observations[i], state.observation_tensor())
        assert list(batch.current_players()) == [s.current_player() for s in singles]
        actions = np.array([rng.choice(s.legal_actions()) for s in singles], dtype=np.int64)
        rewards, terminated, truncated = batch.step(actions)
        for i, state in enumerate(singles):
            state.apply_action(int(actions[i]))
            if state.is_terminal():
                assert list(rewards[i]) == state.returns()
                assert (bool(terminated[i]), bool(truncated[i])) == (not state.is_truncated(), state.is_truncated())
                singles[i] = game.new_initial_state()
                ended += 1
            else:
                assert not terminated[i] and not truncated[i] and list(rewards[i]) == [0.0, 0.0]
            assert batch.state(i).history() == singles[i].history()
    assert ended > 0 and batch.games_finished() == ended


def test_random_steps_finish_games():
    batch = reynard.Batch(reynard.load_game("catch-the-hare"), 64, seed=1)
    for _ in range(200):
        batch.step_random()
    assert len(batch) == 64 and batch.games_finished() > 0


def test_a_bad_step_names_the_game_and_applies_nothing():
    game = reynard.load_game("fox-geese")
    batch = reynard.Batch(game, 3)
    good = batch.state(0).legal_actions()[0]
    with pytest.raises(reynard.IllegalActionError, match="game 1: action 0"):
        batch.step(np.array([good, 0, good], dtype=np.int64))
    assert all(batch.state(i).history() == [] for i in range(3))
    with pytest.raises(reynard.IllegalActionError, match="2 actions for a batch of 3 games"):
        batch.step(np.array([good, good], dtype=np.int64))
    with pytest.raises(ValueError, match="no game 3"):
        batch.state(3)


def test_a_batch_takes_lists_and_any_integer_type_and_refuses_odd_sizes():
    game = reynard.load_game("fox-geese")
    batch = reynard.Batch(game, 2)
    first = batch.state(0).legal_actions()[0]
    batch.step([first, first])
    second = batch.state(0).legal_actions()[0]
    batch.step(np.array([second, second], dtype=np.int32))
    assert batch.state(1).history() == [first, second]
    with pytest.raises(reynard.IllegalActionError, match="^1 actions for a batch of 2 games"):
        batch.step([first])
    for size in (0, 2**40):
        with pytest.raises(reynard.ReynardError, match="games: from 1 to"):
            reynard.Batch(game, size)
    with pytest.raises(reynard.ReynardError, match="finished game"):
        reynard.Batch(game, 4, position="d4/a3,b3,c3 f")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX")
def test_a_batch_made_before_a_fork_steps_in_the_child():
    # Big enough for a thread of the batch's own, which the child does not have: the child
    # steps every game itself, and the same seeds give it the parent's games.
    batch = reynard.Batch(reynard.load_game("fox-geese"), 1024, seed=3)
    batch.step_random()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            for _ in range(30):
                batch.step_random()
            os.write(write, repr([batch.state(i).history() for i in (0, 1023)]).encode())
            del batch
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    # A child that waits for a thread it does not have would never end: give it 60 s.
    deadline = time.monotonic() + 60
    while (done := os.waitpid(pid, os.WNOHANG))[0] == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    if done[0] == 0:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        pytest.fail("the forked child hung stepping the batch")
    assert os.waitstatus_to_exitcode(done[1]) == 0
    with os.fdopen(read) as pipe:
        child = pipe.read()
    for _ in range(30):
        batch.step_random()
    assert child == repr([batch.state(i).history() for i in (0, 1023)])


def test_observations_and_masks_are_written_into_arrays_passed_in():
    game = reynard.load_game("fox-geese")
    batch = reynard.Batch(game, 600, seed=2)
    obs = np.full((600, *game.observation_tensor_shape()), 7.0, dtype=np.float32)
    masks = np.full((600, game.num_distinct_actions()), 3, dtype=np.int8)
    for _ in range(5):
        batch.step_random()
        # Whatever was in them is written over: the same as fresh arrays.
        assert batch.observations(out=obs) is obs
        assert batch.legal_actions_mask(out=masks) is masks
        assert np.array_equal(obs, batch.observations())
        assert np.array_equal(masks, batch.legal_actions_mask())
    with pytest.raises(reynard.ReynardError, match="shape"):
        batch.observations(out=np.zeros((599, *game.observation_tensor_shape()), dtype=np.float32))
    with pytest.raises(reynard.ReynardError, match="C-contiguous"):
        batch.legal_actions_mask(out=np.zeros((game.num_distinct_actions(), 600), dtype=np.int8).T)
    read_only = np.zeros_like(masks)
    read_only.flags.writeable = False
    with pytest.raises(reynard.ReynardError, match="cannot be written"):
        batch.legal_actions_mask(out=read_only)
    with pytest.raises(TypeError):
        batch.observations(out=np.zeros(obs.shape, dtype=np.float64))
