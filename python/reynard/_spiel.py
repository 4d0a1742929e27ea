"""What OpenSpiel's algorithms read from a game's type, for every Reynard game.

``Game.get_type()`` (and the Goose's and solitaire's) comes here: a real
``pyspiel.GameType`` where OpenSpiel is installed, so that its algorithms' checks
(``game.get_type().dynamics != pyspiel.GameType.Dynamics.SEQUENTIAL``…) pass unchanged;
else a :class:`GameType` with the same fields, whose enums have the same member names.
``reynard.openspiel`` registers the games under the same types.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

#: OpenSpiel's name of a game is ``reynard_`` and the preset's id with ``_`` for ``-``.
PREFIX = "reynard_"


class Dynamics(enum.Enum):
    """As ``pyspiel.GameType.Dynamics``."""

    SEQUENTIAL = 1
    SIMULTANEOUS = 2
    MEAN_FIELD = 3


class ChanceMode(enum.Enum):
    """As ``pyspiel.GameType.ChanceMode``."""

    DETERMINISTIC = 0
    EXPLICIT_STOCHASTIC = 1
    SAMPLED_STOCHASTIC = 2


class Information(enum.Enum):
    """As ``pyspiel.GameType.Information``."""

    ONE_SHOT = 0
    PERFECT_INFORMATION = 1
    IMPERFECT_INFORMATION = 2


class Utility(enum.Enum):
    """As ``pyspiel.GameType.Utility``."""

    ZERO_SUM = 0
    CONSTANT_SUM = 1
    GENERAL_SUM = 2
    IDENTICAL = 3


class RewardModel(enum.Enum):
    """As ``pyspiel.GameType.RewardModel``."""

    REWARDS = 0
    TERMINAL = 1


@dataclass(frozen=True)
class GameType:
    """A game's type where OpenSpiel is not installed: ``pyspiel.GameType``'s fields."""

    Dynamics = Dynamics
    ChanceMode = ChanceMode
    Information = Information
    Utility = Utility
    RewardModel = RewardModel

    short_name: str
    long_name: str
    dynamics: Dynamics
    chance_mode: ChanceMode
    information: Information
    utility: Utility
    reward_model: RewardModel
    max_num_players: int
    min_num_players: int
    provides_information_state_string: bool
    provides_information_state_tensor: bool
    provides_observation_string: bool
    provides_observation_tensor: bool
    parameter_specification: dict = field(default_factory=dict)
    default_loadable: bool = True
    provides_factored_observation_string: bool = False


def spiel_name(name: str) -> str:
    """OpenSpiel's name of Reynard's game ``name``: ``fox-geese`` is ``reynard_fox_geese``;
    a variant file's path is named by its file name."""
    stem = re.sub(r"\.toml$", "", name.replace("\\", "/").rsplit("/", 1)[-1])
    return PREFIX + re.sub(r"[^a-z0-9_]", "_", stem.lower())


def _kind(game) -> str:
    from . import GooseGame, SolitaireGame

    if isinstance(game, GooseGame):
        return "goose"
    if isinstance(game, SolitaireGame):
        return "solitaire"
    return "two-player"


def type_fields(game, name: str, parameter_specification: dict | None = None) -> dict:
    """The fields of the type of ``game`` (a ``reynard`` game), named ``name``, with
    enum values as member names."""
    kind = _kind(game)
    players = game.num_players()
    return {
        "short_name": spiel_name(name),
        "long_name": f"Reynard {name}",
        "dynamics": "SEQUENTIAL",
        "chance_mode": "EXPLICIT_STOCHASTIC" if kind == "goose" else "DETERMINISTIC",
        "information": "PERFECT_INFORMATION",
        "utility": "GENERAL_SUM" if kind == "solitaire" else "ZERO_SUM",
        "reward_model": "TERMINAL",
        # The Goose takes 2 to 6 players; one loaded game has its number.
        "max_num_players": 6 if kind == "goose" else players,
        "min_num_players": 2 if kind == "goose" else players,
        "provides_information_state_string": True,
        "provides_information_state_tensor": False,
        "provides_observation_string": True,
        "provides_observation_tensor": True,
        "parameter_specification": parameter_specification or {},
    }


def game_name(game) -> str:
    """The name ``game`` was loaded by (``fox-geese``, ``goose``, ``solitaire``…)."""
    kind = _kind(game)
    return game.name if kind == "two-player" else kind


def game_type(game, parameter_specification: dict | None = None):
    """The type of ``game``: a ``pyspiel.GameType`` where OpenSpiel is installed, else a
    :class:`GameType`."""
    fields = type_fields(game, game_name(game), parameter_specification)
    try:
        import pyspiel
    except ImportError:
        enums = GameType
    else:
        enums = pyspiel.GameType
    for key, enum_class in (
        ("dynamics", enums.Dynamics),
        ("chance_mode", enums.ChanceMode),
        ("information", enums.Information),
        ("utility", enums.Utility),
        ("reward_model", enums.RewardModel),
    ):
        fields[key] = getattr(enum_class, fields[key])
    if enums is GameType:
        return GameType(**fields)
    return pyspiel.GameType(**fields)
