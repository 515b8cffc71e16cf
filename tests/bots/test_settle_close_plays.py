"""Close plays at the reference depth are settled by the mean of bgsage's 3-ply and 4-ply
(bgdesk.bots.reference.settle_plays): the order and gaps of the plays within 0.02 of the best
come from that mean, the best keeps its 3-ply figure and every other play is left alone."""

import pytest

from bgdesk.bots import analysis, reference
from bgdesk.engine import Position

from bots_helpers import needs_sage

pytestmark = needs_sage

# 3-4: bgsage 3-ply puts 21/18 8/4 0.002 ahead of 22/18 7/4; gnubg 2-ply ranks 22/18 7/4 first
# by 0.046 (bench_advice.py's set); 4-ply agrees with gnubg.
CLOSE = ("cLPNAEijWwEYCw", (3, 4))


@pytest.fixture(autouse=True)
def fresh():
    reference.CACHE.clear()
    yield
    reference.CACHE.clear()


def test_close_plays_are_ranked_by_the_mean_of_3_and_4_ply():
    pos, dice = Position.from_position_id(CLOSE[0]), CLOSE[1]
    hint = analysis.checker_analysis(pos, dice, None)
    boards = [c.board for c in hint.candidates]
    plain = dict(zip(boards, reference.value_boards("3ply", pos.board, boards, None)))
    deep = dict(zip(boards, reference.value_boards("4ply", pos.board, boards, None)))
    top = max(v[0] for v in plain.values())
    close = [b for b in sorted(boards, key=lambda b: -plain[b][0]) if top - plain[b][0] <= reference.SETTLE_WITHIN]
    close = close[:reference.SETTLE_KEEP]
    assert len(close) >= 2
    settled = [c for c in hint.candidates if c.level == reference.SETTLED]
    assert {c.board for c in settled} == set(close)
    mean = {b: (plain[b][0] + deep[b][0]) / 2 for b in close}
    best = max(close, key=mean.get)
    assert hint.best.board == best and hint.best.equity == pytest.approx(top)
    assert str(hint.best.play) == "22/18 7/4"  # gnubg's best, no longer 21/18 8/4
    for c in settled:
        assert hint.loss_of(c.board) == pytest.approx(mean[best] - mean[c.board], abs=1e-9)
    for c in hint.candidates:
        if c.board not in close:
            assert c.level == "" and c.equity == pytest.approx(plain[c.board][0])
    # the hint window's every-play list settles the same plays the same way
    full = analysis.checker_hint(pos, dice, None)
    assert full.best.board == best
    assert {c.board for c in full.candidates if c.level == reference.SETTLED} == set(close)


def test_a_clear_best_play_is_not_settled():
    # the opening 3-1: 8/5 6/5 is far ahead of everything else
    hint = analysis.checker_analysis(Position.initial(), (3, 1), None)
    assert str(hint.best.play) == "8/5 6/5"
    assert not any(c.level == reference.SETTLED for c in hint.candidates)


def test_other_depths_are_not_settled():
    pos, dice = Position.from_position_id(CLOSE[0]), CLOSE[1]
    hint = analysis.checker_analysis(pos, dice, None, level=reference.QUICK)
    assert not any(c.level for c in hint.candidates)
