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
from PySide6.QtWidgets import QApplication, QLabel

from bgdesk.engine.fairdice import FairDice
from bgdesk.engine.game import Phase
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.fairseeds import seed_path
from tests.gui.records.interop_helpers import new_window, play_out, play_turn, play_turns


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


def test_each_player_adds_a_part_by_typing_or_clicking(window, qtbot):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=3))
    dice = ctl.match.dice
    seed = dice.to_dict(private=True)["seed"]
    panel = window.interop.contribution_panel
    assert panel.isVisible() and sorted(panel.fields) == [0, 1]
    typed = panel.fields[0]
    typed.setFocus()
    QTest.keyClicks(typed, "Ann's lucky ")
    for ch in "ķiploks":   # typed key by key, letters outside Latin-1 too
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(typed, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))
    pad = panel.pads[1]
    for x, y in ((5, 5), (pad.width() - 8, pad.height() - 6), (pad.width() // 2, 3)):
        QTest.mouseClick(pad, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(x, y))
    clicked = panel.fields[1].text()
    assert len(clicked) == 6 and re.fullmatch(r"[a-z0-9]{6}", clicked)
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


def test_a_computer_player_adds_nothing_and_an_empty_field_gives_the_moment(window):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bot"), length=3, players=("human", "beginner")))
    panel = window.interop.contribution_panel
    assert panel.isVisible() and list(panel.fields) == [0]
    assert ctl.roll()
    first, second = ctl.match.dice.contributions
    assert re.fullmatch(r"\d\d:\d\d:\d\d\.\d\d\d", first) and second == ""


def test_the_parts_can_be_given_only_before_the_first_roll_and_survive_a_restart(qtbot, settings):
    w1 = new_window(qtbot, settings)
    start_session(w1, ask=lambda u: True, inform=lambda texts: None)
    ctl = w1.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=5))
    QTest.keyClicks(w1.interop.contribution_panel.fields[1], "bob")
    play_turns(ctl, 2)
    dice = ctl.match.dice
    w2 = new_window(qtbot, settings)
    start_session(w2, ask=lambda u: True, inform=lambda texts: None)
    again = w2.controller.match.dice
    assert isinstance(again, FairDice) and again.contributions == dice.contributions
    assert not again.accepts_contributions and not w2.interop.contribution_panel.isVisible()
    assert again.rolls == dice.rolls and [again.roll() for _ in range(3)] == \
        [dice.roll() for _ in range(3)]


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
    w1 = new_window(qtbot, settings)
    start_session(w1, ask=lambda u: True, inform=lambda texts: None)
    ctl = w1.controller
    ctl.new_match(MatchConfig(names=("Ann", "Bob"), length=5))
    play_turns(ctl, 3)
    commitment = ctl.match.dice.commitment
    seed_path(commitment).unlink()           # the private seed file is gone
    told: list = []
    w2 = new_window(qtbot, settings)
    start_session(w2, ask=lambda u: True, inform=told.extend)
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
