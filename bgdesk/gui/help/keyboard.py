"""Help > Keyboard: every key of the board and every menu action with its shortcut.

The board's keys are described here; the menu rows come from the window that opens the dialog
(``rows``: the menu path of each action and its keys), so the list is always the menus as they
are, in the language in use.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.i18n import Context, is_language_change, resize_within_screen, translate_buttons

# (keys, what they do) on the board, as source texts.
BOARD_KEYS = [
    (QT_TRANSLATE_NOOP("Keys", "Left / Right, Up / Down"),
     QT_TRANSLATE_NOOP("Keys", "Move the cursor over the checkers that may move; with a checker "
                                       "picked up, choose among its destinations")),
    (QT_TRANSLATE_NOOP("Keys", "1 … 24, B"),
     QT_TRANSLATE_NOOP("Keys", "Pick up the checker on that point (B: on the bar)")),
    (QT_TRANSLATE_NOOP("Keys", "Enter, Space"),
     QT_TRANSLATE_NOOP("Keys", "Pick up the checker under the cursor; play to the destination "
                                       "chosen; with the roll played, pick up the dice")),
    (QT_TRANSLATE_NOOP("Keys", "1 … 6 (a checker picked up)"),
     QT_TRANSLATE_NOOP("Keys", "Play that die with the checker picked up")),
    (QT_TRANSLATE_NOOP("Keys", "Escape"),
     QT_TRANSLATE_NOOP("Keys", "Put the checker down again")),
    (QT_TRANSLATE_NOOP("Keys", "Backspace"),
     QT_TRANSLATE_NOOP("Keys", "Take the last step back")),
    (QT_TRANSLATE_NOOP("Keys", "R"), QT_TRANSLATE_NOOP("Keys", "Roll the dice")),
    (QT_TRANSLATE_NOOP("Keys", "D"), QT_TRANSLATE_NOOP("Keys", "Double")),
    (QT_TRANSLATE_NOOP("Keys", "T, P, B (double offered)"),
     QT_TRANSLATE_NOOP("Keys", "Take, pass or beaver")),
    (QT_TRANSLATE_NOOP("Keys", "A, R (team double proposed)"),
     QT_TRANSLATE_NOOP("Keys", "Agree or refuse")),
    (QT_TRANSLATE_NOOP("Keys", "A, D (resignation offered)"),
     QT_TRANSLATE_NOOP("Keys", "Accept or decline")),
    (QT_TRANSLATE_NOOP("Keys", "Enter (in the move box)"),
     QT_TRANSLATE_NOOP("Keys", "Play the move typed; in the empty box, with the roll played, "
                                       "pick up the dice")),
    (QT_TRANSLATE_NOOP("Keys", "Tab"),
     QT_TRANSLATE_NOOP("Keys", "Go from the board to the move box (type a move such as 24/18 "
                                       "13/11, or the rest of one) and back")),
]


Keys = Context("Keys")


class KeyboardHelp(QDialog):
    """The keys of the board and of every menu action."""

    _instance: "KeyboardHelp | None" = None

    def __init__(self, parent: QWidget | None, rows: Callable[[], list[tuple[str, str]]]) -> None:
        """``rows()``: the menu path and keys of every menu action, read again after a language
        change."""
        super().__init__(parent)
        self.setObjectName("KeyboardHelp")
        self.setModal(False)
        self.rows = rows
        layout = QVBoxLayout(self)
        self.board_label = QLabel()
        layout.addWidget(self.board_label)
        self.board = self._table()
        layout.addWidget(self.board, 2)
        self.menu_label = QLabel()
        layout.addWidget(self.menu_label)
        self.menus = self._table()
        layout.addWidget(self.menus, 3)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(self.buttons)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        resize_within_screen(self, 760, 720)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(Keys.tr("Keyboard"))
        self.board_label.setText(Keys.tr("On the board"))
        self.menu_label.setText(Keys.tr("Menus"))
        self.board.setAccessibleName(Keys.tr("On the board"))
        self.menus.setAccessibleName(Keys.tr("Menus"))
        self._fill(self.board, [(Keys.tr(k), Keys.tr(w)) for k, w in BOARD_KEYS])
        self._fill(self.menus, [(keys, where) for where, keys in self.rows()])

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def _table(self) -> QTableWidget:
        table = QTableWidget(0, 2)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        return table

    @staticmethod
    def _fill(table: QTableWidget, rows) -> None:
        table.setHorizontalHeaderLabels([Keys.tr("Keys"), Keys.tr("What they do")])
        table.setRowCount(len(rows))
        for i, (keys, what) in enumerate(rows):
            table.setItem(i, 0, QTableWidgetItem(keys))
            table.setItem(i, 1, QTableWidgetItem(what))
        table.resizeRowsToContents()

    def listed(self) -> list[tuple[str, str]]:
        """(keys, what) of every menu row shown."""
        return [(self.menus.item(i, 0).text(), self.menus.item(i, 1).text()) for i in range(self.menus.rowCount())]

    @classmethod
    def show_for(cls, parent: QWidget | None, rows: Callable[[], list[tuple[str, str]]]) -> "KeyboardHelp":
        """Open the list (one at a time; opened again, it shows the menus as they are now)."""
        old = cls._instance
        if old is not None:
            try:
                old.close()
                old.deleteLater()
            except RuntimeError:
                pass
        win = cls(parent, rows)
        cls._instance = win
        win.show()
        return win


__all__ = ["BOARD_KEYS", "KeyboardHelp"]
