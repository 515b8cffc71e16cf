"""At start-up, every finished game of the saved match is counted exactly once, whatever the
person answers at the real resume prompt and even when the program had stopped before counting;
a statistics file found unusable on the way, or a saved file too large to read, is reported."""

from __future__ import annotations

import os

from PySide6.QtCore import QTimer, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.window.mainwindow import MainWindow
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.atomic import MB
from bgdesk.storage.paths import autosave_path, stats_path
from bgdesk.storage.stats import load_stats
from bgdesk.storage.writer import flush_all
from tests.gui.conftest import QueueDice


def new_window(qtbot) -> MainWindow:
    w = MainWindow(GuiSettings(animation_speed="off"))
    qtbot.addWidget(w)
    return w


def accept_resignation(dlg):
    dlg.choose("accept")


def play_two_games_and_start_a_third(w) -> None:
    """A match to 5 in which Ann wins two games by resignation; the third has begun."""
    ctl = w.controller
    dice = QueueDice(5)
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=5), dice=dice)
    w.prompt_driver = accept_resignation
    for _ in range(2):
        dice.push((6, 1))
        ctl.roll()
        ctl.resign(1, player=1)
        ctl.next_game()
    dice.push((5, 2))
    ctl.roll()


def two_games_then_stop(qtbot, monkeypatch=None):
    """The program plays two games and a roll, then stops; with ``monkeypatch`` each attempt to
    write the statistics fails, as if the program had been killed before counting."""
    import bgdesk.storage.writer as writer_mod

    w = new_window(qtbot)
    start_session(w, ask=lambda u: False, inform=lambda texts: None)
    if monkeypatch is None:
        play_two_games_and_start_a_third(w)
        assert w.session.writer.shutdown()  # stopped, with everything written
        return w

    def disk_full(entries, path=None):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(writer_mod, "record_games", disk_full)
        play_two_games_and_start_a_third(w)
        assert not w.session.writer.shutdown(timeout=1.0)  # stopped before counting
    return w


def counted() -> list:
    return sorted((r["game"], r["won"]) for r in load_stats()[0].results)


def click_button_of_prompt(text: str, seen: list) -> None:
    """When the real resume prompt is up, click its button ``text`` with the mouse."""
    def attempt():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, attempt)
            return
        seen.append(box.text())
        [button] = [b for b in box.buttons() if b.text() == text]
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, attempt)


def test_start_a_new_match_at_the_real_prompt_counts_the_finished_games(qtbot):
    two_games_then_stop(qtbot)
    assert counted() == [(1, True), (2, True)]
    w = new_window(qtbot)
    seen: list = []
    click_button_of_prompt("Start a new match", seen)
    w.prompt_driver = lambda dialog: dialog.reject()  # then the New match dialog: cancelled
    start_session(w, inform=lambda texts: (_ for _ in ()).throw(AssertionError(texts)))
    assert seen and "Resume" in seen[0]
    assert counted() == [(1, True), (2, True)]          # nothing twice
    flush_all()  # the session's writer has written what it was handed
    assert not autosave_path().exists()
    [entry] = list_archive()[0]
    assert entry.summary["abandoned"] is True
    assert len(load_archived(entry)[0].match["games"]) == 3


def test_stopped_before_counting_then_a_new_match_counts_each_game_once(qtbot, monkeypatch):
    two_games_then_stop(qtbot, monkeypatch)
    assert load_stats()[0].results == []                  # the program stopped before counting
    w = new_window(qtbot)
    seen: list = []
    click_button_of_prompt("Start a new match", seen)
    w.prompt_driver = lambda dialog: dialog.reject()  # then the New match dialog: cancelled
    start_session(w, inform=lambda texts: None)
    assert seen
    assert counted() == [(1, True), (2, True)]
    w2 = new_window(qtbot)
    start_session(w2, ask=lambda u: False, inform=lambda texts: None)   # nothing saved now
    assert counted() == [(1, True), (2, True)]


def test_stopped_before_counting_then_resumed_counts_each_game_once(qtbot, monkeypatch):
    two_games_then_stop(qtbot, monkeypatch)
    w = new_window(qtbot)
    seen: list = []
    click_button_of_prompt("Resume", seen)
    start_session(w, inform=lambda texts: None)
    assert w.controller.match is not None and len(w.controller.match.games) == 3
    assert counted() == [(1, True), (2, True)]


def test_corrupt_statistics_found_while_resuming_are_reported(qtbot):
    two_games_then_stop(qtbot)
    stats_path().write_text('{"format": "bgdesk-stats", "version": 1, "results": [')
    told: list = []
    w = new_window(qtbot)
    start_session(w, ask=lambda u: True, inform=told.extend)
    assert any("statistics file could not be used" in t for t in told), told
    assert list(stats_path().parent.glob("stats.json.corrupt-*"))
    assert counted() == [(1, True), (2, True)]           # counted again in the new file


def test_a_saved_match_too_large_to_read_is_moved_aside_and_reported(qtbot):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.write(b'{"format": "bgdesk-autosave", "version": 1, "match": {"x": "')
        f.truncate(200 * MB)
    told: list = []
    w = new_window(qtbot)
    start_session(w, ask=lambda u: (_ for _ in ()).throw(AssertionError("asked")),
                  inform=told.extend)
    [text] = told
    assert "200.0 MB" in text and "not read" in text
    assert not path.exists() and list(path.parent.glob("autosave.json.corrupt-*"))
    assert os.path.getsize(next(path.parent.glob("autosave.json.corrupt-*"))) == 200 * MB
