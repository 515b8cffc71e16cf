"""Every game event makes its sound, heard through a recording audio output: real mouse events
on the board (rolls, drags, the cube), the window's prompts answered, the M key, the Settings
dialog's Sound page; each sound's switch turns it off; no audio device means silence, no error."""

from __future__ import annotations

import contextlib
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from bgdesk.engine import Position
from bgdesk.engine.game import Game, Phase
from bgdesk.gui.match.controller import HUMAN, MatchConfig
from bgdesk.gui.prefs import GuiSettings
from bgdesk.gui.window.sound import use_player
from bgdesk.sound import NO_DEVICE, SOUNDS, UNAVAILABLE, RecordingOutput, SoundBank, SoundPlayer
from bgdesk.storage.settings import Settings, load_settings
from tests.gui.conftest import QueueDice, dice_point, drop_target


@pytest.fixture
def output():
    return RecordingOutput()


@pytest.fixture
def player(output):
    p = SoundPlayer(output, SoundBank.load()).start()
    assert p.wait_ready(5)
    old = use_player(p)
    yield p
    use_player(old)
    p.close()


@pytest.fixture
def window(qtbot, settings, player):
    from bgdesk.gui.window.mainwindow import MainWindow

    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    w.sound.output.drain()
    return w


@pytest.fixture
def mouse(window):
    from tests.gui.conftest import Mouse

    return Mouse(window.view)


def activate(qtbot, w):
    """Make ``w`` the active window: its M shortcut, like every window shortcut, needs that."""
    qtbot.waitExposed(w)
    qtbot.wait(20)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)


def heard(window) -> list:
    """The sounds begun since the last look. A sound asked for while the device was let go
    (muted, or idle) waits in the mixer until the player's own thread opens the device again:
    wait for that (a few ms; it lost the race under load in CI), then pull the mix."""
    sound, out = window.sound, window.sound.output
    deadline = time.monotonic() + 5.0
    while not out.is_open and not sound.mixer.is_idle() and time.monotonic() < deadline:
        time.sleep(0.005)
    return out.drain()


def drag(mouse, scene, side, src, dst):
    mouse.drag(scene.location_scene_pos(side, src), drop_target(scene, side, dst))


def click_dice(mouse, scene, side):
    mouse.click(dice_point(scene, side))


def set_up(window, position, on_roll=0, rolled=None, *, length=0, players=(HUMAN, HUMAN), **kw):
    ctl = window.controller
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=0, players=players, no_delay=True, seed=3))
    ctl.set_up(Game.from_position(position, on_roll=on_roll, rolled=rolled, rules=ctl.match.rules,
                                  match_length=length, **kw), ("Ann", "Ben"))
    heard(window)
    return ctl


# A bear-off race, both sides home: Ann (on roll) has 42 pips, Ben 60.
RACE = Position.from_points(on_roll={6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
                            opponent={6: 3, 5: 3, 4: 3, 3: 3, 2: 3})


def test_rolls_and_checker_moves_sound_as_they_happen(window, mouse):
    ctl, scene = window.controller, window.scene
    dice = QueueDice(seed=11)
    ctl.new_match(MatchConfig(names=("Ann", "Ben"), length=3), dice=dice)
    heard(window)
    dice.push((6, 4))
    click_dice(mouse, scene, 0)  # the opening roll
    assert heard(window) == ["dice_roll"]
    drag(mouse, scene, 0, 6, 1)  # five pips with 6-4: snaps back
    assert ctl.turn.steps == ()
    assert heard(window) == ["illegal_drop"]
    drag(mouse, scene, 0, 24, 18)
    assert heard(window) == ["checker_lands"]
    drag(mouse, scene, 0, 13, 9)
    assert heard(window) == ["checker_lands"]
    click_dice(mouse, scene, 0)  # picking up the dice is silent
    assert heard(window) == []
    # Ben rolls 6-1 and hits the blot on Ann's 18 (his 7): 13/7* 8/7.
    dice.push((6, 1))
    click_dice(mouse, scene, 1)
    assert heard(window) == ["dice_roll"]
    drag(mouse, scene, 1, 13, 7)
    assert scene.state.mine[25] == 1
    assert heard(window) == ["checker_hit"]
    drag(mouse, scene, 1, 8, 7)
    click_dice(mouse, scene, 1)
    heard(window)
    # Ann enters from the bar.
    dice.push((5, 2))
    click_dice(mouse, scene, 0)
    heard(window)
    drag(mouse, scene, 0, 25, 20)
    assert heard(window) == ["bar_entry"]


def test_bearing_off_and_the_game_won(window, mouse):
    ctl = set_up(window, Position.from_points(on_roll={2: 1, 1: 1}, opponent={6: 3, 5: 3}),
                 rolled=(6, 5))
    scene = window.scene
    drag(mouse, scene, 0, 2, 0)
    assert heard(window) == ["bear_off"]
    drag(mouse, scene, 0, 1, 0)
    click_dice(mouse, scene, 0)
    assert ctl.game.is_over
    assert heard(window) == ["bear_off", "game_won"]


def test_landing_sounds_wait_for_the_animated_checker(window, mouse, qtbot):
    window.settings.animation_speed = "slow"
    window.scene.apply_settings(window.settings)
    ctl = set_up(window, Position.initial(), rolled=(3, 1))
    drag(mouse, window.scene, 0, 8, 5)
    # The checker glides to its point first; the sound comes as it lands.
    assert window.scene.animating
    assert heard(window) == []
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    assert heard(window) == ["checker_lands"]
    assert ctl.turn.steps


def test_the_cube_offered_taken_and_passed(window, mouse, qtbot):
    answers = ["take", "pass"]
    window.prompt_driver = lambda dlg: dlg.choose(answers.pop(0))
    ctl = set_up(window, RACE)
    scene = window.scene
    mouse.click(scene.cube_item.sceneBoundingRect().center())  # Ann doubles: Ben takes
    assert ctl.game.cube_value == 2
    assert heard(window) == ["double_offered", "double_taken"]
    ctl2 = set_up(window, RACE, on_roll=1)
    mouse.click(scene.cube_item.sceneBoundingRect().center())  # Ben doubles: Ann passes
    assert ctl2.game.is_over
    # Two people at the board: one of them won.
    assert heard(window) == ["double_offered", "double_passed", "game_won"]


def test_the_match_won(window, mouse):
    ctl = set_up(window, Position.from_points(on_roll={1: 1}, opponent={6: 3}), rolled=(2, 1),
                 length=1)
    drag(mouse, window.scene, 0, 1, 0)
    click_dice(mouse, window.scene, 0)
    assert ctl.match.is_over
    assert heard(window) == ["bear_off", "match_won"]


def test_a_game_lost_to_the_computer(window, qtbot):
    # Ben (a computer player) bears off his last checker: Ann, the person at the board, has lost.
    ctl = set_up(window, Position.from_points(on_roll={1: 1}, opponent={6: 3}), on_roll=1,
                 rolled=(2, 1), players=(HUMAN, "beginner"))
    qtbot.waitUntil(lambda: ctl.game.is_over, timeout=10000)
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    assert heard(window) == ["bear_off", "game_lost"]


def test_a_computer_players_resignation_offer(window, qtbot):
    window.prompt_driver = lambda dlg: dlg.choose("decline")
    ctl = set_up(window, RACE, players=(HUMAN, "beginner"))
    # The computer seat offers to resign, as its driver does, and the person hears it.
    assert ctl.bot_driver._act(1, ctl.resign, 1, 1)
    assert heard(window) == ["resignation_offered"]
    # A person's own offer makes no sound (they know they made it).
    set_up(window, RACE)
    assert ctl.resign(1, 0)
    assert heard(window) == []


def test_the_tutor_warning(window, qtbot):
    from bgdesk.bots import analysis

    if not analysis.available():
        pytest.skip("the tutor needs bgsage")
    window.settings.tutor = True
    window.settings.tutor_threshold = 60
    seen = []
    window.prompt_driver = lambda dlg: (seen.append(dlg), dlg.choose("back"))
    ctl = set_up(window, Position.initial(), rolled=(3, 1))
    for src, dst in ((24, 23), (24, 21)):
        assert ctl.move(src, dst)
    heard(window)
    assert not ctl.commit()
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    assert heard(window) == ["tutor_warning"]


def test_the_m_key_mutes_and_unmutes_and_is_remembered(window, mouse, qtbot):
    assert not window.sound.muted
    activate(qtbot, window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert window.sound.muted and window.act_mute.isChecked()
    assert "Press M" in window.statusBar().currentMessage()
    ctl = set_up(window, Position.initial(), rolled=(3, 1))
    drag(mouse, window.scene, 0, 8, 5)
    assert ctl.turn.steps and heard(window) == []
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert not window.sound.muted
    drag(mouse, window.scene, 0, 6, 5)
    assert heard(window) == ["checker_lands"]


def test_typing_m_in_the_move_box_types_it(window, qtbot):
    set_up(window, Position.initial(), rolled=(3, 1))  # a roll to type
    activate(qtbot, window)
    assert window.move_entry.isEnabled()
    window.move_entry.setFocus()
    qtbot.waitUntil(window.move_entry.hasFocus)
    QTest.keyClick(window.move_entry, Qt.Key.Key_M)
    assert window.move_entry.text() == "m" and not window.sound.muted


def test_mute_is_saved_in_the_settings_file(qtbot, player):
    from bgdesk.gui.window.mainwindow import MainWindow

    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.act_mute.trigger()
    saved, _ = load_settings()
    assert saved.sound.muted is True
    w2 = MainWindow(saved)  # the next start
    qtbot.addWidget(w2)
    assert w2.sound.muted and w2.act_mute.isChecked()


SWITCH_TRIGGERS = {
    # the sound -> (set-up, gesture): the gesture makes that sound (and maybe others)
    "dice_roll": lambda w, m: (set_up(w, RACE), click_dice(m, w.scene, 0)),
    "checker_lands": lambda w, m: (set_up(w, Position.initial(), rolled=(3, 1)), drag(m, w.scene, 0, 8, 5)),
    "checker_hit": lambda w, m: (set_up(w, Position.from_points(on_roll={8: 2, 6: 2}, opponent={20: 1, 6: 2}),
                                        rolled=(3, 1)), drag(m, w.scene, 0, 8, 5)),
    "bar_entry": lambda w, m: (set_up(w, Position.from_points(on_roll={25: 1, 6: 2}, opponent={6: 2}),
                                      rolled=(3, 1)), drag(m, w.scene, 0, 25, 22)),
    "bear_off": lambda w, m: (set_up(w, RACE, rolled=(6, 5)), drag(m, w.scene, 0, 6, 0)),
    "illegal_drop": lambda w, m: (set_up(w, Position.initial(), rolled=(3, 1)), drag(m, w.scene, 0, 6, 1)),
}


@pytest.mark.parametrize("name", sorted(SWITCH_TRIGGERS))
def test_each_sound_can_be_turned_off_in_the_settings(window, mouse, name):
    SWITCH_TRIGGERS[name](window, mouse)
    assert name in heard(window)

    def driver(dlg):
        dlg.tabs.setCurrentWidget(dlg.pages["sound"])
        box = dlg.widget(f"sound.{name}")
        assert box.isChecked()
        box.click()
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    window.prompt_driver = driver
    window.act_settings.trigger()
    assert not window.sound.is_enabled(name)
    SWITCH_TRIGGERS[name](window, mouse)
    assert name not in heard(window)
    assert load_settings()[0].get(f"sound.{name}") is False


def test_the_cube_and_end_sounds_turn_off_too(window, mouse, qtbot):
    names = ("double_offered", "double_taken", "double_passed", "game_won", "game_lost",
             "match_won", "resignation_offered")

    def driver(dlg):
        dlg.tabs.setCurrentWidget(dlg.pages["sound"])
        for name in names:
            dlg.widget(f"sound.{name}").click()
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    window.prompt_driver = driver
    window.act_settings.trigger()
    answers = ["take", "pass"]
    window.prompt_driver = lambda dlg: dlg.choose(answers.pop(0))
    cube = window.scene.cube_item
    ctl = set_up(window, RACE)
    mouse.click(cube.sceneBoundingRect().center())  # doubled and taken
    set_up(window, RACE)
    mouse.click(cube.sceneBoundingRect().center())  # doubled and passed: the game is won
    assert ctl.game.is_over and not answers
    set_up(window, Position.from_points(on_roll={1: 1}, opponent={6: 3}), rolled=(2, 1), length=1)
    drag(mouse, window.scene, 0, 1, 0)
    click_dice(mouse, window.scene, 0)  # the match is won
    assert ctl.match.is_over
    assert heard(window) == ["bear_off"]
    window.prompt_driver = lambda dlg: dlg.choose("decline")
    set_up(window, Position.from_points(on_roll={1: 1}, opponent={6: 3}), on_roll=1,
           rolled=(2, 1), players=(HUMAN, "beginner"))
    qtbot.waitUntil(lambda: ctl.game.is_over, timeout=10000)  # the game is lost
    assert heard(window) == ["bear_off"]
    set_up(window, RACE, players=(HUMAN, "beginner"))
    assert ctl.bot_driver._act(1, ctl.resign, 1, 1)  # a resignation offered
    assert heard(window) == []


def test_volume_and_mute_on_the_sound_page_preview_and_cancel(window, qtbot):
    def driver(dlg):
        dlg.tabs.setCurrentWidget(dlg.pages["sound"])
        slider = dlg.widget("sound.volume")
        slider.setFocus()
        QTest.keyClick(slider, Qt.Key.Key_End)
        assert window.sound.volume == 100  # heard at once while the dialog is open
        assert dlg.volume_label.text() == "100 %"
        dlg.widget("sound.muted").click()
        assert window.sound.muted
        assert dlg.listen_to("match_won")  # Listen plays even while muted
        assert heard(window) == ["match_won"]
        dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()

    window.prompt_driver = driver
    window.act_settings.trigger()
    assert window.sound.volume == 70 and not window.sound.muted


def test_listen_buttons_play_each_sound(window):
    def driver(dlg):
        for name in SOUNDS:
            dlg.listen[name].click()
            assert heard(window) == [name]
        dlg.reject()

    window.prompt_driver = driver
    window.act_settings.trigger()


def test_a_chouette_sounds_like_a_match(window, mouse, qtbot):
    from bgdesk.gui.chouette.dialogs import BoxAnswerDialog, NewChouetteDialog, TeamDoubleDialog

    def driver(dlg):
        if isinstance(dlg, NewChouetteDialog):
            dlg.count.setValue(3)
            for edit, name in zip(dlg.name_edits, ("Ann", "Bob", "Cy")):
                edit.setText(name)
            dlg.accept()
        elif isinstance(dlg, TeamDoubleDialog):
            dlg.choose("agree")
        elif isinstance(dlg, BoxAnswerDialog):
            dlg.choose("take")

    window.prompt_driver = driver
    window.act_chouette.trigger()  # Game > New chouette…
    mode = window.chouette
    ctl, scene = mode.controller, mode.scene
    dice = QueueDice(seed=3)
    ctl.set_dice_source(dice)
    heard(window)
    dice.push((6, 1))
    click_dice(mouse, scene, 0)  # Ann rolls for her seat
    assert heard(window) == ["dice_roll"]
    for d in ((4, 2), (3, 3)):
        dice.push(d)
        click_dice(mouse, scene, 0)
    mouse.click(scene.banner_item.pos())  # start the first game
    heard(window)
    dice.push((3, 1))
    click_dice(mouse, scene, 0)  # the opening roll
    assert heard(window) == ["dice_roll"]
    drag(mouse, scene, 0, 8, 5)
    assert heard(window) == ["checker_lands"]
    drag(mouse, scene, 0, 6, 5)
    click_dice(mouse, scene, 0)
    heard(window)
    # The team's double, agreed and taken by the box.
    qtbot.mouseClick(mode.panel.double_button("Cy"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ctl.chouette.current_game.cube(ctl.chouette.current_game.team[0]).value == 2,
                    timeout=3000)
    assert heard(window) == ["double_offered", "double_taken"]


def test_no_audio_device_is_silent_and_says_why_on_the_sound_page(qtbot, settings):
    from bgdesk.gui.window.mainwindow import MainWindow

    out = RecordingOutput(fail=NO_DEVICE)
    p = SoundPlayer(out, SoundBank.load()).start()
    assert p.wait_ready(5)
    old = use_player(p)
    try:
        w = MainWindow(settings)
        qtbot.addWidget(w)
        assert w.sound.state == UNAVAILABLE
        w.controller.new_match(MatchConfig(names=("Ann", "Ben"), length=1))
        assert w.controller.roll()  # the game goes on, silently
        assert out.heard == []
        notes = []

        def driver(dlg):
            notes.append((not dlg.no_sound_note.isHidden(), dlg.no_sound_note.text(),
                          not dlg.look_again.isHidden(), dlg.listen["dice_roll"].isEnabled()))
            out.fail = None  # a device appears: "Look again" finds it
            dlg.look_again.click()
            notes.append((not dlg.no_sound_note.isHidden(), dlg.listen["dice_roll"].isEnabled()))
            dlg.reject()

        w.prompt_driver = driver
        w.act_settings.trigger()
        assert notes[0] == (True, "No sound card or sound server was found, so bgdesk is silent.", True, False)
        assert notes[1] == (False, True)
        assert w.sound.play("dice_roll")
    finally:
        use_player(old)
        p.close()


def test_the_real_player_without_a_device_never_troubles_the_window(qtbot, monkeypatch):
    # The program's own player on a machine without audio (here BGDESK_AUDIO=off, as in CI).
    from bgdesk.gui.window import sound as window_sound
    from bgdesk.gui.window.mainwindow import MainWindow

    monkeypatch.setattr(window_sound, "_shared", None)
    w = MainWindow(GuiSettings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    activate(qtbot, w)
    try:
        assert w.sound.wait_ready(5)
        assert w.sound.state == UNAVAILABLE
        assert w.controller.roll()
        QTest.keyClick(w.view, Qt.Key.Key_M)
        assert w.sound.muted
        QTest.keyClick(w.view, Qt.Key.Key_M)
        assert not w.sound.muted
        assert "no audio device was found" in w.statusBar().currentMessage()
    finally:
        w.sound.close()


@contextlib.contextmanager
def failing_player(reason: str):
    """The program's player, on an output that finds no device for ``reason``."""
    p = SoundPlayer(RecordingOutput(fail=reason), SoundBank.load()).start()
    assert p.wait_ready(5)
    old = use_player(p)
    try:
        yield p
    finally:
        use_player(old)
        p.close()


@pytest.mark.parametrize("reason", ["no-sound-library", "no-device"])
def test_without_sound_the_status_bar_says_why_once_and_settings_too(qtbot, settings, reason):
    """No sound library (a package installed without its Recommends) or no device: said once in
    the status bar, in the words of the Sound page of the settings; then the game's sentence
    comes back."""
    from bgdesk.gui.settings.dialog import NO_SOUND_TEXTS
    from bgdesk.gui.window import sound as window_sound
    from bgdesk.gui.window.mainwindow import MainWindow

    with failing_player(reason):
        w = MainWindow(settings)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(lambda: getattr(w, "_told_silent", False), timeout=3000)
        assert w.statusBar().currentMessage() == w.silent_note
        if reason == "no-sound-library":  # short in the status bar; the Sound page names the packages
            assert w.silent_note == ("bgdesk is silent: none of the sound libraries it plays through is installed; "
                                     "the Sound page of the settings says which.")
            assert "libpulse0 or libasound2" in NO_SOUND_TEXTS[reason]
            assert "pulseaudio-libs or alsa-lib" in NO_SOUND_TEXTS[reason]
        else:
            assert w.silent_note == NO_SOUND_TEXTS[reason]
        w.controller.roll()  # the game speaks over it, and the note is not repeated
        window_sound.tell_when_silent(w)
        qtbot.wait(50)
        assert w.statusBar().currentMessage() != w.silent_note
        notes = []
        w.prompt_driver = lambda dlg: (notes.append(dlg.no_sound_note.text()), dlg.reject())
        w.act_settings.trigger()
        assert notes == [NO_SOUND_TEXTS[reason]]


def test_asked_for_silence_nothing_is_said(qtbot, settings):
    from bgdesk.gui.window.mainwindow import MainWindow
    from bgdesk.sound import SWITCHED_OFF

    with failing_player(SWITCHED_OFF):
        w = MainWindow(settings)
        qtbot.addWidget(w)
        qtbot.wait(300)
        assert not getattr(w, "_told_silent", False) and w.statusBar().currentMessage() != NO_DEVICE


def test_the_real_output_names_missing_sound_libraries(monkeypatch):
    """A sound card but none of libpulse.so.0, libasound.so.2, libjack.so.0: its own reason."""
    from bgdesk.sound import NO_SOUND_LIBRARY, MiniaudioOutput, NoAudioDevice, outputs

    monkeypatch.delenv("BGDESK_AUDIO", raising=False)
    monkeypatch.setattr(outputs.sys, "platform", "linux")
    monkeypatch.setattr(outputs, "linux_audio_present", lambda: True)
    monkeypatch.setattr(outputs, "LINUX_SOUND_LIBRARIES", ("libbgdesk-none.so.7",))
    monkeypatch.setattr(outputs.linux_sound_library_present, "__defaults__", (("libbgdesk-none.so.7",),))
    with pytest.raises(NoAudioDevice) as err:
        MiniaudioOutput().open(None)
    assert err.value.reason == NO_SOUND_LIBRARY
    assert outputs.linux_sound_library_present(("libc.so.6",))
