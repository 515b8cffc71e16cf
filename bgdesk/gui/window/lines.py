"""A list of one-line rows as wide as its view: a line longer than the view ends in "…" and
shows whole in its tooltip (the move list beside the board).

A QListView with rows of one size (``setUniformItemSizes``, which the move list needs to stay
quick) makes every row as wide as its first: a long first row brought a sideways scroll bar and
rows cut at the edge without an ellipsis, a short one rows elided at the edge, so the list
changed from one to the other as games came and went."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QListWidget, QStyledItemDelegate, QToolTip


class _ViewWide(QStyledItemDelegate):
    """Rows as wide as the view (a row's own width is not asked for), their own height."""

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt override
        return QSize(1, super().sizeHint(option, index).height())


class OneLineList(QListWidget):
    """Rows as wide as the list, elided at its right edge, whole in a tooltip; no sideways
    scroll bar. (Its viewport is not looked up from Python: before the board's first paint that
    made PySide6 build a class for every QWidget subclass; tests/gui/window/test_start_order.py.)"""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setItemDelegate(_ViewWide(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)

    def viewportEvent(self, event) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.ToolTip:
            return super().viewportEvent(event)
        item = self.itemAt(event.pos())
        text = item.text() if item is not None else ""
        room = self.visualItemRect(item).width() - 8 if item is not None else 0
        if text and self.fontMetrics().horizontalAdvance(text) > room:
            QToolTip.showText(event.globalPos(), text, self)
        else:
            QToolTip.hideText()
        return True


__all__ = ["OneLineList"]
