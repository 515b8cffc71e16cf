"""Build the weights of the "intermediate" bot (resources/bots/intermediate.json).

The intermediate bot's evaluation is our own: hand-written features (bgdesk/bots/features.py)
feeding two tiny neural networks (contact and race), evaluated in pure Python at run time.  Their
weights are fitted offline, by this script, to bgsage's evaluations of many positions:

1. ``generate``: play games with bgsage's 1-ply engine (with some random moves mixed in so that odd
   positions are covered too); at a sample of decisions, record every candidate play's resulting
   position with bgsage's five probabilities (win, gammon win, backgammon win, gammon loss,
   backgammon loss), from the side of the player who has just moved.
2. ``train``: compute our features for every recorded position and fit each network (one hidden
   layer, sigmoid outputs) by minimising cross-entropy to bgsage's probabilities, plus a
   per-decision ranking term so that the net orders the candidate plays of one roll like bgsage.
3. ``report``: how often the fitted evaluation picks bgsage's best play, and the equity it loses
   per decision compared with pubeval's.

numpy is needed here only (``pip install numpy``; bgsage already depends on it); the program
itself never imports numpy.  Run from the project root, one core is enough.  The shipped weights
were made by exactly these commands (data in build/train/, about an hour on one core)::

    python tools/train_intermediate.py generate --games 6000 --seed 1
    python tools/train_intermediate.py generate --games 6000 --seed 2
    python tools/train_intermediate.py train     # both data sets, 14 epochs contact, 40 race
    python tools/train_intermediate.py report

Everything is seeded, so a run can be repeated.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DATA_DIR = ROOT / "build" / "train"
OUT = ROOT / "resources" / "bots" / "intermediate.json"


# --------------------------------------------------------------------------------- generation

def _flip(board):
    return [board[25]] + [-board[25 - i] for i in range(1, 25)] + [board[0]]


def generate(games: int, seed: int, out: Path, sample_rate: float, max_candidates: int) -> None:
    import numpy as np
    import bgsage

    analyzer = bgsage.BgBotAnalyzer(eval_level="1ply", cubeful=False, parallel_threads=1)
    rng = random.Random(seed)
    boards, probs, decision = [], [], []
    n_decisions = 0
    start = time.time()
    for game in range(games):
        # Each side gets a style: how often it plays a random legal move, and how often it
        # picks among the top few rather than the best.
        eps = (rng.choice((0.0, 0.03, 0.1, 0.25, 0.5)), rng.choice((0.0, 0.03, 0.1, 0.25, 0.5)))
        board = list(bgsage.STARTING_BOARD)
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if d1 != d2:
                break
        side = 0
        for ply in range(600):
            if ply:
                d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            moves = analyzer.checker_play(board, d1, d2).moves
            if not moves:
                after = board
            else:
                if len(moves) > 1 and rng.random() < sample_rate:
                    if len(moves) <= max_candidates:
                        chosen = moves
                    else:
                        top = moves[: max_candidates // 3]
                        rest = rng.sample(moves[max_candidates // 3:], max_candidates - len(top))
                        chosen = top + rest
                    for m in chosen:
                        boards.append(m.board)
                        probs.append(m.probs.to_list())
                        decision.append(n_decisions)
                    n_decisions += 1
                r = rng.random()
                if r < eps[side]:
                    pick = moves[rng.randrange(len(moves))]
                elif r < eps[side] * 2 and len(moves) > 1:
                    pick = moves[rng.randrange(min(3, len(moves)))]
                else:
                    pick = moves[0]
                after = pick.board
            if sum(x for x in after[1:25] if x > 0) + after[25] == 0:
                break
            board = _flip(after)
            side = 1 - side
        if (game + 1) % 500 == 0:
            print(f"{game + 1} games, {n_decisions} decisions, {len(boards)} positions, "
                  f"{time.time() - start:.0f}s", flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, boards=np.array(boards, dtype=np.int8),
                        probs=np.array(probs, dtype=np.float32),
                        decision=np.array(decision, dtype=np.int32))
    print(f"wrote {out}: {len(boards)} positions from {n_decisions} decisions")



# --------------------------------------------------------------------------------- features

def featurize(path: Path):
    """Feature matrices for every recorded position, cached beside the data."""
    import numpy as np
    from bgdesk.bots import features as F

    cache = path.with_suffix(".features.npz")
    if cache.exists() and cache.stat().st_mtime > path.stat().st_mtime:
        d = np.load(cache)
        return {k: d[k] for k in d.files}
    d = np.load(path)
    boards, probs, decision = d["boards"], d["probs"], d["decision"]
    n = len(boards)
    race = np.zeros(n, dtype=bool)
    nc, nr = len(F.CONTACT_FEATURES), len(F.RACE_FEATURES)
    dense_c = np.zeros((n, nc), dtype=np.float32)
    dense_r = np.zeros((n, nr), dtype=np.float32)
    raw_rows, raw_cols, raw_vals = [], [], []
    start = time.time()
    for i in range(n):
        b = tuple(int(x) for x in boards[i])
        if F.is_race(b):
            race[i] = True
            dense_r[i] = F.race_features(b)
        else:
            dense_c[i] = F.contact_features(b)
        for idx, val in F.raw_sparse(b):
            raw_rows.append(i)
            raw_cols.append(idx)
            raw_vals.append(val)
        if (i + 1) % 200000 == 0:
            print(f"  features: {i + 1}/{n} ({time.time() - start:.0f}s)", flush=True)
    out = dict(boards=boards, probs=probs, decision=decision, race=race, dense_c=dense_c,
               dense_r=dense_r, raw_rows=np.array(raw_rows, dtype=np.int32),
               raw_cols=np.array(raw_cols, dtype=np.int16),
               raw_vals=np.array(raw_vals, dtype=np.float32))
    np.savez(cache, **out)
    return out


def design_matrix(data, mask, race: bool):
    """Dense inputs (raw inputs, then the hand-written features) for the rows in *mask*."""
    import numpy as np
    from bgdesk.bots import features as F

    idx = np.nonzero(mask)[0]
    pos = np.full(len(mask), -1, dtype=np.int64)
    pos[idx] = np.arange(len(idx))
    dense = data["dense_r"] if race else data["dense_c"]
    X = np.zeros((len(idx), F.RAW_INPUTS + dense.shape[1]), dtype=np.float32)
    r = pos[data["raw_rows"]]
    keep = r >= 0
    X[r[keep], data["raw_cols"][keep].astype(np.int64)] = data["raw_vals"][keep]
    X[:, F.RAW_INPUTS:] = dense[idx]
    return X, idx


# --------------------------------------------------------------------------------- training

EQUITY_WEIGHTS = (2.0, 1.0, 1.0, -1.0, -1.0)  # equity = 2w - 1 + wg + wbg - lg - lbg


def fit(X, T, groups, hidden: int, epochs: int, seed: int, rank_weight: float, lr: float = 2e-3,
        batch: int = 512, log=print):
    """One hidden layer (tanh), five sigmoid outputs; cross-entropy to the targets *T*, plus a
    listwise ranking term over the candidate plays of one decision (*groups*: decision ids)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n, d = X.shape
    W1 = (rng.standard_normal((d, hidden)) * (1.0 / np.sqrt(max(1.0, (X != 0).sum(1).mean())))).astype(np.float32)
    b1 = np.zeros(hidden, dtype=np.float32)
    W2 = (rng.standard_normal((hidden, 5)) * (1.0 / np.sqrt(hidden))).astype(np.float32)
    b2 = np.log(np.clip(T.mean(0), 1e-4, 1 - 1e-4) / (1 - np.clip(T.mean(0), 1e-4, 1 - 1e-4))).astype(np.float32)
    params = [W1, b1, W2, b2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    eqw = np.array(EQUITY_WEIGHTS, dtype=np.float32)
    teq = T @ eqw
    # batches are whole decisions, so that the ranking term sees every candidate of a roll
    order_groups = np.unique(groups)
    starts = np.searchsorted(groups, order_groups)  # groups is sorted
    ends = np.append(starts[1:], n)
    step = 0
    for epoch in range(epochs):
        perm = rng.permutation(len(order_groups))
        alpha = lr * (0.5 * (1 + np.cos(np.pi * epoch / epochs)))
        total = 0.0
        gpb = max(1, batch // max(1, n // len(order_groups)))
        for s in range(0, len(perm), gpb):
            sel = perm[s:s + gpb]
            rows = np.concatenate([np.arange(starts[g], ends[g]) for g in sel])
            gid = np.concatenate([np.full(ends[g] - starts[g], k) for k, g in enumerate(sel)])
            x, t = X[rows], T[rows]
            z1 = x @ W1 + b1
            a = np.tanh(z1)
            z2 = a @ W2 + b2
            p = 1.0 / (1.0 + np.exp(-z2))
            bsz = len(rows)
            gz2 = (p - t) / bsz
            total += float(-(t * np.log(p + 1e-7) + (1 - t) * np.log(1 - p + 1e-7)).sum())
            if rank_weight:
                # softmax over each decision's candidates: net equity vs bgsage's
                eq = p @ eqw
                tau = 0.05
                ng = len(sel)
                def seg_softmax(val):
                    mx = np.full(ng, -np.inf)
                    np.maximum.at(mx, gid, val)
                    e = np.exp((val - mx[gid]) / tau)
                    s_ = np.zeros(ng)
                    np.add.at(s_, gid, e)
                    return e / s_[gid]
                q_t = seg_softmax(teq[rows])
                q_n = seg_softmax(eq)
                # d/d eq of sum_g KL(q_t || q_n) = (q_n - q_t) / tau
                geq = rank_weight * (q_n - q_t) / tau / ng
                gz2 = gz2 + (geq[:, None] * eqw[None, :] * p * (1 - p)).astype(np.float32)
            gW2 = a.T @ gz2
            gb2 = gz2.sum(0)
            ga = gz2 @ W2.T
            gz1 = ga * (1 - a * a)
            gW1 = x.T @ gz1
            gb1 = gz1.sum(0)
            step += 1
            for i, g in enumerate((gW1, gb1, gW2, gb2)):
                m[i] = 0.9 * m[i] + 0.1 * g
                v[i] = 0.999 * v[i] + 0.001 * g * g
                mh = m[i] / (1 - 0.9 ** step)
                vh = v[i] / (1 - 0.999 ** step)
                params[i] -= (alpha * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)
        log(f"    epoch {epoch + 1}/{epochs}: cross-entropy {total / n:.4f}")
    return params


def predict(params, X):
    import numpy as np

    W1, b1, W2, b2 = params
    return 1.0 / (1.0 + np.exp(-(np.tanh(X @ W1 + b1) @ W2 + b2)))


def net_spec(params, names) -> dict:
    W1, b1, W2, b2 = params
    r = lambda a: [float(f"{x:.5g}") for x in a]
    return {"features": list(names), "hidden": int(W1.shape[1]),
            "w1": [r(row) for row in W1], "b1": r(b1), "w2": [r(col) for col in W2.T], "b2": r(b2)}


def decision_loss(decision, teacher_eq, chosen_score):
    """Mean equity (bgsage's) lost per decision by picking the highest *chosen_score*."""
    import numpy as np

    order = np.lexsort((-chosen_score, decision))
    dec = decision[order]
    first = np.ones(len(dec), dtype=bool)
    first[1:] = dec[1:] != dec[:-1]
    picked = teacher_eq[order][first]
    best = np.full(dec.max() + 1, -np.inf)
    np.maximum.at(best, decision, teacher_eq)
    lost = best[dec[first]] - picked
    return float(lost.mean()), float((lost < 1e-9).mean())


def train(paths, hidden_c: int, hidden_r: int, epochs: int, seed: int, rank_weight: float, out: Path,
          nets=("contact", "race"), epochs_race: int | None = None) -> None:
    import numpy as np
    from bgdesk.bots import features as F

    parts = [featurize(p) for p in paths]
    data = {}
    offset = 0
    for part in parts:
        part = dict(part)
        part["decision"] = part["decision"] + offset
        part["raw_rows"] = part["raw_rows"] + sum(len(q["boards"]) for q in data.get("_parts", []))
        offset = int(part["decision"].max()) + 1
        data.setdefault("_parts", []).append(part)
    merged = {k: np.concatenate([q[k] for q in data["_parts"]]) for k in data["_parts"][0]}
    data = merged
    rng = np.random.default_rng(seed)
    n_dec = int(data["decision"].max()) + 1
    valid_dec = rng.random(n_dec) < 0.1
    valid = valid_dec[data["decision"]]
    eqw = np.array(EQUITY_WEIGHTS, dtype=np.float32)
    spec = {"format": 1, "nets": {}, "about": (
        "Weights of the intermediate bot, fitted by tools/train_intermediate.py to bgsage 1-ply "
        f"evaluations of {len(data['boards'])} positions (data: {', '.join(p.name for p in paths)}; "
        f"seed {seed}; hidden {hidden_c}/{hidden_r}; epochs {epochs}/{epochs_race or epochs}).")}
    if set(nets) != {"contact", "race"} and out.exists():
        spec["nets"] = json.loads(out.read_text(encoding="utf-8"))["nets"]  # keep the others
    for race, name, names, hidden in ((False, "contact", F.CONTACT_FEATURES, hidden_c),
                                      (True, "race", F.RACE_FEATURES, hidden_r)):
        if name not in nets:
            continue
        mask_tr = (data["race"] == race) & ~valid
        X, idx = design_matrix(data, mask_tr, race)
        T = data["probs"][idx]
        groups = data["decision"][idx]
        print(f"{name}: {len(idx)} training positions, {X.shape[1]} inputs, {hidden} hidden", flush=True)
        n_epochs = epochs_race if (race and epochs_race) else epochs
        params = fit(X, T, groups, hidden, n_epochs, seed, rank_weight)
        spec["nets"][name] = net_spec(params, names)
        mask_va = (data["race"] == race) & valid
        Xv, idv = design_matrix(data, mask_va, race)
        pv = predict(params, Xv)
        err = np.abs(pv @ eqw - data["probs"][idv] @ eqw).mean()
        print(f"  {name} validation: mean |equity error| {err:.4f} on {len(idv)} positions", flush=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(spec, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {out} ({out.stat().st_size // 1024} KiB)")


def report(paths, weights: Path, limit: int) -> None:
    """Move-selection quality on recorded decisions: ours vs pubeval (bgsage's equities)."""
    import numpy as np
    from bgdesk.bots.evaluator import Evaluator
    from bgdesk.bots import pubeval, features as F

    ev = Evaluator.from_file(weights)
    d = np.load(paths[0])
    boards, probs, decision = d["boards"], d["probs"], d["decision"]
    rng = np.random.default_rng(7)
    n_dec = int(decision.max()) + 1
    pick = np.zeros(n_dec, dtype=bool)
    pick[rng.choice(n_dec, size=min(limit, n_dec), replace=False)] = True
    rows = np.nonzero(pick[decision])[0]
    eqw = np.array(EQUITY_WEIGHTS, dtype=np.float32)
    teq = probs[rows] @ eqw
    ours = np.zeros(len(rows))
    pub = np.zeros(len(rows))
    dec = decision[rows]
    race_of_dec = {}
    bl = [tuple(int(x) for x in boards[i]) for i in rows]
    for k, b in enumerate(bl):
        race_of_dec[dec[k]] = race_of_dec.get(dec[k], True) and F.is_race(b)
    t0 = time.perf_counter()
    for k, b in enumerate(bl):
        ours[k] = ev.equity(b)
    per_eval = (time.perf_counter() - t0) / max(1, len(bl))
    for k, b in enumerate(bl):
        pub[k] = pubeval.score(b, race_of_dec[dec[k]])
    for label, sc in (("ours", ours), ("pubeval", pub), ("bgsage", teq)):
        loss, agree = decision_loss(dec, teq, sc)
        print(f"{label:8s}: equity lost per decision {loss:.4f}, picks bgsage's best {agree:.1%}")
    print(f"evaluation time per position {per_eval * 1e6:.0f} us ({len(bl)} positions)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate", help="record bgsage evaluations of candidate plays")
    g.add_argument("--games", type=int, default=6000)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--sample-rate", type=float, default=0.3)
    g.add_argument("--max-candidates", type=int, default=24)
    g.add_argument("--out", type=Path, default=None)
    t = sub.add_parser("train", help="fit the networks and write the weights file")
    t.add_argument("data", type=Path, nargs="*")
    t.add_argument("--hidden-contact", type=int, default=32)
    t.add_argument("--hidden-race", type=int, default=24)
    t.add_argument("--epochs", type=int, default=14)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--rank-weight", type=float, default=0.5)
    t.add_argument("--out", type=Path, default=OUT)
    t.add_argument("--nets", default="contact,race", help="which networks to fit (others are kept)")
    t.add_argument("--epochs-race", type=int, default=40)
    r = sub.add_parser("report", help="move-selection quality of the weights vs pubeval")
    r.add_argument("data", type=Path, nargs="*")
    r.add_argument("--weights", type=Path, default=OUT)
    r.add_argument("--decisions", type=int, default=3000)
    args = ap.parse_args(argv)
    paths = getattr(args, "data", None) or sorted(DATA_DIR.glob("positions-*.npz"))
    if args.cmd == "generate":
        out = args.out or DATA_DIR / f"positions-{args.seed}.npz"
        generate(args.games, args.seed, out, args.sample_rate, args.max_candidates)
    elif args.cmd == "train":
        train(paths, args.hidden_contact, args.hidden_race, args.epochs, args.seed, args.rank_weight,
              args.out, tuple(args.nets.split(",")), args.epochs_race)
    elif args.cmd == "report":
        report(paths, args.weights, args.decisions)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
