"""Game > Archive…: every finished or abandoned match with its date, players, score and length;
open one in the replay viewer, export it, delete it and undo; files that could not be read are
named with what happened to them. Driven by real clicks."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from bgdesk.engine.fairdice import verify
from bgdesk.engine.matfile import import_mat
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.records.replay_window import ReplayWindow
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.archive import DELETED_FOLDER
from bgdesk.storage.paths import archive_dir
from tests.gui.records.interop_helpers import play_out, play_turns


def accept(dlg):
    dlg.choose("accept")


def two_archived_matches(window):
    """A 1-point match played out, then a 5-point match abandoned for a new one."""
    start_session(window, ask=lambda u: False, inform=lambda texts: None)
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=1))
    play_out(ctl)
    ctl.new_match(MatchConfig(names=("Cy", "Dee"), length=5))
    play_turns(ctl, 3)
    ctl.new_match(MatchConfig(names=("Eve", "Fay"), length=3))


def open_archive(window):
    action = window.interop.act_archive
    assert action.text() == "&Archive…"
    action.trigger()
    win = window.interop.archive_window
    assert win.isVisible()
    return win


def click_row(win, row: int) -> None:
    rect = win.table.visualItemRect(win.table.item(row, 1))
    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center())


def click(button) -> None:
    assert button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_archive_lists_finished_and_abandoned_matches(window):
    two_archived_matches(window)
    win = open_archive(window)
    rows = win.rows()
    assert len(rows) == 2
    abandoned, finished = rows            # newest first
    assert abandoned[1] == "Cy vs Dee" and abandoned[3] == "to 5 points"
    assert abandoned[4] == "abandoned" and abandoned[2] == "0–0"
    assert finished[1] == "Ann vs Bob" and finished[3] == "to 1 point"
    assert finished[4].endswith(" won") and finished[2] in ("1–0", "0–1", "2–0", "0–2", "3–0", "0–3")
    assert all(r[0] and r[0] != "—" for r in rows)
    assert not win.open_button.isEnabled() and not win.undo_button.isVisible()


def test_open_export_delete_and_undo(window, qtbot, tmp_path):
    two_archived_matches(window)
    win = open_archive(window)
    click_row(win, 1)
    assert win.selected_entry() is win.entries[1]
    click(win.open_button)
    viewer = window.interop.replays[-1]
    assert isinstance(viewer, ReplayWindow) and viewer.isVisible()
    assert viewer.names == ("Ann", "Bob") and len(viewer.record.games) >= 1
    # Export: the .mat file reads back, and its fair dice verify (ties left out by the format).
    path = tmp_path / "ann-bob.mat"
    assert win.export_selected(path)
    text = path.read_text()
    assert '"Ann"' in text and "DiceSeed" in text
    assert verify(import_mat(text), skip_unrecorded_ties=True) > 0
    # Delete, then undo.
    name = win.entries[1].name
    click(win.delete_button)
    assert [r[1] for r in win.rows()] == ["Cy vs Dee"]
    assert (archive_dir() / DELETED_FOLDER / name).exists()
    assert win.undo_button.isVisible() and "Undo delete" in win.status.text()
    click(win.undo_button)
    assert sorted(r[1] for r in win.rows()) == ["Ann vs Bob", "Cy vs Dee"]
    assert (archive_dir() / name).exists() and not win.undo_button.isVisible()


def test_files_that_could_not_be_read_are_named(window):
    two_archived_matches(window)
    folder = archive_dir()
    (folder / "match-20261101T101010Z-0123456789ab.json").write_text("{ not json")
    (folder / "match-20261102T101010Z-abcdefabcdef.json").write_text(json.dumps(
        {"format": "bgdesk-archive", "version": 7, "archived": "2026-11-02T10:10:10+00:00",
         "summary": {}, "match": {}}))
    win = open_archive(window)
    assert len(win.rows()) == 2
    assert "could not be used" in win.status.text()
    aside = win.findChild(QLabel, "set_aside").text()
    assert "match-20261101T101010Z-0123456789ab.json.corrupt-" in aside
    assert "could not be read and was moved aside" in aside
    assert "match-20261102T101010Z-abcdefabcdef.json.newer-v7-" in aside
    assert "format version 7" in aside


def test_a_match_that_became_unreadable_says_so(window):
    two_archived_matches(window)
    win = open_archive(window)
    click_row(win, 0)
    win.entries[0].path.write_text("[]")
    click(win.open_button)
    assert "This match cannot be opened" in win.status.text()
    assert not win.export_selected(archive_dir() / "x.mat")
    assert "could not be used" in win.status.text() or "no longer there" in win.status.text()
