"""The intermediate bot's evaluation: two tiny networks over our features, in pure Python.

A network has one hidden layer (``tanh``) and five sigmoid outputs, the probabilities seen from
the player who has just moved (the opponent is about to roll): win, win a gammon (or more), win a
backgammon, lose a gammon (or more), lose a backgammon.  One network is for contact positions,
one for races.  The weights come from ``resources/bots/intermediate.json``, written by
``tools/train_intermediate.py``.

File format (JSON)::

    {"format": 1,
     "nets": {"contact": NET, "race": NET},
     "about": "..."}
    NET = {"features": [names of the hand-written inputs, in order],
           "hidden": H,
           "w1": [[H floats] for each input: RAW_INPUTS raw inputs, then the hand-written ones],
           "b1": [H floats], "w2": [[H floats] x 5], "b2": [5 floats]}
"""

from __future__ import annotations

import json
import math
import operator
from functools import lru_cache

from . import features as F

OUTPUTS = ("win", "win_gammon", "win_backgammon", "lose_gammon", "lose_backgammon")

_exp = math.exp
_tanh = math.tanh
_mul = operator.mul


class WeightsError(ValueError):
    """The weights file is missing, unreadable or does not fit the features."""


class Net:
    """One network, with its raw-input weights folded into per-location contribution tables."""

    def __init__(self, spec: dict, expected_features: tuple) -> None:
        try:
            names = tuple(spec["features"])
            hidden = int(spec["hidden"])
            w1 = spec["w1"]
            b1 = [float(x) for x in spec["b1"]]
            w2 = [[float(x) for x in row] for row in spec["w2"]]
            b2 = [float(x) for x in spec["b2"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise WeightsError(f"network description incomplete: {exc}") from None
        if names != expected_features:
            raise WeightsError(f"network expects features {names}, the code computes {expected_features}")
        n_inputs = F.RAW_INPUTS + len(names)
        if len(w1) != n_inputs or any(len(row) != hidden for row in w1):
            raise WeightsError(f"first layer should be {n_inputs} x {hidden}")
        if len(b1) != hidden or len(w2) != 5 or any(len(r) != hidden for r in w2) or len(b2) != 5:
            raise WeightsError("layer sizes do not match")
        w1 = [[float(x) for x in row] for row in w1]
        self.hidden = hidden
        self.b1 = b1
        self.w2 = w2
        self.b2 = b2
        self.dense = w1[F.RAW_INPUTS:]
        # table[side][location][n]: the hidden contribution of n checkers of that side there
        # (location 1..24 points, 25 bar, 0 checkers off).
        self.table = []
        for side in (0, 1):
            locs = []
            for loc in range(26):
                per_n = [None]
                for n in range(1, 16):
                    vec = [0.0] * hidden
                    if loc == 0:
                        rows = ((side * F.SIDE_INPUTS + F.OFF_INDEX, n / 15.0),)
                    else:
                        base = F.raw_index(side, loc)
                        rows = tuple((base + k, x) for k, x in enumerate(F.location_inputs(n)) if x)
                    for idx, x in rows:
                        row = w1[idx]
                        for j in range(hidden):
                            vec[j] += row[j] * x
                    per_n.append(tuple(vec))
                locs.append(per_n)
            self.table.append(locs)

    def hidden_sums(self, b) -> list:
        """Hidden pre-activations from the raw inputs of board *b* (no hand-written features)."""
        mine = self.table[0]
        theirs = self.table[1]
        vecs = [self.b1]
        add = vecs.append
        off_me = 15 - b[25]
        off_them = 15 - b[0]
        for p in range(1, 25):
            v = b[p]
            if v > 0:
                off_me -= v
                add(mine[p][v])
            elif v < 0:
                off_them += v
                add(theirs[25 - p][-v])
        if b[25]:
            add(mine[25][b[25]])
        if b[0]:
            add(theirs[25][b[0]])
        if off_me:
            add(mine[0][off_me])
        if off_them:
            add(theirs[0][off_them])
        return list(map(sum, zip(*vecs)))

    def hidden_sums_from(self, base: tuple, base_h: list, b) -> list:
        """The same as ``hidden_sums(b)``, updated from a nearby board *base* whose sums are
        *base_h* (a play changes only a few locations)."""
        mine = self.table[0]
        theirs = self.table[1]
        plus = [base_h]
        minus = []
        off_me = off_them = 0
        for p in range(1, 25):
            v = b[p]
            u = base[p]
            if v != u:
                if u > 0:
                    minus.append(mine[p][u])
                    off_me += u
                elif u < 0:
                    minus.append(theirs[25 - p][-u])
                    off_them -= u
                if v > 0:
                    plus.append(mine[p][v])
                    off_me -= v
                elif v < 0:
                    plus.append(theirs[25 - p][-v])
                    off_them += v
        for side, idx in ((0, 25), (1, 0)):
            v, u = b[idx], base[idx]
            if v != u:
                tab = self.table[side][25]
                if u:
                    minus.append(tab[u])
                if v:
                    plus.append(tab[v])
                if side == 0:
                    off_me += u - v
                else:
                    off_them += u - v
        if off_me:
            was = 15 - base[25] - sum(x for x in base[1:25] if x > 0)
            if was:
                minus.append(mine[0][was])
            if was + off_me:
                plus.append(mine[0][was + off_me])
        if off_them:
            was = 15 - base[0] + sum(x for x in base[1:25] if x < 0)
            if was:
                minus.append(theirs[0][was])
            if was + off_them:
                plus.append(theirs[0][was + off_them])
        h = list(map(sum, zip(*plus)))
        if minus:
            m = list(map(sum, zip(*minus)))
            h = [x - y for x, y in zip(h, m)]
        return h

    def probabilities(self, b, dense: list, h: list | None = None) -> list:
        if h is None:
            h = self.hidden_sums(b)
        vecs = [h]
        for v, row in zip(dense, self.dense):
            if v:
                vecs.append([v * y for y in row])
        act = [_tanh(x) for x in map(sum, zip(*vecs))]
        out = []
        for row, bias in zip(self.w2, self.b2):
            s = bias + sum(map(_mul, act, row))
            if s < -30.0:
                out.append(0.0)
            elif s > 30.0:
                out.append(1.0)
            else:
                out.append(1.0 / (1.0 + _exp(-s)))
        return out


def consistent(p: list) -> list:
    """Clamp five probabilities so that backgammons <= gammons <= wins (or losses)."""
    win, wg, wbg, lg, lbg = p
    lose = 1.0 - win
    if wg > win:
        wg = win
    if wbg > wg:
        wbg = wg
    if lg > lose:
        lg = lose
    if lbg > lg:
        lbg = lg
    return [win, wg, wbg, lg, lbg]


def impossible_results_removed(b, p: list, race: bool) -> list:
    """Zero the gammons and backgammons that can no longer happen on board *b*: no gammon
    against a side that has borne a checker off; in a race, no backgammon against a side with
    no checker left in the winner's home board."""
    mine_on = b[25]
    theirs_on = b[0]
    for v in b[1:25]:
        if v > 0:
            mine_on += v
        elif v < 0:
            theirs_on -= v
    if theirs_on < 15:
        p[1] = p[2] = 0.0
    elif race and not any(b[q] < 0 for q in range(1, 7)):
        p[2] = 0.0
    if mine_on < 15:
        p[3] = p[4] = 0.0
    elif race and not any(b[q] > 0 for q in range(19, 25)):
        p[4] = 0.0
    return p


def bearoff_done(b):
    """Final probabilities when the game is over on *b* (someone has all fifteen off), else None."""
    mine = b[25] + sum(v for v in b[1:25] if v > 0)
    if mine == 0:
        theirs_off = 15 - b[0] + sum(v for v in b[1:25] if v < 0)
        if theirs_off:
            return [1.0, 0.0, 0.0, 0.0, 0.0]
        bg = 1.0 if b[0] or any(b[p] < 0 for p in range(1, 7)) else 0.0
        return [1.0, 1.0, bg, 0.0, 0.0]
    return None


class Evaluator:
    """Probabilities and cubeless equity of positions after a play (opponent to roll)."""

    def __init__(self, spec: dict) -> None:
        if not isinstance(spec, dict) or spec.get("format") != 1:
            raise WeightsError("unknown weights file format (expected format 1)")
        nets = spec.get("nets") or {}
        try:
            self.contact = Net(nets["contact"], F.CONTACT_FEATURES)
            self.race = Net(nets["race"], F.RACE_FEATURES)
        except KeyError as exc:
            raise WeightsError(f"weights file has no {exc} network") from None

    @classmethod
    def from_file(cls, path) -> "Evaluator":
        try:
            with open(path, encoding="utf-8") as fh:
                spec = json.load(fh)
        except (OSError, ValueError) as exc:
            raise WeightsError(f"cannot read the bot weights {path}: {exc}") from None
        return cls(spec)

    def probabilities(self, b, blind: bool = False, _base=None) -> list:
        """Five probabilities for the side that has just moved on board *b*.

        *blind*: pretend the opponent has no shots at my blots (the beginner's carelessness)."""
        done = bearoff_done(b)
        if done is not None:
            return done
        race = F.is_race(b)
        net = self.race if race else self.contact
        h = None
        if _base is not None:
            base, sums = _base
            if net not in sums:
                sums[net] = net.hidden_sums(base)
            h = net.hidden_sums_from(base, sums[net], b)
        if race:
            p = net.probabilities(b, F.race_features(b), h)
        else:
            dense = F.contact_features(b)
            if blind:
                dense[2] = dense[3] = 0.0
            p = net.probabilities(b, dense, h)
        return impossible_results_removed(b, consistent(p), race)

    def probabilities_of_plays(self, before, boards, blind: bool = False) -> list:
        """``probabilities`` of every board in *boards*, all reached by a play from board
        *before* (faster: only the locations a play changes are re-summed)."""
        base = (tuple(before), {})
        return [self.probabilities(b, blind, base) for b in boards]

    def equity(self, b, blind: bool = False) -> float:
        """Cubeless money equity (gammons and backgammons count) of board *b* after a play."""
        w, wg, wbg, lg, lbg = self.probabilities(b, blind)
        return 2.0 * w - 1.0 + wg - lg + wbg - lbg


def equity_of(p: list) -> float:
    w, wg, wbg, lg, lbg = p
    return 2.0 * w - 1.0 + wg - lg + wbg - lbg


@lru_cache(maxsize=1)
def default_evaluator() -> Evaluator:
    """The shipped intermediate evaluation (loaded once)."""
    from bgdesk.resources_path import read_resource

    try:
        spec = json.loads(read_resource("bots", "intermediate.json").decode("utf-8"))
    except (OSError, ValueError) as exc:
        raise WeightsError(f"cannot read the bot weights resources/bots/intermediate.json: {exc}") from None
    return Evaluator(spec)
