"""How good a decision was, by the equity it gave up: best, fine, doubtful, bad or very bad.

The bounds are GNU Backgammon's analysis thresholds, by default those of GNU Backgammon 1.07
(``show analysis`` in gnubg 1.07.001 prints "-0.030 doubtful, -0.060 bad, -0.120 very bad"; a test
reads them from gnubg when it is installed): a decision that gives up more than 0.030 of
normalized equity (per unit of the cube; in a match, match winning chances expressed as
money-like equity) is doubtful, more than 0.060 bad, more than 0.120 very bad.  As in GNU
Backgammon the same bounds mark checker plays and cube decisions, and they can be set (Settings
> Play, under gnubg's names: :func:`set_thresholds`).  Below the first mark we tell two cases
apart: the best decision (nothing given up, as far as three decimals show) and a fine one
(something, at most the doubtful bound).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

#: GNU Backgammon 1.07's default analysis thresholds (normalized equity given up, "more than").
GNUBG_VERSION = "GNU Backgammon 1.07"
DOUBTFUL = 0.030
BAD = 0.060
VERY_BAD = 0.120
#: A loss below this shows as 0.000 and counts as the best decision.
BEST_WITHIN = 0.0005


@dataclass(frozen=True)
class Thresholds:
    """The three bounds, as GNU Backgammon names them (equity given up, "more than")."""

    doubtful: float = DOUBTFUL
    bad: float = BAD
    very_bad: float = VERY_BAD

    def __post_init__(self) -> None:
        values = (self.doubtful, self.bad, self.very_bad)
        if any(not (v == v) or v < BEST_WITHIN or v > 10.0 for v in values):
            raise ValueError("a threshold is an amount of equity between 0.001 and 10")
        if not self.doubtful <= self.bad <= self.very_bad:
            raise ValueError("the thresholds go up: doubtful, then bad, then very bad")

    @classmethod
    def from_thousandths(cls, doubtful: int, bad: int, very_bad: int) -> "Thresholds":
        """From thousandths of a point (as Settings keeps them), put in order if they are not."""
        a, b, c = sorted(max(1, int(x)) for x in (doubtful, bad, very_bad))
        return cls(a / 1000.0, b / 1000.0, c / 1000.0)


GNUBG = Thresholds()
_current = GNUBG


def thresholds() -> Thresholds:
    """The bounds in use."""
    return _current


def set_thresholds(value: Thresholds | None) -> Thresholds:
    """Use ``value`` from now on (None: GNU Backgammon's defaults); returns the bounds in use."""
    global _current
    _current = GNUBG if value is None else value
    return _current


class Skill(str, Enum):
    """The class of a decision, from best to worst."""

    BEST = "best"
    FINE = "fine"
    DOUBTFUL = "doubtful"
    BAD = "bad"
    VERY_BAD = "very_bad"

    @property
    def rank(self) -> int:
        """0 for the best class, 4 for the worst."""
        return list(Skill).index(self)

    @property
    def is_error(self) -> bool:
        """Doubtful or worse: what GNU Backgammon marks in an analysis."""
        return self.rank >= Skill.DOUBTFUL.rank


def classify(loss: float, bounds: Thresholds | None = None) -> Skill:
    """The class of a decision that gave up *loss* (normalized equity, >= 0; a negative loss,
    as rounding can give, is the best), by *bounds* (default: those in use)."""
    if loss != loss:  # NaN: nothing can be said
        raise ValueError("the equity given up is not a number")
    t = _current if bounds is None else bounds
    if loss > t.very_bad:
        return Skill.VERY_BAD
    if loss > t.bad:
        return Skill.BAD
    if loss > t.doubtful:
        return Skill.DOUBTFUL
    if loss >= BEST_WITHIN:
        return Skill.FINE
    return Skill.BEST


__all__ = ["BAD", "BEST_WITHIN", "DOUBTFUL", "GNUBG", "GNUBG_VERSION", "Skill", "Thresholds",
           "VERY_BAD", "classify", "set_thresholds", "thresholds"]
