"""The read-only tables of the practice windows (hints, analysis, review, drills): rows chosen
whole, columns sized to their contents, cells that cannot be edited."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem


def cell(text: str, right: bool = True) -> QTableWidgetItem:
    """A cell showing ``text``, numbers to the right, words (``right=False``) to the left."""
    it = QTableWidgetItem(text)
    if not right:
        it.setToolTip(text)  # whole, should its column give way (without_sideways_scrolling)
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


class _Fit(QObject):
    """Keeps the columns of a table within its width (:func:`without_sideways_scrolling`)."""

    def __init__(self, t: QTableWidget, give: tuple[int, ...], titles_first: bool = False,
                 vanish: tuple[int, ...] = ()) -> None:
        super().__init__(t)
        self.t, self.give, self.titles_first, self.vanish = t, give, titles_first, vanish
        self._timer = QTimer(self)  # a child: it goes with the table, and so does its call
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        t.viewport().installEventFilter(self)
        m = t.model()
        for changed in (m.rowsInserted, m.rowsRemoved, m.dataChanged, m.modelReset,
                        m.layoutChanged, m.headerDataChanged):
            changed.connect(lambda *_args: self.soon())

    def soon(self) -> None:
        self._timer.start()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize:
            self.soon()
        return False

    def fit(self) -> None:
        t = self.t
        head = t.horizontalHeader()
        n = t.columnCount()
        cells = [t.sizeHintForColumn(c) for c in range(n)]
        want = [max(head.sectionSizeHint(c), cells[c]) for c in range(n)]
        floor = t.fontMetrics().horizontalAdvance("W\u2026") + 10  # an ellipsis and a letter
        over = sum(want) - t.viewport().width()
        for c in range(n):  # a title that may be cut shows whole in its tooltip
            item = t.horizontalHeaderItem(c)
            if item is not None and item.toolTip() != item.text():
                item.setToolTip(item.text())
        # The columns that give way, in turn, to an ellipsis and a letter each; then, if the
        # table is still too wide, the titles of the others to their figures ("Win gammon" above
        # "12.1%": the figures stay whole); then the columns that give way, to less. With
        # titles_first, the titles go first; the columns that may vanish go before those that
        # give way.
        others = [c for c in range(n) if c not in self.give and c not in self.vanish]
        # the titles longest beyond their figures first ("Lose gammon" before "Equity")
        others.sort(key=lambda c: max(cells[c], floor) - want[c])
        titles = (others, lambda c: max(cells[c], floor))
        words = (self.give, lambda c: floor)
        gone = (self.vanish, lambda c: 0)
        steps = (titles, gone, words) if self.titles_first else (gone, words, titles)
        for columns, least in steps + ((self.give, lambda c: 0),):
            for c in columns:
                if over <= 0:
                    break
                # a column that vanishes goes whole: cut to part of its width, its figures
                # would show as "0…" (seen in Afrikaans); the room it leaves goes to the first
                # column that gives way
                cut = want[c] if columns is self.vanish else min(over, max(want[c] - least(c), 0))
                want[c] -= cut
                over -= cut
        if over < 0:
            want[self.give[0]] -= over  # the room left to the first to give way
        for c in range(n):
            if head.sectionSize(c) != want[c]:
                head.resizeSection(c, want[c])


def without_sideways_scrolling(t: QTableWidget, *give: int, titles_first: bool = False,
                               vanish: tuple[int, ...] = ()) -> QTableWidget:
    """The columns of ``t`` kept in sight: the columns ``give`` (long texts, each cell whole in
    its tooltip) take what room the others leave, elided, the first of them first, then the
    next, instead of a sideways scroll bar that hides the last columns (the equity lost) when
    the texts are long (Maltese). The other columns (figures) keep their whole width, unless
    even then the table is too wide: their titles are cut to the width of their figures (each
    title whole in its tooltip); ``titles_first``: those titles are cut before the columns
    ``give`` are; the columns ``vanish`` (of least use) go, whole, before the columns ``give``
    are cut. The first of ``give`` has the room left over."""
    head = t.horizontalHeader()
    head.setStretchLastSection(False)
    head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    t.setTextElideMode(Qt.TextElideMode.ElideRight)
    head.setTextElideMode(Qt.TextElideMode.ElideRight)  # a narrowed column's title too
    t._fit_columns = _Fit(t, tuple(give), titles_first, tuple(vanish))  # noqa: SLF001 - as long as the table
    return t


__all__ = ["cell", "table", "without_sideways_scrolling"]
