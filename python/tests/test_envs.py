"""PettingZoo's own API test and the Gymnasium checker for every game, without a warning
(a warning fails them), and games played through both wrappers."""

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import reynard
import reynard.gym
import reynard.pettingzoo


@pytest.mark.parametrize("variant", reynard.presets())
def test_pettingzoo_api_test_passes_without_a_warning(variant):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        api_test(reynard.pettingzoo.env(variant), num_cycles=200)


@pytest.mark.parametrize("variant", reynard.presets())
def test_gymnasium_checker_passes_without_a_warning(variant):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for seat in (0, 1):
            env = gymnasium.make(reynard.gym.env_id(variant), seat=seat, opponent_level=1, opponent_time_ms=20)
            # The environment itself, as Gymnasium advises (make wraps it in its checks).
            check_env(env.unwrapped)


def test_a_pettingzoo_game_ends_with_opposite_rewards():
    env = reynard.pettingzoo.env("catch-the-hare", render_mode="ansi")
    env.reset(seed=3)
    assert env.agents == ["hare_0", "hunters_1"]
    totals = {agent: 0.0 for agent in env.agents}
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        mask = env.infos[agent]["action_mask"]
        assert mask.sum() > 0 and obs.shape == tuple(env.game.observation_tensor_shape())
        other = env.agents[1 - env.agents.index(agent)]
        assert env.infos[other]["action_mask"].sum() == 0
        env.step(int(env.action_space(agent).sample(mask)))
        steps += 1
    assert steps > 0 and sum(totals.values()) == 0
    assert "hare" in env.render()


def test_gymnasium_checker_passes_and_a_game_is_played():
    env = reynard.gym.ReynardEnv("catch-the-hare", seat=1, opponent_level=1)
    check_env(env, skip_render_check=True)
    observation, info = env.reset(seed=0)
    assert observation.shape == env.observation_space.shape
    for _ in range(1000):
        action = env.action_space.sample(info["action_mask"])
        observation, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break
    assert terminated or truncated
    assert reward in (-1.0, 0.0, 1.0)


def test_an_illegal_action_loses_or_raises():
    env = reynard.gym.ReynardEnv("fox-geese", seat=0, opponent_level=1)
    _, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    strict = reynard.gym.ReynardEnv("fox-geese", seat=0, opponent_level=1, illegal_action="raise")
    strict.reset(seed=1)
    with pytest.raises(reynard.IllegalActionError):
        strict.step(illegal)
    with pytest.raises(ValueError):
        reynard.gym.ReynardEnv("fox-geese", seat=2)


def test_the_environments_refuse_the_one_player_and_chance_games():
    for name in ("solitaire", "goose"):
        with pytest.raises(ValueError, match="two-player games"):
            reynard.pettingzoo.env(name)
        with pytest.raises(ValueError, match="two-player games"):
            reynard.gym.ReynardEnv(name)
