"""Reynard from Python: Fox and Geese, the hunt games around it and Hnefatafl.

Exact rules for every game Reynard knows, its AI and its solved values, in the shape of
OpenSpiel's API::

    import reynard
    game = reynard.load_game("fox-geese", {"fox_wins_at": 4})
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(reynard.bestmove(state, level=3))
    print(state.returns())

A move is one integer action per leg (a jump chain takes one action per jump, the same
player acting again); see docs/python.md in the repository for the encoding, the
observation planes, the PettingZoo and Gymnasium wrappers and the examples.

OpenSpiel's algorithms run on these games as they are (``Game.get_type()`` is a
``pyspiel.GameType`` where OpenSpiel is installed, else a :class:`GameType` with the same
fields); ``import reynard.openspiel`` registers every game with OpenSpiel itself
(``pyspiel.load_game("reynard_fox_geese")``).
"""

from importlib.metadata import PackageNotFoundError, version

from ._reynard import (
    Batch,
    Game,
    GameOverError,
    GooseGame,
    GooseState,
    IllegalActionError,
    RecordError,
    ReynardError,
    State,
    SolitaireGame,
    SolitaireState,
    VariantError,
    bestmove,
    games,
    load_game,
    perft,
    presets,
    read_record,
)
from ._spiel import GameType

#: OpenSpiel's player id of a state whose game is over.
TERMINAL_PLAYER = -4
#: OpenSpiel's player id of a chance node (the Goose's dice).
CHANCE_PLAYER = -1

try:
    __version__ = version("reynard")
except PackageNotFoundError:  # pragma: no cover - an uninstalled checkout
    __version__ = "0+unknown"

__all__ = [
    "Batch",
    "Game",
    "GameOverError",
    "GameType",
    "GooseGame",
    "GooseState",
    "IllegalActionError",
    "RecordError",
    "ReynardError",
    "SolitaireGame",
    "SolitaireState",
    "State",
    "TERMINAL_PLAYER",
    "CHANCE_PLAYER",
    "VariantError",
    "bestmove",
    "games",
    "load_game",
    "perft",
    "presets",
    "read_record",
]
