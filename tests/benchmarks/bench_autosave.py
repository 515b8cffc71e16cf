"""Autosave benchmark: a money session of 1,000 games between two computer players, through the
game controller and the autosave session, with animations off.

Run: ``python tests/benchmarks/bench_autosave.py [--games 1000] [--every 100]
[--level beginner] [--seed 27] [--no-stats] [--no-writer] [--switch-ms 5]`` (offscreen unless
QT_QPA_PLATFORM / DISPLAY say otherwise; files in a temporary BGDESK_HOME).

Every committed action the session hands a snapshot to its writer thread
(bgdesk.storage.writer), which appends the games finished since to the journal and replaces the
autosave. Every ``--every`` games it prints, for the writes made since the last line:

- ``save ms``: the time of one save on the writer's thread (journal append when a game was
  sealed, the autosave's atomic replace, each fsynced), median and longest;
- the autosave's size, the journal's, and the statistics file's (the bottom seat is counted as a
  person's unless ``--no-stats``, so that every game is recorded as it ends);
- ``handover ms``: the GUI thread's part of a save (building the snapshot and queueing it), the
  longest wall time and the longest CPU time of that thread (wall time includes waiting for
  Python's interpreter lock, which the computer players' thread and the writer's also want);
- ``loop lag ms``: the longest an event-loop timer due every 2 ms fired late (everything the
  GUI thread did: the controller, the bots' results, the saves), and ``lag cpu``: how much of
  that late time the GUI thread itself ran (the rest it waited for the interpreter lock or for a
  CPU the system gave to another process);
- ``whole ms``: for comparison, one save the way bgdesk saved before (the whole record turned
  into text and written, fsynced), timed at the mark on the side.

``--no-writer`` replaces the writer by one that drops what it is handed: the handover and loop
figures then show what the program costs without saving. Exits 0 whatever the figures are (a
benchmark, not a test).

Measured on 3 December 2026 with the defaults (offscreen, Python 3.11, 2 CPUs, quiet machine:
load 1.2-2.1), 16.9 minutes (before the dice state kept between rolls, 0.7 ms less a save):

=====  =============  ========  =========  =======  ============  ========  ========  ======
games  save ms         autosave  journal    stats    handover ms   loop lag  whole ms  RSS MB
       median  max     bytes     bytes      bytes    wall   CPU    max ms    (before)
=====  =============  ========  =========  =======  ============  ========  ========  ======
  100    5.4   164.2    13,957    708,880   21,997   5.01   2.57     148.0      67.0   225.3
  200    6.6   142.4     9,178  1,513,939   44,048   7.22   3.66      83.2     173.7   231.1
  300    5.8   167.2    10,038  2,293,862   66,099   5.54   2.41      64.4     276.1   238.2
  400    6.1   117.6    13,460  3,005,894   88,143   5.30   3.13      67.5     255.9   245.3
  500    5.9   121.9    15,411  3,723,696  110,195   4.98   2.98      68.9     556.5   252.1
  600    6.4   251.1    12,466  4,518,031  132,247   6.76   3.00     117.3     636.4   256.5
  700    7.8   134.6    21,875  5,318,792  154,307   8.24   2.73      99.2   1,011.7   263.1
  800    7.6   137.9     9,502  6,097,065  176,357   5.86   3.13      68.5     811.7   268.3
  900    8.7   130.0    18,169  6,899,698  198,411   9.79   4.03      67.8   1,016.5   276.5
 1000    6.3   113.1     8,915  7,635,755  220,465   5.70   3.97      64.9   1,229.0   282.0
=====  =============  ========  =========  =======  ============  ========  ========  ======

88,192 writes: median 6.6 ms, 99th percentile 61.4 ms, longest 251.1 ms (fsync). 104,670
handovers: wall median 0.79 ms, 99.9th percentile 3.78 ms, longest 9.79 ms, 42 over 5 ms; the GUI
thread's own CPU time at most 4.03 ms (the rest of the wall time it waited for the interpreter
lock: "lag cpu" was 1.2-2.7 ms of loop lags of 65-148 ms). The autosave's size follows the game
in progress (9-22 KB), not the evening; the journal grows by one finished game (7.6 KB) a game
and is never rewritten; "whole ms" is what one save cost the way bgdesk saved before (the whole
record every action: 67 ms at 100 games, 1.2 s at 1,000). An earlier run on a machine loaded 12-14
times over (2 December) took 65.6 minutes: save median 20-32 ms, handover CPU up to 114 ms (a full
garbage collection, before the sealed games were frozen out of them).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def whole_record_save_ms(match, folder: Path) -> float:
    """One save as bgdesk made them before the journal: the whole record as one JSON text,
    written to a temporary file, fsynced and renamed."""
    t = time.perf_counter()
    text = json.dumps({"format": "bgdesk-autosave", "version": 1,
                       "match": match.record().to_dict()}, ensure_ascii=False)
    tmp = folder / ".whole.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, folder / "whole.json")
    return (time.perf_counter() - t) * 1000


def size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--every", type=int, default=100)
    p.add_argument("--level", default="beginner", help="the computer players' level")
    p.add_argument("--seed", type=int, default=27)
    p.add_argument("--no-stats", action="store_true", help="both seats are computers' (no statistics)")
    p.add_argument("--no-writer", action="store_true", help="drop the snapshots (for comparison)")
    p.add_argument("--switch-ms", type=float, default=None,
                   help="Python's thread switch interval (default: the program's, 1 ms)")
    args = p.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="bgdesk-bench-autosave-"))
    os.environ["BGDESK_HOME"] = str(home)
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

    from bench_long_session import rss_mb
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from bgdesk.gui.match.controller import MatchConfig, GameController
    from bgdesk.gui.match.session import AutosaveSession
    from bgdesk.gui.practice.bot_runner import BotDriver
    from bgdesk.gui.prefs import GuiSettings
    from bgdesk.gui.window.app import keep_gui_responsive
    from bgdesk.storage import paths
    from bgdesk.storage.journal import journal_path

    app = QApplication.instance() or QApplication(["bgdesk"])
    if args.switch_ms is None:
        keep_gui_responsive()  # as the program does when it starts
    else:
        sys.setswitchinterval(args.switch_ms / 1000)
    ctl = GameController(GuiSettings(animation_speed="off"))
    ctl.bot_driver = BotDriver(ctl)
    session = AutosaveSession(ctl)
    writer = session.writer
    if args.no_writer:
        writer.save = lambda snapshot: None
        writer.close = lambda request: None

    # The GUI thread's part of each save: wall time and this thread's CPU time.
    handovers: list[tuple[float, float]] = []
    real_checkpoint = session.checkpoint

    def timed_checkpoint() -> bool:
        w0, c0 = time.perf_counter(), time.thread_time()
        done = real_checkpoint()
        if done:
            handovers.append((time.perf_counter() - w0, time.thread_time() - c0))
        return done

    ctl.state_changed.disconnect(session.checkpoint)
    ctl.state_changed.connect(timed_checkpoint)

    # The event loop's lateness: a timer due every 2 ms.
    lag = {"max": 0.0, "due": 0.0, "cpu": 0.0, "cpu_at_max": 0.0}
    probe = QTimer()
    probe.setInterval(2)

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        if lag["due"] and now - lag["due"] > lag["max"]:
            # How much of the lateness the GUI thread spent running (the rest it waited: for
            # the interpreter lock, or for a CPU the system gave to another process).
            lag["max"], lag["cpu_at_max"] = now - lag["due"], cpu - lag["cpu"]
        lag["due"], lag["cpu"] = now + 0.002, cpu

    probe.timeout.connect(tick)
    probe.start()

    ctl.new_match(MatchConfig(names=("North", "South"), length=0,
                              players=(args.level, args.level), seed=args.seed, no_delay=True))
    if not args.no_stats:  # the bottom seat's games are counted, as a person's would be
        ctl.match.meta["seats"] = ["human", args.level]
    autosave, journal, stats = paths.autosave_path(), journal_path(paths.autosave_path()), paths.stats_path()

    load = os.getloadavg()
    print(f"{args.games} games, {args.level} against {args.level}, animations off, platform "
          f"{app.platformName()}; thread switch interval {sys.getswitchinterval() * 1000:g} ms; "
          f"statistics {'off' if args.no_stats else 'on'}; writer "
          f"{'dropped' if args.no_writer else 'on'}; load {load[0]:.2f} {load[1]:.2f} "
          f"{load[2]:.2f}; {os.cpu_count()} CPUs", flush=True)
    print(f"{'games':>6} {'min':>6} {'saves':>6} {'save ms':>13} {'autosave':>9} {'journal':>10} "
          f"{'stats':>9} {'handover ms':>14} {'loop lag':>9} {'whole ms':>9} {'RSS MB':>7} "
          f"{'lag cpu':>8}",
          flush=True)
    print(f"{'':>6} {'':>6} {'':>6} {'median  max':>13} {'bytes':>9} {'bytes':>10} {'bytes':>9} "
          f"{'wall   cpu':>14} {'max ms':>9} {'':>9} {'':>7} {'ms':>8}", flush=True)
    t0 = time.monotonic()
    mark = args.every
    seen_writes = 0
    seen_handovers = 0
    all_writes: list[float] = []
    all_handovers: list[tuple[float, float]] = []
    deadline = t0 + 8 * 3600
    rows = []
    while mark <= args.games and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.0005)
        games_done = len(ctl.match.games) - (0 if ctl.game.is_over else 1)
        if games_done < mark:
            continue
        writes = list(writer.timings)[seen_writes:]
        seen_writes += len(writes)
        hand = handovers[seen_handovers:]
        seen_handovers += len(hand)
        all_writes += writes
        all_handovers += hand
        worst_lag, lag["max"] = lag["max"], 0.0
        lag_cpu = lag["cpu_at_max"]
        whole = whole_record_save_ms(ctl.match, home)
        med = statistics.median(writes) * 1000 if writes else float("nan")
        top = max(writes) * 1000 if writes else float("nan")
        hw = max((h[0] for h in hand), default=0.0) * 1000
        hc = max((h[1] for h in hand), default=0.0) * 1000
        row = (games_done, (time.monotonic() - t0) / 60, len(hand), med, top, size(autosave),
               size(journal), size(stats), hw, hc, worst_lag * 1000, whole, rss_mb(),
               lag_cpu * 1000)
        rows.append(row)
        print(f"{row[0]:>6} {row[1]:>6.1f} {row[2]:>6} {row[3]:>6.1f} {row[4]:>6.1f} {row[5]:>9,} "
              f"{row[6]:>10,} {row[7]:>9,} {row[8]:>6.2f} {row[9]:>6.2f} {row[10]:>9.1f} "
              f"{row[11]:>9.1f} {row[12]:>7.1f} {row[13]:>8.1f}", flush=True)
        mark += args.every
        lag["due"] = 0.0  # the comparison save and the printing are not the program's
    session.flush(60)
    probe.stop()
    if all_writes:
        q = statistics.quantiles(all_writes, n=100)
        print(f"writes: {len(all_writes)}; median {statistics.median(all_writes) * 1000:.1f} ms, "
              f"99th percentile {q[98] * 1000:.1f} ms, longest {max(all_writes) * 1000:.1f} ms")
    if all_handovers:
        wall = sorted(h[0] for h in all_handovers)
        cpu = sorted(h[1] for h in all_handovers)
        print(f"GUI thread per save (handover): {len(wall)} saves; wall median "
              f"{wall[len(wall) // 2] * 1000:.2f} ms, 99.9th percentile "
              f"{wall[int(len(wall) * 0.999)] * 1000:.2f} ms, longest {wall[-1] * 1000:.2f} ms; "
              f"CPU longest {cpu[-1] * 1000:.2f} ms; over 5 ms: "
              f"{sum(1 for w in wall if w > 0.005)}")
    load = os.getloadavg()
    print(f"load at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    session.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
