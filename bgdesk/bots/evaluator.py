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
from functools import lru_cache

from . import features as F

OUTPUTS = ("win", "win_gammon", "win_backgammon", "lose_gammon", "lose_backgammon")

_exp = math.exp
_tanh = math.tanh


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
        h = list(self.b1)
        mine = self.table[0]
        theirs = self.table[1]
        off_me = 15 - b[25]
        off_them = 15 - b[0]
        for p in range(1, 25):
            v = b[p]
            if v > 0:
                off_me -= v
                h = [x + y for x, y in zip(h, mine[p][v])]
            elif v < 0:
                off_them += v
                h = [x + y for x, y in zip(h, theirs[25 - p][-v])]
        if b[25]:
            h = [x + y for x, y in zip(h, mine[25][b[25]])]
        if b[0]:
            h = [x + y for x, y in zip(h, theirs[25][b[0]])]
        if off_me:
            h = [x + y for x, y in zip(h, mine[0][off_me])]
        if off_them:
            h = [x + y for x, y in zip(h, theirs[0][off_them])]
        return h

    def probabilities(self, b, dense: list) -> list:
        h = self.hidden_sums(b)
        for v, row in zip(dense, self.dense):
            if v:
                h = [x + v * y for x, y in zip(h, row)]
        act = [_tanh(x) for x in h]
        out = []
        for row, bias in zip(self.w2, self.b2):
            s = bias
            for a, w in zip(act, row):
                s += a * w
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

    def probabilities(self, b, blind: bool = False) -> list:
        """Five probabilities for the side that has just moved on board *b*.

        *blind*: pretend the opponent has no shots at my blots (the beginner's carelessness)."""
        done = bearoff_done(b)
        if done is not None:
            return done
        if F.is_race(b):
            p = self.race.probabilities(b, F.race_features(b))
        else:
            dense = F.contact_features(b)
            if blind:
                dense[2] = dense[3] = 0.0
            p = self.contact.probabilities(b, dense)
        return consistent(p)

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
    from bgdesk.resources_path import resource

    node = resource("bots", "intermediate.json")
    try:
        spec = json.loads(node.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise WeightsError(f"cannot read the bot weights resources/bots/intermediate.json: {exc}") from None
    return Evaluator(spec)
