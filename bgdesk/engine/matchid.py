"""GNU Backgammon's Match ID: the 12-character companion of the Position ID.

The match key is a string of bits packed little-endian into 9 bytes (the first bit is the least
significant bit of the first byte), written as 12 characters of standard base64:

====== ===== =================================================================
bits   width field
====== ===== =================================================================
0-3    4     log2 of the cube value
4-5    2     cube owner: 0, 1, or 3 for centred
6      1     the player on roll (or who rolled)
7      1     Crawford game
8-10   3     game state: 0 none, 1 playing, 2 over, 3 resigned, 4 dropped
11     1     the player who must act (differs from 6 when a double or resignation is offered)
12     1     a double is offered
13-14  2     resignation offered: 0 none, 1 single, 2 gammon, 3 backgammon
15-17  3     first die (GNU Backgammon writes the higher die first; 0 = not rolled)
18-20  3     second die
21-35  15    match length (0 = money play)
36-50  15    player 0's score
51-65  15    player 1's score
66     1     1 when the Jacoby rule is *not* in use (GNU Backgammon's extension)
====== ===== =================================================================

The Position ID that goes with a Match ID is seen from the player on roll (bit 6).
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass, replace
from enum import IntEnum

from .dice import DiceSource
from .errors import BgdeskError, NotationError
from .game import MAX_CUBE, Game, Phase
from .position import Position
from .record import EndReason, GameStart, Rules

__all__ = [
    "GameState", "MatchState", "encode_match_id", "decode_match_id", "match_state", "match_id",
    "game_ids", "game_from_ids", "match_from_ids",
]

_FIELDS = (  # (name, first bit, width)
    ("cube_log", 0, 4), ("cube_owner", 4, 2), ("on_roll", 6, 1), ("crawford", 7, 1),
    ("game_state", 8, 3), ("turn", 11, 1), ("double_offered", 12, 1), ("resignation", 13, 2),
    ("die1", 15, 3), ("die2", 18, 3), ("match_length", 21, 15), ("score0", 36, 15),
    ("score1", 51, 15), ("no_jacoby", 66, 1),
)
_B64 = re.compile(r"^[A-Za-z0-9+/]{12}$")
#: Longer text is refused before it is looked at ("Match ID: " and spaces around 12 characters).
_MAX_ID_TEXT = 200
_MAX15 = (1 << 15) - 1


class GameState(IntEnum):
    NONE = 0       # no game started (before the opening roll)
    PLAYING = 1
    OVER = 2       # ended by bearing off
    RESIGNED = 3
    DROPPED = 4    # ended by a passed double


@dataclass(frozen=True)
class MatchState:
    """The fields of a Match ID, in bgdesk's terms (``cube_owner`` None = centred)."""

    cube_value: int = 1
    cube_owner: int | None = None
    on_roll: int = 0
    crawford: bool = False
    game_state: GameState = GameState.PLAYING
    turn: int = 0
    double_offered: bool = False
    resignation: int = 0
    dice: tuple[int, int] = (0, 0)
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    jacoby: bool = False

    def __post_init__(self) -> None:
        v = self.cube_value
        if isinstance(v, bool) or not isinstance(v, int) or v < 1 or v > 1 << 15 or v & (v - 1):
            raise NotationError(f"Match ID: the cube value must be a power of two from 1 to "
                                f"32768, got {v!r}")
        if self.cube_owner not in (None, 0, 1):
            raise NotationError(f"Match ID: the cube owner is player 0, 1 or None (centred), "
                                f"got {self.cube_owner!r}")
        for name in ("on_roll", "turn"):
            if getattr(self, name) not in (0, 1):
                raise NotationError(f"Match ID: '{name}' must be player 0 or 1, "
                                    f"got {getattr(self, name)!r}")
        try:
            object.__setattr__(self, "game_state", GameState(self.game_state))
        except ValueError:
            raise NotationError(f"Match ID: the game state is 0 to 4, got {self.game_state!r}") from None
        if self.resignation not in (0, 1, 2, 3):
            raise NotationError(f"Match ID: the resignation is 0 to 3, got {self.resignation!r}")
        d = tuple(self.dice)
        if len(d) != 2 or any(not isinstance(x, int) or not 0 <= x <= 6 for x in d) \
                or (0 in d and d != (0, 0)):
            raise NotationError(f"Match ID: the dice are two numbers 1-6, or 0 0 when not "
                                f"rolled, got {self.dice!r}")
        object.__setattr__(self, "dice", (max(d), min(d)))
        n = self.match_length
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= _MAX15:
            raise NotationError(f"Match ID: the match length is 0 (money) to {_MAX15}, got {n!r}")
        s = tuple(self.score)
        if len(s) != 2 or any(isinstance(x, bool) or not isinstance(x, int) or not 0 <= x <= _MAX15
                              for x in s):
            raise NotationError(f"Match ID: a score is two numbers 0 to {_MAX15}, got {self.score!r}")
        object.__setattr__(self, "score", s)
        if n == 0 and self.crawford:
            raise NotationError("Match ID: the Crawford flag is set in money play")
        if n and self.game_state in (GameState.NONE, GameState.PLAYING) and max(s) >= n:
            raise NotationError(f"Match ID: a game is in play but the score {s[0]}-{s[1]} has "
                                f"already reached the match length {n}")
        for name in ("crawford", "double_offered", "jacoby"):
            object.__setattr__(self, name, bool(getattr(self, name)))


def encode_match_id(state: MatchState) -> str:
    """The 12-character Match ID for ``state``."""
    values = {
        "cube_log": state.cube_value.bit_length() - 1,
        "cube_owner": 3 if state.cube_owner is None else state.cube_owner,
        "on_roll": state.on_roll, "crawford": int(state.crawford),
        "game_state": int(state.game_state), "turn": state.turn,
        "double_offered": int(state.double_offered), "resignation": state.resignation,
        "die1": state.dice[0], "die2": state.dice[1], "match_length": state.match_length,
        "score0": state.score[0], "score1": state.score[1], "no_jacoby": int(not state.jacoby),
    }
    key = 0
    for name, first, width in _FIELDS:
        key |= (values[name] & ((1 << width) - 1)) << first
    return base64.b64encode(key.to_bytes(9, "little")).decode("ascii")


def decode_match_id(text: str) -> MatchState:
    """The state a Match ID describes; :class:`NotationError` saying what is wrong otherwise."""
    if not isinstance(text, str):
        raise NotationError(f"a Match ID is 12 characters of text, got {type(text).__name__}")
    if len(text) > _MAX_ID_TEXT:
        raise NotationError(f"a Match ID has exactly 12 characters, not {len(text)}")
    mid = text.strip()
    if mid.lower().startswith("match id:"):
        mid = mid[len("match id:"):].strip()
    if len(mid) != 12:
        raise NotationError(f"a Match ID has exactly 12 characters, {mid!r} has {len(mid)}")
    if not _B64.match(mid):
        bad = sorted({c for c in mid if not (c.isascii() and (c.isalnum() or c in "+/"))})
        raise NotationError(f"a Match ID uses only A-Z, a-z, 0-9, + and /; {mid!r} contains "
                            + " ".join(repr(c) for c in bad))
    try:
        raw = base64.b64decode(mid, validate=True)
    except (binascii.Error, ValueError) as e:  # pragma: no cover - the pattern above rules it out
        raise NotationError(f"not a Match ID: {mid!r} ({e})") from None
    key = int.from_bytes(raw, "little")
    f = {name: (key >> first) & ((1 << width) - 1) for name, first, width in _FIELDS}
    if f["cube_owner"] == 2:
        raise NotationError(f"Match ID {mid!r}: the cube owner field is 2 (valid: 0, 1, 3 = centred)")
    if f["game_state"] > 4:
        raise NotationError(f"Match ID {mid!r}: game state {f['game_state']} is not one of 0-4")
    if f["die1"] > 6 or f["die2"] > 6:
        raise NotationError(f"Match ID {mid!r}: a die shows {max(f['die1'], f['die2'])}, "
                            f"dice show 1 to 6")
    try:
        return MatchState(
            cube_value=1 << f["cube_log"],
            cube_owner=None if f["cube_owner"] == 3 else f["cube_owner"],
            on_roll=f["on_roll"], crawford=bool(f["crawford"]),
            game_state=GameState(f["game_state"]), turn=f["turn"],
            double_offered=bool(f["double_offered"]), resignation=f["resignation"],
            dice=(f["die1"], f["die2"]), match_length=f["match_length"],
            score=(f["score0"], f["score1"]), jacoby=not f["no_jacoby"])
    except NotationError as e:
        raise NotationError(f"{mid!r}: {e}") from None


# ---------------------------------------------------------------------------------------------
# Games and matches <-> IDs
# ---------------------------------------------------------------------------------------------

def match_state(obj) -> MatchState:
    """The Match ID state of a :class:`Game`, or of a :class:`~bgdesk.engine.match.Match`
    (its current game; before the first game, no game started)."""
    game = obj
    if not isinstance(obj, Game):
        game = obj.current_game
        if game is None:
            return MatchState(game_state=GameState.NONE, match_length=obj.length,
                              score=obj.score, crawford=obj.is_crawford,
                              jacoby=obj.rules.jacoby and obj.length == 0)
    jacoby = game.rules.jacoby and game.is_money
    common = dict(cube_value=game.cube_value, cube_owner=game.cube_owner, crawford=game.crawford,
                  match_length=game.match_length, jacoby=jacoby)
    ph = game.phase
    if ph is Phase.OPENING:
        return MatchState(game_state=GameState.NONE, score=game.score, **common)
    on_roll = game.on_roll
    dice = game.dice or (0, 0)
    if ph is Phase.GAME_OVER:
        reason = game.result.reason
        state = {EndReason.BEAR_OFF: GameState.OVER, EndReason.RESIGN: GameState.RESIGNED,
                 EndReason.DROP: GameState.DROPPED}[reason]
        return MatchState(on_roll=on_roll, turn=on_roll, game_state=state,
                          resignation=game.result.kind if reason is EndReason.RESIGN else 0,
                          score=game.final_score, **common)
    return MatchState(on_roll=on_roll, turn=game.to_act, game_state=GameState.PLAYING,
                      double_offered=ph is Phase.DOUBLE_OFFERED,
                      resignation=game.resignation[1] if game.resignation else 0,
                      dice=dice, score=game.score, **common)


def match_id(obj) -> str:
    """The Match ID of a game or match as it stands."""
    return encode_match_id(match_state(obj))


def game_ids(game: Game) -> tuple[str, str]:
    """``(Position ID, Match ID)``, the position seen from the player on roll, as GNU Backgammon
    shows them."""
    return game.position.position_id(), match_id(game)


def _start_from(position: Position, st: MatchState) -> GameStart:
    if st.game_state in (GameState.OVER, GameState.RESIGNED, GameState.DROPPED):
        raise NotationError("the Match ID describes a finished game; only a game in progress "
                            "or about to start can be set up")
    if st.cube_value > MAX_CUBE:
        raise NotationError(f"the Match ID has the cube at {st.cube_value}; the cube goes up to "
                            f"{MAX_CUBE} (R25)")
    if st.crawford and (st.cube_value != 1 or st.cube_owner is not None or st.double_offered):
        raise NotationError("the Match ID says Crawford game but the cube has been used (R29)")
    if st.crawford and st.match_length - 1 not in st.score:
        raise NotationError(f"the Match ID says Crawford game but neither player has "
                            f"{st.match_length - 1} points (R29)")
    pos0 = position if st.on_roll == 0 else position.swapped()
    if st.game_state is GameState.NONE:
        if st.dice != (0, 0) or st.double_offered or st.resignation:
            raise NotationError("the Match ID says no game started but has dice or an offer")
        return GameStart(position_id=pos0.position_id(), cube_value=st.cube_value,
                         cube_owner=st.cube_owner)
    dice = None if st.dice == (0, 0) else st.dice
    common = dict(position_id=pos0.position_id(), on_roll=st.on_roll, cube_value=st.cube_value,
                  cube_owner=st.cube_owner, cube_turned=st.cube_owner is not None)
    if st.double_offered:
        if st.resignation:
            raise NotationError("the Match ID has both a double and a resignation offered")
        if dice is not None:
            raise NotationError("the Match ID has a double offered after the dice were rolled "
                                "(a double comes before rolling, R24)")
        if st.turn == st.on_roll:
            raise NotationError("the Match ID has a double offered but the doubler to act")
        return GameStart(phase=Phase.DOUBLE_OFFERED.value, **common)
    if st.resignation:
        return GameStart(phase=Phase.RESIGN_OFFERED.value, dice=dice,
                         resign=(1 - st.turn, st.resignation), **common)
    if dice is not None:
        return GameStart(phase=Phase.MOVING.value, dice=dice, **common)
    return GameStart(phase=Phase.BEFORE_ROLL.value, **common)


def game_from_ids(position_id: str, match_id_text: str, rules: Rules | None = None,
                  dice: DiceSource | None = None) -> Game:
    """A game set up from a Position ID (seen from the player on roll) and a Match ID.

    ``rules`` supplies what a Match ID does not carry (backgammon value, beavers, automatic
    doubles); the Jacoby flag comes from the Match ID in money play.
    """
    position = Position.from_position_id(position_id)
    st = decode_match_id(match_id_text)
    rules = rules if rules is not None else Rules()
    if st.match_length == 0:
        rules = replace(rules, jacoby=st.jacoby)
    start = _start_from(position, st)
    try:
        return Game(rules, dice, match_length=st.match_length, score=st.score,
                    crawford=st.crawford, start=start)
    except NotationError:
        raise
    except BgdeskError as e:
        raise NotationError(f"these IDs do not describe a playable game: {e}") from e


def match_from_ids(position_id: str, match_id_text: str, rules: Rules | None = None,
                   dice: DiceSource | None = None):
    """A :class:`~bgdesk.engine.match.Match` (or money session) at the score of the Match ID,
    with its current game set up from the IDs."""
    from .match import Match

    game = game_from_ids(position_id, match_id_text, rules, dice)
    match = Match(game.match_length, game.rules, game.dice_source, score=game.score,
                  crawford=game.crawford)
    match.adopt(game)
    return match
