"""Start-up benchmark: bgdesk's packages against GNU Backgammon's GUI, from launch to the first
painted window, on the same private Xvfb, started alternately (issue 25's budget: bgdesk's median
at most 1.5x gnubg's).

    python tests/benchmarks/bench_startup.py          # the frozen dist/bgdesk/bgdesk (the .tar.gz's
                                                      # program) and, when built, the .deb's program
    python tests/benchmarks/bench_startup.py --runs 7 --bgdesk /usr/games/bgdesk --no-deb
    python tests/benchmarks/bench_startup.py --bgdesk "python -m bgdesk"   # from source
    python tests/benchmarks/bench_startup.py --deb dist/bgdesk_0.1.0_amd64.deb --no-frozen  # the .deb's only

Both programs are watched from outside, the same way: a poller connected to the X server (Xlib
through ctypes) looks every few milliseconds at every mapped top-level window of at least 300x200
pixels and reads its middle row and middle column of pixels; the window counts as painted when
those show at least 12 distinct colours (a board: an empty or menu-only window shows one to four).
The time is from just before the process is launched to that moment; then the program is ended
(killed at once) and the CPU time it used (user + system) is read too: on a busy machine wall
time swings with the other work, CPU time much less.
Before the series each program starts once untimed (so both run warm, with their settings folder
made: a fresh temporary HOME and BGDESK_HOME kept for the series). The runs alternate
bgdesk, gnubg, bgdesk, ... and every time is printed, with the medians and their ratio.

The machine this runs on may be shared: the alternation spreads a busy moment over both
programs; the series is what to read, not one run. Exits 0 whatever the figures (a benchmark,
not a test); 1 when a program never painted a window.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import ctypes.util
import os
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import measure  # noqa: E402 - packaging/measure.py (its private Xvfb)

BUDGET_RATIO = 1.5
#: Distinct colours on the middle row and column that mean "painted".
PAINTED_COLOURS = 12
MIN_WIDTH, MIN_HEIGHT = 300, 200


# -- Xlib through ctypes ---------------------------------------------------------------------------

class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


IS_VIEWABLE = 2
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFFFFFFFFFF


class XWatcher:
    """A connection to an X server that tells whether a painted top-level window is shown."""

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11") or "libX11.so.6"
        x = self.x = ctypes.CDLL(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                 ctypes.POINTER(ctypes.c_uint)]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(XWindowAttributes)]
        x.XGetImage.restype = ctypes.POINTER(XImage)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        # A window vanishing between XQueryTree and XGetImage is an X error: ignore, do not exit.
        self._handler_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
        self._handler = self._handler_type(lambda _d, _e: 0)
        x.XSetErrorHandler.argtypes = [self._handler_type]
        x.XSetErrorHandler(self._handler)
        self.display = x.XOpenDisplay(display.encode())
        if not self.display:
            raise RuntimeError(f"cannot open X display {display}")
        self.root = x.XDefaultRootWindow(self.display)

    def close(self) -> None:
        if self.display:
            self.x.XCloseDisplay.argtypes = [ctypes.c_void_p]
            self.x.XCloseDisplay(self.display)
            self.display = None

    def _colours(self, window: int, x: int, y: int, w: int, h: int) -> set[int]:
        img = self.x.XGetImage(self.display, window, x, y, w, h, ALL_PLANES, Z_PIXMAP)
        if not img:
            return set()
        try:
            im = img.contents
            if im.bits_per_pixel != 32:
                return set()
            seen = set()
            row = ctypes.cast(im.data, ctypes.POINTER(ctypes.c_uint32))
            stride = im.bytes_per_line // 4
            for j in range(im.height):
                for i in range(im.width):
                    seen.add(row[j * stride + i] & 0xFFFFFF)
            return seen
        finally:
            self.x.XFree(ctypes.cast(img.contents.data, ctypes.c_void_p))
            self.x.XFree(ctypes.cast(img, ctypes.c_void_p))

    def painted_window(self) -> tuple[int, int, int] | None:
        """(window, width, height) of a viewable top-level window showing a painted board, else None."""
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not self.x.XQueryTree(self.display, self.root, ctypes.byref(root), ctypes.byref(parent),
                                 ctypes.byref(children), ctypes.byref(count)):
            return None
        try:
            windows = [children[i] for i in range(count.value)]
        finally:
            if children:
                self.x.XFree(ctypes.cast(children, ctypes.c_void_p))
        for w in windows:
            attrs = XWindowAttributes()
            if not self.x.XGetWindowAttributes(self.display, w, ctypes.byref(attrs)):
                continue
            if attrs.map_state != IS_VIEWABLE or attrs.width < MIN_WIDTH or attrs.height < MIN_HEIGHT:
                continue
            colours = self._colours(w, 0, attrs.height // 2, attrs.width, 1)
            colours |= self._colours(w, attrs.width // 2, 0, 1, attrs.height)
            if len(colours) >= PAINTED_COLOURS:
                return w, attrs.width, attrs.height
        self.x.XSync(self.display, 0)
        return None


def xvfb(size: str = "1366x768x24"):
    """A private Xvfb (black root, no window manager) on a display number it picks; yields ':N'."""
    return measure.xvfb(size, ("-br",))


def stop(proc: subprocess.Popen) -> float:
    """End the program and everything it started (its own process group); returns the CPU
    time (user + system, seconds) the program used, read when it is reaped."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    _pid, _status, usage = os.wait4(proc.pid, 0)
    proc.returncode = -signal.SIGKILL
    return usage.ru_utime + usage.ru_stime


def time_to_painted_window(cmd: list[str], env: dict, watcher: XWatcher, timeout: float = 60.0,
                           poll_s: float = 0.004) -> tuple[float, float]:
    """Seconds from launching ``cmd`` to a painted top-level window, and the CPU seconds the
    program had used when it was ended a moment later (killed at once: a busy machine makes
    wall time swing, CPU time much less)."""
    if watcher.painted_window() is not None:
        raise RuntimeError("a painted window is on the display before the launch")
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    painted = None
    try:
        while painted is None:
            if watcher.painted_window() is not None:
                painted = time.perf_counter() - started
                break
            if proc.poll() is not None:
                raise RuntimeError(f"{cmd[0]} ended (exit {proc.returncode}) before painting a window")
            if time.perf_counter() - started > timeout:
                raise RuntimeError(f"{cmd[0]} painted no window in {timeout:.0f} s")
            time.sleep(poll_s)
    finally:
        cpu = stop(proc) if proc.returncode is None else 0.0
        deadline = time.perf_counter() + 5
        while watcher.painted_window() is not None and time.perf_counter() < deadline:
            time.sleep(0.02)
    return painted, cpu


def program_env(display: str, home: Path) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "BGDESK_PRINT_FIRST_PAINT", "BGDESK_QUIT_AFTER_PAINT")}
    env.update(DISPLAY=display, HOME=str(home), BGDESK_HOME=str(home / "bgdesk"),
               XDG_CACHE_HOME=str(home / ".cache"), XDG_CONFIG_HOME=str(home / ".config"))
    return env


def unpack_deb(deb: Path, into: Path) -> list[str]:
    """The .deb's payload unpacked into ``into`` with its Python modules compiled, as its postinst
    compiles them when it is installed; returns its command (usr/games/bgdesk)."""
    subprocess.run(["dpkg-deb", "-x", str(deb), str(into)], check=True)
    subprocess.run(["/usr/bin/python3", "-m", "compileall", "-q", str(into / "usr" / "lib" / "bgdesk")],
                   check=True, stdout=subprocess.DEVNULL)
    return [str(into / "usr" / "games" / "bgdesk")]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--bgdesk", default=str(ROOT / "dist" / "bgdesk" / "bgdesk"),
                   help="the bgdesk command (default dist/bgdesk/bgdesk; may hold arguments)")
    p.add_argument("--deb", type=Path, help="also the Debian package's program: the .deb's payload, "
                   "unpacked and compiled as installing it does, started by its /usr/games/bgdesk "
                   "on the system's Python (in the same alternation); default: the newest "
                   "dist/bgdesk_*.deb, when there is one")
    p.add_argument("--no-deb", action="store_true", help="not the .deb's program")
    p.add_argument("--no-frozen", action="store_true", help="with --deb: only the .deb's program and gnubg")
    p.add_argument("--gnubg", default="/usr/games/gnubg", help="GNU Backgammon (its GUI starts when a display is set)")
    p.add_argument("--runs", type=int, default=5, help="timed runs of each program (default 5)")
    p.add_argument("--size", default="1366x768x24", help="the Xvfb screen")
    args = p.parse_args(argv)
    if args.no_deb:
        args.deb = None
    elif args.deb is None:
        built = sorted((ROOT / "dist").glob("bgdesk_*.deb"), key=lambda f: f.stat().st_mtime)
        args.deb = built[-1] if built else None
    programs = {} if args.no_frozen and args.deb else {"bgdesk": shlex.split(args.bgdesk)}
    programs["gnubg"] = shlex.split(args.gnubg)
    for name, cmd in programs.items():
        if not (Path(cmd[0]).is_file() or cmd[0] == "python"):
            raise SystemExit(f"{name}: {cmd[0]} not found")
    if programs.get("bgdesk", [""])[0] == "python":
        programs["bgdesk"][0] = sys.executable
    if args.deb and not args.deb.is_file():
        raise SystemExit(f"{args.deb} not found")
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp, xvfb(args.size) as display:
        if args.deb:
            programs["bgdesk.deb"] = unpack_deb(args.deb, Path(tmp) / "deb")
        times: dict[str, list[float]] = {name: [] for name in programs}
        cpus: dict[str, list[float]] = {name: [] for name in programs}
        watcher = XWatcher(display)
        homes = {name: Path(tmp) / f"home-{name}" for name in programs}
        try:
            for name, cmd in programs.items():  # once untimed: settings folders made, files cached
                homes[name].mkdir()
                warm, cpu = time_to_painted_window(cmd, program_env(display, homes[name]), watcher)
                print(f"warm-up {name:<10} {warm:.3f} s  (CPU {cpu:.3f} s)", flush=True)
            for i in range(args.runs):
                for name, cmd in programs.items():
                    t, cpu = time_to_painted_window(cmd, program_env(display, homes[name]), watcher)
                    times[name].append(t)
                    cpus[name].append(cpu)
                    print(f"run {i + 1} {name:<10} {t:.3f} s  (CPU {cpu:.3f} s)", flush=True)
        except RuntimeError as e:
            print(f"failed: {e}", file=sys.stderr)
            return 1
        finally:
            watcher.close()
    med = {name: statistics.median(ts) for name, ts in times.items()}
    for name, cmd in programs.items():
        shown = "the .deb's usr/games/bgdesk" if name == "bgdesk.deb" else " ".join(cmd)
        print(f"{name:<10} median {med[name]:.3f} s  runs: {' '.join(f'{t:.3f}' for t in times[name])}  "
              f"CPU median {statistics.median(cpus[name]):.3f} s  ({shown})")
    for name in programs:
        if name == "gnubg":
            continue
        print(f"CPU ratio {name}/gnubg {statistics.median(cpus[name]) / statistics.median(cpus['gnubg']):.2f}")
        ratio = med[name] / med["gnubg"]
        print(f"ratio {name}/gnubg {ratio:.2f}  ({'within' if ratio <= BUDGET_RATIO else 'OVER'} the "
              f"{BUDGET_RATIO:g}x budget; Xvfb {args.size}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
