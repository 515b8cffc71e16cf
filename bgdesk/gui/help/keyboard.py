"""Help > Keyboard: every key of the program, window by window.

The dialog lists the places the keys work in (the board, the move box, the menus, the prompts,
the replay viewer, the drills and the game review, and every window) beside a table of the keys
of the place chosen. The window that
opens it gives the sections (``sections()``: ``[(id, title, rows)]``, each row ``(keys as
written, what they do, keys)`` in the language in use), read again after a language change, so
the menus are listed as they are. The fixed sections are here: :data:`BOARD_KEYS`,
:data:`MOVE_BOX_KEYS`, :data:`PRACTICE_KEYS`, :data:`WINDOW_KEYS` and the prompts' letters
(:func:`prompt_rows`). Each row carries its keys as Qt writes them (``"Ctrl+R"``, ``"Left"``,
``"T"``), so a test compares the list with the keys each window really takes.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QListWidget,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bgdesk.gui.i18n import Context, is_language_change, resize_within_screen, translate_buttons

DIGITS = tuple(str(d) for d in range(10))
DICE = tuple(str(d) for d in range(1, 7))

# (keys, how they are written, what they do): the last two are source texts ("Keys" context).
BOARD_KEYS = [
    (("Left", "Right", "Up", "Down"), QT_TRANSLATE_NOOP("Keys", "Left / Right, Up / Down"),
     QT_TRANSLATE_NOOP("Keys", "Move the cursor over the checkers that may move; with a checker "
                               "picked up, choose among its destinations")),
    (DIGITS + ("B",), QT_TRANSLATE_NOOP("Keys", "1 … 24, B"),
     QT_TRANSLATE_NOOP("Keys", "Pick up the checker on that point (B: on the bar)")),
    (("Return", "Enter", "Space"), QT_TRANSLATE_NOOP("Keys", "Enter, Space"),
     QT_TRANSLATE_NOOP("Keys", "Pick up the checker under the cursor (the first time, the back "
                               "checker); play it to the destination chosen; with the roll "
                               "played, pick up the dice; before the roll, roll")),
    (DICE, QT_TRANSLATE_NOOP("Keys", "1 … 6 (a checker picked up)"),
     QT_TRANSLATE_NOOP("Keys", "Play that die with the checker picked up")),
    (("Esc",), QT_TRANSLATE_NOOP("Keys", "Escape"),
     QT_TRANSLATE_NOOP("Keys", "Put the checker down again; from any other control of the "
                               "window, back to the board")),
    (("Backspace",), QT_TRANSLATE_NOOP("Keys", "Backspace"), QT_TRANSLATE_NOOP("Keys", "Take the last step back")),
    (("R",), QT_TRANSLATE_NOOP("Keys", "R"), QT_TRANSLATE_NOOP("Keys", "Roll the dice")),
    (("D",), QT_TRANSLATE_NOOP("Keys", "D"),
     QT_TRANSLATE_NOOP("Keys", "Double (at once: the question before doubling is for a click on "
                               "the cube)")),
    (("T", "P"), QT_TRANSLATE_NOOP("Keys", "T, P"),
     QT_TRANSLATE_NOOP("Keys", "Take or pass the double offered")),
]
MOVE_BOX_KEYS = [
    (("Return", "Enter"), QT_TRANSLATE_NOOP("Keys", "Enter (in the move box)"),
     QT_TRANSLATE_NOOP("Keys", "Play the move typed; in the empty box, pick up the dice once the "
                               "roll is played, or roll")),
    (("Esc",), QT_TRANSLATE_NOOP("Keys", "Escape"), QT_TRANSLATE_NOOP("Keys", "Back to the board")),
    (("Tab", "Backtab"), QT_TRANSLATE_NOOP("Keys", "Tab, Shift+Tab"),
     QT_TRANSLATE_NOOP("Keys", "Tab goes from the board to the move box (type a move such as "
                               "24/18 13/11, or the rest of one); Shift+Tab goes back")),
]
PRACTICE_KEYS = [
    (("D", "N", "T", "P"), QT_TRANSLATE_NOOP("Keys", "D, N, T, P"),
     QT_TRANSLATE_NOOP("Keys", "Answer the cube question: double, no double, take, pass")),
    (("Left", "Right", "Up", "Down", "Return", "Enter", "Space", "Backspace", "R") + DIGITS + ("B",),
     QT_TRANSLATE_NOOP("Keys", "The board's keys"),
     QT_TRANSLATE_NOOP("Keys", "Play the roll asked for, as on the game's board; Enter picks up "
                               "the dice")),
    (("Esc",), QT_TRANSLATE_NOOP("Keys", "Escape"),
     QT_TRANSLATE_NOOP("Keys", "Put the checker down again; with none picked up, close the window")),
]
WINDOW_KEYS = [
    (("Esc",), QT_TRANSLATE_NOOP("Keys", "Escape"),
     QT_TRANSLATE_NOOP("Keys", "Close a window or a dialog; a question that must be answered is "
                               "asked again")),
    (("Tab", "Backtab"), QT_TRANSLATE_NOOP("Keys", "Tab"),
     QT_TRANSLATE_NOOP("Keys", "Go to the next control (with Shift, the previous one)")),
    (("Return", "Enter"), QT_TRANSLATE_NOOP("Keys", "Enter"),
     QT_TRANSLATE_NOOP("Keys", "Press the button shown as the default one")),
    ((), QT_TRANSLATE_NOOP("Keys", "The menus' keys"),
     QT_TRANSLATE_NOOP("Keys", "Work in the windows opened beside the board too (analysis, hint, "
                               "statistics, archive, help), except in those with a board of their "
                               "own")),
]
# The prompts: (what each letter answers, as in the dialogs' LETTERS) -> how they are written
# and what they do.
PROMPT_KEYS = [
    ({"take": "T", "pass": "P", "beaver": "B"}, QT_TRANSLATE_NOOP("Keys", "T, P, B (double offered)"),
     QT_TRANSLATE_NOOP("Keys", "Take, pass or beaver")),
    ({"double": "D", "cancel": "N"}, QT_TRANSLATE_NOOP("Keys", "D, N (before doubling)"),
     QT_TRANSLATE_NOOP("Keys", "Double, or not now")),
    ({"agree": "A", "refuse": "R"}, QT_TRANSLATE_NOOP("Keys", "A, R (team double proposed)"),
     QT_TRANSLATE_NOOP("Keys", "Agree or refuse")),
    ({"accept": "A", "decline": "D"}, QT_TRANSLATE_NOOP("Keys", "A, D (resignation offered)"),
     QT_TRANSLATE_NOOP("Keys", "Accept or decline")),
    ({"replace": "P", "keep": "K"}, QT_TRANSLATE_NOOP("Keys", "P, K (play from a position)"),
     QT_TRANSLATE_NOOP("Keys", "Play from here, or keep the match")),
]

SECTION_TITLES = {
    "board": QT_TRANSLATE_NOOP("Keys", "On the board"),
    "move_box": QT_TRANSLATE_NOOP("Keys", "Move box"),
    "menus": QT_TRANSLATE_NOOP("Keys", "Menus"),
    "prompts": QT_TRANSLATE_NOOP("Keys", "Questions"),
    "replay": QT_TRANSLATE_NOOP("Keys", "Replay"),
    "practice": QT_TRANSLATE_NOOP("Keys", "Drills and game review"),
    "windows": QT_TRANSLATE_NOOP("Keys", "Every window"),
}

Keys = Context("Keys")

Row = tuple[str, str, tuple[str, ...]]  # (keys as written, what they do, keys)
Section = tuple[str, str, list[Row]]  # (id, title, rows)


def rows_of(table) -> list[Row]:
    """One of the fixed tables above, in the language in use."""
    return [(Keys.tr(written), Keys.tr(what), tuple(keys)) for keys, written, what in table]


def prompt_rows() -> list[Row]:
    return [(Keys.tr(written), Keys.tr(what), tuple(letters.values())) for letters, written, what in PROMPT_KEYS]


def section(key: str, rows: list[Row]) -> Section:
    title = SECTION_TITLES[key]
    return key, Keys.tr(title), rows


def fixed_sections(menus: list[Row], replay: list[Row]) -> list[Section]:
    """Every section, given the menus' rows and the replay viewer's (which the window knows)."""
    _keys, escape, closes = WINDOW_KEYS[0]  # Escape in a question: as in every window
    return [
        section("board", rows_of(BOARD_KEYS)),
        section("move_box", rows_of(MOVE_BOX_KEYS)),
        section("menus", menus),
        section("prompts", prompt_rows() + [(Keys.tr(escape), Keys.tr(closes), ("Esc",))]),
        section("replay", replay),
        section("practice", rows_of(PRACTICE_KEYS)),
        section("windows", rows_of(WINDOW_KEYS)),
    ]


class KeyboardHelp(QDialog):
    """Every key of the program, place by place (see the module docstring)."""

    _instance: "KeyboardHelp | None" = None

    def __init__(self, parent: QWidget | None, sections: Callable[[], list[Section]]) -> None:
        """``sections()``: the sections to show, read again after a language change."""
        super().__init__(parent)
        self.setObjectName("KeyboardHelp")
        self.setModal(False)
        self.sections = sections
        self.shown: list[Section] = []
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        # The places on the left (a list, not tabs: seven of them do not fit a window's width
        # in every language), the keys of the one chosen on the right.
        self.places = QListWidget()
        self.places.setObjectName("keyboard_places")
        self.stack = QStackedWidget()
        self.places.currentRowChanged.connect(self.stack.setCurrentIndex)
        row.addWidget(self.places)
        row.addWidget(self.stack, 1)
        layout.addLayout(row, 1)
        self.tables: dict[str, QTableWidget] = {}
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(self.buttons)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        resize_within_screen(self, 900, 720)
        self.retranslate_ui()
        self.places.setCurrentRow(0)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(Keys.tr("Keyboard"))
        self.places.setAccessibleName(Keys.tr("Where the keys work"))
        current = self.places.currentRow()
        self.shown = list(self.sections())
        for i, (key, title, rows) in enumerate(self.shown):
            table = self.tables.get(key)
            if table is None:
                table = self.tables[key] = self._table()
                table.setObjectName(f"keys_{key}")
                self.stack.insertWidget(i, table)
                self.places.insertItem(i, title)
            self.places.item(i).setText(title)
            table.setAccessibleName(title)  # a screen reader names the table as its place
            self._fill(table, [(keys, what) for keys, what, _k in rows])
        self.places.setFixedWidth(self.places.sizeHintForColumn(0) + 2 * self.places.frameWidth() + 8)
        if current >= 0:
            self.places.setCurrentRow(current)

    def show_place(self, key: str) -> None:
        """Show the keys of section ``key`` ("board", "menus", "replay"...)."""
        for i, (k, _title, _rows) in enumerate(self.shown):
            if k == key:
                self.places.setCurrentRow(i)

    def titles(self) -> list[str]:
        return [self.places.item(i).text() for i in range(self.places.count())]

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

    def section_rows(self, key: str) -> list[Row]:
        """The rows shown in section ``key`` ("board", "menus", "replay"...)."""
        return next((rows for k, _title, rows in self.shown if k == key), [])

    def listed(self) -> list[tuple[str, str]]:
        """(keys, what) of every menu row shown."""
        table = self.tables["menus"]
        return [(table.item(i, 0).text(), table.item(i, 1).text()) for i in range(table.rowCount())]

    @classmethod
    def show_for(cls, parent: QWidget | None, sections: Callable[[], list[Section]]) -> "KeyboardHelp":
        """Open the list (one at a time; opened again, it shows the menus as they are now)."""
        old = cls._instance
        if old is not None:
            try:
                old.close()
                old.deleteLater()
            except RuntimeError:
                pass
        win = cls(parent, sections)
        cls._instance = win
        win.show()
        return win


__all__ = ["BOARD_KEYS", "KeyboardHelp", "MOVE_BOX_KEYS", "PRACTICE_KEYS", "PROMPT_KEYS", "SECTION_TITLES",
           "WINDOW_KEYS", "fixed_sections", "prompt_rows", "rows_of"]
