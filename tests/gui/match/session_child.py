"""A real game controller playing a money session with autosave on, for test_kill_session.py.

Usage: ``python tests/gui/match/session_child.py LOG SEED`` with ``BGDESK_HOME`` pointing to a
scratch folder. Like autosave_game.py it goes through the program's own load path
(:func:`bgdesk.gui.match.session.load_unfinished`, ``AutosaveSession.adopt``,
``GameController.resume``): it resumes the autosaved session if there is one, else starts a
money session between Alice and Bob with seeded dice; then it plays random legal actions for
ever (rolls, doubles, takes and passes, resignations offered often so that games are short, and
plays made one checker step at a time). It appends to LOG with plain os.write (SIGKILL loses
nothing written), the writer's lines from the writer's own thread, at the moment they happen:

    resumed <digest> <games>   the record it resumed (or "new - 0")
    saving <digest>            the writer is about to replace the autosave with this state
    saved <digest>             ... and has
    game <n>                   game n has ended (on the GUI thread)
    ready                      after resuming, before playing

The test kills it with SIGKILL at random moments.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from autosave_game import act  # noqa: E402  (random legal actions, one checker step at a time)


def main() -> int:
    log = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    seed = int(sys.argv[2])

    def note(text: str) -> None:
        os.write(log, (text + "\n").encode())

    from PySide6.QtCore import QCoreApplication

    from bgdesk.engine.game import Phase
    from bgdesk.gui.match.controller import GameController, MatchConfig
    from bgdesk.gui.match.session import AutosaveSession, load_unfinished
    from bgdesk.gui.prefs import GuiSettings
    from bgdesk.storage.autosave import record_digest

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 (signals need it)
    ctl = GameController(GuiSettings(animation_speed="off", confirm_moves=True))
    session = AutosaveSession(ctl)
    session.writer.add_listener(lambda kind, text: kind in ("saving", "saved")
                                and note(f"{kind} {text}"))
    unfinished, messages = load_unfinished()
    if messages:
        note("MESSAGES " + " | ".join(messages).replace("\n", " "))
        return 3
    if unfinished is not None:
        note(f"resumed {record_digest(unfinished.record)} {len(unfinished.match.games)}")
        session.adopt(unfinished)
        ctl.resume(unfinished.match, unfinished.names)
    else:
        note("new - 0")
        ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=0, seed=seed))
    note("ready")
    print("ready", flush=True)
    rng = random.Random(seed)

    def finished() -> int:
        return len(ctl.match.games) - (0 if ctl.game.is_over else 1)

    noted = finished()
    while True:
        if ctl.game.phase is Phase.BEFORE_ROLL and rng.random() < 0.15:
            ctl.resign(rng.choice((1, 1, 2)))  # short games: a thousand actions a kill at most
        else:
            act(ctl, rng)
        if finished() > noted:
            noted = finished()
            note(f"game {noted}")

if __name__ == "__main__":
    sys.exit(main())
