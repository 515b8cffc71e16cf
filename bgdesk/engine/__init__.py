"""The rules engine: standard library only, no Qt, no I/O.

Layers: :mod:`position` (positions, legal plays, Position ID), :mod:`turn` (a roll played step
by step), :mod:`notation` (typed plays), :mod:`dice` (injected dice sources), :mod:`record`
(rules options and the game record), :mod:`game` (one game: opening roll, cube, resignations,
scoring), :mod:`match` (matches and money sessions), :mod:`matchid` (GNU Backgammon Match ID),
:mod:`xgid` (eXtreme Gammon's XGID).
"""

from .dice import DiceError, DiceExhaustedError, ManualDice, SeededDice, parse_dice
from .errors import (BgdeskError, IllegalActionError, IllegalMoveError, NotationError,
                     PositionError)
from .game import Action, Game, Phase, ResignKind, replay_game
from .match import Match, replay_match
from .notation import parse_play, play_typed
from .refusals import REASONS, refusal
from .position import Play, Position
from .record import Event, EventKind, GameRecord, GameResult, MatchRecord, Rules
from .turn import Step, Turn

__all__ = [
    "Action", "BgdeskError", "DiceError", "DiceExhaustedError", "Event", "EventKind", "Game",
    "GameRecord", "GameResult", "IllegalActionError", "IllegalMoveError", "ManualDice", "Match",
    "MatchRecord", "NotationError", "Phase", "Play", "Position", "PositionError", "ResignKind",
    "REASONS", "Rules", "SeededDice", "Step", "Turn", "parse_dice", "parse_play", "play_typed",
    "refusal", "replay_game", "replay_match",
]
