"""How good a decision was, by the equity it gave up: best, fine, doubtful, bad or very bad.

The bounds are GNU Backgammon's defaults for marking moves and cube decisions in its analysis
(``set analysis threshold doubtful 0.04``, ``bad 0.08``, ``verybad 0.16``): a decision that gives
up more than 0.04 of normalized equity (per unit of the cube; in a match, match winning chances
expressed as money-like equity) is doubtful, more than 0.08 bad, more than 0.16 very bad.  Below
GNU Backgammon's first mark we tell two cases apart: the best decision (nothing given up, as far
as three decimals show) and a fine one (something, at most 0.04).  The same classes apply to
checker plays and cube decisions.
"""

from __future__ import annotations

from enum import Enum

#: GNU Backgammon's default analysis thresholds (normalized equity given up, "more than").
DOUBTFUL = 0.04
BAD = 0.08
VERY_BAD = 0.16
#: A loss below this shows as 0.000 and counts as the best decision.
BEST_WITHIN = 0.0005


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


def classify(loss: float) -> Skill:
    """The class of a decision that gave up *loss* (normalized equity, >= 0; a negative loss,
    as rounding can give, is the best)."""
    if loss != loss:  # NaN: nothing can be said
        raise ValueError("the equity given up is not a number")
    if loss > VERY_BAD:
        return Skill.VERY_BAD
    if loss > BAD:
        return Skill.BAD
    if loss > DOUBTFUL:
        return Skill.DOUBTFUL
    if loss >= BEST_WITHIN:
        return Skill.FINE
    return Skill.BEST


__all__ = ["BAD", "BEST_WITHIN", "DOUBTFUL", "Skill", "VERY_BAD", "classify"]
