"""Help > Keyboard is complete, window by window: every key each window really takes is listed
in its section, and every key listed is taken. The keys are found where they live: the actions
and shortcuts of the main window (chouette mode's too) and of the replay viewer, the letters of
every question, and, for the boards (the game's, the drills'), by pressing every key on a board
and seeing which it takes."""

from __future__ import annotations

import string

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut

from bgdesk.gui.board.state import BoardState
from bgdesk.gui.help.keyboard import PROMPT_KEYS
from bgdesk.gui.window.keys import keyboard_sections

# Every key a person could press on a board: letters, digits, arrows and the editing keys.
PROBED = ([getattr(Qt.Key, f"Key_{c}") for c in string.ascii_uppercase + string.digits]
          + [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home,
             Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Return,
             Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Backspace,
             Qt.Key.Key_Delete, Qt.Key.Key_Insert, Qt.Key.Key_Tab]
          + [getattr(Qt.Key, f"Key_F{n}") for n in range(1, 13)])


def name(key) -> str:
    return QKeySequence(key).toString()


def press(keys, key) -> bool:
    text = name(key).lower() if len(name(key)) == 1 else (" " if key == Qt.Key.Key_Space else "")
    return keys.key(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text))


def keys_taken(scene) -> set[str]:
    """The keys ``scene``'s board takes, with nothing picked up and with a checker picked up
    (its signals lead nowhere here: only whether the board takes the key is seen)."""
    state = BoardState(on_roll=0, dice=(6, 5), dice_side=0, movable=frozenset({24, 13, 8, 6}))
    taken = set()
    for key in PROBED:
        for picked in (False, True):
            scene.set_state(state)
            scene.keys.cursor = scene.keys.picked = None
            if picked:
                scene.keys.picked, scene.keys.targets = 13, [7, 8]
            scene.keys._digits = ""
            if press(scene.keys, key):
                taken.add(name(key))
    return taken


def listed(window, section: str) -> set[str]:
    rows = dict((k, rows) for k, _title, rows in keyboard_sections(window))[section]
    return {k for _written, _what, keys in rows for k in keys}


def window_keys(widget) -> set[str]:
    """Every key of the actions and shortcuts of ``widget`` and its children."""
    keys = {s.toString() for a in widget.findChildren(QAction) for s in a.shortcuts()}
    keys |= {s.key().toString() for s in widget.findChildren(QShortcut)}
    return keys


def test_every_section_is_shown_in_help_keyboard(window, qtbot):
    helpdlg = window.show_keyboard()
    qtbot.addWidget(helpdlg)
    assert helpdlg.titles() == ["On the board", "Move box", "Menus", "Questions", "Replay", "Drills and game review",
                      "Every window"]
    for key, _title, rows in helpdlg.shown:
        table = helpdlg.tables[key]
        assert table.rowCount() == len(rows) and table.accessibleName()
        assert all(what for _w, what, _k in rows)
    assert ("Ctrl+W" in helpdlg.tables["replay"].item(len(helpdlg.section_rows("replay")) - 1, 0).text())
    helpdlg.close()


def test_the_game_board_takes_exactly_the_keys_listed(window):
    assert keys_taken(window.scene) == listed(window, "board")


def test_the_drills_board_takes_exactly_the_keys_listed(window, qtbot):
    drills = window.practice.drills(seed=1)
    qtbot.addWidget(drills)
    assert keys_taken(drills.board.scene) == listed(window, "practice")
    drills.close()


def test_every_key_of_the_main_window_is_listed(window):
    everything = listed(window, "board") | listed(window, "move_box") | listed(window, "menus")
    assert window_keys(window) <= everything, window_keys(window) - everything
    # The menus list exactly the menus' keys, and no key is listed twice there.
    menu_keys = [k for _w, _what, keys in dict((k, r) for k, _t, r in keyboard_sections(window))["menus"] for k in keys]
    assert len(menu_keys) == len(set(menu_keys))


def test_chouette_modes_keys_are_listed_too(window):
    from bgdesk.gui.chouette.controller import ChouetteConfig
    from bgdesk.gui.chouette.mode import start_chouette

    window.prompt_driver = lambda dialog: dialog.accept()
    start_chouette(window, ChouetteConfig(names=("Ann", "Ben", "Cy"), seed=3))
    everything = listed(window, "board") | listed(window, "move_box") | listed(window, "menus")
    assert window_keys(window) <= everything, window_keys(window) - everything


def test_the_move_box_keys_are_the_ones_listed(window):
    assert listed(window, "move_box") == {"Return", "Enter", "Esc", "Tab", "Backtab"}
    assert window.move_entry.isSignalConnected(
        window.move_entry.metaObject().method(window.move_entry.metaObject().indexOfSignal("returnPressed()")))
    assert any(s.key().toString() == "Esc" for s in window.findChildren(QShortcut))


def test_the_replay_viewer_takes_exactly_the_keys_listed(window, qtbot):
    from bgdesk.engine.record import MatchRecord
    from bgdesk.gui.records.replay_window import ReplayWindow

    replay = ReplayWindow(MatchRecord(length=3))
    qtbot.addWidget(replay)
    assert window_keys(replay) == listed(window, "replay")


@pytest.mark.parametrize("make", [
    lambda: __import__("bgdesk.gui.match.dialogs", fromlist=["x"]).TakeDialog(None, "Ann", "Ben", 2, 1, True),
    lambda: __import__("bgdesk.gui.match.dialogs", fromlist=["x"]).DoubleDialog(None, "Ann", 2),
    lambda: __import__("bgdesk.gui.match.dialogs", fromlist=["x"]).ResignDialog(None, "Ann", "Ben", "a gammon", 2),
    lambda: __import__("bgdesk.gui.match.dialogs", fromlist=["x"]).ReplaceMatchDialog(None, "Ann 1, Ben 0"),
    lambda: __import__("bgdesk.gui.chouette.dialogs", fromlist=["x"]).TeamDoubleDialog(
        None, "Cy", "Bob", "Ann", ("Bob",), 2),
    lambda: __import__("bgdesk.gui.chouette.dialogs", fromlist=["x"]).BoxAnswerDialog(None, "Ann", {"Bob": 1}, True),
], ids=["take", "double", "resign", "replace", "team double", "box answer"])
def test_every_questions_letters_are_listed(window, qtbot, make):
    dlg = make()
    qtbot.addWidget(dlg)
    letters = {key: letter.upper() for letter, key in dlg._letters.items()}
    assert letters in [dict(row[0]) for row in PROMPT_KEYS]
    prompt_keys = listed(window, "prompts")
    assert set(letters.values()) <= prompt_keys


def test_every_listed_question_letter_is_some_questions():
    from bgdesk.gui.chouette import dialogs as chouette_dialogs
    from bgdesk.gui.match import dialogs as match_dialogs

    made = [match_dialogs.TakeDialog(None, "A", "B", 2, 1, True), match_dialogs.DoubleDialog(None, "A", 2),
            match_dialogs.ResignDialog(None, "A", "B", "x", 1), match_dialogs.ReplaceMatchDialog(None, "x"),
            chouette_dialogs.TeamDoubleDialog(None, "C", "B", "A", ("B",), 2),
            chouette_dialogs.BoxAnswerDialog(None, "A", {"B": 1}, True)]
    found = [{key: letter.upper() for letter, key in d._letters.items()} for d in made]
    for letters, _written, _what in PROMPT_KEYS:
        assert dict(letters) in found
    for d in made:
        d.deleteLater()
