"""The keyboard map of the main window: a shortcut for every menu action.

Each room makes its own actions (some with their shortcut); the window gives every action that
has none the one from :data:`SHORTCUTS`, found by the action's source text, so the whole map
is in one place and no two actions share a key. :func:`menu_rows` lists every menu action with
its keys for Help > Keyboard.
"""

from __future__ import annotations


from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from bgdesk.gui.i18n import bound_source

# Source text of an action (as marked with QT_TRANSLATE_NOOP) -> its shortcut.
SHORTCUTS = {
    "New c&houette…": "Ctrl+Shift+N",
    "Resume chouette": "Ctrl+Shift+R",
    "Resign a single game": "Ctrl+Shift+S",
    "Resign a gammon": "Ctrl+Shift+G",
    "Resign a backgammon": "Ctrl+Shift+B",
    "Dice &fairness…": "Ctrl+Shift+F",
    "&Quit": "Ctrl+Q",
    "Copy &XGID": "Ctrl+Shift+X",
    "Copy &GNUbg ID": "Ctrl+Shift+I",
    "Bottom right": "Ctrl+1",
    "Bottom left": "Ctrl+2",
    "Top right": "Ctrl+3",
    "Top left": "Ctrl+4",
    "Classic": "Ctrl+5",
    "High contrast": "Ctrl+6",
    "Ocean": "Ctrl+7",
    "Off": "Alt+1",
    "Slow": "Alt+2",
    "Normal": "Alt+3",
    "Fast": "Alt+4",
    "Show pip counts": "Ctrl+Shift+P",
    "Show point numbers": "Ctrl+Shift+U",
    "Highlight legal destinations": "Ctrl+Shift+L",
    "Confirm moves by picking up the dice": "Ctrl+Shift+K",
    "Ask before doubling when the cube is clicked": "Ctrl+Shift+D",
    "Play forced moves automatically": "Ctrl+Shift+J",
    "Roll automatically when no double is possible": "Ctrl+Shift+O",
    "Point numbers follow the player on roll": "Ctrl+Shift+W",
    "&Tutor mode": "Ctrl+Shift+T",
    "Analyse this &game…": "Ctrl+Shift+A",
    "Analyse the &match…": "Ctrl+Shift+M",
    "S&tatistics…": "F9",
    "&Dice statistics…": "Shift+F9",
    "&About bgdesk": "Shift+F1",
    "&Keyboard": "Ctrl+F1",
    "&Fair dice": "Ctrl+Shift+F1",
    "&Archive…": "F8",
    "&Feedback on the board": "Ctrl+Shift+H",
    "&Review this game…": "Ctrl+Shift+Y",
    "Analyse and review a match &file…": "Ctrl+Alt+O",
    "&Drills…": "F6",
    "Past chouettes…": "Shift+F8",
    # Chouette mode's menu (given its keys when the mode puts the menu up).
    "A player &joins…": "Ctrl+Shift+Z",
    "A player lea&ves…": "Ctrl+Alt+V",
    "Summary of the &evening…": "Ctrl+Alt+E",
    "&End the evening…": "Ctrl+Alt+Q",
}


def menu_actions(window) -> list[tuple[list[QAction], QAction]]:
    """Every action of the menu bar with the menus it is in: ``[(menus, action)]``."""
    out = []

    def walk(menu_action: QAction, path: list[QAction]) -> None:
        for a in menu_action.menu().actions():
            if a.isSeparator():
                continue
            if a.menu() is not None:
                walk(a, path + [a])
            else:
                out.append((path, a))

    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top, [top])
    return out


def assign_shortcuts(window) -> None:
    """Give every menu action without a shortcut its key from :data:`SHORTCUTS`."""
    for _path, action in menu_actions(window):
        if action.shortcuts():
            continue
        key = SHORTCUTS.get(bound_source(action) or "")
        if key:
            action.setShortcut(QKeySequence(key))
            if action.parent() is not window and action not in window.actions():
                window.addAction(action)  # the key works while the menu is closed


class _MenuBarWatch(QObject):
    """Gives the actions of a menu put up later (chouette mode's) their keys as it appears."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ActionAdded:
            assign_shortcuts(self.parent())
        return False


def keep_shortcuts(window) -> None:
    """Assign the keys now and to every menu the menu bar gets later."""
    assign_shortcuts(window)
    window.menuBar().installEventFilter(_MenuBarWatch(window))


def back_to_board(window) -> QShortcut:
    """Escape anywhere in ``window``: on the board it puts a checker picked up down again; from
    any other control (the move box, the move list, a button) the focus goes back to the board,
    so no control keeps the keyboard."""
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
    shortcut.setObjectName("back_to_board")
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)

    def escape() -> None:
        view = window.view
        if view.hasFocus():
            view.board_scene().keys.escape()
        else:
            view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    shortcut.activated.connect(escape)
    return shortcut


def plain(text: str) -> str:
    """A menu text as shown: without its ``&`` marks."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def keyboard_sections(window) -> list:
    """Help > Keyboard's sections for ``window``: its board, move box and menus (as they are
    now, chouette mode's too), the questions, the replay viewer, the drills and the review, and
    every window (see :mod:`bgdesk.gui.help.keyboard`)."""
    from bgdesk.gui.help.keyboard import fixed_sections
    from bgdesk.gui.records.replay_window import replay_keys

    menus = []
    for path, action in menu_actions(window):
        where = " › ".join(plain(m.text()) for m in path + [action])
        seqs = action.shortcuts()
        menus.append((", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in seqs), where,
                      tuple(s.toString() for s in seqs)))
    return fixed_sections(menus, replay_keys())


def menu_rows(window) -> list[tuple[str, str]]:
    """``(menu path, keys)`` of every menu action, in menu order (the keys as the platform
    writes them)."""
    rows = []
    for path, action in menu_actions(window):
        where = " › ".join(plain(m.text()) for m in path + [action])
        keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
        rows.append((where, keys))
    return rows


__all__ = ["SHORTCUTS", "assign_shortcuts", "back_to_board", "keyboard_sections", "keep_shortcuts", "menu_actions", "menu_rows", "plain"]
