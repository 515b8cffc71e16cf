"""Drill results, kept as versioned JSON in the data folder, so progress shows over weeks.

File layout (format ``bgdesk-drills``, version 1)::

    {"format": "bgdesk-drills", "version": 1,
     "sessions": [{"kind": "openings", "when": "2026-11-29T11:45:00+01:00",
                   "answered": 15, "best": 11, "loss": 0.183,
                   "misses": [{"position_id": "4HPwATDgc/ABMA", "dice": [6, 4],
                               "chosen": "24/14", "best": "24/18 13/9", "loss": 0.061}, ...]},
                  ...]}

A session is one drill set as answered: its ``kind`` (openings, replies, bearoff, double, take),
when it was finished, how many positions were ``answered``, how many of those with the ``best``
answer, the equity given up over all of them (``loss``, normalized: per unit of the cube), and
the answers that were not the best (``misses``; ``dice`` is null for cube decisions).

The file keeps the newest :data:`MAX_SESSIONS` sessions.  Sessions that are not valid are left
out: a copy of the file as it was is kept, the file is rewritten without them, and one message
says so.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Optional

from . import paths
from .atomic import keep_copy, read_versioned, write_versioned
from .stats import parse_when

KIND = "bgdesk-drills"
VERSION = 1
DRILLS_FILE = "drills.json"
DRILL_KINDS = ("openings", "replies", "bearoff", "double", "take")
#: The file keeps this many sessions, the newest.
MAX_SESSIONS = 5000
#: A session keeps at most this many misses.
MAX_MISSES = 100


def drills_path() -> Path:
    return paths.data_dir() / DRILLS_FILE


def _whole(value, low: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and value >= low


def _number(value) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float)) and value >= 0 \
        and value == value and value != float("inf")


def miss_problem(miss: object) -> Optional[str]:
    """Why ``miss`` is not a valid miss, or None."""
    if not isinstance(miss, dict):
        return "a miss is not a group of fields"
    if not isinstance(miss.get("position_id"), str) or not miss["position_id"]:
        return "a miss has no position"
    dice = miss.get("dice")
    if dice is not None and (not isinstance(dice, list) or len(dice) != 2
                             or not all(_whole(d, 1) and d <= 6 for d in dice)):
        return "a miss has dice that are not two numbers from 1 to 6"
    for key in ("chosen", "best"):
        if not isinstance(miss.get(key), str):
            return f'a miss has no "{key}" answer'
    if not _number(miss.get("loss")):
        return 'a miss has no "loss" (a number of at least 0)'
    return None


def session_problem(session: object) -> Optional[str]:
    """Why ``session`` is not a valid drill session, or None."""
    if not isinstance(session, dict):
        return "it is not a group of fields"
    if session.get("kind") not in DRILL_KINDS:
        return f'"kind" must be one of {", ".join(DRILL_KINDS)}'
    try:
        parse_when(session.get("when"))
    except (TypeError, ValueError):
        return '"when" must be an ISO date such as 2026-11-29T11:45:00'
    answered, best = session.get("answered"), session.get("best")
    if not _whole(answered, 1):
        return '"answered" must be a whole number of at least 1'
    if not _whole(best, 0) or best > answered:
        return '"best" must be a whole number from 0 to "answered"'
    if not _number(session.get("loss")):
        return '"loss" must be a number of at least 0'
    misses = session.get("misses", [])
    if not isinstance(misses, list) or len(misses) > MAX_MISSES:
        return f'"misses" must be a list of at most {MAX_MISSES}'
    for miss in misses:
        problem = miss_problem(miss)
        if problem:
            return problem
    return None


@dataclass(frozen=True)
class WeekSummary:
    """The drills of one week (Monday to Sunday, local time)."""

    week: date  # the Monday
    sessions: int
    answered: int
    best: int
    loss: float

    @property
    def best_share(self) -> float:
        """The share of answers that were the best one."""
        return self.best / self.answered if self.answered else 0.0

    @property
    def mean_loss(self) -> float:
        """Equity given up per answer."""
        return self.loss / self.answered if self.answered else 0.0


@dataclass
class DrillHistory:
    """The drill sessions, oldest first, and unknown top-level keys (kept)."""

    sessions: list = field(default_factory=list)
    unknown: dict = field(default_factory=dict, repr=False)

    def of_kind(self, kind: Optional[str] = None) -> list:
        return [s for s in self.sessions if kind is None or s["kind"] == kind]

    def weekly(self, kind: Optional[str] = None) -> list:
        """:class:`WeekSummary` per week with drills (of *kind*, or all), oldest first."""
        weeks: dict = {}
        for s in self.of_kind(kind):
            day = parse_when(s["when"]).astimezone().date()
            monday = day - timedelta(days=day.weekday())
            weeks.setdefault(monday, []).append(s)
        return [WeekSummary(monday, len(group), sum(s["answered"] for s in group),
                            sum(s["best"] for s in group), sum(float(s["loss"]) for s in group))
                for monday, group in sorted(weeks.items())]

    def to_dict(self) -> dict:
        body = copy.deepcopy(self.unknown)
        body["sessions"] = copy.deepcopy(self.sessions[-MAX_SESSIONS:])
        return body

    @classmethod
    def from_dict(cls, body: dict) -> tuple:
        """``(history, number of sessions left out because they are not valid)``."""
        history = cls(unknown={k: copy.deepcopy(v) for k, v in body.items() if k != "sessions"})
        left_out = 0
        for entry in body.get("sessions", [])[-MAX_SESSIONS:]:
            if session_problem(entry) is None:
                history.sessions.append(copy.deepcopy(entry))
            else:
                left_out += 1
        return history, left_out


def _check(body: dict) -> Optional[str]:
    if not isinstance(body.get("sessions", []), list):
        return "its list of drill sessions is not a list"
    return None


def load_drills(path: Optional[Path] = None) -> tuple:
    """Load the drill results.  Returns ``(DrillHistory, messages)``; never raises for what is
    on disk."""
    path = Path(path) if path is not None else drills_path()
    result = read_versioned(path, KIND, VERSION, what="drill results file",
                            fallback="drill results start again from zero", check=_check)
    if result.data is None:
        return DrillHistory(), list(result.messages)
    history, left_out = DrillHistory.from_dict(result.data)
    if not left_out:
        return history, []
    sets = f"{left_out} drill set{'s' if left_out != 1 else ''}"
    verb = "are" if left_out != 1 else "is"
    head = f"{sets} in the drill results could not be read and {verb} left out."
    try:
        kept = keep_copy(path)
        save_drills(history, path)
    except OSError as err:
        return history, [f"{head} (bgdesk could not set the file right: {err.strerror or err}.)"]
    return history, [f"{head} The file as it was is kept as {kept.name} in the folder {kept.parent}."]


def save_drills(history: DrillHistory, path: Optional[Path] = None) -> Path:
    path = Path(path) if path is not None else drills_path()
    write_versioned(path, KIND, VERSION, history.to_dict())
    return path


def record_drill_session(session: dict, path: Optional[Path] = None) -> tuple:
    """Add one finished drill set and save.  Returns ``(DrillHistory, messages from loading)``.
    Raises ValueError for an invalid session (nothing is written then)."""
    problem = session_problem(session)
    if problem:
        raise ValueError(f"not a valid drill result: {problem}")
    history, messages = load_drills(path)
    history.sessions.append(copy.deepcopy(session))
    del history.sessions[:-MAX_SESSIONS]
    save_drills(history, path)
    return history, messages


def now_text() -> str:
    """The local time now, as the sessions record it."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


__all__ = ["DRILL_KINDS", "DrillHistory", "MAX_SESSIONS", "WeekSummary", "drills_path",
           "load_drills", "record_drill_session", "save_drills", "session_problem"]
