"""Drills: short sets of positions to answer one after another, each scored by the equity the
answer gives up (no Qt; needs bgsage).

Kinds of drill (:data:`KINDS`):

* ``openings`` – the 15 opening rolls, from the starting position.
* ``replies`` – the reply to a common opening: the opponent has opened with a play bgsage values
  within :data:`COMMON` of its best play for that roll, and the player has a roll to play.
* ``bearoff`` – bearing off against contact: all the player's checkers are home (some may be
  off) while the opponent holds a point in the player's home board or waits on the bar.
* ``double`` – the proper cube action of a money position before the roll, cube in the middle:
  No double, Double/take, Double/pass or Too good (to double: play on for the gammon).
* ``take`` – take or pass (or beaver, where beavers are played): the opponent has just doubled.

Nothing is typed by hand: positions come from the starting position, bgsage's own choice of
opening plays, seeded random bear-off set-ups and seeded games between two of our
"intermediate" bots; the answer key of every position is bgsage's cubeful evaluation at
:data:`DRILL_LEVEL`, the reference depth of all advice (every legal play valued, or the three
cube figures), and a drill is scored by what the answer gives up against that key.  A cube
answer names two decisions, the doubler's and the taker's, and gives up as much as the worse of
the two (a Double/take answer to a Double/pass position gives up what taking gives up).  No position
is drilled where nothing is to decide: every answer within :data:`NOTHING_TO_DECIDE` of the
best (a game already won, say).  Randomness comes from the ``random.Random`` given, so a set
can be made again from its seed.

The program ships a set made once by ``tools/build_drills.py`` (resources/drills/drills.json):
its close keys (the first two answers within :data:`CLOSE_KEY`) are settled by a rollout.
:func:`make_drill` draws from it; a kind it lacks is made on the spot.

::

    drill = make_drill("replies", random.Random(7), size=10)
    item = drill.items[0]             # item.position (seen from the player), item.dice
    verdict = drill.answer(0, play.result_board)    # or "double" / "no double" / "take" / "pass"
    verdict.loss, verdict.skill, verdict.best.text
    drill.summary()                   # what bgdesk.storage.drills.record_drill_session keeps
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Callable

from bgdesk.engine import Position

from . import analysis
from .context import CubeState
from .reference import REFERENCE
from .skill import Skill, classify

KINDS = ("openings", "replies", "bearoff", "double", "take")
DRILL_LEVEL = REFERENCE
#: No drill where every answer is this close to the best.
NOTHING_TO_DECIDE = 0.005
#: A key whose first two answers are this close is settled by a rollout when the set is built.
CLOSE_KEY = 0.02
#: The answers to a cube position: the proper action before the roll, the answer to a double.
DOUBLE_ANSWERS = ("no double", "double, take", "double, pass", "too good")
TAKE_ANSWERS = ("take", "pass", "beaver")
#: An opening play counts as common when bgsage values it this close to its best play.
COMMON = 0.03
#: A bear-off position is worth drilling when the second-best play gives up at least this.
BEAROFF_MIN_GAP = 0.02
#: Double/take positions are looked for where doubling is this close to right (quick screen).
CUBE_WINDOW = (-0.2, 0.3)
#: ... and take/pass positions where the double is at least this close to right.
TAKE_FROM = -0.1
#: A cube position is drilled when the wrong answer gives up at most this (bgsage's figures):
#: beyond it the answer is plain to see.
CUBE_CLOSE = {"double": 0.35, "take": 0.5}
#: Each position of a set is looked for at most this many times before the set is made smaller.
ATTEMPTS = 60
NON_DOUBLES = tuple((a, b) for a in range(6, 0, -1) for b in range(a - 1, 0, -1))
ALL_ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, 7))


@dataclass(frozen=True)
class Option:
    """One possible answer: a play (``board``: the position after it, seen from the player) or a
    cube action (``board`` None), with bgsage's equity for it (normalized, player's side)."""

    text: str
    equity: float
    board: tuple | None = None
    probs: tuple | None = None  # win, win gammon, win backgammon, lose gammon, lose backgammon


@dataclass(frozen=True)
class DrillItem:
    """One position to answer.  ``position_id`` is seen from the player answering; for a
    ``take`` item the opponent is the one on roll, having doubled the cube from ``cube_value``.
    ``options`` are best first."""

    kind: str
    position_id: str
    dice: tuple | None
    options: tuple
    cube_value: int = 1
    level: str = DRILL_LEVEL  # the depth of the key: "3ply", or "rollout" once settled by one

    @property
    def position(self) -> Position:
        return Position.from_position_id(self.position_id)

    @property
    def best(self) -> Option:
        return self.options[0]

    def offered(self, beavers: bool = False) -> tuple:
        """The options a player may give (Beaver only where beavers are played), best first."""
        return tuple(o for o in self.options if beavers or o.text != "beaver")

    def best_of(self, beavers: bool = False) -> Option:
        """The best answer among those offered."""
        return self.offered(beavers)[0]

    def answers(self, beavers: bool = False) -> tuple:
        """The cube answers to offer (Beaver only where beavers are played)."""
        return tuple(o.text for o in self.options if o.board is None
                     and (beavers or o.text != "beaver"))

    def option(self, choice) -> Option:
        """The option a choice stands for: a board (tuple) for a play, a word for a cube action."""
        if isinstance(choice, str):
            for o in self.options:
                if o.board is None and o.text == choice:
                    return o
        else:
            board = tuple(choice)
            for o in self.options:
                if o.board == board:
                    return o
        raise ValueError(f"{choice!r} is not an answer to this position")

    def loss_of(self, choice, beavers: bool = False) -> float:
        return max(0.0, self.best_of(beavers).equity - self.option(choice).equity)

    def skill_of(self, choice, beavers: bool = False) -> Skill:
        return classify(self.loss_of(choice, beavers))


@dataclass(frozen=True)
class Verdict:
    item: DrillItem
    chosen: Option
    loss: float
    skill: Skill

    beavers: bool = False

    @property
    def best(self) -> Option:
        return self.item.best_of(self.beavers)


@dataclass
class Drill:
    """A set of items and the answers given so far (one per item, in order); ``beavers``: a
    take may be answered by a beaver."""

    kind: str
    items: list
    seed: int | None = None
    verdicts: list = field(default_factory=list)
    beavers: bool = False

    @property
    def done(self) -> bool:
        return len(self.verdicts) >= len(self.items)

    @property
    def current(self) -> DrillItem | None:
        return None if self.done else self.items[len(self.verdicts)]

    def answer(self, index: int, choice) -> Verdict:
        """Answer item *index* (the current one) with *choice*."""
        if index != len(self.verdicts) or self.done:
            raise ValueError("the items of a drill are answered in order, once each")
        item = self.items[index]
        chosen = item.option(choice)
        if chosen.text == "beaver" and not self.beavers:
            raise ValueError("beavers are not played here")
        loss = item.loss_of(choice, self.beavers)
        verdict = Verdict(item, chosen, loss, classify(loss), self.beavers)
        self.verdicts.append(verdict)
        return verdict

    @property
    def loss(self) -> float:
        """Equity given up so far."""
        return sum(v.loss for v in self.verdicts)

    @property
    def best_count(self) -> int:
        return sum(1 for v in self.verdicts if v.skill is Skill.BEST)

    @property
    def misses(self) -> list:
        """The answers that were not the best one."""
        return [v for v in self.verdicts if v.skill is not Skill.BEST]

    def summary(self, when: str) -> dict:
        """The session as :func:`bgdesk.storage.drills.record_drill_session` keeps it."""
        return {"kind": self.kind, "when": when, "answered": len(self.verdicts),
                "best": self.best_count, "loss": round(self.loss, 6),
                "misses": [{"position_id": v.item.position_id,
                            "dice": list(v.item.dice) if v.item.dice else None,
                            "chosen": v.chosen.text, "best": v.best.text,
                            "loss": round(v.loss, 6)} for v in self.misses[:100]]}


# -- making items ---------------------------------------------------------------------------------

def play_item(kind: str, position: Position, dice, level: str = DRILL_LEVEL) -> DrillItem | None:
    """A checker-play item: every legal play of *dice*, valued by bgsage (None when the roll
    leaves no choice)."""
    hint = analysis.checker_hint(position, dice, level=level)
    if len(hint.candidates) < 2:
        return None
    options = tuple(Option(c.play, c.equity, c.board, c.probs) for c in hint.candidates)
    return DrillItem(kind, position.position_id(), tuple(dice), options, 1, level)


def cube_options(nd: float, dt: float, dp: float) -> tuple:
    """The four answers to a cube position before the roll, best first.  An answer names two
    decisions: the doubler's (double or not: what it leaves the doubler, the opponent answering
    right) and what the taker should do (Double/take and No double claim a take, Double/pass
    and Too good a pass); it gives up as much as the worse of the two gives up (so No double,
    where Double/pass is right, gives up what not doubling gives up, as GNU Backgammon counts
    it)."""
    best = max(nd, min(dt, dp))
    take_err = max(0.0, dt - dp)  # claiming a take where a pass is right
    pass_err = max(0.0, dp - dt)  # claiming a pass where a take is right
    no_double = max(0.0, best - nd)
    double = max(0.0, best - min(dt, dp))
    losses = {"no double": max(no_double, take_err), "double, take": max(double, take_err),
              "double, pass": max(double, pass_err), "too good": max(no_double, pass_err)}
    order = sorted(DOUBLE_ANSWERS, key=lambda k: (losses[k], DOUBLE_ANSWERS.index(k)))
    return tuple(Option(k, best - losses[k]) for k in order)


def take_options(dt: float, dp: float) -> tuple:
    """Take, pass and beaver from the taker's side (a beaver keeps the cube, now twice as high,
    with the taker: twice what taking is worth), best first (a tie goes to take)."""
    values = {"take": -dt, "pass": -dp, "beaver": -2.0 * dt}
    order = sorted(TAKE_ANSWERS, key=lambda k: (-values[k], TAKE_ANSWERS.index(k)))
    return tuple(Option(k, values[k]) for k in order)


def nothing_to_decide(options) -> bool:
    """Every answer within :data:`NOTHING_TO_DECIDE` of the best: nothing worth asking."""
    return options[0].equity - min(o.equity for o in options) <= NOTHING_TO_DECIDE


def double_item(position: Position, level: str = DRILL_LEVEL) -> DrillItem | None:
    """The proper cube action, money play, cube centred, the player on roll (None: nothing to
    decide, e.g. a game already won)."""
    h = analysis.cube_hint(CubeState(position), level=level)
    options = cube_options(h.nd, h.dt, h.dp)
    if abs(h.nd - h.double_equity) <= NOTHING_TO_DECIDE or nothing_to_decide(options):
        return None  # doubling or not comes to the same
    return DrillItem("double", position.position_id(), None, options, 1, level)


def take_item(position: Position, level: str = DRILL_LEVEL) -> DrillItem | None:
    """Take or pass: *position* is seen from the player doubled; the opponent, on roll, has
    doubled a centred cube in money play (None: nothing to decide)."""
    h = analysis.cube_hint(CubeState(position.swapped()), level=level)
    options = take_options(h.dt, h.dp)
    if abs(h.dt - h.dp) <= NOTHING_TO_DECIDE:
        return None
    return DrillItem("take", position.position_id(), None, options, 1, level)


# -- the kinds --------------------------------------------------------------------------------------

Progress = Callable[[int, int], None]


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


def openings(rng: random.Random, size: int = 15, progress: Progress | None = None) -> list:
    rolls = list(NON_DOUBLES)
    rng.shuffle(rolls)
    out = []
    for i, dice in enumerate(rolls[:size]):
        out.append(play_item("openings", Position.initial(), dice))
        _report(progress, i + 1, min(size, len(rolls)))
    return out


def replies(rng: random.Random, size: int = 10, progress: Progress | None = None) -> list:
    out, seen = [], set()
    common_cache: dict = {}
    for _ in range(size * ATTEMPTS):
        if len(out) >= size:
            break
        opening = rng.choice(NON_DOUBLES)
        if opening not in common_cache:
            hint = analysis.checker_hint(Position.initial(), opening, level=DRILL_LEVEL)
            common_cache[opening] = [c.board for c in hint.candidates
                                     if hint.best.equity - c.equity <= COMMON]
        board = rng.choice(common_cache[opening])
        position = Position.from_board(board).swapped()
        dice = rng.choice(ALL_ROLLS)
        key = (position, tuple(sorted(dice)))
        if key in seen:
            continue
        seen.add(key)
        item = play_item("replies", position, dice)
        if item is not None:
            out.append(item)
            _report(progress, len(out), size)
    return out


def bearoff_position(rng: random.Random) -> Position:
    """A random bear-off against contact: the player's checkers all home, some perhaps off; the
    opponent holds one or two points in the player's home board, or has a checker on the bar,
    with the rest of its checkers in its own home and outer boards."""
    mine = [0] * 26
    off = rng.randint(0, 8)
    style = rng.choice(("anchor", "anchor", "two anchors", "bar"))
    theirs = [0] * 26  # the opponent's own numbering
    held = []
    if style in ("anchor", "two anchors"):
        held = rng.sample(range(1, 7), 2 if style == "two anchors" else 1)
        for p in held:
            theirs[25 - p] = 2
    else:
        theirs[25] = rng.randint(1, 2)
    free = [p for p in range(1, 7) if p not in held]
    for _ in range(15 - off):
        mine[rng.choice(free[-rng.randint(1, len(free)):])] += 1
    mine[0] = off
    left = 15 - sum(theirs[1:26])
    # the rest of the opponent's checkers on its points 1..12 not covered by the player's
    # checkers (the player's point p is the opponent's 25 - p: points 19..24 only)
    spots = list(range(1, 13))
    for _ in range(left):
        theirs[rng.choice(spots)] += 1
    return Position.from_counts(mine, theirs)


def bearoff(rng: random.Random, size: int = 10, progress: Progress | None = None) -> list:
    out, seen = [], set()
    for _ in range(size * ATTEMPTS):
        if len(out) >= size:
            break
        position = bearoff_position(rng)
        dice = rng.choice(ALL_ROLLS)
        key = (position, tuple(sorted(dice)))
        if key in seen or position.winner() is not None:
            continue
        seen.add(key)
        quick = analysis.checker_hint(position, dice, level="1ply")
        if len(quick.candidates) < 2 or quick.candidates[0].equity - quick.candidates[1].equity \
                < BEAROFF_MIN_GAP:
            continue
        item = play_item("bearoff", position, dice)
        if item is not None and item.best.equity - item.options[1].equity >= BEAROFF_MIN_GAP:
            out.append(item)
            _report(progress, len(out), size)
    return out


def game_positions(rng: random.Random, plies: int = 400):
    """Positions before the roll (seen from the player on roll) from seeded games between two
    "intermediate" bots, a game after another, at most *plies* plays in all."""
    from . import make_bot

    bots = (make_bot("intermediate", random.Random(rng.randrange(1 << 30))),
            make_bot("intermediate", random.Random(rng.randrange(1 << 30))))
    position, side, ply = Position.initial(), 0, 0
    for _ in range(plies):
        if ply >= 4:
            yield position
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        if ply == 0 and d1 == d2:
            continue
        after = bots[side].choose_play(position, (d1, d2)).result
        if after.winner() is not None:
            position, side, ply = Position.initial(), 0, 0
            continue
        position, side, ply = after.swapped(), 1 - side, ply + 1


def _cube_items(kind: str, rng: random.Random, size: int, progress: Progress | None) -> list:
    """Double or take items, about half of each answer, from bot games."""
    out, seen = [], set()
    want_yes = True  # alternate: a position where doubling (or taking) is right, then one where not
    lo, hi = CUBE_WINDOW
    for position in game_positions(rng, plies=size * ATTEMPTS * 10):
        if len(out) >= size:
            break
        if position in seen or rng.random() < 0.5:  # skip some, so one game gives few positions
            continue
        seen.add(position)
        margin = analysis.screen_margin(CubeState(position))
        if not lo <= margin <= hi:
            continue
        if kind == "double":
            item = double_item(position)
            yes = item is not None and item.best.text.startswith("double")
        elif margin < TAKE_FROM:
            continue  # a take or pass is only worth asking where the double is reasonable
        else:
            item = take_item(position.swapped())
            yes = item is not None and item.best_of().text != "pass"
        if item is None:
            continue
        offered = item.offered()
        if offered[0].equity - offered[1].equity > CUBE_CLOSE[kind]:
            continue
        if yes != want_yes and rng.random() < 0.8:
            continue
        out.append(item)
        want_yes = not want_yes
        _report(progress, len(out), size)
    return out


def double_or_not(rng: random.Random, size: int = 10, progress: Progress | None = None) -> list:
    return _cube_items("double", rng, size, progress)


def take_or_pass(rng: random.Random, size: int = 10, progress: Progress | None = None) -> list:
    return _cube_items("take", rng, size, progress)


MAKERS = {"openings": openings, "replies": replies, "bearoff": bearoff,
          "double": double_or_not, "take": take_or_pass}


# -- the set that ships ----------------------------------------------------------------------------

SET_FORMAT = "bgdesk-drill-set"
SET_VERSION = 1
#: The most items of one kind read from a set file (a bound on what a file may ask of us).
MAX_ITEMS = 2000


def item_to_dict(item: DrillItem) -> dict:
    return {"kind": item.kind, "position_id": item.position_id,
            "dice": list(item.dice) if item.dice else None, "level": item.level,
            "options": [{"text": o.text, "equity": round(o.equity, 6),
                         "board": list(o.board) if o.board is not None else None,
                         "probs": [round(x, 6) for x in o.probs] if o.probs else None}
                        for o in item.options]}


def item_from_dict(d: dict) -> DrillItem:
    """An item read from a set file, checked: a position that is not a Position ID, dice or a
    board that do not belong to it, or numbers that are not numbers raise ValueError."""
    if not isinstance(d, dict) or d.get("kind") not in KINDS:
        raise ValueError("not a drill item")
    position = Position.from_position_id(str(d["position_id"]))
    dice = d.get("dice")
    boards = set()
    if dice is not None:
        if (not isinstance(dice, list) or len(dice) != 2
                or not all(isinstance(x, int) and 1 <= x <= 6 for x in dice)):
            raise ValueError("bad dice in a drill item")
        dice = tuple(dice)
        boards = {p.result_board for p in position.legal_plays(*dice)}
    options = []
    raw = d.get("options")
    if not isinstance(raw, list) or not 2 <= len(raw) <= 1000:
        raise ValueError("a drill item has from 2 to 1000 answers")
    for o in raw:
        eq = o.get("equity") if isinstance(o, dict) else None
        if not isinstance(eq, (int, float)) or eq != eq or abs(eq) > 10:
            raise ValueError("an answer's equity is not a number")
        board = o.get("board")
        if dice is not None:
            if not isinstance(board, list) or tuple(board) not in boards:
                raise ValueError("an answer is not a legal play of the item")
            board = tuple(board)
        elif board is not None or o.get("text") not in DOUBLE_ANSWERS + TAKE_ANSWERS:
            raise ValueError("a cube answer is one of the cube actions")
        probs = o.get("probs")
        probs = tuple(float(x) for x in probs[:5]) if isinstance(probs, list) else None
        options.append(Option(str(o.get("text", "")), float(eq), board, probs))
    options.sort(key=lambda o: -o.equity)
    level = d.get("level") if d.get("level") in (REFERENCE, "rollout", "2ply", "1ply") else REFERENCE
    return DrillItem(d["kind"], position.position_id(), dice, tuple(options), 1, level)


def set_path():
    from bgdesk.resources_path import resource

    return resource("drills", "drills.json")


_shipped: dict | None = None


def shipped_items(kind: str) -> list:
    """The items of *kind* in the set that ships (empty when there is none)."""
    global _shipped
    if _shipped is None:
        _shipped = {}
        try:
            from bgdesk.resources_path import read_file

            data = json.loads(read_file(set_path()).decode("utf-8"))
            if data.get("format") == SET_FORMAT and data.get("version") == SET_VERSION:
                for k, items in (data.get("kinds") or {}).items():
                    if k in KINDS and isinstance(items, list):
                        _shipped[k] = [item_from_dict(d) for d in items[:MAX_ITEMS]]
        except (OSError, ValueError, TypeError, AttributeError, KeyError):
            _shipped = {}
    return list(_shipped.get(kind, ()))


def make_drill(kind: str, rng: random.Random | None = None, size: int | None = None,
               progress: Progress | None = None, seed: int | None = None, *,
               beavers: bool = False, shipped: bool = True) -> Drill:
    """A new drill of *kind* (see :data:`KINDS`); *size* items (15 openings, else 10), drawn
    from the set that ships (``shipped=False``, or a kind it lacks: made on the spot)."""
    if kind not in MAKERS:
        raise ValueError(f"unknown drill {kind!r}; choose from {', '.join(KINDS)}")
    if rng is None:
        rng = random.Random(seed)
    size = size or (15 if kind == "openings" else 10)
    pool = shipped_items(kind) if shipped else []
    if pool:
        items = rng.sample(pool, min(size, len(pool)))
        _report(progress, len(items), len(items))
    else:
        items = MAKERS[kind](rng, size, progress)
    return Drill(kind, items, seed, beavers=beavers)


__all__ = ["CLOSE_KEY", "DOUBLE_ANSWERS", "DRILL_LEVEL", "Drill", "DrillItem", "KINDS",
           "NOTHING_TO_DECIDE", "Option", "TAKE_ANSWERS", "Verdict", "cube_options", "double_item",
           "item_from_dict", "item_to_dict", "make_drill", "play_item", "shipped_items",
           "take_item", "take_options"]
