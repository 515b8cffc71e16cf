"""The position editor: set up any legal position and match state, then play on from it.

On the editor's own board a left click on a point adds a checker (of the colour already there,
or of the colour chosen for empty points), a right click takes the top checker off the board,
and a checker can be dragged from a point, the bar or a tray to any point, the bar or a tray
(a checker dragged to a tray is borne off; one dragged from a tray comes back into play).
Checkers that are not on the board are borne off, so each side always has fifteen. Beside the
board: who is on roll, the dice (or not rolled yet), the cube's value and owner, the match
length (0 for money play), the score and the Crawford game; a Position ID, GNUbg ID or XGID can
be typed or pasted to start from.

Nothing is judged here: every change is checked by the engine (:class:`Position` raises
:class:`~bgdesk.engine.errors.PositionError` with the reason, which the editor shows and refuses),
and "Play from here" builds the game with :meth:`Game.from_position`, which refuses what cannot
be played (a side with every checker off, a cube in the Crawford game, a score past the match
length...). ``PositionEditor.edit(parent, ...)`` is the entry point; it returns the new
:class:`~bgdesk.engine.game.Game` or None.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGraphicsSceneMouseEvent,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.errors import BgdeskError, PositionError
from bgdesk.engine.game import MAX_CUBE, Game, Phase
from bgdesk.engine.position import CHECKERS, Position
from bgdesk.engine.positiontext import read_position_text
from bgdesk.engine.record import Rules
from bgdesk.gui.board.geometry import OPPONENT, VIEWER
from bgdesk.gui.i18n import (
    Context,
    count_affixes,
    plain_text,
    reader_name,
    resize_within_screen,
    translate_buttons,
)
from bgdesk.gui.board.scene import BoardScene
from bgdesk.gui.board.state import BoardState
from bgdesk.gui.board.view import BoardView
from bgdesk.gui.lifetime import run_modal

PositionSetup = Context("PositionSetup")

Driver = Callable[[QDialog], None] | None

CUBE_VALUES = tuple(1 << k for k in range(7))  # 1 .. 64



def _start_counts() -> list[int]:
    c = [0] * 26
    c[24], c[13], c[8], c[6] = 2, 5, 3, 5
    return c


# --------------------------------------------------------------------------------------------
# The model (plain Python; every check is the engine's)


@dataclass
class PositionModel:
    """What is being set up. ``counts[side]`` is that side's checkers in its own numbering
    (1..24 points, 25 its bar; index 0 unused: checkers not on the board are off)."""

    counts: list = field(default_factory=lambda: [_start_counts(), _start_counts()])
    on_roll: int = 0
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_owner: int | None = None
    length: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False

    # -- queries -----------------------------------------------------------------------------
    def on_board(self, side: int, counts=None) -> int:
        c = (counts or self.counts)[side]
        return sum(c[1:26])

    def off(self, side: int) -> int:
        return CHECKERS - self.on_board(side)

    def occupant(self, viewer_point: int) -> int | None:
        """Which side has checkers on the bottom player's point ``viewer_point`` (1..24)."""
        if self.counts[VIEWER][viewer_point]:
            return VIEWER
        if self.counts[OPPONENT][25 - viewer_point]:
            return OPPONENT
        return None

    @staticmethod
    def _full(side_counts) -> list[int]:
        c = list(side_counts)
        c[0] = 0  # derived by the engine
        return c

    def position(self, counts=None) -> Position:
        """The position seen from the player on roll (the engine raises PositionError)."""
        counts = counts or self.counts
        me, them = self.on_roll, 1 - self.on_roll
        return Position.from_counts(self._full(counts[me]), self._full(counts[them]))

    def problem(self, counts=None) -> str | None:
        """The engine's objection to the checkers, or None."""
        try:
            self.position(counts)
        except PositionError as e:
            return str(e)
        return None

    def board_empty(self, counts=None) -> bool:
        counts = counts or self.counts
        return self.on_board(0, counts) == 0 and self.on_board(1, counts) == 0

    # -- edits (each returns None when done, or the reason it was refused) --------------------
    def _try(self, counts) -> str | None:
        err = self.problem(counts)
        if err is not None and not self.board_empty(counts):
            return err  # an empty board is allowed while editing; "Play" refuses it
        self.counts = counts
        return None

    def _copy(self) -> list:
        return [list(self.counts[0]), list(self.counts[1])]

    def add(self, side: int, loc: int) -> str | None:
        """One more checker of ``side`` on ``loc`` (its numbering; 25 = bar), from those off."""
        if self.off(side) == 0:
            return PositionSetup.tr("All fifteen checkers of this side are on the board: take one off first "
                                    "(right click) or drag one.")
        c = self._copy()
        c[side][loc] += 1
        return self._try(c)

    def remove(self, side: int, loc: int) -> str | None:
        """Take one checker of ``side`` off ``loc`` (it is borne off)."""
        if not self.counts[side][loc]:
            return PositionSetup.tr("There is no checker there.")
        c = self._copy()
        c[side][loc] -= 1
        return self._try(c)

    def move(self, side: int, src: int, dst: int) -> str | None:
        """Move one checker of ``side`` from ``src`` to ``dst`` (its numbering; 0 = off)."""
        if src == dst:
            return None
        if src == 0:
            return self.add(side, dst)
        if dst == 0:
            return self.remove(side, src)
        if not self.counts[side][src]:
            return PositionSetup.tr("There is no checker there.")
        c = self._copy()
        c[side][src] -= 1
        c[side][dst] += 1
        return self._try(c)

    def set_counts(self, side0, side1) -> None:
        """Set both sides at once, unchecked (as typed); :meth:`problem` says what is wrong."""
        self.counts = [list(side0) + [0] * (26 - len(side0)), list(side1) + [0] * (26 - len(side1))]

    def clear(self) -> None:
        self.counts = [[0] * 26, [0] * 26]

    def reset(self) -> None:
        self.counts = [_start_counts(), _start_counts()]

    def load_game(self, game: Game) -> None:
        """Take everything from a game (e.g. the one being played, or pasted text)."""
        p0 = game.position_for(0)
        self.counts = [list(p0.mine), list(p0.theirs)]
        self.counts[0][0] = self.counts[1][0] = 0
        self.on_roll = game.on_roll if game.on_roll in (0, 1) else 0
        self.dice = tuple(game.dice) if game.phase is Phase.MOVING and game.dice else None
        self.cube_value = game.cube_value
        self.cube_owner = game.cube_owner
        self.length = game.match_length
        self.score = tuple(game.score)
        self.crawford = game.crawford

    # -- the result --------------------------------------------------------------------------
    def build_game(self, rules: Rules | None = None, dice=None) -> Game:
        """The game to play on from (raises BgdeskError or ValueError with the reason)."""
        rules = rules or Rules()
        if not self.length:
            if self.crawford:
                raise ValueError(PositionSetup.tr("there is no Crawford game in money play"))
        if self.cube_value != 1 or self.cube_owner is not None:
            if not rules.use_cube:
                raise ValueError(PositionSetup.tr("these rules play without the cube: leave it at 1 "
                                                  "in the middle"))
        position = self.position()
        if self.length and self.crawford and self.length - 1 not in self.score:
            raise ValueError(PositionSetup.tr("the Crawford game is played when a player is one point from "
                                              "winning the match"))
        return Game.from_position(position, self.on_roll, rolled=self.dice,
                                  cube_value=self.cube_value, cube_owner=self.cube_owner,
                                  cube_turned=self.cube_owner is not None, rules=rules, dice=dice,
                                  match_length=self.length, score=tuple(self.score),
                                  crawford=self.crawford)

    def board_state(self, names, status: str = "") -> BoardState:
        c0, c1 = list(self.counts[0]), list(self.counts[1])
        c0[0], c1[0] = self.off(0), self.off(1)
        pips = tuple(sum(p * self.counts[s][p] for p in range(1, 26)) for s in (0, 1))
        return BoardState(
            mine=tuple(c0), theirs=tuple(c1), names=tuple(names), pips=pips,
            score=tuple(self.score), match_length=self.length,
            crawford=self.crawford and bool(self.length), on_roll=self.on_roll,
            dice=tuple(self.dice) if self.dice else (), dice_side=self.on_roll if self.dice else None,
            cube_value=self.cube_value, cube_owner=self.cube_owner,
            cube_enabled=not self.crawford, status=status)


# --------------------------------------------------------------------------------------------
# The editor's board


@dataclass
class _EditPress:
    button: Qt.MouseButton
    screen: QPointF
    kind: str  # point, bar, tray
    side: int | None  # the side whose checker is under the press (None: empty point)
    loc: int  # in that side's numbering (points), 25 bar, 0 tray
    point: int  # the bottom player's point number for a point, else -1
    item: object = None
    offset: QPointF = field(default_factory=QPointF)
    dragging: bool = False


class EditorScene(BoardScene):
    """A board whose gestures edit a :class:`PositionModel` instead of playing moves."""

    def __init__(self, settings, model: PositionModel, parent=None) -> None:
        super().__init__(settings, parent)
        self.model = model
        self.colour = VIEWER  # the side a click on an empty point adds
        self.on_change: Callable[[str | None], None] | None = None
        self._edit: _EditPress | None = None

    def _target(self, pos: QPointF):
        t = self.geometry.target_at(pos.x(), pos.y())
        if t is None:
            return None
        if t.kind == "point":
            side = self.model.occupant(t.point)
            loc = t.point if side in (None, VIEWER) else 25 - t.point
            return t.kind, side, loc, t.point
        if t.kind == "bar":
            return t.kind, t.side, 25, -1
        return t.kind, t.side, 0, -1

    def _done(self, problem: str | None) -> None:
        if self.on_change is not None:
            self.on_change(problem)

    # -- mouse (Qt overrides) ----------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        button = event.button()
        event.accept()
        self._edit = None
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        pos = event.scenePos()
        target = self._target(pos)
        if target is None:
            return
        kind, side, loc, point = target
        item = None
        if side is not None:
            has = self.model.off(side) if kind == "tray" else self.model.counts[side][loc]
            if has:
                item = self.top_checker(side, loc)
        self._edit = _EditPress(button, QPointF(event.screenPos()), kind, side, loc, point, item,
                                pos - item.pos() if item is not None else QPointF())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        # The second click of a double click adds (or removes) one more checker.
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._edit
        if press is None or press.item is None or press.button != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        if not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if not press.dragging:
            moved = QPointF(event.screenPos()) - press.screen
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            press.dragging = True
            press.item.set_slab(None)
            press.item.set_label("")
            press.item.setZValue(200)
        press.item.setPos(event.scenePos() - press.offset)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press, self._edit = self._edit, None
        event.accept()
        if press is None:
            return
        m = self.model
        if press.dragging:
            target = self._target(event.scenePos())
            problem = None
            if target is not None:
                kind, _occ, _loc, point = target
                side = press.side
                if kind == "point":
                    dst = point if side == VIEWER else 25 - point
                else:
                    dst = 25 if kind == "bar" else 0
                problem = m.move(side, press.loc, dst)
            self._done(problem)  # redraws: a refused drop goes back where it came from
            return
        problem = None
        if press.button == Qt.MouseButton.LeftButton:
            if press.kind == "point":
                side = press.side if press.side is not None else self.colour
                loc = press.point if side == VIEWER else 25 - press.point
                problem = m.add(side, loc)
            elif press.kind == "bar":
                problem = m.add(press.side, 25)
            else:
                problem = PositionSetup.tr("Drag a checker from the tray to put it back into play.")
        else:
            if press.kind in ("point", "bar") and press.side is not None and m.counts[press.side][press.loc]:
                problem = m.remove(press.side, press.loc)
            elif press.kind == "tray":
                problem = None
        self._done(problem)


# --------------------------------------------------------------------------------------------
# The dialog


class PositionEditor(QDialog):
    """Set up a position and match state; "Play from here" returns the game."""

    def __init__(self, parent: QWidget | None = None, settings=None, start: Game | None = None,
                 names=("Player 1", "Player 2"), rules: Rules | None = None, dice=None) -> None:
        super().__init__(parent)
        self.setObjectName("PositionEditor")
        self.setWindowTitle(PositionSetup.tr("Edit position"))
        self.names = tuple(names)
        self.rules = rules or Rules()
        self.dice_source = dice
        self.model = PositionModel()
        if start is not None:
            self.model.load_game(start)
        self._start = start
        self.game: Game | None = None
        self.message = ""
        self._syncing = False

        self.scene = EditorScene(settings, self.model, self)
        self.scene.on_change = self._board_changed
        self.view = BoardView(self.scene, name=lambda: PositionSetup.tr("Board to set up"))
        self.view.setMinimumSize(640, 480)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)

        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 0, 0, 0)
        howto = QLabel(PositionSetup.tr("Left click on a point adds a checker, right click takes one off, "
                                        "drag to move one (to a tray: borne off). Checkers not on the board "
                                        "are borne off."))
        howto.setWordWrap(True)
        lay.addWidget(howto)

        colours = QGroupBox(PositionSetup.tr("A click on an empty point adds"))
        cl = QHBoxLayout(colours)
        self.colour_buttons = (QRadioButton("○ " + self.names[0]), QRadioButton("● " + self.names[1]))
        self._colour_group = QButtonGroup(self)
        for i, b in enumerate(self.colour_buttons):
            self._colour_group.addButton(b, i)
            cl.addWidget(b)
        self.colour_buttons[0].setChecked(True)
        self._colour_group.idToggled.connect(self._colour_chosen)
        lay.addWidget(colours)

        row = QGridLayout()  # two buttons a row: the panel is narrow and some languages are long
        self.start_button = QPushButton(PositionSetup.tr("Starting position"))
        self.start_button.clicked.connect(self.starting_position)
        self.clear_button = QPushButton(PositionSetup.tr("Clear board"))
        self.clear_button.clicked.connect(self.clear_board)
        row.addWidget(self.start_button, 0, 0)
        row.addWidget(self.clear_button, 0, 1)
        if start is not None:
            self.current_button = QPushButton(PositionSetup.tr("Current game"))
            self.current_button.clicked.connect(self.current_game)
            row.addWidget(self.current_button, 1, 0)
        lay.addLayout(row)

        turn = QGroupBox(PositionSetup.tr("Turn"))
        tf = QFormLayout(turn)
        self.on_roll = QComboBox()
        self.on_roll.addItems(list(self.names))
        self.on_roll.setObjectName("on_roll")
        tf.addRow(PositionSetup.tr("On roll:"), self.on_roll)
        self.rolled = QCheckBox(PositionSetup.tr("Dice rolled:"))
        self.rolled.setObjectName("rolled")
        self.die = (QSpinBox(), QSpinBox())
        drow = QHBoxLayout()
        reader_name(self.die[0], PositionSetup.tr("First die"))
        reader_name(self.die[1], PositionSetup.tr("Second die"))
        for d in self.die:
            d.setRange(1, 6)
            drow.addWidget(d)
        drow.addStretch(1)
        tf.addRow(self.rolled, drow)
        lay.addWidget(turn)

        cube = QGroupBox(PositionSetup.tr("Cube"))
        cf = QFormLayout(cube)
        self.cube_value = QComboBox()
        self.cube_value.setObjectName("cube_value")
        for v in CUBE_VALUES:
            self.cube_value.addItem(str(v), v)
        self.cube_owner = QComboBox()
        self.cube_owner.setObjectName("cube_owner")
        self.cube_owner.addItem(PositionSetup.tr("In the middle"), None)
        self.cube_owner.addItem(self.names[0], 0)
        self.cube_owner.addItem(self.names[1], 1)
        cf.addRow(PositionSetup.tr("Value:"), self.cube_value)
        cf.addRow(PositionSetup.tr("Owner:"), self.cube_owner)
        lay.addWidget(cube)

        match = QGroupBox(PositionSetup.tr("Match"))
        mf = QFormLayout(match)
        self.length = QSpinBox()
        self.length.setObjectName("length")
        self.length.setRange(0, 99)
        self.length.setSpecialValueText(PositionSetup.tr("Money play"))
        self.length.valueChanged.connect(self._length_words)
        self._length_words(self.length.value())
        mf.addRow(PositionSetup.tr("Match to:"), self.length)
        self.score = (QSpinBox(), QSpinBox())
        for i, s in enumerate(self.score):
            s.setRange(0, 9999)
            said = PositionSetup.tr("{name}'s score:").format(name=self.names[i])
            reader_name(s, said.rstrip(":"))
            mf.addRow(plain_text(QLabel(said)), s)
        self.crawford = QCheckBox(PositionSetup.tr("This is the Crawford game (no doubling)"))
        self.crawford.setObjectName("crawford")
        mf.addRow(self.crawford)
        lay.addWidget(match)

        text = QGroupBox(PositionSetup.tr("From text"))
        tl = QHBoxLayout(text)
        self.id_text = QLineEdit()
        self.id_text.setObjectName("id_text")
        self.id_text.setPlaceholderText(PositionSetup.tr("Position ID, GNUbg ID or XGID"))
        self.id_button = QPushButton(PositionSetup.tr("Set"))
        self.id_button.clicked.connect(lambda: self.set_from_text(self.id_text.text()))
        self.id_text.returnPressed.connect(lambda: self.set_from_text(self.id_text.text()))
        tl.addWidget(self.id_text, 1)
        tl.addWidget(self.id_button)
        lay.addWidget(text)

        self.status = plain_text(QLabel())
        self.status.setObjectName("editor_status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.status)
        lay.addStretch(1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(PositionSetup.tr("Play from here"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        side.setFixedWidth(340)

        outer = QHBoxLayout(self)
        outer.addWidget(self.view, 1)
        outer.addWidget(side)
        resize_within_screen(self, 1280, 800)

        for w in (self.on_roll, self.cube_value, self.cube_owner):
            w.currentIndexChanged.connect(self._fields_changed)
        for w in (self.die[0], self.die[1], self.length, self.score[0], self.score[1]):
            w.valueChanged.connect(self._fields_changed)
        for w in (self.rolled, self.crawford):
            w.toggled.connect(self._fields_changed)
        self._to_fields()
        self._redraw()

    # -- fields <-> model --------------------------------------------------------------------

    def _length_words(self, n: int) -> None:
        """The words around the match length: "[5] points" (in some languages before it)."""
        if n <= 0:
            self.length.setPrefix("")
            self.length.setSuffix("")
            return
        prefix, suffix = count_affixes(PositionSetup.tr("%n point(s)", "match length spin box", n), n)
        self.length.setPrefix(prefix)
        self.length.setSuffix(suffix)
    def _to_fields(self) -> None:
        m = self.model
        self._syncing = True
        try:
            self.on_roll.setCurrentIndex(m.on_roll)
            self.rolled.setChecked(m.dice is not None)
            if m.dice:
                self.die[0].setValue(m.dice[0])
                self.die[1].setValue(m.dice[1])
            self.cube_value.setCurrentIndex(max(0, self.cube_value.findData(m.cube_value)))
            self.cube_owner.setCurrentIndex({None: 0, 0: 1, 1: 2}[m.cube_owner])
            self.length.setValue(m.length)
            self.score[0].setValue(m.score[0])
            self.score[1].setValue(m.score[1])
            self.crawford.setChecked(m.crawford)
        finally:
            self._syncing = False
        self._update_enabled()

    def _from_fields(self) -> None:
        m = self.model
        m.on_roll = self.on_roll.currentIndex()
        m.dice = (self.die[0].value(), self.die[1].value()) if self.rolled.isChecked() else None
        m.cube_value = self.cube_value.currentData()
        m.cube_owner = self.cube_owner.currentData()
        m.length = self.length.value()
        m.score = (self.score[0].value(), self.score[1].value()) if m.length else (0, 0)
        m.crawford = bool(m.length) and self.crawford.isChecked()

    def _update_enabled(self) -> None:
        for d in self.die:
            d.setEnabled(self.rolled.isChecked())
        match = self.length.value() > 0
        for s in self.score:
            s.setEnabled(match)
        self.crawford.setEnabled(match)

    def _fields_changed(self, *_args) -> None:
        if self._syncing:
            return
        self._from_fields()
        self._update_enabled()
        self.message = ""
        self._redraw()

    def _colour_chosen(self, index: int, on: bool) -> None:
        if on:
            self.scene.colour = index

    def _board_changed(self, problem: str | None) -> None:
        self.message = problem or ""
        self._redraw()

    def _redraw(self) -> None:
        m = self.model
        self.scene.set_state(m.board_state(self.names, PositionSetup.tr("Setting up a position")))
        problem = self.message or m.problem()
        if problem:
            self.status.setStyleSheet("color: #c03030")
            self.status.setText(problem[0].upper() + problem[1:] if problem else "")
            return
        self.status.setStyleSheet("")
        pos = m.position()
        off = (m.off(0), m.off(1))
        self.status.setText(PositionSetup.tr("Position ID {pid} (seen from {name}, on roll). Borne off: "
                                             "{a} {oa}, {b} {ob}.").format(
            pid=pos.position_id(), name=self.names[m.on_roll], a=self.names[0], oa=off[0],
            b=self.names[1], ob=off[1]))

    # -- buttons -----------------------------------------------------------------------------
    def starting_position(self) -> None:
        self.model.reset()
        self.message = ""
        self._redraw()

    def clear_board(self) -> None:
        self.model.clear()
        self.message = ""
        self._redraw()

    def current_game(self) -> None:
        if self._start is not None:
            self.model.load_game(self._start)
            self._to_fields()
            self.message = ""
            self._redraw()

    def set_from_text(self, text: str) -> bool:
        """Start from an XGID, GNUbg ID, Position ID or GNU Backgammon's board printout."""
        try:
            game = read_position_text(text, self.rules)
        except BgdeskError as e:
            self.message = str(e)
            self._redraw()
            return False
        self.model.load_game(game)
        self._to_fields()
        self.message = ""
        self._redraw()
        return True

    def accept(self) -> None:
        """Build the game; when the engine refuses, say why and stay open."""
        self._from_fields()
        try:
            self.game = self.model.build_game(self.rules, self.dice_source)
        except (BgdeskError, ValueError) as e:
            self.game = None
            text = str(e)
            self.message = PositionSetup.tr("Cannot play from here: {reason}").format(reason=text)
            self._redraw()
            return
        super().accept()

    @classmethod
    def edit(cls, parent: QWidget | None = None, settings=None, start: Game | None = None,
             names=("Player 1", "Player 2"), rules: Rules | None = None, dice=None,
             driver: Driver = None) -> Game | None:
        """Show the editor; the game set up, or None when cancelled. ``driver(dialog)`` replaces
        the modal loop (tests): it edits and calls ``accept()`` or ``reject()``."""
        dlg = cls(parent, settings, start, names, rules, dice)
        run_modal(dlg, driver)
        return dlg.game if dlg.result() == QDialog.DialogCode.Accepted else None


__all__ = ["EditorScene", "PositionEditor", "PositionModel", "MAX_CUBE"]
