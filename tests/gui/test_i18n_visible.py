"""Every visible text is in the language in use: the main window (menus, tool bar, panels, status
bar buttons) and every dialog, with their standard buttons (Close, OK, Cancel...), opened in each
language and switched to it live. A text still the same as in English is a defect unless the
language keeps that word (the glossary's "kept" words, names, numbers and move notation)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTableWidget,
    QToolBar,
    QWidget,
)

from bgdesk.gui.i18n import apply_language
from tests.gui.test_i18n_layouts import DIALOGS

LANGS = ("sw", "lv", "mt", "af")
# Words a language writes as in English (resources/i18n/GLOSSARY.md), and texts that are no words.
KEPT = {
    "*": {"bgdesk", "OK", "Chouette", "&Chouette", "bgdesk — chouette", "Alexandra", "Bartholomew", "Cyril",
          "Evangeline",
          "gammon", "backgammon", "Crawford", "Jacoby", "Elo",
          # the names printed on the keys (Help > Keyboard)
          "Enter, Space", "Escape", "Backspace", "Tab", "Enter", "T, P", "D, N, T, P"},
    "sw": {"Beaver", "Beavers"},
    "lv": set(),
    "mt": {"Beaver", "Beavers", "beavers"},
    "af": {"Beginner", "Tutor"},
}


# Texts the tests hand to the dialogs themselves (tests/gui/test_i18n_layouts.py: DIALOGS).
GIVEN = {"Your play: 13/7 8/7.\nBetter: 24/18 13/11.", "This play gives up 0.123 points of equity.",
         "Keep my play", "Take it back", "Evening", "Game 1: Bartholomew"}
# Windows that stay open beside the board and must follow a language switch at once (a modal
# prompt cannot be open while the Settings dialog switches the language).
STAYING = {"statistics", "rules", "replay", "dice statistics", "hint", "analysis", "keyboard"}


def _plain(text: str) -> str:
    text = re.sub(r"&(?!&)", "", text).replace("&&", "&")
    return re.sub(r"<[^>]+>", "", text).strip()


def texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every visible text under ``root``, in a stable order."""
    out = [("title", root.windowTitle())]
    # A tool bar's buttons are read from its actions: on a small screen some of them wait behind
    # its extension button, and which ones depends on the length of the words.
    widgets = [w for w in root.findChildren(QWidget)
               if not (isinstance(w, QAbstractButton) and isinstance(w.parent(), QToolBar))]
    for i, w in enumerate(widgets):
        if isinstance(w, QToolBar):
            out += [(f"{i}:QToolBar#{j}", a.text()) for j, a in enumerate(w.actions())
                    if a.isVisible() and not a.isSeparator() and a.text()]
            continue
        if not w.isVisible() and not isinstance(w, QMenu):
            continue
        key = f"{i}:{type(w).__name__}:{w.objectName()}"
        if isinstance(w, QLabel):
            out.append((key, w.text()))
        elif isinstance(w, QAbstractButton) and not isinstance(w.parent(), QTabBar):
            out.append((key, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((key, w.title()))
        elif isinstance(w, QTabBar):
            out += [(f"{key}#{j}", w.tabText(j)) for j in range(w.count())]
        elif isinstance(w, QComboBox):
            out += [(f"{key}#{j}", w.itemText(j)) for j in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append((key, w.placeholderText()))
        elif isinstance(w, QTableWidget):
            for j in range(w.columnCount()):
                item = w.horizontalHeaderItem(j)
                if item is not None:
                    out.append((f"{key}#h{j}", item.text()))
        elif isinstance(w, QMenu):
            out += [(f"{key}#{j}", a.text()) for j, a in enumerate(w.actions()) if not a.isSeparator()]
    return out


def must_change(text: str, lang: str, names=()) -> bool:
    t = _plain(text)
    if text in GIVEN or any(n and n in t for n in names):
        return False  # the caller's words, the players' names
    if not re.search(r"[A-Za-z]{2}", t):
        return False  # numbers, notation, symbols
    if re.fullmatch(r"[\d/ *()offbar,.-]+", t):
        return False
    if re.fullmatch(r"[0-9a-f\s]{64,}", t):
        return False  # a hash (the fair dice's commitment), shown in full
    if t in KEPT["*"] or t in KEPT[lang]:
        return False
    kept = {w for entry in KEPT["*"] | KEPT[lang] for w in re.findall(r"[^\W\d_]+", entry)}
    return not all(w in kept for w in re.findall(r"[^\W\d_]+", t))  # "Beaver (8)"


def untranslated(english: list, other: list, lang: str, names=()) -> list[str]:
    assert [k for k, _ in english] == [k for k, _ in other]
    return [f"{k}: {a!r}" for (k, a), (_, b) in zip(english, other)
            if a == b and a and must_change(a, lang, names)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_main_window_speaks_the_language(window, qtbot, lang):
    english = texts(window)
    apply_language(lang)
    try:
        qtbot.wait(10)
        live = texts(window)
    finally:
        apply_language("en")
    bad = untranslated(english, live, lang, window.controller.names)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_every_dialog_speaks_the_language(window, qtbot, lang, name):
    make = DIALOGS[name]
    dlg = make(window)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    english = texts(dlg)
    try:
        apply_language(lang)  # switched live: the standard buttons too
        qtbot.wait(10)
        live = texts(dlg)
        dlg.close()
        fresh = make(window)  # opened in the language
        qtbot.addWidget(fresh)
        fresh.show()
        qtbot.waitExposed(fresh)
        opened = texts(fresh)
        fresh.close()
    finally:
        apply_language("en")
    names = window.controller.names
    bad = untranslated(english, opened, lang, names)
    if name in STAYING:
        bad += ["live " + b for b in untranslated(english, live, lang, names)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
def test_the_boards_say_their_words_in_the_language(window, qtbot, lang):
    """The main board's pip count and the Drills board's players (on screen and in the board's
    words for a screen reader) are in the language in use: never "pips" or "Player 1 / Player 2"
    left in English."""
    drills = window.practice.drills(seed=1)
    qtbot.addWidget(drills)
    english_words = drills.board.view.accessibleDescription()
    assert drills.board.scene.state.names == ("You", "Opponent") and "You (light)" in english_words
    apply_language(lang)
    qtbot.wait(10)
    band = window.scene.info_items[0]
    _font, _room, shown = band.name_layout()
    assert "pip" not in shown.lower() and "167" in shown
    names = drills.board.scene.state.names
    words = drills.board.view.accessibleDescription()
    assert "You" not in names and "Opponent" not in names and names[0] != names[1]
    for english in ("Player 1", "Player 2", "You", "Opponent"):
        assert english not in words, (english, words)
    assert words.count(names[0]) >= 2  # named in the pip counts and with the checkers
    assert drills.board.view.accessibleName() not in ("Drill board", "Backgammon board")
    drills.close()
