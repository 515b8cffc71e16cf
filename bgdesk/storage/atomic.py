"""Atomic writes and versioned JSON files.

Every bgdesk file is a JSON object with two envelope keys, ``"format"`` (which kind of file it is,
e.g. ``"bgdesk-settings"``) and ``"version"`` (a whole number, the format version), next to the
file's own keys.

Writes are atomic: the bytes go to a temporary file in the same folder, which is flushed and
fsynced and then renamed over the target with ``os.replace``; the folder is fsynced afterwards
where the platform allows it.  A reader therefore sees the old file or the new one, never a mix.

Reading is bounded by the file, never by what it says: each kind of file has a size cap (a few
megabytes, far more than any real one) and a larger file is not read at all; only ordinary files
are opened (a named pipe or a device would block or never end).

A file that cannot be used (unreadable, too large, not an ordinary file, empty, not JSON, not an
object, the wrong kind of file, a format version that is missing, or a shape the caller rejects)
is never deleted: it is renamed with a ``.corrupt-<timestamp>`` suffix next to where it was, and
the caller receives a message in plain words saying what happened and where the file now is.

A file that cannot be read because the system does not allow it (permission denied) is not
damaged: it is left where it is, the message says so, and no write replaces it
(:class:`UnreadableTarget`) until it can be read again, so fixing the permission brings it back.

Folders under bgdesk's home (``BGDESK_HOME``, else its configuration and data folders) are
neither followed nor changed when they are symbolic links or belong to another user account:
reads and writes in them are refused (:class:`UnsafeFolder`) and the person is told. Every
failed write of :func:`write_versioned` is reported to :mod:`bgdesk.storage.health`, and so is
the next one that works.

A file written by a newer bgdesk (a format version above what this one understands) is renamed
``<name>.newer-v<version>-<timestamp>`` instead.  A later bgdesk that understands that version
finds it again: when the file itself is missing, :func:`read_versioned` puts the newest such copy
it can read back in place and reads it (:func:`newer_copies` lists them for callers that merge
them instead).  Only JSON is ever parsed: no pickle, no eval.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import stat
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Optional, Union

PathLike = Union[str, "os.PathLike[str]"]

FORMAT_KEY = "format"
VERSION_KEY = "version"
TEMP_SUFFIX = ".tmp"
CORRUPT_MARK = ".corrupt-"
NEWER_MARK = ".newer-v"
MB = 1024 * 1024
#: Deeper nesting is refused: every bgdesk file is a few levels deep, and copying or writing a
#: deeply nested value again would exhaust Python's recursion limit.
MAX_DEPTH = 48
#: The cap used when a caller names none.
DEFAULT_MAX_BYTES = 4 * MB
_TEMP_RE = re.compile(r"\..+\.[0-9a-f]{12}" + re.escape(TEMP_SUFFIX))
_NEWER_RE = re.compile(r"(?P<name>.+)" + re.escape(NEWER_MARK) + r"(?P<version>\d{1,9})-\d{8}T\d{6}(-\d+)?")


class UnusableFile(Exception):
    """Raised inside this module when a file cannot be used; the text says why, in plain words."""


class NewerFile(UnusableFile):
    """The file was written by a newer bgdesk; ``version`` is its format version."""

    def __init__(self, message: str, version: int) -> None:
        super().__init__(message)
        self.version = version


class UnsafeFolder(PermissionError):
    """A folder under bgdesk's home is a symbolic link, not a folder, or another user account's:
    bgdesk neither follows it nor changes it. ``folder`` is the folder, ``why`` one of "link",
    "owner", "not-folder"."""

    unsafe_folder = True

    def __init__(self, folder: Path, why: str) -> None:
        words = {"link": "is a symbolic link, which bgdesk does not follow",
                 "owner": "belongs to another user account, so bgdesk neither writes in it nor "
                          "changes it",
                 "not-folder": "is not a folder"}[why]
        super().__init__(errno.EPERM, f"the folder {folder} {words}", str(folder))
        self.folder = Path(folder)
        self.why = why


class UnreadableTarget(PermissionError):
    """A write would replace a file that cannot be read (permission denied): it is refused, so
    that what the file holds is not lost."""

    unreadable_target = True

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EACCES, f"{path} cannot be read (permission denied), so bgdesk "
                                       f"does not write over it", str(path))


class FileTooLargeError(ValueError):
    """Raised by a write whose data would be larger than the cap for that kind of file (the
    reader would refuse it, so it is not written)."""


@dataclass
class ReadResult:
    """What :func:`read_versioned` found.

    ``data`` is the file's object without the envelope keys, or None when there is no usable file
    (missing, or moved aside).  ``version`` is the format version the file was written with, so a
    caller can migrate older files.  ``messages`` are for the person using the program.
    """

    data: Optional[dict] = None
    version: Optional[int] = None
    messages: list = field(default_factory=list)
    moved_to: Optional[Path] = None
    #: The file is there but the system does not let bgdesk read it (or its folder is refused):
    #: it is left as it is; callers must not write a fresh one over it.
    blocked: bool = False


# ---------------------------------------------------------------------------------------------
# Writing


def _temp_name(path: Path) -> Path:
    return path.with_name(f".{path.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")


def fsync_dir(folder: PathLike) -> None:
    """Make a rename or removal inside ``folder`` durable, where the platform supports it."""
    if os.name == "nt":  # Windows cannot open a folder for fsync; NTFS journals the rename.
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace(src: Path, dst: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target open for a moment.
    attempts = 10 if os.name == "nt" else 1
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.02 * (attempt + 1))


def _home_roots() -> list:
    from . import paths

    home = paths.home_override()
    roots = [home] if home is not None else [paths.config_dir(), paths.data_dir()]
    return [Path(os.path.abspath(r)) for r in roots]


def _below_root(folder: Path) -> Optional[tuple]:
    """``(root, [folders from below the root down to folder])`` when ``folder`` lies inside
    bgdesk's home, else None (a file the person chose elsewhere, such as an export)."""
    folder = Path(os.path.abspath(folder))
    best = None
    for root in _home_roots():
        if folder == root or root in folder.parents:
            if best is None or len(root.parts) > len(best.parts):
                best = root
    if best is None:
        return None
    chain, here = [], best
    for part in folder.relative_to(best).parts:
        here = here / part
        chain.append(here)
    return best, chain


def _check_folder(folder: Path) -> bool:
    """Raises :class:`UnsafeFolder` for a link, a non-folder or another account's folder;
    returns False when it does not exist."""
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        return False
    if stat.S_ISLNK(info.st_mode):
        raise UnsafeFolder(folder, "link")
    if not stat.S_ISDIR(info.st_mode):
        raise UnsafeFolder(folder, "not-folder")
    if hasattr(os, "geteuid") and info.st_uid != os.geteuid():
        raise UnsafeFolder(folder, "owner")
    return True


def check_folders(folder: PathLike) -> None:
    """Raise :class:`UnsafeFolder` when a folder between bgdesk's home and ``folder`` (those
    that exist) is a symbolic link, not a folder, or another user account's."""
    found = _below_root(Path(folder))
    if found is None:
        return
    for f in found[1]:
        if not _check_folder(f):
            return


def ensure_folder(folder: PathLike, mode: int = 0o777) -> Path:
    """Create ``folder`` and the folders above it that are missing (the last with ``mode``);
    inside bgdesk's home every folder on the way is checked first (:func:`check_folders`)
    and an existing folder's mode is never changed."""
    folder = Path(folder)
    found = _below_root(folder)
    if found is None:
        folder.mkdir(parents=True, exist_ok=True, mode=mode)
        return folder
    root, chain = found
    root.mkdir(parents=True, exist_ok=True)
    for f in chain:
        if _check_folder(f):
            continue
        try:
            os.mkdir(f, mode if f == chain[-1] else 0o777)
        except FileExistsError:
            pass
        _check_folder(f)
    return folder


def atomic_write_bytes(path: PathLike, data: bytes, *, mode: int = 0o666) -> None:
    """Replace ``path`` with ``data`` atomically, creating its folder if needed.

    ``mode`` is the new file's permission bits (before the umask), e.g. ``0o600`` for a file only
    the user's account may read; the temporary file has them from its creation, so the data is
    never readable by others, not even for a moment (on Windows the user's profile folders are
    private already and the bits are ignored)."""
    path = Path(path)
    ensure_folder(path.parent)
    tmp = _temp_name(path)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode)
    try:
        if mode != 0o666 and hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            fd = -1  # now owned by f
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        if fd != -1:
            os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def atomic_write_text(path: PathLike, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def dump_versioned(kind: str, version: int, body: dict, *, indent: Optional[int] = 2) -> bytes:
    """Serialise ``body`` with its envelope.  Raises TypeError/ValueError for what JSON cannot hold."""
    if not isinstance(body, dict):
        raise TypeError(f"expected a dict to save, got {type(body).__name__}")
    clash = {FORMAT_KEY, VERSION_KEY} & body.keys()
    if clash:
        raise ValueError(f"the keys {sorted(clash)} are reserved for the file envelope")
    document = {FORMAT_KEY: kind, VERSION_KEY: version, **body}
    text = json.dumps(document, ensure_ascii=False, allow_nan=False, indent=indent)
    return (text + "\n").encode("utf-8")


def write_versioned(
    path: PathLike, kind: str, version: int, body: dict, *, indent: Optional[int] = 2,
    max_bytes: Optional[int] = None, mode: int = 0o666, report_as: Optional[PathLike] = None,
) -> None:
    """Atomically write ``{"format": kind, "version": version, **body}`` as UTF-8 JSON.

    With ``max_bytes`` a document larger than that raises :class:`FileTooLargeError` and
    nothing is written (the reader would move such a file aside). A failure is reported to
    :mod:`bgdesk.storage.health` under ``path`` (or ``report_as``, for a file whose name
    changes from one try to the next), and so is the next write that works."""
    data = dump_versioned(kind, version, body, indent=indent)
    if max_bytes is not None and len(data) > max_bytes:
        raise FileTooLargeError(
            f"the {kind} file would be {_size(len(data))}, more than the {_size(max_bytes)} "
            f"bgdesk allows for it; it was not written")
    from . import health

    report = report_as if report_as is not None else path
    try:
        _refuse_unreadable(Path(path))
        atomic_write_bytes(path, data, mode=mode)
    except OSError as err:
        health.failed(report, err)
        raise
    health.succeeded(report)


def _refuse_unreadable(path: Path) -> None:
    """A file that is there and that the system does not let bgdesk read is never replaced."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
    except PermissionError:
        raise UnreadableTarget(path) from None
    except OSError:
        return
    os.close(fd)


def _size(n: int) -> str:
    if n >= MB:
        return f"{n / MB:.1f} MB"
    return f"{max(1, round(n / 1024))} KB"


def remove_durably(path: PathLike) -> bool:
    """Remove a file and fsync its folder.  Returns False when there was nothing to remove."""
    path = Path(path)
    try:
        os.unlink(path)
    except FileNotFoundError:
        return False
    fsync_dir(path.parent)
    return True


def remove_stale_temp_files(path: PathLike, older_than: float = 60.0) -> int:
    """Remove temporary files that an interrupted write of ``path`` left behind.

    Only files named like this module's temporaries for ``path`` and older than ``older_than``
    seconds are touched, so a write in progress in another process is left alone.
    Returns how many were removed.
    """
    path = Path(path)
    return _remove_temps(path.parent, f".{path.name}.", older_than)


def remove_stale_temp_files_in(folder: PathLike, older_than: float = 60.0) -> int:
    """Like :func:`remove_stale_temp_files` for every file written in ``folder`` (the archive,
    where each match has its own file)."""
    return _remove_temps(Path(folder), ".", older_than)


def _remove_temps(folder: Path, prefix: str, older_than: float) -> int:
    removed = 0
    now = time.time()
    try:
        candidates = [p for p in folder.iterdir()
                      if p.name.startswith(prefix) and _TEMP_RE.fullmatch(p.name)]
    except OSError:
        return 0
    for tmp in candidates:
        try:
            info = tmp.lstat()
            if now - info.st_mtime >= older_than and stat.S_ISREG(info.st_mode):
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    if removed:
        fsync_dir(folder)
    return removed


# ---------------------------------------------------------------------------------------------
# Reading


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _describe_os_error(err: OSError) -> str:
    if isinstance(err, PermissionError):
        return "bgdesk is not allowed to read it (permission denied)"
    if isinstance(err, IsADirectoryError):
        return "there is a folder where the file should be"
    return f"the system reported an error while reading it ({err.strerror or err})"


def _json_type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


_CONTAINERS = (dict, list)


def _too_deep(document: Any, limit: int) -> bool:
    """True when lists and objects inside ``document`` nest more than ``limit`` levels (measured
    level by level without recursion, so any depth the JSON parser accepted is measured
    safely)."""
    level, depth = [document], 1
    while level:
        if depth > limit:
            return True
        below: list = []
        for value in level:
            items = value.values() if type(value) is dict else value
            below += [item for item in items if type(item) in _CONTAINERS]
        level, depth = below, depth + 1
    return False


def parse_versioned(raw: bytes, kind: str, version: int) -> tuple[dict, int]:
    """Check and decode a versioned file's bytes; raise :class:`UnusableFile` with the reason."""
    if not raw.strip():
        raise UnusableFile("the file is empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnusableFile("it is not a text file (it is not valid UTF-8)") from None
    try:
        document = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as err:
        raise UnusableFile(
            f"it is not complete, valid JSON (the problem is at line {err.lineno}, "
            f"column {err.colno}); it may have been cut short"
        ) from None
    except (ValueError, RecursionError) as err:
        raise UnusableFile(f"it is not valid JSON ({err})") from None
    if not isinstance(document, dict):
        raise UnusableFile(
            f"it should hold a JSON object but holds {_json_type_name(document)}"
        )
    if _too_deep(document, MAX_DEPTH):
        raise UnusableFile(f"it is nested more than {MAX_DEPTH} levels deep, far deeper than "
                           f"any file bgdesk writes")
    found_kind = document.get(FORMAT_KEY)
    if found_kind != kind:
        if found_kind is None:
            raise UnusableFile(f'it has no "{FORMAT_KEY}" marker, so it is not a {kind} file')
        raise UnusableFile(f"it is not a {kind} file (it says it is {found_kind!r})")
    found_version = document.get(VERSION_KEY)
    if isinstance(found_version, bool) or not isinstance(found_version, int):
        raise UnusableFile("its format version is missing or is not a whole number")
    if found_version > version:
        raise NewerFile(
            f"it was written by a newer version of bgdesk (format version {found_version}; "
            f"this version understands up to {version})", found_version
        )
    if found_version < 1:
        raise UnusableFile(f"its format version ({found_version}) is not valid")
    body = {k: v for k, v in document.items() if k not in (FORMAT_KEY, VERSION_KEY)}
    return body, found_version


def corrupt_name(path: Path, when: Optional[datetime] = None, mark: str = CORRUPT_MARK) -> Path:
    """A free name ``<file>.corrupt-YYYYmmddTHHMMSS`` (with ``-2``, ``-3``... if taken); with
    another ``mark`` (``.newer-v2-``) the same pattern with that mark."""
    stamp = (when or datetime.now()).strftime("%Y%m%dT%H%M%S")
    candidate = path.with_name(f"{path.name}{mark}{stamp}")
    n = 2
    while os.path.lexists(candidate):
        if n > 10_000:
            raise FileExistsError(f"no free name for {path.name} in {path.parent}")
        candidate = path.with_name(f"{path.name}{mark}{stamp}-{n}")
        n += 1
    return candidate


def newer_name(path: Path, version: int, when: Optional[datetime] = None) -> Path:
    """A free name ``<file>.newer-v<version>-<timestamp>`` for a file from a newer bgdesk."""
    return corrupt_name(path, when, f"{NEWER_MARK}{version}-")


def move_aside(path: PathLike, newer_version: Optional[int] = None) -> Path:
    """Rename ``path`` to a free ``.corrupt-<timestamp>`` name (``.newer-v<N>-<timestamp>`` for a
    file of a newer format version ``N``) and return the new path."""
    path = Path(path)
    target = corrupt_name(path) if newer_version is None else newer_name(path, newer_version)
    os.rename(path, target)
    fsync_dir(path.parent)
    return target


def newer_copies(path: PathLike) -> list:
    """Copies of ``path`` moved aside because a newer bgdesk wrote them: ``[(copy, version)]``,
    oldest first."""
    path = Path(path)
    found = []
    try:
        names = [p for p in path.parent.iterdir() if p.name.startswith(path.name + NEWER_MARK)]
    except OSError:
        return []
    for p in names:
        m = _NEWER_RE.fullmatch(p.name)
        if m and m.group("name") == path.name:
            found.append((p, int(m.group("version"))))
    found.sort(key=lambda item: item[0].name[len(path.name):].split("-", 2)[-1])
    return found


def original_of_newer(copy: PathLike) -> Optional[tuple]:
    """``(original path, version)`` for a name made by :func:`newer_name`, else None."""
    copy = Path(copy)
    m = _NEWER_RE.fullmatch(copy.name)
    if not m:
        return None
    return copy.with_name(m.group("name")), int(m.group("version"))


def keep_copy(path: PathLike, max_bytes: int = DEFAULT_MAX_BYTES) -> Path:
    """Copy ``path`` to a free ``.corrupt-<timestamp>`` name (atomically) and return the copy.

    For a file that was usable but had bad parts: the good parts are used and the file is
    rewritten, and this copy keeps the file exactly as it was."""
    path = Path(path)
    raw = read_ordinary_file(path, max_bytes)
    target = corrupt_name(path)
    atomic_write_bytes(target, raw)
    return target


def not_ordinary(path: PathLike) -> Optional[str]:
    """Why ``path`` is not an ordinary file, told without opening it (a named pipe would block
    the reader, a device might never end): "missing", "folder", "pipe", "device", "socket" or
    "other"; None for an ordinary file (a link to one included)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "missing"
    except OSError:
        return None  # let the reader say what the system says (a permission...)
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "other"


class NotOrdinaryFile(OSError):
    """A path that names a pipe, a device, a folder or a socket, not an ordinary file:
    ``kind`` is :func:`not_ordinary`'s word."""

    def __init__(self, path, kind: str) -> None:
        super().__init__(errno.EINVAL, f"{path} is not an ordinary file ({kind})", str(path))
        self.kind = kind


def read_ordinary_file(path: PathLike, max_bytes: int) -> bytes:
    """At most ``max_bytes + 1`` bytes of an ordinary file, opened so that nothing else can make
    it wait: checked before opening (:func:`not_ordinary`), opened without blocking and checked
    again on what was opened (it may have been swapped in between). Raises
    :class:`NotOrdinaryFile` or the system's OSError."""
    kind = not_ordinary(path)
    if kind is not None and kind != "missing":
        raise NotOrdinaryFile(path, kind)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotOrdinaryFile(path, "pipe" if stat.S_ISFIFO(mode) else
                                  "folder" if stat.S_ISDIR(mode) else "device")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1024 * 1024, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _read_bounded(path: Path, max_bytes: int) -> bytes:
    """The bytes of an ordinary file of at most ``max_bytes``; :class:`UnusableFile` for
    anything else (``FileNotFoundError`` and other ``OSError`` pass through)."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise UnusableFile("it is not an ordinary file (it may be a pipe or a device)")
        if info.st_size > max_bytes:
            raise UnusableFile(
                f"it is {_size(info.st_size)}, larger than any such file bgdesk writes "
                f"(at most {_size(max_bytes)}), so it was not read")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1024 * 1024, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise UnusableFile(
                f"it is larger than any such file bgdesk writes (at most {_size(max_bytes)}), "
                f"so it was not read")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_versioned(
    path: PathLike,
    kind: str,
    version: int,
    *,
    what: str,
    fallback: str,
    check: Optional[Callable[[dict], Optional[str]]] = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    recover_newer: bool = True,
) -> ReadResult:
    """Read a versioned JSON file written by :func:`write_versioned`.

    ``what`` names the file for people ("settings file"); ``fallback`` says what the program does
    instead ("bgdesk has started with the default settings").  ``check`` may inspect the decoded
    body and return a reason (plain words) when its overall shape is unusable.  A file larger than
    ``max_bytes`` is not read.

    A missing file gives an empty result with no message, unless ``recover_newer`` finds a copy
    an older bgdesk moved aside for being newer and this one can read it: that copy is put back in
    place and read, with a message.  An unusable file is moved aside and the result carries one
    message; nothing is raised for anything found on disk.
    """
    path = Path(path)
    messages: list = []
    try:
        check_folders(path.parent)
    except PermissionError as err:  # a link, another account's folder, or not allowed in
        return _refused(path, err, what, fallback)
    except OSError:
        pass  # the read says what the system says
    try:
        raw = _read_bounded(path, max_bytes)
    except FileNotFoundError:
        if not recover_newer:
            return ReadResult()
        raw, messages = _put_back_newer(path, version, what, max_bytes)
        if raw is None:
            return ReadResult(messages=messages)
    except UnusableFile as err:
        return _give_up(path, str(err), what, fallback)
    except PermissionError as err:
        return _refused(path, err, what, fallback)
    except OSError as err:
        return _give_up(path, _describe_os_error(err), what, fallback)
    try:
        body, found_version = parse_versioned(raw, kind, version)
        if check is not None:
            reason = check(body)
            if reason:
                raise UnusableFile(reason)
    except NewerFile as err:
        return _give_up(path, str(err), what, fallback, newer_version=err.version)
    except UnusableFile as err:
        result = _give_up(path, str(err), what, fallback)
        result.messages[:0] = messages
        return result
    return ReadResult(data=body, version=found_version, messages=messages)


def _put_back_newer(path: Path, version: int, what: str, max_bytes: int) -> tuple:
    """The newest copy of ``path`` that a newer bgdesk wrote and this one understands, renamed
    back to ``path``: ``(its bytes, messages)``, or ``(None, [])``."""
    for copy, found in reversed(newer_copies(path)):
        if found > version:
            continue
        try:
            os.rename(copy, path)
        except OSError:
            continue
        fsync_dir(path.parent)
        try:
            raw = _read_bounded(path, max_bytes)
        except (OSError, UnusableFile):
            return b"", []
        return raw, [f"Your {what} written by a newer version of bgdesk, kept as {copy.name}, "
                     f"is back in use."]
    return None, []


def _refused(path: Path, err: OSError, what: str, fallback: str) -> ReadResult:
    """The file could not be read because the system does not allow it (or its folder is
    refused): it is not damaged, so it is left where it is, and no write replaces it."""
    from .health import Note

    if isinstance(err, UnsafeFolder):
        note = Note("read-unsafe-folder",
                    "Your {what} at {path} was not read: {reason}. It is left as it is; "
                    "{fallback}.", what=what, path=str(path), reason=err.strerror,
                    fallback=fallback)
    else:
        note = Note("read-permission",
                    "Your {what} at {path} cannot be read: the system does not allow it "
                    "(permission denied). It is not damaged and is left where it is; once its "
                    "permissions let you read it, bgdesk uses it again. Meanwhile {fallback}, "
                    "and nothing is written over it.", what=what, path=str(path),
                    fallback=fallback)
    return ReadResult(messages=[note], blocked=True)


def _give_up(path: Path, reason: str, what: str, fallback: str,
             newer_version: Optional[int] = None) -> ReadResult:
    head = f"Your {what} could not be used because {reason}."
    try:
        target = move_aside(path, newer_version)
    except OSError as err:
        message = (
            f"{head} bgdesk tried to rename it but could not ({err.strerror or err}), "
            f"so it is still at {path}; {fallback}."
        )
        return ReadResult(messages=[message])
    if newer_version is not None:
        message = (
            f"{head} It has been kept, renamed to {target.name} in the folder {target.parent}, "
            f"where a newer bgdesk will find it again; {fallback}."
        )
    else:
        message = (
            f"{head} It has been kept, renamed to {target.name} in the folder {target.parent}; "
            f"{fallback}."
        )
    return ReadResult(messages=[message], moved_to=target)
