"""A player who clicks anything at any moment: the real main window driven at random, with every
unhandled exception, every Qt warning and the program's growth recorded.

Run: ``python tests/benchmarks/bench_monkey.py [--steps 3000] [--seed 1] [--every 500]``
(offscreen unless DISPLAY is set and ``--display`` is given). The window starts as the
``bgdesk`` command starts it (bgdesk.gui.window.app.start), in a scratch BGDESK_HOME. Each step,
after a random pause of 0-40 ms, does one thing a person could do at that moment:

- a modal dialog or a popup menu is up: click one of its enabled buttons, tick a box, choose in
  a list or a drop-down, type into a line edit, press Return or Escape; a file dialog gets a
  copy of a real file from ../shared/formats or a new name, both in a scratch folder (a save
  dialog writes there, never over the originals), or Escape;
- otherwise: choose an enabled menu item (all but Quit), click, double-click, right-click or drag
  on the board (anywhere, often on a point, the bar, the dice, the cube, the trays), press a key
  (digits, letters, arrows, Space, Return, Escape, Backspace, Tab, Ctrl+Z ...), type a move into
  the move box, resize the window, or press a button in any other open window (hint, analysis,
  review, drills, statistics ...) or a click or drag on its board (and on a dialog's board:
  the position editor's).

Every ``--every`` steps it pauses until the windows closed just before are deleted (at most
SETTLE_MS), then prints the widgets closed windows left behind (the program's windows are
deleted once closed, bgdesk.gui.lifetime, but for the few it keeps to show again), the live
Python objects, Qt widgets (of the windows open too), resident memory and what went wrong so far. At the end: the unhandled exceptions (each distinct traceback once, with how
often), Qt's warnings, and exit status 1 when there was any exception. The same seed gives the
same run up to timing (the dice are seeded; the pauses are real).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FORMATS = ROOT.parent / "shared" / "formats"

#: Menu items the monkey leaves alone: the ones that end the program (the window's act_quit).
LEFT_ALONE = ("&Quit",)
#: Windows the program makes once and shows again (not deleted when closed).
KEPT = ("KeyboardHelp", "HintWindow", "RulesWindow", "FairDiceHelpWindow")
#: How long a report waits for the windows closed just before it to be deleted (a closed
#: window waits for its work to stop first: in CI, a closed review window was still there after
#: 10 s, its 3-ply question presumably still running on the loaded machine).
SETTLE_MS = 30_000
KEYS = ("0 1 2 3 4 5 6 7 8 9 a b d h n p r t u y / * Space Return Enter Escape Backspace Tab "
        "Left Right Up Down Home End PageUp PageDown Delete F1").split()


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return 0.0


class Monkey:
    def __init__(self, window, rng: random.Random, steps: int, every: int, out=sys.stdout) -> None:
        self.window = window
        self.rng = rng
        self.steps = steps
        self.every = every
        self.out = out
        self.done = 0
        self.depth = 0
        self.actions: Counter = Counter()
        self.errors: Counter = Counter()
        self.first_seen: dict[str, int] = {}
        self.warnings: Counter = Counter()
        # Copies of the real files, in a scratch folder: a save dialog given one of them writes
        # over it (the monkey must never write over ../shared or anything outside its folders).
        self.scratch = Path(tempfile.mkdtemp(prefix="bgdesk-monkey-files-"))
        self.files = []
        for p in sorted(FORMATS.glob("*")) if FORMATS.is_dir() else []:
            if p.is_file():
                shutil.copyfile(p, self.scratch / p.name)
                self.files.append(str(self.scratch / p.name))
        self.started = time.monotonic()
        self.kinds: Counter | None = None
        self.rss = rss_mb()
        self.last = ""
        self.reported = -1

    # -- what went wrong ---------------------------------------------------------------------------
    def excepthook(self, kind, value, tb) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        self.errors[text] += 1
        self.first_seen.setdefault(text, self.done)

    def qt_message(self, kind, context, message) -> None:
        from PySide6.QtCore import QtMsgType

        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            if "This plugin does not support" in message:  # the offscreen platform's own
                return  # remarks (raise(), propagateSizeHints())
            self.warnings[message] += 1

    # -- the loop ------------------------------------------------------------------------------------
    def step(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        if self.every and self.done and self.done % self.every == 0 and self.reported != self.done:
            # a pause first: windows closed by the last actions are deleted in the next moments
            self.reported = self.done
            self.settle(0)
            return
        if self.done >= self.steps:
            self.finish_soon()
            return
        self.done += 1
        # The next step first: a modal dialog this step opens runs its own event loop, in which
        # the next step goes on (with the dialog up).
        QTimer.singleShot(self.rng.randint(0, 40), self.step)
        if os.environ.get("MONKEY_DETAIL"):
            now = rss_mb()
            if now - self.rss > 40:
                print(f"  memory +{now - self.rss:.0f} MB to {now:.0f} MB after: {self.last}",
                      file=self.out, flush=True)
            self.rss = now
        try:
            self.depth += 1
            if self.depth > 6:  # dialogs within dialogs: close the top one
                self.press_key(QApplication.activeModalWidget() or self.window, "Escape")
            else:
                self.act()
        finally:
            self.depth -= 1

    def act(self) -> None:
        from PySide6.QtWidgets import QApplication

        popup = QApplication.activePopupWidget()
        modal = QApplication.activeModalWidget()
        if popup is not None:
            self.on_popup(popup)
        elif modal is not None:
            self.on_dialog(modal)
        else:
            self.on_window()

    def note(self, what: str) -> None:
        self.actions[what] += 1
        self.last = what

    def on_popup(self, popup) -> None:
        from PySide6.QtWidgets import QMenu

        if isinstance(popup, QMenu) and self.rng.random() < 0.7:
            acts = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()
                    and a.text() not in LEFT_ALONE and a.menu() is None]
            if acts:
                act = self.rng.choice(acts)
                self.note("popup item")
                popup.close()
                act.trigger()
                return
        self.note("popup closed")
        popup.close()

    def on_dialog(self, dialog) -> None:
        from PySide6.QtWidgets import (QAbstractButton, QComboBox, QFileDialog, QLineEdit,
                                       QListView, QSpinBox, QTreeView)

        r = self.rng.random()
        if isinstance(dialog, QFileDialog):
            if r < 0.5 and self.files:
                self.note("file dialog: a real file")
                dialog.setDirectory(str(self.scratch))
                dialog.selectFile(self.rng.choice(self.files))
                dialog.accept()
            elif r < 0.6:
                self.note("file dialog: a made-up name")
                dialog.selectFile(str(self.scratch / f"monkey-{self.rng.randint(0, 9)}.mat"))
                dialog.accept()
            else:
                self.note("file dialog: Escape")
                dialog.reject()
            return
        if r < 0.12:
            self.note("dialog: Escape")
            self.press_key(dialog, "Escape")
            return
        if r < 0.2:
            self.note("dialog: Return")
            self.press_key(dialog.focusWidget() or dialog, "Return")
            return
        visible = [w for w in dialog.findChildren(QAbstractButton) if w.isVisible() and w.isEnabled()]
        edits = [w for w in dialog.findChildren(QLineEdit) if w.isVisible() and w.isEnabled()
                 and not w.isReadOnly()]
        combos = [w for w in dialog.findChildren(QComboBox) if w.isVisible() and w.isEnabled()]
        spins = [w for w in dialog.findChildren(QSpinBox) if w.isVisible() and w.isEnabled()]
        lists = [w for w in dialog.findChildren(QListView) + dialog.findChildren(QTreeView)
                 if w.isVisible() and w.isEnabled() and w.model() is not None]
        from PySide6.QtWidgets import QGraphicsView

        views = [v for v in dialog.findChildren(QGraphicsView) if v.isVisible()]
        kinds = ([("button", visible)] * 5 + [("edit", edits)] * 2 + [("combo", combos)] * 2
                 + [("spin", spins)] + [("list", lists)] + [("board", views)] * 4)
        kinds = [k for k in kinds if k[1]]
        if not kinds:
            self.note("dialog: Escape (nothing to use)")
            self.press_key(dialog, "Escape")
            return
        kind, widgets = self.rng.choice(kinds)
        w = self.rng.choice(widgets)
        self.note(f"dialog: {kind}")
        self.last = f"{kind} of {type(dialog).__name__}: {w.objectName() or getattr(w, 'text', str)()!r}"
        if kind == "board":
            self.board_mouse(w)
        elif kind == "button":
            w.click()
        elif kind == "edit":
            w.setFocus()
            w.selectAll()
            self.type_text(w, self.random_text())
            if self.rng.random() < 0.3:
                self.press_key(w, "Return")
        elif kind == "combo":
            if w.count():
                w.setCurrentIndex(self.rng.randrange(w.count()))
        elif kind == "spin":
            w.setValue(self.rng.randint(w.minimum(), w.maximum()))
        elif kind == "list":
            model = w.model()
            rows = model.rowCount()
            if rows:
                index = model.index(self.rng.randrange(rows), 0)
                w.setCurrentIndex(index)
                if self.rng.random() < 0.3:
                    w.doubleClicked.emit(index)

    def random_text(self) -> str:
        choices = [
            "", "7", "25", "13/7 8/7", "bar/20", "24/18 13/11", "8/2*/1", "6/off 5/off", "zzz",
            "4HPwATDgc/ABMA", "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10", "1" * 300,
            "ü ā ž ħ", "🎲", "-1", "999999999999",
        ]
        return self.rng.choice(choices)

    def on_window(self) -> None:
        from PySide6.QtWidgets import QApplication

        others = [w for w in QApplication.topLevelWidgets()
                  if w.isVisible() and w is not self.window and w.isWindow()
                  and w.windowType() not in (0x0000000c,)]  # not tooltips
        r = self.rng.random()
        if r < 0.22:
            self.menu_item()
        elif r < 0.55:
            self.board_mouse()
        elif r < 0.72:
            self.key(self.window.view if self.rng.random() < 0.8 else self.window)
        elif r < 0.78:
            self.move_box()
        elif r < 0.8:
            self.note("resize")
            self.window.resize(self.rng.randint(300, 1600), self.rng.randint(250, 1000))
        elif others:
            self.other_window(self.rng.choice(others))
        else:
            self.board_mouse()

    def menu_item(self) -> None:
        acts = []

        def walk(menu) -> None:
            for a in menu.actions():
                if a.isSeparator() or not a.isEnabled() or not a.isVisible():
                    continue
                if a.menu() is not None:
                    walk(a.menu())
                elif a.text() not in LEFT_ALONE and a is not getattr(self.window, "act_quit", None):
                    acts.append(a)

        for top in self.window.menuBar().actions():
            if top.menu() is not None:
                walk(top.menu())
        if acts:
            act = self.rng.choice(acts)
            self.note("menu: " + act.text().replace("&", ""))
            act.trigger()

    def board_mouse(self, view=None) -> None:
        from PySide6.QtCore import QPoint

        view = view or self.window.view
        vp = view.viewport()
        w, h = max(1, vp.width()), max(1, vp.height())

        def spot() -> QPoint:
            return QPoint(self.rng.randrange(w), self.rng.randrange(h))

        r = self.rng.random()
        if r < 0.45:
            self.note("board: click")
            self.click(vp, spot())
        elif r < 0.55:
            self.note("board: double-click")
            self.click(vp, spot(), double=True)
        elif r < 0.62:
            self.note("board: right-click")
            self.click(vp, spot(), right=True)
        else:
            self.note("board: drag")
            self.drag(vp, spot(), spot())

    def move_box(self) -> None:
        box = getattr(self.window, "move_entry", None)
        if box is None or not box.isEnabled() or not box.isVisible():
            return
        self.note("move box")
        box.setFocus()
        box.selectAll()
        self.type_text(box, self.random_text())
        self.press_key(box, "Return")

    def other_window(self, top) -> None:
        from PySide6.QtWidgets import QAbstractButton

        r = self.rng.random()
        if r < 0.1:
            self.note("other window: closed")
            top.close()
            return
        if r < 0.3:
            self.key(top)
            return
        from PySide6.QtWidgets import QGraphicsView

        views = [v for v in top.findChildren(QGraphicsView) if v.isVisible()]
        if views and r < 0.6:  # a board of its own (replay, review, drills, position editor)
            self.note("other window: board")
            self.board_mouse(self.rng.choice(views))
            return
        buttons = [b for b in top.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            b = self.rng.choice(buttons)
            # (a rollout started or cancelled is named: it runs in a helper with --helpers)
            name = b.objectName()
            self.note(f"other window: {name}" if name in ("rollout_start", "rollout_cancel")
                      else "other window: button")
            self.last = f"a button of {type(top).__name__}: {b.objectName() or b.text()!r}"
            b.click()

    # -- input, as Qt receives it ----------------------------------------------------------------------
    def click(self, widget, pos, double: bool = False, right: bool = False) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        button = Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton
        if double:
            QTest.mouseDClick(widget, button, Qt.KeyboardModifier.NoModifier, pos)
        else:
            QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, pos)

    def drag(self, widget, a, b) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        left = Qt.MouseButton.LeftButton
        QTest.mousePress(widget, left, Qt.KeyboardModifier.NoModifier, a)
        for i in range(1, 5):
            t = i / 4
            p = QPoint(round(a.x() + (b.x() - a.x()) * t), round(a.y() + (b.y() - a.y()) * t))
            self._move(widget, p, left)
        QTest.mouseRelease(widget, left, Qt.KeyboardModifier.NoModifier, b)

    def _move(self, widget, pos, buttons) -> None:
        from PySide6.QtCore import QEvent, QPointF, Qt
        from PySide6.QtGui import QMouseEvent
        from PySide6.QtWidgets import QApplication

        ev = QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(widget.mapToGlobal(pos)),
                         Qt.MouseButton.NoButton, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(widget, ev)

    def key(self, widget) -> None:
        from PySide6.QtCore import Qt

        name = self.rng.choice(KEYS)
        mod = Qt.KeyboardModifier.NoModifier
        r = self.rng.random()
        if r < 0.08:
            mod = Qt.KeyboardModifier.ControlModifier
        elif r < 0.12:
            mod = Qt.KeyboardModifier.ShiftModifier
        self.note("key")
        self.press_key(widget, name, mod)

    def press_key(self, widget, name: str, mod=None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        key = getattr(Qt.Key, "Key_" + name) if len(name) > 1 else getattr(Qt.Key, "Key_" + name.upper(), None)
        if key is None:
            key = {"/": Qt.Key.Key_Slash, "*": Qt.Key.Key_Asterisk}.get(name, Qt.Key.Key_Space)
        QTest.keyClick(widget, key, mod if mod is not None else Qt.KeyboardModifier.NoModifier)

    def type_text(self, widget, text: str) -> None:
        """Each character as a key press and release carrying it (QTest's keyClicks knows
        only ASCII), as an input method or a keyboard layout delivers it."""
        from PySide6.QtCore import QEvent, Qt
        from PySide6.QtGui import QKeyEvent
        from PySide6.QtWidgets import QApplication

        for ch in text:
            key = ord(ch.upper()) if ch.isascii() and ch.isprintable() else Qt.Key.Key_unknown
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, ch))

    # -- figures ---------------------------------------------------------------------------------------
    def settle(self, waited: int) -> None:
        """Report once the windows closed so far are deleted (or after SETTLE_MS), then go on."""
        from PySide6.QtCore import QTimer

        left, _names, closing = self.left_behind()
        if (left or closing) and waited < SETTLE_MS:
            QTimer.singleShot(100, lambda: self.settle(waited + 100))
            return
        self.report()
        QTimer.singleShot(0, self.step)

    def left_behind(self) -> tuple[int, list[str], int]:
        """Widgets of closed windows and dialogs that still exist (hidden), but for the windows
        the program keeps to show again (KEPT, one of each), and their names; a second window
        of a KEPT class counts too. A closed window whose work has not stopped yet (a job of
        its thread pools runs: deleting it would wait for that) is waited for, not left: the
        third figure is how many of those there are."""
        from PySide6.QtCore import QThreadPool
        from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

        count, names, kept, closing = 0, [], Counter(), 0
        for top in QApplication.topLevelWidgets():
            if top is self.window or not isinstance(top, (QDialog, QMainWindow)):
                continue
            name = type(top).__name__
            if name in KEPT:
                kept[name] += 1
                if kept[name] == 1:
                    continue
            elif top.isVisible():
                continue
            if any(p.activeThreadCount() for p in top.findChildren(QThreadPool)):
                closing += 1
                continue
            count += 1 + len(top.findChildren(QWidget))
            marked = any(type(c).__name__ == "_Disposer" for c in top.children())
            names.append(name if marked or name in KEPT else f"{name} (not marked to be deleted)")
        return count, names, closing

    def report(self, final: bool = False) -> None:
        from PySide6.QtWidgets import QApplication, QWidget

        gc.collect()
        objects = len(gc.get_objects()) + gc.get_freeze_count()
        if os.environ.get("MONKEY_DETAIL"):
            # the program freezes what lives at the end of each game (bgdesk.gui.match.session):
            # counted too, then frozen again
            gc.unfreeze()
            kinds = Counter(type(o).__qualname__ for o in gc.get_objects())
            gc.freeze()
            if self.kinds is not None:
                grown = (kinds - self.kinds).most_common(12)
                print("  grown since the last report: " + ", ".join(f"{k} +{n}" for k, n in grown),
                      file=self.out)
            self.kinds = kinds
        widgets = len(QApplication.allWidgets())
        if widgets > 800 or os.environ.get("MONKEY_DETAIL"):
            # which windows hold them (a window not deleted once closed shows here)
            tops = Counter()
            for w in QApplication.topLevelWidgets():
                n = len(w.findChildren(QWidget))
                if n >= 50:
                    shown = "shown" if w.isVisible() else "hidden"
                    tops[f"{type(w).__name__} ({shown}, {w.windowTitle()[:30]!r})"] += n
            print("  windows holding 50+ widgets: "
                  + ", ".join(f"{k}: {n}" for k, n in tops.most_common(8)), file=self.out)
        if not final:  # (at the end the program has quit: every window is hidden)
            left, names, closing = self.left_behind()
            print(f"  closed windows left: {left} widgets"
                  + (f" ({', '.join(names)})" if names else "")
                  + (f"; {closing} closed, their work still stopping" if closing else ""),
                  file=self.out)
        print(f"step {self.done:6d}  {time.monotonic() - self.started:7.1f} s  "
              f"objects {objects:8d}  widgets {widgets:5d}  "
              f"rss {rss_mb():6.1f} MB  exceptions {sum(self.errors.values())}  "
              f"qt warnings {sum(self.warnings.values())}", file=self.out, flush=True)

    def finish_soon(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        # close whatever is still up, then leave the event loop
        for w in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
            if w is not None:
                w.close()
                QTimer.singleShot(50, self.finish_soon)
                return
        QApplication.quit()

    def summary(self) -> int:
        from PySide6.QtWidgets import QApplication

        self.report(final=True)
        print("\nwhat it did:", file=self.out)
        for what, n in self.actions.most_common():
            print(f"  {n:6d}  {what}", file=self.out)
        tops = Counter(f"{type(w).__name__}{'' if w.isVisible() else ' (hidden)'}"
                       for w in QApplication.topLevelWidgets())
        print("\nwindows at the end (class: how many):", file=self.out)
        for what, n in tops.most_common():
            print(f"  {n:6d}  {what}", file=self.out)
        if os.environ.get("MONKEY_DETAIL"):
            odd = Counter()
            for w in QApplication.topLevelWidgets():
                if type(w).__name__ in ("QFrame", "QLineEdit", "QWidget", "QLabel"):
                    kids = ",".join(sorted({type(c).__name__ for c in w.children()}))[:80]
                    odd[f"{type(w).__name__} name={w.objectName()!r} flags={int(w.windowFlags()):#x} kids={kids}"] += 1
            for what, n in odd.most_common(20):
                print(f"  {n:6d}  {what}", file=self.out)
        print(f"\nunhandled exceptions: {sum(self.errors.values())} ({len(self.errors)} distinct)", file=self.out)
        for text, n in self.errors.most_common():
            print(f"--- {n}x, first at step {self.first_seen[text]}\n{text}", file=self.out)
        print(f"qt warnings: {sum(self.warnings.values())} ({len(self.warnings)} distinct)", file=self.out)
        for text, n in self.warnings.most_common(20):
            print(f"  {n:5d}  {text}", file=self.out)
        return 1 if self.errors else 0


def run(steps: int, seed: int, every: int, home: str | None = None, out=sys.stdout,
        helpers: bool = False, language: str | None = None) -> Monkey:
    """Start the window in ``home`` (a scratch folder if None) and let the monkey play."""
    os.environ["BGDESK_HOME"] = home or tempfile.mkdtemp(prefix="bgdesk-monkey-")
    from PySide6.QtCore import QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from bgdesk.gui.window.app import start

    rng = random.Random(seed)
    window = start(["bgdesk-monkey"], language=language, helpers=helpers)
    monkey = Monkey(window, rng, steps, every, out)
    old_hook = sys.excepthook
    sys.excepthook = monkey.excepthook
    qInstallMessageHandler(monkey.qt_message)
    try:
        QTimer.singleShot(1500, monkey.step)  # the rooms install after the first paint
        QApplication.instance().exec()
    finally:
        sys.excepthook = old_hook
        qInstallMessageHandler(None)
    window.close()
    return monkey


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=500)
    ap.add_argument("--display", action="store_true", help="use $DISPLAY instead of offscreen")
    ap.add_argument("--helpers", action="store_true",
                    help="bgsage in helper processes, as the bgdesk command runs it")
    ap.add_argument("--language", help="en, sw, lv, mt or af (default: the settings' language)")
    args = ap.parse_args()
    if not args.display:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    monkey = run(args.steps, args.seed, args.every, helpers=args.helpers, language=args.language)
    return monkey.summary()


if __name__ == "__main__":
    sys.exit(main())
