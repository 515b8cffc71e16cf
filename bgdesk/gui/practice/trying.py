"""A board to answer on: one position, one roll, the play made handed back.

The game review and the drills show a position and ask for a play. :class:`TryController` is a
:class:`~bgdesk.gui.board.controller.BoardController` over a throw-away
:class:`~bgdesk.engine.game.Game` set up at that position, so the board takes drags, clicks,
double clicks and undo exactly as in a match; picking up the dice hands the play back
(:attr:`TryController.tried`) and the game goes no further. The player answering is always at
the bottom of the board.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QSplitter, QWidget

from bgdesk.engine import Position
from bgdesk.engine.game import Game, Phase
from bgdesk.gui.board.controller import BoardController
from bgdesk.gui.board.scene import BoardScene
from bgdesk.gui.board.state import BoardState
from bgdesk.gui.board.view import BoardView
from bgdesk.gui.i18n import on_language_changed
from bgdesk.gui.prefs import GuiSettings, pref


class TrySettings(GuiSettings):
    """The player's board settings, but every play is made by hand and confirmed."""

    @classmethod
    def of(cls, settings) -> "TrySettings":
        s = cls()
        for name in ("home_corner", "show_point_numbers", "point_numbers_follow", "show_pip_counts",
                     "highlight_destinations", "animation_speed", "theme"):
            setattr(s, name, pref(settings, name))
        s.auto_play_forced = s.auto_bear_off = s.auto_roll = False
        s.confirm_moves = True
        return s


class TryController(BoardController):
    """One roll to play from one position (see the module docstring)."""

    tried = Signal(object)  # the engine Play made (its steps in the bottom player's numbering)

    def __init__(self, settings=None, parent=None) -> None:
        super().__init__(settings, parent)
        self._names: tuple[str, str] | None = None  # None: "You" and "Opponent"
        self._game: Game | None = None
        # The match the position comes from, for the board's bands: its length (0: money), the
        # score (bottom player first), the Crawford game, and whether a length of 0 is a money
        # session to name as such (a drill is neither: its band stays empty).
        self._match = (0, (0, 0), False, False)
        self._made = None
        self.locked = False
        self._status = ""
        # The window's answer buttons for a cube question: called with "double", "no double",
        # "take" or "pass" (a key on the board); True when that answer is one asked for now.
        self.cube_answer = None
        on_language_changed(self._language_changed)

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def names(self) -> tuple[str, str]:
        """The players' names on the board: those given, else "You" and "Opponent" in the
        language in use."""
        return self._names if self._names is not None else (self.tr("You"), self.tr("Opponent"))

    def _language_changed(self, _lang: str) -> None:
        self._emit()  # the names and words on the board in the new language

    def set_position(self, position: Position, dice=None, names=None, *, cube_value: int = 1,
                     cube_owner: int | None = None, offered: bool = False, status: str = "") -> None:
        """Show ``position`` (seen from the bottom player, who is on roll) with ``dice`` to play
        (None: before the roll; ``offered``: the opponent's double waits for an answer).
        ``names``: the players at the bottom and the top (None: "You" and "Opponent")."""
        self._names = tuple(names) if names is not None else None
        self._reset_game_view()
        self._made = None
        self.locked = dice is None
        self._status = status
        on_roll = 1 if offered else 0
        shown = position if on_roll == 0 else position.swapped()
        self._game = Game.from_position(shown, on_roll, rolled=dice, cube_value=cube_value,
                                        cube_owner=cube_owner)
        self._offered = offered
        if dice is not None:
            self._start_turn()
        else:
            self._emit()

    def set_match(self, length: int = 0, score=(0, 0), crawford: bool = False, *, money: bool = False) -> None:
        """The match the positions come from (shown in the board's bands from the next board
        on): a match to ``length`` at ``score`` (the bottom player's first), or with ``money``
        a money session; neither, a position on its own (a drill)."""
        self._match = (int(length), (int(score[0]), int(score[1])), bool(crawford), bool(money))

    def clear(self, names=None) -> None:
        """No position to answer: the starting board, nothing to move (``names`` as in
        :meth:`set_position`)."""
        self._names = tuple(names) if names is not None else None
        self._reset_game_view()
        self._game = None
        self._made = None
        self.locked = True
        self._status = ""
        self._emit()

    def lock(self, status: str = "") -> None:
        """No more moves: the answer has been given (the board keeps what it shows)."""
        self.locked = True
        self.turn = None
        if status:
            self._status = status
        self._emit()

    # -- keys that answer a cube question -------------------------------------------------------
    def key_double(self) -> bool:
        return self.key_answer("double")

    def key_answer(self, answer: str) -> bool:
        """D, N, T or P on the board: the window's button for that answer, when it is asked."""
        if self.cube_answer is not None and self.cube_answer(answer):
            return True
        if self.turn is not None:
            self._say(self.tr("The answer here is a play: play the roll, then pick up the dice."))
        else:
            self._say(self.tr("That is not one of the answers here."))
        return False

    # -- what BoardController needs -----------------------------------------------------------
    def next_game(self) -> bool:
        return False

    def _gate(self, action: str, player: int | None = None) -> bool:
        if self.locked:
            self._say(self.tr("The answer has been given."))
            return False
        return True

    def _engine_play(self, play):
        self._made = play
        return self._game.play(play)

    def commit(self) -> bool:
        ok = super().commit()
        if ok and self._made is not None:
            self.locked = True
            self.tried.emit(self._made)
        return ok

    def _finished(self) -> None:
        self._emit()

    def _maybe_auto_roll(self) -> None:
        pass

    def status_text(self) -> str:
        return self._status

    def _blocked_reason(self) -> str:
        return self._status or self.tr("Nothing to play here.")

    def board_state(self) -> BoardState:
        g = self._game
        length, score, crawford, money = self._match
        match = dict(score=score, match_length=length, crawford=bool(length) and crawford,
                     extra={} if length or money else {"match_text": " "})
        if g is None:
            return BoardState(names=self.names, **match)
        fields = self.game_board(g, movable=not self.locked)
        if g.phase is not Phase.MOVING:
            fields["on_roll"] = 0 if not self._offered else 1
        return BoardState(
            **fields, names=self.names, **match,
            cube_value=g.cube_value, cube_owner=g.cube_owner,
            cube_offered_by=1 if self._offered else None,
            cube_enabled=not (bool(length) and crawford),
        )


class TryBoard:
    """A scene, a view and a :class:`TryController` wired together, for a window."""

    def __init__(self, settings, parent: QWidget | None = None, name=None) -> None:
        """``name()``: the board's accessible name, apart from the game's board (the drills'
        board, the review's)."""
        self.settings = TrySettings.of(settings)
        self.controller = TryController(self.settings, parent)
        self.scene = BoardScene(self.settings, parent)
        self.scene.delegate = self.controller
        self.scene.connect_controller(self.controller)
        self.controller._emit()  # the empty board, with its names in the language in use
        self.view = BoardView(self.scene, name=name) if name is not None else BoardView(self.scene)
        self.view.setParent(parent)


class CubeAnswers(QWidget):
    """The answers to a cube question as buttons: "no double" / "double" before a roll, "take" /
    "pass" facing a double, "play on" / "resign" where a resignation is reviewed; in a drill
    ("drill-double") the four proper actions, No double, Double/take, Double/pass, Too good, and
    ("drill-take") Take, Pass and, where beavers are played ("drill-take-beaver"), Beaver.
    :meth:`ask` shows the buttons of a question (None: hides them); a click emits
    :attr:`answered` with the answer's key."""

    answered = Signal(str)
    KEYS = {"double": ("no double", "double"), "take": ("take", "pass"),
            "resign": ("play on", "resign"),
            "drill-double": ("no double", "double, take", "double, pass", "too good"),
            "drill-take": ("take", "pass"), "drill-take-beaver": ("take", "pass", "beaver")}
    ALL = ("no double", "double", "double, take", "double, pass", "too good", "take", "pass",
           "beaver", "play on", "resign")

    def __init__(self, prefix: str, parent: QWidget | None = None,
                 kinds: tuple[str, ...] | None = None) -> None:
        super().__init__(parent)
        #: the questions this row is asked (its height is made for the one with most answers)
        self.kinds = tuple(kinds) if kinds is not None else tuple(self.KEYS)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        for key in self.ALL:
            b = QPushButton(self)
            b.setObjectName(f"{prefix}_{key.replace(', ', '_').replace(' ', '_')}")
            b.clicked.connect(lambda _=False, k=key: self.answered.emit(k))
            b.hide()
            self.buttons[key] = b
        self._asked: tuple[str, ...] = ()
        self._columns = 0  # the buttons a row holds (set by _fit)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        words = {"no double": self.tr("No double"), "double": self.tr("Double"),
                 "double, take": self.tr("Double, take"), "double, pass": self.tr("Double, pass"),
                 "too good": self.tr("Too good to double"),
                 "take": self.tr("Take"), "pass": self.tr("Pass"), "beaver": self.tr("Beaver"),
                 "play on": self.tr("Play on"), "resign": self.tr("Resign")}
        for key, b in self.buttons.items():
            b.setText(words[key])
        self._fit(force=True)

    def _row_width(self, keys) -> int:
        spacing = max(self._grid.horizontalSpacing(), 0)
        return sum(self.buttons[k].sizeHint().width() for k in keys) + spacing * (len(keys) - 1)

    def _fit(self, force: bool = False) -> None:
        """One row of buttons when the answers of every question asked here fit across the
        width, else two per row (the four answers of a cube drill do not fit beside the board:
        "Too good to double" was cut, in Maltese to "o wisq biex tirdo"). The height follows
        the width and the language only, not the question, so the window does not jump from one
        question to the next."""
        width = self.width()
        asked = [self.KEYS[k] for k in self.kinds]
        longest = max(len(keys) for keys in asked)
        one_row = all(self._row_width(keys) <= width for keys in asked)
        columns = longest if one_row else 2
        if columns != self._columns or force:
            self._columns = columns
            rows = -(-longest // columns)
            h = max(b.sizeHint().height() for b in self.buttons.values())
            self.setFixedHeight(rows * h + (rows - 1) * max(self._grid.verticalSpacing(), 0))
            self._place()

    def _place(self) -> None:
        grid = self._grid
        for b in self.buttons.values():
            grid.removeWidget(b)
        for c in range(grid.columnCount()):
            grid.setColumnStretch(c, 0)
        for i, key in enumerate(self._asked):
            grid.addWidget(self.buttons[key], i // self._columns, i % self._columns)
        # in one row the buttons keep their own widths, on the left; in two they share the row
        grid.setColumnStretch(self._columns, 1 if self._columns > 2 else 0)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        from bgdesk.gui.i18n import is_language_change

        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def ask(self, kind: str | None) -> None:
        wanted = self.KEYS.get(kind, ())
        self._asked = tuple(wanted)
        self._place()
        for key, b in self.buttons.items():
            b.setVisible(key in wanted)
            b.setEnabled(key in wanted)

    def press(self, answer: str) -> bool:
        """Give ``answer`` as its button would (a key on the board); False when it is not one
        of the answers asked for now."""
        b = self.buttons.get(answer)
        if b is None or not (b.isEnabled() and not b.isHidden()):
            return False
        b.click()
        return True

    def listen_to(self, board: "TryBoard") -> None:
        """Let the keys of ``board`` answer: D double, N no double, T take, P pass."""
        board.scene.keys.answers["n"] = "no double"
        board.controller.cube_answer = self.press


def beside_board(view: QWidget, side: QWidget, side_width: int = 400,
                 share: float | None = None) -> QSplitter:
    """The board's view on the left and ``side`` (questions, tables, buttons) on the right, at
    least ``side_width`` wide; ``share``: the part of the width ``side`` starts with (else the
    board takes what its size hint asks)."""
    split = QSplitter(Qt.Orientation.Horizontal)
    split.addWidget(view)
    split.addWidget(side)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 2)
    side.setMinimumWidth(side_width)
    if share is not None:  # proportions: the splitter scales them to its width when shown
        split.setSizes([round(10000 * (1 - share)), round(10000 * share)])
    return split


__all__ = ["CubeAnswers", "TryBoard", "TryController", "TrySettings", "beside_board"]
