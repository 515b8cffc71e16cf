"""Property tests: cube answers are always well-formed and respect the rules (R24, R25, R29, R33)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgdesk.bots import Answer, CubeState, available_levels, make_bot

from bots_helpers import random_position

_bots = {}


def bot(level):
    if level not in _bots:
        opts = {"threads": 1} if level in ("strong", "expert") else {}
        _bots[level] = make_bot(level, random.Random(11), **opts)
    return _bots[level]


@st.composite
def states(draw):
    pos = random_position(draw(st.integers(0, 5000)), draw(st.integers(0, 100)))
    length = draw(st.sampled_from([0, 0, 1, 3, 5, 7, 11]))
    if length:
        s_bot = draw(st.integers(0, length - 1))
        s_opp = draw(st.integers(0, length - 1))
        crawford = (length - 1 in (s_bot, s_opp)) and length > 1 and draw(st.booleans())
    else:
        s_bot = s_opp = 0
        crawford = False
    cube = draw(st.sampled_from([1, 1, 2, 4, 8, 64]))
    owner = "centered" if cube == 1 else draw(st.sampled_from(["centered", "bot", "opponent"]))
    if length:
        owner = "centered" if cube == 1 or crawford else owner
        cube = 1 if crawford else cube
    return CubeState(pos, cube_value=cube, cube_owner=owner, match_length=length,
                     bot_score=s_bot, opponent_score=s_opp, crawford=crawford,
                     jacoby=draw(st.booleans()) and not length,
                     beavers=draw(st.booleans()) and not length,
                     use_cube=draw(st.sampled_from([True, True, True, False])))


OWN = ["beginner", "intermediate"]
SAGE = [lvl for lvl in available_levels() if lvl not in OWN]


@pytest.mark.parametrize("level", OWN)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=states(), kind=st.sampled_from([1, 2, 3]))
def test_own_cube_answers_are_well_formed(level, state, kind):
    check(level, state, kind)


@pytest.mark.parametrize("level", SAGE)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=states(), kind=st.sampled_from([1, 2, 3]))
def test_bgsage_cube_answers_are_well_formed(level, state, kind):
    check(level, state, kind)


def check(level, state, kind):
    b = bot(level)
    doubles = b.cube_action(state)
    assert isinstance(doubles, bool)
    if doubles:
        assert state.may_double(bot=True)
        assert not state.crawford
        assert state.cube_value * 2 <= state.cube_limit
    taker = state.for_opponent()
    ans = b.answer_double(taker)
    assert isinstance(ans, Answer)
    if ans is Answer.BEAVER:
        assert taker.is_money and taker.beavers
    assert isinstance(b.accept_resignation(state, kind), bool)
