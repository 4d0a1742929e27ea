"""Reynard's games registered with OpenSpiel, for its C++ and Python algorithms.

    import pyspiel
    import reynard.openspiel                       # registers every game with pyspiel
    game = pyspiel.load_game("reynard_fox_geese", {"fox_wins_at": 4})
    bot = pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, 0), 2.0, 100, 0, False, 0, False)
    pyspiel.evaluate_bots(game.new_initial_state(), [bot, reynard.openspiel.ReynardBot(level=1)], 0)

Every preset is a game named ``reynard_`` and its id with ``_`` for ``-``
(``reynard_bagh_chal``), with every option of the variant (and ``max_game_length``, the
ply limit) as a game parameter; the Game of the Goose is ``reynard_goose`` and peg
solitaire ``reynard_solitaire``. The games are OpenSpiel's own Python games
(``pyspiel.Game`` and ``pyspiel.State`` subclasses, as its ``python_tic_tac_toe``), each
state holding a ``reynard`` state (``state.inner``) that plays the rules in Rust, so
OpenSpiel's C++ side can drive them: ``pyspiel.random_sim_test``, ``pyspiel.MCTSBot``,
``pyspiel.evaluate_bots``, serialization, pickling.

``reynard.load_game`` needs none of this: its games answer OpenSpiel's Python algorithms
directly, and faster (no C++ in between). This module needs ``open_spiel``
(``pip install open_spiel``).
"""

from __future__ import annotations

import numpy as np
import pyspiel
from open_spiel.python.observation import IIGObserverForPublicInfoGame

from . import bestmove, load_game, presets
from ._spiel import game_type, spiel_name

#: The ``max_game_length`` reported for a game without a ply limit, or beyond what
#: OpenSpiel holds (a C++ int).
NO_LIMIT = 2**31 - 1
#: The ply limit's parameter (the rules' options are the others).
MOVE_LIMIT = "max_game_length"


def _value(text: str):
    """An option's text as OpenSpiel's parameter: a bool, an int or a string."""
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _specification(name: str) -> dict:
    """Every parameter of game ``name`` with its default."""
    if name == "goose":
        return {"players": 2, "dice": 1, "rule": "roll-again"}
    if name == "solitaire":
        return {"start": "d4", "finish": "d4"}
    game = load_game(name)
    # An option without a value (none set) cannot be written as a parameter.
    spec = {key: _value(text) for key, text in game.options() if text != ""}
    spec[MOVE_LIMIT] = int(game.get_parameters()[MOVE_LIMIT])
    return spec


class ReynardGame(pyspiel.Game):
    """A Reynard game as an OpenSpiel game: ``game.reynard`` is the ``reynard`` game. Each
    registered game is a subclass naming the game in ``NAME``."""

    #: Reynard's name of the game (a preset id, ``goose`` or ``solitaire``).
    NAME = ""

    def __init__(self, params: dict | None = None):
        name = self.NAME
        defaults = GAMES[name][1]
        given = dict(params or {})
        unknown = sorted(set(given) - set(defaults))
        if unknown:
            raise ValueError(f"{spiel_name(name)}: unknown parameter(s) {unknown}; the parameters: {sorted(defaults)}")
        # Only what differs from the preset reaches the rules (as the name shows it).
        changed = {key: value for key, value in given.items() if value != defaults[key]}
        self.reynard = load_game(name, changed)
        game = self.reynard
        length = game.max_game_length()
        chance = game.max_chance_outcomes()
        info = pyspiel.GameInfo(
            num_distinct_actions=game.num_distinct_actions(),
            max_chance_outcomes=chance,
            num_players=game.num_players(),
            min_utility=game.min_utility(),
            max_utility=game.max_utility(),
            utility_sum=game.utility_sum(),
            max_game_length=NO_LIMIT if length is None else min(length, NO_LIMIT),
        )
        super().__init__(GAMES[name][0], info, changed)

    def new_initial_state(self, position=None):
        """A state at the start, or at ``position`` (a position text, as ``reynard show``
        prints it; none for the Goose)."""
        if position is not None and not isinstance(position, str):
            raise ValueError(f"Reynard's states are made from a position text, not {type(position).__name__}")
        inner = self.reynard.new_initial_state() if position is None else self.reynard.new_initial_state(position)
        return ReynardState(self, inner)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The board (``observation_tensor`` and ``observation_string``) for observations;
        the history for information states (``information_state_string``), as OpenSpiel's
        ``python_tic_tac_toe`` has them."""
        if iig_obs_type is None or (iig_obs_type.public_info and not iig_obs_type.perfect_recall):
            return BoardObserver(self.reynard, params)
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class ReynardState(pyspiel.State):
    """A state of a :class:`ReynardGame`; ``state.inner`` is the ``reynard`` state."""

    def __init__(self, game: ReynardGame, inner):
        super().__init__(game)
        self.inner = inner

    def current_player(self):
        return self.inner.current_player()

    def _legal_actions(self, player):
        return self.inner.legal_actions()

    def chance_outcomes(self):
        return self.inner.chance_outcomes()

    def _apply_action(self, action):
        self.inner.apply_action(action)

    def _action_to_string(self, player, action):
        return self.inner.action_to_string(action)

    def is_terminal(self):
        return self.inner.is_terminal()

    def returns(self):
        return self.inner.returns()

    def rewards(self):
        return self.inner.rewards()

    def __str__(self):
        return str(self.inner)


class BoardObserver:
    """OpenSpiel's Python observer of a Reynard state: the ``reynard`` state's observation
    tensor (``observation`` in ``dict``, its planes × ranks × files) and its board text."""

    def __init__(self, game, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        shape = tuple(game.observation_tensor_shape())
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state, player):
        self.dict["observation"][...] = state.inner.observation_tensor()

    def string_from(self, state, player):
        return str(state.inner)


def inner(state):
    """The ``reynard`` state of ``state`` (a :class:`ReynardState` or one already)."""
    return state.inner if isinstance(state, ReynardState) else state


class ReynardBot(pyspiel.Bot):
    """Reynard's AI as an OpenSpiel bot (for ``pyspiel.evaluate_bots`` and the like): its
    move at ``level`` (1 gentle to 10 full strength), or with the limits ``bestmove``
    takes (``depth``, ``nodes``, ``time_ms``, ``tables_dir``). Each move's seed is one
    more than the last."""

    def __init__(self, level: int | None = 1, seed: int = 0, **limits):
        pyspiel.Bot.__init__(self)
        self._limits = dict(limits, level=level) if level is not None else dict(limits)
        self._seed = seed

    def step(self, state):
        self._seed += 1
        return bestmove(inner(state), seed=self._seed, **self._limits)

    def restart_at(self, state):
        pass

    def inform_action(self, state, player_id, action):
        pass


def _game_class(name: str) -> type:
    """The class of game ``name``, registered as its creator: a class rather than a
    function, since pyspiel keeps its creators past the interpreter's end, and a function
    freed then (without the GIL) crashes the process as it exits, where a class (in
    reference cycles of its own) is never freed. (A variant file's game unpickles where
    the file has been registered again.)"""
    class_name = "ReynardGame_" + spiel_name(name)
    game_class = type(
        class_name,
        (ReynardGame,),
        {"NAME": name, "__module__": __name__, "__doc__": f"Reynard's {name} as an OpenSpiel game."},
    )
    # Pickle finds a game's class by its name in this module.
    globals()[class_name] = game_class
    return game_class


#: Every game registered: Reynard's name → (its ``pyspiel.GameType``, its parameters' defaults).
GAMES: dict = {}


def _register(name: str) -> None:
    """Registers game ``name`` (a preset id, ``goose``, ``solitaire`` or a variant file)."""
    spec = _specification(name)
    GAMES[name] = (game_type(load_game(name), spec), spec)
    pyspiel.register_game(GAMES[name][0], _game_class(name))


def register() -> list:
    """Registers every Reynard game with OpenSpiel (once; done on import); returns their
    OpenSpiel names."""
    for name in [*presets(), "goose", "solitaire"]:
        if name not in GAMES:
            _register(name)
    return [spiel_name(name) for name in GAMES]


def register_variant(path: str) -> str:
    """Registers the variant file at ``path`` (see docs/variants.md) as ``reynard_`` and its
    file name (``my-fox.toml``: ``reynard_my_fox``), its options as parameters with the
    file's values as defaults; returns the name. The file is read again at each load.
    Raises ``ValueError`` where another game has the name already."""
    name = spiel_name(path)
    if path not in GAMES:
        if name in pyspiel.registered_names():
            raise ValueError(f"{path}: OpenSpiel has a game named {name} already; rename the file")
        _register(path)
    return name


def load(name: str, params: dict | None = None) -> ReynardGame:
    """OpenSpiel's game of Reynard's ``name`` (a preset id, ``goose`` or ``solitaire``):
    ``pyspiel.load_game(spiel_name(name), params)``."""
    return pyspiel.load_game(spiel_name(name), params or {})


register()
