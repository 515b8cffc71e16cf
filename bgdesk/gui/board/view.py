"""BoardView: the QGraphicsView showing the board scene, scaled to the window with its aspect kept."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy

from bgdesk.gui.board.scene import BoardScene


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent=None) -> None:
        super().__init__(scene, parent)
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

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Keys on the board play (see :mod:`bgdesk.gui.board.keyboard`)."""
        if not self.board_scene().keys.key(event):
            super().keyPressEvent(event)

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
