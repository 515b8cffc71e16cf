"""Take the screenshots the AppStream metainfo shows, on the display this runs on.

    eval "$(../shared/tools/desktop.sh 1366x768)"      # Xvfb with a window manager
    python packaging/screenshots.py                      # writes packaging/screenshots/*.png
    ../shared/tools/desktop.sh stop $DISPLAY

The program is started as the ``bgdesk`` command starts it (settings in a temporary
BGDESK_HOME), maximised; a person plays the bottom seat with bgsage's choices against the
expert computer player until the position is well under way, then the whole screen (window
manager decorations included) is saved:

* board.png  - a money session, the person to move with the dice rolled;
* hint.png   - the same moment with the hint window open beside the board;
* latvian.png - a 7-point match, the program in Latvian.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TURNS = 7  # the person's turns played before the picture


def pause(app, seconds: float) -> None:
    """Let Qt run (animations, the bot's thinking, repaints) for ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)


def play_until_under_way(app, window, seed: int) -> None:
    """The person (bottom seat) plays bgsage's choice each turn and takes every double; the
    computer answers. Ends with the person to move, the dice rolled."""
    from bgdesk.bots import make_bot
    from bgdesk.engine.game import Phase

    ctl = window.controller
    helper = make_bot("expert", rng=random.Random(seed))
    turns, deadline = 0, time.monotonic() + 600
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
        g = ctl.game
        if g.phase is Phase.DOUBLE_OFFERED and not ctl.is_bot_seat(1 - g.on_roll):
            ctl.take()
        elif g.is_over and ctl.can("roll"):
            ctl.next_game()
        elif g.phase is Phase.MOVING and ctl.turn is not None and not ctl.is_bot_seat(g.on_roll):
            if turns >= TURNS:
                pause(app, 1.5)  # the dice land
                return
            play = helper.choose_play(ctl.turn.start, ctl.turn.dice)
            if not ctl.enter_move(str(play)):
                raise SystemExit(f"{play} was refused: {ctl.last_message}")
            if ctl.turn is not None:
                ctl.commit()
            turns += 1
        elif ctl.can("roll") and g.phase in (Phase.OPENING, Phase.BEFORE_ROLL):
            ctl.roll()
    raise SystemExit("the game did not get under way in 10 minutes")


def grab(app, path: Path) -> None:
    pause(app, 0.5)
    image = app.primaryScreen().grabWindow(0).toImage()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path)):
        raise SystemExit(f"could not write {path}")
    print(f"{path} {image.width()}x{image.height()}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, default=ROOT / "packaging" / "screenshots")
    p.add_argument("--seed", type=int, default=11)
    args = p.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        raise SystemExit("no display: start one with ../shared/tools/desktop.sh 1366x768")
    os.environ["BGDESK_HOME"] = tempfile.mkdtemp(prefix="bgdesk-screenshots-")

    from bgdesk.gui.i18n import apply_language
    from bgdesk.gui.match.controller import MatchConfig
    from bgdesk.gui.window.app import start

    window = start(["bgdesk"])
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    while not window.rooms_installed:  # installed once the board has been painted
        app.processEvents()
    window.showMaximized()
    ctl = window.controller

    ctl.new_match(MatchConfig(names=("Ana", "Expert"), length=0, players=("human", "expert"), seed=args.seed))
    play_until_under_way(app, window, args.seed)
    grab(app, args.out / "board.png")

    window.practice.hint()
    hint = window.practice.hint_window
    geo = app.primaryScreen().availableGeometry()
    hint.resize(460, 420)
    hint.move(geo.right() - 480, geo.top() + 120)
    pause(app, 8)  # the evaluation runs off the GUI thread
    grab(app, args.out / "hint.png")
    hint.close()

    apply_language("lv")
    ctl.new_match(MatchConfig(names=("Anna", "Eksperts"), length=7, players=("human", "expert"),
                              seed=args.seed + 1))
    play_until_under_way(app, window, args.seed + 1)
    grab(app, args.out / "latvian.png")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
