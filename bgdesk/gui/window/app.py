"""Application start-up: ``bgdesk`` opens the main window with a hot-seat match."""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QObject, QEvent
from PySide6.QtWidgets import QApplication


#: How long a thread may keep Python's interpreter lock while the GUI thread waits for it
#: (seconds). Python's default, 5 ms, lets a computer player's thread (or the session writer's)
#: hold the event loop up for several intervals in a row: a timer due every 2 ms ran up to 86 ms
#: late while a bot thought, 21 ms with 1 ms (tests/benchmarks/bench_autosave.py's figures).
SWITCH_INTERVAL = 0.001


def keep_gui_responsive() -> None:
    """Let the GUI thread have the interpreter lock soon when other threads compute."""
    sys.setswitchinterval(SWITCH_INTERVAL)


class _FirstPaint(QObject):
    """Prints the wall-clock time of the first painted board (for the start-up benchmarks);
    with ``BGDESK_QUIT_AFTER_PAINT`` the program ends right after, before anything that waits
    for the first paint (so that its CPU time is the start-up's)."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            from PySide6.QtCore import QTimer

            at = time.time()

            def report() -> None:
                print(f"first-paint {at:.6f}", flush=True)
                if os.environ.get("BGDESK_QUIT_AFTER_PAINT"):
                    os._exit(0)

            QTimer.singleShot(0, report)  # after this paint has finished
        return False


def app_icon():
    """The program's icon, from its sizes rendered from the SVG source (packaging/make_icons.py):
    no SVG is read at run time, so the packages carry no SVG library for it."""
    from PySide6.QtGui import QIcon

    from bgdesk.resources_path import resource

    icon = QIcon()
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        png = resource("icons", f"bgdesk-{n}.png")
        if png.is_file():
            icon.addFile(str(png))
    return icon


class _AfterFirstPaint(QObject):
    """Calls ``then`` once, in the event loop's next turn after ``widget`` was first painted
    (the picture is on the screen by then), or after ``latest_ms`` if it is never painted (a
    window started minimised)."""

    def __init__(self, widget, then, latest_ms: int = 1000) -> None:
        super().__init__(widget)
        from PySide6.QtCore import QTimer

        self._then = then
        self._widget = widget
        widget.installEventFilter(self)
        QTimer.singleShot(latest_ms, self, self._run)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint and self._then is not None:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._widget.removeEventFilter(self)
            then()


#: when bgsage's first helper process is started, after the board's first paint
WARM_HELPERS_MS = 1500


def start(argv: list[str], open_file: str | None = None, language: str | None = None,
          lock_problem: str = "", helpers: bool = False):
    """Open the main window as the ``bgdesk`` command does and return it: the settings'
    language (or ``language``, for this run only), the window with its board painted first;
    then its feature rooms (menus, bots, sound), the session (messages from storage, the
    offer to resume) and ``open_file`` (a match or positions, any format File > Open reads) in
    the replay viewer. ``window.rooms_installed`` tells when they are there. With ``helpers``
    (the program itself), bgsage evaluates in helper processes from then on
    (:mod:`bgdesk.bots.sage_process`): its native calls would keep the GUI thread waiting."""
    app = QApplication.instance() or make_application(argv, language)
    keep_gui_responsive()
    app.setApplicationName("bgdesk")
    app.setOrganizationName("bgdesk")
    # Match the installed desktop entry (bgdesk.desktop) for task bars and Wayland.
    QApplication.setDesktopFileName("bgdesk")
    from bgdesk.gui.window.mainwindow import MainWindow
    from bgdesk.gui.match.persistence import load as load_settings_and_messages

    from bgdesk.gui.i18n import apply_language, apply_settings_language

    settings, messages = load_settings_and_messages()
    # The language of the settings, or the computer's if bgdesk speaks it, else English.
    apply_settings_language(settings)
    if language:
        apply_language(language)
    if lock_problem:
        from bgdesk.gui.window.instance import Instance

        messages = [Instance.tr("bgdesk could not lock its home folder ({reason}), so it cannot "
                                "tell whether another bgdesk uses it too.").format(
                                    reason=lock_problem)] + list(messages)
    window = MainWindow(settings, rooms_later=True)

    def rest() -> None:
        import gc

        from bgdesk.gui.window.deferred import load_deferred

        gc.enable()  # bgdesk.__main__ paused the collector until the first paint
        load_deferred()  # shiboken's on-demand support, before any other thread starts
        from bgdesk.gui.window.startup import start_session

        app.setWindowIcon(app_icon())  # eight pictures to decode: after the board
        if helpers:
            from PySide6.QtCore import QTimer

            from bgdesk.bots import sage_process

            # the first helper loads bgsage a little after the window is up, out of its way
            QTimer.singleShot(WARM_HELPERS_MS, sage_process.enable(warm=False).warm)
        window.install_rooms()
        # Tell the player once what storage had to say, then offer an unfinished match.
        start_session(window, messages)
        if open_file:
            window.interop.import_mat(open_file)

    window._after_first_paint = _AfterFirstPaint(window.view.viewport(), rest)
    if os.environ.get("BGDESK_PRINT_FIRST_PAINT"):  # installed last: Qt asks it first
        window._first_paint = _FirstPaint()
        window.view.viewport().installEventFilter(window._first_paint)
    window.show()
    return window


def make_application(argv: list[str], language: str | None = None) -> QApplication:
    """Qt's application; when its window system cannot start (a display set but not answering,
    its plugin failing), one sentence on stderr and exit status 2 instead of Qt's advice and an
    abort. Qt's other messages while it starts are passed on to stderr as Qt prints them."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    from bgdesk.gui.window.cli import NO_DISPLAY, no_display_text

    held: list[str] = []

    def handler(kind, context, message) -> None:
        if kind == QtMsgType.QtFatalMsg:
            sys.stderr.write(no_display_text(language) if "platform plugin" in message else message + "\n")
            sys.stderr.flush()
            os._exit(NO_DISPLAY)
        category = getattr(context, "category", None)
        held.append(f"{category}: {message}" if category and category != "default" else message)

    qInstallMessageHandler(handler)
    try:
        app = QApplication(argv)
    finally:
        qInstallMessageHandler(None)
    for line in held:
        sys.stderr.write(line + "\n")
    return app


def run(argv: list[str], open_file: str | None = None, language: str | None = None) -> int:
    """``bgdesk``: :func:`start`, then Qt's event loop until the window closes. Without a
    display: one sentence and exit status 2."""
    from bgdesk.gui.window.cli import NO_DISPLAY, display_missing, fit_platform, no_display_text

    argv = fit_platform(argv)  # X11 where this copy has no Wayland plugin (the Debian package)
    if display_missing(argv[1:]):
        sys.stderr.write(no_display_text(language))
        return NO_DISPLAY
    from bgdesk.gui.window.instance import claim_home

    # One program per home: a second start hands its file to the running one (or says why not).
    claim = claim_home(open_file, language, argv, make_application)
    if isinstance(claim, int):
        return claim
    window = start(argv, open_file, language, claim.problem, helpers=True)  # kept alive while the loop runs
    claim.serve(window)
    try:
        return QApplication.instance().exec()
    finally:
        if claim.lock is not None:
            claim.lock.release()


if __name__ == "__main__":
    sys.exit(run(sys.argv))
