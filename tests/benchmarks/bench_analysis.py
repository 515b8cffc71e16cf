"""Analysis benchmark: how long the analysis of a 7-point match takes.

    python tests/benchmarks/bench_analysis.py                  # one 7-point match, seed 7
    python tests/benchmarks/bench_analysis.py --matches 3 --seed 11 --level 2ply
    python tests/benchmarks/bench_analysis.py --window         # through the Analysis window

A 7-point match is played bot against bot through the engine (two "intermediate" bots, with the
cube: doubles, takes, passes), then analysed as the Practice > Analyse window does it.  Printed:
the number of games, of evaluations and of decisions, the wall time, and the time per decision.
With ``--review`` the game review is then opened on the result (offscreen Qt) and the time it
takes to show its first error is printed too.

With ``--window`` the match is analysed through the Analysis window instead (offscreen Qt, as
Practice > Analyse the match does): printed are the time, how many times the progress bar moved,
the longest the GUI thread went without running its event loop (a 10 ms timer keeps the count),
and, on a second run cancelled halfway, how long Cancel took to stop it.  bgsage evaluates in
helper processes there, as in the program (bgdesk.bots.sage_process); ``--in-process`` keeps it
in the benchmark's own process, as before, to compare.

The analysis runs at the reference depth (bgsage's 3-ply) unless ``--level`` says otherwise.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bgdesk.bots import Answer, CubeState, make_bot  # noqa: E402
from bgdesk.engine.dice import SeededDice  # noqa: E402
from bgdesk.engine.game import Phase  # noqa: E402
from bgdesk.engine.match import Match  # noqa: E402

#: A guard on a runaway game: no real game is this long.
MAX_ACTIONS = 5000


def play_match(length: int, seed: int, levels=("intermediate", "intermediate")) -> Match:
    """A match to *length* between two bots, with the cube, replayable from *seed*."""
    bots = [make_bot(lv, random.Random(seed * 2 + i)) for i, lv in enumerate(levels)]
    m = Match(length, dice=SeededDice(seed))
    while not m.is_over:
        g = m.new_game()
        for _ in range(MAX_ACTIONS):
            if g.is_over:
                break
            if g.phase is Phase.OPENING:
                g.roll()
            elif g.phase is Phase.BEFORE_ROLL:
                p = g.on_roll
                if g.can_double(p) and bots[p].cube_action(CubeState.from_game(g, p)):
                    g.double(player=p)
                else:
                    g.roll(player=p)
            elif g.phase is Phase.DOUBLE_OFFERED:
                taker = 1 - g.on_roll
                answer = bots[taker].answer_double(CubeState.from_game(g, taker))
                if answer is Answer.PASS:
                    g.drop(player=taker)
                elif answer is Answer.BEAVER and g.can_beaver(taker):
                    g.beaver(player=taker)
                else:
                    g.take(player=taker)
            elif g.phase is Phase.MOVING:
                p = g.on_roll
                g.play(bots[p].choose_play(g.position, g.dice, CubeState.from_game(g, p)), player=p)
        else:
            raise RuntimeError("a game went on for too long")
    return m


def _analysis_module():
    try:
        from bgdesk.bots import analysis
    except ImportError:
        from bgdesk.gui import analysis
    return analysis


def review_open_ms(record, result) -> float:
    """Milliseconds from asking for the game review to its first error shown (offscreen)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from bgdesk.gui.practice.review import ReviewWindow
    from bgdesk.gui.prefs import GuiSettings

    t0 = time.perf_counter()
    win = ReviewWindow.open_for(None, record, result, ("Player 1", "Player 2"), 0,
                                GuiSettings(animation_speed="off"))
    app.processEvents()
    elapsed = 1000 * (time.perf_counter() - t0)
    win.close()
    win.deleteLater()
    return elapsed


def bench(matches: int, seed: int, level: str | None, out=print, review: bool = False) -> list:
    from bgdesk.bots import analysis

    if not analysis.available():
        out("bgsage is not installed: nothing to measure")
        return []
    level = level or analysis.ANALYSIS_LEVEL
    # load the network and the bear-off database first (once per process, as hints do)
    from bgdesk.engine import Position

    analysis.checker_hint(Position.initial(), (3, 1), level=level)
    results = []
    for k in range(matches):
        m = play_match(7, seed + k)
        record = m.record()
        steps = analysis.count_steps(record)
        t0 = time.perf_counter()
        result = analysis.analyse(record, level=level)
        elapsed = time.perf_counter() - t0
        decisions = len(result.decisions)
        counted = sum(1 for d in result.decisions if d.counted)
        results.append((len(record.games), steps, decisions, counted, elapsed))
        out(f"7-point match (seed {seed + k}): {len(record.games)} games, {steps} evaluations, "
            f"{decisions} decisions ({counted} counted), analysed at {level} in {elapsed:.1f} s "
            f"({1000 * elapsed / max(1, decisions):.0f} ms per decision)")
        if review:
            out(f"    game review open in {review_open_ms(record, result):.0f} ms")
    return results


def window_bench(seed: int, level: str | None, out=print, helpers: bool = True) -> dict:
    """The analysis of a 7-point match through the Analysis window (see the module docstring)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from bgdesk.bots import analysis
    from bgdesk.engine import Position
    from bgdesk.gui.practice.analysis_window import AnalysisWindow

    app = QApplication.instance() or QApplication([])
    level = level or analysis.ANALYSIS_LEVEL
    if helpers:
        from bgdesk.bots import sage_process

        sage_process.enable(warm=False)
    analysis.checker_hint(Position.initial(), (3, 1), level=level)  # load bgsage first
    record = play_match(7, seed).record()
    figures = {}
    for cancel_at in (None, 0.5):
        from bgdesk.bots import reference

        reference.CACHE.clear()
        win = AnalysisWindow.start(None, record, ("Player 1", "Player 2"), None, "bench", level)
        clock = QElapsedTimer()
        clock.start()
        gap = {"last": 0, "max": 0, "moves": 0, "value": -1}
        ticker = QTimer()
        ticker.setInterval(10)

        def tick():
            now = clock.elapsed()
            gap["max"] = max(gap["max"], now - gap["last"])
            gap["last"] = now
            v = win.progress.value()
            if v != gap["value"]:
                gap["moves"] += 1
                gap["value"] = v
            if cancel_at is not None and "cancelled" not in gap and \
                    v >= cancel_at * win.progress.maximum() > 0:
                gap["cancelled"] = clock.elapsed()
                win.cancel()

        ticker.timeout.connect(tick)
        ticker.start()
        loop = QEventLoop()
        win.analysis_done.connect(lambda _r: loop.quit())
        loop.exec()
        ticker.stop()
        elapsed = clock.elapsed() / 1000.0
        decisions = len(win.result.decisions) if win.result is not None else 0
        if cancel_at is None:
            figures.update(seconds=elapsed, decisions=decisions, steps=win.progress.maximum(),
                           progress_moves=gap["moves"], max_gap_ms=gap["max"])
            where = "in helper processes" if helpers else "in-process"
            out(f"7-point match (seed {seed}) in the Analysis window at {level}, bgsage {where}: "
                f"{decisions} decisions "
                f"in {elapsed:.1f} s ({1000 * elapsed / max(1, decisions):.0f} ms per decision); "
                f"the progress bar moved {gap['moves']} times; the GUI thread's longest pause "
                f"{gap['max']} ms")
        else:
            stop = elapsed - gap.get("cancelled", 0) / 1000.0
            figures.update(cancel_seconds=stop)
            out(f"    cancelled at half way: stopped {stop:.2f} s after Cancel "
                f"({win.status.text()!r}); longest pause {gap['max']} ms")
        win.close()
        win.deleteLater()
        app.processEvents()
    return figures


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=1)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--level", default=None, help="bgsage level (default: the analysis level)")
    ap.add_argument("--review", action="store_true", help="also time opening the game review")
    ap.add_argument("--window", action="store_true", help="through the Analysis window, with Cancel")
    ap.add_argument("--in-process", action="store_true",
                    help="with --window: bgsage in this process, not in helper processes")
    args = ap.parse_args(argv)
    if args.window:
        window_bench(args.seed, args.level, helpers=not args.in_process)
        return 0
    bench(args.matches, args.seed, args.level, review=args.review)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
