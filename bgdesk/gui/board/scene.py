"""BoardScene: draws a :class:`~bgdesk.gui.board.state.BoardState` and turns mouse gestures into intents.

The scene never holds the truth. ``set_state`` places every item from the snapshot the controller
built from the engine; gestures come out as signals in the mover's own numbering (1..24, 25 = bar,
0 = off), and the only question the scene asks is ``delegate.destinations(src)`` – where the
engine says the checker on ``src`` may go (including combined-dice destinations).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from bgdesk.gui.board import geometry as g
from bgdesk.gui.board.geometry import OPPONENT, VIEWER, BoardGeometry, Rect, corner_for_game, geometry_for
from bgdesk.gui.i18n import on_language_changed
from bgdesk.gui.prefs import pref
from bgdesk.gui.board.items import (ArrowItem, BadgeItem, BannerItem, BoardItem, CheckerItem, CubeItem, DiceCupItem,
                                    DieItem, HighlightItem, InfoItem)
from bgdesk.gui.board.keyboard import BoardKeys
from bgdesk.gui.board.state import ArrowMark, BadgeMark, BoardState, MoveMark, checker_paths, state_before
from bgdesk.gui.board.theme import Theme, theme_named

NOTICE_MS = 2600  # how long a notice (a roll that cannot be played) stays on the board
# Milliseconds per single-checker step for each animation speed; 0 = no animation.
ANIMATION_SPEEDS = {"off": 0, "fast": 110, "normal": 220, "slow": 420}
#: How long freshly rolled dice tumble into place at the normal speed: as long as the dice rattle
#: (dice_roll.wav); shorter at a faster animation speed, never longer.
DICE_TUMBLE_MS = 500


def setting(settings, name: str, default):
    """Read ``name`` from a settings object (or None), falling back to ``default``."""
    return pref(settings, name, default)


def landing_sound(mark: MoveMark) -> str:
    """The sound of a checker arriving at the end of a step: a hit, an entry from the bar, a
    checker borne off, or a plain landing."""
    if mark.hit:
        return "checker_hit"
    if mark.src == 25:
        return "bar_entry"
    if mark.dst == 0:
        return "bear_off"
    return "checker_lands"


def step_duration(speed) -> int:
    """Milliseconds for one step: ``speed`` is a name from ANIMATION_SPEEDS or a number of ms."""
    if isinstance(speed, (int, float)) and not isinstance(speed, bool):
        return max(0, int(speed))
    return ANIMATION_SPEEDS.get(str(speed), ANIMATION_SPEEDS["normal"])


@dataclass
class _Press:
    kind: str  # "checker", "dice", "cube"
    button: Qt.MouseButton
    screen: QPointF
    scene: QPointF
    src: int = -1
    item: CheckerItem | None = None
    offset: QPointF = field(default_factory=QPointF)
    dragging: bool = False
    destinations: frozenset = frozenset()


def center(r: Rect) -> QPointF:
    return QPointF(r.x + r.w / 2, r.y + r.h / 2)


class BoardScene(QGraphicsScene):
    """The board scene, drawn from the viewpoint of the bottom player (side 0)."""

    move_requested = Signal(int, int)  # src, dst in the mover's numbering
    die_requested = Signal(int, int)  # src, die: a die key played with the checker picked up
    checker_clicked = Signal(int, int)  # src, which die: 0 = left button (higher), 1 = right (lower)
    checker_double_clicked = Signal(int)  # src
    move_refused = Signal(int, int)  # src, dst: a checker dropped where it may not go
    checker_refused = Signal(int)  # src: a press on a checker that may not move now
    undo_requested = Signal()  # Backspace: take the last step back
    roll_requested = Signal()  # R: roll (or start the next game)
    double_requested = Signal()  # D: double (a key; never asks first, unlike a click on the cube)
    answer_requested = Signal(str)  # T / P (and a window's own letters): "take", "pass", ...
    key_unanswered = Signal(str)  # a letter the board does not take: the controller says so
    dice_clicked = Signal()
    cube_clicked = Signal()
    banner_clicked = Signal()
    animation_finished = Signal()
    shown = Signal()  # the board was drawn anew (a new state, settings or language)
    # A sound to play (one of bgdesk.sound.SOUNDS): each moved checker's landing, when its step
    # has been drawn, and the connected controller's own cues (the roll, the cube, ...).
    cue = Signal(str)

    def __init__(self, settings=None, parent=None) -> None:
        super().__init__(parent)
        self.delegate = None  # object with destinations(src) -> iterable of dst
        self._settings = settings
        self._geo: BoardGeometry = geometry_for(setting(settings, "home_corner", None))
        self._theme: Theme = theme_named(setting(settings, "theme", None))
        self.setSceneRect(QRectF(0, 0, g.SCENE_W, g.SCENE_H))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.state = BoardState()
        self.version = 0  # bumped by every set_state: lets a drop see whether it was applied
        self._press: _Press | None = None
        self._last_click: int | None = None  # where the last checker click was (a double click's first)
        self._highlights: list[HighlightItem] = []
        self._key_marks: list[HighlightItem] = []  # the keyboard's cursor and chosen destination
        self._arrows: list[ArrowItem] = []
        # Marks drawn over the board by layer ("feedback", "preview", ...): arrows and badges
        # that judge or preview a play (see set_overlay).
        self._overlays: dict[str, tuple[tuple[ArrowMark, ...], tuple[BadgeMark, ...]]] = {}
        self._overlay_items: dict[str, list] = {}
        self._animation: QSequentialAnimationGroup | None = None
        self._final: dict[CheckerItem, tuple[QPointF, tuple[float, float] | None, str, float]] = {}

        self.board_item = BoardItem(self._geo, self._theme)
        self.addItem(self.board_item)
        self.checkers: tuple[list[CheckerItem], list[CheckerItem]] = ([], [])
        for side in (VIEWER, OPPONENT):
            for _ in range(g.MAX_STACK):
                item = CheckerItem(side, side, self._theme)
                self.addItem(item)
                self.checkers[side].append(item)
        self._stacks: dict[tuple[int, int], list[CheckerItem]] = {}
        self.dice_items = [DieItem(self._theme) for _ in range(4)]
        self.opening_items = [DieItem(self._theme) for _ in range(2)]
        for d in self.dice_items + self.opening_items:
            self.addItem(d)
            d.hide()
        self._dice_animation: QParallelAnimationGroup | None = None
        self._dice_shown = None  # the roll the dice show (to tumble only a new one)
        self.cup_items = [DiceCupItem(self._theme) for _ in range(2)]
        for cup in self.cup_items:
            self.addItem(cup)
            cup.hide()
        self.cube_item = CubeItem(self._theme)
        self.addItem(self.cube_item)
        self.info_items = (InfoItem(self._geo.info_rect(VIEWER), self._theme), InfoItem(self._geo.info_rect(OPPONENT), self._theme))
        for item in self.info_items:
            self.addItem(item)
        self.banner_item = BannerItem(self._theme)
        self.addItem(self.banner_item)
        self.banner_item.hide()
        self.notice_item = BannerItem(self._theme)  # a sentence for a moment (show_notice)
        self.addItem(self.notice_item)
        self.notice_item.hide()
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.notice_item.hide)
        self.keys = BoardKeys(self)  # keyboard play on the board (the view hands it the keys)
        self.refresh()
        # Texts drawn on the board follow the language; the state stays as it is.
        on_language_changed(self._language_changed)

    # -- settings ----------------------------------------------------------------------------
    @property
    def geometry(self) -> BoardGeometry:
        return self._geo

    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def settings(self):
        return self._settings

    def apply_settings(self, settings) -> None:
        """Take new settings (corner, theme, pips, ...) and redraw."""
        self._settings = settings
        self._geo = geometry_for(self.corner())
        self._theme = theme_named(setting(settings, "theme", None))
        self.refresh()

    def corner(self) -> str:
        """The viewer's home-board corner for the game shown: the setting, mirrored in every
        second game when sides switch automatically (R5)."""
        state = getattr(self, "state", None)
        return corner_for_game(setting(self._settings, "home_corner", None),
                               state.game_index if state is not None else 0,
                               bool(setting(self._settings, "auto_switch_sides", False)))

    def _language_changed(self, _lang: str) -> None:
        self.refresh()

    def step_ms(self) -> int:
        return step_duration(setting(self._settings, "animation_speed", "normal"))

    # -- drawing -----------------------------------------------------------------------------
    def connect_controller(self, controller) -> None:
        """Follow ``controller``'s board and send it every gesture (match and chouette alike).

        The cube click is left to the window: what it means depends on who may double."""
        controller.board_changed.connect(self.set_state)
        controller.cue.connect(self.cue)
        self.move_requested.connect(controller.move)
        self.die_requested.connect(controller.move_die)
        self.checker_clicked.connect(controller.click)
        self.checker_double_clicked.connect(controller.double_click)
        self.dice_clicked.connect(controller.dice_clicked)
        self.banner_clicked.connect(lambda: controller.roll())
        self.move_refused.connect(lambda src, dst: controller.explain(src, dst))
        self.checker_refused.connect(lambda src: controller.explain(src))
        controller.notice.connect(self.show_notice)
        self.undo_requested.connect(lambda: controller.undo())
        self.roll_requested.connect(lambda: controller.roll())
        self.double_requested.connect(lambda: controller.key_double())
        self.answer_requested.connect(lambda answer: controller.key_answer(answer))
        self.key_unanswered.connect(lambda text: controller.key_unanswered(text))

    def set_state(self, state: BoardState, moves: tuple[MoveMark, ...] | list[MoveMark] = ()) -> None:
        """Show ``state``; ``moves`` (steps that led to it) are animated when animation is on."""
        self._finish_animation()
        self.state = state
        self.version += 1
        corner = self.corner()
        if corner != self._geo.corner:  # a new game with sides switched (R5)
            self._geo = geometry_for(corner)
        group = None
        if moves and self.step_ms() > 0:
            group = self._animate_moves(list(moves))
        self._reconcile()
        self._place_all(skip_animated=group is not None)
        self._draw_static()
        self.keys.reset()
        if group is None:
            for m in moves:  # drawn at once: every checker has landed
                self.cue.emit(landing_sound(m))
        else:
            self._start_animation(group)

    def refresh(self) -> None:
        """Redraw everything from the last state (after a settings or theme change)."""
        self._finish_animation()
        self._board_look = None
        self._reconcile()
        self._place_all()
        self._draw_static()

    def _labels_kind(self) -> str:
        if not setting(self._settings, "show_point_numbers", True):
            return "none"
        perspective = setting(self._settings, "point_numbers_follow", "bottom")
        if perspective == "on-roll" and self.state.on_roll == OPPONENT:
            return "top"
        return "bottom"

    def _labels(self):
        kind = self._labels_kind()
        if kind == "none":
            return lambda n: ""
        if kind == "top":
            return lambda n: str(25 - n)
        return str

    def _draw_static(self) -> None:
        st, geo, th = self.state, self._geo, self._theme
        # The board and the background are drawn again only when their look changes: a new
        # background brush repaints the whole scene, and the board item's cached picture would
        # be painted anew (2-3 ms) after every move.
        look = (geo, th, self._labels_kind())
        if look != self.__dict__.get("_board_look"):
            self._board_look = look
            self.setBackgroundBrush(QBrush(th.color("background")))
            self.board_item.prepareGeometryChange()
            self.board_item.set_look(geo, th, self._labels())
            self.update()  # (a new look: everything)
        # Dice.
        for d in self.dice_items + self.opening_items:
            d.hide()
        if st.opening is not None:
            used = list(st.dice_used)
            for side, value in ((VIEWER, st.opening[0]), (OPPONENT, st.opening[1])):
                if value:
                    item = self.opening_items[side]
                    dim = value in used
                    if dim:
                        used.remove(value)
                    item.set_die(value, st.colours[side], dim, th)
                    item.setPos(center(geo.opening_die_rect(side)))
                    item.show()
        elif st.dice and st.dice_side is not None:
            values = list(st.dice)
            if len(values) == 2 and values[0] == values[1]:
                values = values * 2
            used = list(st.dice_used)
            flags = []
            for v in values:
                if v in used:
                    used.remove(v)
                    flags.append(True)
                else:
                    flags.append(False)
            if len(values) == 4:  # doubles: dim from the right
                k = sum(flags)
                flags = [i >= 4 - k for i in range(4)]
            rects = geo.dice_rects(st.dice_side, len(values))
            for item, v, u, r in zip(self.dice_items, values, flags, rects):
                item.set_die(v, st.colours[st.dice_side], u, th)
                item.setPos(center(r))
                item.show()
        self._tumble_new_roll(st)
        # Where the dice will fall, when a person may roll and no die lies there yet.
        shown_dice = {st.dice_side} if st.dice and st.dice_side is not None else set()
        if st.opening is not None:
            shown_dice |= {s for s, v in zip((VIEWER, OPPONENT), st.opening) if v}
        hint = [s for s in st.roll_hint if s not in shown_dice]
        for i, cup in enumerate(self.cup_items):
            if i < len(hint):
                side = hint[i]
                opening = len(st.roll_hint) == 2
                rect = geo.opening_die_rect(side) if opening else geo.dice_zone(side)
                cup.set_cup(rect, 1 if opening else 2, st.colours[side], self.tr("Roll"), th)
                cup.show()
            else:
                cup.hide()
        # Cube.
        if st.cube_offered_by is not None:
            where = "offered-by-viewer" if st.cube_offered_by == VIEWER else "offered-by-opponent"
        elif st.cube_owner is None:
            where = "centre"
        else:
            where = "viewer" if st.cube_owner == VIEWER else "opponent"
        r = geo.cube_rect(where)
        value = st.cube_value * (2 if st.cube_offered_by is not None else 1)
        self.cube_item.set_cube(value, st.cube_offered_by is not None, st.cube_enabled, r.w, th)
        self.cube_item.setPos(center(r))
        self.cube_item.setVisible(not st.game_over or st.cube_value > 1)
        # Info bands.
        show_pips = bool(setting(self._settings, "show_pip_counts", True))
        if st.match_length:
            match_text = self.tr("Match to %n", "the match length, in the band at the top", st.match_length)
            if st.crawford:
                match_text += "  ·  " + self.tr("Crawford game")
            scores = [f"{st.score[s]} / {st.match_length}" for s in (0, 1)]
        else:  # e.g. a chouette names itself
            match_text = (st.extra or {}).get("match_text") or self.tr("Money session")
            scores = [f"{st.score[s]:+d}" if st.score[s] else "0" for s in (0, 1)]
        for side, item in enumerate(self.info_items):
            item._rect = QRectF(*geo.info_rect(side))
            item.set_info(
                theme=th,
                name=st.names[side],
                colour=st.colours[side],
                pips=(st.pips[side] if show_pips and st.pips else None),
                score_text=scores[side],
                centre_text=(st.status if side == VIEWER else match_text),
                on_roll=((st.on_roll if st.to_act is None else st.to_act) == side and not st.game_over),
            )
        # Announcement banner (end of game / match).
        banner = st.extra.get("banner") if st.extra else None
        if banner:
            self.banner_item.set_text(banner, th)
            self.banner_item.setPos(g.SCENE_W / 2, g.FIELD_MID)
            self.banner_item.show()
        else:
            self.banner_item.hide()
        # Last move: one arrow per checker, from where it started (the bar too) to where it ended.
        for a in self._arrows:
            self.removeItem(a)
        self._arrows = []
        colour = th.mark("move")
        for side in (VIEWER, OPPONENT):
            steps = [(m.src, m.dst) for m in st.last_move if m.side == side]
            for path in checker_paths(side, steps):
                arrow = self._arrow_item(path, colour, made=True)
                if arrow is not None:
                    self.addItem(arrow)
                    self._arrows.append(arrow)
        # (no update of the whole scene: every item asks for its own part, and an item added or
        # removed has its bounding rectangle repainted by Qt, so a move repaints the checkers,
        # dice and marks it changed; the whole board was painted again after every step, 15-25
        # ms of the GUI thread on an X server)
        self._draw_overlays()
        self.shown.emit()

    # -- marks over the board ----------------------------------------------------------------
    def set_overlay(self, layer: str, arrows=(), badges=()) -> None:
        """Draw ``arrows`` (:class:`ArrowMark`) and ``badges`` (:class:`BadgeMark`) over the board
        in ``layer``, replacing what that layer showed; they follow every redraw until cleared."""
        if arrows or badges:
            self._overlays[layer] = (tuple(arrows), tuple(badges))
        else:
            self._overlays.pop(layer, None)
        self._draw_overlays()

    def clear_overlay(self, layer: str | None = None) -> None:
        """Remove the marks of ``layer`` (None: of every layer)."""
        if layer is None:
            self._overlays.clear()
        else:
            self._overlays.pop(layer, None)
        self._draw_overlays()

    def overlay(self, layer: str) -> tuple:
        """``(arrows, badges)`` shown in ``layer`` (empty when nothing is)."""
        return self._overlays.get(layer, ((), ()))

    def overlay_items(self, layer: str | None = None) -> list:
        """The graphics items drawn for ``layer`` (None: every layer)."""
        if layer is not None:
            return list(self._overlay_items.get(layer, []))
        return [item for items in self._overlay_items.values() for item in items]

    def _draw_overlays(self) -> None:
        for items in self._overlay_items.values():
            for item in items:
                self.removeItem(item)
        self._overlay_items = {}
        th = self._theme
        placed: list[QRectF] = []  # badges already placed: a later one moves clear of them
        if self.banner_item.isVisible():
            # the end-of-game banner is drawn over everything: a badge moves clear of it too
            # (the judgement of a resignation sits beside the cube, under the banner's middle)
            placed.append(self.banner_item.sceneBoundingRect())
        for z, (layer, (arrows, badges)) in enumerate(self._overlays.items()):
            items = []
            for mark in arrows:
                made = mark.made and not (mark.dashed or mark.kind == "preview")
                item = self._arrow_item(mark, th.mark(mark.kind), made=made, overlay=True, z=40 + z)
                if item is not None:
                    self.addItem(item)
                    items.append(item)
            for badge in badges:
                item = BadgeItem(badge.text, th.mark(badge.kind), badge.kind, th, badge.depth)
                pos = self._badge_pos(badge, item)
                w, h = item.size()
                step = h + 4 if pos.y() < g.FIELD_MID else -(h + 4)
                for _ in range(12):
                    rect = QRectF(pos.x() - w / 2, pos.y() - h / 2, w, h)
                    if not any(rect.intersects(r) for r in placed):
                        break
                    pos = QPointF(pos.x(), pos.y() + step)
                placed.append(QRectF(pos.x() - w / 2, pos.y() - h / 2, w, h))
                item.setPos(pos)
                self.addItem(item)
                items.append(item)
            self._overlay_items[layer] = items

    def _arrow_item(self, mark: ArrowMark, colour: QColor, *, made: bool, overlay: bool = False,
                    z: float = 30) -> ArrowItem | None:
        """The arrow of one checker's ``mark.path``. ``made``: the play is on the board (the
        checker has left its start and sits on top where it ended); otherwise it is a play not
        made (it would leave the top of its start and land on top of where it ends)."""
        side, path = mark.side, mark.path
        try:
            counts = [self.state.count_at(side, loc) for loc in path]
        except IndexError:
            return None
        if made:
            start = self._location_center(side, path[0], counts[0])
            end = self._location_center(side, path[-1], max(counts[-1] - 1, 0))
        else:
            start = self._location_center(side, path[0], max(counts[0] - 1, 0))
            end = self._location_center(side, path[-1], counts[-1])
        via = [self._location_center(side, loc, max(n - (1 if made else 0), 0))
               for loc, n in zip(path[1:-1], counts[1:-1])]
        if not overlay:
            return ArrowItem(start, end, colour, via=via, kind=mark.kind, z=z)
        worse = {"doubtful": 1.0, "bad": 2.0, "very_bad": 3.0}.get(mark.kind, 0.0)
        return ArrowItem(start, end, colour, via=via, width=5.0 + worse, dashed=mark.dashed,
                         cased=True, kind=mark.kind, z=z)

    def _badge_pos(self, badge: BadgeMark, item: BadgeItem) -> QPointF:
        w, h = item.size()
        if badge.anchor == "cube":
            c = self.cube_item.pos()
            r = self.cube_item.boundingRect()
            x = c.x() + r.width() / 2 + w / 2 + 8
            if x + w / 2 > g.SCENE_W:  # no room on the right: to the left
                x = c.x() - r.width() / 2 - w / 2 - 8
            return QPointF(x, c.y())
        side, loc = badge.anchor
        try:
            n = self.state.count_at(side, loc)
        except IndexError:
            n = 0
        p = self._location_center(side, loc, max(n - 1, 0))
        # beside the checker, towards the middle of the board, kept inside the scene
        dy = -1 if p.y() > g.FIELD_MID else 1
        y = p.y() + dy * (h / 2 + 30)
        x = min(max(p.x(), w / 2 + 4), g.SCENE_W - w / 2 - 4)
        return QPointF(x, y)

    def replay_last_move(self) -> bool:
        """Show the last move again: the board as it was before it, then the move animated
        (jumps when animation is off). The state drawn ends as it was."""
        st = self.state
        if not st.last_move:
            return False
        marks = tuple(st.last_move)
        self.set_state(state_before(st, marks))
        self.set_state(st, marks)
        return True

    def _location_center(self, side: int, loc: int, index: int) -> QPointF:
        geo = self._geo
        if loc == 25:
            return center(geo.bar_checker_rect(side, min(index, 14), index + 1))
        if loc == 0:
            return center(geo.tray_rect(side))
        v = loc if side == VIEWER else 25 - loc
        return center(geo.checker_rect(v, min(index, 4), min(index + 1, 5)))

    # -- checkers ----------------------------------------------------------------------------
    def _counts(self, side: int) -> list[int]:
        counts = list(self.state.mine if side == VIEWER else self.state.theirs)
        counts += [0] * (26 - len(counts))
        on_board = sum(counts[1:26])
        counts[0] = max(0, g.MAX_STACK - on_board)
        return counts

    def _reconcile(self) -> None:
        """Make the item stacks match the state's counts, moving as few items as possible."""
        for side in (VIEWER, OPPONENT):
            counts = self._counts(side)
            pool: list[CheckerItem] = []
            assigned = set()
            for loc in range(26):
                stack = self._stacks.setdefault((side, loc), [])
                while len(stack) > counts[loc]:
                    pool.append(stack.pop())
                assigned.update(stack)
            pool += [c for c in self.checkers[side] if c not in assigned and c not in pool]
            for loc in range(26):
                stack = self._stacks[(side, loc)]
                while len(stack) < counts[loc] and pool:
                    stack.append(pool.pop())
            for item in pool:  # more than fifteen never happens in a legal position
                item.hide()

    def _slot(self, side: int, loc: int, index: int, count: int):
        """(centre, slab size or None) of a stack slot."""
        geo = self._geo
        if loc == 0:
            r = geo.off_checker_rect(side, min(index, 14))
            return center(r), (r.w, r.h)
        if loc == 25:
            r = geo.bar_checker_rect(side, index, count)
            return center(r), None
        v = loc if side == VIEWER else 25 - loc
        return center(geo.checker_rect(v, index, count)), None

    def _place_all(self, skip_animated: bool = False) -> None:
        self._final = {}
        animated = set()
        if skip_animated and self._animation_targets:
            animated = self._animation_targets
        for (side, loc), stack in self._stacks.items():
            n = len(stack)
            for i, item in enumerate(stack):
                pos, slab = self._slot(side, loc, i, n)
                label = ""
                if loc != 0 and i == n - 1 and (n > 5 or (loc == 25 and n > 3)):
                    label = str(n)
                z = 10 + i if loc != 0 else 8 + i * 0.01
                self._final[item] = (pos, slab, label, z)
                item.set_look(self.state.colours[side], self._theme)
                item.show()
                if item in animated:
                    item.set_label("")
                    continue
                self._put(item)

    def _put(self, item: CheckerItem) -> None:
        pos, slab, label, z = self._final[item]
        item.set_slab(slab)
        item.set_label(label)
        item.setZValue(z)
        item.setPos(pos)

    # -- animation ---------------------------------------------------------------------------
    _animation_targets: set = set()

    def _animate_moves(self, moves: list[MoveMark]) -> QSequentialAnimationGroup | None:
        ms = self.step_ms()
        group = QSequentialAnimationGroup(self)
        targets = set()
        for m in moves:
            src_stack = self._stacks.get((m.side, m.src), [])
            if not src_stack:
                group.deleteLater()
                return None
            item = src_stack.pop()
            step = QParallelAnimationGroup()
            if m.hit and 1 <= m.dst <= 24:
                other = 1 - m.side
                blot_stack = self._stacks.get((other, 25 - m.dst), [])
                if blot_stack:
                    blot = blot_stack.pop()
                    bar = self._stacks.setdefault((other, 25), [])
                    bar.append(blot)
                    pos, _ = self._slot(other, 25, len(bar) - 1, len(bar))
                    step.addAnimation(self._pos_animation(blot, pos, ms))
                    targets.add(blot)
            dst_stack = self._stacks.setdefault((m.side, m.dst), [])
            dst_stack.append(item)
            pos, _ = self._slot(m.side, m.dst, len(dst_stack) - 1, max(len(dst_stack), 1))
            item.set_slab(None)
            item.setZValue(100)
            step.addAnimation(self._pos_animation(item, pos, ms))
            targets.add(item)
            step.finished.connect(lambda sound=landing_sound(m): self.cue.emit(sound))
            group.addAnimation(step)
        self._animation_targets = targets
        return group

    @staticmethod
    def _pos_animation(item: CheckerItem, end: QPointF, ms: int) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, b"pos")
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        return anim

    def _start_animation(self, group: QSequentialAnimationGroup) -> None:
        """Run ``group``; Qt deletes it when it stops, at its end or cut short by the next
        state (an evening of play would otherwise keep every move's animations alive)."""
        self._animation = group
        group.finished.connect(self._on_animation_finished)
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _on_animation_finished(self) -> None:
        self._animation = None
        for item in self._animation_targets:
            if item in self._final:
                self._put(item)
        self._animation_targets = set()
        self.animation_finished.emit()

    def _finish_animation(self) -> None:
        anim = self._animation
        if anim is not None:
            self._animation = None
            anim.stop()
            for item in self._animation_targets:
                if item in self._final:
                    self._put(item)
            self._animation_targets = set()

    def _tumble_new_roll(self, st: BoardState) -> None:
        """Dice that have just been rolled tumble into place (turning and growing) while the
        rattle sounds; a roll already shown is left still, and no animation when animations
        are off."""
        dice = [d for d in self.dice_items + self.opening_items if d.isVisible()]
        roll = (st.opening, st.dice, st.dice_side) if dice else None
        fresh = roll is not None and roll != self._dice_shown and not st.dice_used
        self._dice_shown = roll
        if not fresh and roll is not None:
            return  # the same roll: a tumble under way goes on
        self._stop_tumble()
        ms = self.tumble_ms()
        if not fresh or ms <= 0:
            return
        group = QParallelAnimationGroup(self)
        for i, die in enumerate(dice):
            turn = QPropertyAnimation(die, b"rotation")
            turn.setStartValue(-300.0 if i % 2 == 0 else 240.0)
            turn.setEndValue(0.0)
            turn.setDuration(ms)
            turn.setEasingCurve(QEasingCurve.Type.OutCubic)
            grow = QPropertyAnimation(die, b"scale")
            grow.setStartValue(0.55)
            grow.setEndValue(1.0)
            grow.setDuration(ms)
            grow.setEasingCurve(QEasingCurve.Type.OutBack)
            group.addAnimation(turn)
            group.addAnimation(grow)
        self._dice_animation = group
        group.finished.connect(self._stop_tumble)
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def tumble_ms(self) -> int:
        """How long new dice tumble: DICE_TUMBLE_MS at the normal speed, 0 with animations off."""
        normal = ANIMATION_SPEEDS["normal"]
        return min(DICE_TUMBLE_MS, round(self.step_ms() * DICE_TUMBLE_MS / normal))

    def _stop_tumble(self) -> None:
        """End a dice tumble at once, the dice upright (Qt deletes the stopped animation)."""
        group, self._dice_animation = self._dice_animation, None
        if group is not None and group.state() != QAbstractAnimation.State.Stopped:
            group.stop()
        for die in self.dice_items + self.opening_items:
            die.setRotation(0.0)
            die.setScale(1.0)

    @property
    def tumbling(self) -> bool:
        """Whether freshly rolled dice are still tumbling into place."""
        return self._dice_animation is not None

    @property
    def animating(self) -> bool:
        return self._animation is not None and self._animation.state() == QAbstractAnimation.State.Running

    def _snap_back(self, item: CheckerItem) -> None:
        if item not in self._final:
            return
        ms = min(self.step_ms(), 150)
        if ms <= 0:
            self._put(item)
            return
        self._finish_animation()
        group = QSequentialAnimationGroup(self)
        group.addAnimation(self._pos_animation(item, self._final[item][0], ms))
        self._animation_targets = {item}
        self._start_animation(group)

    # -- hit testing -------------------------------------------------------------------------
    def mover_location(self, pos: QPointF, mover: int | None = None) -> int | None:
        """The location under ``pos`` in the mover's numbering (1..24, 25 bar, 0 off) or None."""
        mover = self.state.on_roll if mover is None else mover
        if mover is None:
            return None
        t = self._geo.target_at(pos.x(), pos.y())
        if t is None:
            return None
        if t.kind == "point":
            return t.point if mover == VIEWER else 25 - t.point
        if t.side != mover:
            return None
        return 25 if t.kind == "bar" else 0

    def pressed_location(self, pos: QPointF) -> int | None:
        """The point or bar pressed at ``pos``, in the mover's numbering (either bar is 25),
        even when nobody is on roll (before the opening roll); None off the points and bars."""
        t = self._geo.target_at(pos.x(), pos.y())
        if t is None or t.kind not in ("point", "bar"):
            return None
        if t.kind == "bar":
            return 25
        return t.point if self.state.on_roll != OPPONENT else 25 - t.point

    def top_checker(self, side: int, loc: int) -> CheckerItem | None:
        stack = self._stacks.get((side, loc), [])
        return stack[-1] if stack else None

    def stack(self, side: int, loc: int) -> list[CheckerItem]:
        return list(self._stacks.get((side, loc), []))

    def _dice_hit(self, pos: QPointF) -> bool:
        st = self.state
        if st.on_roll is None or st.opening is not None or st.game_over:
            sides = [VIEWER, OPPONENT]  # the opening roll: either player's half
        else:
            sides = [st.on_roll]
            if st.dice and st.dice_side is not None:
                sides.append(st.dice_side)
        return any(self._geo.dice_zone(s).contains(pos.x(), pos.y()) for s in sides if s is not None)

    def _cube_hit(self, pos: QPointF) -> bool:
        return self.cube_item.isVisible() and self.cube_item.sceneBoundingRect().contains(pos)

    def destinations(self, src: int) -> frozenset[int]:
        if self.delegate is None:
            return frozenset()
        try:
            return frozenset(self.delegate.destinations(src))
        except ValueError:
            return frozenset()

    def show_destinations(self, src: int, dsts) -> None:
        self.clear_highlights()
        mover = self.state.on_roll
        if mover is None:
            return
        geo, th = self._geo, self._theme
        src_rect = self._zone_rect(mover, src)
        if src_rect is not None:
            self._add_highlight(HighlightItem(src_rect, th.color("source")))
        for dst in sorted(dsts):
            rect = self._zone_rect(mover, dst)
            if rect is None:
                continue
            landing = None
            if 1 <= dst <= 24:
                v = dst if mover == VIEWER else 25 - dst
                n = len(self._stacks.get((mover, dst), []))
                landing = geo.checker_rect(v, min(n, 14), min(n + 1, 15))
            self._add_highlight(HighlightItem(rect, th.color("highlight"), landing))

    def show_notice(self, text: str, ms: int = NOTICE_MS) -> None:
        """Show ``text`` across the board for ``ms`` milliseconds, whatever happens meanwhile."""
        self.notice_item.set_text(text, self._theme)
        self.notice_item.setPos(g.SCENE_W / 2, g.FIELD_TOP + g.FIELD_H / 4)
        self.notice_item.show()
        self._notice_timer.start(ms)

    def show_keyboard(self, cursor: int | None, picked: int | None, targets, target: int | None) -> None:
        """Draw the keyboard's state: the cursor on a checker that may move, or the checker
        picked up with its destinations lit and the one chosen marked."""
        for item in self._key_marks:
            self.removeItem(item)
        self._key_marks = []
        mover = self.state.on_roll
        if picked is not None:
            self.show_destinations(picked, targets)
        else:
            self.clear_highlights()
        if mover is None:
            return
        for loc, colour in ((cursor if picked is None else None, "source"), (target, "accent")):
            rect = self._zone_rect(mover, loc) if loc is not None else None
            if rect is not None:
                item = HighlightItem(rect, self._theme.color(colour))
                item.setZValue(6)
                self.addItem(item)
                self._key_marks.append(item)

    @property
    def keyboard_marks(self) -> int:
        """How many keyboard marks are drawn (the cursor, or the chosen destination)."""
        return len(self._key_marks)

    def _zone_rect(self, side: int, loc: int) -> Rect | None:
        geo = self._geo
        if loc == 0:
            return geo.tray_rect(side)
        if loc == 25:
            return geo.bar_zone(side)
        if 1 <= loc <= 24:
            v = loc if side == VIEWER else 25 - loc
            return geo.point_rect(v)
        return None

    def _add_highlight(self, item: HighlightItem) -> None:
        self.addItem(item)
        self._highlights.append(item)

    def clear_highlights(self) -> None:
        for h in self._highlights:
            self.removeItem(h)
        self._highlights = []

    @property
    def highlighted(self) -> int:
        """How many destinations are highlighted (the source mark not counted)."""
        return max(0, len(self._highlights) - 1)

    # -- mouse (Qt overrides) ----------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        button = event.button()
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            event.ignore()
            return
        self._finish_animation()
        pos = event.scenePos()
        screen = QPointF(event.screenPos())
        self._press = None
        if self.banner_item.isVisible() and self.banner_item.sceneBoundingRect().contains(pos):
            self._press = _Press("banner", button, screen, pos)
        elif self._cube_hit(pos):
            self._press = _Press("cube", button, screen, pos)
        elif self._dice_hit(pos):
            self._press = _Press("dice", button, screen, pos)
        else:
            mover = self.state.on_roll
            loc = self.mover_location(pos)
            item = self.top_checker(mover, loc) if mover is not None and loc is not None else None
            if item is not None and loc in self.state.movable:
                dsts = self.destinations(loc)
                self._press = _Press(
                    "checker", button, screen, pos, src=loc, item=item, offset=pos - item.pos(), destinations=dsts
                )
                if button == Qt.MouseButton.LeftButton and setting(self._settings, "highlight_destinations", True):
                    self.show_destinations(loc, dsts)
            else:
                # A checker that may not move (the opponent's too), an empty point or the bar:
                # the controller says why nothing moves, as for the same point typed.
                where = self.pressed_location(pos)
                if where is not None:
                    self.checker_refused.emit(where)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._press
        if press is None or press.kind != "checker" or press.button != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if not press.dragging:
            moved = QPointF(event.screenPos()) - press.screen
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            press.dragging = True
            press.item.set_label("")
            press.item.setZValue(200)
        press.item.setPos(event.scenePos() - press.offset)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press, self._press = self._press, None
        if press is None:
            event.ignore()
            return
        event.accept()
        if press.kind == "banner":
            self.banner_clicked.emit()
            return
        if press.kind == "cube":
            if self._cube_hit(event.scenePos()):
                self.cube_clicked.emit()
            return
        if press.kind == "dice":
            if self._dice_hit(event.scenePos()):
                self.dice_clicked.emit()
            return
        self.clear_highlights()
        if press.dragging:
            dst = self.mover_location(event.scenePos())
            before = self.version
            if dst is not None and dst != press.src and dst in press.destinations:
                self.move_requested.emit(press.src, dst)
            elif dst is not None and dst != press.src:
                self.move_refused.emit(press.src, dst)
            if self.version == before:  # not applied: back where it came from
                if dst is not None and dst != press.src:  # put down where it may not go
                    self.cue.emit("illegal_drop")
                self._snap_back(press.item)
            return
        which = 0 if press.button == Qt.MouseButton.LeftButton else 1
        self._last_click = press.src
        self.checker_clicked.emit(press.src, which)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A double click on a checker asks to bear it off (its first click was a click). On the
        dice, the cube or the banner it is their click again, which the first click already
        made: nothing more happens."""
        self._press = None
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        pos = event.scenePos()
        event.accept()
        if (self.banner_item.isVisible() and self.banner_item.sceneBoundingRect().contains(pos)) \
                or self._cube_hit(pos) or self._dice_hit(pos):
            return
        mover = self.state.on_roll
        loc = self.mover_location(pos)
        if mover is not None and loc is not None and 1 <= loc <= 24 and (
                self.top_checker(mover, loc) is not None or self._last_click == loc):
            self.checker_double_clicked.emit(loc)

    # -- helpers for tests and the window ----------------------------------------------------
    def checker_positions(self, side: int, loc: int) -> list[QPointF]:
        return [item.pos() for item in self._stacks.get((side, loc), [])]

    def location_scene_pos(self, side: int, loc: int, index: int | None = None) -> QPointF:
        """Centre of the top checker of ``side`` on ``loc`` (own numbering), or of the slot an
        extra checker would take; used by tests and keyboard focus."""
        stack = self._stacks.get((side, loc), [])
        if index is None:
            index = max(len(stack) - 1, 0)
        if loc == 0:
            return center(self._geo.tray_rect(side))
        if loc == 25:
            return center(self._geo.bar_zone(side)) if not stack else stack[min(index, len(stack) - 1)].pos()
        v = loc if side == VIEWER else 25 - loc
        if stack and index < len(stack):
            return self._final.get(stack[index], (stack[index].pos(),))[0]
        return center(self._geo.checker_rect(v, min(index, 4), min(index + 1, 5)))

    def colour_at(self, side: int) -> QColor:
        return self._theme.checker(self.state.colours[side])
