"""Start-up: tell the player what storage had to say, then offer what was left unfinished.

:func:`start_session` attaches the autosave session (:mod:`bgdesk.gui.match.session`) to the main
window's controller, shows storage's messages (a settings file that could not be used...) in one
box, and offers an unfinished match for resuming, or, when there is none, a saved chouette. A
player who starts a new match instead gets the New match dialog with the unfinished match's
choices.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from bgdesk.gui.chouette.controller import chouette_autosave_path, saved_chouette_text
from bgdesk.gui.chouette.mode import has_saved_chouette, resume_chouette
from bgdesk.gui.match.controller import HUMAN, MatchConfig
from bgdesk.gui.match.session import (
    AutosaveSession, Unfinished, load_unfinished, resume_question, situation_words,
)
from bgdesk.storage.autosave import read_autosave
from bgdesk.gui.i18n import plain_text
from bgdesk.gui.lifetime import run_modal


def _ask_resume(window, unfinished: Unfinished) -> bool:
    box = plain_text(QMessageBox(window))   # the players' names as they are
    box.setObjectName("resume_prompt")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Session", "Unfinished match"))
    box.setText(resume_question(unfinished))
    box.setInformativeText(situation_words(unfinished.match, unfinished.names))
    yes = box.addButton(QCoreApplication.translate("Session", "Resume"), QMessageBox.ButtonRole.YesRole)
    box.addButton(QCoreApplication.translate("Session", "Start a new match"), QMessageBox.ButtonRole.NoRole)
    box.setDefaultButton(yes)
    run_modal(box)
    return box.clickedButton() is yes


def _inform(window, texts: list[str]) -> None:
    box = plain_text(QMessageBox(window))
    box.setObjectName("storage_messages")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Session", "bgdesk"))
    box.setText(QCoreApplication.translate(
        "Session", "A note about the files bgdesk keeps (settings, saved match, statistics):"))
    box.setInformativeText("\n\n".join(texts))
    run_modal(box)


def _ask_resume_chouette(window) -> bool:
    box = QMessageBox(window)
    box.setObjectName("resume_chouette_prompt")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("ChouetteMode", "Resume chouette"))
    box.setText(QCoreApplication.translate("Session", "Resume the saved chouette?"))
    box.setInformativeText(saved_chouette_about())
    yes = box.addButton(QCoreApplication.translate("Session", "Resume"), QMessageBox.ButtonRole.YesRole)
    box.addButton(QCoreApplication.translate("Session", "Not now"), QMessageBox.ButtonRole.NoRole)
    box.setDefaultButton(yes)
    run_modal(box)
    return box.clickedButton() is yes


def saved_chouette_about() -> str:
    """Who plays the saved chouette, which game it is at, and the ledger ("" if unreadable)."""
    try:
        saved, _messages = read_autosave(chouette_autosave_path())
    except OSError:
        return ""
    return saved_chouette_text(saved.summary) if saved is not None else ""


def _offer_chouette(window, ask: Callable[[], bool] | None) -> None:
    """With no unfinished match, offer a saved chouette (declining keeps it for Game > Resume)."""
    if not has_saved_chouette():
        return
    if (ask or (lambda: _ask_resume_chouette(window)))():
        resume_chouette(window)


def start_session(window, messages=(), *, ask: Callable[[Unfinished], bool] | None = None,
                  inform: Callable[[list[str]], None] | None = None,
                  ask_chouette: Callable[[], bool] | None = None) -> AutosaveSession:
    """Attach autosaving to ``window``'s controller, tell the player what storage had to say
    (``messages``, e.g. from loading the settings) in one box, and offer an unfinished match —
    or, when there is none, a saved chouette.

    ``ask(unfinished) -> bool``, ``ask_chouette() -> bool`` and ``inform(texts)`` replace the
    message boxes (tests)."""
    ask = ask or (lambda u: _ask_resume(window, u))
    inform = inform or (lambda texts: _inform(window, texts))
    from bgdesk.gui.window.storage_status import note_words

    texts = [note_words(t) for t in messages]
    unfinished, more = load_unfinished()
    texts += [note_words(t) for t in more]
    if texts:
        inform(texts)
    session = AutosaveSession(window.controller, window)
    session.message.connect(lambda text: inform([text]))
    window.session = session
    if unfinished is None:
        _offer_chouette(window, ask_chouette)
        return session
    if unfinished.match.closed is not None:
        # Finished (or its dice seed revealed), but stopped before it was archived: it stays
        # finished, archived now, never offered for resuming.
        session.adopt(unfinished)
        return session
    if ask(unfinished):
        session.adopt(unfinished)
        window.controller.resume(unfinished.match, unfinished.names)
    else:
        summary = dict(unfinished.summary)
        summary["abandoned"] = True
        # Kept in the archive as read, its finished games in the statistics: nothing is lost
        # (a failure is told through the session's message).
        session.abandon(unfinished, summary)
        window.new_match(choices_of(unfinished))  # the New match dialog, with its choices
    return session


def choices_of(unfinished: Unfinished) -> MatchConfig:
    """The New match dialog's choices as they were for ``unfinished``: the names, the length
    (0: a money session) and who played each seat."""
    m = unfinished.match
    seats = m.meta.get("seats")
    players = tuple(seats) if isinstance(seats, list) and len(seats) == 2 else (HUMAN, HUMAN)
    return MatchConfig(names=tuple(unfinished.names), length=m.length, rules=m.rules,
                       players=tuple(str(p) for p in players))


__all__ = ["choices_of", "start_session"]
