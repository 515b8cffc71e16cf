"""Start a helper process, let it work, and kill it with SIGKILL, for the kill tests."""

from __future__ import annotations

import signal
import subprocess
import threading
from pathlib import Path
from typing import Callable


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
