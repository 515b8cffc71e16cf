"""Computer players in the main window: a whole game against a bot with the window
responsive while it thinks (off the GUI thread), bot against bot to the end of a match, a bot's
double, take and pass shown like a person's, answers that arrive too late dropped, seats kept
through the autosave, the New match dialog's seat choices, and the statistics of a watched
match left alone."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from bgdesk.engine import Position
from bgdesk.engine.game import Game, Phase
from bgdesk.engine.match import replay_match
from bgdesk.gui.match.controller import GameController, MatchConfig
from bgdesk.gui.match.dialogs import NewMatchDialog, TakeDialog
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.match.session import stats_seat

# A race the doubler wins easily (pips 60 against 135): double, pass.
CRUSHING = Position.from_points(on_roll={6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, opponent={6: 5, 8: 5, 13: 5})
# A race with the doubler a little ahead (pips 95 against 98): too early to double, a clear take.
CLOSE_RACE = Position.from_points(on_roll={6: 4, 5: 3, 4: 3, 8: 3, 10: 2},
                                  opponent={6: 4, 5: 3, 4: 2, 8: 3, 9: 3})


class Ticker:
    """A QTimer firing every few milliseconds: proof that the event loop keeps running."""

    def __init__(self, ms: int = 5) -> None:
        self.ticks = 0
        self.timer = QTimer()
        self.timer.setInterval(ms)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        self.ticks += 1


def slow_bot(bot, seconds: float, threads: set):
    """Make ``bot`` think for ``seconds`` per play, and note the thread it thinks on."""
    choose = bot.choose_play

    def slow(position, dice, context=None):
        threads.add(threading.get_ident())
        time.sleep(seconds)
        return choose(position, dice, context)

    bot.choose_play = slow


def answer_prompts(window, choice="take"):
    shown = []

    def driver(dlg):
        shown.append((type(dlg).__name__, dlg))
        if isinstance(dlg, TakeDialog):
            dlg.choose(choice if choice in dlg.buttons else "take")
        elif hasattr(dlg, "choose"):
            dlg.choose("keep" if "keep" in getattr(dlg, "buttons", {}) else "accept")
        else:
            dlg.accept()

    window.prompt_driver = driver
    return shown


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_full_game_against_a_bot_keeps_the_window_responsive(window, qtbot):
    """A person (driven through the controller's gestures) plays a whole 1-point match against
    the intermediate bot; while the bot thinks, on a worker thread, the GUI's timer keeps
    firing and events are processed."""
    from bgdesk.bots import make_bot

    ctl = window.controller
    shown = answer_prompts(window)
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=1, seed=21,
                              players=("human", "intermediate"), no_delay=True))
    assert ctl.seat_levels == ("human", "intermediate")
    driver = ctl.bot_driver
    threads: set = set()
    slow_bot(driver.bots[1], 0.03, threads)
    me = make_bot("intermediate")
    ticker = Ticker()
    busy_ticks = 0
    bot_plays = 0
    deadline = time.monotonic() + 90
    while not ctl.match.is_over:
        assert time.monotonic() < deadline, ctl.last_message
        g = ctl.game
        if g.to_act == 0 and not driver.busy and g.phase in (Phase.OPENING, Phase.BEFORE_ROLL):
            assert window.act_roll.isEnabled()
            assert ctl.roll()
        elif g.phase is Phase.OPENING:
            assert ctl.roll()  # either person may roll the opening
        elif g.phase is Phase.MOVING and g.on_roll == 0 and ctl.turn is not None and not ctl.turn.steps:
            play = me.choose_play(ctl.turn.start, ctl.turn.dice)
            for src, dst in play.steps:
                assert ctl.move(src, dst), ctl.last_message
            if ctl.turn is not None:
                assert ctl.commit()
        else:
            before = ticker.ticks
            was_busy = driver.busy
            qtbot.wait(10)
            if was_busy:
                busy_ticks += ticker.ticks - before
        if g.on_roll == 1 and g.phase is Phase.MOVING:
            # the person cannot touch the computer's checkers
            assert not window.act_undo.isEnabled() and not window.scene.state.movable
    bot_plays = sum(1 for e in ctl.game.events if e.player == 1 and e.kind.value == "play")
    ticker.timer.stop()
    assert ctl.match.is_over and ctl.game.winner in (0, 1)
    assert bot_plays >= 3
    assert threads and threading.get_ident() not in threads  # the bot thought off the GUI thread
    assert busy_ticks >= bot_plays  # the timer kept firing while it thought
    assert "wins the match" in window.statusBar().currentMessage()
    assert all(name == "TakeDialog" for name, _ in shown)


def test_a_person_cannot_act_for_the_computer(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, seed=5,
                              players=("human", "intermediate"), no_delay=True))
    game = Game.from_position(Position.initial(), on_roll=1, rules=ctl.match.rules)
    ctl.bot_driver.pause()
    ctl.set_up(game, ("Ann", "Bot"))
    ctl.bot_driver.pause()  # set_up seats the bots again: keep them still for this test
    assert not ctl.roll()
    assert "computer player" in ctl.last_message
    assert not window.act_roll.isEnabled() and not window.act_double.isEnabled()
    assert "Bot (computer) is thinking" in window.scene.state.status
    ctl.bot_driver.resume()
    qtbot.waitUntil(lambda: ctl.game.on_roll == 0, timeout=60_000)  # a bound: busy machines
    assert any(e.kind.value == "play" and e.player == 1 for e in ctl.game.events)


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_bot_against_bot_plays_a_match_to_the_end(window, qtbot):
    ctl = window.controller
    shown = answer_prompts(window)
    with qtbot.waitSignal(ctl.match_over, timeout=120000) as blocker:
        ctl.new_match(MatchConfig(names=("North", "South"), length=3, seed=8,
                                  players=("intermediate", "beginner"), no_delay=True))
    assert ctl.match.is_over and max(ctl.match.score) >= 3
    assert "wins the match" in blocker.args[0]
    assert not shown  # nobody was asked anything
    lines = ctl.move_list()
    assert any(line.startswith("  North ") for line in lines)
    assert any(line.startswith("  South ") for line in lines)
    assert len(ctl.match.games) >= 1
    assert stats_seat(ctl.match) is None  # a watched match goes into nobody's statistics


def test_bot_against_bot_with_pauses_animates_step_by_step(qtbot):
    """With animation on, a bot's play reaches the board one checker step at a time."""
    ctl = GameController(GuiSettings(animation_speed="fast", confirm_moves=True))
    seen = []
    ctl.board_changed.connect(lambda state, marks: seen.append(len(marks)))
    ctl.new_match(MatchConfig(names=("A", "B"), length=1, seed=3, players=("beginner", "beginner")))
    ctl.bot_driver.THINK_MS = 10
    qtbot.waitUntil(lambda: any(e.kind.value == "play" for e in ctl.game.events), timeout=10000)
    plays = [e for e in ctl.game.events if e.kind.value == "play"]
    assert len(plays[0].steps) >= 2
    assert seen.count(1) >= len(plays[0].steps)  # one step per board update
    ctl.bot_driver.shutdown()


def _cube_position(window, position, on_roll: int, players, names=("Ann", "Bot")):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=names, length=0, seed=2, players=players, no_delay=True))
    ctl.set_up(Game.from_position(position, on_roll=on_roll, rules=ctl.match.rules), names)
    return ctl


def test_bot_double_is_shown_and_taken_by_the_person(window, qtbot):
    shown = answer_prompts(window, "take")
    ctl = _cube_position(window, CRUSHING, 1, ("human", "intermediate"))
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    name, dlg = shown[0]
    assert name == "TakeDialog"
    text = " ".join(label.text() for label in dlg.findChildren(QLabel))
    assert "Ann, your decision" in text and "Bot doubles to 2" in text
    assert "Bot doubles to 2." in window.practice.toast.history
    qtbot.waitUntil(lambda: ctl.game.cube_value == 2, timeout=5000)
    lines = ctl.move_list()
    assert "  Bot doubles to 2" in lines and "  Ann takes" in lines


def test_bot_passes_a_double_and_it_is_shown(window, qtbot):
    answer_prompts(window)
    ctl = _cube_position(window, CRUSHING, 0, ("human", "intermediate"))
    assert window.act_double.isEnabled()
    assert ctl.double()
    qtbot.waitUntil(lambda: ctl.game.is_over, timeout=10000)
    assert "Bot passes." in window.practice.toast.history
    assert window.practice.toast.isVisible()
    assert "  Bot passes" in ctl.move_list()
    assert "Bot passes" in window.scene.state.extra.get("banner", "")


def test_bot_takes_a_double_and_it_is_shown(window, qtbot):
    answer_prompts(window)
    ctl = _cube_position(window, CLOSE_RACE, 0, ("human", "intermediate"))
    assert ctl.double()
    qtbot.waitUntil(lambda: ctl.game.phase is Phase.BEFORE_ROLL, timeout=10000)
    assert "Bot takes: the cube is at 2." in window.practice.toast.history
    assert "  Bot takes" in ctl.move_list()
    assert ctl.game.cube_owner == 1 and window.score_panel.cube.text().startswith("Cube: 2")


def test_bot_answers_a_resignation(window, qtbot):
    answer_prompts(window)
    # the bot sits at the bottom; the person at the top, on roll and far behind, resigns
    ctl = _cube_position(window, CRUSHING.swapped(), 1, ("intermediate", "human"), ("Bot", "Ann"))
    g = ctl.game
    assert window.act_resign[1].isEnabled()
    assert ctl.resign(1)
    qtbot.waitUntil(lambda: g.phase is not Phase.RESIGN_OFFERED, timeout=10000)
    history = " ".join(window.practice.toast.history)
    assert "Bot accepts the resignation." in history or "Bot declines the resignation" in history
    assert any(line in ("  Bot accepts", "  Bot declines") for line in ctl.move_list())


# The bot (on roll) has its fifteen checkers in its outer board and the person bears off the
# last two next roll: a gammon the bot cannot escape.
BOT_GAMMONED = Position.from_points(on_roll={7: 5, 8: 5, 9: 5}, opponent={1: 2})


def test_bot_offers_a_gammon_and_the_person_accepts(window, qtbot):
    shown = answer_prompts(window)  # the resignation dialog is accepted
    ctl = _cube_position(window, BOT_GAMMONED, 1, ("human", "intermediate"))
    qtbot.waitUntil(lambda: ctl.game.is_over, timeout=10000)
    assert [name for name, _dlg in shown] == ["ResignDialog"]
    text = " ".join(label.text() for label in shown[0][1].findChildren(QLabel))
    assert "Bot offers to resign a gammon" in text
    assert "Bot offers to resign." in window.practice.toast.history
    r = ctl.game.result
    assert (r.winner, r.kind, r.points, r.reason.value) == (0, 2, 2, "resign")
    assert "  Bot offers to resign a gammon" in ctl.move_list()


def test_a_declined_offer_is_not_made_again(window, qtbot):
    """Declined, the bot plays on (it rolls) and does not offer the same again."""
    from bgdesk.gui.practice.bot_runner import declined_resignation

    def decline(dlg):
        dlg.choose("decline")

    window.prompt_driver = decline
    ctl = _cube_position(window, BOT_GAMMONED, 1, ("human", "intermediate"))
    g = ctl.game
    qtbot.waitUntil(lambda: any(e.kind.value == "decline" for e in g.events), timeout=10000)
    qtbot.waitUntil(lambda: any(e.kind.value == "play" for e in g.events), timeout=10000)
    assert [e.kind.value for e in g.events].count("resign") == 1
    assert declined_resignation(g, 1) == 2 and declined_resignation(g, 0) == 0


def test_a_bot_with_chances_does_not_resign(window, qtbot):
    ctl = _cube_position(window, Position.initial(), 1, ("human", "intermediate"))
    g = ctl.game
    qtbot.waitUntil(lambda: g.phase is Phase.MOVING or any(e.kind.value == "play" for e in g.events),
                    timeout=10000)
    assert not any(e.kind.value == "resign" for e in g.events)


def test_late_answers_are_dropped_after_a_new_match(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=1, seed=4,
                              players=("human", "intermediate"), no_delay=True))
    driver = ctl.bot_driver
    threads: set = set()
    ctl.set_up(Game.from_position(Position.initial(), on_roll=1, rolled=(6, 5),
                                  rules=ctl.match.rules), ("Ann", "Bot"))
    slow_bot(driver.bots[1], 0.4, threads)  # set_up made new bots
    qtbot.waitUntil(lambda: bool(threads), timeout=5000)  # it is thinking now
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=1, seed=4))  # two people now
    qtbot.wait(700)
    assert ctl.seat_levels == ("human", "human")
    assert not [e for e in ctl.game.events if e.kind.value == "play"]
    assert ctl.game.phase is Phase.OPENING


def test_seats_survive_the_autosave(qtbot):
    ctl = GameController(GuiSettings(animation_speed="off"))
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=5, seed=9, players=("human", "beginner")))
    ctl.bot_driver.pause()
    assert ctl.roll()
    record = ctl.match.record()
    assert record.meta["seats"] == ["human", "beginner"]
    again = GameController(GuiSettings(animation_speed="off"))
    again.resume(replay_match(record), ("Ann", "Bot"))
    assert again.seat_levels == ("human", "beginner")
    again.bot_driver.pause()
    ctl.bot_driver.shutdown()
    again.bot_driver.shutdown()


def test_unknown_level_falls_back_to_intermediate(qtbot):
    ctl = GameController(GuiSettings(animation_speed="off"))
    ctl.new_match(MatchConfig(players=("human", "grandmaster")))
    assert ctl.seat_levels == ("human", "intermediate")
    ctl.bot_driver.shutdown()


def test_new_match_dialog_seats(qtbot):
    settings = GuiSettings()
    settings.bot_level = "beginner"

    def driver(dlg):
        assert dlg.players() == ("human", "human")
        assert not dlg.seat_level[1].isEnabled() and not dlg.no_delay.isEnabled()
        dlg.seat_kind[1].setCurrentIndex(dlg.seat_kind[1].findData("bot"))
        assert dlg.seat_level[1].isEnabled() and dlg.no_delay.isEnabled()
        assert dlg.seat_level[1].currentData() == "beginner"  # the default level from the settings
        assert dlg.name1.text() == "Beginner bot"
        dlg.seat_level[1].setCurrentIndex(dlg.seat_level[1].findData("intermediate"))
        assert dlg.name1.text() == "Intermediate bot"
        dlg.seat_kind[0].setCurrentIndex(dlg.seat_kind[0].findData("bot"))
        dlg.name0.setText("Robo")
        dlg.seat_level[0].setCurrentIndex(dlg.seat_level[0].findData("beginner"))
        assert dlg.name0.text() == "Robo"  # a name typed by the player is kept
        dlg.no_delay.setChecked(True)
        dlg.accept()

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.settings = settings
    cfg = NewMatchDialog.ask(parent, MatchConfig(), driver=driver)
    assert cfg.seats() == ("beginner", "intermediate") and cfg.no_delay
    assert cfg.names == ("Robo", "Intermediate bot")
    # the seats offered again next time
    again = NewMatchDialog(None, cfg)
    qtbot.addWidget(again)
    assert again.players() == ("beginner", "intermediate")


def test_window_new_match_against_the_computer(window, qtbot):
    def driver(dlg):
        if isinstance(dlg, NewMatchDialog):
            dlg.seat_kind[1].setCurrentIndex(1)
            dlg.seat_level[1].setCurrentIndex(dlg.seat_level[1].findData("beginner"))
            dlg.accept()

    window.prompt_driver = driver
    window.act_new.trigger()
    assert window.controller.seat_levels == ("human", "beginner")
    assert window.controller.names[1] == "Beginner bot"


@pytest.mark.parametrize("seats, expected", [
    (None, 0), (["human", "beginner"], 0), (["expert", "human"], 1), (["beginner", "expert"], None)])
def test_statistics_follow_the_person(seats, expected):
    from bgdesk.engine.match import Match

    m = Match(3)
    if seats is not None:
        m.meta["seats"] = seats
    assert stats_seat(m) == expected
