"""Every public engine call refuses bad input with the project's own error (a ``ValueError``
subclass, :class:`~bgdesk.engine.errors.BgdeskError`) and leaves the state as it was: bad
resignations, match lengths, scores past the match length, an owned cube at 1, a Crawford game
nobody is at match point for, rules and constructors given the wrong things (R23-R29)."""

from __future__ import annotations

import json
import random

import pytest

from bgdesk.engine import Game, Match, Position, Rules, Turn, parse_dice, parse_play
from bgdesk.engine.errors import ArgumentError, BgdeskError, IllegalActionError, NotationError
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.game import Phase
from bgdesk.engine.matchid import decode_match_id
from bgdesk.engine.record import GameStart, INITIAL_POSITION_ID
from bgdesk.engine.xgid import decode_xgid

BAD_VALUES = [None, True, False, 2.5, "2", "", -1, 10 ** 30, object(), (1,), [0, 1], {"a": 1}]


def snapshot(obj) -> str:
    """Everything observable about a game or match, as text."""
    if isinstance(obj, Match):
        g = obj.current_game
        return json.dumps([obj.record().to_dict(), obj.score, obj.is_crawford,
                           snapshot(g) if g else None], sort_keys=True, default=str)
    return json.dumps([obj.record().to_dict(), obj.phase.value, obj.on_roll, obj.dice,
                       obj.cube_value, obj.cube_owner, obj.resignation, obj.cube_turned,
                       [str(p) for p in obj.legal_plays]], sort_keys=True, default=str)


def game_in(phase: Phase) -> Game:
    """A money game (beavers on) in ``phase``, reached by real actions."""
    g = Game(Rules(beavers=True), ManualDice([(3, 1), (6, 4), (5, 2), (4, 4)]))
    if phase is Phase.OPENING:
        return g
    g.roll()
    if phase is Phase.MOVING:
        return g
    g.play(g.legal_plays[0])
    if phase is Phase.BEFORE_ROLL:
        return g
    if phase is Phase.DOUBLE_OFFERED:
        g.double()
        return g
    if phase is Phase.RESIGN_OFFERED:
        g.resign(1, 2)
        return g
    g.resign(1, 1)
    g.accept_resignation()
    return g


def test_resign_refuses_what_is_not_1_2_or_3():
    # R27: a resignation is a single game, a gammon or a backgammon; nothing else is read as one.
    for phase in (Phase.BEFORE_ROLL, Phase.MOVING):
        g = game_in(phase)
        before = snapshot(g)
        for kind in (2.5, "2", True, False, None, 0, 4, -1, 1.0, [2]):
            with pytest.raises(IllegalActionError, match="single"):
                g.resign(g.on_roll, kind)
            assert snapshot(g) == before
        for player in (True, 2, None, "0", 0.0):
            with pytest.raises(IllegalActionError):
                g.resign(player, 1)
            assert snapshot(g) == before
    g = game_in(Phase.BEFORE_ROLL)
    g.resign(0, 2)
    assert g.resignation == (0, 2)


def test_match_length_is_a_whole_number():
    # R28: a match is played to N points; 0 (or None) is money play, False is not.
    for length in (False, True, 2.5, "5", -1, [5]):
        with pytest.raises(ArgumentError):
            Match(length)
    assert Match(None).is_money and Match(0).is_money and Match(5).length == 5


def test_a_match_cannot_start_over():
    # R28: a score that has reached the length is a finished match, not a start.
    for score in ((7, 0), (0, 5), (5, 5)):
        with pytest.raises(ArgumentError, match="match length"):
            Match(5, score=score)
        with pytest.raises(ArgumentError, match="match length"):
            Game(match_length=5, score=score)
    for score in ((1,), "ab", (1.0, 0), None, (-1, 0), (True, 0), 7):
        with pytest.raises(ArgumentError, match="score"):
            Match(5, score=score)
        with pytest.raises(ArgumentError, match="score"):
            Game(match_length=5, score=score)
    assert Match(5, score=(4, 3)).score == (4, 3)
    assert Match(0, score=(40, 7)).score == (40, 7)     # money: any score


def test_the_crawford_game_needs_one_player_at_match_point():
    # R29: only the first game after a player reaches N-1 is the Crawford game.
    for score in ((2, 2), (0, 0), (4, 4)):
        with pytest.raises(ArgumentError, match="Crawford"):
            Game(match_length=5, score=score, crawford=True)
        with pytest.raises(ArgumentError, match="Crawford"):
            Match(5, score=score, crawford=True)
    for flag in (1, "yes", None):
        with pytest.raises(ArgumentError):
            Match(5, score=(4, 2), crawford=flag)
        with pytest.raises(ArgumentError):
            Game(match_length=5, score=(4, 2), crawford=flag)
    with pytest.raises(ArgumentError, match="money"):
        Game(crawford=True)
    assert Game(match_length=5, score=(4, 2), crawford=True).crawford
    assert Match(5, score=(1, 4), crawford=True).is_crawford


def test_an_owned_cube_shows_at_least_2():
    # R23, R25: an owned cube has been doubled; at 1 it is in the middle.
    pos = Position.initial()
    with pytest.raises(NotationError, match="owned cube"):
        Game.from_position(pos, 0, cube_value=1, cube_owner=0)
    with pytest.raises(NotationError):
        Game(start=GameStart(position_id=INITIAL_POSITION_ID, phase="before_roll", on_roll=0,
                             cube_value=1, cube_owner=1))
    with pytest.raises(NotationError):
        Game.from_position(pos, 0, cube_value=3)
    with pytest.raises(NotationError):
        Game.from_position(pos, 0, cube_value=2, cube_owner=True)
    with pytest.raises(BgdeskError):
        Game.from_position(pos, True)
    with pytest.raises(NotationError):
        Game.from_position(pos, 0, cube_value=2, cube_owner=0, cube_turned="yes")
    assert Game.from_position(pos, 0, cube_value=2, cube_owner=1).cube_owner == 1


def test_constructors_raise_the_projects_errors():
    # Every refusal is a BgdeskError, which is a ValueError: existing callers keep working.
    assert issubclass(ArgumentError, BgdeskError) and issubclass(BgdeskError, ValueError)
    bad_rules = [dict(jacoby=1), dict(backgammon_value=4), dict(backgammon_value=True),
                 dict(auto_double_limit=-1), dict(auto_double_limit=1.5), dict(use_cube=None)]
    for kwargs in bad_rules:
        with pytest.raises(ArgumentError):
            Rules(**kwargs)
    for kwargs in (dict(rules="money"), dict(rules={}), dict(dice=object()), dict(dice=(3, 1)),
                   dict(start="opening"), dict(match_length=-3), dict(match_length=False)):
        with pytest.raises(ArgumentError):
            Game(**kwargs)
    for args, kwargs in (((5,), dict(rules=1)), ((5,), dict(dice="fair")),
                         ((5,), dict(meta=["x"]))):
        with pytest.raises(ArgumentError):
            Match(*args, **kwargs)


def test_every_game_call_refuses_bad_input_and_changes_nothing():
    # Each public action, in each phase, with values of every wrong kind.
    calls = {
        "roll": [lambda g, v: g.roll(v), lambda g, v: g.roll(player=v)],
        "play": [lambda g, v: g.play(v), lambda g, v: g.play(g.legal_plays[0] if g.legal_plays
                                                              else None, player=v)],
        "double": [lambda g, v: g.double(player=v)],
        "take": [lambda g, v: g.take(player=v)],
        "drop": [lambda g, v: g.drop(player=v)],
        "beaver": [lambda g, v: g.beaver(player=v)],
        "resign": [lambda g, v: g.resign(v), lambda g, v: g.resign(0, v)],
        "accept": [lambda g, v: g.accept_resignation(player=v)],
        "decline": [lambda g, v: g.decline_resignation(player=v)],
        "multiplier": [lambda g, v: g.multiplier(v), lambda g, v: g.stake(v)],
        "position_for": [lambda g, v: g.position_for(v)],
    }
    refused = 0
    for phase in Phase:
        for name, variants in calls.items():
            for call in variants:
                for value in BAD_VALUES:
                    g = game_in(phase)
                    before = snapshot(g)
                    try:
                        call(g, value)
                    except BgdeskError:
                        refused += 1
                        assert snapshot(g) == before, (phase, name, value)
                    except Exception as e:  # noqa: BLE001 - the point of the test
                        raise AssertionError(f"{name} in {phase.value} with {value!r} raised "
                                             f"{type(e).__name__}: {e}") from None
                    else:
                        # Accepted: only the neutral "player=None" (whoever is to act) may be.
                        assert value is None, (phase, name, value)
    assert refused > 500


def test_every_match_call_refuses_bad_input_and_changes_nothing():
    m = Match(3, dice=SeededDice(5))
    g = m.new_game()
    rng = random.Random(2)
    while not g.is_over:
        if g.phase in (Phase.OPENING, Phase.BEFORE_ROLL):
            g.roll()
        else:
            g.play(rng.choice(g.legal_plays))
    before = snapshot(m)
    for value in BAD_VALUES:
        for call in (lambda: m.adopt(value), lambda: m.away(value),
                     lambda: m.mark_dice_unverifiable(value)):
            try:
                call()
            except BgdeskError:
                assert snapshot(m) == before, value
            except Exception as e:  # noqa: BLE001
                raise AssertionError(f"{value!r}: {type(e).__name__}: {e}") from None
    # A game that does not fit the match is refused without a trace.
    with pytest.raises(IllegalActionError):
        m.adopt(Game(match_length=3, score=(0, 0)))
    assert snapshot(m) == before


def test_texts_are_bounded_at_the_parsers_own_entry():
    huge = "3" + " " * 5_000_000 + "1"
    pos = Position.initial()
    for parse in (parse_dice, Position.from_position_id, decode_match_id, decode_xgid,
                  lambda t: parse_play(pos, (3, 1), t)):
        with pytest.raises(NotationError):
            parse(huge)
        with pytest.raises(BgdeskError):
            parse(None)
    for dice in BAD_VALUES + [(0, 3), (7, 1), (3, 1, 2)]:
        with pytest.raises(BgdeskError):
            Turn(pos, dice)
        with pytest.raises(BgdeskError):
            pos.legal_plays(*dice) if isinstance(dice, tuple) and len(dice) == 2 \
                else pos.legal_plays(dice, 1)
