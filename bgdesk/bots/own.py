"""Our own bots, pure Python on the engine: "intermediate" and "beginner"."""

from __future__ import annotations

import random

from . import cube, pubeval
from .base import Bot
from .context import CubeState
from .evaluator import Evaluator, default_evaluator, equity_of
from .features import is_race


#: Above this many candidate plays (some doubles), only the best ones by pubeval's quick linear
#: score are given the full evaluation, which bounds the time of a decision.
MAX_FULL = 160


def _shortlist(position, plays) -> list:
    if len(plays) <= MAX_FULL:
        return plays
    race = is_race(position.board)
    scored = sorted(range(len(plays)), key=lambda i: -pubeval.score(plays[i].result_board, race))
    keep = sorted(scored[:MAX_FULL])  # keep the list order, so ties still go to the first
    return [plays[i] for i in keep]


def _values(ev: Evaluator, position, plays, context: CubeState | None, blind: bool = False) -> list:
    """The value to maximise for each play: money equity, or the match/Jacoby-aware value."""
    probs = ev.probabilities_of_plays(position.board, [p.result_board for p in plays], blind)
    if context is None or (context.is_money and not context.jacoby_active
                           and context.backgammon_value == 3):
        return [equity_of(p) for p in probs]
    s = cube.state_scale(context)
    return [cube.expected(p, s) for p in probs]


class IntermediateBot(Bot):
    """Evaluates every legal play with our own evaluation and plays the best one (with more
    than ``MAX_FULL`` candidates, the best ``MAX_FULL`` by pubeval's score)."""

    level = "intermediate"

    def __init__(self, rng: random.Random | None = None, evaluator: Evaluator | None = None) -> None:
        super().__init__(rng)
        self.evaluator = evaluator or default_evaluator()

    def choose_play(self, position, dice, context: CubeState | None = None):
        plays = position.legal_plays(*dice)
        if len(plays) == 1:
            return plays[0]
        plays = _shortlist(position, plays)
        values = _values(self.evaluator, position, plays, context)
        best = max(range(len(plays)), key=values.__getitem__)  # first of equals
        return plays[best]

    def probabilities(self, position, bot_on_roll: bool) -> tuple:
        if bot_on_roll:
            return cube.invert(self.evaluator.probabilities(position.swapped().board))
        return tuple(self.evaluator.probabilities(position.board))


class BeginnerBot(IntermediateBot):
    """Plausible but weaker: the same evaluation with random noise on every play's value, and
    now and then a careless turn on which it does not see the opponent's shots at its blots.

    ``noise`` is the standard deviation (in equity) of the noise, ``careless`` the chance of a
    careless turn, ``cube_noise`` the noise on its own winning chances for cube decisions."""

    level = "beginner"

    def __init__(self, rng: random.Random | None = None, evaluator: Evaluator | None = None,
                 noise: float = 0.1, careless: float = 0.2, cube_noise: float = 0.06) -> None:
        super().__init__(rng, evaluator)
        self.noise = noise
        self.careless = careless
        self.cube_noise = cube_noise

    def choose_play(self, position, dice, context: CubeState | None = None):
        plays = position.legal_plays(*dice)
        if len(plays) == 1:
            return plays[0]
        plays = _shortlist(position, plays)
        blind = self.rng.random() < self.careless
        gauss = self.rng.gauss
        sigma = self.noise
        values = [v + gauss(0.0, sigma) for v in _values(self.evaluator, position, plays, context, blind)]
        best = max(range(len(plays)), key=values.__getitem__)
        return plays[best]

    def probabilities(self, position, bot_on_roll: bool) -> tuple:
        w, wg, wbg, lg, lbg = super().probabilities(position, bot_on_roll)
        w2 = min(1.0, max(0.0, w + self.rng.gauss(0.0, self.cube_noise)))
        return (w2, min(wg, w2), min(wbg, w2), min(lg, 1.0 - w2), min(lbg, 1.0 - w2))


__all__ = ["IntermediateBot", "BeginnerBot", "equity_of"]
