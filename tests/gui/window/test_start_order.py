"""What ``bgdesk`` does before its first painted window, and what it leaves for after: the board
of a playable match is painted first, with only what that window needs imported (no computer
players, analysis, sound, records, chouette or help modules, no bgsage); then the feature rooms
are installed, giving the same menus, actions and keys as a window built all at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from bgdesk.gui.prefs import GuiSettings

#: Packages and modules that must not be imported before the first paint (DESIGN.md: bots,
#: analysis, sound and dialogs later).
LATER = ("bgsage", "bgbot_cpp", "miniaudio", "bgdesk.bots", "bgdesk.sound", "bgdesk.gui.practice",
         "bgdesk.gui.records", "bgdesk.gui.chouette", "bgdesk.gui.help", "bgdesk.gui.settings",
         "bgdesk.gui.match.dialogs", "bgdesk.gui.match.session", "bgdesk.gui.window.startup",
         "bgdesk.gui.window.sound", "bgdesk.engine.matfile", "bgdesk.engine.matimport",
         "bgdesk.engine.chouette", "bgdesk.storage.archive", "bgdesk.storage.stats",
         "bgdesk.storage.autosave")

PROBE = textwrap.dedent("""
    import gc, json, sys
    gc.disable()  # as bgdesk.__main__.main does before it starts the GUI
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    from bgdesk.gui.window import app as app_module

    seen = {}

    class Probe(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and "at_paint" not in seen:
                seen["at_paint"] = sorted(sys.modules)
                seen["rooms_at_paint"] = window.rooms_installed
                seen["menus_at_paint"] = [a.text() for a in window.menuBar().actions()]
                seen["gc_at_paint"] = gc.isenabled()
                seen["classes_at_paint"] = [n for m in ("PySide6.QtWidgets", "PySide6.QtGui")
                                            for n, v in vars(sys.modules[m]).items() if isinstance(v, type)]
            return False

    def finish():
        seen["menus_after"] = [a.text() for a in window.menuBar().actions()]
        seen["after"] = sorted(sys.modules)
        seen["gc_after"] = gc.isenabled()
        print(json.dumps(seen))
        QApplication.instance().quit()

    window = app_module.start(["bgdesk"])
    probe = Probe()
    window.view.viewport().installEventFilter(probe)

    def wait():
        if window.rooms_installed and "at_paint" in seen:
            finish()
        else:
            QTimer.singleShot(20, wait)

    QTimer.singleShot(0, wait)
    QApplication.instance().exec()
""")


def _run_probe(tmp_path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BGDESK_HOME=str(tmp_path), BGDESK_AUDIO="off")
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_board_is_painted_before_the_rooms_are_imported_then_they_come(tmp_path):
    seen = _run_probe(tmp_path)
    early = [m for m in seen["at_paint"] if any(m == p or m.startswith(p + ".") for p in LATER)]
    assert not early, f"imported before the first paint: {early}"
    assert seen["rooms_at_paint"] is False
    # the board's own menus are there at once; File, Edit and Practice join right after
    assert seen["menus_at_paint"] == ["&Game", "&Board", "&Tools", "&Help"]
    assert seen["menus_after"] == ["&File", "&Game", "&Edit", "&Board", "&Practice", "&Tools", "&Help"]
    # the garbage collector, paused for the start-up, works again once the board is painted
    assert seen["gc_at_paint"] is False and seen["gc_after"] is True
    # no PySide6 class made before the paint for what the first window does not show (PySide6
    # creates a class with all its enums when Python first meets it: QStyle's ~15 enums, and
    # every QWidget subclass when Qt's own viewport was looked up)
    made_early = {"QStyle", "QMessageBox", "QFileDialog", "QWizard", "QCalendarWidget"} & set(seen["classes_at_paint"])
    assert not made_early, made_early
    for module in ("bgdesk.gui.records.interop", "bgdesk.gui.practice.menu", "bgdesk.gui.window.sound",
                   "bgdesk.gui.chouette.mode", "bgdesk.gui.help.rules", "bgdesk.gui.window.startup"):
        assert module in seen["after"], module


def _menu_tree(window) -> list:
    def entries(menu):
        out = []
        for a in menu.actions():
            sub = a.menu()
            out.append((a.text(), a.shortcut().toString(), entries(sub) if sub is not None else None))
        return out
    return [(a.text(), entries(a.menu())) for a in window.menuBar().actions()]


def test_rooms_installed_later_give_the_window_built_at_once(qtbot):
    from bgdesk.gui.window.mainwindow import MainWindow

    at_once = MainWindow(GuiSettings(animation_speed="off"))
    qtbot.addWidget(at_once)
    later = MainWindow(GuiSettings(animation_speed="off"), rooms_later=True)
    qtbot.addWidget(later)
    assert not later.rooms_installed and not hasattr(later, "interop")
    assert later.controller.match is not None  # a match to play is on the board already
    later.install_rooms()
    later.install_rooms()  # once only
    assert later.rooms_installed
    assert _menu_tree(later) == _menu_tree(at_once)
    tools = [a.text() for a in at_once.findChild(type(at_once.addToolBar("")), "actions").actions()]
    assert tools == [a.text() for a in later.findChild(type(later.addToolBar("")), "actions").actions()]
    # the rooms caught up with the match already under way
    assert later.practice.act_hint.isEnabled() == at_once.practice.act_hint.isEnabled()
    assert later.interop.act_replay.isEnabled() == at_once.interop.act_replay.isEnabled()


def test_dice_entered_by_hand_install_the_rooms_before_the_first_match(qtbot):
    """The records room asks for dice typed in: with that setting nothing is left for later."""
    from bgdesk.gui.window.mainwindow import MainWindow

    settings = GuiSettings(animation_speed="off")
    settings.dice_source = "manual"
    w = MainWindow(settings, rooms_later=True)
    qtbot.addWidget(w)
    assert w.rooms_installed
    assert type(w.controller.match.dice).__name__ == "PromptDice"


def test_the_command_pauses_the_garbage_collector_only_while_the_gui_starts(monkeypatch):
    import gc

    from bgdesk import __main__ as entry
    from bgdesk.gui.window import app

    during = []
    monkeypatch.setattr(app, "run", lambda *a, **k: during.append(gc.isenabled()) or 0)
    assert gc.isenabled()
    assert entry.main([]) == 0
    assert during == [False]  # off while the window is made (app.start's rest() turns it on)
    assert gc.isenabled()  # and never left off when run() comes back
    assert entry.main(["--version"]) == 0
    assert gc.isenabled()
    # the frozen binary pauses it before anything runs (packaging/bgdesk_gc_hook.py): the
    # self-test, which is no GUI start, has it on again
    from bgdesk import selftest

    monkeypatch.setattr(selftest, "main", lambda args: during.append(gc.isenabled()) or 0)
    gc.disable()
    try:
        assert entry.main(["--self-test"]) == 0
    finally:
        gc.enable()
    assert during == [False, True]
