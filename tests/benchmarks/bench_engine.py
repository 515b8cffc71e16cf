"""Benchmark of the rules engine's move generation, against bgsage's C++ generator.

    python tests/benchmarks/bench_engine.py                 # 1,000 positions x 21 rolls
    python tests/benchmarks/bench_engine.py --positions 3000 --passes 5 --strict
    python tests/benchmarks/bench_engine.py --profile       # cProfile of one legal_plays pass

The corpus is built from a fixed seed by ``tests/engine/bgsage_compat.generate_corpus`` (random
reachable positions of every kind: contact, bar, closed boards, races, bear-offs with and without
contact).  Every (position, roll) call is timed on its own with ``time.perf_counter_ns``; the
corpus is timed ``--passes`` times and each call's *fastest* time is kept, which filters out
pauses caused by other processes on a shared machine (the single-pass totals are printed too).

Budget (shared/DESIGN.md): ``legal_plays`` median <= 0.1 ms and worst <= 5 ms per call, and the
total <= 5x bgsage's generator on the same corpus.  ``--strict`` exits with status 1 when over.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for extra in (ROOT, ROOT / "tests" / "engine"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

import bgsage_compat as compat  # noqa: E402

from bgdesk.engine import Position, Turn  # noqa: E402

BUDGET_MEDIAN_MS = 0.1
BUDGET_MAX_MS = 5.0
BUDGET_RATIO = 5.0


def _ours_as_generator(board, d1, d2):
    """Our engine in bgsage's calling convention (used only when bgsage is not installed)."""
    return [list(p.result.board) for p in Position.from_board(board).legal_plays(d1, d2)]


def time_calls(calls, passes: int) -> tuple[list[int], list[int]]:
    """Run every zero-argument callable *passes* times; return (best ns per call, pass totals)."""
    best = [1 << 62] * len(calls)
    totals = []
    for _ in range(passes):
        total = 0
        for i, call in enumerate(calls):
            t0 = time.perf_counter_ns()
            call()
            dt = time.perf_counter_ns() - t0
            total += dt
            if dt < best[i]:
                best[i] = dt
        totals.append(total)
    return best, totals


def percentile(sorted_values: list[int], q: float) -> int:
    if not sorted_values:
        return 0
    k = min(len(sorted_values) - 1, max(0, int(round(q * (len(sorted_values) - 1)))))
    return sorted_values[k]


def report(name: str, best: list[int], totals: list[int]) -> dict:
    s = sorted(best)
    fig = {
        "median_ms": statistics.median(s) / 1e6,
        "p99_ms": percentile(s, 0.99) / 1e6,
        "max_ms": s[-1] / 1e6,
        "total_s": sum(s) / 1e9,
        "pass_totals_s": [t / 1e9 for t in totals],
    }
    print(
        f"  {name:<38} median {fig['median_ms']:8.4f} ms   p99 {fig['p99_ms']:8.4f} ms   "
        f"max {fig['max_ms']:8.4f} ms   total {fig['total_s']:7.3f} s   "
        f"(passes: {', '.join(f'{t:.3f}' for t in fig['pass_totals_s'])} s)"
    )
    return fig


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=20240611)
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--no-turn", action="store_true", help="skip timing Turn(...) construction")
    ap.add_argument("--profile", action="store_true", help="cProfile one legal_plays pass")
    ap.add_argument("--strict", action="store_true", help="exit 1 when over budget")
    args = ap.parse_args(argv)

    try:
        import bgbot_cpp

        bg_gen = bgbot_cpp.possible_moves
    except ImportError:
        bg_gen = None

    t0 = time.perf_counter()
    corpus = compat.generate_corpus(args.positions, args.seed, gen=bg_gen or _ours_as_generator)
    rolls = compat.ALL_ROLLS
    positions = [Position.from_board(item.board) for item in corpus]
    boards = [list(item.board) for item in corpus]
    print(
        f"corpus: {len(corpus)} positions x {len(rolls)} rolls = {len(corpus) * len(rolls)} calls "
        f"(seed {args.seed}, built in {time.perf_counter() - t0:.1f} s"
        f"{'' if bg_gen else ', with our own engine: bgsage is not installed'})"
    )
    print(f"  tags: {compat.corpus_summary(corpus)}")
    print(f"  python {sys.version.split()[0]}, {args.passes} passes, fastest of the passes per call")

    ours_calls = [
        (lambda p=p, a=d1, b=d2: p.legal_plays(a, b)) for p in positions for d1, d2 in rolls
    ]
    n_plays = sum(len(c()) for c in ours_calls)  # also the warm-up
    print(f"  {n_plays} legal plays in all ({n_plays / len(ours_calls):.1f} per call)\n")

    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        for c in ours_calls:
            c()
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(20)

    print("ours:")
    ours = report("Position.legal_plays", *time_calls(ours_calls, args.passes))
    with_results = [
        (lambda p=p, a=d1, b=d2: [q.result for q in p.legal_plays(a, b)])
        for p in positions for d1, d2 in rolls
    ]
    report("legal_plays + .result of every play", *time_calls(with_results, args.passes))

    turn_fig = None
    if not args.no_turn:
        turn_calls = [
            (lambda p=p, r=(d1, d2): Turn(p, r)) for p in positions for d1, d2 in rolls
        ]
        for c in turn_calls[: 21 * 50]:
            c()
        turn_fig = report("Turn(pos, dice) construction", *time_calls(turn_calls, args.passes))

    bg = None
    if bg_gen is not None:
        print("\nbgsage (bgbot_cpp.possible_moves, C++ via pybind11):")
        bg_calls = [
            (lambda b=b, x=d1, y=d2: bg_gen(b, x, y)) for b in boards for d1, d2 in rolls
        ]
        for c in bg_calls:
            c()
        bg = report("possible_moves (generator + lists)", *time_calls(bg_calls, args.passes))
        to_calls = [
            (lambda p=p: list(p.board)) for p in positions for _ in rolls
        ]
        report("conversion Position -> board", *time_calls(to_calls, args.passes))
        results = [bg_gen(b, x, y) for b in boards for x, y in rolls]
        back_calls = [
            (lambda rs=rs: [Position.from_board(r) for r in rs]) for rs in results
        ]
        back = report("conversion results -> Position", *time_calls(back_calls, args.passes))
        print(
            f"  bgsage + both conversions, total {bg['total_s'] + back['total_s']:.3f} s "
            "(what a caller holding Positions pays)"
        )

    print("\nbudget (shared/DESIGN.md):")
    over = []

    def check(label: str, value: float, limit: float, unit: str) -> None:
        ok = value <= limit
        if not ok:
            over.append(label)
        print(f"  {label:<40} {value:9.4f} {unit:<3} (budget <= {limit:g} {unit})  "
              f"{'ok' if ok else 'OVER'}")

    check("legal_plays median per call", ours["median_ms"], BUDGET_MEDIAN_MS, "ms")
    check("legal_plays worst per call", ours["max_ms"], BUDGET_MAX_MS, "ms")
    if bg is not None:
        ratio = ours["total_s"] / bg["total_s"]
        check("total ours / total bgsage", ratio, BUDGET_RATIO, "x")
    else:
        print("  total ours / total bgsage               n/a (bgsage is not installed)")
    if turn_fig is not None:
        print(f"  (Turn construction: median {turn_fig['median_ms']:.4f} ms, "
              f"max {turn_fig['max_ms']:.4f} ms; no budget of its own)")
    if args.strict and over:
        print(f"OVER BUDGET: {', '.join(over)}")
        return 1
    return 0


if __name__ == "__main__":
    gc.collect()
    sys.exit(main())
