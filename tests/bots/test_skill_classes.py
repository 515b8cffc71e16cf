"""The class of a decision by the equity it gave up, with GNU Backgammon's bounds
(bgdesk/bots/skill.py)."""

import math

import pytest

from bgdesk.bots.skill import BAD, DOUBTFUL, VERY_BAD, Skill, classify


@pytest.mark.parametrize("loss,skill", [
    (0.0, Skill.BEST), (-0.0001, Skill.BEST), (0.0004, Skill.BEST),
    (0.0005, Skill.FINE), (0.02, Skill.FINE), (0.04, Skill.FINE),
    (0.0401, Skill.DOUBTFUL), (0.08, Skill.DOUBTFUL),
    (0.0801, Skill.BAD), (0.16, Skill.BAD),
    (0.1601, Skill.VERY_BAD), (1.5, Skill.VERY_BAD),
])
def test_bounds_are_gnubgs_and_strict(loss, skill):
    assert classify(loss) is skill


def test_the_bounds_are_gnu_backgammons_defaults():
    assert (DOUBTFUL, BAD, VERY_BAD) == (0.04, 0.08, 0.16)


def test_order_and_errors():
    assert [s.rank for s in Skill] == [0, 1, 2, 3, 4]
    assert [s.is_error for s in Skill] == [False, False, True, True, True]


def test_not_a_number_is_refused():
    with pytest.raises(ValueError):
        classify(math.nan)
