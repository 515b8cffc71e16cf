"""The unfinished match (or chouette), saved after every committed move, cube action and game end.

The record itself is the caller's (the engine's record ``to_dict()``); this module only stores it.
What a session has finished (its games) is written once, to an append-only journal beside the
autosave (:mod:`bgdesk.storage.journal`); the autosave itself holds only what is still going on
(the game in progress), so that a save costs the same at game 1 and at game 1,000. Both are
written off the GUI thread by :mod:`bgdesk.storage.writer`; the autosave is replaced atomically
and is the commit point: killing the program at any instant leaves the previous save or the new
one, and the journal always holds at least the records the autosave on disk stands on.

File layout (format ``bgdesk-autosave``, version 2)::

    {"format": "bgdesk-autosave", "version": 2,
     "saved": "2026-11-29T11:45:00.123456+00:00",
     "summary": {...optional fields for the "resume this match?" prompt...},
     "match": {...the record's header, and its "games" (a chouette: its "log") that are not
               in the journal...},
     "journal": {"uid": "...", "records": 41, "chain": "<64 hex>", "list": "games"},
     "digest": "<24 hex>",
     "results": [...the statistics entries of finished games not in the journal...]}

``journal`` (absent when nothing is in a journal) says that the first items of the record's
list (``"games"``, or ``"log"`` for a chouette) are those of the journal's first ``records``
records, in order, and that the journal's chain after them is ``chain``. The journal's chain
proves that the journal found is the one the autosave was written with. ``digest``
(:func:`record_digest`) is a hash of the whole record as it was saved (what the writer reported
as saved; the kill tests compare it with the record put together again). Version 1 (every game in the
autosave, no journal) is still read; the next save writes version 2.

Every finished game is counted exactly once, whatever the person answers and whenever the
program is killed: each finished game's statistics entry is kept with it (in its journal record,
or in ``results`` while it is the game in the autosave), each naming its match and game
(:func:`bgdesk.storage.stats.result_key`), and every read of the autosave records them in the
statistics (once: recording an entry already there changes nothing).

An unrevealed fair-dice seed never goes into these files: the writer keeps it in a file only the
user can read (:mod:`bgdesk.storage.fairseeds`) and reading puts it back. When the match is
archived (it is over or abandoned), the archive holds the seed and that file is removed.

An autosave larger than :data:`MAX_BYTES` is not read (moved aside, reported): it holds one game
and a summary. The journal is bounded by record and by count (see its module).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from . import fairseeds, paths
from .archive import (
    archive_chouette, archive_match, archived_results, chouette_key, find_archived, is_chouette,
)
from .atomic import (
    MB,
    move_aside,
    read_versioned,
    remove_durably,
    remove_stale_temp_files,
    remove_stale_temp_files_in,
    write_versioned,
)
from .journal import MAX_RECORDS, JournalState, journal_path, read_journal
from .stats import record_chouette_games, record_games, result_key, result_problem

KIND = "bgdesk-autosave"
VERSION = 2
#: The largest autosave read or written. Version 2 holds one game in progress (a few KB);
#: version 1, which held every game, was never written larger than this.
MAX_BYTES = 4 * MB
_HEX64 = frozenset("0123456789abcdef")
ZERO_CHAIN = bytes(32)


# ---------------------------------------------------------------------------------------------
# The state's digest


def canonical(value) -> bytes:
    """The one JSON text of ``value`` that the digests are taken over."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def chain_item(chain: bytes, item_text: bytes) -> bytes:
    """The item chain after one more item (given as its canonical text)."""
    return hashlib.sha256(chain + hashlib.sha256(item_text).digest()).digest()


def state_digest(header: dict, chain: bytes) -> str:
    """The digest of a record whose header is ``header`` (the record without its list) and whose
    list's items chain to ``chain``."""
    return hashlib.sha256(hashlib.sha256(canonical(header)).digest() + chain).hexdigest()[:24]


def list_key(record: dict) -> str:
    """The record's list of what happens in order: a match's ``"games"``, a chouette's ``"log"``."""
    return "log" if is_chouette(record) else "games"


def record_digest(record: dict, key: Optional[str] = None) -> str:
    """A hash of the whole record (a match's or a chouette's): the same for the record in memory
    and for the one put together again from the journal and the autosave."""
    key = key or list_key(record)
    chain = ZERO_CHAIN
    for item in record.get(key, ()):
        chain = chain_item(chain, canonical(item))
    return state_digest({k: v for k, v in record.items() if k != key}, chain)


# ---------------------------------------------------------------------------------------------
# Reading and writing


@dataclass
class Autosave:
    """A saved unfinished match or chouette, put together from the autosave and its journal.

    ``match`` is the whole record; ``results`` the statistics entries of its finished games;
    ``journal`` the journal as it stands (for the writer to go on appending), with ``sealed``
    the number of the record's items it holds and ``chain`` their chain (None: no journal)."""

    match: dict
    summary: dict = field(default_factory=dict)
    saved: str = ""
    results: list = field(default_factory=list)
    journal: Optional[JournalState] = None
    sealed: int = 0
    chain: bytes = ZERO_CHAIN
    version: int = VERSION
    path: Optional[Path] = None


class _Unusable(Exception):
    pass


def _check(body: dict) -> Optional[str]:
    if not isinstance(body.get("match"), dict):
        return "it does not contain a match record"
    if not isinstance(body.get("summary", {}), dict):
        return "its summary is not a group of fields"
    if not isinstance(body.get("results", []), list):
        return "its list of finished games is not a list"
    ref = body.get("journal")
    if ref is not None:
        if not isinstance(ref, dict):
            return "its reference to the journal of finished games is not a group of fields"
        records, chain = ref.get("records"), ref.get("chain")
        if not isinstance(ref.get("uid"), str) or not ref["uid"]:
            return "its journal reference names no session"
        if isinstance(records, bool) or not isinstance(records, int) \
                or not 0 <= records <= MAX_RECORDS:
            return "its journal reference does not say how many records it stands on"
        if not isinstance(chain, str) or len(chain) != 64 or not set(chain) <= _HEX64:
            return "its journal reference has no valid chain"
        if ref.get("list") not in ("games", "log"):
            return "its journal reference does not say what the journal holds"
        key = ref["list"]
        if not isinstance(body["match"].get(key, []), list):
            return f"its record's {key} are not a list"
    digest = body.get("digest")
    if digest is not None and not isinstance(digest, str):
        return "its digest is not text"
    return None


def _folders(path: Path) -> tuple:
    """The archive folder, statistics file and seeds folder that go with an autosave file."""
    return (path.parent / paths.ARCHIVE_FOLDER, path.parent / paths.STATS_FILE,
            path.parent / fairseeds.FOLDER)


def folders(path: Optional[Path] = None) -> tuple:
    """``(archive folder, statistics file, seeds folder)`` beside the autosave ``path``."""
    return _folders(Path(path) if path is not None else paths.autosave_path())


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


def autosave_body(match: dict, summary: Optional[dict] = None, *,
                  results: Optional[list] = None, journal: Optional[dict] = None,
                  digest: Optional[str] = None) -> dict:
    """The body of an autosave file (before its seeds are hidden)."""
    if not isinstance(match, dict):
        raise TypeError(f"a match record must be a dict, not {type(match).__name__}")
    if summary is not None and not isinstance(summary, dict):
        raise TypeError(f"a summary must be a dict, not {type(summary).__name__}")
    body = {"saved": datetime.now(timezone.utc).isoformat(timespec="microseconds"),
            "summary": summary or {}, "match": match}
    if journal is not None:
        body["journal"] = dict(journal)
    if digest is not None:
        body["digest"] = digest
    results = _check_results(results)
    if results:
        body["results"] = results
    return body


def write_autosave_body(path: Path, body: dict, *, kept: Optional[set] = None) -> None:
    """Write an autosave body atomically, its unrevealed seeds kept apart (``kept``: the
    commitments whose seed files this writer has written already)."""
    path = Path(path)
    body = fairseeds.hide_seeds(body, _folders(path)[2], kept=kept)
    write_versioned(path, KIND, VERSION, body, indent=None, max_bytes=MAX_BYTES)


def save_autosave(match: dict, summary: Optional[dict] = None,
                  path: Optional[Path] = None, *, results: Optional[list] = None) -> Path:
    """Atomically save a whole unfinished match (no journal), with the statistics entries of its
    finished games (``results``). The program's own saving goes through
    :class:`bgdesk.storage.writer.SessionWriter`, which keeps finished games in the journal.
    Raises TypeError/ValueError if it is not JSON-able or larger than :data:`MAX_BYTES`,
    OSError if it cannot be written (and then the previous autosave is untouched)."""
    path = Path(path) if path is not None else paths.autosave_path()
    body = autosave_body(match, summary, results=results)
    write_autosave_body(path, body)
    journal_file = journal_path(path)
    if journal_file.exists():  # a journal left by another session is not this one's
        remove_durably(journal_file)
    return path


def read_autosave(path: Optional[Path] = None) -> tuple:
    """The saved unfinished match: ``(Autosave or None, messages)``, with the summary, the time
    of the save and the finished games (recorded in the statistics as it is read).

    This is the program's first look at its data folder when it starts, so it also removes the
    temporary files that a write interrupted by a kill left there (statistics, archive, seeds).
    Writes this process has queued for the file are finished first."""
    path = Path(path) if path is not None else paths.autosave_path()
    _flush_writers()
    tidy_data_folder(path)
    return _read(path, drop_archived=True)


def _flush_writers() -> None:
    from .pending import flush_quickly

    flush_quickly()


def tidy_data_folder(path: Optional[Path] = None) -> int:
    """Remove the temporary files of interrupted writes next to the autosave ``path``: its own,
    its journal's, the statistics', the archive's and the seeds'. Returns how many were
    removed."""
    path = Path(path) if path is not None else paths.autosave_path()
    archive_folder, stats_file, seeds = _folders(path)
    return (remove_stale_temp_files(path) + remove_stale_temp_files(journal_path(path))
            + remove_stale_temp_files(stats_file)
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


def _archived(match: dict, folder: Path) -> Optional[Path]:
    try:
        return find_archived(match, folder)
    except OSError:
        return None


def _uid_of(record: dict) -> str:
    if is_chouette(record):
        return chouette_key(record)
    meta = record.get("meta")
    uid = meta.get("uid") if isinstance(meta, dict) else None
    return uid if isinstance(uid, str) else ""


def _read(path: Path, drop_archived: bool) -> tuple:
    remove_stale_temp_files(path)
    archive_folder, _stats_file, seeds = _folders(path)
    journal_file = journal_path(path)
    result = read_versioned(
        path, KIND, VERSION,
        what="saved unfinished match",
        fallback="bgdesk starts without offering to resume it",
        check=_check,
        max_bytes=MAX_BYTES,
    )
    messages = list(result.messages)
    if result.data is None:
        if result.moved_to is not None and journal_file.exists():
            _keep_aside(journal_file, messages)
        elif result.moved_to is None and not path.exists() and journal_file.exists():
            _orphan_journal(journal_file, archive_folder, messages)
        return None, messages
    body = result.data
    archived = _archived(body["match"], archive_folder) if drop_archived else None
    if archived is not None:
        # The match was archived but the program stopped before the autosave was cleared,
        # perhaps before its finished games were recorded: they are (each once, from the
        # archive file, which keeps them, and from the autosave), then the autosave goes.
        if not is_chouette(body["match"]):
            try:
                whole = _assemble(path, body, result.version, [])
            except _Unusable:  # its journal went first: its games were recorded before
                whole = Autosave(match=body["match"], summary={}, saved="", results=[],
                                 version=result.version, path=path)
            whole.results = [r for r in archived_results(archived)
                             if result_problem(r) is None and result_key(r) is not None] \
                + list(whole.results)
            problems = settle_results(whole, path)
            if problems:  # kept until the statistics can be written
                return None, messages + problems
        _drop(path, journal_file, body, seeds)
        return None, messages
    try:
        saved = _assemble(path, body, result.version, messages)
    except _Unusable as err:
        messages.append(_set_aside(path, journal_file, str(err)))
        return None, messages
    messages += fairseeds.restore_seeds({"m": saved.match, "s": saved.summary}, seeds)
    messages += settle_results(saved, path) if not is_chouette(saved.match) else []
    return saved, messages


def _assemble(path: Path, body: dict, version: int, messages: list) -> Autosave:
    """The whole record from the autosave ``body`` and the journal it stands on."""
    match = body["match"]
    results = [r for r in body.get("results", [])
               if result_problem(r) is None and result_key(r) is not None]
    saved = body.get("saved")
    out = Autosave(match=match, summary=body.get("summary", {}),
                   saved=saved if isinstance(saved, str) else "", results=results,
                   version=version, path=path)
    ref = body.get("journal")
    key = list_key(match)
    if ref is None:
        return out
    if ref["list"] != key:
        raise _Unusable("its journal reference is for another kind of record")
    if ref["uid"] != _uid_of(match):
        raise _Unusable("its journal reference names another session")
    found = read_journal(journal_path(path), uid=ref["uid"], upto=ref["records"])
    messages += found.messages
    if found.problem is not None:
        raise _Unusable(found.problem)
    state = found.state
    if state is None:
        raise _Unusable("the journal of its finished games is missing")
    if state.count < ref["records"] or state.chain != ref["chain"]:
        raise _Unusable(f"the journal of its finished games holds {state.count} of the "
                        f"{ref['records']} records it stands on, or other ones")
    items: list = []
    match_results: list = []
    for i, record in enumerate(found.records):
        part, extra = record.get("items"), record.get("results", [])
        if not isinstance(part, list) or not isinstance(extra, list):
            raise _Unusable(f"record {i + 1} of the journal of its finished games is not "
                            f"a list of items")
        items += part
        match_results += extra
    chain = ZERO_CHAIN
    for item in items:
        chain = chain_item(chain, canonical(item))
    whole = {**match, key: items + list(match.get(key, []))}
    if key == "games":
        out.results = [r for r in match_results
                       if isinstance(r, dict) and result_problem(r) is None
                       and result_key(r) is not None] + results
    out.match = whole
    out.journal = state
    out.sealed = len(items)
    out.chain = chain
    return out


def _keep_aside(journal_file: Path, messages: list) -> None:
    try:
        kept = move_aside(journal_file)
    except OSError:
        return
    messages.append(f"Its journal of finished games is kept too, as {kept.name}.")


def _set_aside(path: Path, journal_file: Path, reason: str) -> str:
    head = f"Your saved unfinished match could not be used because {reason}."
    kept = []
    for p in (path, journal_file):
        if p.exists():
            try:
                kept.append(move_aside(p).name)
            except OSError:
                pass
    where = (f" It has been kept, renamed to {' and '.join(kept)} in the folder {path.parent}."
             if kept else "")
    return f"{head}{where} bgdesk starts without offering to resume it."


def _orphan_journal(journal_file: Path, archive_folder: Path, messages: list) -> None:
    """A journal without its autosave: left by a session that was archived (removed), or whose
    autosave was never written (kept aside, said)."""
    found = read_journal(journal_file)
    if found.state is None or not found.records:
        remove_durably(journal_file)
        return
    try:
        kept = move_aside(journal_file)
    except OSError:
        return
    messages.append(f"A journal of {len(found.records)} finished game(s) was found without the "
                    f"saved match it belongs to; it has been kept as {kept.name} in the folder "
                    f"{kept.parent}.")


def _drop(path: Path, journal_file: Path, body: dict, seeds: Path) -> None:
    remove_durably(journal_file)
    remove_durably(path)
    _forget_seeds({"m": body.get("match"), "s": body.get("summary")}, seeds)


def _forget_seeds(document: dict, folder: Path) -> None:
    for commitment in fairseeds.commitments_in(document):
        fairseeds.forget_seed(commitment, folder)


def forget_seeds(document: dict, path: Optional[Path] = None) -> None:
    """Remove the seed files of the fair dice named in ``document`` (archived with them)."""
    _forget_seeds(document, _folders(Path(path) if path is not None
                                     else paths.autosave_path())[2])


def load_autosave(path: Optional[Path] = None) -> tuple:
    """The unfinished match to offer for resuming.  Returns ``(match dict or None, messages)``.

    No autosave gives ``(None, [])``.  An autosave that cannot be used is moved aside
    (``autosave.json.corrupt-<timestamp>``) and one message says so.
    """
    saved, messages = read_autosave(path)
    return (saved.match if saved is not None else None), messages


def remove_autosave(path: Optional[Path] = None) -> None:
    """Remove the autosave and its journal (the journal first: an autosave without the journal
    it stands on is recognised as archived, or set aside)."""
    path = Path(path) if path is not None else paths.autosave_path()
    remove_durably(journal_path(path))
    remove_durably(path)


def clear_autosave(summary: Optional[dict] = None, *, archive: bool = True,
                   path: Optional[Path] = None) -> tuple:
    """The saved match (or chouette) that no running session holds is over or abandoned (e.g.
    declined at the resume prompt): record its finished games in the statistics, archive it
    (unless ``archive`` is False), then remove the autosave and its journal. Returns
    ``(archive file or None, messages)``. A running session archives what it holds instead
    (:class:`bgdesk.storage.writer.SessionWriter`).

    ``summary`` defaults to the summary saved with the autosave.  The statistics and the archive
    are written (and fsynced) before the autosave goes, so a crash in between loses nothing; the
    next :func:`read_autosave` records nothing twice, recognises the already-archived record and
    clears it.  An unrevealed fair-dice seed goes into the archive (the match is over) and its
    private file is removed.
    """
    path = Path(path) if path is not None else paths.autosave_path()
    _flush_writers()
    archive_folder, _stats_file, seeds = _folders(path)
    archived = None
    saved, messages = _read(path, drop_archived=False)
    if saved is not None and archive:
        archived = archive_saved(saved, summary, path)
    remove_autosave(path)
    if archived is not None:
        _forget_seeds({"m": saved.match, "s": saved.summary}, seeds)
    return archived, messages


def archive_saved(saved: Autosave, summary: Optional[dict] = None,
                  path: Optional[Path] = None) -> Path:
    """Archive a saved record read with :func:`read_autosave` (its seeds are in it)."""
    path = Path(path) if path is not None else (saved.path or paths.autosave_path())
    archive_folder, stats_file, _seeds = _folders(path)
    kept = dict(summary) if summary is not None else dict(saved.summary)
    kept = json.loads(json.dumps(kept))  # a copy: the caller's stays as it was
    if is_chouette(saved.match):
        return archive_chouette(saved.match, kept, folder=archive_folder)
    if saved.results:
        record_games(saved.results, stats_file)
    return archive_match(saved.match, kept, folder=archive_folder)


__all__ = [
    "Autosave", "VERSION", "archive_saved", "autosave_body", "canonical", "chain_item",
    "clear_autosave", "folders", "forget_seeds", "list_key", "load_autosave", "read_autosave",
    "record_digest", "remove_autosave", "save_autosave", "settle_results", "state_digest",
    "tidy_data_folder", "write_autosave_body",
]
