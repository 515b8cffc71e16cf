"""Locate files in ``resources/`` in source checkouts, installed wheels, the Debian package and
frozen builds.

The wheel ships ``resources/`` as ``bgdesk/resources``, and so do the frozen binary (beside its
compiled modules: PyInstaller gives each module its ``__file__`` there) and the Debian package;
a source checkout has it at the project root. Both are found from this module's own file, with
:mod:`pathlib` (no ``sys._MEIPASS`` special case; importlib.resources found the same folders but
brought zipfile, tempfile, shutil, bz2 and lzma in before the board's first paint).

The packages (the frozen folder and the Debian package) carry text resources gzip-compressed
(``bgdesk_lv.qm.gz`` for ``bgdesk_lv.qm``: translations, Help pages, the drill set, the
intermediate bot's weights, the sounds; 1.1 MB less installed); :func:`read_file` reads either
form, so the program reads them the same way from a source checkout and from a package.
"""

from __future__ import annotations

import zlib
from pathlib import Path

#: The bgdesk package's folder.
PACKAGE = Path(__file__).resolve().parent


def resource_root() -> Path:
    """The folder holding bgdesk's resources."""
    packaged = PACKAGE / "resources"
    if packaged.is_dir():
        return packaged
    # Editable install / source checkout: resources/ sits beside the package folder.
    return PACKAGE.parent / "resources"


def resource(*parts: str) -> Path:
    """A file or folder inside the resources folder, e.g. ``resource("icons", "bgdesk.svg")``."""
    return resource_root().joinpath(*parts)


#: The most a compressed resource may unpack to (the largest, a translation, is 0.3 MB).
MAX_UNPACKED = 16 * 1024 * 1024


def packed(path: Path) -> Path:
    """Where the packages put ``path`` compressed: the same name with ``.gz`` added."""
    return path.with_name(path.name + ".gz")


def exists(path: Path) -> bool:
    """``path`` is there, as it is or compressed (:func:`packed`)."""
    return path.is_file() or packed(path).is_file()


def read_file(path: Path) -> bytes:
    """The bytes of ``path``; when only its compressed form (:func:`packed`) is there, that
    unpacked. OSError when neither can be read, or the compressed one is damaged or unpacks to
    more than :data:`MAX_UNPACKED`."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        gz = packed(path)
        if not gz.is_file():
            raise
    return gunzip(gz, MAX_UNPACKED)


def gunzip(path, limit: int) -> bytes:
    """The gzip file ``path`` unpacked, reading at most ``limit`` bytes of it and making at most
    ``limit``; OSError when it is damaged or larger."""
    with open(path, "rb") as f:
        raw = f.read(limit)
    unpack = zlib.decompressobj(wbits=31)  # gzip's header and trailer
    try:
        data = unpack.decompress(raw, limit)
    except zlib.error as exc:
        raise OSError(f"{path} is damaged: {exc}") from None
    if not unpack.eof:
        raise OSError(f"{path} is damaged or unpacks to more than {limit} bytes")
    return data


def read_resource(*parts: str) -> bytes:
    """The bytes of a file in the resources folder (:func:`read_file`)."""
    return read_file(resource(*parts))
