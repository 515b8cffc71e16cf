"""A bgdesk process on a home, for test_one_home.py: it claims the home exactly as ``bgdesk``
does (:func:`bgdesk.gui.window.instance.claim_home`), and then either

- holds it: the real main window (offscreen) with the autosave session, resuming what is saved,
  its channel open for second starts, playing random 1-point matches one action per event-loop
  turn (seeded dice, no cube: nothing to answer), a new one when one ends; or
- hands its file to the process holding the home and ends (status 0), or is refused (status 3).

Usage: ``python home_player.py LOG SEED [--finish] [FILE]`` with ``BGDESK_HOME`` set. With
``--finish`` a process that holds the home resumes, records and archives what is due, then
ends. It appends to LOG (plain os.write: a SIGKILL loses nothing written):

    first <pid>        it holds the home
    forwarded <pid>    it handed its file over (and ends)
    refused <pid>      the holder did not answer (and ends)
    opened <file>      (the holder) a second start handed it FILE
    ready              the holder plays
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    log = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    seed = int(sys.argv[2])
    rest = sys.argv[3:]
    finish = "--finish" in rest
    files = [a for a in rest if a != "--finish"]

    def note(text: str) -> None:
        os.write(log, (text + "\n").encode())

    from bgdesk.gui.window.app import make_application
    from bgdesk.gui.window.instance import claim_home

    claim = claim_home(files[0] if files else None, None, [sys.argv[0]], make_application)
    if isinstance(claim, int):
        note(f"{'forwarded' if claim == 0 else 'refused'} {os.getpid()}")
        return claim
    note(f"first {os.getpid()}")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from bgdesk.gui.match.controller import MatchConfig
    from bgdesk.gui.prefs import GuiSettings
    from bgdesk.gui.window.mainwindow import MainWindow
    from bgdesk.gui.window.startup import start_session
    from tests.gui.window.test_disk_full import act

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = MainWindow(GuiSettings(animation_speed="off", confirm_moves=True))
    server = claim.serve(window)
    server.requested.connect(lambda fs: [note(f"opened {f}") for f in fs])
    start_session(window, ask=lambda _u: True, inform=lambda texts: None)
    window.show()
    if finish:
        window.session.checkpoint()
        window.controller.match = None
        return 0
    rng = random.Random(seed)
    ctl = window.controller
    count = 0

    def new_match() -> None:
        nonlocal count
        count += 1
        ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=1, seed=seed * 1000 + count))

    if ctl.match is None or ctl.match.is_over or ctl.match.length != 1:
        new_match()  # not resumed (the window opens with a money session): a 1-point match
    note("ready")
    print("ready", flush=True)

    def tick() -> None:
        if not act(ctl, rng):
            new_match()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(0)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
