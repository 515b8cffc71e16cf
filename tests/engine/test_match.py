"""Matches to N points and money sessions: score, Crawford game, match end, record replay
(R28-R32)."""

import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bgdesk.engine import Position
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.errors import ArgumentError, IllegalMoveError
from bgdesk.engine.game import Game, IllegalActionError, Phase
from bgdesk.engine.match import Match, replay_match
from bgdesk.engine.record import MatchRecord, Rules

sys.path.insert(0, str(Path(__file__).resolve().parent))
import game_driver  # noqa: E402


def win(match: Match, player: int, kind: int = 1, double_first: bool = False) -> Game:
    """Play one game of ``match`` that ``player`` wins by a resignation of ``kind`` (R27)."""
    g = match.new_game()
    while g.phase is Phase.OPENING:
        g.roll()
    if double_first:
        g.play(g.legal_plays[0])
        g.double()
        g.take()
    g.resign(1 - player, kind)
    g.accept_resignation()
    return g


def reach_before_roll(g: Game) -> Game:
    """Roll the opening and play it, so the next player stands before its roll."""
    while g.phase is Phase.OPENING:
        g.roll()
    g.play(g.legal_plays[0])
    assert g.phase is Phase.BEFORE_ROLL
    return g


def test_match_score_accumulates_and_ends_at_n():
    # R28: the first to reach N points wins the match.
    m = Match(3, dice=SeededDice(1))
    assert m.score == (0, 0) and not m.is_over and m.away(0) == 3
    win(m, 0)
    assert m.score == (1, 0)
    win(m, 1, kind=2)                   # a gammon for player 1: 1-2, player 1 at N-1
    assert m.score == (1, 2) and not m.is_over
    win(m, 1)                           # the Crawford game
    assert m.score == (1, 3) and m.is_over and m.winner == 1 and m.away(1) == 0
    with pytest.raises(IllegalActionError, match="match is over"):
        m.new_game()


def test_passing_n_also_wins():
    # R28: reaching or passing N: at 0-0 in a 3-point match a backgammon (3) wins outright.
    m = Match(3, dice=SeededDice(1))
    win(m, 0, kind=3, double_first=True)   # cube at 2: 6 points
    assert m.score == (6, 0) and m.is_over and m.winner == 0


def test_one_point_match():
    # R28: any N >= 1 is allowed.
    m = Match(1, dice=SeededDice(2))
    g = m.new_game()
    assert not g.crawford
    win_game = reach_before_roll(g)
    win_game.resign(0, 1)
    win_game.accept_resignation()
    assert m.is_over and m.winner == 1


def test_no_new_game_before_the_current_one_is_over():
    # R28: games are played one after the other.
    m = Match(5, dice=SeededDice(3))
    m.new_game()
    with pytest.raises(IllegalActionError, match="not over"):
        m.new_game()


def test_crawford_game_exactly_once_then_doubling_again():
    # R29: player 0 reaches 4 in a 5-point match: the next game is the Crawford game (no
    # doubling at all); after it the cube is back, even when player 1 reaches 4 later.
    m = Match(5, dice=SeededDice(4))
    win(m, 0, kind=2)
    assert not m.games[-1].crawford and not m.is_crawford
    win(m, 0, kind=2)
    assert m.score == (4, 0) and m.is_crawford
    g = reach_before_roll(m.new_game())
    assert g.crawford and m.is_crawford
    assert not g.can_double(g.on_roll) and not g.cube_available(0) and not g.cube_available(1)
    with pytest.raises(IllegalActionError):
        g.double()
    g.resign(0, 1)
    g.accept_resignation()                    # player 1 wins the Crawford game: 4-1
    assert m.score == (4, 1) and not m.is_crawford and m.is_post_crawford
    g = reach_before_roll(m.new_game())
    assert not g.crawford and g.can_double(g.on_roll)   # doubling is back
    g.resign(0, 3)
    g.accept_resignation()                    # 4-4: the trailer reaches N-1 too
    assert m.score == (4, 4)
    g = m.new_game()
    assert not g.crawford                     # only one Crawford game per match
    assert [x.crawford for x in m.games] == [False, False, True, False, False]


def test_a_match_without_the_crawford_rule_doubles_at_n_minus_1():
    # R29 is bgdesk's rule for its matches; a match read from another program's file may have
    # been played without it (Rules(crawford=False)): no game is the Crawford game.
    rules = Rules(crawford=False)
    m = Match(5, rules, dice=SeededDice(4))
    win(m, 0, kind=2)
    win(m, 0, kind=2)
    assert m.score == (4, 0) and not m.is_crawford
    g = reach_before_roll(m.new_game())
    assert not g.crawford and g.can_double(g.on_roll)
    with pytest.raises(ArgumentError):
        Match(5, rules, score=(4, 0), crawford=True)
    # kept in the record and its dictionary; a record of before reads with the rule
    assert Rules.from_dict(rules.to_dict()) == rules and "crawford" not in Rules().to_dict()
    assert replay_match(m.record()).rules.crawford is False


def test_crawford_when_a_player_jumps_to_n_minus_1():
    # R29: "the first time a player comes within one point": from 1 straight to 6 of 7.
    m = Match(7, dice=SeededDice(5))
    win(m, 1)
    win(m, 1, kind=3, double_first=True)      # a backgammon at cube 2: 1 + 6 = 7, past 6
    assert m.is_over and not any(g.crawford for g in m.games)
    m = Match(7, dice=SeededDice(5))
    win(m, 1)
    win(m, 1, kind=2, double_first=True)      # 1 + 4 = 5
    win(m, 1)                                  # 6 = N-1
    assert m.new_game().crawford


def test_two_point_match_crawford_after_the_first_point():
    # R29: in a 2-point match, 1 point is within one of N.
    m = Match(2, dice=SeededDice(6))
    win(m, 0)
    assert m.new_game().crawford


def test_no_crawford_when_n_is_passed_directly():
    # R28, R29: a player who goes straight past N wins; no Crawford game.
    m = Match(3, dice=SeededDice(7))
    win(m, 0, kind=3)
    assert m.is_over and not any(g.crawford for g in m.games)


def test_resume_from_a_score():
    # R29: resuming a match at a given score.
    # A match resumed at 4-2 in a 5-point match: crawford=True makes this the Crawford game;
    # otherwise the Crawford game is taken to be behind us.
    m = Match(5, dice=SeededDice(8), score=(4, 2), crawford=True)
    assert m.new_game().crawford
    m = Match(5, dice=SeededDice(8), score=(4, 2))
    assert not m.new_game().crawford and m.is_post_crawford
    with pytest.raises(ValueError, match="Crawford"):
        Match(5, score=(1, 2), crawford=True)
    with pytest.raises(ValueError, match="money"):
        Match(0, crawford=True)


def test_money_session_accumulates_points():
    # R30 money play: points add up per player, the session never ends by itself, no Crawford.
    m = Match(0, Rules(jacoby=True), SeededDice(9))
    assert m.is_money and m.away(0) is None
    win(m, 0, kind=2)                        # Jacoby: cube never turned, the gammon counts 1
    win(m, 1, kind=2, double_first=True)     # cube turned at 2: gammon counts 4
    win(m, 1)
    assert m.score == (1, 5) and not m.is_over and m.winner is None
    assert not any(g.crawford for g in m.games)
    for _ in range(5):
        win(m, 0)
    assert m.score == (6, 5) and len(m.games) == 8


def test_money_options_ignored_in_matches():
    # R30: no automatic doubles, no Jacoby in a match.
    m = Match(9, Rules(jacoby=True, auto_doubles=True), ManualDice([(5, 5), (3, 1)]))
    g = m.new_game()
    g.roll()
    g.roll()
    assert g.cube_value == 1
    g.resign(1, 2)
    g.accept_resignation()
    assert g.points == 2


def test_games_share_the_match_dice_and_rules():
    # R26 rule options and the dice source carry into every game.
    dice = ManualDice([(6, 1), (2, 5)])
    m = Match(5, Rules(backgammon_value=2), dice)
    g = m.new_game()
    g.roll()
    assert g.dice == (6, 1) and g.rules.backgammon_value == 2 and g.dice_source is dice


def test_adopt_a_set_up_game():
    # R28: a set-up game must fit the match's length and score.
    m = Match(5, dice=SeededDice(1), score=(1, 3))
    g = Game.from_position(Position.initial(), 1, match_length=5, score=(1, 3), cube_value=2,
                           cube_owner=0)
    m.adopt(g)
    assert m.current_game is g
    with pytest.raises(IllegalActionError):
        m.adopt(Game.from_position(Position.initial(), 0, match_length=5, score=(1, 3)))


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([0, 1, 3, 5]))
def test_match_record_round_trip_and_replay(seed, length):
    # R41: every recorded match replays with every game checked.
    m = Match(length, Rules(jacoby=True, auto_doubles=True, beavers=True), SeededDice(seed),
              meta={"player0": "Ann", "player1": "Bob"})
    rng = random.Random(seed)
    for _ in range(4 if length == 0 else 40):
        if m.is_over:
            break
        game_driver.play_out(m.new_game(), rng)
    rec = m.record()
    data = json.loads(json.dumps(rec.to_dict()))
    rec2 = MatchRecord.from_dict(data)
    assert rec2 == rec and rec2.dice == {"kind": "seeded", "seed": seed, "rolls": 0}
    again = replay_match(rec2)
    assert again.score == m.score and again.is_over == m.is_over and again.winner == m.winner
    assert [g.crawford for g in again.games] == [g.crawford for g in m.games]
    assert [g.events for g in again.games] == [g.events for g in m.games]
    assert again.meta == {"player0": "Ann", "player1": "Bob"}


def test_whole_match_replays_from_the_seed():
    # R28 + DESIGN: a whole match is replayable from its seed.
    # DESIGN: every run replayable from the seed.
    def run():
        m = Match(5, dice=SeededDice(31337))
        rng = random.Random(5)
        while not m.is_over:
            game_driver.play_out(m.new_game(), rng)
        return m.record().to_dict()
    assert run() == run()


def test_replay_match_reports_a_wrong_score():
    # R28, R41: a record whose score does not follow from its games is reported.
    m = Match(5, dice=SeededDice(3))
    win(m, 0)
    win(m, 1)
    d = m.record().to_dict()
    d["games"][1]["score"] = [0, 0]
    with pytest.raises(IllegalMoveError, match="game 2"):
        replay_match(MatchRecord.from_dict(d))


def test_replay_match_continues_with_new_dice():
    # R41: a replayed match goes on with a new dice source.
    m = Match(5, dice=SeededDice(3))
    win(m, 0)
    m.new_game()
    again = replay_match(m.record(), dice=ManualDice([(4, 2)]))
    g = again.current_game
    assert g.phase is Phase.OPENING
    g.roll()
    assert g.dice == (4, 2)


def test_a_game_cannot_start_at_a_finished_score():
    # R28: at N points the match is over; no game is played at such a score.
    with pytest.raises(ValueError, match="match length"):
        Game(match_length=5, score=(5, 2))
