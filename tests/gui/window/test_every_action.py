"""Every action of the main window triggered and every button of it clicked, in every phase of a
game, through Qt's own signals (QAction.trigger, real mouse clicks on the buttons): none may
raise. A dialog that opens is dismissed (the prompt driver, or Escape on a modal window)."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu

from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.window.mainwindow import MainWindow
from tests.gui.conftest import ModalCloser, QueueDice


def dismiss(dialog) -> None:
    """The prompt driver: every dialog is cancelled."""
    dialog.reject()


def fresh(qtbot) -> MainWindow:
    w = MainWindow(GuiSettings(animation_speed="off"))
    qtbot.addWidget(w)
    w.prompt_driver = dismiss
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def opening(w):
    dice = QueueDice(11)
    w.controller.new_match(MatchConfig(names=("Ann", "Ben"), length=3), dice=dice)
    return dice


def moving(w):
    dice = opening(w)
    dice.push((6, 5))
    w.controller.roll()


def one_step(w):
    moving(w)
    w.controller.move(24, 18)


def complete(w):
    moving(w)
    w.controller.enter_move("24/13")


def before_roll(w):
    complete(w)
    w.controller.commit()


def double_offered(w):
    before_roll(w)
    w.controller.double()  # the prompt is dismissed: the double waits for its answer


def resign_offered(w):
    moving(w)
    w.controller.resign(1)


def game_over(w):
    before_roll(w)
    w.prompt_driver = None
    w.controller.blockSignals(True)
    w.controller.resign(1)
    w.controller.accept_resignation()
    w.controller.blockSignals(False)
    w.prompt_driver = dismiss
    w.update_ui()


def match_over(w):
    before_roll(w)
    w.controller.blockSignals(True)
    w.controller.resign(3)  # a backgammon: 3 points, the match to 3 is over
    w.controller.accept_resignation()
    w.controller.blockSignals(False)
    w.update_ui()


def chouette(w):
    from bgdesk.gui.chouette.controller import ChouetteConfig
    from bgdesk.gui.chouette.mode import start_chouette

    start_chouette(w, ChouetteConfig(names=("Ann", "Ben", "Cy"), seed=5))


def fair_start(w):
    """The window as it opens: its first match on committed fair dice (the status bar's
    "Dice commitment" button is there)."""


def fair_moving(w):
    for _ in range(20):  # the opening roll, again after a tie
        if w.controller.turn is not None:
            break
        w.controller.roll()


def fair_match_over(w):
    """A fair-dice match to 1 that is over: the status bar says "Dice verified: all N rolls"."""
    w.controller.new_match(MatchConfig(names=("Ann", "Ben"), length=1))
    fair_moving(w)
    w.prompt_driver = lambda dialog: dialog.choose("accept")  # the resignation is accepted
    w.controller.resign(1)
    w.prompt_driver = dismiss
    assert w.controller.match.is_over


PHASES = [opening, moving, one_step, complete, before_roll, double_offered, resign_offered, game_over,
          match_over, fair_start, fair_moving, fair_match_over, chouette]
FAIR = (fair_start, fair_moving, fair_match_over, chouette)


def actions(w) -> list[QAction]:
    found = [a for a in w.findChildren(QAction) if not a.isSeparator() and a.menu() is None]
    return [a for a in found if a is not w.act_quit]


def close_others(w) -> None:
    for top in QApplication.topLevelWidgets():
        if top is not w and top.isVisible() and not isinstance(top, QMenu):
            top.close()


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
@pytest.mark.parametrize("phase", PHASES, ids=[p.__name__ for p in PHASES])
def test_every_action_and_button_in_every_phase(qtbot, phase):
    closer = ModalCloser()
    try:
        w = fresh(qtbot)
        phase(w)
        with qtbot.capture_exceptions() as errors:
            names = []
            for a in actions(w):
                names.append(a.text())
                a.trigger()
                QApplication.processEvents()
                close_others(w)
            clicked = []
            for b in w.findChildren(QAbstractButton):
                # (a dialog closed by an earlier click is deleted, its buttons with it)
                if not shiboken6.isValid(b) or not b.isVisible() or not b.isEnabled():
                    continue
                clicked.append(b.objectName() or b.text())
                QTest.mouseClick(b, Qt.MouseButton.LeftButton, pos=QPoint(b.width() // 2, b.height() // 2))
                QApplication.processEvents()
                close_others(w)
        assert not errors, [f"{e[0].__name__}: {e[1]}" for e in errors]
        assert len(names) > 40  # the menus are all there
        if phase in FAIR:  # the status bar's button of committed dice
            assert "dice_commitment" in clicked, clicked
        if phase is fair_match_over:
            assert w.interop.dice_button.text().startswith("Dice verified: all ")
        if phase is chouette:  # the chouette panel's own buttons are there to click
            assert len(clicked) > 3, clicked
        print(f"{phase.__name__}: {len(names)} actions triggered, {len(clicked)} buttons clicked")
    finally:
        closer.stop()
