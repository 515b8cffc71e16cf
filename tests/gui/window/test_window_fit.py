"""The first window fits the screen with its frame: on a 1366x768 screen the title bar and the
status bar (where the game speaks) are both on the screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize

from bgdesk.gui.window.mainwindow import fit_frame


def test_the_frame_fits_a_laptop_screen():
    room = QRect(0, 0, 1366, 740)  # 1366x768 less a 28-pixel panel
    margins = QMargins(1, 29, 1, 1)  # a title bar and thin borders
    client = fit_frame(room, margins, QSize(1400, 900))
    frame = client.adjusted(-margins.left(), -margins.top(), margins.right(), margins.bottom())
    assert room.contains(frame)
    assert client.size() == QSize(1364, 710)


def test_a_big_screen_gets_the_wanted_size_centred():
    room = QRect(0, 0, 1920, 1050)
    client = fit_frame(room, QMargins(4, 30, 4, 4), QSize(1400, 900))
    assert client.size() == QSize(1400, 900)
    assert client.center().x() in (959, 960)


def test_the_window_opens_inside_the_screen(qtbot):
    from bgdesk.gui.prefs import GuiSettings
    from bgdesk.gui.window.mainwindow import MainWindow

    window = MainWindow(GuiSettings(animation_speed="off"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(200)  # the second fit, once the frame is known
    room = window.screen().availableGeometry()
    assert room.contains(window.frameGeometry())
    assert room.contains(window.statusBar().mapToGlobal(window.statusBar().rect().bottomRight()))


def test_the_replay_and_dice_windows_fit_the_screen(qtbot):
    # Windows that want more room than a laptop has (the replay asks for 1400x880, the dice
    # statistics 760x760) take at most the screen's free area.
    from bgdesk.engine.record import MatchRecord
    from bgdesk.gui.records.dice_stats_window import DiceStatsWindow
    from bgdesk.gui.records.replay_window import ReplayWindow

    for win in (ReplayWindow(MatchRecord(length=5)), DiceStatsWindow(None, None)):
        qtbot.addWidget(win)
        room = win.screen().availableGeometry()
        assert room.width() < 1400 or room.height() < 880  # the test screen is smaller
        assert win.width() <= room.width() and win.height() <= room.height(), type(win).__name__


def test_a_tool_tip_in_the_status_bar_gives_the_game_sentence_back(window):
    """Hovering a tool button shows its tip; leaving it (a prompt opening under a parked pointer
    does the same) brings back what the game said, instead of an empty status bar."""
    from PySide6.QtGui import QStatusTipEvent
    from PySide6.QtWidgets import QApplication, QToolBar

    window.controller.roll()
    said = window.statusBar().currentMessage()
    assert "opening roll" in said or said.startswith("Both rolled")
    button = window.findChild(QToolBar, "actions").widgetForAction(window.act_new)
    QApplication.sendEvent(button, QStatusTipEvent(window.act_new.statusTip() or "Start a new match"))
    assert window.statusBar().currentMessage() != said
    QApplication.sendEvent(button, QStatusTipEvent(""))  # what Qt sends when the pointer leaves
    assert window.statusBar().currentMessage() == said
