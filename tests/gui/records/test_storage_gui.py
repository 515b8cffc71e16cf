"""Issue 23 in the window: a pipe refused at once wherever a path is opened (the command line,
File > Open's dialog, a drop, Open recent); the archive's Deleted tab after a restart, with
Restore and Empty deleted; a write that failed marked on the status bar until it works; and no
take-back into a finished match (Ctrl+T)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QUrl
from PySide6.QtWidgets import QFileDialog

from bgdesk.engine.dice import SeededDice
from bgdesk.engine.match import Match
from bgdesk.engine.record import EventKind
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.records.archive_window import ArchiveWindow
from bgdesk.gui.window.cli import USAGE_ERROR, parse
from bgdesk.gui.window.startup import start_session
from bgdesk.storage import atomic, health
from bgdesk.storage.archive import archive_match, list_archive, list_deleted
from tests.gui.records.test_archive_window import click, click_row

ROOT = Path(__file__).resolve().parents[3]
posix = pytest.mark.skipif(os.name != "posix", reason="named pipes")


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "f.mat"
    os.mkfifo(path)
    return path


# -- pipes -------------------------------------------------------------------------------------

@posix
def test_a_pipe_on_the_command_line_is_refused_at_once(fifo, capsys):
    assert parse([str(fifo)]) == USAGE_ERROR
    assert "named pipe" in capsys.readouterr().err
    started = time.monotonic()
    out = subprocess.run([sys.executable, "-m", "bgdesk", str(fifo)], cwd=ROOT, capture_output=True,
                         text=True, timeout=60,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    took = time.monotonic() - started
    assert out.returncode == USAGE_ERROR and "named pipe" in out.stderr
    assert took < 30   # it ends by itself (it used to wait for ever)


@posix
def test_a_pipe_chosen_in_the_open_dialog_is_refused_at_once(window, fifo, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(fifo), "")))
    window.prompt_driver = lambda dlg: None   # messages go to the status bar
    failed = []
    window.interop.import_failed.connect(failed.append)
    started = time.monotonic()
    assert window.interop.import_mat() is False
    assert time.monotonic() - started < 1.0
    assert window.interop._tasks == []                      # no reading started
    assert failed and "named pipe (FIFO)" in failed[0] and "f.mat" in failed[0]


@posix
def test_a_pipe_dropped_or_in_open_recent_is_refused(window, fifo):
    window.prompt_driver = lambda dlg: None
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(fifo))])
    dropped = window.interop._dropped(mime)
    assert dropped == ("files", [str(fifo)])
    assert window.interop.open_dropped(dropped) == 0
    assert "named pipe" in window.interop.last_message
    from bgdesk.storage.recent import load_recent, remember_recent

    remember_recent(str(fifo))
    assert window.interop.open_recent(str(fifo)) is False
    assert "named pipe" in window.interop.last_message and "taken off" in window.interop.last_message
    assert str(fifo) not in load_recent()[0]


# -- deleted archive files ---------------------------------------------------------------------

def test_deleted_matches_are_restored_from_the_deleted_tab_after_a_restart(qtbot):
    for uid, names in (("one", ["Ann", "Bob"]), ("two", ["Cy", "Dee"])):
        archive_match({"games": [], "meta": {"uid": uid}},
                      {"players": names, "length": 1, "score": [1, 0], "winner": 0})
    win = ArchiveWindow()
    qtbot.addWidget(win)
    win.show()
    assert len(win.rows()) == 2 and win.tabs.tabText(1) == "Deleted"
    click_row(win, 0)
    click(win.delete_button)
    assert len(win.rows()) == 1 and win.tabs.tabText(1) == "Deleted (1)"
    win.close()
    # A restart: a new window knows nothing of it but the folder.
    win = ArchiveWindow()
    qtbot.addWidget(win)
    win.show()
    assert win.tabs.tabText(1) == "Deleted (1)" and not win.undo_button.isVisible()
    win.tabs.setCurrentIndex(1)
    assert win.showing_deleted and len(win.rows()) == 1
    assert win.restore_button.isVisible() and not win.delete_button.isVisible()
    click_row(win, 0)
    click(win.restore_button)
    assert win.rows() == [] and "Restored to the archive" in win.status.text()
    assert len(list_archive()[0]) == 2 and list_deleted()[0] == []
    # Emptying is the person's, and asked first.
    win.tabs.setCurrentIndex(0)
    click_row(win, 1)
    click(win.delete_button)
    win.tabs.setCurrentIndex(1)
    asked = []
    win.confirm = lambda text: asked.append(text) or False
    click(win.empty_button)
    assert asked and "cannot be brought back" in asked[0] and len(list_deleted()[0]) == 1
    win.confirm = lambda text: True
    click(win.empty_button)
    assert list_deleted()[0] == [] and "removed for good" in win.status.text()
    assert len(list_archive()[0]) == 1


# -- a write that failed -----------------------------------------------------------------------

def test_a_failed_save_is_marked_until_a_save_works(window, qtbot, monkeypatch):
    start_session(window, ask=lambda u: False, inform=lambda texts: None)
    status = window.storage_status
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=3, seed=5))
    real = atomic.atomic_write_bytes

    def full(path, data, **kw):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))
    monkeypatch.setattr(atomic, "atomic_write_bytes", full)
    ctl.roll()
    qtbot.waitUntil(lambda: status.label.isVisibleTo(window), timeout=5000)
    assert status.label.text() == "Not saved: 1 file"
    assert "The saved match could not be written: the disk is full" in status.said[0]
    assert "disk is full" in status.label.toolTip()
    # Another try while still full: still marked, said once.
    status.retry()
    assert status.label.isVisibleTo(window) and len(status.said) == 1
    monkeypatch.setattr(atomic, "atomic_write_bytes", real)
    status.retry()    # what the timer does every 20 s
    qtbot.waitUntil(lambda: not status.label.isVisibleTo(window), timeout=5000)
    assert health.failures() == [] and "written again" in status.said[-1]


def test_the_status_words_name_each_kind_of_failure():
    from bgdesk.gui.window.storage_status import failure_words

    def words(error, name="stats.json"):
        return failure_words(health.WriteFailure(
            Path("/h/data") / name, health.kind_of(error), getattr(error, "strerror", "") or "",
            getattr(error, "errno", None), 0.0, 1, getattr(error, "folder", None),
            getattr(error, "why", "")))
    assert "permission denied" in words(PermissionError(errno.EACCES, "Permission denied"))
    assert "symbolic link" in words(atomic.UnsafeFolder(Path("/h/data/private"), "link"),
                                    "dice-x.json")
    assert "another user account" in words(atomic.UnsafeFolder(Path("/h/data"), "owner"))
    assert "cannot be read" in words(atomic.UnreadableTarget(Path("/h/data/stats.json")))
    assert words(OSError(errno.EROFS, "x"), "autosave.json").startswith("The saved match")


# -- a finished match stays finished -------------------------------------------------------------

def _won_by_the_person() -> Match:
    for s in range(1, 300):
        m = Match(1, dice=SeededDice(s), meta={"seats": ["human", "beginner"]})
        g = m.new_game()
        import random

        from tests.engine.game_driver import act
        rng = random.Random(s)
        while not g.is_over:
            act(g, rng)
        if g.winner == 0 and g.events[-1].kind is EventKind.PLAY and g.can_take_back(0):
            return m
    raise AssertionError("no match won by the person's play")


def test_ctrl_t_does_not_reopen_a_finished_match(window):
    start_session(window, ask=lambda u: False, inform=lambda texts: None)
    ctl = window.controller
    m = _won_by_the_person()
    ctl.resume(m, ("Ann", "Bot"))
    score = ctl.match.score
    assert ctl.match.is_over and ctl.practice_seat() == 0
    window.practice.update_actions()
    assert not window.practice.act_take_back.isEnabled()
    assert ctl.take_back() is False
    assert "The match is over and stays so" in window.statusBar().currentMessage()
    assert ctl.match.is_over and ctl.match.score == score
