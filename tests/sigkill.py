"""Start a helper process, let it work, and kill it with SIGKILL, for the kill tests.

:func:`kill_after` starts the helper with ``python SCRIPT``; :class:`ForkServer` starts each
round's helper by forking a server that has imported it once (tests/forkserver.py), so that a
round costs the work and the kill, not Python's and Qt's start-up."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable

FORKSERVER = Path(__file__).resolve().parent / "forkserver.py"


def kill_after(cmd: list, *, env: dict, cwd, limit: float,
               started: Callable[[str, subprocess.Popen], None],
               wait: Callable[[], None]) -> None:
    """Run ``cmd``; ``started(first line of its output, process)`` checks it came up, ``wait()``
    lets it work; then it is killed with SIGKILL. A process that outlives ``limit`` seconds is
    killed anyway (a failure, not a hang); the process is always reaped and its pipes closed.
    Asserts that the SIGKILL is what ended it."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(limit, proc.kill)
    watchdog.start()
    try:
        started(proc.stdout.readline().strip(), proc)
        wait()
        assert proc.poll() is None, f"it stopped by itself: {proc.stderr.read()}"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL


class _Errors:
    def __init__(self, server: "ForkServer") -> None:
        self.server = server

    def read(self) -> str:
        return self.server.errors()

    def close(self) -> None:
        pass  # the server's file, closed with it


class _Forked:
    """One forked helper, as much of :class:`subprocess.Popen` as the tests' checks use:
    ``pid``, ``poll()``, ``returncode`` and ``stderr.read()`` (what the server's children wrote
    to stderr so far)."""

    def __init__(self, server: "ForkServer", pid: int) -> None:
        self.server = server
        self.pid = pid
        self.returncode: int | None = None
        self.stderr = _Errors(server)

    def poll(self) -> int | None:
        if self.returncode is None:
            self.returncode = self.server._ended(timeout=0)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None:
            self.returncode = self.server._ended(timeout=timeout)
        if self.returncode is None:
            raise subprocess.TimeoutExpired(f"forked helper {self.pid}", timeout)
        return self.returncode

    def send_signal(self, sig: int) -> None:
        if self.poll() is None:
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                pass

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


class ForkServer:
    """``python tests/forkserver.py SCRIPT MODULES...`` run once; :meth:`kill_after` then works
    as :func:`kill_after` does for ``python SCRIPT ARGS``, each round a fresh process forked from
    the server (so no round pays for the imports).  Use it as a context manager."""

    def __init__(self, script, *, modules: tuple = (), env: dict, cwd) -> None:
        self._errors = tempfile.TemporaryFile("w+", encoding="utf-8")
        self.proc = subprocess.Popen([sys.executable, str(FORKSERVER), str(script), *modules],
                                     cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._errors, text=True, bufsize=1)
        self._pending = ""

    def __enter__(self) -> "ForkServer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc.stdout.close()
        self._errors.close()

    def _line(self, timeout: float | None) -> str | None:
        """The server's next line, or None when none came within ``timeout`` (None: wait)."""
        fd = self.proc.stdout.fileno()
        while "\n" not in self._pending:
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                return None
            chunk = os.read(fd, 4096).decode()
            if not chunk:
                raise AssertionError(f"the fork server ended: {self.errors()}")
            self._pending += chunk
        line, _, self._pending = self._pending.partition("\n")
        return line

    def _ended(self, timeout: float | None) -> int | None:
        """The exit code of the child, once the server says it ended (None: still running);
        what the child printed on the way is passed over."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            left = None if end is None else max(0.0, end - time.monotonic())
            line = self._line(left)
            if line is None:
                return None
            if line.startswith("ended "):
                return int(line.split()[1])

    def start(self, args: list, limit: float = 60.0) -> _Forked:
        """Fork a helper with ``args`` and return it at once (as :class:`subprocess.Popen`
        would: ``poll``, ``wait``, ``send_signal``, ``kill``). One helper at a time per
        server."""
        self.proc.stdin.write(json.dumps([str(a) for a in args]) + "\n")
        self.proc.stdin.flush()
        first = self._line(limit)
        assert first is not None and first.startswith("pid "), (first, self.errors())
        return _Forked(self, int(first.split()[1]))

    def errors(self) -> str:
        self._errors.seek(0)
        return self._errors.read()

    def kill_after(self, args: list, *, limit: float,
                   started: Callable[[str, _Forked], None], wait: Callable[[], None]) -> None:
        """Fork a helper with ``args``; ``started(first line it printed, helper)`` checks it came
        up, ``wait()`` lets it work, then it is killed with SIGKILL (after ``limit`` seconds in
        any case: a failure, not a hang). Asserts that the SIGKILL is what ended it."""
        self.proc.stdin.write(json.dumps([str(a) for a in args]) + "\n")
        self.proc.stdin.flush()
        first = self._line(limit)
        assert first is not None and first.startswith("pid "), (first, self.errors())
        child = _Forked(self, int(first.split()[1]))

        def overdue() -> None:
            try:
                os.kill(child.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        watchdog = threading.Timer(limit, overdue)
        watchdog.start()
        try:
            line = self._line(limit)
            if line is not None and line.startswith("ended "):
                child.returncode = int(line.split()[1])
                line = ""
            started((line or "").strip(), child)
            wait()
            assert child.poll() is None, f"it stopped by itself: {self.errors()}"
            os.kill(child.pid, signal.SIGKILL)
            child.wait()
        finally:
            watchdog.cancel()
            if child.returncode is None:
                overdue()
                child.wait()
        assert child.returncode == -signal.SIGKILL, child.returncode


def read_log(path: Path) -> list[tuple[str, str]]:
    """A helper's log as ``(first word, the rest)`` per line."""
    out = []
    for line in Path(path).read_text().splitlines():
        word, _, rest = line.partition(" ")
        out.append((word, rest))
    return out


def events_in(record: dict) -> int:
    """How many events a match record's games hold."""
    return sum(len(g["events"]) for g in record["games"])
