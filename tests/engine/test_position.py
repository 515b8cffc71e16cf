"""Position: construction and its checks, pip counts, swapping, str/repr, GNU Backgammon Position ID.

Positions are drawn in the mover's numbering (X on roll, moving 24 -> 1; O the opponent; ``X3``
three of our checkers on that point). ``from_points`` takes each side in its own numbering: the
opponent's point n is our point 25 - n (R4).
"""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bgdesk.engine import BgdeskError, NotationError, Position, PositionError

P = Position.from_points
# GNU Backgammon's own output, copied from shared/vectors/position_ids.json (each side in its own
# numbering) so the test runs on a fresh checkout too.
VECTORS = [
    {"on_roll": {"6": 5, "8": 3, "13": 5, "24": 2},
     "opponent": {"6": 5, "8": 3, "13": 5, "24": 2},
     "position_id": "4HPwATDgc/ABMA"},
    {"on_roll": {"1": 15},
     "opponent": {"1": 15},
     "position_id": "/38AAAD/fwAAAA"},
    {"on_roll": {"1": 3, "2": 1, "3": 4, "6": 3, "22": 1, "24": 2, "bar": 1},
     "opponent": {"2": 1, "4": 1, "5": 1, "6": 5, "8": 3, "13": 2, "15": 1, "20": 1},
     "position_id": "Up+DCQLX4wAAWQ"},
    {"on_roll": {"1": 2, "2": 1, "3": 4, "4": 1, "6": 3, "11": 1, "22": 1, "24": 2},
     "opponent": {"2": 1, "4": 1, "5": 1, "6": 5, "8": 3, "13": 2, "20": 1, "bar": 1},
     "position_id": "Up+DAUHr5SAAMg"},
    {"on_roll": {"1": 5, "2": 4, "off": 6},
     "opponent": {"1": 4, "2": 2, "3": 3, "4": 1, "6": 2, "8": 1, "9": 1, "15": 1},
     "position_id": "b5cpEADfAwAAAA"},
    {"on_roll": {"1": 3, "2": 1, "3": 2, "4": 1, "6": 2, "7": 1, "8": 2, "12": 1, "15": 1, "17": 1},
     "opponent": {"1": 5, "2": 6, "off": 4},
     "position_id": "3w8AAHAta4gEAA"},
    {"on_roll": {"6": 5, "8": 3, "13": 5, "24": 2},
     "opponent": {"6": 5, "7": 1, "8": 3, "13": 4, "24": 2},
     "position_id": "4OvgATDgc/ABMA"},
    {"on_roll": {"1": 2, "2": 1, "3": 1, "4": 1, "6": 3, "7": 1, "8": 2, "15": 1, "21": 1, "bar": 2},
     "opponent": {"1": 4, "2": 3, "3": 3, "6": 1, "9": 1, "11": 1, "15": 1, "16": 1},
     "position_id": "745IKACrXAMCYQ"},
    {"on_roll": {"1": 2, "24": 13},
     "opponent": {"6": 14, "off": 1},
     "position_id": "4P8HAIABAAD/Hw"},
]
SHARED_VECTORS = Path(__file__).resolve().parents[3] / "shared" / "vectors" / "position_ids.json"
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def encode_id(on_roll: dict, opponent: dict) -> str:
    """Our own Position ID encoder, written from the GNU Backgammon manual, for crafting bad IDs.

    The opponent's checkers first, then the player on roll's, each from its own 1-point to its
    24-point and then the bar: a 1 bit per checker, a 0 closing each point; 80 bits, little-endian
    within each byte, base64 without padding. Counts are not checked (so bad IDs can be made).
    """
    bits = []
    for side in (opponent, on_roll):
        for p in range(1, 26):
            key = "bar" if p == 25 else p
            bits += [1] * side.get(key, 0) + [0]
    assert len(bits) <= 80
    data = bytearray(10)
    for i, bit in enumerate(bits):
        if bit:
            data[i // 8] |= 1 << (i % 8)
    return base64.b64encode(bytes(data)).decode()[:14]


# ---------------------------------------------------------------------------------------------
# Construction and its checks
# ---------------------------------------------------------------------------------------------

def test_position_error_is_a_value_error():
    assert issubclass(PositionError, ValueError)
    assert issubclass(PositionError, BgdeskError)
    assert issubclass(NotationError, ValueError)


@pytest.mark.parametrize("on_roll, opponent, words", [
    ({6: 16}, {6: 15}, ["16", "15"]),                              # too many on one point
    ({6: 10, 8: 6}, {6: 15}, ["16", "15"]),                        # too many in all
    ({6: 10, "bar": 6}, {6: 15}, ["16", "15"]),                    # the bar counts too
    ({6: 15}, {6: 10, 13: 4, "bar": 2}, ["16", "15"]),             # opponent's side
    ({6: 5, "off": 11}, {6: 15}, ["16", "15"]),                    # on the board + off != 15
    ({6: 2}, {19: 2}, ["both"]),                                   # our 6 is their 19
    ({24: 1}, {1: 1}, ["both"]),                                   # our 24 is their 1
    ({6: -1}, {6: 15}, ["negative"]),
    ({"bar": -1}, {6: 15}, ["negative"]),
    ({6: 2.0}, {6: 15}, ["whole number"]),
    ({6: "2"}, {6: 15}, ["whole number"]),
    ({6: None}, {6: 15}, ["whole number"]),
    ({6: True}, {6: 15}, ["whole number"]),
    ({26: 1}, {6: 15}, ["26"]),                                    # no such point
    ({"seven": 1}, {6: 15}, ["seven"]),
])
def test_from_points_rejects_impossible_positions(on_roll, opponent, words):
    with pytest.raises(PositionError) as info:
        P(on_roll=on_roll, opponent=opponent)
    message = str(info.value)
    for word in words:
        assert word in message, message


def test_both_sides_cannot_be_all_off():
    with pytest.raises(PositionError, match="borne off"):
        P(on_roll={"off": 15}, opponent={"off": 15})


def test_from_counts_checks_lengths_and_counts():
    mine = [0] * 26
    mine[6] = 15
    with pytest.raises(PositionError, match="26"):
        Position.from_counts(mine[:25], mine)
    over = list(mine)
    over[8] = 1
    with pytest.raises(PositionError, match="16"):
        Position.from_counts(over, mine)
    neg = list(mine)
    neg[3] = -2
    with pytest.raises(PositionError, match="negative"):
        Position.from_counts(mine, neg)
    flt = list(mine)
    flt[6] = 15.0
    with pytest.raises(PositionError, match="whole number"):
        Position.from_counts(flt, mine)
    # our 6 and their 19 are the same point
    clash = [0] * 26
    clash[19] = 1
    with pytest.raises(PositionError, match="both colours"):
        Position.from_counts(mine, clash)


def test_from_board_checks_its_input():
    good = Position.initial().board
    assert Position.from_board(good) == Position.initial()
    assert Position.from_board(list(good)) == Position.initial()
    with pytest.raises(PositionError, match="26"):
        Position.from_board(good[:25])
    bad = list(good)
    bad[3] = 1.5
    with pytest.raises(PositionError, match="whole number"):
        Position.from_board(bad)
    bad = list(good)
    bad[0] = -1          # the opponent's bar is a count
    with pytest.raises(PositionError, match="negative"):
        Position.from_board(bad)
    bad = list(good)
    bad[25] = 1          # a sixteenth checker of ours, on the bar
    with pytest.raises(PositionError, match="16"):
        Position.from_board(bad)
    bad = list(good)
    bad[2] = -1          # a sixteenth of theirs
    with pytest.raises(PositionError, match="16"):
        Position.from_board(bad)


def test_off_may_be_given_or_derived():
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 5
    #     .   .   .   .   .   . |     |   .   .   .   .   . O10
    #     .   .   .   .   .   . |     |  X5  X4   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 6  (X on roll)
    a = P(on_roll={6: 5, 5: 4, "off": 6}, opponent={1: 10, "off": 5})
    b = P(on_roll={6: 5, 5: 4}, opponent={1: 10})
    assert a == b
    assert a.borne_off() == (6, 5)
    assert a.mine[0] == 6 and a.theirs[0] == 5
    # string keys work as well as numbers
    assert P(on_roll={"6": 5, "5": 4, "BAR": 0}, opponent={"1": 10}) == b


def test_position_is_immutable_and_hashable():
    pos = Position.initial()
    with pytest.raises(AttributeError):
        pos.board = (0,) * 26
    with pytest.raises(AttributeError):
        pos.anything = 1
    same = P(on_roll={24: 2, 13: 5, 8: 3, 6: 5}, opponent={24: 2, 13: 5, 8: 3, 6: 5})
    assert same == pos and hash(same) == hash(pos)
    assert len({pos, same, pos.swapped()}) == 1
    assert pos != P(on_roll={24: 2, 13: 5, 8: 3, 6: 5}, opponent={24: 2, 13: 5, 8: 3, 6: 4, 5: 1})
    assert pos != "not a position"


# ---------------------------------------------------------------------------------------------
# Pips, borne off, swapped
# ---------------------------------------------------------------------------------------------

def test_pip_counts_and_borne_off():
    # Each side counts in its own numbering; a checker on the bar is 25 pips.
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 8
    #     .   .   .   .   .   . |  O2 |   .   .   .   .  O4  X1
    #    O1   .   .   .   .   . |  X1 |  X3   .   .   .   .  X2
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 8  (X on roll)
    pos = P(on_roll={"bar": 1, 24: 1, 6: 3, 1: 2, "off": 8}, opponent={"bar": 2, 13: 1, 2: 4, "off": 8})
    assert pos.pip_counts() == (25 + 24 + 18 + 2, 50 + 13 + 8)
    assert pos.borne_off() == (8, 8)
    assert Position.initial().pip_counts() == (167, 167)


def test_swapped_twice_is_the_same_position():
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #    X2   .   .   .   .   . |  O1 |   .   .   .  O1   .  X1
    #     .   .   .   .   .   . |  X1 | X11 O13   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={"bar": 1, 24: 1, 13: 2, 6: 11}, opponent={"bar": 1, 3: 1, 20: 13})
    sw = pos.swapped()
    assert sw != pos
    assert sw.swapped() == pos
    assert sw.mine == pos.theirs and sw.theirs == pos.mine
    assert sw.pip_counts() == pos.pip_counts()[::-1]
    assert sw.borne_off() == pos.borne_off()[::-1]
    assert Position.initial().swapped() == Position.initial()


# ---------------------------------------------------------------------------------------------
# str and repr
# ---------------------------------------------------------------------------------------------

#    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
#    X2   .   .   .   .   . |  O2 |   .   .   .  O1   .  X1
#     .   .   .   .   .   . |  X1 | X11 O12   .   .   .   .
#    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
SAMPLE = Position.from_points(on_roll={"bar": 1, 24: 1, 13: 2, 6: 11}, opponent={"bar": 2, 3: 1, 20: 12})


def test_str_is_an_ascii_board():
    text = str(SAMPLE)
    assert text.isascii()
    lines = text.splitlines()
    assert len(lines) >= 10
    # point labels of both halves, both colours, pips and the Position ID
    assert "13" in lines[0] and "24" in lines[0]
    assert any("12" in line and "1" in line for line in lines[-3:])
    assert "X" in text and "O" in text
    assert str(SAMPLE.pip_counts()[0]) in text and str(SAMPLE.pip_counts()[1]) in text
    assert SAMPLE.position_id() in text
    # different positions draw differently; a tall stack shows its count
    assert str(Position.initial()) != text


def _rows(text: str) -> str:
    """The board rows of an ASCII board (not the border and label lines)."""
    return "\n".join(line for line in text.splitlines() if "|" in line and "+" not in line)


def test_str_shows_stacks_and_bars():
    #    13  14  15  16  17  18 | bar |  19  20  21  22  23  24   O off: 0
    #     .   .   .   .   .   . |  O6 |   .   .   .   .   .  O9
    #     .   .   .   .   .   . |     | X15   .   .   .   .   .
    #    12  11  10   9   8   7 |     |   6   5   4   3   2   1   X off: 0  (X on roll)
    pos = P(on_roll={6: 15}, opponent={1: 9, "bar": 6})
    text = str(pos)
    assert "15" in _rows(text)   # fifteen on our 6-point, shown as a count
    assert "9" in _rows(text)    # nine on their 1-point
    # the bars differ: swapping must change the drawing
    assert str(pos.swapped()) != text


@pytest.mark.parametrize("pos", [
    Position.initial(),
    SAMPLE,
    Position.from_points(on_roll={"off": 15}, opponent={7: 14, 20: 1}),
    Position.from_points(on_roll={1: 1, "off": 14}, opponent={"bar": 3, 6: 12}),
])
def test_repr_is_pasteable(pos):
    text = repr(pos)
    assert eval(text, {"Position": Position}) == pos  # noqa: S307 - our own repr, in a test
    assert "\n" not in text


# ---------------------------------------------------------------------------------------------
# GNU Backgammon Position ID
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("vector", VECTORS, ids=[v["position_id"] for v in VECTORS])
def test_position_id_vectors_both_ways(vector):
    pos = P(on_roll=vector["on_roll"], opponent=vector["opponent"])
    assert pos.position_id() == vector["position_id"]
    assert Position.from_position_id(vector["position_id"]) == pos
    # our own encoder agrees, so it can be trusted to craft the bad IDs below
    on_roll = {("bar" if k == "bar" else int(k)): v for k, v in vector["on_roll"].items() if k != "off"}
    opponent = {("bar" if k == "bar" else int(k)): v for k, v in vector["opponent"].items() if k != "off"}
    assert encode_id(on_roll, opponent) == vector["position_id"]


@pytest.mark.skipif(not SHARED_VECTORS.exists(), reason="shared vectors not present")
def test_embedded_vectors_match_the_shared_file():
    assert json.loads(SHARED_VECTORS.read_text())["vectors"] == VECTORS


def test_position_id_of_the_start():
    assert Position.initial().position_id() == "4HPwATDgc/ABMA"
    assert Position.from_position_id("4HPwATDgc/ABMA") == Position.initial()


@pytest.mark.parametrize("text, words", [
    ("4HPwATDgc/ABM", ["14"]),                      # too short
    ("4HPwATDgc/ABMAA", ["14"]),                    # too long
    ("", ["14"]),
    ("4HPwATDgc/AB-A", ["-"]),                      # not base64
    ("4HPwATDgc/ABM=", ["="]),                      # padding is not part of an ID
    ("4HPwATDgc ABMA", [" "]),
    ("4HPwATDgc/ABM\u00e9", ["\u00e9"]),
    ("4HPwATDgc/ABMB", ["stray"]),                  # low bits of the last character set
    ("//////////////", []),                         # all ones
    ("AAAAAAAAAAAAAA", ["borne off"]),              # nobody has a checker left
])
def test_bad_position_ids(text, words):
    with pytest.raises(NotationError) as info:
        Position.from_position_id(text)
    for word in words:
        assert word in str(info.value), str(info.value)


def test_bad_position_id_too_many_checkers():
    # (30 checkers and 50 separators fill the 80 bits, so 16 on one side leaves few for the other)
    text = encode_id({6: 16}, {6: 1})
    with pytest.raises(NotationError, match="15"):
        Position.from_position_id(text)
    text = encode_id({6: 1}, {"bar": 10, 6: 6})
    with pytest.raises(NotationError, match="15"):
        Position.from_position_id(text)


def test_bad_position_id_both_colours_on_one_point():
    # their 1-point is our 24: both sides cannot be there
    text = encode_id({24: 1, 6: 14}, {1: 1, 6: 14})
    with pytest.raises(NotationError, match="both colours"):
        Position.from_position_id(text)


def test_bad_position_id_stray_bits_after_the_last_point():
    good = encode_id({6: 15}, {6: 15})
    # 30 checkers + 50 separators = 80 bits: no room. Use fewer checkers and set a bit after the
    # last separator.
    data = bytearray(base64.b64decode(encode_id({6: 2}, {6: 2}) + "=="))
    data[8] |= 0x80                                 # bit 71, well after the 54 used
    bad = base64.b64encode(bytes(data)).decode()[:14]
    assert Position.from_position_id(good) == P(on_roll={6: 15}, opponent={6: 15})
    with pytest.raises(NotationError):
        Position.from_position_id(bad)


@pytest.mark.parametrize("value", [None, 42, b"4HPwATDgc/ABMA", ["4HPwATDgc/ABMA"], 3.5])
def test_position_id_of_the_wrong_type(value):
    with pytest.raises(NotationError):
        Position.from_position_id(value)


@settings(max_examples=300, deadline=None)
@given(st.one_of(
    st.text(max_size=20),
    st.text(alphabet=B64, min_size=14, max_size=14),
    st.lists(st.sampled_from("AAAAAAAgQwBC/+8"), min_size=14, max_size=14).map("".join),
))
def test_any_text_is_a_position_or_a_notation_error(text):
    # Never another exception, never a silent wrong board: what decodes encodes back the same.
    try:
        pos = Position.from_position_id(text)
    except NotationError:
        return
    assert pos.position_id() in text
    assert Position.from_position_id(pos.position_id()) == pos
