"""The bot benchmark script keeps working (a two-game smoke run, not the figures)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import bench_bots  # noqa: E402


def test_two_games_run_and_report():
    lines = []
    res = bench_bots.run_pairing("intermediate", "pubeval", 2, seed=5, out=lines.append, luck=False)
    assert res["games"] == 2
    assert -3 <= res["ppg"] <= 3
    assert lines[0].startswith("intermediate vs pubeval: 2 games")
    assert "decision time" in lines[1] and "decision time" in lines[2]


def test_luck_averages_zero_over_the_rolls_and_adjusts_the_result():
    """A roll's luck is the value of its best play minus the average over all rolls, so over the
    21 rolls (weighted: doubles once, others twice) it sums to zero, and over the 15 opening
    rolls too: the luck-adjusted result has the plain result's expectation."""
    from bots_helpers import random_position, sage_available

    if not sage_available():
        import pytest

        pytest.skip("bgsage is not installed")
    luck = bench_bots.Luck()
    for seed in range(3):
        pos = random_position(seed, 12)
        total = sum((1 if a == b else 2) * luck(pos, (a, b), False) for a, b in bench_bots.ROLLS)
        assert abs(total) < 1e-6
    opening = sum(luck(bench_bots.Position.initial(), (a, b), True)
                  for a, b in bench_bots.ROLLS if a != b)
    assert abs(opening) < 1e-6
    lines = []
    res = bench_bots.run_pairing("intermediate", "pubeval", 2, seed=5, out=lines.append, luck=True)
    assert "adjusted_ppg" in res and lines[1].strip().startswith("luck-adjusted")


def test_advice_bench_reads_gnubg_proper_cube_action_from_its_words():
    """The advice bench compares bgdesk's proper cube action with the one gnubg states.  In a
    game already won with no gammon left (issue 22: ``7eYHAIBeAAAAAA``, gnubg 2-ply no double
    1.000, double/pass 1.000) gnubg says "Double, pass" (a cash, as bgdesk advises; RULES.md
    R25: a pass ends the game, the doubler winning the stake before the double); worked out again from the figures, where a
    tie is no double, it read "too good, pass" and counted bgdesk's right answer as a
    disagreement."""
    import json

    import bench_advice

    examples = json.loads((Path(__file__).parent / "data" / "gnubg_examples.json").read_text())
    won = next(e["gnubg"] for e in examples["examples"] if e["pid"] == "7eYHAIBeAAAAAA")
    assert won["nd"] == won["dp"] and won["action"] == "Double, pass"
    assert bench_advice.cube_action(won["nd"], won["dt"], won["dp"]) == "too good, pass"
    assert bench_advice.gnubg_action(won) == "double, pass"
    for words, ours in (("No double, take", "no double"), ("Double, take", "double, take"),
                        ("Too good to double, pass", "too good, pass"),
                        ("Double, pass", "double, pass")):
        assert bench_advice.gnubg_action({"action": words, "nd": 0.0, "dt": 0.0, "dp": 1.0}) == ours
    # no words: the figures
    assert bench_advice.gnubg_action({"nd": 0.5, "dt": 0.6, "dp": 1.0}) == "double, take"
