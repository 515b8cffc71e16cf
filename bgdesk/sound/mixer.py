"""Mixes the sounds that are playing into one stream, for the audio thread to pull.

Any thread may :meth:`Mixer.start` a sound: that only appends to a short list under a lock, so the
GUI thread never waits. The audio thread calls :meth:`Mixer.render` for each block it needs. A burst
of sounds (a bot playing fast) never becomes a queue that plays on for seconds afterwards:

* the same sound asked for again within :data:`RETRIGGER_S` is dropped (it would only be louder);
* a sound still waiting :data:`MAX_WAIT_S` after it was asked for (the device was slow to open,
  or the audio thread was held up) is dropped rather than played late;
* at most :data:`MAX_VOICES` sounds play at once: a new one takes the place of the oldest, which
  fades out over :data:`FADE_S` instead of stopping dead (a click).
"""

from __future__ import annotations

import operator
import threading
import time
from array import array
from typing import Callable, Optional

from .events import SAMPLE_RATE

MAX_VOICES = 6
RETRIGGER_S = 0.035
MAX_WAIT_S = 0.25
FADE_S = 0.006
_ADD = operator.add


class _Voice:
    __slots__ = ("name", "samples", "pos", "gain", "fade_left")

    def __init__(self, name: str, samples: array, gain: float) -> None:
        self.name = name
        self.samples = samples
        self.pos = 0
        self.gain = gain
        self.fade_left = -1  # samples of fade-out left; -1 while playing normally


class Mixer:
    """Sums the playing sounds, times the master gain, clipped to 16 bits (mono, native order).

    ``clock`` gives the time in seconds used for the drop rules (the audio output's own clock).
    ``on_start`` is called with a sound's name when it begins to play (from the audio thread).
    """

    def __init__(self, sample_rate: int = SAMPLE_RATE, clock: Callable[[], float] = time.monotonic,
                 max_voices: int = MAX_VOICES) -> None:
        self.sample_rate = sample_rate
        self.clock = clock
        self.max_voices = max(1, int(max_voices))
        self.on_start: Optional[Callable[[str], None]] = None
        self._lock = threading.Lock()
        self._pending: list = []  # (name, samples, gain, asked_at)
        self._last_asked: dict = {}
        self._voices: list = []
        self._gain = 1.0
        self._stop_all = False
        self._fade_len = max(1, int(FADE_S * sample_rate))
        self.dropped = 0  # sounds asked for but not played (merged, late or over the limit)

    # -- any thread ------------------------------------------------------------------------------
    def start(self, name: str, samples: array, gain: float = 1.0) -> bool:
        """Ask for ``samples`` to be played; False when the request was dropped at once."""
        now = self.clock()
        with self._lock:
            last = self._last_asked.get(name)
            if last is not None and 0 <= now - last < RETRIGGER_S:
                self.dropped += 1
                return False
            self._last_asked[name] = now
            self._pending.append((name, samples, gain, now))
            if len(self._pending) > self.max_voices:  # keep the newest requests only
                self.dropped += len(self._pending) - self.max_voices
                del self._pending[: len(self._pending) - self.max_voices]
        return True

    def stop_all(self) -> None:
        """Fade out whatever plays and forget what waits (mute)."""
        with self._lock:
            self._pending.clear()
            self._stop_all = True

    def set_gain(self, gain: float) -> None:
        """The master gain, 0 to 1."""
        self._gain = min(1.0, max(0.0, float(gain)))

    @property
    def gain(self) -> float:
        return self._gain

    def is_idle(self) -> bool:
        """Nothing playing and nothing waiting."""
        with self._lock:
            return not self._pending and not self._voices

    # -- the audio thread ------------------------------------------------------------------------
    def render(self, frames: int) -> bytes:
        """The next ``frames`` samples as bytes, or b"" when all is silent (the device pads)."""
        now = self.clock()
        with self._lock:
            pending, self._pending = self._pending, []
            stop_all, self._stop_all = self._stop_all, False
        if stop_all:
            for v in self._voices:
                if v.fade_left < 0:
                    v.fade_left = self._fade_len
        for name, samples, gain, asked_at in pending:
            if now - asked_at > MAX_WAIT_S:
                self.dropped += 1
                continue
            playing = [v for v in self._voices if v.fade_left < 0]
            if len(playing) >= self.max_voices:
                oldest = max(playing, key=lambda v: v.pos)
                oldest.fade_left = self._fade_len
            self._voices.append(_Voice(name, samples, gain))
            if self.on_start is not None:
                self.on_start(name)
        if not self._voices:
            return b""
        acc = [0] * frames
        alive = []
        for v in self._voices:
            chunk = v.samples[v.pos:v.pos + frames]
            if v.fade_left >= 0:
                chunk = chunk[: v.fade_left]
                span = self._fade_len
                left = v.fade_left
                chunk = [int(s * (left - 1 - i) / span) for i, s in enumerate(chunk)]
                v.fade_left = max(0, left - len(chunk))
            if v.gain != 1.0:
                chunk = [int(s * v.gain) for s in chunk]
            acc[: len(chunk)] = map(_ADD, acc, chunk)
            v.pos += len(chunk)
            if v.pos < len(v.samples) and v.fade_left != 0:
                alive.append(v)
        self._voices = alive
        gain = self._gain
        if gain != 1.0:
            acc = [int(s * gain) for s in acc]
        if max(acc) > 32767 or min(acc) < -32768:
            acc = [32767 if s > 32767 else -32768 if s < -32768 else s for s in acc]
        return array("h", acc).tobytes()
