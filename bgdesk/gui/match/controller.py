"""GameController: owns the engine's match, turns every gesture into an engine call.

Nothing here decides a rule: legality, the result, the score and the Crawford game all come from
:mod:`bgdesk.engine`. The roll being played step by step (drag, click, typed move, undo, picking
up the dice) is the board controller's (:class:`~bgdesk.gui.board.controller.BoardController`);
this class adds the match: its games, the cube and resignations between two players, computer
seats and the tutor's check, the result and the score, and the :class:`BoardState` snapshot the
scene draws. Player 0 is drawn at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal

from bgdesk.engine import BgdeskError, Turn
from bgdesk.engine.dice import SeededDice
from bgdesk.engine.fairdice import FairDice
from bgdesk.engine.game import Game, Phase
from bgdesk.engine.match import Match
from bgdesk.engine.record import EndReason, EventKind, Rules
from bgdesk.gui.board.controller import BoardController
from bgdesk.gui.board.refusals import refusal_text
from bgdesk.gui.board.state import BoardState, MoveMark
from bgdesk.gui.prefs import pref

HUMAN = "human"  # a seat played by a person; any other seat value is a bot level (bgdesk.bots)
# What a game is won or resigned as: source texts, shown through resign_words() / kind_words().
KIND_WORDS = {1: QT_TRANSLATE_NOOP("GameController", "a single game"),
              2: QT_TRANSLATE_NOOP("GameController", "a gammon"),
              3: QT_TRANSLATE_NOOP("GameController", "a backgammon")}
RESIGN_WORDS = KIND_WORDS
# The same without the article, for the end of a line in the move list ("(gammon)").
_RESULT_WORDS = {1: QT_TRANSLATE_NOOP("GameController", "single game"),
                 2: QT_TRANSLATE_NOOP("GameController", "gammon"),
                 3: QT_TRANSLATE_NOOP("GameController", "backgammon")}


def resign_words(kind: int) -> str:
    """"a single game", "a gammon" or "a backgammon" in the language in use."""
    return QCoreApplication.translate("GameController", KIND_WORDS[int(kind)])


def _points(n: int) -> str:
    return GameController.tr("%n point(s)", "", n)


@dataclass
class MatchConfig:
    """What the New match dialog returns."""

    names: tuple[str, str] = ("Player 1", "Player 2")
    length: int = 3  # 0 = money session
    rules: Rules = Rules()
    opponent: str = "human"  # shorthand for players=("human", level): the top seat's player
    seed: int | None = None
    # Who plays each seat (bottom, top): "human" or a bot level from bgdesk.bots.available_levels()
    #. Two bots play each other ("watch"); no_delay drops their pauses (self-test).
    players: tuple[str, str] = (HUMAN, HUMAN)
    no_delay: bool = False

    def seats(self) -> tuple[str, str]:
        if tuple(self.players) == (HUMAN, HUMAN) and self.opponent != HUMAN:
            return (HUMAN, self.opponent)
        return (self.players[0], self.players[1])


class GameController(BoardController):
    double_offered = Signal(int, int)  # doubler, value offered
    resignation_offered = Signal(int, int)  # resigner, kind (1 single, 2 gammon, 3 backgammon)
    match_over = Signal(str)  # announcement
    taken_back = Signal(int)  # the person who took a play back (practice against a computer)

    def __init__(self, settings=None, parent=None) -> None:
        super().__init__(settings, parent)
        self.names: tuple[str, str] = ("Player 1", "Player 2")
        self.match: Match | None = None
        # config -> dice source for new matches; None: seeded dice when the config has a seed,
        # else fair dice. The window sets it (dice entered by hand: gui/records/interop.py).
        self.dice_factory = None
        # Computer players: the level in each seat, the driver that plays them off the
        # GUI thread (bgdesk.gui.practice.bot_runner), the seat it is acting for right now, and the
        # tutor's gate (bgdesk.gui.practice.tutor), called before a person's decision is committed.
        self.seat_levels: tuple[str, str] = (HUMAN, HUMAN)
        self.bot_driver = None
        self._bot_acting: int | None = None
        self.tutor = None

    # -- setup -------------------------------------------------------------------------------
    def new_match(self, config: MatchConfig | None = None, *, dice=None) -> None:
        """Start a match (or money session) and its first game, waiting for the opening roll."""
        config = config or MatchConfig()
        self.names = tuple(config.names)
        if dice is not None:
            source = dice
        elif self.dice_factory is not None:
            source = self.dice_factory(config)
        else:
            source = SeededDice(config.seed) if config.seed is not None else FairDice()
        self.match = Match(config.length, config.rules, source)
        self._seat(config.seats(), no_delay=config.no_delay, seed=config.seed)
        self.match.new_game()
        self._reset_game_view()
        if config.length:
            self._say(self.tr("New match to {n}: {a} against {b}. Roll for the opening.").format(
                n=config.length, a=self.names[0], b=self.names[1]))
        else:
            self._say(self.tr("New money session: {a} against {b}. Roll for the opening.").format(
                a=self.names[0], b=self.names[1]))
        self._emit()

    def set_up(self, game: Game, names: tuple[str, str] | None = None) -> None:
        """Play on from a set-up game (e.g. ``Game.from_position``), as a one-game session."""
        if names is not None:
            self.names = tuple(names)
        match = Match(game.match_length, game.rules, game.dice_source, score=game.score,
                      crawford=game.crawford)
        match.adopt(game)
        self.match = match
        self._seat(self.seat_levels)  # the same players carry on from the set-up position
        self._reset_game_view()
        if game.phase is Phase.MOVING:
            self._start_turn()
        else:
            self._emit()
            if game.phase is Phase.DOUBLE_OFFERED:  # e.g. a pasted XGID with a double offered
                self.double_offered.emit(game.on_roll, game.offered_value)
            elif game.phase is Phase.RESIGN_OFFERED:
                self.resignation_offered.emit(*game.resignation)

    def resume(self, match: Match, names: tuple[str, str] | None = None) -> None:
        """Carry on with ``match`` (rebuilt from its record, e.g. the autosave) exactly where it
        stood: the dice on the board if they were rolled, a double or resignation waiting for its
        answer, or a finished game waiting for the next one."""
        if names is not None:
            self.names = tuple(names)
        self.match = match
        seats = match.meta.get("seats")
        self._seat(tuple(seats) if isinstance(seats, list) and len(seats) == 2 else (HUMAN, HUMAN))
        self._reset_game_view()
        if not match.games and not match.is_over:
            match.new_game()
        g = self.game
        if g is None:
            self._emit()
            return
        events = g.events
        last = events[-1] if events else None
        plays = [e for e in events if e.kind is EventKind.PLAY and e.steps]
        if plays and g.phase is not Phase.OPENING:
            ev = plays[-1]
            self._last_move = tuple(MoveMark(ev.player, s, t) for s, t in ev.steps)
        if last is not None and last.kind is EventKind.OPENING_ROLL:
            self._opening = last.dice  # the opening dice stay where they were rolled
        self._say(self.tr("Resumed: {score}.").format(score=self.score_text()))
        if g.is_over:
            self._announcement = self._end_text()
            self._emit()
        elif g.phase is Phase.MOVING:
            self._start_turn()
        elif g.phase is Phase.DOUBLE_OFFERED:
            self._emit()
            self.double_offered.emit(g.on_roll, g.offered_value)
        elif g.phase is Phase.RESIGN_OFFERED:
            self._emit()
            self.resignation_offered.emit(*g.resignation)
        else:
            self._emit()
            self._maybe_auto_roll()

    def set_dice_source(self, dice) -> None:
        """Replace the dice source (tests and manual dice)."""
        if self.match is not None:
            self.match.dice = dice
            for g in self.match.games:
                g.dice_source = dice

    # -- seats: a person or a computer player ------------------------------------------------
    def _seat(self, levels, *, no_delay: bool = False, seed: int | None = None) -> None:
        levels = tuple(str(v) for v in levels)
        if self.bot_driver is None and any(v != HUMAN for v in levels):
            from bgdesk.gui.practice.bot_runner import BotDriver

            self.bot_driver = BotDriver(self)
        if self.bot_driver is not None:
            levels = self.bot_driver.seat(levels, no_delay=no_delay, seed=seed)
        self.seat_levels = levels
        if self.match is not None:
            if any(v != HUMAN for v in levels):
                self.match.meta["seats"] = list(levels)
            else:
                self.match.meta.pop("seats", None)

    def _person_rolls(self) -> bool:
        return not self.is_bot_seat(self._actor_of("roll"))

    def is_bot_seat(self, player) -> bool:
        return player in (0, 1) and self.seat_levels[player] != HUMAN

    def computer_plays(self, player) -> bool:
        return self.is_bot_seat(player)

    def _actor_of(self, action: str, player: int | None = None) -> int | None:
        """The seat that makes ``action`` now (None: anyone may)."""
        g = self.game
        if g is None or g.is_over:
            return None
        if action in ("take", "drop", "beaver"):
            return None if g.on_roll is None else 1 - g.on_roll
        if action == "answer":
            return 1 - g.resignation[0] if g.resignation else None
        if action == "resign":
            return g.to_act if player is None else player
        if g.phase is Phase.OPENING:  # either person may roll it; two bots roll it themselves
            return 0 if all(self.is_bot_seat(p) for p in (0, 1)) else None
        return g.on_roll

    def _gate(self, action: str, player: int | None = None) -> bool:
        """Whether a gesture may go ahead: not for a computer player's seat (unless its driver
        is acting), and a person's decision only once the tutor (if on) has seen it."""
        who = self._actor_of(action, player)
        if self.is_bot_seat(who):
            if self._bot_acting == who:
                return True
            self._say(self.tr("{name} is a computer player: wait for its decision.").format(
                name=self.name(who)))
            return False
        return self.tutor is None or self.tutor(action)

    # -- queries -----------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.match.current_game if self.match else None

    def can(self, action: str) -> bool:
        """Whether the window should enable ``action`` now."""
        g = self.game
        if g is None:
            return action == "new"
        if action == "new":
            return True
        if self.is_bot_seat(self._actor_of(action if action in ("roll", "double", "resign") else "move")):
            return False
        if action == "roll":
            return g.can_roll() or (g.is_over and not self.match.is_over)
        if action == "double":
            return g.phase is Phase.BEFORE_ROLL and g.can_double(g.on_roll)
        if action == "resign":
            return g.to_act is not None and g.can_resign(g.to_act)
        return super().can(action)

    # -- actions -----------------------------------------------------------------------------
    def _maybe_auto_roll(self) -> None:
        g = self.game
        if (pref(self.settings, "auto_roll") and g.phase is Phase.BEFORE_ROLL
                and not g.can_double(g.on_roll) and not self.is_bot_seat(g.on_roll)):
            self.roll()

    def why_no_double(self) -> str:
        """Why the player on roll may not double now, in one sentence."""
        g = self.game
        if g is None:
            return self.tr("Start a new match first.")
        if g.is_over:
            return self.tr("The game is over.")
        if not g.rules.use_cube:
            return self.tr("This game is played without the doubling cube.")
        if g.crawford:
            return self.tr("No doubling in the Crawford game.")
        p = g.phase
        if p is Phase.OPENING:
            return self.tr("Nobody may double before the opening roll.")
        if p is Phase.MOVING:
            return self.tr("{name} has rolled: a double is offered only before rolling.").format(
                name=self.name(g.on_roll))
        if p in (Phase.DOUBLE_OFFERED, Phase.RESIGN_OFFERED):
            return self._blocked_reason()
        if g.cube_owner is not None and g.cube_owner != g.on_roll:
            return self.tr("{owner} owns the cube: only {owner} may double it.").format(
                owner=self.name(g.cube_owner))
        if not g.cube_available(g.on_roll):
            return self.tr("The cube is at {v}, its highest: no more doubling.").format(v=g.cube_value)
        return self.tr("Doubling is not possible now.")

    def key_double(self) -> bool:
        return self.double()

    def key_answer(self, answer: str) -> bool:
        """T or P on the board: take or pass the double offered, or say that none is."""
        g = self.game
        if g is not None and g.phase is Phase.DOUBLE_OFFERED:
            return self.take() if answer == "take" else self.drop()
        return super().key_answer(answer)

    def double(self) -> bool:
        g = self.game
        if g is None or not (g.phase is Phase.BEFORE_ROLL and g.can_double(g.on_roll)):
            self._say(self.why_no_double())
            return False
        if not self._gate("double"):
            return False
        value = g.double()
        self._say(self.tr("{name} doubles to {v}. {other}: take or pass?").format(
            name=self.name(g.on_roll), v=value, other=self.name(1 - g.on_roll)))
        self._emit()
        self.cue.emit("double_offered")
        self.double_offered.emit(g.on_roll, value)
        return True

    def take(self) -> bool:
        g = self.game
        if not self._gate("take"):
            return False
        try:
            g.take()
        except BgdeskError as e:
            self._say(refusal_text(e))
            return False
        self._say(self.tr("{name} takes; the cube is at {v}. {next} to roll.").format(
            name=self.name(g.cube_owner), v=g.cube_value, next=self.name(g.on_roll)))
        self.cue.emit("double_taken")
        self._emit()
        return True

    def drop(self) -> bool:
        g = self.game
        if not self._gate("drop"):
            return False
        try:
            g.drop()
        except BgdeskError as e:
            self._say(refusal_text(e))
            return False
        self.cue.emit("double_passed")
        self._finished()
        return True

    def beaver(self) -> bool:
        g = self.game
        if not self._gate("beaver"):
            return False
        try:
            g.beaver()
        except BgdeskError as e:
            self._say(refusal_text(e))
            return False
        self._say(self.tr("{name} beavers; the cube is at {v}.").format(name=self.name(g.cube_owner), v=g.cube_value))
        self._emit()
        return True

    def resign(self, kind: int = 1, player: int | None = None) -> bool:
        """The player to act (or ``player``) offers to resign ``kind`` (1, 2 or 3)."""
        g = self.game
        if g is None:
            return False
        who = g.to_act if player is None else player
        if who is None or not g.can_resign(who):
            self._say(self.tr("Resigning is not possible now."))
            return False
        if not self._gate("resign", who):
            return False
        if self.turn is not None:
            self.turn.undo_all()
        g.resign(who, kind)
        self._say(self.tr("{name} offers to resign {what} ({points}). {other}: accept or decline?").format(
            name=self.name(who), what=resign_words(kind), points=_points(g.stake(kind)), other=self.name(1 - who)))
        self._emit()
        if self.is_bot_seat(who):
            self.cue.emit("resignation_offered")
        self.resignation_offered.emit(who, kind)
        return True

    def accept_resignation(self) -> bool:
        g = self.game
        if not self._gate("answer"):
            return False
        try:
            g.accept_resignation()
        except BgdeskError as e:
            self._say(refusal_text(e))
            return False
        self.turn = None
        self._finished()
        return True

    def decline_resignation(self) -> bool:
        g = self.game
        if not self._gate("answer"):
            return False
        try:
            g.decline_resignation()
        except BgdeskError as e:
            self._say(refusal_text(e))
            return False
        if g.phase is Phase.MOVING and self.turn is None:
            self.turn = Turn(g.position, g.dice)
        self._say(self.tr("Resignation declined: play goes on."))
        self._emit()
        return True

    # -- take-backs (practice against a computer player) -------------------------------------
    def practice_seat(self) -> int | None:
        """The person's seat when one person plays a computer player, else None."""
        people = [p for p in (0, 1) if not self.is_bot_seat(p)]
        return people[0] if len(people) == 1 else None

    def can_take_back(self) -> bool:
        p = self.practice_seat()
        g = self.game
        return p is not None and g is not None and self.match.can_take_back(p)

    def take_back(self) -> bool:
        """Undo the person's last play of this game and the computer's reply, if it came after
        (Match.take_back: the record keeps a mark of it); the person plays the same roll again."""
        p = self.practice_seat()
        g = self.game
        if p is None:
            self._say(self.tr("Take-backs are for practice against a computer player."))
            return False
        closed = self.match.closed if self.match is not None else None
        if closed == "over":
            self._say(self.tr("The match is over and stays so: nothing can be taken back. "
                              "To play on from a moment of it, use Play from here in its "
                              "replay: that starts a new match with new dice."))
            return False
        if closed == "revealed":
            self._say(self.tr("The dice seed of this match is revealed, so every roll to come "
                              "is known: nothing can be taken back."))
            return False
        if g is None or not g.can_take_back(p):
            self._say(self.tr("There is no play of yours to take back in this game."))
            return False
        if self.bot_driver is not None:
            self.bot_driver.interrupt()
        mark = self.match.take_back(p)
        self._reset_game_view()
        self._say(self.tr("{name} takes back {play}: play {d1}-{d2} again.").format(
            name=self.name(p), play=mark.undone, d1=max(mark.dice), d2=min(mark.dice)))
        self.taken_back.emit(p)
        self._start_turn()
        return True

    def next_game(self) -> bool:
        if self.match is None:
            return False
        g = self.game
        if g is not None and not g.is_over:
            self._say(self.tr("The current game is not over yet."))
            return False
        if self.match.is_over:
            self._say(self.tr("The match is over. Start a new match."))
            return False
        game = self.match.new_game()
        self._reset_game_view()
        if game.crawford:
            self._say(self.tr("Game {n} is the Crawford game: no doubling. Roll for the opening.").format(
                n=len(self.match.games)))
        else:
            self._say(self.tr("Game {n}. Roll for the opening.").format(n=len(self.match.games)))
        self._emit()
        return True

    # -- results -----------------------------------------------------------------------------
    def result_text(self, game: Game | None = None) -> str:
        g = game or self.game
        r = g.result if g else None
        if r is None:
            return ""
        who = self.name(r.winner)
        if r.reason is EndReason.DROP:
            text = self.tr("{loser} passes: {winner} wins {points}.").format(
                loser=self.name(1 - r.winner), winner=who, points=_points(r.points))
        elif r.reason is EndReason.RESIGN:
            text = self.tr("{loser} resigns {what}: {winner} wins {points}.").format(
                loser=self.name(1 - r.winner), what=resign_words(r.kind), winner=who, points=_points(r.points))
        else:
            text = self.tr("{winner} wins {what}: {points}.").format(
                winner=who, what=resign_words(r.kind), points=_points(r.points))
        return text

    def score_text(self) -> str:
        s = self.match.score
        if self.match.length:
            return self.tr("{a} {sa}, {b} {sb} (match to {n})").format(
                a=self.names[0], sa=s[0], b=self.names[1], sb=s[1], n=self.match.length)
        return f"{self.names[0]} {s[0]}, {self.names[1]} {s[1]}"

    def _end_text(self, with_prompt: bool = True) -> str:
        """What is announced when a game ends: the result and the score, then the match's winner
        or, with ``with_prompt``, how to go on (built from the match, so that it can be built
        again in another language)."""
        text = self.tr("{result} Score: {score}.").format(result=self.result_text(), score=self.score_text())
        if self.match.is_over:
            w, s = self.match.winner, self.match.score
            return text + "\n" + self.tr("{name} wins the match {s}-{t}!").format(
                name=self.name(w), s=s[w], t=s[1 - w])
        if self.match.is_crawford:
            text += "\n" + self.tr("Next game is the Crawford game.")
        if with_prompt:
            text += "\n" + self.tr("Click here or press Roll for the next game.")
        return text

    def retranslate(self) -> None:
        """After a language change: the announcement and the board's texts again, in the new
        language (the match itself is untouched; the move list is rebuilt by the window)."""
        g = self.game
        if g is not None and g.is_over and self._announcement:
            self._announcement = self._end_text()
        self._emit()

    def end_sound(self) -> str:
        """The sound of the game (or match) just ended, heard by the people at the board: a win
        when a person won it or nobody playing is a person (two bots, or two people: one of them
        won), a loss when every person at the board lost."""
        g = self.game
        winner = self.match.winner if self.match.is_over else (g.winner if g is not None else None)
        people = [p for p in (0, 1) if not self.is_bot_seat(p)]
        if people and winner not in people:
            return "game_lost"
        return "match_won" if self.match.is_over and self.match.length else "game_won"

    def _finished(self) -> None:
        self.cue.emit(self.end_sound())
        text = self._end_text(with_prompt=False)
        if self.match.is_over:
            self._announcement = text
            self._say(text.replace("\n", " "))
            self._emit()
            self.match_over.emit(text)
        else:
            self._announcement = self._end_text()
            self._say(text.replace("\n", " "))
            self._emit()
            self.game_over.emit(text)

    # -- state for the scene -----------------------------------------------------------------
    def board_state(self) -> BoardState:
        g = self.game
        if g is None:
            return BoardState(names=self.names, status=self.tr("Start a new match (Game > New match)."))
        return BoardState(
            **self.game_board(g, movable=not self.is_bot_seat(g.on_roll)),
            names=self.names,
            score=self.match.score,
            match_length=self.match.length,
            crawford=g.crawford,
            cube_value=g.cube_value,
            cube_owner=g.cube_owner,
            cube_offered_by=g.doubler,
            cube_enabled=g.rules.use_cube and not g.crawford,
            game_over=g.is_over,
            game_index=len(self.match.games) - 1,
            extra={"banner": self._announcement} if g.is_over else {},
        )

    def status_text(self) -> str:
        g = self.game
        if g is None:
            return ""
        p = g.phase
        who = self._actor_of({Phase.RESIGN_OFFERED: "answer", Phase.DOUBLE_OFFERED: "take"}.get(p, "move"))
        if self.is_bot_seat(who):
            return self.tr("{name} (computer) is thinking…").format(name=self.name(who))
        if p is Phase.OPENING:
            return self.tr("Opening roll: click the dice area or press Roll")
        if p is Phase.BEFORE_ROLL:
            if g.can_double(g.on_roll):
                return self.tr("{name}: roll or double").format(name=self.name(g.on_roll))
            return self.tr("{name}: roll").format(name=self.name(g.on_roll))
        if p is Phase.MOVING:
            if self.turn is not None and self.turn.is_complete:
                return self.tr("{name}: pick up the dice").format(name=self.name(g.on_roll))
            left = "-".join(str(d) for d in (self.turn.remaining if self.turn else g.dice))
            return self.tr("{name} to play {dice}").format(name=self.name(g.on_roll), dice=left)
        if p is Phase.DOUBLE_OFFERED:
            return self.tr("{name}: take or pass?").format(name=self.name(1 - g.on_roll))
        if p is Phase.RESIGN_OFFERED:
            return self.tr("{name}: accept or decline?").format(name=self.name(1 - g.resignation[0]))
        return self.result_text()

    def _blocked_reason(self) -> str:
        g = self.game
        if g is None:
            return self.tr("Start a new match first.")
        p = g.phase
        actor = self._actor_of({Phase.RESIGN_OFFERED: "answer", Phase.DOUBLE_OFFERED: "take"}.get(p, "move"))
        if self.is_bot_seat(actor):
            return self.tr("{name} is a computer player: wait for its decision.").format(name=self.name(actor))
        if p is Phase.MOVING and self.turn is not None:
            return self.tr("{name} must play the roll first.").format(name=self.name(g.on_roll))
        if p is Phase.DOUBLE_OFFERED:
            return self.tr("{name} must take or pass first.").format(name=self.name(1 - g.on_roll))
        if p is Phase.RESIGN_OFFERED:
            return self.tr("{name} must answer the resignation first.").format(name=self.name(1 - g.resignation[0]))
        if p is Phase.GAME_OVER:
            return self.tr("The game is over.")
        if p in (Phase.OPENING, Phase.BEFORE_ROLL):
            return self.tr("Roll the dice first.")
        return self.tr("Not now.")

    # -- move list ---------------------------------------------------------------------------
    def move_list(self, first_game: int = 0) -> list[str]:
        """Notation per game, cube actions and results included; from game ``first_game``
        (0-based) on."""
        return [line for _key, lines in self.move_blocks(first_game) for line in lines]

    def move_blocks(self, first_game: int = 0) -> list[tuple]:
        """:meth:`move_list` as ``(key, lines)`` per game (and a last block for the match's
        result); a key is ``(which block, its version)``, the version changing whenever the
        lines do, so that a view can redo only the blocks that changed. A finished game's lines are made once (kept per game, names and
        language); the game in progress is made anew."""
        if self.match is None:
            return []
        blocks: list[tuple] = []
        n0, n1 = self.names
        # the heading's words stand for the language (a change of language makes every line anew)
        words = self.tr("Game {n}: {a} {sa}, {b} {sb}")
        kept = self.__dict__.setdefault("_listed_games", {})
        for i, g in enumerate(self.match.games[first_game:], start=first_game):
            key = ((i, id(g)), (len(g.events), g.result is not None, n0, n1, words))
            hit = kept.get(i)
            if hit is not None and hit[0] == key:
                blocks.append(hit)
                continue
            block = (key, self._game_lines(i, g, n0, n1))
            if g.result is not None:
                kept[i] = block
            blocks.append(block)
        if len(kept) > 2 * 20 + len(self.match.games) - first_game:
            for i in [i for i in kept if i < first_game]:
                del kept[i]  # games no longer listed
        if self.match.is_over:
            w = self.match.winner
            line = self.tr("{name} wins the match {s}-{t}").format(
                name=self.name(w), s=self.match.score[w], t=self.match.score[1 - w])
            blocks.append(((("match",), line), [line]))
        return blocks

    def _game_lines(self, i: int, g, n0: str, n1: str) -> list[str]:
        lines: list[str] = []
        head = self.tr("Game {n}: {a} {sa}, {b} {sb}").format(n=i + 1, a=n0, sa=g.score[0], b=n1, sb=g.score[1])
        if g.crawford:
            head += self.tr(" (Crawford)")
        lines.append(head)
        for ev in g.events:
            who = self.name(ev.player)
            k = ev.kind
            if k is EventKind.OPENING_ROLL:
                d = ev.dice
                lines.append("  " + self.tr("Opening roll: {a} {da}, {b} {db}").format(a=n0, da=d[0], b=n1, db=d[1])
                             + (self.tr(" (tie)") if d[0] == d[1] else ""))
            elif k is EventKind.AUTO_DOUBLE:
                lines.append("  " + self.tr("Automatic double: cube {v}").format(v=ev.cube))
            elif k is EventKind.PLAY:
                d = sorted(ev.dice or (0, 0), reverse=True)
                play = ev.notation or self.tr("cannot move")
                lines.append(f"  {who} {d[0]}{d[1]}: {play}")
            elif k is EventKind.DOUBLE:
                lines.append("  " + self.tr("{who} doubles to {v}").format(who=who, v=ev.cube))
            elif k is EventKind.TAKE:
                lines.append("  " + self.tr("{who} takes").format(who=who))
            elif k is EventKind.DROP:
                lines.append("  " + self.tr("{who} passes").format(who=who))
            elif k is EventKind.BEAVER:
                lines.append("  " + self.tr("{who} beavers to {v}").format(who=who, v=ev.cube))
            elif k is EventKind.RESIGN:
                lines.append("  " + self.tr("{who} offers to resign {what}").format(who=who, what=resign_words(ev.resign)))
            elif k is EventKind.ACCEPT:
                lines.append("  " + self.tr("{who} accepts").format(who=who))
            elif k is EventKind.DECLINE:
                lines.append("  " + self.tr("{who} declines").format(who=who))
        if g.result is not None:
            r = g.result
            if r.reason is EndReason.DROP:
                how = self.tr("double passed")
            elif r.reason is EndReason.RESIGN:
                how = self.tr("resignation")
            else:
                how = QCoreApplication.translate("GameController", _RESULT_WORDS[r.kind])
            lines.append("  " + self.tr("{name} wins {points} ({how})").format(
                name=self.name(r.winner), points=_points(r.points), how=how))
        return lines

