"""Dialogs through their classmethod entry points, and the main window's new-match flow."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from bgdesk.engine.record import Rules
from bgdesk.gui.match.controller import MatchConfig
from bgdesk.gui.match.dialogs import NewMatchDialog, ResignDialog, TakeDialog


def test_new_match_dialog_match_to_seven(qtbot):
    def driver(dlg):
        assert dlg.players() == ("human", "human")  # two people unless a seat is a computer
        dlg.name0.setText("Ann")
        dlg.name1.setText("Ben")
        dlg.to_match.setChecked(True)
        dlg.length.setValue(7)
        assert not dlg.jacoby.isEnabled() and dlg.crawford_note.isVisibleTo(dlg)  # R30
        dlg.bg_as_gammon.setChecked(True)
        dlg.accept()

    cfg = NewMatchDialog.ask(None, driver=driver)
    assert cfg.names == ("Ann", "Ben") and cfg.length == 7 and cfg.seats() == ("human", "human")
    assert cfg.rules == Rules(backgammon_value=2)


def test_new_match_dialog_money_options(qtbot):
    def driver(dlg):
        dlg.money.setChecked(True)
        assert dlg.jacoby.isEnabled() and not dlg.length.isEnabled()
        dlg.jacoby.setChecked(True)
        dlg.auto_doubles.setChecked(True)
        assert dlg.auto_limit.isEnabled()
        dlg.auto_limit.setValue(2)
        dlg.beavers.setChecked(True)
        dlg.name0.setText("")
        dlg.name1.setText("")
        dlg.accept()

    cfg = NewMatchDialog.ask(None, MatchConfig(length=3), driver=driver)
    assert cfg.length == 0 and cfg.names == ("Player 1", "Player 2")
    assert cfg.rules == Rules(jacoby=True, auto_doubles=True, auto_double_limit=2, beavers=True)


def test_new_match_dialog_same_names_and_no_cube(qtbot):
    def driver(dlg):
        dlg.name0.setText("Sam")
        dlg.name1.setText("Sam")
        dlg.money.setChecked(True)
        dlg.jacoby.setChecked(True)
        dlg.use_cube.setChecked(False)
        assert not dlg.jacoby.isEnabled()
        dlg.accept()

    cfg = NewMatchDialog.ask(None, driver=driver)
    assert cfg.names[0] != cfg.names[1]
    assert cfg.rules == Rules(use_cube=False)


def test_new_match_dialog_cancel(qtbot):
    assert NewMatchDialog.ask(None, driver=lambda d: d.reject()) is None


def test_new_match_dialog_modal_exec(qtbot):
    """Without a driver the dialog runs modally; press its Start button from a timer."""

    def press():
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, NewMatchDialog)
        dlg.buttons.accepted.emit()

    QTimer.singleShot(50, press)
    cfg = NewMatchDialog.ask(None)
    assert cfg is not None and cfg.length == 3


def test_take_dialog_names_who_decides(qtbot):
    texts = []

    def driver(dlg):
        texts.append(dlg.windowTitle())
        labels = " ".join(label.text() for label in dlg.findChildren(QLabel))
        assert "Ben, your decision" in labels and "Ann doubles to 2" in labels
        assert set(dlg.buttons) == {"take", "pass"}
        dlg.choose("pass")

    assert TakeDialog.ask(None, "Ben", "Ann", 2, 1, driver=driver) == "pass"
    assert texts == ["Double offered"]
    assert TakeDialog.ask(None, "Ben", "Ann", 4, 2, can_beaver=True, driver=lambda d: d.choose("beaver")) == "beaver"
    assert TakeDialog.ask(None, "Ben", "Ann", 2, 1, driver=lambda d: d.reject()) is None


def test_take_dialog_rejects_unknown_choice(qtbot):
    dlg = TakeDialog(None, "Ben", "Ann", 2, 1)
    qtbot.addWidget(dlg)
    try:
        dlg.choose("beaver")
    except ValueError as e:
        assert "take" in str(e)
    else:
        raise AssertionError("beaver is not offered here")


def test_resign_dialog(qtbot):
    assert ResignDialog.ask(None, "Ann", "Ben", "a gammon", 4, driver=lambda d: d.choose("accept")) is True
    assert ResignDialog.ask(None, "Ann", "Ben", "a gammon", 4, driver=lambda d: d.choose("decline")) is False


def test_window_new_match_action(window):
    def driver(dlg):
        if isinstance(dlg, NewMatchDialog):
            dlg.name0.setText("Xena")
            dlg.to_match.setChecked(True)
            dlg.length.setValue(1)
            dlg.accept()

    window.prompt_driver = driver
    window.act_new.trigger()
    c = window.controller
    assert c.names[0] == "Xena" and c.match.length == 1
    assert window.scene.state.names[0] == "Xena"
    assert window.score_panel.title.text() == "Match to 1"
    assert window.statusBar().currentMessage().startswith("New match to 1")
    # Cancelling keeps the match.
    window.prompt_driver = lambda d: d.reject()
    window.act_new.trigger()
    assert c.names[0] == "Xena"


def test_dialog_result_codes(qtbot):
    dlg = NewMatchDialog()
    qtbot.addWidget(dlg)
    dlg.reject()
    assert dlg.result() == QDialog.DialogCode.Rejected


def test_new_match_dialog_shows_the_current_choices(window):
    # A money session against the computer: Game > New match offers money and the same players.
    window.controller.new_match(MatchConfig(names=("Ann", "Bot"), length=0, players=("human", "beginner")))
    shown = []
    window.prompt_driver = lambda dlg: shown.append(dlg.config()) or dlg.reject()
    window.act_new.trigger()
    assert shown[0].length == 0 and shown[0].names == ("Ann", "Bot")
    assert shown[0].seats() == ("human", "beginner")
    # The first match of a new window is the one the dialog offers first.
    window.controller.new_match(MatchConfig(names=("Ann", "Ben"), length=5))
    window.act_new.trigger()
    assert shown[1].length == 5


def test_a_click_on_the_cube_asks_first_when_the_setting_says_so(window, mouse):
    from bgdesk.gui.match.dialogs import DoubleDialog
    from tests.gui.conftest import first_move_played

    ctl = first_move_played(window)  # Ben may double
    window.settings.confirm_double = True
    asked = []

    def driver(dlg):
        asked.append(type(dlg).__name__)
        if isinstance(dlg, DoubleDialog):
            assert dlg.buttons.keys() == {"double", "cancel"}
            dlg.choose(answers.pop(0))
        else:
            dlg.choose("take")

    window.prompt_driver = driver
    answers = ["cancel", "double"]
    cube = window.scene.cube_item
    mouse.click(cube.sceneBoundingRect().center())  # asked, and not now
    assert asked == ["DoubleDialog"] and ctl.game.cube_value == 1
    mouse.click(cube.sceneBoundingRect().center())  # asked, doubled, taken
    assert asked == ["DoubleDialog", "DoubleDialog", "TakeDialog"] and ctl.game.cube_value == 2
    # With the setting off a click doubles at once (Ann may redouble later: no prompt first).
    window.settings.confirm_double = False
    assert window.act_double.isEnabled() is False  # Ann owns the cube but Ben is on roll


def test_the_new_match_dialog_remembers_money_or_match_across_restarts(qtbot):
    """The first window plays what the dialog offers (5 points); the player's choice in the
    dialog (clicks and keys) is what the next start plays and offers, money session included."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialogButtonBox

    from bgdesk.gui.match.persistence import load
    from bgdesk.gui.window.mainwindow import MainWindow

    def click(widget):
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(widget.width() // 2, widget.height() // 2))

    def start():
        w = MainWindow(load()[0])
        qtbot.addWidget(w)
        return w

    offered = []

    def choose(kind, length=None):
        def driver(dlg):
            offered.append(("money" if dlg.money.isChecked() else "match", dlg.length.value()))
            dlg.show()  # clicked as the player sees it
            qtbot.waitExposed(dlg)
            click(dlg.money if kind == "money" else dlg.to_match)
            if length is not None:
                dlg.length.setFocus()
                dlg.length.selectAll()
                QTest.keyClicks(dlg.length, str(length))
            click(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok))
        return driver

    w = start()
    assert w.controller.match.length == 5  # the first start ...
    w.prompt_driver = choose("money")
    w.act_new.trigger()
    assert offered[-1] == ("match", 5)  # ... agrees with the dialog
    assert w.controller.match.length == 0
    w.close()

    w = start()  # a restart: a money session, and the dialog offers money
    assert w.controller.match.length == 0
    w.prompt_driver = choose("match", 3)
    w.act_new.trigger()
    assert offered[-1][0] == "money"
    assert w.controller.match.length == 3
    w.close()

    w = start()
    assert w.controller.match.length == 3
    w.prompt_driver = lambda dlg: offered.append(("money" if dlg.money.isChecked() else "match",
                                                  dlg.length.value())) or dlg.reject()
    w.act_new.trigger()
    assert offered[-1] == ("match", 3)
