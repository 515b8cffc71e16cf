"""Dice statistics per player against the expected frequencies (for the dice statistics window).

:func:`dice_stats` counts, for each player, the 21 different rolls of their turns (6-6 ...
2-1, the order of the two dice ignored), the doubles among them, and how often each face came
up (on both dice of every turn roll, and on the player's own die of every opening roll, R6).
Each count comes with its expected value (a double is 1/36, any other roll 2/36, a face 1/6)
and a chi-square test of fair dice, with its p-value, so that "were my dice fair?" has an
honest answer: a small p-value (say below 0.01) is unusual for fair dice; a large one says
nothing is amiss.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .record import EventKind, GameRecord, MatchRecord

__all__ = ["ROLLS", "PlayerDiceStats", "dice_stats", "chi_square_p"]

#: The 21 distinct rolls, higher die first: (6, 6), (6, 5), ... (1, 1).
ROLLS = tuple((a, b) for a in range(6, 0, -1) for b in range(a, 0, -1))


def _gamma_q(s: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(s, x) (series / continued fraction)."""
    if x <= 0:
        return 1.0
    lg = math.lgamma(s)
    if x < s + 1:
        term = total = 1.0 / s
        a = s
        for _ in range(10_000):
            a += 1
            term *= x / a
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(-x + s * math.log(x) - lg))
    tiny = 1e-300
    b = x + 1 - s
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - s)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return min(1.0, math.exp(-x + s * math.log(x) - lg) * h)


def chi_square_p(statistic: float, dof: int) -> float:
    """The probability that fair dice give a chi-square statistic at least this large."""
    if dof <= 0:
        return 1.0
    return _gamma_q(dof / 2, statistic / 2)


def _chi_square(observed: list, expected: list) -> float:
    return sum((o - e) ** 2 / e for o, e in zip(observed, expected) if e > 0)


@dataclass
class PlayerDiceStats:
    """One player's dice. ``rolls[(6, 5)]`` counts 6-5 and 5-6 alike."""

    turns: int = 0                                    # turn rolls (not the opening roll)
    rolls: dict = field(default_factory=lambda: {r: 0 for r in ROLLS})
    faces: dict = field(default_factory=lambda: {f: 0 for f in range(1, 7)})
    opening_dice: int = 0                             # single dice rolled for the opening

    @property
    def doubles(self) -> int:
        return sum(self.rolls[(f, f)] for f in range(1, 7))

    @property
    def expected_doubles(self) -> float:
        return self.turns / 6

    def expected(self, roll: tuple) -> float:
        """The expected count of ``roll`` in :attr:`turns` rolls of fair dice."""
        a, b = roll
        return self.turns * (1 if a == b else 2) / 36

    @property
    def dice_rolled(self) -> int:
        return 2 * self.turns + self.opening_dice

    def expected_face(self) -> float:
        return self.dice_rolled / 6

    @property
    def rolls_chi_square(self) -> float:
        return _chi_square([self.rolls[r] for r in ROLLS], [self.expected(r) for r in ROLLS])

    @property
    def rolls_p(self) -> float:
        """p-value of the 21 roll counts (20 degrees of freedom); 1.0 with no rolls."""
        return chi_square_p(self.rolls_chi_square, 20) if self.turns else 1.0

    @property
    def faces_chi_square(self) -> float:
        e = self.expected_face()
        return _chi_square([self.faces[f] for f in range(1, 7)], [e] * 6)

    @property
    def faces_p(self) -> float:
        """p-value of the six face counts (5 degrees of freedom); 1.0 with no dice."""
        return chi_square_p(self.faces_chi_square, 5) if self.dice_rolled else 1.0

    @property
    def pips(self) -> int:
        """Pips rolled in turn rolls (doubles count four times)."""
        return sum((4 * a if a == b else a + b) * n for (a, b), n in self.rolls.items())


def _games(source):
    if isinstance(source, MatchRecord):
        yield from source.games
    elif isinstance(source, GameRecord):
        yield source
    elif hasattr(source, "record") and callable(source.record):
        yield from _games(source.record())
    else:
        for item in source:
            yield from _games(item)


def dice_stats(source) -> tuple[PlayerDiceStats, PlayerDiceStats]:
    """Both players' dice over a match, a game, a record, or any iterable of those."""
    stats = (PlayerDiceStats(), PlayerDiceStats())
    for g in _games(source):
        for ev in g.events:
            if ev.kind is EventKind.ROLL:
                st = stats[ev.player]
                a, b = ev.dice
                st.turns += 1
                st.rolls[(max(a, b), min(a, b))] += 1
                st.faces[a] += 1
                st.faces[b] += 1
            elif ev.kind is EventKind.OPENING_ROLL:
                for player in (0, 1):
                    stats[player].opening_dice += 1
                    stats[player].faces[ev.dice[player]] += 1
    return stats
