"""A small, seeded strength check (the real figures come from tests/benchmarks/bench_bots.py)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import bench_bots  # noqa: E402


@pytest.mark.slow
def test_intermediate_beats_pubeval_and_beginner_loses():
    quiet = lambda *_: None  # noqa: E731
    res = bench_bots.run_pairing("intermediate", "pubeval", 120, seed=31, out=quiet)
    assert res["ppg"] > 2 * res["se"]
    res = bench_bots.run_pairing("intermediate", "beginner", 80, seed=32, out=quiet)
    assert res["ppg"] > 0.3
