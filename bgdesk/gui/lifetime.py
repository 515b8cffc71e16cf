"""How long the windows the program opens live.

A dialog or window made with the main window as its parent stays, hidden, as the main window's
child once it is closed, unless it is deleted: an evening of Statistics, Settings, Take/Pass
prompts and analyses kept every one of them (about 6,000 widgets and 500 MB more after 3,000
random actions, tests/benchmarks/bench_monkey.py). So:

- :func:`run_modal` runs a modal dialog and deletes it once its caller is back in the event
  loop (its answers are read before that); a test passes a driver instead, which answers the
  dialog without a modal loop;
- :func:`deleted_when_closed` marks a window that is made anew at each opening (an analysis, the
  statistics, a replay) to be deleted when it is closed, however it is closed (its close button,
  Escape, Close): first its ``stop_work()`` if it has one (a dialog closed with Escape gets no
  close event), then, once no job of its thread pools runs any more, the window (deleting a
  pool waits for its job, which would hold up the board);
- :func:`alive` tells whether a window kept in an attribute still exists, :func:`showing`
  whether it is also on screen (to raise it again rather than open a second one);
- once a window or dialog is deleted, :func:`collect_soon` frees the Python objects it leaves
  behind that refer to one another (a board's items and its scene, a slot and its window).
  The program freezes what lives at the end of each game (``gc.freeze``, in
  bgdesk.gui.match.session, so that the collector's full passes do not walk a long evening's
  records while the board is in use), and cyclic garbage in the frozen objects is never
  collected otherwise: 3,000 random actions kept about 10,000 such objects (zombie wrappers of
  deleted checkers, dice and buttons among them), freed by one full pass.
"""

from __future__ import annotations

import gc
from typing import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThreadPool, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

#: How long after a window is deleted its leftovers are collected (after Qt's deferred deletes).
COLLECT_AFTER_MS = 150
_collection_due = False

#: How often and how many times a closed window waits for its pools' jobs (a job asked to stop
#: ends at its next step; after this the window goes anyway).
IDLE_CHECK_MS = 200
IDLE_CHECKS = 300


def run_modal(dlg: QDialog, driver: Callable[[QDialog], None] | None = None) -> int:
    """``dlg.exec()``, then ``dlg`` is deleted when control is back in the event loop of the
    caller (Qt's deferred delete waits for that loop, not for one a later dialog opens); its
    result. With ``driver`` (tests): ``driver(dlg)`` sets widgets and presses a button instead
    of the modal loop, and the dialog is kept for the test to look at."""
    if driver is not None:
        driver(dlg)
        return dlg.result()
    try:
        return dlg.exec()
    finally:
        dlg.deleteLater()
        collect_soon()


def collect() -> int:
    """One full collection, the frozen objects included, which are frozen again after it when
    they were (see the module's text); how many objects it freed."""
    global _collection_due
    _collection_due = False
    # a window on screen is never deleted by the collector, whoever forgot to keep it
    # (see _open): held here while it runs
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    frozen = gc.get_freeze_count()
    if frozen:
        gc.unfreeze()
    try:
        return gc.collect()
    finally:
        if frozen:
            gc.freeze()
        del shown


def collect_soon() -> None:
    """:func:`collect` a moment from now (once for any number of windows closed meanwhile)."""
    global _collection_due
    app = QCoreApplication.instance()
    if _collection_due or app is None:
        return
    _collection_due = True
    QTimer.singleShot(COLLECT_AFTER_MS, app, collect)


#: The windows marked by :func:`deleted_when_closed`, until they are deleted: one made without a
#: parent belongs to Python, and once nothing refers to it but its own slots (a caller that did
#: not keep it) the collector would delete it while it is on screen (deleting a shown window
#: from the collector crashed the offscreen platform in the tests: QCursor::pos in its hide).
_open: set = set()


class _Disposer(QObject):
    """Deletes its window once it is hidden (not by the window system: a minimised window
    stays) and no job of its thread pools runs; keeps it till then (:data:`_open`)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.checks = 0
        window.installEventFilter(self)
        _open.add(window)
        window.destroyed.connect(self._gone)

    def _gone(self) -> None:
        _open.discard(self.window)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if obj is self.window and event.type() == QEvent.Type.Hide and not event.spontaneous():
            QTimer.singleShot(0, self, self._closed)
        return False

    def _closed(self) -> None:
        w = self.window
        if w.isVisible():  # shown again at once
            return
        stop = getattr(w, "stop_work", None)
        if stop is not None:
            stop()
        self.checks = 0
        self._when_idle()

    def _when_idle(self) -> None:
        w = self.window
        if w.isVisible():
            return
        busy = any(p.activeThreadCount() for p in w.findChildren(QThreadPool))
        if busy and self.checks < IDLE_CHECKS:
            self.checks += 1
            QTimer.singleShot(IDLE_CHECK_MS, self, self._when_idle)
            return
        w.deleteLater()
        _open.discard(w)
        collect_soon()


def deleted_when_closed(window: QWidget) -> QWidget:
    """Delete ``window`` once it is closed, however it is closed (see the module's text);
    returns it."""
    if window.findChild(_Disposer) is None:
        _Disposer(window)
    return window


def alive(obj) -> bool:
    """Whether ``obj`` is not None and the Qt object behind it still exists."""
    return obj is not None and shiboken6.isValid(obj)


def showing(window) -> bool:
    """Whether ``window`` still exists and is on screen."""
    return alive(window) and window.isVisible()


__all__ = ["alive", "collect", "collect_soon", "deleted_when_closed", "run_modal", "showing"]
