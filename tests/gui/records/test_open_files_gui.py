"""Every file players keep, opened where they expect it: File > Open with one filter for every
format (.mat, .sgf, .xg, .xgp, position texts), a file dropped on the window, File > Open recent,
the analysis a file stored shown in the analysis window and its review, positions stepped through
one by one, and the match exported as GNU Backgammon's .sgf."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from bgdesk.engine.game import Phase
from bgdesk.engine.sgf import read_sgf
from bgdesk.gui.i18n import bound_source
from tests.gui.records.interop_helpers import imported

ROOT = Path(__file__).resolve().parents[3]
FORMATS = next((p for p in (ROOT.parent / "shared" / "formats", Path("/work/shared/formats"))
                if p.is_dir()), None)
POSITIONS = ROOT / "tests" / "engine" / "data" / "positions"

needs_formats = pytest.mark.skipif(FORMATS is None, reason="shared/formats is not beside the "
                                                           "checkout")


def copy(name: str, tmp_path: Path, source: Path | None = None) -> Path:
    target = tmp_path / name
    shutil.copyfile((source or FORMATS) / name, target)
    return target


@needs_formats
@pytest.mark.parametrize("name,games,analysed", [
    ("gnubg-test-match01.sgf", 3, True),
    ("hsbt-paris-2023-job-unger-7pt.xg", 7, True),
    ("hsbt-paris-2023-job-unger-7pt.txt", 7, False),
])
def test_file_open_reads_each_match_format_into_the_replay(window, qtbot, tmp_path, name, games,
                                                           analysed):
    win = imported(window, qtbot, copy(name, tmp_path))
    assert len(win.record.games) == games and not win.positions
    assert win.windowTitle() == f"Replay: {name}"
    assert win.act_stored.isVisible() == analysed
    assert f"{name}: {games} games read" in window.interop.last_message
    # Stepping through it works as for a .mat file.
    assert win.forward() and win.frame.step == 1


def test_the_open_dialog_offers_every_format_in_one_filter(window):
    io = window.interop
    assert bound_source(io.act_import) == "&Open match or positions…"
    assert io.act_import.shortcut().toString() == "Ctrl+O"
    import inspect

    source = inspect.getsource(type(io).import_mat)
    assert "(*.mat *.txt *.sgf *.xg *.xgp)" in source


@needs_formats
def test_the_analysis_a_file_stored_opens_and_its_review_shows_the_errors(window, qtbot, tmp_path):
    win = imported(window, qtbot, copy("hsbt-paris-2023-job-unger-7pt.xg", tmp_path))
    bar = win.findChild(type(win.findChildren(type(win.addToolBar("x")))[0]), "replay_toolbar")
    assert win.act_stored in bar.actions()
    analysis = win.show_stored()
    qtbot.addWidget(analysis)
    assert analysis.result is not None and not analysis.progress.isVisible()
    assert analysis.status.text() == "7 games: the analysis eXtreme Gammon stored in the file."
    names = [analysis.summary.item(r, 0).text() for r in range(2)]
    assert names == ["Kévin Unger", "Maxence Job"]
    assert analysis.worst.rowCount() == 12
    # Under the plot, every game named where there is room, its number alone where a short
    # game (game 3: ten plays) leaves none: no label runs into the next.
    analysis.plot.resize(860, 200)
    labels = analysis.plot.game_labels()
    fm = analysis.plot.fontMetrics()
    assert len(labels) == 7 and "Game 1" in labels[0][2] and labels[2][2] in ("3", "")
    assert all(x + fm.horizontalAdvance(t) < nx for (_i, x, t), (_j, nx, _u)
               in zip(labels, labels[1:]))
    review = analysis.open_review()
    qtbot.addWidget(review)
    assert review.items, "the review lists the errors"
    first = review.items[0]
    assert first.loss >= review.items[-1].loss
    # The worst error is shown on the board, the answer hidden; a second try reveals it.
    review.show_item(0)
    if first.kind == "play":
        hint = first.hint
        review._tried_play(next(p for p in
                                __import__("bgdesk.engine", fromlist=["Position"]).Position
                                .from_position_id(first.position_id).legal_plays(*first.dice)
                                if p.result_board == hint.best.board))
        qtbot.waitUntil(lambda: review.shown is not None, timeout=10000)
        assert review.shown["rows"][1][3] == 0.0     # the second try was the best: no loss


@needs_formats
def test_a_gnubg_file_reviewed_from_practice_uses_its_stored_analysis(window, qtbot, tmp_path):
    path = copy("gnubg-test-match01.sgf", tmp_path)
    practice = window.practice
    with qtbot.waitSignal(practice.file_analysed, timeout=30000) as blocker:
        assert practice.review_file(str(path))
    win = blocker.args[0]
    qtbot.addWidget(win)
    assert win.source.startswith("GNU Backgammon") and not win.running
    assert win.result is not None and win.reviews, "the review opened at once"


def test_position_files_open_as_a_list_to_step_through(window, qtbot, tmp_path):
    three = ("bgblitz_checker_en.txt", "bgblitz_cube_en.txt", "xg_checker_en.txt")
    text = "\n\n".join((POSITIONS / name).read_text() for name in three)
    path = tmp_path / "positions.txt"
    path.write_text(text)
    win = imported(window, qtbot, path)
    assert win.positions and len(win.record.games) == 3
    assert win.windowTitle() == "Positions: positions.txt"
    assert win.games.itemText(0).startswith("Position 1: Red 3, Green 6")
    assert win.text.text().startswith(f"Position 1 of {len(win.record.games)} (match to 7): Red 3, Green 6. Red to "
                                      "play 21.")
    assert bound_source(win.act_next_game) == "Next position"
    QTest.keyClick(win, Qt.Key.Key_PageDown)
    assert win.game_index == 1
    assert "Red on roll." in win.text.text()
    QTest.keyClick(win, Qt.Key.Key_PageDown)
    assert win.game_index == 2 and "money play" in win.text.text()
    # Play from here sets up the position shown in the main window.
    frame = win.frame
    assert window.interop.play_from_here(win.record, 2, 0, win,
                                         driver=lambda dlg: (dlg.friend.setChecked(True),
                                                             dlg.accept()))
    g = window.controller.game
    assert g.position_for(0) == frame.position and g.dice == frame.dice
    assert g.phase is Phase.MOVING


@needs_formats
def test_an_xgp_position_opens_as_a_position_with_its_stored_analysis(window, qtbot, tmp_path):
    win = imported(window, qtbot, copy("position-1.xgp", tmp_path))
    assert win.positions and len(win.record.games) == 1
    assert win.text.text() == (
        "Position 1 of 1 (money play): Player 1 0, Player 2 0. Player 1 on roll.\n\n"
        "eXtreme Gammon (XG Roller++): no double +0.024, double/take −0.325, double/pass "
        "+1.000.")


def test_pasting_several_positions_opens_the_list(window, qtbot):
    text = "\n".join(p.read_text() for p in sorted(POSITIONS.glob("*.txt")))
    before = window.controller.match
    assert window.interop.paste_position(text)
    win = window.interop.replays[-1]
    qtbot.addWidget(win)
    assert win.positions and len(win.record.games) == len(list(POSITIONS.glob("*.txt")))
    assert window.controller.match is before     # nothing set up until one is played on
    assert window.interop.last_message.startswith(f"{len(win.record.games)} positions pasted.")


def drag_events(window, mime: QMimeData):
    pos = QPointF(window.width() / 2, window.height() / 2)
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    return enter, drop


@needs_formats
def test_a_file_dropped_on_the_window_opens(window, qtbot, tmp_path):
    path = copy("gnubg-test-match01.sgf", tmp_path)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter, drop = drag_events(window, mime)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    with qtbot.waitSignal(window.interop.imported, timeout=30000) as blocker:
        QApplication.sendEvent(window, drop)
    assert drop.isAccepted()
    win = blocker.args[0]
    qtbot.addWidget(win)
    assert len(win.record.games) == 3
    # The board does not take the drop for itself: it goes to the window.
    assert not window.view.acceptDrops() and not window.view.viewport().acceptDrops()
    assert window.acceptDrops()


def test_text_dropped_on_the_window_is_read_as_positions(window, qtbot):
    mime = QMimeData()
    mime.setText("\n".join(p.read_text() for p in sorted(POSITIONS.glob("*.txt"))))
    enter, drop = drag_events(window, mime)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(window, drop)
    win = window.interop.replays[-1]
    qtbot.addWidget(win)
    assert win.positions and len(win.record.games) == len(list(POSITIONS.glob("*.txt")))


def test_something_that_cannot_be_opened_is_not_taken(window):
    mime = QMimeData()
    mime.setUrls([QUrl("https://example.org/match.mat")])
    enter, _drop = drag_events(window, mime)
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()


@needs_formats
def test_open_recent_lists_the_files_opened_and_opens_them_again(window, qtbot, tmp_path):
    io = window.interop
    a = copy("gnubg-test-match01.sgf", tmp_path)
    b = copy("hsbt-paris-2023-job-unger-7pt.xg", tmp_path)
    imported(window, qtbot, a)
    imported(window, qtbot, b)
    assert io.recent_files() == [str(b), str(a)]
    menu = io.recent_menu
    assert menu.menuAction() in io.file_menu.actions()
    menu.aboutToShow.emit()
    labels = [act.text() for act in menu.actions() if not act.isSeparator()]
    assert labels == ["&1 hsbt-paris-2023-job-unger-7pt.xg", "&2 gnubg-test-match01.sgf",
                      "Clear the list"]
    with qtbot.waitSignal(io.imported, timeout=30000) as blocker:
        menu.actions()[1].trigger()
    qtbot.addWidget(blocker.args[0])
    assert io.recent_files()[0] == str(a)
    # A file that is gone is taken off the list, and the person is told.
    a.unlink()
    window.prompt_driver = lambda *_: None
    try:
        assert not io.open_recent(str(a))
    finally:
        window.prompt_driver = None
    assert "is no longer there" in io.last_message
    assert io.recent_files() == [str(b)]
    io.clear_recent()
    menu.aboutToShow.emit()
    assert [act.text() for act in menu.actions()] == ["No files opened yet"]


def test_the_recent_list_survives_a_damaged_file(tmp_path, monkeypatch):
    from bgdesk.storage import recent

    monkeypatch.setenv("BGDESK_HOME", str(tmp_path / "home"))
    path = recent.recent_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    files, messages = recent.load_recent()
    assert files == [] and messages
    assert recent.remember_recent(tmp_path / "x.mat") == [str(tmp_path / "x.mat")]
    for i in range(15):
        recent.remember_recent(tmp_path / f"{i}.sgf")
    assert len(recent.load_recent()[0]) == recent.MAX_FILES


def test_the_match_exports_as_gnubg_sgf(window, tmp_path):
    from tests.gui.records.test_interop_gui import finished_match

    match = finished_match(window.controller)
    path = tmp_path / "out" / "alice-bob.sgf"
    window.interop.update_actions()
    assert window.interop.act_export_sgf.isEnabled()
    assert window.interop.export_sgf(path)
    back = read_sgf(path.read_bytes()).record
    assert [g.result for g in back.games] == [g.result for g in match.record().games]
    assert back.meta["names"] == ["Alice", "Bob"]
    assert "Exported to" in window.interop.last_message


@needs_formats
def test_a_file_on_the_command_line_opens_whatever_its_format(qtbot, tmp_path, monkeypatch):
    from bgdesk.gui.window.app import start
    from bgdesk.gui.window.cli import parse

    monkeypatch.setenv("BGDESK_HOME", str(tmp_path / "home"))
    path = copy("hsbt-paris-2023-job-unger-7pt.xg", tmp_path)
    monkeypatch.chdir(tmp_path)
    assert parse([path.name]).file == str(path)
    window = start(["bgdesk"], open_file=str(path))
    qtbot.addWidget(window)
    # the board is painted first; the rooms (records among them) and the file come after
    qtbot.waitUntil(lambda: window.rooms_installed and bool(window.interop.replays), timeout=15000)
    replay = window.interop.replays[-1]
    qtbot.addWidget(replay)
    assert len(replay.record.games) == 7 and replay.act_stored.isVisible()


def test_a_damaged_mat_file_opens_with_its_games_numbered_as_the_file_numbers_them(window, qtbot,
                                                                                  tmp_path):
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "engine"))
    from test_matdamage import PASSED

    path = tmp_path / "damaged.mat"
    path.write_text(PASSED)
    win = imported(window, qtbot, path)
    labels = [win.games.itemText(i) for i in range(win.games.count())]
    assert labels == ["Game 1: Alice 0, Bob 0", "Game 2: Alice 1, Bob 0",
                      "Game 2, continued: Alice 1, Bob 0", "Game 3: Alice 1, Bob 1"]
    win.go(2, 0)
    assert win.text.text() == "Game 2, continued: Alice 1, Bob 0"
    assert window.scene.state is not None
    heading = [win.move_list.item(r, 0).text() for r in range(win.move_list.rowCount())
               if win.move_list.item(r, 0).font().bold()]
    assert heading[2] == "Game 2, continued (match to 5): Alice 1, Bob 0"
    assert window.interop.last_message == "damaged.mat: 3 games read, with remarks about the file."
    # What was odd is said, naming the line.
    assert window.interop.last_warnings[0].startswith("Line 11: Bob rolled 5-3 in game 2 and no "
                                                      "move is written")
