"""Drills (bgdesk/bots/drills.py): positions made from seeds, answer keys from bgsage at the
reference depth, cube drills with the four proper actions, scores by the equity an answer gives
up, and the set that ships (resources/drills/drills.json, made by tools/build_drills.py)."""

import random

import pytest

from bgdesk.bots import CubeState, analysis, drills
from bgdesk.bots.skill import Skill
from bgdesk.engine import Position

from bots_helpers import needs_sage

_sets = {}


def drill(kind, size=4, seed=11, shipped=False):
    if (kind, size, seed, shipped) not in _sets:
        _sets[kind, size, seed, shipped] = drills.make_drill(kind, random.Random(seed), size=size,
                                                             shipped=shipped)
    return _sets[kind, size, seed, shipped]


# -- the cube answers, by hand --------------------------------------------------------------------

def test_cube_answers_name_the_doubler_and_the_taker():
    # GNU Backgammon's figures for 2jYEYDh2c2wBAA (2-ply): no double 0.904, double/take 1.015,
    # double/pass 1.000: Double, pass.
    options = drills.cube_options(0.904, 1.015, 1.0)
    assert [o.text for o in options][0] == "double, pass"
    loss = {o.text: 1.0 - o.equity for o in options}
    # No double gives up what not doubling gives up, as gnubg counts it (0.096, "bad")
    assert loss["no double"] == pytest.approx(0.096)
    assert loss["too good"] == pytest.approx(0.096)
    # Double/take is right for the doubler but wrong for the taker, by 0.015
    assert loss["double, take"] == pytest.approx(0.015)


def test_too_good_and_no_double_differ_by_the_take():
    # a gammonish position: too good to double (no double 1.2 > double/pass 1.0 < double/take)
    options = drills.cube_options(1.2, 1.4, 1.0)
    assert options[0].text == "too good"
    loss = {o.text: 1.2 - o.equity for o in options}
    assert loss["no double"] == pytest.approx(0.4)  # it claims a take where a pass is right
    assert loss["double, pass"] == pytest.approx(0.2)  # it gives the gammons away
    # a plain take: no double 0.5, double/take 0.4 (< double/pass): No double
    options = drills.cube_options(0.5, 0.4, 1.0)
    assert options[0].text == "no double"
    assert {o.text: round(0.5 - o.equity, 6) for o in options}["too good"] == pytest.approx(0.6)


def test_take_answers_and_the_beaver():
    options = drills.take_options(-0.1, 1.0)  # the doubler's double/take is negative: beaver
    assert [o.text for o in options] == ["beaver", "take", "pass"]
    item = drills.DrillItem("take", Position.initial().position_id(), None, options)
    # where beavers are not played, take is the best answer offered
    assert item.best_of(False).text == "take" and item.answers(False) == ("take", "pass")
    assert item.answers(True) == ("beaver", "take", "pass")
    d = drills.Drill("take", [item])
    with pytest.raises(ValueError):
        d.answer(0, "beaver")
    assert d.answer(0, "take").loss == 0.0


def test_nothing_to_decide():
    assert drills.nothing_to_decide(drills.take_options(0.998, 1.0)[:2])
    assert not drills.nothing_to_decide(drills.cube_options(0.904, 1.015, 1.0))


# -- made on the spot, at the reference depth -------------------------------------------------------

@needs_sage
def test_the_fifteen_opening_rolls():
    d = drill("openings", size=15, shipped=True)
    assert sorted(item.dice for item in d.items) == sorted(drills.NON_DOUBLES)
    for item in d.items:
        assert item.position == Position.initial() and item.kind == "openings"
        plays = {p.result_board for p in Position.initial().legal_plays(*item.dice)}
        assert {o.board for o in item.options} == plays
        assert [o.equity for o in item.options] == sorted((o.equity for o in item.options),
                                                           reverse=True)
        assert item.level in (drills.DRILL_LEVEL, "rollout")


@needs_sage
def test_bearoffs_are_against_contact():
    for item in drill("bearoff", size=2).items:
        pos = item.position
        assert all(pos.mine[p] == 0 for p in range(7, 26)), "all the player's checkers are home"
        theirs = pos.theirs
        assert sum(theirs[p] for p in range(19, 25)) + theirs[25] >= 1
        assert item.best.equity - item.options[1].equity >= drills.BEAROFF_MIN_GAP
        assert item.level == drills.DRILL_LEVEL == "3ply"


@needs_sage
@pytest.mark.parametrize("kind,words", [("double", set(drills.DOUBLE_ANSWERS)),
                                        ("take", set(drills.TAKE_ANSWERS))])
def test_cube_drills_have_every_answer_keyed_at_the_reference_depth(kind, words):
    d = drill(kind, size=3)
    assert len(d.items) == 3
    for item in d.items:
        assert {o.text for o in item.options} == words and item.dice is None
        state = CubeState(item.position if kind == "double" else item.position.swapped())
        h = analysis.cube_hint(state, level=drills.DRILL_LEVEL)
        if kind == "double":
            assert item.best.text == h.proper.replace("too good, pass", "too good")
            assert abs(h.nd - h.double_equity) > drills.NOTHING_TO_DECIDE
        else:
            assert item.best_of().text == ("take" if h.should_take else "pass")
            assert abs(h.dt - h.dp) > drills.NOTHING_TO_DECIDE


@needs_sage
def test_same_seed_same_drill():
    a = drills.make_drill("bearoff", random.Random(5), size=2, shipped=False)
    b = drills.make_drill("bearoff", random.Random(5), size=2, shipped=False)
    assert a.items == b.items


@needs_sage
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
        d.answer(2, "double, take")  # not an answer to a checker play
    d.answer(2, third.options[1].board)
    assert d.done and d.current is None
    assert d.loss == pytest.approx(d.verdicts[1].loss + d.verdicts[2].loss)
    summary = d.summary("2026-11-29T10:00:00+00:00")
    from bgdesk.storage.drills import session_problem

    assert session_problem(summary) is None
    assert summary["answered"] == 3 and summary["best"] == d.best_count
    assert [m["chosen"] for m in summary["misses"]] == [v.chosen.text for v in d.misses]


def test_unknown_kind():
    with pytest.raises(ValueError):
        drills.make_drill("chess")


# -- the set that ships ------------------------------------------------------------------------------

def _shipped():
    return {kind: drills.shipped_items(kind) for kind in drills.KINDS}


@needs_sage
def test_the_shipped_set_has_every_kind_and_settles_close_keys_by_rollout():
    have = _shipped()
    assert all(have[k] for k in drills.KINDS), "resources/drills/drills.json: python tools/build_drills.py"
    assert len(have["openings"]) == 15
    assert all(len(have[k]) >= 20 for k in drills.KINDS if k != "openings")
    rolled = 0
    for kind, items in have.items():
        for item in items:
            offered = item.offered()
            if offered[0].equity - offered[1].equity <= drills.CLOSE_KEY:
                assert item.level == "rollout", (kind, item.position_id, item.dice)
            rolled += item.level == "rollout"
            assert offered[0].equity - min(o.equity for o in offered) > drills.NOTHING_TO_DECIDE
            if kind == "double":
                assert {o.text for o in item.options} == set(drills.DOUBLE_ANSWERS)
    assert rolled >= 10


@pytest.mark.parametrize("bad", [
    {"kind": "chess"},
    {"kind": "openings", "position_id": "not an id", "dice": [3, 1], "options": []},
    {"kind": "openings", "position_id": "4HPwATDgc/ABMA", "dice": [7, 1],
     "options": [{"text": "x", "equity": 0, "board": [0] * 26}] * 2},
    {"kind": "openings", "position_id": "4HPwATDgc/ABMA", "dice": [3, 1],
     "options": [{"text": "x", "equity": 0, "board": [0] * 26}] * 2},
    {"kind": "double", "position_id": "4HPwATDgc/ABMA", "dice": None,
     "options": [{"text": "rm -rf", "equity": 0}, {"text": "pass", "equity": 1}]},
    {"kind": "take", "position_id": "4HPwATDgc/ABMA", "dice": None,
     "options": [{"text": "take", "equity": float("nan")}, {"text": "pass", "equity": 1}]},
])
def test_a_set_file_is_checked(bad):
    with pytest.raises((ValueError, KeyError, TypeError)):
        drills.item_from_dict(bad)


def test_an_item_goes_to_a_file_and_back():
    item = drills.DrillItem("double", "4HPwATDgc/ABMA", None, drills.cube_options(0.5, 0.4, 1.0),
                            1, "rollout")
    again = drills.item_from_dict(drills.item_to_dict(item))
    assert [(o.text, round(o.equity, 6)) for o in again.options] == \
        [(o.text, round(o.equity, 6)) for o in item.options]
    assert again.level == "rollout"
