"""BoardController: what every controller of a board does with the roll being played.

A mode (a match, a chouette) owns its engine object; the board controller keeps the step-by-step
:class:`~bgdesk.engine.Turn` of the roll being played on the mode's current :class:`Game`, so that
drag-to-move, click-to-move, the double click that bears off, typed moves, undo (every step can
be taken back until the dice are picked up, R39) and picking up the dice are the same code in
every mode. It builds what the scene draws of the game (:meth:`game_board`), says what happened
in one sentence (:attr:`message`) and emits the board after every change (:attr:`board_changed`).

A subclass provides the mode: :attr:`game`, ``names``, :meth:`next_game`, :meth:`_finished`,
:meth:`_blocked_reason`, :meth:`status_text` and :meth:`board_state`; and routes the two calls that
change the engine's state (:meth:`_engine_roll`, :meth:`_engine_play`) to its own engine object.
:meth:`_gate` lets it refuse a gesture (a computer player's seat, the tutor's check).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from bgdesk.engine import BgdeskError, Step, Turn, play_typed
from bgdesk.engine.game import Game, Phase
from bgdesk.gui.board.autoplay import bear_off_play
from bgdesk.gui.board.refusals import refusal_text
from bgdesk.gui.board.state import BoardState, MoveMark
from bgdesk.gui.prefs import pref


class BoardController(QObject):
    board_changed = Signal(object, object)  # BoardState, tuple of MoveMark to animate
    state_changed = Signal()  # anything changed: actions, panels
    message = Signal(str)  # a sentence for the status bar
    game_over = Signal(str)  # announcement
    notice = Signal(str)  # a sentence shown on the board for a moment (a roll that cannot be played)
    # Something happened that has a sound: one of bgdesk.sound.SOUNDS ("dice_roll", ...). The
    # board's own sounds (a checker landing, a hit) come from the scene when the checker lands.
    cue = Signal(str)

    def __init__(self, settings=None, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.turn: Turn | None = None
        self.last_message = ""
        self._last_move: tuple[MoveMark, ...] = ()
        self._shown_roll: tuple[int, tuple[int, int]] | None = None  # a roll that could not be played
        self._opening: tuple[int, int] | None = None
        self._click: tuple[int, Step] | None = None
        self._announcement = ""

    # -- what the mode provides ----------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The game on the board (None before the first one)."""
        raise NotImplementedError

    # ``names``: the players drawn at the bottom (0) and at the top (1), an attribute or property
    # of the mode.
    def name(self, player: int | None) -> str:
        return self.names[player] if player in (0, 1) else "?"

    def next_game(self) -> bool:
        raise NotImplementedError

    def computer_plays(self, player: int | None) -> bool:
        """Whether a computer player plays side ``player`` (what it does is told, never asked
        of it)."""
        return False

    def board_state(self) -> BoardState:
        raise NotImplementedError

    def status_text(self) -> str:
        raise NotImplementedError

    def _blocked_reason(self) -> str:
        """Why no checker may be moved and no dice rolled now, in one sentence."""
        raise NotImplementedError

    def _finished(self) -> None:
        """The play just committed ended the game."""
        raise NotImplementedError

    def _gate(self, action: str, player: int | None = None) -> bool:
        """Whether a gesture (``roll``, ``move``, ``commit``, ...) may go ahead now."""
        return True

    def _maybe_auto_roll(self) -> None:
        """Roll by itself when the settings ask for it and nothing else can be done."""

    def _person_rolls(self) -> bool:
        """Whether the roll to make now is a person's (a computer player rolls by itself)."""
        return True

    # The two calls that change the engine's state.
    def _engine_roll(self) -> tuple[int, int]:
        return self.game.roll()

    def _engine_play(self, play):
        return self.game.play(play)

    # -- queries -----------------------------------------------------------------------------
    def can(self, action: str) -> bool:
        """Whether the window should enable ``action`` (``undo``, ``done``, ``move``) now."""
        if action == "undo":
            return self.turn is not None and self.turn.can_undo
        if action == "done":
            return self.turn is not None and self.turn.is_complete
        if action == "move":
            return self.turn is not None
        return False

    def destinations(self, src: int) -> dict:
        """Where the checker on ``src`` (mover's numbering) may go: ``{dst: [steps]}``."""
        return self.turn.destinations(src) if self.turn is not None else {}

    # -- the roll ------------------------------------------------------------------------------
    def roll(self) -> bool:
        """Roll (the opening roll, the turn's roll), or start the next game when one is over."""
        g = self.game
        if g is None:
            return False
        if g.is_over:
            return self.next_game()
        if not g.can_roll():
            self._say(self._blocked_reason())
            return False
        if not self._gate("roll"):
            return False
        opening = g.phase is Phase.OPENING
        cube_before = g.cube_value
        try:
            dice = self._engine_roll()
        except BgdeskError as e:
            self._say(refusal_text(e))
            return False
        self._last_move = ()
        self._shown_roll = None
        self._click = None
        self.cue.emit("dice_roll")
        if opening:
            self._opening = dice
            if g.phase is Phase.OPENING:
                text = self.tr("Both rolled {d}: roll again.").format(d=dice[0])
                if g.cube_value != cube_before:
                    text += " " + self.tr("Automatic double: the cube is now at {v}.").format(v=g.cube_value)
                self._say(text)
                self._emit()
                return True
            self._say(self.tr("{name} wins the opening roll ({a} {da}, {b} {db}) and plays {hi}-{lo}.").format(
                name=self.name(g.on_roll), a=self.names[0], da=dice[0], b=self.names[1], db=dice[1],
                hi=max(dice), lo=min(dice)))
        else:
            self._opening = None
            self._say(self.tr("{name} rolls {d1}-{d2}.").format(name=self.name(g.on_roll), d1=dice[0], d2=dice[1]))
        self._start_turn()
        return True

    def _start_turn(self) -> None:
        """The dice are rolled: a Turn to play them step by step, unless there is nothing to
        choose (no legal move, R12 and R16; or a play the settings make by themselves)."""
        g = self.game
        self.turn = Turn(g.position, g.dice)
        if self.turn.is_complete:
            mover, dice = g.on_roll, g.dice
            self._engine_play(self.turn.play())
            self.turn = None
            self._shown_roll = (mover, dice)
            self._say(self.tr("{name} rolls {d1}-{d2} and cannot move. {next} is on roll.").format(
                name=self.name(mover), d1=dice[0], d2=dice[1], next=self.name(g.on_roll)))
            # Said on the board too, for long enough to be read even when a computer player
            # rolls at once and the status line moves on (the move list keeps it).
            self.notice.emit(self.tr("{name} rolls {d1}-{d2} and cannot move.").format(
                name=self.name(mover), d1=dice[0], d2=dice[1]))
            self._emit()
            self._maybe_auto_roll()
            return
        auto = bear_off_play(g.position, g.dice, g.legal_plays) if pref(self.settings, "auto_bear_off") else None
        if auto is not None:  # "bear off automatically when nothing else matters" (settings)
            self.turn.apply_path([Step(*raw) for raw in auto.raw_steps])
            self._say(self.tr("{name} rolls {d1}-{d2} and bears off: {play}.").format(
                name=self.name(g.on_roll), d1=g.dice[0], d2=g.dice[1], play=auto))
            self._after_steps(list(self.turn.steps))
            return
        if pref(self.settings, "auto_play_forced") and len(g.legal_plays) == 1:
            play = g.legal_plays[0]
            self.turn.apply_path([Step(*raw) for raw in play.raw_steps])
            self._say(self.tr("{name} rolls {d1}-{d2}: forced move {play}.").format(
                name=self.name(g.on_roll), d1=g.dice[0], d2=g.dice[1], play=play))
            self._after_steps(list(self.turn.steps))
            return
        self._emit()

    # -- steps ---------------------------------------------------------------------------------
    def move(self, src: int, dst: int) -> bool:
        """Move the top checker on ``src`` to ``dst`` (mover's numbering), by one or more dice."""
        if self.turn is None:
            self._say(self._blocked_reason())
            return False
        if not self._gate("move"):
            return False
        paths = self.turn.destinations(src)
        if dst not in paths:
            try:
                self.turn.apply((src, dst))  # raises with the reason
            except BgdeskError as e:
                self._say(refusal_text(e))
                return False
            steps = [self.turn.steps[-1]]
        else:
            self.turn.apply_path(paths[dst])
            steps = list(paths[dst])
        self._click = None
        self._after_steps(steps)
        return True

    def move_die(self, src: int, die: int) -> bool:
        """Play ``die`` with the checker on ``src`` (a die key): that die, even where another one
        takes the checker to the same place (6-4 bearing off from the 4-point with the 6 keeps
        the 4)."""
        if self.turn is None:
            self._say(self._blocked_reason())
            return False
        if not self._gate("move"):
            return False
        step = next((s for s in self.turn.legal_steps() if s.src == src and s.die == die), None)
        if step is None:  # no single step with that die: the way there, or why not
            return self.move(src, max(src - die, 0))
        self.turn.apply(step)
        self._click = None
        self._after_steps([step])
        return True

    def click(self, src: int, which: int = 0) -> bool:
        """Click-to-move: ``which`` 0 (left button) plays the higher die remaining, 1 (right
        button) the lower; when that die cannot move this checker the other one is used."""
        if self.turn is None:
            self._say(self._blocked_reason())
            return False
        if not self._gate("move"):
            return False
        steps = [s for s in self.turn.legal_steps() if s.src == src]
        if not steps:
            self._say(refusal_text(self.turn.why_not(src)))
            return False
        left = sorted(set(self.turn.remaining), reverse=True)
        want = left[0] if which == 0 else left[-1]
        step = next((s for s in steps if s.die == want), steps[0])
        self.turn.apply(step)
        self._click = (src, step)
        self._after_steps([step])
        return True

    def double_click(self, src: int) -> bool:
        """Bear off the checker on ``src`` (the first click of the double click is taken back
        first). Where no checker may bear off yet the double click was a click; where this one
        may not bear off with these dice, the player is told why."""
        if self.turn is None or not self._gate("move"):
            return False
        undone = None
        if self._click and self._click[0] == src and self.turn.steps and self.turn.steps[-1] == self._click[1]:
            undone = self.turn.undo()
        self._click = None
        paths = self.turn.destinations(src)
        if 0 in paths:
            self.turn.apply_path(paths[0])
            self._after_steps(list(paths[0]), quiet=undone is not None)
            return True
        why = self.turn.why_not(src, 0)
        if undone is not None:
            self.turn.apply(undone)
        if why is not None and why.reason != "not_all_home":
            self._say(refusal_text(why))
        self._emit()
        return False

    def enter_move(self, text: str) -> bool:
        """Play the roll typed in standard notation (e.g. ``24/18 13/11``): the whole roll, or
        the rest of it after steps made with the mouse."""
        if self.turn is None:
            self._say(self._blocked_reason())
            return False
        if not self._gate("move"):
            return False
        made = list(self.turn.steps)
        try:
            play_typed(self.turn, text)
        except BgdeskError as e:  # the box still shows what was typed: the sentence says why
            self._say(refusal_text(e))
            return False
        self._click = None
        steps = list(self.turn.steps)
        # The rest of the play is animated; a whole play that replaced the steps is just shown.
        self._after_steps(steps[len(made):] if steps[:len(made)] == made else [])
        return True

    def explain(self, src: int, dst: int | None = None) -> None:
        """Say why the checker on ``src`` may not move (``dst`` None) or not go to ``dst``: a
        refused drop, or a press on a checker that may not move."""
        if self.turn is None:
            self._say(self._blocked_reason())
            return
        if not self._gate("move"):
            return
        why = self.turn.why_not(src, dst)
        if why is not None:
            self._say(refusal_text(why))

    def _after_steps(self, steps, quiet: bool = False) -> None:
        mover = self.game.on_roll
        marks = tuple(MoveMark(mover, s.src, s.dst, s.hit) for s in steps)
        if self.turn.is_complete:
            if pref(self.settings, "confirm_moves"):
                if not self.computer_plays(mover):  # the computer picks its dice up itself
                    self._say(self.tr("{name}: pick up the dice to finish the move, or undo.").format(
                        name=self.name(mover)))
            else:
                self._emit(marks)
                self.commit()
                return
        elif not quiet:
            left = "-".join(str(d) for d in self.turn.remaining)
            self._say(self.tr("{name}: {dice} still to play.").format(name=self.name(mover), dice=left))
        self._emit(marks)

    def undo(self) -> bool:
        """Take back the last step of the roll being played (R39)."""
        if self.turn is None or not self.turn.can_undo:
            self._say(self.tr("There is nothing to take back."))
            return False
        if not self._gate("move"):
            return False
        self.turn.undo()
        self._click = None
        self._say(self.tr("Step taken back."))
        self._emit()
        return True

    # -- picking up the dice -------------------------------------------------------------------
    def commit(self) -> bool:
        """Pick up the dice: the play becomes final and the turn passes."""
        g = self.game
        if self.turn is None:
            self._say(self._blocked_reason())
            return False
        if not self.turn.is_complete:
            left = "-".join(str(d) for d in self.turn.remaining)
            self._say(self.tr("Play the whole roll first: {dice} still to play.").format(dice=left))
            return False
        if not self._gate("commit"):
            return False
        mover = g.on_roll
        play = self.turn.play()
        try:
            shown = self._engine_play(play)
        except BgdeskError as e:  # cannot happen with a complete turn, but never lose the state
            self._say(refusal_text(e))
            return False
        self._last_move = tuple(MoveMark(mover, s, t, h) for s, t, _d, h in play.raw_steps)
        self.turn = None
        self._opening = None
        self._click = None
        if g.is_over:
            self._finished()
            return True
        self._say(self.tr("{name} played {play}. {next} is on roll.").format(
            name=self.name(mover), play=shown, next=self.name(g.on_roll)))
        self._emit()
        self._maybe_auto_roll()
        return True

    def dice_clicked(self) -> None:
        """Clicking the dice rolls before the roll and picks them up after the play."""
        g = self.game
        if g is None:
            return
        if self.turn is not None:
            self.commit()
        elif g.can_roll() or g.is_over:
            self.roll()

    # -- keys that ask for a decision -------------------------------------------------------
    def key_double(self) -> bool:
        """D on the board: double now (a mode that has a cube overrides this)."""
        self._say(self.tr("There is no doubling here."))
        return False

    def key_answer(self, answer: str) -> bool:
        """T or P on the board (``answer`` "take" or "pass"), or a window's own answer letter:
        answer the double offered (a mode that has a cube overrides this)."""
        self._say(self.tr("No double has been offered: there is nothing to take or pass."))
        return False

    def key_unanswered(self, text: str) -> None:
        """A letter the board does not take: said, so that no key press goes unheard."""
        self._say(self.tr("The key {key} does nothing here; Help > Keyboard lists every key.").format(
            key=text.upper()))

    def _reset_game_view(self) -> None:
        self.turn = None
        self._last_move = ()
        self._shown_roll = None
        self._opening = None
        self._click = None
        self._announcement = ""

    # -- what the board shows ------------------------------------------------------------------
    def _board_and_dice(self, g: Game, thinking: bool = False) -> tuple:
        """What the board shows of game ``g``: the position from player 0's side, and the dice.

        ``(position, dice, dice_side, dice_used, opening)``; ``thinking`` shows the rolled dice
        of a computer player who is choosing its play (no Turn exists for it yet).
        """
        mover = g.on_roll
        if self.turn is not None:
            pos = self.turn.position
            pos0 = pos if mover == 0 else pos.swapped()
        else:
            pos0 = g.position_for(0)
        dice: tuple[int, ...] = ()
        dice_side = None
        used: tuple[int, ...] = ()
        opening = None
        if self.turn is not None:
            used = tuple(s.die for s in self.turn.steps)
            if self._opening is not None:
                opening = self._opening
            else:
                dice, dice_side = g.dice, mover
        elif self._shown_roll is not None:
            dice_side, dice = self._shown_roll
            used = tuple(dice) * (2 if dice[0] == dice[1] else 1)
        elif thinking:
            if self._opening is not None:
                opening = self._opening
            else:
                dice, dice_side = g.dice, mover
        elif g.phase is Phase.OPENING and self._opening is not None:
            opening = self._opening
        return pos0, tuple(dice), dice_side, used, opening

    def game_board(self, g: Game, *, thinking: bool = False, movable: bool = True) -> dict:
        """The :class:`BoardState` fields that show game ``g`` and the roll being played: the
        checkers, pip counts, dice, the last move (once the dice are picked up), the checkers
        that may move (when ``movable``) and the status line. The mode adds names, score, cube."""
        pos0, dice, dice_side, used, opening = self._board_and_dice(g, thinking)
        return dict(
            mine=pos0.mine,
            theirs=pos0.theirs,
            pips=pos0.pip_counts(),
            on_roll=g.on_roll,
            dice=tuple(dice),
            dice_side=dice_side,
            dice_used=used,
            opening=opening,
            last_move=self._last_move if self.turn is None else (),
            movable=(frozenset(self.turn.movable_points())
                     if self.turn is not None and movable else frozenset()),
            to_act=g.to_act,
            roll_hint=self._roll_hint(g, thinking),
            status=self.status_text(),
        )

    def _roll_hint(self, g: Game, thinking: bool) -> tuple[int, ...]:
        """Where to show the dice area as a place to roll: both halves for the opening roll, the
        roller's half before a turn; nothing when a computer player rolls or nothing may."""
        if self.turn is not None or thinking or g.is_over or not g.can_roll() or not self._person_rolls():
            return ()
        return (0, 1) if g.phase is Phase.OPENING else (g.on_roll,)

    # -- plumbing ----------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.last_message = text
        self.message.emit(text)

    def _emit(self, moves: tuple[MoveMark, ...] = ()) -> None:
        self.board_changed.emit(self.board_state(), tuple(moves))
        self.state_changed.emit()


__all__ = ["BoardController"]
