"""Whole games and matches are analysed at the quick depth in these tests (the windows work the
same at every depth, and a match at the reference depth takes minutes on a busy machine); the
reference depth itself is tested through the windows on short set-up games
(test_advice_depth_gui.py) and in tests/bots."""

import pytest


@pytest.fixture(autouse=True)
def quick_analyses(monkeypatch):
    from bgdesk.bots import analysis

    monkeypatch.setattr(analysis, "ANALYSIS_LEVEL", analysis.QUICK_LEVEL)
