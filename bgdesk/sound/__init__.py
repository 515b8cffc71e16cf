"""Sound: the game's sounds, the mixer and the audio output. No Qt: the GUI calls
``SoundPlayer.play(name)`` from any thread and nothing waits.

    player = SoundPlayer().start()       # looks for the audio device on its own thread
    player.apply(settings.sound)          # muted, volume, one switch per sound
    player.play("dice_roll")              # returns at once; False when a switch says no

Tests use ``SoundPlayer(RecordingOutput())`` and read what was heard.
"""

from .bank import SoundBank
from .events import SAMPLE_RATE, SOUNDS, file_name
from .mixer import Mixer
from .outputs import (DEVICE_FAILED, ENV_SWITCH, NO_DEVICE, NO_LIBRARY, NO_SOUND_LIBRARY, SWITCHED_OFF, AudioOutput,
                      MiniaudioOutput, NoAudioDevice, RecordingOutput)
from .player import CLOSED, READY, STARTING, UNAVAILABLE, SoundPlayer, volume_gain

__all__ = [
    "SOUNDS", "SAMPLE_RATE", "file_name", "SoundBank", "Mixer", "SoundPlayer", "volume_gain",
    "AudioOutput", "MiniaudioOutput", "RecordingOutput", "NoAudioDevice",
    "NO_LIBRARY", "NO_DEVICE", "NO_SOUND_LIBRARY", "SWITCHED_OFF", "DEVICE_FAILED", "ENV_SWITCH",
    "STARTING", "READY", "UNAVAILABLE", "CLOSED",
]
