"""Render resources/icons/bgdesk.svg into every icon file the packages need.

    python packaging/make_icons.py          # rewrite the outputs
    python packaging/make_icons.py --check  # exit 1 when a committed output is out of date

Outputs (committed, in resources/icons/): ``bgdesk-<N>.png`` for N in SIZES, ``bgdesk.ico``
(Windows: PNG-compressed entries 16..256) and ``bgdesk.icns`` (macOS: PNG entries 16..1024).
Rendering uses Qt's SVG renderer (QtSvg, part of PySide6-Essentials); the .ico and .icns
containers are written here, so no other imaging library is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SOURCE = ICONS / "bgdesk.svg"

#: PNG sizes shipped (the freedesktop hicolor sizes); also the Linux package's icon set.
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Sizes inside the .ico (Windows shows 16..256).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: .icns entry types and their pixel size (the @2x types reuse the larger renders).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render(size: int) -> bytes:
    """The SVG rendered at ``size`` x ``size`` as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SOURCE}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (supported since Windows Vista)."""
    sizes = [s for s in ICO_SIZES]
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG entries (supported since OS X 10.7)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs() -> dict[Path, bytes]:
    need = set(SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES}
    pngs = {s: render(s) for s in sorted(need)}
    files = {ICONS / f"bgdesk-{s}.png": pngs[s] for s in SIZES}
    files[ICONS / "bgdesk.ico"] = ico(pngs)
    files[ICONS / "bgdesk.icns"] = icns(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="only compare with the committed files")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - fonts, plugins
    stale = []
    for path, data in outputs().items():
        if path.exists() and path.read_bytes() == data:
            continue
        stale.append(path)
        if not args.check:
            path.write_bytes(data)
    for path in stale:
        print(("out of date: " if args.check else "wrote ") + str(path.relative_to(ROOT)))
    return 1 if (args.check and stale) else 0


if __name__ == "__main__":
    sys.exit(main())
