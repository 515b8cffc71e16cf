"""Atomic writes and versioned JSON files.

Every bgdesk file is a JSON object with two envelope keys, ``"format"`` (which kind of file it is,
e.g. ``"bgdesk-settings"``) and ``"version"`` (a whole number, the format version), next to the
file's own keys.

Writes are atomic: the bytes go to a temporary file in the same folder, which is flushed and
fsynced and then renamed over the target with ``os.replace``; the folder is fsynced afterwards
where the platform allows it.  A reader therefore sees the old file or the new one, never a mix.

A file that cannot be used (unreadable, empty, not JSON, not an object, the wrong kind of file,
a format version that is missing or newer than this program understands, or a shape the caller
rejects) is never deleted: it is renamed with a ``.corrupt-<timestamp>`` suffix next to where it
was, and the caller receives a message in plain words saying what happened and where the file
now is.  Only JSON is ever parsed: no pickle, no eval.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
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


class UnusableFile(Exception):
    """Raised inside this module when a file cannot be used; the text says why, in plain words."""


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


def atomic_write_bytes(path: PathLike, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, creating its folder if needed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_name(path)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
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
    path: PathLike, kind: str, version: int, body: dict, *, indent: Optional[int] = 2
) -> None:
    """Atomically write ``{"format": kind, "version": version, **body}`` as UTF-8 JSON."""
    atomic_write_bytes(path, dump_versioned(kind, version, body, indent=indent))


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
    removed = 0
    now = time.time()
    try:
        candidates = list(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime >= older_than and tmp.is_file():
                tmp.unlink()
                removed += 1
        except OSError:
            pass
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
    found_kind = document.get(FORMAT_KEY)
    if found_kind != kind:
        if found_kind is None:
            raise UnusableFile(f'it has no "{FORMAT_KEY}" marker, so it is not a {kind} file')
        raise UnusableFile(f"it is not a {kind} file (it says it is {found_kind!r})")
    found_version = document.get(VERSION_KEY)
    if isinstance(found_version, bool) or not isinstance(found_version, int):
        raise UnusableFile("its format version is missing or is not a whole number")
    if found_version > version:
        raise UnusableFile(
            f"it was written by a newer version of bgdesk (format version {found_version}; "
            f"this version understands up to {version})"
        )
    if found_version < 1:
        raise UnusableFile(f"its format version ({found_version}) is not valid")
    body = {k: v for k, v in document.items() if k not in (FORMAT_KEY, VERSION_KEY)}
    return body, found_version


def corrupt_name(path: Path, when: Optional[datetime] = None) -> Path:
    """A free name ``<file>.corrupt-YYYYmmddTHHMMSS`` (with ``-2``, ``-3``... if taken)."""
    stamp = (when or datetime.now()).strftime("%Y%m%dT%H%M%S")
    candidate = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}")
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}-{n}")
        n += 1
    return candidate


def move_aside(path: PathLike) -> Path:
    """Rename ``path`` to a free ``.corrupt-<timestamp>`` name and return the new path."""
    path = Path(path)
    target = corrupt_name(path)
    os.rename(path, target)
    fsync_dir(path.parent)
    return target


def keep_copy(path: PathLike) -> Path:
    """Copy ``path`` to a free ``.corrupt-<timestamp>`` name (atomically) and return the copy.

    For a file that was usable but had bad parts: the good parts are used and the file is
    rewritten, and this copy keeps the file exactly as it was."""
    path = Path(path)
    with open(path, "rb") as f:
        raw = f.read()
    target = corrupt_name(path)
    atomic_write_bytes(target, raw)
    return target


def read_versioned(
    path: PathLike,
    kind: str,
    version: int,
    *,
    what: str,
    fallback: str,
    check: Optional[Callable[[dict], Optional[str]]] = None,
) -> ReadResult:
    """Read a versioned JSON file written by :func:`write_versioned`.

    ``what`` names the file for people ("settings file"); ``fallback`` says what the program does
    instead ("bgdesk has started with the default settings").  ``check`` may inspect the decoded
    body and return a reason (plain words) when its overall shape is unusable.

    A missing file gives an empty result with no message.  An unusable file is moved aside and
    the result carries one message; nothing is raised for anything found on disk.
    """
    path = Path(path)
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except FileNotFoundError:
        return ReadResult()
    except OSError as err:
        return _give_up(path, _describe_os_error(err), what, fallback)
    try:
        body, found_version = parse_versioned(raw, kind, version)
        if check is not None:
            reason = check(body)
            if reason:
                raise UnusableFile(reason)
    except UnusableFile as err:
        return _give_up(path, str(err), what, fallback)
    return ReadResult(data=body, version=found_version)


def _give_up(path: Path, reason: str, what: str, fallback: str) -> ReadResult:
    head = f"Your {what} could not be used because {reason}."
    try:
        target = move_aside(path)
    except OSError as err:
        message = (
            f"{head} bgdesk tried to rename it but could not ({err.strerror or err}), "
            f"so it is still at {path}; {fallback}."
        )
        return ReadResult(messages=[message])
    message = (
        f"{head} It has been kept, renamed to {target.name} in the folder {target.parent}; "
        f"{fallback}."
    )
    return ReadResult(messages=[message], moved_to=target)
