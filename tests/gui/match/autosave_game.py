"""A real game controller playing random legal moves with autosave on, for test_kill_gui.py.

Usage: ``python tests/gui/match/autosave_game.py LOG SEED`` with ``BGDESK_HOME`` pointing to a scratch
folder. It goes through the program's own load path (:func:`bgdesk.gui.match.session.load_unfinished`,
``AutosaveSession.adopt``, ``GameController.resume``): it resumes the autosaved match if there is
one, else starts a match to 2 between Alice and Bob with seeded dice. Then it plays for ever:
random rolls, doubles, takes and passes, resignations, and plays made one checker step at a time
(so a kill often lands in the middle of a roll being played, which must not be saved), starting
a new match whenever one ends. It appends to LOG, with plain os.write (SIGKILL loses nothing
written):

    resumed <digest>   the record it resumed (or "new -")
    saving <digest>    a record is about to be saved (its record_digest)
    saved <digest>     that record is on disk
    closing <digest>   a match is about to be archived (the state it ended in)
    closed <digest> <file>   ... and is (its autosave removed)
    ready              after resuming, before playing

The test kills it with SIGKILL at random moments.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bgdesk.engine.game import Phase  # noqa: E402


def act(ctl, rng: random.Random) -> bool:
    """One action of whoever is to act, chosen at random among the legal ones. False when the
    match is over."""
    m, g = ctl.match, ctl.game
    if m is None or m.is_over:
        return False
    if g.is_over:
        ctl.next_game()
        return True
    p = g.phase
    if p is Phase.DOUBLE_OFFERED:
        ctl.take() if rng.random() < 0.7 else ctl.drop()
    elif p is Phase.RESIGN_OFFERED:
        ctl.accept_resignation() if rng.random() < 0.5 else ctl.decline_resignation()
    elif p in (Phase.OPENING, Phase.BEFORE_ROLL):
        r = rng.random()
        if p is Phase.BEFORE_ROLL and r < 0.02:
            ctl.resign(rng.choice((1, 1, 2)))
        elif ctl.can("double") and r < 0.03:
            ctl.double()
        else:
            ctl.roll()
    elif p is Phase.MOVING:
        turn = ctl.turn
        if turn is None:
            return True
        if turn.is_complete:
            ctl.commit()
        else:
            steps = turn.legal_steps()
            if rng.random() < 0.6:  # mostly the rearmost checker, so games end
                step = max(steps, key=lambda s: (s.dst == 0, s.src))
            else:
                step = rng.choice(steps)
            ctl.move(step.src, step.dst)
    return True


def main() -> int:
    log = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    seed = int(sys.argv[2])
    pause = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0

    def note(text: str) -> None:
        os.write(log, (text + "\n").encode())

    from PySide6.QtCore import QCoreApplication

    from bgdesk.gui.match.controller import GameController, MatchConfig
    from bgdesk.gui.prefs import GuiSettings
    from bgdesk.gui.match.session import AutosaveSession, load_unfinished
    from bgdesk.storage.autosave import record_digest

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 (signals need it)
    ctl = GameController(GuiSettings(animation_speed="off", confirm_moves=True))
    session = AutosaveSession(ctl)
    unfinished, messages = load_unfinished()
    if messages:
        note("MESSAGES " + " | ".join(messages).replace("\n", " "))
        return 3
    matches = 0

    def new_match() -> None:
        nonlocal matches
        matches += 1
        ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=2, seed=seed * 1000 + matches))

    # From the writer's thread, at the moment it writes (the session saves off the GUI thread).
    session.writer.add_listener(lambda kind, text: kind in ("saving", "saved", "closing", "closed",
                                                           "failed")
                                and note(f"{kind} {text or '-'}"))
    if unfinished is not None:
        note(f"resumed {record_digest(unfinished.record)}")
        session.adopt(unfinished)
        if unfinished.match.is_over:
            new_match()
        else:
            ctl.resume(unfinished.match, unfinished.names)
    else:
        note("new -")
        new_match()
    note("ready")
    print("ready", flush=True)
    rng = random.Random(seed)
    while True:
        if not act(ctl, rng):
            new_match()
        if pause:
            time.sleep(pause)


if __name__ == "__main__":
    sys.exit(main())
