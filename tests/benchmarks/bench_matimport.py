"""Benchmark of .mat import: time per game over thousands of games, and a 5 MB file.

    python tests/benchmarks/bench_matimport.py                  # 5 MB money session, gnubg style
    python tests/benchmarks/bench_matimport.py --dialect xg     # the same games as XG writes them
    python tests/benchmarks/bench_matimport.py --mb 1 --passes 5 --strict

The games are played by seeded random legal decisions (rolls, plays, doubles, takes, passes,
resignations: long games with many hits and dances) and written as one money session of
thousands of distinct games, about ``--mb`` megabytes; the text is kept in the temporary folder
so that later runs skip the playing. The import is timed ``--passes`` times (engine CPU time,
``time.process_time``, and wall time); the fastest pass counts, which filters out pauses caused
by other processes on a shared machine. Then the first quarter, half and the whole file are
read, to show that the time grows with the file (linear: the time per game stays the same).

Budget (shared/DESIGN.md): a 5 MB file in at most 2 s of engine time. ``--strict`` exits with
status 1 when over.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import timeit
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for extra in (ROOT, ROOT / "tests" / "engine"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

import game_driver  # noqa: E402
from mat_dialects import DIALECTS, GNUBG, write_dialect  # noqa: E402

from bgdesk.engine.dice import SeededDice  # noqa: E402
from bgdesk.engine.match import Match  # noqa: E402
from bgdesk.engine.matimport import read_mat  # noqa: E402
from bgdesk.engine.record import Rules  # noqa: E402

BUDGET_S_PER_5MB = 2.0


def session_text(mb: float, seed: int, dialect) -> tuple[str, int]:
    """A money session of about ``mb`` megabytes of distinct games; (text, games)."""
    cache = Path(tempfile.gettempdir()) / f"bgdesk-bench-mat-{mb:g}-{seed}-{dialect.name}.mat"
    if cache.exists():
        text = cache.read_text(encoding="utf-8")
        return text, text.count(" Game ")
    rng = random.Random(seed)
    match = Match(0, Rules(), SeededDice(seed), meta={"names": ["Alice", "Bob"]})
    target = int(mb * 1_000_000)
    started = time.perf_counter()
    per_event = None
    events = 0
    while per_event is None or events * per_event < target:
        game = game_driver.play_out(match.new_game(), rng)
        events += len(game.events)
        if per_event is None and len(match.games) == 50:
            # How many bytes an event takes in this dialect, measured on the first games.
            per_event = len(write_dialect(match.record(), dialect).encode("utf-8")) / events
        if len(match.games) % 500 == 0:
            print(f"  playing: {len(match.games)} games, {time.perf_counter() - started:.0f} s",
                  file=sys.stderr)
    text = write_dialect(match.record(), dialect)
    cache.write_text(text, encoding="utf-8")
    return text, text.count(" Game ")


def timed(text: str, passes: int) -> tuple[float, float, int]:
    best_cpu = best_wall = float("inf")
    games = 0
    for _ in range(passes):
        w0, c0 = time.perf_counter(), time.process_time()
        reading = read_mat(text)
        c1, w1 = time.process_time(), time.perf_counter()
        best_cpu, best_wall = min(best_cpu, c1 - c0), min(best_wall, w1 - w0)
        games = len(reading.record.games)
    return best_cpu, best_wall, games


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--mb", type=float, default=5.0, help="size of the session file (MB)")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--dialect", default="gnubg", choices=[d.name for d in DIALECTS])
    ap.add_argument("--strict", action="store_true", help="exit 1 when over budget")
    args = ap.parse_args(argv)
    dialect = next(d for d in DIALECTS if d.name == args.dialect) if args.dialect else GNUBG
    text, games = session_text(args.mb, args.seed, dialect)
    size = len(text.encode("utf-8"))
    # How busy the machine is: this takes about 10 us on an idle desktop.
    calibration = min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6
    print(f".mat import, {args.dialect} dialect: {size / 1e6:.2f} MB, {games} games, "
          f"{text.count(chr(10))} lines (calibration: sum(range(1000)) = {calibration:.1f} us)")
    cpu, wall, read_games = timed(text, args.passes)
    assert read_games == games, (read_games, games)
    per5 = cpu * 5e6 / size
    print(f"  whole file:  {cpu:.3f} s engine time ({wall:.3f} s wall), "
          f"{cpu / games * 1e3:.3f} ms per game, {per5:.2f} s per 5 MB")
    lines = text.split("\n")
    for part in (4, 2):
        n = len(lines) // part
        while n < len(lines) and not lines[n].startswith(" Game "):
            n += 1
        piece = "\n".join(lines[:n]) + "\n"
        c, _w, g = timed(piece, args.passes)
        print(f"  1/{part} of it:  {c:.3f} s for {g} games, {c / g * 1e3:.3f} ms per game")
    ok = per5 <= BUDGET_S_PER_5MB
    print(f"  budget: 5 MB in <= {BUDGET_S_PER_5MB:.1f} s engine time: "
          f"{'within' if ok else 'OVER'} ({per5:.2f} s)")
    return 1 if args.strict and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
