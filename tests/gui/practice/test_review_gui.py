"""Game review (gui/practice/review.py) through real events: opened from the analysis window,
errors worst first, a play tried again by dragging on the review's board, a cube decision tried
again with its button, the first answer, the second try and the best drawn and listed, and
"Play from here" into the main window."""

from __future__ import annotations


import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QSplitter

from bgdesk.bots import analysis
from bgdesk.bots.skill import BEST_WITHIN, classify
from bgdesk.engine import Position
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.game import Game, Phase
from bgdesk.engine.match import Match
from bgdesk.engine.record import EventKind
from bgdesk.engine.replay import match_at
from bgdesk.gui.board.theme import MARK_COLOURS
from bgdesk.gui.match.controller import HUMAN
from bgdesk.gui.match.play_from_here import PlayFromHereDialog
from bgdesk.gui.practice.review import ReviewWindow, errors_of

from tests.gui.conftest import Mouse, dice_point, drop_target
from tests.gui.practice.practice_helpers import bot_game_record, doubled_match_record

pytestmark = pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed")


def analysed(window, qtbot, record, names=("Bea", "Ivy")):
    win = window.practice.analyse_record(record, names, None, "Analysis", reviewer=0)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.analysis_done, timeout=120000):
        pass
    assert win.review_button.isEnabled()
    return win


def open_review(win, qtbot) -> ReviewWindow:
    with qtbot.waitSignal(win.review_opened, timeout=5000) as got:
        QTest.mouseClick(win.review_button, Qt.MouseButton.LeftButton)
    review = got.args[0]
    qtbot.addWidget(review)
    qtbot.waitExposed(review)
    return review


def test_errors_worst_first_and_a_play_tried_again(window, qtbot):
    record = bot_game_record()
    win = analysed(window, qtbot, record)
    review = open_review(win, qtbot)
    items = review.items
    assert items and items == errors_of(win.result, 0)
    assert [d.loss for d in items] == sorted((d.loss for d in items), reverse=True)
    assert all(d.player == 0 and d.loss >= BEST_WITHIN for d in items)
    assert review.list.rowCount() == len(items)
    plays = [i for i, d in enumerate(items) if d.kind == "play"]
    assert plays
    review.list.selectRow(plays[0])
    d = items[plays[0]]
    ctl = review.board.controller
    # the position before the decision, with its roll, the player at the bottom
    assert ctl.game.position == Position.from_position_id(d.position_id)
    assert ctl.game.dice == tuple(d.dice) and ctl.turn is not None
    assert review.results.rowCount() == 0  # the answer is not shown before the second try
    # play the best play this time, by dragging on the review's board, and pick up the dice
    best = d.hint.best
    pos = Position.from_position_id(d.position_id)
    play = next(p for p in pos.legal_plays(*d.dice) if p.result_board == best.board)
    mouse = Mouse(review.board.view)
    scene = review.board.scene
    with qtbot.waitSignal(review.revealed, timeout=30000) as got:
        for s, t, _die, _hit in play.raw_steps:
            mouse.drag(scene.location_scene_pos(0, s), drop_target(scene, 0, t))
        mouse.click(dice_point(scene, 0))
    shown = got.args[0]
    labels = [row[0] for row in shown["rows"]]
    assert labels == ["Your first play", "Your second try", "Best"]
    assert shown["rows"][1][1] == best.play and shown["rows"][1][3] < BEST_WITHIN
    assert shown["rows"][0][3] == pytest.approx(d.loss, abs=1e-6)
    assert review.note.text() == "Right this time: your second try is the best."
    # drawn: the first play in the colour of its class, the best dashed
    first = [i for i in scene.overlay_items("first") if hasattr(i, "dashed")]
    assert first and all(i.colour.name().lower() == MARK_COLOURS[classify(d.loss).value].lower()
                         for i in first)
    assert all(i.dashed for i in scene.overlay_items("best") if hasattr(i, "dashed"))
    assert review.results.rowCount() == 3
    assert review.results.item(0, 1).text() == d.chosen
    # the board went back to the position before, nothing more can be moved
    assert ctl.game.position == pos and ctl.locked


def play_from_here_driver(seen, me_expected):
    """Fills the Play from here dialog by clicks: the computer (beginner) plays against the
    player offered as the person's, who must be ``me_expected``."""
    def drive(dlg: PlayFromHereDialog) -> None:
        dlg.show()
        seen.append((dlg.windowTitle(), dlg.me.currentIndex(), dlg.findChild(QLabel, "where").text()))
        assert dlg.me.currentIndex() == me_expected
        QTest.mouseClick(dlg.computer, Qt.MouseButton.LeftButton)
        dlg.level.setCurrentIndex(dlg.level.findData("beginner"))
        QTest.mouseClick(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
    return drive


def play_from_here(window, button, player: int) -> list:
    """Clicks ``button`` (Play from here), the dialog filled by :func:`play_from_here_driver`
    for ``player``; returns what the dialog showed."""
    seen: list = []
    window.prompt_driver = play_from_here_driver(seen, player)
    try:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    finally:
        window.prompt_driver = None
    return seen


def assert_played_on_from(window, record, d, names):
    """The main window plays ``record`` on from the moment of decision ``d``: the same
    position, dice, score, cube and Crawford state, the person in the seat of ``d.player``."""
    want = match_at(record, d.game, d.event).current_game
    ctl = window.controller
    g, m = ctl.match.current_game, ctl.match
    assert ctl.names == names
    assert ctl.seat_levels[d.player] == HUMAN and ctl.seat_levels[1 - d.player] == "beginner"
    assert g.position_for(0) == want.position_for(0) and g.phase is want.phase
    assert g.dice == want.dice and g.on_roll == want.on_roll
    assert (g.cube_value, g.cube_owner, g.crawford) == (want.cube_value, want.cube_owner, want.crawford)
    assert m.score == record.games[d.game].score and m.length == record.length
    assert g.position_for(d.player) == Position.from_position_id(d.position_id)
    state = window.scene.state
    assert state.cube_value == want.cube_value and tuple(state.score) == tuple(m.score)


def test_play_from_here_in_the_review_plays_on_in_the_main_window(window, qtbot):
    record = doubled_match_record()
    win = window.practice.analyse_record(record, ("Bea", "Ivy"), [1], "Analysis", reviewer=0)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.analysis_done, timeout=120000):
        pass
    review = open_review(win, qtbot)
    take = next(i for i, e in enumerate(record.games[1].events) if e.kind is EventKind.TAKE)
    row = next(i for i, d in enumerate(review.items) if d.kind == "play" and d.event > take)
    review.list.selectRow(row)
    d = review.items[row]
    # The review's board names the players and the match of the decision: never "Player 2"
    # or "Money session" (a match to 5, game 2, after the first game's double was passed).
    state = review.board.scene.state
    me, other = ("Bea", "Ivy")[d.player], ("Bea", "Ivy")[1 - d.player]
    assert state.names == (me, other) and state.match_length == 5
    score = record.games[1].score
    assert state.score == (score[d.player], score[1 - d.player]) and sum(state.score) == 1
    words = review.board.view.accessibleDescription()
    assert "Player 2" not in words and "Money session" not in words and f"{me} (light)" in words
    assert [item.centre_text for item in review.board.scene.info_items][1] == "Match to 5"
    seen = play_from_here(window, review.play_button, d.player)
    assert [s[0] for s in seen] == ["Play from here"] and "game 2" in seen[0][2]
    assert_played_on_from(window, record, d, ("Bea", "Ivy"))
    g = window.controller.game
    assert g.cube_value == 2 and g.phase is Phase.MOVING and g.dice == tuple(d.dice)
    assert "Playing on from the analysis" in window.interop.last_message


def test_play_from_here_in_the_analysis_window(window, qtbot):
    record = doubled_match_record()
    win = window.practice.analyse_record(record, ("Bea", "Ivy"), [1], "Analysis", reviewer=0)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.analysis_done, timeout=120000):
        pass
    assert not win.play_button.isEnabled()  # nothing chosen yet
    table = win.worst
    # a play of Ivy's if the worst errors list one, else of Bea's
    plays = [i for i, d in enumerate(win.worst_rows) if d.kind == "play"]
    row = next((i for i in plays if win.worst_rows[i].player == 1), plays[0])
    rect = table.visualItemRect(table.item(row, 1))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert win.selected_decision() is win.worst_rows[row] and win.play_button.isEnabled()
    d = win.worst_rows[row]
    assert len(play_from_here(window, win.play_button, d.player)) == 1
    assert_played_on_from(window, record, d, ("Bea", "Ivy"))
    # The computer has the other seat; the person has the dice of the decision to play.
    assert window.controller.game.on_roll == d.player


# The player on roll has 42 pips against 56, both with checkers off: double, pass.
SHORT_RACE = Position.from_points({6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2}, {6: 4, 5: 4, 4: 3})


def test_a_wrong_take_tried_again_with_the_pass_button(window, qtbot):
    match = Match(0, dice=SeededDice(3))
    game = Game.from_position(SHORT_RACE, on_roll=1, dice=SeededDice(3))
    match.adopt(game)
    game.double()
    game.take()  # player 0 takes a clear pass
    while not game.is_over:
        if game.phase is Phase.BEFORE_ROLL:
            game.roll()
        else:
            game.play(game.legal_plays[0])
    win = analysed(window, qtbot, match.record())
    review = open_review(win, qtbot)
    takes = [i for i, d in enumerate(review.items) if d.kind == "take"]
    assert takes
    review.list.selectRow(takes[0])
    d = review.items[takes[0]]
    assert review.answer_buttons["pass"].isVisible() and review.answer_buttons["take"].isVisible()
    assert not review.answer_buttons["double"].isVisible()
    # two answers at most in a review: one row, one button high
    take, drop = review.answer_buttons["take"], review.answer_buttons["pass"]
    qtbot.waitUntil(lambda: take.geometry().top() == drop.geometry().top()
                    and review.answers.height() == take.sizeHint().height(), timeout=3000)
    assert review.board.scene.state.cube_offered_by == 1  # the opponent's double waits
    with qtbot.waitSignal(review.revealed, timeout=5000) as got:
        QTest.mouseClick(review.answer_buttons["pass"], Qt.MouseButton.LeftButton)
    rows = got.args[0]["rows"]
    assert [r[1] for r in rows] == ["take", "pass", "pass"]
    assert rows[0][3] == pytest.approx(d.loss) and rows[1][3] == 0.0
    badge = next(i for i in review.board.scene.overlay_items("first") if hasattr(i, "text"))
    assert badge.text.startswith("1st: ")


def test_a_player_without_errors(window, qtbot):
    record = bot_game_record()
    win = analysed(window, qtbot, record)
    review = open_review(win, qtbot)
    other = 1
    review.who.setCurrentIndex(other)
    if not errors_of(win.result, other):
        assert "made no error" in review.question.text()
        # The board still names the players and the match (a match to 1), never the
        # defaults "Player 1 / Player 2, Money session".
        state = review.board.scene.state
        assert state.names == ("Ivy", "Bea") and state.match_length == 1
    else:
        assert review.items and all(d.player == other for d in review.items)


def test_a_match_file_is_read_off_the_gui_thread_analysed_and_its_review_opens(window, qtbot, tmp_path):
    from bgdesk.engine.matfile import export_mat

    path = tmp_path / "match.mat"
    path.write_text(export_mat(bot_game_record(), names=("Bea", "Ivy")), encoding="utf-8")
    reviews = []
    window.practice.file_analysed.connect(lambda win: win.review_opened.connect(reviews.append))
    with qtbot.waitSignal(window.practice.file_analysed, timeout=30000) as got:
        assert window.practice.review_file(str(path)) is True
        # read on a worker thread, with File > Import's progress window
        assert "match.mat" in window.interop.import_progress.labelText()
    win = got.args[0]
    qtbot.addWidget(win)
    assert win.heading.text() == "Review: match.mat"
    qtbot.waitUntil(lambda: bool(reviews), timeout=120000)
    review = reviews[0]
    qtbot.addWidget(review)
    assert review.names == ("Bea", "Ivy") and review.items
    assert review.windowTitle() == "Game review"
    assert window.interop.replays == []  # the file went to the review, not to the replay viewer


def test_reading_a_match_file_for_review_can_be_cancelled(window, qtbot, tmp_path):
    import sys
    from pathlib import Path

    from PySide6.QtCore import QThreadPool
    from PySide6.QtWidgets import QPushButton

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine"))
    from mat_dialects import repeated_session

    path = tmp_path / "long.mat"
    path.write_text(repeated_session(2000))
    io = window.interop
    stopped, analysed = [], []
    io.import_cancelled.connect(stopped.append)
    window.practice.file_analysed.connect(analysed.append)
    assert window.practice.review_file(str(path))
    dlg = io.import_progress
    dlg.show()  # it shows by itself after a moment; here at once
    qtbot.waitExposed(dlg)
    QTest.mouseClick(dlg.findChild(QPushButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(stopped), timeout=20000)
    assert stopped[0] == "Reading long.mat was stopped. Nothing was changed."
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=20000)
    assert analysed == [] and window.practice.analysis_windows == [] and io.replays == []


def test_the_errors_list_keeps_the_equity_lost_in_sight_in_maltese(window, qtbot):
    """Seen in Maltese at 1366x768: the review's list of errors was wider than its place, the
    equity lost cut to "-0." behind a sideways scroll bar. The decision's words give way now
    (elided, whole in the tooltip)."""
    from bgdesk.gui.i18n import apply_language

    apply_language("mt")
    win = analysed(window, qtbot, bot_game_record())
    review = open_review(win, qtbot)
    t = review.list
    assert t.rowCount() >= 1
    # less room than its columns want, as the longer errors had on screen: the other columns
    # whole and 30 pixels for the decision's words
    head = t.horizontalHeader()
    others = sum(max(t.sizeHintForColumn(c), head.sectionSizeHint(c)) for c in (0, 1, 3, 4))
    t.setFixedWidth(others + 30 + 2 * t.frameWidth() + t.verticalScrollBar().sizeHint().width())

    def fitted() -> bool:  # once the table has its new width (a moment later)
        return head.length() <= t.viewport().width() and all(
            # game, move, class and equity lost whole
            head.sectionSize(c) >= t.fontMetrics().horizontalAdvance(t.item(0, c).text())
            for c in (0, 1, 3, 4))

    qtbot.waitUntil(fitted, timeout=2000)
    assert t.item(0, 2).toolTip() == t.item(0, 2).text()


def test_the_answers_compared_keep_every_figure_and_depth_in_sight_in_maltese(window, qtbot):
    """Seen at 1366x768 (the review window 1280x720): the answers compared had eight columns in
    400 pixels, the gammons and the depth marks behind a sideways scroll bar, in English too.
    The side is wider now, the rows are named as the board's labels (1st, 2nd, Best), and the
    columns' titles, then the rows' names, give way: every figure and depth whole, in Maltese."""
    from bgdesk.gui.i18n import apply_language

    apply_language("mt")
    win = analysed(window, qtbot, bot_game_record())
    review = open_review(win, qtbot)
    review.resize(1280, 720)
    items = review.items
    i = next(i for i, d in enumerate(items) if d.kind == "play")
    review.list.selectRow(i)
    d = items[i]
    pos = Position.from_position_id(d.position_id)
    play = next(p for p in pos.legal_plays(*d.dice) if p.result_board == d.hint.best.board)
    mouse, scene = Mouse(review.board.view), review.board.scene
    with qtbot.waitSignal(review.revealed, timeout=30000):
        for s, t, _die, _hit in play.raw_steps:
            mouse.drag(scene.location_scene_pos(0, s), drop_target(scene, 0, t))
        mouse.click(dice_point(scene, 0))
    t = review.results
    head = t.horizontalHeader()

    def whole(c: int) -> bool:
        return all(head.sectionSize(c) >= t.fontMetrics().horizontalAdvance(t.item(r, c).text())
                   for r in range(t.rowCount()))

    def fitted() -> bool:  # once the columns are fitted to the table (a moment later)
        return t.horizontalHeaderItem(5).toolTip() == t.horizontalHeaderItem(5).text() and \
            head.length() <= t.viewport().width() and all(whole(c) for c in range(1, 8))

    qtbot.waitUntil(fitted, timeout=2000)  # the plays, the figures and the depth marks whole
    split = review.findChild(QSplitter)
    board, side = split.sizes()
    assert side >= 0.4 * (board + side)
    assert [t.item(r, 0).text() for r in range(3)] == ["1", "2", "L-aħjar"]
    names = [t.item(r, 0).toolTip() for r in range(3)]  # the rows' names whole in their tooltips
    assert names[0] != "1" and len(set(names)) == 3
