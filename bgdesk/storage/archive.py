"""Finished matches and chouette sessions, one versioned JSON file each, in ``<data>/archive``.

File name ``match-<UTC timestamp>-<key>.json``; the key names the match for good
(:func:`match_key`: a hash of its id, ``meta["uid"]``; a record without an id is named by a hash
of the record), so each match is archived once, under its own id: archiving it again (for
instance after a crash between archiving and clearing the autosave) finds the existing file, and
a longer record of the same match replaces it instead of making a second one.

A chouette session (ended, or abandoned for a new one) is kept as
``chouette-<UTC timestamp>-<key>.json`` with the session's record under ``"chouette"`` instead of
``"match"``. The key names the session for good (:func:`chouette_key`: the same for every save
of it, however far the evening has gone), so archiving the session again after it went on
replaces its file with the longer record instead of keeping two; a record that is not a
continuation of the archived one is never written over.

A file larger than :data:`MAX_BYTES` is not read (the cap guards against files that are not
bgdesk's; an evening of a thousand games is about 12 MB, far below it); a file that cannot be read is moved aside
(``.corrupt-<time>``), one written by a newer bgdesk is renamed ``.newer-v<N>-<time>`` and a later
bgdesk that reads version N puts it back in the list (:func:`list_archive`);
:func:`set_aside_files` lists both kinds for the archive window. :func:`delete_archived` moves a
file to a ``deleted`` folder inside the archive, from which :func:`undelete_archived` brings it
back, also after a restart (:func:`list_deleted` lists them; only :func:`empty_deleted`, asked for
by the person, removes them). Temporary files left by a write that was interrupted are removed when the archive is listed.

File layout (format ``bgdesk-archive``, version 1)::

    {"format": "bgdesk-archive", "version": 1,
     "archived": "2026-11-29T11:45:00.123456+00:00",
     "summary": {...whatever the caller supplied: players, score, date...},
     "match": {...the engine's record to_dict()...}}

or, for a chouette session, ``"chouette": {...the engine's Chouette.to_dict()...}`` in place
of ``"match"``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional, Union

from . import paths, pending
from .atomic import (
    CORRUPT_MARK,
    FORMAT_KEY,
    MB,
    VERSION_KEY,
    FileTooLargeError,
    atomic_write_bytes,
    check_folders,
    ensure_folder,
    fsync_dir,
    original_of_newer,
    read_versioned,
    remove_stale_temp_files_in,
    write_versioned,
)

KIND = "bgdesk-archive"
VERSION = 1
#: The largest archived match read or written. A money session of 1,000 games is about 12 MB;
#: this is about 20,000 games, more than any evening reaches.
MAX_BYTES = 256 * MB
DELETED_FOLDER = "deleted"
_NAME_RE = re.compile(r"(match|chouette)-\d{8}T\d{6}Z-[0-9a-f]{12}\.json")
#: The ``"format"`` of a chouette session record (bgdesk.engine.chouette).
CHOUETTE_FORMAT = "bgdesk-chouette"


@dataclass
class ArchiveEntry:
    """One archived match as listed: enough to show a row without keeping the record around."""

    path: Path
    archived: str
    summary: dict = field(default_factory=dict)
    kind: str = "match"   # or "chouette"

    @property
    def name(self) -> str:
        return self.path.name


@dataclass
class ArchivedMatch(ArchiveEntry):
    match: dict = field(default_factory=dict)


@dataclass
class SetAside:
    """An archive file that could not be read and was moved aside: ``newer_version`` is the
    format version of a file from a newer bgdesk (None for a file that could not be read)."""

    path: Path
    newer_version: Optional[int] = None

    @property
    def name(self) -> str:
        return self.path.name


@dataclass
class ArchivedChouette(ArchiveEntry):
    chouette: dict = field(default_factory=dict)
    kind: str = "chouette"


def is_chouette(record: object) -> bool:
    """Whether ``record`` is a chouette session's record rather than a match's."""
    return isinstance(record, dict) and record.get("format") == CHOUETTE_FORMAT


def _canonical(data) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def chouette_key(record: dict) -> str:
    """12 hex digits naming a chouette session: taken from what never changes once it has begun
    (its players at the start, rules, starting dice and the session mark in its meta data)."""
    meta = record.get("meta")
    basis = {k: record.get(k) for k in ("names", "rules", "dice_at_start")}
    basis["session"] = meta.get("session") if isinstance(meta, dict) else None
    return hashlib.sha256(_canonical(basis)).hexdigest()[:12]


def _continues(old: object, new: dict) -> bool:
    """Whether ``new`` is the session ``old`` went on to be (its log starts with ``old``'s)."""
    if not isinstance(old, dict):
        return False
    same = all(old.get(k) == new.get(k) for k in ("format", "names", "rules", "dice_at_start"))
    log_old, log_new = old.get("log"), new.get("log")
    return (same and isinstance(log_old, list) and isinstance(log_new, list)
            and len(log_old) <= len(log_new) and log_new[:len(log_old)] == log_old)


def match_digest(match: dict) -> str:
    """A short stable hash of a match record (12 hex digits)."""
    return hashlib.sha256(_canonical(match)).hexdigest()[:12]


def match_key(match: dict) -> str:
    """12 hex digits naming a match for good: a hash of its id (``meta["uid"]``), the same
    however far it has gone; for a record without an id, :func:`match_digest`."""
    uid = _uid(match)
    if uid:
        return hashlib.sha256(b"bgdesk-match:" + uid.encode("utf-8")).hexdigest()[:12]
    return match_digest(match)


def _uid(match: dict) -> str:
    meta = match.get("meta") if isinstance(match, dict) else None
    uid = meta.get("uid") if isinstance(meta, dict) else None
    return uid if isinstance(uid, str) else ""


def _match_files(match: dict, folder: Path) -> list:
    try:
        return sorted(folder.glob(f"match-*-{match_key(match)}.json"))
    except OSError:
        return []


def _chouette_files(record: dict, folder: Path) -> list:
    keys = {chouette_key(record), match_digest(record)}
    try:
        return sorted(p for k in keys for p in folder.glob(f"chouette-*-{k}.json"))
    except OSError:
        return []


def find_archived(match: dict, folder: Optional[Path] = None) -> Optional[Path]:
    """The archive file already holding this match (by its id: the match is archived once it
    is over or abandoned, so whatever part of it is given), or exactly this chouette session's
    record, if there is one."""
    folder = Path(folder) if folder is not None else paths.archive_dir()
    if not is_chouette(match) and _uid(match):
        found = _match_files(match, folder)
        if found:
            return found[0]
    if is_chouette(match):
        for path in _chouette_files(match, folder):
            body, _notes = _read(path)
            if body is not None and body.get("chouette") == match:
                return path
        return None
    try:
        found = sorted(folder.glob(f"match-*-{match_digest(match)}.json"))
    except OSError:
        return None
    return found[0] if found else None


def _check(body: dict) -> Optional[str]:
    if not isinstance(body.get("match", body.get("chouette")), dict):
        return "it does not contain the record of a match or a chouette"
    if not isinstance(body.get("summary", {}), dict):
        return "its summary is not a group of fields"
    if not isinstance(body.get("archived", ""), str):
        return "its archiving date is not text"
    return None


def archive_match(match: dict, summary: Optional[dict] = None,
                  folder: Optional[Path] = None) -> Path:
    """Archive a finished match atomically and return its file.

    ``summary`` holds the fields a list shows (players, score, date...); it must be JSON-able.
    Archiving a record that is already archived returns the existing file.
    Raises TypeError/ValueError for data JSON cannot hold.
    """
    if not isinstance(match, dict):
        raise TypeError(f"a match record must be a dict, not {type(match).__name__}")
    if summary is not None and not isinstance(summary, dict):
        raise TypeError(f"a summary must be a dict, not {type(summary).__name__}")
    games = match.get("games")
    if games is not None and not isinstance(games, list):
        raise TypeError("a match record's games are a list")
    header = {k: v for k, v in match.items() if k != "games"}
    texts = None if games is None else [_dumps(g).encode("utf-8") for g in games]
    return archive_match_parts(header, texts, summary, folder=folder)


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def archive_match_parts(header: dict, games: Optional[list], summary: Optional[dict] = None,
                        folder: Optional[Path] = None, results: Optional[list] = None) -> Path:
    """Archive a match given as its record's header (the record without ``"games"``) and the
    JSON text (bytes) of each of its games (None: a record without games), so that a long session is never turned into text in
    one piece (the text of each game is made apart, as a journal record is). Returns its file.

    The match is archived once, under its id (:func:`match_key`): when its file is there
    already it is kept if it holds this record, replaced if this record goes on from it (the
    same match, more of it), and kept as it is otherwise.

    ``results``: the statistics entries of its finished games, kept in the file so that a
    program killed after archiving and before recording them records them at its next start
    (:func:`archived_results`)."""
    if not isinstance(header, dict) or "games" in header:
        raise TypeError("a match record's header is a dict without its games")
    if summary is not None and not isinstance(summary, dict):
        raise TypeError(f"a summary must be a dict, not {type(summary).__name__}")
    folder = Path(folder) if folder is not None else paths.archive_dir()
    now = datetime.now(timezone.utc)
    head = json.dumps({FORMAT_KEY: KIND, VERSION_KEY: VERSION,
                       "archived": now.isoformat(timespec="microseconds"),
                       "summary": summary or {},
                       **({"results": list(results)} if results else {})},
                      ensure_ascii=False, allow_nan=False)
    header_text = _dumps(header).encode("utf-8")
    if games is None:  # a record without games (not the engine's)
        match_text = header_text
    else:
        match_text = (header_text[:-1] + (b"," if header else b"") + b'"games":['
                      + b",".join(games) + b"]}")
    data = head[:-1].encode("utf-8") + b',"match":' + match_text + b"}\n"
    if len(data) > MAX_BYTES:
        raise FileTooLargeError(f"the archived match would be {len(data) // MB} MB, more than "
                                f"the {MAX_BYTES // MB} MB bgdesk allows for it; it was not "
                                f"written")
    record = None
    for existing in _match_files({**header, "games": []}, folder) if _uid(header) else []:
        old, _notes = _read(existing)
        if old is None:
            continue
        record = record or json.loads(match_text)
        if old.get("match") == record:
            return existing
        if _continues_match(old.get("match"), record):
            _write_reported(existing, data, folder / f"match-{match_key(record)}.json")
            return existing
        return existing  # another record under this match's id: kept as it is
    if not _uid(header):
        record = json.loads(match_text)
        found = find_archived(record, folder)
        if found is not None:
            return found
    key = match_key({**header, "games": []}) if _uid(header) else match_digest(record)
    path = folder / f"match-{now.strftime('%Y%m%dT%H%M%SZ')}-{key}.json"
    # Reported under a name without the time, which changes from one try to the next.
    _write_reported(path, data, folder / f"match-{key}.json")
    return path


def archived_results(path: Path) -> list:
    """The statistics entries kept in the archive file ``path`` (none in files written before
    they were kept, or a file that cannot be read)."""
    body, _notes = _read(Path(path))
    found = body.get("results") if isinstance(body, dict) else None
    return [r for r in found if isinstance(r, dict)] if isinstance(found, list) else []


def _write_reported(path: Path, data: bytes, report_as: Path) -> None:
    """Write atomically; a failure (and the next success) is told to
    :mod:`bgdesk.storage.health`, as :func:`~bgdesk.storage.atomic.write_versioned` does."""
    from . import health

    try:
        atomic_write_bytes(path, data)
    except OSError as err:
        health.failed(report_as, err)
        raise
    health.succeeded(report_as)


def _continues_match(old: object, new: dict) -> bool:
    """Whether ``new`` is the match ``old`` went on to be (the same id, at least its games)."""
    if not isinstance(old, dict) or _uid(old) != _uid(new):
        return False
    g_old, g_new = old.get("games"), new.get("games")
    if not isinstance(g_old, list) or not isinstance(g_new, list) or len(g_new) < len(g_old):
        return False
    return all(a == b for a, b in zip(g_old[:-1], g_new)) if g_old else True


def archive_chouette(record: dict, summary: Optional[dict] = None,
                     folder: Optional[Path] = None) -> Path:
    """Archive a chouette session (ended or abandoned) atomically and return its file.

    The session's earlier archive file, if any, is replaced by this longer record; archiving the
    same record again returns the existing file. ``summary`` holds the fields a list shows.
    Raises TypeError/ValueError for data JSON cannot hold.
    """
    if not is_chouette(record):
        raise TypeError("not a chouette session record")
    if summary is not None and not isinstance(summary, dict):
        raise TypeError(f"a summary must be a dict, not {type(summary).__name__}")
    folder = Path(folder) if folder is not None else paths.archive_dir()
    now = datetime.now(timezone.utc)
    body = {"archived": now.isoformat(timespec="microseconds"), "summary": summary or {},
            "chouette": record}
    taken = False
    for path in _chouette_files(record, folder):
        old, _notes = _read(path)
        if old is None:
            continue
        if old.get("chouette") == record and old.get("summary") == (summary or {}):
            return path
        if _continues(old.get("chouette"), record):
            write_versioned(path, KIND, VERSION, body, indent=None, max_bytes=MAX_BYTES)
            return path
        taken = True
    # A session under the same key that this record does not continue is another session
    # (e.g. the same players with dice entered by hand): name the file by the record instead.
    key = match_digest(record) if taken else chouette_key(record)
    path = folder / f"chouette-{now.strftime('%Y%m%dT%H%M%SZ')}-{key}.json"
    write_versioned(path, KIND, VERSION, body, indent=None, max_bytes=MAX_BYTES)
    return path


def _read(path: Path) -> tuple:
    result = read_versioned(
        path, KIND, VERSION,
        what="archived match file",
        fallback="it is left out of the list of finished matches",
        check=_check,
        max_bytes=MAX_BYTES,
        recover_newer=False,
    )
    return result.data, result.messages


def list_archive(folder: Optional[Path] = None) -> tuple:
    """All archived matches, newest first.  Returns ``(entries, messages)``.

    A file that cannot be used is moved aside (``.corrupt-<timestamp>``) with a message.
    """
    folder = Path(folder) if folder is not None else paths.archive_dir()
    pending.flush_quickly()  # a match being archived is listed
    remove_stale_temp_files_in(folder)
    messages = _put_back_newer(folder)
    try:
        files = [p for p in folder.glob("*.json") if _NAME_RE.fullmatch(p.name)]
    except OSError:
        files = []
    entries = []
    for path in files:
        body, notes = _read(path)
        messages.extend(notes)
        if body is not None:
            entries.append(ArchiveEntry(path=path, archived=body.get("archived", ""),
                                        summary=body.get("summary", {}),
                                        kind="match" if "match" in body else "chouette"))
    entries.sort(key=lambda e: (e.archived, e.name), reverse=True)
    return entries, messages


def load_archived(which: Union[str, Path, ArchiveEntry],
                  folder: Optional[Path] = None) -> tuple:
    """Load one archived match or chouette session by entry, path or file name.

    Returns ``(ArchivedMatch or ArchivedChouette or None, messages)``.  A bare name must be an archive file name
    (no folders), so nothing outside the archive is read by name.
    """
    if isinstance(which, ArchiveEntry):
        path = which.path
    elif isinstance(which, Path):
        path = which
    else:
        if not _NAME_RE.fullmatch(which):
            raise ValueError(f"{which!r} is not the name of an archived match")
        path = (Path(folder) if folder is not None else paths.archive_dir()) / which
    body, messages = _read(path)
    if body is None:
        if not messages:
            messages = [f"The archived match {path.name} is no longer there."]
        return None, messages
    if "match" not in body:
        return ArchivedChouette(path=path, archived=body.get("archived", ""),
                                summary=body.get("summary", {}),
                                chouette=body["chouette"]), messages
    return ArchivedMatch(path=path, archived=body.get("archived", ""),
                         summary=body.get("summary", {}), match=body["match"]), messages


def _put_back_newer(folder: Path) -> list:
    """Archive files an older bgdesk moved aside for being newer, and that this one reads,
    are renamed back to their own names (so they are listed again). Returns messages."""
    messages = []
    try:
        copies = [p for p in folder.glob("*.json.newer-v*")]
    except OSError:
        return []
    for copy in sorted(copies):
        found = original_of_newer(copy)
        if found is None or found[1] > VERSION or not _NAME_RE.fullmatch(found[0].name):
            continue
        original = found[0]
        if os.path.lexists(original):
            continue
        try:
            os.rename(copy, original)
        except OSError:
            continue
        fsync_dir(folder)
        messages.append(f"The archived file kept as {copy.name} (written by a newer bgdesk) is "
                        f"back in the list as {original.name}.")
    return messages


def set_aside_files(folder: Optional[Path] = None) -> list:
    """Archive files moved aside (unreadable, or from a newer bgdesk), oldest name first."""
    folder = Path(folder) if folder is not None else paths.archive_dir()
    out = []
    try:
        names = sorted(p for p in folder.iterdir() if p.name.startswith(("match-", "chouette-")))
    except OSError:
        return []
    for p in names:
        newer = original_of_newer(p)
        if newer is not None:
            if newer[1] > VERSION:
                out.append(SetAside(p, newer[1]))
        elif CORRUPT_MARK in p.name:
            out.append(SetAside(p))
    return out


def delete_archived(which: Union[Path, ArchiveEntry], folder: Optional[Path] = None) -> Path:
    """Move an archived match to the archive's ``deleted`` folder (kept until the person empties
    it); returns where it went, for :func:`undelete_archived`."""
    path = which.path if isinstance(which, ArchiveEntry) else Path(which)
    folder = Path(folder) if folder is not None else path.parent
    if path.parent != folder or not _NAME_RE.fullmatch(path.name):
        raise ValueError(f"{path.name} is not an archived match in {folder}")
    bin_ = ensure_folder(folder / DELETED_FOLDER)  # a link or another account's: refused
    target = bin_ / path.name
    os.replace(path, target)
    # Its time is when it was deleted (the Deleted view lists the last deleted first).
    try:
        os.utime(target)
    except OSError:
        pass
    fsync_dir(folder)
    fsync_dir(bin_)
    return target


def deleted_dir(folder: Optional[Path] = None) -> Path:
    return (Path(folder) if folder is not None else paths.archive_dir()) / DELETED_FOLDER


def list_deleted(folder: Optional[Path] = None) -> tuple:
    """The archived files that were deleted (kept in the archive's ``deleted`` folder until
    the person empties it), most recently deleted first: ``(entries, messages)``. They are
    there after a restart too, for :func:`undelete_archived`."""
    bin_ = deleted_dir(folder)
    try:
        check_folders(bin_)
        files = [p for p in bin_.glob("*.json") if _NAME_RE.fullmatch(p.name)]
    except OSError:
        return [], []
    entries, messages = [], []
    for path in files:
        body, notes = _read(path)
        messages.extend(notes)
        if body is not None:
            try:
                gone = path.stat().st_mtime
            except OSError:
                gone = 0.0
            entries.append((gone, ArchiveEntry(path=path, archived=body.get("archived", ""),
                                               summary=body.get("summary", {}),
                                               kind="match" if "match" in body else "chouette")))
    entries.sort(key=lambda item: (item[0], item[1].name), reverse=True)
    return [e for _gone, e in entries], messages


def empty_deleted(folder: Optional[Path] = None) -> int:
    """Remove for good the archived files in the ``deleted`` folder (only when the person asks
    for it). Returns how many were removed."""
    bin_ = deleted_dir(folder)
    check_folders(bin_)
    removed = 0
    try:
        files = [p for p in bin_.iterdir() if _NAME_RE.fullmatch(p.name)]
    except FileNotFoundError:
        return 0
    for path in files:
        try:
            if path.is_file() and not path.is_symlink():
                path.unlink()
                removed += 1
        except FileNotFoundError:
            continue
    if removed:
        fsync_dir(bin_)
    return removed


def undelete_archived(deleted: Path) -> Path:
    """Bring back a match moved away by :func:`delete_archived`; returns its path again."""
    deleted = Path(deleted)
    if deleted.parent.name != DELETED_FOLDER or not _NAME_RE.fullmatch(deleted.name):
        raise ValueError(f"{deleted} is not a deleted archived match")
    target = deleted.parent.parent / deleted.name
    if os.path.lexists(target):
        raise FileExistsError(f"{target.name} is in the archive already")
    os.rename(deleted, target)
    fsync_dir(target.parent)
    fsync_dir(deleted.parent)
    return target
