"""GUI benchmark: time from process start to the first painted board, and the median repaint of
the whole board at 1600x1000 (DESIGN.md budgets: <= 1 s from source, <= 8 ms).

Run: ``python tests/benchmarks/bench_gui.py`` (offscreen unless QT_QPA_PLATFORM / DISPLAY say
otherwise). Prints the figures; exits 0 whatever they are (a benchmark, not a test).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start_to_first_paint(runs: int = 5) -> list[float]:
    """Wall time from spawning ``python -m bgdesk`` to the board's first paint event."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen" if not env.get("DISPLAY") else env.get("QT_QPA_PLATFORM", "xcb"))
    env["BGDESK_PRINT_FIRST_PAINT"] = "1"
    env["BGDESK_QUIT_AFTER_PAINT"] = "1"
    times = []
    with tempfile.TemporaryDirectory() as home:
        env["BGDESK_HOME"] = home
        for _ in range(runs):
            t0 = time.time()
            out = subprocess.run([sys.executable, "-m", "bgdesk"], cwd=ROOT, env=env,
                                 capture_output=True, text=True, timeout=60)
            stamp = [ln for ln in out.stdout.splitlines() if ln.startswith("first-paint ")]
            if not stamp:
                raise SystemExit(f"no paint reported:\n{out.stdout}\n{out.stderr}")
            times.append(float(stamp[0].split()[1]) - t0)
    return times


def repaint_times(frames: int = 60) -> tuple[float, list[float]]:
    """(first paint after a full refresh, steady repaints) of the whole board at 1600x1000, ms."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    import bgdesk.gui  # noqa: F401  (applies the PySide6 workaround before any Qt call)
    from PySide6.QtWidgets import QApplication

    from bgdesk.gui.match.controller import GameController, MatchConfig
    from bgdesk.gui.prefs import GuiSettings
    from bgdesk.gui.board.scene import BoardScene
    from bgdesk.gui.board.view import BoardView
    from bgdesk.engine.dice import SeededDice

    app = QApplication.instance() or QApplication([])
    settings = GuiSettings(animation_speed="off")
    scene = BoardScene(settings)
    ctl = GameController(settings)
    ctl.board_changed.connect(scene.set_state)
    scene.delegate = ctl
    ctl.new_match(MatchConfig(length=5), dice=SeededDice(3))
    ctl.roll()
    view = BoardView(scene)
    view.resize(1600, 1000)
    view.show()
    for _ in range(5):
        app.processEvents()
    vp = view.viewport()
    scene.refresh()
    view.resetCachedContent()
    t = time.perf_counter()
    vp.repaint()
    cold = (time.perf_counter() - t) * 1000
    for _ in range(5):
        vp.repaint()
    steady = []
    for _ in range(frames):
        t = time.perf_counter()
        vp.repaint()
        steady.append((time.perf_counter() - t) * 1000)
    return cold, steady


def main() -> None:
    starts = start_to_first_paint()
    print(f"start to first painted board: median {statistics.median(starts) * 1000:.0f} ms, "
          f"best {min(starts) * 1000:.0f} ms, worst {max(starts) * 1000:.0f} ms "
          f"({len(starts)} runs; budget 1000 ms)")
    cold, steady = repaint_times()
    print(f"full-board repaint at 1600x1000: median {statistics.median(steady):.2f} ms, "
          f"worst {max(steady):.2f} ms ({len(steady)} frames; budget 8 ms); "
          f"first repaint after refresh {cold:.2f} ms")


if __name__ == "__main__":
    main()
