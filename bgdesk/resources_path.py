"""Locate files in ``resources/`` in source checkouts, installed wheels and frozen builds.

The wheel ships ``resources/`` as ``bgdesk/resources``; a source checkout has it at the project
root. Both are found through :mod:`importlib.resources` (no ``sys._MEIPASS`` special cases).
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path


def resource_root() -> Traversable:
    """The folder holding bgdesk's resources."""
    packaged = resources.files("bgdesk") / "resources"
    if packaged.is_dir():
        return packaged
    # Editable install / source checkout: resources/ sits beside the package folder.
    source = Path(str(resources.files("bgdesk"))).parent / "resources"
    return source


def resource(*parts: str) -> Traversable:
    """A file or folder inside the resources folder, e.g. ``resource("icons", "bgdesk.svg")``."""
    node = resource_root()
    for part in parts:
        node = node / part
    return node
