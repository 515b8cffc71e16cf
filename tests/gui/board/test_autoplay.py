"""Settings > Play > "Bear off automatically when nothing else matters" (R17-R22)."""

from __future__ import annotations

from bgdesk.engine import Position
from bgdesk.engine.game import Game, Phase
from bgdesk.gui.board.autoplay import bear_off_play, is_race

RACE = Position.from_points(on_roll={6: 2, 5: 2, 2: 3}, opponent={6: 5, 8: 5, 13: 5})
CONTACT = Position.from_points(on_roll={6: 2, 5: 2, 2: 3}, opponent={22: 1, 8: 5, 13: 9})


def test_race_and_contact():
    assert is_race(RACE)
    assert not is_race(CONTACT)  # the opponent's checker on their 22 is on our 3-point
    assert not is_race(Position.from_points(on_roll={25: 1, 6: 14}, opponent={6: 15}))
    assert not is_race(Position.initial())


def test_bears_off_only_when_every_die_bears_off_and_there_is_one_result():
    plays = RACE.legal_plays(6, 5)
    play = bear_off_play(RACE, (6, 5), plays)
    assert play is not None and str(play) == "6/off 5/off"
    assert bear_off_play(RACE, (2, 1), RACE.legal_plays(2, 1)) is None  # the 1 cannot bear off
    assert bear_off_play(CONTACT, (6, 5), CONTACT.legal_plays(6, 5)) is None
    doubles = RACE.legal_plays(6, 6)
    assert str(bear_off_play(RACE, (6, 6), doubles)) == "6/off(2) 5/off(2)"


def test_controller_bears_off_by_itself_when_asked(window, settings):
    ctl = window.controller
    ctl.set_up(Game.from_position(RACE, 0, rolled=(6, 5)), names=("Ann", "Ben"))
    assert ctl.turn is not None and ctl.turn.steps == ()  # off by default
    settings.auto_bear_off = True
    ctl.set_up(Game.from_position(RACE, 0, rolled=(6, 5)), names=("Ann", "Ben"))
    assert ctl.turn.is_complete and [s.dst for s in ctl.turn.steps] == [0, 0]
    assert window.scene.state.mine[0] == 8 + 2  # shown off the board; waits for the dice to be picked up
    assert ctl.commit() and ctl.game.phase is Phase.BEFORE_ROLL
    ctl.set_up(Game.from_position(CONTACT, 0, rolled=(6, 5)), names=("Ann", "Ben"))
    assert ctl.turn.steps == ()  # contact: the player chooses
