"""The rules engine: standard library only, no Qt, no I/O."""

from .errors import BgdeskError, IllegalMoveError, NotationError, PositionError
from .notation import parse_play
from .position import Play, Position
from .turn import Step, Turn

__all__ = [
    "BgdeskError", "IllegalMoveError", "NotationError", "PositionError",
    "Play", "Position", "Step", "Turn", "parse_play",
]
