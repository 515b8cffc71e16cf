"""Practice tools in the main window (issue 5): computer players' announcements, hints, the
tutor and the analysis of games."""

from __future__ import annotations


def install_practice(window) -> None:
    """Add the practice actions to ``window`` (a :class:`~bgdesk.gui.mainwindow.MainWindow`)."""
    return None
