"""The "Dice fairness" dialog: the commitment to the match's dice, the players' contributions,
the seed once revealed, a Verify button that checks the recorded rolls
(:func:`bgdesk.engine.fairdice.verify`), and the commands that check them by hand with
``sha256sum``.

Before the first roll of a match with fair dice the program shows the commitment, the SHA-256
hash of a secret seed; each player then adds a contribution, and every roll follows from the
seed and the contributions (the recipe is in :mod:`bgdesk.engine.fairdice` and in this dialog).
After the match the seed is revealed and anyone can repeat every roll. The dialog says exactly
who could see the dice while the match was played: the seed is kept in a file only the user's
account can read, so bgdesk and anyone using that account could; no computer player reads it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.errors import BgdeskError
from bgdesk.engine.fairdice import ALGORITHM, verification_steps, verify
from bgdesk.gui.i18n import Context, plain_text, translate_buttons
from bgdesk.gui.lifetime import run_modal

DiceFairness = Context("DiceFairness")

Driver = Callable[[QDialog], None] | None


RECIPE = QT_TRANSLATE_NOOP(
    "DiceFairness",
    "How every roll follows from the seed and the two parts, who is protected against whom, and "
    "how to check an exported .mat file by hand with sha256sum or python3: Help > Fair dice."
)


def shell_quote(text: str) -> str:
    """``text`` as one single-quoted word for a POSIX shell."""
    return "'" + text.replace("'", "'\\''") + "'"


def check_commands(record) -> str:
    """The commands that repeat the check by hand, one ``printf '%s' TEXT | sha256sum`` per
    step with the hash it must print (the commitment, each contribution, the key, the first
    block of the first roll). Raises :class:`~bgdesk.engine.fairdice.DiceVerificationError`
    when the seed is not revealed."""
    return "\n".join(f"printf '%s' {shell_quote(text)} | sha256sum    # {digest}"
                      for text, digest in verification_steps(record))


@dataclass
class FairnessEntry:
    """One match shown in the dialog."""

    title: str
    kind: str  # "fair", "seeded", "manual" or "other"
    commitment: str | None = None
    rolls: int = 0
    seed: str | None = None  # None until revealed
    record: object = None  # the MatchRecord to verify (with the seed once revealed)
    note: str = ""
    contributions: tuple[str, str] | None = None  # None until given (at the first roll)
    names: tuple[str, str] = ("", "")
    unverifiable: str | None = None  # why the dice can no longer be verified
    seed_file: str | None = None  # where the unrevealed seed is kept


def _mono() -> QFont:
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)


class _EntryBox(QGroupBox):
    def __init__(self, entry: FairnessEntry, parent: QWidget | None = None) -> None:
        super().__init__(entry.title, parent)
        self.entry = entry
        form = QFormLayout(self)
        dice = getattr(entry.record, "dice", None)
        algorithm = dice.get("algorithm", ALGORITHM) if isinstance(dice, dict) else ALGORITHM
        kinds = {
            "fair": DiceFairness.tr("Fair dice, fixed in advance by a secret seed ({algorithm})").format(
                algorithm=algorithm),
            "seeded": DiceFairness.tr("Pseudo-random dice from a seed, without a commitment"),
            "manual": DiceFairness.tr("Dice entered by hand: there is nothing to commit to"),
            "other": DiceFairness.tr("Dice without a commitment"),
        }
        kind = QLabel(kinds.get(entry.kind, kinds["other"]))
        kind.setWordWrap(True)
        form.addRow(DiceFairness.tr("Dice:"), kind)
        self.commitment = QLineEdit(entry.commitment or "")
        self.commitment.setObjectName("commitment")
        self.commitment.setReadOnly(True)
        self.commitment.setFont(_mono())
        self.commitment.setMinimumWidth(self.commitment.fontMetrics().horizontalAdvance("0" * 66))
        self.seed = QLineEdit(entry.seed or "")
        self.seed.setObjectName("seed")
        self.seed.setReadOnly(True)
        self.seed.setFont(_mono())
        self.result = plain_text(QLabel())
        self.result.setObjectName("verify_result")
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.verify_button = QPushButton(DiceFairness.tr("Verify"))
        self.verify_button.setObjectName("verify")
        self.verify_button.clicked.connect(self.run_verify)
        if entry.kind == "fair":
            row = QHBoxLayout()
            row.addWidget(self.commitment, 1)
            copy = QPushButton(DiceFairness.tr("Copy"))
            copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.commitment.text()))
            row.addWidget(copy)
            form.addRow(DiceFairness.tr("Commitment (SHA-256 of the seed):"), row)
            form.addRow(DiceFairness.tr("Rolls so far:"), QLabel(str(entry.rolls)))
            parts = plain_text(QLabel(self._contribution_words(entry)))
            parts.setObjectName("contributions")
            parts.setWordWrap(True)
            parts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(DiceFairness.tr("The players' parts:"), parts)
            if entry.unverifiable:
                lost = QLabel(DiceFairness.tr(
                    "No longer verifiable: {reason}. The match went on with ordinary dice, so "
                    "its commitment no longer says anything about them.").format(
                        reason=entry.unverifiable))
                lost.setObjectName("unverifiable")
                lost.setWordWrap(True)
                lost.setStyleSheet("color: #c03030; font-weight: bold")
                form.addRow(lost)
            if entry.seed is None:
                hidden = plain_text(QLabel(
                    self._who_could_see(entry) if not entry.unverifiable else
                    DiceFairness.tr("Lost: it could not be found after a restart.")))
                hidden.setObjectName("seed_hidden")
                hidden.setWordWrap(True)
                hidden.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                form.addRow(DiceFairness.tr("Seed:"), hidden)
                self.verify_button.setEnabled(False)
            else:
                form.addRow(DiceFairness.tr("Seed (revealed):"), self.seed)
            form.addRow(self.verify_button, self.result)
            if entry.seed is not None and entry.record is not None:
                self.copy_check = QPushButton(DiceFairness.tr("Copy the check for sha256sum"))
                self.copy_check.setObjectName("copy_check")
                self.copy_check.setToolTip(DiceFairness.tr(
                    "Copies the commands that repeat the check in a terminal, each with the hash "
                    "it must print."))
                self.copy_check.clicked.connect(lambda: self.copy_check_commands())
                form.addRow(self.copy_check)
        if entry.note:
            note = plain_text(QLabel(entry.note))
            note.setWordWrap(True)
            form.addRow(note)

    @staticmethod
    def _contribution_words(entry: FairnessEntry) -> str:
        if entry.contributions is None:
            return DiceFairness.tr("Not given yet: each player adds one before the first roll.")
        lines = []
        for name, text in zip(entry.names, entry.contributions):
            lines.append(DiceFairness.tr("{name}: “{text}”").format(name=name, text=text) if text
                         else DiceFairness.tr("{name}: none").format(name=name))
        return "\n".join(lines)

    @staticmethod
    def _who_could_see(entry: FairnessEntry) -> str:
        head = DiceFairness.tr("Shown here when the match is over.")
        if entry.seed_file:
            return head + " " + DiceFairness.tr(
                "Until then it is kept in {file}, a file only your user account can read: "
                "bgdesk, and anyone who can use this account while the match is played (an "
                "opponent at this login included), could open it and so know the dice. No "
                "computer player reads it.").format(file=entry.seed_file)
        return head + " " + DiceFairness.tr(
            "Until then only bgdesk knows it; no computer player reads it.")

    def copy_check_commands(self) -> str:
        """The sha256sum commands of the check (see :func:`check_commands`), on the clipboard."""
        text = check_commands(self.entry.record)
        QGuiApplication.clipboard().setText(text)
        self.result.setText(DiceFairness.tr("The commands are on the clipboard: run them in a "
                                            "terminal and compare each hash with the one written "
                                            "after it."))
        return text

    def run_verify(self) -> bool:
        """Check every recorded roll against the revealed seed; shows and returns the outcome."""
        try:
            n = verify(self.entry.record)
        except BgdeskError as e:
            from bgdesk.gui.records.fair_check import failure_sentence

            self.result.setText(DiceFairness.tr("Not verified: {reason}").format(
                reason=failure_sentence(e, tuple(self.entry.names))))
            self.result.setStyleSheet("color: #c03030; font-weight: bold")
            return False
        self.result.setText(DiceFairness.tr("Verified: the seed matches the commitment and all {n} rolls "
                                            "follow from it.").format(n=n))
        self.result.setStyleSheet("color: #207020; font-weight: bold")
        return True


class DiceFairnessDialog(QDialog):
    def __init__(self, parent: QWidget | None, entries: list[FairnessEntry]) -> None:
        super().__init__(parent)
        self.setObjectName("DiceFairnessDialog")
        self.setWindowTitle(DiceFairness.tr("Dice fairness"))
        layout = QVBoxLayout(self)
        intro = QLabel(DiceFairness.tr(
            "Before the first roll of a match bgdesk fixes a secret seed and shows its SHA-256 "
            "hash (the commitment); then each player adds a part of their own, and every roll "
            "follows from the seed and both parts. After the match the seed is revealed: anyone "
            "can check that it gives the commitment and every roll. So bgdesk could not choose "
            "the dice after seeing the players' parts, and no player alone could choose them. "
            "While the match is played the seed is a secret kept on this computer: bgdesk knows "
            "the dice in advance, and so could anyone who reads its file (see below)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.boxes = [_EntryBox(e) for e in entries]
        for box in self.boxes:
            layout.addWidget(box)
        recipe = QLabel(QCoreApplication.translate("DiceFairness", RECIPE))
        recipe.setWordWrap(True)
        recipe.setStyleSheet("color: gray")
        layout.addWidget(recipe)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        self.help_button = buttons.addButton(DiceFairness.tr("Fair dice help"),
                                             QDialogButtonBox.ButtonRole.HelpRole)
        self.help_button.setObjectName("fair_dice_help")
        self.help_button.clicked.connect(lambda: self.show_help())
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setMinimumWidth(640)

    def show_help(self) -> None:
        """Help > Fair dice, through the main window's action (the help room is composed by the
        window, and records never import it)."""
        action = getattr(self.parentWidget(), "act_fair_dice_help", None)
        if action is not None:
            action.trigger()

    @classmethod
    def show_for(cls, parent: QWidget | None, entries: list[FairnessEntry],
                 driver: Driver = None) -> "DiceFairnessDialog":
        dlg = cls(parent, entries)
        run_modal(dlg, driver)
        return dlg


__all__ = ["DiceFairnessDialog", "FairnessEntry", "RECIPE", "check_commands", "shell_quote"]
