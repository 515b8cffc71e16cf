"""Move animations are freed when they end or are cut short: after a game or two between two
computer players in the main window, with every checker step animated, no animation object is
left alive (before, each game left ~95 behind, and an evening of play grew by ~1 MB a game;
tests/benchmarks/bench_long_session.py measures 500 games)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation

from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.prefs import GuiSettings

STEP_MS = 6


@pytest.fixture
def settings():
    return GuiSettings(animation_speed=STEP_MS)  # animations on, short


def live_animations(window) -> int:
    return len(window.findChildren(QAbstractAnimation))


def watch_games(window, qtbot, games: int, *, cut_short: bool) -> dict:
    """Two computer players play ``games`` games of a money session; counts what was animated."""
    ctl = window.controller
    seen = {"animated": 0, "ended": 0, "most_alive": 0}

    def on_board(_state, moves=()):
        if moves:
            seen["animated"] += 1
        seen["most_alive"] = max(seen["most_alive"], live_animations(window))

    ctl.board_changed.connect(on_board)
    window.scene.animation_finished.connect(lambda: seen.__setitem__("ended", seen["ended"] + 1))
    ctl.new_match(MatchConfig(names=("North", "South"), length=0, players=("beginner", "intermediate"),
                              seed=5, no_delay=cut_short))
    driver = ctl.bot_driver
    if not cut_short:  # the players wait for each animation, without their long thinking pauses
        # The next step comes STEP_PAUSE_MS after a step's animation should have ended; Qt moves
        # animations on a 16 ms tick, so a pause of two ticks lets each one end first even on a
        # busy machine (with 2 ms, most were cut short there and the test failed).
        driver.THINK_MS, driver.NEXT_GAME_MS, driver.STEP_PAUSE_MS = 1, 1, 32
    qtbot.waitUntil(lambda: len(ctl.match.games) > games, timeout=240_000)
    driver.pause()
    qtbot.wait(10 * STEP_MS)  # the last animation ends; Qt deletes it on the next turn of the loop
    qtbot.wait(20)
    return seen


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_animations_are_freed_when_they_end(window, qtbot):
    # two games (~300 steps animated to their end, ~10 s; a game left ~95 behind before)
    seen = watch_games(window, qtbot, 2, cut_short=False)
    assert seen["animated"] > 100, seen  # the games really were animated, step by step
    assert seen["ended"] > 50, seen  # and animations ran to their end
    # only the running move's group and its steps, and the dice tumbling in (a group and two
    # animations a die, four dice for a double)
    assert seen["most_alive"] <= 8 + 9, seen
    assert live_animations(window) == 0
    assert not window.scene.animating


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_animations_cut_short_are_freed(window, qtbot):
    seen = watch_games(window, qtbot, 2, cut_short=True)  # no pauses: the next step stops each one
    assert seen["animated"] > 100, seen
    assert seen["ended"] < seen["animated"] // 2, seen  # most were stopped before their end
    # stopped ones wait for the event loop to delete them: a few at a time, never piling up
    assert seen["most_alive"] <= 40, seen
    assert live_animations(window) == 0


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_the_live_objects_stay_flat_from_game_to_game(window, qtbot):
    from PySide6.QtCore import QObject

    ctl = window.controller
    watch_games(window, qtbot, 1, cut_short=True)
    after_one = len(window.findChildren(QObject))
    driver = ctl.bot_driver
    driver.resume()
    qtbot.waitUntil(lambda: len(ctl.match.games) > 4, timeout=240_000)
    driver.pause()
    qtbot.wait(10 * STEP_MS)
    qtbot.wait(20)
    assert len(window.findChildren(QObject)) <= after_one + 2
