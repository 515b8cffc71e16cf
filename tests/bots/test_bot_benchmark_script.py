"""The bot benchmark script keeps working (a two-game smoke run, not the figures)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import bench_bots  # noqa: E402


def test_two_games_run_and_report():
    lines = []
    res = bench_bots.run_pairing("intermediate", "pubeval", 2, seed=5, out=lines.append)
    assert res["games"] == 2
    assert -3 <= res["ppg"] <= 3
    assert lines[0].startswith("intermediate vs pubeval: 2 games")
    assert "decision time" in lines[1] and "decision time" in lines[2]
