"""Plain-data game and match records: rules, every event, the result (JSON-friendly, versioned).

Everything here is dataclasses, tuples, ints and strings. ``to_dict()`` gives a structure that
``json.dumps`` accepts as is; ``from_dict()`` reads it back and reports malformed data with a
:class:`~bgdesk.engine.errors.NotationError` naming the field. The records are what
:func:`bgdesk.engine.game.replay_game` and :func:`bgdesk.engine.match.replay_match` rebuild a
game or match from, and what the .mat exporter reads.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any

from .errors import ArgumentError, NotationError

__all__ = [
    "RECORD_VERSION", "Rules", "EventKind", "Event", "EndReason", "GameResult", "GameStart",
    "GameRecord", "MatchRecord", "TakeBack", "INITIAL_POSITION_ID",
]

#: Bumped whenever the layout of a record changes; from_dict refuses newer versions.
#: Version 2 added the take-back marks of a game (``take_backs``).
RECORD_VERSION = 2

#: GNU Backgammon Position ID of the starting position (R3); the same from either side.
INITIAL_POSITION_ID = "4HPwATDgc/ABMA"


def _int(data: dict, key: str, where: str, *, default: Any = ..., allow_none: bool = False,
         lo: int | None = None, hi: int | None = None):
    if key not in data:
        if default is ...:
            raise NotationError(f"{where}: '{key}' is missing")
        return default
    v = data[key]
    if v is None and allow_none:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise NotationError(f"{where}: '{key}' must be a whole number, got {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise NotationError(f"{where}: '{key}' must be between {lo} and {hi}, got {v}")
    return v


def _bool(data: dict, key: str, where: str, default: bool) -> bool:
    v = data.get(key, default)
    if not isinstance(v, bool):
        raise NotationError(f"{where}: '{key}' must be true or false, got {v!r}")
    return v


def _pair(v: Any, where: str, key: str, lo: int, hi: int | None = None) -> tuple[int, int]:
    if not isinstance(v, (list, tuple)) or len(v) != 2 or any(
            isinstance(x, bool) or not isinstance(x, int) or x < lo or (hi is not None and x > hi)
            for x in v):
        bound = f"{lo}..{hi}" if hi is not None else f">= {lo}"
        raise NotationError(f"{where}: '{key}' must be two whole numbers {bound}, got {v!r}")
    return int(v[0]), int(v[1])


def _player(v: Any, where: str, key: str, allow_none: bool = True):
    if v is None and allow_none:
        return None
    if v not in (0, 1) or isinstance(v, bool):
        raise NotationError(f"{where}: '{key}' must be player 0 or 1, got {v!r}")
    return int(v)


def _check_version(data: dict, where: str) -> None:
    if not isinstance(data, dict):
        raise NotationError(f"{where}: expected a mapping, got {type(data).__name__}")
    v = data.get("version")
    if isinstance(v, bool) or not isinstance(v, int):
        raise NotationError(f"{where}: 'version' must be a whole number, got {v!r}")
    if v > RECORD_VERSION:
        raise NotationError(f"{where}: written by a newer bgdesk (version {v}); "
                            f"this one reads up to version {RECORD_VERSION}")
    if v < 1:
        raise NotationError(f"{where}: unknown version {v}")


# ---------------------------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Rules:
    """Rule options. Automatic doubles, Jacoby and beavers apply to money play only (R30, R33);
    the Crawford rule applies to matches (R29): bgdesk's own matches always use it, a match read
    from another program's file may have been played without it (``crawford=False``)."""

    jacoby: bool = False             # R32: gammons count single unless the cube was turned
    auto_doubles: bool = False       # R31: an opening tie doubles the centred cube
    auto_double_limit: int = 1       # R31: at most this many automatic doubles per game
    backgammon_value: int = 3        # R26: 3, or 2 under "backgammon counts as gammon"
    beavers: bool = False            # R33
    use_cube: bool = True            # False: a game without the doubling cube
    crawford: bool = True            # R29 in matches; False: a match played without it (a file's)

    def __post_init__(self) -> None:
        for name in ("jacoby", "auto_doubles", "beavers", "use_cube", "crawford"):
            if not isinstance(getattr(self, name), bool):
                raise ArgumentError(f"Rules.{name} must be True or False, got {getattr(self, name)!r}")
        if self.backgammon_value not in (2, 3) or isinstance(self.backgammon_value, bool):
            raise ArgumentError(f"Rules.backgammon_value must be 3 or 2, got {self.backgammon_value!r}")
        lim = self.auto_double_limit
        if isinstance(lim, bool) or not isinstance(lim, int) or lim < 0:
            raise ArgumentError(f"Rules.auto_double_limit must be a whole number >= 0, got {lim!r}")

    def to_dict(self) -> dict:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        if self.crawford:  # the rule as always: written as before it could be left out
            del out["crawford"]
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "Rules":
        where = "rules"
        if not isinstance(data, dict):
            raise NotationError(f"{where}: expected a mapping, got {type(data).__name__}")
        default = cls()
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise NotationError(f"{where}: unknown option(s) {', '.join(sorted(unknown))}")
        return cls(
            jacoby=_bool(data, "jacoby", where, default.jacoby),
            auto_doubles=_bool(data, "auto_doubles", where, default.auto_doubles),
            auto_double_limit=_int(data, "auto_double_limit", where,
                                   default=default.auto_double_limit, lo=0),
            backgammon_value=_int(data, "backgammon_value", where,
                                  default=default.backgammon_value, lo=2, hi=3),
            beavers=_bool(data, "beavers", where, default.beavers),
            use_cube=_bool(data, "use_cube", where, default.use_cube),
            crawford=_bool(data, "crawford", where, default.crawford),
        )


# ---------------------------------------------------------------------------------------------
# Events
# ---------------------------------------------------------------------------------------------

class EventKind(str, Enum):
    OPENING_ROLL = "opening_roll"   # dice = (player 0's die, player 1's die); player = winner or None on a tie
    AUTO_DOUBLE = "auto_double"     # cube = the new (centred) value
    ROLL = "roll"                   # player rolled dice
    PLAY = "play"                   # player played dice with steps / notation ("" = no move possible)
    DOUBLE = "double"               # player offered the cube at value cube
    TAKE = "take"                   # player took; cube = the new value, now owned by player
    DROP = "drop"                   # player passed; cube = the points the doubler wins
    BEAVER = "beaver"               # player beavered; cube = the new value, owned by player
    RESIGN = "resign"               # player offered to resign; resign = 1 single, 2 gammon, 3 backgammon
    ACCEPT = "accept"               # player accepted the resignation
    DECLINE = "decline"             # player declined the resignation


#: The dice and checker steps events hold, one shared tuple each: a money session kept all
#: evening (or a long record read) holds thousands of events, with only 36 different rolls and
#: a few hundred steps.
_SHARED: dict[tuple, tuple] = {}


def _shared(pair):
    """``pair`` itself, or the equal tuple already held, for pairs of small ints (bounded: the
    at most 26 x 26 pairs of points and dice)."""
    if type(pair) is tuple and len(pair) == 2:
        a, b = pair
        if type(a) is int and type(b) is int and 0 <= a <= 25 and 0 <= b <= 25:
            return _SHARED.setdefault(pair, pair)
    return pair


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened in a game. Slotted: a session kept all evening holds ~95 events a
    game (~100 bytes each with slots, ~270 with a ``__dict__``)."""

    kind: EventKind
    player: int | None = None
    dice: tuple[int, int] | None = None
    steps: tuple[tuple[int, int], ...] | None = None
    notation: str | None = None
    cube: int | None = None
    resign: int | None = None

    def __post_init__(self) -> None:
        if self.dice is not None:
            object.__setattr__(self, "dice", _shared(self.dice))
        if self.steps is not None:
            object.__setattr__(self, "steps", tuple(_shared(s) for s in self.steps))

    @classmethod
    def roll(cls, player: int, dice: tuple[int, int]) -> "Event":
        """A ROLL event. Events are values: the at most 2 x 36 different ones are made once and
        shared (a game holds ~45 rolls; a session kept all evening, thousands)."""
        ev = _ROLLS.get((player, dice)) if type(dice) is tuple else None
        if ev is None:
            ev = cls(EventKind.ROLL, player=player, dice=dice)
            if player in (0, 1) and type(ev.dice) is tuple and ev.dice in _SHARED:
                _ROLLS[(player, ev.dice)] = ev
        return ev

    @classmethod
    def play(cls, player: int, dice: tuple, steps: tuple, notation: str) -> "Event":
        """A PLAY event, made quickly for readers of long records (the frozen dataclass's
        ``__init__`` checks every field through ``__post_init__``; this fills the slots directly)."""
        ev = object.__new__(cls)
        _fill_play(ev, player, _shared(dice), tuple([_shared(s) for s in steps]), notation)
        return ev

    def to_dict(self) -> dict:
        out: dict[str, Any] = {"kind": self.kind.value}
        if self.player is not None:
            out["player"] = self.player
        if self.dice is not None:
            out["dice"] = list(self.dice)
        if self.steps is not None:
            out["steps"] = [list(s) for s in self.steps]
        if self.notation is not None:
            out["notation"] = self.notation
        if self.cube is not None:
            out["cube"] = self.cube
        if self.resign is not None:
            out["resign"] = self.resign
        return out

    @classmethod
    def from_dict(cls, data: dict, where: str = "event") -> "Event":
        if not isinstance(data, dict):
            raise NotationError(f"{where}: expected a mapping, got {type(data).__name__}")
        try:
            kind = EventKind(data.get("kind"))
        except ValueError:
            raise NotationError(f"{where}: unknown kind {data.get('kind')!r}") from None
        dice = data.get("dice")
        if dice is not None:
            dice = _pair(dice, where, "dice", 1, 6)
        steps = data.get("steps")
        if steps is not None:
            if not isinstance(steps, (list, tuple)):
                raise NotationError(f"{where}: 'steps' must be a list of [from, to] pairs")
            steps = tuple(_pair(s, where, "steps", 0, 25) for s in steps)
        notation = data.get("notation")
        if notation is not None and not isinstance(notation, str):
            raise NotationError(f"{where}: 'notation' must be text, got {notation!r}")
        ev = cls(kind=kind, player=_player(data.get("player"), where, "player"), dice=dice,
                 steps=steps, notation=notation,
                 cube=_int(data, "cube", where, default=None, allow_none=True, lo=1, hi=1 << 15),
                 resign=_int(data, "resign", where, default=None, allow_none=True, lo=1, hi=3))
        needs = {
            EventKind.OPENING_ROLL: ("dice",), EventKind.AUTO_DOUBLE: ("cube",),
            EventKind.ROLL: ("player", "dice"), EventKind.PLAY: ("player",),
            EventKind.DOUBLE: ("player",), EventKind.TAKE: ("player",),
            EventKind.DROP: ("player",), EventKind.BEAVER: ("player",),
            EventKind.RESIGN: ("player", "resign"), EventKind.ACCEPT: ("player",),
            EventKind.DECLINE: ("player",),
        }[kind]
        for name in needs:
            if getattr(ev, name) is None:
                raise NotationError(f"{where}: a '{kind.value}' event needs '{name}'")
        if kind is EventKind.PLAY and ev.steps is None and ev.notation is None:
            raise NotationError(f"{where}: a 'play' event needs 'steps' or 'notation'")
        return ev


#: The shared ROLL events, by (player, dice): bounded, at most 2 x 26 x 26 (dice are checked
#: to be 1..6 elsewhere; a pair outside 0..25 is never kept).
_ROLLS: dict[tuple, Event] = {}


def _fill_play(ev: Event, player, dice, steps, notation,
               _kind=Event.kind.__set__, _player=Event.player.__set__, _dice=Event.dice.__set__,
               _steps=Event.steps.__set__, _notation=Event.notation.__set__, _cube=Event.cube.__set__,
               _resign=Event.resign.__set__) -> None:
    """Fill a new PLAY event's slots (the slots' own setters, bound once)."""
    _kind(ev, EventKind.PLAY)
    _player(ev, player)
    _dice(ev, dice)
    _steps(ev, steps)
    _notation(ev, notation)
    _cube(ev, None)
    _resign(ev, None)


# ---------------------------------------------------------------------------------------------
# Results, starts, records
# ---------------------------------------------------------------------------------------------

class EndReason(str, Enum):
    BEAR_OFF = "bear_off"   # the winner bore off all fifteen checkers (R22)
    DROP = "drop"           # the loser passed a double (R25)
    RESIGN = "resign"       # the loser's resignation was accepted (R27)


@dataclass(frozen=True)
class GameResult:
    winner: int
    points: int      # what the winner scores: cube x multiplier (after Jacoby, backgammon option)
    kind: int        # 1 single, 2 gammon, 3 backgammon (as won, before Jacoby)
    reason: EndReason

    def to_dict(self) -> dict:
        return {"winner": self.winner, "points": self.points, "kind": self.kind,
                "reason": self.reason.value}

    @classmethod
    def from_dict(cls, data: dict, where: str = "result") -> "GameResult":
        if not isinstance(data, dict):
            raise NotationError(f"{where}: expected a mapping, got {type(data).__name__}")
        try:
            reason = EndReason(data.get("reason"))
        except ValueError:
            raise NotationError(f"{where}: unknown reason {data.get('reason')!r}") from None
        return cls(winner=_player(data.get("winner"), where, "winner", allow_none=False),
                   points=_int(data, "points", where, lo=0),
                   kind=_int(data, "kind", where, lo=1, hi=3), reason=reason)


@dataclass(frozen=True)
class GameStart:
    """The state a game starts from: the standard opening, or a set-up position.

    ``position_id`` is always seen from player 0. ``phase`` is a :class:`~bgdesk.engine.game.Phase`
    value; ``on_roll`` is None only in the opening phase. For a set-up double offer the doubler
    is ``on_roll`` and ``cube_value`` the value before the double; for a set-up resignation
    ``resign`` is ``(player, kind)``.
    """

    position_id: str = INITIAL_POSITION_ID
    phase: str = "opening"
    on_roll: int | None = None
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_owner: int | None = None
    cube_turned: bool = False
    resign: tuple[int, int] | None = None

    @property
    def is_standard(self) -> bool:
        return self == GameStart()

    def to_dict(self) -> dict:
        return {"position_id": self.position_id, "phase": self.phase, "on_roll": self.on_roll,
                "dice": list(self.dice) if self.dice else None, "cube_value": self.cube_value,
                "cube_owner": self.cube_owner, "cube_turned": self.cube_turned,
                "resign": list(self.resign) if self.resign else None}

    @classmethod
    def from_dict(cls, data: dict, where: str = "start") -> "GameStart":
        if not isinstance(data, dict):
            raise NotationError(f"{where}: expected a mapping, got {type(data).__name__}")
        pid = data.get("position_id", INITIAL_POSITION_ID)
        if not isinstance(pid, str):
            raise NotationError(f"{where}: 'position_id' must be text, got {pid!r}")
        phase = data.get("phase", "opening")
        if not isinstance(phase, str):
            raise NotationError(f"{where}: 'phase' must be text, got {phase!r}")
        dice = data.get("dice")
        resign = data.get("resign")
        return cls(position_id=pid, phase=phase,
                   on_roll=_player(data.get("on_roll"), where, "on_roll"),
                   dice=_pair(dice, where, "dice", 1, 6) if dice is not None else None,
                   cube_value=_int(data, "cube_value", where, default=1, lo=1, hi=1 << 15),
                   cube_owner=_player(data.get("cube_owner"), where, "cube_owner"),
                   cube_turned=_bool(data, "cube_turned", where, False),
                   resign=_pair(resign, where, "resign", 0, 3) if resign is not None else None)


@dataclass(frozen=True)
class TakeBack:
    """The mark a take-back leaves in a game's record: ``player`` took back the play
    ``undone`` (standard notation) of ``dice``; ``at`` is how many of the game's events were
    kept, so the game went on after event ``at`` with that player choosing the roll again;
    ``dropped`` counts the events undone with it (the play and whatever followed it, such as
    the opponent's reply)."""

    player: int
    at: int
    dice: tuple[int, int]
    undone: str
    dropped: int

    def to_dict(self) -> dict:
        return {"player": self.player, "at": self.at, "dice": list(self.dice),
                "undone": self.undone, "dropped": self.dropped}

    @classmethod
    def from_dict(cls, data: dict, where: str = "take-back") -> "TakeBack":
        if not isinstance(data, dict):
            raise NotationError(f"{where}: expected a mapping, got {type(data).__name__}")
        undone = data.get("undone")
        if not isinstance(undone, str):
            raise NotationError(f"{where}: 'undone' must be text, got {undone!r}")
        return cls(player=_player(data.get("player"), where, "player", allow_none=False),
                   at=_int(data, "at", where, lo=0), dice=_pair(data.get("dice"), where, "dice", 1, 6),
                   undone=undone, dropped=_int(data, "dropped", where, lo=1))


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay one game and export it."""

    rules: Rules = field(default_factory=Rules)
    match_length: int = 0                    # 0 = money play
    score: tuple[int, int] = (0, 0)          # score before this game
    crawford: bool = False                   # this game is the Crawford game (R29)
    start: GameStart = field(default_factory=GameStart)
    events: tuple[Event, ...] = ()
    result: GameResult | None = None
    version: int = RECORD_VERSION
    take_backs: tuple[TakeBack, ...] = ()   # every take-back made in this game, in order

    def to_dict(self) -> dict:
        out = {"version": self.version, "rules": self.rules.to_dict(),
               "match_length": self.match_length, "score": list(self.score),
               "crawford": self.crawford, "start": self.start.to_dict(),
               "events": [e.to_dict() for e in self.events],
               "result": self.result.to_dict() if self.result else None}
        if self.take_backs:
            out["take_backs"] = [t.to_dict() for t in self.take_backs]
        return out

    @classmethod
    def from_dict(cls, data: dict, where: str = "game") -> "GameRecord":
        _check_version(data, where)
        events = data.get("events", [])
        if not isinstance(events, list):
            raise NotationError(f"{where}: 'events' must be a list")
        result = data.get("result")
        take_backs = data.get("take_backs", [])
        if not isinstance(take_backs, list):
            raise NotationError(f"{where}: 'take_backs' must be a list")
        return cls(
            take_backs=tuple(TakeBack.from_dict(t, f"{where}, take-back {i + 1}")
                             for i, t in enumerate(take_backs)),
            rules=Rules.from_dict(data.get("rules", {})),
            match_length=_int(data, "match_length", where, default=0, lo=0, hi=32767),
            score=_pair(data.get("score", [0, 0]), where, "score", 0),
            crawford=_bool(data, "crawford", where, False),
            start=GameStart.from_dict(data.get("start", {}), f"{where}, start"),
            events=tuple(Event.from_dict(e, f"{where}, event {i + 1}") for i, e in enumerate(events)),
            result=GameResult.from_dict(result, f"{where}, result") if result is not None else None,
            version=RECORD_VERSION,
        )


@dataclass(frozen=True)
class MatchRecord:
    """A match (``length`` >= 1) or money session (``length`` 0) and all its games."""

    rules: Rules = field(default_factory=Rules)
    length: int = 0
    start_score: tuple[int, int] = (0, 0)
    start_crawford: bool = False             # the first game recorded is the Crawford game
    games: tuple[GameRecord, ...] = ()
    dice: dict | None = None                 # the dice source as it was at the start (e.g. its seed)
    meta: dict = field(default_factory=dict)  # free-form text: player names, date, place...
    version: int = RECORD_VERSION
    commitment: str | None = None            # fair dice: SHA-256 of the seed, shown before play

    @property
    def take_back_count(self) -> int:
        """How many take-backs were made in the whole match."""
        return sum(len(g.take_backs) for g in self.games)

    def to_dict(self) -> dict:
        out = {"version": self.version, "rules": self.rules.to_dict(), "length": self.length,
               "start_score": list(self.start_score), "start_crawford": self.start_crawford,
               "games": [g.to_dict() for g in self.games],
               "dice": dict(self.dice) if self.dice is not None else None,
               "meta": dict(self.meta)}
        if self.commitment is not None:
            out["commitment"] = self.commitment
        return out

    @classmethod
    def from_dict(cls, data: dict, where: str = "match") -> "MatchRecord":
        _check_version(data, where)
        games = data.get("games", [])
        if not isinstance(games, list):
            raise NotationError(f"{where}: 'games' must be a list")
        dice = data.get("dice")
        if dice is not None and not isinstance(dice, dict):
            raise NotationError(f"{where}: 'dice' must be a mapping")
        meta = data.get("meta", {})
        if not isinstance(meta, dict) or not all(isinstance(k, str) for k in meta):
            raise NotationError(f"{where}: 'meta' must be a mapping with text keys")
        commitment = data.get("commitment")
        if commitment is not None and (not isinstance(commitment, str) or len(commitment) != 64
                                       or any(c not in "0123456789abcdef" for c in commitment)):
            raise NotationError(f"{where}: 'commitment' must be 64 lower-case hex digits")
        return cls(
            rules=Rules.from_dict(data.get("rules", {})),
            length=_int(data, "length", where, default=0, lo=0, hi=32767),
            start_score=_pair(data.get("start_score", [0, 0]), where, "start_score", 0),
            start_crawford=_bool(data, "start_crawford", where, False),
            games=tuple(GameRecord.from_dict(g, f"{where}, game {i + 1}")
                        for i, g in enumerate(games)),
            dice=dice, meta=dict(meta), version=RECORD_VERSION, commitment=commitment)
