"""Fixtures shared by the bot tests."""

import pytest


@pytest.fixture(params=["bgsage", "own"])
def evaluation(request, monkeypatch):
    """Run a test with bgsage's network and again with our own evaluation."""
    from bgdesk.bots import sage

    if request.param == "bgsage":
        if not sage.available():
            pytest.skip("bgsage is not installed")
    else:
        monkeypatch.setattr(sage, "available", lambda: False)
    return request.param
