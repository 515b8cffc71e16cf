"""Playing on the board with the keyboard alone, without notation.

:class:`BoardKeys` turns keys pressed on the board view into the same intents a mouse gives
(the scene's signals), so every mode (a match, a chouette) is played the same way:

- Left/Right (or Up/Down) move a cursor over the checkers that may move; typing a point number
  (``1``..``24``, ``b`` for the bar) goes to that checker straight away;
- Enter or Space picks the checker under the cursor up: its legal destinations are lit; a die
  key (``1``..``6``) then plays that die with it, Left/Right choose among the destinations and
  Enter plays to the one chosen; Escape puts it down again;
- Enter with no checker under the cursor picks up the first one that may move (the back one);
- Backspace takes the last step back; Enter with the roll fully played picks up the dice;
- R rolls (or starts the next game), D doubles (never asking first: that setting is for a click
  on the cube), T takes and P passes a double; where one of them does not apply now, the
  controller says why. A window may give the board more answer letters (:attr:`BoardKeys.answers`,
  e.g. N for "no double" in the drills).

Any other letter or digit the board does not take is answered too (the view's
``key_unanswered``), so no key press goes unheard.

The scene stays a view: the cursor is only drawn, and every move goes through the controller.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent

DIGIT_WAIT_MS = 900  # how long a first digit waits for a second ("1" then "3": point 13)
#: The answers to a double the board takes by letter, everywhere.
ANSWERS = {"t": "take", "p": "pass"}


class BoardKeys(QObject):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.cursor: int | None = None  # a location in the mover's numbering (25 = bar)
        self.picked: int | None = None  # the checker picked up
        self.targets: list[int] = []  # its destinations, in board order
        self.target = 0  # the one chosen
        self.answers = dict(ANSWERS)  # letter -> answer (the scene's answer_requested)
        self._digits = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DIGIT_WAIT_MS)
        self._timer.timeout.connect(self._point_typed)

    # -- what may move -------------------------------------------------------------------------
    def movable(self) -> list[int]:
        """The locations whose checker may move, from the back (the bar, 24) to the front."""
        return sorted(self.scene.state.movable, reverse=True)

    def reset(self) -> None:
        """The board changed (a step, a new roll): nothing is picked up any more; the cursor
        stays where it was if that checker may still move."""
        self.picked = None
        self.targets = []
        movable = self.movable()
        if self.cursor not in movable:
            self.cursor = None
        self._show()

    # -- keys ----------------------------------------------------------------------------------
    def key(self, event: QKeyEvent) -> bool:
        """Handle a key pressed on the board view; False when it is not one of ours."""
        key, text = event.key(), event.text().lower()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._step(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._step(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._enter()
        elif key == Qt.Key.Key_Escape:
            return self.escape()
        elif key == Qt.Key.Key_Backspace:
            self._digits = ""
            self.scene.undo_requested.emit()
        elif text.isdigit() and len(text) == 1:
            self._digit(int(text))
        elif text == "b":
            self._go_to(25)
        elif text == "r":
            self.scene.roll_requested.emit()
        elif text == "d":
            self.scene.double_requested.emit()
        elif text in self.answers:
            self.scene.answer_requested.emit(self.answers[text])
        else:
            return False
        return True

    def escape(self) -> bool:
        """Put the checker picked up down again (and forget a point number half typed); False
        when there was nothing to put down."""
        if self.picked is None and not self._digits:
            return False
        self._digits = ""
        self._timer.stop()
        self.picked = None
        self._show()
        return True

    def _step(self, direction: int) -> None:
        if self.picked is not None:
            if self.targets:
                self.target = (self.target + direction) % len(self.targets)
                self._show()
            return
        movable = self.movable()
        if not movable:
            return
        if self.cursor not in movable:
            self.cursor = movable[0 if direction > 0 else -1]
        else:
            self.cursor = movable[(movable.index(self.cursor) + direction) % len(movable)]
        self._show()

    def _enter(self) -> None:
        if self._digits:
            self._point_typed()
            return
        if self.picked is not None:
            if self.targets:
                self.scene.move_requested.emit(self.picked, self.targets[self.target])
            return
        if self.cursor is not None and self.cursor in self.scene.state.movable:
            self._pick(self.cursor)
        elif self.movable():  # no cursor yet: the back checker at once (one key, not two)
            self.cursor = self.movable()[0]
            self._pick(self.cursor)
        else:  # nothing to move: what a click on the dice does (pick them up, or roll)
            self.scene.dice_clicked.emit()

    def _digit(self, n: int) -> None:
        if self.picked is not None and not self._digits:
            self._play_die(n)
            return
        self._digits += str(n)
        if len(self._digits) == 2 or int(self._digits) > 2:
            self._point_typed()
        else:
            self._timer.start()

    def _point_typed(self) -> None:
        self._timer.stop()
        text, self._digits = self._digits, ""
        if text:
            self._go_to(int(text))

    def _go_to(self, loc: int) -> None:
        self.picked = None
        if loc in self.scene.state.movable:
            self.cursor = loc
            self._pick(loc)
        else:
            self._show()
            self.scene.checker_refused.emit(loc)  # the controller says why not

    def _pick(self, src: int) -> None:
        self.picked = src
        self.targets = sorted(self.scene.destinations(src), reverse=True)
        # First choice: where the higher die left takes it, else the nearest destination.
        dice = [d for d in self._dice_left()]
        best = [t for t in self.targets if dice and t == max(src - max(dice), 0)]
        self.target = self.targets.index(best[0]) if best else 0
        self._show()

    def _play_die(self, die: int) -> None:
        src = self.picked
        dst = max(src - die, 0)
        if die in self._dice_left() and dst in self.targets:
            self.scene.die_requested.emit(src, die)  # that die, even where another goes there too
        else:
            self.scene.move_refused.emit(src, dst)  # the controller says why not

    def _dice_left(self) -> list[int]:
        st = self.scene.state
        rolled = tuple(st.dice) or tuple(v for v in (st.opening or ()) if v)  # the opening roll's two dice
        values = list(rolled) * (2 if len(rolled) == 2 and rolled[0] == rolled[1] else 1)
        for used in st.dice_used:
            if used in values:
                values.remove(used)
        return values

    def _show(self) -> None:
        target = self.targets[self.target] if self.picked is not None and self.targets else None
        self.scene.show_keyboard(self.cursor, self.picked, self.targets if self.picked is not None else [], target)


__all__ = ["ANSWERS", "BoardKeys", "DIGIT_WAIT_MS"]
