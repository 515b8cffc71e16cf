"""Close cube decisions settled by a rollout (bgdesk/bots/analysis.py settled_cube_hint,
bgdesk/bots/reference.py CUBE_SETTLE_WITHIN): issue 22, "as right as GNU Backgammon's 2-ply".

The position settled here is a short bear-off (a rollout of it takes well under a second), where
bgsage at 3-ply (and 4-ply) says no double and GNU Backgammon 1.07 at 2-ply says double, take
(no double 0.511, double/take 0.537, double/pass 1.000, money, cube centred): its own rollout
says double, take, as gnubg does."""

import pytest

from bgdesk.bots import CubeState, analysis, reference
from bgdesk.bots.rollout import Stopped
from bgdesk.engine import Position

from bots_helpers import needs_sage
from cube_positions import CLOSE_BEAROFF, SHORT_RACE

pytestmark = needs_sage


@pytest.fixture(autouse=True)
def fresh_cache():
    reference.CACHE.clear()
    yield
    reference.CACHE.clear()


def test_the_margin_is_the_closer_of_the_two_decisions():
    # doubling 0.02 better than not, the take 0.3 better than the pass: 0.02
    assert reference.cube_margin(0.50, 0.52, 1.0) == pytest.approx(0.02)
    # a pass by 0.01 (double/take 1.01, double/pass 1.0), doubling far better: 0.01
    assert reference.cube_margin(0.60, 1.01, 1.0) == pytest.approx(0.01)
    # far from either: not close
    assert reference.cube_margin(0.2, 0.6, 1.0) == pytest.approx(0.4)
    assert reference.cube_is_close(0.50, 0.52, 1.0)
    assert not reference.cube_is_close(0.2, 0.6, 1.0)
    assert reference.cube_is_close(0.50, 0.50 + reference.CUBE_SETTLE_WITHIN - 1e-9, 1.0)


def test_a_close_decision_is_settled_by_a_rollout_and_kept():
    state = CubeState(CLOSE_BEAROFF)
    at3 = analysis.cube_hint(state)
    assert at3.level == "3ply" and analysis.cube_is_close(at3)
    assert at3.proper == "no double"  # bgsage's 3-ply error
    settled = analysis.settled_cube_hint(state)
    assert settled.level == "rollout" and settled.trials == reference.CUBE_SETTLE_TRIALS
    assert settled.proper == "double, take"  # gnubg 2-ply's answer
    assert settled.nd_se is not None and 0 < settled.nd_se < 0.05
    # kept: every hint of the decision (the analysis, the review) now shows the rollout
    again = analysis.cube_hint(state)
    assert (again.level, again.nd, again.dt) == ("rollout", settled.nd, settled.dt)
    assert not analysis.cube_is_close(again)  # a rollout's figures are not settled again
    # the same seed and trials give the same figures
    reference.CACHE.clear()
    assert analysis.settled_cube_hint(state).nd == settled.nd


def test_a_clear_decision_is_not_rolled_out():
    state = CubeState(SHORT_RACE)
    hint = analysis.settled_cube_hint(state)
    assert hint.level == "3ply" and hint.proper == "double, pass"
    assert reference.kept_rollout("cube", (SHORT_RACE.board, reference.state_key(state))) is None


def test_a_settling_rollout_can_be_cancelled_and_keeps_nothing():
    state = CubeState(CLOSE_BEAROFF)
    with pytest.raises(Stopped):
        analysis.settled_cube_hint(state, cancelled=lambda: True)
    assert analysis.cube_hint(state).level == "3ply"


@pytest.mark.parametrize("pid", ["/xUAAHAPAAAAAA", "AQAABAAAAAAAAA"])
def test_a_game_already_won_is_a_tie_not_a_close_call(pid):
    """No double and double/pass are both worth the cash (no gammon left): nothing to settle;
    gnubg 1.07 says "Double, pass" and so does bgdesk at 3-ply (a rollout's noise would make it
    "too good" or "double, pass" by chance)."""
    state = CubeState(Position.from_position_id(pid))
    at3 = analysis.cube_hint(state)
    assert at3.nd == pytest.approx(at3.dp, abs=1e-6) and at3.probs[1] == 0
    assert not analysis.cube_is_close(at3)
    assert analysis.settled_cube_hint(state).level == "3ply"
    assert at3.proper == "double, pass"
