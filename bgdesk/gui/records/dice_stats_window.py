"""The dice statistics window: each player's rolls against what fair dice give.

Figures come from :func:`bgdesk.engine.dicestats.dice_stats`: per player the count of each of the
21 rolls (6-6 ... 2-1, either order), the doubles, the six faces, with the expected counts and a
chi-square test. A table lists them; :class:`DiceBarPlot` draws, with QPainter, each player's
share of every roll as a bar beside a mark at the share fair dice give (1/36 for a double, 2/36
for any other roll), and the doubles' share against 1/6.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.dicestats import ROLLS, PlayerDiceStats, dice_stats
from bgdesk.gui.i18n import Context, is_language_change, locale, plain_text, resize_within_screen, translate_buttons
from bgdesk.gui.lifetime import deleted_when_closed

DiceStats = Context("DiceStats")

# Blue and orange stay apart for the common colour-blindnesses.
PLAYER_COLOURS = (QColor("#1f77b4"), QColor("#e66100"))



def roll_label(roll: tuple[int, int]) -> str:
    return f"{roll[0]}-{roll[1]}"


def _share(count: float, total: int) -> float:
    return count / total if total else 0.0


class DiceBarPlot(QWidget):
    """Per roll, one bar per player: the share of that player's rolls; a dark tick marks what
    fair dice give. The last group is the doubles."""

    MARGIN_LEFT = 48.0
    MARGIN_RIGHT = 12.0
    MARGIN_TOP = 28.0
    MARGIN_BOTTOM = 36.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_plot")
        self.stats: tuple[PlayerDiceStats, PlayerDiceStats] | None = None
        self.names = ("", "")
        self.setMinimumSize(560, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_stats(self, stats, names) -> None:
        self.stats = stats
        self.names = tuple(names)
        self.update()

    def groups(self) -> list[tuple[str, tuple[float, float], float]]:
        """(label, each player's share, fair share) per group: the 21 rolls, then doubles."""
        out = []
        if self.stats is None:
            return out
        s0, s1 = self.stats
        for r in ROLLS:
            fair = (1 if r[0] == r[1] else 2) / 36
            out.append((roll_label(r), (_share(s0.rolls[r], s0.turns), _share(s1.rolls[r], s1.turns)), fair))
        out.append((DiceStats.tr("dbl"), (_share(s0.doubles, s0.turns), _share(s1.doubles, s1.turns)), 1 / 6))
        return out

    def plot_rect(self) -> QRectF:
        return QRectF(self.MARGIN_LEFT, self.MARGIN_TOP,
                      max(1.0, self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT),
                      max(1.0, self.height() - self.MARGIN_TOP - self.MARGIN_BOTTOM))

    def top_value(self) -> float:
        values = [v for _l, shares, fair in self.groups() for v in (*shares, fair)]
        top = max(values, default=0.1)
        # Round up to the next 5 percent.
        return max(0.05, (int(top * 20 + 0.999)) / 20)

    def bar_rects(self) -> list[tuple[QRectF, QRectF, float]]:
        """Per group: player 0's bar, player 1's bar, the y of the fair mark (for tests too)."""
        r = self.plot_rect()
        groups = self.groups()
        if not groups:
            return []
        top = self.top_value()
        slot = r.width() / len(groups)
        bar_w = slot * 0.36
        out = []
        for i, (_label, shares, fair) in enumerate(groups):
            x0 = r.left() + i * slot + slot * 0.12
            bars = []
            for k, v in enumerate(shares):
                h = r.height() * min(v, top) / top
                bars.append(QRectF(x0 + k * bar_w, r.bottom() - h, bar_w, h))
            out.append((bars[0], bars[1], r.bottom() - r.height() * fair / top))
        return out

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        text = pal.text().color()
        grid = QColor(text)
        grid.setAlpha(45)
        font = QFont(self.font())
        p.setFont(font)
        fm = QFontMetricsF(font)
        r = self.plot_rect()
        if self.stats is None or not (self.stats[0].turns or self.stats[1].turns):
            p.setPen(text)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, DiceStats.tr("No rolls yet."))
            p.end()
            return
        top = self.top_value()
        # Grid every 5 percent.
        steps = round(top / 0.05)
        for k in range(steps + 1):
            y = r.bottom() - r.height() * k / steps
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(text)
            p.drawText(QRectF(0, y - fm.height() / 2, self.MARGIN_LEFT - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{5 * k}%")
        groups = self.groups()
        slot = r.width() / len(groups)
        for i, ((label, _shares, _fair), (b0, b1, fair_y)) in enumerate(zip(groups, self.bar_rects())):
            for bar, colour in ((b0, PLAYER_COLOURS[0]), (b1, PLAYER_COLOURS[1])):
                p.fillRect(bar, colour)
            p.setPen(QPen(text, 2))
            p.drawLine(QPointF(b0.left() - 2, fair_y), QPointF(b1.right() + 2, fair_y))
            p.setPen(text)
            p.drawText(QRectF(r.left() + i * slot, r.bottom() + 2, slot, fm.height() + 2),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        # Legend.
        x = r.left()
        for k in (0, 1):
            p.fillRect(QRectF(x, 8, 12, 12), PLAYER_COLOURS[k])
            p.setPen(text)
            name = self.names[k] or f"Player {k + 1}"
            p.drawText(QPointF(x + 16, 19), name)
            x += 16 + fm.horizontalAdvance(name) + 18
        p.setPen(QPen(text, 2))
        p.drawLine(QPointF(x, 14), QPointF(x + 14, 14))
        p.setPen(text)
        p.drawText(QPointF(x + 18, 19), DiceStats.tr("fair dice"))
        p.end()


class DiceStatsWindow(QDialog):
    """Counts of each roll and of doubles per player against the expected counts, with a plot.

    ``source`` is anything :func:`dice_stats` takes (a Match, a MatchRecord...) or a callable
    returning one, so :meth:`refresh` can follow a match being played."""

    def __init__(self, parent: QWidget | None, source, names=("Player 1", "Player 2"),
                 title: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DiceStatsWindow")
        self.title = title  # None: "Dice statistics" in the language in use
        self.setWindowTitle(title or DiceStats.tr("Dice statistics"))
        self.source = source
        self.names = tuple(names)
        layout = QVBoxLayout(self)
        self.summary = plain_text(QLabel())
        self.summary.setObjectName("dice_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Vertical)
        self.table = QTableWidget(len(ROLLS) + 1, 5)
        self.table.setObjectName("dice_table")
        self.table.setAccessibleName(DiceStats.tr("Dice statistics"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        split.addWidget(self.table)
        self.plot = DiceBarPlot()
        split.addWidget(self.plot)
        split.setSizes([330, 260])
        layout.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        resize_within_screen(self, 760, 760)
        self.stats: tuple[PlayerDiceStats, PlayerDiceStats] | None = None
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.setWindowTitle(self.title or DiceStats.tr("Dice statistics"))
            self.table.setAccessibleName(DiceStats.tr("Dice statistics"))
            self.refresh()
        super().changeEvent(event)

    def set_source(self, source, names=None) -> None:
        self.source = source
        if names is not None:
            self.names = tuple(names)
        self.refresh()

    def _data(self):
        src = self.source() if callable(self.source) else self.source
        if src is None:
            return ()
        return src

    def refresh(self) -> None:
        self.stats = dice_stats(self._data())
        s = self.stats
        n0, n1 = self.names
        self.table.setHorizontalHeaderLabels([
            DiceStats.tr("Roll"), n0, DiceStats.tr("expected"), n1, DiceStats.tr("expected")])
        rows = [(roll_label(r), s[0].rolls[r], s[0].expected(r), s[1].rolls[r], s[1].expected(r))
                for r in ROLLS]
        rows.append((DiceStats.tr("Doubles"), s[0].doubles, s[0].expected_doubles, s[1].doubles,
                     s[1].expected_doubles))
        for i, row in enumerate(rows):
            for j, v in enumerate(row):
                text = f"{v:.1f}" if isinstance(v, float) else str(v)
                item = QTableWidgetItem(text)
                if j:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if i == len(rows) - 1:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(i, j, item)
        lines = []
        for k in (0, 1):
            st = s[k]
            loc = locale()  # numbers written as the language writes them
            lines.append(DiceStats.tr(
                "{name}: {turns} rolls, {doubles} doubles (fair dice: {exp}), {pips} pips; "
                "chance of rolls this uneven with fair dice: {p_rolls} (rolls), "
                "{p_faces} (faces)").format(
                    name=self.names[k], turns=st.turns, doubles=st.doubles,
                    exp=loc.toString(float(st.expected_doubles), "f", 1), pips=st.pips,
                    p_rolls=loc.toString(round(100 * st.rolls_p)) + loc.percent(),
                    p_faces=loc.toString(round(100 * st.faces_p)) + loc.percent()))
        lines.append(DiceStats.tr("A chance below 1% would be unusual for fair dice; above that, nothing "
                                  "is amiss."))
        self.summary.setText("\n".join(lines))
        self.plot.set_stats(s, self.names)

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    @classmethod
    def show_for(cls, parent: QWidget | None, source, names=("Player 1", "Player 2"),
                 title: str | None = None) -> "DiceStatsWindow":
        """Open the window (not modal) and return it."""
        win = deleted_when_closed(cls(parent, source, names, title))
        win.show()
        return win


__all__ = ["DiceBarPlot", "DiceStatsWindow", "PLAYER_COLOURS", "roll_label"]
