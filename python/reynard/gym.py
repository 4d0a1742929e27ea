"""A Gymnasium single-agent environment: one side of a Reynard game against its AI.

    import reynard.gym
    env = reynard.gym.ReynardEnv("catch-the-hare", seat=0, opponent_level=3)
    obs, info = env.reset(seed=0)
    while True:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

The agent plays ``seat`` (0 or 1, in the order of ``Game.side_names()``); the opponent is
Reynard's AI at ``opponent_level`` (1 gentle to 10 full strength), perfect where
``tables_dir`` holds the solved tables (from level 9). The observation is the state's
observation tensor; ``info["action_mask"]`` marks the legal actions. An illegal action
loses the game (reward -1, ``info["illegal_action"]`` true), or raises
``IllegalActionError`` with ``illegal_action="raise"``. The reward is the agent's return
when the game ends: 1 win, -1 loss, 0 draw.

Every preset is also registered with Gymnasium as ``reynard/<preset>-v0``:
``gymnasium.make("reynard/fox-geese-v0", seat=1, opponent_level=3)``.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from . import bestmove, load_game, presets
from .pettingzoo import OBSERVATION_HIGH


class ReynardEnv(gym.Env):
    """One side of a Reynard game against its AI (see the module's doc)."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 4}

    def __init__(
        self,
        name: str = "fox-geese",
        params: dict | None = None,
        seat: int = 0,
        opponent_level: int = 3,
        opponent_time_ms: int = 100,
        tables_dir: str | None = None,
        render_mode: str | None = None,
        illegal_action: str = "lose",
    ):
        if seat not in (0, 1):
            raise ValueError(f"seat {seat}: the seats are 0 and 1")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: choose one of {self.metadata['render_modes']}")
        if name in ("solitaire", "goose"):
            raise ValueError(f"{name}: the Gymnasium environment plays the two-player games")
        if illegal_action not in ("lose", "raise"):
            raise ValueError(f"illegal_action {illegal_action!r}: choose 'lose' or 'raise'")
        self.illegal_action = illegal_action
        self.game = load_game(name, params)
        self.seat = seat
        self.opponent_level = opponent_level
        self.opponent_time_ms = opponent_time_ms
        self.tables_dir = tables_dir
        self.render_mode = render_mode
        shape = tuple(self.game.observation_tensor_shape())
        self.observation_space = spaces.Box(0.0, OBSERVATION_HIGH, shape, np.float32)
        self.action_space = spaces.Discrete(self.game.num_distinct_actions())
        self.state = None
        self._seed = 0

    def _opponent_plays(self) -> None:
        while not self.state.is_terminal() and self.state.current_player() != self.seat:
            self._seed += 1
            action = bestmove(
                self.state,
                level=self.opponent_level,
                time_ms=self.opponent_time_ms,
                tables_dir=self.tables_dir,
                seed=self._seed,
            )
            self.state.apply_action(action)

    def _observation(self):
        info = {"action_mask": self.state.legal_actions_mask(self.seat), "moves": self.state.move_number()}
        return self.state.observation_tensor(), info

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        if seed is not None:
            self._seed = seed
            self.action_space.seed(seed)
        self.state = self.game.new_initial_state()
        self._opponent_plays()
        return self._observation()

    def step(self, action):
        action = int(action)
        if self.illegal_action == "lose" and action not in self.state.legal_actions():
            observation, info = self._observation()
            info["illegal_action"] = True
            return observation, -1.0, True, False, info
        self.state.apply_action(action)
        self._opponent_plays()
        observation, info = self._observation()
        over = self.state.is_terminal()
        truncated = over and self.state.is_truncated()
        reward = self.state.returns()[self.seat] if over else 0.0
        if self.render_mode == "human":
            self.render()
        return observation, reward, over and not truncated, truncated, info

    def render(self):
        """The board as text (`ansi`), or printed (`human`, returning None)."""
        if self.render_mode == "human":
            print(self.state)
            return None
        return str(self.state) if self.render_mode == "ansi" else None


def env_id(name: str) -> str:
    """Gymnasium's id of preset ``name``: ``reynard/fox-geese-v0``."""
    return f"reynard/{name}-v0"


for _preset in presets():
    if env_id(_preset) not in gym.registry:
        gym.register(id=env_id(_preset), entry_point=ReynardEnv, kwargs={"name": _preset})
