"""The game model: opening roll, turns, plays, resignations, game end, the record and its replay.

Board diagrams show player 0 as X (on roll unless said otherwise) and player 1 as O, in X's
numbering: X moves from 24 down to 1 and bears off below 1; O's point n is X's point 25 - n.
"""

import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bgdesk.engine import Position, Turn
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.errors import BgdeskError, IllegalMoveError, NotationError
from bgdesk.engine.game import (
    Action, EndReason, Game, IllegalActionError, Phase, ResignKind, replay_game,
)
from bgdesk.engine.record import EventKind, GameRecord, Rules

sys.path.insert(0, str(Path(__file__).resolve().parent))
import game_driver  # noqa: E402


def opened(*rolls, rules=None, **kw) -> Game:
    """A new game fed ``rolls`` by hand, rolled until the opening is decided."""
    g = Game(rules, ManualDice(rolls), **kw)
    while g.phase is Phase.OPENING:
        g.roll()
    return g


def results(plays):
    return {p.result for p in plays}


# ---------------------------------------------------------------------------------------------
# Opening roll and turns
# ---------------------------------------------------------------------------------------------

def test_opening_ties_are_rolled_again():
    # R6: one die each; equal dice are rolled again.
    g = Game(dice=ManualDice([(4, 4), (2, 2), (5, 3)]))
    assert g.phase is Phase.OPENING and g.on_roll is None and g.to_act is None
    assert g.roll() == (4, 4)
    assert g.phase is Phase.OPENING and g.on_roll is None and g.dice is None
    g.roll()
    assert g.phase is Phase.OPENING
    g.roll()
    assert g.phase is Phase.MOVING and g.on_roll == 0 and g.dice == (5, 3)
    assert [e.kind for e in g.events] == [EventKind.OPENING_ROLL] * 3
    assert [e.player for e in g.events] == [None, None, 0]
    assert g.cube_value == 1   # no automatic doubles unless the rules say so


def test_opening_winner_plays_both_dice():
    # R6: player 1's 6 beats player 0's 2; player 1 moves first playing 6-2 as its roll.
    g = Game(dice=ManualDice([(2, 6)]))
    g.roll()
    assert g.on_roll == 1 and g.to_act == 1 and g.phase is Phase.MOVING
    assert results(g.legal_plays) == results(Position.initial().legal_plays(6, 2))
    assert all(len(p.steps) == 2 for p in g.legal_plays)      # R8: both dice are moves
    g.play("24/18 13/11")
    # Seen from player 1, its back checker is on 18 and a checker on 11.
    mine = g.position_for(1).mine
    assert mine[24] == 1 and mine[18] == 1 and mine[13] == 4 and mine[11] == 1
    assert g.phase is Phase.BEFORE_ROLL and g.on_roll == 0     # R7: players alternate


def test_opening_roll_entered_by_hand():
    # R6: the opening dice may be entered by hand (manual dice).
    g = Game(dice=ManualDice())
    assert g.roll((6, 1)) == (6, 1)
    assert g.on_roll == 0 and g.dice == (6, 1)


def test_no_double_on_the_opening_roll():
    # R24: a double is offered only before rolling; the opening winner has already rolled.
    g = opened((3, 1))
    assert not g.can_double(0) and not g.can_double(1)
    with pytest.raises(IllegalActionError):
        g.double()


def test_turns_alternate_and_out_of_turn_actions_are_refused():
    # R7 players alternate; R40 a roll out of turn does not count (it is refused).
    g = opened((3, 1))
    with pytest.raises(IllegalActionError, match="player 0's turn"):
        g.play("8/5 6/5", player=1)
    g.play("8/5 6/5", player=0)
    assert g.on_roll == 1 and g.phase is Phase.BEFORE_ROLL
    assert not g.can_roll(0) and g.can_roll(1)
    with pytest.raises(IllegalActionError, match="player 1's turn"):
        g.roll((6, 5), player=0)
    with pytest.raises(IllegalActionError):
        g.play("24/13")            # not rolled yet
    g.roll((6, 5), player=1)
    with pytest.raises(IllegalActionError):
        g.roll((6, 5))             # already rolled
    g.play("24/13")
    assert g.on_roll == 0


def test_a_play_must_be_among_the_legal_plays():
    # R41: an illegal move can never be made.
    g = opened((3, 1))
    before = g.events
    foreign = Position.initial().legal_plays(6, 5)[0]     # a play of another roll
    with pytest.raises(IllegalMoveError, match="not a legal play of 3-1"):
        g.play(foreign)
    with pytest.raises(BgdeskError):
        g.play("24/18")
    with pytest.raises(IllegalMoveError, match="not a play"):
        g.play(42)
    assert g.events == before and g.phase is Phase.MOVING and g.dice == (3, 1)


def test_play_keeps_the_steps_as_dragged():
    # R39: the play is the steps made one by one; the record keeps them in that order.
    g = opened((3, 1))
    turn = Turn(g.position, g.dice)
    turn.apply((8, 5))
    turn.apply((6, 5))
    played = g.play(turn.play())
    ev = g.events[-1]
    assert ev.kind is EventKind.PLAY and ev.steps == ((8, 5), (6, 5)) and ev.notation == "8/5 6/5"
    assert ev.dice == (3, 1) and ev.player == 0 and str(played) == "8/5 6/5"


def test_position_views():
    # R4: the opponent's point n is our point 25 - n; each player sees its own numbering.
    # DESIGN: a Position is seen from the player on roll; the game shows either side.
    g = opened((3, 1))
    g.play("8/5 6/5")
    assert g.on_roll == 1
    assert g.position == g.position_for(1) == g.position_for(0).swapped()
    assert g.position_for(0).mine[5] == 2


CLOSED = Position.from_points(
    # X on the bar; O has closed its home board (X's 19..24):
    #   X's points: 24 23 22 21 20 19          6   8  13
    #               O2 O2 O2 O2 O2 O2  ...    X5  X3  X6(X's 13)   O3 on O's 13 = X's 12
    {"bar": 1, 6: 5, 8: 3, 13: 6},
    {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3},
)


def test_a_roll_that_cannot_be_played_passes():
    # R16: a closed board: X on the bar cannot enter; the single empty play passes the turn.
    g = Game.from_position(CLOSED, 0, rolled=(6, 5))
    assert g.cannot_move
    assert len(g.legal_plays) == 1 and g.legal_plays[0].steps == ()
    g.play(g.legal_plays[0])
    assert g.on_roll == 1 and g.phase is Phase.BEFORE_ROLL
    assert g.position_for(0) == CLOSED
    ev = g.events[-1]
    assert ev.kind is EventKind.PLAY and ev.steps == () and ev.notation == ""


def test_a_roll_that_can_be_played_cannot_be_passed():
    # R12: a player must use the dice whenever possible.
    g = opened((3, 1))
    empty_elsewhere = CLOSED.legal_plays(6, 5)[0]
    with pytest.raises(IllegalMoveError):
        g.play(empty_elsewhere)


def test_legal_actions_per_phase():
    # R24, R25, R27, R40: what each player may do in each phase.
    g = Game(dice=ManualDice([(3, 1), (6, 5)]))
    assert g.legal_actions(0) == g.legal_actions(1) == {Action.ROLL, Action.RESIGN}
    g.roll()
    assert g.legal_actions(0) == {Action.PLAY, Action.RESIGN}
    assert g.legal_actions(1) == {Action.RESIGN}
    g.play("8/5 6/5")
    assert g.legal_actions(1) == {Action.ROLL, Action.DOUBLE, Action.RESIGN}
    assert g.legal_actions(0) == {Action.RESIGN}
    g.double()
    assert g.legal_actions(0) == {Action.TAKE, Action.DROP}
    assert g.legal_actions(1) == set()
    g.take()
    assert g.legal_actions(1) == {Action.ROLL, Action.RESIGN}
    g.resign(0, ResignKind.SINGLE)
    assert g.legal_actions(1) == {Action.ACCEPT, Action.DECLINE}
    assert g.legal_actions(0) == set()
    g.accept_resignation()
    assert g.legal_actions(0) == g.legal_actions(1) == set()


# ---------------------------------------------------------------------------------------------
# Resignations
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind,points", [(1, 2), (2, 4), (3, 6)])
def test_accepted_resignation_scores_kind_times_cube(kind, points):
    # R27: accept ends the game for that many points times the cube (here the cube is at 2).
    g = Game.from_position(Position.initial(), 1, cube_value=2, cube_owner=0)
    g.resign(1, kind)
    assert g.phase is Phase.RESIGN_OFFERED and g.to_act == 0 and g.resignation == (1, kind)
    g.accept_resignation(player=0)
    assert g.is_over and g.winner == 0 and g.points == points
    assert g.result.kind == kind and g.result.reason is EndReason.RESIGN
    assert g.final_score == (points, 0)


def test_resigned_backgammon_under_the_backgammon_counts_as_gammon_option():
    # R26 + R27: with the option a backgammon is worth 2.
    g = Game.from_position(Position.initial(), 0, rules=Rules(backgammon_value=2))
    g.resign(0, ResignKind.BACKGAMMON)
    g.accept_resignation()
    assert g.points == 2


def test_declined_resignation_play_goes_on_with_the_same_dice():
    # R27: decline and play continues where it was.
    g = opened((3, 1))
    g.resign(1, ResignKind.GAMMON)           # the player not on roll may offer too
    assert g.to_act == 0
    with pytest.raises(IllegalActionError):
        g.play("8/5 6/5")                     # the offer must be answered first
    with pytest.raises(IllegalActionError, match="player 0's turn"):
        g.accept_resignation(player=1)        # the resigner cannot answer its own offer
    g.decline_resignation()
    assert g.phase is Phase.MOVING and g.dice == (3, 1) and g.resignation is None
    g.play("8/5 6/5")
    g.resign(0, ResignKind.SINGLE)            # before O has rolled
    g.decline_resignation(player=1)
    assert g.phase is Phase.BEFORE_ROLL and g.on_roll == 1
    kinds = [e.kind for e in g.events]
    assert kinds.count(EventKind.RESIGN) == 2 and kinds.count(EventKind.DECLINE) == 2


def test_resignation_before_the_opening_roll():
    # R27: a player may give up a game before it starts (a forfeit, as files from online
    # servers record it); declined, the opening roll is still to come.
    g = Game(dice=ManualDice([(3, 1)]))
    g.resign(1)
    assert g.phase is Phase.RESIGN_OFFERED and g.to_act == 0
    g.decline_resignation()
    assert g.phase is Phase.OPENING and g.can_roll()
    g.resign(0, ResignKind.GAMMON)
    g.accept_resignation()
    assert (g.result.winner, g.result.points, g.result.kind) == (1, 2, 2)
    assert replay_game(g.record()).result == g.result


def test_resignation_not_allowed_during_a_double_or_with_a_bad_kind():
    # R27: a resignation is single, gammon or backgammon, offered during play.
    g = Game(dice=ManualDice([(3, 1)]))
    g.roll()
    with pytest.raises(IllegalActionError, match="single"):
        g.resign(0, 4)
    g.play("8/5 6/5")
    g.double()
    with pytest.raises(IllegalActionError):
        g.resign(0)


# ---------------------------------------------------------------------------------------------
# Game end: single, gammon, backgammon (R22, R26)
# ---------------------------------------------------------------------------------------------

def bear_off_last(opponent, on_roll=0, **kw):
    """X has one checker left, on its 2-point, and rolls 2-1: it bears off and wins (R22).

        X home board: 6  5  4  3  2  1         (O's checkers given by ``opponent``)
                      .  .  .  .  X  .
    """
    pos = Position.from_points({2: 1}, opponent)
    g = Game.from_position(pos, on_roll, rolled=(2, 1), **kw)
    assert len(g.legal_plays) == 1
    g.play(g.legal_plays[0])
    return g


def test_single_game_when_the_loser_has_borne_off():
    # R26: O has borne off 5 checkers: a single game, worth the cube.
    g = bear_off_last({6: 10})
    assert g.is_over and g.winner == 0
    assert (g.result.kind, g.points, g.result.reason) == (1, 1, EndReason.BEAR_OFF)


def test_gammon_when_the_loser_has_borne_off_none():
    # R26: all 15 O checkers still on O's 6-point (X's 19): a gammon, twice the cube.
    g = bear_off_last({6: 15})
    assert (g.result.kind, g.points) == (2, 2)


def test_backgammon_with_a_loser_checker_in_the_winners_home_board():
    # R26: an O checker on O's 20-point = X's 5-point, inside X's home board: a backgammon.
    #   X home: 6  5  4  3  2  1
    #           .  O  .  .  X  .
    g = bear_off_last({6: 14, 20: 1})
    assert (g.result.kind, g.points) == (3, 3)


def test_backgammon_with_a_loser_checker_on_the_bar():
    # R26: an O checker on the bar also makes it a backgammon.
    g = bear_off_last({6: 14, "bar": 1})
    assert (g.result.kind, g.points) == (3, 3)


def test_backgammon_counts_as_gammon_option():
    # R26: "backgammon counts as gammon" makes it worth 2.
    g = bear_off_last({6: 14, 20: 1}, rules=Rules(backgammon_value=2))
    assert (g.result.kind, g.points) == (3, 2)


@pytest.mark.parametrize("opponent,points", [({6: 10}, 4), ({6: 15}, 8), ({6: 14, 20: 1}, 12)])
def test_the_result_is_multiplied_by_the_cube(opponent, points):
    # R26: the winner scores the cube value times 1, 2 or 3.
    g = bear_off_last(opponent, cube_value=4, cube_owner=1)
    assert g.points == points


def test_player_1_can_win_too():
    # R22, R26: player 1 bears off first and scores a gammon.
    g = bear_off_last({6: 15}, on_roll=1, match_length=7, score=(3, 2))
    assert g.winner == 1 and g.points == 2 and g.final_score == (3, 4)


def test_nothing_happens_after_the_game_is_over():
    # R22: the game ends when one player has borne off all fifteen.
    g = bear_off_last({6: 10})
    for action in (g.roll, g.double, g.take, g.drop, g.accept_resignation):
        with pytest.raises(IllegalActionError, match="the game is over"):
            action()
    with pytest.raises(IllegalActionError):
        g.resign(1)


def test_set_up_game_that_is_already_won_is_refused():
    # R22, R41: a set-up game must still be in play.
    won = Position.from_points({}, {6: 15})
    with pytest.raises(NotationError, match="already borne off"):
        Game.from_position(won, 0)


# ---------------------------------------------------------------------------------------------
# The record and its replay (R41)
# ---------------------------------------------------------------------------------------------

def _json_round_trip(record: GameRecord) -> GameRecord:
    return GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32))
def test_record_round_trip_and_replay(seed):
    # R41: every recorded game replays with every move checked.
    rules = Rules(jacoby=seed % 2 == 0, auto_doubles=seed % 3 == 0, beavers=seed % 5 == 0)
    g = game_driver.play_out(Game(rules, SeededDice(seed)), random.Random(seed))
    record = _json_round_trip(g.record())
    assert record == g.record()
    again = replay_game(record)
    assert again.events == g.events
    assert again.result == g.result
    assert again.position_for(0) == g.position_for(0)
    assert (again.cube_value, again.cube_owner, again.phase) == (g.cube_value, g.cube_owner, g.phase)


def test_replay_of_an_unfinished_game_can_continue():
    # R41: a replayed game (e.g. autosave) goes on from where it was.
    g = Game(dice=SeededDice(11))
    rng = random.Random(11)
    for _ in range(15):
        game_driver.act(g, rng, game_driver.race_weights())
    again = replay_game(g.record(), dice=ManualDice([(6, 6)] * 3))
    assert again.phase is g.phase and again.position == g.position
    game_driver.act(again, rng)    # goes on with the new dice source


def test_seeded_games_replay_identically():
    # R7 + DESIGN: the same seed and decisions give the same game.
    # DESIGN: every run can be replayed from the seed.
    def run():
        return game_driver.play_out(Game(dice=SeededDice(2026)), random.Random(7)).record().to_dict()
    assert run() == run()


def test_replay_reports_an_illegal_play():
    # R41: illegal moves in a record are reported, not silently accepted.
    g = opened((3, 1))
    g.play("8/5 6/5")
    rec = g.record()
    bad = rec.to_dict()
    bad["events"][-1]["steps"] = [[24, 18]]
    bad["events"][-1]["notation"] = "24/18"
    with pytest.raises(IllegalMoveError, match=r"event 2 \(play by player 0 3-1 '24/18'\)"):
        replay_game(GameRecord.from_dict(bad))


def test_replay_reports_a_wrong_player_or_a_wrong_result():
    # R7, R41: turns out of order and a false result are reported.
    g = opened((3, 1))
    g.play("8/5 6/5")
    g.roll((6, 5))
    g.play("24/13")
    d = g.record().to_dict()
    d["events"][2]["player"] = 0
    with pytest.raises(IllegalMoveError, match="player 1's turn"):
        replay_game(GameRecord.from_dict(d))
    d = g.record().to_dict()
    d["result"] = {"winner": 0, "points": 1, "kind": 1, "reason": "resign"}
    with pytest.raises(IllegalMoveError, match="result"):
        replay_game(GameRecord.from_dict(d))


def test_replay_finds_a_play_from_its_notation_alone():
    # R41: an imported play given only as notation is checked and accepted.
    g = opened((3, 1))
    g.play("8/5 6/5")
    d = g.record().to_dict()
    del d["events"][-1]["steps"]
    assert replay_game(GameRecord.from_dict(d)).position_for(0) == g.position_for(0)


@pytest.mark.parametrize("mutate,message", [
    (lambda d: d.update(version=99), "newer bgdesk"),
    (lambda d: d.update(events="x"), "'events' must be a list"),
    (lambda d: d["events"].append({"kind": "teleport"}), "unknown kind"),
    (lambda d: d["events"].append({"kind": "roll", "player": 1}), "needs 'dice'"),
    (lambda d: d["events"].append({"kind": "roll", "player": 1, "dice": [7, 1]}), "1..6"),
    (lambda d: d["rules"].update(backgammon_value=4), "between 2 and 3"),
    (lambda d: d["rules"].update(surprise=True), "unknown option"),
    (lambda d: d.update(score=[-1, 0]), "score"),
])
def test_malformed_records_are_reported(mutate, message):
    # R41: a record that cannot be read is reported with the field at fault.
    d = opened((3, 1)).record().to_dict()
    mutate(d)
    with pytest.raises(NotationError, match=message):
        GameRecord.from_dict(d)


def test_rules_validation():
    # R26, R31: the rule options take only their allowed values.
    with pytest.raises(ValueError, match="3 or 2"):
        Rules(backgammon_value=4)
    with pytest.raises(ValueError):
        Rules(auto_double_limit=-1)
    assert Rules.from_dict(Rules(jacoby=True).to_dict()) == Rules(jacoby=True)
