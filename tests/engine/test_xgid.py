"""XGID (eXtreme Gammon's position + match state line), and round trips of all three IDs.

Worked examples follow the format's published description (XG's XGID help, as restated in
public references): the starting position is ``XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10``;
character 0 is O's bar, 1..24 are the bottom player X's points, 25 is X's bar; upper case is
X, lower case O; then cube (log2), owner (1 X, -1 O, 0 centred), turn (1 X, -1 O), dice (00,
two digits, D = the player on roll has doubled), score X, score O, Crawford (match) or Jacoby +
2 x beavers (money), match length, cube limit (log2). GNU Backgammon 1.07 reads XGIDs
(``set xgid``); random XGIDs are cross-checked against it (skipped without gnubg).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bgdesk.engine import Position
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.errors import BgdeskError, NotationError
from bgdesk.engine.game import Game, Phase, replay_game
from bgdesk.engine.match import Match
from bgdesk.engine.matchid import (
    GameState, MatchState, decode_match_id, encode_match_id, game_from_ids, game_ids,
)
from bgdesk.engine.record import Rules
from bgdesk.engine.xgid import (
    XgidState, decode_xgid, encode_xgid, game_from_xgid, game_xgid, match_from_xgid, xgid_state,
)

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import game_driver  # noqa: E402
from test_matfile import Ordered, gnubg_path, run_gnubg  # noqa: E402

START = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"


# ---------------------------------------------------------------------------------------------
# Worked examples
# ---------------------------------------------------------------------------------------------

def test_starting_position_example():
    # R3: the published example of the starting position, X to roll, money, cube limit 2^10.
    s = decode_xgid(START)
    assert s.position == Position.initial()
    assert (s.on_roll, s.dice, s.cube_value, s.cube_owner, s.double_offered) == (0, None, 1, None, False)
    assert (s.score, s.match_length, s.crawford, s.jacoby, s.beavers, s.max_cube) == \
        ((0, 0), 0, False, False, False, 1024)
    assert encode_xgid(XgidState(Position.initial())) == START


def test_position_characters_one_by_one():
    # R3, R4: character 1 ('b') is X's 1-point = O's 24-point with O's two back checkers;
    # 'E' on 6 is X's five, 'C' on 8 X's three, 'e' on 12 O's mid-point (O's 13), 'E' on 13,
    # 'c' on 17 (O's 8), 'e' on 19 (O's 6), 'B' on 24 X's back checkers.
    s = decode_xgid(START)
    mine, theirs = s.position.mine, s.position.theirs
    assert (mine[6], mine[8], mine[13], mine[24]) == (5, 3, 5, 2)
    assert (theirs[24], theirs[13], theirs[8], theirs[6]) == (2, 5, 3, 5)


def test_rolled_dice_jacoby_and_beavers_example():
    # R30-R33: "...:0:0:1:21:0:0:3:0:10": X has rolled 2-1; money with Jacoby (1) and beavers (2).
    s = decode_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:21:0:0:3:0:10")
    assert s.dice == (2, 1) and s.jacoby and s.beavers and s.match_length == 0
    g = game_from_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:21:0:0:3:0:10")
    assert g.phase is Phase.MOVING and g.dice == (2, 1) and g.rules.jacoby and g.rules.beavers


def test_turn_minus_one_is_o_on_roll():
    # R4: the position stays written from X's side; O on roll sees it swapped.
    x = "XGID=------O-------------o-----:0:0:-1:42:0:0:1:0:10"
    s = decode_xgid(x)
    assert s.on_roll == 1 and s.dice == (4, 2) and s.jacoby
    assert s.position.mine[6] == 15 and s.position.theirs[5] == 15
    assert s.position_on_roll().mine[5] == 15
    g = game_from_xgid(x)
    # GNU Backgammon's Position ID for this XGID (gnubg 1.07 ``set xgid``).
    assert g.position.position_id() == "4P8PAADw/wcAAA"
    assert game_xgid(g) == x


def test_cube_owner_and_value():
    # R25: cube 2^1 owned by X (1); 2^2 owned by O (-1).
    s = decode_xgid("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:0:10")
    assert (s.cube_value, s.cube_owner) == (2, 0)
    s = decode_xgid("XGID=-b----E-C---eE---c-e----B-:2:-1:1:00:0:0:0:0:10")
    assert (s.cube_value, s.cube_owner) == (4, 1)


def test_d_means_the_player_on_roll_has_doubled():
    # R24, R25: "D: player has doubled, opponent must take or drop" - the turn field names the
    # doubler (GNU Backgammon 1.07 reads it so: "X doubles"). The cube field is the value
    # before the double.
    x = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:D:2:1:0:5:10"
    s = decode_xgid(x)
    assert s.double_offered and s.on_roll == 1 and s.cube_value == 2 and s.cube_owner == 1
    g = game_from_xgid(x)
    assert g.phase is Phase.DOUBLE_OFFERED and g.doubler == 1 and g.to_act == 0
    assert g.offered_value == 4 and g.score == (2, 1) and g.match_length == 5
    assert game_xgid(g) == x
    g.take()
    assert (g.cube_value, g.cube_owner, g.on_roll) == (4, 0, 1)


def test_crawford_flag_in_a_match_and_bars():
    # R15, R29: both bars ("b" at 0 is O's bar, "C" at 25 X's bar), the Crawford game at 4-2 to 5.
    x = "XGID=b-----B------------c-----C:0:0:1:00:4:2:1:5:10"
    s = decode_xgid(x)
    assert s.position.board[0] == 2 and s.position.board[25] == 3
    assert s.crawford and s.match_length == 5 and s.score == (4, 2)
    g = game_from_xgid(x)
    assert g.crawford and not g.can_double(0)


def test_prefix_is_optional_and_cube_limit_may_be_missing():
    assert decode_xgid(START[5:]) == decode_xgid(START) == decode_xgid("xgid=" + START[5:])
    assert decode_xgid(START.rsplit(":", 1)[0]).max_cube == 1024
    assert decode_xgid(START[:-2] + "6").max_cube == 64


def test_cubeless_limit_and_match_from_xgid():
    # R23: a cube limit of 2^0 = 1 means no cube.
    g = game_from_xgid(START[:-2] + "0")
    assert not g.rules.use_cube and not g.can_double(0)
    m = match_from_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:1:2:0:7:10")
    assert m.length == 7 and m.score == (1, 2) and m.current_game.on_roll == 1


def test_game_states_write_their_xgid():
    # R6, R24: from a game before the opening roll (written as player 0 to roll), a double
    # offered, a finished game (no XGID).
    m = Match(5, dice=SeededDice(3))
    g = m.new_game()
    assert game_xgid(g) == "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:5:10"
    while g.phase is Phase.OPENING:
        g.roll()
    g.play(g.legal_plays[0])
    g.double()
    s = decode_xgid(game_xgid(g))
    assert s.double_offered and s.on_roll == g.on_roll and s.cube_value == 1
    assert game_xgid(g).endswith(":D:0:0:0:5:10")
    g.drop()
    with pytest.raises(NotationError, match="over"):
        game_xgid(g)


BAD = [
    "", "XGID=", "hello", START.replace(":", ";"), START + ":7",
    START.replace("-b----E", "-b----Z"),          # not a count
    START.replace("-b----E", "Ab----E"),          # X on O's bar
    "XGID=-b----E-C---eE---c-e----Ba" + START[31:],  # O on X's bar
    START.replace("-b----E", "-p----E"),          # 16 O checkers
    START.replace("-b----E", "-b----O"),          # 25 X checkers
    START.replace("eE---c", "EE---c").replace("-b", "bb"),  # both colours overcount
    START.replace(":0:0:1:00:", ":16:0:1:00:"),   # cube 2^16
    START.replace(":0:0:1:00:", ":0:2:1:00:"),    # owner 2
    START.replace(":0:0:1:00:", ":0:0:0:00:"),    # turn 0
    START.replace(":0:0:1:00:", ":0:0:1:70:"),    # die 7
    START.replace(":0:0:1:00:", ":0:0:1:1:"),     # one die
    START.replace(":0:0:1:00:", ":0:0:1:B:"),     # pending beaver: not in bgdesk
    START.replace(":0:0:1:00:", ":x:0:1:00:"),
    START.replace(":0:0:1:00:", ":1_0:0:1:00:"),  # Python would accept 1_0 as a number
    START.replace(":0:0:1:00:", ": 1:0:1:00:"),
    START.replace(":0:0:0:0:10", ":5:0:0:5:10"),  # score 5 in a match to 5
    START.replace(":0:0:0:0:10", ":-1:0:0:0:10"),
    START.replace(":0:0:0:0:10", ":0:0:4:0:10"),  # money flag 4
    START.replace(":0:0:0:0:10", ":0:0:2:5:10"),  # match flag 2
    START.replace(":0:0:0:0:10", ":0:0:0:0:16"),  # cube limit 2^16
    START + ":" + "0" * 200,                      # far too long
    "XGID=" + "-" * 26 + ":0:0:1:00:0:0:0:0:10",  # nobody has a checker
    "\x00" * 40,
]


@pytest.mark.parametrize("text", BAD)
def test_bad_xgid_text(text):
    # R41: bad text gets a clear NotationError and nothing else.
    with pytest.raises(NotationError):
        decode_xgid(text)


@pytest.mark.parametrize("text", [
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:5:10",   # Crawford at 0-0 to 5
    "XGID=-b----E-C---eE---c-e----B-:7:0:1:00:0:0:0:0:10",   # cube 128 > 64
    "XGID=-b----E-C---eE---c-e----B-:1:1:-1:D:0:0:0:5:10",   # O doubles X's cube
    "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:0:0",    # cube 2 with no cube allowed
    "XGID=------O-------------------:0:0:1:00:0:0:0:0:10",   # O has borne off everything
])
def test_xgids_that_cannot_be_set_up(text):
    # R24, R25, R29, R22: states the rules do not allow are refused with NotationError.
    with pytest.raises(NotationError):
        game_from_xgid(text)


def test_bad_argument_types():
    with pytest.raises(NotationError):
        decode_xgid(None)
    with pytest.raises(NotationError):
        XgidState(Position.initial(), on_roll=2)
    with pytest.raises(NotationError):
        XgidState(Position.initial(), dice=(1, 2), double_offered=True)
    with pytest.raises(NotationError):
        XgidState(Position.initial(), match_length=5, jacoby=True)


# ---------------------------------------------------------------------------------------------
# Random states
# ---------------------------------------------------------------------------------------------

def random_position(rng: random.Random, bars: bool = True) -> Position:
    """A random legal position (each side 1..15 checkers on the board), from player 0's side."""
    board = [0] * 26
    for side in (1, -1):
        n = rng.randint(1, 15)
        for _ in range(n):
            if bars and rng.random() < 0.04:
                board[25 if side == 1 else 0] += 1
                continue
            while True:
                p = rng.randint(1, 24)
                if board[p] * side >= 0:
                    board[p] += side
                    break
    return Position(board)


def random_xgid_state(rng: random.Random) -> XgidState:
    length = rng.choice([0, 0, 1, 3, 5, 7, 11, 25])
    score = (rng.randrange(length), rng.randrange(length)) if length else (0, 0)
    # (A 1-point match has no Crawford game: both players start one point away.)
    crawford = length > 1 and length - 1 in score and rng.random() < 0.5
    offered = not crawford and rng.random() < 0.2
    dice = None if offered or rng.random() < 0.3 else (rng.randint(1, 6), rng.randint(1, 6))
    cube = 1 if crawford else 1 << rng.randint(0, 6)
    owner = None if cube == 1 else rng.choice([0, 1, None])
    return XgidState(
        position=random_position(rng), on_roll=rng.randint(0, 1), dice=dice, cube_value=cube,
        cube_owner=owner, double_offered=offered, score=score, match_length=length,
        crawford=crawford, jacoby=not length and rng.random() < 0.5,
        beavers=not length and rng.random() < 0.5, max_cube=1 << rng.choice([6, 10, 12]))


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_xgid_state_round_trip(seed):
    # R41: encode then decode gives the same state.
    s = random_xgid_state(random.Random(seed))
    assert decode_xgid(encode_xgid(s)) == s


QUICK = dict(game_driver.WEIGHTS, **{a: w for a, w in (
    (game_driver.Action.RESIGN, 20), (game_driver.Action.ACCEPT, 20),
    (game_driver.Action.DECLINE, 0.01))})


def random_game_states(n: int, seed: int) -> list[Game]:
    """Games in play, reached by random legal decisions: earlier games of the match are ended
    quickly by resignations (to reach varied scores and Crawford games), then the sampled game
    is played a random number of actions."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        length = rng.choice([0, 3, 5, 7])
        rules = Rules(jacoby=rng.random() < 0.5, beavers=rng.random() < 0.5) if not length else Rules()
        m = Match(length, rules, SeededDice(rng.randrange(1 << 30)))
        for _ in range(rng.randint(0, 4)):
            g = m.new_game()
            while not g.is_over:
                game_driver.act(Ordered(g), rng, QUICK)
            if m.is_over:
                break
        if m.is_over:
            continue
        g = m.new_game()
        for _ in range(rng.randint(1, 120)):
            if g.is_over:
                break
            game_driver.act(Ordered(g), rng)
        if not g.is_over and g.phase not in (Phase.OPENING, Phase.RESIGN_OFFERED):
            out.append(g)
    return out


def same_game_state(a: Game, b: Game, dice_order: bool = True) -> None:
    assert a.position_for(0) == b.position_for(0)
    da, db = a.dice, b.dice
    if not dice_order and da and db:   # the Match ID writes the higher die first
        da, db = sorted(da), sorted(db)
    assert (a.phase, a.on_roll, da, a.cube_value, a.cube_owner) == \
        (b.phase, b.on_roll, db, b.cube_value, b.cube_owner)
    assert (a.score, a.match_length, a.crawford) == (b.score, b.match_length, b.crawford)
    assert a.to_act == b.to_act


def test_games_round_trip_through_xgid_position_id_and_match_id():
    # R41: a game in progress -> XGID -> game, and -> (Position ID, Match ID) -> game, unchanged.
    games = random_game_states(250, 7)
    phases = {g.phase for g in games}
    assert {Phase.BEFORE_ROLL, Phase.MOVING, Phase.DOUBLE_OFFERED} <= phases
    for g in games:
        x = game_xgid(g)
        back = game_from_xgid(x, rules=g.rules)
        same_game_state(g, back)
        assert game_xgid(back) == x
        assert xgid_state(back) == xgid_state(g)
        pid, mid = game_ids(g)
        again = game_from_ids(pid, mid, rules=g.rules)
        same_game_state(g, again, dice_order=False)
        assert game_ids(again) == (pid, mid)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_position_id_round_trip(seed):
    # R41: Position ID -> Position -> Position ID, from either side.
    p = random_position(random.Random(seed))
    assert Position.from_position_id(p.position_id()) == p
    assert Position.from_position_id(p.swapped().position_id()) == p.swapped()


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_match_id_round_trip(seed):
    # R23-R29: every field of the Match ID survives encode -> decode.
    rng = random.Random(seed)
    length = rng.choice([0, 1, 5, 9, 32767])
    state = rng.choice(list(GameState))
    playing = state in (GameState.NONE, GameState.PLAYING)
    hi = length if length else 1 << 15
    score = (rng.randrange(hi), rng.randrange(hi)) if playing else \
        (rng.randrange(1 << 15), rng.randrange(1 << 15))
    die = rng.random() < 0.5
    s = MatchState(cube_value=1 << rng.randint(0, 15), cube_owner=rng.choice([0, 1, None]),
                   on_roll=rng.randint(0, 1), crawford=bool(length) and rng.random() < 0.3,
                   game_state=state, turn=rng.randint(0, 1), double_offered=rng.random() < 0.3,
                   resignation=rng.randint(0, 3),
                   dice=(rng.randint(1, 6), rng.randint(1, 6)) if die else (0, 0),
                   match_length=length, score=score, jacoby=rng.random() < 0.5)
    assert decode_match_id(encode_match_id(s)) == s


# ---------------------------------------------------------------------------------------------
# GNU Backgammon reads our XGIDs the same way
# ---------------------------------------------------------------------------------------------

def relative(ms: MatchState) -> tuple:
    """A Match ID state seen from the player on roll (gnubg numbers XGID players its own way)."""
    me = ms.on_roll
    owner = None if ms.cube_owner is None else ("on roll" if ms.cube_owner == me else "other")
    return (ms.cube_value, owner, ms.crawford, ms.game_state, tuple(sorted(ms.dice)),
            ms.match_length, (ms.score[me], ms.score[1 - me]), ms.jacoby and not ms.match_length)


def test_gnubg_reads_our_xgids_as_we_do(tmp_path):
    # Issue 6: XGIDs written by bgdesk, read by GNU Backgammon 1.07 (``set xgid``), give the same
    # Position ID and the same Match ID state relative to the player on roll. (gnubg 1.07
    # mishandles a pending double "D" on reading, so those are checked by the examples above.)
    if gnubg_path() is None:
        pytest.skip("GNU Backgammon is not installed (Debian package: gnubg)")
    rng = random.Random(11)
    xgids = []
    for g in random_game_states(120, 13):
        if g.phase is not Phase.DOUBLE_OFFERED:
            xgids.append(game_xgid(g))
    while len(xgids) < 250:
        s = random_xgid_state(rng)
        if s.double_offered or s.cube_value > 64 or s.crawford and s.cube_value > 1:
            continue
        try:
            game_from_xgid(encode_xgid(s))
        except NotationError:
            continue
        xgids.append(encode_xgid(s))
    result = run_gnubg({"xgids": xgids}, tmp_path)
    assert len(result["xgids"]) == len(xgids)
    for x, got in zip(xgids, result["xgids"]):
        g = game_from_xgid(x)
        pid, mid = game_ids(g)
        assert got["position_id"] == pid, x
        assert relative(decode_match_id(got["match_id"])) == relative(decode_match_id(mid)), x
    print(f"\nGNU Backgammon read {len(xgids)} XGIDs as we do")
