"""Drills (bgdesk/bots/drills.py): positions made from seeds, answer keys from bgsage, scores by
the equity an answer gives up; a sample of every key checked by a deeper evaluation."""

import random

import pytest

from bgdesk.bots import CubeState, analysis, drills
from bgdesk.bots.skill import Skill
from bgdesk.engine import Position

from bots_helpers import needs_sage

pytestmark = needs_sage

DEEPER = "3ply"
_sets = {}


def drill(kind, size=4, seed=11):
    if (kind, size, seed) not in _sets:
        _sets[kind, size, seed] = drills.make_drill(kind, random.Random(seed), size=size)
    return _sets[kind, size, seed]


def test_the_fifteen_opening_rolls():
    d = drill("openings", size=15)
    assert sorted(item.dice for item in d.items) == sorted(drills.NON_DOUBLES)
    assert len(set(drills.NON_DOUBLES)) == 15
    for item in d.items:
        assert item.position == Position.initial() and item.kind == "openings"
        # every legal play is an answer, best first
        plays = {p.result_board for p in Position.initial().legal_plays(*item.dice)}
        assert {o.board for o in item.options} == plays
        assert [o.equity for o in item.options] == sorted((o.equity for o in item.options),
                                                           reverse=True)


def test_replies_follow_a_common_opening():
    for item in drill("replies").items:
        # the opponent's last play was an opening bgsage values within COMMON of its best
        before = item.position.swapped()  # the opponent's view, after its opening play
        found = False
        for dice in drills.NON_DOUBLES:
            hint = analysis.checker_hint(Position.initial(), dice, level=drills.DRILL_LEVEL)
            i = hint.index_of(before.board)
            if i is not None:
                found = hint.best.equity - hint.candidates[i].equity <= drills.COMMON + 1e-9
                break
        assert found, item.position_id
        assert sum(item.position.borne_off()) == 0 and item.dice in drills.ALL_ROLLS


def test_bearoffs_are_against_contact():
    for item in drill("bearoff").items:
        pos = item.position
        mine = pos.mine
        assert all(mine[p] == 0 for p in range(7, 26)), "all the player's checkers are home"
        theirs = pos.theirs
        in_my_home = sum(theirs[p] for p in range(19, 25)) + theirs[25]
        assert in_my_home >= 1, "the opponent holds a point there or waits on the bar"
        assert item.best.equity - item.options[1].equity >= drills.BEAROFF_MIN_GAP


@pytest.mark.parametrize("kind,words", [("double", {"double", "no double"}),
                                        ("take", {"take", "pass"})])
def test_cube_drills_have_both_answers_keyed_by_bgsage(kind, words):
    d = drill(kind)
    assert len(d.items) == 4
    for item in d.items:
        assert {o.text for o in item.options} == words and item.dice is None
        state = CubeState(item.position if kind == "double" else item.position.swapped())
        h = analysis.cube_hint(state, level=drills.DRILL_LEVEL)
        if kind == "double":
            assert item.best.text == ("double" if h.should_double else "no double")
        else:
            assert item.best.text == ("take" if h.should_take else "pass")
    # both answers occur: a drill is not "always double"
    assert len({item.best.text for item in d.items}) == 2


def test_same_seed_same_drill():
    a = drills.make_drill("bearoff", random.Random(5), size=2)
    b = drills.make_drill("bearoff", random.Random(5), size=2)
    assert a.items == b.items


@pytest.mark.parametrize("kind", ["openings", "replies", "bearoff"])
def test_answer_keys_hold_at_a_deeper_level(kind):
    """The key (bgsage's best play at the drill level) gives up at most a fine margin when the
    same position is evaluated one ply deeper."""
    for item in drill(kind).items[:2]:
        deep = analysis.checker_hint(item.position, item.dice, level=DEEPER)
        assert deep.loss_of(item.best.board) <= 0.04, (item.position_id, item.dice)


@pytest.mark.parametrize("kind", ["double", "take"])
def test_cube_keys_hold_at_a_deeper_level(kind):
    for item in drill(kind).items[:2]:
        state = CubeState(item.position if kind == "double" else item.position.swapped())
        deep = analysis.cube_hint(state, level=DEEPER)
        if kind == "double":
            loss = deep.double_loss(item.best.text == "double")
        else:
            loss = deep.take_loss(item.best.text == "take")
        assert loss <= 0.04, item.position_id


def test_scoring_by_equity_given_up():
    d = drills.make_drill("openings", random.Random(2), size=3)
    first, second, third = d.items
    v = d.answer(0, first.best.board)
    assert v.loss == 0.0 and v.skill is Skill.BEST
    worst = second.options[-1]
    v = d.answer(1, worst.board)
    assert v.loss == pytest.approx(second.best.equity - worst.equity)
    assert v.skill is not Skill.BEST and v.best == second.best
    with pytest.raises(ValueError):
        d.answer(0, first.best.board)  # answered already
    with pytest.raises(ValueError):
        d.answer(2, "double")  # not an answer to a checker play
    d.answer(2, third.options[1].board)
    assert d.done and d.current is None
    assert d.loss == pytest.approx(d.verdicts[1].loss + d.verdicts[2].loss)
    summary = d.summary("2026-11-29T10:00:00+00:00")
    from bgdesk.storage.drills import session_problem

    assert session_problem(summary) is None
    assert summary["answered"] == 3 and summary["best"] == d.best_count
    assert [m["chosen"] for m in summary["misses"]] == [v.chosen.text for v in d.misses]


def test_cube_answers_are_scored_in_words():
    item = drill("take").items[0]
    wrong = "pass" if item.best.text == "take" else "take"
    assert item.loss_of(item.best.text) == 0.0
    assert item.loss_of(wrong) == pytest.approx(item.best.equity - item.option(wrong).equity)


def test_unknown_kind():
    with pytest.raises(ValueError):
        drills.make_drill("chess")
