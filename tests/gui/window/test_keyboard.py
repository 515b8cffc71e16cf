"""The whole game without the mouse and without notation, through real key events: point numbers or
arrow keys pick a checker, die keys or Enter play it, Backspace steps back, Enter picks up the
dice, R rolls, D doubles, T/P answer a double; every menu action has a shortcut listed in
Help > Keyboard; the move box keeps the focus after a typed move."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bgdesk.engine.game import Phase
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.window.keys import menu_actions, menu_rows
from tests.gui.conftest import QueueDice


def keys(widget, text: str) -> None:
    for ch in text:
        QTest.keyClick(widget, ch)


def key(widget, k) -> None:
    QTest.keyClick(widget, k)


def start(window, dice, length=1):
    ctl = window.controller
    q = QueueDice(21)
    q.push(*dice)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=length), dice=q)
    window.view.setFocus()
    return ctl, q


def test_every_menu_action_has_its_own_shortcut_listed_in_help(window, qtbot):
    actions = [a for _path, a in menu_actions(window)]
    assert len(actions) >= 45
    seen = {}
    for a in actions:
        assert a.shortcuts(), a.text()
        for s in a.shortcuts():
            assert s.toString() not in seen, (a.text(), seen.get(s.toString()))
            seen[s.toString()] = a.text()
    window.act_keyboard.trigger()
    helpdlg = window.keyboard_help
    qtbot.addWidget(helpdlg)
    listed = helpdlg.listed()
    assert [(w, k) for k, w in listed] == menu_rows(window)
    assert ("Ctrl+R", "Game › Roll") in listed
    helpdlg.close()


def test_a_shortcut_triggers_its_action(window, qtbot):
    qtbot.waitActive(window) if QApplication.platformName() != "offscreen" else None
    assert window.scene.state.extra.get("banner") is None
    QTest.keySequence(window, "Ctrl+2")  # Board > Home board > Bottom left
    assert window.act_corner["bottom-left"].isChecked()
    QTest.keySequence(window, "Ctrl+1")
    assert window.act_corner["bottom-right"].isChecked()


def test_cursor_pick_choose_and_play_with_arrows_and_enter(window):
    ctl, _ = start(window, [(6, 5)])
    view, scene = window.view, window.scene
    key(view, "r")  # the opening roll: Ann 6, Ben 5
    assert ctl.game.phase is Phase.MOVING and ctl.game.on_roll == 0
    key(view, Qt.Key.Key_Right)
    assert scene.keys.cursor == 24 and scene.keyboard_marks == 1  # from the back first
    key(view, Qt.Key.Key_Right)
    assert scene.keys.cursor == 13
    key(view, Qt.Key.Key_Left)
    key(view, Qt.Key.Key_Return)  # pick up the back checker: 18 and 13 are lit (19 is held)
    assert scene.keys.picked == 24 and scene.highlighted == 2
    assert scene.keys.targets[scene.keys.target] == 18  # the higher die first
    key(view, Qt.Key.Key_Right)
    assert scene.keys.targets[scene.keys.target] == 13
    key(view, Qt.Key.Key_Escape)  # put it down again
    assert scene.keys.picked is None and scene.highlighted == 0
    key(view, Qt.Key.Key_Return)
    key(view, Qt.Key.Key_Right)
    key(view, Qt.Key.Key_Return)  # play 24/13 with both dice
    assert [s[:2] for s in ctl.turn.steps] == [(24, 18), (18, 13)]
    key(view, Qt.Key.Key_Backspace)  # one step back
    assert [s[:2] for s in ctl.turn.steps] == [(24, 18)]
    key(view, Qt.Key.Key_Backspace)
    assert ctl.turn.steps == ()


def test_point_number_then_die_key_and_refusals_in_words(window):
    ctl, _ = start(window, [(6, 5)])
    view = window.view
    key(view, "r")
    keys(view, "24")  # point 24 picked up
    key(view, "5")  # 24/19: held
    assert ctl.turn.steps == ()
    assert window.statusBar().currentMessage() == "Point 19 is held by the opponent: you cannot land there."
    key(view, "6")  # 24/18
    keys(view, "13")
    key(view, "5")  # 13/8
    assert [s[:2] for s in ctl.turn.steps] == [(24, 18), (13, 8)]
    keys(view, "7")  # no checker of Ann's may move from 7: said why
    assert "pick up the dice" in window.statusBar().currentMessage() or ctl.turn.is_complete
    key(view, Qt.Key.Key_Return)  # the roll is played: pick up the dice
    assert ctl.game.on_roll == 1 and ctl.turn is None


def test_double_and_take_from_the_keyboard(window):
    ctl, q = start(window, [(6, 5), (3, 1)], length=5)
    view = window.view
    key(view, "r")
    keys(view, "24")
    key(view, Qt.Key.Key_Right)
    key(view, Qt.Key.Key_Return)  # 24/13
    key(view, Qt.Key.Key_Return)  # pick up the dice
    assert ctl.game.on_roll == 1 and ctl.game.phase is Phase.BEFORE_ROLL

    def answer():  # the take prompt is modal: T answers it
        dlg = QApplication.activeModalWidget()
        if dlg is None:
            QTimer.singleShot(20, answer)
            return
        QTest.keyClick(dlg, "t")

    QTimer.singleShot(20, answer)
    key(view, "d")  # Ben doubles; Ann takes with T
    assert ctl.game.cube_value == 2 and ctl.game.cube_owner == 0
    key(view, "r")  # Ben rolls 3-1
    assert ctl.game.dice == (3, 1)


def test_a_whole_match_without_mouse_or_notation(window):
    """A match to one point played to its end with keys only: for each step the test reads which
    steps are legal (as a player reads the lit points) and types the point and the die."""
    ctl, _ = start(window, [])
    view = window.view
    key(view, "r")
    for _turn in range(5000):
        if ctl.match.is_over:
            break
        if ctl.turn is None:
            key(view, "r")
            continue
        if ctl.turn.is_complete:
            key(view, Qt.Key.Key_Return)
            continue
        step = ctl.turn.legal_steps()[0]
        if step.src == 25:
            keys(view, "b")
        else:
            keys(view, str(step.src))
            if step.src <= 2:
                key(view, Qt.Key.Key_Return)  # "1" or "2" could begin 1x or 2x: Enter ends it
        before = len(ctl.turn.steps)
        key(view, str(step.die))
        assert ctl.turn is None or len(ctl.turn.steps) == before + 1 or ctl.turn.is_complete, \
            window.statusBar().currentMessage()
    assert ctl.match.is_over


def test_the_move_box_keeps_the_focus_after_a_typed_move(window, qtbot):
    ctl, _ = start(window, [(6, 5), (4, 2)], length=5)
    ctl.roll()
    entry = window.move_entry
    entry.setFocus()
    QTest.keyClicks(entry, "24/13")
    QTest.keyClick(entry, Qt.Key.Key_Return)
    QTest.keySequence(entry, "Ctrl+Return")  # Done: the move is final
    assert ctl.game.on_roll == 1
    assert QApplication.focusWidget() is entry
    QTest.keyClick(entry, Qt.Key.Key_Space)  # a space in the box, not a press of a button
    assert QApplication.activeModalWidget() is None


def test_enter_in_the_empty_move_box_picks_up_the_dice(window, qtbot):
    ctl, _ = start(window, [(6, 5), (4, 2)], length=5)
    ctl.roll()
    entry = window.move_entry
    entry.setFocus()
    QTest.keyClick(entry, Qt.Key.Key_Return)  # nothing played yet: an empty Enter does nothing
    assert ctl.game.on_roll == 0 and not ctl.turn.steps
    QTest.keyClicks(entry, "24/13")
    QTest.keyClick(entry, Qt.Key.Key_Return)  # the play is on the board, the dice still up
    assert ctl.game.on_roll == 0 and ctl.turn.is_complete
    QTest.keyClick(entry, Qt.Key.Key_Return)  # Enter again: the dice are picked up
    assert ctl.game.on_roll == 1
    assert QApplication.focusWidget() is entry


def test_the_chouette_prompts_answer_from_the_keyboard(qtbot):
    from bgdesk.gui.chouette.dialogs import BoxAnswerDialog, TeamDoubleDialog

    team = TeamDoubleDialog(None, "Cy", "Bob", "Ann", ("Bob",), 2)
    qtbot.addWidget(team)
    QTest.keyClick(team, "r")
    assert team.choice == "refuse"
    box = BoxAnswerDialog(None, "Ann", {"Bob": 1, "Cy": 1}, True)
    qtbot.addWidget(box)
    QTest.keyClick(box, "b")
    assert box.choice == "beaver"


def test_chouette_mode_menu_actions_have_their_keys_too(window):
    from bgdesk.gui.chouette.controller import ChouetteConfig
    from bgdesk.gui.chouette.mode import start_chouette

    window.prompt_driver = lambda dialog: dialog.accept()
    start_chouette(window, ChouetteConfig(names=("Ann", "Ben", "Cy"), seed=3))
    rows = menu_rows(window)
    assert any(where.startswith("Chouette ›") for where, _keys in rows)
    assert [where for where, keys in rows if not keys] == []
    enabled = [s.toString() for _path, a in menu_actions(window) if a.isEnabled() for s in a.shortcuts()]
    assert len(enabled) == len(set(enabled))  # no key does two things


def test_a_match_with_the_cube_from_new_match_to_the_end_by_keys_only(window, qtbot):
    """Ctrl+N, the New match dialog answered by Enter (a match to 5), then every decision by keys
    on the board or in the prompts: R rolls (and starts the next game), Enter picks up a
    checker, Enter plays it to the spot chosen and picks up the dice, D doubles (without the
    question "double to 2?", which is for a click on the cube even with confirm_double on),
    T takes, P passes. No notation, no mouse, no call into the program."""
    from bgdesk.gui.match.dialogs import DoubleDialog, NewMatchDialog, TakeDialog

    window.settings.confirm_double = True
    window.controller.dice_factory = lambda config: QueueDice(33)
    answered: list[str] = []
    answers = iter(["t", "p"] * 50)

    def answer_prompts():
        dlg = QApplication.activeModalWidget()
        if isinstance(dlg, NewMatchDialog):
            answered.append("new")
            QTest.keyClick(dlg, Qt.Key.Key_Return)
        elif isinstance(dlg, DoubleDialog):
            answered.append("double")
            QTest.keyClick(dlg, Qt.Key.Key_Return)
        elif isinstance(dlg, TakeDialog):
            answered.append(next(answers))
            QTest.keyClick(dlg, answered[-1])

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(answer_prompts)
    timer.start()
    try:
        QTest.keySequence(window, "Ctrl+N")
        ctl, view, scene = window.controller, window.view, window.scene
        assert answered == ["new"] and ctl.match.length == 5 and ctl.game.phase is Phase.OPENING
        window.view.setFocus()
        games_doubled = set()
        for _press in range(20000):
            if ctl.match.is_over:
                break
            g = ctl.game
            if ctl.turn is None:
                n = len(ctl.match.games)
                if g.phase is Phase.BEFORE_ROLL and ctl.can("double") and n not in games_doubled:
                    games_doubled.add(n)
                    key(view, "d")  # the prompts answer themselves by keys
                    continue
                key(view, "r")
            elif ctl.turn.is_complete:
                key(view, Qt.Key.Key_Return)  # pick up the dice
            elif scene.keys.picked is None:
                key(view, Qt.Key.Key_Return)  # pick up the checker under the cursor (the back one)
                assert scene.keys.picked is not None
            else:
                before = len(ctl.turn.steps)
                key(view, Qt.Key.Key_Return)  # play it to the spot chosen
                assert len(ctl.turn.steps) > before, window.statusBar().currentMessage()
        assert ctl.match.is_over
        assert "t" in answered and "p" in answered and "double" not in answered
        assert len(games_doubled) >= 2
        assert max(ctl.match.score) >= 5
    finally:
        timer.stop()


def test_escape_takes_the_keys_from_the_move_box_back_to_the_board(window):
    """Tab to the box, a typed move, Enter, Enter again (the dice picked up), then Escape: the
    board has the keys again and R rolls; no control keeps the keyboard."""
    ctl, _ = start(window, [(6, 5), (4, 2)], length=5)
    view, entry = window.view, window.move_entry
    key(view, "r")
    entry.setFocus()
    QTest.keyClicks(entry, "24/13")
    key(entry, Qt.Key.Key_Return)
    key(entry, Qt.Key.Key_Return)  # the empty box: the dice are picked up
    assert ctl.game.on_roll == 1 and QApplication.focusWidget() is entry
    key(entry, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is view
    key(view, "r")  # rolls, now that the board has the keys
    assert ctl.game.dice == (4, 2) and entry.text() == ""
    # Escape on the board puts a checker down; it does not leave the board.
    key(view, Qt.Key.Key_Return)
    assert window.scene.keys.picked is not None
    key(view, Qt.Key.Key_Escape)
    assert window.scene.keys.picked is None and QApplication.focusWidget() is view
    # From the move list too.
    window.move_list.setFocus()
    key(window.move_list, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is view


def test_enter_in_the_empty_move_box_rolls_and_says_what_to_type(window, heard):
    ctl, _ = start(window, [(6, 5), (4, 2)], length=5)
    entry = window.move_entry
    entry.setFocus()
    key(entry, Qt.Key.Key_Return)  # the opening roll, from the box
    assert ctl.game.on_roll == 0 and ctl.turn is not None
    key(entry, Qt.Key.Key_Return)  # nothing typed, nothing played: it says what to type
    assert heard[-1] == "Type a play such as 24/18 13/11." == window.entry_error.text()
    assert not ctl.turn.steps


def test_the_first_enter_of_a_turn_picks_up_the_back_checker(window):
    ctl, _ = start(window, [(6, 5)])
    view, scene = window.view, window.scene
    key(view, "r")
    key(view, Qt.Key.Key_Return)  # one key: the back checker is picked up, its targets lit
    assert scene.keys.picked == 24 and scene.highlighted == 2
    key(view, Qt.Key.Key_Return)
    assert [s[:2] for s in ctl.turn.steps] == [(24, 18)]


def test_d_p_t_and_disabled_keys_are_answered_when_they_do_not_apply(window, heard):
    ctl, _ = start(window, [(6, 5)], length=5)
    view = window.view
    key(view, "d")  # before the opening roll
    assert heard[-1] == "Nobody may double before the opening roll."
    key(view, "r")
    key(view, "d")  # after rolling
    assert heard[-1] == "Ann has rolled: a double is offered only before rolling."
    heard.clear()
    QTest.keySequence(view, "Ctrl+D")  # the menu's Double, disabled now: the same reason
    assert heard == ["Ann has rolled: a double is offered only before rolling."]
    key(view, "p")
    key(view, "t")
    assert heard[1:] == ["No double has been offered: there is nothing to take or pass."] * 2
    QTest.keySequence(view, "Ctrl+Z")  # Undo step, with no step made
    assert heard[-1] == "There is nothing to take back."
    key(view, "x")
    assert heard[-1] == "The key X does nothing here; Help > Keyboard lists every key."
    assert ctl.game.cube_value == 1 and ctl.turn.steps == ()


def test_d_doubles_without_the_question_meant_for_a_click_on_the_cube(window):
    window.settings.confirm_double = True
    ctl, _ = start(window, [(6, 5)], length=5)
    asked = []
    window.prompt_driver = lambda dlg: (asked.append(type(dlg).__name__), dlg.choose("take")
                                        if hasattr(dlg, "choose") and "take" in dlg.buttons else dlg.reject())
    key(window.view, "r")
    ctl.enter_move("24/13")
    ctl.commit()  # Ben on roll
    key(window.view, "d")
    assert asked == ["TakeDialog"]  # no "double to 2?" first
    assert ctl.game.cube_value == 2 and ctl.game.cube_owner == 0


def activate(qtbot, w) -> None:
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)


def test_the_main_windows_keys_work_while_the_analysis_window_has_the_focus(window, qtbot):
    from bgdesk.gui.practice.analysis_window import AnalysisWindow

    ctl, _ = start(window, [(6, 5)], length=5)
    win = AnalysisWindow(window, "Analysis")
    qtbot.addWidget(win)
    win.show()
    activate(qtbot, win)
    qtbot.waitUntil(lambda: window.act_roll in win.actions(), timeout=3000)
    QTest.keySequence(win, "Ctrl+R")  # Game > Roll, from the Analysis window
    assert ctl.game.phase is Phase.MOVING and ctl.game.on_roll == 0
    QTest.keySequence(win, "F9")  # Tools > Statistics
    assert window.stats_window.isVisible()
    window.stats_window.close()
    # A window with a board of its own keeps its keys: Ctrl+Z there is not the game's undo.
    drills = window.practice.drills(seed=1)
    qtbot.addWidget(drills)
    activate(qtbot, drills)
    qtbot.wait(20)
    assert window.act_undo not in drills.actions() and window.act_roll not in drills.actions()


def test_a_closed_window_leaves_the_programs_windows(window, qtbot):
    """A dialog closed keeps its widget but loses its native window, so the accessibility tree
    (the application's top-level windows) no longer lists it."""
    import shiboken6
    from PySide6.QtGui import QGuiApplication

    helpdlg = window.show_keyboard()
    qtbot.addWidget(helpdlg)
    activate(qtbot, helpdlg)
    handle = helpdlg.windowHandle()
    assert handle in QGuiApplication.topLevelWindows()
    helpdlg.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: helpdlg.windowHandle() is None, timeout=3000)
    assert not shiboken6.isValid(handle)  # the native window it had is gone
    assert helpdlg.windowHandle() not in QGuiApplication.topLevelWindows()
    assert helpdlg.listed()  # the widget itself is still there
    helpdlg.show()  # and can be shown again
    qtbot.waitExposed(helpdlg)
    assert helpdlg.windowHandle() in QGuiApplication.topLevelWindows()


def test_tab_goes_from_the_board_to_the_move_box_at_once(window, qtbot):
    start(window, [(6, 5)])
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    key(window.view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.move_entry
    key(window.move_entry, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is window.view


def test_the_computers_play_is_told_not_asked_of_it(window, qtbot, heard):
    """With moves confirmed by picking up the dice, the person is asked to pick them up; the
    computer picks its own up, and nobody is told to do it for it."""
    ctl = window.controller
    q = QueueDice(4)
    q.push((6, 5), (3, 1))  # Ann wins the opening, then the computer rolls 3-1
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, players=("human", "beginner"), no_delay=True), dice=q)
    window.view.setFocus()
    key(window.view, "r")
    keys(window.view, "24")
    key(window.view, "6")
    keys(window.view, "18")
    key(window.view, "5")
    assert heard[-1] == "Ann: pick up the dice to finish the move, or undo."
    key(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0 and ctl.game.phase is Phase.BEFORE_ROLL, timeout=20000)
    assert any(t.startswith("Bot plays ") for t in heard)
    assert not [t for t in heard if t.startswith("Bot: pick up the dice")]


def test_a_games_result_is_said_once_in_the_boards_words(window):
    ctl, _ = start(window, [(6, 5)])
    key(window.view, "r")
    window.prompt_driver = lambda dlg: dlg.choose("accept")
    ctl.resign(1)  # Ann offers a single game, Ben accepts
    words = window.view.accessibleDescription()
    result = ctl.result_text()
    assert result and words.count(result) == 1 and "wins the match" in words


def test_a_die_key_plays_that_die_even_where_another_goes_there_too(window):
    """6-4 with checkers on the 4-point: "4" then "6" bears off with the 6, keeping the 4
    (the 4 would take the checker off as well)."""
    from bgdesk.engine import Position
    from bgdesk.engine.game import Game

    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=0))
    pos = Position.from_points(on_roll={4: 2, 3: 2, 1: 2}, opponent={6: 5, 5: 5})
    ctl.set_up(Game.from_position(pos, on_roll=0, rolled=(6, 4), rules=ctl.match.rules), ("Ann", "Ben"))
    view = window.view
    view.setFocus()
    keys(view, "46")
    assert [(s.src, s.dst, s.die) for s in ctl.turn.steps] == [(4, 0, 6)]
    assert ctl.turn.remaining == (4,)
    keys(view, "44")
    assert [(s.src, s.dst, s.die) for s in ctl.turn.steps] == [(4, 0, 6), (4, 0, 4)]
