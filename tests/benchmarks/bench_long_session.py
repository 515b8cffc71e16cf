"""Long-session benchmark: bot against bot through the main window, animations on, for an evening.

Run: ``python tests/benchmarks/bench_long_session.py [--games 500] [--every 50] [--step-ms 8]
[--cut-short] [--level intermediate]`` (offscreen unless QT_QPA_PLATFORM / DISPLAY say otherwise;
settings in a temporary BGDESK_HOME).

The real MainWindow plays a money session between two computer players; every checker step is
animated (``--step-ms`` milliseconds per step). By default the computer players wait for each
animation to end, as they do for a person watching, with their thinking pauses shortened so that
500 games take minutes rather than an evening; ``--cut-short`` drops every pause instead, so
nearly every animation is stopped by the next step. Every ``--every`` games it prints the live
Qt objects (the window's QObject tree, the animations in it, the scene's items, the Qt objects
Python holds wrappers for), Python's object count and the resident memory (VmRSS). Both stay
flat in a program that frees what it is done with: the figure to read is the change in RSS
from game ``--every`` to the last game (the issue's bar: within 10 MB).

Exits 0 whatever the figures are (a benchmark, not a test); tests/gui/board/test_animation_lifetime.py
holds the assertion.

Measured with the defaults (offscreen, 2 busy shared cores, Python 3.11, PySide6 6.11.3; about
40 minutes a run). RSS in MB; live QObjects; Python objects:

=====  ======================  ======================
games  events with __dict__    slotted events
=====  ======================  ======================
   50  136.7   217   51,860    136.4   218   51,918
  100  138.5   217   57,216    138.3   218   57,264
  200  140.6   217   66,838    139.4   218   66,886
  300  142.0   217   76,502    140.6   218   76,550
  400  144.2   217   86,617    142.5   218   86,665
  500  147.0   217   96,598    144.9   218   96,646
=====  ======================  ======================

The Qt side is flat: 217-218 QObjects, 3 animations (the move under way), 44 scene items and
~750 Python wrappers at every mark. What grows is the session's record, which is kept on purpose
(Copy moves, Replay, saving): ~95 events a game. With a ``__dict__`` each event cost ~270 bytes
and RSS grew by 10.3 MB from game 50 to game 500, just past the bar; slotted (~100 bytes) it
grew by 8.6 MB. Roll events are now also shared values (at most 72 different ones; ~45 of a
game's events), which leaves ~55 new Python objects a game.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def census(window) -> dict[str, int]:
    """What is alive now, from Qt's side and Python's."""
    import shiboken6
    from PySide6.QtCore import QAbstractAnimation, QObject
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    tree = {id(o) for w in app.topLevelWidgets() for o in [w, *w.findChildren(QObject)]}
    tree |= {id(o) for o in app.findChildren(QObject)}
    return {
        "qobjects": len(tree),
        "animations": len(window.findChildren(QAbstractAnimation)),
        "scene_items": len(window.scene.items()),
        "wrappers": len(shiboken6.getAllValidWrappers()),
        "py_objects": len(gc.get_objects()),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--every", type=int, default=50)
    p.add_argument("--step-ms", type=int, default=8, help="animation milliseconds per checker step")
    p.add_argument("--level", default="intermediate", help="the computer players' level")
    p.add_argument("--cut-short", action="store_true", help="no pauses: the next step stops each animation")
    p.add_argument("--seed", type=int, default=16)
    args = p.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BGDESK_HOME"] = tempfile.mkdtemp(prefix="bgdesk-bench-")
    sys.path.insert(0, str(ROOT))

    from PySide6.QtWidgets import QApplication

    from bgdesk.gui.match.controller import MatchConfig
    from bgdesk.gui.prefs import GuiSettings
    from bgdesk.gui.window.mainwindow import MainWindow

    app = QApplication.instance() or QApplication(["bgdesk"])
    window = MainWindow(GuiSettings(animation_speed=args.step_ms))
    window.resize(1400, 900)
    window.show()
    ctl = window.controller
    driver = ctl.bot_driver
    if not args.cut_short:  # wait for every animation, but do not think for half a second
        driver.THINK_MS, driver.NEXT_GAME_MS, driver.STEP_PAUSE_MS = 1, 1, 2
    started = {"n": 0}
    finished = {"n": 0}
    ctl.board_changed.connect(lambda _state, moves=(): started.__setitem__("n", started["n"] + bool(moves)))
    window.scene.animation_finished.connect(lambda: finished.__setitem__("n", finished["n"] + 1))
    ctl.new_match(MatchConfig(names=("North", "South"), length=0, players=(args.level, args.level),
                              seed=args.seed, no_delay=args.cut_short))

    mode = "cut short by the next step" if args.cut_short else "waited for"
    print(f"{args.games} games, {args.level} against {args.level}, {args.step_ms} ms per step, animations "
          f"{mode}; platform {app.platformName()}", flush=True)
    print(f"{'games':>6} {'min':>6} {'RSS MB':>8} {'QObjects':>9} {'anims':>6} {'items':>6} {'wrappers':>9} "
          f"{'py objs':>8} {'anims run':>10} {'ended':>8}", flush=True)
    t0 = time.monotonic()
    first_rss = None
    mark = args.every
    deadline = t0 + 6 * 3600
    while mark <= args.games and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.001)
        games_done = len(ctl.match.games) - (0 if ctl.game.is_over else 1)
        if games_done >= mark:
            gc.collect()
            for _ in range(5):  # let deferred deletions run
                app.processEvents()
            c = census(window)
            rss = rss_mb()
            first_rss = rss if first_rss is None else first_rss
            print(f"{games_done:>6} {(time.monotonic() - t0) / 60:>6.1f} {rss:>8.1f} {c['qobjects']:>9} "
                  f"{c['animations']:>6} {c['scene_items']:>6} {c['wrappers']:>9} {c['py_objects']:>8} "
                  f"{started['n']:>10} {finished['n']:>8}", flush=True)
            mark += args.every
    if first_rss is not None:
        print(f"RSS change from game {args.every} to the end: {rss_mb() - first_rss:+.1f} MB "
              f"(bar: within 10 MB)")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
