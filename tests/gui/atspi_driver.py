"""The program, driven step by step for the AT-SPI reader (tests/gui/atspi_reader.py).

Started by the reader with Qt's accessibility on, on an X display: opens the main window as the
``bgdesk`` command does, then plays a scripted sequence with real key and mouse events (a roll,
a step, every refusal the issue named, the main windows and dialogs opened and closed, the same
refusals in another language). After each step it prints ``STEP <name>`` and waits, with the
event loop running (the bus asks the program for its tree meanwhile), until the reader answers
``GO``.

    python tests/gui/atspi_driver.py [STEP-NAMES...]   # every step when none is named
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QPoint, QSocketNotifier, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SETTLE_MS = 120  # what a step's repaints need before the reader looks (it waits for the events)
#: Steps whose events are read, not the whole tree (the tree does not change).
EVENTS_ONLY = ("roll", "step", "refusal", "escape", "language")
#: Steps whose events take longer to cross the bus (ten thousand characters pasted).
SLOW_STEPS = {"refusal:ten_thousand": 1500}


class ScriptedDice:
    """The rolls given first, then seeded ones (the opening 6-3: Ann plays 6-3)."""

    def __init__(self, rolls, seed: int = 11) -> None:
        import random

        self.rolls = list(rolls)
        self.rng = random.Random(seed)

    def roll(self):
        return self.rolls.pop(0) if self.rolls else (self.rng.randint(1, 6), self.rng.randint(1, 6))


class Driver:
    def __init__(self, window, only: list[str]) -> None:
        self.window = window
        self.only = set(only)
        self.steps = list(self.script())
        self.windows: dict = {}
        self._notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._answer)
        self._waiting = False

    # -- the protocol --------------------------------------------------------------------------
    def start(self) -> None:
        # The window takes the keyboard (without a window manager, Qt asks the X server itself),
        # so that focus moves are seen on the bus as a person's would be.
        self.window.raise_()
        self.window.activateWindow()
        QTimer.singleShot(SETTLE_MS * 2, self._next)

    def _next(self) -> None:
        while self.steps:
            name, action = self.steps.pop(0)
            if self.only and name.split(":")[0] not in self.only:
                continue
            try:
                action()
            except Exception as e:  # noqa: BLE001 - said to the reader, never a silent stop
                name = f"{name} (failed: {type(e).__name__}: {e})"
            QTimer.singleShot(SLOW_STEPS.get(name, SETTLE_MS), lambda n=name: self._tell(n))
            return
        QApplication.quit()

    def _tell(self, name: str) -> None:
        # The tree is read after the click on the opponent's checker too (in each language): the
        # refusal is on screen (the status bar) as well as announced.
        kind = "EVENTS" if name.startswith(EVENTS_ONLY) and not name.endswith(":opponent_checker") else "STEP"
        print(f"{kind} {name}", flush=True)
        self._waiting = True

    def _answer(self) -> None:
        line = sys.stdin.readline()
        if not line:
            self._notifier.setEnabled(False)
            QApplication.quit()
            return
        if self._waiting and line.strip() == "GO":
            self._waiting = False
            QTimer.singleShot(0, self._next)

    # -- gestures ------------------------------------------------------------------------------
    @property
    def view(self):
        return self.window.view

    def key(self, k, widget=None) -> None:
        widget = widget or QApplication.focusWidget() or self.view
        QTest.keyClick(widget, k)

    def board_key(self, k) -> None:
        self.view.setFocus()
        QTest.keyClick(self.view, k)

    def click_checker(self, side: int, point: int) -> None:
        scene = self.view.board_scene()
        p = self.view.mapFromScene(scene.location_scene_pos(side, point))
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(p.x(), p.y()))

    def type_move(self, text: str) -> None:
        entry = self.window.move_entry
        entry.setFocus()
        entry.clear()
        QTest.keyClicks(entry, text)
        QTest.keyClick(entry, Qt.Key.Key_Return)

    def paste_move(self, text: str) -> None:
        """``text`` put in the move box at once, as a paste does, then Enter."""
        entry = self.window.move_entry
        entry.setFocus()
        entry.clear()
        entry.insert(text)
        QTest.keyClick(entry, Qt.Key.Key_Return)

    # -- the script ----------------------------------------------------------------------------
    def new_match(self) -> None:
        from bgdesk.gui.match.controller import MatchConfig

        self.window.prompt_driver = None
        self.window.controller.new_match(MatchConfig(names=("Ann", "Ben"), length=3),
                                         dice=ScriptedDice([(6, 3), (5, 2), (6, 3)]))
        self.view.setFocus()

    def open_window(self, name: str) -> None:
        """Open one of the program's larger windows or dialogs as the menus do (a modal one is
        shown without its modal loop, so the script goes on)."""
        w = self.window
        opened = None
        if name == "settings":
            from bgdesk.gui.settings.dialog import SettingsDialog

            opened = SettingsDialog(w, w.settings)
        elif name == "new_match":
            from bgdesk.gui.match.dialogs import NewMatchDialog

            opened = NewMatchDialog(w)
        elif name == "new_chouette":
            from bgdesk.gui.chouette.dialogs import NewChouetteDialog

            opened = NewChouetteDialog(w)
        elif name == "statistics":
            w.act_stats.trigger()
            opened = w.stats_window
        elif name == "archive":
            opened = w.interop.show_archive()
        elif name == "keyboard":
            opened = w.show_keyboard()
        elif name == "replay":
            opened = w.interop.replay_current()
        elif name == "drills":
            opened = w.practice.drills(seed=1)
        elif name == "analysis":
            from bgdesk.gui.practice.analysis_window import AnalysisWindow

            opened = AnalysisWindow(w, "Analysis")
        elif name == "dice_statistics":
            from bgdesk.gui.records.dice_stats_window import DiceStatsWindow

            opened = DiceStatsWindow.show_for(w, w.controller.match.record(), w.controller.names)
        elif name == "position_editor":
            from bgdesk.gui.records.position_editor import PositionEditor

            opened = PositionEditor(w, w.settings)
        elif name == "fairness":
            w.interop.act_fairness.trigger()
            opened = QApplication.activeModalWidget() or getattr(w.interop, "fairness_dialog", None)
        elif name == "rules":
            from bgdesk.gui.help.rules import RulesWindow

            opened = RulesWindow.show_for(w)
        elif name == "fair_dice_help":
            from bgdesk.gui.help.fairdice import FairDiceHelpWindow

            opened = FairDiceHelpWindow.show_for(w)
        elif name == "hint":
            w.practice.act_hint.trigger()
            opened = w.practice._hint_window()
        if opened is not None:
            opened.show()
            opened.raise_()
            opened.activateWindow()
        self.windows[name] = opened

    def show_tab(self, name: str, index: int) -> None:
        """Page ``index`` of the window's tabs, or of Help > Keyboard's places (their controls
        are read while shown)."""
        from PySide6.QtWidgets import QTabWidget

        win = self.windows.get(name)
        if win is not None and hasattr(win, "places"):
            win.places.setCurrentRow(index)
            return
        tabs = win.findChildren(QTabWidget) if win is not None else []
        if tabs and index < tabs[0].count():
            tabs[0].setCurrentIndex(index)

    def close_window(self, name: str) -> None:
        win = self.windows.get(name)
        if win is not None:
            win.close()
        self.window.activateWindow()
        self.view.setFocus()

    def escape_from_the_box(self) -> None:
        entry = self.window.move_entry
        self.window.activateWindow()
        entry.setFocus()
        QApplication.processEvents()
        QTest.keyClick(entry, Qt.Key.Key_Escape)

    #: The windows read, with how many tab pages each has to show.
    WINDOWS = (("settings", 5), ("new_match", 0), ("new_chouette", 0), ("statistics", 3),
               ("archive", 0), ("keyboard", 7), ("replay", 0), ("drills", 0), ("analysis", 0),
               ("dice_statistics", 0), ("position_editor", 0), ("rules", 0), ("fair_dice_help", 0),
               ("hint", 0))

    def script(self):
        yield "start", lambda: None  # the window as the program opens it (fair dice)
        yield "main", self.new_match
        yield "roll", lambda: self.board_key("r")
        yield "step", lambda: (self.board_key(Qt.Key.Key_Return), self.board_key(Qt.Key.Key_Return))
        yield "refusal:opponent_checker", lambda: self.click_checker(1, 6)
        yield "refusal:d_after_roll", lambda: self.board_key("d")
        yield "refusal:p_no_double", lambda: self.board_key("p")
        yield "refusal:unknown_key", lambda: self.board_key("x")
        yield "refusal:disabled_shortcut", lambda: (self.view.setFocus(), QTest.keySequence(self.view, "Ctrl+D"))
        yield "refusal:typed_24_10", lambda: self.type_move("24/10")
        yield "refusal:unreadable", lambda: self.type_move("hello" * 40)
        yield "refusal:ten_thousand", lambda: self.paste_move("hello" * 2000)
        yield "escape_to_board", self.escape_from_the_box
        for name, pages in self.WINDOWS:
            yield f"window:{name}", lambda n=name: self.open_window(n)
            for i in range(1, pages):
                yield f"window:{name}:page{i}", lambda n=name, i=i: self.show_tab(n, i)
            yield f"closed:{name}", lambda n=name: self.close_window(n)
        for lang in ("sw", "lv", "mt", "af"):
            yield f"language:{lang}", lambda lang=lang: self.language(lang)
            yield f"refusal_{lang}:opponent_checker", lambda: self.click_checker(1, 6)
            yield f"refusal_{lang}:d_after_roll", lambda: self.board_key("d")
            yield f"refusal_{lang}:p_no_double", lambda: self.board_key("p")
            yield f"refusal_{lang}:typed_24_10", lambda: self.type_move("24/10")

    def language(self, lang: str) -> None:
        from bgdesk.gui.i18n import apply_language

        apply_language(lang)
        self.view.setFocus()


def main() -> int:
    from bgdesk.gui.window.app import start

    window = start([sys.argv[0]])
    driver = Driver(window, sys.argv[1:])
    driver.start()
    return QApplication.instance().exec()


if __name__ == "__main__":
    sys.exit(main())
