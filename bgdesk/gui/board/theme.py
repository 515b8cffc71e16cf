"""Board colour themes.

Each theme gives the two checker colours with a strong difference in lightness, so the pairs
stay distinct for colour-blind players (no red/green pairs): classic is ivory against near-black,
high contrast is white against black on a grey board, ocean is pale sand against deep blue with
orange highlights.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Theme:
    name: str
    label: str
    background: str  # around the board
    frame: str
    frame_edge: str
    field: str
    point_a: str  # odd points
    point_b: str  # even points
    bar: str
    tray: str
    text: str  # point numbers, on the frame
    info_text: str  # names, pips, score, on the background
    checkers: tuple[str, str]  # side colour 0 (light) and 1 (dark)
    checker_edges: tuple[str, str]
    pips: tuple[str, str]  # die pips on each checker colour's dice
    cube: str
    cube_text: str
    highlight: str  # legal destinations
    source: str  # the picked-up checker's point
    last_move: str
    accent: str  # offered cube, on-roll marker
    extra: dict = field(default_factory=dict, compare=False)

    def display_name(self) -> str:
        """The theme's name in the language in use."""
        return QCoreApplication.translate("Theme", self.label)

    def color(self, attr: str, alpha: int | None = None) -> QColor:
        c = QColor(getattr(self, attr))
        if alpha is not None:
            c.setAlpha(alpha)
        return c

    def checker(self, colour: int) -> QColor:
        return QColor(self.checkers[colour])

    def checker_edge(self, colour: int) -> QColor:
        return QColor(self.checker_edges[colour])

    def pip(self, colour: int) -> QColor:
        return QColor(self.pips[colour])

    def mark(self, kind: str) -> QColor:
        """The colour of an arrow or badge of ``kind`` (see :data:`MARK_COLOURS`)."""
        if kind == "preview":
            return QColor(self.source)
        if kind == "move":
            return QColor(self.last_move)
        return QColor(MARK_COLOURS.get(kind, self.last_move))


#: The classes of a decision (:mod:`bgdesk.bots.skill`), in every theme: colours of Okabe and
#: Ito's palette, which stay apart for the common colour-blindnesses; every judged play also
#: carries its class in words on a badge, and the better play not made is drawn dashed.
MARK_COLOURS = {
    "best": "#009E73",      # bluish green
    "fine": "#F0E442",      # yellow
    "doubtful": "#E69F00",  # orange
    "bad": "#D55E00",       # vermilion
    "very_bad": "#CC79A7",  # reddish purple
}


CLASSIC = Theme(
    name="classic",
    label=QT_TRANSLATE_NOOP("Theme", "Classic"),
    background="#2b2f2a",
    frame="#5a3a22",
    frame_edge="#3b2514",
    field="#e9dcb8",
    point_a="#9c3b2f",
    point_b="#2f5d50",
    bar="#5a3a22",
    tray="#3e2817",
    text="#f2e6c9",
    info_text="#f0ead8",
    checkers=("#f6f0e0", "#26211d"),
    checker_edges=("#9a8f78", "#000000"),
    pips=("#1d1d1d", "#f6f0e0"),
    cube="#fbf7ea",
    cube_text="#1d1d1d",
    highlight="#f5b400",
    source="#3fa7ff",
    last_move="#3fa7ff",
    accent="#f5b400",
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    label=QT_TRANSLATE_NOOP("Theme", "High contrast"),
    background="#000000",
    frame="#1a1a1a",
    frame_edge="#ffffff",
    field="#7a7a7a",
    point_a="#d9d9d9",
    point_b="#2e2e2e",
    bar="#1a1a1a",
    tray="#000000",
    text="#ffffff",
    info_text="#ffffff",
    checkers=("#ffffff", "#000000"),
    checker_edges=("#000000", "#ffffff"),
    pips=("#000000", "#ffffff"),
    cube="#ffff00",
    cube_text="#000000",
    highlight="#ffff00",
    source="#00ffff",
    last_move="#ff00ff",
    accent="#ffff00",
)

OCEAN = Theme(
    name="ocean",
    label=QT_TRANSLATE_NOOP("Theme", "Ocean"),
    background="#0d1b2a",
    frame="#1b3a57",
    frame_edge="#0b2238",
    field="#cfe3ea",
    point_a="#4f86a8",
    point_b="#8fb9c9",
    bar="#1b3a57",
    tray="#12293f",
    text="#e6f1f5",
    info_text="#e6f1f5",
    checkers=("#fbe7c6", "#0b3d91"),
    checker_edges=("#b08a50", "#051c44"),
    pips=("#0b3d91", "#fbe7c6"),
    cube="#ffffff",
    cube_text="#0b3d91",
    highlight="#ff8c00",
    source="#ff8c00",
    last_move="#ffb347",
    accent="#ff8c00",
)

THEMES: dict[str, Theme] = {t.name: t for t in (CLASSIC, HIGH_CONTRAST, OCEAN)}
DEFAULT_THEME = "classic"


def theme_named(name: str | None) -> Theme:
    """The theme called ``name``, or the classic theme when it is unknown or missing."""
    return THEMES.get(name or DEFAULT_THEME, CLASSIC)
