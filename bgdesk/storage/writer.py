"""The thread that saves a running session: its autosave, its journal, its statistics, its archive.

The GUI thread never writes a session's files itself. After every committed action it hands a
:class:`Snapshot` (Python objects only: no file is touched, nothing is turned into text) to the
session's :class:`SessionWriter`, whose thread does the rest, in order:

1. the units that finished since the last snapshot (:attr:`Snapshot.sealed`: for a match, each
   game once the next one has begun) are appended to the journal and fsynced
   (:mod:`bgdesk.storage.journal`); they are never dropped;
2. the autosave is replaced atomically with the game in progress and a reference to the
   journal's records (:mod:`bgdesk.storage.autosave`): this is the commit point;
3. the statistics entries of games that finished are recorded (each once, by its id);
4. listeners hear ``("saving", digest)`` just before step 2 and ``("saved", digest)`` after it,
   where the digest is :func:`bgdesk.storage.autosave.record_digest` of the whole record.

Snapshots coalesce: when the thread is busy, a newer snapshot replaces a waiting one (the newest
state wins), keeping the waiting one's units for the journal. Other work keeps its place in the
queue: :class:`Close` (the match is over or abandoned: archive what the running session holds,
under its own id, record its games, remove the autosave and the journal) and
:class:`MarkTakeBack`. A write that fails is told to the listeners (``("failed", reason)``,
once until a write succeeds again, then ``("recovered", "")``) and tried again after a pause
(0.5 s, doubling to 8 s) with whatever newer state has come meanwhile; nothing behind it is
written first, so nothing is written out of order. :meth:`SessionWriter.flush` waits until
everything handed over is on disk (the program does it when it quits; reading an autosave does it
for this process's writers, so a read sees what was saved).
"""

from __future__ import annotations

import collections
import errno
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Optional

from . import fairseeds, pending
from .pending import flush_all, flush_quickly  # noqa: F401  (re-exported)
from .archive import archive_chouette, archive_match_parts
from .autosave import (
    ZERO_CHAIN, autosave_body, canonical, chain_item, folders, forget_seeds, remove_autosave,
    state_digest, write_autosave_body,
)
from .journal import JournalError, JournalState, JournalWriter, journal_path
from .stats import Stats, mark_take_back, record_chouette_games, record_games, result_key

#: Pauses before a failed write is tried again (seconds): 0.5, 1, 2, 4, 4, ... (or at once when
#: storage.health's retry asks)
RETRY_FIRST, RETRY_MOST = 0.5, 4.0


def _jsonable(item):
    to_dict = getattr(item, "to_dict", None)
    return to_dict() if to_dict is not None else item


@dataclass
class Sealed:
    """A unit that has finished for good (a match's game once the next one has begun): its
    items for the record's list (a match: ``[GameRecord]``; a chouette: log entries) and the
    statistics entries of the games it finished."""

    items: list
    results: list = field(default_factory=list)


@dataclass
class Snapshot:
    """The state of a running session after a committed action.

    ``header`` is the record without its list (``list_key``: ``"games"`` or ``"log"``);
    ``sealed`` the units finished since the previous snapshot; ``first`` how many items of the
    list are sealed once they are appended (the journal's); ``tail`` the items after them (the
    game in progress); ``results`` the statistics entries of finished games in the tail.
    Items may be the engine's objects (``to_dict()`` is called on this thread) or dicts; none
    may be changed once handed over."""

    uid: str
    header: dict
    tail: list
    first: int
    sealed: list = field(default_factory=list)
    summary: dict = field(default_factory=dict)
    results: list = field(default_factory=list)
    list_key: str = "games"
    chouette_games: list = field(default_factory=list)


@dataclass
class Close:
    """The session ``uid`` is over or abandoned: archive ``header`` with every item of its list
    (``items``, the engine's objects or dicts) and ``summary``, record ``results``, then remove
    its autosave and journal. ``archive`` False: only remove them. ``done(path, error)`` is
    called on the writer's thread when it is finished."""

    uid: str
    header: dict
    items: list
    summary: dict = field(default_factory=dict)
    results: list = field(default_factory=list)
    list_key: str = "games"
    archive: bool = True
    chouette_games: list = field(default_factory=list)
    done: Optional[Callable] = None
    retry: bool = True  # False: a failure is answered at once (done(None, error)), not retried
    archived: Optional[Path] = None  # the archive file, once written (a retry does not redo it)
    digest: Optional[str] = None  # the digest of the match archived (record_digest)


@dataclass
class Record:
    """Statistics entries to record (each game once, by its id): a match's ``results``, a
    chouette's ``chouette_games``."""

    results: list = field(default_factory=list)
    chouette_games: list = field(default_factory=list)


@dataclass
class MarkTakeBack:
    """A play was taken back in match ``uid``: its games no longer count."""

    uid: str


# flush_all and flush_quickly live below the readers that call them (bgdesk.storage.pending).


class SessionWriter:
    """Writes one session's files (the autosave ``path``, its journal, the statistics, the
    archive and seed folders beside it) on a thread of its own."""

    def __init__(self, path: Path, *, name: str = "bgdesk-autosave") -> None:
        self.path = Path(path)
        self.archive_folder, self.stats_file, self.seeds_folder = folders(self.path)
        self.journal = JournalWriter(journal_path(self.path))
        self._name = name
        self._cond = threading.Condition()
        self._ops: collections.deque = collections.deque()
        self._active = None
        self._stop = False
        self._thread: Optional[threading.Thread] = None
        self._listeners: list = []
        self._failing = False
        self._wake = False
        self._retry_in = RETRY_FIRST
        # What this thread knows of the files on disk.
        self._autosave_uid: Optional[str] = None
        self._session: Optional[str] = None  # the session _sealed and _chain are about
        self._sealed = 0          # items of the record's list in the journal
        self._chain = ZERO_CHAIN  # their chain
        self._kept_seeds: set = set()
        self._recorded: set = set()
        self._pending_results: list = []
        self._pending_chouette: list = []
        #: Seconds each autosave write took (journal appends and the autosave), for benchmarks.
        self.timings: collections.deque = collections.deque(maxlen=100_000)
        self.last_sizes: tuple = (0, 0)  # (autosave bytes, journal bytes) after the last write
        pending.register(self)

    # -- the GUI thread's side ------------------------------------------------------------------
    def add_listener(self, listener: Callable[[str, str], None]) -> None:
        """``listener(kind, text)`` is called on the writer's thread: ``("saving", digest)``,
        ``("saved", digest)``, ``("failed", reason)``, ``("recovered", "")``,
        ``("closing", digest of the match about to be archived)``,
        ``("closed", "<digest of the match archived, or -> <archive file, or ->")``,
        ``("message", text for the person)``."""
        self._listeners.append(listener)

    def take_over(self, uid: str, journal: Optional[JournalState], sealed: int,
                  chain: bytes) -> None:
        """Carry on with the session ``uid`` as read from disk: its journal (``sealed`` items,
        chaining to ``chain``) and its autosave."""
        self._submit(("take_over", uid, journal, sealed, chain))

    def save(self, snapshot: Snapshot) -> None:
        self._submit(snapshot)

    def close(self, request: Close) -> None:
        self._submit(request)

    def record(self, request: Record) -> None:
        self._submit(request)

    def mark_take_back(self, uid: str) -> None:
        self._submit(MarkTakeBack(uid))

    def flush(self, timeout: Optional[float] = 30.0) -> bool:
        """Wait until everything handed over is written (or has been given up). False when
        ``timeout`` seconds went by first (a write keeps failing)."""
        if self._thread is None or threading.current_thread() is self._thread:
            return True
        with self._cond:
            return self._cond.wait_for(lambda: not self._ops and self._active is None, timeout)

    def run_sync(self, request: Close, timeout: float = 60.0):
        """Hand over ``request`` and wait for it: ``(archive file or None, error or None)``."""
        done = threading.Event()
        box: list = [None, None]

        def finished(path, error) -> None:
            box[0], box[1] = path, error
            done.set()

        inner = request.done

        def both(path, error) -> None:
            if inner is not None:
                inner(path, error)
            finished(path, error)

        request.done = both
        request.retry = False
        self._submit(request)
        if not done.wait(timeout):
            return None, TimeoutError("the archive was not written in time")
        return box[0], box[1]

    def shutdown(self, timeout: float = 10.0) -> bool:
        """Write what is waiting (up to ``timeout`` seconds), then stop the thread."""
        ok = self.flush(timeout)
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        if self._thread is not None and threading.current_thread() is not self._thread:
            self._thread.join(1.0)
        return ok

    @property
    def idle(self) -> bool:
        with self._cond:
            return not self._ops and self._active is None

    def _submit(self, op) -> None:
        with self._cond:
            if self._stop:
                self._stop = False  # handed work after a shutdown (a test's second window)
            if isinstance(op, Snapshot) and self._ops and isinstance(self._ops[-1], Snapshot) \
                    and self._ops[-1].uid == op.uid:
                op = _merge(self._ops.pop(), op)
            if isinstance(op, Close):
                # The whole session is in it: its snapshots still waiting are not needed.
                self._ops = collections.deque(o for o in self._ops
                                              if not (isinstance(o, Snapshot) and o.uid == op.uid))
            self._ops.append(op)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    # -- the writer's thread -------------------------------------------------------------------
    def _tell(self, kind: str, text: str = "") -> None:
        for listener in list(self._listeners):
            try:
                listener(kind, text)
            except Exception:  # noqa: BLE001 - a listener's failure must not stop the saving
                pass

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._ops and not self._stop:
                    self._cond.wait()
                if not self._ops:
                    self._cond.notify_all()
                    return
                op = self._ops.popleft()
                self._active = op
            try:
                self._execute(op)
            except OSError as err:
                retry = getattr(op, "retry", True)
                self._failed(op, err, retry)
                with self._cond:
                    self._active = None
                    if retry and not self._stop:
                        self._ops.appendleft(op)
                        if len(self._ops) > 1 and isinstance(op, Snapshot) \
                                and isinstance(self._ops[1], Snapshot) \
                                and self._ops[1].uid == op.uid:
                            first = self._ops.popleft()
                            self._ops[0] = _merge(first, self._ops[0])
                        self._cond.notify_all()
                        self._wake = False
                        self._cond.wait_for(lambda: self._stop or self._wake or
                                            (len(self._ops) > 1 and isinstance(self._ops[-1], Close)
                                             and isinstance(self._ops[0], Snapshot)
                                             and self._ops[0].uid == self._ops[-1].uid),
                                            self._retry_in)
                        self._retry_in = min(self._retry_in * 2, RETRY_MOST)
                        self._supersede()
                    elif self._stop:  # quitting and the disk still refuses: given up
                        self._ops.clear()
                    self._cond.notify_all()
                continue
            except Exception as err:  # noqa: BLE001 - data that cannot be written: said, given up
                self._failed(op, err, False)
            else:
                if self._failing:
                    self._failing = False
                    self._tell("recovered")
                self._retry_in = RETRY_FIRST
            with self._cond:
                self._active = None
                self._cond.notify_all()

    def _supersede(self) -> None:
        """A Close waiting behind snapshots of its own session (one of which keeps failing)
        stands for them: they go (called with the lock held)."""
        closing = {o.uid for o in self._ops if isinstance(o, Close)}
        if closing:
            self._ops = collections.deque(o for o in self._ops if not (
                isinstance(o, Snapshot) and o.uid in closing))

    def wake(self) -> None:
        """Try a failed write again now (not after the pause): storage.health's retry."""
        with self._cond:
            self._wake = True
            self._cond.notify_all()

    def _retry_now(self) -> None:
        """What :func:`bgdesk.storage.health.retry` calls for this writer's failed writes: it
        wakes the thread, which writes them; raises OSError while they are not written yet."""
        self.wake()
        if not self.idle:
            raise OSError(errno.EAGAIN, "the session's writer is still trying to write it")

    def _failed(self, op, err: BaseException, retry: bool) -> None:
        if retry and isinstance(err, OSError):
            from . import health

            health.pending(self.path, self._retry_now)
        if isinstance(op, Close) and op.done is not None and not retry:
            op.done(None, err)
        if not self._failing:
            self._failing = True
            reason = getattr(err, "strerror", None) or str(err) or type(err).__name__
            self._tell("failed", reason)

    def _execute(self, op) -> None:
        if isinstance(op, Snapshot):
            self._write_snapshot(op)
        elif isinstance(op, Close):
            self._close(op)
        elif isinstance(op, Record):
            self._pending_results += op.results
            self._pending_chouette += op.chouette_games
            op.results, op.chouette_games = [], []
            self._record_pending()
        elif isinstance(op, MarkTakeBack):
            mark_take_back(op.uid, self.stats_file)
        elif isinstance(op, tuple) and op[0] == "take_over":
            _kind, uid, journal, sealed, chain = op
            self.journal.take_over(journal)
            self._autosave_uid = uid
            self._session, self._sealed, self._chain = uid, sealed, chain

    def _write_snapshot(self, snap: Snapshot) -> None:
        started = time.perf_counter()
        journal = self.journal
        if self._session != snap.uid:  # a session this thread has not saved before
            self._session, self._sealed, self._chain = snap.uid, 0, ZERO_CHAIN
        if snap.sealed and not self._sealed and self._autosave_uid != snap.uid:
            self._write_inline(snap)
        if snap.sealed:
            state = journal.state
            if state is None or state.uid != snap.uid:
                if self._sealed:
                    raise JournalError("the journal of this session is not there any more")
                journal.start(snap.uid, {"kind": snap.list_key, "created": _now()})
            bodies, chain, sealed = [], self._chain, self._sealed
            for unit in snap.sealed:
                texts = [canonical(_jsonable(item)) for item in unit.items]
                for text in texts:
                    chain = chain_item(chain, text)
                sealed += len(texts)
                bodies.append('{"items":[' + ",".join(t.decode("utf-8") for t in texts)
                              + '],"results":' + canonical(list(unit.results)).decode("utf-8")
                              + "}")
            journal.append(snap.uid, bodies)
            self._sealed, self._chain = sealed, chain
            for unit in snap.sealed:
                self._pending_results += unit.results
            snap.sealed = []  # in the journal now: never appended twice
        if snap.first != self._sealed:
            raise JournalError(f"the journal holds {self._sealed} items but the session has "
                               f"sealed {snap.first}")
        tail = [_jsonable(item) for item in snap.tail]
        chain = self._chain
        for item in tail:
            chain = chain_item(chain, canonical(item))
        digest = state_digest(snap.header, chain)
        match = dict(snap.header)
        match[snap.list_key] = tail
        ref = None
        if self._sealed:
            ref = {**journal.state.to_ref(), "list": snap.list_key}
        body = autosave_body(match, snap.summary, results=snap.results or None, journal=ref,
                             digest=digest)
        self._tell("saving", digest)
        try:
            write_autosave_body(self.path, body, kept=self._kept_seeds)
        except OSError:
            # The statistics are their own file: tried all the same (each game once, by its
            # id), so that each file that cannot be written says so.
            self._pending_results += snap.results
            snap.results = []
            try:
                self._record_pending()
            except (OSError, ValueError):
                pass
            raise
        self._autosave_uid = snap.uid
        self.timings.append(time.perf_counter() - started)
        try:
            size = self.path.stat().st_size
        except OSError:
            size = 0
        state = journal.state
        self.last_sizes = (size, state.length if state is not None and state.uid == snap.uid
                           else 0)
        self._tell("saved", digest)
        self._pending_results += snap.results
        self._pending_chouette += snap.chouette_games
        snap.chouette_games = []
        self._record_pending()

    def _write_inline(self, snap: Snapshot) -> None:
        """The first write of a session that has finished units already (its snapshots were
        coalesced past the end of a game before anything of it was saved): the whole record
        goes into the autosave first, with no journal, so that a kill before both the journal
        and the autosave that stands on it are written leaves a complete autosave, never a
        journal without one. Then the journal is started as usual (it replaces any other)."""
        items = [_jsonable(item) for unit in snap.sealed for item in unit.items]
        items += [_jsonable(item) for item in snap.tail]
        chain = ZERO_CHAIN
        for item in items:
            chain = chain_item(chain, canonical(item))
        digest = state_digest(snap.header, chain)
        match = dict(snap.header)
        match[snap.list_key] = items
        results = [r for unit in snap.sealed for r in unit.results] + list(snap.results)
        body = autosave_body(match, snap.summary, results=results or None, digest=digest)
        self._tell("saving", digest)
        write_autosave_body(self.path, body, kept=self._kept_seeds)
        self._autosave_uid = snap.uid
        self._tell("saved", digest)

    def _record_pending(self) -> None:
        """Record the statistics entries not recorded yet (each game once, by its id)."""
        new = [r for r in self._pending_results
               if result_key(r) is None or ("m",) + result_key(r) not in self._recorded]
        chouette = [e for e in self._pending_chouette
                    if ("c", e.get("session"), e.get("game")) not in self._recorded]
        self._pending_results, self._pending_chouette = [], []
        messages: list = []
        try:
            if new:
                messages += record_games(_unique(new), self.stats_file)[1]
            if chouette:
                messages += record_chouette_games(chouette, self.stats_file)[1]
        except (OSError, ValueError):
            self._pending_results, self._pending_chouette = new, chouette
            raise
        finally:
            for text in messages:  # what loading the statistics found (a file set aside...)
                self._tell("message", text)
        for r in new:
            if result_key(r) is not None:
                self._recorded.add(("m",) + result_key(r))
        for e in chouette:
            self._recorded.add(("c", e.get("session"), e.get("game")))

    def _close(self, req: Close) -> None:
        path = None
        problems: list = []  # each part on its own, so that each file that fails says so
        if req.archive and req.archived is None and req.list_key == "games" \
                and self._autosave_uid != req.uid:
            # Nothing of this match is on disk yet (played from start to end while the thread
            # wrote something else): it is saved whole first, so that a kill between the
            # archive and the statistics leaves the autosave that tells the next start to
            # record its games (the archive keeps them), and a kill before leaves the match.
            try:
                self._write_inline(Snapshot(uid=req.uid, header=req.header,
                                            tail=list(req.items), first=0, summary=req.summary,
                                            results=list(req.results)))
            except OSError as err:  # the archive and the statistics are tried all the same
                problems.append(err)
        if req.archive and req.archived is None:
            try:
                if req.list_key == "log":
                    record = dict(req.header)
                    record["log"] = [_jsonable(item) for item in req.items]
                    req.archived = archive_chouette(record, req.summary, folder=self.archive_folder)
                else:
                    texts = [canonical(_jsonable(item)) for item in req.items]
                    chain = ZERO_CHAIN
                    for text in texts:
                        chain = chain_item(chain, text)
                    req.digest = state_digest(req.header, chain)
                    self._tell("closing", req.digest)
                    req.archived = archive_match_parts(req.header, texts, req.summary,
                                                       folder=self.archive_folder,
                                                       results=req.results)
            except OSError as err:
                problems.append(err)
        path = req.archived
        self._pending_results += req.results
        self._pending_chouette += req.chouette_games
        req.results, req.chouette_games = [], []
        try:
            self._record_pending()
        except OSError as err:
            problems.append(err)
        if problems:  # the autosave stays until both are written: nothing is lost
            raise problems[0]
        state = self.journal.state
        ours = self._autosave_uid == req.uid and _holds(self.path, req.uid, req.list_key)
        if (ours or (state is not None and state.uid == req.uid)) \
                and _journal_of(self.journal.path) in (req.uid, None):
            self.journal.remove()  # the journal first: see remove_autosave
        if ours:
            remove_autosave(self.path)
        self._autosave_uid = None
        if self._session == req.uid:
            self._session, self._sealed, self._chain = None, 0, ZERO_CHAIN
        if req.archive:
            forget_seeds({"h": req.header, "s": req.summary}, self.path)
            for commitment in fairseeds.commitments_in({"h": req.header, "s": req.summary}):
                self._kept_seeds.discard(commitment)
        self._tell("closed", f"{req.digest or '-'} {path if path is not None else '-'}")
        if req.done is not None:
            req.done(path, None)


def _holds(path: Path, uid: str, list_key: str) -> bool:
    """Whether the autosave at ``path`` is session ``uid``'s (another program may have written
    one since: it is left alone)."""
    from .archive import chouette_key, is_chouette
    from .atomic import UnusableFile, _read_bounded, parse_versioned
    from .autosave import KIND, MAX_BYTES, VERSION

    try:
        body, _version = parse_versioned(_read_bounded(path, MAX_BYTES), KIND, VERSION)
    except (OSError, UnusableFile):
        return False
    match = body.get("match")
    if not isinstance(match, dict):
        return False
    if is_chouette(match) or list_key == "log":
        return is_chouette(match) and chouette_key(match) == uid
    meta = match.get("meta")
    return isinstance(meta, dict) and meta.get("uid") == uid


def _journal_of(path: Path):
    """The session of the journal at ``path`` (None: there is none, or no readable header)."""
    from .journal import journal_session

    return journal_session(path)


def _unique(results: list) -> list:
    """``results`` with each game once (by its id), as the statistics keep them."""
    kept = Stats()
    kept.add_new(results)
    return kept.results


def _merge(older: Snapshot, newer: Snapshot) -> Snapshot:
    """``newer`` standing for both: the newest state, with the older one's units to seal."""
    if older.sealed:
        newer.sealed = list(older.sealed) + list(newer.sealed)
    # The older state's results are not kept: each finished game's entry is in the newer state
    # (its tail or a sealed unit), unless a take-back undid the game's end.
    if older.chouette_games:
        newer.chouette_games = list(older.chouette_games) + list(newer.chouette_games)
    return newer


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


__all__ = ["Close", "MarkTakeBack", "Record", "Sealed", "SessionWriter", "Snapshot", "flush_all"]
