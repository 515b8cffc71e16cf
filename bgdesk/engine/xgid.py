"""eXtreme Gammon's XGID: a position and its match state on one line of text.

``XGID=PPPPPPPPPPPPPPPPPPPPPPPPPP:cube:owner:turn:dice:scoreX:scoreO:flags:length:maxcube``

The facts below follow the format's published description (eXtreme Gammon's XGID help, restated
in public references) and were checked against GNU Backgammon 1.07's ``set xgid``:

* 26 characters of position, always from the point of view of player X (XG's bottom player,
  bgdesk's player 0, whoever is on roll): character 0 is O's bar, 1..24 are X's points 1..24,
  25 is X's bar; ``-`` is empty, ``A``..``O`` are 1..15 of X's checkers, ``a``..``o`` 1..15 of
  O's. Borne-off checkers are not written.
* cube: the base-2 logarithm of the cube value (0 for a cube of 1).
* owner: 1 when X owns the cube, -1 when O owns it, 0 when centred.
* turn: 1 when X is on roll, -1 for O. With ``D`` in the dice field the player on roll is the
  one who has doubled (GNU Backgammon reads it so too: "X doubles").
* dice: ``00`` before rolling (to roll or double), two digits after rolling, ``D`` when the
  player on roll has doubled and the opponent must take or pass. (``B`` and ``R``, a pending
  beaver or raccoon, have no counterpart in bgdesk, whose beaver is final: they are refused.)
* scoreX, scoreO: the match score (0 and 0 in money play).
* flags: in a match, 1 for the Crawford game; in money play 1 for Jacoby, +2 for beavers.
* length: the match length, 0 for money play.
* maxcube: the base-2 logarithm of the highest cube allowed; XG writes 10 (1024) by default,
  and so does bgdesk (its own games still stop at 64, R25).

Note: GNU Backgammon, reading an XGID, numbers the players its own way (the player to act
becomes its player 1); the board, cube, dice and score relative to the player on roll agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Optional

from .dice import DiceSource
from .errors import ArgumentError, BgdeskError, NotationError, PositionError
from .position import Position

__all__ = [
    "XgidState", "encode_xgid", "decode_xgid", "xgid_state", "game_xgid", "game_from_xgid",
    "match_from_xgid", "DEFAULT_MAX_CUBE",
]

#: The cube limit written when none is given: XG's default, 2^10.
DEFAULT_MAX_CUBE = 1024

_MAX_TEXT = 200
_INT = re.compile(r"^-?[0-9]{1,6}$")
_MAX15 = (1 << 15) - 1


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _power_of_two(v, hi: int) -> bool:
    return _is_int(v) and 1 <= v <= hi and not v & (v - 1)


@dataclass(frozen=True)
class XgidState:
    """Everything an XGID carries, in bgdesk's terms.

    ``position`` is seen from player 0 (XG's X, the bottom player) whoever is on roll;
    ``on_roll`` is 0 or 1 (with ``double_offered`` it is the doubler); ``cube_owner`` is 0, 1 or
    None (centred); ``cube_value`` is the value before a pending double; ``dice`` is None before
    rolling; ``match_length`` 0 means money play. Invalid combinations raise
    :class:`NotationError`.
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
    max_cube: int = DEFAULT_MAX_CUBE

    def __post_init__(self) -> None:
        if not isinstance(self.position, Position):
            raise NotationError(f"XGID: the position must be a Position, not {self.position!r}")
        if self.on_roll not in (0, 1) or isinstance(self.on_roll, bool):
            raise NotationError(f"XGID: the player on roll is 0 or 1, not {self.on_roll!r}")
        if self.dice is not None:
            d = tuple(self.dice) if isinstance(self.dice, (tuple, list)) else ()
            if len(d) != 2 or not all(_is_int(x) and 1 <= x <= 6 for x in d):
                raise NotationError(f"XGID: the dice are two numbers 1-6 or None, not {self.dice!r}")
            object.__setattr__(self, "dice", d)
        if not _power_of_two(self.cube_value, 1 << 15):
            raise NotationError(f"XGID: the cube is a power of two from 1 to 32768, "
                                f"not {self.cube_value!r}")
        if self.cube_owner not in (None, 0, 1) or isinstance(self.cube_owner, bool):
            raise NotationError(f"XGID: the cube owner is 0, 1 or None, not {self.cube_owner!r}")
        for name in ("double_offered", "crawford", "jacoby", "beavers"):
            if not isinstance(getattr(self, name), bool):
                raise NotationError(f"XGID: {name} is True or False, not {getattr(self, name)!r}")
        if self.double_offered and self.dice is not None:
            raise NotationError("XGID: a double is offered before rolling, so there are no dice")
        s = tuple(self.score) if isinstance(self.score, (tuple, list)) else ()
        if len(s) != 2 or not all(_is_int(x) and 0 <= x <= 999_999 for x in s):
            raise NotationError(f"XGID: the score is two whole numbers >= 0, not {self.score!r}")
        object.__setattr__(self, "score", s)
        n = self.match_length
        if not _is_int(n) or not 0 <= n <= _MAX15:
            raise NotationError(f"XGID: the match length is 0 (money) to {_MAX15}, not {n!r}")
        if n and max(s) >= n:
            raise NotationError(f"XGID: a score of {s[0]}-{s[1]} has already reached the match "
                                f"length {n}")
        if n and (self.jacoby or self.beavers):
            raise NotationError("XGID: the Jacoby rule and beavers are for money play (R30)")
        if not n and self.crawford:
            raise NotationError("XGID: there is no Crawford game in money play (R29)")
        if not _power_of_two(self.max_cube, 1 << 15):
            raise NotationError(f"XGID: the cube limit is a power of two from 1 to 32768, "
                                f"not {self.max_cube!r}")

    def position_on_roll(self) -> Position:
        """The position seen from the player on roll (the engine's usual view)."""
        return self.position if self.on_roll == 0 else self.position.swapped()


def encode_xgid(state: XgidState) -> str:
    """The XGID text for ``state``."""
    b = state.position.board
    chars = []
    for idx in range(26):
        if idx == 0:
            n = -b[0]           # O's bar: lower case
        else:
            n = b[idx]          # X's points 1..24 (O's as negative), then X's bar
        if n == 0:
            chars.append("-")
        elif n > 0:
            chars.append(chr(ord("A") + n - 1))
        else:
            chars.append(chr(ord("a") - n - 1))
    owner = {None: 0, 0: 1, 1: -1}[state.cube_owner]
    turn = 1 if state.on_roll == 0 else -1
    if state.double_offered:
        dice = "D"
    else:
        dice = "00" if state.dice is None else f"{state.dice[0]}{state.dice[1]}"
    if state.match_length:
        flags = 1 if state.crawford else 0
    else:
        flags = (1 if state.jacoby else 0) + (2 if state.beavers else 0)
    fields = [
        "".join(chars), str(state.cube_value.bit_length() - 1), str(owner), str(turn), dice,
        str(state.score[0]), str(state.score[1]), str(flags), str(state.match_length),
        str(state.max_cube.bit_length() - 1),
    ]
    return "XGID=" + ":".join(fields)


def decode_xgid(text: str) -> XgidState:
    """Read an XGID (with or without the ``XGID=`` prefix); :class:`NotationError` if invalid."""
    if not isinstance(text, str):
        raise NotationError("an XGID is a line of text starting XGID=")
    s = text.strip()
    if len(s) > _MAX_TEXT:
        raise NotationError("that text is far too long to be an XGID")
    if s[:5].upper() == "XGID=":
        s = s[5:]
    fields = s.split(":")
    if len(fields) not in (9, 10):
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
            raise NotationError(f"{ch!r} is not a checker count in an XGID position "
                                f"(use -, A-O for X, a-o for O)")
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
        f = fields[i]
        if not _INT.match(f):
            raise NotationError(f"the XGID {name} must be a whole number, not {f!r}")
        return int(f)

    cube_log = integer(1, "cube value")
    if not 0 <= cube_log <= 15:
        raise NotationError(f"the XGID cube value 2^{cube_log} is out of range (0-15)")
    owner_code = integer(2, "cube owner")
    if owner_code not in (-1, 0, 1):
        raise NotationError("the XGID cube owner must be -1, 0 or 1")
    turn = integer(3, "turn")
    if turn not in (-1, 1):
        raise NotationError("the XGID turn must be 1 or -1")
    dice_text = fields[4]
    double_offered = False
    dice = None
    if dice_text in ("D", "d"):
        double_offered = True
    elif dice_text.upper() in ("B", "R"):
        raise NotationError("the XGID has a pending beaver or raccoon; bgdesk's beaver is "
                            "final (R33), so it cannot set up this state")
    elif dice_text != "00":
        if len(dice_text) != 2 or not all(c in "123456" for c in dice_text):
            raise NotationError(f"the XGID dice {dice_text!r} are not two dice 1-6, 00 or D")
        dice = (int(dice_text[0]), int(dice_text[1]))
    score = (integer(5, "score"), integer(6, "score"))
    flags = integer(7, "Crawford/Jacoby flag")
    length = integer(8, "match length")
    if len(fields) == 10 and fields[9] != "":
        max_log = integer(9, "cube limit")
    else:
        max_log = DEFAULT_MAX_CUBE.bit_length() - 1
    if length < 0 or score[0] < 0 or score[1] < 0:
        raise NotationError("XGID scores and match length cannot be negative")
    if not 0 <= flags <= (1 if length else 3):
        raise NotationError(f"the XGID flag field is {flags}: 0-1 in a match (Crawford), "
                            f"0-3 in money play (Jacoby +1, beavers +2)")
    if not 0 <= max_log <= 15:
        raise NotationError("the XGID cube limit is out of range (0-15)")
    owner = {0: None, 1: 0, -1: 1}[owner_code]
    return XgidState(
        position=position, on_roll=0 if turn == 1 else 1, dice=dice, cube_value=1 << cube_log,
        cube_owner=owner, double_offered=double_offered, score=score, match_length=length,
        crawford=bool(length and flags & 1), jacoby=bool(not length and flags & 1),
        beavers=bool(not length and flags & 2), max_cube=1 << max_log)


# ---------------------------------------------------------------------------------------------
# Games and matches <-> XGID
# ---------------------------------------------------------------------------------------------

def xgid_state(obj, max_cube: int = DEFAULT_MAX_CUBE) -> XgidState:
    """The XGID state of a :class:`~bgdesk.engine.game.Game` or a match's current game.

    An XGID cannot say "before the opening roll": a game there is written as its position with
    player 0 to roll. It carries no resignation offer either: a pending offer is left out. A
    finished game has no XGID (:class:`NotationError`).
    """
    from .game import Game, Phase

    game = obj if isinstance(obj, Game) else getattr(obj, "current_game", None)
    if game is None:
        raise NotationError("there is no game in progress to write as an XGID")
    if game.phase is Phase.GAME_OVER:
        raise NotationError("the game is over; an XGID describes a game in progress")
    opening = game.phase is Phase.OPENING
    on_roll = 0 if opening else game.on_roll
    return XgidState(
        position=game.position_for(0), on_roll=on_roll,
        dice=None if opening else game.dice, cube_value=game.cube_value,
        cube_owner=game.cube_owner, double_offered=game.phase is Phase.DOUBLE_OFFERED,
        score=game.score, match_length=game.match_length, crawford=game.crawford,
        jacoby=game.is_money and game.rules.jacoby,
        beavers=game.is_money and game.rules.beavers,
        max_cube=max_cube if game.rules.use_cube else 1)


def game_xgid(obj) -> str:
    """The XGID of a game (or a match's current game) as it stands."""
    return encode_xgid(xgid_state(obj))


def game_from_xgid(text: str, rules=None, dice: DiceSource | None = None):
    """A :class:`~bgdesk.engine.game.Game` set up from an XGID.

    ``rules`` supplies what an XGID does not carry (backgammon value, automatic doubles); in
    money play the Jacoby and beaver flags come from the XGID, and a cube limit of 1 means a
    game without the cube. Anything that cannot be set up raises :class:`NotationError`.
    """
    from .game import Game
    from .matchid import GameState, MatchState, _start_from
    from .record import Rules

    st = text if isinstance(text, XgidState) else decode_xgid(text)
    rules = rules if rules is not None else Rules()
    if not isinstance(rules, Rules):
        raise ArgumentError(f"rules must be a Rules, not {type(rules).__name__}")
    if not st.match_length:
        rules = replace(rules, jacoby=st.jacoby, beavers=st.beavers)
    if st.max_cube == 1:
        if st.cube_value != 1 or st.cube_owner is not None or st.double_offered:
            raise NotationError("the XGID has a cube limit of 1 (no cube) but the cube is used")
        rules = replace(rules, use_cube=False)
    elif st.cube_value > st.max_cube or (st.double_offered and 2 * st.cube_value > st.max_cube):
        raise NotationError(f"the XGID cube ({st.cube_value}) goes past its limit "
                            f"({st.max_cube})")
    try:
        ms = MatchState(cube_value=st.cube_value, cube_owner=st.cube_owner, on_roll=st.on_roll,
                        crawford=st.crawford, game_state=GameState.PLAYING,
                        turn=1 - st.on_roll if st.double_offered else st.on_roll,
                        double_offered=st.double_offered, dice=st.dice or (0, 0),
                        match_length=st.match_length, score=st.score, jacoby=st.jacoby)
        start = _start_from(st.position_on_roll(), ms)
        # MatchState orders the dice high-low; keep the XGID's order.
        if st.dice is not None:
            start = replace(start, dice=st.dice)
        return Game(rules, dice, match_length=st.match_length, score=st.score,
                    crawford=st.crawford, start=start)
    except NotationError as e:
        raise NotationError(f"XGID: {e}") from None
    except BgdeskError as e:
        raise NotationError(f"this XGID does not describe a playable game: {e}") from None
    except ValueError as e:  # the game model's own checks (scores, Crawford in money play)
        raise NotationError(f"this XGID does not describe a playable game: {e}") from None


def match_from_xgid(text: str, rules=None, dice: DiceSource | None = None):
    """A :class:`~bgdesk.engine.match.Match` (or money session) at the XGID's score, with its
    current game set up from the XGID."""
    from .match import Match

    game = game_from_xgid(text, rules, dice)
    match = Match(game.match_length, game.rules, game.dice_source, score=game.score,
                  crawford=game.crawford)
    match.adopt(game)
    return match
