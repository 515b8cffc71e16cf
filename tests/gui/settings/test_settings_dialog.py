"""The Settings dialog: every setting round-trips through its widget, Restore defaults, Cancel
reverts the live preview, OK saves through storage, the corner pictures (R5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QSlider, QSpinBox

from bgdesk.gui.board.geometry import CORNERS
from bgdesk.gui.settings.dialog import CornerPicker, SettingsDialog, corner_pixmap
from bgdesk.gui.board.theme import CLASSIC
from bgdesk.storage.paths import settings_path
from bgdesk.storage.settings import SETTING_SPECS, Settings, load_settings


def other_value(key: str):
    """A value different from the default, allowed by the spec."""
    spec = SETTING_SPECS[key]
    if spec.type is bool:
        return not spec.default
    if spec.choices is not None:
        return next(c for c in reversed(spec.choices) if c != spec.default)
    if spec.range is not None:
        return spec.range[1] if spec.default != spec.range[1] else spec.range[0]
    if key == "play.bot_level":
        return "beginner"
    raise AssertionError(f"no test value for {key}")


def set_through_widget(dlg: SettingsDialog, key: str, value) -> None:
    """Operate the widget as a person would (click, choose, type)."""
    w = dlg.widget(key)
    if isinstance(w, CornerPicker):
        w.buttons[value].click()
    elif isinstance(w, QCheckBox):
        if w.isChecked() != value:
            w.click()
    elif isinstance(w, QComboBox):
        i = w.findData(value)
        assert i >= 0, (key, value)
        w.setCurrentIndex(i)
    elif isinstance(w, QSlider):  # keys, as a person would: Home/End, then steps
        w.setFocus()
        QTest.keyClick(w, Qt.Key.Key_Home)
        while w.value() < value:
            QTest.keyClick(w, Qt.Key.Key_Right)
        assert w.value() == value
    elif isinstance(w, QSpinBox):
        if not w.isEnabled():  # the limit is enabled by automatic doubles
            dlg.widget("rules.auto_doubles").click()
        w.setValue(value)
    else:
        raise AssertionError(f"unexpected widget for {key}: {type(w).__name__}")
    assert dlg.value(key) == value


def press(dlg: SettingsDialog, which) -> None:
    dlg.buttons.button(which).click()


OK = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel
DEFAULTS = QDialogButtonBox.StandardButton.RestoreDefaults


def test_every_setting_has_a_widget_on_a_page(qtbot):
    dlg = SettingsDialog(None, Settings())
    qtbot.addWidget(dlg)
    assert set(dlg.fields) == set(SETTING_SPECS)
    for key, f in dlg.fields.items():
        page = dlg.pages[SETTING_SPECS[key].section]
        assert page.isAncestorOf(f.widget), key
    assert [dlg.tabs.tabText(i) for i in range(dlg.tabs.count())] == ["Board", "Rules", "Play", "Appearance", "Sound"]
    assert "Crawford rule is always applied" in dlg.crawford_note.text()


@pytest.mark.parametrize("key", list(SETTING_SPECS))
def test_each_setting_round_trips_through_its_widget(qtbot, key):
    value = other_value(key)

    def driver(dlg):
        qtbot.addWidget(dlg)
        set_through_widget(dlg, key, value)
        press(dlg, OK)

    new = SettingsDialog.edit(None, Settings(), driver=driver)
    assert new is not None
    assert new.get(key) == value
    for other in SETTING_SPECS:
        if other not in (key, "rules.auto_doubles"):
            assert new.get(other) == SETTING_SPECS[other].default, other


def test_all_settings_at_once_and_back_into_the_dialog(qtbot):
    wanted = {key: other_value(key) for key in SETTING_SPECS}

    def driver(dlg):
        qtbot.addWidget(dlg)
        for key, value in wanted.items():
            set_through_widget(dlg, key, value)
        press(dlg, OK)

    new = SettingsDialog.edit(None, Settings(), driver=driver)
    assert {k: new.get(k) for k in SETTING_SPECS} == wanted

    def reopen(dlg):  # the dialog shows what it was given
        qtbot.addWidget(dlg)
        assert {k: dlg.value(k) for k in SETTING_SPECS} == wanted
        press(dlg, OK)

    again = SettingsDialog.edit(None, new, driver=reopen)
    assert {k: again.get(k) for k in SETTING_SPECS} == wanted


def test_restore_defaults_resets_every_widget_and_keeps_unknown_keys(qtbot):
    start = Settings()
    for key in SETTING_SPECS:
        start.set(key, other_value(key))
    start.unknown = {"future": {"x": 1}, "board": {"wood": "oak"}}

    def driver(dlg):
        qtbot.addWidget(dlg)
        press(dlg, DEFAULTS)
        assert {k: dlg.value(k) for k in SETTING_SPECS} == {k: s.default for k, s in SETTING_SPECS.items()}
        assert not dlg.widget("rules.auto_double_limit").isEnabled()
        press(dlg, OK)

    new = SettingsDialog.edit(None, start, driver=driver)
    assert new.to_dict() == {**Settings().to_dict(), "future": {"x": 1},
                             "board": {**Settings().to_dict()["board"], "wood": "oak"}}


def test_cancel_returns_none(qtbot):
    def driver(dlg):
        qtbot.addWidget(dlg)
        set_through_widget(dlg, "appearance.theme", "ocean")
        press(dlg, CANCEL)

    assert SettingsDialog.edit(None, Settings(), driver=driver) is None


def test_dependent_widgets_follow_their_switch(qtbot):
    dlg = SettingsDialog(None, Settings())
    qtbot.addWidget(dlg)
    assert not dlg.widget("rules.auto_double_limit").isEnabled()
    dlg.widget("rules.auto_doubles").click()
    assert dlg.widget("rules.auto_double_limit").isEnabled()
    assert dlg.widget("board.point_numbers_follow").isEnabled()
    dlg.widget("board.show_point_numbers").click()
    assert not dlg.widget("board.point_numbers_follow").isEnabled()


def test_live_preview_on_the_board_and_cancel_reverts(window, settings):
    window.settings.home_corner = "bottom-right"
    seen = []

    def driver(dlg):
        set_through_widget(dlg, "board.home_corner", "top-left")
        set_through_widget(dlg, "appearance.theme", "high-contrast")
        set_through_widget(dlg, "board.show_pip_counts", False)
        # The board shows the change while the dialog is open.
        seen.append((window.scene.geometry.corner, window.scene.theme.name))
        assert window.scene.geometry.corner == "top-left"
        assert window.scene.theme.name == "high-contrast"
        press(dlg, CANCEL)

    window.prompt_driver = driver
    window.edit_settings()
    assert seen
    assert window.scene.geometry.corner == "bottom-right"
    assert window.scene.theme.name == "classic"
    assert window.settings.home_corner == "bottom-right"
    assert window.settings.show_pip_counts is True
    assert not settings_path().exists()  # nothing saved on Cancel


def test_ok_applies_saves_and_ticks_the_menus(window, private_home):
    def driver(dlg):
        set_through_widget(dlg, "board.home_corner", "bottom-left")
        set_through_widget(dlg, "appearance.theme", "ocean")
        set_through_widget(dlg, "play.confirm_moves", False)
        set_through_widget(dlg, "rules.jacoby", True)
        press(dlg, OK)

    window.prompt_driver = driver
    window.act_settings.trigger()
    assert window.settings.home_corner == "bottom-left"
    assert window.scene.geometry.corner == "bottom-left"
    assert window.scene.theme.name == "ocean"
    assert window.act_corner["bottom-left"].isChecked()
    assert not window.toggles["confirm_moves"].isChecked()
    stored, messages = load_settings()
    assert messages == []
    assert stored.board.home_corner == "bottom-left"
    assert stored.appearance.theme == "ocean"
    assert stored.play.confirm_moves is False
    assert stored.rules.jacoby is True
    # The rules defaults are offered by the New match dialog.
    offered = []

    def new_match_driver(dlg):
        offered.append(dlg.jacoby.isChecked())  # offered; applied only in money play (R30)
        dlg.reject()

    window.prompt_driver = new_match_driver
    window.new_match()
    assert offered == [True]


def test_menu_entries_are_saved_too(window):
    window.act_corner["top-right"].trigger()
    assert load_settings()[0].board.home_corner == "top-right"
    window.toggles["show_pip_counts"].setChecked(False)
    assert load_settings()[0].board.show_pip_counts is False


def test_settings_shortcut(window):
    assert window.act_settings.shortcut().toString() == "Ctrl+,"


def test_settings_with_storage_object_are_edited_in_place(qtbot, private_home):
    from bgdesk.gui.window.mainwindow import MainWindow

    s = Settings()
    s.play.animation_speed = "off"
    w = MainWindow(s)
    qtbot.addWidget(w)

    def driver(dlg):
        set_through_widget(dlg, "board.auto_switch_sides", True)
        press(dlg, OK)

    w.prompt_driver = driver
    w.edit_settings()
    assert w.settings is s and s.board.auto_switch_sides is True
    assert w.controller.settings is s
    assert load_settings()[0].board.auto_switch_sides is True


@pytest.mark.parametrize("corner", CORNERS)
def test_corner_pictures_mark_the_home_board_in_their_corner(qtbot, corner):
    size = QSize(132, 96)
    image = corner_pixmap(corner, CLASSIC, size).toImage()
    highlight = CLASSIC.color("highlight")

    def quarter_has_highlight(right: bool, bottom: bool) -> bool:
        xs = range(size.width() // 2 + 4, size.width() - 2) if right else range(2, size.width() // 2 - 4)
        ys = range(size.height() // 2 + 4, size.height() - 2) if bottom else range(2, size.height() // 2 - 4)
        for x in xs:
            for y in ys:
                c = image.pixelColor(x, y)
                if abs(c.red() - highlight.red()) < 30 and abs(c.green() - highlight.green()) < 30 \
                        and abs(c.blue() - highlight.blue()) < 30:
                    return True
        return False

    row, side = corner.split("-")
    for right in (False, True):
        for bottom in (False, True):
            expected = (right == (side == "right")) and (bottom == (row == "bottom"))
            assert quarter_has_highlight(right, bottom) == expected, (corner, right, bottom)
