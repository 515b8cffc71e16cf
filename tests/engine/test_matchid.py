"""GNU Backgammon Match ID: encode, decode, games and matches set up from (Position ID, Match ID).

The Match ID carries the cube (R23-R25), the Crawford flag (R29), the score and match length
(R28), the dice, and pending double or resignation offers (R24, R27).
"""

import base64
import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bgdesk.engine import Position
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.errors import NotationError
from bgdesk.engine.game import Game, Phase
from bgdesk.engine.match import Match
from bgdesk.engine.matchid import (
    GameState, MatchState, decode_match_id, encode_match_id, game_from_ids, game_ids,
    match_from_ids, match_id, match_state,
)
from bgdesk.engine.record import Rules

sys.path.insert(0, str(Path(__file__).resolve().parent))
import game_driver  # noqa: E402

# shared/vectors/match_ids.json: computed by GNU Backgammon 1.07.
VECTOR = {
    "position_id": "4HPwATDgc/ABMA",
    "match_id": "UYmlACAACAAE",
    # match to 5 points; score player 0: 2, player 1: 1; cube at 2 owned by player 1; player 1
    # on roll and to move with 3-1 rolled; not the Crawford game; no double, no resignation
}
SHARED = Path("/work/shared/vectors/match_ids.json")


def test_gnubg_vector_decodes():
    # R28 score and length, R25 cube value and owner.
    s = decode_match_id(VECTOR["match_id"])
    assert s == MatchState(cube_value=2, cube_owner=1, on_roll=1, crawford=False,
                           game_state=GameState.PLAYING, turn=1, double_offered=False,
                           resignation=0, dice=(3, 1), match_length=5, score=(2, 1),
                           jacoby=False)
    assert encode_match_id(s) == VECTOR["match_id"]


def test_gnubg_vector_from_a_game_state():
    # R25, R28: cube 2 owned by player 1, 2-1 to 5, player 1 to play 3-1.
    # Build the described state directly and get gnubg's IDs back.
    g = Game.from_position(Position.initial(), 1, rolled=(3, 1), cube_value=2, cube_owner=1,
                           match_length=5, score=(2, 1))
    assert game_ids(g) == (VECTOR["position_id"], VECTOR["match_id"])
    assert match_id(g) == VECTOR["match_id"]


def test_gnubg_vector_sets_up_a_game():
    # R25, R28: the IDs set up a game ready to move.
    g = game_from_ids(VECTOR["position_id"], VECTOR["match_id"])
    assert (g.match_length, g.score, g.crawford) == (5, (2, 1), False)
    assert (g.cube_value, g.cube_owner, g.on_roll, g.dice) == (2, 1, 1, (3, 1))
    assert g.phase is Phase.MOVING and g.position == Position.initial()
    assert g.to_act == 1 and len(g.legal_plays) == 16
    m = match_from_ids(VECTOR["position_id"], VECTOR["match_id"])
    assert m.length == 5 and m.score == (2, 1) and m.current_game.dice == (3, 1)


@pytest.mark.skipif(not SHARED.exists(), reason="shared vectors not present on this machine")
def test_every_shared_vector_round_trips():
    # R41: every GNU Backgammon vector imports and exports unchanged.
    for v in json.loads(SHARED.read_text())["vectors"]:
        g = game_from_ids(v["position_id"], v["match_id"])
        assert game_ids(g) == (v["position_id"], v["match_id"])


def test_bit_layout_by_hand():
    # R23-R29: each field of the match key at its own bits.
    # Each field at its documented bit, little-endian: flip single fields and look at the key.
    def key(**kw):
        return int.from_bytes(base64.b64decode(encode_match_id(MatchState(**kw))), "little")
    base = key(jacoby=True)
    assert base == (3 << 4) | (1 << 8)            # centred cube = 3, log2(1) = 0, playing
    assert key(jacoby=False) == base | 1 << 66
    assert key(jacoby=True, cube_value=8, cube_owner=0) == (3 | 1 << 8)
    assert key(jacoby=True, on_roll=1, turn=1) == base | 1 << 6 | 1 << 11
    assert key(jacoby=True, match_length=3, score=(2, 1), crawford=True) == \
        base | 1 << 7 | 3 << 21 | 2 << 36 | 1 << 51
    assert key(jacoby=True, dice=(2, 5)) == base | 5 << 15 | 2 << 18   # higher die first
    assert key(jacoby=True, double_offered=True, turn=1) == base | 1 << 12 | 1 << 11
    assert key(jacoby=True, resignation=3, turn=1) == base | 3 << 13 | 1 << 11
    assert key(jacoby=True, game_state=GameState.DROPPED) == (3 << 4) | (4 << 8)


states = st.builds(
    MatchState,
    cube_value=st.sampled_from([1 << i for i in range(16)]),
    cube_owner=st.sampled_from([None, 0, 1]),
    on_roll=st.integers(0, 1),
    game_state=st.sampled_from(list(GameState)),
    turn=st.integers(0, 1),
    double_offered=st.booleans(),
    resignation=st.integers(0, 3),
    dice=st.one_of(st.just((0, 0)), st.tuples(st.integers(1, 6), st.integers(1, 6)).map(
        lambda d: (max(d), min(d)))),
    match_length=st.just(0),
    score=st.tuples(st.integers(0, 32767), st.integers(0, 32767)),
    jacoby=st.booleans(),
)


@st.composite
def match_states(draw):
    s = draw(states)
    if draw(st.booleans()):       # a match: scores below the length while a game is in play
        n = draw(st.integers(1, 32767))
        over = s.game_state in (GameState.OVER, GameState.RESIGNED, GameState.DROPPED)
        hi = 32767 if over else n - 1
        score = (draw(st.integers(0, hi)), draw(st.integers(0, hi)))
        return MatchState(**{**s.__dict__, "match_length": n, "score": score,
                             "crawford": draw(st.booleans())})
    return s


@settings(max_examples=300, deadline=None)
@given(match_states())
def test_encode_decode_round_trip(s):
    # R41: every state survives export and import.
    text = encode_match_id(s)
    assert len(text) == 12
    assert decode_match_id(text) == s
    assert decode_match_id(f"  Match ID: {text} ") == s


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
               min_size=12, max_size=12))
def test_any_12_characters_decode_or_give_a_clear_error(text):
    # R41: pasted text is read or refused clearly, never a crash.
    try:
        s = decode_match_id(text)
    except NotationError as e:
        assert "Match ID" in str(e)
        return
    again = decode_match_id(encode_match_id(s))
    assert again == s


@pytest.mark.parametrize("text,message", [
    ("", "exactly 12 characters"),
    ("UYmlACAACAA", "exactly 12 characters"),
    ("UYmlACAACAAEE", "exactly 12 characters"),
    ("UYmlACAAC*AE", r"'\*'"),
    ("UYmlACAAC AE", "' '"),
    ("UYmlACAACAA=", "'='"),
    ("UYmlACAAÇAAE", "'Ç'"),
])
def test_bad_text(text, message):
    # R41: pasted text that is not a Match ID is refused with the reason.
    with pytest.raises(NotationError, match=message):
        decode_match_id(text)


def _raw(**fields):
    layout = {"cube_owner": 4, "game_state": 8, "die1": 15, "die2": 18, "match_length": 21,
              "score0": 36, "crawford": 7}
    key = 3 << 4 | 1 << 8
    for name, value in fields.items():
        if name in ("cube_owner", "game_state"):
            key &= ~(7 << layout[name])
        key |= value << layout[name]
    return base64.b64encode(key.to_bytes(9, "little")).decode()


@pytest.mark.parametrize("fields,message", [
    ({"cube_owner": 2}, "cube owner"),
    ({"game_state": 5}, "game state"),
    ({"game_state": 7}, "game state"),
    ({"die1": 7, "die2": 1}, "dice show 1 to 6"),
    ({"die1": 3}, "0 0 when not"),
    ({"crawford": 1}, "Crawford flag is set in money play"),
    ({"match_length": 5, "score0": 5}, "already reached the match length"),
])
def test_impossible_fields(fields, message):
    # R1 (dice 1-6), R25 (cube owner), R28, R29/R30: impossible fields are refused.
    with pytest.raises(NotationError, match=message):
        decode_match_id(_raw(**fields))


def test_not_text():
    # R41: only text is read as a Match ID.
    with pytest.raises(NotationError):
        decode_match_id(None)


# -- game and match states -----------------------------------------------------------------

def test_opening_state_is_no_game_started():
    # R6: before the opening roll no game has started (state 0).
    g = Game(dice=ManualDice([(4, 4), (6, 2)]), match_length=7, score=(3, 5))
    s = match_state(g)
    assert s.game_state is GameState.NONE and s.score == (3, 5) and s.dice == (0, 0)
    again = game_from_ids(*game_ids(g))
    assert again.phase is Phase.OPENING and again.score == (3, 5)


def test_before_the_first_game_of_a_match():
    # R29: a match resumed at the Crawford game, no game started yet.
    m = Match(7, dice=SeededDice(1), score=(6, 2), crawford=True)
    s = match_state(m)
    assert s.game_state is GameState.NONE and s.crawford and s.match_length == 7


def test_double_offered_and_resignation_states():
    # R24: X doubles before rolling; the ID shows the offer with O (player 1) to act.
    g = Game.from_position(Position.initial(), 0, cube_value=2, cube_owner=0,
                           match_length=9, score=(1, 4))
    g.double()
    s = match_state(g)
    assert s.double_offered and s.turn == 1 and s.on_roll == 0 and s.cube_value == 2
    g2 = game_from_ids(*game_ids(g))
    assert g2.phase is Phase.DOUBLE_OFFERED and g2.offered_value == 4 and g2.to_act == 1
    g2.take()
    assert (g2.cube_value, g2.cube_owner) == (4, 1)
    # R27: O offers to resign a gammon while X is moving 3-1.
    g = Game.from_position(Position.initial(), 0, rolled=(3, 1))
    g.resign(1, 2)
    s = match_state(g)
    assert s.resignation == 2 and s.turn == 0 and s.dice == (3, 1)
    g3 = game_from_ids(*game_ids(g))
    assert g3.phase is Phase.RESIGN_OFFERED and g3.resignation == (1, 2)
    g3.decline_resignation()
    assert g3.phase is Phase.MOVING and g3.dice == (3, 1)


def test_money_jacoby_flag_comes_from_the_match_id():
    g = Game.from_position(Position.initial(), 0, rules=Rules(jacoby=True))
    assert match_state(g).jacoby
    assert game_from_ids(*game_ids(g)).rules.jacoby
    g = Game.from_position(Position.initial(), 0, rules=Rules(jacoby=True), match_length=3)
    assert not match_state(g).jacoby           # R30: no Jacoby in a match


def test_finished_game_states():
    # R25: a passed double ends the game; its ID shows state 4 and the new score.
    g = Game.from_position(Position.initial(), 0, match_length=5, score=(1, 1))
    g.double()
    g.drop()
    s = match_state(g)
    assert s.game_state is GameState.DROPPED and s.score == (2, 1)
    with pytest.raises(NotationError, match="finished game"):
        game_from_ids(*game_ids(g))


@pytest.mark.parametrize("state,message", [
    (MatchState(cube_value=128, cube_owner=0), "up to 64"),
    (MatchState(match_length=5, score=(4, 0), crawford=True, cube_value=2, cube_owner=1),
     "Crawford game but the cube"),
    (MatchState(match_length=5, score=(2, 0), crawford=True), "neither player has 4"),
    (MatchState(double_offered=True, turn=1, dice=(3, 1)), "after the dice"),
    (MatchState(double_offered=True, resignation=1, turn=1), "both a double and a resignation"),
    (MatchState(double_offered=True, turn=0), "doubler to act"),
    (MatchState(cube_value=64, cube_owner=0, double_offered=True, turn=1), "may not double"),
])
def test_ids_of_impossible_games_are_refused(state, message):
    # R24, R25, R29, R41: IDs of states the rules cannot reach are refused.
    with pytest.raises(NotationError, match=message):
        game_from_ids("4HPwATDgc/ABMA", encode_match_id(state))


def test_bad_position_id_is_reported():
    # R41: a bad Position ID is reported.
    with pytest.raises(NotationError):
        game_from_ids("not an id", VECTOR["match_id"])


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 200), st.sampled_from([0, 3, 7]))
def test_random_game_states_round_trip_through_ids(seed, actions, length):
    # R23-R29: any reachable state is rebuilt from its IDs.
    # Any state a game reaches mid-play is rebuilt exactly from its two IDs.
    rng = random.Random(seed)
    m = Match(length, Rules(jacoby=bool(seed & 1), beavers=True), SeededDice(seed))
    g = m.new_game()
    for _ in range(actions):
        if g.is_over:
            if m.is_over:
                break
            g = m.new_game()
        game_driver.act(g, rng)
    if g.is_over:
        return
    pid, mid = game_ids(g)
    g2 = game_from_ids(pid, mid, rules=g.rules)
    assert game_ids(g2) == (pid, mid)
    assert (g2.phase, g2.on_roll, g2.to_act) == (g.phase, g.on_roll, g.to_act)
    assert sorted(g2.dice or ()) == sorted(g.dice or ())   # gnubg writes the higher die first
    assert (g2.cube_value, g2.cube_owner, g2.crawford, g2.score) == \
        (g.cube_value, g.cube_owner, g.crawford, g.score)
    assert g2.position_for(0) == g.position_for(0)
    assert g2.legal_actions(0) == g.legal_actions(0) and g2.legal_actions(1) == g.legal_actions(1)
    assert match_id(m) == mid
