"""Every level only ever returns one of ``position.legal_plays(*dice)`` (property test)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgdesk.bots import CubeState, available_levels, make_bot
from bgdesk.bots.pubeval import PubevalBot
from bgdesk.engine import Position

from bots_helpers import random_position

LEVELS = [lvl for lvl in available_levels()] + ["pubeval"]

_bots = {}


def bot_for(level):
    if level not in _bots:
        if level == "pubeval":
            _bots[level] = PubevalBot(random.Random(1))
        else:
            _bots[level] = make_bot(level, random.Random(1), **({"threads": 1} if level in ("strong", "expert") else {}))
    return _bots[level]


SPECIAL = [
    # on the bar against a closed board: no play at all
    Position.from_points({25: 1, 6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}),
    # two on the bar, half-closed board
    Position.from_points({25: 2, 13: 13}, {1: 2, 2: 2, 3: 2, 6: 9}),
    # bearing off with contact
    Position.from_points({1: 3, 2: 3, 3: 3, 4: 3, 5: 3}, {19: 2, 6: 13}),
    # pure bear-off race
    Position.from_points({1: 2, 2: 2, 5: 4, 6: 1}, {3: 5, 4: 5}),
    # checkers stacked far back
    Position.from_points({24: 8, 23: 7}, {24: 8, 23: 7}),
]

positions = st.one_of(
    st.builds(random_position, st.integers(0, 10_000), st.integers(0, 120)),
    st.sampled_from(SPECIAL),
)
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


def check_legal(level, pos, roll):
    play = bot_for(level).choose_play(pos, roll)
    legal = pos.legal_plays(*roll)
    assert play in legal
    assert play.result in {p.result for p in legal}


OWN = [lvl for lvl in LEVELS if lvl in ("beginner", "intermediate", "pubeval")]
SAGE = [lvl for lvl in LEVELS if lvl not in OWN]


@pytest.mark.parametrize("level", OWN)
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pos=positions, roll=dice)
def test_every_own_level_returns_a_legal_play(level, pos, roll):
    check_legal(level, pos, roll)


@pytest.mark.parametrize("level", SAGE)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pos=positions, roll=dice)
def test_every_bgsage_level_returns_a_legal_play(level, pos, roll):
    check_legal(level, pos, roll)


@pytest.mark.parametrize("level", [lvl for lvl in LEVELS if lvl != "pubeval"])
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pos=positions, roll=dice, length=st.sampled_from([0, 3, 5, 7]), jacoby=st.booleans(),
       cube=st.sampled_from([1, 2, 4]))
def test_legal_with_a_match_or_money_context(level, pos, roll, length, jacoby, cube):
    ctx = CubeState(pos, cube_value=cube if length == 0 else 1,
                    cube_owner="centered" if length or cube == 1 else "bot",
                    match_length=length, bot_score=1 if length else 0,
                    jacoby=jacoby and length == 0)
    play = bot_for(level).choose_play(pos, roll, ctx)
    assert play in pos.legal_plays(*roll)


def test_unplayable_roll_returns_the_empty_play():
    pos = SPECIAL[0]
    for level in LEVELS:
        play = bot_for(level).choose_play(pos, (6, 5))
        assert play.is_empty() and play.result == pos
