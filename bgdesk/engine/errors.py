"""The engine's error types: ``ValueError`` subclasses split by cause."""


class BgdeskError(ValueError):
    """Base class of every error the engine raises on bad input."""


class PositionError(BgdeskError):
    """An impossible position: too many checkers, both colours on one point, negative counts."""


class NotationError(BgdeskError):
    """Text that cannot be read: a malformed move, Position ID, Match ID or record."""


class IllegalMoveError(BgdeskError):
    """A move or action that the rules do not allow in the current state."""


class IllegalActionError(IllegalMoveError):
    """An action the rules do not allow now: the wrong phase, or the wrong player."""


class ArgumentError(BgdeskError):
    """A value the engine cannot take: a match of length ``False``, a score past the match
    length, a resignation of ``2.5``, rules of the wrong type. Nothing is changed."""
