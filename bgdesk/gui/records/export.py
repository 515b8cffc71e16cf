"""Writing a match to a file the person chose: GNU Backgammon's .mat and .sgf exports, written
atomically (the file dialog asked first unless a path is given), and an error's text said as a
sentence.  The main window's File > Export (:mod:`bgdesk.gui.records.interop`) and the archive
window (:mod:`bgdesk.gui.records.archive_window`) both write through these.
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from bgdesk.engine.errors import BgdeskError
from bgdesk.engine.matfile import export_mat
from bgdesk.engine.sgf import export_sgf
from bgdesk.gui.i18n import Context

Interop = Context("Interop")  # the context these sentences were translated under


def sentence(reason) -> str:
    """An error's text as a sentence: capital first letter, full stop."""
    text = str(reason).strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def safe_file_name(text: str) -> str:
    return re.sub(r"[^\w.-]+", "-", text).strip("-") or "match"


def mat_file_name(names) -> str:
    """``Ann-Bob-2026-11-29.mat``: the players and today's date."""
    n0, n1 = names
    return f"{safe_file_name(n0)}-{safe_file_name(n1)}-{date.today():%Y-%m-%d}.mat"


def save_mat(parent, record, names, suggested: str, path=None, played: str | None = None) -> tuple:
    """Write ``record`` as a .mat file, atomically, to ``path`` (asked for, starting at
    ``suggested``, when None); ``played`` is its date (``YYYY.MM.DD``, default today). Returns
    ``(the file written or None, a sentence for the person)``; the sentence is empty when the
    person cancelled."""
    return _save_export(parent, export_mat, record, names, suggested, path, played,
                        Interop.tr("This match cannot be written as a .mat file. {reason}"),
                        Interop.tr("Match files (*.mat);;All files (*)"))


def save_sgf(parent, record, names, suggested: str, path=None, played: str | None = None) -> tuple:
    """Write ``record`` as GNU Backgammon's .sgf, atomically (see :func:`save_mat`)."""
    return _save_export(parent, export_sgf, record, names, suggested, path, played,
                        Interop.tr("This match cannot be written as an .sgf file. {reason}"),
                        Interop.tr("GNU Backgammon files (*.sgf);;All files (*)"))


def _save_export(parent, export, record, names, suggested: str, path, played: str | None,
                 refused: str, file_filter: str) -> tuple:
    try:
        text = export(record, names=names, date=played or f"{date.today():%Y.%m.%d}")
    except (BgdeskError, ValueError) as e:
        return None, refused.format(reason=sentence(e))
    return _save_text(parent, text, suggested, path, file_filter)


def _save_text(parent, text: str, suggested: str, path, file_filter: str) -> tuple:
    from bgdesk.storage.atomic import atomic_write_text

    if path is None:
        path, _filter = QFileDialog.getSaveFileName(
            parent, Interop.tr("Export match"), suggested, file_filter)
        if not path:
            return None, ""
    path = Path(path)
    try:
        atomic_write_text(path, text)
    except OSError as e:
        return None, Interop.tr("{path} could not be written: {reason}.").format(
            path=path, reason=e.strerror or e)
    return path, Interop.tr("Exported to {path}.").format(path=path)


__all__ = ["mat_file_name", "safe_file_name", "save_mat", "save_sgf", "sentence"]
