"""An append-only journal of what a session has finished, beside its autosave.

A money session (or a chouette) may go on for a thousand games. What has finished never changes
again, so it is written once, here, and the autosave (:mod:`bgdesk.storage.autosave`) holds only
what is still going on (the game in progress) and says how many of this journal's records belong
to it. A save costs the same at game 1 and at game 1,000.

File layout (``autosave.journal`` beside ``autosave.json``; ``chouette-autosave.journal`` beside
``chouette-autosave.json``): UTF-8 text, one record a line::

    <sha256 of the JSON text, 64 hex digits> <JSON text>\\n

where the JSON text is an object ``{"body": {...}, "format": "bgdesk-journal", "n": N,
"uid": "...", "version": 1}``. Record 0 is the header (``body``: what the journal is for, e.g.
``{"kind": "match"}``); records 1, 2, ... are what was finished, in order (for a match, one
finished game each: ``{"game": {...the engine's game record...}, "result": {...its statistics
entry...} or null}``). ``uid`` names the session in every record.

Each record chains to the ones before it: ``chain(0) = sha256("bgdesk-journal" + sum(0))`` and
``chain(n) = sha256(chain(n-1) + sum(n))`` (``sum`` the line's own checksum, as bytes). The
autosave names the number of records it stands on and their chain, so a reader knows that the
journal it finds is exactly the one the autosave was written with.

Reading is bounded by the records, never by the file: a record longer than
:data:`MAX_RECORD_BYTES` or more than :data:`MAX_RECORDS` of them is not read; every record is
checked (its checksum, its JSON, its number, its session) before it is used. A last line that
was cut short by a kill (no newline, or a checksum that does not match) is recognised and left
out; the writer cuts it off before it appends again. A damaged line with good lines after it is
not a kill's doing: the records before it are used, the file is kept as it was
(``.corrupt-<time>``) and the reader is told.

Appending writes whole lines with one ``write`` and then ``fsync``; a new journal (its header) is
written atomically (:func:`bgdesk.storage.atomic.atomic_write_bytes`).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from .atomic import (
    MAX_DEPTH,
    MB,
    _too_deep,
    atomic_write_bytes,
    corrupt_name,
    fsync_dir,
    remove_durably,
)

KIND = "bgdesk-journal"
VERSION = 1
SUFFIX = ".journal"
#: The longest record read or written: one finished game is about 12 KB (a few hundred events).
MAX_RECORD_BYTES = 4 * MB
#: The most records read: a sanity bound (a session of a thousand games is 1,001 records).
MAX_RECORDS = 200_000
_SUM_LEN = 64
_GENESIS = b"bgdesk-journal"


class JournalError(Exception):
    """A journal that cannot be written as asked (the text says why, in plain words)."""


@dataclass(frozen=True)
class JournalState:
    """Where a journal stands: its session, how many records follow the header, the chain
    after them, and the file's length in bytes up to the end of the last of them."""

    uid: str
    count: int
    chain: str
    length: int

    def to_ref(self) -> dict:
        """What the autosave keeps of it."""
        return {"uid": self.uid, "records": self.count, "chain": self.chain}


@dataclass
class JournalRead:
    """What :func:`read_journal` found. ``state`` is None when there is no usable journal;
    ``records`` are the bodies of records 1..``state.count``; ``torn`` says a last line cut
    short was left out; ``extra`` counts good records after the ones asked for."""

    state: Optional[JournalState] = None
    records: list = field(default_factory=list)
    header: dict = field(default_factory=dict)
    messages: list = field(default_factory=list)
    torn: bool = False
    extra: int = 0
    problem: Optional[str] = None


def journal_path(autosave: Path) -> Path:
    """The journal that goes with the autosave file ``autosave``."""
    autosave = Path(autosave)
    return autosave.with_name(autosave.stem + SUFFIX)


def _canonical(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def chain_start(line_sum: str) -> str:
    return hashlib.sha256(_GENESIS + bytes.fromhex(line_sum)).hexdigest()


def chain_next(chain: str, line_sum: str) -> str:
    return hashlib.sha256(bytes.fromhex(chain) + bytes.fromhex(line_sum)).hexdigest()


def encode_record(uid: str, n: int, body_text: str) -> tuple[bytes, str]:
    """One journal line for record ``n`` whose body is the JSON text ``body_text`` (an object),
    and the line's checksum."""
    payload = (f'{{"body":{body_text},"format":"{KIND}","n":{int(n)},'
               f'"uid":{json.dumps(uid, ensure_ascii=False)},"version":{VERSION}}}')
    data = payload.encode("utf-8")
    if len(data) > MAX_RECORD_BYTES:
        raise JournalError(f"a record of {len(data)} bytes is longer than the "
                           f"{MAX_RECORD_BYTES // MB} MB a journal record may be")
    line_sum = hashlib.sha256(data).hexdigest()
    return line_sum.encode("ascii") + b" " + data + b"\n", line_sum


def body_text(body: dict) -> str:
    """The JSON text of a record's body (what :func:`encode_record` takes)."""
    if not isinstance(body, dict):
        raise TypeError(f"a journal record's body is a dict, not {type(body).__name__}")
    return _canonical(body)


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


class _BadLine(Exception):
    pass


def _decode_line(line: bytes, n: int, uid: Optional[str]) -> tuple[str, dict, str]:
    """The session, body and checksum of record ``n``; :class:`_BadLine` with the reason."""
    if len(line) < _SUM_LEN + 3 or line[_SUM_LEN:_SUM_LEN + 1] != b" ":
        raise _BadLine("a line does not start with its checksum")
    line_sum = line[:_SUM_LEN].decode("ascii", "replace")
    data = line[_SUM_LEN + 1:-1]
    if hashlib.sha256(data).hexdigest() != line_sum:
        raise _BadLine("a line does not match its checksum")
    try:
        doc = json.loads(data.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise _BadLine("a line is not valid JSON") from None
    if not isinstance(doc, dict) or doc.get("format") != KIND:
        raise _BadLine("a line is not a journal record")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _BadLine("a record has no valid format version")
    if version > VERSION:
        raise _NewerLine(f"a record was written by a newer version of bgdesk (format version "
                         f"{version}; this one reads up to {VERSION})")
    if doc.get("n") != n or isinstance(doc.get("n"), bool):
        raise _BadLine(f"record {n} is missing or out of order")
    found = doc.get("uid")
    if not isinstance(found, str) or not found or (uid is not None and found != uid):
        raise _BadLine("a record belongs to another session")
    body = doc.get("body")
    if not isinstance(body, dict):
        raise _BadLine("a record holds no body")
    if _too_deep(body, MAX_DEPTH):
        raise _BadLine(f"a record is nested more than {MAX_DEPTH} levels deep")
    return found, body, line_sum


class _NewerLine(_BadLine):
    pass


def read_journal(path: Path, *, uid: Optional[str] = None, upto: Optional[int] = None,
                 what: str = "journal of finished games") -> JournalRead:
    """Read the journal at ``path`` (of session ``uid``, if given) up to record ``upto`` (all
    of them when None; good records after it are only counted, in ``extra``). Never raises for
    what is on disk: a journal that cannot be used at all gives ``state`` None and ``problem``
    (the reason, in words); a damaged line with good ones after it is reported in ``messages``,
    a copy of the file is kept, and the records before it are used."""
    path = Path(path)
    out = JournalRead()
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return out
    except OSError as err:
        out.problem = (f"bgdesk is not allowed to read its {what} (permission denied)"
                       if isinstance(err, PermissionError)
                       else f"its {what} could not be read ({err.strerror or err})")
        return out
    with os.fdopen(fd, "rb", buffering=1024 * 1024) as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            out.problem = f"its {what} is not an ordinary file"
            return out
        limit = MAX_RECORDS if upto is None else max(0, min(int(upto), MAX_RECORDS))
        state: Optional[JournalState] = None
        n = 0
        while n <= MAX_RECORDS:
            try:
                line = fh.readline(MAX_RECORD_BYTES + _SUM_LEN + 2)
                at_end = not line or fh.peek(1) == b""
            except OSError as err:
                out.problem = f"its {what} could not be read ({err.strerror or err})"
                return out
            if not line:
                break
            try:
                if not line.endswith(b"\n"):
                    raise _BadLine("a line is longer than any record bgdesk writes")
                found, body, line_sum = _decode_line(line, n, uid)
            except _BadLine as err:
                if at_end and not isinstance(err, _NewerLine):
                    out.torn = True  # the last line, cut short by a kill: left out
                elif n == 0:
                    out.problem = f"its {what} could not be used because {err}"
                    return out
                else:
                    _damaged(out, path, what, n, str(err))
                break
            if n == 0:
                uid = found
                state = JournalState(found, 0, chain_start(line_sum), len(line))
                out.header = body
            elif n <= limit:
                state = JournalState(found, n, chain_next(state.chain, line_sum),
                                     state.length + len(line))
                out.records.append(body)
            else:
                out.extra += 1
            n += 1
        else:
            if upto is None:
                out.messages.append(f"Your {what} holds more than {MAX_RECORDS:,} records; "
                                    f"bgdesk read the first {MAX_RECORDS:,}.")
        if state is None and out.problem is None and out.torn:
            out.problem = f"its {what} holds no complete header"
        out.state = state
    return out


def journal_session(path: Path) -> Optional[str]:
    """The session named by the journal's header (its first line), or None when there is no
    journal or its header cannot be read. Reads that line only."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            return None
        line = fh.readline(MAX_RECORD_BYTES + _SUM_LEN + 2)
    try:
        return _decode_line(line, 0, None)[0] if line.endswith(b"\n") else None
    except _BadLine:
        return None


def _damaged(out: JournalRead, path: Path, what: str, n: int, reason: str) -> None:
    try:
        kept = corrupt_name(path)
        shutil.copyfile(path, kept, follow_symlinks=False)
        fsync_dir(path.parent)
        where = f"The file as it was is kept as {kept.name} in the folder {kept.parent}."
    except OSError as err:
        where = f"(bgdesk could not keep a copy of it: {err.strerror or err}.)"
    out.messages.append(f"Your {what} is damaged from record {n} on ({reason}); bgdesk uses "
                        f"the {max(n - 1, 0)} record(s) before it. {where}")


class JournalWriter:
    """Appends records to one journal (used by one writer thread; see
    :mod:`bgdesk.storage.writer`)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.state: Optional[JournalState] = None

    def take_over(self, state: Optional[JournalState]) -> None:
        """Carry on with the journal as read (records after ``state`` are cut off at the next
        append: they were written after the autosave that was read, or cut short)."""
        self.state = state

    def start(self, uid: str, header: dict) -> JournalState:
        """A new journal for session ``uid`` (replacing any other), holding only its header."""
        line, line_sum = encode_record(uid, 0, body_text(header))
        self._reported(atomic_write_bytes, self.path, line)
        self.state = JournalState(uid, 0, chain_start(line_sum), len(line))
        return self.state

    def _reported(self, write, *args) -> None:
        """A write whose failure (and the next success) :mod:`bgdesk.storage.health` hears of:
        the program shows which of its files are not saved."""
        from . import health

        try:
            write(*args)
        except OSError as err:
            health.failed(self.path, err)
            raise
        health.succeeded(self.path)

    def append(self, uid: str, bodies: list) -> JournalState:
        """Append the records whose bodies' JSON texts are ``bodies`` (in order) and fsync.
        Raises OSError, or :class:`JournalError` when the journal is not this session's."""
        state = self.state
        if state is None or state.uid != uid:
            raise JournalError("the journal belongs to another session")
        if not bodies:
            return state
        lines = []
        n, chain = state.count, state.chain
        for text in bodies:
            n += 1
            line, line_sum = encode_record(uid, n, text)
            chain = chain_next(chain, line_sum)
            lines.append(line)
        data = b"".join(lines)
        self._reported(self._write_at, state.length, data)
        self.state = JournalState(uid, n, chain, state.length + len(data))
        return self.state

    def _write_at(self, length: int, data: bytes) -> None:
        """Cut the file to ``length`` bytes if it is longer (a line cut short, or records the
        autosave read did not stand on), append ``data`` and fsync."""
        flags = os.O_WRONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(self.path, flags)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise JournalError("the journal is not an ordinary file")
            if info.st_size != length:
                os.ftruncate(fd, length)
            os.lseek(fd, length, os.SEEK_SET)
            view = memoryview(data)
            while view:  # whatever goes half-way is cut off at the next append
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)

    def remove(self) -> bool:
        self.state = None
        try:
            return remove_durably(self.path)
        except OSError:
            return False


__all__ = [
    "JournalError", "JournalRead", "JournalState", "JournalWriter", "MAX_RECORDS",
    "MAX_RECORD_BYTES", "body_text", "encode_record", "journal_path", "journal_session",
    "read_journal",
]
