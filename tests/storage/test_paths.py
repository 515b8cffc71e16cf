"""Folders: platformdirs by default, BGDESK_HOME redirects everything."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

from bgdesk.storage import paths
from bgdesk.storage.archive import archive_match
from bgdesk.storage.autosave import save_autosave
from bgdesk.storage.settings import Settings, save_settings
from bgdesk.storage.stats import record_game


def test_bgdesk_home_redirects_config_and_data(bgdesk_home):
    assert paths.config_dir() == bgdesk_home / "config"
    assert paths.data_dir() == bgdesk_home / "data"
    assert paths.settings_path() == bgdesk_home / "config" / "settings.json"
    assert paths.autosave_path() == bgdesk_home / "data" / "autosave.json"
    assert paths.archive_dir() == bgdesk_home / "data" / "archive"
    assert paths.stats_path() == bgdesk_home / "data" / "stats.json"


def test_bgdesk_home_is_read_on_every_call(tmp_path, monkeypatch):
    monkeypatch.setenv("BGDESK_HOME", str(tmp_path / "one"))
    assert paths.config_dir() == tmp_path / "one" / "config"
    monkeypatch.setenv("BGDESK_HOME", str(tmp_path / "two"))
    assert paths.data_dir() == tmp_path / "two" / "data"


def test_relative_bgdesk_home_is_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BGDESK_HOME", "rel")
    assert paths.config_dir() == (tmp_path / "rel" / "config").resolve()
    assert paths.config_dir().is_absolute()


def test_without_bgdesk_home_platformdirs_decides(tmp_path, monkeypatch):
    # conftest points platformdirs' variables into tmp_path, so this still touches nothing real
    monkeypatch.setenv("BGDESK_HOME", "")
    assert paths.home_override() is None
    assert paths.config_dir() == Path(user_config_dir("bgdesk", appauthor=False))
    assert paths.data_dir() == Path(user_data_dir("bgdesk", appauthor=False))
    if os.name == "posix" and "XDG_CONFIG_HOME" in os.environ:
        assert paths.config_dir().is_relative_to(tmp_path)
        assert paths.data_dir().is_relative_to(tmp_path)


def test_nothing_is_created_until_something_is_written(bgdesk_home):
    paths.config_dir(), paths.data_dir(), paths.archive_dir()
    assert not bgdesk_home.exists()


def test_every_file_lands_under_bgdesk_home(tmp_path, bgdesk_home):
    save_settings(Settings())
    save_autosave({"moves": 1})
    archive_match({"moves": 2}, {"players": ["A", "B"]})
    record_game({"opponent": "A", "won": True, "kind": 1, "points": 1,
                 "when": "2026-11-29T12:00:00", "match_won": None})
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert written and all(name.startswith("bgdesk-home/") for name in written), written
    names = {Path(n).name for n in written}
    assert {"settings.json", "autosave.json", "stats.json"} <= names
