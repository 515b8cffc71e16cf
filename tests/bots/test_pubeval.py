"""The pubeval benchmark player (bgdesk/bots/pubeval.py)."""

import random

import pytest

from bgdesk.bots import pubeval
from bgdesk.engine import Position

from bots_helpers import random_position


def test_published_weight_vectors_have_122_entries():
    assert len(pubeval.RACE_WEIGHTS) == 122
    assert len(pubeval.CONTACT_WEIGHTS) == 122
    # spot checks of the published values
    assert pubeval.RACE_WEIGHTS[1] == -0.17160 and pubeval.RACE_WEIGHTS[121] == 3.42040
    assert pubeval.CONTACT_WEIGHTS[0] == 0.25696 and pubeval.CONTACT_WEIGHTS[121] == -2.75800


def test_input_encoding_of_the_initial_position():
    x = pubeval.inputs(Position.initial().board)
    # my 6-point (5 checkers): block 5 * 18: >= 2 and (5 - 3) / 2
    k = 5 * (24 - 6)
    assert x[k:k + 5] == [0.0, 0.0, 1.0, 0.0, 1.0]
    # my 8-point (3 checkers): >= 2 and == 3
    k = 5 * (24 - 8)
    assert x[k:k + 5] == [0.0, 0.0, 1.0, 1.0, 0.0]
    # the opponent's 24-point is my 1-point: two checkers, not a blot -> nothing
    assert x[5 * 23:5 * 24] == [0.0] * 5
    assert x[120] == 0.0 and x[121] == 0.0


@pytest.mark.parametrize("seed", range(40))
def test_fast_score_equals_the_plain_weighted_sum(seed):
    pos = random_position(seed, 10 + seed * 3)
    for play in pos.legal_plays(random.Random(seed).randint(1, 6), 3):
        for race in (False, True):
            assert pubeval.score(play.result_board, race) == pytest.approx(
                pubeval.score_reference(play.result_board, race), abs=1e-9)


def test_bearing_off_the_last_checker_scores_highest():
    pos = Position.from_points({1: 1, 2: 1}, {6: 15})
    play = pubeval.PubevalBot().choose_play(pos, (2, 1))
    assert play.result.winner()[0] == 0


def test_pubeval_prefers_making_points_in_the_opening():
    # 3-1 from the start: pubeval makes the 5-point (8/5 6/5), as every decent player does
    play = pubeval.PubevalBot().choose_play(Position.initial(), (3, 1))
    assert str(play) == "8/5 6/5"
