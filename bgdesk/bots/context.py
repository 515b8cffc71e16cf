"""What a bot needs to know for cube and resignation decisions, as one plain value.

The game/match controller fills a :class:`CubeState` from its own objects, so the bots never
depend on the game model's internals.  Everything is seen from the **bot's** side: the position's
"mine" checkers are the bot's, ``bot_score`` is the bot's score, ``cube_owner == "bot"`` means the
bot holds the cube.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bgdesk.engine import Position

OWNERS = ("centered", "bot", "opponent")


class Answer(str, Enum):
    """A reply to a double (R25, R33)."""

    TAKE = "take"
    PASS = "pass"
    BEAVER = "beaver"


@dataclass(frozen=True)
class CubeState:
    """The state of a game as far as a bot's cube or resignation decision is concerned.

    ``position``: the board seen from the bot's side (the bot's checkers are "mine").
    ``bot_on_roll``: whether the bot is the player about to roll.  For :meth:`cube_action` it is
    the bot (a double is offered before rolling); for :meth:`answer_double` it is the doubler;
    for :meth:`accept_resignation` whoever's turn it is.  The bots' methods set it themselves
    for the first two, so a controller may leave the default.
    ``cube_value``: the face that counts now (1 for a centred cube at 64; automatic doubles
    leave a centred cube at 2, 4, ...).  ``cube_owner``: "centered", "bot" or "opponent".
    ``match_length``: 0 for money play.  ``crawford``: this game is the Crawford game (R29).
    ``jacoby``: the Jacoby rule is in force (money play only, R32): gammons count only once the
    cube has been turned, i.e. while the cube is centred they do not.  ``beavers``: beavers
    allowed (money play, R33).  ``cube_limit``: the highest face (64, R25).
    ``backgammon_value``: 3, or 2 under "backgammon counts as gammon" (R26).  ``use_cube``: False
    for a game played without the doubling cube.
    """

    position: Position
    cube_value: int = 1
    cube_owner: str = "centered"
    match_length: int = 0
    bot_score: int = 0
    opponent_score: int = 0
    crawford: bool = False
    jacoby: bool = False
    beavers: bool = False
    cube_limit: int = 64
    bot_on_roll: bool = True
    backgammon_value: int = 3
    use_cube: bool = True

    def __post_init__(self) -> None:
        if self.cube_owner not in OWNERS:
            raise ValueError(f"cube owner must be one of {OWNERS}, not {self.cube_owner!r}")
        if self.cube_value < 1 or self.cube_value & (self.cube_value - 1):
            raise ValueError(f"cube value must be 1, 2, 4, ... not {self.cube_value!r}")
        if self.backgammon_value not in (2, 3):
            raise ValueError("a backgammon is worth 3 (or 2 when it counts as a gammon)")
        if self.match_length < 0:
            raise ValueError("match length must be 0 (money) or positive")
        if self.match_length and not (0 <= self.bot_score < self.match_length
                                      and 0 <= self.opponent_score < self.match_length):
            raise ValueError("scores must be below the match length")

    @classmethod
    def from_game(cls, game, player: int) -> "CubeState":
        """The state of an engine :class:`~bgdesk.engine.game.Game` seen by *player* (0 or 1),
        through its public attributes only."""
        owner = game.cube_owner
        rules = game.rules
        on_roll = game.on_roll
        return cls(
            position=game.position_for(player),
            cube_value=game.cube_value,
            cube_owner="centered" if owner is None else ("bot" if owner == player else "opponent"),
            match_length=game.match_length,
            bot_score=game.score[player],
            opponent_score=game.score[1 - player],
            crawford=game.crawford,
            jacoby=rules.jacoby and game.is_money and not game.cube_turned,
            beavers=rules.beavers and game.is_money,
            bot_on_roll=on_roll is None or on_roll == player,
            backgammon_value=rules.backgammon_value,
            use_cube=rules.use_cube,
        )

    # -- derived ------------------------------------------------------------------------------

    @property
    def is_money(self) -> bool:
        return self.match_length == 0

    @property
    def bot_away(self) -> int:
        """Points the bot still needs (0 in money play)."""
        return self.match_length - self.bot_score if self.match_length else 0

    @property
    def opponent_away(self) -> int:
        return self.match_length - self.opponent_score if self.match_length else 0

    @property
    def post_crawford(self) -> bool:
        """A match game after the Crawford game: someone needs one point, and this is not it."""
        return (not self.is_money and not self.crawford and self.match_length > 1
                and (self.bot_away == 1 or self.opponent_away == 1))

    @property
    def crawford_done(self) -> bool:
        """The Crawford game is this one or behind us (a side reaching 1-away now is post-Crawford)."""
        return self.crawford or self.post_crawford

    @property
    def jacoby_active(self) -> bool:
        """Gammons do not count right now (money play, Jacoby rule, cube not turned)."""
        return self.is_money and self.jacoby and self.cube_owner == "centered"

    def may_double(self, bot: bool = True) -> bool:
        """May the bot (or the opponent, ``bot=False``) offer a double now (R24, R25, R29)?"""
        if self.crawford or not self.use_cube:
            return False
        if self.cube_value * 2 > self.cube_limit:
            return False
        owner = "bot" if bot else "opponent"
        return self.cube_owner in ("centered", owner)

    def for_opponent(self) -> "CubeState":
        """The same state seen from the other side."""
        owner = {"centered": "centered", "bot": "opponent", "opponent": "bot"}[self.cube_owner]
        return CubeState(
            position=self.position.swapped(), cube_value=self.cube_value, cube_owner=owner,
            match_length=self.match_length, bot_score=self.opponent_score,
            opponent_score=self.bot_score, crawford=self.crawford, jacoby=self.jacoby,
            beavers=self.beavers, cube_limit=self.cube_limit, bot_on_roll=not self.bot_on_roll,
            backgammon_value=self.backgammon_value, use_cube=self.use_cube)
