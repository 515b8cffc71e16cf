"""A short three-player chouette played through the main window (R34-R38).

Real mouse events on the view's viewport for the seat rolls, the opening rolls, the checkers (the
box's and the captain's, by drags) and the dice; the panel's and the toolbar's buttons for the
doubles; scripted answers to the prompts on the shared screen, each of which must name who
decides. Covers seating with a tie (R34), the captain moving for the team (R35), a team double
agreed by every member and taken by the box, a box double with one take and one pass (R36), a
game won by the box on a resignation and one by the team when the box passes (R37), both
rotations (R38), the ledger in the panel against the engine's, and the autosave.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, TEAM, Chouette, ChouettePhase
from bgdesk.gui.chouette.controller import ChouetteConfig, chouette_autosave_path
from bgdesk.gui.chouette.dialogs import BoxAnswerDialog, NewChouetteDialog, TeamDoubleDialog
from bgdesk.gui.match.dialogs import ResignDialog, TakeDialog
from bgdesk.storage.autosave import read_autosave
from tests.gui.conftest import QueueDice, dice_point, drop_target

P = ChouettePhase


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BGDESK_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


class Prompts:
    """Answers the window's prompts from a script of (dialog class, who, choice)."""

    def __init__(self) -> None:
        self.script: list[tuple[type, str, str]] = []
        self.seen: list[tuple[str, str, str]] = []

    def expect(self, cls: type, who: str, choice: str) -> None:
        self.script.append((cls, who, choice))

    def __call__(self, dlg) -> None:
        if isinstance(dlg, NewChouetteDialog):
            dlg.count.setValue(3)
            for edit, name in zip(dlg.name_edits, ("Ann", "Bob", "Cy")):
                edit.setText(name)
            dlg.jacoby.setChecked(False)
            dlg.accept()
            self.seen.append(("NewChouetteDialog", "", "start"))
            return
        assert self.script, f"unexpected prompt {type(dlg).__name__}"
        cls, who, choice = self.script.pop(0)
        assert isinstance(dlg, cls), f"expected {cls.__name__}, got {type(dlg).__name__}"
        labels = [lab.text() for lab in dlg.findChildren(QLabel)]
        assert f"{who}, your decision" in labels, labels  # the prompt names who decides
        self.seen.append((type(dlg).__name__, who, choice))
        dlg.choose(choice)


def drag(mouse, scene, side, src, dst):
    mouse.drag(scene.location_scene_pos(side, src), drop_target(scene, side, dst))


def click_dice(mouse, scene, side=0):
    mouse.click(dice_point(scene, side))


def banner(scene) -> str:
    return scene.banner_item.text.replace("\n", " ")


def wait_prompts_done(qtbot, prompts):
    qtbot.waitUntil(lambda: not prompts.script, timeout=3000)


def test_three_player_chouette_through_the_window(window, mouse, qtbot, home):
    prompts = Prompts()
    window.prompt_driver = prompts
    window.act_chouette.trigger()  # Game > New chouette…
    mode = window.chouette
    assert mode is not None and mode.active
    ctl, panel = mode.controller, mode.panel
    scene = window.scene
    assert scene is mode.scene and window.view.scene() is scene
    ch = ctl.chouette
    assert ch.names == ("Ann", "Bob", "Cy") and not ch.rules.jacoby
    dice = QueueDice(seed=3)
    ctl.set_dice_source(dice)

    # ---- Seating (R34): Ann 6, Bob 4, Cy 4 -> Bob and Cy roll again: Bob 5, Cy 2. ----------
    assert ctl.status_text() == "Ann: roll one die for your seat"
    for d in ((6, 1), (4, 2), (4, 3), (5, 1), (2, 6)):
        dice.push(d)
        click_dice(mouse, scene)
    assert ch.phase is P.READY
    assert (ch.box, ch.captain, ch.team) == ("Ann", "Bob", ("Bob", "Cy"))
    assert ch.seat_rounds == [(("Ann", 6), ("Bob", 4), ("Cy", 4)), (("Bob", 5), ("Cy", 2))]
    assert panel.row_names() == ["Ann", "Bob", "Cy"]
    assert panel.cell("Ann", 0) == "Box" and panel.cell("Bob", 0) == "Captain"
    assert scene.banner_item.isVisible()
    assert "Ann is in the box, Bob is captain" in banner(scene)

    # ---- Game 1 -------------------------------------------------------------------------
    mouse.click(scene.banner_item.pos())  # start the first game
    cg = ch.current_game
    assert ch.phase is P.OPENING and scene.state.names == ("Ann (box)", "Bob (captain of 2)")
    dice.push((3, 1))  # the box rolls the opening roll for both: Ann 3, Bob 1
    click_dice(mouse, scene)
    assert cg.game.on_roll == BOX and ctl.turn is not None
    drag(mouse, scene, BOX, 8, 5)
    drag(mouse, scene, BOX, 6, 5)
    assert ctl.turn.is_complete
    click_dice(mouse, scene, BOX)  # pick up the dice
    assert cg.game.on_roll == TEAM and ch.phase is P.BEFORE_ROLL

    # A team double (R36): Cy proposes from the panel, Bob agrees, the box (Ann) takes.
    assert panel.double_button("Cy") is not None and panel.double_button("Bob") is not None
    prompts.expect(TeamDoubleDialog, "Bob", "agree")
    prompts.expect(BoxAnswerDialog, "Ann", "take")
    qtbot.mouseClick(panel.double_button("Cy"), Qt.MouseButton.LeftButton)
    wait_prompts_done(qtbot, prompts)
    qtbot.waitUntil(lambda: ch.phase is P.BEFORE_ROLL)
    for m in ("Bob", "Cy"):
        c = ch.cube(m)
        assert (c.value, c.owner) == (2, BOX)
        assert panel.cell(m, 2) == "2 · box has it"
    assert scene.state.cube_value == 2 and scene.state.cube_owner == BOX

    # The captain rolls and moves the team's checkers by dragging: 6-4, 24/18 13/9.
    dice.push((6, 4))
    click_dice(mouse, scene, TEAM)
    assert ctl.turn is not None and cg.game.on_roll == TEAM
    drag(mouse, scene, TEAM, 24, 18)
    drag(mouse, scene, TEAM, 13, 9)
    click_dice(mouse, scene, TEAM)
    assert cg.game.on_roll == BOX
    assert any(e.get("by") == "Bob" and e.get("kind") == "play" for e in ch.to_dict()["log"])

    # A box double (R36), from the toolbar: Bob takes, Cy passes and pays the box 2 at once.
    prompts.expect(TakeDialog, "Bob", "take")
    prompts.expect(TakeDialog, "Cy", "pass")
    assert mode.act_double.isEnabled()
    mode.act_double.trigger()
    wait_prompts_done(qtbot, prompts)
    qtbot.waitUntil(lambda: ch.phase is P.BEFORE_ROLL)
    assert (ch.cube("Bob").value, ch.cube("Bob").owner) == (4, TEAM)
    assert not ch.cube("Cy").in_game and cg.settlements == {"Cy": -2}
    assert panel.cell("Cy", 3) == "passed (\u22122)"
    assert panel.ledger() == ch.ledger == {"Ann": 2, "Bob": 0, "Cy": -2}

    # The box types its move in the panel instead of dragging.
    dice.push((5, 2))
    click_dice(mouse, scene, BOX)
    qtbot.keyClicks(panel.move_entry, "13/8 13/10")  # not a 5-2
    qtbot.keyClick(panel.move_entry, Qt.Key.Key_Return)
    assert panel.entry_error.text() and ctl.turn.steps == ()
    panel.move_entry.clear()
    qtbot.keyClicks(panel.move_entry, "13/8 13/11")
    qtbot.keyClick(panel.move_entry, Qt.Key.Key_Return)
    assert panel.move_entry.text() == "" and ctl.turn.is_complete
    click_dice(mouse, scene, BOX)

    # Bob (the captain) resigns a single game for the team; Ann accepts: the box wins.
    prompts.expect(ResignDialog, "Ann", "accept")
    assert mode.act_resign[1].isEnabled()
    mode.act_resign[1].trigger()
    wait_prompts_done(qtbot, prompts)
    qtbot.waitUntil(lambda: ch.phase is P.GAME_OVER)
    assert cg.settlements == {"Cy": -2, "Bob": -4}
    assert ch.ledger == {"Ann": 6, "Bob": -4, "Cy": -2}
    assert panel.ledger() == ch.ledger
    settle = panel.last_game.text()
    assert "Cy pays Ann 2; Bob pays Ann 4" in settle
    assert "Ann stays in the box; Cy is captain" in settle
    assert scene.banner_item.isVisible() and "Bob pays Ann 4" in banner(scene)
    # R38: the box won, so the box stays and the captain goes to the end of the team.
    assert (ch.box, ch.team) == ("Ann", ("Cy", "Bob"))
    assert panel.row_names() == ["Ann", "Cy", "Bob"]

    # ---- Game 2: the team doubles, the box passes: the team wins ------------------------
    mouse.click(scene.banner_item.pos())
    cg = ch.current_game
    assert scene.state.names == ("Ann (box)", "Cy (captain of 2)")
    dice.push((1, 2))  # Ann 1, Cy 2: the team opens with 2-1, Cy moves
    click_dice(mouse, scene)
    assert cg.game.on_roll == TEAM and ch.to_act == "Cy"
    drag(mouse, scene, TEAM, 13, 11)
    drag(mouse, scene, TEAM, 6, 5)
    click_dice(mouse, scene, TEAM)
    dice.push((6, 5))
    click_dice(mouse, scene, BOX)
    drag(mouse, scene, BOX, 24, 13)  # both dice in one drag
    assert ctl.turn.is_complete
    click_dice(mouse, scene, BOX)
    # The captain proposes by clicking the cube; Bob agrees; Ann passes and pays each member 1.
    prompts.expect(TeamDoubleDialog, "Bob", "agree")
    prompts.expect(BoxAnswerDialog, "Ann", "pass")
    mouse.click(scene.cube_item.pos())
    wait_prompts_done(qtbot, prompts)
    qtbot.waitUntil(lambda: ch.phase is P.GAME_OVER)
    assert cg.settlements == {"Cy": 1, "Bob": 1}
    assert ch.ledger == {"Ann": 4, "Bob": -3, "Cy": -1} == panel.ledger()
    assert "Ann pays Cy 1, Bob 1" in panel.last_game.text()
    # R38: the team won: the captain (Cy) takes the box, Ann goes to the end of the team.
    assert (ch.box, ch.captain, ch.team) == ("Cy", "Bob", ("Bob", "Ann"))
    assert "Cy takes the box; Bob is captain" in panel.last_game.text()
    assert panel.row_names() == ["Cy", "Bob", "Ann"]
    assert sum(ch.ledger.values()) == 0
    assert [s[0] for s in prompts.seen].count("TeamDoubleDialog") == 2

    # ---- The autosave holds the session, with its kind, and resumes to the same ledger ------
    saved, messages = read_autosave(chouette_autosave_path())
    assert messages == [] and saved.match["kind"] == "chouette"
    assert saved.summary["kind"] == "chouette" and saved.summary["ledger"] == ch.ledger
    again = Chouette.from_dict(saved.match)
    assert again.ledger == ch.ledger and (again.box, again.team) == (ch.box, ch.team)

    # ---- Back to a match: New match leaves chouette mode --------------------------------
    window.prompt_driver = lambda dlg: dlg.accept()
    window.act_new.trigger()
    assert window.chouette is None and window.scene is not scene
    assert window.view.scene() is window.scene
    assert window.controller.match is not None and window.act_roll.isEnabled()
    assert not mode.act_roll.isEnabled() and not mode.toolbar.isVisible()
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.events  # the match's opening roll, not the chouette's
    assert len(ch.games) == 2

    # ---- Game > Resume chouette: the same session, the next game --------------------------
    window.act_resume_chouette.trigger()
    assert window.chouette is mode and mode.active and window.scene is mode.scene
    ch = mode.controller.chouette
    assert ch.ledger == {"Ann": 4, "Bob": -3, "Cy": -1} == panel.ledger()
    assert (ch.box, ch.team) == ("Cy", ("Bob", "Ann"))
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert len(ch.games) == 3 and ch.phase is P.OPENING


def test_resume_the_saved_chouette(window, qtbot, home):
    """Resume chouette rebuilds the session from the autosave, mid-game, prompts included."""
    from bgdesk.gui.chouette.mode import has_saved_chouette, resume_chouette, start_chouette

    prompts = Prompts()
    window.prompt_driver = prompts
    dice = QueueDice(seed=5)
    for d in ((6, 1), (5, 1), (4, 1), (3, 1)):  # seats: Ann box, Bob captain, Cy; opening 3-1
        dice.push(d)
    mode = start_chouette(window, ChouetteConfig(names=("Ann", "Bob", "Cy")), dice=dice)
    ctl = mode.controller
    for _ in range(5):  # three seat rolls, the first game, its opening roll
        ctl.roll()
    assert ctl.move(8, 5) and ctl.move(6, 5) and ctl.commit()
    prompts.expect(TeamDoubleDialog, "Cy", "agree")
    ctl.double(by="Bob")
    wait_prompts_done(qtbot, prompts)
    assert ctl.chouette.phase is P.TEAM_DOUBLE_OFFERED  # the box has not answered yet
    ledger = ctl.chouette.ledger
    mode.leave()
    assert window.chouette is None and has_saved_chouette()

    prompts.expect(BoxAnswerDialog, "Ann", "pass")  # asked again after resuming
    mode = resume_chouette(window)
    assert mode is not None and mode.active
    wait_prompts_done(qtbot, prompts)
    ch = mode.controller.chouette
    qtbot.waitUntil(lambda: ch.phase is P.GAME_OVER)
    assert ledger == {"Ann": 0, "Bob": 0, "Cy": 0}
    assert ch.ledger == {"Ann": -2, "Bob": 1, "Cy": 1} == mode.panel.ledger()


def test_start_up_offers_the_saved_chouette(window, qtbot, home):
    """With no unfinished match, start-up offers a saved chouette and resumes it exactly."""
    from bgdesk.gui.chouette.mode import start_chouette
    from bgdesk.gui.window.startup import start_session

    window.prompt_driver = Prompts()
    dice = QueueDice(seed=5)
    for d in ((6, 1), (5, 1), (4, 1), (3, 1)):
        dice.push(d)
    mode = start_chouette(window, ChouetteConfig(names=("Ann", "Bob", "Cy")), dice=dice)
    ctl = mode.controller
    for _ in range(5):
        ctl.roll()
    assert ctl.move(8, 5) and ctl.move(6, 5) and ctl.commit()
    saved = ctl.chouette.to_dict()
    mode.leave()
    assert window.chouette is None

    offers = []
    start_session(window, ask=lambda u: pytest.fail("no match was saved"),
                  ask_chouette=lambda: offers.append("chouette") or True)
    assert offers == ["chouette"]
    assert window.chouette is not None
    assert window.chouette.controller.chouette.to_dict()["log"] == saved["log"]


def test_start_up_chouette_offer_declined_keeps_it(window, home):
    from bgdesk.gui.chouette.mode import has_saved_chouette, start_chouette
    from bgdesk.gui.window.startup import start_session

    window.prompt_driver = Prompts()
    mode = start_chouette(window, ChouetteConfig(names=("Ann", "Bob", "Cy")), dice=QueueDice(seed=3))
    mode.controller.roll()
    mode.leave()
    start_session(window, ask=lambda u: True, ask_chouette=lambda: False)
    assert window.chouette is None and has_saved_chouette()


def test_new_chouette_dialog(qtbot):
    dlg = NewChouetteDialog(None, levels=("beginner", "intermediate"))
    qtbot.addWidget(dlg)
    dlg.count.setValue(4)
    assert [e.isVisibleTo(dlg) for e in dlg.name_edits[:5]] == [True] * 4 + [False]
    dlg.name_edits[1].setText("Ann")  # the first is Ann already
    assert "different name" in dlg.problem.text()
    assert not dlg.buttons.button(dlg.buttons.StandardButton.Ok).isEnabled()
    dlg.name_edits[1].setText("Zed")
    dlg.seat_boxes[2].setCurrentIndex(2)
    dlg.auto_doubles.setChecked(True)
    dlg.auto_limit.setValue(2)
    dlg.beavers.setChecked(True)
    dlg.bg_as_gammon.setChecked(True)
    cfg = dlg.config()
    assert cfg.names == ("Ann", "Zed", "Cy", "Dee")
    assert cfg.seats == {"Ann": "human", "Zed": "human", "Cy": "intermediate", "Dee": "human"}
    r = cfg.rules
    assert (r.auto_doubles, r.auto_double_limit, r.beavers, r.backgammon_value) == (True, 2, True, 2)
    assert NewChouetteDialog.ask(None, cfg, driver=lambda d: d.reject(), levels=()) is None


def test_bot_seats_decide_off_the_gui_thread(window, qtbot, home):
    """A bot in the box and a bot team member: each decides by its own cube logic on a worker
    thread (agreeing to a proposed double, answering the box's double, accepting a
    resignation); the bot box plays its own rolls. People are prompted only for themselves."""
    from bgdesk.gui.chouette.mode import start_chouette

    prompts = Prompts()
    window.prompt_driver = prompts
    dice = QueueDice(seed=9)
    for d in ((6, 1), (5, 1), (4, 1)):  # Bob (bot) in the box, Ann captain, then Cy (bot)
        dice.push(d)
    cfg = ChouetteConfig(names=("Bob", "Ann", "Cy"),
                         seats={"Bob": "intermediate", "Cy": "intermediate"})
    mode = start_chouette(window, cfg, dice=dice)
    ctl = mode.controller
    ctl.bot_delay_ms = 0
    ch = ctl.chouette
    threads = []
    bob = ctl._bots["Bob"]
    choose = bob.choose_play

    def spy(*args, **kw):
        threads.append(threading.current_thread())
        return choose(*args, **kw)

    bob.choose_play = spy
    qtbot.waitUntil(lambda: ch.phase is P.SEATING and ch.to_act == "Ann", timeout=3000)
    assert not ctl.can("roll") or ch.to_act == "Ann"
    ctl.roll()  # Ann rolls her own seat die; Cy (bot) rolls by itself
    qtbot.waitUntil(lambda: ch.phase is P.READY, timeout=3000)
    assert (ch.box, ch.team) == ("Bob", ("Ann", "Cy"))
    assert ctl.seat_label("Bob") == "Bob (computer)" and panel_text(mode, "Bob").endswith("(computer)")

    # Game 1, the team on roll in the opening position: Ann proposes, Cy (bot) refuses.
    assert ctl.start_game_at(Position.initial(), on_roll=TEAM)
    assert ctl.can("double") and mode.panel.double_button("Cy") is None  # a bot has no button
    ctl.double(by="Ann")
    qtbot.waitUntil(lambda: ch.phase is P.BEFORE_ROLL, timeout=5000)
    assert ch.current_game.last_refusal == "Cy" and ch.cube("Ann").value == 1
    # Ann plays; then the bot box rolls and plays by itself, off the GUI thread.
    dice.push((3, 1))
    assert ctl.roll() and ctl.enter_move("8/5 6/5") and ctl.commit()
    dice.push((6, 4))
    qtbot.waitUntil(lambda: ch.to_act == "Ann" and ch.phase is P.BEFORE_ROLL, timeout=5000)
    plays = [e for e in ch.to_dict()["log"] if e["kind"] == "play"]
    assert plays[-1]["by"] == "Bob" and mode.scene.state.last_move
    assert threads and all(t is not threading.main_thread() for t in threads)
    # Ann resigns a backgammon: the bot box accepts.
    assert ctl.resign(3, by="Ann")
    qtbot.waitUntil(lambda: ch.phase is P.GAME_OVER, timeout=5000)
    assert ch.ledger == {"Bob": 6, "Ann": -3, "Cy": -3} == mode.panel.ledger()
    assert (ch.box, ch.team) == ("Bob", ("Cy", "Ann"))  # R38: Cy (bot) is captain now

    # Game 2, a race the box has all but won (18 pips to 60, no gammons): the bot box doubles;
    # Cy (bot, first in line) passes by its own logic; Ann is asked and takes: she is the
    # acting captain.
    race = Position.from_points({1: 3, 2: 3, 3: 3}, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3})
    prompts.expect(TakeDialog, "Ann", "take")
    assert ctl.start_game_at(race, on_roll=BOX)
    wait_prompts_done(qtbot, prompts)
    cg = ch.current_game
    qtbot.waitUntil(lambda: not ch.current_game.box_double_pending and ch.phase is not
                    P.BOX_DOUBLE_OFFERED, timeout=5000)
    assert cg.settlements == {"Cy": -1}
    assert (ch.cube("Ann").value, ch.cube("Ann").owner) == (2, TEAM)
    assert cg.captain == "Ann" and mode.panel.cell("Ann", 0) == "Captain"
    assert mode.panel.cell("Ann", 3) == "acting captain"
    assert [s[:2] for s in prompts.seen] == [("TakeDialog", "Ann")]
    mode.leave()
    ctl.shutdown()


def panel_text(mode, name: str) -> str:
    return mode.panel.cell(name, 1)


def test_automatic_double_and_a_beaver(window, qtbot, home):
    """R31: an opening tie doubles every member's cube; R33: a member beavers the box's double
    from the take/pass prompt (offered only with beavers on)."""
    from bgdesk.engine.record import Rules
    from bgdesk.gui.chouette.mode import start_chouette

    prompts = Prompts()
    window.prompt_driver = prompts
    dice = QueueDice(seed=2)
    for d in ((6, 1), (5, 1), (4, 1), (2, 2), (5, 3)):  # seats; opening tie 2-2, then Ann 5, Bob 3
        dice.push(d)
    rules = Rules(auto_doubles=True, auto_double_limit=1, beavers=True)
    mode = start_chouette(window, ChouetteConfig(names=("Ann", "Bob", "Cy"), rules=rules), dice=dice)
    ctl, ch = mode.controller, mode.controller.chouette
    for _ in range(5):  # three seat rolls, the first game, the tied opening roll
        assert ctl.roll()
    assert "Automatic double: every cube is now at 2" in ctl.last_message
    assert ch.cube("Bob").value == ch.cube("Cy").value == 2
    assert mode.panel.cell("Bob", 2) == "2 · centred"
    assert ctl.roll()  # Ann 5, Bob 3: the box plays 5-3
    assert ctl.enter_move("8/3 6/3") and ctl.commit()
    dice.push((4, 2))
    assert ctl.roll() and ctl.enter_move("8/4 6/4") and ctl.commit()
    prompts.expect(TakeDialog, "Bob", "beaver")
    prompts.expect(TakeDialog, "Cy", "take")
    assert ctl.double()
    wait_prompts_done(qtbot, prompts)
    qtbot.waitUntil(lambda: ch.phase is P.BEFORE_ROLL)
    assert (ch.cube("Bob").value, ch.cube("Bob").owner) == (8, TEAM)  # 2, doubled and redoubled
    assert (ch.cube("Cy").value, ch.cube("Cy").owner) == (4, TEAM)
    assert mode.panel.cell("Bob", 2) == "8 · own"
    mode.leave()


def test_a_computer_captain_leaves_people_time_to_propose(window, qtbot, home):
    """R36: any member may propose the team's double before the roll; a computer captain waits a
    moment when a person could, then rolls and plays by itself."""
    from bgdesk.gui.chouette.mode import start_chouette

    prompts = Prompts()
    window.prompt_driver = prompts
    dice = QueueDice(seed=4)
    for d in ((6, 1), (5, 1), (4, 1)):  # Ann box, Bob (computer) captain, Cy
        dice.push(d)
    mode = start_chouette(window, ChouetteConfig(names=("Ann", "Bob", "Cy"),
                                                 seats={"Bob": "intermediate"}), dice=dice)
    ctl, ch = mode.controller, mode.controller.chouette
    ctl.bot_delay_ms, ctl.proposal_window_ms = 0, 400
    assert ctl.roll()  # Ann; then Bob rolls his own seat die
    qtbot.waitUntil(lambda: ch.to_act == "Cy", timeout=3000)
    assert ctl.roll()
    assert (ch.box, ch.captain) == ("Ann", "Bob")
    assert ctl.start_game_at(Position.initial(), on_roll=TEAM)
    qtbot.wait(100)
    assert ch.phase is P.BEFORE_ROLL  # Bob has not rolled yet
    assert mode.panel.double_button("Bob") is None and not ctl.can("roll")
    qtbot.mouseClick(mode.panel.double_button("Cy"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ch.current_game.last_refusal == "Bob", timeout=5000)
    dice.push((3, 1))
    qtbot.waitUntil(lambda: ch.current_game.game.on_roll == BOX, timeout=5000)
    assert [e["by"] for e in ch.to_dict()["log"] if e["kind"] == "play"] == ["Bob"]
    assert prompts.seen == []
    mode.leave()
