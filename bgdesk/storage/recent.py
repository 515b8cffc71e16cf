"""The files opened last (File > Open recent), newest first.

File ``recent-files.json`` in the config folder (format ``bgdesk-recent-files``, version 1)::

    {"format": "bgdesk-recent-files", "version": 1, "files": ["/home/ann/matches/paris.xg", ...]}

At most :data:`MAX_FILES` paths of at most :data:`MAX_PATH` characters each; writes are atomic. A
file that cannot be used is moved aside and the list starts empty (one message says so).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

from . import paths
from .atomic import read_versioned, write_versioned

KIND = "bgdesk-recent-files"
VERSION = 1
FILE_NAME = "recent-files.json"
MAX_FILES = 10
MAX_PATH = 4096
MAX_BYTES = 128 * 1024


def recent_path() -> Path:
    return paths.config_dir() / FILE_NAME


def _problem(body: dict) -> Optional[str]:
    files = body.get("files")
    if not isinstance(files, list) or len(files) > 10 * MAX_FILES:
        return "its list of files is not a list"
    if any(not isinstance(f, str) or not f or len(f) > MAX_PATH for f in files):
        return f"a file in it is not a path of 1 to {MAX_PATH} characters"
    return None


def load_recent(path: Optional[Path] = None) -> tuple[list[str], list[str]]:
    """``(files newest first, messages)``."""
    path = Path(path) if path is not None else recent_path()
    result = read_versioned(path, KIND, VERSION, what="list of recent files",
                            fallback="the list starts empty", check=_problem,
                            max_bytes=MAX_BYTES)
    if result.data is None:
        return [], list(result.messages)
    return list(result.data["files"])[:MAX_FILES], list(result.messages)


def _save(files: list[str], path: Optional[Path]) -> list[str]:
    path = Path(path) if path is not None else recent_path()
    files = files[:MAX_FILES]
    write_versioned(path, KIND, VERSION, {"files": files}, max_bytes=MAX_BYTES)
    return files


def remember_recent(file, path: Optional[Path] = None) -> list[str]:
    """Put ``file`` (made absolute) first in the list; returns the list. Raises ValueError for
    a path too long to keep."""
    name = os.path.abspath(os.fspath(file))
    if not name or len(name) > MAX_PATH:
        raise ValueError(f"a path of more than {MAX_PATH} characters is not kept")
    files, _messages = load_recent(path)
    return _save([name] + [f for f in files if f != name], path)


def forget_recent(file, path: Optional[Path] = None) -> list[str]:
    """Take ``file`` off the list; returns the list."""
    name = os.path.abspath(os.fspath(file))
    files, _messages = load_recent(path)
    return _save([f for f in files if f != name], path)


def clear_recent(path: Optional[Path] = None) -> None:
    _save([], path)


__all__ = ["MAX_FILES", "clear_recent", "forget_recent", "load_recent", "recent_path",
           "remember_recent"]
