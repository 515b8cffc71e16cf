"""The unfinished match, saved atomically after every committed move, cube action and game end.

The record itself is the caller's (the engine's record ``to_dict()``); this module only stores it.
Because each save replaces the file atomically, killing the program at any instant leaves either
the previous save or the new one.

File layout (format ``bgdesk-autosave``, version 1)::

    {"format": "bgdesk-autosave", "version": 1,
     "saved": "2026-11-29T11:45:00.123456+00:00",
     "summary": {...optional fields for the "resume this match?" prompt...},
     "match": {...}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from . import paths
from .archive import archive_chouette, archive_match, find_archived, is_chouette
from .atomic import (
    read_versioned,
    remove_durably,
    remove_stale_temp_files,
    write_versioned,
)

KIND = "bgdesk-autosave"
VERSION = 1


@dataclass
class Autosave:
    match: dict
    summary: dict = field(default_factory=dict)
    saved: str = ""


def _check(body: dict) -> Optional[str]:
    if not isinstance(body.get("match"), dict):
        return "it does not contain a match record"
    if not isinstance(body.get("summary", {}), dict):
        return "its summary is not a group of fields"
    return None


def save_autosave(match: dict, summary: Optional[dict] = None,
                  path: Optional[Path] = None) -> Path:
    """Atomically save the unfinished match.  Raises TypeError/ValueError if it is not JSON-able
    (and then the previous autosave is untouched)."""
    if not isinstance(match, dict):
        raise TypeError(f"a match record must be a dict, not {type(match).__name__}")
    if summary is not None and not isinstance(summary, dict):
        raise TypeError(f"a summary must be a dict, not {type(summary).__name__}")
    path = Path(path) if path is not None else paths.autosave_path()
    body = {"saved": datetime.now(timezone.utc).isoformat(timespec="microseconds"),
            "summary": summary or {},
            "match": match}
    write_versioned(path, KIND, VERSION, body, indent=None)
    return path


def read_autosave(path: Optional[Path] = None) -> tuple:
    """Like :func:`load_autosave` but returns ``(Autosave or None, messages)`` with the summary
    and the time of the save."""
    return _read(Path(path) if path is not None else paths.autosave_path(), drop_archived=True)


def _read(path: Path, drop_archived: bool) -> tuple:
    remove_stale_temp_files(path)
    result = read_versioned(
        path, KIND, VERSION,
        what="saved unfinished match",
        fallback="bgdesk starts without offering to resume it",
        check=_check,
    )
    if result.data is None:
        return None, list(result.messages)
    body = result.data
    if drop_archived and find_archived(body["match"], path.parent / paths.ARCHIVE_FOLDER):
        # The match was archived but the program stopped before the autosave was cleared.
        remove_durably(path)
        return None, []
    saved = body.get("saved")
    return Autosave(match=body["match"], summary=body.get("summary", {}),
                    saved=saved if isinstance(saved, str) else ""), []


def load_autosave(path: Optional[Path] = None) -> tuple:
    """The unfinished match to offer for resuming.  Returns ``(match dict or None, messages)``.

    No autosave gives ``(None, [])``.  An autosave that cannot be used is moved aside
    (``autosave.json.corrupt-<timestamp>``) and one message says so.
    """
    saved, messages = read_autosave(path)
    return (saved.match if saved is not None else None), messages


def clear_autosave(summary: Optional[dict] = None, *, archive: bool = True,
                   path: Optional[Path] = None) -> tuple:
    """The match (or the chouette session) is over: archive the autosaved record (unless
    ``archive`` is False), then remove the autosave.  Returns ``(archive file or None, messages)``.

    ``summary`` defaults to the summary saved with the autosave.  The archive is written (and
    fsynced) before the autosave goes, so a crash in between loses nothing; the next
    :func:`load_autosave` recognises the already-archived record and clears it.
    """
    path = Path(path) if path is not None else paths.autosave_path()
    archived = None
    saved, messages = _read(path, drop_archived=False)
    if saved is not None and archive:
        store = archive_chouette if is_chouette(saved.match) else archive_match
        archived = store(saved.match, summary if summary is not None else saved.summary,
                         folder=path.parent / paths.ARCHIVE_FOLDER)
    remove_durably(path)
    return archived, messages
