"""The Analysis window: each player's error rate (equity lost per decision, checker
play and cube apart), the worst errors with the better choice, and a plot of the bottom player's
winning chances through the game or match, drawn with QPainter.

The analysis itself (:func:`bgdesk.bots.analysis.analyse`) runs on a worker thread with a
progress bar; Cancel stops it between two evaluations. ``AnalysisWindow.start(parent, record,
names, games=None)`` opens the window and starts; tests wait for :attr:`AnalysisWindow.analysis_done`.

"Play from here" on a row of the worst errors (and in the reviews opened from here) emits
:attr:`AnalysisWindow.play_from_here` with the moment of that decision, for the main window to
play the match on from there.  "Roll out" rolls out the decision chosen there (its progress and
Cancel in the window, the result kept with the analysis: the decision is judged again by it).
Every figure is at the reference depth (bgsage's 3-ply); the worst errors say how deep each is.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.practice.bot_runner import Cancelled, Runner, TaskView
from bgdesk.gui.practice.hint_window import choice_words, depth_mark, percent_text
from bgdesk.gui.practice.rollout_panel import RolloutPanel, roll_decision
from bgdesk.gui.practice.tables import cell as _item, table as _table
from bgdesk.gui.i18n import (
    is_language_change,
    locale,
    plain_text,
    resize_within_screen,
    translate_buttons,
)
from bgdesk.gui.lifetime import deleted_when_closed, showing

RATING_WORDS = {
    "Supernatural": QT_TRANSLATE_NOOP("AnalysisWindow", "Supernatural"),
    "World class": QT_TRANSLATE_NOOP("AnalysisWindow", "World class"),
    "Expert": QT_TRANSLATE_NOOP("AnalysisWindow", "Expert"),
    "Advanced": QT_TRANSLATE_NOOP("AnalysisWindow", "Advanced"),
    "Intermediate": QT_TRANSLATE_NOOP("AnalysisWindow", "Intermediate"),
    "Casual player": QT_TRANSLATE_NOOP("AnalysisWindow", "Casual player"),
    "Beginner": QT_TRANSLATE_NOOP("AnalysisWindow", "Beginner"),
    "Awful": QT_TRANSLATE_NOOP("AnalysisWindow", "Awful"),
}
LINE = QColor("#2a6fb0")
GRID = QColor("#c8c8c8")
SEPARATOR = QColor("#909090")
ERROR_COLOURS = (QColor("#e08a00"), QColor("#c02020"))  # error, blunder


def number(value: float, decimals: int = 1) -> str:
    return locale().toString(float(value), "f", decimals)


class WinPlot(QWidget):
    """The bottom player's chance of winning after every play, game after game (0-100 %),
    with the 50 % line, a line between games, and a dot where an error (orange) or a blunder
    (red) was made."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("win_plot")
        self.setMinimumSize(360, 180)
        self.points: list = []  # (game index, plays so far, chance)
        self.marks: list = []  # (game index, plays so far, 1 error / 2 blunder)
        self.name = ""

    def set_data(self, points, marks=(), name: str = "") -> None:
        self.points = list(points)
        self.marks = list(marks)
        self.name = name
        self.update()

    def plot_rect(self) -> QRectF:
        fm = self.fontMetrics()
        left = fm.horizontalAdvance("100%") + 12
        return QRectF(left, fm.height() + 8, max(10, self.width() - left - 12),
                      max(10, self.height() - 2 * fm.height() - 20))

    def point_at(self, i: int, chance: float) -> QPointF:
        r = self.plot_rect()
        n = max(1, len(self.points) - 1)
        return QPointF(r.left() + r.width() * i / n, r.bottom() - r.height() * chance)

    def game_labels(self) -> list[tuple[int, float, str]]:
        """``(first point, x, label)`` of each game under the axis: "Game n", or the number
        alone where a short game leaves no room, or nothing: labels never overlap."""
        fm = self.fontMetrics()
        starts: dict = {}
        for i, (g, _k, _c) in enumerate(self.points):
            starts.setdefault(g, i)
        ordered = sorted(starts.items(), key=lambda gi: gi[1])
        end = self.plot_rect().right() + 200
        out = []
        for n, (g, i) in enumerate(ordered):
            x = self.point_at(i, 0).x()
            room = (self.point_at(ordered[n + 1][1], 0).x() if n + 1 < len(ordered) else end) - x - 4
            label = next((t for t in (self.tr("Game {n}").format(n=g + 1), str(g + 1))
                          if fm.horizontalAdvance(t) <= room), "")
            out.append((i, x, label))
        return out

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plot_rect()
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        text_pen = QPen(pal.text().color())
        fm = self.fontMetrics()
        # grid: 0, 25, 50, 75, 100 %
        for k in range(5):
            y = r.bottom() - r.height() * k / 4
            p.setPen(QPen(GRID, 1, Qt.PenStyle.SolidLine if k in (0, 4) else Qt.PenStyle.DotLine))
            if k == 2:
                p.setPen(QPen(SEPARATOR, 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(text_pen)
            label = f"{25 * k}%"
            p.drawText(QRectF(0, y - fm.height() / 2, r.left() - 6, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)
        p.setPen(text_pen)
        title = self.tr("Chance that {name} wins the game, after every play").format(name=self.name)
        p.drawText(QRectF(r.left(), 2, r.width(), fm.height() + 4),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
        if len(self.points) < 2:
            p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.tr("Nothing to plot yet."))
            p.end()
            return
        # games: a separator and the game number under the axis
        index_of = {}
        game_start = {}
        for i, (g, k, _c) in enumerate(self.points):
            index_of[(g, k)] = i
            game_start.setdefault(g, i)
        for i, x, label in self.game_labels():
            if i > 0:
                p.setPen(QPen(SEPARATOR, 1))
                p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
            p.setPen(text_pen)
            p.drawText(QRectF(x + 2, r.bottom() + 2, 200, fm.height() + 2),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), label)
        path = QPainterPath()
        for i, (g, _k, c) in enumerate(self.points):
            pt = self.point_at(i, c)
            if i == 0 or game_start.get(g) == i:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        p.setPen(QPen(LINE, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        for g, k, level in self.marks:
            i = index_of.get((g, k))
            if i is None:
                continue
            pt = self.point_at(i, self.points[i][2])
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ERROR_COLOURS[1 if level >= 2 else 0])
            p.drawEllipse(pt, 4, 4)
        p.end()


class AnalysisWindow(TaskView, QDialog):
    """Runs one analysis and shows its results (see the module docstring)."""

    analysis_done = Signal(object)  # the MatchAnalysis, or None when cancelled or failed
    review_opened = Signal(object)  # the ReviewWindow opened from here
    rejudged = Signal(object)  # a decision judged again after its rollout
    #: Play on from a decision: the game's index in the record, how many of its events came
    #: before the decision, and the player who made it (from the worst errors or a review).
    play_from_here = Signal(int, int, int)

    def __init__(self, parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("AnalysisWindow")
        self.setModal(False)
        self.runner = Runner(self, threads=1)
        self.task = None
        self.result = None
        self.error: str = ""
        self.names = ("", "")
        self.record = None
        self.reviewer = 0  # whose errors the review shows first
        self.settings = None  # the board settings the review's board uses
        self.review_when_done = False
        self.source = ""  # the program whose stored analysis is shown (empty: bgsage's own)
        self.reviews: list = []
        self._title = title
        self.heading = plain_text(QLabel())
        self.heading.setObjectName("analysis_heading")
        f = self.heading.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.2)
        self.heading.setFont(f)
        self.status = plain_text(QLabel())
        self.status.setObjectName("analysis_status")
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("analysis_progress")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("analysis_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        self.summary = _table(7)
        self.summary.setObjectName("analysis_summary")
        self.worst = _table(8, single=True)
        self.worst.setObjectName("analysis_worst")
        self.worst_rows: list = []  # the decisions listed in the worst errors, row by row
        self.worst.itemSelectionChanged.connect(self._update_play_button)
        self.plot = WinPlot()
        self.summary.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.summary.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.note = plain_text(QLabel())
        self.note.setObjectName("analysis_note")
        self.note.setWordWrap(True)
        self.worst_label = plain_text(QLabel())
        self.plot.setMinimumHeight(200)
        self.worst.setMinimumHeight(120)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        self.review_button = QPushButton()
        self.review_button.setObjectName("analysis_review")
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(lambda _=False: self.open_review())
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.play_button = QPushButton()
        self.play_button.setObjectName("analysis_play_from_here")
        self.play_button.setEnabled(False)
        self.play_button.clicked.connect(lambda _=False: self.play_from())
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.rollout = RolloutPanel(self)
        self.rollout.start_button.clicked.connect(lambda _=False: self.roll_out())
        self.rollout.finished.connect(self._rolled)
        self.rollout.hide()
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addLayout(top)
        lay.addWidget(self.status)
        lay.addWidget(self.summary)
        lay.addWidget(self.note)
        lay.addWidget(self.worst_label)
        lay.addWidget(self.worst, 3)
        lay.addWidget(self.rollout)
        lay.addWidget(self.plot, 2)
        lay.addWidget(self.buttons)
        resize_within_screen(self, 900, 720)
        self.retranslate_ui()

    # -- texts --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Analysis"))
        self.heading.setText(self._title or self.tr("Analysis"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.review_button.setText(self.tr("Review errors…"))
        self.play_button.setText(self.tr("Play from here…"))
        self.play_button.setToolTip(self.tr("Play the match on from the error chosen in the "
                                            "list, against the computer or a friend"))
        self.summary.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Error rate"), self.tr("Checker play"), self.tr("Cube"),
            self.tr("Decisions"), self.tr("Errors / blunders"), self.tr("Rating")])
        self.worst.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Move"), self.tr("Player"), self.tr("Decision"),
            self.tr("Played"), self.tr("Better"), self.tr("Equity lost"), self.tr("Depth")])
        self.worst_label.setText(self.tr("Worst errors (equity lost per point at stake):"))
        self.summary.setAccessibleName(self.tr("Summary of each player"))
        self.worst.setAccessibleName(self.tr("Worst errors"))
        self.progress.setAccessibleName(self.tr("Analysis"))
        translate_buttons(self.buttons)
        if self.result is not None:
            self.show_result(self.result)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    # -- running ------------------------------------------------------------------------------
    @classmethod
    def start(cls, parent, record, names, games=None, title: str = "", level: str | None = None,
              *, reviewer: int = 0, settings=None, review: bool = False):
        """Open the window and analyse ``games`` (indexes; None: all) of ``record``.
        ``reviewer``: whose errors "Review errors…" shows first; ``review``: open the review
        as soon as the analysis is done."""
        w = cls(parent, title)
        w.reviewer, w.settings, w.review_when_done = reviewer, settings, review
        w.run(record, names, games, level)
        deleted_when_closed(w)
        w.show()
        w.raise_()
        return w

    @classmethod
    def show_stored(cls, parent, record, names, result, title: str = "", *, reviewer: int = 0,
                    settings=None, review: bool = False):
        """Open the window on an analysis made already: what another program stored in a file
        (:func:`bgdesk.bots.stored.analysis_from_stored`). Nothing is computed; ``review``
        opens the review at once."""
        w = cls(parent, title)
        w.reviewer, w.settings, w.review_when_done = reviewer, settings, review
        w.names = tuple(names)
        w.record = record
        w.source = result.level
        w.progress.hide()
        w.cancel_button.hide()
        deleted_when_closed(w)
        w.show()
        w.raise_()
        w._done(result)
        return w

    def run(self, record, names, games=None, level: str | None = None) -> None:
        from bgdesk.bots import analysis

        self.names = tuple(names)
        self.record = record
        self.result = None
        self.review_button.setEnabled(False)
        self.error = ""
        self.plot.set_data([], [], self.names[0])
        self.progress.setRange(0, max(1, analysis.count_steps(record, games)))
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        level = level or analysis.ANALYSIS_LEVEL  # the reference depth unless told
        self.status.setText(self.tr("Analysing… (bgsage, {depth})").format(depth=depth_mark(level)))
        kw = {"level": level}

        def work(task):
            try:
                return analysis.analyse(record, games, names=self.names, progress=task.progress,
                                        cancelled=task.cancelled, **kw)
            except analysis.Stop:
                raise Cancelled() from None

        self.task = task = self.runner.run_task(work, self._done, self._progress)
        # Closing the program (or the main window) stops the analysis instead of waiting for it.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(task.cancel)
        if self.parent() is not None:
            self.parent().destroyed.connect(task.cancel)

    def cancel(self) -> None:
        self._stop_task(self.tr("Stopping…"))

    def _done(self, result) -> None:
        self._task_over()
        if isinstance(result, Cancelled):
            self.status.setText(self.tr("Analysis cancelled."))
            self.analysis_done.emit(None)
            return
        if isinstance(result, BaseException):
            self.error = str(result)
            self.status.setText(self.tr("The analysis failed: {reason}").format(reason=result))
            self.analysis_done.emit(None)
            return
        self.result = result
        self.show_result(result)
        self.review_button.setEnabled(True)
        self.analysis_done.emit(result)
        if self.review_when_done:
            self.open_review()

    def open_review(self):
        """The game review of the analysed games (worst errors first, tried again)."""
        from bgdesk.gui.practice.review import ReviewWindow

        if self.result is None:
            return None
        parent = self.parentWidget() or self
        win = ReviewWindow.open_for(parent, self.record, self.result, self.names, self.reviewer,
                                    self.settings)
        self.reviews = [r for r in self.reviews if showing(r)] + [win]
        win.play_from_here.connect(self.play_from_here)
        self.review_opened.emit(win)
        return win

    def stop_work(self) -> None:
        """Closed (its close button, or Escape, which sends no close event): stop the analysis
        and the rollout."""
        self.cancel()
        self.rollout.cancel()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.stop_work()
        super().closeEvent(event)

    # -- results ------------------------------------------------------------------------------
    def show_result(self, result) -> None:
        names = result.names
        games = len(result.games)
        unfinished = sum(1 for g in result.games if not g.complete)
        if self.source:
            text = self.tr("%n game(s): the analysis {program} stored in the file.", "",
                           games).format(program=self.source)
        else:
            text = self.tr("%n game(s) analysed with bgsage.", "", games)
        if unfinished:
            text += " " + self.tr("The last game is not over: analysed so far.")
        self.status.setText(text)
        self.note.setText(self.tr("Error rates are thousandths of a point lost per decision "
                                  "(normalized to the cube; in brackets, how many decisions); "
                                  "lower is better."))
        t = self.summary
        t.setRowCount(2)
        for p in (0, 1):
            s = result.summary(p)
            cells = [
                _item(names[p], right=False),
                _item(number(s.rate)),
                _item(self.tr("{rate} ({n})").format(rate=number(s.checker_rate), n=s.checker_decisions)),
                _item(self.tr("{rate} ({n})").format(rate=number(s.cube_rate), n=s.cube_decisions)),
                _item(str(s.decisions)),
                _item(f"{s.errors} / {s.blunders}"),
                _item(QCoreApplication.translate("AnalysisWindow", RATING_WORDS.get(s.rating, s.rating))
                      if s.decisions else "–", right=False),
            ]
            for col, it in enumerate(cells):
                t.setItem(p, col, it)
        t.resizeColumnsToContents()
        t.setFixedHeight(t.horizontalHeader().height() + t.rowHeight(0) + t.rowHeight(1)
                         + 2 * t.frameWidth() + 2)
        rows = result.worst(12)
        self.worst_rows = list(rows)
        w = self.worst
        w.clearSpans()
        w.setRowCount(len(rows))
        bold = QFont(w.font())
        bold.setBold(True)
        for r, d in enumerate(rows):
            if d.kind == "play":
                d1, d2 = sorted(d.dice, reverse=True)
                what = self.tr("Play {d1}-{d2}").format(d1=d1, d2=d2)
            elif d.kind == "double":
                what = self.tr("Cube")
            elif d.kind == "resign":
                what = self.tr("Resignation")
            else:
                what = self.tr("Take or pass")
            hint = d.hint
            level = getattr(hint, "level", "")
            trials = getattr(hint, "trials", 0)
            if d.kind == "play" and hint is not None and hint.played is not None:
                c = hint.candidates[hint.played]
                level, trials = c.level or level, c.trials
            cells = [_item(str(d.game + 1)), _item(str(d.move)), _item(names[d.player], right=False),
                     _item(what, right=False), _item(choice_words(d.chosen), right=False),
                     _item(choice_words(d.best), right=False), _item(number(d.loss, 3)),
                     _item(depth_mark(level, trials) if level else "", right=False)]
            for col, it in enumerate(cells):
                if d.is_blunder:
                    it.setFont(bold)
                w.setItem(r, col, it)
        if not rows:
            w.setRowCount(1)
            w.setItem(0, 0, _item(self.tr("No errors."), right=False))
            w.setSpan(0, 0, 1, 8)
        w.resizeColumnsToContents()
        self._update_play_button()
        marks = [(d.game, d.move, 2 if d.is_blunder else 1) for d in result.decisions
                 if d.kind == "play" and d.is_error]
        self.plot.set_data(result.trace(), marks, names[0])

    # -- play on ------------------------------------------------------------------------------
    def selected_decision(self):
        """The decision of the row chosen in the worst errors, or None."""
        rows = self.worst.selectionModel().selectedRows()
        if rows and rows[0].row() < len(self.worst_rows):
            return self.worst_rows[rows[0].row()]
        return None

    def _update_play_button(self) -> None:
        d = self.selected_decision()
        self.play_button.setEnabled(d is not None and d.event >= 0)
        self.rollout.setVisible(self.result is not None)
        if not self.rollout.running:
            self.rollout.start_button.setEnabled(d is not None and d.state is not None
                                                 and d.kind != "resign")

    def roll_out(self) -> bool:
        """Roll out the decision chosen in the worst errors."""
        self._rolling = self.selected_decision()
        return roll_decision(self.rollout, self._rolling)

    def _rolled(self, result) -> None:
        from bgdesk.bots import analysis

        d = getattr(self, "_rolling", None)
        if result is None or d is None or self.result is None:
            return
        level = self.result.level
        outcome = self.result

        def done(new) -> None:
            if isinstance(new, BaseException) or self.result is not outcome:
                return
            self.result.replace(d, new)
            self.show_result(self.result)
            self.rejudged.emit(new)
            rows = [i for i, x in enumerate(self.worst_rows) if x is new]
            if rows:
                self.worst.selectRow(rows[0])

        # judged again by the rollout kept in the cache, off the GUI thread
        self.runner.run(lambda: analysis.rejudged(d, level), done)

    def play_from(self) -> tuple | None:
        """Emit :attr:`play_from_here` for the decision chosen in the worst errors; returns
        what was emitted."""
        d = self.selected_decision()
        if d is None or d.event < 0:
            return None
        moment = (d.game, d.event, d.player)
        self.play_from_here.emit(*moment)
        return moment

    def summary_text(self) -> list[str]:
        """The summary table as lines of text (tests and the clipboard)."""
        t = self.summary
        return [" | ".join(t.item(r, c).text() for c in range(t.columnCount()) if t.item(r, c))
                for r in range(t.rowCount())]


__all__ = ["AnalysisWindow", "WinPlot", "choice_words", "number", "percent_text"]
