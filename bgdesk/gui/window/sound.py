"""Sound in the main window: one player for the whole program, fed by the board's cues.

:func:`install_sound` gives the window ``window.sound`` (a :class:`bgdesk.sound.SoundPlayer`),
plays every cue of its board scene (the scene forwards its controller's: the roll, the cube, the
end of a game, a bot's resignation offer, the tutor's warning, and adds each checker's landing),
adds Tools > Mute sounds with the key M, and applies the sound settings. A chouette plays on its
own scene: :func:`connect_scene` hooks that one up too.

Playing never waits (see :mod:`bgdesk.sound.player`); without an audio device every sound is off,
and the status bar says why, once (:func:`tell_when_silent`), as the Sound page of the settings
does (unless BGDESK_AUDIO=off asked for silence).
"""

from __future__ import annotations

from dataclasses import fields

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from bgdesk.gui.prefs import pref, set_pref
from bgdesk.sound import SoundPlayer
from bgdesk.storage.settings import SoundSettings

_shared: SoundPlayer | None = None


def shared_player() -> SoundPlayer:
    """The program's sound player, started on first use (it looks for the audio device on its
    own thread)."""
    global _shared
    if _shared is None:
        _shared = SoundPlayer().start()
    return _shared


def use_player(player: SoundPlayer | None) -> SoundPlayer | None:
    """Make ``player`` the program's player (tests: one with a RecordingOutput); returns the one
    it replaces."""
    global _shared
    old, _shared = _shared, player
    return old


def sound_settings(settings) -> SoundSettings:
    """The sound section of ``settings`` (sectioned storage settings or a flat object)."""
    section = getattr(settings, "sound", None)
    if isinstance(section, SoundSettings):
        return section
    out = SoundSettings()
    for f in fields(SoundSettings):
        value = pref(settings, f.name, getattr(out, f.name))
        if type(value) is type(getattr(out, f.name)):
            setattr(out, f.name, value)
    return out


def connect_scene(scene, player: SoundPlayer) -> None:
    """Play every sound ``scene`` cues."""
    scene.cue.connect(lambda name: player.play(name))


def install_sound(window) -> None:
    window.sound = shared_player()
    window.sound.apply(sound_settings(window.settings))
    connect_scene(window.scene, window.sound)
    window.act_mute = window._choice("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "&Mute sounds"))
    window.act_mute.setObjectName("act_mute")
    window.act_mute.setShortcut("M")
    window.act_mute.setChecked(window.sound.muted)
    window.act_mute.toggled.connect(lambda on: set_muted(window, on))
    window.addAction(window.act_mute)  # M works with the menus closed, in a chouette too
    menu = getattr(window, "tools_menu", None)
    if menu is not None:
        menu.addSeparator()
        menu.addAction(window.act_mute)
    tell_when_silent(window)


# How long the status bar shows why there is no sound (then the game's sentence comes back).
SILENT_NOTE_MS = 15000


def tell_when_silent(window, poll_ms: int = 100, give_up_ms: int = 15000) -> None:
    """Once the player has looked for the audio device (on its own thread), say in the status
    bar why bgdesk is silent, if it is: once per run, and not when BGDESK_AUDIO=off asked for it."""
    from PySide6.QtCore import QTimer

    from bgdesk.sound import STARTING, SWITCHED_OFF

    waited = [0]

    def look() -> None:
        player = getattr(window, "sound", None)
        if player is None:
            return
        if player.state == STARTING and waited[0] < give_up_ms:
            waited[0] += poll_ms
            QTimer.singleShot(poll_ms, window, look)
            return
        if player.available or player.reason == SWITCHED_OFF or getattr(window, "_told_silent", False):
            return
        window._told_silent = True
        if player.reason == "no-sound-library":  # the Sound page names the packages; too long here
            window.silent_note = QCoreApplication.translate(
                "MainWindow", "bgdesk is silent: none of the sound libraries it plays through is installed; "
                              "the Sound page of the settings says which.")
        else:
            from bgdesk.gui.settings.dialog import NO_SOUND_TEXTS

            text = NO_SOUND_TEXTS.get(player.reason, NO_SOUND_TEXTS["no-device"])
            window.silent_note = QCoreApplication.translate("SettingsDialog", text)
        window.statusBar().showMessage(window.silent_note, SILENT_NOTE_MS)

    QTimer.singleShot(0, window, look)


def set_muted(window, muted: bool) -> None:
    """Mute or unmute (Tools > Mute sounds, key M): applied at once, kept in the settings."""
    window.sound.muted = muted
    if window.act_mute.isChecked() != muted:
        window.act_mute.setChecked(muted)
    set_pref(window.settings, "muted", muted)
    window._persist_settings()
    if muted:
        window.show_message(QCoreApplication.translate("MainWindow", "Sounds off. Press M to hear them again."))
    elif not window.sound.available:
        window.show_message(QCoreApplication.translate(
            "MainWindow", "Sounds on, but no audio device was found: bgdesk stays silent."))
    else:
        window.show_message(QCoreApplication.translate("MainWindow", "Sounds on."))


def apply_sound(window, settings=None) -> None:
    """Give the player the sound settings (those in use, or ``settings`` while the Settings
    dialog previews them) and tick Mute sounds accordingly."""
    section = sound_settings(window.settings if settings is None else settings)
    window.sound.apply(section)
    act = getattr(window, "act_mute", None)
    if act is not None and act.isChecked() != section.muted:
        act.blockSignals(True)
        act.setChecked(section.muted)
        act.blockSignals(False)
