"""make_bot / available_levels, the lazy bgsage adapter, seeded replay, the weights file."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bgdesk.bots import available_levels, make_bot
from bgdesk.bots.evaluator import Evaluator, WeightsError, default_evaluator
from bgdesk.engine import Position

from bots_helpers import needs_sage, random_position, sage_available

ROOT = Path(__file__).resolve().parents[2]


def test_own_levels_always_available():
    levels = available_levels()
    assert levels[:2] == ("beginner", "intermediate")
    assert ("strong" in levels) == sage_available()


def test_unknown_level_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="intermediate"):
        make_bot("grandmaster")


def test_contract_example():
    bot = make_bot("intermediate")
    pos = Position.initial()
    assert bot.choose_play(pos, (3, 1)) in pos.legal_plays(3, 1)


def test_importing_the_bots_does_not_import_bgsage_or_numpy():
    code = ("import sys, random\n"
            "from bgdesk.bots import make_bot\n"
            "from bgdesk.engine import Position\n"
            "for lvl in ('beginner', 'intermediate'):\n"
            "    make_bot(lvl, random.Random(1)).choose_play(Position.initial(), (6, 5))\n"
            "bad = [m for m in ('bgsage', 'bgbot_cpp', 'numpy') if m in sys.modules]\n"
            "print(bad)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_levels_work_when_bgsage_cannot_be_imported():
    code = ("import sys\n"
            "class Block:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name.split('.')[0] in ('bgsage', 'bgbot_cpp'):\n"
            "            raise ImportError('no bgsage here')\n"
            "sys.meta_path.insert(0, Block())\n"
            "from bgdesk.bots import available_levels, make_bot\n"
            "print(available_levels())\n"
            "try:\n"
            "    make_bot('strong')\n"
            "except ValueError as e:\n"
            "    print('refused:', 'bgsage' in str(e))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["('beginner', 'intermediate')", "refused: True"]


@pytest.mark.parametrize("level", ["beginner", "intermediate"])
def test_same_seed_same_choices(level):
    def run(seed):
        bot = make_bot(level, random.Random(seed))
        rng = random.Random(99)
        out = []
        for k in range(30):
            pos = random_position(k, 20)
            out.append(str(bot.choose_play(pos, (rng.randint(1, 6), rng.randint(1, 6)))))
        return out

    assert run(5) == run(5)


def test_beginner_is_noisy_but_intermediate_is_not():
    pos = Position.initial()
    picks = {str(make_bot("beginner", random.Random(s)).choose_play(pos, (5, 2))) for s in range(40)}
    assert len(picks) > 1
    picks = {str(make_bot("intermediate", random.Random(s)).choose_play(pos, (5, 2))) for s in range(5)}
    assert len(picks) == 1


@needs_sage
@pytest.mark.parametrize("level", ["strong", "expert"])
def test_strong_levels_play_the_obvious_opening(level):
    bot = make_bot(level, threads=1)
    assert str(bot.choose_play(Position.initial(), (3, 1))) == "8/5 6/5"


def test_intermediate_plays_sensible_openings():
    bot = make_bot("intermediate")
    assert str(bot.choose_play(Position.initial(), (3, 1))) == "8/5 6/5"
    assert str(bot.choose_play(Position.initial(), (6, 1))) == "13/7 8/7"


# -- the weights file --------------------------------------------------------------------

def test_shipped_weights_load_and_give_consistent_probabilities():
    ev = default_evaluator()
    for k in range(20):
        p = ev.probabilities(random_position(k, 30).board)
        win, wg, wbg, lg, lbg = p
        assert 0.0 <= wbg <= wg <= win <= 1.0
        assert 0.0 <= lbg <= lg <= 1.0 - win + 1e-12


def test_finished_games_are_evaluated_exactly():
    ev = default_evaluator()
    won = Position.from_points({}, {6: 15})  # all my checkers off, opponent none off
    assert ev.probabilities(won.board) == [1.0, 1.0, 0.0, 0.0, 0.0]


def test_weights_file_errors_are_reported():
    spec = json.loads((ROOT / "resources" / "bots" / "intermediate.json").read_text())
    with pytest.raises(WeightsError, match="format"):
        Evaluator({"format": 99})
    bad = json.loads(json.dumps(spec))
    bad["nets"]["race"]["features"] = ["something else"]
    with pytest.raises(WeightsError, match="features"):
        Evaluator(bad)
    bad = json.loads(json.dumps(spec))
    del bad["nets"]["contact"]["w1"][0]
    with pytest.raises(WeightsError, match="first layer"):
        Evaluator(bad)
    with pytest.raises(WeightsError, match="cannot read"):
        Evaluator.from_file(ROOT / "no-such-file.json")


def test_evaluation_is_quick_enough():
    # the per-decision budget is checked by tests/benchmarks/bench_bots.py; this only guards
    # against an accidental slowdown by an order of magnitude
    import time

    ev = default_evaluator()
    boards = [random_position(k, 25).board for k in range(200)]
    t0 = time.perf_counter()
    for b in boards:
        ev.equity(b)
    assert (time.perf_counter() - t0) / len(boards) < 0.005


def test_huge_candidate_lists_are_shortlisted_but_still_legal():
    from bgdesk.bots import own

    # many checkers spread out and a double: hundreds of legal plays
    pos = Position.from_position_id("aD8LAQqFp+IAOA")
    plays = pos.legal_plays(1, 1)
    assert len(plays) > own.MAX_FULL
    short = own._shortlist(pos, plays)
    assert len(short) == own.MAX_FULL and all(p in plays for p in short)
    assert make_bot("intermediate").choose_play(pos, (1, 1)) in plays
