"""Where the mixed sound goes: the computer's audio device (through miniaudio), or a recording
that tests read.

An output is opened with the :class:`~bgdesk.sound.mixer.Mixer` to pull from and from then on asks
it for blocks of samples on its own schedule; :meth:`AudioOutput.open` raises
:class:`NoAudioDevice` (with a reason code for the settings page) when there is nothing to play
on. Opening may take a moment (the sound server answers), so the player only ever opens and
closes outputs on its own worker thread.
"""

from __future__ import annotations

import glob
import os
import sys
import time
from typing import Callable, Optional

#: ``BGDESK_AUDIO=off`` in the environment keeps bgdesk silent (no device is ever opened).
ENV_SWITCH = "BGDESK_AUDIO"

# Reason codes carried by NoAudioDevice; the GUI words them for the player.
NO_LIBRARY = "no-library"  # the audio library is not installed for this platform
NO_DEVICE = "no-device"  # no sound card or sound server
SWITCHED_OFF = "switched-off"  # BGDESK_AUDIO=off
DEVICE_FAILED = "device-failed"  # a device exists but would not open
NO_SOUND_LIBRARY = "no-sound-library"  # Linux: none of PulseAudio's, ALSA's or JACK's libraries

#: The libraries miniaudio opens on Linux, in the order it tries them.
LINUX_SOUND_LIBRARIES = ("libpulse.so.0", "libasound.so.2", "libjack.so.0")

#: Milliseconds of sound the device asks for at a time: short enough that a click follows the
#: move at once, long enough that a busy interpreter rarely leaves the device without samples.
PERIOD_MS = 20
PERIODS = 3


class NoAudioDevice(Exception):
    """Nothing to play on. ``reason`` is one of the codes above; the text is for logs."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail


class AudioOutput:
    """The interface the player drives (only from its worker thread)."""

    #: The clock the mixer's drop rules use; real outputs run on wall-clock time.
    clock: Callable[[], float] = staticmethod(time.monotonic)

    def open(self, mixer) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    @property
    def lost(self) -> bool:
        """True when the device went away while open (unplugged); the player reopens it."""
        return False


def linux_sound_library_present(names=LINUX_SOUND_LIBRARIES) -> bool:
    """Whether one of the system libraries miniaudio plays through on Linux can be loaded (a
    package may leave them out: they are only recommended)."""
    import ctypes

    for name in names:
        try:
            ctypes.CDLL(name)
        except OSError:
            continue
        return True
    return False


def linux_audio_present(environ=os.environ) -> bool:
    """Whether a Linux machine has anything to play on: a sound card (ALSA) or a sound server
    (PulseAudio, PipeWire, JACK). Looking first keeps the audio libraries from printing errors on
    machines without sound (servers, containers, CI)."""
    if environ.get("PULSE_SERVER") or environ.get("PIPEWIRE_REMOTE"):
        return True
    runtime = environ.get("XDG_RUNTIME_DIR")
    if runtime and any(os.path.exists(os.path.join(runtime, p)) for p in ("pulse/native", "pipewire-0")):
        return True
    if glob.glob("/dev/snd/pcmC*p"):
        return True
    return bool(glob.glob("/dev/shm/jack*"))


class MiniaudioOutput(AudioOutput):
    """The default output device through miniaudio (its own backends: WASAPI/DirectSound on
    Windows, Core Audio on macOS, PulseAudio/ALSA/JACK on Linux). Never its "null" backend, which
    would swallow the sound and hide that there is no device."""

    def __init__(self) -> None:
        self._device = None
        self._lost = False

    def open(self, mixer) -> None:
        if os.environ.get(ENV_SWITCH, "").strip().lower() in ("off", "0", "none", "no"):
            raise NoAudioDevice(SWITCHED_OFF, f"{ENV_SWITCH} is set to off")
        if sys.platform.startswith("linux") and not linux_audio_present():
            raise NoAudioDevice(NO_DEVICE, "no sound card or sound server was found")
        if sys.platform.startswith("linux") and not linux_sound_library_present():
            raise NoAudioDevice(NO_SOUND_LIBRARY, "none of " + ", ".join(LINUX_SOUND_LIBRARIES) + " can be loaded")
        try:
            import miniaudio
        except ImportError as err:  # no wheel for this platform, or a broken install
            raise NoAudioDevice(NO_LIBRARY, f"miniaudio cannot be imported: {err}") from None
        backends = [b for b in miniaudio.Backend if b not in (miniaudio.Backend.NULL, miniaudio.Backend.CUSTOM)]
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                sample_rate=mixer.sample_rate, buffersize_msec=PERIOD_MS, callback_periods=PERIODS,
                backends=backends, app_name="bgdesk")
        except Exception as err:  # miniaudio raises MiniaudioError, cffi may raise others
            raise NoAudioDevice(DEVICE_FAILED, f"the audio device would not open: {err}") from None
        self._lost = False
        device.stop_callback = self._on_stop
        stream = _pull(mixer)
        next(stream)
        try:
            device.start(stream)
        except Exception as err:
            device.close()
            raise NoAudioDevice(DEVICE_FAILED, f"the audio device would not start: {err}") from None
        self._device = device

    def _on_stop(self) -> None:  # from the audio thread: the device stopped by itself
        self._lost = True

    @property
    def lost(self) -> bool:
        return self._lost

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.stop_callback = None
            device.close()


def _pull(mixer):
    """The generator miniaudio sends frame counts into; it answers with the mixer's samples. A
    mistake in the mixer must not stop the stream (miniaudio would drop the generator): it
    answers silence instead."""
    frames = yield b""
    while True:
        try:
            block = mixer.render(frames)
        except Exception:  # pragma: no cover - a defect; keep the device alive and silent
            block = b""
        frames = yield block


class RecordingOutput(AudioOutput):
    """An output without a device, for tests: nothing plays until the test pulls the mix by hand
    (:meth:`pump`, :meth:`drain`). It keeps the names of the sounds that began (``heard``) and every
    sample rendered (``audio``). Its clock is the audio rendered so far, so the mixer's drop rules
    follow the pulled audio rather than the test's own pace.

    ``fail`` makes :meth:`open` raise NoAudioDevice with that reason (a machine without audio).
    """

    BLOCK = 441  # frames per pull, 20 ms at 22050 Hz

    def __init__(self, fail: Optional[str] = None) -> None:
        self.fail = fail
        self.heard: list = []
        self.audio = bytearray()
        self.opened = 0
        self.closed = 0
        self._mixer = None
        self._frames = 0
        self._rate = 22050

    def clock(self) -> float:  # type: ignore[override]
        return self._frames / self._rate

    def open(self, mixer) -> None:
        if self.fail:
            raise NoAudioDevice(self.fail, "recording output told to fail")
        self._mixer = mixer
        self._rate = mixer.sample_rate
        mixer.on_start = self.heard.append
        self.opened += 1

    def close(self) -> None:
        if self._mixer is not None:
            self._mixer.on_start = None
            self._mixer = None
            self.closed += 1

    @property
    def is_open(self) -> bool:
        return self._mixer is not None

    def pump(self, seconds: float) -> bytes:
        """Pull ``seconds`` of audio from the mixer (silence where it has none) and return it."""
        out = bytearray()
        frames = int(round(seconds * self._rate))
        while frames > 0:
            n = min(self.BLOCK, frames)
            block = self._mixer.render(n) if self._mixer is not None else b""
            out += block + bytes(2 * n - len(block))
            self._frames += n
            frames -= n
        self.audio += out
        return bytes(out)

    def drain(self, limit_s: float = 10.0) -> list:
        """Pull until the mixer is idle (at most ``limit_s`` seconds of audio) and return the names
        heard since the last drain."""
        pulled = 0.0
        while self._mixer is not None and not self._mixer.is_idle() and pulled < limit_s:
            self.pump(self.BLOCK / self._rate)
            pulled += self.BLOCK / self._rate
        heard, self.heard[:] = list(self.heard), []
        return heard
