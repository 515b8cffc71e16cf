"""Hand-written features: shot counts, escapes, races (bgdesk/bots/features.py)."""

import pytest

from bgdesk.bots import features as F
from bgdesk.engine import Position

# Published shot counts (out of 36) for a lone blot at distance d from one attacking checker,
# with no blocking points in between.
SHOTS = {1: 11, 2: 12, 3: 14, 4: 15, 5: 15, 6: 17, 7: 6, 8: 6, 9: 5, 10: 3, 11: 2, 12: 3,
         15: 1, 16: 1, 18: 1, 20: 1, 24: 1, 13: 0, 14: 0, 17: 0, 19: 0}


def board_with(mine: dict, theirs_at: int) -> tuple:
    """A board (my numbering) with my checkers *mine* and one opponent checker on my point
    *theirs_at*; the rest of both sides are borne off."""
    b = [0] * 26
    for p, n in mine.items():
        b[p] = n
    b[theirs_at] = -1
    return tuple(b)


@pytest.mark.parametrize("distance,expected", sorted(SHOTS.items()))
def test_shot_counts_match_the_published_table(distance, expected):
    # my blot on point 1 + distance, the opponent's checker on point 1 (it moves up my numbering)
    if distance < 24:
        b = board_with({1 + distance: 1}, 1)
    else:  # the attacker on the bar enters at distance 1..6 from "point 0"
        b = list(board_with({24: 1}, 1))
        b[1], b[0] = 0, 1
        b = tuple(b)
    rolls, _pips = F.shots(b)
    assert rolls == expected


def test_blocking_points_cut_indirect_shots():
    # blot 8 pips away: 6-2, 5-3, 4-4, 2-2 hit (6 rolls); my points 3 and 5 pips ahead block
    # the touch-downs of 5-3 (both orders) and of 4-4/2-2 partly
    free = board_with({9: 1}, 1)
    assert F.shots(free)[0] == 6
    blocked = list(free)
    blocked[1 + 5] = 2
    blocked[1 + 3] = 2
    blocked[1 + 4] = 2  # 4-4 touches down 4 pips ahead; 2-2 touches 2, 4, 6
    assert F.shots(tuple(blocked))[0] == 2  # only 6-2 (via 6 or via 2) is left


def test_pip_loss_weights_hits_by_the_distance_the_blot_has_travelled():
    near = board_with({3: 1}, 1)     # hit blot on my 3-point: loses 22 pips
    rolls, pips = F.shots(near)
    assert rolls == 12
    assert pips == pytest.approx(12 * 22 / 36)


def test_no_blots_no_shots():
    assert F.shots(Position.initial().board) == (0, 0.0)


def test_escapes():
    assert F.escapes(0) == 36
    assert F.escapes(0b111111) == 0          # a full prime right in front
    assert F.escapes(0b111110) == 2          # points 2..6 pips ahead: only 6-1 (1 then 6) escapes
    # a single block 6 pips ahead: every roll except 6-6 (blocked) lands... beyond it? only
    # rolls that reach 7 or more pips escape
    one = F.escapes(1 << 5)
    assert 0 < one < 36


def test_race_detection():
    assert not F.is_race(Position.initial().board)
    race = Position.from_points({1: 5, 2: 5, 3: 5}, {1: 5, 2: 5, 3: 5})
    assert F.is_race(race.board)
    bar = Position.from_points({25: 1, 6: 14}, {6: 15})
    assert not F.is_race(bar.board)


def test_raw_inputs_cover_every_checker():
    pos = Position.initial()
    sparse = F.raw_sparse(pos.board)
    idx = [i for i, _ in sparse]
    assert len(idx) == len(set(idx))
    assert all(0 <= i < F.RAW_INPUTS for i in idx)
    # 4 occupied points per side: 24 (2), 13 (5), 8 (3), 6 (5)
    assert len(sparse) == 2 * (2 + 4 + 3 + 4)


def test_feature_vectors_have_their_declared_lengths():
    b = Position.initial().board
    assert len(F.contact_features(b)) == len(F.CONTACT_FEATURES)
    assert len(F.race_features(b)) == len(F.RACE_FEATURES)
