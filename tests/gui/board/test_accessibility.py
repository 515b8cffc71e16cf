"""A screen reader can follow the game: Qt's accessibility interface of the board view gives its
name and the board in words (turn, dice, cube, pip counts, every checker), updated after every
step; every message of the game, the last move and each prompt, is announced."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from bgdesk.gui.board.geometry import VIEWER
from bgdesk.gui.i18n import apply_language
from bgdesk.gui.match.controller import MatchConfig
from tests.gui.conftest import QueueDice, drop_target


def iface(window):
    return QAccessible.queryAccessibleInterface(window.view)


def text(window, kind) -> str:
    return iface(window).text(kind)


def start(window, *rolls):
    ctl = window.controller
    q = QueueDice()
    q.push(*rolls)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=5), dice=q)
    ctl.roll()
    return ctl


def test_the_board_has_a_name_and_says_what_it_shows(window):
    start(window, (6, 5))
    assert text(window, QAccessible.Text.Name) == "Backgammon board"
    words = text(window, QAccessible.Text.Description)
    assert words.startswith("Ann to play 6-5.")
    assert "Opening roll: 6 for Ann, 5 for Ben" in words
    assert "Cube at 1, in the middle" in words
    assert "Pip counts: Ann 167, Ben 167" in words
    assert "Ann (light): 2 on 24, 5 on 13, 3 on 8, 5 on 6" in words
    assert "Ben (dark): 2 on 24, 5 on 13, 3 on 8, 5 on 6" in words


def test_the_words_follow_every_step(window, mouse):
    ctl = start(window, (6, 5))
    scene = window.scene
    mouse.drag(scene.location_scene_pos(VIEWER, 24), drop_target(scene, VIEWER, 18))
    words = text(window, QAccessible.Text.Description)
    assert "Ann (light): 1 on 24, 1 on 18, 5 on 13" in words
    assert "Pip counts: Ann 161" in words
    ctl.undo()
    assert "Ann (light): 2 on 24, 5 on 13" in text(window, QAccessible.Text.Description)
    ctl.enter_move("24/13")
    ctl.commit()
    words = text(window, QAccessible.Text.Description)
    assert words.startswith("Ben: roll or double.")
    assert "Ann (light): 1 on 24, 6 on 13" in words


def test_the_last_move_and_every_prompt_are_announced(window, monkeypatch):
    heard = []

    def hear(event):
        if isinstance(event, QAccessibleAnnouncementEvent):
            heard.append(event.message())

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(hear))
    ctl = start(window, (6, 5))
    ctl.enter_move("24/13")
    ctl.commit()
    assert "Ann played 24/13. Ben is on roll." in heard
    window.prompt_driver = lambda dlg: dlg.choose("take")
    ctl.double()
    assert "Ben doubles to 2. Ann: take or pass?" in heard
    assert "Ann takes; the cube is at 2. Ben to roll." in heard
    assert window.view.last_announcement == heard[-1]


def test_the_name_and_words_in_another_language(window, qtbot):
    start(window, (6, 5))
    apply_language("sw")
    try:
        qtbot.wait(10)  # the language change reaches every widget
        window.controller.retranslate()
        assert text(window, QAccessible.Text.Name) == "Ubao wa backgammon"
        words = text(window, QAccessible.Text.Description)
        assert "Umbali: Ann 167, Ben 167" in words and "Ann (rangi nyepesi): 2 kwenye 24" in words
    finally:
        apply_language("en")


def test_the_words_end_each_sentence_once(window):
    """A status that ends with a question mark or an ellipsis gets no full stop after it
    ("take or pass?." and "thinking…." were read out)."""
    from bgdesk.gui.board.state import BoardState
    from bgdesk.gui.board.words import describe

    ctl = start(window, (6, 5))
    ctl.enter_move("24/13")
    ctl.commit()
    window.prompt_driver = lambda dialog: None  # the take prompt left unanswered
    ctl.double()
    words = text(window, QAccessible.Text.Description)
    assert words.startswith("Ann: take or pass? No dice rolled. Ben offers the cube at 2. ")
    assert "?." not in words and ".." not in words
    thinking = describe(BoardState(status="Ben (computer) is thinking…"))
    assert thinking.startswith("Ben (computer) is thinking… No dice rolled. ")
    assert "…." not in thinking and ".." not in thinking
