"""The position editor: real clicks and drags on its board, the fields beside it, the engine's
refusals, and playing on from the position through the window."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from bgdesk.engine.game import Phase
from bgdesk.engine.position import Position
from bgdesk.gui.board.geometry import OPPONENT, VIEWER
from bgdesk.gui.records.position_editor import PositionEditor, PositionModel
from tests.gui.conftest import Mouse, drop_target


def point_pos(scene, side: int, loc: int) -> QPointF:
    return drop_target(scene, side, loc)


def open_editor(qtbot, driver_body, **kwargs):
    """Run the editor with ``driver_body(dlg, mouse)`` as the driver; returns (game, dlg)."""
    seen = {}

    def driver(dlg):
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        seen["dlg"] = dlg
        driver_body(dlg, Mouse(dlg.view))

    game = PositionEditor.edit(None, driver=driver, names=("Alice", "Bob"), **kwargs)
    return game, seen["dlg"]


def test_clicks_and_drags_build_a_position_and_play_from_it(window, qtbot):
    ctl = window.controller

    def body(dlg, mouse):
        scene, m = dlg.scene, dlg.model
        dlg.clear_button.click()
        assert m.board_empty()
        assert "both players have borne off" in dlg.status.text().lower()
        # Alice (bottom, the colour chosen for empty points): three on her 6, two on her 5.
        for _ in range(3):
            mouse.click(point_pos(scene, VIEWER, 6))
        mouse.click(point_pos(scene, VIEWER, 5))
        mouse.click(point_pos(scene, VIEWER, 5))
        # Bob: choose his colour, then two on his 1-point (Alice's 24) and one on his 3.
        dlg.colour_buttons[1].setChecked(True)
        mouse.click(point_pos(scene, OPPONENT, 1))
        mouse.click(point_pos(scene, OPPONENT, 1))
        mouse.click(point_pos(scene, OPPONENT, 3))
        # A left click on an occupied point adds that point's colour whatever is chosen.
        mouse.click(point_pos(scene, VIEWER, 6))
        assert m.counts[VIEWER][6] == 4
        # Right click takes one off.
        mouse.click(point_pos(scene, VIEWER, 6), Qt.MouseButton.RightButton)
        assert m.counts[VIEWER][6] == 3
        # Drag Bob's checker from his 3 to the bar, and Alice's from her 5 to her 4.
        mouse.drag(scene.location_scene_pos(OPPONENT, 3), point_pos(scene, OPPONENT, 25))
        assert m.counts[OPPONENT][3] == 0 and m.counts[OPPONENT][25] == 1
        mouse.drag(scene.location_scene_pos(VIEWER, 5), point_pos(scene, VIEWER, 4))
        assert m.counts[VIEWER][5] == 1 and m.counts[VIEWER][4] == 1
        # Drag one of Alice's to her tray (borne off) and one back from it onto her 2.
        mouse.drag(scene.location_scene_pos(VIEWER, 4), point_pos(scene, VIEWER, 0))
        assert m.counts[VIEWER][4] == 0
        mouse.drag(scene.location_scene_pos(VIEWER, 0), point_pos(scene, VIEWER, 2))
        assert m.counts[VIEWER][2] == 1
        # A double click adds two.
        mouse.double_click(mouse.to_view(point_pos(scene, OPPONENT, 2)))
        assert m.counts[OPPONENT][2] == 2
        assert scene.state.mine[6] == 3 and scene.state.theirs[25] == 1
        assert scene.state.mine[0] == 15 - 5 and scene.state.theirs[0] == 15 - 5
        # The fields: Bob on roll with 6-4 rolled, cube 2 owned by Alice, match to 5 at 3-1.
        dlg.on_roll.setCurrentIndex(1)
        dlg.rolled.setChecked(True)
        dlg.die[0].setValue(6)
        dlg.die[1].setValue(4)
        dlg.cube_value.setCurrentIndex(1)
        dlg.cube_owner.setCurrentIndex(1)
        dlg.length.setValue(5)
        dlg.score[0].setValue(3)
        dlg.score[1].setValue(1)
        assert "position id" in dlg.status.text().lower()
        assert scene.state.dice == (6, 4) and scene.state.dice_side == 1
        dlg.accept()

    driver_calls = []

    def driver(dlg):
        driver_calls.append(dlg)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        body(dlg, Mouse(dlg.view))

    game = window.interop.edit_position(driver=driver)
    assert game is not None and ctl.game is game
    assert game.phase is Phase.MOVING and game.on_roll == 1 and game.dice == (6, 4)
    assert game.cube_value == 2 and game.cube_owner == 0
    assert game.score == (3, 1) and game.match_length == 5 and ctl.match.score == (3, 1)
    p0 = game.position_for(0)
    assert p0.mine[6] == 3 and p0.mine[5] == 1 and p0.mine[2] == 1
    assert p0.theirs[1] == 2 and p0.theirs[2] == 2 and p0.theirs[25] == 1
    assert ctl.turn is not None  # Bob's 6-4 waits to be played: he must enter first
    assert "Play on from here" in window.interop.last_message


def test_the_engine_refuses_impossible_positions(qtbot):
    def body(dlg, mouse):
        scene, m = dlg.scene, dlg.model
        # Dragging an Alice checker onto Bob's point: both colours on one point.
        before = [list(c) for c in m.counts]
        mouse.drag(scene.location_scene_pos(VIEWER, 13), point_pos(scene, VIEWER, 12))
        assert m.counts == before
        assert "holds checkers of both colours" in dlg.status.text().lower()
        # A sixteenth checker.
        mouse.click(point_pos(scene, VIEWER, 6))
        assert m.counts == before
        assert "all fifteen" in dlg.status.text().lower()
        # Every checker of Alice's off: the game cannot start.
        dlg.clear_button.click()
        dlg.colour_buttons[1].setChecked(True)
        mouse.click(point_pos(scene, OPPONENT, 6))
        dlg.accept()
        assert dlg.game is None and dlg.isVisible()
        assert "already borne off all its checkers" in dlg.status.text().lower()
        # An empty board.
        dlg.clear_button.click()
        dlg.accept()
        assert dlg.game is None
        assert "both players have borne off all their checkers" in dlg.status.text().lower()
        # A score at the match length.
        dlg.starting_position()
        dlg.length.setValue(3)
        dlg.score[0].setValue(3)
        dlg.accept()
        assert dlg.game is None and "cannot play from here" in dlg.status.text().lower()
        # A turned cube in the Crawford game.
        dlg.score[0].setValue(2)
        dlg.crawford.setChecked(True)
        dlg.cube_value.setCurrentIndex(1)
        dlg.cube_owner.setCurrentIndex(2)
        dlg.accept()
        assert dlg.game is None and "crawford" in dlg.status.text().lower()
        dlg.reject()

    game, dlg = open_editor(qtbot, body)
    assert game is None


def test_text_field_and_starting_from_the_current_game(window, qtbot):
    window.interop.paste_position("XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:1:0:5:10")
    current = window.controller.game

    def body(dlg, mouse):
        m = dlg.model
        assert m.cube_value == 2 and m.cube_owner == 0 and m.dice == (5, 2) and m.score == (2, 1)
        assert dlg.cube_owner.currentIndex() == 1 and dlg.rolled.isChecked()
        dlg.clear_button.click()
        dlg.current_button.click()
        assert m.position() == current.position
        assert not dlg.set_from_text("nonsense")
        assert "no position found" in dlg.status.text().lower()
        assert dlg.set_from_text("4HPwATDgc/ABMA")
        assert m.position() == Position.initial() and m.dice is None and m.length == 0
        dlg.reject()

    game, _dlg = open_editor(qtbot, body, start=current)
    assert game is None
    assert window.controller.game is current


def test_model_alone():
    m = PositionModel()
    assert m.problem() is None and m.off(0) == 0
    assert m.add(0, 6) is not None  # fifteen on the board already
    assert m.move(0, 6, 0) is None and m.off(0) == 1
    assert m.move(0, 0, 25) is None and m.counts[0][25] == 1
    m.set_counts([0] * 26, [0] * 26)
    assert "both players" in m.problem()
    m.reset()
    m.on_roll = 1
    game = m.build_game()
    assert game.on_roll == 1 and game.phase is Phase.BEFORE_ROLL
    assert game.position == Position.initial()


def test_play_from_here_asks_before_ending_the_match_in_progress(window):
    from bgdesk.gui.match.dialogs import ReplaceMatchDialog
    from tests.gui.conftest import first_move_played

    ctl = first_move_played(window)
    text = window.interop.position_text("xgid")
    asked = []

    def driver(answer):
        def run(dlg):
            asked.append(type(dlg))
            dlg.choose(answer)
        return run

    match = ctl.match
    window.prompt_driver = driver("keep")
    assert not window.interop.paste_position(text)
    assert asked == [ReplaceMatchDialog] and ctl.match is match  # the match goes on
    assert window.interop.last_message == "The match goes on; nothing was changed."
    window.prompt_driver = driver("replace")
    assert window.interop.paste_position(text)
    assert asked == [ReplaceMatchDialog] * 2 and ctl.match is not match
    # Nothing played yet in the new one-game match: no question.
    assert window.interop.paste_position(text)
    assert len(asked) == 2
