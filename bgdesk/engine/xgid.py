"""eXtreme Gammon's XGID: a position and its match state on one line of text.

``XGID=PPPPPPPPPPPPPPPPPPPPPPPPPP:cube:owner:turn:dice:scoreX:scoreO:flags:length:maxcube``

* 26 characters of position, from the point of view of player X (XG's bottom player, our
  player 0): character 0 is O's bar, 1..24 are X's points 1..24, 25 is X's bar; ``-`` is
  empty, ``A``..``O`` are 1..15 of X's checkers, ``a``..``o`` 1..15 of O's.
* cube: the base-2 logarithm of the cube value (0 for a cube of 1).
* owner: 1 when X owns the cube, -1 when O owns it, 0 when centred.
* turn: 1 when X is on roll (or to decide), -1 for O.
* dice: ``00`` before rolling, two digits after, ``D`` when a double has been offered
  (``B`` beavered, ``R`` raccooned).
* scoreX, scoreO: the match score (money: 0 and 0).
* flags: in a match, 1 for the Crawford game; in money play 1 for Jacoby, +2 for beavers.
* length: the match length, 0 for money play.
* maxcube: the base-2 logarithm of the highest cube allowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .errors import NotationError, PositionError
from .position import Position


@dataclass(frozen=True)
class XgidState:
    """Everything an XGID carries, in bgdesk's terms.

    ``position`` is seen from player 0 (XG's X, the bottom player) whoever is on roll;
    ``on_roll`` is 0 or 1; ``cube_owner`` is 0, 1 or None (centred); ``dice`` is None before
    rolling; ``match_length`` 0 means money play.
    """

    position: Position
    on_roll: int = 0
    dice: Optional[tuple] = None
    cube_value: int = 1
    cube_owner: Optional[int] = None
    double_offered: bool = False
    score: tuple = (0, 0)
    match_length: int = 0
    crawford: bool = False
    jacoby: bool = False
    beavers: bool = False
    max_cube: int = 64

    def position_on_roll(self) -> Position:
        """The position seen from the player on roll (the engine's usual view)."""
        return self.position if self.on_roll == 0 else self.position.swapped()


def _log2(value: int, what: str) -> int:
    if value < 1 or value & (value - 1):
        raise ValueError(f"{what} must be a power of two, not {value}")
    return value.bit_length() - 1


def encode_xgid(state: XgidState) -> str:
    """The XGID text for ``state``."""
    b = state.position.board
    chars = []
    for idx in range(26):
        if idx == 0:
            n = -b[0]           # O's bar
        elif idx == 25:
            n = b[25]           # X's bar
        else:
            n = b[idx]
        if n == 0:
            chars.append("-")
        elif n > 0:
            chars.append(chr(ord("A") + n - 1))
        else:
            chars.append(chr(ord("a") - n - 1))
    owner = {None: 0, 0: 1, 1: -1}[state.cube_owner]
    if state.double_offered:
        dice = "D"
        # While a double awaits an answer, the turn belongs to the player deciding.
        turn = -1 if state.on_roll == 0 else 1
    else:
        dice = "00" if not state.dice else f"{state.dice[0]}{state.dice[1]}"
        turn = 1 if state.on_roll == 0 else -1
    if state.match_length:
        flags = 1 if state.crawford else 0
    else:
        flags = (1 if state.jacoby else 0) + (2 if state.beavers else 0)
    fields = [
        "".join(chars), str(_log2(state.cube_value, "the cube")), str(owner), str(turn), dice,
        str(state.score[0]), str(state.score[1]), str(flags), str(state.match_length),
        str(_log2(state.max_cube, "the cube limit")),
    ]
    return "XGID=" + ":".join(fields)


def decode_xgid(text: str) -> XgidState:
    """Read an XGID (with or without the ``XGID=`` prefix); :class:`NotationError` if invalid."""
    if not isinstance(text, str):
        raise NotationError("an XGID is a line of text starting XGID=")
    s = text.strip()
    if len(s) > 200:
        raise NotationError("that text is far too long to be an XGID")
    if s[:5].upper() == "XGID=":
        s = s[5:]
    fields = s.split(":")
    if len(fields) < 9 or len(fields) > 10:
        raise NotationError(f"an XGID has 10 fields separated by ':', this has {len(fields)}")
    pos_text = fields[0]
    if len(pos_text) != 26:
        raise NotationError(f"an XGID position has 26 characters, not {len(pos_text)}")
    board = [0] * 26
    for idx, ch in enumerate(pos_text):
        if ch == "-":
            n = 0
        elif "A" <= ch <= "O":
            n = ord(ch) - ord("A") + 1
        elif "a" <= ch <= "o":
            n = -(ord(ch) - ord("a") + 1)
        else:
            raise NotationError(f"{ch!r} is not a checker count in an XGID position")
        if idx == 0:
            if n > 0:
                raise NotationError("the first XGID character is O's bar: it must be lower case")
            board[0] = -n
        elif idx == 25:
            if n < 0:
                raise NotationError("the last XGID character is X's bar: it must be upper case")
            board[25] = n
        else:
            board[idx] = n
    try:
        position = Position.from_board(board)
    except PositionError as exc:
        raise NotationError(f"the XGID position is impossible: {exc}") from None

    def integer(i: int, name: str) -> int:
        try:
            return int(fields[i])
        except ValueError:
            raise NotationError(f"the XGID {name} must be a number, not {fields[i]!r}") from None

    cube_log = integer(1, "cube value")
    if not 0 <= cube_log <= 15:
        raise NotationError(f"cube value 2^{cube_log} is out of range")
    owner_code = integer(2, "cube owner")
    if owner_code not in (-1, 0, 1):
        raise NotationError("the XGID cube owner must be -1, 0 or 1")
    turn = integer(3, "turn")
    if turn not in (-1, 1):
        raise NotationError("the XGID turn must be 1 or -1")
    dice_text = fields[4].upper()
    double_offered = False
    dice = None
    if dice_text in ("D", "B", "R"):
        double_offered = True
    elif dice_text != "00":
        if len(dice_text) != 2 or not dice_text.isdigit() or not all("1" <= c <= "6" for c in dice_text):
            raise NotationError(f"the XGID dice {fields[4]!r} are not two dice 1..6, 00 or D")
        dice = (int(dice_text[0]), int(dice_text[1]))
    score = (integer(5, "score"), integer(6, "score"))
    flags = integer(7, "Crawford/Jacoby flag")
    length = integer(8, "match length")
    max_log = integer(9, "cube limit") if len(fields) == 10 and fields[9] != "" else 6
    if length < 0 or score[0] < 0 or score[1] < 0:
        raise NotationError("XGID scores and match length cannot be negative")
    if length and (score[0] >= length or score[1] >= length):
        raise NotationError(f"a score of {score[0]}-{score[1]} is already over in a match to {length}")
    if not 0 <= max_log <= 15:
        raise NotationError("the XGID cube limit is out of range")
    on_roll = 0 if turn == 1 else 1
    if double_offered:
        on_roll = 1 - on_roll  # the turn field names the player who must answer
    owner = {0: None, 1: 0, -1: 1}[owner_code]
    return XgidState(
        position=position, on_roll=on_roll, dice=dice, cube_value=1 << cube_log,
        cube_owner=owner, double_offered=double_offered, score=score, match_length=length,
        crawford=bool(length and flags & 1), jacoby=bool(not length and flags & 1),
        beavers=bool(not length and flags & 2), max_cube=1 << max_log)
