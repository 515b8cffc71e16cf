"""Bridge between bgdesk's engine and bgsage's C++ move generator, for tests and benchmarks.

bgsage's board format (``bgsage.possible_moves(board, d1, d2)``, i.e. ``bgbot_cpp.possible_moves``)
--------------------------------------------------------------------------------------------------
Established by experiment against bgsage 2.0 (``bgsage.STARTING_BOARD``, boards with checkers on
either bar, hits, dances against a closed board, bear-offs; see ``tests/engine/
test_differential_bgsage.py::test_bgsage_board_format`` which pins every point below):

* A board is 26 ints, always seen from the player on roll ("the mover"), in the mover's own
  numbering: points 1..24 run towards the mover's home, point 1 is the deepest point of the
  mover's home board, and the mover moves from high to low numbers (``STARTING_BOARD`` has the
  mover's 2 back checkers on index 24, 5 on 13, 3 on 8, 5 on 6; a 6-5 can play 24/13).
* ``board[1..24]``: mover's checkers are positive, opponent's checkers negative.  The opponent's
  point n is the mover's index 25 - n.
* ``board[25]`` is the **mover's** bar, a count >= 0.  Entering uses index 25 - die (a 2 enters
  on index 23, i.e. in the opponent's home board 19..24).
* ``board[0]`` is the **opponent's** bar, also stored as a count **>= 0 (positive, not
  negative)**: when the mover hits a blot, the result has ``board[0]`` increased by one.  (If a
  negative value is passed in, bgsage carries it through unchanged, so it is a bare count.)
* Borne-off checkers are **not stored**: a side's borne-off count is 15 minus its checkers on the
  board and bar.  (A board with the mover's last checkers borne off simply has no positive
  entries left.)
* Every result of ``possible_moves`` is seen from the **same player** as the input (the mover,
  after the play; not flipped).  ``bgsage.flip_board`` turns a board round for the other player:
  ``new[i] = -old[25 - i]`` for 1..24, ``new[0] = old[25]``, ``new[25] = old[0]``.
* Results are distinct boards (no duplicates), and the order of the dice does not matter.
* When the roll cannot be played at all (dancing on the bar, or blocked everywhere), bgsage 2.0
  returns a one-element list holding the unchanged board, **not** the empty list its docstring
  promises.  Callers here accept either (``bgsage_results`` maps ``[]`` to ``{board}``).

This is exactly the layout of bgdesk's ``Position.board`` (engine_api.md: ``b[1..24]`` > 0 mover
< 0 opponent, ``b[25]`` mover's bar, ``b[0]`` opponent's bar count >= 0), so conversion is a
straight copy.  ``position_to_bgsage`` nevertheless builds the board from ``pos.mine`` and
``pos.theirs`` (not from ``pos.board``) so that the differential test also cross-checks
``Position.board`` and ``Position.from_board``.

Corpus of reachable positions
-----------------------------
``generate_corpus(n, seed)`` plays whole games from the initial position with a seeded
``random.Random`` and picks each play among **bgsage's** legal results (never our engine's), so
the corpus does not depend on the code under test.  Each side of each game gets a playing style
(uniform random, builder, hitter, runner) with some randomness mixed in, which gives hitting
games, closed boards, dances, races and bear-offs against trapped checkers.  Positions are
sampled along the way into buckets with quotas, so every kind of position is well represented.
"""

from __future__ import annotations

import base64
import random
from collections import Counter
from typing import Callable, Iterable, NamedTuple, Sequence

Board = tuple  # a 26-tuple of ints in bgsage's (== Position.board's) layout

STARTING_BOARD: Board = (
    0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5,
    5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0,
)

ALL_ROLLS: tuple[tuple[int, int], ...] = tuple(
    (d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)
)  # 21 rolls, higher die first


# --------------------------------------------------------------------------- board helpers

def flip(board: Sequence[int]) -> Board:
    """The same board seen from the other player (same as ``bgsage.flip_board``)."""
    return (board[25],) + tuple(-board[25 - i] for i in range(1, 25)) + (board[0],)


def checker_counts(board: Sequence[int]) -> tuple[int, int]:
    """Checkers still in play (on points or bar) for (mover, opponent)."""
    mover = board[25] + sum(x for x in board[1:25] if x > 0)
    opponent = board[0] - sum(x for x in board[1:25] if x < 0)
    return mover, opponent


def borne_off(board: Sequence[int]) -> tuple[int, int]:
    mover, opponent = checker_counts(board)
    return 15 - mover, 15 - opponent


def check_board(board: Sequence[int]) -> None:
    """Raise AssertionError unless *board* is a plausible bgsage board."""
    assert len(board) == 26, board
    assert board[0] >= 0 and board[25] >= 0, board
    mover, opponent = checker_counts(board)
    assert 0 <= mover <= 15 and 0 <= opponent <= 15, board


def has_contact(board: Sequence[int]) -> bool:
    """True when some mover checker still has an opponent checker ahead of it (or a bar is used)."""
    if board[25] or board[0]:
        return True
    highest_mover = max((p for p in range(1, 25) if board[p] > 0), default=0)
    lowest_opponent = min((p for p in range(1, 25) if board[p] < 0), default=25)
    return lowest_opponent < highest_mover


def all_home(board: Sequence[int]) -> bool:
    """True when every mover checker still in play is in the home board (1..6)."""
    return board[25] == 0 and all(board[p] <= 0 for p in range(7, 25))


def classify(board: Sequence[int]) -> str:
    """Primary category of a position (first match in this order):

    ``closed``           a home board fully closed (six points of two or more), either side's
    ``bar``              the mover has a checker on the bar
    ``bearoff_contact``  the mover is bearing off (all home) and there is still contact
    ``bearoff``          the mover is bearing off in a pure race
    ``race``             no contact, not yet bearing off
    ``contact``          everything else
    """
    if all(board[p] >= 2 for p in range(1, 7)) or all(board[p] <= -2 for p in range(19, 25)):
        return "closed"
    if board[25] > 0:
        return "bar"
    contact = has_contact(board)
    if all_home(board):
        return "bearoff_contact" if contact else "bearoff"
    return "contact" if contact else "race"


def tags(board: Sequence[int]) -> set[str]:
    """Every description that fits (a position can be on the bar *and* face a closed board)."""
    out = {classify(board)}
    if board[25] > 0:
        out.add("bar")
    if board[0] > 0:
        out.add("opponent_bar")
    if all_home(board):
        out.add("bearoff_any")
        out.add("bearoff_contact" if has_contact(board) else "bearoff")
    if has_contact(board):
        out.add("any_contact")
    if all(board[p] <= -2 for p in range(19, 25)):
        out.add("facing_closed_board")
    return out


def changes(before: Sequence[int], after: Sequence[int]) -> str:
    """Compact per-point difference, for failure messages: ``'13:5>4 8:3>4 off:0>1'``."""
    parts = []
    for i in range(25, -1, -1):
        if before[i] != after[i]:
            name = {25: "bar", 0: "oppbar"}.get(i, str(i))
            parts.append(f"{name}:{before[i]}>{after[i]}")
    off_before, off_after = borne_off(before)[0], borne_off(after)[0]
    if off_before != off_after:
        parts.append(f"off:{off_before}>{off_after}")
    return " ".join(parts)


def position_id(board: Sequence[int]) -> str:
    """GNU Backgammon Position ID of a bgsage board, computed independently of bgdesk.

    gnubg's key lists the opponent's checkers first, then the mover's; each side's points
    1..24 and then its bar, from that side's own point of view, as n one-bits and a zero-bit,
    packed little-endian into 80 bits and written as base64 without the padding.
    """
    mover = [max(board[p], 0) for p in range(1, 25)] + [board[25]]
    opponent = [max(-board[25 - p], 0) for p in range(1, 25)] + [board[0]]
    bits: list[int] = []
    for side in (opponent, mover):
        for n in side:
            bits.extend([1] * n)
            bits.append(0)
    key = bytearray(10)
    for i, bit in enumerate(bits[:80]):
        if bit:
            key[i // 8] |= 1 << (i % 8)
    return base64.b64encode(bytes(key)).decode("ascii")[:14]


# --------------------------------------------------------------------------- bgdesk <-> bgsage

def position_to_bgsage(pos) -> list[int]:
    """bgdesk Position -> bgsage board (a list of 26 ints), built from ``pos.mine``/``pos.theirs``."""
    mine, theirs = pos.mine, pos.theirs
    board = [0] * 26
    for p in range(1, 25):
        board[p] = mine[p] - theirs[25 - p]
    board[25] = mine[25]
    board[0] = theirs[25]
    return board


def position_to_key(pos) -> Board:
    """Hashable bgsage-layout key of a Position (used to compare result sets)."""
    return tuple(position_to_bgsage(pos))


def bgsage_to_position(board: Sequence[int]):
    """bgsage board -> bgdesk Position (through the public ``Position.from_board``)."""
    from bgdesk.engine import Position

    return Position.from_board(tuple(int(x) for x in board))


# --------------------------------------------------------------------------- bgsage access

def _bgsage_generator() -> Callable[[list, int, int], list]:
    """The raw C++ generator (bgbot_cpp.possible_moves), falling back to bgsage.possible_moves."""
    try:
        import bgbot_cpp

        return bgbot_cpp.possible_moves
    except ImportError:  # pragma: no cover - bgsage ships bgbot_cpp
        import bgsage

        return bgsage.possible_moves


def bgsage_results(board: Sequence[int], d1: int, d2: int, gen=None) -> set[Board]:
    """The set of boards bgsage says can result from *board* with roll (d1, d2).

    A roll that cannot be played gives ``{board}`` (bgsage returns ``[board]``; ``[]`` is mapped
    to the same thing in case a later version does what its docstring says).
    """
    gen = gen or _bgsage_generator()
    results = gen(list(board), d1, d2)
    if not results:
        return {tuple(board)}
    return {tuple(r) for r in results}


# --------------------------------------------------------------------------- corpus generator

class CorpusPosition(NamedTuple):
    board: Board      # bgsage layout, seen from the player on roll
    category: str     # classify(board)
    game: int         # index of the game it came from
    ply: int          # half-move number within that game


#: Categories that random games rarely reach: every occurrence is taken (no subsampling).
RARE = frozenset({"closed", "bearoff_contact"})

#: Share of the corpus per primary category (see ``classify``).
QUOTAS: dict[str, float] = {
    "contact": 0.27,
    "bar": 0.22,
    "closed": 0.06,
    "bearoff_contact": 0.10,
    "bearoff": 0.20,
    "race": 0.15,
}


def _score_builder(b: Sequence[int]) -> float:
    """Make points, above all in the home board; avoid blots; hit when cheap."""
    made_home = sum(1 for p in range(1, 7) if b[p] >= 2)
    made = sum(1 for p in range(1, 25) if b[p] >= 2)
    blots = sum(1 for p in range(1, 25) if b[p] == 1)
    return 3 * made_home + made - 1.5 * blots + 1.0 * b[0]


def _score_hitter(b: Sequence[int]) -> float:
    made = sum(1 for p in range(1, 25) if b[p] >= 2)
    return 4 * b[0] + made


def _score_runner(b: Sequence[int]) -> float:
    """Bring checkers home and off; keep them safe."""
    mover_pips = sum(p * b[p] for p in range(1, 25) if b[p] > 0) + 25 * b[25]
    back = sum(b[p] for p in range(19, 25) if b[p] > 0) + b[25]
    blots = sum(1 for p in range(1, 25) if b[p] == 1)
    return -mover_pips - 5 * back - 2 * blots + 10 * borne_off(b)[0]


_STYLES: dict[str, Callable[[Sequence[int]], float] | None] = {
    "uniform": None,
    "builder": _score_builder,
    "hitter": _score_hitter,
    "runner": _score_runner,
}


def _choose(rng: random.Random, results: list, style: str, epsilon: float):
    scorer = _STYLES[style]
    if scorer is None or rng.random() < epsilon:
        return results[rng.randrange(len(results))]
    best = max(scorer(r) for r in results)
    top = [r for r in results if scorer(r) == best]
    return top[rng.randrange(len(top))]


def play_games(seed: int, gen=None) -> Iterable[tuple[int, int, Board]]:
    """Endless stream of (game, ply, board-before-the-roll) from random games played with bgsage.

    Deterministic for a given seed and bgsage version.
    """
    gen = gen or _bgsage_generator()
    rng = random.Random(seed)
    game = 0
    while True:
        styles = (rng.choice(list(_STYLES)), rng.choice(list(_STYLES)))
        epsilons = (rng.choice((0.0, 0.1, 0.3)), rng.choice((0.0, 0.1, 0.3)))
        board: Board = STARTING_BOARD
        # Opening roll: one die each, ties rolled again; the winner plays both dice.
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if d1 != d2:
                break
        side = 0
        for ply in range(2000):
            yield game, ply, board
            if ply:
                d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            results = gen(list(board), d1, d2)
            after = tuple(_choose(rng, results, styles[side], epsilons[side])) if results else board
            if checker_counts(after)[0] == 0:
                break  # the mover has borne off all fifteen
            board = flip(after)
            side = 1 - side
        game += 1


def generate_corpus(
    n: int = 2000,
    seed: int = 20240611,
    quotas: dict[str, float] | None = None,
    sample_rate: float = 0.35,
    gen=None,
    max_plies: int = 3_000_000,
) -> list[CorpusPosition]:
    """*n* distinct reachable positions (bgsage boards seen from the player on roll).

    Positions are sampled from random games (``play_games``) with probability *sample_rate*
    (always, for the ``RARE`` categories), deduplicated, and kept while their category's quota is not full.  If some category cannot
    be filled within *max_plies* half-moves the rest is topped up from the others in order of
    appearance.  The initial position is always the first entry.
    """
    quotas = quotas or QUOTAS
    total = sum(quotas.values())
    want = {c: int(round(n * q / total)) for c, q in quotas.items()}
    sample_rng = random.Random(seed ^ 0x5EED)
    seen: set[Board] = {STARTING_BOARD}
    corpus = [CorpusPosition(STARTING_BOARD, classify(STARTING_BOARD), 0, 0)]
    have: Counter = Counter({corpus[0].category: 1})
    spare: list[CorpusPosition] = []
    for count, (game, ply, board) in enumerate(play_games(seed, gen)):
        if len(corpus) >= n or count >= max_plies:
            break
        draw = sample_rng.random()
        if board in seen:
            continue
        category = classify(board)
        if draw >= sample_rate and category not in RARE:
            continue
        seen.add(board)
        item = CorpusPosition(board, category, game, ply)
        if have[item.category] < want.get(item.category, 0):
            have[item.category] += 1
            corpus.append(item)
        elif len(spare) < n:
            spare.append(item)
    for item in spare:
        if len(corpus) >= n:
            break
        corpus.append(item)
    return corpus[:n]


def corpus_summary(corpus: Sequence[CorpusPosition]) -> dict[str, int]:
    """Counts per tag (multi-label: 'bar', 'bearoff_any', 'facing_closed_board', ...)."""
    counter: Counter = Counter()
    for item in corpus:
        counter.update(tags(item.board))
    return dict(sorted(counter.items()))


# --------------------------------------------------------------------------- slow referee

def _single_steps(board: Sequence[int], die: int) -> list[Board]:
    """Boards after moving one checker by *die* (no dice-usage rules), in bgsage layout."""
    out = []
    if board[25] > 0:
        sources = (25,)
    else:
        sources = tuple(p for p in range(24, 0, -1) if board[p] > 0)
    home = board[25] == 0 and all(board[p] <= 0 for p in range(7, 25))
    for src in sources:
        dst = src - die
        if dst >= 1:
            if board[dst] < -1:
                continue
            b = list(board)
            b[src] -= 1
            if b[dst] == -1:
                b[dst] = 1
                b[0] += 1
            else:
                b[dst] += 1
            out.append(tuple(b))
        elif home and (dst == 0 or not any(board[p] > 0 for p in range(src + 1, 7))):
            b = list(board)
            b[src] -= 1
            out.append(tuple(b))
    return out


def reference_results(board: Sequence[int], d1: int, d2: int) -> set[Board]:
    """A deliberately plain, slow statement of the rules, used to adjudicate a difference.

    Enumerates every order of the dice step by step; keeps the plays that use the most dice;
    when only one die of a non-double can be used, the higher one must be if it can.
    """
    start = tuple(board)
    orders = [(d1,) * 4] if d1 == d2 else [(d1, d2), (d2, d1)]
    ends: list[tuple[Board, int, int]] = []  # (board, dice used, first die used)

    def walk(b: Board, dice: tuple[int, ...], used: int, first: int) -> None:
        if not dice:
            ends.append((b, used, first))
            return
        nexts = _single_steps(b, dice[0])
        if not nexts:
            ends.append((b, used, first))
            return
        for nb in nexts:
            walk(nb, dice[1:], used + 1, first or dice[0])

    for order in orders:
        walk(start, order, 0, 0)
    best_used = max(used for _, used, _ in ends)
    if best_used == 0:
        return {start}
    keep = [(b, first) for b, used, first in ends if used == best_used]
    if best_used == 1 and d1 != d2:
        high = max(d1, d2)
        if any(first == high for _, first in keep):
            keep = [(b, first) for b, first in keep if first == high]
    return {b for b, _ in keep}
