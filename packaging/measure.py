"""Print the packaging figures: build time, binary size, package sizes, start-up times.

    python packaging/measure.py            # measure what is in dist/ (build it first)
    python packaging/measure.py --build    # build first (packaging/build.py, timed)
    python packaging/measure.py --runs 5 --xvfb

Start-up time is from launching the process to the first painted board, read from the
``first-paint <epoch seconds>`` line the application prints when ``BGDESK_PRINT_FIRST_PAINT=1``
(``BGDESK_QUIT_AFTER_PAINT=1`` ends it there). It is measured for the frozen binary and for the
source (``python -m bgdesk``), offscreen and, with ``--xvfb``, on a real X server; each figure is
the median of ``--runs`` launches (every launch is listed; the first may be a cold start).
Budgets (DESIGN.md): frozen <= 2 s, source <= 1 s.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402 - the sibling build script (version, sizes, file names)

FROZEN_BUDGET_S = 2.0
SOURCE_BUDGET_S = 1.0


@contextlib.contextmanager
def xvfb(size: str = "1600x1000x24", options: tuple[str, ...] = ()):
    """A private Xvfb on a free display number (Xvfb picks it: -displayfd); yields ':N'."""
    read_end, write_end = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", size, *options, "-nolisten", "tcp"],
                            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read_end, 16)
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            number += chunk
        yield ":" + number.decode().strip()
    finally:
        os.close(read_end)
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def start_time(cmd: list[str], display: str | None, timeout: float = 60) -> float:
    """Seconds from launching ``cmd`` to its first painted board."""
    env = dict(os.environ, BGDESK_PRINT_FIRST_PAINT="1", BGDESK_QUIT_AFTER_PAINT="1")
    env.pop("QT_QPA_PLATFORM", None)
    if display:
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    else:
        env.pop("DISPLAY", None)
        env["QT_QPA_PLATFORM"] = "offscreen"
    env.setdefault("BGDESK_HOME", str(ROOT / "build" / "measure-home"))
    launched = time.time()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    m = re.search(r"^first-paint (\d+\.\d+)$", out.stdout, re.M)
    if not m:
        raise RuntimeError(f"{cmd[0]} printed no first-paint line (exit {out.returncode}):\n"
                           f"{out.stdout[-1500:]}{out.stderr[-1500:]}")
    return float(m.group(1)) - launched


def series(label: str, cmd: list[str], display: str | None, runs: int, budget: float) -> float:
    times = [start_time(cmd, display) for _ in range(runs)]
    med = statistics.median(times)
    verdict = "within" if med <= budget else "OVER"
    print(f"{label:<34} median {med:.3f} s  ({verdict} the {budget:g} s budget)   runs: "
          + " ".join(f"{t:.3f}" for t in times), flush=True)
    return med


def du_sh(path: Path) -> str:
    try:
        return subprocess.run(["du", "-sh", str(path)], capture_output=True, text=True, check=True).stdout.split()[0]
    except (OSError, subprocess.CalledProcessError):
        return build.human(build.tree_size(path))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", type=Path, default=ROOT / "dist")
    p.add_argument("--build", action="store_true", help="run packaging/build.py first and time it")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--xvfb", action="store_true", help="also measure on a private Xvfb (xcb)")
    args = p.parse_args(argv)
    dist = args.dist.resolve()
    ver, arch = build.version(), build.deb_arch()

    if args.build:
        t = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist)], check=True)
        print(f"build time (build.py: PyInstaller + .deb + .tar.gz)  {time.perf_counter() - t:.1f} s")
    app = dist / "bgdesk"
    exe = app / ("bgdesk.exe" if sys.platform == "win32" else "bgdesk")
    if not exe.exists():
        raise SystemExit(f"no binary at {exe}: run packaging/build.py (or pass --build)")
    print(f"du -sh {app}: {du_sh(app)}")
    for f in (dist / f"bgdesk_{ver}_{arch}.deb", dist / f"bgdesk-{ver}-linux-{arch}.tar.gz"):
        if f.exists():
            print(f"{f.name}: {build.human(f.stat().st_size)} ({f.stat().st_size} bytes)")
    source = [sys.executable, "-m", "bgdesk"]
    series("frozen start, offscreen", [str(exe)], None, args.runs, FROZEN_BUDGET_S)
    series("source start, offscreen", source, None, args.runs, SOURCE_BUDGET_S)
    if args.xvfb:
        with xvfb() as display:
            series(f"frozen start, Xvfb {display}", [str(exe)], display, args.runs, FROZEN_BUDGET_S)
            series(f"source start, Xvfb {display}", source, display, args.runs, SOURCE_BUDGET_S)
    return 0


if __name__ == "__main__":
    sys.exit(main())
