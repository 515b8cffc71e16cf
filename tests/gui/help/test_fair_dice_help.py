"""Help > Fair dice: a page per language with the same sections and the same commands; the
commands, run as the page writes them, check an exported .mat file from nothing but the file
(sha256sum and xxd step by step, and the python3 program for every roll), and catch a changed
file; the window opens from the Help menu and from the parts panel, in the language in use."""

from __future__ import annotations

import html
import random
import re
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from bgdesk.engine.fairdice import FairDice
from bgdesk.engine.match import Match
from bgdesk.engine.matfile import export_mat
from bgdesk.engine.record import EventKind
from bgdesk.gui.help.fairdice import FairDiceHelpWindow
from bgdesk.gui.help.rules import page_file, page_html
from bgdesk.gui.i18n import LANGUAGES, apply_language
from tests.engine.test_matfile import play_out

# On one worker: one exported match (exported) serves them all.
pytestmark = pytest.mark.xdist_group("fair_dice_help")

SECTIONS = ("promise", "guarantees", "order", "checks", "recipe", "byhand", "script")
PARTS = ('Ann says "hi" ķ', "plain bob")
NEEDS_SH = pytest.mark.skipif(shutil.which("sh") is None or shutil.which("python3") is None,
                              reason="needs a POSIX shell and python3")


def pre_blocks(lang: str) -> list[str]:
    return [html.unescape(b) for b in re.findall(r"<pre>(.*?)</pre>", page_html(lang, "fairdice"),
                                                 re.S)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_the_page_with_every_section_and_the_same_commands(lang):
    assert page_file(lang, "fairdice").name == f"fairdice_{lang}.html"
    text = page_html(lang, "fairdice")
    assert f'lang="{lang}"' in text
    assert tuple(re.findall(r'<a name="([a-z]+)">', text)) == SECTIONS
    assert tuple(re.findall(r'<a href="#([a-z]+)">', text)) == SECTIONS
    # The commands are the recipe: word for word the same on every page.
    assert pre_blocks(lang) == pre_blocks("en") and len(pre_blocks(lang)) == 3
    if lang != "en":
        prose = re.sub(r"<pre>.*?</pre>", "", text, flags=re.S)
        english = set(re.findall(r"[a-z]{6,}", re.sub(r"<pre>.*?</pre>", "", page_html(
            "en", "fairdice"), flags=re.S)))
        words = set(re.findall(r"[a-z]{6,}", prose))
        assert len(words & english) < len(words) / 3


def fair_match_with_everything() -> tuple[Match, FairDice]:
    """A match to 5 on fair dice with a tied opening roll and an opening won by player 2, the
    parts with quotes and a letter outside ASCII (so the .mat writes one in hex)."""
    for s in range(200):
        dice = FairDice(f"help seed {s}")
        m = Match(5, dice=dice, meta={"names": ["Ann", "Bob"]})
        dice.contribute(*PARTS)
        rng = random.Random(s)
        while not m.is_over:
            play_out(m.new_game(), rng)
        openings = [e for g in m.record().games for e in g.events
                    if e.kind is EventKind.OPENING_ROLL]
        if any(e.player is None for e in openings) and any(e.player == 1 for e in openings):
            dice.reveal()
            return m, dice
    raise AssertionError("no such match in 200")


@pytest.fixture(scope="module")
def exported():
    m, dice = fair_match_with_everything()
    return export_mat(m.record(), names=("Ann", "Bob"), date="2026.05.01"), m, dice


def run_script(tmp_path, mat_text: str):
    (tmp_path / "match.mat").write_text(mat_text, encoding="utf-8")
    return subprocess.run(["sh", "-c", pre_blocks("en")[2]], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)


@NEEDS_SH
def test_the_program_in_help_checks_every_roll_of_an_exported_mat(exported, tmp_path):
    text, m, dice = exported
    assert "DiceContribution1Hex" in text and '[DiceContribution2 "plain bob"]' in text
    done = run_script(tmp_path, text)
    rolls = sum(1 for g in m.record().games for e in g.events
                if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (f"every roll in the file follows from the seed and both parts "
                                   f"({rolls} roll numbers)")


def changed(text: str, pattern: str, make) -> str:
    m = re.search(pattern, text, re.M)
    assert m, pattern
    return text[:m.start()] + make(m) + text[m.end():]


@NEEDS_SH
@pytest.mark.parametrize("how", ["a die", "an opening in the other column", "a part", "the seed"])
def test_the_program_in_help_catches_a_changed_file(exported, tmp_path, how):
    text, _m, _dice = exported
    if how == "a die":      # a later roll, its play left alone: the dice no longer follow
        bad = changed(text, r"^  5\) (\d)(\d):",
                      lambda m: f"  5) {m[2]}{m[1]}:" if m[1] != m[2] else f"  5) {int(m[1]) % 6 + 1}{m[2]}:")
        expect = "does not follow"
    elif how == "an opening in the other column":
        bad = changed(text, r"^  1\) +(\d\d: .*)$", lambda m: "  1)" + " " * 30 + m[1]
                      if m[0].startswith("  1) " + m[1][:2]) else "  1) " + m[1])
        expect = "does not follow"
    elif how == "a part":
        bad = text.replace('[DiceContribution2 "plain bob"]', '[DiceContribution2 "plain bob!"]')
        expect = "a part"
    else:
        bad = changed(text, r'\[DiceSeed "(.*)"\]', lambda m: f'[DiceSeed "{m[1]}x"]')
        expect = "the seed does not give the commitment"
    assert bad != text
    done = run_script(tmp_path, bad)
    assert done.returncode != 0 and expect in done.stderr, (done.stdout, done.stderr)


@pytest.mark.skipif(any(shutil.which(t) is None for t in ("sh", "sha256sum", "xxd")),
                    reason="needs sha256sum and xxd")
def test_the_steps_by_hand_in_help_give_the_hashes_the_tags_name(exported):
    text, m, _dice = exported
    tags = dict(re.findall(r'^; \[(\w+) "([^"]*)"\]', text, re.M))
    lines = [line for line in pre_blocks("en")[0].splitlines() if "sha256sum" in line]

    def run(line: str, **values) -> str:
        command = line.split("#")[0].strip()
        for word, value in values.items():
            command = command.replace(f"'{word}'", "'" + value.replace("'", "'\\''") + "'")
        out = subprocess.run(["sh", "-c", command], capture_output=True, text=True, check=True)
        return out.stdout.split()[0]

    seed_line, part_line, hex_line, empty_line, key_line, block_line = lines
    assert run(seed_line, SEED=tags["DiceSeed"]) == tags["DiceCommitment"]
    assert run(part_line, PART=tags["DiceContribution2"]) == tags["DiceContributionHash2"]
    assert run(hex_line, HEX=tags["DiceContribution1Hex"]) == tags["DiceContributionHash1"]
    assert run(empty_line).startswith("e3b0c442") and run(empty_line).endswith("b855")
    c1, c2 = tags["DiceContributionHash1"], tags["DiceContributionHash2"]
    key = run(key_line.replace("SEED:C1:C2", f"{tags['DiceSeed']}:{c1}:{c2}"))
    # Roll n's block read as the page says; the opening rolls at the start of game 1 (a tie
    # passed over) until one is decided, written by its winner, the winner's die first.
    n = 0
    while True:
        block = run(block_line.replace("KEY:0:0", f"{key}:{n}:0"))
        usable = [int(block[i:i + 2], 16) for i in range(0, 64, 2)]
        d1, d2 = [b % 6 + 1 for b in usable if b < 252][:2]
        if d1 != d2:
            break
        n += 1
    first = re.search(r"^  1\)( +)(\d\d):", text, re.M)
    in_left = len(first[1]) == 1
    assert in_left == (d1 > d2)
    assert first[2] == (f"{d1}{d2}" if d1 > d2 else f"{d2}{d1}")
    assert tuple(m.record().games[0].events[n].dice) == (d1, d2)


def test_the_window_opens_from_the_help_menu_and_the_panel_in_the_language_in_use(window, qtbot):
    from bgdesk.gui.match.controller import MatchConfig

    action = window.act_fair_dice_help
    menu_actions = window.act_rules.associatedObjects()[0].actions()
    assert menu_actions.index(action) == menu_actions.index(window.act_rules) + 1
    assert action.text() == "&Fair dice"
    action.trigger()
    win = FairDiceHelpWindow._instance
    qtbot.waitUntil(lambda: win is not None and win.isVisible())
    assert win.windowTitle() == "Fair dice" and "Who is protected against whom" in \
        win.browser.toPlainText()
    try:
        apply_language("lv")
        qtbot.waitUntil(lambda: win.language == "lv")
        assert win.windowTitle() == "Godīgi kauliņi" and win.language == "lv"
        assert "Kurš ir aizsargāts pret ko" in win.browser.toPlainText()
        assert action.text() == "&Godīgi kauliņi"
    finally:
        apply_language("en")
    qtbot.waitUntil(lambda: win.language == "en")
    win.close()
    window.controller.new_match(MatchConfig(names=("Ann", "Bob"), length=3))
    panel = window.interop.contribution_panel
    qtbot.mouseClick(panel.why, Qt.MouseButton.LeftButton)
    again = FairDiceHelpWindow._instance
    qtbot.waitUntil(lambda: again is not None and again.isVisible())
    assert "Sealing the parts, in order" in again.browser.toPlainText()
    again.close()
    # And from Game > Dice fairness, whose recipe now points here.
    shown = []
    window.interop.show_fairness(driver=shown.append)
    assert "Help > Fair dice" in shown[0].findChildren(QLabel)[-1].text()
    qtbot.mouseClick(shown[0].help_button, Qt.MouseButton.LeftButton)
    third = FairDiceHelpWindow._instance
    qtbot.waitUntil(lambda: third is not None and third.isVisible())
    third.close()
