"""Fair dice in the window (commitment before the first roll, seed revealed at the end, Verify,
resume with the same dice), dice entered by hand, and the dice statistics window."""

from __future__ import annotations

import dataclasses
import json

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from bgdesk.engine.fairdice import FairDice, commitment_of, fair_roll, verify
from bgdesk.engine.game import Phase
from bgdesk.engine.record import EventKind
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.records.dice_stats_window import DiceStatsWindow
from bgdesk.gui.records.fairness_dialog import DiceFairnessDialog, FairnessEntry, _EntryBox
from bgdesk.gui.records.manual_dice import ManualDiceDialog, PromptDice
from bgdesk.gui.window.startup import start_session
from bgdesk.storage.archive import list_archive, load_archived
from tests.gui.conftest import QueueDice
from tests.gui.records.interop_helpers import (
    match_in_play, new_window, play_out, play_turn, play_turns, session_window,
)


def fairness(window):
    shown = []
    window.interop.show_fairness(driver=lambda dlg: shown.append(dlg))
    return shown[0]


def test_commitment_is_shown_before_the_first_roll(window):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=3))
    dice = ctl.match.dice
    assert isinstance(dice, FairDice) and dice.rolls == 0
    assert not any(g.events for g in ctl.match.games)
    button = window.interop.dice_button
    assert button.isVisible()
    assert dice.commitment[:16] in button.text()
    assert dice.commitment in button.toolTip()
    assert ctl.match.commitment == dice.commitment
    dlg = fairness(window)
    assert isinstance(dlg, DiceFairnessDialog)
    box = dlg.boxes[0]
    assert box.commitment.text() == dice.commitment
    assert box.findChild(QLabel, "seed_hidden") is not None
    assert not box.verify_button.isEnabled()
    assert "seed" not in (ctl.match.record().dice or {})
    assert window.interop.act_fairness.text() == "Dice &fairness…"


def fair_match_in_a_normal_window(window):
    """A new 3-point match with fair dice, the window no longer maximised: (dice, dice button)."""
    window.controller.new_match(MatchConfig(names=("Alice", "Bob"), length=3))
    window.showNormal()
    return window.controller.match.dice, window.interop.dice_button


def status_room(bar) -> int:
    """The status bar's width left for its message beside the widgets shown in it."""
    widgets = [w for w in bar.findChildren(QWidget) if w.parent() is bar and w.isVisible()]
    return bar.width() - sum(w.width() for w in widgets)


def test_the_commitment_leaves_the_status_message_its_room_in_a_narrow_window(window, qtbot):
    """Seen on an 800-pixel window: the whole 64-digit commitment in the status bar cut the
    message down to "The roll is fully played: pick". In a window that narrow the bar shows its
    first 16 digits and the board's message fits beside it; in a wide one, the whole hash."""
    dice, button = fair_match_in_a_normal_window(window)
    window.resize(1600, 800)
    qtbot.waitUntil(lambda: window.width() >= 1580)
    assert button.text() == f"Dice commitment {dice.commitment}"
    window.resize(800, 700)
    qtbot.waitUntil(lambda: window.width() <= 820)
    assert button.text() == f"Dice commitment {dice.commitment[:16]}\u2026"
    assert dice.commitment in button.toolTip()
    bar = window.statusBar()
    message = "The roll is fully played: pick up the dice, or take a step back."
    qtbot.waitUntil(lambda: bar.fontMetrics().horizontalAdvance(message) <= status_room(bar), timeout=2000)


def test_a_long_message_takes_the_room_of_the_whole_commitment(window, qtbot):
    """Seen at 1366x768: a judged resignation's sentence ("Resigning a single game gives up
    1.075 against playing on: you still win 52.5% of the time, save the ...") was cut where the
    whole commitment began. While such a message is shown the button has the short form; with a
    short message, the whole hash again. The bar's tooltip has the message whole."""
    dice, button = fair_match_in_a_normal_window(window)
    window.resize(1366, 740)
    qtbot.waitUntil(lambda: abs(window.width() - 1366) <= 20)
    bar = window.statusBar()
    assert button.text() == f"Dice commitment {dice.commitment}"
    long = ("Resigning a single game gives up 1.075 against playing on: you still win 52.5% of the "
            "time, save the gammon 87.6% and lose a backgammon 0.6%.")
    window.show_message(long)
    qtbot.waitUntil(lambda: button.text() == f"Dice commitment {dice.commitment[:16]}\u2026")
    qtbot.waitUntil(lambda: bar.fontMetrics().horizontalAdvance(long) <= status_room(bar), timeout=2000)
    assert bar.toolTip() == long
    window.show_message("Alice to play 5-4.")
    qtbot.waitUntil(lambda: button.text() == f"Dice commitment {dice.commitment}")


def test_seed_revealed_at_match_end_and_verified(window, qtbot, tmp_path):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=1))
    dice = ctl.match.dice
    commitment = dice.commitment
    play_turns(ctl, 2)
    assert not dice.revealed and "verify" not in window.interop.dice_button.text()
    play_out(ctl)
    assert ctl.match.is_over and dice.revealed
    record = ctl.match.record()
    # Checked at once, without Verify being pressed: said, and on the status bar's button.
    rolls = sum(1 for g in record.games for e in g.events
                if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL))
    assert window.interop.last_message == (
        f"Dice verified: the revealed seed gives the commitment, and all {rolls} rolls follow "
        f"from it and the players' parts.")
    assert window.interop.dice_button.text() == f"Dice verified: all {rolls} rolls"
    assert record.dice["seed"] == dice.revealed_seed
    assert commitment_of(record.dice["seed"]) == commitment
    n = verify(record)
    assert n == sum(1 for g in record.games for e in g.events
                    if e.kind in (EventKind.OPENING_ROLL, EventKind.ROLL))
    dlg = fairness(window)
    box = dlg.boxes[0]
    assert box.seed.text() == dice.revealed_seed
    assert box.verify_button.isEnabled()
    box.verify_button.click()
    assert box.result.text().startswith("Verified") and f"{n} rolls" in box.result.text()
    # A tampered record fails.
    games = list(record.games)
    g0 = games[0]
    events = list(g0.events)
    k = next(i for i, e in enumerate(events) if e.kind is EventKind.ROLL)
    d = events[k].dice
    events[k] = dataclasses.replace(events[k], dice=(d[0] % 6 + 1, d[1]))
    games[0] = dataclasses.replace(g0, events=tuple(events))
    tampered = dataclasses.replace(record, games=tuple(games))
    bad = _EntryBox(FairnessEntry("Tampered", "fair", commitment, n, dice.revealed_seed, tampered))
    qtbot.addWidget(bad)
    assert not bad.run_verify()
    assert bad.result.text().startswith("Not verified: The dice do not follow from what was "
                                        "committed. The first roll that does not: game 1, roll ")
    # The .mat export carries the commitment and the seed.
    path = tmp_path / "fair.mat"
    assert window.interop.export_mat(path)
    text = path.read_text()
    assert f'DiceCommitment "{commitment}"' in text and f'DiceSeed "{dice.revealed_seed}"' in text


def test_resume_continues_the_same_fair_dice_and_archives_the_seed(qtbot, settings):
    w1 = new_window(qtbot, settings)
    start_session(w1, ask=lambda u: True, inform=lambda texts: None)
    ctl = w1.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=1))
    dice = ctl.match.dice
    seed = dice.to_dict(private=True)["seed"]
    play_turns(ctl, 3)
    rolls = dice.rolls
    assert rolls >= 3

    w2 = new_window(qtbot, settings)
    start_session(w2, ask=lambda u: True, inform=lambda texts: None)
    ctl2 = w2.controller
    assert ctl2.match.record() == ctl.match.record()
    d2 = ctl2.match.dice
    assert isinstance(d2, FairDice) and d2.commitment == dice.commitment and d2.rolls == rolls
    assert dice.commitment[:16] in w2.interop.dice_button.text()
    assert ctl2.roll()
    assert ctl2.game.dice == fair_roll(seed, rolls, d2.contributions)
    play_turn(ctl2)
    play_out(ctl2)
    assert d2.revealed
    record = ctl2.match.record()
    assert record.dice["seed"] == seed and verify(record) > rolls
    entries, _messages = list_archive()
    archived, _ = load_archived(entries[0])
    assert archived.match["dice"]["seed"] == seed
    assert archived.match["commitment"] == dice.commitment


def test_a_replaced_match_reveals_its_seed(window):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=5))
    old = ctl.match
    play_turns(ctl, 2)
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=3))
    assert old.dice.revealed and not ctl.match.dice.revealed
    dlg = fairness(window)
    assert [b.entry.title for b in dlg.boxes] == ["This match", "The previous match"]
    prev = dlg.boxes[1]
    assert prev.seed.text() == old.dice.revealed_seed
    assert prev.run_verify()


def test_seeded_dice_when_the_config_has_a_seed(window):
    window.controller.new_match(MatchConfig(length=3, seed=5))
    assert window.interop.dice_button.text() == "Seeded dice"
    dlg = fairness(window)
    assert dlg.boxes[0].entry.kind == "seeded"


# --------------------------------------------------------------------------------------------
# Dice entered by hand


def test_manual_dice_are_asked_for_and_checked(window, settings):
    settings.dice_source = "manual"
    ctl = window.controller
    answers = []
    seen = []

    def driver(dlg):
        seen.append(dlg)
        if isinstance(dlg, ManualDiceDialog):
            answers.pop(0)(dlg)
        else:
            dlg.choose("take")

    window.prompt_driver = driver
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=3))
    assert isinstance(ctl.match.dice, PromptDice)
    assert window.interop.dice_button.text() == "Dice entered by hand"

    def spins(a, b):
        def fill(dlg):
            dlg.set_dice(a, b)
            dlg.accept()
        return fill

    def typed(text):
        def fill(dlg):
            dlg.text.setText(text)
            dlg.text.textEdited.emit(text)
            dlg.accept()
        return fill

    def cancel(dlg):
        dlg.reject()

    # The opening roll: one die each.
    answers.append(spins(5, 2))
    assert ctl.roll()
    labels = " ".join(l.text() for l in seen[-1].findChildren(QLabel))
    assert "Opening roll" in labels and "Alice's die" in labels and "Bob's die" in labels
    assert ctl.game.on_roll == 0 and ctl.game.dice == (5, 2)
    assert ctl.move(13, 8) and ctl.move(13, 11) and ctl.commit()
    # Cancelled: nothing is rolled.
    answers.append(cancel)
    assert not ctl.roll()
    assert ctl.game.phase is Phase.BEFORE_ROLL and "No dice were entered" in ctl.last_message
    # Bad text is refused by the engine's parser and the dialog stays open; good text rolls.
    def bad_then_good(dlg):
        dlg.text.setText("7-1")
        dlg.text.textEdited.emit("7-1")
        assert "two digits 1-6" in dlg.error.text()
        dlg.accept()
        assert dlg.dice is None and dlg.result() != dlg.DialogCode.Accepted
        typed("6 4")(dlg)

    answers.append(bad_then_good)
    assert ctl.roll()
    assert ctl.game.on_roll == 1 and ctl.game.dice == (6, 4)
    labels = " ".join(l.text() for l in seen[-1].findChildren(QLabel))
    assert "Bob rolls" in labels
    assert [e.dice for e in ctl.game.events if e.kind is EventKind.ROLL] == [(6, 4)]
    assert seen[-1].findChild(QLineEdit, "dice_text") is not None


def test_resumed_manual_match_asks_again(qtbot, settings):
    settings.dice_source = "manual"
    w1 = new_window(qtbot, settings)
    start_session(w1, ask=lambda u: True, inform=lambda texts: None)
    w1.prompt_driver = lambda dlg: (dlg.set_dice(6, 1), dlg.accept())
    w1.controller.new_match(MatchConfig(names=("Ann", "Ben"), length=3))
    assert w1.controller.roll()
    w2 = new_window(qtbot, settings)
    w2.prompt_driver = lambda dlg: (dlg.set_dice(3, 3), dlg.accept())
    start_session(w2, ask=lambda u: True, inform=lambda texts: None)
    assert isinstance(w2.controller.match.dice, PromptDice)
    ctl = w2.controller
    play_turn(ctl)
    assert ctl.roll() and ctl.game.dice == (3, 3)


# --------------------------------------------------------------------------------------------
# Dice statistics


def test_dice_statistics_window_counts_and_plot(window, qtbot):
    ctl = window.controller
    dice = QueueDice(seed=3)
    ctl.new_match(MatchConfig(names=("Alice", "Bob"), length=5), dice=dice)
    dice.push((4, 2), (6, 6), (5, 3), (3, 5), (1, 1), (2, 1))
    play_turns(ctl, 6)  # opening 4-2 (Alice), Bob 6-6, Alice 5-3, Bob 3-5, Alice 1-1, Bob 2-1
    win = window.interop.show_dice_stats()
    qtbot.addWidget(win)
    assert isinstance(win, DiceStatsWindow)
    rows = {win.cell(r, 0): r for r in range(win.table.rowCount())}
    header = [win.table.horizontalHeaderItem(c).text() for c in range(5)]
    assert header == ["Roll", "Alice", "expected", "Bob", "expected"]
    assert win.cell(rows["5-3"], 1) == "1" and win.cell(rows["5-3"], 3) == "1"
    assert win.cell(rows["6-6"], 3) == "1" and win.cell(rows["1-1"], 1) == "1"
    assert win.cell(rows["2-1"], 3) == "1"
    # Alice: 2 turn rolls (the opening roll is not a turn roll); Bob: 3.
    assert win.cell(rows["5-3"], 2) == f"{2 * 2 / 36:.1f}" and win.cell(rows["6-6"], 4) == f"{3 / 36:.1f}"
    assert win.cell(rows["Doubles"], 1) == "1" and win.cell(rows["Doubles"], 3) == "1"
    assert win.cell(rows["Doubles"], 4) == "0.5"
    assert "Alice: 2 rolls, 1 doubles" in win.summary.text()
    # The plot: 22 groups (21 rolls and doubles); Bob's 6-6 bar is a third of his rolls high.
    plot = win.plot
    win.resize(800, 800)
    plot.resize(700, 300)
    bars = plot.bar_rects()
    assert len(bars) == 22
    r = plot.plot_rect()
    top = plot.top_value()
    b0, b1, fair_y = bars[0]  # 6-6
    assert abs(b1.height() - r.height() * (1 / 3) / top) < 1e-6 and b0.height() == 0
    assert abs(fair_y - (r.bottom() - r.height() * (1 / 36) / top)) < 1e-6
    plot.repaint()  # paintEvent runs
    # It follows the match.
    dice.push((6, 5))
    play_turns(ctl, 1)
    assert win.cell(rows["6-5"], 1) == "1"


def test_dice_statistics_of_an_imported_record(window, qtbot, tmp_path):
    path = tmp_path / "m.mat"
    path.write_text(" 1 point match\n\n Game 1\n A : 0                          B : 0\n"
                    "  1) 31: 8/5 6/5                   64: 24/18 13/9\n"
                    "  2) 62: 24/18 13/11\n")
    with qtbot.waitSignal(window.interop.imported, timeout=20000) as blocker:
        window.interop.import_mat(path)
    replay = blocker.args[0]
    qtbot.addWidget(replay)
    win = replay.show_dice_stats()
    qtbot.addWidget(win)
    rows = {win.cell(r, 0): r for r in range(win.table.rowCount())}
    assert win.cell(rows["6-4"], 3) == "1" and win.cell(rows["6-2"], 1) == "1"
    assert win.table.horizontalHeaderItem(1).text() == "A"


def test_empty_plot_paints(qtbot):
    win = DiceStatsWindow(None, None)
    qtbot.addWidget(win)
    win.show()
    win.plot.repaint()
    assert win.plot.bar_rects() == [] or all(b0.height() == 0 for b0, _b1, _y in win.plot.bar_rects())


def autosave_json():
    from bgdesk.storage import paths
    from bgdesk.storage.writer import flush_all

    flush_all()  # what the session's writer was handed is on disk
    return json.loads(paths.autosave_path().read_text(encoding="utf-8"))


def write_autosave(data) -> None:
    from bgdesk.storage import paths

    paths.autosave_path().write_text(json.dumps(data), encoding="utf-8")


def test_an_edited_roll_counter_is_caught_at_resume(qtbot, settings):
    # Issue 23: moving the autosave's roll counter from 6 to 73 made the next roll a chosen
    # 6-6, with no message. Now the counter is named, not used, and the rolls are checked.
    ctl = match_in_play(qtbot, settings, 5).controller
    dice = ctl.match.dice
    seed = dice.to_dict(private=True)["seed"]
    played = ctl.match.rolls_played()
    data = autosave_json()
    assert data["summary"]["dice_source"]["rolls"] == played
    parts = tuple(data["match"]["dice"]["contributions"])
    chosen = next(n for n in range(played + 1, 2000) if fair_roll(seed, n, parts) == (6, 6))
    data["summary"]["dice_source"]["rolls"] = chosen
    write_autosave(data)
    w2 = session_window(qtbot, settings)
    said = w2.interop.last_message
    assert said == (f"The saved match was changed after bgdesk saved it: its roll counter says "
                    f"{chosen}, but its record holds {played} rolls. That counter is not used: "
                    f"the next roll is roll {played + 1} of the seed, as the record says, and "
                    f"the {played} rolls so far follow from the commitment and the players' "
                    f"parts.")
    assert w2.interop.message_box.isVisible() and w2.interop.message_box.text() == said
    assert w2.controller.roll()
    # the roll as recorded: game.dice is None again when the turn ended at once (no legal move,
    # or nothing to choose); the match's seed is new each run, so CI met it now and then
    rolled = [e.dice for e in w2.controller.game.events if e.kind is EventKind.ROLL]
    assert rolled[-1] == fair_roll(seed, played, parts)
    assert w2.controller.match.rolls_played() == played + 1
    assert dice.commitment[:16] in w2.interop.dice_button.text()
    assert dice.commitment in w2.interop.dice_button.toolTip()


def test_an_edited_roll_in_the_saved_match_fails_loudly_at_resume(qtbot, settings):
    match_in_play(qtbot, settings, 6, length=1)
    data = autosave_json()
    events = data["match"]["games"][0]["events"]
    rolls = [i for i, e in enumerate(events) if e["kind"] in ("opening_roll", "roll")]
    at = next(i for i in rolls                       # a roll after the opening, not a double
              if events[i]["kind"] == "roll" and events[i]["dice"][0] != events[i]["dice"][1])
    was = events[at]["dice"]
    who = ("Ann", "Ben")[events[at]["player"]]
    for e in events[at:at + 2]:     # the roll and its play: the game still replays
        e["dice"] = e["dice"][::-1]
    write_autosave(data)
    w2 = session_window(qtbot, settings)
    k = rolls.index(at) + 1
    expected = (f"The dice do not follow from what was committed. The first roll that does "
                f"not: game 1, roll {k} of that game ({who}; roll {k} of the match). The record "
                f"shows {was[1]}-{was[0]}, but the seed and the players' parts give "
                f"{was[0]}-{was[1]}.")
    assert w2.interop.last_message == expected
    assert w2.interop.message_box.isVisible()
    button = w2.interop.dice_button
    assert button.text() == "Fair dice: the check failed" and button.toolTip() == expected
    # Played on to the end: the check against the revealed seed fails on the same roll, loudly.
    w2.interop.message_box.close()
    w2.interop.last_message = ""
    play_turns(w2.controller, 1)
    w2.prompt_driver = lambda dialog: dialog.choose("accept")   # the resignation is accepted
    assert w2.controller.resign(1)
    assert w2.controller.match.is_over and w2.controller.match.dice.revealed
    assert w2.interop.last_message == expected
    assert button.text() == "Fair dice: the check failed"


def test_the_failure_is_said_in_the_language_in_use(window):
    from bgdesk.engine.fairdice import DiceVerificationError
    from bgdesk.gui.i18n import LANGUAGES, apply_language
    from bgdesk.gui.records.fair_check import failure_sentence

    err = DiceVerificationError("x", reason="roll", game=3, roll_in_game=7, roll=41, player=1,
                                recorded=(6, 6), expected=(2, 1))
    seen = set()
    try:
        for lang in LANGUAGES:
            apply_language(lang)
            text = failure_sentence(err, ("Ann", "Ben"))
            assert all(x in text for x in ("3", "7", "41", "Ben", "6-6", "2-1")), (lang, text)
            seen.add(text)
            for reason in ("seed-mismatch", "not-revealed", "bad-parts", "unverifiable"):
                assert failure_sentence(DiceVerificationError("x", reason=reason), ("A", "B"))
    finally:
        apply_language("en")
    assert len(seen) == len(LANGUAGES)
