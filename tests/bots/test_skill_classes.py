"""The class of a decision by the equity it gave up, with GNU Backgammon's bounds
(bgdesk/bots/skill.py)."""

import math
import re
import subprocess

import pytest

from bgdesk.bots import skill
from bgdesk.bots.skill import BAD, DOUBTFUL, VERY_BAD, Skill, Thresholds, classify


@pytest.mark.parametrize("loss,cls", [
    (0.0, Skill.BEST), (-0.0001, Skill.BEST), (0.0004, Skill.BEST),
    (0.0005, Skill.FINE), (0.02, Skill.FINE), (0.03, Skill.FINE),
    (0.0301, Skill.DOUBTFUL), (0.06, Skill.DOUBTFUL),
    (0.0601, Skill.BAD), (0.12, Skill.BAD),
    (0.1201, Skill.VERY_BAD), (1.5, Skill.VERY_BAD),
])
def test_bounds_are_gnubgs_and_strict(loss, cls):
    # gnubg marks a decision that gives up *more than* a threshold
    assert classify(loss) is cls


def test_the_bounds_are_gnu_backgammon_1_07s_defaults():
    assert (DOUBTFUL, BAD, VERY_BAD) == (0.030, 0.060, 0.120)
    assert skill.GNUBG_VERSION == "GNU Backgammon 1.07"


def _gnubg():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from tools.gnubg_referee import gnubg_path

    return gnubg_path()


@pytest.mark.skipif(_gnubg() is None, reason="GNU Backgammon is not installed")
def test_the_bounds_are_what_gnubg_itself_prints():
    """``show analysis`` in gnubg -t prints its thresholds: they are ours."""
    out = subprocess.run([_gnubg(), "-t", "-q"], input="show analysis\nquit\n",
                         capture_output=True, text=True, timeout=60).stdout
    assert "GNU Backgammon 1.07" in out
    found = {name: float(value) for value, name in
             re.findall(r"^\s*(-\d\.\d+) (doubtful|bad|very bad)\s*$", out, re.MULTILINE)}
    assert found == {"doubtful": -DOUBTFUL, "bad": -BAD, "very bad": -VERY_BAD}


def test_settable_and_restored():
    try:
        used = skill.set_thresholds(Thresholds.from_thousandths(40, 80, 160))
        assert used == Thresholds(0.04, 0.08, 0.16) and skill.thresholds() == used
        assert classify(0.035) is Skill.FINE and classify(0.12) is Skill.BAD
        assert classify(0.035, skill.GNUBG) is Skill.DOUBTFUL
        # numbers given in the wrong order are put in order; zero is no threshold
        assert Thresholds.from_thousandths(120, 30, 60) == skill.GNUBG
        with pytest.raises(ValueError):
            Thresholds(0.06, 0.03, 0.12)
        with pytest.raises(ValueError):
            Thresholds(math.nan, 0.06, 0.12)
    finally:
        assert skill.set_thresholds(None) == skill.GNUBG
    assert classify(0.035) is Skill.DOUBTFUL


def test_order_and_errors():
    assert [s.rank for s in Skill] == [0, 1, 2, 3, 4]
    assert [s.is_error for s in Skill] == [False, False, True, True, True]


def test_not_a_number_is_refused():
    with pytest.raises(ValueError):
        classify(math.nan)
