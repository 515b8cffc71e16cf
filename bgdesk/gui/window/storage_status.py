"""Storage that tells, in the window: a write of bgdesk's own files that failed is said on the
status bar at once, and a mark stays on the status bar until the file has been written.

:class:`StorageStatus` listens to :mod:`bgdesk.storage.health` (from whatever thread writes)
and shows its list in the GUI thread: a red mark at the right of the status bar naming how many
files are not saved (its tip says which, and why), and the first failure of each file said in
a sentence. Every :data:`RETRY_SECONDS` while something is not saved, the writes that failed
are tried again (:func:`bgdesk.storage.health.retry`; the autosave also tries them before each
save). When all is written again, the mark goes and the status bar says so.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel

from bgdesk.gui.i18n import Context, on_language_changed
from bgdesk.storage import health

Storage = Context("Storage")

#: Seconds between two tries of the writes that failed.
RETRY_SECONDS = 20


def file_words(path) -> str:
    """Which of bgdesk's files ``path`` is, in words."""
    name = path.name
    parent = path.parent.name
    if name == "autosave.json" or name.startswith("chouette-autosave"):
        return Storage.tr("the saved match")
    if name == "stats.json":
        return Storage.tr("the statistics")
    if name == "settings.json":
        return Storage.tr("the settings")
    if name.startswith("dice-") or parent == "private":
        return Storage.tr("a fair-dice seed")
    if parent in ("archive", "deleted") or name.startswith(("match-", "chouette-")):
        return Storage.tr("the archive of finished matches")
    if name.startswith("recent"):
        return Storage.tr("the list of recent files")
    return name


def failure_words(f) -> str:
    """One sentence saying what could not be written and why (a :class:`WriteFailure`)."""
    what = file_words(f.path)
    if f.kind == health.NO_SPACE:
        text = Storage.tr("{what} could not be written: the disk is full. bgdesk keeps it and "
                          "tries again; free some space.")
    elif f.kind == health.PERMISSION:
        text = Storage.tr("{what} could not be written: the system does not allow it "
                          "(permission denied) in {folder}. bgdesk tries again.")
    elif f.kind == health.READ_ONLY:
        text = Storage.tr("{what} could not be written: the disk is read-only. bgdesk tries "
                          "again.")
    elif f.kind == health.UNREADABLE:
        text = Storage.tr("{what} is not written over: the file {path} cannot be read "
                          "(permission denied), and what it holds would be lost. Let your "
                          "account read it again; bgdesk tries again.")
    elif f.kind == health.UNSAFE_FOLDER:
        why = {"link": Storage.tr("it is a symbolic link"),
               "owner": Storage.tr("it belongs to another user account"),
               "not-folder": Storage.tr("it is not a folder")}.get(f.why, f.reason)
        text = Storage.tr("{what} is not written: the folder {place} {why_text}, and bgdesk "
                          "neither follows nor changes such a folder. Move it away or put a "
                          "folder of your own in its place.")
        return text.format(what=_capital(what), place=f.folder or f.path.parent, why_text=why)
    else:
        text = Storage.tr("{what} could not be written ({reason}). bgdesk tries again.")
    return text.format(what=_capital(what), folder=f.path.parent, path=f.path, reason=f.reason)


def note_words(text) -> str:
    """A sentence storage gave (a :class:`bgdesk.storage.health.Note`) in the language in
    use; any other text as it is."""
    code = getattr(text, "code", "")
    values = getattr(text, "values", {}) or {}
    path = values.get("path")
    if code not in ("read-permission", "read-unsafe-folder") or not path:
        return str(text)
    from pathlib import Path

    what = _capital(file_words(Path(path)))
    if code == "read-permission":
        return Storage.tr("{what} ({path}) cannot be read: the system does not allow it "
                          "(permission denied). It is not damaged and is left where it is; "
                          "once your account may read it again, bgdesk uses it again, and "
                          "until then nothing is written over it.").format(what=what, path=path)
    return Storage.tr("{what} ({path}) was not read: a folder on its way is a symbolic link or "
                      "another user account's, and bgdesk neither follows nor changes such a "
                      "folder. It is left as it is.").format(what=what, path=path)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class StorageStatus(QObject):
    """The status bar's mark of the files not saved, for ``window``."""

    changed = Signal(object)  # the failures, carried into the GUI thread

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.label = QLabel()
        self.label.setObjectName("storage_status")
        self.label.setStyleSheet("color: #c03030; font-weight: bold; padding: 0 6px")
        self.label.hide()
        window.statusBar().addPermanentWidget(self.label)
        self.failures: list = []
        self.told: dict = {}      # path -> the failure count when it was last said
        self.said: list[str] = []  # every sentence said (tests read it)
        self.timer = QTimer(self)
        self.timer.setInterval(RETRY_SECONDS * 1000)
        self.timer.timeout.connect(self.retry)
        self.changed.connect(self._show)
        self._stop = health.listen(self.changed.emit)
        self.destroyed.connect(lambda *_, stop=self._stop: stop())
        on_language_changed(self.retranslate)
        self._show(health.failures())

    def retry(self) -> int:
        return health.retry()

    def retranslate(self, _lang: str = "") -> None:
        self._show(self.failures, quiet=True)

    def _show(self, failures: list, quiet: bool = False) -> None:
        was = bool(self.failures)
        self.failures = list(failures)
        if not failures:
            self.label.hide()
            self.label.setToolTip("")
            self.timer.stop()
            self.told.clear()
            if was and not quiet:
                self._say(Storage.tr("Every file bgdesk keeps is written again: nothing is "
                                     "waiting to be saved."))
            return
        self.label.setText(Storage.tr("Not saved: %n file(s)", "", len(failures)))
        self.label.setAccessibleName(self.label.text())
        self.label.setToolTip("\n\n".join(
            failure_words(f) + " " + Storage.tr("(%n failed write(s))", "", f.count)
            for f in failures))
        self.label.show()
        if not self.timer.isActive():
            self.timer.start()
        if quiet:
            return
        for f in failures:
            key = str(f.path)
            if key not in self.told:
                self.told[key] = f.count
                self._say(failure_words(f))
        for key in [k for k in self.told if k not in {str(f.path) for f in failures}]:
            del self.told[key]

    def _say(self, text: str) -> None:
        self.said.append(text)
        show = getattr(self.window, "show_message", None)
        if show is not None:
            show(text)


def install_storage_status(window) -> StorageStatus:
    window.storage_status = StorageStatus(window)
    return window.storage_status


__all__ = ["RETRY_SECONDS", "StorageStatus", "failure_words", "file_words", "note_words",
           "install_storage_status"]
