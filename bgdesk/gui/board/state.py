"""What the board shows: a plain snapshot built by the controller from the engine's state.

The scene draws a ``BoardState`` and nothing else; it never holds the truth. Everything is from
the viewpoint of the player drawn at the bottom (the *viewer*, side 0): ``mine`` and ``theirs``
are 26-tuples in each side's own numbering (index 0 = borne off, 1..24 points, 25 = bar), exactly
as the engine's ``Position.mine`` / ``Position.theirs`` when the viewer is the mover. The
opponent's point n is drawn on the viewer's point 25 - n.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import NamedTuple

VIEWER = 0
OPPONENT = 1


class MoveMark(NamedTuple):
    """One single-checker step to animate or mark, in the moving side's own numbering."""

    side: int
    src: int  # 25 = bar
    dst: int  # 0 = off
    hit: bool = False


class ArrowMark(NamedTuple):
    """An arrow drawn over the board for a checker's way in a play (not the game's state: a
    judgement, a hint previewed, a play replayed). ``path`` runs in ``side``'s own numbering
    from where the checker started (25 = bar) through the points it touched to where it
    ended (0 = off). ``kind`` picks the colour: a decision class ("best", "fine", "doubtful",
    "bad", "very_bad"), "preview" or "move". ``dashed`` draws an outline only (the better play
    not made). ``made``: the play is on the board (the checker sits where the path ends); a
    dashed or previewed play never is."""

    side: int
    path: tuple
    kind: str = "move"
    dashed: bool = False
    made: bool = True

    @property
    def src(self) -> int:
        return self.path[0]

    @property
    def dst(self) -> int:
        return self.path[-1]


class BadgeMark(NamedTuple):
    """A short label over the board: ``text`` in the colour of ``kind`` (as for arrows), at
    ``anchor``: "cube", or ``(side, location)`` in that side's numbering (next to the checker
    that landed there); ``depth``, a small mark after the text (how deep a judgement is)."""

    text: str
    kind: str
    anchor: object = "cube"
    depth: str = ""


def checker_paths(side: int, steps) -> tuple[ArrowMark, ...]:
    """The steps ``(src, dst)`` of one play joined into one path per checker: a step that
    starts where an earlier one ended continues that checker's way."""
    paths: list[list[int]] = []
    for src, dst in steps:
        for path in reversed(paths):
            if path[-1] == src and src not in (0, 25):
                path.append(dst)
                break
        else:
            paths.append([src, dst])
    return tuple(ArrowMark(side, tuple(p)) for p in paths)


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


def pip_counts(mine, theirs) -> tuple[int, int]:
    """Each side's pip count from its own counts (the bar counts 25)."""
    return (sum(p * mine[p] for p in range(1, 26)), sum(p * theirs[p] for p in range(1, 26)))


def state_before(state: BoardState, marks) -> BoardState:
    """``state`` as it was before the steps ``marks`` (a checker that was hit goes back from
    the bar to the point it stood on): the start of a play shown again."""
    counts = [list(state.mine), list(state.theirs)]
    for m in reversed(tuple(marks)):
        own, other = counts[m.side], counts[1 - m.side]
        own[m.dst] -= 1
        own[m.src] += 1
        if m.hit:
            other[25] -= 1
            other[25 - m.dst] += 1
    mine, theirs = tuple(counts[0]), tuple(counts[1])
    return replace(state, mine=mine, theirs=theirs, last_move=(),
                   pips=pip_counts(mine, theirs) if state.pips is not None else None)
