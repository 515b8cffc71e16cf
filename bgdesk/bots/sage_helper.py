"""The helper process's side of :mod:`bgdesk.bots.sage_process`: bgsage's answers to the
program's questions, one JSON line in, one JSON line out, until stdin closes.

Run as ``python -m bgdesk.bots.sage_helper`` (the packaged program: ``bgdesk --sage-worker``).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from . import sage
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
    for line in stdin:
        try:
            request = json.loads(line)
            reply = {"ok": _answer(str(request["op"]), list(request["args"]))}
        except Exception as e:  # noqa: BLE001 - handed back, the caller decides
            reply = {"error": f"{type(e).__name__}: {e}"}
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0



if __name__ == "__main__":
    sys.exit(serve())
