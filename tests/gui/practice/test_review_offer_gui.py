"""The review offered when a game (or the match) played by a person ends: a button in the
status bar that interrupts nothing, opens the review when clicked, and goes away when the next
game starts; never offered without bgsage. Real clicks on the button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bgdesk.bots import analysis
from bgdesk.engine.dice import SeededDice
from tests.gui.records.interop_helpers import play_out, start


def play_game_out(ctl) -> None:
    play_out(ctl, game_only=True)
    assert ctl.game.is_over


def offer(window):
    return window.practice.review_offer


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
@pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed")
def test_the_review_is_offered_at_the_end_of_a_game_and_of_the_match(window, qtbot):
    ctl = window.controller
    start(ctl, length=3, dice=SeededDice(5))
    button = offer(window)
    assert not button.isVisible()
    play_game_out(ctl)
    assert not ctl.match.is_over, "the seed should give a first game shorter than the match"
    # Offered in the status bar; nothing modal in the way of the next game.
    assert button.isVisible() and button.text() == "Review this game…"
    assert button.parentWidget() is not None and window.statusBar().isAncestorOf(button)
    assert QApplication.activeModalWidget() is None
    # The next game starts: the offer goes.
    assert ctl.roll(), ctl.last_message
    assert not ctl.game.is_over and not button.isVisible()
    play_game_out(ctl)
    assert button.isVisible()
    # Clicked: the review of that game opens (analysis first, then the review).
    game_index = len(ctl.match.games) - 1
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not button.isVisible()
    win = window.practice.analysis_windows[-1]
    qtbot.addWidget(win)
    assert win.heading.text() == f"Review of game {game_index + 1}"
    with qtbot.waitSignal(win.review_opened, timeout=120000) as got:
        pass
    qtbot.addWidget(got.args[0])
    assert [ga.index for ga in win.result.games] == [game_index]
    # Played to the end of the match: the whole match is offered.
    for _ in range(20):
        if ctl.match.is_over:
            break
        assert ctl.roll(), ctl.last_message
        play_game_out(ctl)
    assert ctl.match.is_over
    assert button.isVisible() and button.text() == "Review the match…"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    win = window.practice.analysis_windows[-1]
    qtbot.addWidget(win)
    assert win.heading.text() == "Review of the match to 3"
    with qtbot.waitSignal(win.analysis_done, timeout=120000):
        pass
    assert [ga.index for ga in win.result.games] == list(range(len(ctl.match.games)))
    for review in win.reviews:
        qtbot.addWidget(review)


def test_no_review_is_offered_without_bgsage(window, qtbot, monkeypatch):
    monkeypatch.setattr(window.practice, "available", lambda: False)
    ctl = window.controller
    start(ctl, length=3, dice=SeededDice(5))
    play_game_out(ctl)
    assert ctl.game.is_over and not offer(window).isVisible()
