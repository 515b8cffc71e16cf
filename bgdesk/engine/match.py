"""Matches to N points and money sessions: the sequence of games, the score, the Crawford game.

``Match(length=5)`` plays to 5 points (R28) with the Crawford rule (R29); ``Match(length=0)`` (or
None) is a money session whose points accumulate per player, with the money-play options of
:class:`Rules` (automatic doubles, Jacoby, beavers: R30-R33). ``new_game()`` creates each game
with the right score, Crawford flag and rules; the games share the match's dice source.
"""

from __future__ import annotations

from .dice import LEGACY_REPLAY_LIMIT, DiceSource, ManualDice, SeededDice, dice_from_dict
from .errors import ArgumentError, BgdeskError, IllegalMoveError
from .fairdice import FairDice, mark_unverifiable, rolls_in_record
from .game import (Game, IllegalActionError, _check_player, check_crawford, check_dice_source,
                   check_match_length, check_rules, check_score, replay_into)
from .record import EventKind, MatchRecord, Rules

__all__ = ["Match", "replay_match", "resume_dice"]


class Match:
    def __init__(self, length: int | None = 0, rules: Rules | None = None,
                 dice: DiceSource | None = None, *, score: tuple[int, int] = (0, 0),
                 crawford: bool = False, meta: dict | None = None) -> None:
        """``score`` / ``crawford`` let a match resume from a given score: ``crawford=True`` makes
        the first game the Crawford game; a player already at N-1 without it means the Crawford
        game has been played. Bad values raise :class:`~bgdesk.engine.errors.ArgumentError`."""
        length = check_match_length(length, none_is_money=True)
        rules = check_rules(rules)
        dice = check_dice_source(dice)
        s0, s1 = check_score(score, length)
        crawford = check_crawford(crawford, length, (s0, s1))
        if crawford and not rules.crawford:
            raise ArgumentError("a match played without the Crawford rule has no Crawford game")
        if meta is not None and not isinstance(meta, dict):
            raise ArgumentError(f"'meta' is a dict of notes, not {type(meta).__name__}")
        if isinstance(dice, FairDice) and dice.rolls:
            raise ArgumentError(
                "fair dice serve one match from their first roll; these have already rolled "
                f"{dice.rolls} time(s), and the commitment does not fix where a match would start")
        self.length = length
        self.rules = rules
        self.dice = dice
        self._dice_at_start = self.dice.to_dict() if hasattr(self.dice, "to_dict") else None
        # Fair dice (fairdice.py): the commitment shown before the first roll, and the source
        # whose seed, once revealed after the match, goes into the record.
        self._start_dice = self.dice
        self.commitment: str | None = getattr(self.dice, "commitment", None)
        self.start_score = (s0, s1)
        self.start_crawford = bool(crawford)
        self.meta = dict(meta or {})
        self.games: list[Game] = []
        # The score before the current (last) game: the start score plus every earlier game,
        # kept as games are added so that the score costs the same however long the match is.
        self._score_before_last = (s0, s1)
        # R29: the Crawford game happens exactly once; a player already at N-1 at the start
        # (without crawford=True) means it is behind us.
        self._crawford_used = bool(crawford) or (bool(length) and length - 1 in (s0, s1))
        self._next_crawford = bool(crawford)
        # Rolls in the games before the last: (how many games counted, their rolls).
        self._rolls_before = (0, 0)
        if isinstance(dice, FairDice):
            dice.bind(self.rolls_played)

    # -- queries --------------------------------------------------------------------------

    @property
    def is_money(self) -> bool:
        return self.length == 0

    @property
    def score(self) -> tuple[int, int]:
        """Points so far: the start score plus every finished game."""
        g = self.current_game
        if g is None or g.result is None:
            return self._score_before_last
        s = list(self._score_before_last)
        s[g.result.winner] += g.result.points
        return s[0], s[1]

    @property
    def current_game(self) -> Game | None:
        return self.games[-1] if self.games else None

    @property
    def is_over(self) -> bool:
        """A match is over when a player reaches or passes N (R28); a money session never is."""
        return bool(self.length) and max(self.score) >= self.length

    @property
    def winner(self) -> int | None:
        if not self.is_over:
            return None
        s = self.score
        return 0 if s[0] >= self.length else 1

    @property
    def is_crawford(self) -> bool:
        """True while the current game is the Crawford game, or when the next game will be."""
        g = self.current_game
        if g is not None and not g.is_over:
            return g.crawford
        return self._crawford_next()

    @property
    def is_post_crawford(self) -> bool:
        g = self.current_game
        if g is not None and not g.is_over and g.crawford:
            return False
        return self._crawford_used and not self._crawford_next()

    def rolls_played(self) -> int:
        """The rolls this match's record holds (every opening roll, tied ones too, and every
        later roll): fair dice number the next roll by it, never by a counter of their own.
        Costs the current game's events, whatever the number of games before it."""
        done = max(len(self.games) - 1, 0)
        counted, total = self._rolls_before
        if counted > done:  # pragma: no cover - earlier games never go away
            counted, total = 0, 0
        for g in self.games[counted:done]:
            total += _rolls_in(g)
        self._rolls_before = (done, total)
        return total + (_rolls_in(self.games[-1]) if self.games else 0)

    @property
    def given_rolls(self) -> int:
        """Rolls at the start of the record that this match's dice did not make: a match
        played on from a moment of another (:func:`~bgdesk.engine.replay.match_at`) begins with
        that game's rolls so far. Fair dice number their rolls after them."""
        d = self._dice_at_start
        k = d.get("given_rolls", 0) if isinstance(d, dict) else 0
        return k if isinstance(k, int) and not isinstance(k, bool) and k > 0 else 0

    def dice_rolls(self) -> int:
        """The rolls this match's own dice have made: :meth:`rolls_played` less the given
        ones (what fair dice number the next roll by)."""
        given = self.given_rolls
        if not given:
            return self.rolls_played()
        return max(0, self.rolls_played() - given_roll_events(self.games[0].events, given))

    def start_after_given_rolls(self) -> int:
        """The rolls the record holds so far were not made by this match's dice (it is played
        on from a moment of another match): they are kept as given, and the dice's first roll
        is their roll 0. Call it before the first roll of the dice. Returns how many."""
        k = self.rolls_played()
        # Counted without tied opening rolls, which a .mat file leaves out: the same number
        # then fits the record and the file.
        ties = sum(1 for g in self.games for e in g.events
                   if e.kind is EventKind.OPENING_ROLL and e.dice[0] == e.dice[1])
        if k and isinstance(self._dice_at_start, dict):
            self._dice_at_start = {**self._dice_at_start, "given_rolls": k - ties}
            if isinstance(self.dice, FairDice):
                self.dice.bind(self.dice_rolls)
        return k - ties

    def away(self, player: int) -> int | None:
        """Points ``player`` still needs (None in money play)."""
        player = _check_player(player)
        return max(self.length - self.score[player], 0) if self.length else None

    def _crawford_next(self) -> bool:
        if not self.length or not self.rules.crawford:
            return False
        if not self.games:
            return self._next_crawford
        if self._crawford_used:
            return False
        s = self.score
        # Both one point away (a score given after a game left unfinished can jump there):
        # the Crawford game is behind.
        return max(s) < self.length and self.length - 1 in s and s[0] != s[1]

    # -- actions --------------------------------------------------------------------------

    def new_game(self, *, leave_unfinished: bool = False,
                 score: tuple[int, int] | None = None) -> Game:
        """Start the next game (only when the match is not over, and only when the current game
        is over, unless ``leave_unfinished``: a record read from a file may hold a game that
        stopped without a result). A game left unfinished scores nothing, unless ``score``
        says where the match stands after it (the next game's score line in the file)."""
        g = self.current_game
        if g is not None and not g.is_over and not leave_unfinished:
            raise IllegalActionError("the current game is not over yet")
        if score is not None:
            if g is None or g.is_over:
                raise IllegalActionError("a score is given only after a game left unfinished")
            s0, s1 = score
            if any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in (s0, s1)):
                raise ValueError(f"a score is two whole numbers >= 0, got {score!r}")
            self._score_before_last = (s0, s1)
        if self.is_over:
            raise IllegalActionError(f"the match is over: player {self.winner} has won "
                                     f"{self.score[0]}-{self.score[1]}")
        crawford = self._crawford_next()
        game = Game(self.rules, self.dice, match_length=self.length, score=self.score,
                    crawford=crawford)
        if crawford:
            self._crawford_used = True
        self._append(game)
        return game

    def _append(self, game: Game) -> None:
        self._score_before_last = self.score
        self.games.append(game)

    def adopt(self, game: Game) -> Game:
        """Make ``game`` (e.g. set up from IDs) the next game after checking it fits the match."""
        if not isinstance(game, Game):
            raise ArgumentError(f"a match adopts a Game, not {type(game).__name__}")
        g = self.current_game
        if g is not None and not g.is_over:
            raise IllegalActionError("the current game is not over yet")
        if self.is_over:
            raise IllegalActionError("the match is over")
        if game.match_length != self.length or game.score != self.score:
            raise IllegalActionError(
                f"the game is for length {game.match_length} at {game.score}, the match is at "
                f"length {self.length}, score {self.score}")
        if game.crawford != self._crawford_next():
            raise IllegalActionError("the game's Crawford flag does not match the match (R29)")
        if game.crawford:
            self._crawford_used = True
        self._append(game)
        return game

    @property
    def dice_revealed(self) -> bool:
        """Whether this match's fair dice have revealed their seed (every roll to come could
        be known in advance)."""
        return isinstance(self._start_dice, FairDice) and self._start_dice.revealed

    @property
    def closed(self) -> str | None:
        """Why nothing more can be played in this match, or None: "over" (a player has won
        the match) or "revealed" (its fair-dice seed is known). A finished match stays
        finished: no take-back, no resume, no game after it."""
        if self.is_over:
            return "over"
        if self.dice_revealed:
            return "revealed"
        return None

    def can_take_back(self, player: int) -> bool:
        g = self.current_game
        return g is not None and self.closed is None and g.can_take_back(player)

    def take_back(self, player: int):
        """``player`` takes back their last play of the current game, with everything after it
        (see :meth:`Game.take_back`); a game that play or the reply ended goes on again, and
        the score follows. Plays of earlier games cannot be taken back, nor anything once the
        match is over or its dice seed revealed (:attr:`closed`)."""
        g = self.current_game
        if g is None:
            raise IllegalActionError("no game has been played yet")
        if self.is_over:
            raise IllegalActionError(f"the match is over: player {self.winner} has won "
                                     f"{self.score[0]}-{self.score[1]}, and it stays so")
        if self.dice_revealed:
            raise IllegalActionError("the dice seed of this match is revealed, so every roll to "
                                     "come is known: nothing can be taken back")
        return g.take_back(player)

    @property
    def take_back_count(self) -> int:
        """How many take-backs were made in the whole match or session."""
        return sum(len(g.take_backs) for g in self.games)

    # -- record ---------------------------------------------------------------------------

    @property
    def dice_unverifiable(self) -> str | None:
        """Why this match's fair dice can no longer be verified (they could not be restored after
        a restart), or None."""
        d = self._dice_at_start
        reason = d.get("unverifiable") if isinstance(d, dict) else None
        return reason if isinstance(reason, str) and reason else None

    def mark_dice_unverifiable(self, reason: str) -> None:
        """The fair dice committed to could not be restored and the match goes on with other
        dice: the record keeps the commitment, marked as no longer verifiable with ``reason``."""
        if not isinstance(reason, str) or not reason.strip():
            raise ArgumentError("say why the dice can no longer be verified")
        self._dice_at_start = mark_unverifiable(self._dice_at_start, reason.strip())
        self._start_dice = None

    def record(self, first_game: int = 0) -> MatchRecord:
        """The match's record; with ``first_game`` only the games from that index on (the rest
        of the record as it is: a saver that keeps the earlier games elsewhere)."""
        dice = self._dice_at_start
        start = self._start_dice
        if (isinstance(dice, dict) and isinstance(start, FairDice)
                and dice.get("commitment") == start.commitment):
            # The contributions given after the commitment was shown, and the seed once revealed.
            now = start.to_dict()
            dice = {**dice, **{k: now[k] for k in ("contributions", "seed") if k in now}}
        return MatchRecord(rules=self.rules, length=self.length, start_score=self.start_score,
                           start_crawford=self.start_crawford,
                           games=tuple(g.record() for g in self.games[max(0, first_game):]),
                           dice=dice, meta=dict(self.meta), commitment=self.commitment)

    def __repr__(self) -> str:
        kind = f"match to {self.length}" if self.length else "money session"
        return f"<Match {kind}, score {self.score[0]}-{self.score[1]}, {len(self.games)} game(s)>"


_ROLL_KINDS = (EventKind.OPENING_ROLL, EventKind.ROLL)


def given_roll_events(events, given: int) -> int:
    """How many roll events the first ``given`` rolls of a game are (tied opening rolls among
    them come on top: they are not counted in ``given``)."""
    n = 0
    for e in events:
        if given <= 0:
            break
        if e.kind in _ROLL_KINDS:
            n += 1
            if not (e.kind is EventKind.OPENING_ROLL and e.dice[0] == e.dice[1]):
                given -= 1
    return n


def _rolls_in(game: Game) -> int:
    return sum(1 for e in game.events if e.kind in _ROLL_KINDS)


def replay_match(record: MatchRecord, dice: DiceSource | None = None) -> Match:
    """Rebuild a match from its record, verifying every game (scores, Crawford flag, every action).

    ``dice`` becomes the dice source for the games still to come (default: no dice queued).
    """
    match = Match(record.length, record.rules, ManualDice(), score=record.start_score,
                  crawford=record.start_crawford, meta=record.meta)
    match._dice_at_start = record.dice
    match.commitment = record.commitment
    for i, grec in enumerate(record.games):
        where = f"game {i + 1}"
        try:
            # A game recorded without a result before the last one stopped unfinished; the
            # next game's score says where that left the match.
            unfinished = i > 0 and record.games[i - 1].result is None
            game = match.new_game(leave_unfinished=unfinished,
                                  score=grec.score if unfinished else None)
        except IllegalActionError as e:
            raise IllegalMoveError(f"{where}: {e}") from e
        if grec.score != game.score or grec.crawford != game.crawford \
                or grec.match_length != game.match_length or grec.rules != game.rules:
            raise IllegalMoveError(
                f"{where}: the record says score {grec.score}, crawford {grec.crawford}, but the "
                f"match gives score {game.score}, crawford {game.crawford}")
        if not grec.start.is_standard:
            # A set-up game: rebuild it from its start.
            game = Game(match.rules, match.dice, match_length=match.length, score=game.score,
                        crawford=game.crawford, start=grec.start)
            match.games[-1] = game
        replay_into(game, grec.events, where)
        game._take_backs = list(grec.take_backs)
        if grec.result is not None and game.result != grec.result:
            raise IllegalMoveError(f"{where}: the result says {grec.result.to_dict()}, the replay "
                                   f"gives {game.result.to_dict() if game.result else 'no result'}")
    if dice is not None:
        match.dice = dice
        for g in match.games:
            g.dice_source = dice
        if match.commitment is not None and getattr(dice, "commitment", None) == match.commitment:
            # The same fair dice carried on (e.g. after a restart): once revealed, their seed
            # goes into the record (see record()).
            match._start_dice = dice
        if isinstance(dice, FairDice):
            dice.bind(match.dice_rolls)
    return match


def resume_dice(record: MatchRecord, saved: dict | None = None, *,
                seed: str | None = None) -> tuple[DiceSource, str | None]:
    """The dice a saved match goes on with, and why its fair dice could not go on (or None).

    ``saved`` is the dice source as saved with the match (``to_dict()``); ``seed`` the fair-dice
    seed kept apart from it. Every source is restored in constant time. A match with fair dice
    goes on only with the same dice (same commitment), from the roll number and with the parts
    the record holds: the saved counter is only kept to be compared
    (:meth:`FairDice.check_record`). When they cannot be restored the answer is ordinary dice
    and a reason, and the caller tells the player and marks the match with
    :meth:`Match.mark_dice_unverifiable`. Without a saved source, seeded dice are rolled on past
    the record's rolls (bounded), and anything else gets fresh dice.
    """
    d = record.dice if isinstance(record.dice, dict) else {}
    fair = d.get("kind") == "fair" and not d.get("unverifiable")
    if fair:
        if not isinstance(saved, dict) or saved.get("kind") != "fair":
            return SeededDice(), "the state of its fair dice was not saved"
        try:
            src = dice_from_dict(saved, seed=seed)
        except BgdeskError as e:
            text = str(e).removeprefix("saved dice: ")
            return SeededDice(), text
        if src.commitment != (record.commitment or d.get("commitment")):
            return SeededDice(), "the saved dice are not the ones committed to"
        given = d.get("given_rolls", 0)
        given = given if isinstance(given, int) and not isinstance(given, bool) and given > 0 else 0
        if given and record.games:
            given = given_roll_events(record.games[0].events, given)
        try:
            src.resume_at(max(0, rolls_in_record(record) - given), d.get("contributions"))
        except BgdeskError as e:
            return SeededDice(), str(e)
        return src, None
    if isinstance(saved, dict):
        try:
            return dice_from_dict(saved), None
        except BgdeskError:
            pass
    if d.get("kind") == "seeded":
        done = rolls_in_record(record)
        if done <= LEGACY_REPLAY_LIMIT:
            try:
                src = dice_from_dict(d)
            except BgdeskError:
                pass
            else:
                for _ in range(done):
                    src.roll()
                return src, None
    return SeededDice(), None
