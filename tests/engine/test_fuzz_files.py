"""Damaged copies of real files other programs wrote (shared/formats: GNU Backgammon's .mat and
.sgf, XG's .xg, .xgp and its text export) go through File > Open's reader
(:func:`bgdesk.engine.openfile.read_file`) and are read or refused with the project's own error
(a sentence for the player), never another exception (R41), each in bounded time.

Two kinds of damage, seeded (the same cases each run; ``BGDESK_FUZZ_FILES=N`` runs N more with
a random seed): the file's bytes (flipped, cut short, junk put in, pieces repeated, deleted or
moved, digits changed, 32-bit numbers set to extremes), and, for XG's files, whose compressed
archive refuses nearly any change to its bytes, the records inside it (the same damage to the
unpacked ``temp.xg``, numbers set to extremes, NaN and infinite floats), as a file written by a
faulty program would hold them."""

from __future__ import annotations

import os
import random
import struct
import time
from pathlib import Path

import pytest

import bgdesk.engine.xgfile as xgfile
from bgdesk.engine.errors import BgdeskError
from bgdesk.engine.openfile import read_file

HERE = Path(__file__).resolve().parent
FORMATS = next((p for p in (HERE.parents[2] / "shared" / "formats", Path("/work/shared/formats"))
                if p.is_dir()), None)
pytestmark = pytest.mark.skipif(FORMATS is None, reason="shared/formats is not beside the checkout")

_EXTRA = int(os.environ.get("BGDESK_FUZZ_FILES", "0"))
#: The longest one damaged file may take to read or refuse (the largest is 156 KB).
MAX_SECONDS = 5.0


def sources(*suffixes: str) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(FORMATS.iterdir()) if p.suffix in suffixes}


def damage(b: bytes, rng: random.Random) -> bytes:
    b = bytearray(b)
    kind = rng.randrange(9)
    if not b:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 20)))
    if kind == 0:  # bytes changed
        for _ in range(rng.randint(1, 30)):
            b[rng.randrange(len(b))] = rng.randrange(256)
    elif kind == 1:  # cut short
        del b[rng.randrange(len(b) + 1):]
    elif kind == 2:  # junk put in
        i = rng.randrange(len(b))
        b[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 60)))
    elif kind == 3:  # a piece repeated
        i = rng.randrange(len(b))
        j = min(len(b), i + rng.randint(1, 20000))
        b[j:j] = b[i:j] * rng.randint(1, 4)
    elif kind == 4:  # a piece deleted
        i = rng.randrange(len(b))
        del b[i:i + rng.randint(1, 800)]
    elif kind == 5:  # digits changed (scores, lengths, dice, points in text)
        digits = [i for i in range(len(b)) if 48 <= b[i] <= 57]
        for i in rng.sample(digits, min(len(digits), rng.randint(1, 12))):
            b[i] = rng.choice(b"0123456789")
    elif kind == 6:  # 32-bit numbers set to extremes (counts, sizes, offsets)
        for _ in range(rng.randint(1, 10)):
            i = rng.randrange(max(1, len(b) - 4))
            b[i:i + 4] = struct.pack("<i", rng.choice([0, -1, 2**31 - 1, -2**31, 65535, 10**6, 7,
                                                       25, 26, 64, -64]))
    elif kind == 7:  # 64-bit floats set to what no program should write
        for _ in range(rng.randint(1, 10)):
            i = rng.randrange(max(1, len(b) - 8))
            b[i:i + 8] = struct.pack("<d", rng.choice([float("nan"), float("inf"), -1e308, 1e308,
                                                       -0.0, 5.5]))
    else:  # two pieces swapped
        if len(b) > 10:
            i, j = sorted(rng.sample(range(len(b)), 2))
            b = b[:i] + b[j:] + b[i:j]
    return bytes(b)


def read_or_refuse(data: bytes, name: str, codes: set) -> str:
    """"read" or "refused"; anything else fails the test with the case that caused it. The codes
    of the refusal and of the warnings go into ``codes``."""
    start = time.perf_counter()
    try:
        reading = read_file(data, name)
        outcome = "read"
        codes.update(note.code for note in reading.warnings)
    except BgdeskError as e:
        outcome = "refused"
        codes.add(getattr(e, "code", None))
    took = time.perf_counter() - start
    assert took < MAX_SECONDS, f"{name}: {took:.1f} s"
    return outcome


def _seeds(default: list[int]) -> list[int]:
    return default + ([random.SystemRandom().randrange(10**9)] if _EXTRA else [])


def said_in_sentences(codes: set) -> None:
    """Every refusal and warning met has its sentence in the player's language (the File > Open
    message, bgdesk.gui.records.mat_messages), not the engine's English fallback."""
    from bgdesk.gui.records.mat_messages import FILE_TEMPLATES, TEMPLATES

    known = set(TEMPLATES) | set(FILE_TEMPLATES) | {"after-match", "more-warnings", "analysis-left"}
    assert codes - known == set(), codes - known


@pytest.mark.parametrize("seed", _seeds([1, 2]))
def test_damaged_files_are_read_or_refused_in_a_sentence(seed):
    files = sources(".mat", ".txt", ".sgf", ".xg", ".xgp")
    assert len(files) >= 6
    rng = random.Random(seed)
    outcomes = {"read": 0, "refused": 0}
    codes: set = set()
    for _ in range(_EXTRA or 250):
        name = rng.choice(sorted(files))
        data = files[name]
        for _ in range(rng.randint(1, 3)):
            data = damage(data, rng)
        try:
            outcomes[read_or_refuse(data, name, codes)] += 1
        except Exception as e:  # noqa: BLE001 - the case is the failure's message
            raise AssertionError(f"seed {seed}, {name}: {type(e).__name__}: {e}") from e
    # Both happen: damage the readers pass over (a changed comment, a digit of a score that still
    # adds up) and damage they refuse.
    assert outcomes["read"] > 20 and outcomes["refused"] > 20, outcomes
    said_in_sentences(codes)


@pytest.mark.parametrize("seed", _seeds([1]))
def test_damaged_records_inside_xg_files_are_read_or_refused_in_a_sentence(seed, monkeypatch):
    files = sources(".xg", ".xgp")
    assert files
    unpacked = {name: xgfile._files(data) for name, data in files.items()}
    rng = random.Random(seed)
    current: dict[str, bytes] = {}
    monkeypatch.setattr(xgfile, "_files", lambda _data: current)
    outcomes = {"read": 0, "refused": 0}
    codes: set = set()
    for _ in range(_EXTRA or 120):
        name = rng.choice(sorted(unpacked))
        current.clear()
        current.update(unpacked[name])
        for _ in range(rng.randint(1, 2)):
            current["temp.xg"] = damage(current["temp.xg"], rng)
        try:
            outcomes[read_or_refuse(files[name], name, codes)] += 1
        except Exception as e:  # noqa: BLE001 - the case is the failure's message
            raise AssertionError(f"seed {seed}, {name} (its records): {type(e).__name__}: {e}") from e
    assert outcomes["read"] > 10, outcomes
    said_in_sentences(codes)
