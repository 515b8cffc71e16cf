"""What the board shows: a plain snapshot built by the controller from the engine's state.

The scene draws a ``BoardState`` and nothing else; it never holds the truth. Everything is from
the viewpoint of the player drawn at the bottom (the *viewer*, side 0): ``mine`` and ``theirs``
are 26-tuples in each side's own numbering (index 0 = borne off, 1..24 points, 25 = bar), exactly
as the engine's ``Position.mine`` / ``Position.theirs`` when the viewer is the mover. The
opponent's point n is drawn on the viewer's point 25 - n.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

VIEWER = 0
OPPONENT = 1


class MoveMark(NamedTuple):
    """One single-checker step to animate or mark, in the moving side's own numbering."""

    side: int
    src: int  # 25 = bar
    dst: int  # 0 = off
    hit: bool = False


def initial_counts() -> tuple[int, ...]:
    c = [0] * 26
    c[24], c[13], c[8], c[6] = 2, 5, 3, 5
    return tuple(c)


@dataclass(frozen=True)
class BoardState:
    mine: tuple[int, ...] = field(default_factory=initial_counts)
    theirs: tuple[int, ...] = field(default_factory=initial_counts)
    names: tuple[str, str] = ("Player 1", "Player 2")
    colours: tuple[int, int] = (0, 1)  # checker colour index of each side
    pips: tuple[int, int] | None = (167, 167)
    score: tuple[int, int] = (0, 0)
    match_length: int = 0  # 0 = money session
    crawford: bool = False
    on_roll: int | None = None  # side on roll, None before the opening roll / after the game
    to_act: int | None = None  # side who must act now (answer a double...); None: the side on roll
    dice: tuple[int, ...] = ()  # the roller's dice as rolled (two values)
    dice_side: int | None = None
    dice_used: tuple[int, ...] = ()  # values already played this turn (for dimming)
    opening: tuple[int, int] | None = None  # opening roll: (viewer's die, opponent's die)
    roll_hint: tuple[int, ...] = ()  # sides whose dice area to show as a place to roll (a person may)
    cube_value: int = 1
    cube_owner: int | None = None  # None = centre
    cube_offered_by: int | None = None
    cube_enabled: bool = True
    last_move: tuple[MoveMark, ...] = ()
    movable: frozenset[int] = frozenset()  # viewer's points whose top checker may move now
    status: str = ""  # short text shown in the middle of the board (e.g. "Roll or double")
    game_over: bool = False
    game_index: int = 0  # games played before this one in the match or session (R5 side switching)
    extra: dict = field(default_factory=dict, compare=False)

    def count_at(self, side: int, point: int) -> int:
        """Checkers of ``side`` on ``point`` of that side's own numbering."""
        return (self.mine if side == VIEWER else self.theirs)[point]

    def viewer_point(self, side: int, point: int) -> int:
        """Where ``side``'s own point ``point`` (1..24) is drawn, in the viewer's numbering."""
        return point if side == VIEWER else 25 - point
