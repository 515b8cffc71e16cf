"""The players' part of the fair dice in the window: typed or clicked before the first roll,
the rolls then following from the seed and both parts (checked here with hashlib only); the
fairness text says who could see the dice; the check can be repeated with sha256sum; a resumed
match whose fair dice are lost says so and is marked as no longer verifiable."""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

from bgdesk.engine.fairdice import FairDice
from bgdesk.engine.game import Phase
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.fairseeds import seed_path
from tests.gui.records.interop_helpers import (
    match_in_play, new_window, play_out, play_turn, play_turns, session_window,
)


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def by_hand(seed: str, n: int, first: str, second: str) -> tuple[int, int]:
    key = sha(f"bgdesk-dice-v2:{seed}:{sha(first)}:{sha(second)}")
    dice, k = [], 0
    while len(dice) < 2:
        block = sha(f"{key}:{n}:{k}")
        dice += [int(block[i:i + 2], 16) % 6 + 1 for i in range(0, 64, 2)
                 if int(block[i:i + 2], 16) < 252]
        k += 1
    return dice[0], dice[1]


def fairness(window):
    shown = []
    window.interop.show_fairness(driver=lambda dlg: shown.append(dlg))
    return shown[0]


def test_each_player_seals_a_part_by_typing_or_clicking_home_first(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=3))
    dice = ctl.match.dice
    seed = dice.to_dict(private=True)["seed"]
    panel = window.interop.contribution_panel
    assert panel.isVisible() and sorted(panel.fields) == [0, 1]
    assert panel.home_row.isVisible() and panel.home_choice.currentText() == "Ann"
    # Ann is at home: her row is open, Bob's waits for her seal.
    assert panel.fields[0].isEnabled() and not panel.fields[1].isEnabled()
    assert not panel.seal_buttons[1].isEnabled() and not panel.pads[1].isEnabled()
    assert "Ann seals first, then Bob" in panel.findChild(QLabel, "seal_order").text()
    typed = panel.fields[0]
    assert typed.echoMode() == QLineEdit.EchoMode.Password   # hidden from the other player
    typed.setFocus()
    QTest.keyClicks(typed, "Ann's lucky ")
    for ch in "ķiploks":   # typed key by key, letters outside Latin-1 too
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(typed, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))
    QTest.mouseClick(panel.seal_buttons[0], Qt.MouseButton.LeftButton)
    assert dice.is_sealed(0) and typed.isReadOnly() and panel.seal_buttons[0].text() == "Sealed"
    assert not panel.home_choice.isEnabled()          # who is at home is fixed by now
    assert "contributions" not in dice.to_dict(private=True)   # written nowhere yet
    pad = panel.pads[1]
    assert pad.isEnabled() and panel.fields[1].isEnabled()
    for x, y in ((5, 5), (pad.width() - 8, pad.height() - 6), (pad.width() // 2, 3)):
        QTest.mouseClick(pad, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(x, y))
    clicked = panel.fields[1].text()
    assert len(clicked) == 6 and re.fullmatch(r"[a-z0-9]{6}", clicked)
    QTest.keyClick(panel.fields[1], Qt.Key.Key_Return)      # Enter seals too
    assert dice.is_sealed(1) and "roll when you are ready" in panel.order_note.text()
    assert ctl.roll()
    assert not panel.isVisible()
    assert dice.contributions == ("Ann's lucky ķiploks", clicked)
    first = ctl.match.record().games[0].events[0].dice
    assert tuple(first) == by_hand(seed, 0, "Ann's lucky ķiploks", clicked)
    if ctl.game.phase is Phase.MOVING:
        play_turn(ctl)
    play_turns(ctl, 3)
    record = ctl.match.record().to_dict()
    assert record["dice"]["contributions"] == ["Ann's lucky ķiploks", clicked]
    n = 0
    for e in (e for g in record["games"] for e in g["events"]):
        if e["kind"] in ("opening_roll", "roll"):
            assert tuple(e["dice"]) == by_hand(seed, n, "Ann's lucky ķiploks", clicked)
            n += 1
    # The fairness dialog names each part; before the reveal it says who could see the dice.
    box = fairness(window).boxes[0]
    parts = box.findChild(QLabel, "contributions").text()
    assert "Ann's lucky ķiploks" in parts and clicked in parts
    hidden = box.findChild(QLabel, "seed_hidden").text()
    assert str(seed_path(dice.commitment)) in hidden and "only your user account" in hidden
    assert "opponent at this login" in hidden and "No computer player" in hidden


def test_the_guest_seals_last_and_a_sealed_part_never_changes(window, qtbot):
    # Issue 23: whoever can read the seed file typed last and kept trying parts. The one at
    # home seals first: the guest's row does not open before, and the engine refuses it too.
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=3))
    dice = ctl.match.dice
    panel = window.interop.contribution_panel
    panel.home_choice.setCurrentIndex(1)                 # Bob's computer
    assert panel.fields[1].isEnabled() and not panel.fields[0].isEnabled()
    assert "Bob seals first, then Ann" in panel.order_note.text()
    panel.fields[0].setText("Ann, out of turn")          # even past the disabled row:
    assert not panel.seal(0) and not dice.is_sealed(0)
    assert panel.error.isVisible() and "Bob seals first" in panel.error.text()
    QTest.keyClicks(panel.fields[1], "bob at home")
    QTest.mouseClick(panel.seal_buttons[1], Qt.MouseButton.LeftButton)
    assert dice.home == 1 and dice.is_sealed(1) and not panel.home_choice.isEnabled()
    panel.fields[1].setText("bob's second try")
    assert not panel.seal(1)
    assert "cannot change" in panel.error.text()
    panel.fields[0].setText("")                           # sealed empty: a random part
    QTest.mouseClick(panel.seal_buttons[0], Qt.MouseButton.LeftButton)
    ann, bob = dice.contributions
    assert bob == "bob at home" and re.fullmatch(r"[0-9a-f]{32}", ann)
    assert ctl.roll() and dice.contributions == (ann, "bob at home")


def test_the_full_commitment_is_shown_and_copied(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=3))
    commitment = ctl.match.dice.commitment
    panel = window.interop.contribution_panel
    shown = panel.findChild(QLabel, "commitment_in_full").text()
    assert shown.replace("\n", "") == commitment and len(commitment) == 64
    QGuiApplication.clipboard().clear()
    QTest.mouseClick(panel.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == commitment
    # The status bar shows all 64 digits too (in a window with the room), and its menu copies them.
    window.resize(1600, 800)
    qtbot.waitUntil(lambda: window.width() >= 1580)
    button = window.interop.dice_button
    assert commitment in button.text()
    QGuiApplication.clipboard().clear()
    button.customContextMenuRequested.emit(QPoint(5, 5))      # a right click
    menu = window.interop.dice_menu
    assert menu.isVisible() and [a.text() for a in menu.actions()] == ["Copy the commitment"]
    menu.actions()[0].trigger()
    menu.close()
    assert QGuiApplication.clipboard().text() == commitment
    assert ctl.roll() and commitment in button.text()


def test_a_computer_player_adds_nothing_and_an_empty_field_gets_a_random_part(window):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, players=("human", "beginner")))
    panel = window.interop.contribution_panel
    assert panel.isVisible() and list(panel.fields) == [0] and not panel.home_row.isVisible()
    assert panel.fields[0].isEnabled()
    assert ctl.roll()
    first, second = ctl.match.dice.contributions
    assert re.fullmatch(r"[0-9a-f]{32}", first) and second == ""
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, players=("human", "beginner")))
    assert ctl.roll() and ctl.match.dice.contributions[0] != first


def test_the_parts_can_be_given_only_before_the_first_roll_and_survive_a_restart(qtbot, settings):
    w1 = new_window(qtbot, settings)
    start_session(w1, ask=lambda u: True, inform=lambda texts: None)
    ctl = w1.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=5))
    QTest.keyClicks(w1.interop.contribution_panel.fields[0], "ann")
    play_turns(ctl, 2)
    dice = ctl.match.dice
    w2 = new_window(qtbot, settings)
    start_session(w2, ask=lambda u: True, inform=lambda texts: None)
    again = w2.controller.match.dice
    assert isinstance(again, FairDice) and again.contributions == dice.contributions
    assert not again.accepts_contributions and not w2.interop.contribution_panel.isVisible()
    assert again.rolls == dice.rolls and dice.contributions[0] == "ann"
    assert w2.controller.roll() and w2.controller.game.dice == dice.roll()


@pytest.mark.skipif(shutil.which("sha256sum") is None or shutil.which("sh") is None,
                    reason="needs sha256sum and a POSIX shell")
def test_the_check_runs_with_sha256sum(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=1))
    QTest.keyClicks(window.interop.contribution_panel.fields[0], "it's mine")
    play_out(ctl)
    box = fairness(window).boxes[0]
    QTest.mouseClick(box.copy_check, Qt.MouseButton.LeftButton)
    commands = QGuiApplication.clipboard().text()
    lines = commands.splitlines()
    assert len(lines) == 5 and all(" | sha256sum    # " in line for line in lines)
    for line in lines:
        command, expected = line.split("    # ")
        out = subprocess.run(["sh", "-c", command], capture_output=True, text=True, check=True)
        assert out.stdout.split()[0] == expected
    assert lines[0].endswith(ctl.match.dice.commitment)
    QTest.mouseClick(box.verify_button, Qt.MouseButton.LeftButton)
    assert box.result.text().startswith("Verified")


def test_a_resumed_match_whose_fair_dice_are_lost_says_so(qtbot, settings):
    w = match_in_play(qtbot, settings, 3, names=("Ann", "Bob"))
    ctl = w.controller
    commitment = ctl.match.dice.commitment
    # the session's writer thread keeps the seed with the autosave: written before it goes
    # (unlinked at once, the file was not there yet on a busy machine: FileNotFoundError)
    assert w.session.flush()
    seed_path(commitment).unlink()           # the private seed file is gone
    told: list = []
    w2 = session_window(qtbot, settings, inform=told.extend)
    assert any("could not be restored" in t and "no longer verifiable" in t for t in told), told
    m = w2.controller.match
    assert m.dice_unverifiable and not isinstance(m.dice, FairDice)
    assert "not verifiable" in w2.interop.dice_button.text()
    box = fairness(w2).boxes[0]
    assert box.commitment.text() == commitment
    assert box.findChild(QLabel, "unverifiable") is not None
    assert "no longer" in box.findChild(QLabel, "unverifiable").text()
    # It plays on, and its record says it is not verifiable, in the archive too.
    play_turns(w2.controller, 2)
    assert w2.controller.match.record().dice["unverifiable"]


@pytest.mark.parametrize("lang", ["sw", "mt", "en"])
def test_the_panel_shows_every_line_on_a_laptop_screen(window, qtbot, lang):
    """Before the first roll, in a window the size of a 1366x768 screen's, every wrapped text of
    the panel gets the height it needs at its width and the link to Help wraps instead of being
    cut: the move list below gives up the room (seen in Swahili: the explanation's five lines
    drawn in the room of three, cut at the top and the bottom; the link cut at the edge)."""
    from bgdesk.gui.i18n import apply_language

    apply_language(lang)
    window.resize(1366, 700)
    window.controller.new_match(MatchConfig(names=("Player 1", "Player 2"), length=5))
    panel = window.interop.contribution_panel
    qtbot.waitUntil(panel.isVisible, timeout=3000)
    qtbot.wait(200)  # the side panel's layout settles
    assert panel.height() >= panel.heightForWidth(panel.width())
    for label in panel.findChildren(QLabel):
        if label.isVisible() and label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), (lang, label.text(), label.height())
    why = panel.why_text
    assert why.height() >= why.heightForWidth(why.width()) and panel.why.height() >= why.height()
    assert why.width() <= panel.width()
    assert panel.why.accessibleName() == why.text()
    # the move list is smaller meanwhile, and takes its room back once the panel has gone
    small = window.move_list.height()
    for i in (0, 1):
        panel.seal(i)
    window.controller.roll()
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: window.move_list.height() > small, timeout=3000)


def test_the_help_link_opens_the_page_from_the_keyboard_too(window, qtbot):
    window.controller.new_match(MatchConfig(names=("Ann", "Bob"), length=3))
    panel = window.interop.contribution_panel
    asked = []
    panel.help_requested.connect(lambda: asked.append(1))
    panel.why.setFocus()
    QTest.keyClick(panel.why, Qt.Key.Key_Space)
    assert asked == [1]
