"""A game's record stays small: a money session kept open all evening holds every game's events
(for copying the moves and replaying), so events carry no per-instance dictionary, the roll
events are shared values, and the dice and steps they hold are shared tuples."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from bgdesk.engine.dice import SeededDice
from bgdesk.engine.game import Game
from bgdesk.engine.record import Event, EventKind

sys.path.insert(0, str(Path(__file__).resolve().parent))
from game_driver import play_out, race_weights  # noqa: E402


def played_games(n: int) -> list[Game]:
    rng = random.Random(16)
    return [play_out(Game(dice=SeededDice(seed)), rng, weights=race_weights()) for seed in range(n)]


def test_events_have_no_instance_dictionary():
    ev = Event(EventKind.PLAY, player=0, dice=(3, 1), steps=((8, 5), (6, 5)), notation="8/5 6/5")
    assert not hasattr(ev, "__dict__")
    assert sys.getsizeof(ev) <= 120
    assert Event.play(0, (3, 1), ((8, 5), (6, 5)), "8/5 6/5") == ev


def test_roll_events_of_many_games_are_shared_values():
    games = played_games(6)
    rolls = [ev for g in games for ev in g.events if ev.kind is EventKind.ROLL]
    assert len(rolls) > 150  # six whole games' worth
    distinct = {id(ev) for ev in rolls}
    assert len(distinct) <= 72 < len(rolls)  # two players x 36 rolls, each made once
    # they are still the values they were: equal to an event made afresh, and the games replay
    for ev in rolls[:20]:
        assert ev == Event(EventKind.ROLL, player=ev.player, dice=ev.dice)


def test_plays_share_their_dice_and_step_tuples():
    games = played_games(3)
    plays = [ev for g in games for ev in g.events if ev.kind is EventKind.PLAY and ev.steps]
    assert len(plays) > 60
    assert len({id(ev.dice) for ev in plays}) <= 36
    steps = [s for ev in plays for s in ev.steps]
    assert len({id(s) for s in steps}) == len(set(steps)) < len(steps)


def test_an_odd_roll_event_is_made_but_not_kept():
    assert Event.roll(None, (1, 2)).player is None
    assert Event.roll(0, [3, 1]).dice == [3, 1]  # a list (from a file reader's mistake) is never shared
    assert Event.roll(1, (4, 2)) is Event.roll(1, (4, 2))
