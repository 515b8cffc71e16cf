"""The shipped sounds, read once into memory as 16-bit samples ready for the mixer."""

from __future__ import annotations

import io
import sys
import wave
from array import array
from typing import Optional

from bgdesk.resources_path import read_file, resource

from .events import CHANNELS, SAMPLE_RATE, SAMPLE_WIDTH, SOUNDS, file_name

#: No sound of ours is longer; a file claiming more frames is not read.
MAX_SECONDS = 5.0


class SoundBank:
    """Every sound by name (``array('h')`` of native-order samples); a sound that could not be read
    is missing and simply stays silent."""

    def __init__(self, sounds: dict, problems: Optional[list] = None) -> None:
        self._sounds = dict(sounds)
        #: Plain-words notes about files that could not be used (for a log, not for players).
        self.problems = list(problems or [])

    def get(self, name: str) -> Optional[array]:
        return self._sounds.get(name)

    def names(self) -> tuple:
        return tuple(self._sounds)

    def duration(self, name: str) -> float:
        """Seconds of ``name`` (0 when it is missing)."""
        samples = self._sounds.get(name)
        return len(samples) / SAMPLE_RATE if samples is not None else 0.0

    @classmethod
    def load(cls, folder=None) -> "SoundBank":
        """Read every sound of :data:`~bgdesk.sound.events.SOUNDS` from ``folder`` (a path;
        default ``resources/sounds``)."""
        folder = folder if folder is not None else resource("sounds")
        sounds, problems = {}, []
        for name in SOUNDS:
            try:
                data = read_file(folder / file_name(name))
                sounds[name] = decode_wav(data)
            except (OSError, ValueError, EOFError, wave.Error) as err:
                problems.append(f"{file_name(name)}: {err}")
        return cls(sounds, problems)


def decode_wav(data: bytes) -> array:
    """Samples of a WAV file in our format (mono, 16-bit, :data:`SAMPLE_RATE`), else ValueError."""
    with wave.open(io.BytesIO(data), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (CHANNELS, SAMPLE_WIDTH, SAMPLE_RATE):
            raise ValueError(
                f"expected mono 16-bit {SAMPLE_RATE} Hz, found {w.getnchannels()} channel(s), "
                f"{8 * w.getsampwidth()}-bit, {w.getframerate()} Hz")
        frames = w.getnframes()
        if frames > MAX_SECONDS * SAMPLE_RATE:
            raise ValueError(f"longer than {MAX_SECONDS:g} seconds")
        raw = w.readframes(frames)
    samples = array("h")
    samples.frombytes(raw[: len(raw) - len(raw) % 2])
    if sys.byteorder == "big":  # WAV stores little-endian samples
        samples.byteswap()
    return samples
