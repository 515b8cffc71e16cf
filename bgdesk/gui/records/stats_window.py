"""The Statistics window: results against each opponent and a plot of them over time, the
drills answered week by week, and every player's chouette games.

Figures come from :mod:`bgdesk.storage.stats` (per opponent: games, wins, gammons, backgammons,
points per game, matches won). The plot is drawn here with QPainter: the running total of net
points, game after game, with each game's date under the axis; choosing an opponent in the table
plots the games against that opponent only. The Drills page shows :mod:`bgdesk.storage.drills`
per week (sets, answers, the share of best answers, the equity given up per answer) and plots
the equity given up per answer, week after week: progress is the line going down. The
Chouettes page shows every player's chouette games
(:meth:`bgdesk.storage.stats.Stats.chouette_players`): in the box and as a team member, the
points won and lost and the net points per game.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QPointF, QRectF, Qt, QTime
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.i18n import (
    is_language_change,
    locale,
    per_game_text,
    plain_text,
    resize_within_screen,
    signed_number,
    translate_buttons,
)
from bgdesk.gui.match.session import COMPUTER_OPPONENT
from bgdesk.gui.practice.bot_runner import level_name
from bgdesk.gui.practice.tables import table
from bgdesk.storage.drills import DrillHistory, load_drills
from bgdesk.storage.stats import (
    ChouettePlayerStats,
    OpponentStats,
    PointsTally,
    SeriesPoint,
    Stats,
    load_stats,
)
from bgdesk.gui.lifetime import deleted_when_closed

try:  # marks strings for pyside6-lupdate without translating them yet
    from PySide6.QtCore import QT_TRANSLATE_NOOP
except ImportError:  # pragma: no cover
    def QT_TRANSLATE_NOOP(context, text):  # noqa: N802
        return text

CONTEXT = "StatsWindow"

# Colours that stay apart for the common colour-blindnesses (blue / orange), plus shape: wins are
# drawn as filled circles, losses as hollow squares.
WIN_COLOUR = QColor("#1f77b4")
LOSS_COLOUR = QColor("#e66100")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20, 50...) giving about ``ticks`` intervals over ``span``."""
    raw = max(span / max(ticks, 1), 1e-9)
    step = 1
    while True:
        for m in (1, 2, 5):
            if step * m >= raw:
                return max(1, step * m)
        step *= 10


class ResultsPlot(QWidget):
    """Cumulative net points (won minus lost) after each game, drawn with QPainter."""

    MARGIN_LEFT = 56.0
    MARGIN_RIGHT = 28.0
    MARGIN_TOP = 30.0
    MARGIN_BOTTOM = 44.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results_plot")
        self.series: list[SeriesPoint] = []
        self.title = ""
        self.setMinimumSize(420, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_series(self, series: list[SeriesPoint], title: str = "") -> None:
        self.series = list(series)
        self.title = title
        self.update()

    # -- coordinates -------------------------------------------------------------------------
    def plot_rect(self) -> QRectF:
        return QRectF(self.MARGIN_LEFT, self.MARGIN_TOP,
                      max(1.0, self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT),
                      max(1.0, self.height() - self.MARGIN_TOP - self.MARGIN_BOTTOM))

    def value_range(self) -> tuple[int, int]:
        values = [0] + [p.cumulative for p in self.series]
        lo, hi = min(values), max(values)
        pad = max(1, round((hi - lo) * 0.06))  # keep the marks off the frame
        return lo - pad, hi + pad

    def point_at(self, index: int) -> QPointF:
        """Where the running total after game ``index`` (0 = before the first game) is drawn."""
        r = self.plot_rect()
        n = max(len(self.series), 1)
        lo, hi = self.value_range()
        value = 0 if index == 0 else self.series[index - 1].cumulative
        x = r.left() + r.width() * index / n
        y = r.bottom() - r.height() * (value - lo) / (hi - lo)
        return QPointF(x, y)

    def date_format(self) -> tuple[str, str]:
        """How to write the dates under the axis, from the time the games span: the time of day
        when they were all played on one day (that day is then named once), else the date.
        Returns a QLocale date-time format and the text naming the day or year (month names in
        the language in use)."""
        first, last = self.series[0].when, self.series[-1].when
        if first.date() == last.date():
            return "HH:mm", locale().toString(QDate(first.year, first.month, first.day), "d MMM yyyy")
        if first.year == last.year:
            return "d MMM", str(first.year)
        return "MMM yyyy", ""

    @staticmethod
    def format_when(when, fmt: str) -> str:
        """``when`` (a datetime) in the QLocale format ``fmt``, in the language in use."""
        return locale().toString(QDateTime(QDate(when.year, when.month, when.day),
                                           QTime(when.hour, when.minute, when.second)), fmt)

    # -- painting (Qt override) --------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        text_colour = pal.text().color()
        grid_colour = QColor(text_colour)
        grid_colour.setAlpha(45)
        r = self.plot_rect()
        font = QFont(self.font())
        p.setFont(font)
        fm = QFontMetricsF(font)
        if self.title:
            bold = QFont(font)
            bold.setBold(True)
            p.setFont(bold)
            p.setPen(text_colour)
            p.drawText(QRectF(0, 4, self.width(), self.MARGIN_TOP - 6),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.title)
            p.setFont(font)
        if not self.series:
            p.setPen(text_colour)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter,
                       QCoreApplication.translate("StatsWindow", "No games recorded yet: finished games appear here."))
            p.end()
            return
        lo, hi = self.value_range()
        step = nice_step(hi - lo)
        # Horizontal grid lines with their values.
        first = (lo // step) * step
        v = first
        while v <= hi:
            if v >= lo:
                y = r.bottom() - r.height() * (v - lo) / (hi - lo)
                p.setPen(QPen(text_colour if v == 0 else grid_colour, 1.5 if v == 0 else 1.0))
                p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
                p.setPen(text_colour)
                label = signed(v)
                p.drawText(QRectF(0, y - fm.height() / 2, self.MARGIN_LEFT - 8, fm.height()),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            v += step
        # Axes.
        p.setPen(QPen(text_colour, 1.2))
        p.drawLine(r.bottomLeft(), r.topLeft())
        p.drawLine(r.bottomLeft(), r.bottomRight())
        # Dates under the axis: first, last and a few between, never overlapping or repeated.
        n = len(self.series)
        ticks = sorted({1, n} | set(range(1, n + 1, max(1, nice_step(n, 5)))))
        fmt, day = self.date_format()
        last_right = -1e9
        last_label = None
        for i in ticks:
            x = self.point_at(i).x()
            label = self.format_when(self.series[i - 1].when, fmt)
            w = fm.horizontalAdvance(label)
            left = min(max(x - w / 2, 0), self.width() - w)
            if (left < last_right + 8 or label == last_label) and i != n:
                continue
            last_label = label
            p.setPen(QPen(grid_colour, 1))
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
            p.setPen(text_colour)
            p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.bottom() + 4))
            p.drawText(QPointF(left, r.bottom() + 6 + fm.ascent()), label)
            last_right = left + w
        axis = QCoreApplication.translate("StatsWindow", "Games, oldest first")
        if day:
            axis += f" ({day})"
        p.drawText(QRectF(0, self.height() - fm.height() - 2, self.width(), fm.height()),
                   Qt.AlignmentFlag.AlignHCenter, axis)
        # The running total.
        path = QPainterPath(self.point_at(0))
        for i in range(1, n + 1):
            path.lineTo(self.point_at(i))
        p.setPen(QPen(text_colour, 2.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        # Each game: a filled circle for a win, a hollow square for a loss.
        radius = 4.0 if n <= 60 else 2.5
        for i, pt in enumerate(self.series, start=1):
            c = self.point_at(i)
            if pt.net > 0:
                p.setPen(QPen(WIN_COLOUR.darker(130), 1))
                p.setBrush(WIN_COLOUR)
                p.drawEllipse(c, radius, radius)
            else:
                p.setPen(QPen(LOSS_COLOUR, 2))
                p.setBrush(pal.base())
                p.drawRect(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius))
        p.end()


class DrillPlot(QWidget):
    """Equity given up per drill answer, one point per week with drills, drawn with QPainter."""

    MARGIN_LEFT = 62.0
    MARGIN_RIGHT = 56.0  # room for the last date under the axis
    MARGIN_TOP = 30.0
    MARGIN_BOTTOM = 44.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drill_plot")
        self.weeks: list = []
        self.setMinimumSize(420, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_weeks(self, weeks) -> None:
        self.weeks = list(weeks)
        self.update()

    def plot_rect(self) -> QRectF:
        return QRectF(self.MARGIN_LEFT, self.MARGIN_TOP,
                      max(1.0, self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT),
                      max(1.0, self.height() - self.MARGIN_TOP - self.MARGIN_BOTTOM))

    def top_value(self) -> float:
        """The top of the value axis: a round number above the worst week."""
        worst = max((w.mean_loss for w in self.weeks), default=0.0)
        for top in (0.02, 0.05, 0.1, 0.2, 0.5, 1.0):
            if worst <= top:
                return top
        return max(1.0, worst)

    def point_at(self, index: int) -> QPointF:
        r = self.plot_rect()
        n = len(self.weeks)
        x = r.center().x() if n <= 1 else r.left() + r.width() * index / (n - 1)
        y = r.bottom() - r.height() * min(1.0, self.weeks[index].mean_loss / self.top_value())
        return QPointF(x, y)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text_colour = pal.windowText().color()
        p.fillRect(self.rect(), pal.base())
        r = self.plot_rect()
        if not self.weeks:
            p.setPen(text_colour)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                       QCoreApplication.translate("StatsWindow", "No drills yet: Practice > Drills."))
            p.end()
            return
        f = QFont(self.font())
        p.setFont(f)
        p.setPen(text_colour)
        p.drawText(QRectF(0, 4, self.width(), self.MARGIN_TOP - 6), Qt.AlignmentFlag.AlignCenter,
                   QCoreApplication.translate("StatsWindow", "Equity given up per answer, week by "
                                                             "week (lower is better)"))
        top = self.top_value()
        grid = QPen(QColor(text_colour.red(), text_colour.green(), text_colour.blue(), 60), 1)
        for k in range(5):
            v = top * k / 4
            y = r.bottom() - r.height() * k / 4
            p.setPen(grid)
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(text_colour)
            p.drawText(QRectF(0, y - 9, self.MARGIN_LEFT - 6, 18),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       locale().toString(v, "f", 3))
        fmt = locale().dateFormat(locale().FormatType.ShortFormat)
        step = max(1, len(self.weeks) // 8)
        for i, w in enumerate(self.weeks):
            if i % step == 0 or i == len(self.weeks) - 1:
                c = self.point_at(i)
                label = locale().toString(QDate(w.week.year, w.week.month, w.week.day), fmt)
                p.drawText(QRectF(c.x() - 60, r.bottom() + 6, 120, 18), Qt.AlignmentFlag.AlignHCenter,
                           label)
        path = QPainterPath(self.point_at(0))
        for i in range(1, len(self.weeks)):
            path.lineTo(self.point_at(i))
        p.setPen(QPen(WIN_COLOUR, 2.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setBrush(WIN_COLOUR)
        for i in range(len(self.weeks)):
            c = self.point_at(i)
            p.drawRect(QRectF(c.x() - 4, c.y() - 4, 8, 8))
        p.end()


DRILL_COLUMNS = (
    QT_TRANSLATE_NOOP("StatsWindow", "Week of"),
    QT_TRANSLATE_NOOP("StatsWindow", "Sets"),
    QT_TRANSLATE_NOOP("StatsWindow", "Answers"),
    QT_TRANSLATE_NOOP("StatsWindow", "Best answers"),
    QT_TRANSLATE_NOOP("StatsWindow", "Equity given up\nper answer"),
)

CHOUETTE_COLUMNS = (
    QT_TRANSLATE_NOOP("StatsWindow", "Player"),
    QT_TRANSLATE_NOOP("StatsWindow", "In the box\ngames"),
    QT_TRANSLATE_NOOP("StatsWindow", "In the box\npoints won / lost"),
    QT_TRANSLATE_NOOP("StatsWindow", "In the box\nper game"),
    QT_TRANSLATE_NOOP("StatsWindow", "In the team\ngames"),
    QT_TRANSLATE_NOOP("StatsWindow", "In the team\npoints won / lost"),
    QT_TRANSLATE_NOOP("StatsWindow", "In the team\nper game"),
    QT_TRANSLATE_NOOP("StatsWindow", "Net points\nper game"),
)


COLUMNS = (
    ("opponent", QT_TRANSLATE_NOOP("StatsWindow", "Opponent")),
    ("games", QT_TRANSLATE_NOOP("StatsWindow", "Games")),
    ("wins", QT_TRANSLATE_NOOP("StatsWindow", "Won")),
    ("losses", QT_TRANSLATE_NOOP("StatsWindow", "Lost")),
    ("gammons", QT_TRANSLATE_NOOP("StatsWindow", "Gammons\nwon / lost")),
    ("backgammons", QT_TRANSLATE_NOOP("StatsWindow", "Backgammons\nwon / lost")),
    ("ppg", QT_TRANSLATE_NOOP("StatsWindow", "Points\nper game")),
    ("matches", QT_TRANSLATE_NOOP("StatsWindow", "Matches\nwon / played")),
)


signed = signed_number  # "+0.50", "-1.25", "0" in the number format of the language


def opponent_words(key: str) -> str:
    """An opponent as the table shows it: a person's name, or a computer player by its level in
    the language in use (the statistics keep "Computer (intermediate)")."""
    found = re.fullmatch(re.escape(COMPUTER_OPPONENT).replace(r"\{level\}", r"([a-z][a-z0-9_-]*)"), key)
    if found is None:
        return key
    return QCoreApplication.translate("StatsWindow", "Computer ({level})").format(level=level_name(found.group(1)))


def row_values(s: OpponentStats, name: str | None = None) -> list[str]:
    return [
        name if name is not None else opponent_words(s.opponent),
        str(s.games),
        str(s.wins),
        str(s.losses),
        f"{s.gammons_won} / {s.gammons_lost}",
        f"{s.backgammons_won} / {s.backgammons_lost}",
        signed(s.points_per_game, 2),
        f"{s.match_wins} / {s.matches}",
    ]


def chouette_row(p: ChouettePlayerStats) -> list[str]:
    """One player's chouette figures as the Chouettes page shows them."""
    def role(t: PointsTally) -> list[str]:
        return [str(t.games), f"{t.won} / {t.lost}", per_game_text(t.net, t.games)]

    net = p.net_points / p.games if p.games else 0.0
    return [p.player, *role(p.box), *role(p.member), signed(net, 2)]



def _names_table(columns: int, name: str, *, single: bool = False) -> QTableWidget:
    """A read-only table whose first column (the players' names) takes the room left."""
    t = table(columns, single=single)
    t.setObjectName(name)
    t.horizontalHeader().setStretchLastSection(False)
    t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return t

class StatsWindow(QDialog):
    """Per-opponent figures in a table and the plot of results over time."""

    def __init__(self, stats: Stats | None = None, parent: QWidget | None = None,
                 messages: list[str] | None = None, drills: DrillHistory | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.stats = stats if stats is not None else Stats()
        self.drills = drills if drills is not None else DrillHistory()
        layout = QVBoxLayout(self)
        self.heading = plain_text(QLabel())
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.notes = plain_text(QLabel("\n".join(messages or [])))
        self.notes.setWordWrap(True)
        self.notes.setObjectName("stats_messages")
        self.notes.setVisible(bool(messages))
        layout.addWidget(self.notes)

        self.table = _names_table(len(COLUMNS), "stats_table", single=True)
        self.plot = ResultsPlot()
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.plot)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 2)
        self.drill_heading = plain_text(QLabel())
        self.drill_heading.setWordWrap(True)
        self.drill_table = table(len(DRILL_COLUMNS))
        self.drill_table.setObjectName("drill_table")
        self.drill_plot = DrillPlot()
        drill_page = QWidget()
        drill_lay = QVBoxLayout(drill_page)
        drill_lay.addWidget(self.drill_heading)
        drill_split = QSplitter(Qt.Orientation.Vertical)
        drill_split.addWidget(self.drill_table)
        drill_split.addWidget(self.drill_plot)
        drill_lay.addWidget(drill_split, 1)
        self.chouette_heading = plain_text(QLabel())
        self.chouette_heading.setWordWrap(True)
        self.chouette_heading.setObjectName("chouette_heading")
        self.chouette_table = _names_table(len(CHOUETTE_COLUMNS), "chouette_table")
        chouette_page = QWidget()
        chouette_lay = QVBoxLayout(chouette_page)
        chouette_lay.addWidget(self.chouette_heading)
        chouette_lay.addWidget(self.chouette_table, 1)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("stats_tabs")
        self.tabs.addTab(split, "")
        self.tabs.addTab(drill_page, "")
        self.tabs.addTab(chouette_page, "")
        layout.addWidget(self.tabs, 1)
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._opponents: list[str | None] = []
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.setMinimumWidth(320)
        resize_within_screen(self, 920, 660)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the language in use (after a language change too); the opponent shown
        stays selected."""
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setTabText(0, self.tr("Games"))
        self.tabs.setTabText(1, self.tr("Drills"))
        self.tabs.setTabText(2, self.tr("Chouettes"))
        for t, name in ((self.table, self.tr("Games")), (self.drill_table, self.tr("Drills")),
                        (self.chouette_table, self.tr("Chouettes"))):
            t.setAccessibleName(name)  # what a screen reader calls the table: its tab's name
        self.table.setHorizontalHeaderLabels([_tr(t) for _k, t in COLUMNS])
        self.chouette_table.setHorizontalHeaderLabels([_tr(t) for t in CHOUETTE_COLUMNS])
        self.drill_table.setHorizontalHeaderLabels([_tr(t) for t in DRILL_COLUMNS])
        self.set_drills(self.drills)
        translate_buttons(self.buttons)
        shown = self.selected_opponent()
        self.set_stats(self.stats, select=shown)

    def changeEvent(self, event) -> None:  # noqa: N802
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def selected_opponent(self) -> str | None | bool:
        """The opponent whose row is selected (None: the totals row; False: no selection)."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if rows and rows[0].row() < len(self._opponents):
            return self._opponents[rows[0].row()]
        return False

    def set_stats(self, stats: Stats, select: str | None | bool = False) -> None:
        """Show ``stats``; ``select`` names the opponent to select (None: all; False: the last
        row)."""
        self.stats = stats
        table = stats.opponents()
        rows = [row_values(s) for s in table.values()]
        self._opponents = list(table)
        if len(table) != 1:
            rows.append(row_values(stats.totals(), QCoreApplication.translate("StatsWindow", "All opponents")))
            self._opponents.append(None)
        self.table.setRowCount(len(rows))
        for i, values in enumerate(rows):
            for j, text in enumerate(values):
                item = QTableWidgetItem(text)
                if j:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if self._opponents[i] is None:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(i, j, item)
        players = sorted({r.get("player") for r in stats.results if isinstance(r.get("player"), str)})
        total = stats.totals()
        if total.games:
            net = self.tr("net {net} point(s)", "the net points after the games won and lost",
                          abs(total.net_points)).format(net=signed(total.net_points))
            head = self.tr("%n game(s) recorded: {wins} won, {losses} lost, {net}.", "", total.games).format(
                wins=total.wins, losses=total.losses, net=net)
            if players:
                head += " " + QCoreApplication.translate("StatsWindow", "Seen by {who}, the player at the bottom of the board.").format(
                    who=", ".join(players))
        else:
            head = QCoreApplication.translate("StatsWindow", "No games recorded yet. Every finished game is added here.")
        left_out = stats.not_counted()
        if left_out:
            head += " " + self.tr("Kept but not counted: %n game(s) of matches with take-backs.",
                                  "", left_out)
        self.heading.setText(head)
        self._fit_table()
        row = self._opponents.index(select) if select is not False and select in self._opponents else len(rows) - 1
        if rows:
            self.table.selectRow(row)
        self.show_opponent(self._opponents[row] if self._opponents else None)
        self.set_chouettes(stats)

    def set_chouettes(self, stats: Stats) -> None:
        """Every player's chouette figures, in alphabetical order."""
        players = list(stats.chouette_players().values())
        t = self.chouette_table
        t.setRowCount(len(players))
        for r, p in enumerate(players):
            for c, text in enumerate(chouette_row(p)):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(r, c, item)
        games = len(stats.chouette_games)
        if games:
            self.chouette_heading.setText(self.tr(
                "%n chouette game(s) recorded. In the box, the points are those the box won or "
                "lost against the whole team; in the team, each member's own.", "", games))
        else:
            self.chouette_heading.setText(self.tr(
                "No chouette games recorded yet. Every finished chouette game is added here."))

    def chouette_text(self) -> list[list[str]]:
        """The chouette table as text, row by row (tests)."""
        t = self.chouette_table
        return [[t.item(i, j).text() for j in range(t.columnCount())] for i in range(t.rowCount())]

    def set_drills(self, drills: DrillHistory) -> None:
        """Show the drill results per week, the latest week first in the table."""
        self.drills = drills
        weeks = drills.weekly()
        t = self.drill_table
        t.setRowCount(len(weeks))
        fmt = locale().dateFormat(locale().FormatType.ShortFormat)
        for r, w in enumerate(reversed(weeks)):
            cells = [locale().toString(QDate(w.week.year, w.week.month, w.week.day), fmt),
                     str(w.sessions), str(w.answered),
                     locale().toString(100.0 * w.best_share, "f", 0) + "%",
                     locale().toString(w.mean_loss, "f", 3)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(r, c, item)
        answered = sum(w.answered for w in weeks)
        if answered:
            self.drill_heading.setText(self.tr("%n drill set(s) answered, {answers} positions in all.",
                                               "", sum(w.sessions for w in weeks)).format(answers=answered))
        else:
            self.drill_heading.setText(QCoreApplication.translate("StatsWindow",
                                                                  "No drills yet: Practice > Drills."))
        self.drill_plot.set_weeks(weeks)

    def drill_text(self) -> list[list[str]]:
        """The drill table as text, row by row (tests)."""
        t = self.drill_table
        return [[t.item(i, j).text() for j in range(t.columnCount())] for i in range(t.rowCount())]

    def _fit_table(self) -> None:
        """Tall enough for every row (up to eight; more scroll)."""
        shown = min(max(self.table.rowCount(), 1), 8)
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth() + 4
        height += sum(self.table.rowHeight(i) for i in range(min(shown, self.table.rowCount())))
        if self.table.rowCount() == 0:
            height += self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(height)

    def _selection_changed(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.show_opponent(self._opponents[rows[0].row()])

    def show_opponent(self, opponent: str | None) -> None:
        """Plot the games against ``opponent`` (None: every opponent)."""
        series = self.stats.series(opponent)
        title = (QCoreApplication.translate("StatsWindow", "Net points against {name}").format(
            name=opponent_words(opponent)) if opponent is not None
                 else QCoreApplication.translate("StatsWindow", "Net points against all opponents"))
        self.plot.set_series(series, title if series else "")

    def table_text(self) -> list[list[str]]:
        """The table as text, row by row (for tests and copying)."""
        return [[self.table.item(i, j).text() for j in range(self.table.columnCount())]
                for i in range(self.table.rowCount())]

    @classmethod
    def show_for(cls, parent: QWidget | None = None) -> "StatsWindow":
        """Load the statistics and show them in a window that stays open beside the board."""
        stats, messages = load_stats()
        drills, drill_messages = load_drills()
        win = deleted_when_closed(cls(stats, parent, messages + drill_messages, drills))
        win.setModal(False)
        win.show()
        win.raise_()
        return win


__all__ = ["DrillPlot", "ResultsPlot", "StatsWindow", "nice_step", "row_values"]
