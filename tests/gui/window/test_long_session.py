"""A session played all evening: the move list shows the last games only (built from them
alone, so it neither fills up nor takes longer after every move), while Copy moves and Replay
still give every game."""

from __future__ import annotations

import pytest

import bgdesk.gui.window.mainwindow as mainwindow
from bgdesk.gui.match.controller import MatchConfig


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_the_move_list_shows_the_last_games_and_copy_gives_them_all(window, qtbot, monkeypatch):
    monkeypatch.setattr(mainwindow, "LISTED_GAMES", 2)
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bo"), length=0, players=("beginner", "beginner"), seed=9,
                              no_delay=True))
    qtbot.waitUntil(lambda: len(ctl.match.games) >= 5, timeout=120_000)
    ctl.bot_driver.pause()
    qtbot.wait(20)
    games = len(ctl.match.games)
    shown = [window.move_list.item(i).text() for i in range(window.move_list.count())]
    assert shown[0] == f"Games 1 to {games - 2}: Copy moves or Replay shows them"
    heads = [line for line in shown if line.startswith("Game ")]
    assert [h.split(":")[0] for h in heads] == [f"Game {games - 1}", f"Game {games}"]
    assert shown[1:] == ctl.move_list(games - 2)
    everything = window.interop.copy_move_list()
    assert "Game 1" in everything and f"Game {games}" in everything
