"""Bots offer resignations (R27) when a game is lost for them: bgdesk/bots/resign.py.

Every position here is seen from the bot, which is about to roll.
"""

import random

import pytest

from bgdesk.bots import CubeState, available_levels, make_bot, resign, resignation_offer
from bgdesk.bots import resignation_offer_in_game
from bgdesk.engine import Position
from bgdesk.engine.game import Game, Phase

from bots_helpers import needs_sage

P = Position.from_points

# The opponent bears its last two checkers off with any roll; the bot has three off: it loses a
# single game whatever it rolls.
LOST_SINGLE = P({0: 3, 6: 4, 5: 4, 4: 4}, {1: 2})
# The bot's fifteen checkers are in its outer board (none can come off this roll) and none in the
# opponent's home board; the opponent's two come off next roll: a gammon, never a backgammon.
LOST_GAMMON = P({7: 5, 8: 5, 9: 5}, {1: 2})
# Five of the bot's checkers are on the opponent's 2 point (no roll brings them all out), its
# last checker comes off next roll: a backgammon.
LOST_BACKGAMMON = P({23: 5, 13: 10}, {1: 1})
# Three there: 5-5 and 6-6 bring all three out, so one game in eighteen is a gammon only
# (the test used to call this a certain backgammon, as bgsage's network alone does).
BACKGAMMON_OPEN = P({23: 3, 13: 12}, {1: 1})
# The bot's checkers are all home with none off and the opponent needs one roll: it loses a gammon
# unless it rolls one of the 17 of 18 rolls that bear a checker off (2-1 and 1-2 do not) - one
# game in eighteen is a gammon, the rest singles: no resignation is fair to both sides.
GAMMON_OPEN = P({6: 5, 5: 5, 4: 5}, {1: 2})
# Closed out with checkers off the opponent: five percent to win, no resignation.
CLOSED_OUT = P({25: 2, 13: 5, 12: 3, 11: 3, 10: 2}, {0: 3, 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2})

FIXED = [(LOST_SINGLE, 1), (LOST_GAMMON, 2), (GAMMON_OPEN, None), (CLOSED_OUT, None),
         (Position.initial(), None)]


@pytest.mark.parametrize("position,kind", FIXED)
def test_offer_fits_the_position(evaluation, position, kind):
    assert resignation_offer(CubeState(position)) == kind


@needs_sage
def test_backgammon_offered_when_certain():
    assert resignation_offer(CubeState(LOST_BACKGAMMON)) == 3
    # where a backgammon counts as a gammon (R26), the gammon is the whole loss
    assert resignation_offer(CubeState(LOST_BACKGAMMON, backgammon_value=2)) == 2


@needs_sage
def test_no_backgammon_resigned_that_two_rolls_in_36_save():
    """Resigning the backgammon would give up 1/18 of a point against playing on, and the
    opponent should refuse a gammon: the bot plays on (judged at the reference depth)."""
    assert resignation_offer(CubeState(BACKGAMMON_OPEN)) is None
    judged = resign.judge_resignation(CubeState(BACKGAMMON_OPEN), 3)
    assert judged.loss == pytest.approx(1 / 18, abs=0.01) and not judged.right


def test_gammons_that_do_not_count_make_a_single(evaluation):
    # R32: money play, Jacoby rule, centred cube: a gammon scores as a single game
    assert resignation_offer(CubeState(LOST_GAMMON, jacoby=True)) == 1
    # once the cube has been turned the gammon counts again
    turned = CubeState(LOST_GAMMON, jacoby=True, cube_value=2, cube_owner="bot")
    assert resignation_offer(turned) == 2
    # a 1-point match: a gammon is worth no more than a single game
    assert resignation_offer(CubeState(LOST_GAMMON, match_length=1)) == 1
    # 3-away 1-away after Crawford: the gammon still costs the bot the match, as a single does
    post = CubeState(LOST_GAMMON, match_length=5, bot_score=2, opponent_score=4)
    assert resignation_offer(post) == 1
    # 3-away 3-away: the gammon matters
    assert resignation_offer(CubeState(LOST_GAMMON, match_length=5, bot_score=2,
                                       opponent_score=2)) == 2


def test_declined_offers_are_not_repeated(evaluation):
    assert resignation_offer(CubeState(LOST_SINGLE), declined=1) is None
    assert resignation_offer(CubeState(LOST_GAMMON), declined=1) == 2
    assert resignation_offer(CubeState(LOST_GAMMON), declined=2) is None
    with pytest.raises(ValueError):
        resignation_offer(CubeState(LOST_SINGLE), declined=4)


def test_an_offer_is_accepted_by_a_bot_on_the_other_side(evaluation):
    """What the bot offers, a bot on the winning side accepts: the offer gives it all the game
    is worth.  And nothing smaller is accepted where a gammon is certain."""
    winner = make_bot("intermediate", random.Random(1))
    for position in (LOST_SINGLE, LOST_GAMMON):
        state = CubeState(position)
        kind = resignation_offer(state)
        assert winner.accept_resignation(state.for_opponent(), kind) is True
    assert winner.accept_resignation(CubeState(LOST_GAMMON).for_opponent(), 1) is False


def test_the_decision_follows_the_probabilities():
    """The rule itself, on probabilities given by hand."""
    state = CubeState(Position.initial())
    assert resign.warranted_resignation((0.0, 0.0, 0.0, 0.0, 0.0), state) == 1
    assert resign.warranted_resignation((0.0, 0.0, 0.0, 0.99, 0.0), state) == 2
    assert resign.warranted_resignation((0.0, 0.0, 0.0, 1.0, 0.995), state) == 3
    assert resign.warranted_resignation((0.0, 0.0, 0.0, 0.5, 0.0), state) is None
    assert resign.warranted_resignation((0.0, 0.0, 0.0, 1.0, 0.5), state) is None
    # a chance to win, however small the gammon risk, is played out
    assert resign.warranted_resignation((0.01, 0.0, 0.0, 0.0, 0.0), state) is None
    # at a cube of 4 the same probabilities give the same kind (values scale with the cube)
    assert resign.warranted_resignation((0.0, 0.0, 0.0, 0.99, 0.0),
                                        CubeState(Position.initial(), cube_value=4,
                                                  cube_owner="opponent")) == 2


@pytest.mark.parametrize("level", available_levels())
def test_every_level_offers_through_the_bot(level):
    opts = {"threads": 1} if level in ("strong", "expert") else {}
    bot = make_bot(level, random.Random(2), **opts)
    assert bot.offer_resignation(CubeState(LOST_SINGLE)) == 1
    assert bot.offer_resignation(CubeState(LOST_GAMMON)) == 2
    assert bot.offer_resignation(CubeState(Position.initial())) is None


def test_in_a_game_the_seat_on_roll_resigns_and_the_game_accepts(evaluation):
    # player 1 is on roll at LOST_GAMMON (seen from player 1), before rolling
    game = Game.from_position(LOST_GAMMON, on_roll=1)
    assert resignation_offer_in_game(game, 1) == 2
    # the winner (player 0) has nothing to resign
    assert resignation_offer_in_game(game, 0) is None
    game.resign(1, resignation_offer_in_game(game, 1))
    assert game.phase is Phase.RESIGN_OFFERED
    # while the offer waits, no second one is made
    assert resignation_offer_in_game(game, 1) is None
    game.accept_resignation(player=0)
    assert (game.result.winner, game.result.points, game.result.kind) == (0, 2, 2)


@needs_sage
@pytest.mark.parametrize("position", [LOST_SINGLE, CLOSED_OUT, Position.initial(),
                                      P({6: 4, 5: 3, 4: 2, 8: 2, 9: 2, 10: 2},
                                        {6: 4, 5: 3, 4: 2, 8: 2, 11: 1, 12: 1, 13: 1, 14: 1})])
def test_quick_network_probabilities_are_the_cube_analysis_ones(position):
    """reference.probabilities at 1-ply reads the network's value of the position as left by the
    other side's move; it must give what bgsage's (much slower) 1-ply cube analysis gives."""
    from bgdesk.bots import cube, reference, sage

    a = sage.analyzer("1ply")
    mine = a.cube_action(list(position.board)).probs.to_list()
    theirs = a.cube_action(list(position.swapped().board)).probs.to_list()
    for on_roll, want in ((True, mine), (False, cube.invert(theirs))):
        got = reference.probabilities(position, on_roll)
        for g, w in zip(got, want):
            assert g == pytest.approx(w, abs=1e-6) or g == 0.0  # impossible results are zeroed
