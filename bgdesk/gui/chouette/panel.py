"""ChouettePanel: beside the board in chouette mode.

Shows who is in the box, the captain and the team's order, every member's cube (value and where
it lies) and whether they are still in this game, who must act now, the running ledger of every
participant's points, the settlement of the last game and the session's log. Below the table, a
Double button for each person who may double now (the box doubles; on the team's turn any member
still in the game may propose the team's double, R36), computer seats excepted: a heading says
what the buttons do and each button carries one name, laid out in as many columns as the names
fit in whole. The log wraps its lines and follows the newest one unless it was scrolled back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from bgdesk.engine.chouette import BOX, TEAM, ChouettePhase
from bgdesk.gui.i18n import plain_text

P = ChouettePhase

COL_ROLE, COL_NAME, COL_CUBE, COL_STATUS, COL_POINTS = range(5)


def signed(n: int) -> str:
    """Points as the ledger shows them: +3, −2 (a real minus sign), 0."""
    if n > 0:
        return f"+{n}"
    if n < 0:
        return f"\u2212{-n}"
    return "0"


class SessionLog(QPlainTextEdit):
    """The session's log: read-only, long lines wrapped, always showing the newest line unless
    the reader has scrolled back (then it stays where they are)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setUndoRedoEnabled(False)
        self._lines: list[str] = []

    def lines(self) -> list[str]:
        return list(self._lines)

    def at_end(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def set_lines(self, lines: list[str]) -> None:
        if lines == self._lines:
            return
        follow = self.at_end() or not self._lines
        if lines[:len(self._lines)] == self._lines:
            for line in lines[len(self._lines):]:
                self.appendPlainText(line)
        else:
            self.setPlainText("\n".join(lines))
        self._lines = list(lines)
        if follow:
            self.follow()

    def follow(self) -> None:
        """Show the newest line."""
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        follow = self.at_end()
        super().resizeEvent(event)
        if follow:
            self.follow()


class ChouettePanel(QFrame):
    double_requested = Signal(str)  # the person whose Double button was pressed
    move_entered = Signal(str)  # a play typed in standard notation

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("chouette_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = plain_text(QLabel())
        f = self.title.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        self.title.setFont(f)
        lay.addWidget(self.title)
        self.rules = plain_text(QLabel())
        self.rules.setWordWrap(True)
        self.rules.setStyleSheet("color: gray")
        lay.addWidget(self.rules)

        self.table = QTableWidget(0, 5)
        self.table.setObjectName("chouette_table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setWordWrap(True)  # a long name takes two lines rather than losing letters
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        head.setMinimumSectionSize(24)
        lay.addWidget(self.table)

        self.double_box = QFrame()
        self.double_box.setObjectName("chouette_doubles")
        box_lay = QVBoxLayout(self.double_box)
        box_lay.setContentsMargins(0, 0, 0, 0)
        self.double_heading = plain_text(QLabel())
        self.double_heading.setObjectName("chouette_double_heading")
        self.double_heading.setWordWrap(True)
        box_lay.addWidget(self.double_heading)
        self._double_grid = QGridLayout()
        self._double_grid.setContentsMargins(0, 0, 0, 0)
        box_lay.addLayout(self._double_grid)
        self._double_columns = 0
        lay.addWidget(self.double_box)
        self._double_names: list[str] = []
        self._double_buttons: dict[str, QPushButton] = {}

        self.others = plain_text(QLabel())
        self.others.setObjectName("chouette_others")
        self.others.setWordWrap(True)
        lay.addWidget(self.others)

        self.waiting = plain_text(QLabel())
        self.waiting.setObjectName("chouette_waiting")
        self.waiting.setWordWrap(True)
        self.waiting.setStyleSheet("font-weight: bold; color: #b05000")
        lay.addWidget(self.waiting)

        self.last_title = plain_text(QLabel())
        self.last_title.setFont(_bold(self.last_title.font()))
        lay.addWidget(self.last_title)
        self.last_game = plain_text(QLabel())
        self.last_game.setObjectName("chouette_settlement")
        self.last_game.setWordWrap(True)
        lay.addWidget(self.last_game)

        self.log_title = log_title = plain_text(QLabel())
        log_title.setFont(_bold(log_title.font()))
        lay.addWidget(log_title)
        self.log = SessionLog()
        self.log.setObjectName("chouette_log")
        lay.addWidget(self.log, 1)
        self.entry_label = plain_text(QLabel())
        self.entry_label.setWordWrap(True)
        lay.addWidget(self.entry_label)
        self.move_entry = QLineEdit()
        self.move_entry.setObjectName("chouette_move_entry")
        self.move_entry.setPlaceholderText("24/18 13/11")
        self.move_entry.returnPressed.connect(self._move_typed)
        lay.addWidget(self.move_entry)
        self.entry_error = plain_text(QLabel())
        self.entry_error.setWordWrap(True)
        self.entry_error.setStyleSheet("color: #c03030")
        lay.addWidget(self.entry_error)
        # Names for a screen reader: the box and the log by the labels above them.
        self.entry_label.setBuddy(self.move_entry)
        log_title.setBuddy(self.log)
        self._rows: list[str] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The panel's fixed texts in the language in use (the rest comes with update_from)."""
        self.table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Player"), self.tr("Cube"), self.tr("Status"), self.tr("Points")])
        self.last_title.setText(self.tr("Last game"))
        if not self.last_game.text():
            self.last_game.setText(self.tr("No game finished yet."))
        self.log_title.setText(self.tr("Session"))
        self.table.setAccessibleName(self.tr("Players at the table"))
        self.entry_label.setText(self.tr("Type a move (e.g. 24/18 13/11) and press Enter:"))

    # -- reading the panel (tests and accessibility) -------------------------------------------
    def row_names(self) -> list[str]:
        return list(self._rows)

    def cell(self, name: str, column: int) -> str:
        item = self.table.item(self._rows.index(name), column)
        return item.text() if item is not None else ""

    def ledger(self) -> dict[str, int]:
        """The Points column read back as numbers."""
        out = {}
        for row, name in enumerate(self._rows):
            text = self.table.item(row, COL_POINTS).text().replace("\u2212", "-")
            out[name] = int(text)
        return out

    def double_button(self, name: str) -> QPushButton | None:
        """The Double button of ``name``, shown while ``name`` may double (else None)."""
        return self._double_buttons.get(name)

    # -- update -----------------------------------------------------------------------------
    def update_from(self, ctl) -> None:
        ch = ctl.chouette
        if ch is None:  # nothing of a chouette that is over stays beside these words
            self.title.setText(self.tr("No chouette"))
            self.table.setRowCount(0)
            self._rows = []
            self.rules.clear()
            self._update_doubles(ctl, [], None)
            for label in (self.others, self.waiting):
                label.clear()
            self.others.hide()
            self.last_game.setText(self.tr("No game finished yet."))
            self.log.set_lines([])
            self.move_entry.setEnabled(False)
            return
        cg = ch.current_game
        live = cg is not None and not cg.is_over
        n_games = len(ch.games)
        if ch.phase is P.SEATING:
            self.title.setText(self.tr("Chouette: rolling for the seats"))
        elif not n_games:
            self.title.setText(self.tr("Chouette: seats decided"))
        elif live:
            self.title.setText(self.tr("Chouette: game {n}").format(n=n_games))
        else:
            self.title.setText(self.tr("Chouette: game {n} over").format(n=n_games))
        self.rules.setText(ctl.rules_text(ch.rules))

        if ch.phase is P.SEATING:
            order = list(ch.names)
        elif live:
            order = [cg.box] + list(cg.team)
        else:
            order = [ch.box] + list(ch.team)
        ledger = ch.ledger
        self._ensure_rows(len(order))
        self._rows = order
        to_act = ch.to_act
        for row, name in enumerate(order):
            role, cube, status = self._describe(ctl, ch, cg, live, name, row)
            texts = {COL_ROLE: role, COL_NAME: ctl.seat_label(name), COL_CUBE: cube,
                     COL_STATUS: status, COL_POINTS: signed(ledger[name])}
            acting = name == to_act
            for col, text in texts.items():
                item = self.table.item(row, col)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(row, col, item)
                item.setText(text)
                font = item.font()
                font.setBold(acting or col == COL_POINTS)
                item.setFont(font)
                item.setBackground(QBrush(QColor(255, 200, 120, 110)) if acting else QBrush())
                if col == COL_POINTS:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.resizeRowsToContents()
        h = (self.table.horizontalHeader().sizeHint().height()
             + self.table.verticalHeader().length() + 2 * self.table.frameWidth())
        self.table.setFixedHeight(h)
        self._update_doubles(ctl, [n for n in order if ctl.can_double(n) and not ctl.is_bot(n)],
                             ch.box)

        self.others.setText(self._others_text(ch))
        self.others.setVisible(bool(self.others.text()))
        self.waiting.setText(self._waiting_text(ctl, ch))
        self.move_entry.setEnabled(ctl.can("move"))
        last = next((g for g in reversed(ch.games) if g.is_over), None)
        if last is None:
            self.last_game.setText(self.tr("No game finished yet."))
        else:
            text = ctl.result_text(last)
            settle = ctl.settlement_text(last)
            if settle:
                text += "\n" + settle + "."
            if last is cg:
                text += "\n" + self.tr("Next: {rotation}").format(rotation=ctl.rotation_text())
            self.last_game.setText(text)

        self.log.set_lines(ctl.move_list())

    def _move_typed(self) -> None:
        text = self.move_entry.text().strip()
        if text:
            self.move_entered.emit(text)

    def move_result(self, ok: bool, message: str) -> None:
        """What became of a typed move: cleared when played, else the reason is shown."""
        if ok:
            self.move_entry.clear()
            self.entry_error.clear()
        else:
            self.entry_error.setText(message)

    def _ensure_rows(self, n: int) -> None:
        self.table.setRowCount(n)

    def _update_doubles(self, ctl, names: list[str], box: str | None) -> None:
        if names == self._double_names:
            self._fit_double_columns()
            return
        for b in self._double_buttons.values():
            self._double_grid.removeWidget(b)
            b.deleteLater()
        self._double_buttons = {}
        self._double_names = list(names)
        self._double_columns = 0
        boxes = names == [box]
        self.double_heading.setText(
            self.tr("The box may double every cube it may turn:") if boxes else
            self.tr("Propose a team double (every other member in the game must agree):"))
        for name in names:
            b = QPushButton(name)
            b.setObjectName(f"chouette_double_{name}")
            said = (self.tr("{name} doubles") if name == box
                    else self.tr("{name} proposes a double")).format(name=name)
            b.setAccessibleName(said)
            b.setToolTip(self.tr("The box doubles every cube it may turn") if name == box else
                         self.tr("{name} proposes that the team double the box; every other "
                                 "member must agree").format(name=name))
            b.clicked.connect(lambda _=False, n=name: self.double_requested.emit(n))
            self._double_buttons[name] = b
        self._fit_double_columns()
        self.double_box.setVisible(bool(names))

    def _fit_double_columns(self) -> None:
        """Two columns of buttons when every name fits in half the width, else one."""
        buttons = [self._double_buttons[n] for n in self._double_names]
        if not buttons:
            return
        room = self.contentsRect().width() - 12
        widest = max(b.sizeHint().width() for b in buttons)
        spacing = self._double_grid.horizontalSpacing()
        columns = 2 if 2 * widest + max(spacing, 0) <= room else 1
        if columns == self._double_columns:
            return
        self._double_columns = columns
        for b in buttons:
            self._double_grid.removeWidget(b)
        for i, b in enumerate(buttons):
            self._double_grid.addWidget(b, i // columns, i % columns)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit_double_columns()

    def _describe(self, ctl, ch, cg, live: bool, name: str, row: int) -> tuple[str, str, str]:
        """(seat, cube, status) for one row."""
        if ch.phase is P.SEATING:
            dice = " ".join(str(d) for d in ctl.seat_dice(name))
            status = self.tr("to roll") if name == ch.to_act else ""
            return self.tr("rolled {dice}").format(dice=dice) if dice else "", "", status
        if live:
            return self.game_cells(ch.phase, cg, name, row)
        if name == ch.box:
            return self.tr("Box"), "", ""
        return (self.tr("Captain") if row == 1 else f"{row}."), "", ""

    @staticmethod
    def game_cells(phase: ChouettePhase, game, name: str, row: int) -> tuple[str, str, str]:
        """(seat, cube, status) of ``name`` at ``row`` of the table (0: the box, then the line)
        in a game being played at ``phase``: a live ChouetteGame or a moment of a replay (a
        ChouetteMoment, which answers the same questions)."""
        if name == game.box:
            on_roll = game.on_roll == BOX and phase is not P.GAME_OVER
            status = ChouettePanel.tr("on roll") if on_roll else ""
            return ChouettePanel.tr("Box"), ChouettePanel.tr("all cubes"), status
        c = game.cube(name)
        where = {None: ChouettePanel.tr("centred"), TEAM: ChouettePanel.tr("own"),
                 BOX: ChouettePanel.tr("box has it")}[c.owner]
        cube = f"{c.value} · {where}"
        status = ""
        if not c.in_game:
            points = signed(dict(game.settlements).get(name, 0))
            status = (ChouettePanel.tr("left ({points})") if name in game.left
                      else ChouettePanel.tr("passed ({points})")).format(points=points)
            cube = ""
        elif phase is P.BOX_DOUBLE_OFFERED and name in game.box_double_pending:
            status = ChouettePanel.tr("doubled to {value}").format(value=2 * c.value)
        elif phase is P.TEAM_DOUBLE_PROPOSED:
            agreed, _waiting = game.proposal
            status = (ChouettePanel.tr("proposes") if name == agreed[0] else ChouettePanel.tr("agreed")
                      if name in agreed else ChouettePanel.tr("to confirm"))
        elif phase is P.TEAM_DOUBLE_OFFERED:
            status = ChouettePanel.tr("doubles to {value}").format(value=2 * c.value)
        if name == game.captain:
            role = ChouettePanel.tr("Captain")
            if name != game.line_at_start[0] and not status:
                status = ChouettePanel.tr("acting captain")  # the captain passed the box's double
        else:
            role = f"{row}."
        return role, cube, status

    def _others_text(self, ch) -> str:
        """Newcomers waiting for the next game, and the accounts of those who have left."""
        lines = []
        if ch.waiting:
            lines.append(self.tr("Plays from the next game: {names}").format(
                names=", ".join(ch.waiting)))
        if ch.departed:
            ledger = ch.ledger
            lines.append(self.tr("Left: {accounts}").format(
                accounts=", ".join(f"{n} {signed(ledger[n])}" for n in ch.departed)))
        return "\n".join(lines)

    def _waiting_text(self, ctl, ch) -> str:
        who = ch.to_act
        if who is None:
            if ch.phase is P.READY:
                return self.tr("Press Roll (or click the board) to start the first game.")
            if ch.phase is P.GAME_OVER:
                return self.tr("Press Roll (or click the board) to start the next game.")
            return ""
        label = ctl.seat_label(who)
        ph = ch.phase
        what = {
            P.SEATING: self.tr("roll one die for the seats"),
            P.OPENING: self.tr("roll the opening roll"),
            P.BEFORE_ROLL: self.tr("roll or double") if ctl.can_double(who) else self.tr("roll"),
            P.MOVING: self.tr("play the roll"),
            P.TEAM_DOUBLE_PROPOSED: self.tr("agree to the team's double or refuse it"),
            P.TEAM_DOUBLE_OFFERED: self.tr("take or pass the team's double"),
            P.BOX_DOUBLE_OFFERED: self.tr("take or pass the box's double"),
            P.RESIGN_OFFERED: self.tr("accept or decline the resignation"),
        }.get(ph, "")
        return self.tr("Waiting for {name}: {what}.").format(name=label, what=what)


def _bold(font: QFont) -> QFont:
    font.setBold(True)
    return font


__all__ = ["ChouettePanel", "signed"]
