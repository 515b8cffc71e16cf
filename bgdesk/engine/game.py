"""One game of backgammon: opening roll, turns, the doubling cube, resignations, the result.

The game keeps the board seen from player 0 and shows it from either side:
``game.position`` is seen from the player on roll (as every engine :class:`Position` is), and
``game.position_for(player)`` from a given player. Players are 0 and 1.

Phases (:class:`Phase`)::

    OPENING ──roll──▶ MOVING ──play──▶ BEFORE_ROLL ──roll──▶ MOVING ──play──▶ ... ──▶ GAME_OVER
       ▲  │tie (R6)                       │ double            ▲
       └──┘                               ▼                   │ take / beaver
                                    DOUBLE_OFFERED ───────────┘  (drop ──▶ GAME_OVER)
    OPENING / BEFORE_ROLL / MOVING ──resign──▶ RESIGN_OFFERED ──decline──▶ back ; accept ──▶ GAME_OVER

Every action is checked (wrong phase or wrong player raises :class:`IllegalActionError`, an
illegal play raises :class:`IllegalMoveError`) and recorded as an :class:`Event`, so the game can
be replayed with :func:`replay_game` and exported.
"""

from __future__ import annotations

from collections import Counter
from enum import Enum, IntEnum

from .dice import DiceSource, SeededDice, check_dice
from .errors import (ArgumentError, BgdeskError, IllegalActionError, IllegalMoveError,
                     NotationError)
from .position import Play, Position, _apply, _sources
from .record import (
    EndReason, Event, EventKind, GameRecord, GameResult, GameStart, Rules, TakeBack,
)

__all__ = [
    "Game", "Phase", "Action", "ResignKind", "IllegalActionError", "MAX_CUBE", "replay_game",
    "Rules", "GameResult", "EndReason",
]

#: The largest cube face (R1, R25): no double past 64.
MAX_CUBE = 64



class Phase(str, Enum):
    OPENING = "opening"                  # waiting for the opening roll (one die each, R6)
    BEFORE_ROLL = "before_roll"          # the player on roll may double (R24) or roll
    DOUBLE_OFFERED = "double_offered"    # the opponent must take, pass (or beaver)
    MOVING = "moving"                    # dice rolled; the player on roll must play
    RESIGN_OFFERED = "resign_offered"    # the opponent of the resigner must accept or decline
    GAME_OVER = "game_over"


class Action(str, Enum):
    ROLL = "roll"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"
    PLAY = "play"
    RESIGN = "resign"
    ACCEPT = "accept"
    DECLINE = "decline"


class ResignKind(IntEnum):
    SINGLE = 1
    GAMMON = 2
    BACKGAMMON = 3


def _check_player(player) -> int:
    if isinstance(player, bool) or not isinstance(player, int) or player not in (0, 1):
        raise IllegalActionError(f"players are 0 and 1, not {player!r}")
    return int(player)


def _check_kind(kind, error: type[BgdeskError] = ArgumentError) -> int:
    """``kind`` as 1 (single), 2 (gammon) or 3 (backgammon); anything else (2.5, "2", True,
    None) raises ``error``."""
    if isinstance(kind, bool) or not isinstance(kind, int) or kind not in (1, 2, 3):
        raise error(f"a resignation or win is single (1), gammon (2) or backgammon (3), "
                    f"not {kind!r}")
    return int(kind)


def check_match_length(length, *, none_is_money: bool = False) -> int:
    """A match length: a whole number >= 0 (0 for money play), or None when ``none_is_money``."""
    if length is None and none_is_money:
        return 0
    if isinstance(length, bool) or not isinstance(length, int) or length < 0:
        raise ArgumentError(f"a match is played to a whole number of points >= 1 "
                            f"(0 for money play), not {length!r}")
    return int(length)


def check_score(score, match_length: int) -> tuple[int, int]:
    """The score before a game: two whole numbers >= 0, both short of the match length (R28)."""
    try:
        s0, s1 = score
    except (TypeError, ValueError):
        raise ArgumentError(f"a score is two whole numbers >= 0, not {score!r}") from None
    if any(isinstance(s, bool) or not isinstance(s, int) or s < 0 for s in (s0, s1)):
        raise ArgumentError(f"a score is two whole numbers >= 0, not {score!r}")
    if match_length and max(s0, s1) >= match_length:
        raise ArgumentError(f"the score {s0}-{s1} has already reached the match length "
                            f"{match_length}, so the match is over (R28)")
    return int(s0), int(s1)


def check_crawford(crawford, match_length: int, score: tuple[int, int]) -> bool:
    """Whether a game at ``score`` may be the Crawford game (R29): only in a match, and only when
    exactly one player is one point from winning."""
    if not isinstance(crawford, bool):
        raise ArgumentError(f"'crawford' is True or False, not {crawford!r}")
    if not crawford:
        return False
    if not match_length:
        raise ArgumentError("there is no Crawford game in money play (R29, R30)")
    n1 = match_length - 1
    if n1 not in score:
        raise ArgumentError(f"the Crawford game is played when a player has {n1} points, "
                            f"and the score is {score[0]}-{score[1]} (R29)")
    if score == (n1, n1):
        raise ArgumentError(f"at {n1}-{n1} the Crawford game has already been played: it follows "
                            f"the first time a player reaches {n1} (R29)")
    return True


def check_rules(rules) -> Rules:
    if rules is None:
        return Rules()
    if not isinstance(rules, Rules):
        raise ArgumentError(f"rules are a Rules object, not {type(rules).__name__}")
    return rules


def check_dice_source(dice):
    """A dice source (anything with a ``roll()`` method), or a fresh :class:`SeededDice`."""
    if dice is None:
        return SeededDice()
    if not callable(getattr(dice, "roll", None)):
        raise ArgumentError(f"a dice source has a roll() method; {type(dice).__name__} has not")
    return dice


class Game:
    """One game. Create it directly, through :class:`bgdesk.engine.match.Match`, or from IDs.

    ``Game(rules, dice, match_length=0, score=(0, 0), crawford=False, start=None)``: ``dice`` is
    a dice source (default: a fresh :class:`SeededDice`); ``match_length`` 0 means money play;
    ``score`` is the score before the game; ``start`` a :class:`GameStart` for a set-up position.
    """

    def __init__(self, rules: Rules | None = None, dice: DiceSource | None = None, *,
                 match_length: int = 0, score: tuple[int, int] = (0, 0), crawford: bool = False,
                 start: GameStart | None = None) -> None:
        self.rules = check_rules(rules)
        self.match_length = check_match_length(match_length)
        self.score = check_score(score, self.match_length)
        self.crawford = check_crawford(crawford, self.match_length, self.score)
        if start is not None and not isinstance(start, GameStart):
            raise ArgumentError(f"a game starts from a GameStart, not {type(start).__name__}")
        self.dice_source = check_dice_source(dice)
        self.start = start if start is not None else GameStart()
        self._events: list[Event] = []
        self._result: GameResult | None = None
        self._auto_doubles = 0
        self._legal: dict[Position, Play] | None = None
        self._resume: Phase | None = None
        self._take_backs: list[TakeBack] = []
        self._setup(self.start)

    # -- construction ---------------------------------------------------------------------

    def _setup(self, st: GameStart) -> None:
        try:
            self._pos0 = Position.from_position_id(st.position_id)
        except BgdeskError as e:
            raise NotationError(f"game start: {e}") from e
        try:
            phase = Phase(st.phase)
        except ValueError:
            raise NotationError(f"game start: unknown phase {st.phase!r}") from None
        if phase is Phase.GAME_OVER:
            raise NotationError("game start: a game cannot start already over")
        if phase is not Phase.OPENING and (isinstance(st.on_roll, bool)
                                           or st.on_roll not in (0, 1)):
            raise NotationError(f"game start: phase {phase.value} needs the player on roll")
        v = st.cube_value
        if isinstance(v, bool) or not isinstance(v, int) or v < 1 or v > MAX_CUBE or v & (v - 1):
            raise NotationError(f"game start: the cube shows 1, 2, 4, ... 64, not {v!r}")
        if st.cube_owner not in (None, 0, 1) or isinstance(st.cube_owner, bool):
            raise NotationError(f"game start: the cube is centred (None) or owned by player 0 "
                                f"or 1, not {st.cube_owner!r}")
        if phase is Phase.OPENING and st.cube_owner is not None:
            raise NotationError("game start: the cube is in the middle before the opening roll")
        if st.cube_owner is not None and v == 1:
            raise NotationError("game start: an owned cube has been doubled, so it shows 2 or more "
                                "(R25); a cube at 1 is in the middle")
        if not isinstance(st.cube_turned, bool):
            raise NotationError(f"game start: 'cube_turned' is True or False, not "
                                f"{st.cube_turned!r}")
        if self.crawford and (v != 1 or st.cube_owner is not None):
            raise NotationError("game start: the cube is not used in the Crawford game (R29)")
        if not self.rules.use_cube and (v != 1 or st.cube_owner is not None):
            raise NotationError("game start: these rules play without the cube")
        self.phase = phase
        self.on_roll: int | None = None if phase is Phase.OPENING else st.on_roll
        self.cube_value = v
        self.cube_owner = st.cube_owner
        # An owned cube has been turned (offered and taken), whatever the start says (R32).
        self.cube_turned = st.cube_turned or st.cube_owner is not None
        self.dice: tuple[int, int] | None = None
        self.resignation: tuple[int, int] | None = None
        if phase is Phase.OPENING:
            if st.dice is not None or st.resign is not None:
                raise NotationError("game start: nothing is rolled or offered before the opening roll")
            return
        if self.position.winner() is not None:
            raise NotationError("game start: one side has already borne off all its checkers")
        if phase is Phase.MOVING:
            if st.dice is None:
                raise NotationError("game start: the moving phase needs the dice")
            self._set_dice(check_dice(st.dice))
        elif phase is Phase.DOUBLE_OFFERED:
            if not self.cube_available(self.on_roll):
                raise NotationError(f"game start: player {self.on_roll} may not double here")
        elif phase is Phase.RESIGN_OFFERED:
            r = st.resign
            if (not isinstance(r, (tuple, list)) or len(r) != 2
                    or any(isinstance(x, bool) or not isinstance(x, int) for x in r)
                    or r[0] not in (0, 1) or r[1] not in (1, 2, 3)):
                raise NotationError("game start: a resignation needs (player, kind 1-3)")
            self.resignation = (st.resign[0], st.resign[1])
            if st.dice is not None:
                self._set_dice(check_dice(st.dice))
                self._resume = Phase.MOVING
            else:
                self._resume = Phase.BEFORE_ROLL
        if phase is not Phase.RESIGN_OFFERED and st.resign is not None:
            raise NotationError("game start: a resignation is given but the phase is " + phase.value)

    @classmethod
    def from_position(cls, position: Position, on_roll: int, *, rolled=None, cube_value: int = 1,
                      cube_owner: int | None = None, cube_turned: bool = False,
                      rules: Rules | None = None, dice: DiceSource | None = None,
                      match_length: int = 0, score: tuple[int, int] = (0, 0),
                      crawford: bool = False) -> "Game":
        """A game set up at ``position`` (seen from ``on_roll``): before the roll, or with the
        ``rolled`` dice waiting to be played. ``dice`` is the dice source, as for the constructor."""
        on_roll = _check_player(on_roll)
        pos0 = position if on_roll == 0 else position.swapped()
        start = GameStart(position_id=pos0.position_id(),
                          phase=(Phase.MOVING if rolled else Phase.BEFORE_ROLL).value,
                          on_roll=on_roll, dice=check_dice(rolled) if rolled else None,
                          cube_value=cube_value, cube_owner=cube_owner, cube_turned=cube_turned)
        return cls(rules, dice, match_length=match_length, score=score,
                   crawford=crawford, start=start)

    # -- queries --------------------------------------------------------------------------

    @property
    def is_money(self) -> bool:
        return self.match_length == 0

    @property
    def position(self) -> Position:
        """The board seen from the player on roll (from player 0 before the opening roll)."""
        return self.position_for(self.on_roll or 0)

    def position_for(self, player: int) -> Position:
        """The board seen from ``player``."""
        return self._pos0 if _check_player(player) == 0 else self._pos0.swapped()

    @property
    def to_act(self) -> int | None:
        """The player who must act now; None in the opening (either may roll) and when over."""
        if self.phase is Phase.DOUBLE_OFFERED:
            return 1 - self.on_roll
        if self.phase is Phase.RESIGN_OFFERED:
            return 1 - self.resignation[0]
        if self.phase in (Phase.OPENING, Phase.GAME_OVER):
            return None
        return self.on_roll

    @property
    def cube_face(self) -> int:
        """What the cube shows: 64 while centred at 1 (R23), else its value."""
        return 64 if self.cube_value == 1 and self.cube_owner is None else self.cube_value

    @property
    def cube_centred(self) -> bool:
        return self.cube_owner is None

    @property
    def doubler(self) -> int | None:
        """The player whose double is waiting for an answer."""
        return self.on_roll if self.phase is Phase.DOUBLE_OFFERED else None

    @property
    def offered_value(self) -> int | None:
        """The cube value a pending double would make (twice the current value)."""
        return 2 * self.cube_value if self.phase is Phase.DOUBLE_OFFERED else None

    @property
    def auto_doubles(self) -> int:
        """Automatic doubles made so far in this game (R31)."""
        return self._auto_doubles

    @property
    def legal_plays(self) -> list[Play]:
        """Every legal play of the current roll (empty unless the phase is MOVING); a roll that
        cannot be played gives one empty play."""
        if self._legal is None or self.phase is not Phase.MOVING:
            return []
        return list(self._legal.values())

    @property
    def cannot_move(self) -> bool:
        """True when the roll has no legal move: the only play is the empty one (R12, R16)."""
        plays = self.legal_plays
        return len(plays) == 1 and plays[0].is_empty()

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def result(self) -> GameResult | None:
        return self._result

    @property
    def take_backs(self) -> tuple[TakeBack, ...]:
        """The marks of the take-backs made in this game, in order."""
        return tuple(self._take_backs)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def winner(self) -> int | None:
        return self._result.winner if self._result else None

    @property
    def points(self) -> int:
        """Points the winner scored (0 while the game goes on)."""
        return self._result.points if self._result else 0

    @property
    def final_score(self) -> tuple[int, int]:
        """The score after this game (the score before it while it goes on)."""
        s = list(self.score)
        if self._result:
            s[self._result.winner] += self._result.points
        return s[0], s[1]

    def multiplier(self, kind: int) -> int:
        """Points per cube unit for a win of ``kind`` now: R26 (backgammon 3 or 2) and R32 (Jacoby)."""
        kind = _check_kind(kind)
        if kind > 1 and self.is_money and self.rules.jacoby and not self.cube_turned:
            return 1
        return {1: 1, 2: 2, 3: self.rules.backgammon_value}[kind]

    def stake(self, kind: int = 1) -> int:
        """Points a win of ``kind`` would score at the current cube."""
        return self.cube_value * self.multiplier(kind)

    def cube_available(self, player: int) -> bool:
        """Whether ``player`` could double at some point with the cube as it is now (R24, R25,
        R29): the cube is in use, not the Crawford game, centred or owned by ``player``, below 64."""
        return (self.rules.use_cube and not self.crawford
                and (self.cube_owner is None or self.cube_owner == player)
                and 2 * self.cube_value <= MAX_CUBE)

    def can_roll(self, player: int | None = None) -> bool:
        if self.phase is Phase.OPENING:
            return True
        return self.phase is Phase.BEFORE_ROLL and (player is None or player == self.on_roll)

    def can_double(self, player: int) -> bool:
        """Only before rolling, only the owner or either player when centred, never past 64, never
        in the Crawford game. Being unable to move does not matter (R24)."""
        return (self.phase is Phase.BEFORE_ROLL and player == self.on_roll
                and self.cube_available(player))

    def can_take(self, player: int) -> bool:
        return self.phase is Phase.DOUBLE_OFFERED and player == 1 - self.on_roll

    can_drop = can_take

    def can_beaver(self, player: int) -> bool:
        """R33: money play with beavers on, and the cube after the beaver still at most 64."""
        return (self.can_take(player) and self.rules.beavers and self.is_money
                and 4 * self.cube_value <= MAX_CUBE)

    def can_play(self, player: int | None = None) -> bool:
        return self.phase is Phase.MOVING and (player is None or player == self.on_roll)

    def can_resign(self, player: int) -> bool:
        """Either player may offer to resign while the game is in play, from before the opening
        roll to the last move (R27)."""
        return self.phase in (Phase.OPENING, Phase.BEFORE_ROLL, Phase.MOVING) and player in (0, 1)

    def can_answer_resignation(self, player: int) -> bool:
        return self.phase is Phase.RESIGN_OFFERED and player == 1 - self.resignation[0]

    def legal_actions(self, player: int) -> frozenset[Action]:
        """Everything ``player`` may do now."""
        acts = set()
        if self.can_roll(player):
            acts.add(Action.ROLL)
        if self.can_double(player):
            acts.add(Action.DOUBLE)
        if self.can_take(player):
            acts.update((Action.TAKE, Action.DROP))
        if self.can_beaver(player):
            acts.add(Action.BEAVER)
        if self.can_play(player):
            acts.add(Action.PLAY)
        if self.can_resign(player):
            acts.add(Action.RESIGN)
        if self.can_answer_resignation(player):
            acts.update((Action.ACCEPT, Action.DECLINE))
        return frozenset(acts)

    # -- actions --------------------------------------------------------------------------

    def _require(self, ok: bool, player: int | None, what: str) -> int | None:
        if ok:
            return player
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError(f"cannot {what}: the game is over")
        who = self.to_act
        if player is not None and who is not None and player != who:
            raise IllegalActionError(f"cannot {what}: it is player {who}'s turn to act, "
                                     f"not player {player}'s")
        raise IllegalActionError(f"cannot {what} now (phase: {self.phase.value.replace('_', ' ')})")

    def _actor(self, player: int | None) -> int:
        if player is None:
            return self.to_act
        return _check_player(player)

    def roll(self, dice=None, *, player: int | None = None) -> tuple[int, int]:
        """Roll: the opening roll (one die each: ``dice[0]`` is player 0's) or the turn's roll.

        ``dice`` given by hand overrides the dice source. Returns the dice rolled.
        """
        if player is not None:
            _check_player(player)
        self._require(self.can_roll(player), player, "roll")
        dice = check_dice(dice) if dice is not None else check_dice(self.dice_source.roll())
        if self.phase is Phase.OPENING:
            return self._opening(dice)
        self._events.append(Event.roll(self.on_roll, dice))
        self._set_dice(dice)
        self.phase = Phase.MOVING
        return dice

    def _opening(self, dice: tuple[int, int]) -> tuple[int, int]:
        d0, d1 = dice
        if d0 == d1:
            # R6, R31: a tie is rolled again; with automatic doubles (money only) it doubles the
            # cube first, up to the limit, the cube staying in the middle.
            self._events.append(Event(EventKind.OPENING_ROLL, dice=dice))
            if (self.is_money and self.rules.auto_doubles and self.rules.use_cube
                    and self._auto_doubles < self.rules.auto_double_limit
                    and 2 * self.cube_value <= MAX_CUBE):
                self._auto_doubles += 1
                self.cube_value *= 2
                self._events.append(Event(EventKind.AUTO_DOUBLE, cube=self.cube_value))
            return dice
        winner = 0 if d0 > d1 else 1
        self._events.append(Event(EventKind.OPENING_ROLL, player=winner, dice=dice))
        self.on_roll = winner
        self._set_dice(dice)
        self.phase = Phase.MOVING
        return dice

    def _set_dice(self, dice: tuple[int, int]) -> None:
        self.dice = dice
        pos = self.position
        self._legal = {p.result: p for p in pos.legal_plays(*dice)}

    def play(self, play, *, player: int | None = None) -> Play:
        """Play the roll: ``play`` is a :class:`Play` (or notation text such as ``"8/5 6/5"``)
        whose result is among the legal plays; anything else raises :class:`IllegalMoveError`.
        The empty play passes a roll that cannot be played."""
        if player is not None:
            _check_player(player)
        player = self._require(self.can_play(player), player, "move")
        mover = self.on_roll
        pos = self.position
        if isinstance(play, str):
            from .notation import parse_play
            play = parse_play(pos, self.dice, play)
        result = getattr(play, "result", None)
        if not isinstance(result, Position):
            raise IllegalMoveError(f"not a play: {play!r}")
        chosen = self._legal.get(result)
        if chosen is None:
            d1, d2 = self.dice
            raise IllegalMoveError(f"'{play}' is not a legal play of {d1}-{d2} in this position"
                                   if str(play) else
                                   f"a move is possible with {d1}-{d2}: the roll must be played (R12)")
        # Keep the caller's steps (e.g. the order dragged) when they belong to this position.
        shown = play if isinstance(play, Play) and play.origin == pos else chosen
        self._events.append(Event(EventKind.PLAY, player=mover, dice=self.dice,
                                  steps=tuple(shown.steps), notation=str(shown)))
        after = chosen.result
        self._pos0 = after if mover == 0 else after.swapped()
        self._legal = None
        self.dice = None
        won = after.winner()
        if won is not None:
            side, kind = won
            self._end(mover if side == 0 else 1 - mover, kind, EndReason.BEAR_OFF)
        else:
            self.on_roll = 1 - mover
            self.phase = Phase.BEFORE_ROLL
        return shown

    def double(self, *, player: int | None = None) -> int:
        """Offer the cube (R24). Returns the value offered."""
        if player is not None:
            _check_player(player)
        self._require(self.can_double(self.on_roll if player is None else player), player, "double")
        self._events.append(Event(EventKind.DOUBLE, player=self.on_roll, cube=2 * self.cube_value))
        self.phase = Phase.DOUBLE_OFFERED
        return 2 * self.cube_value

    def take(self, *, player: int | None = None) -> None:
        """Take the double: the stake doubles and the taker owns the cube (R25)."""
        taker = self._actor(player)
        self._require(self.can_take(taker), player, "take")
        self.cube_value *= 2
        self.cube_owner = taker
        self.cube_turned = True
        self._events.append(Event(EventKind.TAKE, player=taker, cube=self.cube_value))
        self.phase = Phase.BEFORE_ROLL

    def drop(self, *, player: int | None = None) -> None:
        """Pass the double: the doubler wins the stake before the double (R25)."""
        dropper = self._actor(player)
        self._require(self.can_take(dropper), player, "pass")
        self._events.append(Event(EventKind.DROP, player=dropper, cube=self.cube_value))
        self._end(self.on_roll, 1, EndReason.DROP, points=self.cube_value)

    pass_double = drop

    def beaver(self, *, player: int | None = None) -> None:
        """R33: take and immediately redouble, keeping the cube: it goes to 4x the value before
        the double, owned by the beaverer; the doubler then rolls."""
        who = self._actor(player)
        self._require(self.can_beaver(who), player, "beaver")
        self.cube_value *= 4
        self.cube_owner = who
        self.cube_turned = True
        self._events.append(Event(EventKind.BEAVER, player=who, cube=self.cube_value))
        self.phase = Phase.BEFORE_ROLL

    def resign(self, player: int, kind: int = ResignKind.SINGLE) -> None:
        """``player`` offers to resign a single game, a gammon or a backgammon (R27)."""
        player = _check_player(player)
        kind = _check_kind(kind, IllegalActionError)
        self._require(self.can_resign(player), player, "resign")
        self._events.append(Event(EventKind.RESIGN, player=player, resign=kind))
        self.resignation = (player, kind)
        self._resume = self.phase
        self.phase = Phase.RESIGN_OFFERED

    def accept_resignation(self, *, player: int | None = None) -> None:
        """The game ends for the resigned kind times the cube (R27)."""
        who = self._actor(player)
        self._require(self.can_answer_resignation(who), player, "accept a resignation")
        resigner, kind = self.resignation
        self._events.append(Event(EventKind.ACCEPT, player=who, resign=kind))
        self._end(1 - resigner, kind, EndReason.RESIGN)

    def decline_resignation(self, *, player: int | None = None) -> None:
        """Play goes on where it was (R27)."""
        who = self._actor(player)
        self._require(self.can_answer_resignation(who), player, "decline a resignation")
        self._events.append(Event(EventKind.DECLINE, player=who, resign=self.resignation[1]))
        self.resignation = None
        self.phase = self._resume
        self._resume = None

    def _last_play(self, player: int) -> int | None:
        """Index in the events of ``player``'s last play that moved a checker."""
        for i in range(len(self._events) - 1, -1, -1):
            ev = self._events[i]
            if ev.kind is EventKind.PLAY and ev.player == player and (ev.steps or ev.notation):
                return i
        return None

    def can_take_back(self, player: int) -> bool:
        """Whether ``player`` has a play in this game to take back (see :meth:`take_back`)."""
        return self._last_play(_check_player(player)) is not None

    def take_back(self, player: int) -> TakeBack:
        """Undo ``player``'s last play that moved a checker, and everything after it (the
        opponent's reply, a double, even the end of the game): the game goes back to that
        player choosing a play for the same roll. The take-back is marked in the record
        (:attr:`take_backs`); the events undone are gone from it. Returns the mark."""
        player = _check_player(player)
        i = self._last_play(player)
        if i is None:
            raise IllegalActionError(f"player {player} has no play to take back in this game")
        undone = self._events[i]
        again = Game(self.rules, self.dice_source, match_length=self.match_length,
                     score=self.score, crawford=self.crawford, start=self.start)
        replay_into(again, self._events[:i], "take-back")
        if not again.can_play(player):  # cannot happen: the events led there before
            raise IllegalActionError("the game cannot go back before this play")
        mark = TakeBack(player=player, at=i, dice=again.dice,
                        undone=undone.notation if undone.notation is not None else "",
                        dropped=len(self._events) - i)
        marks = self._take_backs + [mark]
        self.__dict__.update(again.__dict__)
        self._take_backs = marks
        return mark

    def _end(self, winner: int, kind: int, reason: EndReason, points: int | None = None) -> None:
        if points is None:
            points = self.stake(kind)
        self._result = GameResult(winner=winner, points=points, kind=kind, reason=reason)
        self.phase = Phase.GAME_OVER
        self._legal = None
        self.resignation = None if reason is not EndReason.RESIGN else self.resignation

    # -- record ---------------------------------------------------------------------------

    def record(self) -> GameRecord:
        return GameRecord(rules=self.rules, match_length=self.match_length, score=self.score,
                          crawford=self.crawford, start=self.start, events=tuple(self._events),
                          result=self._result, take_backs=tuple(self._take_backs))

    def __repr__(self) -> str:
        cube = f"cube {self.cube_value}" + ("" if self.cube_owner is None else f" owned by {self.cube_owner}")
        kind = f"match to {self.match_length}" if self.match_length else "money"
        return (f"<Game {kind} score {self.score[0]}-{self.score[1]}{' Crawford' if self.crawford else ''}; "
                f"{self.phase.value}, on roll {self.on_roll}, dice {self.dice}, {cube}>")


# ---------------------------------------------------------------------------------------------
# Replay
# ---------------------------------------------------------------------------------------------

def _play_of_steps(game: Game, steps) -> Play | None:
    """The legal play made by ``steps`` in their order, found without a search: each step must
    move one checker by one of the dice left (R10, R11, R14, R15, R17-R20) and the position they
    lead to must be a legal play's (R8, R9, R12, which the game has listed for this roll). None
    when that is not so (the caller then looks further). Replaying a long evening costs one
    listing of the legal plays per play this way, not a step-by-step search as well."""
    legal = game._legal
    if legal is None or game.dice is None:
        return None
    pos = game.position
    d1, d2 = game.dice
    left = [d1] * 4 if d1 == d2 else [d1, d2]
    bl = list(pos.board)
    raw = []
    for step in steps:
        src, dst = step
        if dst > 0:
            die = src - dst
            if die not in left:
                return None
        else:  # bearing off: with the exact die if it is left, else with a higher one (R19)
            higher = sorted(d for d in set(left) if d >= src)
            if not higher:
                return None
            die = higher[0]
        if src not in _sources(bl, die):
            return None
        landed, hit = _apply(bl, src, die)
        if landed != dst:
            return None
        raw.append((src, dst, die, hit))
        left.remove(die)
    chosen = legal.get(Position._from_trusted(tuple(bl)))
    if chosen is None:
        return None
    return Play(pos, chosen._key, tuple(raw))


def _find_play(game: Game, ev: Event) -> Play:
    """The legal play an event stands for: by its steps in order, by its steps in any order, or
    by its notation."""
    pos, dice = game.position, game.dice
    if ev.steps is not None:
        if not ev.steps:
            return pos.legal_plays(*dice)[0] if game.cannot_move else None
        fast = _play_of_steps(game, ev.steps)
        if fast is not None:
            return fast
        from .turn import Turn
        turn = Turn(pos, dice)
        try:
            turn.apply_path(ev.steps)
            if turn.is_complete:
                return turn.play()
        except BgdeskError:
            pass
        want = Counter(ev.steps)
        for p in game.legal_plays:
            if Counter(p.steps) == want:
                return p
    if ev.notation is not None:
        from .notation import parse_play
        try:
            return parse_play(pos, dice, ev.notation)
        except BgdeskError:
            pass
    return None


def _describe(ev: Event) -> str:
    who = "" if ev.player is None else f" by player {ev.player}"
    extra = ""
    if ev.dice:
        extra += f" {ev.dice[0]}-{ev.dice[1]}"
    if ev.notation is not None or ev.steps is not None:
        extra += f" '{ev.notation if ev.notation is not None else ev.steps}'"
    return f"{ev.kind.value}{who}{extra}"


def replay_into(game: Game, events, where: str = "record") -> Game:
    """Apply recorded ``events`` to ``game``, checking every one (R41)."""
    base = len(game.events)
    for i, ev in enumerate(events):
        at = f"{where}, event {i + 1} ({_describe(ev)})"
        if ev.kind is EventKind.AUTO_DOUBLE:
            made = game.events[base + i] if len(game.events) > base + i else None
            if made != ev:
                raise IllegalMoveError(f"{at}: no automatic double happens here under these rules")
            continue
        if len(game.events) != base + i:
            raise IllegalMoveError(f"{at}: the record lacks the automatic double the rules make here")
        if ev.player is not None and ev.kind not in (EventKind.RESIGN, EventKind.OPENING_ROLL) \
                and game.to_act is not None and ev.player != game.to_act:
            raise IllegalMoveError(f"{at}: it is player {game.to_act}'s turn, not player {ev.player}'s")
        try:
            k = ev.kind
            if k is EventKind.OPENING_ROLL:
                if game.phase is not Phase.OPENING:
                    raise IllegalActionError("the opening roll is over")
                game.roll(ev.dice)
                if ev.player != game.on_roll and ev.dice[0] != ev.dice[1]:
                    raise IllegalMoveError(f"the opening roll {ev.dice} is won by player {game.on_roll}")
            elif k is EventKind.ROLL:
                game.roll(ev.dice, player=ev.player)
            elif k is EventKind.PLAY:
                if ev.dice is not None and game.dice is not None and tuple(ev.dice) != game.dice:
                    raise IllegalMoveError(f"the dice rolled were {game.dice}, not {ev.dice}")
                if not game.can_play(ev.player):
                    raise IllegalActionError(f"cannot move now (phase: {game.phase.value})")
                play = _find_play(game, ev)
                if play is None:
                    d1, d2 = game.dice
                    raise IllegalMoveError(
                        f"not a legal play of {d1}-{d2} in position {game.position.position_id()}")
                game.play(play, player=ev.player)
            elif k is EventKind.DOUBLE:
                game.double(player=ev.player)
            elif k is EventKind.TAKE:
                game.take(player=ev.player)
            elif k is EventKind.DROP:
                game.drop(player=ev.player)
            elif k is EventKind.BEAVER:
                game.beaver(player=ev.player)
            elif k is EventKind.RESIGN:
                game.resign(ev.player, ev.resign)
            elif k is EventKind.ACCEPT:
                game.accept_resignation(player=ev.player)
            elif k is EventKind.DECLINE:
                game.decline_resignation(player=ev.player)
        except BgdeskError as e:
            raise IllegalMoveError(f"{at}: {e}") from e
        if ev.cube is not None and k in (EventKind.DOUBLE, EventKind.TAKE, EventKind.BEAVER,
                                         EventKind.DROP):
            made = game.events[-1].cube
            if made != ev.cube:
                raise IllegalMoveError(f"{at}: the cube would be {made}, the record says {ev.cube}")
    if len(game.events) != base + len(events):
        raise IllegalMoveError(f"{where}: the record lacks the automatic double the rules make "
                               f"after its last event")
    return game


def replay_game(record: GameRecord, dice: DiceSource | None = None) -> Game:
    """Rebuild a game from its record, verifying every roll, play and cube action (R41).

    ``dice`` becomes the game's dice source for continuing an unfinished game.
    """
    game = Game(record.rules, dice, match_length=record.match_length, score=record.score,
                crawford=record.crawford, start=record.start)
    replay_into(game, record.events)
    game._take_backs = list(record.take_backs)
    if record.result is not None and game.result != record.result:
        got = game.result.to_dict() if game.result else "no result (the game is not over)"
        raise IllegalMoveError(f"record: the result says {record.result.to_dict()}, "
                               f"the replay gives {got}")
    return game
