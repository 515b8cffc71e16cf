"""Application start-up: ``bgdesk`` opens the main window with a hot-seat match."""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QObject, QEvent
from PySide6.QtWidgets import QApplication


class _FirstPaint(QObject):
    """Prints the wall-clock time of the first painted board (for the start-up benchmark)."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            from PySide6.QtCore import QTimer

            def report() -> None:
                print(f"first-paint {time.time():.6f}", flush=True)
                if os.environ.get("BGDESK_QUIT_AFTER_PAINT"):
                    QApplication.instance().quit()

            QTimer.singleShot(0, report)  # after this paint has finished
        return False


def app_icon():
    """The program's icon: the SVG source plus the rendered sizes."""
    from PySide6.QtGui import QIcon

    from bgdesk.resources_path import resource

    icon = QIcon(str(resource("icons", "bgdesk.svg")))
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        png = resource("icons", f"bgdesk-{n}.png")
        if png.is_file():
            icon.addFile(str(png))
    return icon


def start(argv: list[str], open_file: str | None = None, language: str | None = None):
    """Open the main window as the ``bgdesk`` command does and return it: the settings'
    language (or ``language``, for this run only), the session (messages from storage, the
    offer to resume), then ``open_file`` (a match or positions, any format File > Open reads)
    in the replay viewer once the event loop runs."""
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("bgdesk")
    app.setOrganizationName("bgdesk")
    app.setWindowIcon(app_icon())
    # Match the installed desktop entry (bgdesk.desktop) for task bars and Wayland.
    QApplication.setDesktopFileName("bgdesk")
    from PySide6.QtCore import QTimer

    from bgdesk.gui.window.mainwindow import MainWindow
    from bgdesk.gui.match.persistence import load as load_settings_and_messages
    from bgdesk.gui.window.startup import start_session

    from bgdesk.gui.i18n import apply_language, apply_settings_language

    settings, messages = load_settings_and_messages()
    # The language of the settings, or the computer's if bgdesk speaks it, else English.
    apply_settings_language(settings)
    if language:
        apply_language(language)
    window = MainWindow(settings)
    if os.environ.get("BGDESK_PRINT_FIRST_PAINT"):
        window._first_paint = _FirstPaint()
        window.view.viewport().installEventFilter(window._first_paint)
    window.show()
    # Tell the player once what storage had to say, then offer an unfinished match.
    start_session(window, messages)
    if open_file:
        QTimer.singleShot(0, lambda: window.interop.import_mat(open_file))
    return window


def run(argv: list[str], open_file: str | None = None, language: str | None = None) -> int:
    """``bgdesk``: :func:`start`, then Qt's event loop until the window closes."""
    window = start(argv, open_file, language)  # noqa: F841 - kept alive while the loop runs
    return QApplication.instance().exec()


if __name__ == "__main__":
    sys.exit(run(sys.argv))
