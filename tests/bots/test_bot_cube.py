"""Cube handling and resignations for every level (bgdesk/bots/cube.py, base.py, sage.py).

Behaviour under the Jacoby rule (money play, R32): while the cube is centred, gammons count as
single games, so a bot that is "too good to double" without the rule (it would play on for the
gammon) doubles under it and cashes the point.  After the cube has been turned, gammons count
again and the bot plays on for them.
"""

import random
from dataclasses import replace

import pytest

from bgdesk.bots import Answer, CubeState, available_levels, cube, make_bot
from bgdesk.engine import Position

from bots_helpers import sage_available

LEVELS = list(available_levels())
STEADY = [lvl for lvl in LEVELS if lvl != "beginner"]  # the beginner's cube sense is noisy

_bots = {}


def bot(level):
    if level not in _bots:
        opts = {"threads": 1} if level in ("strong", "expert") else {}
        _bots[level] = make_bot(level, random.Random(3), **opts)
    return _bots[level]


# The bot (on roll) leads a race 101 to 113 pips: a double by the Keith count, and for bgsage.
RACE_LEAD = Position.from_points({6: 4, 5: 3, 4: 2, 8: 2, 9: 2, 10: 2},
                                 {6: 4, 5: 3, 4: 2, 8: 2, 11: 1, 12: 1, 13: 1, 14: 1})
# The bot (on roll) needs 18 pips, the opponent 75 with none off: far past any take point.
RACE_CRUSH = Position.from_points({3: 3, 2: 3, 1: 3}, {6: 5, 5: 5, 4: 5})
# The bot (on roll) has three opposing checkers on the bar against a 5-point board and big gammon
# chances: too good to double for money without Jacoby.
BLITZ = Position.from_points({6: 3, 5: 2, 4: 2, 3: 2, 2: 2, 8: 2, 13: 2},
                             {25: 3, 24: 2, 13: 5, 8: 3, 6: 2})


def taker(position, **kw):
    """The state seen by the side that is doubled when the player on roll of *position* doubles."""
    return CubeState(position.swapped(), bot_on_roll=False, **kw)


# -- doubling ------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_double_in_a_clear_race_lead(level):
    assert bot(level).cube_action(CubeState(RACE_LEAD)) is True


@pytest.mark.parametrize("level", LEVELS)
def test_no_double_when_far_behind(level):
    assert bot(level).cube_action(CubeState(RACE_CRUSH.swapped())) is False


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("position", [RACE_LEAD, RACE_CRUSH, BLITZ], ids=["lead", "crush", "blitz"])
@pytest.mark.parametrize("scores", [(2, 4), (4, 2)], ids=["opponent-1-away", "bot-1-away"])
def test_no_double_in_the_crawford_game(level, position, scores):
    state = CubeState(position, match_length=5, bot_score=scores[0], opponent_score=scores[1],
                      crawford=True)
    assert bot(level).cube_action(state) is False


@pytest.mark.parametrize("level", LEVELS)
def test_no_double_without_access_to_the_cube(level):
    state = CubeState(RACE_LEAD, cube_value=2, cube_owner="opponent")
    assert bot(level).cube_action(state) is False
    state = CubeState(RACE_LEAD, cube_value=64, cube_owner="bot")
    assert bot(level).cube_action(state) is False  # the cube stops at 64
    assert bot(level).cube_action(CubeState(RACE_LEAD, use_cube=False)) is False


@pytest.mark.parametrize("level", LEVELS)
def test_dead_cube_no_double_when_a_win_already_wins_the_match(level):
    state = CubeState(BLITZ, match_length=7, bot_score=5, opponent_score=0, cube_value=2,
                      cube_owner="bot")
    assert bot(level).cube_action(state) is False


@pytest.mark.parametrize("level", LEVELS)
def test_post_crawford_trailer_doubles_at_once_and_leader_never(level):
    trailer = CubeState(Position.initial(), match_length=5, bot_score=1, opponent_score=4)
    assert trailer.post_crawford
    assert bot(level).cube_action(trailer) is True
    leader = CubeState(Position.initial(), match_length=5, bot_score=4, opponent_score=1)
    assert bot(level).cube_action(leader) is False


@pytest.mark.parametrize("level", STEADY)
def test_jacoby_too_good_to_double_without_it_cash_with_it(level):
    assert bot(level).cube_action(CubeState(BLITZ)) is False
    assert bot(level).cube_action(CubeState(BLITZ, jacoby=True)) is True
    # once the cube is turned gammons count again: the owner plays on for the gammon
    assert bot(level).cube_action(CubeState(BLITZ, jacoby=True, cube_value=2, cube_owner="bot")) is False


def test_jacoby_is_a_money_rule():
    assert not CubeState(BLITZ, jacoby=True, match_length=5).jacoby_active


# -- answering doubles ---------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_pass_when_far_below_the_take_point(level):
    assert bot(level).answer_double(taker(RACE_CRUSH)) is Answer.PASS
    assert bot(level).answer_double(taker(BLITZ)) is Answer.PASS
    assert bot(level).answer_double(taker(RACE_CRUSH, match_length=7, bot_score=2,
                                          opponent_score=3)) is Answer.PASS


@pytest.mark.parametrize("level", STEADY)
def test_take_a_double_that_comes_too_early(level):
    # the opponent doubles from the starting position: an easy take
    state = CubeState(Position.initial().swapped(), bot_on_roll=False)
    assert bot(level).answer_double(state) is Answer.TAKE


@pytest.mark.parametrize("level", STEADY)
def test_beaver_when_the_doubler_is_the_underdog(level):
    # the opponent, far behind in the race, doubles: with beavers on the bot beavers
    state = taker(RACE_CRUSH.swapped(), beavers=True)
    assert bot(level).answer_double(state) is Answer.BEAVER
    assert bot(level).answer_double(replace(state, beavers=False)) is Answer.TAKE
    # never in a match
    match = taker(RACE_CRUSH.swapped(), beavers=True, match_length=7)
    assert bot(level).answer_double(match) is Answer.TAKE


@pytest.mark.parametrize("level", LEVELS)
def test_take_when_a_pass_would_lose_the_match(level):
    # the bot needs 3, the opponent 2 with the cube on 2: a pass loses the match, so take even
    # a hopeless position
    state = taker(RACE_CRUSH, match_length=5, bot_score=2, opponent_score=3, cube_value=2,
                  cube_owner="opponent")
    assert bot(level).answer_double(state) is Answer.TAKE


# -- take points from the formulas (synthetic, gammonless probabilities) ---------------------

CONTACT = Position.initial()


def _answer(w_doubler, **kw):
    state = CubeState(CONTACT.swapped(), bot_on_roll=False, **kw)
    return cube.answer((w_doubler, 0.0, 0.0, 0.0, 0.0), state)


def test_money_take_point_is_janowskis_21_percent():
    assert _answer(0.78) is Answer.TAKE
    assert _answer(0.79) is Answer.PASS


def test_match_take_point_from_the_match_equity_table():
    # taker 2-away, doubler 4-away, cube 1: a take turns the cube to 2, which is dead for the
    # taker; take point = (MWC(2,3) - MWC(2,2)) / (1 - MWC(2,2)) = 0.199 (Kazaross-XG2)
    kw = dict(match_length=7, bot_score=5, opponent_score=3)
    assert _answer(0.79, **kw) is Answer.TAKE
    assert _answer(0.81, **kw) is Answer.PASS


def test_money_double_window():
    state = CubeState(CONTACT)
    fig = cube.figures((0.65, 0.0, 0.0, 0.0, 0.0), state)
    assert not fig.should_double
    fig = cube.figures((0.72, 0.0, 0.0, 0.0, 0.0), state)
    assert fig.should_double and fig.should_take
    fig = cube.figures((0.85, 0.0, 0.0, 0.0, 0.0), state)
    assert fig.should_double and not fig.should_take


def test_keith_count():
    # no wastage: the count is the pip count
    assert cube.keith_count(RACE_LEAD.mine) == 101
    # two extra on the 1-point (+4), one extra on the 2-point (+1), empty 4/5/6 (+3)
    pos = Position.from_points({1: 3, 2: 2, 3: 1}, {6: 3})
    assert cube.keith_count(pos.mine) == 3 + 4 + 3 + 4 + 1 + 3
    double, redouble, take = cube.keith_decision(RACE_LEAD)
    assert double and redouble and take


# -- resignations --------------------------------------------------------------------------

# The bot will surely win but cannot win a gammon (the opponent has six checkers off).
SURE_SINGLE = Position.from_points({1: 2}, {6: 3, 5: 3, 4: 3})
# The bot bears off its last two checkers this roll; the opponent has none off and nothing in
# the bot's home board: a certain gammon, no backgammon.
SURE_GAMMON = Position.from_points({1: 2}, {13: 8, 14: 7})


@pytest.mark.parametrize("level", LEVELS)
def test_resignation_acceptance(level):
    b = bot(level)
    assert b.accept_resignation(CubeState(SURE_SINGLE), 1) is True
    assert b.accept_resignation(CubeState(SURE_GAMMON), 1) is False
    assert b.accept_resignation(CubeState(SURE_GAMMON), 2) is True
    # a lost position: any resignation is welcome
    lost = CubeState(SURE_GAMMON.swapped(), bot_on_roll=False)
    assert b.accept_resignation(lost, 1) is True


@pytest.mark.parametrize("level", LEVELS)
def test_resignation_under_jacoby(level):
    b = bot(level)
    # centred cube: gammons don't count, so a single game is all there is to win
    assert b.accept_resignation(CubeState(SURE_GAMMON, jacoby=True), 1) is True
    # turned cube: the gammon counts again
    turned = CubeState(SURE_GAMMON, jacoby=True, cube_value=2, cube_owner="opponent")
    assert b.accept_resignation(turned, 1) is False


def test_resignation_kind_is_checked():
    with pytest.raises(ValueError):
        bot("intermediate").accept_resignation(CubeState(SURE_SINGLE), 4)


def test_cube_state_validation():
    with pytest.raises(ValueError):
        CubeState(CONTACT, cube_owner="me")
    with pytest.raises(ValueError):
        CubeState(CONTACT, cube_value=3)
    with pytest.raises(ValueError):
        CubeState(CONTACT, match_length=5, bot_score=5)
    s = CubeState(CONTACT, match_length=5, bot_score=1, opponent_score=3, cube_owner="bot", cube_value=2)
    o = s.for_opponent()
    assert (o.bot_score, o.opponent_score, o.cube_owner) == (3, 1, "opponent")
    assert o.position == CONTACT.swapped() and o.for_opponent() == s


def test_cube_state_from_an_engine_game():
    from bgdesk.engine.game import Game
    from bgdesk.engine.record import Rules

    game = Game(Rules(jacoby=True, beavers=True), match_length=0)
    state = CubeState.from_game(game, 1)
    assert state.cube_owner == "centered" and state.cube_value == 1
    assert state.jacoby and state.beavers and state.is_money
    assert state.position == game.position_for(1)
    match = Game(match_length=5, score=(4, 2), crawford=True)
    st = CubeState.from_game(match, 1)
    assert (st.bot_score, st.opponent_score, st.crawford) == (2, 4, True)
    assert not bot("intermediate").cube_action(st)


@pytest.mark.skipif(not sage_available(), reason="bgsage is not installed")
@pytest.mark.parametrize("p", [(0.7, 0, 0, 0, 0), (0.6, 0.2, 0.01, 0.1, 0.005),
                               (0.3, 0.05, 0, 0.2, 0.02), (0.85, 0.4, 0.05, 0.02, 0),
                               (0.5, 0.15, 0.01, 0.12, 0.01)])
def test_janowski_agrees_with_bgsage_independent_implementation(p):
    import bgbot_cpp

    owners = {"centered": bgbot_cpp.CubeOwner.CENTERED, "mine": bgbot_cpp.CubeOwner.PLAYER,
              "theirs": bgbot_cpp.CubeOwner.OPPONENT}
    for x in (0.0, 0.68, 1.0):
        for name, owner in owners.items():
            ours = cube.janowski(p, cube.scale(0, 0, 1, False), name, x)
            assert ours == pytest.approx(bgbot_cpp.cl2cf_money(list(p), owner, x), abs=1e-6)
        jac = cube.janowski(p, cube.scale(0, 0, 1, False, gammons=False), "centered", x,
                            window=cube.scale(0, 0, 1, False))
        assert jac == pytest.approx(bgbot_cpp.cl2cf_money(list(p), owners["centered"], x,
                                                          jacoby_active=True), abs=1e-6)


def _match_take_point(taker_away, doubler_away):
    """The doubler's winning chance above which the taker passes (gammonless), by bisection."""
    lo, hi = 0.5, 1.0
    length = max(taker_away, doubler_away) + 2
    state = CubeState(CONTACT.swapped(), bot_on_roll=False, match_length=length,
                      bot_score=length - taker_away, opponent_score=length - doubler_away)
    for _ in range(30):
        w = (lo + hi) / 2
        if cube.answer((w, 0.0, 0.0, 0.0, 0.0), state) is Answer.TAKE:
            lo = w
        else:
            hi = w
    return 1.0 - lo


@pytest.mark.parametrize("taker,doubler,expected", [
    (2, 2, 0.32), (3, 3, 0.25), (5, 5, 0.20), (2, 4, 0.20), (3, 5, 0.19), (2, 3, 0.26), (5, 3, 0.22),
])
def test_match_take_points_are_the_familiar_ones(taker, doubler, expected):
    assert _match_take_point(taker, doubler) == pytest.approx(expected, abs=0.02)


def test_recube_vig_lowers_the_trailers_take_point():
    # 4-away doubled by 2-away: dead-cube take point 0.186 / 0.5 = 0.372, but the taker's
    # redouble to 4 is worth a lot
    assert _match_take_point(4, 2) < 0.25


@pytest.mark.parametrize("level", STEADY)
@pytest.mark.parametrize("position", [RACE_LEAD, BLITZ, CONTACT], ids=["lead", "blitz", "start"])
def test_automatic_doubles_scale_money_decisions(level, position):
    # an opening tie doubled the centred cube to 2 or 4 (R31): money decisions are the same,
    # up to the 64 limit
    b = bot(level)
    base = b.cube_action(CubeState(position))
    base_answer = b.answer_double(taker(position))
    for value in (2, 4):
        assert b.cube_action(CubeState(position, cube_value=value)) == base
        assert b.answer_double(taker(position, cube_value=value)) == base_answer
    assert b.cube_action(CubeState(position, cube_value=64)) is False
