"""The sound player the program talks to: ``player.play("dice_roll")`` and nothing else waits.

:meth:`SoundPlayer.play` checks the switches (muted, volume, the sound's own switch, a device to
play on) and hands the samples to the :class:`~bgdesk.sound.mixer.Mixer`; that is all it does on the
caller's thread. A worker thread owned by the player opens the audio output (at start, which also
tells whether there is a device at all) and closes it while sound is muted or turned down to
nothing, or after :data:`IDLE_CLOSE_S` without a sound, so that a quiet bgdesk holds no audio
stream all evening; it opens it again on unmuting or on the next sound. The device stays open
between sounds otherwise: a sound server can take a moment to settle on a new stream, and a sound
that would come late is dropped by the mixer rather than played out of step with the board.

Without a device the player is ``unavailable``: every sound is off, no error is raised, and
:attr:`SoundPlayer.reason` says why (one of the codes in :mod:`bgdesk.sound.outputs`).
"""

from __future__ import annotations

import atexit
import threading
import time
import weakref
from typing import Optional

from .bank import SoundBank
from .events import SOUNDS
from .mixer import Mixer
from .outputs import DEVICE_FAILED, AudioOutput, MiniaudioOutput, NoAudioDevice

IDLE_CLOSE_S = 600.0

# Player states.
STARTING = "starting"  # the first opening of the device is under way
READY = "ready"  # there is a device (open now, or closed while idle and reopened on demand)
UNAVAILABLE = "unavailable"  # no device: all sound is off
CLOSED = "closed"  # the player was closed

_players: "weakref.WeakSet[SoundPlayer]" = weakref.WeakSet()


def volume_gain(volume: int) -> float:
    """The master gain for a volume of 0..100: the square of the fraction, so that equal steps of
    the slider sound like roughly equal steps of loudness."""
    v = min(100, max(0, int(volume))) / 100
    return v * v


class SoundPlayer:
    """Plays the game's sounds on ``output`` (default: the computer's audio device)."""

    def __init__(self, output: Optional[AudioOutput] = None, bank: Optional[SoundBank] = None,
                 idle_close_s: float = IDLE_CLOSE_S) -> None:
        self.output = output if output is not None else MiniaudioOutput()
        self.bank = bank if bank is not None else SoundBank.load()
        self.idle_close_s = idle_close_s
        self.mixer = Mixer(clock=self.output.clock)
        self._enabled = {name: True for name in SOUNDS}
        self._muted = False
        self._volume = 70
        self.mixer.set_gain(volume_gain(self._volume))
        self.state = STARTING
        self.reason = ""  # why the player is unavailable (a code from bgdesk.sound.outputs)
        self.detail = ""  # the same in words, for logs
        self._cond = threading.Condition()
        self._open = False
        self._want_open = True
        self._closing = False
        self._ready = threading.Event()
        self._thread: Optional[threading.Thread] = None
        _players.add(self)

    # -- life cycle ------------------------------------------------------------------------------
    def start(self) -> "SoundPlayer":
        """Begin looking for the audio device on the worker thread; returns at once."""
        if self._thread is None and not self._closing:
            self._thread = threading.Thread(target=self._run, name="bgdesk-sound", daemon=True)
            self._thread.start()
        return self

    def wait_ready(self, timeout: float = 5.0) -> bool:
        """Wait until the first look for a device has ended (tests, the self-test)."""
        return self._ready.wait(timeout)

    def retry(self) -> None:
        """Look for a device again (after one was plugged in or a sound server started)."""
        with self._cond:
            if self.state == UNAVAILABLE:
                self.state = STARTING
                self._ready.clear()
                self._want_open = True
                self._cond.notify()
        self.start()

    def close(self) -> None:
        """Stop the worker and close the device. The player stays silent afterwards."""
        with self._cond:
            self._closing = True
            self._cond.notify()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2.0)
        if self._open:  # the worker never started, or did not finish in time
            self._close_output()
        self.state = CLOSED
        self._ready.set()

    @property
    def available(self) -> bool:
        """False when there is no device to play on (or the player was closed)."""
        return self.state in (STARTING, READY)

    # -- settings --------------------------------------------------------------------------------
    def apply(self, settings) -> None:
        """Take the switches from a settings section (``muted``, ``volume`` and one flag per sound,
        as in :class:`bgdesk.storage.settings.SoundSettings`); missing values keep theirs."""
        for name in SOUNDS:
            value = getattr(settings, name, None)
            if isinstance(value, bool):
                self._enabled[name] = value
        volume = getattr(settings, "volume", None)
        if isinstance(volume, int) and not isinstance(volume, bool):
            self.volume = volume
        muted = getattr(settings, "muted", None)
        if isinstance(muted, bool):
            self.muted = muted

    def is_enabled(self, name: str) -> bool:
        return self._enabled.get(name, False)

    def set_enabled(self, name: str, on: bool) -> None:
        if name not in self._enabled:
            raise KeyError(f"no sound called {name!r}")
        self._enabled[name] = bool(on)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            self.mixer.stop_all()
        self._wake(open_device=not self._muted)

    def toggle_mute(self) -> bool:
        """Mute or unmute; returns the new ``muted``."""
        self.muted = not self._muted
        return self._muted

    @property
    def volume(self) -> int:
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        self._volume = min(100, max(0, int(value)))
        self.mixer.set_gain(volume_gain(self._volume))
        self._wake(open_device=self._volume > 0)

    # -- playing ---------------------------------------------------------------------------------
    def would_play(self, name: str) -> bool:
        """Whether ``play(name)`` would be heard now (switches and device), without playing."""
        return (self.available and not self._muted and self._volume > 0
                and self._enabled.get(name, False) and self.bank.get(name) is not None)

    def play(self, name: str) -> bool:
        """Start the sound ``name`` unless a switch says no; never waits. True when it was handed
        to the mixer (it may still be dropped there if many sounds come at once)."""
        if name not in self._enabled:
            raise KeyError(f"no sound called {name!r}")
        if not self.would_play(name):
            return False
        if not self.mixer.start(name, self.bank.get(name)):
            return False
        if not self._open:
            self._wake(open_device=True)
        return True

    def preview(self, name: str) -> bool:
        """Play ``name`` to hear it (the settings page), even while muted or switched off; only
        a missing device or a volume of 0 keeps it silent."""
        if name not in self._enabled:
            raise KeyError(f"no sound called {name!r}")
        samples = self.bank.get(name)
        if not self.available or self._volume == 0 or samples is None:
            return False
        if not self.mixer.start(name, samples):
            return False
        if not self._open:
            self._wake(open_device=True)
        return True

    def _wake(self, open_device: bool) -> None:
        """Tell the worker to look again (and to open the device, when asked)."""
        with self._cond:
            if open_device:
                self._want_open = True
            self._cond.notify()

    def _silenced(self) -> bool:
        return self._muted or self._volume == 0

    # -- the worker thread -----------------------------------------------------------------------
    def _run(self) -> None:
        idle_since: Optional[float] = None
        clock = time.monotonic  # idle time is wall-clock time, whatever the output's own clock
        while True:
            with self._cond:
                if self._closing:
                    break
                action = ""
                if self._open and self.output.lost:
                    action = "reopen"
                elif self._open:
                    if not self.mixer.is_idle():
                        idle_since = None
                    elif self._silenced():
                        action = "close"
                    elif idle_since is None:
                        idle_since = clock()
                    elif clock() - idle_since >= self.idle_close_s:
                        action = "close"
                elif self._want_open and self.state != UNAVAILABLE and (
                        self.state == STARTING or not self._silenced() or not self.mixer.is_idle()):
                    action = "open"
                if not action:
                    wait = None
                    if self._open:
                        wait = 1.0 if idle_since is None else max(0.01, min(1.0, idle_since + self.idle_close_s - clock()))
                    self._cond.wait(timeout=wait)
                    continue
                self._want_open = False
            if action == "open":
                self._open_output(first=self.state == STARTING)
            elif action == "reopen":
                self._close_output()
                self._open_output(first=False)
            elif action == "close":
                self._close_output()
            idle_since = None
        if self._open:
            self._close_output()

    def _open_output(self, first: bool) -> None:
        try:
            self.output.open(self.mixer)
        except NoAudioDevice as err:
            if first:
                self.state, self.reason, self.detail = UNAVAILABLE, err.reason, err.detail
            self.mixer.stop_all()
        except Exception as err:  # an audio library defect must not take the program down
            self.state, self.reason, self.detail = UNAVAILABLE, DEVICE_FAILED, str(err)
            self.mixer.stop_all()
        else:
            self._open = True
            if self.state == STARTING:
                self.state = READY
        self._ready.set()

    def _close_output(self) -> None:
        try:
            self.output.close()
        except Exception:  # closing a device that went away may fail; nothing to do about it
            pass
        self._open = False


@atexit.register
def _close_all() -> None:
    """Close every device before the interpreter goes away, so no audio callback outlives it."""
    for player in list(_players):
        player.close()
