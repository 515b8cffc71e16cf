"""The session writers of this process, so that a read can wait for what they were handed.

:mod:`bgdesk.storage.writer` registers each :class:`~bgdesk.storage.writer.SessionWriter` here;
the readers (:mod:`~bgdesk.storage.autosave`, :mod:`~bgdesk.storage.archive`,
:mod:`~bgdesk.storage.stats`) call :func:`flush_quickly` before they read, so a read sees what
this process saved. It lives below all of them, so none imports another for it.
"""

from __future__ import annotations

import atexit
import threading
import time
import weakref

_writers: "weakref.WeakSet" = weakref.WeakSet()
_lock = threading.Lock()


def register(writer) -> None:
    """Keep ``writer`` (anything with ``flush(timeout) -> bool`` and the ``_thread`` it writes
    on) until it is garbage."""
    with _lock:
        _writers.add(writer)


def flush_all(timeout: float = 30.0) -> bool:
    """Wait until every writer of this process has written what it was handed, so that a read
    sees what this process saved. Does nothing on a writer's own thread (a writer reading the
    statistics must not wait for another). Returns False if one did not within ``timeout``
    seconds (its disk keeps refusing)."""
    with _lock:
        writers = list(_writers)
    me = threading.current_thread()
    if any(me is getattr(w, "_thread", None) for w in writers):
        return True
    deadline = time.monotonic() + timeout
    ok = True
    for w in writers:
        ok = w.flush(max(0.0, deadline - time.monotonic())) and ok
    return ok


def flush_quickly() -> None:
    """:func:`flush_all` for readers: waits a few seconds at most (a write in progress takes
    milliseconds; one that keeps failing is not waited for)."""
    flush_all(3.0)


atexit.register(flush_all, 10.0)
