"""Practice > Drills through real events: a set made off the GUI thread, plays answered by
dragging on the drill's board and cube decisions with the buttons, the running score, the misses
to look at again, and the finished set kept for the statistics."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bgdesk.bots import analysis
from bgdesk.bots.skill import Skill
from bgdesk.storage.drills import load_drills

from tests.gui.conftest import Mouse, dice_point, drop_target

pytestmark = pytest.mark.skipif(not analysis.available(), reason="bgsage is not installed")


def new_set(win, qtbot, kind, size):
    win.set_kind(kind)
    with qtbot.waitSignal(win.ready, timeout=120000) as got:
        win.new_set(size)
    return got.args[0]


def drag_play(win, play):
    mouse = Mouse(win.board.view)
    scene = win.board.scene
    for s, t, _d, _h in play.raw_steps:
        mouse.drag(scene.location_scene_pos(0, s), drop_target(scene, 0, t))
    mouse.click(dice_point(scene, 0))


def test_an_opening_drill_answered_on_the_board(window, qtbot):
    window.practice.update_actions()
    assert window.practice.act_drills.isEnabled()
    win = window.practice.drills(seed=4)
    qtbot.addWidget(win)
    drill = new_set(win, qtbot, "openings", 3)
    assert len(drill.items) == 3 and win.score.text().startswith("The 15 opening rolls: 0 of 3")
    answers = []
    for i, item in enumerate(drill.items):
        pos = item.position
        plays = {p.result_board: p for p in pos.legal_plays(*item.dice)}
        # the best play first, then the worst, then the second best
        option = [item.best, item.options[-1], item.options[1]][i]
        with qtbot.waitSignal(win.answered, timeout=5000) as got:
            drag_play(win, plays[option.board])
        verdict = got.args[0]
        answers.append(verdict)
        assert verdict.chosen == option
        assert verdict.loss == pytest.approx(item.best.equity - option.equity)
        # the answer drawn in its class's colour, the best dashed when it was not the answer
        arrows, badges = win.board.scene.overlay("answer")
        assert arrows and all(a.kind == verdict.skill.value for a in arrows)
        assert bool(win.board.scene.overlay("best")[0]) == (verdict.skill is not Skill.BEST)
        if i < 2:
            assert win.next_button.isEnabled()
            QTest.mouseClick(win.next_button, Qt.MouseButton.LeftButton)
    assert answers[0].skill is Skill.BEST
    assert f"3 of 3 answered, {drill.best_count} best" in win.score.text()
    assert win.misses.rowCount() == len(drill.misses) >= 1
    # a miss looked at again
    win.misses.selectRow(0)
    assert win.board.scene.overlay("answer")[0]
    # the set is kept
    history, _ = load_drills()
    (session,) = history.sessions
    assert session["kind"] == "openings" and session["answered"] == 3
    assert session["best"] == drill.best_count
    assert session["loss"] == pytest.approx(drill.loss, abs=1e-5)


def test_a_take_drill_answered_with_the_buttons(window, qtbot):
    win = window.practice.drills(seed=2)
    qtbot.addWidget(win)
    drill = new_set(win, qtbot, "take", 2)
    for item in drill.items:
        assert win.answer_buttons["take"].isVisible() and win.answer_buttons["pass"].isVisible()
        assert not win.answer_buttons["beaver"].isVisible()  # beavers are not played here
        assert win.board.scene.state.cube_offered_by == 1
        wrong = "pass" if item.best_of(False).text == "take" else "take"
        with qtbot.waitSignal(win.answered, timeout=5000) as got:
            QTest.mouseClick(win.answer_buttons[wrong], Qt.MouseButton.LeftButton)
        v = got.args[0]
        assert v.chosen.text == wrong and v.loss == pytest.approx(item.loss_of(wrong))
        (badge,) = win.board.scene.overlay("answer")[1]
        assert badge.anchor == "cube"
        if win.next_button.isEnabled():
            QTest.mouseClick(win.next_button, Qt.MouseButton.LeftButton)
    assert drill.done and drill.best_count == 0
    history, _ = load_drills()
    assert history.sessions[-1]["kind"] == "take" and len(history.sessions[-1]["misses"]) == 2


def test_the_proper_cube_action_answered_with_its_four_buttons(window, qtbot):
    """No double, Double/take, Double/pass, Too good: the answer names the doubler's decision and
    the taker's, scored by the worse of the two; the verdict says how deep its key is."""
    win = window.practice.drills(seed=3)
    qtbot.addWidget(win)
    drill = new_set(win, qtbot, "double", 2)
    keys = ("no double", "double, take", "double, pass", "too good")
    for item in drill.items:
        assert all(win.answer_buttons[k].isVisible() for k in keys)
        assert not win.answer_buttons["double"].isVisible()
        assert {o.text for o in item.options} == set(keys)
        wrong = item.options[-1].text
        with qtbot.waitSignal(win.answered, timeout=5000) as got:
            QTest.mouseClick(win.answer_buttons[wrong], Qt.MouseButton.LeftButton)
        v = got.args[0]
        assert v.chosen.text == wrong and v.loss == pytest.approx(item.loss_of(wrong)) and v.loss > 0
        (badge,) = win.board.scene.overlay("answer")[1]
        assert badge.anchor == "cube" and badge.depth in ("3-ply", "rollout")
        if win.next_button.isEnabled():
            QTest.mouseClick(win.next_button, Qt.MouseButton.LeftButton)
    assert drill.done


def test_beaver_offered_where_beavers_are_played(window, qtbot):
    window.settings.beavers = True  # Settings > Rules > Beavers
    win = window.practice.drills(seed=2)
    qtbot.addWidget(win)
    drill = new_set(win, qtbot, "take", 1)
    assert drill.beavers and win.answer_buttons["beaver"].isVisible()
    with qtbot.waitSignal(win.answered, timeout=5000) as got:
        QTest.mouseClick(win.answer_buttons["beaver"], Qt.MouseButton.LeftButton)
    v = got.args[0]
    assert v.chosen.text == "beaver" and v.loss == pytest.approx(drill.items[0].loss_of("beaver", True))


@pytest.mark.parametrize("lang", ["en", "mt"])
def test_the_misses_show_the_equity_lost_without_scrolling(window, qtbot, lang):
    """Seen in Maltese at 1366x768: the misses' columns were wider than the table, the equity
    lost hidden behind a sideways scroll bar. The position's ID now takes what room is left
    (elided, whole in its tooltip)."""
    from bgdesk.gui.i18n import apply_language

    apply_language(lang)
    win = window.practice.drills(seed=4)
    qtbot.addWidget(win)
    win.resize(1300, 700)
    drill = new_set(win, qtbot, "openings", 2)
    for item in drill.items:
        plays = {p.result_board: p for p in item.position.legal_plays(*item.dice)}
        with qtbot.waitSignal(win.answered, timeout=5000):
            drag_play(win, plays[item.options[-1].board])  # the worst play: a miss
        if win.next_button.isEnabled():
            QTest.mouseClick(win.next_button, Qt.MouseButton.LeftButton)
    t = win.misses
    assert t.rowCount() == 2
    head = t.horizontalHeader()

    def fitted() -> bool:  # the columns are fitted once the table has its rows (a moment later)
        return head.length() <= t.viewport().width() and all(
            # the answer, the best and the equity lost whole
            head.sectionSize(c) >= t.fontMetrics().horizontalAdvance(t.item(0, c).text()) for c in (1, 2, 3))

    qtbot.waitUntil(fitted, timeout=2000)
    assert t.item(0, 0).toolTip().startswith(drill.items[0].position.position_id())


@pytest.mark.parametrize("lang", ["en", "mt"])
def test_the_four_cube_answers_are_whole_beside_the_board(window, qtbot, lang):
    """Seen in Maltese at 1366x768: the fourth answer of a cube drill ("Too good to double") was
    cut to "o wisq biex tirdo" at the edge of the window (in English "Too good to double" lost
    its end too). Where the four do not fit in a row they are two rows of two."""
    from bgdesk.gui.i18n import apply_language

    apply_language(lang)
    win = window.practice.drills(seed=3)
    qtbot.addWidget(win)
    win.resize(1260, 700)
    new_set(win, qtbot, "double", 1)
    keys = ("no double", "double, take", "double, pass", "too good")
    buttons = [win.answer_buttons[k] for k in keys]
    box = win.answers.rect()

    def whole() -> bool:
        return all(b.isVisible() and b.width() >= b.sizeHint().width()
                   and box.contains(b.geometry()) for b in buttons)

    qtbot.waitUntil(whole, timeout=3000)
    assert len({b.geometry().top() for b in buttons}) == 2
    # a miss: its row keeps the equity lost whole in sight; the long answers give way (elided,
    # whole in their tooltips), the position's ID first
    item = win.drill.items[0]
    wrong = item.options[-1].text
    with qtbot.waitSignal(win.answered, timeout=5000):
        QTest.mouseClick(win.answer_buttons[wrong], Qt.MouseButton.LeftButton)
    t, head = win.misses, win.misses.horizontalHeader()
    assert t.rowCount() == 1

    def fitted() -> bool:
        return head.length() <= t.viewport().width() and head.sectionSize(3) >= t.fontMetrics(
        ).horizontalAdvance(t.item(0, 3).text()) + 6

    qtbot.waitUntil(fitted, timeout=2000)
    assert all(t.item(0, c).toolTip().startswith(t.item(0, c).text().rstrip("\u2026")) for c in (1, 2))
    # the next question, a take drill, keeps the rows' height: the window does not jump
    height = win.answers.height()
    new_set(win, qtbot, "take", 1)
    assert win.answer_buttons["take"].isVisible() and win.answers.height() == height
