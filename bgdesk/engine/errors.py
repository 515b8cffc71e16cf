"""The engine's error types: ``ValueError`` subclasses split by cause.

Every error's text is a sentence a person can act on, without rule codes. The clauses of the
rules (RULES.md) a refusal rests on are kept as data in ``error.rules`` (``("R12",)``), for tests
and for anyone who wants the reference: pass them as ``rules=``, or cite them in the message in
parentheses, ``"... (R15)"``, and they are taken out of the sentence into ``rules``. A refusal
that a program may want to word itself (a translated interface) also carries ``reason``, a
stable key such as ``"point_held"``, and ``details``, the values its sentence names.
"""

from __future__ import annotations

import re

# "(R12)", "(R12, R16)", "(R19; R20)" in a message: the clauses it rests on.
_CITATION = re.compile(r"\s*\((R\d+(?:\s*[,;]\s*R\d+)*)\)")


def split_rules(message: str) -> tuple[str, tuple[str, ...]]:
    """``message`` without its rule citations, and the clauses it cited, in order."""
    rules: list[str] = []
    for group in _CITATION.findall(message):
        rules += [r.strip() for r in re.split(r"[,;]", group)]
    return _CITATION.sub("", message), tuple(rules)


class BgdeskError(ValueError):
    """Base class of every error the engine raises on bad input."""

    def __init__(self, message: str = "", *, rules=(), reason: str = "", **details) -> None:
        text, cited = split_rules(str(message))
        super().__init__(text)
        self.rules: tuple[str, ...] = tuple(rules) + tuple(r for r in cited if r not in rules)
        self.reason = reason
        self.details = details


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
