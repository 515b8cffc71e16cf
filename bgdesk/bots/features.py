"""Board features for our own bots' evaluation (pure Python, standard library only).

Every function takes a *board*: the signed 26-tuple of :attr:`bgdesk.engine.Position.board`, in
the numbering of the player it is seen from ("me"): ``b[1..24] > 0`` my checkers, ``< 0`` the
opponent's, ``b[25]`` my bar, ``b[0]`` the opponent's bar.  The evaluation looks at positions
*after* my play, so the opponent is the one about to roll.

Two kinds of inputs feed the networks in :mod:`bgdesk.bots.evaluator`:

* the **raw** encoding: for each side and each point (in that side's own numbering), the bar and
  the checkers off, a handful of inputs that depend only on how many checkers are there (one, two,
  three or more, and the excess beyond three).  Because they depend on one location's count only,
  the evaluator folds them into precomputed hidden-layer contributions: one vector addition per
  occupied location.
* a few **hand-written** features that no single location shows: pip counts, the opponent's
  shots at my blots (direct and indirect, honouring blocking points) and the pips those hits
  would cost me, blots, home-board points, primes, how easily each side's last checker escapes
  the other side's blockade, the opponent's chance to dance on my home board.

The same code is used by the training script (tools/train_intermediate.py), so what was fitted
is exactly what runs.
"""

from __future__ import annotations

from functools import lru_cache

# --------------------------------------------------------------------------- raw encoding

#: Raw inputs per location (point 1..24 or bar): n >= 1, n >= 2, n >= 3, (n - 3) / 2 when n > 3.
PER_LOCATION = 4
#: One side's raw block: 24 points and the bar (4 inputs each) and the checkers off (1 input).
SIDE_INPUTS = 25 * PER_LOCATION + 1
RAW_INPUTS = 2 * SIDE_INPUTS
OFF_INDEX = 25 * PER_LOCATION  # within one side's block


def location_inputs(n: int) -> tuple:
    """The raw inputs of one location holding *n* checkers of one side (n >= 1)."""
    return (1.0, 1.0 if n >= 2 else 0.0, 1.0 if n >= 3 else 0.0, (n - 3) / 2.0 if n > 3 else 0.0)


def raw_index(side: int, location: int) -> int:
    """First raw input of *location* (1..24 points, 25 bar) of *side* (0 me, 1 opponent)."""
    return side * SIDE_INPUTS + (location - 1) * PER_LOCATION


def raw_sparse(board) -> list:
    """``[(index, value), ...]`` for the non-zero raw inputs of *board* (used for training)."""
    out = []
    off_me = 15 - board[25]
    off_them = 15 - board[0]
    for p in range(1, 25):
        v = board[p]
        if v > 0:
            off_me -= v
            base = raw_index(0, p)
            for k, x in enumerate(location_inputs(v)):
                if x:
                    out.append((base + k, x))
        elif v < 0:
            off_them += v
            base = raw_index(1, 25 - p)
            for k, x in enumerate(location_inputs(-v)):
                if x:
                    out.append((base + k, x))
    for side, n in ((0, board[25]), (1, board[0])):
        if n:
            base = raw_index(side, 25)
            for k, x in enumerate(location_inputs(n)):
                if x:
                    out.append((base + k, x))
    if off_me:
        out.append((OFF_INDEX, off_me / 15.0))
    if off_them:
        out.append((SIDE_INPUTS + OFF_INDEX, off_them / 15.0))
    return out


# --------------------------------------------------------------------------- dice tables

#: The 21 distinct rolls and how many of the 36 they stand for.
ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, a + 1))
ROLL_WEIGHT = tuple(1 if a == b else 2 for a, b in ROLLS)


def _ways_to_cover() -> tuple:
    """``WAYS[d]``: ``(roll index, alternatives)`` for every roll that can move one checker
    exactly *d* pips; each alternative is the tuple of intermediate distances it touches down on
    (all of which must be open).  A direct shot has the single alternative ``()``."""
    ways = [[] for _ in range(25)]
    for r, (a, b) in enumerate(ROLLS):
        if a != b:
            for d, alts in ((a, ((),)), (b, ((),)), (a + b, ((a,), (b,)))):
                if d <= 24:
                    # a direct number also hit by the sum of the other die is still one roll
                    ways[d].append((r, alts))
        else:
            for k in range(1, 5):
                d = a * k
                if d <= 24:
                    ways[d].append((r, (tuple(a * i for i in range(1, k)),)))
    # merge duplicates (e.g. 2-1 covers 1, 2 and 3) per distance and roll
    merged = []
    for d in range(25):
        by_roll: dict = {}
        for r, alts in ways[d]:
            by_roll.setdefault(r, []).extend(alts)
        merged.append(tuple((r, tuple(alts)) for r, alts in sorted(by_roll.items())))
    return tuple(merged)


WAYS = _ways_to_cover()


def shots(board, blots=None) -> tuple:
    """``(rolls, pips)``: on how many of 36 rolls the opponent (about to roll) can hit at least
    one of my blots, and the expected pips I lose to those hits (a blot hit on my point p costs
    25 - p pips).  Combination shots need an open touch-down point; an opponent checker on the
    bar hits only by entering (or, alone on the bar, with the other die from elsewhere)."""
    b = board
    if blots is None:
        blots = [p for p in range(1, 25) if b[p] == 1]
    if not blots:
        return 0, 0.0
    bar = b[0]
    if bar:
        sources = [0]
        direct_only = [q for q in range(1, 25) if b[q] < 0] if bar == 1 else []
    else:
        sources = [q for q in range(1, 25) if b[q] < 0]
        direct_only = []
    loss = [0] * 21
    ways = WAYS
    for p in blots:  # ascending p: the costliest blots first
        cost = 25 - p
        for q in sources:
            if q >= p:
                break
            for r, alts in ways[p - q]:
                if loss[r] >= cost:
                    continue
                for alt in alts:
                    for o in alt:
                        if b[q + o] >= 2:
                            break
                    else:
                        loss[r] = cost
                        break
        for q in direct_only:
            if q >= p:
                break
            d = p - q
            if d <= 6:
                for r, (x, y) in enumerate(ROLLS):
                    if (x == d or y == d) and loss[r] < cost:
                        loss[r] = cost
    rolls = 0
    pips = 0
    for r in range(21):
        if loss[r]:
            w = ROLL_WEIGHT[r]
            rolls += w
            pips += w * loss[r]
    return rolls, pips / 36.0


@lru_cache(maxsize=None)
def escapes(mask: int) -> int:
    """How many of 36 rolls carry a checker past every blocked point in front of it.

    Bit ``i`` of *mask* set means the point ``i + 1`` pips ahead is blocked (held by two or more
    opposing checkers); only the next twelve points are looked at.  A roll escapes when the
    checker can land beyond the farthest blocked point, touching down on open points only."""
    if not mask:
        return 36
    last = mask.bit_length()  # farthest blocked distance

    def open_(d: int) -> bool:
        return d > 12 or not (mask >> (d - 1)) & 1

    total = 0
    for r, (a, b) in enumerate(ROLLS):
        ok = False
        if a != b:
            reach = []
            if open_(a):
                reach.append(a)
            if open_(b):
                reach.append(b)
            if reach and open_(a + b):
                reach.append(a + b)
            ok = any(d > last for d in reach)
        else:
            d = 0
            for _ in range(4):
                d += a
                if not open_(d):
                    break
                if d > last:
                    ok = True
                    break
        if ok:
            total += ROLL_WEIGHT[r]
    return total


def _longest_run(flags) -> int:
    best = run = 0
    for f in flags:
        if f:
            run += 1
            if run > best:
                best = run
        else:
            run = 0
    return best


# --------------------------------------------------------------------------- hand-written features

CONTACT_FEATURES = (
    "my_pips", "opp_pips", "opp_shots", "my_pip_loss", "my_blots", "opp_blots",
    "my_home_points", "opp_home_points", "my_prime", "opp_prime",
    "opp_escapes", "my_escapes", "opp_dance", "my_back", "opp_back",
)

RACE_FEATURES = ("my_pips", "opp_pips", "pip_lead", "my_outside", "opp_outside", "my_wastage")


def is_race(board) -> bool:
    """No contact left: every checker of mine has passed every opposing checker."""
    if board[25] or board[0]:
        return False
    mine_back = 0
    for p in range(24, 0, -1):
        if board[p] > 0:
            mine_back = p
            break
    for q in range(1, 25):
        if board[q] < 0:
            return q > mine_back
    return True


def contact_features(b) -> list:
    my_pips = 25 * b[25]
    opp_pips = 25 * b[0]
    my_blots = []
    opp_blots = 0
    my_made = [False] * 26
    opp_made = [False] * 26
    my_back_pt = 25 if b[25] else 0
    opp_back_pt = 0 if b[0] else 25
    my_back = b[25]
    opp_back = b[0]
    for p in range(1, 25):
        v = b[p]
        if v > 0:
            my_pips += p * v
            if v == 1:
                my_blots.append(p)
            else:
                my_made[p] = True
            if p > my_back_pt:
                my_back_pt = p
            if p >= 19:
                my_back += v
        elif v < 0:
            opp_pips += (25 - p) * -v
            if v == -1:
                opp_blots += 1
            else:
                opp_made[p] = True
            if p < opp_back_pt:
                opp_back_pt = p
            if p <= 6:
                opp_back -= v
    n_shots, pip_loss = shots(b, my_blots)
    my_home = sum(my_made[1:7])
    opp_home = sum(opp_made[19:25])
    # the opponent's last checker against my blockade (it moves up my numbering)
    mask = 0
    for i in range(1, 13):
        q = opp_back_pt + i
        if q > 24:
            break
        if my_made[q]:
            mask |= 1 << (i - 1)
    opp_esc = escapes(mask) if opp_back_pt < 25 else 36
    mask = 0
    for i in range(1, 13):
        p = my_back_pt - i
        if p < 1:
            break
        if opp_made[p]:
            mask |= 1 << (i - 1)
    my_esc = escapes(mask) if my_back_pt > 0 else 36
    dance = (my_home / 6.0) ** 2 if b[0] else 0.0
    return [
        my_pips / 100.0, opp_pips / 100.0, n_shots / 36.0, pip_loss / 25.0,
        len(my_blots) / 5.0, opp_blots / 5.0, my_home / 6.0, opp_home / 6.0,
        _longest_run(my_made[1:25]) / 6.0, _longest_run(opp_made[1:25]) / 6.0,
        opp_esc / 36.0, my_esc / 36.0, dance, my_back / 15.0, opp_back / 15.0,
    ]


def race_features(b) -> list:
    my_pips = opp_pips = 0
    my_out = opp_out = 0
    waste = 0
    for p in range(1, 25):
        v = b[p]
        if v > 0:
            my_pips += p * v
            if p > 6:
                my_out += v
            elif p <= 3:
                waste += (4 - p) * v
        elif v < 0:
            opp_pips += (25 - p) * -v
            if p < 19:
                opp_out -= v
    lead = opp_pips - my_pips
    return [my_pips / 100.0, opp_pips / 100.0, max(-1.0, min(1.0, lead / 40.0)),
            my_out / 15.0, opp_out / 15.0, waste / 30.0]
