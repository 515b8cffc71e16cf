"""Helpers for the issue-6 GUI tests: play turns through the controller, open extra windows."""

from __future__ import annotations

from bgdesk.engine.game import Phase
from bgdesk.gui.match.controller import MatchConfig


def new_window(qtbot, settings):
    from bgdesk.gui.window.mainwindow import MainWindow

    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def session_window(qtbot, settings, inform=None):
    """A window started as the program starts (an unfinished match is resumed)."""
    from bgdesk.gui.window.startup import start_session

    w = new_window(qtbot, settings)
    start_session(w, ask=lambda u: True, inform=inform or (lambda texts: None))
    return w


def match_in_play(qtbot, settings, turns: int, length: int = 5, names=("Ann", "Ben")):
    """A session window with a new match of ``length`` played for ``turns`` turns."""
    w = session_window(qtbot, settings)
    w.controller.new_match(MatchConfig(names=names, length=length))
    play_turns(w.controller, turns)
    return w


def play_turn(ctl) -> None:
    """Play the roll on the board step by step (the first legal step each time) and pick up
    the dice."""
    guard = 0
    while ctl.turn is not None and not ctl.turn.is_complete:
        step = ctl.turn.legal_steps()[0]
        assert ctl.move(step.src, step.dst), ctl.last_message
        guard += 1
        assert guard < 10
    if ctl.turn is not None:
        assert ctl.commit(), ctl.last_message


def play_turns(ctl, n: int) -> None:
    """``n`` rolls and plays (the opening roll counts as one, ties roll again)."""
    done = 0
    guard = 0
    while done < n:
        g = ctl.game
        assert ctl.roll(), ctl.last_message
        guard += 1
        assert guard < 4 * n + 20
        if g.phase is Phase.OPENING:  # a tie
            continue
        play_turn(ctl)
        done += 1


def play_out(ctl, max_turns: int = 2000, *, game_only: bool = False) -> None:
    """Play until the match is over, or with ``game_only`` the game on the board (rolls and
    first legal steps; no doubles)."""
    for _ in range(max_turns):
        if ctl.match.is_over or (game_only and ctl.game.is_over):
            return
        assert ctl.roll(), ctl.last_message
        if ctl.game.phase is Phase.MOVING:
            play_turn(ctl)
    raise AssertionError("the game did not end" if game_only else "the match did not end")


def start(ctl, length=3, dice=None, names=("Alice", "Bob"), seed=None):
    ctl.new_match(MatchConfig(names=names, length=length, seed=seed), dice=dice)


def imported(window, qtbot, path):
    """Open ``path`` as File > Open does (any format) and wait for the window that shows it."""
    with qtbot.waitSignal(window.interop.imported, timeout=30000) as blocker:
        assert window.interop.import_mat(path)
    replay = blocker.args[0]
    qtbot.addWidget(replay)
    return replay
