"""Shared helpers for the bot tests: reachable positions from seeded random games."""

from __future__ import annotations

import random

import pytest

from bgdesk.engine import Position


def random_position(seed: int, plies: int) -> Position:
    """The position after *plies* random plays from the start (seen from the player on roll)."""
    rng = random.Random(seed)
    pos = Position.initial()
    for _ in range(plies):
        plays = pos.legal_plays(rng.randint(1, 6), rng.randint(1, 6))
        after = plays[rng.randrange(len(plays))].result
        if after.winner() is not None:
            break
        pos = after.swapped()
    return pos


def sage_available() -> bool:
    from bgdesk.bots import sage

    return sage.available()


needs_sage = pytest.mark.skipif(not sage_available(), reason="bgsage is not installed")
