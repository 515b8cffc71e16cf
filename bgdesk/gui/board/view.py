"""BoardView: the QGraphicsView showing the board scene, scaled to the window with its aspect kept.

For a screen reader the view is the board: its accessible name says so, its accessible
description is the board in words (:func:`bgdesk.gui.board.words.describe`), updated whenever the
board changes, and :meth:`BoardView.announce` speaks a sentence (the last move, a prompt) through
Qt's accessibility announcements. Keys pressed on it play (:mod:`bgdesk.gui.board.keyboard`)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy, QWidget

from bgdesk.gui.board.scene import BoardScene
from bgdesk.gui.board.words import board_name, describe
from bgdesk.gui.i18n import is_language_change


class BoardView(QGraphicsView):
    #: A key pressed on the board that belongs to one of the window's actions, which is disabled
    #: now (Ctrl+D when no double is possible): the window says why.
    action_refused = Signal(QAction)

    def __init__(self, scene: BoardScene, parent=None, name=board_name) -> None:
        """``name()``: the board's accessible name in the language in use (a window with a
        board of its own names it apart from the game's, e.g. "Drill board")."""
        super().__init__(scene, parent)
        # A viewport made here rather than Qt's own (the same plain QWidget): Python meets Qt's
        # viewport as a QWidget of unknown kind, and PySide6 then creates the Python classes of
        # every QtWidgets subclass (QWizard, QFileDialog, QCalendarWidget ... with their enums,
        # 10-15 ms) to find out which it is - before the first paint.
        self.setViewport(QWidget())
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 360)
        self.setMouseTracking(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)  # right click plays a die
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the board is played with the keys too
        self.last_announcement = ""
        self._name = name
        self.setAccessibleName(name())
        self._described: list = []  # the scenes whose changes update the description
        self._follow(scene)

    def setScene(self, scene) -> None:  # noqa: N802 - Qt name
        """Show ``scene`` (the chouette's board, the match's again); the description follows it."""
        super().setScene(scene)
        if scene is not None:
            self._follow(scene)

    def _follow(self, scene) -> None:
        if not any(s is scene for s in self._described):
            self._described.append(scene)
            scene.shown.connect(self._describe)
        self._describe()

    def _describe(self) -> None:
        scene = self.board_scene()
        if scene is None:
            return
        text = describe(scene.state)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)  # Qt tells assistive technology it changed

    def announce(self, text: str) -> None:
        """Have a screen reader speak ``text`` (politely: after what it is saying)."""
        self.last_announcement = text
        if text:
            # imported here: QAccessible's classes and enums cost ~2 ms, not needed to show the board
            from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.setAccessibleName(self._name())
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Keys on the board play (see :mod:`bgdesk.gui.board.keyboard`). A key of one of the
        window's actions reaches the board only while that action is disabled: the window is
        told (:attr:`action_refused`) so that it says why. Any other letter is answered by the
        controller (the scene's ``key_unanswered``)."""
        scene = self.board_scene()
        if scene.keys.key(event):
            return
        action = self.disabled_action(event)
        if action is not None:
            event.accept()
            self.action_refused.emit(action)
            return
        mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        text = event.text()
        if mods == Qt.KeyboardModifier.NoModifier and len(text) == 1 and text.isalpha():
            event.accept()
            scene.key_unanswered.emit(text)
            return
        super().keyPressEvent(event)

    def disabled_action(self, event) -> QAction | None:
        """The disabled action of this window whose shortcut is the key of ``event``, if any."""
        if event.key() in (Qt.Key.Key_unknown, Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt,
                           Qt.Key.Key_Meta):
            return None
        pressed = QKeySequence(event.keyCombination())
        for action in self.window().findChildren(QAction):
            if action.isEnabled() or not action.isVisible():
                continue
            for seq in action.shortcuts():
                if seq.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch:
                    return action
        return None

    def board_scene(self) -> BoardScene:
        return self.scene()  # type: ignore[return-value]

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1100, 850)

    def fit(self) -> None:
        self.resetTransform()
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()

    def viewport_point(self, scene_pos: QPointF) -> QPoint:
        """Viewport pixel of a scene position (tests send mouse events there)."""
        return self.mapFromScene(scene_pos)
