"""The move list beside the board: a line longer than the list ends in "…" and shows whole in
its tooltip, whatever the first line's length; no sideways scroll bar. Seen at 1366x768: with a
long first line the list scrolled sideways and cut lines at its edge without an ellipsis, with a
short one it elided them, so it changed from one to the other as games came and went."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip


@pytest.mark.parametrize("first", ["Game 1: Ann 0, Ben 0",
                                   "Game 1: Evangeline Montgomery-Whitfield 0, Bartholomew "
                                   "Fairweather-Oddington 0"])
def test_long_lines_end_in_an_ellipsis_and_show_whole_in_a_tooltip(window, qtbot, first):
    ml = window.move_list
    long = "  Opening roll: Evangeline Montgomery-Whitfield 3, Bartholomew Fairweather-Oddington 5"
    ml.clear()
    ml.addItems([first, long, "  Ann 53: 8/3 6/3"])
    qtbot.wait(50)
    assert ml.fontMetrics().horizontalAdvance(long) > ml.viewport().width()
    assert ml.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    for row in range(ml.count()):  # every row as wide as the list: cut at its edge, elided
        assert ml.visualItemRect(ml.item(row)).width() == ml.viewport().width()
    assert ml.textElideMode() == Qt.TextElideMode.ElideRight
    shown = {}
    for row, whole in ((1, True), (2, False)):
        QToolTip.hideText()
        qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=3000)
        centre = ml.visualItemRect(ml.item(row)).center()
        event = QHelpEvent(QEvent.Type.ToolTip, centre, ml.viewport().mapToGlobal(centre))
        QApplication.sendEvent(ml.viewport(), event)
        shown[row] = QToolTip.text() if QToolTip.isVisible() else ""
    assert shown[1] == long
    assert shown[2] == ""  # a line that fits needs no tooltip
