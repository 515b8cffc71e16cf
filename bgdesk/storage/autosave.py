"""The unfinished match, saved atomically after every committed move, cube action and game end.

The record itself is the caller's (the engine's record ``to_dict()``); this module only stores it.
Because each save replaces the file atomically, killing the program at any instant leaves either
the previous save or the new one.

File layout (format ``bgdesk-autosave``, version 1)::

    {"format": "bgdesk-autosave", "version": 1,
     "saved": "2026-11-29T11:45:00.123456+00:00",
     "summary": {...optional fields for the "resume this match?" prompt...},
     "match": {...},
     "results": [...the statistics entries of the games finished so far...]}

Every finished game is counted exactly once, whatever the person answers and whenever the
program is killed: the caller saves the statistics entries of the finished games with the match
(``results``, each naming its match and game, see :func:`bgdesk.storage.stats.result_key`), and
every read of the autosave records them in the statistics (once: recording an entry already there
changes nothing). So they are counted when the match is resumed, when it is abandoned at the
resume prompt (:func:`clear_autosave` archives it), and when the program died anywhere between
saving the match and recording its games.

An unrevealed fair-dice seed never goes into this file: :func:`save_autosave` keeps it in a file
only the user can read (:mod:`bgdesk.storage.fairseeds`) and reading puts it back. When the match
is archived (it is over or abandoned), the archive holds the seed and that file is removed.

A file larger than :data:`MAX_BYTES` is not read (moved aside, reported).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from . import fairseeds, paths
from .archive import archive_chouette, archive_match, find_archived, is_chouette
from .atomic import (
    MB,
    read_versioned,
    remove_durably,
    remove_stale_temp_files,
    remove_stale_temp_files_in,
    write_versioned,
)
from .stats import record_games, result_key, result_problem

KIND = "bgdesk-autosave"
VERSION = 1
#: The largest autosave read or written (a long match is a few hundred KB).
MAX_BYTES = 4 * MB


@dataclass
class Autosave:
    match: dict
    summary: dict = field(default_factory=dict)
    saved: str = ""
    results: list = field(default_factory=list)


def _check(body: dict) -> Optional[str]:
    if not isinstance(body.get("match"), dict):
        return "it does not contain a match record"
    if not isinstance(body.get("summary", {}), dict):
        return "its summary is not a group of fields"
    if not isinstance(body.get("results", []), list):
        return "its list of finished games is not a list"
    return None


def _folders(path: Path) -> tuple:
    """The archive folder, statistics file and seeds folder that go with an autosave file."""
    return (path.parent / paths.ARCHIVE_FOLDER, path.parent / paths.STATS_FILE,
            path.parent / fairseeds.FOLDER)


def _check_results(results) -> list:
    if results is None:
        return []
    if not isinstance(results, list):
        raise TypeError(f"results must be a list, not {type(results).__name__}")
    for entry in results:
        problem = result_problem(entry)
        if problem:
            raise ValueError(f"not a valid game result: {problem}")
        if result_key(entry) is None:
            raise ValueError('a result saved with a match names its "match" and "game"')
    return results


def save_autosave(match: dict, summary: Optional[dict] = None,
                  path: Optional[Path] = None, *, results: Optional[list] = None) -> Path:
    """Atomically save the unfinished match, with the statistics entries of its finished games
    (``results``).  Raises TypeError/ValueError if it is not JSON-able or larger than
    :data:`MAX_BYTES`, OSError if it cannot be written (and then the previous autosave is
    untouched)."""
    if not isinstance(match, dict):
        raise TypeError(f"a match record must be a dict, not {type(match).__name__}")
    if summary is not None and not isinstance(summary, dict):
        raise TypeError(f"a summary must be a dict, not {type(summary).__name__}")
    results = _check_results(results)
    path = Path(path) if path is not None else paths.autosave_path()
    body = {"saved": datetime.now(timezone.utc).isoformat(timespec="microseconds"),
            "summary": summary or {},
            "match": match}
    if results:
        body["results"] = results
    body = fairseeds.hide_seeds(body, _folders(path)[2])
    write_versioned(path, KIND, VERSION, body, indent=None, max_bytes=MAX_BYTES)
    return path


def read_autosave(path: Optional[Path] = None) -> tuple:
    """Like :func:`load_autosave` but returns ``(Autosave or None, messages)`` with the summary,
    the time of the save and the finished games (already recorded in the statistics).

    This is the program's first look at its data folder when it starts, so it also removes the
    temporary files that a write interrupted by a kill left there (statistics, archive, seeds)."""
    path = Path(path) if path is not None else paths.autosave_path()
    tidy_data_folder(path)
    return _read(path, drop_archived=True)


def tidy_data_folder(path: Optional[Path] = None) -> int:
    """Remove the temporary files of interrupted writes next to the autosave ``path``: its own,
    the statistics', the archive's and the seeds'. Returns how many were removed."""
    path = Path(path) if path is not None else paths.autosave_path()
    archive_folder, stats_file, seeds = _folders(path)
    return (remove_stale_temp_files(path) + remove_stale_temp_files(stats_file)
            + remove_stale_temp_files_in(archive_folder) + remove_stale_temp_files_in(seeds))


def settle_results(saved: Autosave, path: Optional[Path] = None) -> list:
    """Record the finished games saved with a match in the statistics (those not there yet).
    Returns messages for the person (the statistics file could not be used, or written)."""
    if not saved.results:
        return []
    path = Path(path) if path is not None else paths.autosave_path()
    try:
        _stats, messages = record_games(saved.results, _folders(path)[1])
    except (OSError, ValueError) as err:
        reason = getattr(err, "strerror", None) or err
        return [f"The games finished in the saved match could not be added to the statistics "
                f"({reason}); bgdesk will try again next time."]
    return list(messages)


def _read(path: Path, drop_archived: bool) -> tuple:
    remove_stale_temp_files(path)
    archive_folder, _stats_file, seeds = _folders(path)
    result = read_versioned(
        path, KIND, VERSION,
        what="saved unfinished match",
        fallback="bgdesk starts without offering to resume it",
        check=_check,
        max_bytes=MAX_BYTES,
    )
    messages = list(result.messages)
    if result.data is None:
        return None, messages
    body = result.data
    messages += fairseeds.restore_seeds(body, seeds)
    results = [r for r in body.get("results", [])
               if result_problem(r) is None and result_key(r) is not None]
    saved = body.get("saved")
    autosave = Autosave(match=body["match"], summary=body.get("summary", {}),
                        saved=saved if isinstance(saved, str) else "", results=results)
    messages += settle_results(autosave, path)
    if drop_archived and find_archived(body["match"], archive_folder):
        # The match was archived but the program stopped before the autosave was cleared.
        remove_durably(path)
        _forget_seeds(autosave, seeds)
        return None, messages
    return autosave, messages


def _forget_seeds(saved: Autosave, folder: Path) -> None:
    for commitment in fairseeds.commitments_in({"m": saved.match, "s": saved.summary}):
        fairseeds.forget_seed(commitment, folder)


def load_autosave(path: Optional[Path] = None) -> tuple:
    """The unfinished match to offer for resuming.  Returns ``(match dict or None, messages)``.

    No autosave gives ``(None, [])``.  An autosave that cannot be used is moved aside
    (``autosave.json.corrupt-<timestamp>``) and one message says so.
    """
    saved, messages = read_autosave(path)
    return (saved.match if saved is not None else None), messages


def clear_autosave(summary: Optional[dict] = None, *, archive: bool = True,
                   path: Optional[Path] = None) -> tuple:
    """The match (or the chouette session) is over or abandoned: record its finished games in
    the statistics, archive the autosaved record (unless ``archive`` is False), then remove the
    autosave.  Returns ``(archive file or None, messages)``.

    ``summary`` defaults to the summary saved with the autosave.  The statistics and the archive
    are written (and fsynced) before the autosave goes, so a crash in between loses nothing; the
    next :func:`read_autosave` records nothing twice, recognises the already-archived record and
    clears it.  An unrevealed fair-dice seed goes into the archive (the match is over) and its
    private file is removed.
    """
    path = Path(path) if path is not None else paths.autosave_path()
    archive_folder, _stats_file, seeds = _folders(path)
    archived = None
    saved, messages = _read(path, drop_archived=False)
    if saved is not None and archive:
        kept = dict(summary) if summary is not None else dict(saved.summary)
        kept = json.loads(json.dumps(kept))  # a copy: the seeds go back into it, not the caller's
        messages += fairseeds.restore_seeds(kept, seeds)
        store = archive_chouette if is_chouette(saved.match) else archive_match
        archived = store(saved.match, kept, folder=archive_folder)
    remove_durably(path)
    if archived is not None:
        _forget_seeds(saved, seeds)
    return archived, messages
