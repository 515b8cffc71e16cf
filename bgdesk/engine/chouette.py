"""Chouette: three to eight players around one board (R34-R38).

A chouette game is a money game between the player *in the box* (one side) and the *team* (the
other side), whose checkers the *captain* moves (R35). The board, the dice, the opening roll,
legal plays and resignations are those of an ordinary :class:`~bgdesk.engine.game.Game`, which
this module drives with the box as player 0 (:data:`BOX`) and the team as player 1
(:data:`TEAM`). What differs is the cube and the settlement, so the game's own cube is switched
off and every team member's cube is kept here (:class:`MemberCube`).

Every decision is a plain method call naming who makes it (``by=``), so a person at the shared
screen or a bot can make it; :attr:`Chouette.to_act` and :meth:`Chouette.legal_actions` say who
must act and what they may do::

    ch = Chouette(["Ann", "Bob", "Cy"], Rules(jacoby=True), dice)
    while ch.phase is ChouettePhase.SEATING:
        ch.roll_seat()                         # R34: one die each, ties roll again
    ch.new_game()
    ch.roll(); ch.play("8/5 6/5", by=ch.captain) ...
    ch.double(by=ch.box); ch.take(by="Bob"); ch.drop(by="Cy") ...
    ch.ledger                                   # {"Ann": 2, "Bob": -1, "Cy": -1}; sums to zero
    Chouette.from_dict(ch.to_dict())            # resumes exactly, mid-game or between games

Rule choices (where R34-R38 leave room, standard chouette practice as we apply it):

- Seating (R34): everyone rolls one die, in the order the names were given; from the dice source
  each seat roll uses the first die of one ``roll()``. Tied players roll again among themselves
  only, highest tied group first, until every place is decided; the higher number always ranks
  higher.
- Team doubles (R36): any member still in the game may propose a double on the team's turn
  before the roll; the others confirm in line order (:meth:`Chouette.agree` /
  :meth:`Chouette.refuse`) and one refusal cancels it. Only one proposal per turn. A team double
  needs every member's cube to be available to the team (centred, or owned by that member, and
  below 64); it doubles every member's cube at once. The box answers the team's double as a whole
  (take, pass or beaver all the cubes): a pass pays every member still in the game their stake
  before the double and ends the game as a team win.
- Box doubles (R36): the box doubles every cube it may turn (centred or owned by the box, below
  64). Each of those members answers alone, in line order: take (now owns that cube), pass (pays
  the stake before the double at once, and is out of this game) or, with beavers on (R33),
  beaver. When everyone passes, the game ends as a box win.
- Captaincy: the captain is always the first member in the line still in the game. A captain who
  passes the box's double while someone takes loses the captaincy (as in the 1931 chouette laws)
  and goes to the end of the line at once; the first member in line who took becomes the
  *acting captain* and moves the checkers for the rest of the game.
- Resignations (R27): the box or the (acting) captain may offer one; the captain answers a box
  resignation for the whole team and the box answers the team's (R35: the captain's choice
  stands). It settles with every member still in the game.
- Settlement (R37): at the end of the game on the board each member still in the game is paid by
  (or pays) the box their own cube value times the result: single 1, gammon 2, backgammon
  ``rules.backgammon_value``; with the Jacoby rule (R32) a gammon or backgammon counts single for
  a member whose own cube was never turned (offered and taken); automatic doubles (R31) double
  every member's centred cube and do not count as turned.
- Rotation (R38) follows the game as played on the board, applied to the captain at the end of
  the game (the acting captain, if the captain passed): box wins (on the board, or every member
  passed) -> the box stays, that captain goes to the end of the line; team wins (on the board, or
  the box passed the team's double) -> that captain takes the box and the former box goes to the
  end of the line. The next game's captain is the first in the new line. Members who passed
  keep their place (except a passing captain, above), whatever happened on the board.
- Arrivals (:meth:`Chouette.join`): once the seats are decided a newcomer takes the last place
  in the line, or the place the group agrees on (``place``: 0 is the captain's place). A newcomer
  who arrives during a game sits down when it is over, after the rotation, and plays from the next
  game. A player who left earlier may come back: their account carries on.
- Departures (:meth:`Chouette.leave`): the account of a player who leaves stays in the ledger
  (:attr:`Chouette.departed`). Between games anyone may leave; a leaving box is replaced as if
  the team had won (the captain takes the box). During a game the box may not leave. A team
  member still in the game gives up their cube as a pass would (they pay the box its value),
  except before anything has happened in the game, when they are simply left out of it; while a
  double or a resignation is being answered, it must be answered first. A member who had passed
  leaves at no cost. The rest of the team plays on (the next member in line moves the checkers
  if the captain left); when nobody is left in the game, the box has won it. At the end of the
  game the rotation (R38) is applied and the leaver's place is dropped. A chouette keeps at
  least three players: the last ones end the session rather than leave it.
- Not supported: partners for the box, per-cube answers by the box to a team double, and
  individual answers to resignations.

The session record (:meth:`Chouette.to_dict`) is a versioned, JSON-ready log of every decision,
roll and play; :meth:`Chouette.from_dict` replays it through the same methods (so every step is
checked again) and restores the dice source, giving back exactly the saved session.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from enum import Enum
from typing import Iterable

from .dice import DiceSource, ManualDice, SeededDice, check_dice, dice_from_dict
from .errors import (ArgumentError, BgdeskError, IllegalActionError, IllegalMoveError,
                     NotationError)
from .game import MAX_CUBE, Game, Phase, _find_play, check_dice_source, check_rules
from .position import Play, Position
from .record import EndReason, Event, EventKind, GameStart, Rules
from .replay import Frame

__all__ = [
    "BOX", "TEAM", "CHOUETTE_VERSION", "MIN_PLAYERS", "MAX_PLAYERS", "Chouette", "ChouetteAction",
    "ChouetteGame", "ChouetteMoment", "ChouettePhase", "ChouetteResult", "MemberCube",
]

#: The box is player 0 of the underlying :class:`Game`, the team player 1.
BOX, TEAM = 0, 1
MIN_PLAYERS, MAX_PLAYERS = 3, 8
#: Bumped whenever the layout of a saved session changes; from_dict refuses newer versions.
#: Version 2: players join and leave ("join" / "leave" log entries; "names" are the players the
#: session started with).
CHOUETTE_VERSION = 2
_FORMAT = "bgdesk-chouette"


class ChouettePhase(str, Enum):
    SEATING = "seating"                            # R34: the seat rolls are under way
    READY = "ready"                                # seats decided, no game started yet
    OPENING = "opening"                            # the box and the captain roll one die each
    BEFORE_ROLL = "before_roll"                    # the side on roll may double or roll
    MOVING = "moving"                              # the box or the captain must play the roll
    TEAM_DOUBLE_PROPOSED = "team_double_proposed"  # members confirm the team's double in turn
    TEAM_DOUBLE_OFFERED = "team_double_offered"    # the box takes, passes or beavers
    BOX_DOUBLE_OFFERED = "box_double_offered"      # each member doubled answers in turn
    RESIGN_OFFERED = "resign_offered"              # the box or the captain answers
    GAME_OVER = "game_over"                        # settled and rotated; new_game() is next


class ChouetteAction(str, Enum):
    SEAT_ROLL = "seat_roll"
    ROLL = "roll"
    PLAY = "play"
    DOUBLE = "double"        # the box doubles, or a member proposes the team's double
    AGREE = "agree"
    REFUSE = "refuse"
    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"
    RESIGN = "resign"
    ACCEPT = "accept"
    DECLINE = "decline"


@dataclass
class MemberCube:
    """One team member's cube in one game: ``owner`` None (centred), BOX or TEAM (the member)."""

    value: int = 1
    owner: int | None = None
    turned: bool = False      # offered and taken at least once (R32)
    in_game: bool = True      # False once the member has passed a double

    def available_to(self, side: int) -> bool:
        return self.in_game and self.owner in (None, side) and 2 * self.value <= MAX_CUBE

    def to_dict(self) -> dict:
        return {"value": self.value, "owner": self.owner, "turned": self.turned,
                "in_game": self.in_game}


@dataclass(frozen=True)
class ChouetteResult:
    """How a chouette game ended. ``winner`` is BOX or TEAM (the game as played on the board, or
    who won when the last double was passed); ``kind`` 1 single, 2 gammon, 3 backgammon."""

    winner: int
    kind: int
    reason: EndReason
    settlements: tuple[tuple[str, int], ...]   # (member, points won by the member), in order

    def to_dict(self) -> dict:
        return {"winner": "box" if self.winner == BOX else "team", "kind": self.kind,
                "reason": self.reason.value, "settlements": [list(s) for s in self.settlements]}


@dataclass(frozen=True)
class ChouetteMoment:
    """One moment of a chouette game as a replay shows it (:meth:`Chouette.game_moments`).

    ``frame`` is the board as :mod:`bgdesk.engine.replay` frames it (the position seen from the
    box, player 0; the dice; the (acting) captain's cube, as the live board shows it; ``row``
    is the moment's number, ``score`` the points the box and the captain have won in this game
    so far). ``entry`` is the session log entry that led here (None for the start) and ``event``
    the board's own event it made, if any (a roll, a play, a resignation...). The rest is the
    chouette around the board: every member's cube in the line's order at the start of the game,
    the payments made so far, and what is being answered. The frame's ``text`` is left empty:
    the viewer says what happened in its own words."""

    frame: Frame
    entry: dict | None
    event: Event | None
    box: str
    captain: str
    phase: ChouettePhase
    line_at_start: tuple[str, ...]
    cubes: tuple[tuple[str, MemberCube], ...]      # in the order of line_at_start
    settlements: tuple[tuple[str, int], ...]
    passed: tuple[str, ...]
    left: tuple[str, ...]
    box_doubled: tuple[str, ...]          # the members the box's last double was offered to
    box_double_pending: tuple[str, ...]   # ... who have still to answer it
    proposal: tuple[tuple[str, ...], tuple[str, ...]] | None
    auto_doubles: int
    result: ChouetteResult | None

    # The same questions a live ChouetteGame answers, so one view serves both.
    @property
    def on_roll(self) -> int | None:
        return self.frame.on_roll

    @property
    def box_points(self) -> int:
        return -sum(p for _n, p in self.settlements)

    @property
    def members_in_game(self) -> list[str]:
        return [n for n, c in self.cubes if c.in_game]

    def cube(self, name: str) -> MemberCube:
        for n, c in self.cubes:
            if n == name:
                return replace(c)
        raise IllegalActionError(f"{name!r} has no cube in this game")


def _multiplier(rules: Rules, kind: int, turned: bool) -> int:
    """R26 with the backgammon option, and R32 per member cube."""
    if kind > 1 and rules.jacoby and not turned:
        return 1
    return {1: 1, 2: 2, 3: rules.backgammon_value}[kind]


class ChouetteGame:
    """One game of a chouette: the board (a :class:`Game`), the members' cubes, the settlements.

    Made by :meth:`Chouette.new_game`; its actions are reached through the session, which logs
    them. ``box`` and ``line_at_start`` are the roles the game started with; ``team`` is the line
    now (a captain who passes moves to its end); ``captain`` is the (acting) captain.
    """

    def __init__(self, rules: Rules, dice: DiceSource, box: str, line: Iterable[str],
                 start: GameStart | None = None) -> None:
        self.rules = rules
        self.box = box
        self.line_at_start = tuple(line)
        self.team = list(self.line_at_start)
        self.cubes = {n: MemberCube() for n in self.team}
        # The board game: our cubes replace its single cube.
        self.game = Game(replace(rules, use_cube=False), dice, start=start)
        self.settlements: dict[str, int] = {}
        self.result: ChouetteResult | None = None
        self.auto_doubles = 0
        self._proposal: list[str] | None = None      # members who agreed to the team's double
        self._to_confirm: list[str] = []             # members still to confirm, in line order
        self._team_offer = False                     # the box must answer the team's double
        self._box_offer: list[str] = []              # members still to answer the box's double
        self._box_offered_to: tuple[str, ...] = ()
        self._refused_this_turn = False
        self.last_refusal: str | None = None         # who refused the last team double
        self._captain_fallback = self.team[0]
        self.left: list[str] = []                    # members who left the session in this game
        self.passed: list[str] = []                  # members who passed the box's double
        self.ended_at: int | None = None             # the session log's length when it ended

    # -- queries --------------------------------------------------------------------------

    @property
    def members_in_game(self) -> list[str]:
        """Members still in this game, in line order."""
        return [n for n in self.team if self.cubes[n].in_game]

    @property
    def captain(self) -> str:
        """The first member in line still in the game (the acting captain after a passing
        captain); once everyone has passed, the last captain. While the box's double is being
        answered the captain stays the captain: the captaincy passes on only once everyone
        doubled has answered."""
        if self._box_offer:
            return self._captain_fallback
        for n in self.team:
            if self.cubes[n].in_game:
                return n
        return self._captain_fallback

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def phase(self) -> ChouettePhase:
        if self.result is not None:
            return ChouettePhase.GAME_OVER
        if self._proposal is not None:
            return ChouettePhase.TEAM_DOUBLE_PROPOSED
        if self._team_offer:
            return ChouettePhase.TEAM_DOUBLE_OFFERED
        if self._box_offer:
            return ChouettePhase.BOX_DOUBLE_OFFERED
        return ChouettePhase(self.game.phase.value)

    @property
    def on_roll(self) -> int | None:
        """BOX or TEAM: the side on roll (None before the opening roll is decided)."""
        return self.game.on_roll

    @property
    def to_act(self) -> str | None:
        """The one participant who must act now (the box rolls the opening roll for both)."""
        ph = self.phase
        if ph is ChouettePhase.GAME_OVER:
            return None
        if ph is ChouettePhase.OPENING:
            return self.box
        if ph is ChouettePhase.TEAM_DOUBLE_PROPOSED:
            return self._to_confirm[0]
        if ph is ChouettePhase.TEAM_DOUBLE_OFFERED:
            return self.box
        if ph is ChouettePhase.BOX_DOUBLE_OFFERED:
            return self._box_offer[0]
        if ph is ChouettePhase.RESIGN_OFFERED:
            return self.box if self.game.resignation[0] == TEAM else self.captain
        return self.box if self.game.on_roll == BOX else self.captain

    def side_of(self, name: str) -> int:
        if name == self.box:
            return BOX
        if name in self.cubes:
            return TEAM
        raise IllegalActionError(f"{name!r} does not play in this game")

    def cube(self, name: str) -> MemberCube:
        """``name``'s cube in this game (a copy)."""
        c = self.cubes[name]
        return replace(c)

    def stake(self, name: str, kind: int = 1) -> int:
        """What a win of ``kind`` on the board would be worth between ``name`` and the box now."""
        c = self.cubes[name]
        return c.value * _multiplier(self.rules, kind, c.turned)

    @property
    def box_points(self) -> int:
        """What the box has won (negative: lost) in this game so far."""
        return -sum(self.settlements.values())

    @property
    def box_double_pending(self) -> tuple[str, ...]:
        """Members who still have to answer the box's double, in line order."""
        return tuple(self._box_offer)

    @property
    def box_doubled(self) -> tuple[str, ...]:
        """Members the box's pending (or last) double was offered to."""
        return self._box_offered_to

    @property
    def proposal(self) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """A pending team double: (members who agreed, members still to confirm)."""
        if self._proposal is None:
            return None
        return tuple(self._proposal), tuple(self._to_confirm)

    @property
    def started(self) -> bool:
        """Whether anything has happened in this game yet: a roll, a cube turned, a payment."""
        return bool(self.game.events or self.settlements
                    or any(c != MemberCube() for c in self.cubes.values()))

    def can_box_double(self) -> bool:
        return (self.phase is ChouettePhase.BEFORE_ROLL and self.game.on_roll == BOX
                and self.rules.use_cube
                and any(self.cubes[n].available_to(BOX) for n in self.members_in_game))

    def can_propose(self, name: str) -> bool:
        ins = self.members_in_game
        return (self.phase is ChouettePhase.BEFORE_ROLL and self.game.on_roll == TEAM
                and self.rules.use_cube and not self._refused_this_turn and name in ins
                and all(self.cubes[n].available_to(TEAM) for n in ins))

    def legal_actions(self, name: str) -> frozenset[ChouetteAction]:
        A = ChouetteAction
        ph = self.phase
        acts: set[ChouetteAction] = set()
        if ph is ChouettePhase.GAME_OVER:
            return frozenset()
        if name not in self.cubes and name != self.box:
            return frozenset()
        if ph is ChouettePhase.OPENING:
            if name in (self.box, self.captain):
                acts.add(A.ROLL)
        elif ph in (ChouettePhase.BEFORE_ROLL, ChouettePhase.MOVING):
            mover = self.box if self.game.on_roll == BOX else self.captain
            if name == mover:
                acts.add(A.ROLL if ph is ChouettePhase.BEFORE_ROLL else A.PLAY)
            if name == self.box and self.can_box_double():
                acts.add(A.DOUBLE)
            if name != self.box and self.can_propose(name):
                acts.add(A.DOUBLE)
            if name in (self.box, self.captain):
                acts.add(A.RESIGN)
        elif ph is ChouettePhase.TEAM_DOUBLE_PROPOSED:
            if name == self.to_act:
                acts.update((A.AGREE, A.REFUSE))
        elif ph is ChouettePhase.TEAM_DOUBLE_OFFERED:
            if name == self.box:
                acts.update((A.TAKE, A.DROP))
                if self._can_beaver(self.members_in_game):
                    acts.add(A.BEAVER)
        elif ph is ChouettePhase.BOX_DOUBLE_OFFERED:
            if name == self.to_act:
                acts.update((A.TAKE, A.DROP))
                if self._can_beaver([name]):
                    acts.add(A.BEAVER)
        elif ph is ChouettePhase.RESIGN_OFFERED:
            if name == self.to_act:
                acts.update((A.ACCEPT, A.DECLINE))
        return frozenset(acts)

    def _can_beaver(self, names) -> bool:
        return self.rules.beavers and all(4 * self.cubes[n].value <= MAX_CUBE for n in names)

    # -- actions (called by the session, which checks the phase first) ----------------------

    def _need(self, ok: bool, what: str, by: str | None = None) -> None:
        if ok:
            return
        ph = self.phase
        if ph is ChouettePhase.GAME_OVER:
            raise IllegalActionError(f"cannot {what}: the game is over")
        who = self.to_act
        if by is not None and who is not None and by != who:
            raise IllegalActionError(f"cannot {what}: it is {who}'s turn to act, not {by}'s")
        raise IllegalActionError(f"cannot {what} now (phase: {ph.value.replace('_', ' ')})")

    def roll(self, dice=None, by: str | None = None) -> tuple[int, int]:
        ph = self.phase
        if ph is ChouettePhase.OPENING:
            self._need(by is None or by in (self.box, self.captain), "roll the opening roll", by)
        else:
            self._need(ph is ChouettePhase.BEFORE_ROLL and (by is None or by == self.to_act),
                       "roll", by)
        was_opening = self.game.phase is Phase.OPENING
        got = self.game.roll(dice)
        if was_opening and got[0] == got[1]:
            self._auto_double()
        if not was_opening:
            self._refused_this_turn = False
        return got

    def _auto_double(self) -> None:
        """R31: an opening tie doubles every member's centred cube, up to the limit."""
        r = self.rules
        if (r.auto_doubles and r.use_cube and self.auto_doubles < r.auto_double_limit
                and all(2 * c.value <= MAX_CUBE for c in self.cubes.values())):
            self.auto_doubles += 1
            for c in self.cubes.values():
                c.value *= 2

    def play(self, play, by: str | None = None) -> Play:
        self._need(self.phase is ChouettePhase.MOVING and (by is None or by == self.to_act),
                   "move", by)
        made = self.game.play(play)
        self._check_board_end()
        return made

    def double(self, by: str) -> None:
        if by == self.box:
            self._need(self.can_box_double(), "double", by)
            offered = [n for n in self.members_in_game if self.cubes[n].available_to(BOX)]
            self._box_offer = list(offered)
            self._box_offered_to = tuple(offered)
            self._captain_fallback = self.captain
            return
        self._need(by in self.cubes, f"double: {by!r} is not in the team")
        self._need(self.can_propose(by), "propose a team double", by)
        self._proposal = [by]
        self._to_confirm = [n for n in self.members_in_game if n != by]
        if not self._to_confirm:
            self._proposal = None
            self._team_offer = True

    def agree(self, by: str) -> None:
        self._need(self.phase is ChouettePhase.TEAM_DOUBLE_PROPOSED and by == self.to_act,
                   "agree to the team's double", by)
        self._proposal.append(self._to_confirm.pop(0))
        if not self._to_confirm:
            self._proposal = None
            self._team_offer = True

    def refuse(self, by: str) -> None:
        self._need(self.phase is ChouettePhase.TEAM_DOUBLE_PROPOSED and by == self.to_act,
                   "refuse the team's double", by)
        self._proposal = None
        self._to_confirm = []
        self._refused_this_turn = True
        self.last_refusal = by

    def _answer(self, by: str, how: str) -> None:
        ph = self.phase
        if ph is ChouettePhase.TEAM_DOUBLE_OFFERED and by == self.box:
            ins = self.members_in_game
            if how == "drop":
                for n in ins:
                    self._settle(n, self.cubes[n].value)
                self._finish(TEAM, 1, EndReason.DROP)
                return
            factor = 2 if how == "take" else 4
            for n in ins:
                c = self.cubes[n]
                c.value *= factor
                c.owner = BOX
                c.turned = True
            self._team_offer = False
            return
        self._need(ph is ChouettePhase.BOX_DOUBLE_OFFERED and by == self.to_act,
                   "answer a double" if how != "beaver" else "beaver", by)
        name = self._box_offer.pop(0)
        c = self.cubes[name]
        if how == "drop":
            self._settle(name, -c.value)
            c.in_game = False
            self.passed.append(name)
        else:
            c.value *= 2 if how == "take" else 4
            c.owner = TEAM
            c.turned = True
        if not self._box_offer:
            self._resolve_box_double()

    def take(self, by: str) -> None:
        self._need(by in self._answerers(), "take", by)
        self._answer(by, "take")

    def drop(self, by: str) -> None:
        self._need(by in self._answerers(), "pass", by)
        self._answer(by, "drop")

    def beaver(self, by: str) -> None:
        ok = by in self._answerers() and ChouetteAction.BEAVER in self.legal_actions(by)
        self._need(ok, "beaver" if self.rules.beavers else "beaver (beavers are off, R33)", by)
        self._answer(by, "beaver")

    def _answerers(self) -> tuple[str, ...]:
        ph = self.phase
        if ph is ChouettePhase.TEAM_DOUBLE_OFFERED:
            return (self.box,)
        if ph is ChouettePhase.BOX_DOUBLE_OFFERED:
            return (self._box_offer[0],)
        return ()

    def _resolve_box_double(self) -> None:
        captain = self._captain_fallback
        if not self.members_in_game:
            self._finish(BOX, 1, EndReason.DROP)
            return
        if not self.cubes[captain].in_game:
            # The captain passed and someone took: the captain loses the captaincy and goes to
            # the end of the line; the first member in line who took is the acting captain.
            self.team.remove(captain)
            self.team.append(captain)

    def resign(self, by: str, kind: int = 1) -> None:
        side = self.side_of(by)
        ok = (self.phase in (ChouettePhase.BEFORE_ROLL, ChouettePhase.MOVING)
              and by in (self.box, self.captain))
        self._need(ok, "resign", by)
        self.game.resign(side, kind)

    def accept(self, by: str) -> None:
        self._need(self.phase is ChouettePhase.RESIGN_OFFERED and by == self.to_act,
                   "accept the resignation", by)
        self.game.accept_resignation()
        self._check_board_end()

    def decline(self, by: str) -> None:
        self._need(self.phase is ChouettePhase.RESIGN_OFFERED and by == self.to_act,
                   "decline the resignation", by)
        self.game.decline_resignation()

    def leave(self, name: str) -> None:
        """``name`` leaves the session during this game (see the module's notes on departures)."""
        if name == self.box:
            raise IllegalActionError(f"{name} is in the box and cannot leave during a game: "
                                     f"finish the game first (the captain then takes the box)")
        if name not in self.cubes or name in self.left:
            raise IllegalActionError(f"{name!r} does not play in this game")
        c = self.cubes[name]
        if not c.in_game:
            self.left.append(name)
            return
        if self.phase not in (ChouettePhase.OPENING, ChouettePhase.BEFORE_ROLL,
                              ChouettePhase.MOVING):
            raise IllegalActionError(f"{name} cannot leave while a double or a resignation is "
                                     f"being answered: answer it first")
        if not self.started and len(self.team) > 1:
            # Nothing has happened yet: the game goes on as if it had begun without them.
            self.team.remove(name)
            del self.cubes[name]
            self.line_at_start = tuple(n for n in self.line_at_start if n != name)
            self._captain_fallback = self.team[0]
            return
        if self.started:
            self._settle(name, -c.value)
        c.in_game = False
        self.left.append(name)
        if not self.members_in_game:
            self._finish(BOX, 1, EndReason.DROP)

    # -- the end ----------------------------------------------------------------------------

    def _settle(self, name: str, points: int) -> None:
        if name in self.settlements:
            raise AssertionError(f"{name} settled twice")  # pragma: no cover - invariant
        self.settlements[name] = points

    def _check_board_end(self) -> None:
        res = self.game.result
        if res is None:
            return
        self._captain_fallback = self.captain
        sign = 1 if res.winner == TEAM else -1
        for n in self.members_in_game:
            self._settle(n, sign * self.stake(n, res.kind))
        self._finish(res.winner, res.kind, res.reason)

    def _finish(self, winner: int, kind: int, reason: EndReason) -> None:
        self._team_offer = False
        self._box_offer = []
        self.result = ChouetteResult(winner=winner, kind=kind, reason=reason,
                                     settlements=tuple(self.settlements.items()))

    def next_roles(self) -> tuple[str, tuple[str, ...]]:
        """R38 after this game: (the next box, the next line, captain first)."""
        if self.result is None:
            raise IllegalActionError("the game is not over yet")
        c = self.captain
        rest = [n for n in self.team if n != c]
        if self.result.winner == BOX:
            return self.box, tuple(rest + [c])
        return c, tuple(rest + [self.box])

    def outcome(self, name: str) -> str:
        """How ``name`` (a member who played this game) finished it: "passed" the box's double,
        "left" the session during it, "played" on to the end, or "playing" still."""
        if name in self.passed:
            return "passed"
        if name in self.left:
            return "left"
        return "played" if self.is_over else "playing"

    def summary(self) -> dict:
        """A JSON-ready summary of this game (for archives and displays)."""
        return {"box": self.box, "line": list(self.line_at_start), "team": list(self.team),
                "captain": self.captain, "phase": self.phase.value,
                "cubes": {n: c.to_dict() for n, c in self.cubes.items()},
                "settlements": dict(self.settlements), "left": list(self.left),
                "result": self.result.to_dict() if self.result else None,
                "record": self.game.record().to_dict()}

    def moment(self, index: int, step: int, entry: dict | None = None,
               event: Event | None = None) -> ChouetteMoment:
        """This game as it stands, as moment ``step`` of game ``index`` of a replay."""
        g = self.game
        captain = self.captain
        cube = self.cubes[captain] if captain in self.cubes else MemberCube()
        dice = event.dice if event is not None and event.kind is EventKind.PLAY else g.dice
        frame = Frame(game=index, step=step, event=event, text="", position=g.position_for(BOX),
                      on_roll=g.on_roll, dice=dice, cube_value=cube.value,
                      cube_owner=cube.owner, score=(self.box_points,
                                                    self.settlements.get(captain, 0)),
                      crawford=False, phase=g.phase, result=None, row=step)
        return ChouetteMoment(
            frame=frame, entry=entry, event=event, box=self.box, captain=captain,
            phase=self.phase, line_at_start=self.line_at_start,
            cubes=tuple((n, replace(c)) for n, c in self.cubes.items()),
            settlements=tuple(self.settlements.items()), passed=tuple(self.passed),
            left=tuple(self.left), box_doubled=self._box_offered_to,
            box_double_pending=tuple(self._box_offer), proposal=self.proposal,
            auto_doubles=self.auto_doubles, result=self.result)

    def __repr__(self) -> str:
        return (f"<ChouetteGame box {self.box}, team {self.team}, captain {self.captain}; "
                f"{self.phase.value}>")


def _logged_play(game: Game, entry: dict) -> Play:
    """The legal play of ``game`` that a session log's "play" entry stands for."""
    steps = entry.get("steps")
    ev = Event(EventKind.PLAY, player=game.on_roll,
               steps=tuple(tuple(s) for s in steps) if steps is not None else None,
               notation=entry.get("notation"))
    if game.phase is not Phase.MOVING:
        raise IllegalActionError("cannot move now")
    found = _find_play(game, ev)
    if found is None:
        raise IllegalMoveError(f"not a legal play of {game.dice} here")
    return found


def _check_names(names) -> tuple[str, ...]:
    if isinstance(names, str) or not isinstance(names, (list, tuple)):
        raise ArgumentError("a chouette needs a list of names")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ArgumentError(f"a chouette is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                            f"got {len(names)}")
    out = []
    for n in names:
        if not isinstance(n, str) or not n.strip():
            raise ArgumentError(f"each participant needs a name (text that is not blank), got {n!r}")
        n = n.strip()
        if n in out:
            raise ArgumentError(f"two participants are called {n!r}: names must differ")
        out.append(n)
    if not MIN_PLAYERS <= len(out) <= MAX_PLAYERS:
        raise ArgumentError(f"a chouette is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                            f"got {len(out)}")
    return tuple(out)


class Chouette:
    """A chouette session: seating (R34), games between the box and the team (R35-R37),
    rotation (R38), the running ledger and the session record."""

    def __init__(self, names: Iterable[str], rules: Rules | None = None,
                 dice: DiceSource | None = None, *, meta: dict | None = None) -> None:
        if isinstance(names, str):
            raise ArgumentError("a chouette needs a list of names, not one text")
        try:
            names = list(itertools.islice(names, MAX_PLAYERS + 1))
        except TypeError:
            raise ArgumentError("a chouette needs a list of names") from None
        #: Everyone who has played in this session, in order of arrival (the ledger's names).
        self.names = _check_names(names)
        self._first_names = self.names
        self._away: list[str] = []                       # who left, in the order they left
        self._waiting: list[tuple[str, int | None]] = []  # arrivals during a game, with places
        self.rules = check_rules(rules)
        if meta is not None and not isinstance(meta, dict):
            raise ArgumentError(f"'meta' is a dict of notes, not {type(meta).__name__}")
        self.dice = check_dice_source(dice)
        self._dice_at_start = self.dice.to_dict() if hasattr(self.dice, "to_dict") else None
        self.meta = dict(meta or {})
        self.games: list[ChouetteGame] = []
        self._log: list[dict] = []
        # Seating: ranked groups of names, highest first; a group of two or more is still tied.
        self._groups: list[list[str]] = [list(self.names)]
        self._round: dict[str, int] = {}
        self.seat_rounds: list[tuple[tuple[str, int], ...]] = []
        self._box: str | None = None
        self._line: tuple[str, ...] = ()

    # -- roles ------------------------------------------------------------------------------

    @property
    def current_game(self) -> ChouetteGame | None:
        return self.games[-1] if self.games else None

    def _live(self) -> ChouetteGame | None:
        g = self.current_game
        return g if g is not None and not g.is_over else None

    @property
    def box(self) -> str | None:
        """Who is in the box now (for the next game once a game is over); None while seating."""
        g = self._live()
        return g.box if g else self._box

    @property
    def team(self) -> tuple[str, ...]:
        """The team line now, captain's place first (for the next game once a game is over).
        During a game a captain who passed has moved to the end (see :attr:`captain`), and
        members who left the session are no longer in it."""
        g = self._live()
        return tuple(n for n in g.team if n not in g.left) if g else self._line

    @property
    def present(self) -> tuple[str, ...]:
        """Everyone at the table: the box, the team line, then newcomers waiting for the next
        game (everyone while the seats are being decided)."""
        if self._box is None:
            return self.names
        return self.order + self.waiting

    @property
    def waiting(self) -> tuple[str, ...]:
        """Newcomers who arrived during the current game and sit down when it is over."""
        return tuple(n for n, _place in self._waiting)

    @property
    def departed(self) -> tuple[str, ...]:
        """Players who have left the session, in the order they left; their accounts stay in
        the :attr:`ledger`."""
        return tuple(self._away)

    @property
    def captain(self) -> str | None:
        """The (acting) captain, who moves the team's checkers (R35)."""
        g = self._live()
        if g:
            return g.captain
        return self._line[0] if self._line else None

    @property
    def order(self) -> tuple[str, ...]:
        """Box first, then the team line."""
        return ((self.box,) + self.team) if self.box else ()

    @property
    def phase(self) -> ChouettePhase:
        if self._box is None:
            return ChouettePhase.SEATING
        g = self.current_game
        return g.phase if g is not None else ChouettePhase.READY

    @property
    def to_act(self) -> str | None:
        """The participant who must act now (None between games: call :meth:`new_game`)."""
        if self._box is None:
            return self.seating_next
        g = self._live()
        return g.to_act if g else None

    def legal_actions(self, name: str) -> frozenset[ChouetteAction]:
        if self._box is None:
            ok = name == self.seating_next
            return frozenset({ChouetteAction.SEAT_ROLL} if ok else ())
        g = self._live()
        return g.legal_actions(name) if g else frozenset()

    def cube(self, name: str) -> MemberCube:
        """``name``'s cube in the current game."""
        g = self.current_game
        if g is None:
            raise IllegalActionError("no game has been started yet")
        if name not in g.cubes:
            raise IllegalActionError(f"{name!r} has no cube in this game (the box plays "
                                     f"against every cube)")
        return g.cube(name)

    # -- the ledger -------------------------------------------------------------------------

    @property
    def ledger(self) -> dict[str, int]:
        """Every participant's points across the session, passes included as they happen."""
        led = {n: 0 for n in self.names}
        for g in self.games:
            for n, pts in g.settlements.items():
                led[n] += pts
                led[g.box] -= pts
        return led

    # -- seating (R34) ------------------------------------------------------------------------

    def _rolling_group(self) -> list[str] | None:
        for grp in self._groups:
            if len(grp) > 1:
                return grp
        return None

    @property
    def seating_next(self) -> str | None:
        """Who rolls next for the seats (None once the seats are decided)."""
        if self._box is not None:
            return None
        grp = self._rolling_group()
        return next(n for n in grp if n not in self._round)

    @property
    def seating_tied(self) -> tuple[str, ...]:
        """The players rolling in the current seating round (everyone, then the tied only)."""
        grp = self._rolling_group() if self._box is None else None
        return tuple(grp or ())

    def roll_seat(self, die: int | None = None, *, by: str | None = None) -> tuple[str, int]:
        """The next player rolls one die for the seats; ``die`` entered by hand overrides the
        dice source. Returns (name, die)."""
        if self._box is not None:
            raise IllegalActionError("the seats are already decided")
        name = self.seating_next
        if by is not None and by != name:
            raise IllegalActionError(f"it is {name}'s turn to roll for the seats, not {by}'s")
        if die is None:
            die = check_dice(self.dice.roll())[0]
        elif isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
            raise IllegalActionError(f"a die shows 1 to 6, not {die!r}")
        self._round[name] = die
        self._log.append({"kind": "seat_roll", "by": name, "die": die})
        grp = self._rolling_group()
        if len(self._round) == len(grp):
            self.seat_rounds.append(tuple((n, self._round[n]) for n in grp))
            split = [[n for n in grp if self._round[n] == v]
                     for v in sorted(set(self._round.values()), reverse=True)]
            i = self._groups.index(grp)
            self._groups[i:i + 1] = split
            self._round = {}
            if self._rolling_group() is None:
                order = [g[0] for g in self._groups]
                self._box, self._line = order[0], tuple(order[1:])
        return name, die

    # -- games --------------------------------------------------------------------------------

    def new_game(self, position: Position | None = None, on_roll: int = BOX,
                 rolled=None) -> ChouetteGame:
        """Start the next game with the current roles: from the opening roll, or set up at
        ``position`` (seen from ``on_roll``, BOX or TEAM; ``rolled`` dice waiting to be played).
        Every member's cube starts centred at 1."""
        if self._box is None:
            raise IllegalActionError("roll for the seats first (R34)")
        if self._live() is not None:
            raise IllegalActionError("the current game is not over yet")
        start = None
        if position is not None:
            if on_roll not in (BOX, TEAM) or isinstance(on_roll, bool):
                raise IllegalActionError(f"on_roll is BOX (0) or TEAM (1), not {on_roll!r}")
            pos0 = position if on_roll == BOX else position.swapped()
            start = GameStart(position_id=pos0.position_id(),
                              phase=(Phase.MOVING if rolled else Phase.BEFORE_ROLL).value,
                              on_roll=on_roll, dice=check_dice(rolled) if rolled else None)
        return self._start_game(start)

    def _start_game(self, start: GameStart | None) -> ChouetteGame:
        if self._box is None:
            raise IllegalActionError("roll for the seats first (R34)")
        if self._live() is not None:
            raise IllegalActionError("the current game is not over yet")
        g = ChouetteGame(self.rules, self.dice, self._box, self._line, start)
        self.games.append(g)
        self._log.append({"kind": "new_game", "start": start.to_dict() if start else None})
        return g

    def _game_or_fail(self, what: str) -> ChouetteGame:
        g = self._live()
        if g is None:
            if self._box is None:
                raise IllegalActionError(f"cannot {what}: the seats are not decided yet (R34)")
            raise IllegalActionError(f"cannot {what}: no game in progress "
                                     f"(start one with new_game)")
        return g

    def _check_name(self, by: str) -> str:
        if by not in self.names:
            raise IllegalActionError(f"{by!r} is not in this chouette")
        return by

    def _after(self, g: ChouetteGame, entry: dict) -> None:
        self._log.append(entry)
        if g.is_over:
            g.ended_at = len(self._log)
            self._box, self._line = self.roles_after(g)

    def roles_after(self, g: ChouetteGame) -> tuple[str, tuple[str, ...]]:
        """The roles for the game after the finished game ``g``: its rotation (R38) without the
        players who have left, with the newcomers who waited put at their places."""
        box, line = g.next_roles()
        waiting = self.waiting
        seated = [n for n in line if n not in self._away and n not in waiting]
        for name, place in self._waiting:
            seated.insert(len(seated) if place is None else min(place, len(seated)), name)
        self._waiting = []
        return box, tuple(seated)

    # -- the evening -------------------------------------------------------------------------

    def history(self) -> list[dict]:
        """The evening so far, JSON-ready and in order, for summaries and statistics: one entry
        per game and one per arrival or departure.

        A game: ``{"kind": "game", "game": n, "box": name, "line": [names at the start],
        "captain": the (acting) captain at the end, "members": {name: {"cube": value, "turned":
        bool, "outcome": "played" | "passed" | "left" | "playing", "points": won from the box
        or None while unsettled}}, "box_points": int, "result": {"winner": "box" | "team",
        "kind": 1-3, "reason": ...} or None while it is played}``.
        An arrival or departure: ``{"kind": "join" | "leave", "name": name, "place": place in the
        line or None (join), "game": the game it happened during, or None between games}``.
        """
        out: list[dict] = []
        started = 0
        for i, e in enumerate(self._log):
            kind = e.get("kind")
            if kind == "new_game":
                started += 1
                out.append(self._game_history(started, self.games[started - 1]))
            elif kind in ("join", "leave"):
                g = self.games[started - 1] if started else None
                # during the game when it ended with this entry (a leave may end it) or later
                during = g is not None and (g.ended_at is None or g.ended_at > i)
                row = {"kind": kind, "name": e["by"], "game": started if during else None}
                if kind == "join":
                    row["place"] = e.get("place")
                out.append(row)
        return out

    @staticmethod
    def _game_history(n: int, g: ChouetteGame) -> dict:
        members = {}
        for name, c in g.cubes.items():
            members[name] = {"cube": c.value, "turned": c.turned, "outcome": g.outcome(name),
                             "points": g.settlements.get(name)}
        return {"kind": "game", "game": n, "box": g.box, "line": list(g.line_at_start),
                "captain": g.captain, "members": members, "box_points": g.box_points,
                "result": g.result.to_dict() if g.result else None}

    def game_moments(self, index: int) -> list[ChouetteMoment]:
        """Game ``index`` (0: the first) moment by moment, for a replay: its start, then one
        moment after each entry of the session log that belongs to it (rolls, plays, every
        member's cube decisions, resignations, departures), the last one settled. The game is
        replayed from the log through the same methods as when it was played, so each step is
        checked again; arrivals during it change nothing on its board and are left out."""
        games = self.games
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(games):
            raise ArgumentError(f"this chouette has games 0 to {len(games) - 1}, not {index!r}")
        kept = games[index]
        starts = [i for i, e in enumerate(self._log) if e.get("kind") == "new_game"]
        first = starts[index]
        end = kept.ended_at if kept.ended_at is not None else len(self._log)
        start = self._log[first].get("start")
        g = ChouetteGame(self.rules, ManualDice(), kept.box, kept.line_at_start,
                         GameStart.from_dict(start) if start is not None else None)
        moments = [g.moment(index, 0)]
        for entry in self._log[first + 1:end]:
            kind, by = entry.get("kind"), entry.get("by")
            if kind == "join" or (kind == "leave" and (by not in g.cubes or by in g.left)):
                continue  # a newcomer waiting, or someone who was left out of this game
            events = len(g.game.events)
            if kind == "leave":
                g.leave(by)
            elif kind == "roll":
                g.roll(tuple(entry["dice"]), by)
            elif kind == "play":
                g.play(_logged_play(g.game, entry), by)
            elif kind == "resign":
                g.resign(by, entry["resign"])
            else:
                getattr(g, kind)(by)
            event = g.game.events[-1] if len(g.game.events) > events else None
            moments.append(g.moment(index, len(moments), dict(entry), event))
        if g.settlements != kept.settlements:  # pragma: no cover - the replay is the game
            raise AssertionError(f"game {index + 1} replays to {g.settlements}, "
                                 f"not {kept.settlements}")
        return moments

    # -- arrivals and departures ------------------------------------------------------------

    def join(self, name: str, place: int | None = None) -> None:
        """A newcomer sits down: at the end of the line, or at ``place`` (0 is the captain's
        place, 1 the next...) when the group agrees. During a game they play from the next one;
        a player who left earlier comes back with their account as it was."""
        if self._box is None:
            raise IllegalActionError("the seats are still being decided (R34): a newcomer joins "
                                     "once they are")
        if not isinstance(name, str) or not name.strip():
            raise IllegalActionError(f"a newcomer needs a name (text that is not blank), "
                                     f"not {name!r}")
        name = name.strip()
        present = self.present
        if name in present:
            raise IllegalActionError(f"{name} is already in this chouette: names must differ")
        if len(present) >= MAX_PLAYERS:
            raise IllegalActionError(f"a chouette is for at most {MAX_PLAYERS} players: "
                                     f"someone has to leave before {name} can join")
        last = len(present) - 1
        if place is not None and (isinstance(place, bool) or not isinstance(place, int)
                                  or not 0 <= place <= last):
            raise IllegalActionError(f"a place in the line is 0 (the captain's) to {last} "
                                     f"(the last), not {place!r}")
        if name in self._away:
            self._away.remove(name)
        elif name not in self.names:
            self.names += (name,)
        if self._live() is None:
            line = list(self._line)
            line.insert(len(line) if place is None else place, name)
            self._line = tuple(line)
        else:
            self._waiting.append((name, place))
        self._log.append({"kind": "join", "by": name, "place": place})

    def leave(self, name: str) -> None:
        """``name`` leaves the session; their account is settled as it stands and kept in the
        ledger. See the module's notes on departures for leaving during a game."""
        if self._box is None:
            raise IllegalActionError("the seats are still being decided (R34): leave once they "
                                     "are, or start the chouette again without this player")
        if name not in self.present:
            raise IllegalActionError(f"{name!r} is not at the table")
        if len(self.present) - 1 < MIN_PLAYERS:
            raise IllegalActionError(f"a chouette needs at least {MIN_PLAYERS} players: end the "
                                     f"session instead of letting {name} leave")
        entry = {"kind": "leave", "by": name}
        g = self._live()
        if name in self.waiting:
            self._waiting = [w for w in self._waiting if w[0] != name]
            g = None
        elif g is not None:
            g.leave(name)
        elif name == self._box:
            # R38 as if the team had won: the captain takes the box, the next member captains.
            self._box, self._line = self._line[0], self._line[1:]
        else:
            self._line = tuple(n for n in self._line if n != name)
        self._away.append(name)
        if g is not None:
            self._after(g, entry)
        else:
            self._log.append(entry)

    def roll(self, dice=None, *, by: str | None = None) -> tuple[int, int]:
        """Roll for the side on roll (the opening roll: ``dice[0]`` the box's die, ``dice[1]``
        the captain's). ``dice`` entered by hand overrides the dice source."""
        g = self._game_or_fail("roll")
        if by is not None:
            self._check_name(by)
        got = g.roll(dice, by)
        self._after(g, {"kind": "roll", "by": by, "dice": list(got)})
        return got

    def play(self, play, *, by: str | None = None) -> Play:
        """The box, or the (acting) captain for the team (R35), plays the roll: a :class:`Play`
        or notation text."""
        g = self._game_or_fail("move")
        if by is not None:
            self._check_name(by)
        made = g.play(play, by)
        self._after(g, {"kind": "play", "by": by, "steps": [list(s) for s in made.steps],
                        "notation": str(made)})
        return made

    def _decide(self, kind: str, by: str) -> None:
        g = self._game_or_fail(kind)
        self._check_name(by)
        getattr(g, kind)(by)
        self._after(g, {"kind": kind, "by": by})

    def double(self, *, by: str) -> None:
        """The box doubles every cube it may turn, or a team member proposes the team's double
        (R36): the other members then confirm in turn."""
        self._decide("double", by)

    def agree(self, *, by: str) -> None:
        """A team member agrees to the proposed team double (R36)."""
        self._decide("agree", by)

    def refuse(self, *, by: str) -> None:
        """A team member refuses: the team's double is off for this turn (R36)."""
        self._decide("refuse", by)

    def take(self, *, by: str) -> None:
        """The box takes the team's double, or a member takes the box's double (R36)."""
        self._decide("take", by)

    def drop(self, *, by: str) -> None:
        """Pass: the box pays every member their stake before the double and the game ends; or a
        member pays the box their stake before the double and is out of this game (R36)."""
        self._decide("drop", by)

    pass_double = drop

    def beaver(self, *, by: str) -> None:
        """R33: take and redouble at once, keeping the cube."""
        self._decide("beaver", by)

    def resign(self, kind: int = 1, *, by: str) -> None:
        """The box or the (acting) captain offers to resign a single game, gammon or backgammon."""
        g = self._game_or_fail("resign")
        self._check_name(by)
        if isinstance(kind, bool) or int(kind) not in (1, 2, 3):
            raise IllegalActionError(f"a resignation is single (1), gammon (2) or backgammon (3), "
                                     f"not {kind!r}")
        g.resign(by, int(kind))
        self._after(g, {"kind": "resign", "by": by, "resign": int(kind)})

    def accept(self, *, by: str) -> None:
        self._decide("accept", by)

    def decline(self, *, by: str) -> None:
        self._decide("decline", by)

    # -- the record ---------------------------------------------------------------------------

    @property
    def log_length(self) -> int:
        """How many entries the session log holds (every seat roll, roll, play, decision...)."""
        return len(self._log)

    def log_entries(self, start: int = 0, stop: int | None = None) -> list[dict]:
        """Copies of the log's entries ``start`` to ``stop`` (JSON-ready)."""
        return [dict(e) for e in self._log[start:stop]]

    def last_game_start(self) -> int | None:
        """The log index of the current game's ``new_game`` entry (None before the first)."""
        for i in range(len(self._log) - 1, -1, -1):
            if self._log[i].get("kind") == "new_game":
                return i
        return None

    def to_dict(self, log_from: int = 0) -> dict:
        """The whole session, JSON-ready and versioned: the log of every seat roll, roll, play and
        decision, the dice source as it is now, and a summary that loading checks. With
        ``log_from`` the log holds only the entries from that index on (a saver that keeps the
        earlier ones elsewhere)."""
        dice = self.dice.to_dict() if hasattr(self.dice, "to_dict") else None
        return {"format": _FORMAT, "version": CHOUETTE_VERSION, "names": list(self._first_names),
                "rules": self.rules.to_dict(), "meta": dict(self.meta),
                "dice_at_start": self._dice_at_start, "dice": dice,
                "log": [dict(e) for e in self._log[max(0, log_from):]],
                "summary": {"box": self.box, "team": list(self.team), "phase": self.phase.value,
                            "ledger": self.ledger, "games": len(self.games),
                            "present": list(self.present), "departed": list(self.departed)}}

    @classmethod
    def from_dict(cls, data: dict, dice: DiceSource | None = None) -> "Chouette":
        """Rebuild a session saved with :meth:`to_dict`, replaying and checking every step.
        ``dice`` overrides the saved dice source for the rolls still to come."""
        where = "chouette"
        if not isinstance(data, dict):
            raise NotationError(f"{where}: expected a mapping, got {type(data).__name__}")
        if data.get("format") != _FORMAT:
            raise NotationError(f"{where}: not a bgdesk chouette (format {data.get('format')!r})")
        v = data.get("version")
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise NotationError(f"{where}: 'version' must be a whole number >= 1, got {v!r}")
        if v > CHOUETTE_VERSION:
            raise NotationError(f"{where}: written by a newer bgdesk (version {v}); this one "
                                f"reads up to version {CHOUETTE_VERSION}")
        names = data.get("names")
        if not isinstance(names, list):
            raise NotationError(f"{where}: 'names' must be a list of names")
        meta = data.get("meta", {})
        if not isinstance(meta, dict):
            raise NotationError(f"{where}: 'meta' must be a mapping")
        log = data.get("log", [])
        if not isinstance(log, list):
            raise NotationError(f"{where}: 'log' must be a list")
        try:
            ch = cls(names, Rules.from_dict(data.get("rules", {})), ManualDice(), meta=meta)
        except (TypeError, ValueError) as e:
            raise NotationError(f"{where}: {e}") from e
        for i, entry in enumerate(log):
            try:
                ch._replay(entry)
            except (BgdeskError, TypeError, KeyError) as e:
                raise IllegalMoveError(f"{where}, log entry {i + 1} ({entry!r}): {e}") from e
        ch._dice_at_start = data.get("dice_at_start")
        if dice is None:
            saved = data.get("dice")
            dice = dice_from_dict(saved) if saved is not None else SeededDice()
        ch.dice = dice
        for g in ch.games:
            g.game.dice_source = dice
        summary = data.get("summary")
        if isinstance(summary, dict) and "ledger" in summary and summary["ledger"] != ch.ledger:
            raise IllegalMoveError(f"{where}: the saved ledger {summary['ledger']} does not match "
                                   f"the replayed one {ch.ledger}")
        return ch

    def _replay(self, e: dict) -> None:
        if not isinstance(e, dict):
            raise NotationError("a log entry is a mapping")
        kind, by = e.get("kind"), e.get("by")
        if kind == "seat_roll":
            self.roll_seat(e["die"], by=by)
        elif kind == "new_game":
            start = e.get("start")
            self._start_game(GameStart.from_dict(start) if start is not None else None)
        elif kind == "roll":
            dice = e.get("dice")
            if not isinstance(dice, list):
                raise NotationError("a roll needs its dice")
            self.roll(tuple(dice), by=by)
        elif kind == "play":
            self.play(_logged_play(self._game_or_fail("move").game, e), by=by)
        elif kind == "resign":
            self.resign(e["resign"], by=by)
        elif kind == "join":
            self.join(by, e.get("place"))
        elif kind == "leave":
            self.leave(by)
        elif kind in ("double", "agree", "refuse", "take", "drop", "beaver", "accept", "decline"):
            self._decide(kind, by)
        else:
            raise NotationError(f"unknown log entry kind {kind!r}")

    def __repr__(self) -> str:
        if self._box is None:
            return f"<Chouette {', '.join(self.names)}: seating>"
        return (f"<Chouette box {self.box}, team {', '.join(self.team)}; {self.phase.value}; "
                f"{len(self.games)} game(s)>")
