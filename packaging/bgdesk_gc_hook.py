"""Run-time hook of the frozen binary (bgdesk.spec: ``runtime_hooks``), run before PyInstaller's own.

Shiboken's on-demand support (its .pyi generator, signature parser, error messages) is deferred
from here (bgdesk/gui/window/deferred.py), before PyInstaller's hook for PySide6 imports it.

Cyclic garbage collection is paused from here on, as ``bgdesk.__main__.main`` pauses it when
started from source: PyInstaller's run-time hooks import ``inspect``, ``zipfile`` and
PySide6.QtCore (with shiboken's signature support) before the entry script runs, and none of
the objects that start-up makes is garbage. ``bgdesk.__main__.main`` turns the collector on again
for everything but the GUI, and the GUI does once its window is painted (``app.start``).
"""

import gc

gc.disable()

# Shiboken's on-demand support modules run only if something uses them (PyInstaller's own
# run-time hooks import PySide6.QtCore next, before the entry script).
from bgdesk.gui.window.deferred import defer_shiboken_support  # noqa: E402

defer_shiboken_support()
