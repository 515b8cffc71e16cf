"""Take back in a practice match, through the Practice menu's action: the person's last play and
the computer's reply are undone, the same roll is played again, the record keeps an honest mark,
and the match stays out of the statistics against that computer player."""

from __future__ import annotations

from bgdesk.engine.game import Phase
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.autosave import read_autosave
from bgdesk.storage.stats import load_stats

from tests.gui.conftest import QueueDice


def never(*_args):
    raise AssertionError("not expected here")


def play_roll(ctl) -> None:
    while ctl.turn is not None and not ctl.turn.is_complete:
        step = ctl.turn.legal_steps()[0]
        assert ctl.move(step.src, step.dst)
    if ctl.turn is not None:
        assert ctl.commit()


def practice(window, qtbot, rolls):
    ctl = window.controller
    dice = QueueDice(5)
    dice.push(*rolls)
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, players=("human", "intermediate"),
                              no_delay=True), dice=dice)
    return ctl


def test_take_back_undoes_the_play_and_the_reply(window, qtbot):
    start_session(window, ask=never, inform=never)
    # Ann wins the opening 3-1; the bot replies 6-4; Ann then rolls 5-2
    ctl = practice(window, qtbot, [(3, 1), (6, 4), (5, 2)])
    act = window.practice.act_take_back
    window.practice.update_actions()
    assert not act.isEnabled()  # nothing played yet
    assert ctl.roll()
    start = ctl.game.position_for(0)
    play_roll(ctl)
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0 and ctl.game.phase is Phase.BEFORE_ROLL,
                    timeout=10000)  # the bot has replied
    window.practice.update_actions()
    assert act.isEnabled()
    act.trigger()
    g = ctl.game
    assert g.phase is Phase.MOVING and g.dice == (3, 1) and g.on_roll == 0
    assert g.position_for(0) == start and ctl.turn is not None and not ctl.turn.steps
    assert "Ann takes back" in window.statusBar().currentMessage()
    assert len(g.take_backs) == 1 and g.take_backs[0].dropped >= 3
    # the autosave holds the mark; the statistics know the match has take-backs
    from bgdesk.engine.record import MatchRecord

    record = MatchRecord.from_dict(read_autosave()[0].match)
    assert record.take_back_count == 1
    stats, _ = load_stats()
    assert stats.take_back_matches == {ctl.match.meta["uid"]}
    # play on: the bot replies again to the new play
    play_roll(ctl)
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0 and ctl.game.phase is Phase.BEFORE_ROLL,
                    timeout=10000)


def test_a_finished_game_with_a_take_back_is_kept_but_not_counted(window, qtbot):
    from bgdesk.engine import Position
    from bgdesk.engine.game import Game

    start_session(window, ask=never, inform=never)
    ctl = practice(window, qtbot, [])
    ctl.bot_driver.pause()
    # Ann bears off her last checkers with 6-5 (a gammon): take it back, then win again
    pos = Position.from_points({1: 1, 2: 1}, {6: 5, 5: 5, 4: 5})
    ctl.set_up(Game.from_position(pos, on_roll=0, rolled=(6, 5), match_length=3,
                                  rules=ctl.match.rules), ("Ann", "Bot"))
    ctl.bot_driver.pause()
    play_roll(ctl)
    assert ctl.game.is_over
    assert ctl.take_back()
    assert not ctl.game.is_over
    play_roll(ctl)
    assert ctl.game.is_over
    stats, _ = load_stats()
    # the game is recorded once (as first won), kept, and not counted: its match has take-backs
    assert len(stats.results) == 1 and stats.take_back_matches == {ctl.match.meta["uid"]}
    # the computer opponent is counted under its level, not its name
    assert stats.opponents() == {} and stats.not_counted("Computer (intermediate)") == 1


def test_no_take_back_between_two_people(window, qtbot):
    ctl = window.controller
    dice = QueueDice(5)
    dice.push((3, 1))
    ctl.new_match(MatchConfig(names=("Ann", "Bea"), length=3), dice=dice)
    assert ctl.roll()
    play_roll(ctl)
    window.practice.update_actions()
    assert not window.practice.act_take_back.isEnabled()
    assert not ctl.take_back()
    assert "practice against a computer" in window.statusBar().currentMessage()
