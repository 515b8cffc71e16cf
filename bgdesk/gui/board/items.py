"""The board's graphics items: board, checkers, dice, cube, highlights, last-move marks, info bands.

Items only draw; they take their coordinates from :mod:`bgdesk.gui.board.geometry` (via the scene) and
their colours from a :class:`~bgdesk.gui.board.theme.Theme`. Mouse handling lives in the scene, which
knows which checker is on top and asks the controller what is legal.
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from bgdesk.gui.board import geometry as g
from bgdesk.gui.board.geometry import BoardGeometry, Rect
from bgdesk.gui.i18n import Context
from bgdesk.gui.board.theme import Theme

BoardItems = Context("BoardItems")


def qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


def _font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


# --------------------------------------------------------------------------------------------
class BoardItem(QGraphicsItem):
    """The static board: frame, fields, 24 points, bar, trays, cube column and point numbers."""

    def __init__(self, geometry: BoardGeometry, theme: Theme) -> None:
        super().__init__()
        self._geo = geometry
        self._theme = theme
        self._labels: Callable[[int], str] = str
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_look(self, geometry: BoardGeometry, theme: Theme, labels: Callable[[int], str]) -> None:
        self._geo, self._theme, self._labels = geometry, theme, labels
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return qrect(self._geo.board_rect).adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(qrect(self._geo.board_rect))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        geo, th = self._geo, self._theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = qrect(geo.board_rect)
        painter.setPen(QPen(th.color("frame_edge"), 2))
        painter.setBrush(th.color("frame"))
        painter.drawRoundedRect(board, 10, 10)
        painter.setPen(Qt.PenStyle.NoPen)
        # Playing fields.
        for half in ("left", "right"):
            painter.setBrush(th.color("field"))
            painter.drawRect(qrect(geo.field_rect(half)))
        # Bar (darker strip with a subtle centre line).
        bar = qrect(geo.bar_rect)
        painter.setBrush(th.color("bar"))
        painter.drawRect(bar)
        painter.setPen(QPen(th.color("frame_edge"), 2))
        painter.drawLine(QPointF(bar.left() + 1, bar.top()), QPointF(bar.left() + 1, bar.bottom()))
        painter.drawLine(QPointF(bar.right() - 1, bar.top()), QPointF(bar.right() - 1, bar.bottom()))
        painter.setPen(Qt.PenStyle.NoPen)
        # Cube column and trays.
        painter.setBrush(th.color("tray"))
        painter.drawRoundedRect(qrect(geo.cube_column), 6, 6)
        for side in (g.VIEWER, g.OPPONENT):
            painter.drawRoundedRect(qrect(geo.tray_rect(side)).adjusted(-2, -2, 2, 2), 5, 5)
        # Points.
        for n in range(1, 25):
            r = geo.point_rect(n)
            down = geo.point_points_down(n)
            inset = 2.0
            if down:
                poly = QPolygonF(
                    [QPointF(r.x + inset, r.y), QPointF(r.right - inset, r.y), QPointF(r.x + r.w / 2, r.bottom - 4)]
                )
            else:
                poly = QPolygonF(
                    [QPointF(r.x + inset, r.bottom), QPointF(r.right - inset, r.bottom), QPointF(r.x + r.w / 2, r.y + 4)]
                )
            painter.setBrush(th.color("point_a" if n % 2 else "point_b"))
            painter.drawPolygon(poly)
        # Point numbers.
        painter.setPen(th.color("text"))
        painter.setFont(_font(9.5, bold=True))
        for n in range(1, 25):
            painter.drawText(qrect(geo.point_label_rect(n)), Qt.AlignmentFlag.AlignCenter, self._labels(n))


# --------------------------------------------------------------------------------------------
class CheckerItem(QGraphicsObject):
    """One checker, centred on its position. Round on the board; a slab in the bear-off tray."""

    def __init__(self, side: int, colour: int, theme: Theme) -> None:
        super().__init__()
        self.side = side
        self._colour = colour
        self._theme = theme
        self._slab: tuple[float, float] | None = None
        self._label = ""
        self._r = g.CHECKER_D / 2
        self.location: tuple[int, int] | None = None  # (viewer-drawn kind key, index) for debugging
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- look --------------------------------------------------------------------------------
    @property
    def colour(self) -> int:
        return self._colour

    def set_look(self, colour: int, theme: Theme) -> None:
        if (colour, theme) != (self._colour, self._theme):
            self._colour, self._theme = colour, theme
            self.update()

    def set_slab(self, size: tuple[float, float] | None) -> None:
        if size != self._slab:
            self.prepareGeometryChange()
            self._slab = size
            self.update()

    @property
    def is_slab(self) -> bool:
        return self._slab is not None

    def set_label(self, text: str) -> None:
        if text != self._label:
            self._label = text
            self.update()

    @property
    def label(self) -> str:
        return self._label

    # -- Qt ----------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802
        if self._slab:
            w, h = self._slab
            return QRectF(-w / 2 - 1, -h / 2 - 1, w + 2, h + 2)
        r = self._r + 1.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self._slab:
            w, h = self._slab
            path.addRect(QRectF(-w / 2, -h / 2, w, h))
        else:
            path.addEllipse(QPointF(0, 0), self._r, self._r)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        th = self._theme
        fill = th.checker(self._colour)
        edge = th.checker_edge(self._colour)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._slab:
            w, h = self._slab
            grad = QLinearGradient(0, -h / 2, 0, h / 2)
            grad.setColorAt(0, fill.lighter(115))
            grad.setColorAt(1, fill.darker(115))
            painter.setPen(QPen(edge, 1))
            painter.setBrush(QBrush(grad))
            painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), 3, 3)
            return
        r = self._r
        grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.35), r * 1.6)
        grad.setColorAt(0, fill.lighter(125))
        grad.setColorAt(1, fill.darker(112))
        painter.setPen(QPen(edge, 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(QPointF(0, 0), r - 0.75, r - 0.75)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, 1.2))
        painter.drawEllipse(QPointF(0, 0), r * 0.62, r * 0.62)
        if self._label:
            painter.setPen(th.pip(self._colour))
            painter.setFont(_font(13, bold=True))
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self._label)


# --------------------------------------------------------------------------------------------
_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


class DiceCupItem(QGraphicsItem):
    """Where the dice will fall, before a roll a person may make: two dashed die outlines in the
    roller's colour with "Roll" under them, so that the dice area can be seen (and clicked) on
    an empty board. A single outline for a player's die of the opening roll."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self._rect = QRectF()
        self._dice = 2
        self._colour = 0
        self._text = ""
        self.setZValue(39)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene takes the click

    def set_cup(self, rect: Rect, dice: int, colour: int, text: str, theme: Theme) -> None:
        self.prepareGeometryChange()
        self._rect = qrect(rect)
        self._dice, self._colour, self._text, self._theme = dice, colour, text, theme
        self.update()

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 4 + 26)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        th = self._theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor(th.checker_edge(self._colour))
        fill = QColor(th.checker(self._colour))
        fill.setAlpha(60)
        painter.setPen(QPen(edge, 2, Qt.PenStyle.DashLine))
        painter.setBrush(fill)
        size, gap = g.DIE_SIZE, g.DIE_GAP
        total = self._dice * size + (self._dice - 1) * gap
        x0 = self._rect.center().x() - total / 2
        y0 = self._rect.center().y() - size / 2
        for i in range(self._dice):
            painter.drawRoundedRect(QRectF(x0 + i * (size + gap), y0, size, size), 8, 8)
        if self._text:
            font = painter.font()
            font.setPixelSize(18)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(th.frame))  # dark on the light playing field
            painter.drawText(QRectF(self._rect.x() - 40, y0 + size + 2, self._rect.width() + 80, 24),
                             Qt.AlignmentFlag.AlignCenter, self._text)


class DieItem(QGraphicsObject):
    """A die in its owner's checker colour; a used die is dimmed."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self._value = 1
        self._colour = 0
        self._used = False
        self._size = g.DIE_SIZE
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def value(self) -> int:
        return self._value

    @property
    def used(self) -> bool:
        return self._used

    def set_die(self, value: int, colour: int, used: bool, theme: Theme) -> None:
        if not 1 <= value <= 6:
            raise ValueError(f"a die shows 1..6, not {value}")
        self._value, self._colour, self._used, self._theme = value, colour, used, theme
        self.setOpacity(0.38 if used else 1.0)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        s = self._size / 2 + 2
        return QRectF(-s, -s, 2 * s, 2 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        s = self._size / 2
        path.addRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), 8, 8)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        th = self._theme
        s = self._size / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = th.checker(self._colour)
        grad = QLinearGradient(-s, -s, s, s)
        grad.setColorAt(0, body.lighter(118))
        grad.setColorAt(1, body.darker(110))
        painter.setPen(QPen(th.checker_edge(self._colour), 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(th.pip(self._colour))
        step = s * 0.5
        pr = s * 0.16
        for dx, dy in _PIPS[self._value]:
            painter.drawEllipse(QPointF(dx * step, dy * step), pr, pr)


# --------------------------------------------------------------------------------------------
class CubeItem(QGraphicsObject):
    """The doubling cube: 64 at value 1; outlined in the accent colour while offered; dimmed when
    doubling is not allowed in this game (the Crawford game)."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self._value = 1
        self._offered = False
        self._enabled = True
        self._size = g.CUBE_SIZE
        self.setZValue(45)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def face(self) -> str:
        return "64" if self._value == 1 else str(self._value)

    @property
    def offered(self) -> bool:
        return self._offered

    def set_cube(self, value: int, offered: bool, enabled: bool, size: float, theme: Theme) -> None:
        if size != self._size:
            self.prepareGeometryChange()
        self._value, self._offered, self._enabled, self._size, self._theme = value, offered, enabled, size, theme
        self.setOpacity(1.0 if enabled else 0.35)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        s = self._size / 2 + 6
        return QRectF(-s, -s, 2 * s, 2 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        s = self._size / 2
        path.addRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), 6, 6)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        th = self._theme
        s = self._size / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._offered:
            painter.setPen(QPen(th.color("accent"), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-s - 2, -s - 2, 2 * s + 4, 2 * s + 4), 8, 8)
        painter.setPen(QPen(th.color("cube_text"), 1.5))
        painter.setBrush(th.color("cube"))
        painter.drawRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), 6, 6)
        painter.setPen(th.color("cube_text"))
        painter.setFont(_font(self._size * 0.34, bold=True))
        painter.drawText(QRectF(-s, -s, 2 * s, 2 * s), Qt.AlignmentFlag.AlignCenter, self.face)


# --------------------------------------------------------------------------------------------
class HighlightItem(QGraphicsItem):
    """A translucent mark over a legal destination (or the source point of a drag)."""

    def __init__(self, rect: Rect, colour: QColor, landing: Rect | None = None) -> None:
        super().__init__()
        self._rect = qrect(rect)
        self._colour = QColor(colour)
        self._landing = qrect(landing) if landing else None
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self._colour)
        fill.setAlpha(70)
        painter.setBrush(fill)
        painter.setPen(QPen(self._colour, 3))
        painter.drawRoundedRect(self._rect.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        if self._landing is not None:  # where the checker will land
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self._colour, 3, Qt.PenStyle.DashLine))
            painter.drawEllipse(self._landing.adjusted(3, 3, -3, -3))


class ArrowItem(QGraphicsItem):
    """A checker's way in a play: a line from where it started (a ring there) through the
    points it touched to where it ended (the arrowhead).

    ``width`` is the line's width; ``dashed`` draws an outline in dashes instead of a full line
    (the better play not made); ``cased`` draws a dark edge around the line so that light
    colours stand out on a light board. ``kind`` (the colour's meaning) is kept for tests."""

    def __init__(self, start: QPointF, end: QPointF, colour: QColor, *, via=(), width: float = 4.0,
                 dashed: bool = False, cased: bool = False, kind: str = "move", z: float = 30) -> None:
        super().__init__()
        self._points = [QPointF(start), *(QPointF(p) for p in via), QPointF(end)]
        self._colour = QColor(colour)
        self._width, self._dashed, self._cased = float(width), bool(dashed), bool(cased)
        self.kind = kind
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def colour(self) -> QColor:
        return QColor(self._colour)

    @property
    def dashed(self) -> bool:
        return self._dashed

    @property
    def start(self) -> QPointF:
        return QPointF(self._points[0])

    @property
    def end(self) -> QPointF:
        return QPointF(self._points[-1])

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = QPolygonF(self._points).boundingRect()
        m = 16 + self._width
        return r.adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        path = QPainterPath(self._points[0])
        for p in self._points[1:]:
            path.lineTo(p)
        return path

    def _head(self) -> QPolygonF:
        a, b = self._points[-2], self._points[-1]
        ang = math.atan2(b.y() - a.y(), b.x() - a.x())
        size = 10.0 + 1.5 * self._width
        p1 = b - QPointF(math.cos(ang - 0.45) * size, math.sin(ang - 0.45) * size)
        p2 = b - QPointF(math.cos(ang + 0.45) * size, math.sin(ang + 0.45) * size)
        return QPolygonF([b, p1, p2])

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self._colour)
        colour.setAlpha(230 if self._cased else 200)
        line = self.shape()
        head = self._head()
        if self._dashed:
            edge = QPen(colour, 2.5, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap)
            edge.setDashPattern([4.0, 3.0])
            outline = QPainterPath()
            outline.addPolygon(head)
            outline.closeSubpath()
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 150), self._width + 4, Qt.PenStyle.DashLine,
                                Qt.PenCapStyle.FlatCap))
            painter.drawPath(line)
            painter.setPen(QPen(colour, self._width + 1, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap))
            painter.drawPath(line)
            painter.setPen(edge)
            painter.drawPath(outline)
            painter.drawEllipse(self._points[0], 6, 6)
            return
        if self._cased:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 170), self._width + 3, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(line)
            painter.setBrush(QColor(0, 0, 0, 170))
            painter.drawPolygon(head)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, self._width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(line)
        painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(head)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 2.5))
        painter.drawEllipse(self._points[0], 5, 5)


class BadgeItem(QGraphicsItem):
    """A short label over the board, in a rounded box edged in the colour of its meaning (a
    judged play, a cube decision): the words say it for those who cannot tell the colours."""

    def __init__(self, text: str, colour: QColor, kind: str = "", theme: Theme | None = None,
                 depth: str = "") -> None:
        super().__init__()
        self.text = text
        self.kind = kind
        self.depth = depth  # a small mark after the text: how deep the judgement is
        self._colour = QColor(colour)
        self._font = _font(11, bold=True)
        self._small = _font(8)
        fm = QFontMetricsF(self._font)
        self._depth_w = QFontMetricsF(self._small).horizontalAdvance(depth) + 6 if depth else 0.0
        self._w = fm.horizontalAdvance(text) + 18 + self._depth_w
        self._h = fm.height() + 8
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def colour(self) -> QColor:
        return QColor(self._colour)

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2 - 3, -self._h / 2 - 3, self._w + 6, self._h + 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setBrush(QColor(20, 24, 28, 230))
        painter.setPen(QPen(self._colour, 3))
        painter.drawRoundedRect(rect, 7, 7)
        stripe = QRectF(rect.x() + 3, rect.y() + 3, 5, rect.height() - 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawRoundedRect(stripe, 2, 2)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(self._font)
        painter.drawText(rect.adjusted(9, 0, -2 - self._depth_w, 0), Qt.AlignmentFlag.AlignCenter,
                         self.text)
        if self.depth:
            painter.setPen(QColor("#c8d0d8"))
            painter.setFont(self._small)
            painter.drawText(rect.adjusted(rect.width() - self._depth_w - 4, 0, -4, -3),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, self.depth)


def _elide_name(name: str, metrics: QFontMetricsF, width: float) -> str:
    """``name`` within ``width``: a role in brackets at its end is kept whole and the name before
    it is cut at its end ("Evangel… (captain of 7)"); when even that leaves too little of the name,
    the whole text is cut in its middle."""
    cut = name.rfind(" (")
    if name.endswith(")") and cut > 0:
        role = name[cut:]
        head = metrics.elidedText(name[:cut], Qt.TextElideMode.ElideRight,
                                  width - metrics.horizontalAdvance(role))
        if len(head.rstrip("…")) >= 3:
            return head + role
    return metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, width)


class InfoItem(QGraphicsItem):
    """A player's band: checker swatch, name, pips, on-roll marker, score; a centre text."""

    MARGIN = 22.0  # from the band's left edge to the swatch (the on-roll marker is in it)
    SWATCH_R = 12.0  # the radius of the checker swatch

    def __init__(self, rect: Rect, theme: Theme) -> None:
        super().__init__()
        self._rect = qrect(rect)
        self._theme = theme
        self.name = ""
        self.colour = 0
        self.pips: int | None = None
        self.score_text = ""
        self.centre_text = ""
        self.on_roll = False
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def centre_rect(self) -> QRectF:
        """Where the centre text (the status, or the match) goes: between the name and the score."""
        r = self._rect
        return QRectF(r.left() + r.width() * 0.35, r.top() + 1, r.width() * 0.45, r.height() - 2)

    def centre_layout(self) -> tuple[QFont, int, str, QRectF]:
        """The font, the flags and the text drawn in the centre, and the part of
        :meth:`centre_rect` the text takes (it is centred there)."""
        room = self.centre_rect()
        if not self.centre_text:
            return _font(13.0), int(Qt.AlignmentFlag.AlignCenter), "", QRectF(room.center(), room.center())
        font, flags, shown = fit_text(self.centre_text, room)
        used = QFontMetricsF(font).boundingRect(room, flags, shown)
        return font, flags, shown, used

    def name_rect(self) -> QRectF:
        """Where the name and the pip count go: after the swatch, up to the text in the centre
        (and at least up to where the centre's room starts)."""
        r = self._rect
        left = r.left() + self.MARGIN + 2 * self.SWATCH_R + 10
        right = max(self.centre_rect().left(), self.centre_layout()[3].left()) - 12
        return QRectF(left, r.top(), right - left, r.height())

    def name_layout(self) -> tuple[QFont, QRectF, str]:
        """The font, the room and the text drawn for the name and the pip count: a name too
        long for the room is shortened so that its start and a role after it ("(box)",
        "(captain of 7)") stay (the pips stay whole); the full name is the tooltip."""
        font = _font(14, bold=True)
        room = self.name_rect()
        metrics = QFontMetricsF(font)
        pips = ""
        if self.pips is not None:
            pips = "   " + BoardItems.tr("%n pip(s)", "pip count beside a player's name", self.pips)
        name = self.name
        if metrics.horizontalAdvance(name + pips) > room.width():
            if metrics.horizontalAdvance(pips) > room.width() / 2:
                pips = ""  # a narrow band keeps the name; the pips are in the board's words
            name = _elide_name(name, metrics, room.width() - metrics.horizontalAdvance(pips))
        return font, room, name + pips

    def set_info(self, **values) -> None:
        theme = values.pop("theme", None)
        if theme is not None:
            self._theme = theme
        for key, value in values.items():
            if not hasattr(self, key):
                raise AttributeError(key)
            setattr(self, key, value)
        self.setToolTip(self.name)
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        th = self._theme
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cy = r.center().y()
        x = r.left() + self.MARGIN
        # On-roll marker.
        if self.on_roll:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(th.color("accent"))
            painter.drawPolygon(QPolygonF([QPointF(x - 12, cy - 8), QPointF(x - 12, cy + 8), QPointF(x - 2, cy)]))
        # Swatch.
        rad = self.SWATCH_R
        painter.setPen(QPen(th.checker_edge(self.colour), 1.5))
        painter.setBrush(th.checker(self.colour))
        painter.drawEllipse(QPointF(x + rad, cy), rad, rad)
        painter.setPen(th.color("info_text"))
        font, room, text = self.name_layout()
        painter.setFont(font)
        painter.drawText(room, Qt.AlignmentFlag.AlignVCenter, text)
        if self.centre_text:
            painter.setPen(th.color("accent"))
            font, flags, shown, _used = self.centre_layout()
            painter.setFont(font)
            painter.drawText(self.centre_rect(), flags, shown)
        painter.setPen(th.color("info_text"))
        painter.setFont(_font(14, bold=True))
        painter.drawText(
            QRectF(r.left(), r.top(), r.width() - 20, r.height()),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            self.score_text,
        )


def fit_text(text: str, room: QRectF, size: float = 13.0) -> tuple[QFont, int, str]:
    """How to show ``text`` whole in ``room``: on one line at ``size`` if it fits, else on two
    lines at a slightly smaller size (long sentences in some languages), else elided. Returns
    the font, the drawText flags and the text to draw."""
    centre = int(Qt.AlignmentFlag.AlignCenter)
    font = _font(size)
    if QFontMetricsF(font).horizontalAdvance(text) <= room.width():
        return font, centre, text
    wrap = centre | int(Qt.TextFlag.TextWordWrap)
    for smaller in (12.0, 11.0, 10.0):
        font = _font(smaller)
        needed = QFontMetricsF(font).boundingRect(room, wrap, text)
        if needed.height() <= room.height() and needed.width() <= room.width():
            return font, wrap, text
    return font, centre, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, room.width())


class BannerItem(QGraphicsObject):
    """An announcement across the middle of the board (who won, the new score)."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self._text = ""
        self._w, self._h = 620.0, 150.0
        self.setZValue(300)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str, theme: Theme) -> None:
        self._text, self._theme = text, theme
        # Measure the wrapped text, so long lines in any language stay inside the frame.
        room = QRectF(0, 0, self._w - 32, 10_000)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        needed = QFontMetricsF(_font(17, bold=True)).boundingRect(room, flags, text).height()
        h = max(70.0, needed + 36.0)
        if h != self._h:
            self.prepareGeometryChange()
            self._h = h
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-self._w / 2, -self._h / 2, self._w, self._h), 14, 14)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        th = self._theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bg = th.color("background")
        bg.setAlpha(235)
        painter.setBrush(bg)
        painter.setPen(QPen(th.color("accent"), 3))
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(th.color("info_text"))
        painter.setFont(_font(17, bold=True))
        painter.drawText(rect.adjusted(16, 10, -16, -10), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._text)


__all__ = [
    "BannerItem",
    "ArrowItem",
    "BadgeItem",
    "BoardItem",
    "CheckerItem",
    "CubeItem",
    "DieItem",
    "HighlightItem",
    "InfoItem",
    "qrect",
]
