"""The read-only tables of the practice windows (hints, analysis, review, drills): rows chosen
whole, columns sized to their contents, cells that cannot be edited."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem


def cell(text: str, right: bool = True) -> QTableWidgetItem:
    """A cell showing ``text``, numbers to the right, words (``right=False``) to the left."""
    it = QTableWidgetItem(text)
    align = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
    it.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    it.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    return it


def table(columns: int, *, single: bool = False) -> QTableWidget:
    """An empty table of ``columns``; ``single``: one row can be selected at a time."""
    t = QTableWidget(0, columns)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if single:
        t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    return t


def without_sideways_scrolling(t: QTableWidget, give: int) -> QTableWidget:
    """The columns of ``t`` kept in sight: column ``give`` (a long text, shown whole in each
    cell's tooltip) takes what room the others leave, elided, instead of a sideways scroll bar
    that hides the last columns (the equity lost) when the texts are long (Maltese)."""
    head = t.horizontalHeader()
    head.setStretchLastSection(False)
    head.setSectionResizeMode(give, QHeaderView.ResizeMode.Stretch)
    t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return t


__all__ = ["cell", "table", "without_sideways_scrolling"]
