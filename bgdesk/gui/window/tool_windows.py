"""The windows the main window opens beside itself: the analysis, a hint, the statistics, the
archive, Help > Keyboard... and every dialog.

:class:`WindowKeeper` watches which window has the keyboard (the application's
``focusWindowChanged``) and

- gives each of those windows the main window's keys (:func:`share_keys`): Ctrl+R rolls, F9 opens
  the statistics, Ctrl+Q quits while the Analysis window has the focus too, as long as the
  window does not use that key itself. A window with a board of its own (the replay, the drills,
  the review) keeps its keys to itself: there Ctrl+Z or Ctrl+R would act on a game not shown;
- takes every window that has been closed out of the accessibility tree (:func:`forget_closed`):
  a closed dialog keeps its Python object (its answers are read after it closes) but loses its
  native window, so a screen reader no longer finds it among the program's windows, nameless
  and perhaps still marked focused. Shown again, Qt makes it a new one.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from bgdesk.gui.board.view import BoardView
from bgdesk.gui.window.keys import menu_actions

#: The kinds of top-level windows that are the program's windows (menus, tool tips and combo box
#: lists are popups the platform tracks itself).
WINDOW_TYPES = (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Tool, Qt.WindowType.Sheet)
_SHARED = "_bgdesk_shared_keys"


def opened_by(window: QWidget, main: QWidget) -> bool:
    """Whether ``window`` was opened by ``main`` (its parent, or its parent's parent...)."""
    w = window.parentWidget()
    for _ in range(50):  # bounded: a parent chain is short
        if w is None:
            return False
        if w is main:
            return True
        w = w.parentWidget()
    return False


def own_keys(window: QWidget) -> set[str]:
    """Every key ``window`` uses itself: its actions' and shortcuts' keys, and the keys every
    dialog uses (Escape closes, Enter presses the default button, Tab moves on)."""
    keys = {"Esc", "Return", "Enter", "Tab", "Backtab", "Space"}
    for action in window.findChildren(QAction):  # its own (the main window's are not its children)
        keys |= {s.toString() for s in action.shortcuts()}
    for shortcut in window.findChildren(QShortcut):
        keys.add(shortcut.key().toString())
    return keys


def share_keys(main: QWidget, window: QWidget) -> int:
    """Give ``window`` the keys of ``main``'s menu actions that it does not use itself; how many
    (a modal dialog, a window with its own board or one shared already gets none)."""
    if (window is main or not window.isWindow() or window.isModal()
            or window.windowType() not in WINDOW_TYPES or window.property(_SHARED)
            or not opened_by(window, main) or window.findChildren(BoardView)):
        return 0
    window.setProperty(_SHARED, True)
    taken = own_keys(window)
    shared = 0
    for _path, action in menu_actions(main):
        keys = [s.toString() for s in action.shortcuts()]
        if not keys or any(k in taken for k in keys) or action in window.actions():
            continue
        window.addAction(action)  # its key works while this window has the focus too
        taken |= set(keys)
        shared += 1
    return shared


def forget_closed(main: QWidget | None = None) -> int:
    """Take every closed window of the program out of the accessibility tree (its native window
    goes; the widget stays); how many."""
    gone = 0
    for w in QApplication.topLevelWidgets():
        if w is main or w.isVisible() or w.windowHandle() is None or w.windowType() not in WINDOW_TYPES:
            continue
        w.destroy()
        gone += 1
    return gone


class WindowKeeper(QObject):
    """See the module docstring; one per main window."""

    def __init__(self, main: QWidget) -> None:
        super().__init__(main)
        self.main = main
        QGuiApplication.instance().focusWindowChanged.connect(self._focus_changed)

    def _focus_changed(self, _window) -> None:
        QTimer.singleShot(0, self, self.tidy)  # once the window that lost the focus is hidden

    def tidy(self) -> None:
        forget_closed(self.main)
        active = QApplication.activeWindow()
        if active is not None and active is not self.main:
            share_keys(self.main, active)


def keep_windows(main: QWidget) -> WindowKeeper:
    """Watch the windows ``main`` opens (see the module docstring)."""
    keeper = WindowKeeper(main)
    main._window_keeper = keeper
    return keeper


__all__ = ["WINDOW_TYPES", "WindowKeeper", "forget_closed", "keep_windows", "opened_by", "own_keys",
           "share_keys"]
