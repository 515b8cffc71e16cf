"""A complete hot-seat match to 3 points, played through real mouse events on the view's viewport.

Covers: the opening roll (R6), an illegal drop snapping back (R41), undo before the dice are
picked up (R39), a hit (R14), entering from the bar (R15), a double passed and one taken (R24,
R25), a resignation (R27), typed moves, the Crawford game (R29), bearing off onto the tray
(R17-R22) and the end of the match (R28).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from bgdesk.engine.game import Phase
from bgdesk.gui.match.controller import MatchConfig
from tests.gui.conftest import QueueDice, dice_point, drop_target


def drag_step(mouse, scene, side, src, dst):
    mouse.drag(scene.location_scene_pos(side, src), drop_target(scene, side, dst))


def click_dice(mouse, scene, side):
    mouse.click(dice_point(scene, side))


def play_turn(mouse, scene, ctl):
    """Play the current roll by dragging one checker at a time (bear-offs first, no hits, then
    the rearmost checker), then pick up the dice by clicking them."""
    side = ctl.game.on_roll
    guard = 0
    while ctl.turn is not None and not ctl.turn.is_complete:
        steps = ctl.turn.legal_steps()
        step = max(steps, key=lambda s: (s.dst == 0, not s.hit, s.src, -s.die))
        before = len(ctl.turn.steps)
        drag_step(mouse, scene, side, step.src, step.dst)
        assert len(ctl.turn.steps) > before, f"drag {step} was not applied: {ctl.last_message}"
        guard += 1
        assert guard < 10
    if ctl.turn is not None:
        click_dice(mouse, scene, side)
        assert ctl.turn is None


def test_complete_hot_seat_match_to_three(window, mouse, qtbot):
    ctl, scene = window.controller, window.scene
    answers = []

    def driver(dlg):  # answers the take/pass and resignation prompts as scripted
        choice = answers.pop(0)
        text = " ".join(label.text() for label in dlg.findChildren(QLabel))
        dlg.choose(choice)
        seen.append((type(dlg).__name__, choice, text))

    seen = []
    window.prompt_driver = driver
    dice = QueueDice(seed=11)
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=3), dice=dice)
    g = ctl.game
    assert g.phase is Phase.OPENING
    assert scene.state.names == ("Alice", "Bob")

    # ---------------- Game 1 ----------------
    # Opening roll by clicking the board: Alice 6, Bob 4 -> Alice plays 6-4.
    dice.push((6, 4))
    click_dice(mouse, scene, 0)
    assert g.on_roll == 0 and g.dice == (6, 4)
    assert scene.state.opening == (6, 4)
    assert scene.opening_items[0].isVisible() and scene.opening_items[1].isVisible()

    # An illegal drop snaps back: 6 -> 1 is five pips with 6-4.
    item = scene.top_checker(0, 6)
    home = QPointF(item.pos())
    drag_step(mouse, scene, 0, 6, 1)
    assert item.pos() == home
    assert ctl.turn.steps == ()
    assert scene.state.mine[6] == 5
    # Dropping outside every point (the info band) also snaps back.
    mouse.drag(scene.location_scene_pos(0, 13), QPointF(20, 5))
    assert ctl.turn.steps == ()

    # A press on a movable checker highlights every destination (incl. the combined 6+4).
    p = mouse.to_view(scene.location_scene_pos(0, 24))
    mouse.press(p)
    assert scene.highlighted == 3  # 24/18, 24/20, 24/14
    mouse.release(p)  # a click without moving past the drag distance: plays the higher die
    assert ctl.turn.steps[-1].src == 24 and ctl.turn.steps[-1].die == 6
    # Undo with the keyboard shortcut.
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ctl.turn.steps == ()
    assert scene.state.mine[24] == 2

    # Play 24/18 13/9 by dragging, then pick up the dice.
    drag_step(mouse, scene, 0, 24, 18)
    drag_step(mouse, scene, 0, 13, 9)
    assert ctl.turn.is_complete
    assert window.act_done.isEnabled()
    click_dice(mouse, scene, 0)
    assert g.on_roll == 1 and g.phase is Phase.BEFORE_ROLL
    assert scene.state.last_move and len(scene._arrows) == 2

    # Bob rolls 6-1 and points on Alice's blot: 13/7* 8/7 (his numbering).
    dice.push((6, 1))
    click_dice(mouse, scene, 1)
    assert g.dice == (6, 1)
    assert scene.state.last_move == ()  # cleared by the roll
    drag_step(mouse, scene, 1, 13, 7)
    assert scene.state.mine[25] == 1  # hit: Alice's checker is on the bar
    assert len(scene.stack(0, 25)) == 1
    drag_step(mouse, scene, 1, 8, 7)
    click_dice(mouse, scene, 1)
    assert g.position_for(0).mine[25] == 1

    # Alice must enter first: 13/11 is refused, bar/20 works (R15).
    dice.push((5, 2))
    click_dice(mouse, scene, 0)
    assert 25 in scene.state.movable and 13 not in scene.state.movable
    drag_step(mouse, scene, 0, 13, 11)
    assert ctl.turn.steps == ()
    drag_step(mouse, scene, 0, 25, 20)
    assert scene.state.mine[25] == 0 and scene.state.mine[20] == 1
    drag_step(mouse, scene, 0, 13, 11)
    click_dice(mouse, scene, 0)

    # Bob doubles by clicking the cube; Alice passes: Bob wins 1 point.
    answers.append("pass")
    mouse.click(scene.cube_item.pos())
    assert seen[-1][:2] == ("TakeDialog", "pass")
    assert "Alice, your decision" in seen[-1][2] and "Bob doubles to 2" in seen[-1][2]
    assert g.is_over and g.result.winner == 1 and g.result.points == 1
    assert ctl.match.score == (0, 1)
    assert scene.banner_item.isVisible()
    assert "Bob wins 1 point" in scene.banner_item.text

    # ---------------- Game 2 ----------------
    mouse.click(scene.banner_item.pos())  # next game
    g = ctl.game
    assert len(ctl.match.games) == 2 and g.phase is Phase.OPENING and not g.crawford
    dice.push((5, 2))
    window.act_roll.trigger()
    assert g.on_roll == 0
    # Typed moves: a wrong one is explained, a right one is played.
    window.move_entry.setText("13/7")
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert window.entry_error.text()
    assert ctl.turn.steps == ()
    window.move_entry.setText("13/8 13/11")
    QTest.keyClick(window.move_entry, Qt.Key.Key_Return)
    assert window.move_entry.text() == "" and ctl.turn.is_complete
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Done
    assert g.on_roll == 1
    dice.push((3, 1))
    click_dice(mouse, scene, 1)
    play_turn(mouse, scene, ctl)
    # Alice doubles; Bob takes: the cube goes to Bob's side at 2.
    answers.append("take")
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert seen[-1][:2] == ("TakeDialog", "take")
    assert g.cube_value == 2 and g.cube_owner == 1
    assert scene.state.cube_owner == 1
    cube_rect = scene.geometry.cube_rect("opponent")
    assert scene.cube_item.pos() == QPointF(cube_rect.x + cube_rect.w / 2, cube_rect.y + cube_rect.h / 2)
    assert not window.act_double.isEnabled()
    dice.push((4, 2))
    click_dice(mouse, scene, 0)
    play_turn(mouse, scene, ctl)
    # Bob offers to resign a single game; Alice accepts: 2 points (cube 2).
    answers.append("accept")
    window.act_resign[1].trigger()
    assert seen[-1][:2] == ("ResignDialog", "accept")
    assert "Alice, your decision" in seen[-1][2] and "Bob offers to resign a single game" in seen[-1][2]
    assert g.result.winner == 0 and g.result.points == 2
    assert ctl.match.score == (2, 1)
    assert "Crawford" in scene.banner_item.text

    # ---------------- Game 3: Crawford ----------------
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Roll starts the next game
    g = ctl.game
    assert g.crawford and scene.state.crawford and not scene.state.cube_enabled
    assert "Crawford" in scene.info_items[1].centre_text
    assert window.score_panel.crawford.isVisibleTo(window)
    # Played to the end by mouse: rolls and pick-ups by clicking the dice, every step dragged.
    bore_off = False
    turns = 0
    while not g.is_over:
        turns += 1
        assert turns < 400, (g, ctl.last_message, str(g.position), window.move_list.count(), ctl.move_list()[-12:])
        side = g.on_roll if g.on_roll is not None else 0
        if g.phase is Phase.BEFORE_ROLL:
            assert not window.act_double.isEnabled()  # no doubling in the Crawford game
            mouse.click(scene.cube_item.pos())
            assert g.phase is Phase.BEFORE_ROLL
        click_dice(mouse, scene, side)
        if ctl.turn is not None:
            bore_off |= any(s.dst == 0 for s in ctl.turn.legal_steps())
            play_turn(mouse, scene, ctl)
    assert bore_off
    winner = g.result.winner
    assert g.position_for(winner).mine[0] == 15  # the winner bore off all fifteen
    assert len(scene.stack(winner, 0)) == 15 and all(c.is_slab for c in scene.stack(winner, 0))

    # ---------------- Post-Crawford, if needed ----------------
    while not ctl.match.is_over:
        mouse.click(scene.banner_item.pos())
        g = ctl.game
        assert not g.crawford
        click_dice(mouse, scene, 0)  # opening
        while g.phase is Phase.OPENING:
            click_dice(mouse, scene, 0)
        play_turn(mouse, scene, ctl)
        answers.append("pass")
        mouse.click(scene.cube_item.pos())
    assert ctl.match.is_over
    assert "wins the match" in scene.banner_item.text
    assert not window.act_roll.isEnabled()
    lines = ctl.move_list()
    assert any("Crawford" in line for line in lines)
    assert any("doubles to 2" in line for line in lines) and any("takes" in line for line in lines)
    assert any("passes" in line for line in lines) and any("resign" in line for line in lines)
    assert window.move_list.count() == len(lines)
    print("\n".join(lines))
