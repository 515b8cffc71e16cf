"""Fixtures and real-mouse helpers for the GUI tests (offscreen)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from bgdesk.gui.board.geometry import VIEWER
from bgdesk.gui.prefs import GuiSettings


class ModalCloser:
    """Closes any modal window (message boxes, file dialogs, dialogs run without a prompt
    driver) and any popup a few milliseconds after it opens: a dialog is rejected, as Escape
    does. With ``answer_repeats``, a prompt that must be answered (a resignation offered:
    Escape asks again) gets its first button when it comes back at once; a file dialog is
    always cancelled (nothing is written)."""

    def __init__(self, interval_ms: int = 20, answer_repeats: bool = False) -> None:
        self.closed: list[str] = []
        self.answer_repeats = answer_repeats
        self.timer = QTimer()
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self._close)
        self.timer.start()

    def _close(self) -> None:
        from PySide6.QtWidgets import QDialog, QFileDialog, QPushButton

        w = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if w is None:
            return
        again = bool(self.closed) and self.closed[-1] == type(w).__name__
        self.closed.append(type(w).__name__)
        buttons = [b for b in w.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        if (self.answer_repeats and again and buttons and isinstance(w, QDialog)
                and not isinstance(w, QFileDialog)):
            QTimer.singleShot(0, buttons[0].click)  # (a click may open a dialog: not in this slot)
        elif isinstance(w, QDialog):
            w.reject()
        else:
            w.close()

    def stop(self) -> None:
        self.timer.stop()


class QueueDice:
    """Dice pushed by the test first, then seeded random ones."""

    def __init__(self, seed: int = 7) -> None:
        self.queue: list[tuple[int, int]] = []
        self.rng = random.Random(seed)

    def push(self, *rolls) -> None:
        self.queue.extend(rolls)

    def roll(self) -> tuple[int, int]:
        if self.queue:
            return self.queue.pop(0)
        return self.rng.randint(1, 6), self.rng.randint(1, 6)


class Mouse:
    """Press / move with the button held / release, sent to the view's viewport."""

    def __init__(self, view) -> None:
        self.view = view

    @property
    def viewport(self):
        return self.view.viewport()

    def to_view(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def _send(self, kind, pos: QPoint, button, buttons) -> None:
        local = QPointF(pos)
        glob = QPointF(self.viewport.mapToGlobal(pos))
        ev = QMouseEvent(kind, local, glob, button, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(self.viewport, ev)

    def press(self, pos: QPoint, button=Qt.MouseButton.LeftButton) -> None:
        self._send(QEvent.Type.MouseButtonPress, pos, button, button)

    def move(self, pos: QPoint, buttons=Qt.MouseButton.LeftButton) -> None:
        self._send(QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, buttons)

    def release(self, pos: QPoint, button=Qt.MouseButton.LeftButton) -> None:
        self._send(QEvent.Type.MouseButtonRelease, pos, button, Qt.MouseButton.NoButton)

    def double_click(self, pos: QPoint) -> None:
        left = Qt.MouseButton.LeftButton
        self.press(pos)
        self.release(pos)
        self._send(QEvent.Type.MouseButtonDblClick, pos, left, left)
        self.release(pos)

    def click(self, scene_pos: QPointF, button=Qt.MouseButton.LeftButton) -> None:
        p = self.to_view(scene_pos)
        self.press(p, button)
        self.release(p, button)

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        """A real drag: press, several moves with the button held, release."""
        a, b = self.to_view(start), self.to_view(end)
        self.press(a)
        for i in range(1, steps + 1):
            t = i / steps
            self.move(QPoint(round(a.x() + (b.x() - a.x()) * t), round(a.y() + (b.y() - a.y()) * t)))
        self.release(b)


@pytest.fixture
def settings():
    # No animation, and a click on the cube doubles at once (the confirmation is tested on its own).
    return GuiSettings(animation_speed="off", confirm_double=False)


@pytest.fixture
def window(qtbot, settings):
    from bgdesk.gui.window.mainwindow import MainWindow

    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def mouse(window):
    return Mouse(window.view)


@pytest.fixture
def heard(monkeypatch) -> list[str]:
    """Every sentence announced to a screen reader (Qt's announcement events) during the test."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    said: list[str] = []

    def listen(event) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append(event.message())

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(listen))
    return said


def drop_target(scene, side: int, loc: int) -> QPointF:
    """Scene position to drop a checker of ``side`` on ``loc`` (own numbering; 0 = tray)."""
    geo = scene.geometry
    if loc == 0:
        r = geo.tray_rect(side)
    elif loc == 25:
        r = geo.bar_zone(side)
    else:
        v = loc if side == VIEWER else 25 - loc
        r = geo.point_rect(v)
    return QPointF(r.x + r.w / 2, r.y + r.h / 2)


def dice_point(scene, side: int) -> QPointF:
    r = scene.geometry.dice_zone(side)
    return QPointF(r.x + r.w / 2, r.y + r.h / 2)


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every GUI test keeps its settings, autosave, archive and statistics in its own folder."""
    home = tmp_path / "bgdesk-home"
    monkeypatch.setenv("BGDESK_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def english_texts(qapp):
    """Every GUI test starts in English with its plural forms ("1 point", "2 points"); a test
    that switches language is put back to English after it."""
    from bgdesk.gui.i18n import apply_language, current_language, manager

    if current_language() != "en" or "bgdesk_en.qm" not in manager().loaded:
        apply_language("en")
    yield
    if current_language() != "en":
        apply_language("en")


def first_move_played(window):
    """A match to 5 between Ann and Ben where Ann won the opening with 6-5 and played 24/13:
    Ben is on roll (and may double)."""
    from bgdesk.gui.match.controller import MatchConfig

    ctl = window.controller
    dice = QueueDice()
    dice.push((6, 5))
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=5), dice=dice)
    ctl.roll()
    ctl.enter_move("24/13")
    ctl.commit()
    return ctl
