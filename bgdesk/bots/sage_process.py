"""bgsage's evaluations in helper processes, so the program's own threads keep running meanwhile.

bgsage's native calls keep Python's global interpreter lock for their whole length: while a
computer player's 3-ply cube analysis ran on a worker thread (20-100 ms), the GUI thread could
not run a line, and a click on the board waited for it (measured: with one thread calling
bgsage, a 1 ms timer on the main thread was late by up to 101 ms, p99 68 ms).  In a process of
its own bgsage holds only that process's lock.

The program (``bgdesk.gui.window.app.run`` and the self-test) calls :func:`enable`; from then on
:func:`bgdesk.bots.sage.analyzer` hands out :class:`RemoteAnalyzer` objects and
:func:`bgdesk.bots.sage.plays_valued` is answered by a helper.  Library use, the tests and the
benchmarks evaluate in-process unless they enable it.

The helpers:

* are started by :class:`Pool` when first needed (at most one per core), as
  ``python -m bgdesk.bots.sage_helper`` (:mod:`bgdesk.bots.sage_helper`, their side) or, in the packaged program, ``bgdesk --sage-worker``;
* talk JSON lines over their stdin/stdout: one request ``{"op": ..., "args": [...]}`` and one
  answer ``{"ok": ...}`` or ``{"error": "..."}`` at a time (no pickle: only numbers, lists and
  names cross);
* answer a rollout (``rollout_plays``, ``rollout_cube``: :func:`rollout_pool`, helpers of their
  own) from a thread of theirs, with ``{"progress": ...}`` lines before the answer, and stop it
  when the program writes ``{"op": "cancel"}`` (the answer is then ``{"stopped": true}``);
* run a little below the program's priority, so the board comes first when both want a core;
* leave when their stdin closes: when the program exits, or is killed.

A helper that cannot be started or dies is replaced once; if that fails too, the evaluation is
made in-process (slower to the board, never wrong) and said once on stderr.
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import subprocess
import sys
import threading
from typing import Any, Callable

#: how much lower than the program the helpers run (``nice`` increment)
NICENESS = 3

_pool: "Pool | None" = None
_rollout_pool: "Pool | None" = None
_pool_lock = threading.Lock()
#: how many rollouts may run in helpers at once (two windows may ask for different ones)
ROLLOUT_HELPERS = 2
#: how often a long request looks whether it was cancelled, while no line comes (seconds)
POLL_SECONDS = 0.05


# -- the program's side ---------------------------------------------------------------------------

class HelperGone(Exception):
    """The helper process could not be started, or stopped answering."""


class PoolClosed(HelperGone):
    """The pool was closed (the program is ending, or helpers were switched off) while a request
    waited or ran: nothing is wrong with the helpers, so nobody is told."""


class HelperError(RuntimeError):
    """The helper answered with an error (what bgsage raised there)."""


class HelperStopped(Exception):
    """A long request (a rollout) was cancelled, and the helper stopped it."""


def command() -> list:
    """How a helper is started: the packaged program runs itself with ``--sage-worker`` (the
    frozen binary, or the Debian package's launcher script on the system's Python, which tells
    ``bgdesk.LAUNCHER``); from source, the helper's module."""
    import bgdesk

    if getattr(sys, "frozen", False):
        return [sys.executable, "--sage-worker"]
    if bgdesk.LAUNCHER:
        return [sys.executable, "-I", bgdesk.LAUNCHER, "--sage-worker"]
    return [sys.executable, "-m", "bgdesk.bots.sage_helper"]


def _request(op: str, args: list) -> str:
    return json.dumps({"op": op, "args": args}, separators=(",", ":")) + "\n"


class Helper:
    """One helper process; used by one thread at a time (the pool sees to that)."""

    def __init__(self, cmd: list) -> None:
        try:
            self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         text=True, encoding="utf-8", bufsize=1, close_fds=True)
        except OSError as e:
            raise HelperGone(f"could not start {cmd[0]}: {e}") from e

    def call(self, op: str, args: list) -> Any:
        try:
            self.proc.stdin.write(_request(op, args))
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()  # (blocks without the interpreter lock)
        except (OSError, ValueError) as e:
            raise HelperGone(str(e)) from e
        if not line:
            raise HelperGone(f"the helper stopped (exit status {self.proc.poll()})")
        reply = json.loads(line)
        if "error" in reply:
            raise HelperError(reply["error"])
        return reply["ok"]

    def stream(self, op: str, args: list, progress: Callable[[Any], None],
               cancelled: Callable[[], bool] | None) -> Any:
        """A long request: the helper sends ``{"progress": ...}`` lines (given to ``progress``)
        before its answer; when ``cancelled()`` becomes true (looked at every
        :data:`POLL_SECONDS`, whether or not a line came), it is asked to stop, and
        :class:`HelperStopped` is raised once it has."""
        try:
            self.proc.stdin.write(_request(op, args))
            self.proc.stdin.flush()
        except (OSError, ValueError) as e:
            raise HelperGone(str(e)) from e
        lines: "queue.Queue[str]" = queue.Queue()

        def read() -> None:  # until the answer (not a progress line) or the end of the pipe
            while True:
                try:
                    line = self.proc.stdout.readline()
                except (OSError, ValueError):
                    line = ""
                lines.put(line)
                if not line or not line.startswith('{"progress"'):
                    return

        threading.Thread(target=read, name="bgdesk-sage-stream", daemon=True).start()
        asked_to_stop = False
        while True:
            if not asked_to_stop and cancelled is not None and cancelled():
                asked_to_stop = True
                try:
                    self.proc.stdin.write(_request("cancel", []))
                    self.proc.stdin.flush()
                except (OSError, ValueError) as e:
                    raise HelperGone(str(e)) from e
            try:
                line = lines.get(timeout=POLL_SECONDS)
            except queue.Empty:
                continue
            if not line:
                raise HelperGone(f"the helper stopped (exit status {self.proc.poll()})")
            reply = json.loads(line)
            if "progress" in reply:
                progress(reply["progress"])
            elif "stopped" in reply:
                raise HelperStopped()
            elif "error" in reply:
                raise HelperError(reply["error"])
            else:
                return reply["ok"]

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self, wait: float = 1.0) -> None:
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(wait)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        try:
            self.proc.stdout.close()
        except OSError:
            pass


class Pool:
    """Up to ``size`` helpers, started when first needed; a call takes an idle one (or waits)."""

    def __init__(self, size: int, cmd: list | None = None) -> None:
        self.size = max(1, int(size))
        self.cmd = cmd or command()
        self._idle: "queue.LifoQueue[Helper]" = queue.LifoQueue()
        self._count = 0
        self._lock = threading.Lock()
        self._closed = False
        self._helpers: list = []
        self.failed: str | None = None  # why the helpers are not used, once they failed twice
        self.calls = 0

    def _take(self, cancelled: Callable[[], bool] | None = None) -> Helper:
        """An idle helper, or a new one while there are fewer than ``size``, or the next one
        to be idle (or to be started, should one be dropped meanwhile); :class:`HelperStopped`
        when ``cancelled()`` becomes true while it waits."""
        while True:
            try:
                return self._idle.get_nowait()
            except queue.Empty:
                pass
            with self._lock:
                start = self._count < self.size
                if start:
                    self._count += 1
            if start:
                try:
                    h = Helper(self.cmd)
                except HelperGone:
                    with self._lock:
                        self._count -= 1
                    raise
                with self._lock:
                    self._helpers.append(h)
                return h
            try:
                return self._idle.get(timeout=POLL_SECONDS)
            except queue.Empty:
                if cancelled is not None and cancelled():
                    raise HelperStopped() from None
                self._check_open()

    def _check_open(self) -> None:
        if self._closed:
            raise PoolClosed("closed")
        if self.failed:
            raise HelperGone(self.failed)

    def _drop(self, h: Helper) -> None:
        with self._lock:
            self._count -= 1
            if h in self._helpers:
                self._helpers.remove(h)
        h.close(0.2)

    def stream(self, op: str, args: list, progress: Callable[[Any], None],
               cancelled: Callable[[], bool] | None) -> Any:
        """:meth:`Helper.stream` on an idle helper (started if need be); raises
        :class:`HelperGone` when none can be started or it dies meanwhile (the request is not
        made again: the caller decides), :class:`HelperStopped` once cancelled."""
        self._check_open()
        h = self._take(cancelled)
        try:
            out = h.stream(op, args, progress, cancelled)
        except HelperGone:
            self._drop(h)
            self._check_open()
            raise
        except (HelperError, HelperStopped):
            self._idle.put(h)  # it answered: ready for the next request
            raise
        except BaseException:
            self._drop(h)  # its answer was not read: it may still send one
            raise
        self._idle.put(h)
        self.calls += 1
        return out

    def close_idle(self) -> int:
        """Close the helpers no request is using now (they are started again when needed);
        how many."""
        n = 0
        while True:
            try:
                h = self._idle.get_nowait()
            except queue.Empty:
                return n
            self._drop(h)
            n += 1

    def call(self, op: str, args: list) -> Any:
        """The helper's answer to ``op``; raises :class:`HelperGone` when no helper can answer
        (after one replacement), :class:`HelperError` when bgsage failed there."""
        self._check_open()
        last = None
        for _attempt in range(2):
            try:
                h = self._take()
            except PoolClosed:
                raise
            except HelperGone as e:
                last = e
                continue
            try:
                out = h.call(op, args)
            except HelperGone as e:
                self._drop(h)
                self._check_open()
                last = e
                continue
            except HelperError:
                self._idle.put(h)  # it answered: ready for the next question
                raise
            except BaseException:
                self._drop(h)  # interrupted before its answer was read: it may still send one
                raise
            self._idle.put(h)
            self.calls += 1
            return out
        self.failed = str(last)
        raise HelperGone(self.failed)

    def warm(self) -> None:
        """Start one helper now (on a thread of its own) so the first question does not wait for
        bgsage to load."""
        def run() -> None:
            try:
                self.call("ping", [])
            except (HelperGone, HelperError):
                pass

        threading.Thread(target=run, name="bgdesk-sage-warm", daemon=True).start()

    def pids(self) -> list:
        with self._lock:
            return [h.proc.pid for h in self._helpers]

    def close(self) -> None:
        self._closed = True
        with self._lock:
            helpers, self._helpers = list(self._helpers), []
        for h in helpers:
            h.close(0.5)


def enable(size: int | None = None, warm: bool = True) -> Pool:
    """Evaluate in helper processes from now on (idempotent); returns the pool."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = Pool(size or max(1, os.cpu_count() or 1))
            atexit.register(_pool.close)
            if warm:
                _pool.warm()
        return _pool


def disable() -> None:
    """Back to in-process evaluation; the helpers are closed."""
    global _pool, _rollout_pool
    with _pool_lock:
        pool, _pool = _pool, None
        rollouts, _rollout_pool = _rollout_pool, None
    for p in (pool, rollouts):
        if p is not None:
            p.close()


def pool() -> "Pool | None":
    return _pool


def rollout_pool() -> "Pool | None":
    """The helpers that run rollouts, when helpers are enabled (else None): apart from the
    evaluations' helpers (a rollout keeps one busy for minutes, and uses every core itself),
    at most :data:`ROLLOUT_HELPERS`, started when first needed; bgdesk.bots.rollout closes them
    once idle for a while (bgsage's rollout tables are big)."""
    global _rollout_pool
    with _pool_lock:
        if _pool is None:
            return None
        if _rollout_pool is None:
            _rollout_pool = Pool(ROLLOUT_HELPERS, _pool.cmd)
            atexit.register(_rollout_pool.close)
        return _rollout_pool


_told: list = []


def _tell(e: Exception) -> None:
    if not _told:
        _told.append(e)
        print(f"bgdesk: bgsage's helper process is not available ({e}); "
              "evaluating in the program itself", file=sys.stderr)


def remote_or_local(op: str, args: list, local: Callable[[], Any], wrap: Callable = lambda x: x) -> Any:
    """``wrap(answer)`` of a helper to ``op`` when helpers are enabled and working, else
    ``local()``."""
    p = _pool
    if p is not None and not p.failed:
        try:
            return wrap(p.call(op, args))
        except PoolClosed:
            pass
        except HelperGone as e:
            _tell(e)
    return local()


# -- what a remote call gives back: the parts of bgsage's results bgdesk reads ------------------

class Probs(tuple):
    """Five chances, as bgsage's ``Probabilities`` offers them (``to_list()``)."""

    def to_list(self) -> list:
        return list(self)


class Move:
    __slots__ = ("board", "equity", "probs")

    def __init__(self, board, equity, probs) -> None:
        self.board = board
        self.equity = equity
        self.probs = Probs(probs)


class Plays:
    __slots__ = ("moves",)

    def __init__(self, moves) -> None:
        self.moves = [Move(b, e, p) for b, e, p in moves]


class Cube:
    def __init__(self, d: dict) -> None:
        self.should_double = d["should_double"]
        self.should_take = d["should_take"]
        self.is_beaver = d["is_beaver"]
        self.equity_nd = d["equity_nd"]
        self.equity_dt = d["equity_dt"]
        self.equity_dp = d["equity_dp"]
        self.probs = Probs(d["probs"])


class Post:
    def __init__(self, d: dict) -> None:
        self.cubeful_equity = d["cubeful_equity"]
        self.probs = Probs(d["probs"])


class RemoteAnalyzer:
    """Stands in for a ``bgsage.BgBotAnalyzer`` of one (level, threads, cubeful): the three calls
    bgdesk makes are answered by a helper process (or in-process, should none be available)."""

    def __init__(self, eval_level: str, threads: int, cubeful: bool, local: Callable[[], Any]) -> None:
        self.key = (eval_level, int(threads), bool(cubeful))
        self._local = local  # the in-process analyzer, should no helper answer

    def _call(self, op: str, board, rest: list, kwargs: dict, wrap):
        args = [*self.key, [int(x) for x in board], rest, kwargs]
        return remote_or_local(
            op, args, lambda: getattr(self._local(), op)(list(board), *rest, **kwargs), wrap)

    def checker_play(self, board, d1: int, d2: int, **kwargs):
        return self._call("checker_play", board, [int(d1), int(d2)], kwargs, Plays)

    def cube_action(self, board, **kwargs):
        return self._call("cube_action", board, [], kwargs, Cube)

    def post_move_analytics(self, board, **kwargs):
        return self._call("post_move_analytics", board, [], kwargs, Post)
