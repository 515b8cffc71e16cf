"""One program per home: a lock held by the running bgdesk for as long as it runs.

``<data>/bgdesk.lock`` is locked with the system's own file lock (``fcntl.flock`` on Linux and
macOS, ``msvcrt.locking`` on Windows) on an open file the process keeps: the system lets go of
it when the process ends, however it ends (a kill -9 or a crash included), so a lock is never
left stale and nothing has to guess whether its holder still lives. The file says who holds it
(process id, host, start time), for the message a second start gives; the lock is the lock
itself, not the file's being there.

:func:`home_key` names the home (the data folder, made absolute) for the channel a second start
uses to hand its file to the running program (:mod:`bgdesk.gui.window.instance`): a Unix socket
:func:`channel_path` in a folder of this user account's only (``$XDG_RUNTIME_DIR``, else
``<temp>/bgdesk-<uid>``, made 0700 and refused when it is a link, another account's or open to
others). A request is one line of JSON, ``{"files": [path, ...]}``, at most
:data:`MAX_REQUEST` bytes; the answer is ``ok``. Where the system has no Unix sockets
(Windows) there is no channel, and a second start says that bgdesk is running and ends.

``--help``, ``--version`` and ``--self-test`` (which uses a home of its own) never take it.
No Qt here.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import stat
import tempfile
import time
from pathlib import Path
from typing import Optional

from . import paths
from .atomic import ensure_folder

LOCK_FILE = "bgdesk.lock"
#: The largest request read from the channel.
MAX_REQUEST = 64 * 1024
#: At most this many files in one request.
MAX_FILES = 8
#: What is read of the lock file to say who holds it.
_MAX_INFO = 4096


def lock_path(folder: Optional[Path] = None) -> Path:
    return (Path(folder) if folder is not None else paths.data_dir()) / LOCK_FILE


def home_key(folder: Optional[Path] = None) -> str:
    """20 hex digits naming this home for this user account (the same for every start)."""
    folder = Path(os.path.abspath(folder if folder is not None else paths.data_dir()))
    user = os.geteuid() if hasattr(os, "geteuid") else os.environ.get("USERNAME", "")
    return hashlib.sha256(f"{user}:{folder}".encode("utf-8")).hexdigest()[:20]


def has_channel() -> bool:
    return hasattr(socket, "AF_UNIX") and os.name != "nt"


def _private_folder() -> Path:
    """A folder only this account can enter, for the channel; OSError when there is none."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    folder = Path(runtime) if runtime and os.path.isabs(runtime) else \
        Path(tempfile.gettempdir()) / f"bgdesk-{os.geteuid()}"
    try:
        os.mkdir(folder, 0o700)
    except FileExistsError:
        pass
    info = os.lstat(folder)
    if (not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid()
            or info.st_mode & 0o077):
        raise PermissionError(f"{folder} is not a folder of this user account's only")
    return folder


def channel_path(folder: Optional[Path] = None) -> Path:
    """The Unix socket of this home's running bgdesk. Raises OSError where it cannot be."""
    if not has_channel():
        raise OSError("this system has no local sockets")
    return _private_folder() / f"bgdesk-{home_key(folder)}.sock"


def encode_request(files: list) -> bytes:
    return (json.dumps({"files": [str(f) for f in files][:MAX_FILES]}) + "\n").encode("utf-8")


def decode_request(line: bytes) -> Optional[list]:
    """The files of a request line, or None when it is not one."""
    try:
        request = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    files = request.get("files") if isinstance(request, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        return None
    return files[:MAX_FILES]


def forward(files: list, seconds: float = 8.0, folder: Optional[Path] = None) -> bool:
    """Hand ``files`` to the bgdesk running on this home; True once it answered ``ok``. Tries
    for up to ``seconds`` (the running program may be starting: its channel opens after its
    lock is taken)."""
    try:
        path = channel_path(folder)
    except OSError:
        return False
    request = encode_request(files)
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.settimeout(max(0.1, min(left, 2.0)))
            sock.connect(str(path))
            sock.settimeout(max(0.1, left))
            sock.sendall(request)
            answer = b""
            while b"\n" not in answer and len(answer) < 64:
                chunk = sock.recv(64)
                if not chunk:
                    break
                answer += chunk
            if answer.startswith(b"ok"):
                return True
            if answer:
                return False
        except (FileNotFoundError, ConnectionRefusedError):
            pass  # not listening yet (or a channel left by a program that was killed)
        except OSError:
            return False  # connected but no answer in time: the running program is stuck
        finally:
            sock.close()
        if time.monotonic() + 0.2 >= end:
            return False
        time.sleep(0.2)


def listen_socket(folder: Optional[Path] = None) -> socket.socket:
    """The running program's end of the channel, bound and listening (not blocking). Call it
    only while holding the home's lock: a socket file left by a killed program is removed."""
    path = channel_path(folder)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        pass
    else:
        if stat.S_ISSOCK(info.st_mode):
            os.unlink(path)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.bind(str(path))
        os.chmod(path, 0o600)
        sock.listen(8)
        sock.setblocking(False)
    except BaseException:
        sock.close()
        raise
    return sock


class HomeLock:
    """The lock of one home. :meth:`acquire` takes it without waiting; it is held until
    :meth:`release` or the end of the process."""

    def __init__(self, folder: Optional[Path] = None) -> None:
        self.path = lock_path(folder)
        self._fd: Optional[int] = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """True when this process now holds the lock; False when another process does.
        Raises OSError when the lock file cannot be made (a read-only or refused folder)."""
        if self._fd is not None:
            return True
        ensure_folder(self.path.parent)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(self.path, flags, 0o600)
        try:
            if not _lock(fd):
                os.close(fd)
                return False
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        info = json.dumps({"pid": os.getpid(), "host": socket.gethostname(),
                           "since": time.strftime("%Y-%m-%dT%H:%M:%S%z")}).encode("utf-8")
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, info, 0) if hasattr(os, "pwrite") else os.write(fd, info)
        except OSError:
            pass  # the lock is what counts; the note of who holds it is a courtesy
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                os.ftruncate(fd, 0)
            except OSError:
                pass
            os.close(fd)  # closing the file lets go of the lock

    def holder(self) -> dict:
        """Who holds the lock, as its file says (``pid``, ``host``, ``since``), or {}."""
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                         | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            return {}
        try:
            raw = os.read(fd, _MAX_INFO)
        except OSError:
            return {}
        finally:
            os.close(fd)
        try:
            info = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return {}
        return info if isinstance(info, dict) else {}


def _lock(fd: int) -> bool:
    if os.name == "nt":  # pragma: no cover - Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


__all__ = ["HomeLock", "LOCK_FILE", "MAX_REQUEST", "channel_path", "decode_request",
           "encode_request", "forward", "has_channel", "home_key", "listen_socket", "lock_path"]
