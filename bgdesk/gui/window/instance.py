"""One program per home, in the window: the first start holds the home's lock and listens; a
second start hands its file to it and brings its window forward, or says why it cannot.

:func:`claim_home` is what ``bgdesk`` does before it opens a window. It takes the home's lock
(:class:`bgdesk.storage.instance.HomeLock`, released by the system when the process ends, so a
kill -9 leaves nothing stale). When another bgdesk holds it, this start sends the file it was
given (or none) over the home's channel (:func:`bgdesk.storage.instance.forward`, a Unix socket
only this account can reach) and waits for the answer: the running program opens the file in
its replay viewer (after the same checks File > Open makes) and brings its window forward;
this start says so in a sentence and exits 0. When no answer comes (the running program is
stuck, or there is no channel on this system), it says so and exits with
:data:`ALREADY_RUNNING` without reading or writing anything in the home.

:class:`InstanceServer` is the running program's end: the listening socket watched by a
:class:`QSocketNotifier`, each request read without blocking (bounded, and dropped after a few
seconds of silence).
"""

from __future__ import annotations

import os
import socket
import sys
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer, Signal

from bgdesk.gui.i18n import Context
from bgdesk.storage.instance import (MAX_REQUEST, HomeLock, decode_request, forward,
                                     listen_socket)

Instance = Context("Instance")

#: Exit status of a second start that could not hand its work to the running bgdesk.
ALREADY_RUNNING = 3


@dataclass
class Claim:
    """This start holds the home (``lock``; None when the lock could not be made, see
    ``problem``)."""

    lock: HomeLock | None
    problem: str = ""
    server: "InstanceServer | None" = None

    def serve(self, window) -> "InstanceServer | None":
        """Listen for second starts and hand their files to ``window``."""
        if self.lock is None:
            return None
        try:
            self.server = InstanceServer(window)
        except OSError:
            return None  # no channel: a second start says bgdesk runs, and ends
        return self.server


class InstanceServer(QObject):
    """The running program's end of the channel: each request opens its files in ``window``
    (once its menus are there) and brings the window forward."""

    requested = Signal(object)  # the list of files of a request

    def __init__(self, window, sock: socket.socket | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.sock = sock or listen_socket()
        self._notifier = QSocketNotifier(self.sock.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(lambda *_: self._accept())
        self._clients: dict = {}
        self.requested.connect(self._open)
        self.handled = 0
        self.destroyed.connect(lambda *_, s=self.sock: s.close())

    def _accept(self) -> None:
        for _ in range(16):
            try:
                conn, _addr = self.sock.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                return
            conn.setblocking(False)
            notifier = QSocketNotifier(conn.fileno(), QSocketNotifier.Type.Read, self)
            self._clients[conn] = (notifier, bytearray())
            notifier.activated.connect(lambda *_, c=conn: self._read(c))
            QTimer.singleShot(5000, self, lambda c=conn: self._drop(c))  # silent: let go

    def _drop(self, conn) -> None:
        entry = self._clients.pop(conn, None)
        if entry is not None:
            entry[0].setEnabled(False)
            entry[0].deleteLater()
            conn.close()

    def _read(self, conn) -> None:
        entry = self._clients.get(conn)
        if entry is None:
            return
        buffer = entry[1]
        try:
            chunk = conn.recv(MAX_REQUEST + 1)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        buffer += chunk
        if not chunk or len(buffer) > MAX_REQUEST:
            self._drop(conn)
            return
        if b"\n" not in buffer:
            return
        files = decode_request(bytes(buffer).split(b"\n", 1)[0])
        try:
            conn.setblocking(True)
            conn.settimeout(1.0)
            conn.sendall(b"ok\n" if files is not None else b"bad\n")
        except OSError:
            files = None
        self._drop(conn)
        if files is not None:
            self.handled += 1
            self.requested.emit(files)

    def _open(self, files: list) -> None:
        w = self.window
        if not getattr(w, "rooms_installed", True):  # still starting: once its menus are there
            QTimer.singleShot(200, self, lambda f=files: self._open(f))
            return
        bring_forward(w)
        interop = getattr(w, "interop", None)
        if interop is None:
            return
        for path in files:
            interop.import_mat(path)
        if not files:
            w.show_message(Instance.tr("bgdesk was started again: this is its window."))


def bring_forward(window) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def _peek_language() -> str | None:
    """The language the settings ask for, read without touching the file (a second start
    changes nothing in the home, not even a damaged settings file)."""
    from bgdesk.storage import settings as stored
    from bgdesk.storage.atomic import UnusableFile, _read_bounded, parse_versioned
    from bgdesk.storage.paths import settings_path

    try:
        body, _version = parse_versioned(_read_bounded(settings_path(), stored.MAX_BYTES),
                                         stored.KIND, stored.VERSION)
    except (OSError, UnusableFile):
        return None
    value = body.get("appearance", {}).get("language") if isinstance(body.get("appearance"), dict) \
        else None
    return value if isinstance(value, str) else None


def claim_home(open_file: str | None, language: str | None, argv: list[str],
               make_application) -> Claim | int:
    """Hold this home for this start (a :class:`Claim`), or hand ``open_file`` to the bgdesk
    that holds it and return the exit status (0 handed over, :data:`ALREADY_RUNNING` not).
    ``make_application(argv, language)`` makes the application when one is needed to say so
    (:func:`bgdesk.gui.window.app.make_application`, which imports this module)."""
    lock = HomeLock()
    try:
        if lock.acquire():
            return Claim(lock)
    except OSError as err:
        # No lock can be made (a read-only or refused folder): bgdesk runs, and says so.
        return Claim(None, problem=str(getattr(err, "strerror", None) or err))
    from bgdesk.gui.i18n import apply_language, choose_language

    holder = lock.holder()
    pid = holder.get("pid") if isinstance(holder.get("pid"), int) else None
    handed = forward([open_file] if open_file else [])
    app = QCoreApplication.instance() or make_application(argv, language)
    apply_language(choose_language(language or _peek_language()))
    if handed:
        if open_file:
            text = Instance.tr("bgdesk is already running with this home folder (process {pid}): "
                               "{name} is handed to it, to open in its window.").format(
                pid=pid or "?", name=os.path.basename(open_file))
        else:
            text = Instance.tr("bgdesk is already running with this home folder (process {pid}): "
                               "its window is brought forward.").format(pid=pid or "?")
        _say(text)
        return 0
    text = Instance.tr(
        "bgdesk is already running with this home folder (process {pid}) and does not answer. "
        "This start changes nothing and ends; use the window that is open, or end that process "
        "and start bgdesk again.").format(pid=pid or "?")
    if open_file:
        text += " " + Instance.tr("{name} was not opened.").format(name=os.path.basename(open_file))
    _say(text, box=True, app=app)
    return ALREADY_RUNNING


def _say(text: str, box: bool = False, app=None) -> None:
    if sys.stderr is not None:
        sys.stderr.write(f"bgdesk: {text}\n")
        sys.stderr.flush()
    from PySide6.QtGui import QGuiApplication

    if box and isinstance(app, QGuiApplication) and \
            QGuiApplication.platformName() not in ("offscreen", "minimal"):
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(None, "bgdesk", text)


__all__ = ["ALREADY_RUNNING", "Claim", "InstanceServer", "bring_forward", "claim_home"]
