"""Chouette defects of issue 27, each through real events in the main window: menu actions,
real clicks on the dialogs' buttons, typed keys (the dialogs are answered by a driver that shows
each one on screen and clicks in it).

1. Cancelling the players of a new chouette leaves the one in progress as it was (R34-R38).
4. After the box leaves between games the banner and the panel name the same new box (R38).
5. The New chouette and Join dialogs never cut a name: a long name is kept whole, one too long
   is refused with a sentence saying so.
6. Nobody plays on, and no prompt opens, while a chouette dialog is open.
7. A computer member agreeing to the team's double is said on the status line (R36).
8. Past chouettes and Statistics show the same figures, a dash for a role never played (R37).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, TEAM, ChouettePhase
from bgdesk.gui.chouette.controller import chouette_autosave_path
from bgdesk.gui.chouette.dialogs import (
    BoxAnswerDialog, JoinDialog, LeaveDialog, NewChouetteDialog, PastChouettesDialog,
    ReplaceChouetteDialog, TeamDoubleDialog,
)
from bgdesk.gui.match.dialogs import TakeDialog
from bgdesk.storage.archive import list_archive
from bgdesk.storage.autosave import read_autosave
from bgdesk.storage.seating import MAX_NAME
from bgdesk.storage.writer import flush_all
from tests.gui.chouette.test_chouette_evening import RACE_WINDOW, Driver, click, press, seated

P = ChouettePhase
LONGEST = "Maximiliana Wolkenstein-Trauttmansdorff"   # 39 characters


def ok_button(dlg) -> QPushButton:
    return dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def cancel_button(dlg) -> QPushButton:
    return dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)


def box_doubles_and_all_pass(mode, drv, members, qtbot):
    """The box doubles from the toolbar; each member clicks Pass in their own prompt."""
    for _name in members:
        drv.expect(TakeDialog, press(None, "pass"))
    mode.act_double.trigger()
    qtbot.waitUntil(lambda: not drv.script and mode.controller.chouette.phase is P.GAME_OVER,
                    timeout=5000)


def banner(window) -> str:
    item = window.scene.banner_item
    assert item.isVisible()
    return item.text.replace("\n", " ")


# -- 1 ---------------------------------------------------------------------------------------

def test_cancelling_the_players_of_a_new_chouette_keeps_the_one_in_progress(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ch = ctl.chouette
    assert ctl.start_game_at(Position.initial(), on_roll=BOX)
    saved_before = read_autosave(chouette_autosave_path())[0].match["log"]
    drv = Driver()
    window.prompt_driver = drv
    drv.expect(ReplaceChouetteDialog, press(None, "new"))
    drv.expect(NewChouetteDialog, lambda d: click(cancel_button(d)))
    window.act_chouette.trigger()                      # Game > New chouette…
    assert drv.script == []
    # Nothing was archived or forgotten: the same chouette, still saved, still playable.
    assert list_archive()[0] == []
    assert ctl.chouette is ch and mode.active and ch.phase is P.BEFORE_ROLL
    assert read_autosave(chouette_autosave_path())[0].match["log"] == saved_before
    panel = mode.panel
    assert panel.title.text() == "Chouette: game 1"
    assert panel.row_names() == ["Ann", "Bob", "Cy"]
    assert panel.waiting.text() == "Waiting for Ann: roll or double."
    assert mode.act_roll.isEnabled() and mode.act_double.isEnabled()
    # It plays on: the box doubles from the toolbar and both members pass by clicking.
    box_doubles_and_all_pass(mode, drv, ("Bob", "Cy"), qtbot)
    assert ch.phase is P.GAME_OVER and ch.ledger == {"Ann": 2, "Bob": -1, "Cy": -1}


def test_cancelling_after_leaving_keeps_the_saved_chouette_for_resuming(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ledger = dict(ctl.chouette.ledger)
    mode.act_leave.trigger()                           # Chouette > Leave chouette
    assert not mode.active and chouette_autosave_path().exists()
    drv = Driver()
    window.prompt_driver = drv
    drv.expect(ReplaceChouetteDialog, press(None, "new"))
    drv.expect(NewChouetteDialog, lambda d: click(cancel_button(d)))
    window.act_chouette.trigger()
    assert drv.script == [] and list_archive()[0] == []
    flush_all()  # the session's writer has written what it was handed
    assert chouette_autosave_path().exists()
    window.act_resume_chouette.trigger()               # Game > Resume chouette
    assert mode.active and ctl.chouette.ledger == ledger and ctl.chouette.box == "Ann"
    assert mode.panel.title.text() == "Chouette: seats decided"


def test_a_new_chouette_confirmed_archives_the_old_one_and_clears_the_panel(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    drv = Driver()
    window.prompt_driver = drv
    box_doubles_and_all_pass(mode, drv, ("Bob", "Cy"), qtbot)
    assert "Press Roll" in mode.panel.waiting.text()

    def players(d) -> None:
        d.count.setValue(3)
        for edit, name in zip(d.name_edits, ("Xu", "Yan", "Zoe")):
            edit.selectAll()
            QTest.keyClicks(edit, name)
        click(ok_button(d))

    drv.expect(ReplaceChouetteDialog, press(None, "new"))
    drv.expect(NewChouetteDialog, players)
    window.act_chouette.trigger()
    [entry], _ = list_archive()
    assert entry.summary["abandoned"] is True and entry.summary["ledger"]["Ann"] == 2
    panel = mode.panel
    assert ctl.chouette.names == ("Xu", "Yan", "Zoe")
    assert panel.title.text() == "Chouette: rolling for the seats"
    assert panel.last_game.text() == "No game finished yet."
    assert "Ann" not in panel.log.toPlainText() and "Ann" not in panel.others.text()
    # With no chouette at all, nothing of the last one stays beside "No chouette".
    ctl.forget()
    assert panel.title.text() == "No chouette"
    assert panel.waiting.text() == "" and panel.log.toPlainText() == ""
    assert not panel.double_box.isVisible() and not panel.move_entry.isEnabled()


# -- 4 ---------------------------------------------------------------------------------------

def test_when_the_box_leaves_between_games_banner_and_panel_agree(window, qtbot):
    names = ("Al", LONGEST, "Bo", "Cy")
    mode, ctl, dice = seated(window, qtbot, names=names)
    ch = ctl.chouette
    drv = Driver()
    window.prompt_driver = drv
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    box_doubles_and_all_pass(mode, drv, names[1:], qtbot)
    assert ch.phase is P.GAME_OVER
    assert "Next: Al stays in the box; Bo is captain." in banner(window)

    def al_leaves(d) -> None:
        d.who.setCurrentIndex(d.who.findData("Al"))
        assert "Bo takes it" in d.effect.text()
        click(ok_button(d))

    drv.expect(LeaveDialog, al_leaves)
    mode.act_player_leaves.trigger()                    # Chouette > A player leaves…
    assert drv.script == [] and (ch.box, ch.team) == ("Bo", ("Cy", LONGEST))
    # The banner, the panel's last game and the status line all say the new roles.
    assert "Next: Bo takes the box; Cy is captain." in banner(window)
    assert "Al stays" not in banner(window)
    assert "Next: Bo takes the box; Cy is captain." in mode.panel.last_game.text()
    assert mode.panel.row_names() == ["Bo", "Cy", LONGEST]
    assert window.statusBar().currentMessage().endswith("Next: Bo takes the box; Cy is captain.")
    # The session log says the result where the game ended, then who left.
    log = mode.panel.log.lines()
    assert log[-3:-1] == ["  Every member passed: Al (box) wins.",
                          f"  {LONGEST} pays Al 1; Bo pays Al 1; Cy pays Al 1"]
    assert log[-1] == "Al leaves the chouette"
    # A newcomer as captain between games: the banner follows again.
    def dee_joins(d) -> None:
        QTest.keyClicks(d.name, "Dee")
        d.place.setCurrentIndex(d.place.findData(0))
        click(ok_button(d))

    drv.expect(JoinDialog, dee_joins)
    mode.act_join_player.trigger()
    assert "Next: Bo takes the box; Dee is captain." in banner(window)
    # The banner starts the next game with exactly those roles.
    click_banner = window.scene.banner_item
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(click_banner.sceneBoundingRect().center()))
    cg = ch.current_game
    assert ch.phase is P.OPENING and (cg.box, cg.captain) == ("Bo", "Dee")


# -- 5 ---------------------------------------------------------------------------------------

def test_long_names_are_kept_whole_and_too_long_ones_are_refused_with_a_word(window, qtbot):
    drv = Driver()
    window.prompt_driver = drv
    too_long = LONGEST + " von Habsburg"
    seen = {}

    def players(d) -> None:
        d.count.setValue(3)
        edits = d.name_edits
        for edit, name in zip(edits, (too_long, "Bob", "Cy")):
            edit.selectAll()
            QTest.keyClicks(edit, name)
        # Typed whole, refused with a sentence; Start cannot be pressed.
        assert edits[0].text() == too_long
        seen["problem"] = d.problem.text()
        seen["start"] = ok_button(d).isEnabled()
        QTest.keyClicks(edits[0], "\b" * len(" von Habsburg"))
        assert d.problem.text() == "" and ok_button(d).isEnabled()
        click(ok_button(d))

    drv.expect(NewChouetteDialog, players)
    window.act_chouette.trigger()
    assert seen["problem"] == (f"The name of player 1 has {len(too_long)} characters; a name "
                               f"has at most {MAX_NAME}: shorten it.")
    assert seen["start"] is False
    ch = window.chouette.controller.chouette
    assert ch.names == (LONGEST, "Bob", "Cy")
    assert LONGEST in window.chouette.panel.row_names()
    # The seating kept for next time has the whole name too.
    from bgdesk.storage.seating import load_seating

    assert load_seating()[0]["names"][0] == LONGEST


def test_a_newcomer_name_too_long_is_refused_with_a_word(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    drv = Driver()
    window.prompt_driver = drv
    seen = {}

    def newcomer(d) -> None:
        QTest.keyClicks(d.name, "x" * (MAX_NAME + 1))
        seen["refused"] = (d.problem.text(), ok_button(d).isEnabled())
        QTest.keyClick(d.name, Qt.Key.Key_Backspace)
        seen["accepted"] = (d.problem.text(), ok_button(d).isEnabled())
        click(ok_button(d))

    drv.expect(JoinDialog, newcomer)
    mode.act_join_player.trigger()
    assert seen["refused"] == (f"The newcomer's name has {MAX_NAME + 1} characters; a name has "
                               f"at most {MAX_NAME}: shorten it.", False)
    assert seen["accepted"] == ("", True)
    assert ctl.chouette.team[-1] == "x" * MAX_NAME


# -- 6 ---------------------------------------------------------------------------------------

def test_nobody_plays_on_while_a_player_leaves_dialog_is_open(window, qtbot):
    # Bob, a computer captain, is to roll and play; Cy (a person) would be asked to agree to a
    # team double Dee (a computer) might propose. Nothing happens while the dialog is open.
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"),
                             seats={"Bob": "intermediate", "Dee": "intermediate"})
    ch = ctl.chouette
    drv = Driver()
    window.prompt_driver = drv
    log = lambda: len(ch.to_dict()["log"])  # noqa: E731
    seen = {}

    def wait_and_cancel(d) -> None:
        before = log()
        qtbot.wait(1500)            # time enough for the computers to roll and play
        seen["during"] = (before, log(), ch.phase, drv.seen[-1] is d)
        click(cancel_button(d))

    ctl.start_game_at(Position.initial(), on_roll=TEAM)
    drv.expect(LeaveDialog, wait_and_cancel)
    mode.act_player_leaves.trigger()
    before, after, phase, last = seen["during"]
    assert before == after and phase is P.BEFORE_ROLL and last and drv.script == []
    # Once it is closed, the computer captain rolls and plays.
    qtbot.waitUntil(lambda: ch.current_game.game.on_roll == BOX, timeout=8000)
    assert any(e["kind"] == "play" and e["by"] == "Bob" for e in ch.to_dict()["log"])


def test_no_team_double_prompt_opens_over_the_join_dialog(window, qtbot):
    # Bob (a person) proposes by clicking; Cy, a computer, must agree next and Dee, a person,
    # after it: while the Join dialog is open Cy does not answer and Dee is not asked.
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"),
                             seats={"Cy": "intermediate"})
    ch = ctl.chouette
    ctl.start_game_at(RACE_WINDOW, on_roll=TEAM)
    qtbot.waitUntil(lambda: ctl._asked is not None, timeout=5000)  # Cy did not propose
    drv = Driver()
    window.prompt_driver = drv
    click(mode.panel.double_button("Bob"))
    assert ch.phase is P.TEAM_DOUBLE_PROPOSED and ch.to_act == "Cy"
    seen = {}

    def wait_and_cancel(d) -> None:
        qtbot.wait(1500)
        seen["during"] = (ch.to_act, ch.current_game.proposal)
        click(cancel_button(d))

    drv.expect(JoinDialog, wait_and_cancel)
    drv.expect(TeamDoubleDialog, press(None, "refuse"))  # Dee, once the dialog is closed
    mode.act_join_player.trigger()
    assert seen["during"] == ("Cy", (("Bob",), ("Cy", "Dee")))
    qtbot.waitUntil(lambda: not drv.script, timeout=8000)
    assert ch.current_game.last_refusal == "Dee" and ch.phase is P.BEFORE_ROLL


# -- 7 ---------------------------------------------------------------------------------------

def test_a_computer_member_agreeing_is_said_on_the_status_line(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"),
                             seats={"Cy": "intermediate"})
    ch = ctl.chouette
    ctl.start_game_at(RACE_WINDOW, on_roll=TEAM)
    qtbot.waitUntil(lambda: ctl._asked is not None, timeout=5000)
    drv = Driver()
    window.prompt_driver = drv
    seen = {}

    def box_answers(d) -> None:
        seen["status"] = window.statusBar().currentMessage()
        press(d, "take")

    drv.expect(BoxAnswerDialog, box_answers)
    click(mode.panel.double_button("Bob"))
    qtbot.waitUntil(lambda: not drv.script, timeout=8000)
    assert seen["status"] == "Cy agrees. The team doubles Ann. Ann: take or pass?"
    log = [e for e in ch.to_dict()["log"] if e["kind"] in ("double", "agree", "take")]
    assert [(e["kind"], e["by"]) for e in log] == [("double", "Bob"), ("agree", "Cy"),
                                                   ("take", "Ann")]


# -- 8 ---------------------------------------------------------------------------------------

def test_past_chouettes_and_statistics_show_the_same_figures(window, qtbot):
    # R37: Ann (box) beats Bob and Cy, who were never in the box: a dash in both windows.
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    drv = Driver()
    window.prompt_driver = drv
    drv.expect(TakeDialog, press(None, "take"))
    drv.expect(TakeDialog, press(None, "pass"))
    mode.act_double.trigger()
    qtbot.waitUntil(lambda: not drv.script, timeout=5000)
    dice.push((3, 1))
    assert ctl.roll() and ctl.enter_move("8/5 6/5") and ctl.commit()
    assert ctl.resign(1, by="Bob") and ctl.accept_resignation(by="Ann")
    assert ctl.chouette.ledger == {"Ann": 3, "Bob": -2, "Cy": -1}
    past = {}

    def read_players(d) -> None:
        t = d.players
        past.update({t.item(r, 0).text(): [t.item(r, c).text() for c in range(1, 7)]
                     for r in range(t.rowCount())})
        click(d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close))

    drv.expect(PastChouettesDialog, read_players)
    window.act_past_chouettes.trigger()                 # Game > Past chouettes…
    window.act_stats.trigger()                          # Tools > Statistics…
    stats = window.stats_window
    qtbot.addWidget(stats)
    shown = {r[0]: r[1:7] for r in stats.chouette_text()}
    assert past == shown
    assert past["Bob"] == ["0", "0 / 0", "\u2013", "1", "0 / 2", "-2.00"]
    assert past["Ann"] == ["1", "3 / 0", "+3.00", "0", "0 / 0", "\u2013"]


@pytest.mark.parametrize("lang", ["lv", "af"])
def test_the_same_figures_in_another_language(window, qtbot, lang):
    from bgdesk.gui.i18n import apply_language

    apply_language(lang)
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    drv = Driver()
    window.prompt_driver = drv
    box_doubles_and_all_pass(mode, drv, ("Bob", "Cy"), qtbot)
    past = {}

    def read_players(d) -> None:
        t = d.players
        past.update({t.item(r, 0).text(): [t.item(r, c).text() for c in range(1, 7)]
                     for r in range(t.rowCount())})
        d.reject()

    drv.expect(PastChouettesDialog, read_players)
    window.act_past_chouettes.trigger()
    window.act_stats.trigger()
    qtbot.addWidget(window.stats_window)
    assert past == {r[0]: r[1:7] for r in window.stats_window.chouette_text()}
    assert past["Ann"][2] == "+2,00" and past["Bob"][2] == "\u2013"
