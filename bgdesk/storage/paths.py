"""Where bgdesk keeps its files.

The folders come from platformdirs.  Setting the environment variable ``BGDESK_HOME`` redirects
everything at once (tests, portable installs): configuration goes to ``$BGDESK_HOME/config`` and
data to ``$BGDESK_HOME/data``.  The variable is read on every call, so a test can set it with
``monkeypatch.setenv`` after this module was imported.

Nothing here creates folders; the writers create what they need when they first write.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

APP_NAME = "bgdesk"
HOME_ENV = "BGDESK_HOME"

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
STATS_FILE = "stats.json"
ARCHIVE_FOLDER = "archive"


def home_override() -> Path | None:
    """The folder named by ``BGDESK_HOME``, made absolute, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "").strip()
    if not value:
        return None
    return Path(value).expanduser().resolve()


def config_dir() -> Path:
    """The folder for settings."""
    home = home_override()
    if home is not None:
        return home / "config"
    # appauthor=False: on Windows this gives ...\AppData\Local\bgdesk rather than bgdesk\bgdesk.
    return Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The folder for the autosave, the archive of finished matches and the statistics."""
    home = home_override()
    if home is not None:
        return home / "data"
    return Path(user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_FILE


def archive_dir() -> Path:
    return data_dir() / ARCHIVE_FOLDER


def stats_path() -> Path:
    return data_dir() / STATS_FILE
