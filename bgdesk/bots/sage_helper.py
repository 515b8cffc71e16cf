"""The helper process's side of :mod:`bgdesk.bots.sage_process`: bgsage's answers to the
program's questions, one JSON line in, one JSON line out, until stdin closes.

Run as ``python -m bgdesk.bots.sage_helper`` (the packaged program: ``bgdesk --sage-worker``).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from typing import Any

from . import rollout, sage
from .sage_process import NICENESS


def _probs(p) -> list:
    return [float(x) for x in p.to_list()]


def _answer(op: str, args: list) -> Any:
    if op == "ping":  # (loads bgsage and its network: the first question need not wait for it)
        sage.local_analyzer("1ply", 0, True)
        return "pong"
    if op == "plays_valued":
        level, board, boards, match_args = args
        return [[eq, list(p)] for eq, p in sage.plays_valued_here(level, board, boards, match_args)]
    if op not in ("checker_play", "cube_action", "post_move_analytics"):
        raise ValueError(f"unknown request {op!r}")
    level, threads, cubeful, board, rest, kwargs = args
    a = sage.local_analyzer(level, int(threads), bool(cubeful))
    if op == "checker_play":
        r = a.checker_play(list(board), int(rest[0]), int(rest[1]), **kwargs)
        return [[list(m.board), float(m.equity), _probs(m.probs)] for m in r.moves]
    if op == "cube_action":
        r = a.cube_action(list(board), **kwargs)
        return {"should_double": bool(r.should_double), "should_take": bool(r.should_take),
                "is_beaver": bool(r.is_beaver), "equity_nd": float(r.equity_nd),
                "equity_dt": float(r.equity_dt), "equity_dp": float(r.equity_dp),
                "probs": _probs(r.probs)}
    r = a.post_move_analytics(list(board), **kwargs)
    return {"cubeful_equity": float(r.cubeful_equity), "probs": _probs(r.probs)}


def serve(stdin=None, stdout=None) -> int:
    """The helper's loop: one JSON request per line in, one JSON answer per line out, until
    stdin closes.  Returns the exit status."""
    import gc

    gc.enable()  # (the packaged program's start-up hook pauses it for the window's start)
    stdin = stdin or sys.stdin
    if stdout is None:
        # the answers get a descriptor of their own; anything else written to stdout (by
        # Python or by bgsage's native code) goes to stderr and cannot garble an answer
        stdout = os.fdopen(os.dup(1), "w", encoding="utf-8")
        os.dup2(2, 1)
        sys.stdout = sys.stderr
    try:
        os.nice(NICENESS)
    except (AttributeError, OSError):
        pass
    write = _Writer(stdout)
    running: _Long | None = None
    try:
        for line in stdin:
            try:
                request = json.loads(line)
                op, args = str(request["op"]), list(request["args"])
            except Exception as e:  # noqa: BLE001 - handed back, the caller decides
                write({"error": f"{type(e).__name__}: {e}"})
                continue
            if op == "cancel":  # (no answer: the long request answers {"stopped": true})
                if running is not None:
                    running.stop.set()
                continue
            if running is not None:  # one request at a time: the caller waits for the answer
                running.join()
                running = None
            if op in LONG:
                running = _Long(op, args, write)
                continue
            try:
                write({"ok": _answer(op, args)})
            except Exception as e:  # noqa: BLE001
                write({"error": f"{type(e).__name__}: {e}"})
    finally:
        if running is not None and running.is_alive():
            # the program is gone: nobody waits for the rollout; it is asked to stop, and the
            # helper leaves without waiting long for bgsage's threads to see it
            running.stop.set()
            running.join(LEAVE_WITHIN)
            if running.is_alive():
                sys.stdout.flush()
                os._exit(0)
    return 0


class _Writer:
    """One JSON line at a time to the program (a long request writes from its own thread)."""

    def __init__(self, stdout) -> None:
        self.stdout = stdout
        self.lock = threading.Lock()

    def __call__(self, reply: dict) -> None:
        text = json.dumps(reply, separators=(",", ":")) + "\n"
        with self.lock:
            try:
                self.stdout.write(text)
                self.stdout.flush()
            except (OSError, ValueError):  # the program is gone
                pass


#: Requests that run on a thread of their own, report progress and can be cancelled.
LONG = ("rollout_plays", "rollout_cube")
#: The least time between two progress lines (seconds; the last one always goes).
PROGRESS_EVERY = 0.1
#: How long a helper whose program is gone waits for its rollout to stop (seconds).
LEAVE_WITHIN = 0.5


class _Long(threading.Thread):
    """A rollout: ``{"progress": [done, total, figures]}`` lines, then the answer, or
    ``{"stopped": true}`` when cancelled."""

    def __init__(self, op: str, args: list, write: _Writer) -> None:
        super().__init__(name=f"bgdesk-{op}", daemon=True)
        self.op, self.args, self.write = op, args, write
        self.stop = threading.Event()
        self.last = 0.0
        self.start()

    def progress(self, done: int, total: int, figures: list) -> None:
        now = time.monotonic()
        if done < total and now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        figures = [rollout.rolled_to_list(r) for r in figures]
        self.write({"progress": [int(done), int(total), figures]})

    def run(self) -> None:
        try:
            if self.op == "rollout_plays":
                boards, match_args, settings = self.args
                out = rollout.rollout_plays_here(
                    [tuple(int(x) for x in b) for b in boards], dict(match_args),
                    rollout.RolloutSettings(**settings), self.progress, self.stop.is_set)
                reply = {"ok": [rollout.rolled_to_list(r) for r in out]}
            else:
                board, match_args, settings = self.args
                out = rollout.rollout_cube_here(
                    [int(x) for x in board], dict(match_args),
                    rollout.RolloutSettings(**settings), self.progress, self.stop.is_set)
                reply = {"ok": rollout.cube_to_dict(out)}
        except rollout.Stopped:
            reply = {"stopped": True}
        except Exception as e:  # noqa: BLE001 - handed back, the caller decides
            reply = {"error": f"{type(e).__name__}: {e}"}
        self.write(reply)



if __name__ == "__main__":
    sys.exit(serve())
