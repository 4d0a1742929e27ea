"""Reynard's two-player games as PettingZoo AEC environments, with action masks.

    from reynard.pettingzoo import env
    e = env("fox-geese", render_mode="ansi")
    e.reset(seed=0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(info["action_mask"])
        e.step(action)

Agents are named by the variant's sides and seats (``fox_0`` and ``geese_1``); the agent to act is the
one whose side is to move, and a jump chain is one action per jump, so the same agent may
act several times in a row. An observation is the state's observation tensor (planes ×
ranks × files, ``float32``), the same for both agents; ``info["action_mask"]`` (int8, 1
for each legal action, all zero for the agent not to act) marks the legal actions, as
PettingZoo advises for action masks (its ``api_test`` then passes without a warning). A
game ends by its rules (terminated) or at the ply limit ``max_game_length`` (truncated,
a draw).
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import load_game

#: The highest value an observation holds: 1 on the piece planes, the pieces in hand on
#: the hunt games' ``in_hand`` plane.
OBSERVATION_HIGH = 255.0


def env(name: str = "fox-geese", params: dict | None = None, render_mode: str | None = None) -> "ReynardEnv":
    """The AEC environment of game ``name`` (a preset id or variant file) with ``params``."""
    return ReynardEnv(name, params, render_mode)


class ReynardEnv(AECEnv):
    """One of Reynard's two-player games as an AEC environment (see the module's doc)."""

    metadata = {"render_modes": ["human", "ansi"], "name": "reynard_v0", "is_parallelizable": False}

    def __init__(self, name: str = "fox-geese", params: dict | None = None, render_mode: str | None = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: choose one of {self.metadata['render_modes']}")
        if name in ("solitaire", "goose"):
            raise ValueError(f"{name}: the PettingZoo environment plays the two-player games")
        self.game = load_game(name, params)
        self.render_mode = render_mode
        sides = self.game.side_names()
        self.possible_agents = [f"{side.replace(' ', '_')}_{seat}" for seat, side in enumerate(sides)]
        shape = tuple(self.game.observation_tensor_shape())
        actions = self.game.num_distinct_actions()
        self.observation_spaces = {
            agent: spaces.Box(0.0, OBSERVATION_HIGH, shape, np.float32) for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self.state_ = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.state_ = self.game.new_initial_state()
        if seed is not None:
            for agent, space in self.action_spaces.items():
                space.seed(seed + self.possible_agents.index(agent))
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[self.state_.current_player()]
        self._mark_legal_actions()

    def _mark_legal_actions(self) -> None:
        """Each agent's ``info["action_mask"]`` for the state now."""
        for seat, agent in enumerate(self.agents):
            self.infos[agent]["action_mask"] = self.state_.legal_actions_mask(seat)

    def observe(self, agent):
        return self.state_.observation_tensor()

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state_.apply_action(int(action))
        if self.state_.is_terminal():
            returns = self.state_.returns()
            truncated = self.state_.is_truncated()
            for seat, other in enumerate(self.agents):
                self.rewards[other] = returns[seat]
                self.terminations[other] = not truncated
                self.truncations[other] = truncated
        else:
            self.agent_selection = self.agents[self.state_.current_player()]
        self._mark_legal_actions()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            return None
        text = str(self.state_)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
