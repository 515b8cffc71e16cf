"""Storage that tells: every write of bgdesk's own files that failed, until one succeeds.

:func:`bgdesk.storage.atomic.write_versioned` reports here by itself: a write that raised
(:class:`OSError`: a full disk, a permission, a folder bgdesk will not follow...) is
:func:`failed`, and the next write of the same file that works is :func:`succeeded`. So a
file stays marked as failing until it has been written, whoever writes it and on whatever
thread. A writer that does not go through ``write_versioned`` (a thread of its own, a rename)
calls :func:`failed` and :func:`succeeded` itself.

Whoever can write again later says how with :func:`pending` (a callable that tries the write
again and raises :class:`OSError` when it still fails); :func:`retry` runs them all (the
interface calls it on a timer and before each save). The interface watches with
:func:`listen`; its callback gets the list of failures after every change, on the thread that
made the change (an interface moves it to its own thread).

A failure carries a ``kind`` (a stable key an interface words in its own language), the file,
and the system's reason. No Qt here.

Sentences storage gives to the person elsewhere (``messages`` of the readers) may be
:class:`Note` strings: English text that also carries a ``code`` and its ``values`` so that an
interface can say them in its own language.
"""

from __future__ import annotations

import errno
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

__all__ = [
    "Note", "WriteFailure", "failed", "succeeded", "failures", "listen", "pending", "retry",
    "kind_of", "reset",
]

#: The kinds of failure (``WriteFailure.kind``).
NO_SPACE = "no-space"          # the disk (or the user's quota) is full
PERMISSION = "permission"      # the system does not allow it
UNSAFE_FOLDER = "unsafe-folder"  # a folder under the home is a link or another account's
UNREADABLE = "unreadable"      # the file there cannot be read, so it is not written over
READ_ONLY = "read-only"        # the file system is mounted read-only
OTHER = "other"


class Note(str):
    """A sentence for the person (English), with ``code`` and ``values`` for a translation."""

    code: str = ""
    values: dict

    def __new__(cls, code: str, text: str, **values) -> "Note":
        note = super().__new__(cls, text.format(**values))
        note.code = code
        note.values = values
        return note


@dataclass(frozen=True)
class WriteFailure:
    """A file that could not be written: ``path``, ``kind`` (see above), ``reason`` (the
    system's words), ``errno``, ``when`` (time.time() of the first failure in a row) and
    ``count`` (failures in a row)."""

    path: Path
    kind: str
    reason: str
    errno: Optional[int]
    when: float
    count: int = 1
    #: For an unsafe folder: the folder and why ("link", "owner", "not-folder").
    folder: Optional[Path] = None
    why: str = ""


_lock = threading.RLock()
_failures: dict[str, WriteFailure] = {}
_pending: dict[str, Callable[[], object]] = {}
_listeners: list[Callable[[list], None]] = []


def kind_of(error: BaseException) -> str:
    """The kind of failure an exception stands for."""
    code = getattr(error, "errno", None)
    if getattr(error, "unsafe_folder", False):
        return UNSAFE_FOLDER
    if getattr(error, "unreadable_target", False):
        return UNREADABLE
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return NO_SPACE
    if code == errno.EROFS:
        return READ_ONLY
    if isinstance(error, PermissionError) or code in (errno.EACCES, errno.EPERM):
        return PERMISSION
    return OTHER


def _key(path) -> str:
    return str(Path(path))


def _notify() -> None:
    with _lock:
        now = failures()
        listeners = list(_listeners)
    for callback in listeners:
        try:
            callback(now)
        except Exception:  # a listener's trouble never breaks a write
            pass


def failed(path, error: BaseException) -> WriteFailure:
    """``path`` could not be written because of ``error``: marked until :func:`succeeded`."""
    key = _key(path)
    reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
    with _lock:
        old = _failures.get(key)
        folder = getattr(error, "folder", None)
        failure = WriteFailure(path=Path(path), kind=kind_of(error), reason=str(reason),
                               errno=getattr(error, "errno", None),
                               when=old.when if old is not None else time.time(),
                               count=(old.count + 1) if old is not None else 1,
                               folder=Path(folder) if folder is not None else None,
                               why=str(getattr(error, "why", "") or ""))
        _failures[key] = failure
    _notify()
    return failure


def succeeded(path) -> bool:
    """``path`` was written: no longer marked (and its retry, if any, dropped). Returns
    whether it was marked."""
    key = _key(path)
    with _lock:
        was = _failures.pop(key, None) is not None
        _pending.pop(key, None)
    if was:
        _notify()
    return was


def failures() -> list:
    """The files that could not be written and have not been written since, oldest first."""
    with _lock:
        return sorted(_failures.values(), key=lambda f: (f.when, str(f.path)))


def listen(callback: Callable[[list], None]) -> Callable[[], None]:
    """Call ``callback(failures())`` after every change; returns a function that stops it."""
    with _lock:
        _listeners.append(callback)

    def stop() -> None:
        with _lock:
            if callback in _listeners:
                _listeners.remove(callback)
    return stop


def pending(path, again: Callable[[], object]) -> None:
    """``again()`` writes ``path`` once more (raising OSError if it still cannot): run by
    :func:`retry` until it works. A later call for the same file replaces it."""
    with _lock:
        _pending[_key(path)] = again


_retrying = threading.local()


def retry() -> int:
    """Try every pending write again; returns how many still fail. A retry that writes (and
    so would retry again) does not start another round."""
    if getattr(_retrying, "busy", False):
        return len(_pending)
    _retrying.busy = True
    try:
        return _retry()
    finally:
        _retrying.busy = False


def _retry() -> int:
    with _lock:
        todo = list(_pending.items())
    left = 0
    for key, again in todo:
        try:
            again()
        except (OSError, ValueError, TypeError):
            left += 1  # the write that failed has said so itself
            continue
        with _lock:
            if _pending.get(key) is again:
                del _pending[key]
        succeeded(key)
    return left


def reset() -> None:
    """Forget every failure and retry (tests; a new home)."""
    with _lock:
        _failures.clear()
        _pending.clear()
    _notify()
