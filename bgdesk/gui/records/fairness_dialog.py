"""The "Dice fairness" dialog: the commitment to the match's dice, the seed once revealed, and a
Verify button that checks the recorded rolls against it (:func:`bgdesk.engine.fairdice.verify`).

Before the first roll of a match with fair dice the program shows the commitment, the SHA-256
hash of a secret seed that fixes every roll of the match; after the match the seed is revealed.
Anyone can then hash the seed and compare, and repeat every roll from it (the recipe is in
:mod:`bgdesk.engine.fairdice` and in this dialog), so the dice were fixed before play began and
nobody, no bot either, could choose them.
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
from bgdesk.engine.fairdice import ALGORITHM, verify
from bgdesk.gui.i18n import Context, translate_buttons

DiceFairness = Context("DiceFairness")

Driver = Callable[[QDialog], None] | None



RECIPE = QT_TRANSLATE_NOOP(
    "DiceFairness",
    "How roll n (0 for the first roll of the match, opening rolls included) follows from the "
    "seed: block k = SHA-256 of the text \"bgdesk-dice-v1:<seed>:<n>:<k>\" for k = 0, 1, ...; "
    "read its bytes in order, skip every byte of 252 or more; the first two remaining bytes b "
    "give the two dice, each b mod 6 + 1. In an opening roll the first die is the bottom "
    "player's and the second the top player's."
)


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


def _mono() -> QFont:
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)


class _EntryBox(QGroupBox):
    def __init__(self, entry: FairnessEntry, parent: QWidget | None = None) -> None:
        super().__init__(entry.title, parent)
        self.entry = entry
        form = QFormLayout(self)
        kinds = {
            "fair": DiceFairness.tr("Fair dice, fixed in advance by a secret seed ({algorithm})").format(
                algorithm=ALGORITHM),
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
        self.result = QLabel()
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
            if entry.seed is None:
                hidden = QLabel(DiceFairness.tr("Kept secret until the match is over, then shown here."))
                hidden.setObjectName("seed_hidden")
                hidden.setWordWrap(True)
                form.addRow(DiceFairness.tr("Seed:"), hidden)
                self.verify_button.setEnabled(False)
            else:
                form.addRow(DiceFairness.tr("Seed (revealed):"), self.seed)
            form.addRow(self.verify_button, self.result)
        if entry.note:
            note = QLabel(entry.note)
            note.setWordWrap(True)
            form.addRow(note)

    def run_verify(self) -> bool:
        """Check every recorded roll against the revealed seed; shows and returns the outcome."""
        try:
            n = verify(self.entry.record)
        except BgdeskError as e:
            self.result.setText(DiceFairness.tr("Not verified: {reason}.").format(reason=str(e)))
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
            "Before the first roll of a match bgdesk fixes all its dice with a secret seed and "
            "shows the seed's SHA-256 hash (the commitment). After the match the seed is "
            "revealed: anyone can check that it gives the commitment and every roll, so the dice "
            "were fixed before play began and nobody, no bot either, could see or choose them."))
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
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setMinimumWidth(640)

    @classmethod
    def show_for(cls, parent: QWidget | None, entries: list[FairnessEntry],
                 driver: Driver = None) -> "DiceFairnessDialog":
        dlg = cls(parent, entries)
        if driver is not None:
            driver(dlg)
        else:
            dlg.exec()
        return dlg


__all__ = ["DiceFairnessDialog", "FairnessEntry", "RECIPE"]
