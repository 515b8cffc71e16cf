"""One door for every file players keep: .mat, .sgf, .xg, .xgp and position texts.

:func:`read_file` looks at what the bytes are, not at the file's name (a match saved as .txt,
an .sgf renamed .mat), and hands them to the reader of that format:

* eXtreme Gammon's ``RGMH`` files -> :func:`bgdesk.engine.xgfile.read_xg` (a match, or a
  position of an .xgp);
* text that begins with an SGF game tree ``(;`` -> :func:`bgdesk.engine.sgf.read_sgf`;
* text with a line such as `` 7 point match`` -> the .mat reader
  (:func:`bgdesk.engine.matimport.read_mat`), which also reads XG's and GNU Backgammon's text
  exports of matches;
* text with an XGID, or GNU Backgammon's Position ID and Match ID ->
  :func:`bgdesk.engine.positiontext.read_positions` (every position in it).

Every reader returns a :class:`~bgdesk.engine.fileread.FileReading` and raises a
:class:`~bgdesk.engine.errors.NotationError` with a ``code`` and ``values`` for what cannot be
read. The engine does no I/O: the caller reads the file, no more than :data:`MAX_FILE_BYTES`.
"""

from __future__ import annotations

import re
from typing import Callable

from .fileread import FileReadError, FileReading
from .matimport import MAX_MAT_BYTES, read_mat
from .positiontext import MAX_POSITION_FILE_CHARS, read_positions
from .sgf import MAX_SGF_BYTES, read_sgf
from .xgfile import MAX_XG_BYTES, read_xg

__all__ = ["EXTENSIONS", "MAX_FILE_BYTES", "file_kind", "read_file", "size_limit"]

#: The file names every reader's files usually have (for a file dialog's filter).
EXTENSIONS = ("mat", "txt", "sgf", "xg", "xgp")
#: No format is read past this size; each reader has its own, smaller or equal, limit.
MAX_FILE_BYTES = max(MAX_MAT_BYTES, MAX_SGF_BYTES, MAX_XG_BYTES, MAX_POSITION_FILE_CHARS)

_LENGTH_LINE = re.compile(r"^[ \t\ufeff]*\d{1,9}[ \t]*points?[ \t]+match\b", re.I | re.M)
_GAME_LINE = re.compile(r"^[ \t]*game[ \t]+\d{1,9}[ \t]*$", re.I | re.M)
_POSITION = re.compile(r"XGID=|Position[ -]+ID\s*:|GNUbg ID\s*:|"
                       r"(?<![\w+/])[A-Za-z0-9+/]{14}:[A-Za-z0-9+/]{12}(?![\w+/])", re.I)


def size_limit(name: str) -> int:
    """The largest file read under this name: its format's limit when the name says the format
    (a .mat or .txt is text, at most :data:`~bgdesk.engine.matimport.MAX_MAT_BYTES`), else
    :data:`MAX_FILE_BYTES`. A caller checks it before reading the file."""
    ext = name.lower().rsplit(".", 1)[-1] if "." in name else ""
    return {"mat": MAX_MAT_BYTES, "txt": max(MAX_MAT_BYTES, MAX_POSITION_FILE_CHARS),
            "sgf": MAX_SGF_BYTES, "xg": MAX_XG_BYTES, "xgp": MAX_XG_BYTES}.get(ext, MAX_FILE_BYTES)


def file_kind(data: bytes) -> str:
    """What the bytes hold: "xg", "sgf", "mat", "positions" or "" (not known)."""
    if data[:4] == b"RGMH":
        return "xg"
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head[:1] == b"(" and head[1:2].strip() in (b";", b"") and b";" in head[:64]:
        return "sgf"
    if b"\x00" in data[:65536]:
        return ""
    text = data[:MAX_POSITION_FILE_CHARS].decode("latin-1")
    has_match = _LENGTH_LINE.search(text) is not None
    has_position = _POSITION.search(text) is not None
    if has_match and (not has_position or _GAME_LINE.search(text)):
        return "mat"
    if has_position:
        return "positions"
    if has_match:
        return "mat"
    return ""


def read_file(data: bytes, name: str = "", *,
              progress: Callable[[int, int], object] | None = None) -> FileReading:
    """Read a file's bytes, whatever it holds (see the module docstring). ``name`` helps only
    to say what is wrong with a file that holds none of these; ``progress(done, total)`` may
    stop a long reading by returning False."""
    if isinstance(data, (bytearray, memoryview)):
        data = bytes(data)
    if not isinstance(data, bytes):
        raise FileReadError(0, "not-text", type=type(data).__name__)
    if len(data) > MAX_FILE_BYTES:
        raise FileReadError(0, "too-large", limit=MAX_FILE_BYTES // (1024 * 1024))
    if not data.strip():
        raise FileReadError(0, "file-empty")
    kind = file_kind(data)
    if kind == "xg":
        return read_xg(data, progress=progress)
    if kind == "sgf":
        return read_sgf(data, progress=progress)
    if kind == "positions":
        return read_positions(data)
    # A .txt is a match export or a position export: holding neither, it is said to be neither.
    if kind == "mat" or name.lower().endswith(".mat"):
        reading = read_mat(data, progress=progress)
        return FileReading(record=reading.record, warnings=reading.warnings, kind="match",
                           format="mat")
    if name.lower().endswith(".sgf"):
        return read_sgf(data, progress=progress)
    if name.lower().endswith((".xg", ".xgp")):
        return read_xg(data, progress=progress)
    if b"\x00" in data[:65536]:
        raise FileReadError(0, "binary")
    raise FileReadError(0, "file-unknown")
