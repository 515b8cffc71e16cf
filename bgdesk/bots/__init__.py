"""Computer players: choose plays and cube actions from engine objects (no Qt).

::

    from bgdesk.bots import make_bot, available_levels, CubeState, Answer
    bot = make_bot("intermediate", rng=random.Random(7))
    play = bot.choose_play(position, (3, 1))     # one of position.legal_plays(3, 1)
    bot.cube_action(CubeState(position, ...))    # True: double
    bot.answer_double(CubeState(...))            # Answer.TAKE / PASS / BEAVER
    bot.accept_resignation(CubeState(...), 2)    # accept a resigned gammon?
    bot.offer_resignation(CubeState(...))        # None, or resign 1 single / 2 gammon / 3 bg
    resignation_offer_in_game(game, player)      # the same for a seat of an engine Game

Levels: "beginner" and "intermediate" are ours (pure Python, weights in
resources/bots/intermediate.json); "strong", "expert" and "world-class" are played by bgsage
and offered only when it can be imported (see :mod:`bgdesk.bots.sagebot`).  :data:`LEVEL_INFO`
says what each one is.
"""

from __future__ import annotations

import random

from .base import Bot
from .context import Answer, CubeState
from .resign import resignation_offer, resignation_offer_in_game

OWN_LEVELS = ("beginner", "intermediate")
STRONG_LEVELS = ("strong", "expert", "world-class")
#: What each level is: whose evaluation, how many plies of look-ahead (bgsage's count, where the
#: network alone is 1-ply; GNU Backgammon counts from 0, so bgsage's 3-ply looks as far ahead as
#: gnubg's 2-ply).  Their strength is measured by tests/benchmarks/bench_advice.py: error per
#: decision judged by gnubg 2-ply, beside gnubg's own 0-ply and 1-ply (see Help).
LEVEL_INFO = {
    "beginner": "our own network, with noise on every play and careless turns",
    "intermediate": "our own network, no look-ahead",
    "strong": "bgsage's network, no look-ahead (bgsage 1-ply)",
    "expert": "bgsage, one ply of look-ahead (bgsage 2-ply)",
    "world-class": "bgsage, two plies of look-ahead (bgsage 3-ply, as deep as gnubg's 2-ply)",
}


def available_levels() -> tuple:
    """The levels that can be played here, weakest first."""
    from . import sage

    return OWN_LEVELS + (STRONG_LEVELS if sage.available() else ())


def make_bot(level: str = "intermediate", rng: random.Random | None = None, **options) -> Bot:
    """A bot of *level*; *rng* drives its randomness (so games replay from a seed).

    Options: ``threads`` for the bgsage levels (0 = bgsage's default); ``noise``, ``careless``
    and ``cube_noise`` for "beginner"."""
    if level == "intermediate":
        from .own import IntermediateBot

        return IntermediateBot(rng)
    if level == "beginner":
        from .own import BeginnerBot

        return BeginnerBot(rng, **options)
    if level in STRONG_LEVELS:
        from . import sage

        if not sage.available():
            raise ValueError(f'the "{level}" level needs bgsage, which is not installed '
                             "(pip install bgsage)")
        from .sagebot import SageBot

        return SageBot(level, rng, threads=options.get("threads", 0))
    raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(available_levels())}")


__all__ = ["Answer", "Bot", "CubeState", "LEVEL_INFO", "available_levels", "make_bot",
           "resignation_offer", "resignation_offer_in_game"]
