"""Benchmark of the readers of other programs' files: .sgf, .xg / .xgp, position texts (and .mat
for comparison), each on the real files of shared/formats and on a large file made for it.

    python tests/benchmarks/bench_fileread.py            # prints a table
    python tests/benchmarks/bench_fileread.py --games 300 --passes 3

Large files: a money session of ``--games`` games played by seeded random legal decisions, written
as .mat and as GNU Backgammon's .sgf by bgdesk's exporters (the same session in every run); an eXtreme Gammon
money session made of the HSBT Paris 2023 match's seven games repeated (its header turned into an
unlimited session), packed as XG packs its archives; a text of 2,000 XG position exports. Each file is read
``--passes`` times; the fastest pass counts (engine CPU time, ``time.process_time``), which filters
out pauses caused by other processes on a shared machine.
"""

from __future__ import annotations

import argparse
import random
import struct
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for extra in (ROOT, ROOT / "tests" / "engine"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

import game_driver  # noqa: E402
from test_xgfile import pack, records, unpack  # noqa: E402

from bgdesk.engine.dice import SeededDice  # noqa: E402
from bgdesk.engine.match import Match  # noqa: E402
from bgdesk.engine.matfile import export_mat  # noqa: E402
from bgdesk.engine.openfile import read_file  # noqa: E402
from bgdesk.engine.record import Rules  # noqa: E402
from bgdesk.engine.sgf import export_sgf  # noqa: E402

FORMATS = next((p for p in (ROOT.parent / "shared" / "formats", Path("/work/shared/formats"))
                if p.is_dir()), None)
POSITIONS = ROOT / "tests" / "engine" / "data" / "positions"


def session(games: int, seed: int = 7):
    rng = random.Random(seed)
    m = Match(0, Rules(), SeededDice(seed), meta={"names": ["Alice", "Bob"]})
    for _ in range(games):
        game_driver.play_out(m.new_game(), rng)
    return m.record()


def long_xg(copies: int) -> bytes:
    head, files = unpack((FORMATS / "hsbt-paris-2023-job-unger-7pt.xg").read_bytes())
    recs = records(files["temp.xg"])
    header = bytearray(recs[0])
    struct.pack_into("<i", header, 92, 99999)       # an unlimited session
    body = [bytes(r) for r in recs[1:] if r[8] != 5]
    data = bytes(header) + b"".join(body) * copies
    return pack(head, dict(files, **{"temp.xg": data}))


def timed(data: bytes, name: str, passes: int):
    best = None
    reading = None
    for _ in range(passes):
        t = time.process_time()
        reading = read_file(data, name)
        took = time.process_time() - t
        best = took if best is None else min(best, took)
    return reading, best


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--xg-copies", type=int, default=40)
    args = ap.parse_args(argv)
    files: list[tuple[str, str, bytes]] = []
    if FORMATS is not None:
        for p in sorted(FORMATS.iterdir()):
            if p.suffix in (".mat", ".txt", ".sgf", ".xg", ".xgp"):
                files.append(("shared", p.name, p.read_bytes()))
    for p in sorted(POSITIONS.glob("*.txt")):
        files.append(("real", p.name, p.read_bytes()))
    rec = session(args.games)
    files.append(("made", f"session-{args.games}.mat", export_mat(rec).encode()))
    files.append(("made", f"session-{args.games}.sgf", export_sgf(rec).encode()))
    if FORMATS is not None:
        files.append(("made", f"hsbt-x{args.xg_copies}.xg", long_xg(args.xg_copies)))
    one = (POSITIONS / "xg_checker_en.txt").read_text()
    files.append(("made", "positions-2000.txt", "\n".join([one] * 2000).encode()))
    print(f"{'file':36} {'bytes':>10} {'games':>6} {'moves':>7} {'read (s)':>9} {'ms/game':>8}")
    for origin, name, data in files:
        reading, took = timed(data, name, args.passes)
        games = len(reading.record.games)
        moves = sum(1 for g in reading.record.games for e in g.events if e.kind.value == "play")
        print(f"{origin + ': ' + name:36} {len(data):>10} {games:>6} {moves:>7} {took:>9.3f} "
              f"{1000 * took / max(1, games):>8.2f}  ({reading.format}, {reading.kind}"
              f"{', analysis ' + str(reading.analysis.decisions) if reading.analysis else ''})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
