"""Locate files in ``resources/`` in source checkouts, installed wheels, the Debian package and
frozen builds.

The wheel ships ``resources/`` as ``bgdesk/resources``, and so do the frozen binary (beside its
compiled modules: PyInstaller gives each module its ``__file__`` there) and the Debian package;
a source checkout has it at the project root. Both are found from this module's own file, with
:mod:`pathlib` (no ``sys._MEIPASS`` special case; importlib.resources found the same folders but
brought zipfile, tempfile, shutil, bz2 and lzma in before the board's first paint).
"""

from __future__ import annotations

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
