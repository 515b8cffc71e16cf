"""Board geometry: point numbers <-> scene rectangles, for every home-board corner.

Pure module (no Qt): plain floats and a small ``Rect`` tuple, so it can be tested without a
display and reused by anything that needs to know where things are drawn.

Vocabulary
----------
* The *viewer* is side 0, whose home board is at the bottom unless the corner puts it at the top;
  the other player is side 1. Point numbers are always the viewer's: 1..24 towards the viewer's
  home, 25 = bar, 0 = off (as in the engine, from the viewer's perspective). Each player's name
  band (and an owned cube) is on the side of their home board.
* ``corner`` is where the viewer's home board is: ``"bottom-right"`` (default), ``"bottom-left"``,
  ``"top-right"`` or ``"top-left"``. Both home boards are on the same side (left or right), and the
  bear-off trays are on that side; the cube column is on the other side.
* Dice are not mirrored: each player rolls into the half that is on their own right, so the
  viewer's dice are in the right half and the opponent's in the left half whatever the corner.
  The cube owned by a player sits at their end of the cube column, next to their name.

Every other module asks this one for coordinates; nothing else computes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

CORNERS = ("bottom-right", "bottom-left", "top-right", "top-left")
DEFAULT_CORNER = "bottom-right"

# Sides.
VIEWER = 0
OPPONENT = 1

# Dimensions in scene units (the view scales the whole scene to the window).
INFO_H = 44.0  # band above and below the board: names, pips, score
FRAME = 24.0  # top/bottom frame, holds the point numbers
EDGE = 12.0  # left/right frame around the side columns
COLUMN_W = 66.0  # tray column and cube column
POINT_W = 54.0
CHECKER_D = 50.0
POINT_H = 5 * CHECKER_D  # five checkers fit exactly; more compress
GAP = 76.0  # between the tips of opposing points (dice sit here)
BAR_W = 66.0
HALF_W = 6 * POINT_W
FIELD_H = 2 * POINT_H + GAP

BOARD_X = 0.0
BOARD_W = EDGE + COLUMN_W + EDGE + HALF_W + BAR_W + HALF_W + EDGE + COLUMN_W + EDGE
BOARD_Y = INFO_H
BOARD_H = FRAME + FIELD_H + FRAME
SCENE_W = BOARD_W
SCENE_H = INFO_H + BOARD_H + INFO_H

FIELD_TOP = BOARD_Y + FRAME
FIELD_BOTTOM = FIELD_TOP + FIELD_H
FIELD_MID = FIELD_TOP + FIELD_H / 2

# Canonical x positions (home bottom-right).
LEFT_COL_X = EDGE
LEFT_HALF_X = EDGE + COLUMN_W + EDGE
BAR_X = LEFT_HALF_X + HALF_W
RIGHT_HALF_X = BAR_X + BAR_W
RIGHT_COL_X = RIGHT_HALF_X + HALF_W + EDGE

TRAY_H = POINT_H  # each tray is as tall as a point; 15 slabs
SLAB_H = TRAY_H / 15.0
DIE_SIZE = 46.0
DIE_GAP = 10.0
CUBE_SIZE = 50.0
MAX_STACK = 15


class Rect(NamedTuple):
    """An axis-aligned rectangle in scene units (y grows downwards)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def inside(self, other: "Rect", eps: float = 1e-6) -> bool:
        """True when this rectangle lies within ``other``."""
        return (
            self.x >= other.x - eps
            and self.y >= other.y - eps
            and self.right <= other.right + eps
            and self.bottom <= other.bottom + eps
        )

    def intersects(self, other: "Rect", eps: float = 1e-6) -> bool:
        """True when the interiors overlap (touching edges do not count)."""
        return (
            self.x < other.right - eps
            and other.x < self.right - eps
            and self.y < other.bottom - eps
            and other.y < self.bottom - eps
        )

    def adjusted(self, dx1: float, dy1: float, dx2: float, dy2: float) -> "Rect":
        return Rect(self.x + dx1, self.y + dy1, self.w - dx1 + dx2, self.h - dy1 + dy2)


class Target(NamedTuple):
    """What lies under a scene position: ``kind`` is "point", "bar" or "tray"."""

    kind: str
    point: int  # 1..24 for points, 25 for the bar, 0 for a tray
    side: int  # the side owning a tray / bar half; VIEWER for points


@dataclass(frozen=True)
class BoardGeometry:
    """All coordinates of the board for one home-board corner."""

    corner: str = DEFAULT_CORNER

    def __post_init__(self) -> None:
        if self.corner not in CORNERS:
            raise ValueError(f"unknown home corner {self.corner!r}; use one of {', '.join(CORNERS)}")

    # -- orientation -------------------------------------------------------------------------
    @property
    def flip_x(self) -> bool:
        return self.corner.endswith("left")

    @property
    def flip_y(self) -> bool:
        return self.corner.startswith("top")

    def _fx(self, r: Rect) -> Rect:
        return Rect(SCENE_W - r.x - r.w, r.y, r.w, r.h) if self.flip_x else r

    def _fy(self, r: Rect) -> Rect:
        return Rect(r.x, SCENE_H - r.y - r.h, r.w, r.h) if self.flip_y else r

    def _f(self, r: Rect) -> Rect:
        return self._fy(self._fx(r))

    # -- fixed areas -------------------------------------------------------------------------
    @property
    def scene_rect(self) -> Rect:
        return Rect(0.0, 0.0, SCENE_W, SCENE_H)

    @property
    def board_rect(self) -> Rect:
        return Rect(BOARD_X, BOARD_Y, BOARD_W, BOARD_H)

    def field_rect(self, half: str) -> Rect:
        """The playing field of the ``"left"`` or ``"right"`` half (screen sides)."""
        x = LEFT_HALF_X if half == "left" else RIGHT_HALF_X
        return Rect(x, FIELD_TOP, HALF_W, FIELD_H)

    @property
    def bar_rect(self) -> Rect:
        return Rect(BAR_X, BOARD_Y, BAR_W, BOARD_H)

    def info_rect(self, side: int) -> Rect:
        """The band for a player's name, pips and score, on the side of that player's home
        board: the viewer's at the bottom, or at the top when the home boards are there."""
        y = SCENE_H - INFO_H if side == VIEWER else 0.0
        return self._fy(Rect(0.0, y, SCENE_W, INFO_H))

    @property
    def tray_column(self) -> Rect:
        return self._fx(Rect(RIGHT_COL_X, FIELD_TOP, COLUMN_W, FIELD_H))

    @property
    def cube_column(self) -> Rect:
        return self._fx(Rect(LEFT_COL_X, FIELD_TOP, COLUMN_W, FIELD_H))

    # -- points ------------------------------------------------------------------------------
    def _canonical_point_rect(self, n: int) -> Rect:
        if n <= 6:  # bottom right, 1 at the far right
            x = RIGHT_HALF_X + (6 - n) * POINT_W
            return Rect(x, FIELD_BOTTOM - POINT_H, POINT_W, POINT_H)
        if n <= 12:  # bottom left, 12 at the far left
            x = LEFT_HALF_X + (12 - n) * POINT_W
            return Rect(x, FIELD_BOTTOM - POINT_H, POINT_W, POINT_H)
        if n <= 18:  # top left, 13 at the far left
            x = LEFT_HALF_X + (n - 13) * POINT_W
            return Rect(x, FIELD_TOP, POINT_W, POINT_H)
        x = RIGHT_HALF_X + (n - 19) * POINT_W  # top right, 24 at the far right
        return Rect(x, FIELD_TOP, POINT_W, POINT_H)

    @staticmethod
    def _check_point(n: int) -> None:
        if not 1 <= n <= 24:
            raise ValueError(f"point number must be 1..24, got {n}")

    def point_rect(self, n: int) -> Rect:
        """The triangle's bounding rectangle (base on the frame, tip towards the middle)."""
        self._check_point(n)
        return self._f(self._canonical_point_rect(n))

    def point_points_down(self, n: int) -> bool:
        """True when the point hangs from the top frame (its base is at the top)."""
        self._check_point(n)
        top = n >= 13
        return top != self.flip_y

    def point_zone(self, n: int) -> Rect:
        """The drop zone of a point: its column from the frame to the middle of the field."""
        self._check_point(n)
        r = self._canonical_point_rect(n)
        if n >= 13:
            zone = Rect(r.x, BOARD_Y, POINT_W, FRAME + FIELD_H / 2)
        else:
            zone = Rect(r.x, FIELD_MID, POINT_W, FIELD_H / 2 + FRAME)
        return self._f(zone)

    def point_label_rect(self, n: int) -> Rect:
        """Where the point's number is written, in the frame beside its base."""
        self._check_point(n)
        r = self._canonical_point_rect(n)
        y = BOARD_Y if n >= 13 else FIELD_BOTTOM
        return self._f(Rect(r.x, y, POINT_W, FRAME))

    @staticmethod
    def stack_step(count: int, room: float = POINT_H) -> float:
        """Distance between checker centres in a stack of ``count``: full size up to five,
        compressed beyond so the stack never leaves its point."""
        if count <= 5:
            return CHECKER_D
        return (room - CHECKER_D) / (count - 1)

    def checker_rect(self, n: int, index: int, count: int | None = None) -> Rect:
        """The ``index``-th checker (0 = against the frame) of a stack of ``count`` on point n."""
        self._check_point(n)
        count = max(count or 0, index + 1)
        if count > MAX_STACK:
            raise ValueError(f"at most {MAX_STACK} checkers fit on a point")
        r = self._canonical_point_rect(n)
        step = self.stack_step(count)
        x = r.x + (POINT_W - CHECKER_D) / 2
        if n >= 13:
            y = FIELD_TOP + index * step
        else:
            y = FIELD_BOTTOM - CHECKER_D - index * step
        return self._f(Rect(x, y, CHECKER_D, CHECKER_D))

    # -- bar ---------------------------------------------------------------------------------
    def bar_zone(self, side: int) -> Rect:
        """Half of the bar holding ``side``'s checkers. The viewer's bar checkers wait in the half
        next to the board they enter (the opponent's home board)."""
        top = Rect(BAR_X, FIELD_TOP, BAR_W, FIELD_H / 2)
        bottom = Rect(BAR_X, FIELD_MID, BAR_W, FIELD_H / 2)
        return self._fy(top if side == VIEWER else bottom)

    def bar_checker_rect(self, side: int, index: int, count: int | None = None) -> Rect:
        """Bar checkers stack from the middle of the bar outwards."""
        count = max(count or 0, index + 1)
        if count > MAX_STACK:
            raise ValueError(f"at most {MAX_STACK} checkers fit on the bar")
        room = FIELD_H / 2 - CHECKER_D / 2 - 8.0  # keep clear of the centre
        step = self.stack_step(count, room) if count > 4 else CHECKER_D
        x = BAR_X + (BAR_W - CHECKER_D) / 2
        start = CHECKER_D / 2 + 8.0
        if side == VIEWER:  # upper half, canonical
            y = FIELD_MID - start - CHECKER_D - index * step
        else:
            y = FIELD_MID + start + index * step
        return self._fy(Rect(x, y, CHECKER_D, CHECKER_D))

    # -- trays -------------------------------------------------------------------------------
    def tray_rect(self, side: int) -> Rect:
        """The bear-off tray of ``side``, beside that side's home board."""
        x = RIGHT_COL_X + 4.0
        w = COLUMN_W - 8.0
        if side == VIEWER:
            r = Rect(x, FIELD_BOTTOM - TRAY_H, w, TRAY_H)
        else:
            r = Rect(x, FIELD_TOP, w, TRAY_H)
        return self._f(r)

    def tray_zone(self, side: int) -> Rect:
        """Drop zone of a tray: its half of the tray column."""
        if side == VIEWER:
            r = Rect(RIGHT_COL_X - EDGE, FIELD_MID, COLUMN_W + 2 * EDGE, FIELD_H / 2 + FRAME)
        else:
            r = Rect(RIGHT_COL_X - EDGE, BOARD_Y, COLUMN_W + 2 * EDGE, FIELD_H / 2 + FRAME)
        return self._f(r)

    def off_checker_rect(self, side: int, index: int) -> Rect:
        """A borne-off checker drawn as a slab; index 0 lies against the outer end."""
        if not 0 <= index < MAX_STACK:
            raise ValueError(f"borne-off index must be 0..{MAX_STACK - 1}")
        x = RIGHT_COL_X + 6.0
        w = COLUMN_W - 12.0
        if side == VIEWER:
            y = FIELD_BOTTOM - (index + 1) * SLAB_H
        else:
            y = FIELD_TOP + index * SLAB_H
        return self._f(Rect(x, y + 0.5, w, SLAB_H - 1.0))

    # -- dice and cube -----------------------------------------------------------------------
    def dice_rects(self, side: int, count: int = 2) -> list[Rect]:
        """Rectangles for ``count`` (1..4) dice of ``side``, centred in that side's half."""
        if not 1 <= count <= 4:
            raise ValueError("between one and four dice")
        half = self.field_rect("right" if side == VIEWER else "left")
        total = count * DIE_SIZE + (count - 1) * DIE_GAP
        x0 = half.x + (half.w - total) / 2
        y = FIELD_MID - DIE_SIZE / 2
        return [Rect(x0 + i * (DIE_SIZE + DIE_GAP), y, DIE_SIZE, DIE_SIZE) for i in range(count)]

    def opening_die_rect(self, side: int) -> Rect:
        """During the opening roll each player's single die sits in their own half."""
        return self.dice_rects(side, 1)[0]

    def dice_zone(self, side: int) -> Rect:
        """The clickable area around a side's dice (clicking it picks the dice up)."""
        r = self.dice_rects(side, 4)
        return Rect(r[0].x - 6, r[0].y - 6, r[-1].right - r[0].x + 12, DIE_SIZE + 12)

    def cube_rect(self, where: str) -> Rect:
        """``where`` is "centre", "viewer", "opponent", "offered-by-viewer" or
        "offered-by-opponent". An offered cube sits in the doubler's half, where their dice
        would be, so it cannot be missed."""
        col = self.cube_column
        x = col.x + (col.w - CUBE_SIZE) / 2
        if where == "centre":
            return Rect(x, FIELD_MID - CUBE_SIZE / 2, CUBE_SIZE, CUBE_SIZE)
        if where == "opponent":  # next to the owner's name band
            return self._fy(Rect(x, FIELD_TOP + 6.0, CUBE_SIZE, CUBE_SIZE))
        if where == "viewer":
            return self._fy(Rect(x, FIELD_BOTTOM - 6.0 - CUBE_SIZE, CUBE_SIZE, CUBE_SIZE))
        if where in ("offered-by-viewer", "offered-by-opponent"):
            half = self.field_rect("right" if where == "offered-by-viewer" else "left")
            size = CUBE_SIZE * 1.3
            return Rect(half.x + (half.w - size) / 2, FIELD_MID - size / 2, size, size)
        raise ValueError(f"unknown cube position {where!r}")

    # -- inverse -----------------------------------------------------------------------------
    def zones(self) -> list[tuple[Target, Rect]]:
        """Every drop zone with its target (points, the two bar halves, the two trays)."""
        out = [(Target("point", n, VIEWER), self.point_zone(n)) for n in range(1, 25)]
        out += [(Target("bar", 25, s), self.bar_zone(s)) for s in (VIEWER, OPPONENT)]
        out += [(Target("tray", 0, s), self.tray_zone(s)) for s in (VIEWER, OPPONENT)]
        return out

    def target_at(self, x: float, y: float) -> Target | None:
        """What lies under scene position (x, y), or None (frame, info bands, cube column)."""
        for target, zone in self.zones():
            if zone.contains(x, y):
                return target
        return None

    def point_at(self, x: float, y: float) -> int | None:
        """The viewer's point number under (x, y): 1..24, 25 for the bar, 0 for the viewer's
        tray, None elsewhere."""
        t = self.target_at(x, y)
        if t is None:
            return None
        if t.kind == "tray":
            return 0 if t.side == VIEWER else None
        return t.point


def geometry_for(corner: str | None) -> BoardGeometry:
    """A geometry for ``corner``, falling back to the default for unknown or missing values."""
    return BoardGeometry(corner if corner in CORNERS else DEFAULT_CORNER)


def mirrored_corner(corner: str) -> str:
    """The same corner on the other side of the board: bottom-right <-> bottom-left, top-right
    <-> top-left (the home boards move to the other side, the players keep their rows)."""
    if corner not in CORNERS:
        raise ValueError(f"unknown home corner {corner!r}; use one of {', '.join(CORNERS)}")
    row, side = corner.split("-")
    return f"{row}-{'left' if side == 'right' else 'right'}"


def corner_for_game(corner: str | None, game_index: int, switch_sides: bool) -> str:
    """Where the viewer's home board is drawn in game ``game_index`` (0 = the first game of the
    match or session): ``corner`` itself, or, with ``switch_sides`` (R5: "switch sides after
    each game"), alternately ``corner`` and its mirror image, so every second game is played in
    the other direction."""
    base = corner if corner in CORNERS else DEFAULT_CORNER
    if switch_sides and game_index % 2 == 1:
        return mirrored_corner(base)
    return base
