"""Take-backs: a player undoes their last play (and whatever followed it); the record keeps an
honest mark of each (bgdesk/engine/game.py, match.py, record.py)."""

import json
import random
import sys
from pathlib import Path

import pytest

from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.game import Game, IllegalActionError, Phase, replay_game
from bgdesk.engine.match import Match, replay_match
from bgdesk.engine.record import GameRecord, MatchRecord, NotationError, TakeBack

sys.path.insert(0, str(Path(__file__).resolve().parent))
import game_driver  # noqa: E402


def opened(*rolls, **kw) -> Game:
    g = Game(None, ManualDice(rolls), **kw)
    g.roll()
    return g


def test_take_back_undoes_the_reply_and_the_play():
    # R6: player 0 opens with 3-1; player 1 replies 6-4; then player 0 rolls 5-2
    g = opened((3, 1), (6, 4), (5, 2))
    start = g.position_for(0)
    g.play("8/5 6/5")
    g.roll()
    g.play("24/14")
    assert g.on_roll == 0 and g.phase is Phase.BEFORE_ROLL
    mark = g.take_back(0)
    # back to player 0 choosing a play for the same 3-1, from the same position
    assert (g.phase, g.on_roll, g.dice) == (Phase.MOVING, 0, (3, 1))
    assert g.position_for(0) == start
    assert mark == TakeBack(player=0, at=1, dice=(3, 1), undone="8/5 6/5", dropped=3)
    assert g.take_backs == (mark,)
    # the undone play and reply are gone from the events; the roll waits to be played again
    assert [e.kind.value for e in g.events] == ["opening_roll"]
    g.play("24/23 13/10")
    assert g.phase is Phase.BEFORE_ROLL and g.on_roll == 1


def test_take_back_as_often_as_you_like():
    g = opened((3, 1), (6, 4), (5, 2), (2, 1))
    g.play("8/5 6/5")
    g.roll()
    g.play("24/14")
    g.roll()
    g.play("13/8 6/4")
    g.roll()
    g.play("13/11 6/5")
    first = g.take_back(0)        # undoes 0's 5-2 and 1's 2-1
    assert (first.dice, first.undone, first.dropped) == ((5, 2), "13/8 6/4", 3)
    second = g.take_back(0)       # then 0's opening 3-1 and 1's 6-4
    assert (second.dice, second.undone, second.dropped) == ((3, 1), "8/5 6/5", 4)
    assert g.take_backs == (first, second)
    assert g.dice == (3, 1) and len(g.events) == 1
    with pytest.raises(IllegalActionError, match="no play to take back"):
        g.take_back(0)


def test_take_back_reopens_a_finished_game():
    # player 0 bears off its last two checkers with 6-5
    from bgdesk.engine import Position

    pos = Position.from_points({1: 1, 2: 1}, {6: 5, 5: 5, 4: 5})
    g = Game.from_position(pos, on_roll=0, rolled=(6, 5))
    g.play(g.legal_plays[0])
    assert g.is_over and g.winner == 0
    assert g.can_take_back(0) and not g.can_take_back(1)
    g.take_back(0)
    assert not g.is_over and g.result is None and g.phase is Phase.MOVING


def test_a_double_after_the_play_is_taken_back_too():
    g = opened((3, 1), (5, 2))
    g.play("8/5 6/5")
    g.double(player=1)
    g.take(player=0)
    assert g.cube_value == 2 and g.cube_owner == 0
    g.take_back(0)
    assert g.cube_value == 1 and g.cube_owner is None and not g.cube_turned


def test_the_record_keeps_the_marks_and_replays():
    g = opened((3, 1), (6, 4), (5, 2))
    g.play("8/5 6/5")
    g.roll()
    g.play("24/14")
    g.take_back(0)
    g.play("13/10 24/23")
    rec = g.record()
    data = json.loads(json.dumps(rec.to_dict()))
    assert data["version"] == 2
    assert data["take_backs"] == [{"player": 0, "at": 1, "dice": [3, 1], "undone": "8/5 6/5",
                                   "dropped": 3}]
    again = GameRecord.from_dict(data)
    assert again == rec
    replayed = replay_game(again)
    assert replayed.take_backs == g.take_backs
    assert replayed.position_for(0) == g.position_for(0)


def test_records_without_take_backs_read_as_before():
    g = opened((3, 1))
    g.play("8/5 6/5")
    data = g.record().to_dict()
    assert "take_backs" not in data
    data["version"] = 1  # written before take-backs existed
    assert GameRecord.from_dict(data).take_backs == ()


@pytest.mark.parametrize("bad", [
    {"player": 2, "at": 1, "dice": [3, 1], "undone": "8/5 6/5", "dropped": 1},
    {"player": 0, "at": -1, "dice": [3, 1], "undone": "8/5 6/5", "dropped": 1},
    {"player": 0, "at": 1, "dice": [3, 7], "undone": "8/5 6/5", "dropped": 1},
    {"player": 0, "at": 1, "dice": [3, 1], "undone": 5, "dropped": 1},
    {"player": 0, "at": 1, "dice": [3, 1], "undone": "8/5 6/5", "dropped": 0},
    "take it back",
])
def test_malformed_marks_are_reported(bad):
    data = opened((3, 1)).record().to_dict()
    data["take_backs"] = [bad]
    with pytest.raises(NotationError, match="take-back 1"):
        GameRecord.from_dict(data)
    data["take_backs"] = {"a": 1}
    with pytest.raises(NotationError, match="take_backs"):
        GameRecord.from_dict(data)


def test_match_take_back_and_count_survive_the_record():
    m = Match(3, dice=SeededDice(11))
    g = m.new_game()
    g.roll()
    mover = g.on_roll
    g.play(g.legal_plays[0])
    assert m.take_back_count == 0
    m.take_back(mover)
    assert m.take_back_count == 1
    rec = m.record()
    assert rec.take_back_count == 1
    back = replay_match(MatchRecord.from_dict(json.loads(json.dumps(rec.to_dict()))))
    assert back.take_back_count == 1 and back.current_game.take_backs == g.take_backs


def test_match_refuses_before_any_game():
    with pytest.raises(IllegalActionError):
        Match(3).take_back(0)


def test_the_score_follows_a_reopened_game():
    from bgdesk.engine import Position

    m = Match(3, dice=SeededDice(1))
    pos = Position.from_points({1: 1, 2: 1}, {6: 5, 5: 5, 4: 5})
    m.adopt(Game.from_position(pos, on_roll=0, rolled=(6, 5), match_length=3))
    m.current_game.play(m.current_game.legal_plays[0])
    assert m.score == (2, 0)  # a gammon
    m.take_back(0)
    assert m.score == (0, 0) and not m.is_over


@pytest.mark.parametrize("seed", range(8))
def test_take_back_in_random_games_returns_to_the_same_state(seed):
    """Wherever a player takes back, the game is exactly as it was when that player had the roll
    to play: the same position, dice, cube and legal plays."""
    rng = random.Random(seed)
    g = Game(dice=SeededDice(seed))
    snapshots = {}  # events kept -> (position for 0, dice, cube, owner)
    for _ in range(400):
        if g.is_over:
            break
        if g.phase is Phase.MOVING:
            snapshots[len(g.events)] = (g.position_for(0), g.dice, g.cube_value, g.cube_owner,
                                        g.on_roll)
        game_driver.act(g, rng)
    for player in (0, 1):
        if not g.can_take_back(player):
            continue
        mark = g.take_back(player)
        assert (g.position_for(0), g.dice, g.cube_value, g.cube_owner, g.on_roll) == \
            snapshots[mark.at]
        assert g.legal_plays and g.can_play(player)
        # and the game can be replayed from its record
        assert replay_game(g.record()).position_for(0) == g.position_for(0)
