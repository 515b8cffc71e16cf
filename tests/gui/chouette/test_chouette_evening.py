"""A chouette evening in the main window: eight seats with long names at 1366x768 and
1600x1000, players joining and leaving from the Chouette menu (R34, R38), the captaincy shown
right while the box's double is answered (R36), a computer member agreeing to a right double and
a computer captain resigning a lost game (R27), the session archived when it ends or is replaced
(never dropped), counted in the statistics once per game (R37), its summary copied and saved and
its games replayed, the resume prompt and the New chouette dialog after a restart.

Clicks and scrolls are real events on the widgets; prompts are answered by a driver that fills
in each dialog and presses its buttons.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMessageBox, QPushButton

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, TEAM, Chouette, ChouettePhase
from bgdesk.gui.chouette.controller import ChouetteConfig, chouette_autosave_path
from bgdesk.gui.chouette.dialogs import (
    EndEveningDialog, EveningDialog, JoinDialog, LeaveDialog, NewChouetteDialog,
    PastChouettesDialog, ReplaceChouetteDialog,
)
from bgdesk.gui.chouette.mode import start_chouette
from bgdesk.gui.match.dialogs import ResignDialog
from bgdesk.storage.archive import list_archive, load_archived
from bgdesk.storage.stats import load_stats
from bgdesk.storage.writer import flush_all
from tests.gui.conftest import QueueDice

P = ChouettePhase

LONG = ("Anastasia Konstantinova", "Bartholomew Richardson", "Cyprian Montgomery-Smith",
        "Dee", "Evangeline Fitzgerald", "Fay", "Gustavo Hernandez-Ruiz", "Hal")
# A race the side on roll wins about 73% of the time: a double for the bots' own race
# evaluation, though the Keith count they use when deciding alone still says "no double".
RACE_WINDOW = Position.from_position_id("u7MHIABrvg8AAA")
# The side on roll has its fifteen checkers in its outer board; the other side bears its last
# two off next roll: a certain gammon against the side on roll.
LOST_GAMMON = Position.from_points({7: 5, 8: 5, 9: 5}, {1: 2})


class Driver:
    """Answers the window's dialogs: each expected dialog class with a function that fills it
    in and presses a button; the dialogs seen are kept."""

    def __init__(self) -> None:
        self.script: list[tuple[type, object]] = []
        self.seen: list = []

    def expect(self, cls: type, answer) -> None:
        self.script.append((cls, answer))

    def __call__(self, dlg) -> None:
        assert self.script, f"unexpected dialog {type(dlg).__name__}"
        cls, answer = self.script.pop(0)
        assert isinstance(dlg, cls), f"expected {cls.__name__}, got {type(dlg).__name__}"
        self.seen.append(dlg)
        dlg.show()  # on screen, so that clicks are real clicks
        answer(dlg)
        dlg.hide()


def press(dlg, key: str):
    """Press the button named ``key`` of a prompt (a real click)."""
    def run(d) -> None:
        click(d.buttons[key])
    return run(dlg) if dlg is not None else run


def click(widget) -> None:
    assert widget.isVisible(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def seated(window, qtbot, names=LONG, seats=None, size=(1366, 768)):
    """A chouette of ``names`` in the window, seated in the order given (box first)."""
    window.resize(*size)
    window.prompt_driver = lambda dlg: None  # prompts stay unanswered unless a test answers
    dice = QueueDice(seed=1)
    mode = start_chouette(window, ChouetteConfig(names=names, seats=seats or {}), dice=dice)
    ctl = mode.controller
    ctl.bot_delay_ms = 0
    ctl.proposal_window_ms = 0
    ch = ctl.chouette
    rounds = 0
    while ch.phase is P.SEATING and rounds < 10:
        # each round: the players rolling get 6, 5, 4... in the order given (computer seats
        # roll by themselves); more than six players tie and roll again
        rounds += 1
        grp = ch.seating_tied
        dice.queue.clear()
        dice.push(*[(6 - grp.index(n) % 6, 1) for n in grp])
        done = len(ch.seat_rounds)
        for _ in grp:
            if ch.phase is not P.SEATING or len(ch.seat_rounds) > done:
                break  # the computer seats rolled the rest of this round meanwhile
            if ctl.is_bot(ch.seating_next):
                qtbot.waitUntil(lambda n=len(ch.seat_rounds), k=len(dice.queue):
                                len(dice.queue) < k or len(ch.seat_rounds) > n, timeout=3000)
            else:
                ctl.roll()
    assert ch.phase is P.READY
    dice.queue.clear()  # what the seating did not use
    qtbot.wait(20)
    return mode, ctl, dice


# -- the panel -------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
def test_long_names_are_never_cut_on_the_double_buttons(window, qtbot, size):
    mode, ctl, dice = seated(window, qtbot, size=size)
    ch = ctl.chouette
    assert ch.box == LONG[0]
    assert ctl.start_game_at(Position.initial(), on_roll=TEAM)
    qtbot.wait(20)
    panel = mode.panel
    buttons = [panel.double_button(n) for n in ch.team]
    assert all(isinstance(b, QPushButton) and b.isVisible() for b in buttons)
    for b in buttons:
        assert b.fontMetrics().horizontalAdvance(b.text()) < b.contentsRect().width(), b.text()
        assert b.sizeHint().width() <= b.width()
        assert b.geometry().right() <= panel.contentsRect().right()
    assert "proposes a double" in buttons[1].accessibleName()
    heading = panel.double_heading
    assert heading.isVisible() and heading.height() >= heading.heightForWidth(heading.width())
    # A real click proposes the team's double in that member's name (R36).
    click(panel.double_button("Cyprian Montgomery-Smith"))
    assert ch.phase is P.TEAM_DOUBLE_PROPOSED
    assert ch.current_game.proposal[0] == ("Cyprian Montgomery-Smith",)


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
def test_long_names_on_the_board_fit_their_band(window, qtbot, size):
    from PySide6.QtGui import QFontMetricsF

    mode, ctl, dice = seated(window, qtbot, size=size)
    ch = ctl.chouette
    assert ctl.start_game_at(Position.initial(), on_roll=TEAM)
    dice.push((6, 5))
    assert ctl.roll()
    qtbot.wait(20)
    view = window.view
    assert view.isVisible() and view.width() <= size[0]
    for item in window.scene.info_items:
        font, room, text = item.name_layout()
        centre = item.centre_layout()[3]  # where the centre text is drawn
        assert item.centre_text and centre.width() > 0
        # the name (elided, the pips whole) stays in its room, left of the centre text
        assert QFontMetricsF(font).horizontalAdvance(text) <= room.width() + 0.5, text
        assert room.right() < centre.left() and room.left() >= item.boundingRect().left()
        assert room.right() >= item.centre_rect().left() - 12
        assert item.toolTip() == item.name       # the full name, for the mouse
    box, team = (item.name for item in window.scene.info_items)
    captain = ch.current_game.captain
    assert box == f"{LONG[0]} (box)" and team == f"{captain} (captain of 7)"
    shown = window.scene.info_items[1].name_layout()[2]
    assert "…" in shown and shown.startswith(captain[:4]) and "pips" in shown
    assert shown.split("   ")[0].endswith(" (captain of 7)")  # the role after the name stays whole
    # the board's words for assistive technology keep the full names
    assert LONG[0] in view.accessibleDescription() and captain in view.accessibleDescription()


def test_the_log_follows_its_newest_line_and_wraps(window, qtbot):
    mode, ctl, dice = seated(window, qtbot)
    log = mode.panel.log
    ch = ctl.chouette
    for _game in range(3):
        ctl.start_game_at(Position.initial(), on_roll=BOX)
        ctl.double(by=ch.box)
        while ch.phase is P.BOX_DOUBLE_OFFERED:
            ctl.drop(by=ch.to_act)
        qtbot.wait(5)
    lines = ctl.move_list()
    assert log.lines() == lines and len(lines) > 40
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    assert log.horizontalScrollBar().maximum() == 0          # long lines wrap
    last = log.cursorRect(log.textCursor())
    assert log.viewport().rect().contains(last.center())
    # A reader who scrolls back is left there while the game goes on...
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    log.verticalScrollBar().triggerAction(log.verticalScrollBar().SliderAction.SliderToMinimum)
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    assert bar.value() == 0
    # ...and once back at the end, the log follows again, also when it is made smaller.
    bar.triggerAction(bar.SliderAction.SliderToMaximum)
    ctl.double(by=ch.box)
    assert bar.value() == bar.maximum() and log.lines()[-1].endswith("doubles")
    window.resize(1366, 640)
    qtbot.wait(20)
    assert bar.value() == bar.maximum()
    assert log.viewport().rect().contains(log.cursorRect(log.textCursor()).center())


def test_acting_captain_only_once_everyone_has_answered(window, qtbot):
    # R36: the captain passes the box's double; the next member becomes acting captain only
    # when every member doubled has answered.
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"))
    panel = mode.panel
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    ctl.double(by="Ann")
    ctl.drop(by="Bob")
    assert panel.cell("Bob", 0) == "Captain" and "acting captain" not in panel.cell("Cy", 3)
    ctl.take(by="Cy")
    assert panel.cell("Bob", 0) == "Captain" and panel.cell("Cy", 3) != "acting captain"
    ctl.take(by="Dee")
    assert panel.cell("Cy", 0) == "Captain" and panel.cell("Cy", 3) == "acting captain"


@pytest.mark.parametrize("lang", ["en", "sw", "lv", "mt", "af"])
def test_eight_seats_are_readable_at_1366x768_in_every_language(window, qtbot, lang):
    from bgdesk.gui.i18n import apply_language
    from tests.gui.test_i18n_layouts import clipped

    apply_language(lang)
    mode, ctl, dice = seated(window, qtbot)
    ch = ctl.chouette
    panel = mode.panel
    ctl.start_game_at(Position.initial(), on_roll=TEAM)
    qtbot.wait(20)
    # The team's turn: seven Double buttons, the table and the log fit in the panel.
    assert len(panel._double_buttons) == 7 and clipped(panel) == []
    assert panel.log.height() >= 3 * panel.log.fontMetrics().height()
    # Every name is shown whole (on two lines if need be), every status in full.
    table = panel.table
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            item = table.item(row, col)
            rect = table.visualItemRect(item)
            need = table.fontMetrics().boundingRect(
                rect.adjusted(0, 0, -6, 0), int(Qt.TextFlag.TextWordWrap), item.text())
            assert need.height() <= rect.height() + 1, (lang, item.text())
    # The end of a game with eight players: the last game's text is there whole.
    ctl.double(by=ch.captain)
    while ch.phase is P.TEAM_DOUBLE_PROPOSED:
        ctl.agree(by=ch.to_act)
    ctl.drop(by=ch.box)
    qtbot.wait(20)
    last = panel.last_game
    assert "Fay" in last.text() and last.height() >= last.heightForWidth(last.width())
    assert clipped(panel) == []
    # The status line says the result and the next roles whole; the payments are in the panel.
    bar = window.statusBar()
    message = bar.currentMessage()
    assert message == ctl.last_message and ctl.rotation_text() in message
    assert bar.fontMetrics().horizontalAdvance(message) < bar.width()


# -- players come and go ---------------------------------------------------------------------

def test_players_join_and_leave_from_the_chouette_menu(window, qtbot):
    # R34: a newcomer at the agreed place; R38: a leaver's place is dropped; R37: accounts.
    names = ("Ann", "Bob", "Cy")
    mode, ctl, dice = seated(window, qtbot, names=names)
    ch = ctl.chouette
    drv = Driver()
    window.prompt_driver = drv

    def join(name, place_text):
        def fill(d) -> None:
            QTest.keyClicks(d.name, name)
            d.place.setCurrentIndex(d.place.findText(place_text))
            click(d.buttons.button(d.buttons.StandardButton.Ok))
        return fill

    drv.expect(JoinDialog, join("Dee", "Captain (first in the line)"))
    mode.act_join_player.trigger()
    assert ch.team == ("Dee", "Bob", "Cy") and mode.panel.row_names() == ["Ann", "Dee", "Bob", "Cy"]
    # During a game a newcomer waits for the next one.
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    drv.expect(JoinDialog, join("Eve", "Last in the line"))
    mode.act_join_player.trigger()
    assert ch.waiting == ("Eve",) and "Eve" not in mode.panel.row_names()
    assert "plays from the next game" in ctl.last_message
    # The box cannot leave during a game: the dialog says so and will not let it happen.
    seen = {}

    def try_box(d) -> None:
        d.who.setCurrentIndex(d.who.findData("Ann"))
        seen["box"] = (d.effect.text(), d.buttons.button(d.buttons.StandardButton.Ok).isEnabled())
        d.reject()

    drv.expect(LeaveDialog, try_box)
    mode.act_player_leaves.trigger()
    assert "cannot leave during a game" in seen["box"][0] and seen["box"][1] is False
    # Bob leaves once the box has rolled: he gives up his cube as a pass would (R36).
    dice.push((3, 1))
    assert ctl.roll()

    def bob_leaves(d) -> None:
        d.who.setCurrentIndex(d.who.findData("Bob"))
        seen["bob"] = d.effect.text()
        click(d.buttons.button(d.buttons.StandardButton.Ok))

    drv.expect(LeaveDialog, bob_leaves)
    mode.act_player_leaves.trigger()
    assert "pay Ann 1" in seen["bob"] and ch.departed == ("Bob",)
    assert ch.ledger["Bob"] == -1 and mode.panel.cell("Bob", 3) == "left (\u22121)"
    assert "Eve" in mode.panel.others.text()
    # The game goes on; Dee resigns for the team, Ann accepts. R38 without Bob, then Eve.
    assert ctl.enter_move("8/5 6/5"), (ctl.last_message, ch.phase, ch.to_act, ctl.turn)
    assert ctl.commit()
    assert ctl.resign(1, by="Dee") and ctl.accept_resignation(by="Ann")
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Dee", "Eve"))
    assert mode.panel.row_names() == ["Ann", "Cy", "Dee", "Eve"]
    assert "Bob \u22121" in mode.panel.others.text()
    assert ch.ledger == {"Ann": 3, "Bob": -1, "Cy": -1, "Dee": -1, "Eve": 0}
    assert drv.script == []


# -- computer members ------------------------------------------------------------------------

def test_a_computer_member_agrees_to_a_right_double(window, qtbot):
    # R36: in a race where Cy (computer) would not double by itself, Bob proposes by clicking
    # his button; Cy agrees on its own evaluation; Ann, the box, is asked to take or pass.
    drv = Driver()
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"),
                             seats={"Cy": "intermediate"})
    window.prompt_driver = drv
    ch = ctl.chouette
    ctl.start_game_at(RACE_WINDOW, on_roll=TEAM)
    qtbot.waitUntil(lambda: ctl._asked is not None, timeout=5000)  # Cy did not propose
    assert ch.phase is P.BEFORE_ROLL
    drv.expect(__import__("bgdesk.gui.chouette.dialogs", fromlist=["x"]).BoxAnswerDialog,
               press(None, "take"))
    click(mode.panel.double_button("Bob"))
    qtbot.waitUntil(lambda: ch.phase is P.BEFORE_ROLL and ch.cube("Cy").value == 2, timeout=8000)
    assert ch.current_game.last_refusal is None and ch.cube("Bob").owner == BOX


def test_a_computer_captain_resigns_a_lost_game(window, qtbot):
    # R27: the team's computer captain offers the gammon the position settles; Ann accepts.
    drv = Driver()
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"),
                             seats={"Bob": "intermediate", "Cy": "intermediate"})
    window.prompt_driver = drv
    ch = ctl.chouette
    asked = {}

    def accept(d) -> None:
        asked["text"] = " ".join(lab.text() for lab in d.findChildren(QLabel))
        click(d.findChild(QPushButton, "accept") or [b for b in d.findChildren(QPushButton)
                                                     if b.text().startswith("Accept")][0])

    drv.expect(ResignDialog, accept)
    ctl.start_game_at(LOST_GAMMON, on_roll=TEAM)
    qtbot.waitUntil(lambda: ch.phase is P.GAME_OVER, timeout=8000)
    g = ch.current_game
    assert g.result.kind == 2 and g.settlements == {"Bob": -2, "Cy": -2}
    assert "gammon" in asked["text"]


# -- the evening is kept ---------------------------------------------------------------------

def test_new_chouette_while_one_is_in_progress_asks_and_archives(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"))
    ch = ctl.chouette
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    ctl.double(by="Ann")
    for name in ("Bob", "Cy", "Dee"):
        ctl.drop(by=name)
    ledger = dict(ch.ledger)
    drv = Driver()
    window.prompt_driver = drv
    texts = {}

    def keep(d) -> None:
        texts["about"] = " ".join(lab.text() for lab in d.findChildren(QLabel))
        press(d, "keep")

    drv.expect(ReplaceChouetteDialog, keep)
    window.act_chouette.trigger()
    assert ctl.chouette is ch and list_archive()[0] == []
    assert "Ann" in texts["about"] and "Ann +3" in texts["about"]

    def new_players(d) -> None:
        d.count.setValue(3)
        for edit, name in zip(d.name_edits, ("Xu", "Yan", "Zoe")):
            edit.setText(name)
        click(d.buttons.button(d.buttons.StandardButton.Ok))

    drv.expect(ReplaceChouetteDialog, press(None, "new"))
    drv.expect(NewChouetteDialog, new_players)
    window.act_chouette.trigger()
    assert ctl.chouette is not ch and ctl.chouette.names == ("Xu", "Yan", "Zoe")
    [entry], _ = list_archive()
    assert entry.kind == "chouette" and entry.summary["abandoned"] is True
    kept, _ = load_archived(entry)
    assert Chouette.from_dict(kept.chouette).ledger == ledger


def test_a_saved_chouette_is_archived_when_a_new_one_replaces_it(window, qtbot):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    mode.leave()                          # back to the match; the chouette stays saved
    flush_all()  # the session's writer has written what it was handed
    assert chouette_autosave_path().exists()
    drv = Driver()
    window.prompt_driver = drv
    drv.expect(ReplaceChouetteDialog, press(None, "new"))
    assert start_chouette(window, ChouetteConfig(names=("Ann", "Bob", "Cy", "Dee"))) is not None
    assert [e.kind for e in list_archive()[0]] == ["chouette"]


def test_end_of_the_evening_summary_copy_save_replay_and_statistics(window, qtbot, tmp_path):
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"))
    ch = ctl.chouette
    # Game 1: the box doubles; Bob passes, Cy and Dee take; Cy is acting captain (R36).
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    ctl.double(by="Ann")
    ctl.drop(by="Bob")
    ctl.take(by="Cy")
    ctl.take(by="Dee")
    dice.push((3, 1))
    assert ctl.roll() and ctl.enter_move("8/5 6/5") and ctl.commit()
    # The team resigns a single game, the box accepts (R27): Cy and Dee pay 2 each (R37).
    assert ctl.resign(1, by="Cy") and ctl.accept_resignation(by="Ann")
    assert ch.phase is P.GAME_OVER and ch.ledger == {"Ann": 5, "Bob": -1, "Cy": -2, "Dee": -2}
    drv = Driver()
    window.prompt_driver = drv
    ledger = dict(ch.ledger)
    # Counted in the statistics once, also when the game end is seen again.
    ctl._record_stats()
    stats, _ = load_stats()
    assert len(stats.chouette_games) == 1
    assert {n: p.net_points for n, p in stats.chouette_players().items()} == ledger
    # Chouette > End the evening: the chouette goes to the archive, the summary is shown.
    out = tmp_path / "evening.txt"
    shown = {}

    def summary(d) -> None:
        shown["text"] = d.text.toPlainText()
        click(d.copy)
        d.file_chooser = lambda *_a: (str(out), "")
        click(d.save)
        d.games.setCurrentIndex(0)
        click(d.replay)
        click(d.findChild(QPushButton, "evening_close"))

    drv.expect(EndEveningDialog, press(None, "end"))
    drv.expect(EveningDialog, summary)
    replays = []
    window.open_replay = lambda record, names, title, **kw: replays.append((record, names, kw))
    mode.act_end.trigger()
    text = shown["text"]
    assert "Game 1: Ann in the box; team Bob, Cy, Dee" in text
    assert "Bob: cube 1, passed: -1" in text and "Cy: cube 2, played to the end: -2" in text
    assert "Ann (box): +5" in text and "Ledger" in text
    assert QGuiApplication.clipboard().text() == text
    assert out.read_text(encoding="utf-8") == text
    [(record, names, kw)] = replays
    assert len(record.games) == 1 and names == ("Box", "Team")
    assert isinstance(kw["parent"], EveningDialog)
    assert kw["notes"].view(0, 4)["names"] == ("Ann (box)", "Cy (captain of 2)")
    flush_all()  # the session's writer has written what it was handed
    assert not chouette_autosave_path().exists() and ctl.chouette is None and not mode.active
    [entry], _ = list_archive()
    assert entry.kind == "chouette" and entry.summary["abandoned"] is False
    # Game > Past chouettes… finds it again.
    del window.open_replay
    def past(d) -> None:
        table = d.players
        rows = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(1, 7)]
                for r in range(table.rowCount())}
        shown["players"] = rows
        click(d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open))

    drv.expect(PastChouettesDialog, past)
    drv.expect(EveningDialog, lambda d: shown.update(again=d.text.toPlainText()))
    window.act_past_chouettes.trigger()
    assert shown["again"] == text
    # Each player's figures: in the box and in the team, points won / lost and per game (R37).
    assert shown["players"]["Ann"] == ["1", "5 / 0", "+5.00", "0", "0 / 0", "\u2013"]
    assert shown["players"]["Cy"] == ["0", "0 / 0", "\u2013", "1", "0 / 2", "-2.00"]
    stats, _ = load_stats()
    assert len(stats.chouette_games) == 1


def test_a_chouette_game_opens_in_the_replay_viewer(window, qtbot):
    from bgdesk.gui.chouette.mode import replay_game

    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    ctl.roll()
    win = replay_game(window, ctl.chouette, 0)
    qtbot.addWidget(win)
    assert win.isVisible() and win.scene.state.names == ("Ann (box)", "Bob (captain of 2)")
    assert len(win.frames[0]) >= 2


# -- after a restart -------------------------------------------------------------------------

def test_resume_prompt_says_who_plays_which_game_and_the_ledger(window, qtbot):
    from bgdesk.gui.window.startup import _ask_resume_chouette, saved_chouette_about

    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy"))
    ch = ctl.chouette
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    ctl.double(by="Ann")
    ctl.drop(by="Bob")
    ctl.drop(by="Cy")
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    about = saved_chouette_about()
    assert about == ("Players: Ann, Cy, Bob.\n"
                     "Game 2 is being played: Ann in the box, Cy captain.\n"
                     "Ledger: Ann +2, Bob -1, Cy -1.")
    seen = {}

    def answer() -> None:
        box = QApplication_active_message_box()
        seen["text"] = (box.text(), box.informativeText())
        click(box.buttons()[0])

    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, answer)
    assert _ask_resume_chouette(window) is True
    assert seen["text"] == ("Resume the saved chouette?", about)


def QApplication_active_message_box() -> QMessageBox:  # noqa: N802 (a helper, not a Qt name)
    from PySide6.QtWidgets import QApplication

    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    return box



def test_resume_prompt_names_the_acting_captain_when_the_captain_passed(window, qtbot):
    """R36: the captain and the next member passed the box's double, the last one took: the one
    who moves for the team now (the panel's captain) is the one the resume prompt names, not
    the first in line (who passed)."""
    from bgdesk.gui.window.startup import saved_chouette_about

    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"))
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    ctl.double(by="Ann")
    ctl.drop(by="Bob")
    ctl.drop(by="Cy")
    ctl.take(by="Dee")
    assert ctl.chouette.current_game.captain == "Dee"
    assert tuple(ctl.chouette.team) == ("Cy", "Dee", "Bob")  # the passing captain went to the end
    about = saved_chouette_about()
    assert "Game 1 is being played: Ann in the box, Dee captain." in about.splitlines()

def test_new_chouette_dialog_remembers_the_last_seating_after_a_restart(window, qtbot, settings):
    from bgdesk.engine.record import Rules
    from bgdesk.gui.window.mainwindow import MainWindow

    cfg = ChouetteConfig(names=LONG[:5], rules=Rules(jacoby=True, beavers=True),
                         seats={LONG[2]: "intermediate"})
    start_chouette(window, cfg)
    again = MainWindow(settings)       # a restart: a new window, nothing in memory
    qtbot.addWidget(again)
    drv = Driver()
    again.prompt_driver = drv
    seen = {}

    def look(d) -> None:
        seen["names"] = [e.text() for e in d.name_edits[:d.count.value()]]
        seen["seats"] = [b.currentData() for b in d.seat_boxes[:d.count.value()]]
        seen["rules"] = (d.jacoby.isChecked(), d.beavers.isChecked())
        d.reject()

    drv.expect(ReplaceChouetteDialog, press(None, "new"))
    drv.expect(NewChouetteDialog, look)
    assert start_chouette(again) is None
    assert seen["names"] == list(LONG[:5])
    assert seen["seats"] == ["human", "human", "intermediate", "human", "human"]
    assert seen["rules"] == (True, True)


def test_the_captain_leaves_in_the_middle_of_the_roll(window, qtbot, mouse):
    # R35: the next member in line plays the roll from the start, by drags on the board.
    from tests.gui.conftest import drop_target

    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"))
    ch = ctl.chouette
    scene = window.scene
    ctl.start_game_at(Position.initial(), on_roll=TEAM)
    dice.push((3, 1))
    assert ctl.roll() and ch.to_act == "Bob"
    mouse.drag(scene.location_scene_pos(TEAM, 8), drop_target(scene, TEAM, 5))
    assert ctl.turn is not None and len(ctl.turn.steps) == 1
    assert ctl.player_leaves("Bob")
    assert ch.to_act == "Cy" and ctl.turn is not None and ctl.turn.steps == ()
    assert ch.current_game.settlements == {"Bob": -1}
    mouse.drag(scene.location_scene_pos(TEAM, 8), drop_target(scene, TEAM, 5))
    mouse.drag(scene.location_scene_pos(TEAM, 6), drop_target(scene, TEAM, 5))
    assert ctl.commit()
    plays = [e for e in ch.to_dict()["log"] if e["kind"] == "play"]
    assert plays[-1]["by"] == "Cy" and plays[-1]["notation"] == "8/5 6/5"


def test_the_archive_window_opens_an_archived_chouette_and_statistics_show_its_players(window, qtbot):
    # R37: a game of the box against three members, one of whom takes the double.
    mode, ctl, dice = seated(window, qtbot, names=("Ann", "Bob", "Cy", "Dee"))
    ch = ctl.chouette
    ctl.start_game_at(Position.initial(), on_roll=BOX)
    ctl.double(by="Ann")
    ctl.drop(by="Bob")
    ctl.drop(by="Cy")
    ctl.take(by="Dee")
    dice.push((3, 1))
    assert ctl.roll() and ctl.enter_move("8/5 6/5") and ctl.commit()
    assert ctl.resign(1, by="Dee") and ctl.accept_resignation(by="Ann")
    assert ch.ledger == {"Ann": 4, "Bob": -1, "Cy": -1, "Dee": -2}
    drv = Driver()
    window.prompt_driver = drv
    drv.expect(EndEveningDialog, press(None, "end"))
    drv.expect(EveningDialog, lambda d: click(d.findChild(QPushButton, "evening_close")))
    mode.act_end.trigger()
    assert not drv.script
    # Game > Archive…: the chouette is listed; Open shows its summary, whose game opens in the
    # replay viewer.
    window.interop.act_archive.trigger()
    win = window.interop.archive_window
    qtbot.waitExposed(win)
    [row] = [i for i, e in enumerate(win.entries) if e.name.startswith("chouette-")]
    rect = win.table.visualItemRect(win.table.item(row, 1))
    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center())
    assert win.open_button.isEnabled() and not win.export_button.isEnabled()
    shown = {}

    def summary(d) -> None:
        shown["text"] = d.text.toPlainText()
        d.games.setCurrentIndex(0)
        click(d.replay)
        click(d.findChild(QPushButton, "evening_close"))

    drv.expect(EveningDialog, summary)
    click(win.open_button)
    assert not drv.script
    assert "Game 1: Ann in the box; team Bob, Cy, Dee" in shown["text"]
    viewer = window.interop.replays[-1]
    qtbot.addWidget(viewer)
    assert viewer.isVisible() and viewer.scene.state.names == ("Ann (box)", "Bob (captain of 3)")
    assert len(viewer.record.games) == 1
    # Issue 27, defect 2, from the archive: every member's cube and the settlement, not a
    # centred cube and "1 point".
    viewer.last()
    t = viewer.notes_table
    cubes = {t.item(r, 1).text(): [t.item(r, c).text() for c in (2, 3, 4)]
             for r in range(t.rowCount())}
    assert cubes == {"Ann": ["all cubes", "", "+4"], "Bob": ["", "passed (\u22121)", "\u22121"],
                     "Cy": ["", "passed (\u22121)", "\u22121"],
                     "Dee": ["2 · own", "acting captain", "\u22122"]}  # Bob passed (R36)
    lines = [viewer.move_list.item(i).text() for i in range(viewer.move_list.count())]
    assert lines[-2:] == ["Bob pays Ann 1; Cy pays Ann 1; Dee pays Ann 2.", "Ann (box): +4"]
    assert (viewer.scene.state.cube_value, viewer.scene.state.cube_owner) == (2, TEAM)
    # Tools > Statistics…, the Chouettes page: every player's points, in the box and in the team.
    window.act_stats.trigger()
    stats = window.stats_window
    qtbot.addWidget(stats)
    tabs = stats.tabs
    page = next(i for i in range(tabs.count()) if tabs.tabText(i) == "Chouettes")
    QTest.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     tabs.tabBar().tabRect(page).center())
    assert tabs.currentIndex() == page and stats.chouette_table.isVisible()
    rows = {r[0]: r[1:] for r in stats.chouette_text()}
    assert rows["Ann"] == ["1", "4 / 0", "+4.00", "0", "0 / 0", "–", "+4.00"]
    assert rows["Dee"] == ["0", "0 / 0", "–", "1", "0 / 2", "-2.00", "-2.00"]
    assert rows["Bob"][3:] == ["1", "0 / 1", "-1.00", "-1.00"]
    assert "1 chouette game recorded" in stats.chouette_heading.text()
