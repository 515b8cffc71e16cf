"""Tesauro's "pubeval": the public benchmark evaluation for move selection (1993).

A linear function of the raw board, with one weight vector for races and one for contact
positions, chosen by whether the position *before* the play is a race.  The 122 inputs, for the
position after the play seen from the player who moved (points 1..24 in that player's numbering):

* five per point p: an opposing blot there; exactly one of mine; two or more of mine; exactly
  three of mine; (n - 3) / 2 when I have n > 3 there.  Input block ``5 * (24 - p)``.
* the opponent's checkers on the bar, / 2 (input 120), and my checkers borne off, / 15 (121).

A play that bears off the last checker scores above everything else.  The weights below are the
published values (Tesauro's WT.race and WT.cntc); this module is our own code around them.
"""

from __future__ import annotations

import random

from .features import is_race

# Published weights, race (WT.race) then contact (WT.cntc), inputs 0..121 as described above.
RACE_WEIGHTS = (
    0.00000, -0.17160, 0.27010, 0.29906, -0.08471, 0.00000, -1.40375, -1.05121, 0.07217, -0.01351,
    0.00000, -1.29506, -2.16183, 0.13246, -1.03508, 0.00000, -2.29847, -2.34631, 0.17253, 0.08302,
    0.00000, -1.27266, -2.87401, -0.07456, -0.34240, 0.00000, -1.34640, -2.46556, -0.13022, -0.01591,
    0.00000, 0.27448, 0.60015, 0.48302, 0.25236, 0.00000, 0.39521, 0.68178, 0.05281, 0.09266,
    0.00000, 0.24855, -0.06844, -0.37646, 0.05685, 0.00000, 0.17405, 0.00430, 0.74427, 0.00576,
    0.00000, 0.12392, 0.31202, -0.91035, -0.16270, 0.00000, 0.01418, -0.10839, -0.02781, -0.88035,
    0.00000, 1.07274, 2.00366, 1.16242, 0.22520, 0.00000, 0.85631, 1.06349, 1.49549, 0.18966,
    0.00000, 0.37183, -0.50352, -0.14818, 0.12039, 0.00000, 0.13681, 0.13978, 1.11245, -0.12707,
    0.00000, -0.22082, 0.20178, -0.06285, -0.52728, 0.00000, -0.13597, -0.19412, -0.09308, -1.26062,
    0.00000, 3.05454, 5.16874, 1.50680, 5.35000, 0.00000, 2.19605, 3.85390, 0.88296, 2.30052,
    0.00000, 0.92321, 1.08744, -0.11696, -0.78560, 0.00000, -0.09795, -0.83050, -1.09167, -4.94251,
    0.00000, -1.00316, -3.66465, -2.56906, -9.67677, 0.00000, -2.77982, -7.26713, -3.40177, -12.32252,
    0.00000, 3.42040,
)

CONTACT_WEIGHTS = (
    0.25696, -0.66937, -1.66135, -2.02487, -2.53398, -0.16092, -1.11725, -1.06654, -0.92830, -1.99558,
    -1.10388, -0.80802, 0.09856, -0.62086, -1.27999, -0.59220, -0.73667, 0.89032, -0.38933, -1.59847,
    -1.50197, -0.60966, 1.56166, -0.47389, -1.80390, -0.83425, -0.97741, -1.41371, 0.24500, 0.10970,
    -1.36476, -1.05572, 1.15420, 0.11069, -0.38319, -0.74816, -0.59244, 0.81116, -0.39511, 0.11424,
    -0.73169, -0.56074, 1.09792, 0.15977, 0.13786, -1.18435, -0.43363, 1.06169, -0.21329, 0.04798,
    -0.94373, -0.22982, 1.22737, -0.13099, -0.06295, -0.75882, -0.13658, 1.78389, 0.30416, 0.36797,
    -0.69851, 0.13003, 1.23070, 0.40868, -0.21081, -0.64073, 0.31061, 1.59554, 0.65718, 0.25429,
    -0.80789, 0.08240, 1.78964, 0.54304, 0.41174, -1.06161, 0.07851, 2.01451, 0.49786, 0.91936,
    -0.90750, 0.05941, 1.83120, 0.58722, 1.28777, -0.83711, -0.33248, 2.64983, 0.52698, 0.82132,
    -0.58897, -1.18223, 3.35809, 0.62017, 0.57353, -0.07276, -0.36214, 4.37655, 0.45481, 0.21746,
    0.10504, -0.61977, 3.54001, 0.04612, -0.18108, 0.63211, -0.87046, 2.47673, -0.48016, -1.27157,
    0.86505, -1.11342, 1.24612, -0.82385, -2.77082, 1.23606, -1.59529, 0.10438, -1.30206, -4.11520,
    5.62596, -2.75800,
)

WIN_SCORE = 99999999.0


def inputs(board) -> list:
    """The 122 pubeval inputs of *board* (a Position.board after the play, from the mover)."""
    x = [0.0] * 122
    off = 15 - board[25]
    for p in range(1, 25):
        n = board[p]
        if n > 0:
            off -= n
        if n == 0:
            continue
        k = 5 * (24 - p)
        if n == -1:
            x[k] = 1.0
        elif n == 1:
            x[k + 1] = 1.0
        elif n >= 2:
            x[k + 2] = 1.0
            if n == 3:
                x[k + 3] = 1.0
            elif n >= 4:
                x[k + 4] = (n - 3) / 2.0
    x[120] = board[0] / 2.0
    x[121] = off / 15.0
    return x


def _point_tables(weights) -> list:
    """``table[p][n + 15]``: the score contribution of n (signed) checkers on point p."""
    table = [None]
    for p in range(1, 25):
        k = 5 * (24 - p)
        row = []
        for n in range(-15, 16):
            s = 0.0
            if n == -1:
                s = weights[k]
            elif n == 1:
                s = weights[k + 1]
            elif n >= 2:
                s = weights[k + 2]
                if n == 3:
                    s += weights[k + 3]
                elif n >= 4:
                    s += weights[k + 4] * (n - 3) / 2.0
            row.append(s)
        table.append(row)
    return table


_TABLES = {True: _point_tables(RACE_WEIGHTS), False: _point_tables(CONTACT_WEIGHTS)}
_WEIGHTS = {True: RACE_WEIGHTS, False: CONTACT_WEIGHTS}


def score(board, race: bool) -> float:
    """pubeval's score of *board* (after the play); *race* describes the position before it."""
    t = _TABLES[race]
    w = _WEIGHTS[race]
    off = 15 - board[25]
    s = 0.0
    for p in range(1, 25):
        n = board[p]
        if n:
            if n > 0:
                off -= n
            s += t[p][n + 15]
    if off == 15:
        return WIN_SCORE
    return s + w[120] * board[0] / 2.0 + w[121] * off / 15.0


def score_reference(board, race: bool) -> float:
    """The same score computed the plain way (inputs times weights); used by the tests."""
    x = inputs(board)
    if x[121] * 15 == 15:
        return WIN_SCORE
    w = _WEIGHTS[race]
    return sum(a * b for a, b in zip(w, x))


class PubevalBot:
    """Plays the legal play with the highest pubeval score (first in list order on ties).

    Cube handling is the simple rule-based one of our own bots, driven by the intermediate
    evaluation; pubeval itself knows nothing of the cube."""

    level = "pubeval"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def choose_play(self, position, dice, context=None):
        plays = position.legal_plays(*dice)
        if len(plays) == 1:
            return plays[0]
        race = is_race(position.board)
        best = None
        best_score = None
        for play in plays:
            s = score(play.result_board, race)
            if best_score is None or s > best_score:
                best, best_score = play, s
        return best
