""".mat import in the window: progress and Cancel, closing the window while reading, what was odd
said in sentences (in the language in use), names from the file shown as plain text everywhere,
and Play from here (the replay's moment played on against the computer or a friend)."""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QToolButton,
    QWidget,
)

from bgdesk.engine.game import Phase
from bgdesk.engine.fileread import MESSAGES as FILE_MESSAGES
from bgdesk.engine.matimport import MESSAGES
from bgdesk.engine.record import EventKind
from bgdesk.gui.i18n import apply_language
from bgdesk.gui.match.controller import HUMAN
from bgdesk.gui.match.play_from_here import PlayFromHereDialog
from bgdesk.gui.records.mat_messages import FILE_TEMPLATES, TEMPLATES, mat_message
from tests.gui.records.interop_helpers import imported

ENGINE_TESTS = Path(__file__).resolve().parents[2] / "engine"
sys.path.insert(0, str(ENGINE_TESTS))
from mat_dialects import GALAXY, bot_match, repeated_session, write_dialect  # noqa: E402

NAMES = ("<b>Al</b>", "<i>Bo</i>")


@pytest.fixture
def english():
    yield
    apply_language("en")


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     widget.rect().center())


def wait_for_pool(qtbot) -> None:
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=20000)


# ---------------------------------------------------------------------------------------------
# Reading: progress, Cancel, closing the window
# ---------------------------------------------------------------------------------------------

def test_the_progress_window_cancels_the_reading(window, qtbot, tmp_path):
    path = tmp_path / "long.mat"
    path.write_text(repeated_session(2000))
    io = window.interop
    ctl = window.controller
    before = ctl.match
    stopped = []
    io.import_cancelled.connect(stopped.append)
    assert io.import_mat(path)
    dlg = io.import_progress
    assert isinstance(dlg, QProgressDialog) and "long.mat" in dlg.labelText()
    dlg.show()   # it shows by itself after a moment; here at once
    qtbot.waitExposed(dlg)
    cancel = next(b for b in dlg.findChildren(QWidget) if b.metaObject().className() == "QPushButton")
    click(cancel)
    qtbot.waitUntil(lambda: bool(stopped), timeout=20000)
    assert stopped[0] == "Reading long.mat was stopped. Nothing was changed."
    assert io.replays == [] and ctl.match is before
    assert io._tasks == [] and (not shiboken6.isValid(dlg) or not dlg.isVisible())
    wait_for_pool(qtbot)


def test_closing_the_window_stops_the_reading_at_once(window, qtbot, tmp_path):
    path = tmp_path / "long.mat"
    path.write_text(repeated_session(2000))
    io = window.interop
    assert io.import_mat(path)
    task = io._tasks[0]
    started = time.monotonic()
    window.close()      # Game > Quit closes the window; the program ends with it
    assert task.finished.is_set() and task.cancelled
    assert time.monotonic() - started < 2.5
    assert QThreadPool.globalInstance().waitForDone(2000)


def test_quitting_the_program_stops_the_reading(window, qtbot, tmp_path):
    path = tmp_path / "long.mat"
    path.write_text(repeated_session(2000))
    io = window.interop
    stopped = []
    io.import_cancelled.connect(stopped.append)
    assert io.import_mat(path)
    task = io._tasks[0]
    QApplication.instance().aboutToQuit.emit()     # what QApplication.quit() sends
    assert task.finished.wait(2.5) and task.cancelled
    qtbot.waitUntil(lambda: bool(stopped), timeout=5000)
    assert io.replays == []
    wait_for_pool(qtbot)


def test_a_file_read_with_remarks_says_them_in_sentences(window, qtbot, tmp_path, english):
    # A Galaxy file whose first game lacks its result, and a take that answers nothing.
    text = (" 5 point match\n\n Game 1\n Al : 0                         Bo : 0\n"
            "  1)                             65: 13/7 13/8\n"
            "  2)  Takes\n\n"
            " Game 2\n Al : 0                         Bo : 2\n"
            "  1) 31: 8/5 6/5\n")
    path = tmp_path / "odd.mat"
    path.write_text(text)
    replay = imported(window, qtbot, path)
    io = window.interop
    assert io.last_warnings == [
        "Line 6: 'Takes' answers a double that was not offered; it is left out.",
        "Line 3: game 1 stops without a result; it is kept unfinished, and the next game "
        "begins at the score its line gives.",
    ]
    box = io.remarks_box
    assert isinstance(box, QMessageBox) and box.textFormat() == Qt.TextFormat.PlainText
    assert "odd.mat was read" in box.text() and io.last_warnings[0] in box.informativeText()
    assert "with remarks" in io.last_message
    assert [g.score for g in replay.record.games] == [(0, 0), (0, 2)]


def test_remarks_and_errors_in_another_language(window, qtbot, tmp_path, english):
    apply_language("af")
    text = " 3 point match\n\n Game 1\n A : 0        B : 0\n  1)   65: 13/7 13/8\n  2)  Takes\n"
    path = tmp_path / "af.mat"
    path.write_text(text)
    imported(window, qtbot, path)
    assert window.interop.last_warnings == [
        "Reël 6: 'Takes' antwoord op 'n verdubbeling wat nie aangebied is nie; dit word "
        "uitgelaat."]
    # Nothing of the file can be read: it is refused, in the language in use.
    bad = tmp_path / "bad.mat"
    bad.write_text(text.replace("  1)   65: 13/7 13/8", "  1)   66: 13/7 13/7"))
    with qtbot.waitSignal(window.interop.import_failed, timeout=20000) as blocker:
        window.interop.import_mat(bad)
    message = blocker.args[0]
    assert message == ("bad.mat kon nie ingevoer word nie. Reël 5: A se '66: 13/7 13/7' is die "
                       "eerste gooi van die spel, wat een dobbelsteen vir elke speler is, en kan "
                       "dus nie dubbels wees nie. Niks is verander nie.")


def test_every_message_of_the_reader_has_its_translation_table_entry():
    assert set(TEMPLATES) | {"after-match", "more-warnings"} == set(MESSAGES)
    for code, text in TEMPLATES.items():
        assert text == MESSAGES[code], code
    # The readers of other programs' files (.sgf, .xg, .xgp, position texts): each sentence.
    assert set(FILE_TEMPLATES) == set(FILE_MESSAGES)
    for code, text in FILE_TEMPLATES.items():
        assert text == FILE_MESSAGES[code], code
    assert mat_message("after-match", {"game": 3, "count": 2}) == \
        "the match was won in game 3; the 2 games after it are not read"
    assert mat_message("resign-points", {"loser": "Bo", "game": 1, "pts_written": 1, "cube": 2,
                                         "kind": 2, "pts": 4}) == \
        "Bo gave up game 1 for 1 point; at a cube of 2 that is read as a gammon, worth 4 points"
    assert mat_message("no-checker", {"player": "Al", "entry": "21: 25/23", "point": 25}) == \
        "Al's '21: 25/23': Al has no checker on the bar"


# ---------------------------------------------------------------------------------------------
# Names from a file are plain text
# ---------------------------------------------------------------------------------------------

def rich_labels(root: QWidget, names=NAMES) -> list[str]:
    """Labels (and message boxes) under ``root`` that show a name and could draw it as rich
    text."""
    found = []
    for w in [root] + root.findChildren(QWidget):
        if isinstance(w, (QLabel, QMessageBox)) and any(n in w.text() for n in names):
            if w.textFormat() != Qt.TextFormat.PlainText:
                found.append(f"{type(w).__name__}({w.objectName()}): {w.text()!r}")
    return found


def imported_match(window, qtbot, tmp_path, names=NAMES):
    rec = bot_match(5, 5).record()
    text = write_dialect(rec, replace(GALAXY, names=names))
    path = tmp_path / "names.mat"
    path.write_text(text)
    return rec, imported(window, qtbot, path)


def test_names_from_a_file_are_plain_text_in_the_replay_and_the_window(window, qtbot, tmp_path):
    _rec, replay = imported_match(window, qtbot, tmp_path)
    assert replay.record.meta["names"] == list(NAMES)
    replay.go(0, 0)
    assert replay.text.text().startswith("Game 1: <b>Al</b> 0, <i>Bo</i> 0")
    assert replay.text.textFormat() == Qt.TextFormat.PlainText
    assert rich_labels(replay) == []
    # Played on in the main window: the score panel and every other label say them as they are.
    assert window.interop.play_from_here(replay.record, 0, 3, replay,
                                         driver=lambda dlg: (dlg.friend.setChecked(True),
                                                             dlg.accept()))
    panel = window.score_panel
    assert [label.text()[-len(n):] for label, n in zip(panel.names, NAMES)] == list(NAMES)
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in panel.names)
    assert rich_labels(window) == []


def test_every_dialog_shows_names_as_plain_text(window, qtbot):
    # Each dialog and window the program opens, with players named like tags.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from test_i18n_layouts import DIALOGS

    from interop_helpers import start

    start(window.controller, names=NAMES)
    problems = {}
    for which, make in DIALOGS.items():
        dlg = make(window)
        qtbot.addWidget(dlg)
        found = rich_labels(dlg)
        if found:
            problems[which] = found
        dlg.close()
    assert problems == {}


# ---------------------------------------------------------------------------------------------
# Play from here
# ---------------------------------------------------------------------------------------------

def toolbar_button(window, action) -> QToolButton:
    for tb in window.findChildren(QToolButton):
        if tb.defaultAction() is action:
            return tb
    raise AssertionError(f"no tool button for {action.text()!r}")


def dialog_driver(choose):
    """A driver that fills the Play from here dialog by clicks and presses Play."""
    def drive(dlg: PlayFromHereDialog) -> None:
        dlg.show()
        choose(dlg)
        click(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok))
    return drive


def test_play_from_here_goes_on_with_the_score_cube_and_crawford_state(window, qtbot, tmp_path):
    rec, replay = imported_match(window, qtbot, tmp_path, names=("Ann", "Bob"))
    # A moment after a double was taken, in a game that is not the first.
    gi, step = next((gi, i + 1) for gi, g in enumerate(replay.record.games) if gi
                    for i, e in enumerate(g.events) if e.kind is EventKind.TAKE)
    replay.go(gi, step)
    frame = replay.frame

    def choose(dlg):
        assert dlg.windowTitle() == "Play from here"
        assert "game" in dlg.findChild(QLabel, "where").text()
        click(dlg.computer)
        dlg.me.setCurrentIndex(1)          # I am Bob; the computer plays Ann
        dlg.level.setCurrentIndex(dlg.level.findData("beginner"))

    window.prompt_driver = dialog_driver(choose)
    try:
        click(toolbar_button(replay, replay.act_play_on))
    finally:
        window.prompt_driver = None
    ctl = window.controller
    m, g = ctl.match, ctl.game
    assert ctl.names == ("Ann", "Bob")
    assert ctl.seat_levels == ("beginner", HUMAN)
    assert g.position_for(0) == frame.position
    assert (g.cube_value, g.cube_owner, g.crawford) == (frame.cube_value, frame.cube_owner,
                                                        frame.crawford)
    assert m.score == frame.score and g.score == replay.record.games[gi].score
    assert m.length == replay.record.length
    assert "Playing on from the replay" in window.interop.last_message
    # The board shows it.
    state = window.scene.state
    assert state.cube_value == frame.cube_value and tuple(state.score) == tuple(frame.score)


def test_play_from_here_with_a_friend_from_a_roll_waiting(window, qtbot, tmp_path):
    _rec, replay = imported_match(window, qtbot, tmp_path, names=("Ann", "Bob"))
    frames = replay.frames[1]
    f = next(f for f in frames if f.phase is Phase.MOVING and f.step > 2)
    replay.go(1, f.step)
    window.prompt_driver = dialog_driver(lambda dlg: click(dlg.friend))
    try:
        QTest.keyClick(replay, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    finally:
        window.prompt_driver = None
    ctl = window.controller
    assert ctl.seat_levels == (HUMAN, HUMAN)
    g = ctl.game
    assert g.phase is Phase.MOVING and g.dice == f.dice and g.on_roll == f.on_roll
    # The roll is played on the board and the game goes on.
    turn = ctl.turn
    while not turn.is_complete:
        step = turn.legal_steps()[0]
        assert ctl.move(step.src, step.dst), ctl.last_message
    assert ctl.commit(), ctl.last_message
    assert ctl.game.phase is Phase.BEFORE_ROLL and ctl.game.on_roll == 1 - f.on_roll


def test_cancelling_play_from_here_changes_nothing(window, qtbot, tmp_path):
    _rec, replay = imported_match(window, qtbot, tmp_path)
    before = window.controller.match

    def cancel(dlg):
        dlg.show()
        click(dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel))

    assert not window.interop.play_from_here(replay.record, 0, 5, replay, driver=cancel)
    assert window.controller.match is before


def test_a_long_session_opens_at_once_and_lists_one_game_at_a_time(window, qtbot, tmp_path):
    path = tmp_path / "session.mat"
    path.write_text(repeated_session(400))
    replay = imported(window, qtbot, path)
    ml = replay.move_list
    assert len(replay.record.games) == 400 and ml.one_game_at_a_time
    # Only the games shown have been replayed.
    assert list(replay.frames._kept) == [0]
    heading = ml.item(0, 0).text()
    assert heading.startswith("Game 1 ")
    QTest.keyClick(replay, Qt.Key.Key_PageDown)
    assert (replay.game_index, replay.step) == (1, 0)
    assert ml.item(0, 0).text().startswith("Game 2 ")
    replay.games.setCurrentIndex(399)
    assert ml.item(0, 0).text().startswith("Game 400 ") and replay.game_index == 399
    assert sorted(replay.frames._kept) == [0, 1, 399]
    QTest.keyClick(replay, Qt.Key.Key_Right)
    assert ml.highlighted_text() == ml.item(ml.currentRow(), ml.currentColumn()).text()
