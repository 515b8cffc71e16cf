"""The Hint window: the best plays for the roll with their equity and chances, the one
played marked once it is made; before the roll, the cube hint (No double / Double, take /
Double, pass with equities); facing a double, whether to take or pass.

The numbers come from :mod:`bgdesk.bots.analysis` on a worker thread (see
:class:`~bgdesk.gui.practice.menu.Practice`): the quick figures (bgsage's 2-ply) first, replaced
by the reference ones (3-ply) as soon as they are there; every figure carries a mark saying how
deep it is (:func:`depth_mark`; Help says it in words).  "Roll out" (:class:`RolloutPanel`) rolls
out the leading plays or the cube decision: the figures so far show in the table while it runs,
and the result stays with the analysis.  Equities are bgsage's cubeful equities normalized to
the cube (per point at stake), from the side of the player who decides; chances are
percentages after the play (for plays) or before the roll (for the cube).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.i18n import (
    is_language_change,
    locale,
    plain_text,
    resize_within_screen,
    translate_buttons,
)
from bgdesk.gui.practice.rollout_panel import RolloutPanel, leading_boards
from bgdesk.gui.practice.tables import cell as _item, table as _table, without_sideways_scrolling

PLAYED_COLOUR = QColor("#ffe9a8")
BEST_COLOUR = QColor("#dff0d8")
MAX_ROWS = 12  # plays listed (the played one is added when further down)


def equity_text(value: float) -> str:
    """A signed equity with three decimals in the current language ("+0.123", "-1,000")."""
    text = locale().toString(float(abs(value)), "f", 3)
    return ("-" if value < -0.0005 else "+") + text


def percent_text(p: float) -> str:
    return locale().toString(100.0 * float(p), "f", 1) + "%"


def depth_mark(level: str, trials: int = 0) -> str:
    """How deep a figure is, as a small mark: "2-ply", "3-ply" (bgsage's plies, the network
    alone being 1-ply), "rollout" (with its trials when known)."""
    if level == "rollout":
        if trials:
            return HintWindow.tr("rollout {n}").format(n=trials)
        return HintWindow.tr("rollout")
    if len(level) == 4 and level.endswith("ply") and level[0].isdigit():
        return HintWindow.tr("{n}-ply").format(n=level[0])
    if level.endswith("ply") and "+" in level:  # a close call settled deeper: "3+4-ply"
        return HintWindow.tr("{n}-ply").format(n=level[:-3])
    return level


def depth_words(level: str) -> str:
    """A sentence on the depth of a hint's figures."""
    from bgdesk.bots import reference

    if level == reference.REFERENCE:
        return HintWindow.tr("Figures at 3-ply, about GNU Backgammon's 2-ply.")
    if level == reference.QUICK:
        return HintWindow.tr("Quick figures (2-ply); the 3-ply ones follow…")
    if level == "rollout":
        return HintWindow.tr("Figures from a rollout.")
    return depth_mark(level)


def se_text(se) -> str:
    """A rollout's standard error ("±0.012")."""
    return "±" + locale().toString(float(se), "f", 3)


def proper_words(proper: str) -> str:
    """The proper cube action (CubeHint.proper) in words."""
    return {
        "no double": HintWindow.tr("No double"),
        "double, take": HintWindow.tr("Double, take"),
        "double, pass": HintWindow.tr("Double, pass"),
        "too good, pass": HintWindow.tr("Too good to double: play on"),
        "too good, take": HintWindow.tr("Too good to double: play on"),
    }.get(proper, proper)


def choice_words(text: str) -> str:
    """A decision's choice as the analysis names it, in words (plays are notation already): the
    analysis, the review and the drills show these."""
    words = {
        "no double": QCoreApplication.translate("AnalysisWindow", "No double"),
        "double": QCoreApplication.translate("AnalysisWindow", "Double"),
        "double, take": QCoreApplication.translate("AnalysisWindow", "Double, take"),
        "double, pass": QCoreApplication.translate("AnalysisWindow", "Double, pass"),
        "too good, pass": QCoreApplication.translate("AnalysisWindow", "Too good to double"),
        "too good, take": QCoreApplication.translate("AnalysisWindow", "Too good to double"),
        "too good": QCoreApplication.translate("AnalysisWindow", "Too good to double"),
        "take": QCoreApplication.translate("AnalysisWindow", "Take"),
        "pass": QCoreApplication.translate("AnalysisWindow", "Pass"),
        "beaver": QCoreApplication.translate("AnalysisWindow", "Beaver"),
        "play on": QCoreApplication.translate("AnalysisWindow", "Play on"),
        # the words of the Game menu's resignations
        "resign a single game": QCoreApplication.translate("MainWindow", "Resign a single game"),
        "resign a gammon": QCoreApplication.translate("MainWindow", "Resign a gammon"),
        "resign a backgammon": QCoreApplication.translate("MainWindow", "Resign a backgammon"),
    }
    return words.get(text, text)


HINT_MIN_WIDTH = 360  # narrower, not even the play and its equity show (the rest scrolls)


class HintWindow(QDialog):
    """Shows one hint at a time: :meth:`show_checker`, :meth:`show_cube`, :meth:`show_take` or
    :meth:`show_message` (e.g. "Thinking…"). Escape closes it.

    Pointing at a play's row (or selecting it) emits :attr:`previewed` with the position after
    that play, so the board can show it; leaving the table shows the selected row's play again,
    and None is emitted when no play is shown any more. A double click on a play (or Enter on
    it) emits :attr:`play_chosen` with its notation, to make that play on the board."""

    previewed = Signal(object)  # the board after the play pointed at or selected, or None
    play_chosen = Signal(str)
    rolled_out = Signal()  # a rollout finished: its figures are kept, ask for the hint again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintWindow")
        self.setModal(False)
        self.title = plain_text(QLabel())
        self.title.setObjectName("hint_title")
        f = self.title.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.2)
        self.title.setFont(f)
        self.title.setWordWrap(True)
        self.status = plain_text(QLabel())
        self.status.setObjectName("hint_status")
        self.status.setWordWrap(True)
        # Beside the board the window has about 460 px at 1366x768: the titles give way to
        # their figures, then the backgammons go (they come back in a wider window), then the
        # plays are elided, so that the equities, losses and depth marks stay in sight.
        self.plays = without_sideways_scrolling(_table(9), 1, titles_first=True, vanish=(7,))
        self.plays.setWordWrap(False)
        self.plays.setObjectName("hint_plays")
        self.plays.setMouseTracking(True)
        self.plays.cellEntered.connect(lambda row, _col: self._preview_row(row))
        self.plays.itemSelectionChanged.connect(self._preview_selected)
        self.plays.viewport().installEventFilter(self)
        self._rows: list[int] = []  # candidate index shown in each row
        self._previewing = None
        self.plays.cellDoubleClicked.connect(lambda row, _col: self._choose(row))
        self.plays.activated.connect(lambda index: self._choose(index.row()))
        self.cube = _table(4)
        self.cube.setObjectName("hint_cube")
        self.note = plain_text(QLabel())
        self.note.setObjectName("hint_note")
        self.note.setWordWrap(True)
        self.depth = plain_text(QLabel())  # how deep the figures are, in words
        self.depth.setObjectName("hint_depth")
        self.depth.setWordWrap(True)
        self.depth.setStyleSheet("color: palette(placeholder-text)")
        self.stack = QStackedWidget()
        self.stack.addWidget(QWidget())  # 0: nothing (a message only)
        self.stack.addWidget(self.plays)  # 1
        self.stack.addWidget(self.cube)  # 2
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(self.buttons)
        self.buttons.rejected.connect(self.close)
        self.rollout = RolloutPanel(self)
        self.rollout.start_button.clicked.connect(lambda _=False: self.roll_out())
        self.rollout.live.connect(self._show_live)
        self.rollout.finished.connect(self._rolled)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.status)
        lay.addWidget(self.stack, 1)
        lay.addWidget(self.note)
        lay.addWidget(self.depth)
        lay.addWidget(self.rollout)
        lay.addWidget(self.buttons)
        self.hint = None  # the CheckerHint or CubeHint shown
        self.kind = ""  # "", "checker", "cube", "take"
        self._args: tuple = ()
        #: What the hint is about, for a rollout: ("checker", position, dice, state, played
        #: board or None) or ("cube", state of the player on roll); None: nothing to roll out.
        self.context = None
        resize_within_screen(self, 760, 460)
        self.retranslate_ui()

    def _choose(self, row: int) -> None:
        item = self.plays.item(row, 1)
        if self.kind == "checker" and item is not None and item.text() and item.text() != self.tr("(no move)"):
            self.play_chosen.emit(item.text())

    def place_beside(self, board: QWidget) -> None:
        """Put the window beside the board drawn in ``board`` (right of it, else left of it),
        narrower if it must be to stay off the board (the table then scrolls)."""
        screen = board.screen()
        if screen is None:
            return
        room = screen.availableGeometry()
        area = board.rect()
        if hasattr(board, "mapFromScene") and board.scene() is not None:  # the board as drawn
            area = board.mapFromScene(board.sceneRect()).boundingRect().intersected(board.rect())
        left = board.mapToGlobal(area.topLeft()).x()
        right = board.mapToGlobal(area.topRight()).x() + 1
        top = board.mapToGlobal(area.topLeft()).y()
        frame = self.frameGeometry()
        extra = frame.width() - self.width()  # the window manager's borders
        free_right, free_left = room.right() + 1 - right, left - room.left()
        width = frame.width()
        if width > max(free_right, free_left):
            width = max(max(free_right, free_left), HINT_MIN_WIDTH)
            self.resize(width - extra, self.height())
        y = max(room.top(), min(top, room.bottom() + 1 - frame.height()))
        x = right if free_right >= width or free_right >= free_left else left - width
        self.move(max(room.left(), min(x, room.right() + 1 - width)), y)

    # -- texts --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hint"))
        self.plays.setHorizontalHeaderLabels([
            self.tr("#"), self.tr("Play"), self.tr("Equity"), self.tr("Loss"), self.tr("Win"),
            self.tr("Win gammon"), self.tr("Lose gammon"), self.tr("Backgammons (win / lose)"),
            self.tr("Depth")])
        self.cube.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Equity"), self.tr("Loss"),
                                             self.tr("Depth")])
        self.plays.setAccessibleName(self.tr("Plays, best first"))
        self.cube.setAccessibleName(self.tr("Cube actions, best first"))
        translate_buttons(self.buttons)
        if self.kind == "checker":
            self.show_checker(*self._args)
        elif self.kind in ("cube", "take"):
            getattr(self, f"show_{self.kind}")(*self._args)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    # -- previews -----------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.plays.viewport() and event.type() == QEvent.Type.Leave:
            self._preview_selected()
        return super().eventFilter(watched, event)

    def _emit_preview(self, board) -> None:
        if board != self._previewing:
            self._previewing = board
            self.previewed.emit(board)

    def _preview_row(self, row: int) -> None:
        if self.kind != "checker" or self.hint is None or not 0 <= row < len(self._rows):
            return
        self._emit_preview(self.hint.candidates[self._rows[row]].board)

    def _preview_selected(self) -> None:
        rows = self.plays.selectionModel().selectedRows() if self.kind == "checker" else []
        if rows:
            self._preview_row(rows[0].row())
        else:
            self._emit_preview(None)

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._emit_preview(None)
        if not event.spontaneous():  # closed, however (Escape hides a dialog without a close
            self.rollout.cancel()    # event); minimised by the window system: it goes on
        super().hideEvent(event)

    # -- contents -----------------------------------------------------------------------------
    def show_message(self, title: str, text: str) -> None:
        self.kind, self.hint, self._args = "", None, ()
        self.context = None
        self._show_depth("")
        self._update_rollout()
        self._rows = []
        self._emit_preview(None)
        self.title.setText(title)
        self.status.setText(text)
        self.status.setVisible(bool(text))
        self.note.clear()
        self.stack.setCurrentIndex(0)

    def show_checker(self, hint, who: str) -> None:
        """The plays of ``hint`` (a :class:`~bgdesk.bots.analysis.CheckerHint`) for ``who``."""
        self.kind, self.hint, self._args = "checker", hint, (hint, who)
        d1, d2 = sorted(hint.dice, reverse=True)
        self.title.setText(self.tr("{name} to play {d1}-{d2}").format(name=who, d1=d1, d2=d2))
        self.status.setVisible(False)
        self._show_depth(hint.level if hint.candidates else "")
        rows = list(range(min(MAX_ROWS, len(hint.candidates))))
        if hint.played is not None and hint.played not in rows:
            rows.append(hint.played)
        t = self.plays
        self._rows = rows
        t.setRowCount(len(rows))
        bold = QFont(t.font())
        bold.setBold(True)
        for r, i in enumerate(rows):
            c = hint.candidates[i]
            rank = str(i + 1)
            if i == hint.played:
                rank = "▶ " + rank
            cells = [
                _item(rank, right=False),
                _item(c.play or self.tr("(no move)"), right=False),
                _item(equity_text(c.equity)),
                _item("" if i == 0 else equity_text(c.equity - hint.candidates[0].equity)),
                _item(percent_text(c.win)),
                _item(percent_text(c.gammon)),
                _item(percent_text(c.lose_gammon)),
                _item(percent_text(c.backgammon) + " / " + percent_text(c.lose_backgammon)),
                _item(depth_mark(c.level or hint.level, c.trials), right=False),
            ]
            cells[7].setToolTip(cells[7].text())  # whole, should the column give way
            if c.se is not None:
                cells[2] = _item(equity_text(c.equity) + " " + se_text(c.se))
            for col, it in enumerate(cells):
                if i == hint.played:
                    it.setBackground(QBrush(PLAYED_COLOUR))
                    it.setFont(bold)
                elif i == 0:
                    it.setBackground(QBrush(BEST_COLOUR))
                t.setItem(r, col, it)
        t.resizeColumnsToContents()
        self.stack.setCurrentIndex(1)
        self.note.setText(self._checker_note(hint))
        self._update_rollout()

    def _checker_note(self, hint) -> str:
        if not hint.candidates:
            return self.tr("No legal move: the roll cannot be played.")
        if len(hint.candidates) == 1:
            return self.tr("Forced: there is only one legal play.")
        if hint.played is None:
            return self.tr("Equities are per point at stake, after the play, for the player to "
                           "move; %n play(s) in all.", "", len(hint.candidates))
        played = hint.candidates[hint.played]
        if hint.played == 0:
            return self.tr("You played {play}: the best play.").format(play=played.play)
        return self.tr("You played {play}: {loss} worse than {best}.").format(
            play=played.play, loss=locale().toString(hint.candidates[0].equity - played.equity, "f", 3),
            best=hint.candidates[0].play)

    def set_played(self, board) -> None:
        """Mark the play that led to ``board`` (after the move)."""
        if self.kind != "checker" or self.hint is None:
            return
        hint = self.hint.with_played(board)
        if hint.played != self.hint.played:
            self.show_checker(hint, self._args[1])

    def _cube_rows(self, rows, hint=None, best: float | None = None) -> None:
        """Rows of (label, equity, is the best action, standard error or None); the Loss
        column is each action's equity against ``best`` (the proper action's: a pass the
        opponent should take is no gain for the doubler), empty for the proper action."""
        t = self.cube
        t.setRowCount(len(rows))
        if best is None:
            best = max(row[1] for row in rows)
        bold = QFont(t.font())
        bold.setBold(True)
        level = getattr(hint, "level", "")
        for r, row in enumerate(rows):
            label, eq, is_best = row[:3]
            se = row[3] if len(row) > 3 else None
            cells = [_item(label, right=False),
                     _item(equity_text(eq) + (" " + se_text(se) if se else "")),
                     _item("" if is_best else equity_text(eq - best)),
                     _item(depth_mark(level, getattr(hint, "trials", 0)), right=False)]
            for col, it in enumerate(cells):
                if is_best:
                    it.setBackground(QBrush(BEST_COLOUR))
                    it.setFont(bold)
                t.setItem(r, col, it)
        t.resizeColumnsToContents()
        self.stack.setCurrentIndex(2)
        self._update_rollout()

    def _cube_table(self, hint) -> None:
        """The table of a cube decision (``self.kind`` "cube": the doubler's three actions;
        "take": the taker's two answers) from ``hint``'s figures."""
        if self.kind == "take":
            self._cube_rows([
                (self.tr("Take"), -hint.dt, hint.should_take, hint.dt_se),
                (self.tr("Pass"), -hint.dp, not hint.should_take),
            ], hint, max(-hint.dt, -hint.dp))
        else:
            self._cube_rows([
                (self.tr("No double"), hint.nd, not hint.should_double, hint.nd_se),
                (self.tr("Double, take"), hint.dt, hint.should_double and hint.should_take, hint.dt_se),
                (self.tr("Double, pass"), hint.dp, hint.should_double and not hint.should_take),
            ], hint, hint.best)

    def _chances(self, probs) -> str:
        w, wg, wbg, lg, lbg = probs
        return self.tr("Chances before the roll: win {w} (gammon {wg}, backgammon {wbg}), lose {l} "
                       "(gammon {lg}, backgammon {lbg}).").format(
            w=percent_text(w), wg=percent_text(wg), wbg=percent_text(wbg), l=percent_text(1 - w),
            lg=percent_text(lg), lbg=percent_text(lbg))

    def show_cube(self, hint, who: str) -> None:
        """The doubling decision of ``who``, on roll (a :class:`~bgdesk.bots.analysis.CubeHint`)."""
        self.kind, self.hint, self._args = "cube", hint, (hint, who)
        self._emit_preview(None)
        self.title.setText(self.tr("{name}: double or roll?").format(name=who))
        self.status.setText(self._chances(hint.probs))
        self.status.setVisible(True)
        proper = hint.proper
        self._cube_table(hint)
        self.note.setText(self.tr("Proper cube action: {action}.").format(action=proper_words(proper)))
        self._show_depth(hint.level)

    def show_take(self, hint, who: str, doubler: str) -> None:
        """``who`` answers ``doubler``'s double; ``hint`` is the doubler's cube hint."""
        self.kind, self.hint, self._args = "take", hint, (hint, who, doubler)
        self._emit_preview(None)
        self.title.setText(self.tr("{name}: take or pass?").format(name=who))
        w, wg, wbg, lg, lbg = hint.probs
        self.status.setText(self._chances((1 - w, lg, lbg, wg, wbg)))
        self.status.setVisible(True)
        self._cube_table(hint)
        answer = self.tr("Take") if hint.should_take else self.tr("Pass")
        self.note.setText(self.tr("Proper answer to {name}'s double: {answer}.").format(
            name=doubler, answer=answer))
        self._show_depth(hint.level)

    def _show_depth(self, level: str) -> None:
        self.depth.setText(depth_words(level) if level else "")
        self.depth.setVisible(bool(level))

    # -- rollouts -----------------------------------------------------------------------------
    def _update_rollout(self) -> None:
        ok = self.context is not None and self.kind in ("checker", "cube", "take") and (
            self.kind != "checker" or (self.hint is not None and self.hint.is_decision))
        self.rollout.setVisible(ok or self.rollout.running)
        if not self.rollout.running:
            self.rollout.start_button.setEnabled(ok)

    def set_context(self, context) -> None:
        """What the hint shown is about (see :attr:`context`)."""
        self.context = context
        self._update_rollout()

    def roll_out(self) -> bool:
        """Roll out the leading plays (and the play made), or the cube decision."""
        ctx = self.context
        if ctx is None or self.hint is None:
            return False
        if ctx[0] == "checker" and self.kind == "checker":
            _kind, position, dice, state, played = ctx
            played = self.hint.candidates[self.hint.played].board if self.hint.played is not None else played
            return self.rollout.roll_plays(position, dice, state, leading_boards(self.hint, played))
        if ctx[0] == "cube" and self.kind in ("cube", "take"):
            return self.rollout.roll_cube(ctx[1])
        return False

    def settle(self) -> bool:
        """A cube decision shown at the reference depth that is close there
        (:func:`bgdesk.bots.analysis.cube_is_close`) is rolled out at once, with the settings
        the board's feedback settles it with; its figures replace these when it ends."""
        from bgdesk.bots import analysis

        ctx = self.context
        if ctx is None or ctx[0] != "cube" or self.kind not in ("cube", "take") or self.hint is None:
            return False
        if not analysis.cube_is_close(self.hint):
            return False
        return self.rollout.roll_cube(ctx[1], analysis.settle_settings(),
                                      self.tr("A close decision at 3-ply: settling it by a rollout…"))

    def _show_live(self, figures) -> None:
        """The rollout's figures so far, in the rows of the candidates rolled out."""
        _done, _total, snap = figures
        if self.kind == "checker" and self.hint is not None:
            rows = {self.hint.candidates[i].board: r for r, i in enumerate(self._rows)}
            top = max((eq for _b, eq, _se, _n in snap), default=0.0)
            for board, eq, se, trials in snap:
                r = rows.get(board)
                if r is not None:
                    self.plays.setItem(r, 2, _item(equity_text(eq) + " " + se_text(se)))
                    # the loss against the best play rolled out so far
                    self.plays.setItem(r, 3, _item("" if eq >= top else equity_text(eq - top)))
                    self.plays.setItem(r, 8, _item(depth_mark("rollout", trials), right=False))
        elif self.kind in ("cube", "take") and self.hint is not None:
            # the whole table from the rollout's figures so far: equities, losses, which action
            # is best (the note and the depth words change when the rollout ends)
            live = {what: (eq, se, trials) for what, eq, se, trials in snap if what in ("nd", "dt")}
            if live:
                h = self.hint
                nd = live.get("nd", (h.nd, h.nd_se, 0))
                dt = live.get("dt", (h.dt, h.dt_se, 0))
                self._cube_table(replace(h, nd=nd[0], dt=dt[0], nd_se=nd[1], dt_se=dt[1],
                                         level="rollout", trials=min(v[2] for v in live.values())))

    def _rolled(self, result) -> None:
        if result is not None:
            self.rolled_out.emit()
        elif self.kind == "checker":  # cancelled or failed: the figures as they were
            self.show_checker(*self._args)
        elif self.kind in ("cube", "take"):
            getattr(self, f"show_{self.kind}")(*self._args)


__all__ = ["HintWindow", "depth_mark", "depth_words", "equity_text", "percent_text",
           "proper_words", "se_text"]
