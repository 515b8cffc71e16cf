"""The committed icon files: every PNG size, the .ico and the .icns hold what they claim.

(``python packaging/make_icons.py`` rewrites them from resources/icons/bgdesk.svg.)
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
sys.path.insert(0, str(ROOT / "packaging"))

import make_icons  # noqa: E402

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_svg_source_is_an_svg():
    text = (ICONS / "bgdesk.svg").read_text(encoding="utf-8")
    assert "<svg" in text and 'viewBox="0 0 512 512"' in text


@pytest.mark.parametrize("size", make_icons.SIZES)
def test_png_sizes(size):
    data = (ICONS / f"bgdesk-{size}.png").read_bytes()
    assert png_size(data) == (size, size)
    assert data[25] == 6, "RGBA (colour type 6), so the rounded corners stay transparent"


def test_ico():
    data = (ICONS / "bgdesk.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    seen = []
    for i in range(count):
        w, h, _colours, _r, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        image = data[offset: offset + length]
        assert png_size(image) == ((w or 256), (h or 256))
        assert (planes, bits) == (1, 32)
        seen.append(w or 256)
    assert seen == list(make_icons.ICO_SIZES)


def test_icns():
    data = (ICONS / "bgdesk.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    at, kinds = 8, {}
    while at < len(data):
        kind, length = data[at: at + 4], struct.unpack(">I", data[at + 4: at + 8])[0]
        kinds[kind] = png_size(data[at + 8: at + length])
        at += length
    assert at == len(data)
    assert kinds == {k: (s, s) for k, s in make_icons.ICNS_TYPES}
