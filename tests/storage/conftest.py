"""Every storage test gets its own BGDESK_HOME under tmp_path, and platformdirs' own variables
point into tmp_path too, so no test can touch the real home folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def bgdesk_home(tmp_path, monkeypatch):
    home = tmp_path / "bgdesk-home"
    monkeypatch.setenv("BGDESK_HOME", str(home))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / "xdg" / var.lower()))
    monkeypatch.setenv("HOME", str(tmp_path / "user-home"))
    return home
