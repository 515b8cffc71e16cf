"""The last chouette's seating (players, who plays each seat, the money-play rules), kept so the
New chouette dialog offers it again after a restart.

File ``chouette-seating.json`` in the config folder (format ``bgdesk-chouette-seating``,
version 1)::

    {"format": "bgdesk-chouette-seating", "version": 1,
     "names": ["Ann", "Bob", "Cy"], "seats": {"Cy": "intermediate"},
     "rules": {...the engine's Rules.to_dict()...}}

``seats`` names the computer seats (a level each); the others are people. A file that cannot be
used is moved aside and the dialog starts from its defaults (one message says so).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

from . import paths
from .atomic import read_versioned, write_versioned
from .settings import BOT_LEVEL_PATTERN

KIND = "bgdesk-chouette-seating"
VERSION = 1
FILE_NAME = "chouette-seating.json"
MAX_NAME = 40      # the longest name the chouette dialogs take (they say so, never cut one)
MAX_SEATS = 8


def seating_path() -> Path:
    return paths.config_dir() / FILE_NAME


def _problem(body: dict) -> Optional[str]:
    names = body.get("names")
    if not isinstance(names, list) or not 1 <= len(names) <= MAX_SEATS:
        return f"its list of players is not a list of 1 to {MAX_SEATS} names"
    if any(not isinstance(n, str) or not n.strip() or len(n) > MAX_NAME for n in names):
        return f"a player's name is not text of 1 to {MAX_NAME} characters"
    seats = body.get("seats", {})
    if not isinstance(seats, dict) or any(
            not isinstance(v, str) or not re.fullmatch(BOT_LEVEL_PATTERN, v)
            for v in seats.values()):
        return "its computer seats are not names with a level each"
    if not isinstance(body.get("rules", {}), dict):
        return "its rules are not a group of fields"
    return None


def save_seating(names, seats: dict, rules: dict, path: Optional[Path] = None) -> Path:
    """Keep this seating for the next New chouette (atomically). Raises ValueError for a seating
    that could not be read back."""
    body = {"names": [str(n) for n in names],
            "seats": {str(k): str(v) for k, v in seats.items() if k in names},
            "rules": dict(rules)}
    problem = _problem(body)
    if problem:
        raise ValueError(f"not a seating that can be kept: {problem}")
    path = Path(path) if path is not None else seating_path()
    write_versioned(path, KIND, VERSION, body)
    return path


def load_seating(path: Optional[Path] = None) -> tuple:
    """``(seating or None, messages)``; the seating is ``{"names", "seats", "rules"}``."""
    path = Path(path) if path is not None else seating_path()
    result = read_versioned(path, KIND, VERSION, what="last chouette seating",
                            fallback="the New chouette dialog starts from its usual players",
                            check=_problem)
    if result.data is None:
        return None, list(result.messages)
    body = result.data
    return {"names": list(body["names"]), "seats": dict(body.get("seats", {})),
            "rules": dict(body.get("rules", {}))}, []


__all__ = ["load_seating", "save_seating", "seating_path"]
