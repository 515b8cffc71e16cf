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


@pytest.mark.slow
def test_the_move_list_follows_every_move_row_by_row(window, qtbot, monkeypatch):
    """After every change of state the list shows exactly the listed lines, and a move adds its
    own row (and a finished game's result its own) instead of the list being made anew: the
    rows inserted per change stay a handful, however many games are listed."""
    monkeypatch.setattr(mainwindow, "LISTED_GAMES", 2)
    ctl = window.controller
    ml = window.move_list
    inserted = []
    ml.model().rowsInserted.connect(lambda _p, first, last: inserted.append(last - first + 1))
    checks = {"n": 0, "most": 0, "wrong": []}

    def check() -> None:
        shown = [ml.item(i).text() for i in range(ml.count())]
        if shown != window.listed_moves():
            checks["wrong"].append((len(ctl.match.games), shown[-3:], window.listed_moves()[-3:]))
        if checks["n"]:  # (the first: the match's first lines)
            checks["most"] = max(checks["most"], sum(inserted))
        checks["n"] += 1
        inserted.clear()

    ctl.state_changed.connect(check)  # (after the window's own update, connected first)
    ctl.new_match(MatchConfig(names=("Ann", "Bo"), length=0, players=("beginner", "beginner"), seed=5,
                              no_delay=True))
    qtbot.waitUntil(lambda: len(ctl.match.games) >= 5, timeout=120_000)
    ctl.bot_driver.pause()
    qtbot.wait(20)
    assert checks["wrong"] == []
    assert checks["n"] > 100
    # a play's row; a game's result; a new game's first rows and "Games 1 to n" (the oldest
    # game's rows leave from the top, the rest stay)
    assert checks["most"] <= 5
    # a new match: the list is the new match's alone
    ctl.bot_driver.resume()
    ctl.new_match(MatchConfig(names=("Cy", "Di"), length=1, players=("beginner", "beginner"), seed=6,
                              no_delay=True))
    qtbot.waitUntil(lambda: ctl.match.is_over, timeout=120_000)
    qtbot.wait(20)
    assert [ml.item(i).text() for i in range(ml.count())] == ctl.move_list()
    assert checks["wrong"] == []
