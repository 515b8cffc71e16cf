"""A chouette game in the replay viewer (issue 27, defects 2 and 3): every member's cube after
each decision, the payments and the settlement (R36, R37), from the summary of the evening and
from Past chouettes; one viewer for every click on Replay, in front of the summary it was opened
from. The game is played with real clicks and drags, the viewer stepped with real keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

import pytest

from bgdesk.engine import Position
from bgdesk.engine.chouette import BOX, TEAM, ChouettePhase
from bgdesk.engine.record import Rules
from bgdesk.gui.chouette.controller import ChouetteConfig
from bgdesk.gui.chouette.dialogs import EndEveningDialog, EveningDialog, PastChouettesDialog
from bgdesk.gui.chouette.mode import start_chouette
from bgdesk.gui.match.dialogs import TakeDialog
from bgdesk.gui.records.replay_window import ReplayWindow
from tests.gui.chouette.test_chouette_evening import Driver, click, press
from tests.gui.conftest import QueueDice, dice_point, drop_target

P = ChouettePhase
# The box (on roll) bears off its last checker; the team has all fifteen at home: a gammon.
BOX_GAMMON = Position.from_points({2: 1}, {6: 15})


def play_a_gammon_with_three_cubes(window, qtbot, mouse):
    """Dee (box) doubles; Ann takes, Bob passes, Cy takes; Dee rolls 2-1 and bears off her last
    checker by a drag: a gammon. Ann and Cy pay 4 each, Bob paid 1: Dee +9 (R36, R37)."""
    window.prompt_driver = lambda dlg: None
    dice = QueueDice(seed=5)
    mode = start_chouette(window, ChouetteConfig(names=("Dee", "Ann", "Bob", "Cy"),
                                                 rules=Rules(jacoby=False)), dice=dice)
    ctl = mode.controller
    ctl.bot_delay_ms = 0
    ch = ctl.chouette
    dice.push((6, 1), (5, 1), (4, 1), (3, 1))
    for _ in range(4):
        ctl.roll()                      # the seats: Dee, Ann, Bob, Cy in that order
    assert (ch.box, ch.team) == ("Dee", ("Ann", "Bob", "Cy"))
    assert ctl.start_game_at(BOX_GAMMON, on_roll=BOX)
    drv = Driver()
    window.prompt_driver = drv
    for answer in ("take", "pass", "take"):
        drv.expect(TakeDialog, press(None, answer))
    mode.act_double.trigger()          # Chouette > Double
    qtbot.waitUntil(lambda: not drv.script and ch.phase is P.BEFORE_ROLL, timeout=5000)
    scene = window.scene
    dice.push((2, 1))
    mouse.click(dice_point(scene, BOX))
    mouse.drag(scene.location_scene_pos(BOX, 2), drop_target(scene, BOX, 0))
    if ch.phase is not P.GAME_OVER:
        mouse.click(dice_point(scene, BOX))   # pick up the dice
    assert ch.phase is P.GAME_OVER
    assert ch.ledger == {"Dee": 9, "Ann": -4, "Bob": -1, "Cy": -4}
    return mode, ctl, ch, drv


def activate(qtbot, w) -> None:
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)


def table(win) -> dict[str, list[str]]:
    t = win.notes_table
    return {t.item(r, 1).text(): [t.item(r, c).text() for c in (0, 2, 3, 4)]
            for r in range(t.rowCount())}


def check_the_replay(win, qtbot) -> list[str]:
    """Step through the game with the Right key: every cube decision, every member's cube and
    the settlement are shown. Returns the words of every moment."""
    activate(qtbot, win)
    QTest.keyClick(win, Qt.Key.Key_Home)
    assert win.step == 0
    said = [win.text.text()]
    seen = {0: table(win)}
    while win.act_forward.isEnabled():
        QTest.keyClick(win, Qt.Key.Key_Right)
        said.append(win.text.text())
        seen[win.step] = table(win)
        assert win.move_list.highlighted_text() == said[-1].split(" Dee (box) wins")[0] \
            or win.step == len(win.frames[0]) - 1
    assert said[0] == "Game 1: Dee in the box; team Ann, Bob, Cy"
    assert seen[0] == {"Dee": ["Box", "all cubes", "on roll", ""],
                       "Ann": ["Captain", "1 · centred", "", ""],
                       "Bob": ["2.", "1 · centred", "", ""],
                       "Cy": ["3.", "1 · centred", "", ""]}
    assert said[1] == "Dee (box) doubles Ann, Bob, Cy. Ann: take or pass?"
    assert seen[1]["Ann"][2] == "doubled to 2" and seen[1]["Cy"][2] == "doubled to 2"
    assert said[2] == "Ann takes at 2. Bob: take or pass?"
    assert seen[2]["Ann"][1] == "2 · own"
    assert said[3] == "Bob passes and pays Dee 1 point. Cy: take or pass?"
    assert seen[3]["Bob"] == ["2.", "", "passed (\u22121)", "\u22121"]
    assert seen[3]["Dee"][3] == "+1"
    assert said[4] == "Cy takes at 2. Dee to roll."
    assert seen[4]["Cy"][1] == "2 · own"
    assert said[5] == "Dee rolls 21"
    last = said[-1]
    assert last.startswith("Dee 21: 2/off")
    assert "Dee (box) wins a gammon." in last
    assert "Bob pays Dee 1; Ann pays Dee 4; Cy pays Dee 4." in last and "Dee (box): +9" in last
    assert "1 point" not in last.replace("Dee 1 point", "")
    final = seen[len(said) - 1]
    assert final == {"Dee": ["Box", "all cubes", "", "+9"], "Ann": ["Captain", "2 · own", "", "\u22124"],
                     "Bob": ["2.", "", "passed (\u22121)", "\u22121"],
                     "Cy": ["3.", "2 · own", "", "\u22124"]}
    # The board: the captain's cube (Ann's, hers at 2), and the settlement in the banner.
    state = win.scene.state
    assert (state.cube_value, state.cube_owner) == (2, TEAM)
    assert state.names == ("Dee (box)", "Ann (captain of 2)")
    banner = win.scene.banner_item.text.replace("\n", " ")
    assert win.scene.banner_item.isVisible() and "Ann pays Dee 4" in banner
    ml = win.move_list
    qtbot.wait(20)  # the words above grew: the list is laid out smaller, the moment in sight
    assert ml.viewport().rect().contains(ml.visualItemRect(ml.currentItem()))
    assert state.extra["match_text"] == "Chouette · game 1"
    lines = [win.move_list.item(i).text() for i in range(win.move_list.count())]
    assert lines[:len(said)] == [said[0]] + said[1:-1] + [last.split(" Dee (box) wins")[0]]
    assert lines[-3:] == ["Dee (box) wins a gammon.",
                          "Bob pays Dee 1; Ann pays Dee 4; Cy pays Dee 4.", "Dee (box): +9"]
    # Copy: the whole evening's moves, to paste anywhere.
    QTest.mouseClick(win.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == "\n".join(lines) + "\n"
    return said


def test_the_replay_of_a_chouette_game_shows_every_cube_and_the_settlement(window, qtbot, mouse):
    mode, ctl, ch, drv = play_a_gammon_with_three_cubes(window, qtbot, mouse)
    shown = {}

    def summary(d) -> None:
        d.games.setCurrentIndex(0)
        click(d.replay)                                   # Replay this game
        win = d.replay_window
        qtbot.addWidget(win)
        assert isinstance(win, ReplayWindow) and win.isVisible() and win.isWindow()
        # Over the summary it was opened from: it stacks above it and takes clicks.
        assert win.parentWidget() is d
        shown["said"] = check_the_replay(win, qtbot)
        # A second click brings the same viewer back to the game's start: no second window.
        QTest.keyClick(win, Qt.Key.Key_End)
        click(d.replay)
        assert d.replay_window is win and win.step == 0
        win.close()
        click(d.replay)
        assert d.replay_window is win and win.isVisible()
        viewers = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, ReplayWindow) and w.isVisible()]
        assert viewers == [win]
        win.close()
        click(d.findChild(QPushButton, "evening_close"))

    drv.expect(EndEveningDialog, press(None, "end"))
    drv.expect(EveningDialog, summary)
    mode.act_end.trigger()                                # Chouette > End the evening…
    assert drv.script == []

    # Game > Past chouettes…: the archived chouette replays the same, read back from the file.
    def past(d) -> None:
        click(d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open))

    def again(d) -> None:
        click(d.replay)
        win = d.replay_window
        qtbot.addWidget(win)
        shown["again"] = check_the_replay(win, qtbot)
        win.close()

    drv.expect(PastChouettesDialog, past)
    drv.expect(EveningDialog, again)
    window.act_past_chouettes.trigger()
    assert drv.script == [] and shown["again"] == shown["said"]


def test_the_replay_follows_the_language(window, qtbot, mouse):
    from bgdesk.gui.i18n import apply_language

    mode, ctl, ch, drv = play_a_gammon_with_three_cubes(window, qtbot, mouse)
    from bgdesk.gui.chouette.mode import replay_game

    win = replay_game(window, ch, 0)
    qtbot.addWidget(win)
    win.last()
    english = win.text.text()
    apply_language("af")
    assert win.text.text() != english and "Dee" in win.text.text()
    headers = [win.notes_table.horizontalHeaderItem(c).text() for c in range(5)]
    assert headers[1] != "Player"


@pytest.mark.slow  # a long test: started early (tests/conftest.py)
def test_random_evenings_replay_every_moment_in_words(window, qtbot):
    # Every kind of decision (R36 doubles, passes, beavers, team doubles, refusals; R27
    # resignations; leaving during a game) has its sentence, and the last one the settlement.
    import random

    from bgdesk.engine.chouette import Chouette
    from bgdesk.engine.dice import SeededDice
    from bgdesk.gui.chouette.mode import replay_game
    from bgdesk.gui.chouette.panel import signed
    from tests.engine.chouette_helpers import random_action

    kinds = set()
    for seed in range(4):
        rng = random.Random(seed)
        ch = Chouette(("Ann", "Bob", "Cy", "Dee", "Eve"), Rules(beavers=True, auto_doubles=True),
                      SeededDice(seed))
        steps = 0
        while (len(ch.games) < 4 or ch.phase is not P.GAME_OVER) and steps < 4000:
            steps += 1
            if ch.phase is P.BEFORE_ROLL and rng.random() < 0.01 and len(ch.present) > 3:
                member = rng.choice(ch.current_game.members_in_game)
                ch.leave(member)
                continue
            random_action(ch, rng)
        win = replay_game(window, ch, 0)
        qtbot.addWidget(win)
        for g, cg in enumerate(ch.games):
            win.go(g, 0)
            notes = win.notes
            lines = notes.lines(g)
            moments = notes.moments(g)
            kinds.update(m.entry["kind"] for m in moments[1:])
            for step in range(len(moments)):
                win.go(g, step)
                view = notes.view(g, step)
                assert win.text.text() == view["words"]
                assert win.notes_table.rowCount() == 1 + len(moments[step].cubes)
            assert all(lines[:len(moments)])  # a sentence for every moment
            if cg.is_over:
                assert lines[-1] == f"{cg.box} (box): {signed(cg.box_points)}"
                assert win.scene.banner_item.isVisible()
        win.close()
    assert {"double", "agree", "refuse", "take", "drop", "beaver", "roll", "play",
            "resign", "leave"} <= kinds
