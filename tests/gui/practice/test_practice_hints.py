"""Hints, the tutor and the analysis window, with bgsage; and without it, the actions
disabled with a tool tip saying what to install."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from bgdesk.engine import Position
from bgdesk.engine.game import Game, Phase
from bgdesk.bots import analysis
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.prefs import GuiSettings

needs_bgsage = pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed")

# A bear-off race the player on roll wins 96 times in 100, without gammons: double, pass.
CRUSHING = Position.from_points(on_roll={6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
                                opponent={6: 3, 5: 3, 4: 3, 3: 3, 2: 3})
# 42 pips against 56, both with checkers off: double, pass; rolling gives up about 0.049.
CASH = Position.from_points(on_roll={6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
                            opponent={6: 4, 5: 4, 4: 3})


def play_steps(ctl, notation: str) -> None:
    """Play ``notation`` through drags on the controller, leaving the dice to pick up."""
    turn = ctl.turn
    play = next(p for p in turn.start.legal_plays(*turn.dice) if str(p) == notation)
    for src, dst in play.steps:
        assert ctl.move(src, dst), ctl.last_message


def set_up(window, position, on_roll=0, rolled=None, names=("Ann", "Ben")):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=names, length=0, seed=1))
    ctl.set_up(Game.from_position(position, on_roll=on_roll, rolled=rolled, rules=ctl.match.rules), names)
    return ctl


@needs_bgsage
def test_hint_for_the_opening_three_one(window, qtbot):
    ctl = set_up(window, Position.initial(), rolled=(3, 1))
    assert window.practice.act_hint.isEnabled()
    assert window.practice.act_hint.shortcut().toString() == "H"
    window.practice.act_hint.trigger()
    w = window.practice.hint_window
    qtbot.waitUntil(lambda: w.kind == "checker", timeout=10000)
    assert w.title.text() == "Ann to play 3-1"
    assert w.plays.rowCount() == 12  # the best twelve of the sixteen plays
    assert [w.plays.item(0, c).text() for c in (0, 1)] == ["1", "8/5 6/5"]
    best = w.hint.candidates[0]
    assert 0.50 < best.win < 0.62 and 0.10 < best.gammon < 0.25 and best.equity > 0
    assert w.plays.item(0, 4).text() == f"{100 * best.win:.1f}%"
    assert w.plays.item(0, 2).text().startswith("+")
    assert all(w.hint.candidates[i].equity >= w.hint.candidates[i + 1].equity
               for i in range(len(w.hint.candidates) - 1))
    assert "16 plays" in w.note.text()
    # the player makes another play: it is marked, first on the board, then once committed
    play_steps(ctl, "24/23 24/21")
    qtbot.waitUntil(lambda: w.hint.played is not None, timeout=3000)
    marked = w.hint.played
    assert w.hint.candidates[marked].play == "24/23 24/21" and marked > 0
    assert ctl.commit()
    row = next(r for r in range(w.plays.rowCount()) if w.plays.item(r, 0).text().startswith("▶"))
    assert w.plays.item(row, 1).text() == "24/23 24/21"
    assert "You played 24/23 24/21" in w.note.text() and "worse than 8/5 6/5" in w.note.text()


@needs_bgsage
def test_cube_hint_before_the_roll_and_take_hint(window, qtbot):
    ctl = set_up(window, CRUSHING)
    window.practice.hint()
    w = window.practice.hint_window
    qtbot.waitUntil(lambda: w.kind == "cube", timeout=10000)
    assert w.title.text() == "Ann: double or roll?"
    rows = [w.cube.item(r, 0).text() for r in range(3)]
    assert rows == ["No double", "Double, take", "Double, pass"]
    assert w.cube.item(2, 1).text() == "+1.000"  # a pass gives the doubler the cube's point
    assert w.note.text() == "Proper cube action: Double, pass."
    assert w.cube.item(2, 0).font().bold() and not w.cube.item(0, 0).font().bold()
    assert "win" in w.status.text()
    # facing the double, the other player is told to pass
    window.prompt_driver = lambda dlg: None  # leave the take prompt unanswered
    assert ctl.double()
    window.practice.hint()
    qtbot.waitUntil(lambda: w.kind == "take", timeout=10000)
    assert w.title.text() == "Ben: take or pass?"
    assert w.note.text() == "Proper answer to Ann's double: Pass."
    assert w.cube.item(1, 1).text() == "-1.000"


@needs_bgsage
def test_no_hint_without_a_decision(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(length=1, seed=3))
    window.practice.hint()
    w = window.practice.hint_window
    assert w.kind == "" and "Roll the dice first" in w.status.text()


@needs_bgsage
def test_tutor_warns_on_a_blunder(window, qtbot):
    settings = window.settings
    settings.tutor = True
    settings.tutor_threshold = 60
    seen = []

    def driver(dlg):
        seen.append((dlg.headline, dlg.text))
        dlg.choose(answer[0])

    answer = ["back"]
    window.prompt_driver = driver
    ctl = set_up(window, Position.initial(), rolled=(3, 1))
    play_steps(ctl, "24/23 24/21")
    assert not ctl.commit()  # the tutor looks first
    assert "tutor is looking" in ctl.last_message
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    headline, text = seen[0]
    assert headline.startswith("This play gives up 0.")
    assert "Your play: 24/23 24/21" in text and "Better: 8/5 6/5" in text
    # taken back: the roll is to be played again
    assert ctl.game.phase is Phase.MOVING and ctl.turn is not None and not ctl.turn.steps
    # the best play goes through without a word
    play_steps(ctl, "8/5 6/5")
    ctl.commit()
    qtbot.waitUntil(lambda: ctl.turn is None, timeout=10000)
    assert len(seen) == 1
    assert ctl.game.events[-1].notation == "8/5 6/5"
    assert window.practice.tutor.last_verdict[0] == "commit"


@needs_bgsage
def test_tutor_keep_commits_the_play_and_watches_the_cube(window, qtbot):
    settings = window.settings
    settings.tutor = True
    settings.tutor_threshold = 60
    seen = []

    def driver(dlg):
        if type(dlg).__name__ == "TutorDialog":
            seen.append(dlg.headline)
            dlg.choose("keep")
        else:
            dlg.choose("pass")

    window.prompt_driver = driver
    ctl = set_up(window, Position.initial(), rolled=(3, 1))
    play_steps(ctl, "24/23 24/21")
    ctl.commit()
    qtbot.waitUntil(lambda: ctl.turn is None, timeout=10000)
    assert ctl.game.events[-1].notation == "24/23 24/21" and len(seen) == 1
    # rolling in a double/pass position is questioned too (it gives up about 0.049 at 3-ply;
    # rolling in CRUSHING gives up only 0.0024, as gnubg 2-ply says too)
    settings.tutor_threshold = 20
    ctl = set_up(window, CASH)
    assert not ctl.roll()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=20000)
    assert seen[1].startswith("Rolling without doubling gives up")
    qtbot.waitUntil(lambda: ctl.game.phase is Phase.MOVING, timeout=5000)  # kept: rolled


def test_tutor_setting_in_the_menu(window):
    act = window.practice.act_tutor
    assert not act.isChecked()
    act.trigger()
    assert window.settings.tutor is True
    assert "Tutor mode on" in window.statusBar().currentMessage()
    act.trigger()
    assert window.settings.tutor is False


@needs_bgsage
def test_analysis_of_a_short_recorded_game(window, qtbot):
    """A 1-point match played by two bots, analysed in the window: per-player error rates, the
    worst errors with better choices, and the plot of winning chances."""
    from tests.gui.practice.practice_helpers import bot_game_record

    record = bot_game_record(12)
    moved = sum(1 for e in record.games[0].events if e.kind.value == "play" and e.steps)
    from bgdesk.gui.practice.analysis_window import AnalysisWindow, choice_words

    win = AnalysisWindow.start(window, record, ("Bea", "Ivy"), [0], "Analysis of game 1")
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.analysis_done, timeout=60000) as got:
        pass
    result = got.args[0]
    assert result is win.result and len(result.games) == 1
    rows = win.summary_text()
    assert rows[0].startswith("Bea | ") and rows[1].startswith("Ivy | ")
    bea, ivy = result.summary(0), result.summary(1)
    assert bea.checker_decisions > 3 and ivy.checker_decisions > 3
    assert bea.rate > ivy.rate  # the beginner errs more
    worst = result.worst(12)
    assert worst and worst == sorted(worst, key=lambda d: -d.loss)
    first = worst[0]
    assert win.worst.item(0, 4).text() == choice_words(first.chosen)
    assert win.worst.item(0, 5).text() == choice_words(first.best)
    assert first.chosen != first.best
    trace = result.trace()
    assert trace[0] == (0, 0, 0.5) and trace[-1][2] in (0.0, 1.0)
    assert len(trace) == moved + 2  # the start, after every play, the end
    assert win.plot.points == trace and win.plot.marks
    assert not win.progress.isVisible()
    win.plot.grab()  # paints
    win.close()


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
@needs_bgsage
def test_analysis_can_be_cancelled(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("A", "B"), length=3, seed=8,
                              players=("beginner", "beginner"), no_delay=True))
    qtbot.waitUntil(lambda: ctl.match.is_over, timeout=60000)
    win = window.practice.analyse_match()
    assert win.running and win.progress.isVisible() and win.cancel_button.isVisible()
    with qtbot.waitSignal(win.analysis_done, timeout=20000) as got:
        win.cancel()
    assert got.args[0] is None and win.result is None
    assert win.status.text() == "Analysis cancelled."
    win.close()


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
@needs_bgsage
def test_an_analysis_closed_with_escape_stops_and_its_window_goes(window, qtbot):
    """Escape closes a dialog without a close event: the analysis went on, unseen, on both
    cores (seen on the desktop: the helper processes at 100% for as long as the analysis
    would have taken). Now it stops, and the window is deleted once its job has ended."""
    from bgdesk.gui.lifetime import alive

    ctl = window.controller
    ctl.new_match(MatchConfig(names=("A", "B"), length=3, seed=8,
                              players=("beginner", "beginner"), no_delay=True))
    qtbot.waitUntil(lambda: ctl.match.is_over, timeout=60000)
    win = window.practice.analyse_match()
    assert win.running
    task = win.task
    from PySide6.QtWidgets import QApplication

    win.activateWindow()  # (the main window's own Escape is for its board)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=5000)
    QTest.keyClick(win, Qt.Key.Key_Escape)
    assert not win.isVisible()
    qtbot.waitUntil(task.cancelled, timeout=1000)  # at once
    qtbot.waitUntil(lambda: not alive(win), timeout=20000)
    assert all(alive(w) for w in window.practice.analysis_windows[:-1])


@needs_bgsage
def test_practice_actions_follow_the_match(window):
    p = window.practice
    assert p.act_hint.isEnabled()
    assert not p.act_analyse_game.isEnabled()  # nothing played yet
    window.controller.roll()
    assert p.act_analyse_game.isEnabled() and p.act_analyse_match.isEnabled()
    assert "(H)" in p.act_hint.toolTip()
    menu = p.menu
    assert [a.text() for a in menu.actions() if a.text()] == [
        "&Hint", "&Tutor mode", "&Feedback on the board", "Show the &last move again",
        "Take &back", "Analyse this &game…", "Analyse the &match…", "&Review this game…",
        "Analyse and review a match &file…", "&Drills…"]


def test_without_bgsage_the_actions_are_disabled_with_a_tip(qtbot, monkeypatch):
    import bgdesk.bots.sage as sage
    import bgdesk.gui.practice.menu as practice
    from bgdesk.gui.match.dialogs import NewMatchDialog
    from bgdesk.gui.window.mainwindow import MainWindow

    monkeypatch.setattr(practice, "bgsage_available", lambda: False)
    monkeypatch.setattr(sage, "available", lambda: False)
    w = MainWindow(GuiSettings(animation_speed="off"))
    qtbot.addWidget(w)
    w.controller.roll()
    p = w.practice
    for act in (p.act_hint, p.act_tutor, p.act_analyse_game, p.act_analyse_match):
        assert not act.isEnabled()
        assert "pip install bgsage" in act.toolTip() and "bgsage" in act.statusTip()
    assert p.menu.toolTipsVisible()
    p.hint()  # through the shortcut's slot: explains instead of failing
    assert "pip install bgsage" in w.statusBar().currentMessage()
    assert p.hint_window is None
    assert p.analyse_match() is None
    # the tutor stays out of the way, and only our own levels are offered
    w.settings.tutor = True
    assert w.controller.tutor("commit") is True
    dlg = NewMatchDialog(w)
    qtbot.addWidget(dlg)
    assert dlg.levels == ("beginner", "intermediate")


@needs_bgsage
def test_no_hint_for_the_computer_player(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=1, seed=3, players=("human", "beginner")))
    ctl.bot_driver.pause()
    ctl.set_up(Game.from_position(Position.initial(), on_roll=1, rolled=(3, 1),
                                  rules=ctl.match.rules), ("Ann", "Bot"))
    ctl.bot_driver.pause()
    window.practice.hint()
    w = window.practice.hint_window
    assert w.kind == "" and "Bot (computer) is to play" in w.status.text()
    ctl.bot_driver.shutdown()


@needs_bgsage
def test_closing_the_window_stops_a_running_analysis(qtbot):
    from bgdesk.gui.window.mainwindow import MainWindow

    w = MainWindow(GuiSettings(animation_speed="off"))
    ctl = w.controller
    ctl.new_match(MatchConfig(names=("A", "B"), length=3, seed=8,
                              players=("beginner", "beginner"), no_delay=True))
    qtbot.waitUntil(lambda: ctl.match.is_over, timeout=60000)
    win = w.practice.analyse_match()
    task = win.task
    assert task is not None and not task.cancelled()
    w.deleteLater()
    qtbot.waitUntil(lambda: task.cancelled(), timeout=5000)


def test_cube_hint_arithmetic():
    from bgdesk.bots.analysis import CubeHint, rating

    probs = (0.7, 0.1, 0.0, 0.05, 0.0)
    take = CubeHint(nd=0.45, dt=0.6, dp=1.0, probs=probs)  # double, take
    assert take.proper == "double, take" and take.should_double and take.should_take
    assert take.double_loss(True) == 0 and round(take.double_loss(False), 3) == 0.15
    assert take.take_loss(True) == 0 and round(take.take_loss(False), 3) == 0.4
    drop = CubeHint(nd=0.8, dt=1.4, dp=1.0, probs=probs)  # double, pass
    assert drop.proper == "double, pass" and round(drop.take_loss(True), 3) == 0.4
    early = CubeHint(nd=0.3, dt=0.2, dp=1.0, probs=probs)
    assert early.proper == "no double" and round(early.double_loss(True), 3) == 0.1
    too_good = CubeHint(nd=1.2, dt=1.6, dp=1.0, probs=probs)
    assert too_good.proper == "too good, pass" and round(too_good.double_loss(True), 3) == 0.2
    assert rating(1.0) == "Supernatural" and rating(10) == "Advanced" and rating(99) == "Awful"


@needs_bgsage
def test_a_play_double_clicked_in_the_hint_is_shown_on_the_board(window, qtbot):
    ctl = set_up(window, Position.initial(), rolled=(3, 1))
    window.practice.act_hint.trigger()
    w = window.practice.hint_window
    qtbot.waitUntil(lambda: w.kind == "checker", timeout=10000)
    table = w.plays
    rect = table.visualItemRect(table.item(2, 1))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # a double click:
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # click, then again
    shown = table.item(2, 1).text()
    assert ctl.turn.is_complete and str(ctl.turn.play()) == shown
    QTest.keyClick(w, Qt.Key.Key_Escape)  # Escape closes the hint window
    assert not w.isVisible()


def test_the_hint_window_opens_beside_the_board(window, qtbot):
    window.resize(520, 420)
    qtbot.wait(20)
    w = window.practice._hint_window()
    w.resize(200, 160)
    w.place_beside(window.view)
    view = window.view
    drawn = view.mapFromScene(view.sceneRect()).boundingRect().intersected(view.rect())
    board = QRect(view.mapToGlobal(drawn.topLeft()), drawn.size())  # the board as drawn
    room = view.screen().availableGeometry()
    assert room.contains(w.frameGeometry().topLeft())
    if board.right() + w.frameGeometry().width() <= room.right():
        assert not w.frameGeometry().intersects(board)
    assert w.frameGeometry().left() > board.center().x()  # never over the middle of the board


def test_the_hint_window_narrows_to_stay_off_the_board(window, qtbot):
    # As on a 1366x768 screen, where the main window fills the screen and about 400 pixels are
    # free to the right of the board: the hint window (760 wide by itself) narrows to that room
    # rather than covering the board's edge.
    from bgdesk.gui.practice.hint_window import HINT_MIN_WIDTH

    room = window.screen().availableGeometry()
    view = window.view
    window.resize(720, 420)  # its narrowest; partly off the left edge to leave 400 pixels free
    window.move(room.left() - 80, room.top() + 30)
    qtbot.wait(20)
    drawn = view.mapFromScene(view.sceneRect()).boundingRect().intersected(view.rect())
    board = QRect(view.mapToGlobal(drawn.topLeft()), drawn.size())
    free = room.right() - board.right()
    assert HINT_MIN_WIDTH <= free < 760, free
    w = window.practice._hint_window()
    w.resize(760, 460)
    w.place_beside(view)
    frame = w.frameGeometry()
    assert not frame.intersects(board)
    assert frame.left() > board.right() and frame.right() <= room.right()
    assert frame.width() >= HINT_MIN_WIDTH


def ann_owns_the_cube(window):
    """Ann to play 3-1 at the start, holding the cube at 2: Ben then has no cube decision."""
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=0, seed=1))
    ctl.set_up(Game.from_position(Position.initial(), on_roll=0, rolled=(3, 1), cube_value=2,
                                  cube_owner=0, rules=ctl.match.rules), ("Ann", "Ben"))
    return ctl


@needs_bgsage
def test_a_hint_asked_before_the_roll_follows_once_the_dice_are_rolled(window, qtbot):
    """Seen on the desktop: the Hint window kept saying "Roll the dice first" after the roll.
    Now a window that had nothing to hint gives the hint once the game moves on, without
    taking the focus from the board; a hint of a roll stays as it was when the game goes on."""
    ctl = ann_owns_the_cube(window)
    # Ann plays the opening 3-1; then Ben is on roll, before his roll, and cannot double
    play_steps(ctl, "8/5 6/5")
    assert ctl.commit()
    assert ctl.game.phase is Phase.BEFORE_ROLL and ctl.game.on_roll == 1
    window.practice.hint()
    w = window.practice.hint_window
    assert w.kind == "" and w.status.text() == "Ben cannot usefully double now: roll the dice."
    raised = []
    w.activateWindow = lambda: raised.append(True)  # noqa: E731 - the window is not brought up again
    assert ctl.roll()
    qtbot.waitUntil(lambda: w.kind == "checker", timeout=10000)
    assert w.title.text().startswith("Ben to play ")
    assert raised == []
    # that hint stays: it is about Ben's roll, and marks his play once made
    first = w.hint
    dice = tuple(ctl.turn.dice)
    play = ctl.turn.start.legal_plays(*dice)[0]
    for src, dst in play.steps:
        assert ctl.move(src, dst), ctl.last_message
    assert ctl.commit()
    qtbot.wait(200)
    assert w.kind == "checker" and w.hint.played is not None
    assert (w.hint.position_id, w.hint.dice) == (first.position_id, first.dice)


@needs_bgsage
def test_a_closed_hint_window_does_not_come_back(window, qtbot):
    ctl = ann_owns_the_cube(window)
    play_steps(ctl, "8/5 6/5")
    assert ctl.commit()
    window.practice.hint()
    w = window.practice.hint_window
    assert w.kind == "" and w.isVisible()
    w.close()
    assert ctl.roll()
    qtbot.wait(300)
    assert not w.isVisible() and w.kind == ""
