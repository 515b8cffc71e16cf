"""A long bot session through the real program on a real desktop: how fast the board answers a
click all evening, and an exact resume after kill -9.

Run: ``python tests/benchmarks/bench_desktop_session.py [--games 1000] [--kill-at 900]
[--level beginner] [--every 100]``. It starts a desktop (Xvfb and openbox, through
/work/shared/tools/desktop.sh or the DISPLAY already set), then bgdesk as the ``bgdesk``
command starts it (bgdesk.gui.window.app.start with bgsage in helper processes: settings with
animations off, the main window, the session), in a scratch BGDESK_HOME, and a money session between two computer players of
``--level`` with their pauses dropped.

While they play, this script clicks on the board (an empty part of its frame, which changes
nothing) every 0.5-1.0 s through the X server (XTest, as a mouse does), noting the time just
before the click is sent; the program notes, with the same clock (CLOCK_MONOTONIC), when its
GUI thread receives the button press on the board and when it has finished handling it (the
next turn of its event loop). The latency of a click is the time from sending it to that end.
Every ``--every`` games it prints the clicks' latencies (median, 95th percentile, longest, over
50 ms) and whether a computer player's bgsage call was in progress (in the program's own process
such a call kept Python's interpreter lock while it ran; it now waits for a helper process,
bgdesk.bots.sage_process).

With ``--from-home`` the session begins as the one saved in that BGDESK_HOME (for instance
bench_autosave.py's, part way), resumed through the window as a person would (the resume
prompt, Return). At game ``--kill-at`` it kills the program with SIGKILL, starts it again, answers the resume
prompt with the Return key (Resume is its default button), and compares the match the program
resumed with the last state its session writer said it had saved (digest of the whole record,
every game); then the session goes on to ``--games``.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------------------------------------
# The program's side (run as a child: --child play | resume)


def child(args) -> int:
    sys.path.insert(0, str(ROOT))
    log = os.open(args.log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def note(text: str) -> None:
        os.write(log, (text + "\n").encode())

    note(f"start {time.monotonic():.6f}")

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    import bgdesk.bots.reference as reference
    from bgdesk.gui.match.controller import MatchConfig
    from bgdesk.gui.window.app import start
    from bgdesk.storage.autosave import record_digest

    # Attribution only: when a computer player's bgsage call runs (it holds the interpreter lock).
    real_cube_values = reference.cube_values

    def timed_cube_values(level, state):
        t = time.monotonic()
        try:
            return real_cube_values(level, state)
        finally:
            note(f"sage {t:.6f} {time.monotonic():.6f}")

    reference.cube_values = timed_cube_values

    # The state resumed, noted the moment the controller has it (before a computer player acts
    # on it: a note made later could see a move already played).
    from bgdesk.gui.match.controller import GameController

    real_resume = GameController.resume

    def noted_resume(self, match, *rest, **kw):
        out = real_resume(self, match, *rest, **kw)
        note(f"resumed-at {record_digest(self.match.record().to_dict())} {len(self.match.games)}")
        return out

    GameController.resume = noted_resume

    window = start(["bgdesk"], helpers=True)  # as the bgdesk command starts it
    app = QApplication.instance()
    watch_stalls(note)

    class Clicks(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt override
            # (two clicks close in time and place come as a double click's second press)
            if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick) \
                    and obj is window.view.viewport():
                got = time.monotonic()
                y = int(event.position().y())  # which click it is (the script varies it)
                QTimer.singleShot(0, lambda: note(f"press {got:.6f} {time.monotonic():.6f} {y}"))
            return False

    clicks = Clicks()
    # on the board's viewport alone: a filter on the whole application would run Python for
    # every event of every widget, a cost the program itself does not have
    window.view.viewport().installEventFilter(clicks)
    state = {"begun": False, "noted": 0}

    def begin() -> None:
        if not getattr(window, "rooms_installed", False) or window.session is None:
            QTimer.singleShot(50, begin)
            return
        session = window.session
        if not state.get("listening"):  # once, however often begin() is tried again
            state["listening"] = True
            session.writer.add_listener(lambda kind, text: kind in ("saving", "saved")
                                        and note(f"{kind} {text}"))
        ctl = window.controller
        if args.child == "idle":
            pass  # nothing played: the clicks measure the machine and the window alone
        elif args.child == "play":
            ctl.new_match(MatchConfig(names=("North", "South"), length=0,
                                      players=(args.level, args.level), seed=args.seed,
                                      no_delay=True))
        else:
            if ctl.match is None or len(ctl.match.games) < 2:
                note("notresumed")
                QTimer.singleShot(200, begin)
                return
            note(f"resumed {record_digest(ctl.match.record().to_dict())} {len(ctl.match.games)} "
                 f"{time.monotonic():.6f}")
            if ctl.seat_levels != (args.level, args.level):
                # A session saved with a person's seat (bench_autosave.py counts the bottom
                # seat's games): both seats are the computer's from here on.
                ctl._seat((args.level, args.level), no_delay=True, seed=args.seed)
            ctl.bot_driver.no_delay = True
            ctl.bot_driver.pump()
        g = window.view.viewport().geometry()
        origin = window.view.viewport().mapToGlobal(window.view.viewport().rect().topLeft())
        note(f"board {origin.x()} {origin.y()} {g.width()} {g.height()}")
        state["begun"] = True

    def progress() -> None:
        ctl = window.controller
        if state["begun"]:
            # The window manager may still move the window after the first note: the script
            # aims its clicks (and tells them apart by their height) from the latest position.
            vp = window.view.viewport()
            o, g = vp.mapToGlobal(vp.rect().topLeft()), vp.geometry()
            where = (o.x(), o.y(), g.width(), g.height())
            if where != state.get("where"):
                state["where"] = where
                note("board " + " ".join(map(str, where)))
        if state["begun"] and ctl.match is not None:
            done = len(ctl.match.games) - (0 if ctl.game.is_over else 1)
            if done > state["noted"]:
                state["noted"] = done
                note(f"game {done}")
                if done >= args.games:
                    session = window.session
                    session.flush(30)
                    note(f"finished {record_digest(ctl.match.record().to_dict())}")
                    window.close()
                    return
        QTimer.singleShot(100, progress)

    QTimer.singleShot(0, begin)
    QTimer.singleShot(100, progress)
    print("ready", flush=True)
    return app.exec()


def watch_stalls(note, late: float = 0.025) -> None:
    """Attribution of slow clicks: what the GUI thread was doing when its event loop stopped
    turning. A timer on the GUI thread beats every 5 ms; a thread of this script looks every
    5 ms and, when the beat is more than ``late`` old, notes the GUI thread's innermost Python
    frames (``stall <beat> <seen> <frames>``, once per frame seen in a stall; Python hands the
    interpreter lock to a waiting thread every 5 ms, so the look comes even while the GUI thread
    runs Python). Collections of the oldest generation are noted too (``gc <start> <end>``)."""
    import gc
    import threading
    import traceback

    from PySide6.QtCore import QTimer

    gui = threading.get_ident()
    beat = {"t": time.monotonic()}
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: beat.__setitem__("t", time.monotonic()))
    timer.start()
    watch_stalls.timer = timer  # (kept alive)

    def look() -> None:
        seen = set()
        while True:
            time.sleep(0.005)
            b = beat["t"]
            now = time.monotonic()
            if now - b <= late:
                seen.clear()
                continue
            frame = sys._current_frames().get(gui)
            if frame is None:
                continue
            stack = traceback.extract_stack(frame)[-6:]
            where = "|".join(f"{Path(f.filename).name}:{f.lineno}:{f.name}" for f in stack)
            if (b, where) not in seen:
                seen.add((b, where))
                note(f"stall {b:.6f} {now:.6f} {where}")

    threading.Thread(target=look, daemon=True, name="stall-watch").start()
    gen2 = {}

    def collected(phase, info) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            gen2["t"] = time.monotonic()
        elif "t" in gen2:
            note(f"gc {gen2.pop('t'):.6f} {time.monotonic():.6f}")

    gc.callbacks.append(collected)


# ---------------------------------------------------------------------------------------------
# The desktop's side: clicks through XTest


class XTest:
    def __init__(self, display: str) -> None:
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                                   ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint,
                                                   ctypes.c_int, ctypes.c_ulong]
        self.d = self.x11.XOpenDisplay(display.encode())
        if not self.d:
            raise RuntimeError(f"cannot open display {display}")

    def click(self, x: int, y: int) -> float:
        """Move there, press and release button 1; returns the time the press was sent."""
        self.xtst.XTestFakeMotionEvent(self.d, -1, x, y, 0)
        self.x11.XFlush(self.d)
        time.sleep(0.01)
        sent = time.monotonic()
        self.xtst.XTestFakeButtonEvent(self.d, 1, 1, 0)
        self.x11.XFlush(self.d)
        self.xtst.XTestFakeButtonEvent(self.d, 1, 0, 0)
        self.x11.XFlush(self.d)
        return sent


def read_log(path: Path) -> list[list[str]]:
    try:
        return [line.split() for line in path.read_text().splitlines() if line.strip()]
    except OSError:
        return []


def games_in(lines) -> int:
    return max((int(w[1]) for w in lines if w[0] == "game"), default=0)


SLOTS = 40  # clicks go to 40 heights in turn, so each press says which click it answers


def match_presses(sent: list, presses: list) -> list:
    """``[(sent, received, handled)]``: each click with the press the program received for it
    (the first press at the click's height after it was sent), or None when none came."""
    out, used = [], set()
    for i, (t, slot) in enumerate(sent):
        # before the next click at the same height was sent
        until = sent[i + SLOTS][0] if i + SLOTS < len(sent) else float("inf")
        hit = None
        for j, (got, done, y) in enumerate(presses):
            if j not in used and y == slot and t - 0.001 <= got < until:
                hit = j
                break
        if hit is not None:
            used.add(hit)
            out.append((t, presses[hit][0], presses[hit][1]))
        else:
            out.append((t, None, None))
    return out


def report(label: str, pairs: list, sage_spans) -> dict:
    lat = [(done - t) * 1000 for t, _got, done in pairs if done is not None]
    slow = [t for t, _got, done in pairs if done is not None and (done - t) > 0.050]
    in_sage = sum(1 for t in slow if any(a - 0.005 <= t <= b for a, b in sage_spans))
    out = {"clicks": len(pairs), "answered": len(lat)}
    if lat:
        q = statistics.quantiles(lat, n=20) if len(lat) > 1 else [lat[0]] * 19
        out.update(median=round(statistics.median(lat), 1), p95=round(q[18], 1),
                   max=round(max(lat), 1), over50=len(slow), over50_in_sage=in_sage)
        print(f"{label:>12} {len(pairs):>7} {len(lat):>8} {out['median']:>8.1f} {out['p95']:>7.1f} "
              f"{out['max']:>8.1f} {len(slow):>7} {in_sage:>9}", flush=True)
    return out


def explain_slow(pairs: list, lines: list) -> None:
    """Each click slower than 50 ms, with what the GUI thread was doing (watch_stalls' notes
    between the click's sending and its handling)."""
    stalls = [(float(w[1]), float(w[2]), w[3]) for w in lines if w[0] == "stall"]
    gcs = [(float(w[1]), float(w[2])) for w in lines if w[0] == "gc"]
    for t, got, done in pairs:
        if done is None or done - t <= 0.050:
            continue
        during = [where for b, seen, where in stalls if t - 0.1 <= seen <= done + 0.005]
        in_gc = [(a, b) for a, b in gcs if a <= done and b >= t - 0.1]
        print(f"  slow click: {(done - t) * 1000:.1f} ms (received after "
              f"{(got - t) * 1000:.1f} ms); full collections: "
              f"{', '.join(f'{(b - a) * 1000:.1f} ms' for a, b in in_gc) or 'none'}")
        for where in dict.fromkeys(during):
            print(f"      GUI thread in {where}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--kill-at", type=int, default=900)
    p.add_argument("--every", type=int, default=100)
    p.add_argument("--level", default="beginner")
    p.add_argument("--seed", type=int, default=900)
    p.add_argument("--from-home", help="start from the session saved in this BGDESK_HOME "
                   "(its data folder: autosave, journal, statistics), resumed through the window")
    p.add_argument("--idle", type=float, default=0.0,
                   help="first click this many seconds on the program with nothing played "
                        "(the machine's own latency, for comparison)")
    p.add_argument("--minutes", type=float, default=0.0,
                   help="stop after this many minutes (0: when the session has its games)")
    p.add_argument("--child", choices=("play", "resume", "idle"))
    p.add_argument("--log")
    args = p.parse_args(argv)
    if args.child:
        return child(args)

    if not os.environ.get("DISPLAY"):
        out = subprocess.run(["/work/shared/tools/desktop.sh", "1366x768"], capture_output=True,
                             text=True, check=True).stdout
        for line in out.splitlines():
            if line.startswith("export DISPLAY="):
                os.environ["DISPLAY"] = line.split("=", 1)[1]
    display = os.environ["DISPLAY"]
    home = Path(tempfile.mkdtemp(prefix="bgdesk-desktop-"))
    env = dict(os.environ, BGDESK_HOME=str(home), PYTHONPATH=str(ROOT))
    env.pop("QT_QPA_PLATFORM", None)
    sys.path.insert(0, str(ROOT))
    from bgdesk.storage.settings import Settings, save_settings

    os.environ["BGDESK_HOME"] = str(home)
    s = Settings()
    s.set("play.animation_speed", "off")
    save_settings(s)
    if args.from_home:
        # The autosave first: the journal, copied after it, holds every record it stands on.
        src, dst = Path(args.from_home) / "data", home / "data"
        dst.mkdir(parents=True, exist_ok=True)
        for name in ("autosave.json", "autosave.journal", "stats.json"):
            if (src / name).exists():
                shutil.copyfile(src / name, dst / name)
    log = home / "run.log"
    xt = XTest(display)
    rng = random.Random(args.seed)
    print(f"desktop {display}; bgdesk home {home}; {args.games} games, {args.level} against "
          f"{args.level}; kill -9 at game {args.kill_at}; load {os.getloadavg()[0]:.2f}",
          flush=True)
    print(f"{'games':>12} {'clicks':>7} {'answered':>8} {'median':>8} {'p95':>7} {'longest':>8} "
          f"{'>50 ms':>7} {'in bgsage':>9}   (latency ms: click sent to the press handled)",
          flush=True)

    def run(mode: str, until: int, sent_all: list, first_run: bool = True):
        run_env = env
        if mode == "idle":  # a home of its own: nothing saved, nothing offered for resuming
            run_env = dict(env, BGDESK_HOME=str(home / "idle-home"))
            (home / "idle-home" / "config").mkdir(parents=True, exist_ok=True)
            shutil.copyfile(home / "config" / "settings.json",
                            home / "idle-home" / "config" / "settings.json")
        proc = subprocess.Popen([sys.executable, __file__, "--child", mode, "--log", str(log),
                                 "--games", str(args.games), "--level", args.level,
                                 "--seed", str(args.seed)],
                                cwd=ROOT, env=run_env, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout.readline().strip() == "ready"
        if mode == "resume":  # the resume prompt: Return presses its default button, Resume
            prompt_by = time.monotonic() + 300
            while time.monotonic() < prompt_by:
                found = subprocess.run(["xdotool", "search", "--name", "Unfinished match"],
                                       capture_output=True, text=True, env=env).stdout.split()
                if found:
                    time.sleep(0.5)
                    subprocess.run(["xdotool", "windowactivate", "--sync", found[0], "key",
                                    "Return"], env=env)
                    break
                time.sleep(0.2)
        board = None
        first_line = len(read_log(log))  # this run's lines come after
        segment_sent: list = []
        mark = None  # the first mark after the games this run starts from (once it says)
        t_mode = time.monotonic()
        while proc.poll() is None:
            lines = read_log(log)
            if True:  # the latest position the program noted
                b = [w for w in lines[first_line:] if w[0] == "board"]
                if b:
                    x, y, wdt, hgt = map(int, b[-1][1:5])
                    # The frame at the board's left edge (a click there changes nothing);
                    # the height in the view, for telling the presses apart.
                    board = (x + 6, y + hgt // 2 - SLOTS // 2, hgt // 2 - SLOTS // 2)
            done = games_in(lines[first_line:])
            if mark is None and done:
                mark = (done // args.every + 1) * args.every
            if mark is not None and done >= mark:
                spans = [(float(w[1]), float(w[2])) for w in lines if w[0] == "sage"]
                sent_all.append((mark, list(segment_sent)))
                mark += args.every
                segment_sent.clear()
                del spans
            if done >= until and (mode == "play" or first_run):
                break
            if mode == "idle" and time.monotonic() - t_mode > until:
                break
            if args.minutes and time.monotonic() > deadline:
                break  # out of time: the figures so far
            if board is not None:
                slot = clicks["n"] % SLOTS
                clicks["n"] += 1
                sent_at = xt.click(board[0], board[1] + slot)
                segment_sent.append((sent_at, board[2] + slot))
            time.sleep(rng.uniform(0.5, 1.0))
        if segment_sent:
            sent_all.append((games_in(read_log(log)), list(segment_sent)))
        return proc, time.monotonic() - t_mode

    segments: list = []
    clicks = {"n": 0}
    deadline = time.monotonic() + args.idle + args.minutes * 60
    if args.idle:
        proc, _ = run("idle", args.idle, segments)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        idle_lines = read_log(log)
        pairs = match_presses(segments[-1][1] if segments else [],
                              [(float(w[1]), float(w[2]), int(w[3])) for w in idle_lines
                               if w[0] == "press"])
        report("idle", pairs, [])
        segments.clear()
        log.unlink()
    proc, _ = run("resume" if args.from_home else "play", args.kill_at, segments)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    # Read after the kill: what the writer said up to its end (read before, a save made between
    # the read and the kill was missed and an exact resume reported as different).
    lines = read_log(log)
    saved = [w[1] for w in lines if w[0] == "saved"]
    last_two = [w for w in lines if w[0] in ("saving", "saved")][-1:]
    killed_at = games_in(lines)
    ok = {saved[-1]} | ({last_two[0][1]} if last_two and last_two[0][0] == "saving" else set())
    n_before = len(lines)
    t0 = time.monotonic()
    proc, _ = run("resume", args.games, segments, first_run=False)
    if proc.poll() is None:  # out of time
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=7200)
    lines = read_log(log)
    after = lines[n_before:]
    resumed = [w for w in after if w[0] == "resumed"]
    resumed_at = [w for w in after if w[0] == "resumed-at"]
    # The clicks' figures, segment by segment.
    spans = [(float(w[1]), float(w[2])) for w in lines if w[0] == "sage"]
    presses = [(float(w[1]), float(w[2]), int(w[3])) for w in lines if w[0] == "press"]
    all_pairs = []
    for m, seg in segments:
        pairs = match_presses(seg, presses)
        all_pairs += pairs
        report(f"to {m}", pairs, spans)
    print("whole run:", json.dumps(report("all", all_pairs, spans)), flush=True)
    explain_slow(all_pairs, lines)
    starts = [float(w[1]) for w in after if w[0] == "start"]
    print(f"killed with SIGKILL at game {killed_at}; the writer had last said saved "
          f"{saved[-1]}{' (and was saving ' + last_two[0][1] + ')' if len(ok) > 1 else ''}")
    if resumed:
        digest, games, when = resumed[0][1], resumed[0][2], float(resumed[0][3])
        took = when - starts[0] if starts else float("nan")
        if resumed_at:  # the state as resumed, before anyone acted on it
            digest = resumed_at[0][1]
        print(f"resumed {games} games {took:.1f} s after the second start (the prompt answered "
              f"by a key); digest {digest}: {'EXACT' if digest in ok else 'DIFFERENT'}")
    fin = [w for w in after if w[0] == "finished"]
    print(f"finished: {fin[-1] if fin else 'no'}; load {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
