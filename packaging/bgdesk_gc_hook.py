"""Run-time hook of the frozen binary (bgdesk.spec: ``runtime_hooks``), run before PyInstaller's own.

Cyclic garbage collection is paused from here on, as ``bgdesk.__main__.main`` pauses it when
started from source: PyInstaller's run-time hooks import ``inspect``, ``zipfile`` and
PySide6.QtCore (with shiboken's signature support) before the entry script runs, and none of
the objects that start-up makes is garbage. ``bgdesk.__main__.main`` turns the collector on again
for everything but the GUI, and the GUI does once its window is painted (``app.start``).
"""

import gc

gc.disable()
