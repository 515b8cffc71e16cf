"""The archive window (Game > Archive…): every finished or abandoned match and chouette session.

One row per archived file, newest first: when it was archived, the players, the score, the
length and how it ended. A match opens in the replay viewer and can be exported as a .mat file;
a chouette opens with its summary, from which each of its games opens in the replay viewer;
Delete moves the file to the archive's ``deleted`` folder and Undo brings it back
(:func:`bgdesk.storage.archive.delete_archived`). The Deleted tab lists what was deleted, also
after a restart: Restore puts the selected file back, and only Empty deleted (asked, and
confirmed) removes them for good. Files that could not be read are named below the
table with what happened to them: moved aside as unreadable, or kept for a newer bgdesk.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QMessageBox,
    QTabBar,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.errors import BgdeskError
from bgdesk.engine.record import MatchRecord
from bgdesk.gui.i18n import Context, locale, plain_text, resize_within_screen, translate_buttons
from bgdesk.gui.records.export import mat_file_name, save_mat, sentence
from bgdesk.storage.archive import (
    delete_archived,
    deleted_dir,
    empty_deleted,
    list_archive,
    list_deleted,
    load_archived,
    set_aside_files,
    undelete_archived,
)
from bgdesk.gui.lifetime import deleted_when_closed, run_modal

Archive = Context("Archive")


def _players(summary: dict) -> str:
    names = summary.get("players")
    if isinstance(names, list) and names and all(isinstance(n, str) for n in names):
        return Archive.tr(" vs ").join(names) if len(names) == 2 else ", ".join(names)
    return "—"


def _score(summary: dict) -> str:
    score = summary.get("score")
    if isinstance(score, list) and len(score) == 2 and all(isinstance(s, int) for s in score):
        return f"{score[0]}–{score[1]}"
    return "—"


def _length(summary: dict, chouette: bool) -> str:
    if chouette:
        return Archive.tr("chouette")
    n = summary.get("length")
    if isinstance(n, int) and not isinstance(n, bool):
        return Archive.tr("to %n point(s)", "", n) if n else Archive.tr("money")
    return "—"


def _ending(summary: dict) -> str:
    if summary.get("abandoned"):
        return Archive.tr("abandoned")
    winner = summary.get("winner")
    names = summary.get("players")
    if winner in (0, 1) and isinstance(names, list) and len(names) == 2:
        return Archive.tr("{name} won").format(name=names[winner])
    return Archive.tr("finished")


def _when(archived: str) -> str:
    stamp = QDateTime.fromString(archived, Qt.DateFormat.ISODateWithMs)
    if not stamp.isValid():
        return archived or "—"
    return locale().toString(stamp.toLocalTime(), QLocale.FormatType.ShortFormat)


class ArchiveWindow(QDialog):
    """The archive browser (see the module docstring). ``open_replay(record, names, title)``
    shows a record in the replay viewer (the main window's, so it stays open);
    ``open_chouette(entry)`` opens an archived chouette (the chouette room's summary of the
    evening, its games in the replay viewer; without it chouettes are only listed)."""

    COLUMNS = ("when", "players", "score", "length", "ending")

    def __init__(self, parent: QWidget | None = None, open_replay=None,
                 open_chouette=None) -> None:
        super().__init__(parent)
        self.setObjectName("ArchiveWindow")
        self.setWindowTitle(Archive.tr("Archive"))
        self.open_replay = open_replay
        self.open_chouette = open_chouette
        self.entries: list = []
        self.deleted: list[Path] = []
        self.last_dir = str(Path.home())
        layout = QVBoxLayout(self)
        intro = QLabel(Archive.tr("Every finished or abandoned match and chouette, newest "
                                         "first."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.showing_deleted = False
        self.tabs = QTabBar()
        self.tabs.setObjectName("archive_tabs")
        self.tabs.addTab(Archive.tr("Archive"))
        self.tabs.addTab(Archive.tr("Deleted"))
        self.tabs.setAccessibleName(Archive.tr("Archive or deleted files"))
        self.tabs.currentChanged.connect(lambda i: self.show_deleted(i == 1))
        layout.addWidget(self.tabs)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setObjectName("archive_table")
        self.table.setAccessibleName(Archive.tr("Archive"))
        self.table.setHorizontalHeaderLabels([
            Archive.tr("Archived"), Archive.tr("Players"), Archive.tr("Score"),
            Archive.tr("Length"), Archive.tr("Ending")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda _row, _col: self.open_selected())
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.open_button = QPushButton(Archive.tr("Open in the replay viewer"))
        self.open_button.setToolTip(Archive.tr("A match opens in the replay viewer; a chouette "
                                               "opens with its summary, each game in the "
                                               "replay viewer"))
        self.open_button.setObjectName("open_archived")
        self.open_button.clicked.connect(lambda: self.open_selected())
        self.export_button = QPushButton(Archive.tr("Export (.mat)…"))
        self.export_button.setObjectName("export_archived")
        self.export_button.clicked.connect(lambda: self.export_selected())
        self.delete_button = QPushButton(Archive.tr("Delete"))
        self.delete_button.setObjectName("delete_archived")
        self.delete_button.clicked.connect(lambda: self.delete_selected())
        self.undo_button = QPushButton(Archive.tr("Undo delete"))
        self.undo_button.setObjectName("undo_delete")
        self.undo_button.clicked.connect(lambda: self.undo_delete())
        self.restore_button = QPushButton(Archive.tr("Restore"))
        self.restore_button.setObjectName("restore_deleted")
        self.restore_button.setToolTip(Archive.tr("Put the selected file back in the archive"))
        self.restore_button.clicked.connect(lambda: self.restore_selected())
        self.empty_button = QPushButton(Archive.tr("Empty deleted…"))
        self.empty_button.setObjectName("empty_deleted")
        self.empty_button.setToolTip(Archive.tr("Remove every deleted file for good"))
        self.empty_button.clicked.connect(lambda: self.empty_deleted())
        #: Asked before the deleted files are removed for good: ``confirm(text) -> bool``.
        self.confirm = self._confirm
        for b in (self.open_button, self.export_button, self.delete_button, self.undo_button,
                  self.restore_button, self.empty_button):
            row.addWidget(b)
        row.addStretch(1)
        layout.addLayout(row)
        self.status = plain_text(QLabel())
        self.status.setObjectName("archive_status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status)
        self.aside = plain_text(QLabel())
        self.aside.setObjectName("set_aside")
        self.aside.setWordWrap(True)
        self.aside.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.aside)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        resize_within_screen(self, 760, 460)
        self.refresh()

    # -- the list ----------------------------------------------------------------------------
    def show_deleted(self, deleted: bool = True) -> None:
        """The Deleted tab (``deleted``) or the archive."""
        self.showing_deleted = bool(deleted)
        if self.tabs.currentIndex() != int(self.showing_deleted):
            self.tabs.setCurrentIndex(int(self.showing_deleted))
            return  # currentChanged comes back here
        self.refresh()

    def refresh(self, messages: list | None = None) -> None:
        """Read the archive (or the deleted files) again; ``messages`` (and those from
        reading) go under the table."""
        entries, notes = list_deleted() if self.showing_deleted else list_archive()
        self.entries = entries
        try:
            gone = len(list_deleted()[0]) if not self.showing_deleted else len(entries)
        except OSError:
            gone = 0
        self.tabs.setTabText(1, Archive.tr("Deleted ({n})").format(n=gone) if gone
                             else Archive.tr("Deleted"))
        self.table.setRowCount(len(entries))
        for i, entry in enumerate(entries):
            chouette = entry.name.startswith("chouette-")
            values = (_when(entry.archived), _players(entry.summary), _score(entry.summary),
                      _length(entry.summary, chouette), _ending(entry.summary))
            for j, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setToolTip(entry.name)
                self.table.setItem(i, j, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        lines = list(messages or []) + list(notes)
        if not entries and self.showing_deleted:
            lines.insert(0, Archive.tr("Nothing deleted. Deleted matches are kept here, also "
                                       "after a restart, until you empty this list."))
        elif self.showing_deleted:
            lines.insert(0, Archive.tr("Deleted matches, kept in {folder} until you empty "
                                       "them. Restore puts the selected one back.").format(
                                           folder=deleted_dir()))
        elif not entries:
            lines.insert(0, Archive.tr("No finished or abandoned match yet."))
        self.status.setText("\n".join(lines))
        self._show_set_aside()
        self._update_buttons()

    def _show_set_aside(self) -> None:
        files = set_aside_files()
        if not files:
            self.aside.setText("")
            self.aside.hide()
            return
        lines = [Archive.tr("Archive files that could not be read, kept beside the others "
                                   "in {folder}:").format(folder=files[0].path.parent)]
        for f in files:
            if f.newer_version is not None:
                lines.append(Archive.tr("{name}: written by a newer bgdesk (format "
                                               "version {version}); a newer bgdesk lists it "
                                               "again.").format(name=f.name,
                                                                version=f.newer_version))
            else:
                lines.append(Archive.tr("{name}: could not be read and was moved "
                                               "aside.").format(name=f.name))
        self.aside.setText("\n".join(lines))
        self.aside.show()

    def rows(self) -> list[list[str]]:
        """The table as text, row by row."""
        return [[self.table.item(i, j).text() for j in range(self.table.columnCount())]
                for i in range(self.table.rowCount())]

    def selected_entry(self):
        rows = self.table.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        entry = self.selected_entry()
        is_match = entry is not None and entry.name.startswith("match-")
        is_chouette = entry is not None and entry.name.startswith("chouette-")
        self.open_button.setEnabled(is_match or (is_chouette and self.open_chouette is not None))
        self.export_button.setEnabled(is_match)
        gone = self.showing_deleted
        self.delete_button.setVisible(not gone)
        self.delete_button.setEnabled(entry is not None)
        self.undo_button.setVisible(bool(self.deleted) and not gone)
        self.restore_button.setVisible(gone)
        self.restore_button.setEnabled(entry is not None)
        self.empty_button.setVisible(gone)
        self.empty_button.setEnabled(bool(self.entries))

    def _say(self, text: str) -> None:
        self.status.setText(text)

    # -- actions -----------------------------------------------------------------------------
    def _selected_match(self, failed: str) -> tuple:
        """``(entry, MatchRecord, names)`` of the selected match, or None (saying why with
        ``failed``, a sentence with ``{reason}``, when it cannot be read)."""
        entry = self.selected_entry()
        if entry is None or not entry.name.startswith("match-"):
            return None
        archived, messages = load_archived(entry)
        reason = " ".join(messages) or Archive.tr("It is not a match.")
        if archived is not None and hasattr(archived, "match"):
            try:
                record = MatchRecord.from_dict(archived.match)
            except (BgdeskError, ValueError, TypeError) as e:
                reason = sentence(e)
            else:
                names = archived.summary.get("players")
                names = tuple(names) if isinstance(names, list) and len(names) == 2 else None
                return entry, record, names
        self._say(failed.format(reason=reason))
        return None

    def open_selected(self):
        """The selected match in the replay viewer, or the selected chouette's summary with
        its games; returns the viewer or the summary (None if it cannot)."""
        entry = self.selected_entry()
        if entry is not None and entry.name.startswith("chouette-"):
            return self.open_chouette(entry) if self.open_chouette is not None else None
        found = self._selected_match(Archive.tr("This match cannot be opened. {reason}"))
        if found is None:
            return None
        entry, record, names = found
        title = Archive.tr("Replay: {players}").format(players=_players(entry.summary))
        try:
            if self.open_replay is not None:
                return self.open_replay(record, names, title)
            from bgdesk.gui.records.replay_window import ReplayWindow

            win = ReplayWindow(record, names, None, None, title=title)
            win.show()
            return win
        except (BgdeskError, ValueError) as e:
            self._say(Archive.tr("This match cannot be opened. {reason}").format(
                reason=sentence(e)))
            return None

    def export_selected(self, path: str | os.PathLike | None = None) -> bool:
        """Write the selected match as a .mat file (asks where unless ``path`` is given)."""
        found = self._selected_match(Archive.tr("This match cannot be exported. {reason}"))
        if found is None:
            return False
        entry, record, names = found
        played = entry.archived[:10].replace("-", ".") if len(entry.archived) >= 10 else None
        written, message = save_mat(self, record, names or ("", ""),
                                    os.path.join(self.last_dir, mat_file_name(names or ("", ""))),
                                    path, played)
        if written is None:
            if message:
                self._say(message)
            return False
        self.last_dir = str(written.parent)
        self._say(message)
        return True

    def delete_selected(self) -> Path | None:
        """Move the selected file to the archive's deleted folder (Undo brings it back)."""
        entry = self.selected_entry()
        if entry is None:
            return None
        try:
            gone = delete_archived(entry)
        except (OSError, ValueError) as e:
            self._say(Archive.tr("It could not be deleted: {reason}.").format(
                reason=getattr(e, "strerror", None) or e))
            return None
        self.deleted.append(gone)
        self.refresh([Archive.tr("Deleted: it is kept in {folder} until you empty that "
                                        "folder; Undo delete brings it back.").format(
                                            folder=gone.parent)])
        return gone

    def undo_delete(self) -> Path | None:
        """Bring back the last file deleted in this window."""
        if not self.deleted:
            return None
        gone = self.deleted.pop()
        try:
            back = undelete_archived(gone)
        except (OSError, ValueError) as e:
            self.deleted.append(gone)
            self._say(Archive.tr("It could not be brought back: {reason}.").format(
                reason=getattr(e, "strerror", None) or e))
            return None
        self.refresh([Archive.tr("Brought back to the archive.")])
        for i, entry in enumerate(self.entries):
            if entry.path == back:
                self.table.selectRow(i)
        return back

    def restore_selected(self) -> Path | None:
        """Put the selected deleted file back in the archive (the Deleted tab)."""
        entry = self.selected_entry() if self.showing_deleted else None
        if entry is None:
            return None
        try:
            back = undelete_archived(entry.path)
        except FileExistsError:
            self._say(Archive.tr("It could not be restored: the archive holds a file of the "
                                 "same name already."))
            return None
        except (OSError, ValueError) as e:
            self._say(Archive.tr("It could not be restored: {reason}.").format(
                reason=getattr(e, "strerror", None) or e))
            return None
        self.deleted = [p for p in self.deleted if p != entry.path]
        self.refresh([Archive.tr("Restored to the archive: {players}.").format(
            players=_players(entry.summary))])
        return back

    def _confirm(self, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Warning, Archive.tr("Empty deleted"), text,
                          QMessageBox.StandardButton.Cancel, self)
        remove = box.addButton(Archive.tr("Remove for good"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        translate_buttons(box)
        run_modal(box)
        return box.clickedButton() is remove

    def empty_deleted(self) -> int:
        """Remove the deleted files for good, once the person has confirmed it."""
        if not self.showing_deleted or not self.entries:
            return 0
        n = len(self.entries)
        if not self.confirm(Archive.tr("Remove %n deleted file(s) for good? They cannot be "
                                       "brought back.", "", n)):
            return 0
        try:
            removed = empty_deleted()
        except OSError as e:
            self._say(Archive.tr("The deleted files could not be removed: {reason}.").format(
                reason=getattr(e, "strerror", None) or e))
            return 0
        self.deleted = []
        self.refresh([Archive.tr("%n deleted file(s) removed for good.", "", removed)])
        return removed

    @classmethod
    def show_for(cls, parent: QWidget | None = None, open_replay=None,
                 open_chouette=None) -> "ArchiveWindow":
        win = deleted_when_closed(cls(parent, open_replay, open_chouette))
        win.setModal(False)
        win.show()
        win.raise_()
        return win


__all__ = ["ArchiveWindow"]
