"""How late the main thread runs while bgsage computes on another thread: in this process, through
a helper process (bgdesk.bots.sage_process, as the program does), and during a rollout (in this
process, and in a rollout helper, as the program does).

    python tests/benchmarks/bench_gil.py [--seconds 5] [--level 3ply]

The main thread sleeps 1 ms at a time and notes how long each sleep really took, while a second
thread asks bgsage for cube decisions of a middle-game position, one after the other (or, for the
rollout, rolls out one cube decision).  Printed for each way: the calls made, and the main
thread's ticks: median, 99th percentile and longest (ms).  bgsage's native evaluations keep
Python's interpreter lock while they run, so in-process the longest tick is about one call long;
through a helper the waiting thread holds no lock.  The program sets Python's switch interval to
1 ms (bgdesk.gui.window.app.keep_gui_responsive); so does this script.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bgdesk.bots import reference, sage, sage_process  # noqa: E402
from bgdesk.bots.context import CubeState  # noqa: E402
from bgdesk.engine import Position  # noqa: E402

MIDDLE = Position.from_position_id("mzYGgByw2xsADA")


def ticks_while(work, seconds: float) -> tuple[int, list]:
    """(calls made by ``work``, the main thread's 1 ms ticks in ms) over ``seconds``."""
    stop = threading.Event()
    calls = [0]

    def run() -> None:
        while not stop.is_set():
            work()
            calls[0] += 1

    th = threading.Thread(target=run, daemon=True)
    th.start()
    gaps, t0 = [], time.perf_counter()
    last = t0
    while time.perf_counter() - t0 < seconds:
        time.sleep(0.001)
        now = time.perf_counter()
        gaps.append((now - last) * 1000.0)
        last = now
    stop.set()
    th.join()
    return calls[0], gaps


def line(label: str, calls: int, gaps: list) -> None:
    gaps = sorted(gaps)
    p99 = gaps[int(len(gaps) * 0.99)]
    print(f"{label:<34} {calls:>6} {statistics.median(gaps):>8.2f} {p99:>8.2f} {gaps[-1]:>8.2f}",
          flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--level", default="3ply")
    args = ap.parse_args(argv)
    sys.setswitchinterval(0.001)
    state = CubeState(MIDDLE)
    board = list(MIDDLE.board)
    kwargs = sage._match_args(state)

    def cube():
        sage.analyzer(args.level).cube_action(board, **kwargs)

    print(f"{'bgsage on a second thread':<34} {'calls':>6} {'median':>8} {'p99':>8} {'longest':>8}"
          "  (main thread's 1 ms ticks, ms)")
    line("nothing (the machine alone)", 0, ticks_while(lambda: time.sleep(0.01), args.seconds)[1])
    cube()  # loaded before timing
    line(f"{args.level} cube, in this process", *ticks_while(cube, args.seconds))
    sage_process.enable(size=1, warm=False)
    try:
        cube()
        line(f"{args.level} cube, in a helper process", *ticks_while(cube, args.seconds))
    finally:
        sage_process.disable()
    from bgdesk.bots import rollout
    from bgdesk.bots.rollout import RolloutSettings, rollout_cube

    settings = RolloutSettings(trials=144, seed=1)
    reference.CACHE.clear()
    rollout.drop_idle()  # (its first rollout makes bgsage's rollout analyzers, as the program's)
    line("rollout of the cube, in this process",
         *ticks_while(lambda: rollout_cube(state, settings), args.seconds))
    sage_process.enable(size=1, warm=False)
    try:
        line("rollout of the cube, in a helper",
             *ticks_while(lambda: rollout_cube(state, settings), args.seconds))
    finally:
        sage_process.disable()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
