"""Advice benchmark: bgdesk's advice judged by GNU Backgammon 1.07 at 2-ply.

    python tests/benchmarks/bench_advice.py                    # the whole benchmark
    python tests/benchmarks/bench_advice.py --no-ladder        # the advice only
    python tests/benchmarks/bench_advice.py --json /tmp/advice.json   # keep every figure
    python tests/benchmarks/bench_advice.py --all-mat          # every play of the .mat files

A fixed set of decisions is built, the same on every run (seeded, from files in the repository):

* checker plays from real ``.mat`` files (matches written by GNU Backgammon, eXtreme Gammon and
  other programs: tests/engine/data, and ../shared/formats when it is there) and from seeded games
  between our own bots (beginner against intermediate), each with the play made there; and
  positions from seeded games of random plays (positions no bot reaches), each with a play drawn
  at random from those a player would consider there: the plays GNU Backgammon's own move filter
  keeps at 0-ply (within 0.16 of its best, at most 8; :data:`PLAUSIBLE`).  The random play
  itself lost 0.33 on average by gnubg 2-ply (median 0.198, 39 of 60 very bad), far from what
  people play (the .mat files' plays: mean 0.023, median 0); ``--random-plays`` judges those
  instead, as this benchmark did before;
* cube decisions (before the roll) from the same sources, where a double is anywhere near
  (bgsage's network puts doubling within -0.25..+0.5 of not doubling).

Every position is valued as money play, cube centred, Jacoby off, no beavers, by ``gnubg -t`` at
2-ply (tools/gnubg_referee.py: every play through to 2-ply) and by bgdesk's advice at its
reference depth, as the board's feedback, the review and the analysis judge a decision
(:func:`bgdesk.bots.analysis.checker_analysis`, :func:`~bgdesk.bots.analysis.cube_hint`), with the
thresholds of :mod:`bgdesk.bots.skill`.  Printed, with the budgets of DESIGN.md / issue 22:

* the play bgdesk calls best: how much it costs by gnubg 2-ply (mean, in mEMG: thousandths of
  a point) and how often it is gnubg's best play;
* the error class of the play made, as GNU Backgammon marks it (none, doubtful, bad, very bad):
  how often bgdesk's differs from the class gnubg's figures give it, and how often by two
  classes or more (and the same with bgdesk's "best" and "fine" told apart); the mean
  difference between the two losses;
* the proper cube action: how often it is gnubg's (the words gnubg gives, :func:`gnubg_action`),
  with close decisions settled by a rollout as the board's feedback and the Hint window settle
  them (:func:`bgdesk.bots.analysis.settled_cube_hint`; ``--no-settle``: 3-ply alone);
* the race decisions where bgdesk's best play and gnubg 2-ply's differ, rolled out by gnubg
  itself (:func:`race_disputes`, 1296 trials each, cubeful; ``--no-race-rollouts`` skips it):
  how often the rollout sides with bgdesk, and the cost above with those decisions judged by the
  rollout (the budgets stay on the 2-ply figure);
* the time of one deep checker decision (cold cache), median and worst;
* with the ladder (default): every bot level's error per decision (checker plays and cube
  decisions, each level's choice judged by gnubg 2-ply), with gnubg's own 0-ply and 1-ply for
  comparison, and the time of a "world class" decision.

Timings depend on the machine and on what else it runs.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bgdesk.bots import CubeState  # noqa: E402
from bgdesk.engine import Position  # noqa: E402
from bgdesk.engine.notation import parse_play  # noqa: E402
from tools import gnubg_referee as referee  # noqa: E402

MAT_FILES = sorted((ROOT / "tests" / "engine" / "data").rglob("*.mat")) + \
    sorted((ROOT.parent / "shared" / "formats").glob("*.mat"))
#: How many checker decisions each source gives at most (mat files, bot games, random plays).
CHECKER_QUOTA = {"mat": 80, "bots": 60, "random": 60}
CUBE_QUOTA = 48
#: A cube decision is looked at when the network puts doubling this close to not doubling.
CUBE_SCREEN = (-0.25, 0.5)
#: A guard against a runaway game.
MAX_TURNS = 400
#: The plays a player would consider in a position of the random games: GNU Backgammon's move
#: filter at 0-ply (gnubg 1.07's "keep ... up to 8 more moves within equity 0.16", as `show
#: rollout` prints it): (at most, within).
PLAUSIBLE = (8, 0.16)
BUDGETS = {"cost": 1.5, "far": 0.02, "agree": 0.88, "mismatch": 0.12, "loss_diff": 0.006,
           "cube": 0.90}
#: Bot games played for the resignations (each ends at the first offer).
RESIGN_GAMES = 60
#: gnubg's own rollouts of the race decisions where it and bgdesk differ (race_disputes).
RACE_ROLLOUT_TRIALS = 1296


# -- the set ----------------------------------------------------------------------------------------

def _distinct(position, dice) -> int:
    return len({p.result_board for p in position.legal_plays(*dice)})


def mat_decisions(paths=MAT_FILES):
    """(source, position, dice, board after the play made) of every checker play with a choice,
    and (source, position) of every position before a roll, from the .mat files."""
    from bgdesk.engine import EventKind
    from bgdesk.engine.game import Game, Phase, replay_into
    from bgdesk.engine.matimport import read_mat

    plays, cubes = [], []
    for path in paths:
        try:
            record = read_mat(path.read_bytes()).record
        except Exception as e:  # noqa: BLE001 - a file we cannot read is left out, and said
            print(f"  (left out {path.name}: {e})")
            continue
        for gi, rec in enumerate(record.games):
            game = Game(rec.rules, None, match_length=rec.match_length, score=rec.score,
                        crawford=rec.crawford, start=rec.start)
            for ev in rec.events:
                before = None
                if ev.kind is EventKind.PLAY and game.phase is Phase.MOVING:
                    before = (game.position, game.dice, game.on_roll)
                elif ev.kind in (EventKind.ROLL, EventKind.DOUBLE) and game.phase is Phase.BEFORE_ROLL:
                    cubes.append((f"mat:{path.name}", game.position))
                try:
                    replay_into(game, [ev], where=path.name)
                except Exception:  # noqa: BLE001 - an automatic double or an odd record: next game
                    break
                if before is not None and _distinct(before[0], before[1]) > 1:
                    after = game.position_for(before[2]).board
                    plays.append((f"mat:{path.name}", before[0], tuple(before[1]), tuple(after)))
    return plays, cubes


def game_decisions(rng: random.Random, chooser, n: int, source: str):
    """Money games from the starting position, plays chosen by ``chooser(position, dice)``;
    (source, position, dice, board after) of plays with a choice and (source, position) before
    every roll, about ``n`` plays."""
    plays, cubes = [], []
    while len(plays) < n:
        pos = Position.initial()
        for turn in range(MAX_TURNS):
            if turn:
                cubes.append((source, pos))
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if turn == 0 and d1 == d2:
                continue
            legal = pos.legal_plays(d1, d2)
            play = chooser(pos, (d1, d2))
            if len({p.result_board for p in legal}) > 1:
                plays.append((source, pos, (d1, d2), play.result_board))
            if play.result.winner() is not None:
                break
            pos = play.result.swapped()
    return plays, cubes


def plausible_plays(checker: list, seed: int) -> None:
    """The play judged in each decision of the random games: one of the plays gnubg's 0-ply
    move filter keeps (:data:`PLAUSIBLE`), drawn with a seeded generator."""
    rng = random.Random(seed)
    keep, within = PLAUSIBLE
    picks = [d for d in checker if d["source"] == "random"]
    for d, values in zip(picks, gnubg_plays(picks, plies=0)):
        if not values:
            continue  # gnubg gave nothing: the random play stays
        ranked = sorted(values.items(), key=lambda kv: -kv[1])
        top = ranked[0][1]
        boards = [b for b, eq in ranked if top - eq <= within][:keep]
        d["played"] = list(rng.choice(boards))


def build_set(seed: int = 22, quota=CHECKER_QUOTA, cube_quota: int = CUBE_QUOTA,
              random_plays: bool = False) -> tuple:
    """The fixed set: ``(checker decisions, cube positions)``, each a list of dicts. With
    ``random_plays`` the random games' decisions keep the random play made there."""
    from bgdesk.bots import analysis, make_bot

    rng = random.Random(seed)
    mat_plays, mat_cubes = mat_decisions()
    bots = (make_bot("beginner", random.Random(seed + 1)), make_bot("intermediate", random.Random(seed + 2)))
    turn = [0]

    def by_bots(pos, dice):
        turn[0] += 1
        return bots[turn[0] % 2].choose_play(pos, dice)

    bot_plays, bot_cubes = game_decisions(random.Random(seed + 3), by_bots, 4 * quota["bots"], "bots")
    rnd = random.Random(seed + 4)
    rnd_plays, random_cubes = game_decisions(
        random.Random(seed + 5), lambda pos, dice: rnd.choice(pos.legal_plays(*dice)),
        4 * quota["random"], "random")
    checker = []
    for name, pool in (("mat", mat_plays), ("bots", bot_plays), ("random", rnd_plays)):
        order = list(range(len(pool)))
        rng.shuffle(order)
        checker += distinct_decisions(pool, order, quota[name])
    if not random_plays:
        plausible_plays(checker, seed + 6)
    cubes = []
    pool = mat_cubes + bot_cubes + random_cubes
    order = list(range(len(pool)))
    rng.shuffle(order)
    seen = set()
    lo, hi = CUBE_SCREEN
    for i in order:
        src, pos = pool[i]
        pid = pos.position_id()
        if pid in seen or pos.winner() is not None:
            continue
        seen.add(pid)
        if lo <= analysis.screen_margin(CubeState(pos)) <= hi:
            cubes.append({"source": src, "pid": pid})
            if len(cubes) >= cube_quota:
                break
    return checker, cubes


def distinct_decisions(pool: list, order, limit: int | None = None) -> list:
    """The checker decisions of ``pool`` ((source, position, dice, board after) tuples) taken in
    ``order``, each position and roll once, at most ``limit``, as the set's dicts."""
    seen, pick = set(), []
    for i in order:
        src, pos, dice, after = pool[i]
        key = (pos.position_id(), tuple(sorted(dice)))
        if key in seen:
            continue
        seen.add(key)
        pick.append({"source": src, "pid": key[0], "dice": list(dice), "played": list(after)})
        if limit is not None and len(pick) >= limit:
            break
    return pick


def all_mat_set() -> list:
    """Every checker decision of the .mat files (the play made there judged): the plays people
    and their programs made, for ``--all-mat``."""
    plays = mat_decisions()[0]
    return distinct_decisions(plays, range(len(plays)))


# -- gnubg's figures ----------------------------------------------------------------------------------

def gnubg_plays(checker: list, plies: int = 2) -> list:
    """Per decision: {board: gnubg's equity} (boards seen from the mover after the play)."""
    answers = referee.ask([{"pid": d["pid"], "dice": d["dice"]} for d in checker], plies=plies)
    out = []
    for d, a in zip(checker, answers):
        pos, dice = Position.from_position_id(d["pid"]), tuple(d["dice"])
        values = {}
        for m in a.get("moves", []):
            values[parse_play(pos, dice, m["move"]).result_board] = m["equity"]
        out.append(values)
    return out


def gnubg_cubes(cubes: list, plies: int = 2) -> list:
    return referee.ask([{"pid": c["pid"], "cube": True} for c in cubes], plies=plies)


def cube_action(nd: float, dt: float, dp: float) -> str:
    """The proper action that figures give (strictly better to double: a tie is no double)."""
    if min(dt, dp) > nd:
        return "double, take" if dt <= dp else "double, pass"
    return "no double" if dt <= dp else "too good, pass"


#: GNU Backgammon's words for the proper cube action (money, cube centred), in bgdesk's.
GNUBG_ACTIONS = (("too good to double, pass", "too good, pass"),
                 ("too good to double, take", "too good, take"),
                 ("no double", "no double"), ("double, take", "double, take"),
                 ("double, pass", "double, pass"))


def gnubg_action(g: dict) -> str:
    """gnubg's own proper cube action (its ``cfevaluate`` words), not one worked out again from its
    figures: where doubling and not doubling are worth the same (a game already won, no gammon
    left: no double 1.000, double/pass 1.000) gnubg says "Double, pass", which :func:`cube_action`
    would call "too good, pass".  Figures alone where gnubg gave no words."""
    words = str(g.get("action", "")).strip().lower()
    for theirs, ours in GNUBG_ACTIONS:
        if words.startswith(theirs):
            return ours
    return cube_action(g["nd"], g["dt"], g["dp"])


def mark(cls) -> int:
    """GNU Backgammon's mark of a class: 0 none (best or fine), 1 doubtful, 2 bad, 3 very bad."""
    return max(0, cls.rank - 1)


def loss_by(values: dict, board) -> float | None:
    """gnubg's loss of the play leading to ``board`` (None: gnubg did not list it)."""
    if board not in values:
        return None
    return max(values.values()) - values[board]


def worst_listed(values: dict) -> float:
    return max(values.values()) - min(values.values())


def cube_costs(g: dict, doubled: bool, took: bool) -> tuple:
    """(doubler's loss, taker's loss) by gnubg's figures."""
    nd, dt, dp = g["nd"], g["dt"], g["dp"]
    best = max(nd, min(dt, dp))
    doubler = best - (min(dt, dp) if doubled else nd)
    taker = max(-dt, -dp) - (-dt if took else -dp)
    return max(0.0, doubler), max(0.0, taker)


# -- bgdesk's advice -------------------------------------------------------------------------------------

def advice_figures(checker: list, gnubg: list, out=print) -> dict:
    from bgdesk.bots import analysis, reference
    from bgdesk.bots.features import is_race
    from bgdesk.bots.skill import classify

    rows, times = [], []
    for d, g in zip(checker, gnubg):
        if len(g) < 2:
            continue
        pos, dice, played = Position.from_position_id(d["pid"]), tuple(d["dice"]), tuple(d["played"])
        reference.CACHE.clear()
        t0 = time.perf_counter()
        hint = analysis.checker_analysis(pos, dice, None, played_boards=(played,))
        times.append(time.perf_counter() - t0)
        ours_best = hint.best.board
        cost = loss_by(g, ours_best)
        if cost is None:
            cost = worst_listed(g)
        g_loss = loss_by(g, played)
        if g_loss is None:
            continue
        o_loss = hint.loss_of(played) or 0.0
        ours, theirs = classify(o_loss), classify(g_loss)
        rows.append({"source": d["source"], "pid": d["pid"], "dice": d["dice"],
                     "cost": cost, "agree": ours_best == max(g, key=g.get) or cost < 0.0005,
                     "ours": ours.value, "gnubg": theirs.value, "steps": abs(ours.rank - theirs.rank),
                     "mark_steps": abs(mark(ours) - mark(theirs)),
                     "our_loss": o_loss, "gnubg_loss": g_loss,
                     "race": is_race(pos.board),
                     # the positions after bgdesk's and gnubg's best plays, the opponent on roll
                     "ours_after": Position.from_board(ours_best).swapped().position_id(),
                     "gnubg_after": Position.from_board(max(g, key=g.get)).swapped().position_id()})
    n = len(rows)
    fig = {
        "decisions": n,
        "cost": 1000.0 * sum(r["cost"] for r in rows) / n,
        "agree": sum(r["agree"] for r in rows) / n,
        "mismatch": sum(r["mark_steps"] > 0 for r in rows) / n,
        "far": sum(r["mark_steps"] >= 2 for r in rows) / n,
        "mismatch5": sum(r["steps"] > 0 for r in rows) / n,
        "far5": sum(r["steps"] >= 2 for r in rows) / n,
        "loss_diff": sum(abs(r["our_loss"] - r["gnubg_loss"]) for r in rows) / n,
        "time_median": statistics.median(times), "time_max": max(times), "rows": rows,
    }
    by_source = {}
    for r in rows:
        by_source.setdefault(r["source"].split(":")[0], []).append(r)
    out(f"checker plays: {n} decisions ({', '.join(f'{k} {len(v)}' for k, v in by_source.items())})")
    out(f"  best play agreement      {100 * fig['agree']:5.1f} %   (budget >= {100 * BUDGETS['agree']:.0f} %)")
    out(f"  advised best costs       {fig['cost']:5.2f} mEMG per decision by gnubg 2-ply "
        f"(budget <= {BUDGETS['cost']})")
    out(f"  error class differs      {100 * fig['mismatch']:5.1f} %   (budget <= {100 * BUDGETS['mismatch']:.0f} %; "
        "gnubg's marks: none, doubtful, bad, very bad)")
    out(f"  error class 2+ steps off {100 * fig['far']:5.1f} %   (budget <= {100 * BUDGETS['far']:.0f} %)")
    out(f"  with best and fine apart (five classes): differs {100 * fig['mismatch5']:.1f} %, "
        f"2+ steps off {100 * fig['far5']:.1f} %")
    small = [r for r in rows if r["gnubg_loss"] <= 0.12]
    out(f"  mean |loss difference| where gnubg's loss is at most 0.120 (not very bad): "
        f"{sum(abs(r['our_loss'] - r['gnubg_loss']) for r in small) / max(1, len(small)):.4f} "
        f"({len(small)} decisions)")
    out(f"  mean |loss difference|   {fig['loss_diff']:.4f}  (budget <= {BUDGETS['loss_diff']})")
    for k, v in by_source.items():
        out(f"    {k:7s}: agree {100 * sum(r['agree'] for r in v) / len(v):5.1f} %, cost "
            f"{1000 * sum(r['cost'] for r in v) / len(v):5.2f} mEMG, error class differs "
            f"{100 * sum(r['mark_steps'] > 0 for r in v) / len(v):5.1f} %, |loss diff| "
            f"{sum(abs(r['our_loss'] - r['gnubg_loss']) for r in v) / len(v):.4f}")
    out(f"  deep advice (one decision, cold cache): median {1000 * fig['time_median']:.0f} ms, "
        f"worst {1000 * fig['time_max']:.0f} ms (budget: median <= 300 ms)")
    return fig


def race_disputes(fig: dict, out=print, trials: int = RACE_ROLLOUT_TRIALS) -> dict:
    """The race decisions where bgdesk's best play and gnubg 2-ply's differ, judged again by GNU
    Backgammon's own rollout of both plays (races roll out in seconds; a contact position takes
    minutes, so those stay at 2-ply). Printed beside the budgets, which stay on gnubg 2-ply: the
    figure says how much of the cost measured is gnubg's 2-ply misjudging a race (seen: seed 23,
    1z4AANAyfjAgAA 55, gnubg 2-ply 20/10 13/8(2) best by 0.133 with 24 % gammons lost; its
    rollout: 48.9 % gammons, 0.112 worse than bgdesk's 20/5 8/3)."""
    rows = fig["rows"]
    disputed = [r for r in rows if r["race"] and r["cost"] >= 0.0005]
    if not disputed:
        out("  race decisions where bgdesk and gnubg 2-ply pick different plays: none")
        return {"disputed": 0}
    pids = sorted({r[k] for r in disputed for k in ("ours_after", "gnubg_after")})
    t0 = time.perf_counter()
    rolled = dict(zip(pids, referee.rollout(pids, trials=trials)))
    seconds = time.perf_counter() - t0
    ours_right, cost_rolled = 0, 0.0
    for r in disputed:
        ours = -rolled[r["ours_after"]]["cubeful"]
        theirs = -rolled[r["gnubg_after"]]["cubeful"]
        r["rollout_cost"] = max(0.0, theirs - ours)
        ours_right += ours > theirs
        cost_rolled += r["rollout_cost"]
        out(f"    {r['pid']} {r['dice'][0]}{r['dice'][1]}: cost {r['cost']:.3f} by gnubg 2-ply, "
            f"{r['rollout_cost']:.3f} by its rollout (bgdesk's play {ours:+.3f}, gnubg 2-ply's "
            f"{theirs:+.3f}, SE {max(rolled[r['ours_after']]['se'], rolled[r['gnubg_after']]['se']):.3f})")
    n = len(rows)
    cost = 1000.0 * (sum(r["cost"] for r in rows) - sum(r["cost"] for r in disputed) + cost_rolled) / n
    out(f"  race decisions where bgdesk and gnubg 2-ply pick different plays: {len(disputed)}; gnubg's "
        f"own rollout ({trials} trials) prefers bgdesk's play in {ours_right} ({seconds:.0f} s)")
    out(f"  advised best costs       {cost:5.2f} mEMG per decision with those judged by gnubg's rollout "
        f"(the budget is on the 2-ply figure above)")
    return {"disputed": len(disputed), "bgdesk_right": ours_right, "cost_with_rollouts": cost}


def cube_figures(cubes: list, gnubg: list, out=print, settle: bool = True) -> dict:
    from bgdesk.bots import analysis

    rows, settle_times = [], []
    for c, g in zip(cubes, gnubg):
        if "error" in g:
            continue
        state = CubeState(Position.from_position_id(c["pid"]))
        h = h3 = analysis.cube_hint(state)
        if settle and analysis.cube_is_close(h):
            t0 = time.perf_counter()
            h = analysis.settled_cube_hint(state)
            settle_times.append(time.perf_counter() - t0)
        theirs = gnubg_action(g)
        d_cost, t_cost = cube_costs(g, h.should_double, h.should_take)
        rows.append({"pid": c["pid"], "source": c["source"], "ours": h.proper, "gnubg": theirs,
                     "reference": h3.proper, "level": h.level,
                     "cost": d_cost + t_cost, "nd_d": abs((h.double_equity - h.nd)
                                                          - (min(g["dt"], g["dp"]) - g["nd"]))})
    n = len(rows)
    fig = {"decisions": n, "agree": sum(r["ours"] == r["gnubg"] for r in rows) / n,
           "cost": 1000.0 * sum(r["cost"] for r in rows) / n,
           "margin_diff": sum(r["nd_d"] for r in rows) / n, "rows": rows,
           "agree_reference": sum(r["reference"] == r["gnubg"] for r in rows) / n,
           "settled": len(settle_times), "settle_times": settle_times}
    out(f"cube decisions: {n}")
    out(f"  proper action agreement  {100 * fig['agree']:5.1f} %   (budget >= {100 * BUDGETS['cube']:.0f} %)")
    if settle:
        from bgdesk.bots import reference

        out(f"    close ones (within {reference.CUBE_SETTLE_WITHIN} at 3-ply) settled by a "
            f"{reference.CUBE_SETTLE_TRIALS}-trial rollout: {len(settle_times)}"
            + (f", {statistics.median(settle_times):.0f} s median, {max(settle_times):.0f} s longest"
               if settle_times else "")
            + f"; at 3-ply alone {100 * fig['agree_reference']:.1f} %")
    out(f"  advised action costs     {fig['cost']:5.2f} mEMG per decision (doubler and taker)")
    out(f"  mean |double - no double difference| {fig['margin_diff']:.4f}")
    for r in rows:
        if r["ours"] != r["gnubg"]:
            out(f"    {r['pid']}: bgdesk {r['ours']} ({r['level']}), gnubg {r['gnubg']} "
                f"(cost {r['cost']:.3f})")
    return fig


# -- resignations ------------------------------------------------------------------------------------

def resignation_offers(seed: int, games: int = RESIGN_GAMES) -> list:
    """Money games between our bots (beginner against intermediate, intermediate against itself),
    cube centred; before every roll the player on roll is asked whether it resigns
    (:func:`bgdesk.bots.resignation_offer`, as every level asks); a game ends at its first
    offer. [{"pid" (seen from the resigner, on roll), "kind"}]"""
    from bgdesk.bots import make_bot, resignation_offer

    rng = random.Random(seed + 6)
    pairs = ((make_bot("beginner", random.Random(seed + 7)), make_bot("intermediate", random.Random(seed + 8))),
             (make_bot("intermediate", random.Random(seed + 9)), make_bot("intermediate", random.Random(seed + 10))))
    offers = []
    for g in range(games):
        bots = pairs[g % 2]
        pos, turn = Position.initial(), 0
        while turn < MAX_TURNS:
            if turn:
                kind = resignation_offer(CubeState(pos))
                if kind is not None:
                    offers.append({"pid": pos.position_id(), "kind": kind})
                    break
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if turn == 0 and d1 == d2:
                continue
            play = bots[turn % 2].choose_play(pos, (d1, d2))
            turn += 1
            if play.result.winner() is not None:
                break
            pos = play.result.swapped()
    return offers


def resignation_figures(offers: list, gnubg: list, gnubg_cube: list, out=print) -> dict:
    """Each offer judged by gnubg 2-ply as GNU Backgammon judges a resignation (its
    getResignEquities: the cubeless value of its chances before the roll, money, cube centred),
    and with the cube too (gnubg's cubeful equity, the better of no double and double for the
    resigner, on roll): too small (the opponent should refuse it: it gives less than playing
    on, by more than three decimals show), too costly (more than 0.01 given up against playing
    on), and the kind gnubg's figures warrant by the same rule."""
    from bgdesk.bots import resign

    rows = []
    for o, g, c in zip(offers, gnubg, gnubg_cube):
        if "error" in g or "error" in c:
            continue
        state = CubeState(Position.from_position_id(o["pid"]))
        cubeful = max(c["nd"], min(c["dt"], c["dp"]))
        row = {"pid": o["pid"], "kind": o["kind"], "win": g["probs"][0]}
        for name, play_on in (("", None), ("cubeful_", cubeful)):
            value_on, kinds = resign._values(tuple(g["probs"]), state, play_on)
            value = dict(kinds)[o["kind"]]
            row[name + "short"] = value - value_on
            row[name + "cost"] = value_on - value
            row[name + "gnubg_kind"] = resign.warranted_resignation(tuple(g["probs"]), state,
                                                                    play_on=play_on)
        rows.append(row)
    n = len(rows)
    kinds = {k: sum(r["kind"] == k for r in rows) for k in (1, 2, 3)}
    out(f"resignations: {n} bot offers (single {kinds[1]}, gammon {kinds[2]}, backgammon {kinds[3]}) "
        f"in {RESIGN_GAMES} bot games, judged by gnubg 2-ply")
    fig = {"offers": n, "rows": rows}
    for name, words in (("", "as gnubg judges a resignation (cubeless)"), ("cubeful_", "with the cube")):
        small = [r for r in rows if r[name + "short"] > resign.ACCEPTABLE]
        costly = [r for r in rows if r[name + "cost"] > resign.COST + 1e-9]
        same = sum(r["kind"] == r[name + "gnubg_kind"] for r in rows)
        out(f"  {words}: too small (the opponent should refuse) {len(small)}, costing the bot more "
            f"than {resign.COST} against playing on {len(costly)}{' (budget: none of either)' if not name else ''}; "
            f"the kind gnubg's figures warrant {same} of {n}")
        for r in small + costly:
            out(f"    {r['pid']}: offered {r['kind']} with {100 * r['win']:.1f} % to win, gnubg's figures "
                f"give {r[name + 'gnubg_kind']} (short by {max(0.0, r[name + 'short']):.4f}, "
                f"costs {max(0.0, r[name + 'cost']):.4f})")
        fig[name + "too_small"], fig[name + "too_costly"], fig[name + "same_kind"] = len(small), len(costly), same
    return fig


# -- the ladder -------------------------------------------------------------------------------------------

def ladder(checker: list, gnubg: list, cubes: list, gnubg_cube: list, out=print) -> dict:
    from bgdesk.bots import Answer, available_levels, make_bot

    rows = {}
    timings = {}
    for level in available_levels():
        bot = make_bot(level, random.Random(7))
        losses, times = [], []
        for d, g in zip(checker, gnubg):
            if len(g) < 2:
                continue
            pos, dice = Position.from_position_id(d["pid"]), tuple(d["dice"])
            t0 = time.perf_counter()
            play = bot.choose_play(pos, dice, CubeState(pos))
            times.append(time.perf_counter() - t0)
            loss = loss_by(g, play.result_board)
            losses.append(worst_listed(g) if loss is None else loss)
        cube_losses = []
        for c, g in zip(cubes, gnubg_cube):
            if "error" in g:
                continue
            pos = Position.from_position_id(c["pid"])
            doubled = bot.cube_action(CubeState(pos))
            took = bot.answer_double(CubeState(pos.swapped())) is not Answer.PASS
            cube_losses += list(cube_costs(g, doubled, took))
        rows[level] = (losses, cube_losses)
        timings[level] = (statistics.median(times), max(times))
    for plies in (0, 1):
        g_low = gnubg_plays(checker, plies=plies)
        losses = []
        for g, low in zip(gnubg, g_low):
            if len(g) < 2:
                continue
            best = max(low, key=low.get)
            loss = loss_by(g, best)
            losses.append(worst_listed(g) if loss is None else loss)
        c_low = gnubg_cubes(cubes, plies=plies)
        cube_losses = []
        for g, low in zip(gnubg_cube, c_low):
            if "error" in g or "error" in low:
                continue
            act = gnubg_action(low)
            cube_losses += list(cube_costs(g, act.startswith("double"), not act.endswith("pass")))
        rows[f"gnubg {plies}-ply"] = (losses, cube_losses)
    out("ladder: error per decision judged by gnubg 2-ply (mEMG; checker plays, cube decisions, all)")
    for name, (losses, cube_losses) in rows.items():
        allv = losses + cube_losses
        t = timings.get(name)
        when = f"   decision median {1000 * t[0]:.0f} ms, worst {1000 * t[1]:.0f} ms" if t else ""
        out(f"  {name:14s} {1000 * sum(losses) / len(losses):6.1f} {1000 * sum(cube_losses) / max(1, len(cube_losses)):6.1f}"
            f" {1000 * sum(allv) / len(allv):6.1f}{when}")
    return {k: {"checker": 1000 * sum(v[0]) / len(v[0]),
                "cube": 1000 * sum(v[1]) / max(1, len(v[1])),
                "all": 1000 * sum(v[0] + v[1]) / len(v[0] + v[1]),
                "time_median": timings.get(k, (None, None))[0],
                "time_max": timings.get(k, (None, None))[1]} for k, v in rows.items()}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--no-ladder", action="store_true")
    ap.add_argument("--no-settle", action="store_true",
                    help="cube decisions at 3-ply alone (close ones not settled by a rollout)")
    ap.add_argument("--no-race-rollouts", action="store_true",
                    help="do not roll out (gnubg) the race decisions where bgdesk and gnubg 2-ply differ")
    ap.add_argument("--all-mat", action="store_true",
                    help="the checker figures on every decision of the .mat files instead of the fixed set "
                         "(no cube, resignation or ladder figures; the budgets are the fixed set's)")
    ap.add_argument("--json", help="write every figure to this file")
    ap.add_argument("--random-plays", action="store_true",
                    help="in the random games' positions judge the random play made there "
                         "(not one of the plays gnubg's 0-ply filter keeps)")
    args = ap.parse_args(argv)
    from bgdesk.bots import analysis, skill

    if not analysis.available():
        print("bgsage is not installed: nothing to measure")
        return 1
    if referee.gnubg_path() is None:
        print("GNU Backgammon (gnubg) is not installed: nothing to compare with")
        return 1
    print(f"referee: {referee.version()} at 2-ply (money, centred cube, Jacoby off); "
          f"bgdesk at {analysis.ANALYSIS_LEVEL} with thresholds {skill.thresholds()}")
    t0 = time.perf_counter()
    if args.all_mat:
        checker, cubes = all_mat_set(), []
        print(f"set: every checker decision of the .mat files, {len(checker)} ({len(MAT_FILES)} files)")
    else:
        checker, cubes = build_set(args.seed, random_plays=args.random_plays)
        print("random games: " + ("the random play made there is judged" if args.random_plays else
                                  "a play gnubg's 0-ply filter keeps is judged (--random-plays: the "
                                  "random play)"))
        print(f"set: {len(checker)} checker decisions, {len(cubes)} cube decisions "
              f"({time.perf_counter() - t0:.0f} s to build)")
    t0 = time.perf_counter()
    g_plays = gnubg_plays(checker)
    g_cubes = gnubg_cubes(cubes) if cubes else []
    print(f"gnubg 2-ply: {time.perf_counter() - t0:.0f} s")
    result = {"checker": advice_figures(checker, g_plays)}
    if not args.no_race_rollouts:
        result["race_disputes"] = race_disputes(result["checker"])
    if args.all_mat:
        if args.json:
            Path(args.json).write_text(json.dumps(result, indent=1))
        return 0
    result["cube"] = cube_figures(cubes, g_cubes, settle=not args.no_settle)
    offers = resignation_offers(args.seed)
    result["resign"] = resignation_figures(
        offers, referee.ask([{"pid": o["pid"], "probs": True} for o in offers], plies=2),
        referee.ask([{"pid": o["pid"], "cube": True} for o in offers], plies=2))
    if not args.no_ladder:
        result["ladder"] = ladder(checker, g_plays, cubes, g_cubes)
    c, q = result["checker"], result["cube"]
    ok = (c["cost"] <= BUDGETS["cost"] and c["far"] <= BUDGETS["far"]
          and c["agree"] >= BUDGETS["agree"] and c["mismatch"] <= BUDGETS["mismatch"]
          and c["loss_diff"] <= BUDGETS["loss_diff"] and q["agree"] >= BUDGETS["cube"]
          and result["resign"]["too_small"] == 0 and result["resign"]["too_costly"] == 0)
    print("budgets:", "all met" if ok else "NOT all met")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
