"""Issue 6 in the window: copy/paste of positions, .mat export and import, the replay viewer and
the move list (tests/gui/records/test_fair_dice_gui.py covers the dice, test_position_editor.py the
editor)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest

from bgdesk.engine.game import Phase
from bgdesk.engine.matfile import MAX_MAT_BYTES, export_mat, import_mat
from bgdesk.engine.record import EventKind
from bgdesk.engine.replay import match_frames
from tests.gui.conftest import QueueDice
from tests.gui.records.interop_helpers import new_window, play_out, play_turns, start


def activate(qtbot, w):
    """Make ``w`` the active window (its window shortcuts need that), after any activation
    still queued for the main window."""
    qtbot.waitExposed(w)
    qtbot.wait(20)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)


def state_of(ctl):
    g = ctl.game
    return (g.position_for(0), g.phase, g.on_roll, g.dice, g.cube_value, g.cube_owner, g.score,
            g.match_length, g.crawford, ctl.match.score, ctl.match.length)


# --------------------------------------------------------------------------------------------
# Clipboard


def test_menus_and_actions_exist(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[:3] == ["&File", "&Game", "&Edit"]
    io = window.interop
    assert io.act_copy_position.shortcut().toString() == "Ctrl+Shift+C"
    assert io.act_paste_position.shortcut().toString() == "Ctrl+Shift+V"
    assert io.act_edit_position.shortcut().toString() == "Ctrl+E"
    assert io.act_fairness in window.act_quit.associatedObjects()[0].actions()


def test_copy_then_paste_into_a_fresh_window_gives_the_same_state(window, qtbot, settings):
    ctl = window.controller
    dice = QueueDice(seed=4)
    start(ctl, length=7, dice=dice)
    dice.push((3, 1))  # opening: Alice 3, Bob 1
    play_turns(ctl, 5)
    # The player on roll doubles and the cube is taken, then a roll waits to be played.
    window.prompt_driver = lambda dlg: dlg.choose("take")
    assert ctl.double()
    assert ctl.game.cube_value == 2 and ctl.game.cube_owner is not None
    dice.push((6, 5))
    assert ctl.roll()
    assert ctl.game.phase is Phase.MOVING
    before = state_of(ctl)
    text = window.interop.copy_position()
    assert text.startswith("XGID=") and "GNUbg ID: " in text
    assert QGuiApplication.clipboard().text() == text
    assert "Copied" in window.interop.last_message

    other = new_window(qtbot, settings)
    assert other.interop.paste_position()  # from the clipboard
    assert state_of(other.controller)[:9] == before[:9]
    assert other.controller.match.score == ctl.match.score
    assert other.controller.match.length == 7
    assert other.interop.position_text() == window.interop.position_text()
    assert other.controller.turn is not None  # the dice are on the board, ready to be played

    # Either line alone sets up the same state.
    for line in text.splitlines():
        third = new_window(qtbot, settings)
        assert third.interop.paste_position(line), third.interop.last_message
        assert state_of(third.controller)[:9] == before[:9]


def test_copy_keys_and_single_ids(window):
    io = window.interop
    QGuiApplication.clipboard().setText("")
    QTest.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.clipboard().text().startswith("XGID=")
    assert io.copy_position("xgid").startswith("XGID=")
    from bgdesk.engine.matchid import game_ids

    pid, mid = game_ids(window.controller.game)
    assert pid == "4HPwATDgc/ABMA"
    assert io.copy_position("gnubg") == f"GNUbg ID: {pid}:{mid}\n"
    assert QGuiApplication.clipboard().text() == f"GNUbg ID: {pid}:{mid}\n"


def test_paste_by_shortcut_plays_on(window):
    ctl = window.controller
    # Money game, player 1 (Bob) on roll with 5-2 rolled: gnubg's example ID pair.
    QGuiApplication.clipboard().setText("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10")
    QTest.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    g = ctl.game
    assert g.phase is Phase.MOVING and g.dice == (5, 2) and g.on_roll == 0
    assert ctl.match.length == 0
    assert "Play on from here" in window.interop.last_message
    assert ctl.move(13, 8) and ctl.move(13, 11) and ctl.commit()
    assert ctl.game.on_roll == 1


def test_bad_paste_changes_nothing_and_says_why(window):
    ctl = window.controller
    dice = QueueDice(seed=2)
    start(ctl, length=5, dice=dice)
    play_turns(ctl, 3)
    match, before = ctl.match, state_of(ctl)
    record = match.record()
    io = window.interop
    bad = [
        "",
        "hello there",
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0",          # truncated
        "XGID=-b----E-C---eE---c-e----B-:9:0:1:52:0:0:0:0:10",     # cube 512
        "4HPwATDgc/ABMA:AAAAAAAAAAAA",                              # a finished game? no: bad state
        "GNUbg ID: ////////////// :cAkAAAAAAAAA",
        "x" * 30000,
    ]
    for text in bad:
        assert not io.paste_position(text)
        assert "Nothing was changed" in io.last_message, (text, io.last_message)
        assert ctl.match is match
        assert state_of(ctl) == before
        assert ctl.match.record() == record
    assert "XGID" in window.statusBar().currentMessage() or "Nothing was changed" in \
        window.statusBar().currentMessage()


def test_paste_with_a_double_offered_asks_for_the_answer(window):
    ctl = window.controller
    asked = []

    def driver(dlg):
        asked.append(type(dlg).__name__)
        dlg.choose("take")

    window.prompt_driver = driver
    # Match to 5 at 1-2, cube 2 owned by the player to act... here: X doubled (D), cube 1.
    assert window.interop.paste_position("XGID=-b----E-C---eE---c-e----B-:0:0:1:D:1:2:0:5:10")
    assert asked == ["TakeDialog"]
    g = ctl.game
    assert g.cube_value == 2 and g.cube_owner == 1 and g.phase is Phase.BEFORE_ROLL
    assert ctl.match.score == (1, 2)


# --------------------------------------------------------------------------------------------
# .mat export and import


def finished_match(ctl, length=3, seed=5):
    start(ctl, length=length, dice=QueueDice(seed=seed))
    play_out(ctl)
    assert ctl.match.is_over
    return ctl.match


def plays_of(record):
    return [[(e.player, tuple(sorted(e.dice)), e.notation) for e in g.events if e.kind is EventKind.PLAY]
            for g in record.games]


def test_export_then_import_round_trip(window, qtbot, tmp_path):
    ctl = window.controller
    match = finished_match(ctl)
    path = tmp_path / "out" / "alice-bob.mat"
    assert window.interop.export_mat(path)
    text = path.read_text()
    assert text == export_mat(match.record(), names=("Alice", "Bob"),
                              date=text.split('EventDate "')[1].split('"')[0])
    assert " 3 point match" in text
    assert not [p for p in path.parent.iterdir() if p.name != path.name]  # no temporary left

    before = state_of(ctl)
    with qtbot.waitSignal(window.interop.imported, timeout=20000) as blocker:
        assert window.interop.import_mat(path)
    replay = blocker.args[0]
    qtbot.addWidget(replay)
    rec = replay.record
    assert plays_of(rec) == plays_of(match.record())
    assert [g.result for g in rec.games] == [g.result for g in match.record().games]
    assert rec.meta["names"] == ["Alice", "Bob"]
    assert replay.windowTitle() == "Replay: alice-bob.mat"
    assert state_of(ctl) == before and ctl.match is match  # the game being played is untouched


def test_import_errors_name_the_line_and_touch_nothing(window, qtbot, tmp_path):
    ctl = window.controller
    start(ctl, length=5, dice=QueueDice(seed=8))
    play_turns(ctl, 2)
    match, before = ctl.match, state_of(ctl)
    good = export_mat(import_mat(" 1 point match\n\n Game 1\n A : 0    B : 0\n"
                                 "  1) 31: 8/5 6/5\n"))
    lines = good.splitlines()
    # An illegal move on the numbered line.
    n = next(i for i, line in enumerate(lines) if "31: 8/5 6/5" in line)
    lines[n] = lines[n].replace("8/5 6/5", "8/4 6/5")
    bad = tmp_path / "illegal.mat"
    bad.write_text("\n".join(lines) + "\n")
    with qtbot.waitSignal(window.interop.import_failed, timeout=20000) as blocker:
        assert window.interop.import_mat(bad)
    message = blocker.args[0]
    assert f"Line {n + 1}" in message and "Nothing was changed" in message
    assert window.interop.last_message == message

    binary = tmp_path / "binary.mat"
    binary.write_bytes(bytes(range(256)) * 8)
    with qtbot.waitSignal(window.interop.import_failed, timeout=20000) as blocker:
        assert window.interop.import_mat(binary)
    assert "binary.mat could not be imported" in blocker.args[0]

    huge = tmp_path / "huge.mat"
    with open(huge, "wb") as f:
        f.truncate(MAX_MAT_BYTES + 1)
    assert not window.interop.import_mat(huge)  # refused before reading
    assert "MB" in window.interop.last_message

    assert not window.interop.import_mat(tmp_path / "missing.mat")
    assert "missing.mat could not be imported" in window.interop.last_message
    assert ctl.match is match and state_of(ctl) == before
    assert window.interop.replays == []


def test_export_refuses_a_set_up_game(window, tmp_path):
    io = window.interop
    assert io.paste_position("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10")
    path = tmp_path / "setup.mat"
    assert not io.export_mat(path)
    assert "set-up position" in io.last_message
    assert not path.exists()


# --------------------------------------------------------------------------------------------
# The replay viewer and the move list


def test_replay_steps_through_every_move_with_the_move_list_in_step(window, qtbot):
    ctl = window.controller
    match = finished_match(ctl, length=3, seed=12)
    record = match.record()
    frames = match_frames(record, ("Alice", "Bob"))
    replay = window.interop.replay_current()
    qtbot.addWidget(replay)
    activate(qtbot, replay)
    scene, ml = replay.scene, replay.move_list
    assert (replay.game_index, replay.step) == (0, 0)
    assert scene.state.mine == frames[0][0].position.mine
    assert ml.highlighted_text().startswith("Game 1")
    assert not replay.act_back.isEnabled() and replay.act_forward.isEnabled()

    # Right arrow: event by event through game 1; the board follows every frame.
    for k in range(1, len(frames[0])):
        QTest.keyClick(replay, Qt.Key.Key_Right)
        assert (replay.game_index, replay.step) == (0, k)
        f = frames[0][k]
        assert scene.state.mine == f.position.mine and scene.state.theirs == f.position.theirs
        assert replay.text.text() == f.text
        if f.event.kind is EventKind.PLAY:
            d = f.event.dice
            cell = f"{max(d)}{min(d)}: {f.event.notation or '(no move)'}"
            assert ml.highlighted_text() == cell
            assert ml.currentColumn() == 1 + f.event.player
            assert ml.currentRow() == ml.table_row(0, f.row)
            assert len(scene.state.last_move) == len(f.event.steps)
    assert scene.state.game_over and "wins" in scene.banner_item.text
    # On into game 2, and back.
    QTest.keyClick(replay, Qt.Key.Key_Right)
    assert (replay.game_index, replay.step) == (1, 0)
    assert replay.games.currentIndex() == 1
    QTest.keyClick(replay, Qt.Key.Key_Left)
    assert (replay.game_index, replay.step) == (0, len(frames[0]) - 1)
    QTest.keyClick(replay, Qt.Key.Key_Home)
    assert replay.step == 0 and scene.state.mine == frames[0][0].position.mine
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.step == len(frames[0]) - 1
    QTest.keyClick(replay, Qt.Key.Key_PageDown)
    assert (replay.game_index, replay.step) == (1, 0)
    QTest.keyClick(replay, Qt.Key.Key_PageUp)
    assert (replay.game_index, replay.step) == (0, 0)
    # The game selector.
    last = len(frames) - 1
    replay.games.setCurrentIndex(last)
    assert (replay.game_index, replay.step) == (last, 0)
    assert scene.state.score == frames[last][0].score
    # Clicking a move in the list shows it.
    f = next(f for f in frames[0] if f.event is not None and f.event.kind is EventKind.PLAY
             and f.row == 3)
    ml.cellClicked.emit(ml.table_row(0, 3), 1 + f.event.player)
    assert (replay.game_index, replay.step) == (0, f.step)
    assert scene.state.mine == f.position.mine
    # Toolbar buttons are the same actions.
    replay.act_forward.trigger()
    assert replay.step == f.step + 1
    replay.act_back.trigger()
    assert replay.step == f.step


def test_replay_of_imported_file_shows_doubles_and_hits(window, qtbot, tmp_path):
    text = (" 3 point match\n\n Game 1\n Alice : 0                      Bob : 0\n"
            "  1) 31: 8/5 6/5                   64: 24/18 13/9\n"
            "  2) 62: 24/18 13/11               Doubles => 2\n"
            "  3)  Takes                        53: 13/8 13/10\n"
            "  4) 42: 18/16* 13/9\n")
    path = tmp_path / "short.mat"
    path.write_text(text)
    with qtbot.waitSignal(window.interop.imported, timeout=20000) as blocker:
        window.interop.import_mat(path)
    replay = blocker.args[0]
    qtbot.addWidget(replay)
    frames = replay.frames[0]
    double = next(f for f in frames if f.event is not None and f.event.kind is EventKind.DOUBLE)
    replay.go(0, double.step)
    assert replay.scene.state.cube_offered_by == 1
    assert replay.move_list.highlighted_text() == "Doubles to 2"
    hit = frames[-1]
    replay.go(0, hit.step - 1)
    replay.forward()
    marks = replay.scene.state.last_move
    assert sorted((m.src, m.dst, m.hit) for m in marks) == [(13, 9, False), (18, 16, True)]
    assert replay.scene.state.theirs[25] == 1  # Bob's checker on the bar
    assert replay.scene.state.cube_value == 2 and replay.scene.state.cube_owner == 0
    assert replay.move_list.highlighted_text() == "42: 18/16* 13/9"


def test_move_list_copies_as_text(window, qtbot):
    ctl = window.controller
    start(ctl, length=3, dice=QueueDice(seed=1))
    play_turns(ctl, 4)
    io = window.interop
    from bgdesk.engine.replay import move_list_text

    expected = move_list_text(ctl.match.record(), ("Alice", "Bob"))
    QGuiApplication.clipboard().setText("")
    io.copy_moves_button.click()
    assert QGuiApplication.clipboard().text() == expected
    assert "Game 1 (match to 3)" in expected
    QGuiApplication.clipboard().setText("")
    window.move_list.setFocus()
    QTest.keyClick(window.move_list, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == expected
    assert io.act_copy_moves in window.move_list.actions()
    assert window.move_list.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu

    replay = io.replay_current()
    qtbot.addWidget(replay)
    activate(qtbot, replay)
    QGuiApplication.clipboard().setText("")
    replay.copy_button.click()
    assert QGuiApplication.clipboard().text() == expected
    QGuiApplication.clipboard().setText("")
    QTest.keyClick(replay, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == expected
    # The context menu offers the copy.
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent

    ev = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(5, 5), replay.move_list.mapToGlobal(QPoint(5, 5)))
    replay.move_list.contextMenuEvent(ev)
    assert replay.move_list.copy_action in replay.move_list._menu.actions()
    replay.move_list._menu.close()


def test_replay_window_without_games(qtbot):
    from bgdesk.engine.record import MatchRecord
    from bgdesk.gui.records.replay_window import ReplayWindow

    win = ReplayWindow(MatchRecord(length=5))
    qtbot.addWidget(win)
    assert win.frame is None
    assert not win.forward() and not win.back()
    assert "no games" in win.text.text()
    assert not win.act_forward.isEnabled()


def test_replay_window_closes_by_its_button_escape_and_ctrl_w(window, qtbot):
    ctl = window.controller
    finished_match(ctl, length=3, seed=12)
    replay = window.interop.replay_current()
    qtbot.addWidget(replay)
    activate(qtbot, replay)
    assert replay.close_button.text() == "Close" and replay.close_button.isVisible()
    keys = [k.toString() for k in replay.act_close.shortcuts()]
    assert "Esc" in keys and "Ctrl+W" in keys
    QTest.keyClick(replay.view, Qt.Key.Key_Escape)  # the board has the focus in the replay
    assert not replay.isVisible()
    replay = window.interop.replay_current()
    activate(qtbot, replay)
    QTest.keySequence(replay, "Ctrl+W")
    assert not replay.isVisible()
    replay = window.interop.replay_current()
    activate(qtbot, replay)
    replay.close_button.click()
    assert not replay.isVisible()


def test_export_path_is_the_default_name(window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    ctl = window.controller
    start(ctl, length=3, dice=QueueDice(seed=3))
    play_turns(ctl, 2)
    asked = {}

    def fake_save(parent, caption, directory, filters):
        asked["dir"] = directory
        return str(tmp_path / "chosen.mat"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_save))
    window.interop.last_dir = str(tmp_path)
    assert window.interop.export_mat()
    assert os.path.basename(asked["dir"]).startswith("Alice-Bob-")
    assert (tmp_path / "chosen.mat").read_text().startswith("; [Player 1 \"Alice\"]")
