"""Play from here: go on with a recorded match from any moment of it.

A record (read from a .mat file, the archive, the match being replayed) holds every game and
every event. :func:`play_from_here` asks who plays on (:class:`PlayFromHereDialog`: two people
at this computer, or one against a computer player of some level, in either player's seat),
rebuilds the match as it stood after ``step`` events of game ``game``
(:func:`bgdesk.engine.replay.match_at`: that game's moves so far, the score before it, the cube
and the Crawford state of that moment) and hands it to the window's
:class:`~bgdesk.gui.match.controller.GameController`, which plays it on: the dice on the board
if they were rolled, a double or resignation waiting for its answer, the next game if that game
was over.

Usage, from any window that shows a record at a frame::

    from bgdesk.gui.match.play_from_here import play_from_here
    match = play_from_here(controller, record, game_index, step, parent=self,
                           dice=new_dice())     # None when cancelled or impossible
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.record import MatchRecord
from bgdesk.engine.replay import match_at
from bgdesk.gui.i18n import plain_text
from bgdesk.gui.match.controller import HUMAN
from bgdesk.gui.match.dialogs import Driver
from bgdesk.gui.lifetime import run_modal
from bgdesk.gui.practice.bot_runner import bot_levels, level_label, level_tip


@dataclass(frozen=True)
class PlayOn:
    """Who plays on: the seat of each player of the record (``"human"`` or a bot level)."""

    seats: tuple[str, str]


class PlayFromHereDialog(QDialog):
    """Play on with a friend (both players people), or against the computer: which player of
    the record you are, and how strong the computer player is."""

    def __init__(self, parent: QWidget | None, names: tuple[str, str], where: str,
                 level: str | None = None, me: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayFromHereDialog")
        self.setWindowTitle(self.tr("Play from here"))
        self.names = names
        layout = QVBoxLayout(self)
        intro = plain_text(QLabel(self.tr("Play on from this moment: {where}.").format(where=where)))
        intro.setObjectName("where")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.levels = bot_levels()
        self.friend = QRadioButton(self.tr("With a friend (two people at this computer)"))
        self.friend.setObjectName("friend")
        self.computer = QRadioButton(self.tr("Against the computer"))
        self.computer.setObjectName("computer")
        group = QButtonGroup(self)
        group.addButton(self.friend)
        group.addButton(self.computer)
        layout.addWidget(self.friend)
        layout.addWidget(self.computer)
        grid = QGridLayout()
        grid.setContentsMargins(24, 0, 0, 0)
        grid.addWidget(QLabel(self.tr("You play:")), 0, 0)
        self.me = QComboBox()
        self.me.setObjectName("me")
        for i, name in enumerate(names):
            self.me.addItem(name, i)     # a combo box shows names as plain text
        if me in (0, 1):
            self.me.setCurrentIndex(me)
        grid.addWidget(self.me, 0, 1)
        grid.addWidget(QLabel(self.tr("Computer player:")), 1, 0)
        self.level = QComboBox()
        self.level.setObjectName("level")
        for lv in self.levels:
            self.level.addItem(level_label(lv), lv)
            self.level.setItemData(self.level.count() - 1, level_tip(lv), Qt.ItemDataRole.ToolTipRole)
        if level in self.levels:
            self.level.setCurrentIndex(self.level.findData(level))
        elif "intermediate" in self.levels:
            self.level.setCurrentIndex(self.level.findData("intermediate"))
        grid.addWidget(self.level, 1, 1)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        if self.levels:
            self.computer.setChecked(True)
        else:
            self.computer.setEnabled(False)
            self.computer.setToolTip(self.tr("Computer players are not available."))
            self.friend.setChecked(True)
        self.friend.toggled.connect(self._update)
        self._update()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)

    def _update(self) -> None:
        against = self.computer.isChecked()
        self.me.setEnabled(against)
        self.level.setEnabled(against)

    def choice(self) -> PlayOn:
        if not self.computer.isChecked() or not self.levels:
            return PlayOn((HUMAN, HUMAN))
        me = self.me.currentData()
        bot = self.level.currentData()
        return PlayOn((HUMAN, bot) if me == 0 else (bot, HUMAN))

    @classmethod
    def ask(cls, parent: QWidget | None, names: tuple[str, str], where: str,
            level: str | None = None, driver: Driver = None, me: int | None = None) -> PlayOn | None:
        """Who plays on, or None when cancelled; ``me``: the player offered as yours."""
        dlg = cls(parent, names, where, level, me)
        ok = run_modal(dlg, driver) == QDialog.DialogCode.Accepted
        return dlg.choice() if ok else None


def moment_words(record: MatchRecord, game: int, names: tuple[str, str]) -> str:
    """"game 3 of the match to 7, Alice 2, Bob 4" (or of the money session), translated."""
    g = record.games[game]
    if record.length:
        text = PlayFromHereDialog.tr("game {n} of the match to {length}, {a} {sa}, {b} {sb}")
    else:
        text = PlayFromHereDialog.tr("game {n} of the money session, {a} {sa}, {b} {sb}")
    return text.format(n=game + 1, length=record.length, a=names[0], sa=g.score[0], b=names[1],
                       sb=g.score[1])


def play_from_here(controller, record: MatchRecord, game: int, step: int, *,
                   parent: QWidget | None = None, dice=None, seats: tuple[str, str] | None = None,
                   names: tuple[str, str] | None = None, driver: Driver = None,
                   me: int | None = None):
    """Play on, in ``controller`` (the window's GameController), from the moment after
    ``step`` events of game ``game`` of ``record``. Asks who plays (a friend, or the computer
    in one seat; ``me``, the player offered as the person's, e.g. the one whose errors were
    reviewed) unless ``seats`` are given; ``dice`` are the dice for the rolls to come;
    ``names`` default to the record's. Returns the match being played on, or None when the
    question was cancelled. Raises :class:`~bgdesk.engine.errors.BgdeskError` when the record
    cannot be played on from there (a record that does not replay)."""
    if names is None:
        meta = record.meta.get("names") if isinstance(record.meta, dict) else None
        names = tuple(meta) if isinstance(meta, (list, tuple)) and len(meta) == 2 \
            else ("Player 1", "Player 2")
    names = (str(names[0]), str(names[1]))
    if seats is None:
        from bgdesk.gui.prefs import pref

        level = pref(getattr(controller, "settings", None), "bot_level", "intermediate")
        choice = PlayFromHereDialog.ask(parent, names, moment_words(record, game, names),
                                        level, driver, me)
        if choice is None:
            return None
        seats = choice.seats
    match = match_at(record, game, step, dice)
    # A new match, with new dice: not the recorded one going on (which may be finished, its
    # seed known), so it gets its own id and start when the session first sees it.
    for key in ("uid", "started", "player0", "player1"):
        match.meta.pop(key, None)
    seats = (str(seats[0]), str(seats[1]))
    if seats != (HUMAN, HUMAN):
        match.meta["seats"] = list(seats)
    else:
        match.meta.pop("seats", None)
    controller.resume(match, names)
    return match


__all__ = ["PlayFromHereDialog", "PlayOn", "moment_words", "play_from_here"]
