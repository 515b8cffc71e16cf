"""Dice entered by hand (the setting ``play.dice_source = "manual"``): for playing out a real
board, or for studying a roll.

:class:`PromptDice` is a dice source whose :meth:`~PromptDice.roll` asks for the dice at the
moment they are rolled, through a callable (the window shows :class:`ManualDiceDialog`). What the
player enters goes through the engine's :class:`~bgdesk.engine.dice.ManualDice` (and
:func:`~bgdesk.engine.dice.parse_dice` for typed text such as ``3-1``), which validates it. When
the player cancels, the roll raises :class:`~bgdesk.engine.dice.DiceError` and the controller
reports that nothing was rolled.

For the opening roll (R6) the first die is the bottom player's and the second the top player's;
afterwards both dice belong to the player on roll (R7).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.dice import DiceError, ManualDice, check_dice, parse_dice
from bgdesk.engine.errors import BgdeskError
from bgdesk.gui.i18n import Context, plain_text, translate_buttons
from bgdesk.gui.lifetime import run_modal

DiceEntry = Context("DiceEntry")

Driver = Callable[[QDialog], None] | None



def _sentence(e) -> str:
    text = str(e)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


class PromptDice:
    """A dice source that asks for every roll: ``ask()`` returns two dice, text such as
    ``"3-1"``, or None when the player cancels. Rolls queued with :meth:`push` come first."""

    kind = "manual"

    def __init__(self, ask: Callable[[], object], queue: ManualDice | None = None) -> None:
        self.ask = ask
        self._queue = queue if queue is not None else ManualDice()

    @property
    def rolls(self) -> int:
        return self._queue.rolls

    def push(self, d1, d2: int | None = None) -> None:
        self._queue.push(d1, d2)

    def roll(self) -> tuple[int, int]:
        if not self._queue.remaining:
            answer = self.ask()
            if answer is None:
                raise DiceError(DiceEntry.tr("No dice were entered, so nothing was rolled."))
            self._queue.push(answer)  # checked by the engine (check_dice / parse_dice)
        return self._queue.roll()

    def to_dict(self, private: bool = False) -> dict:
        """As :class:`ManualDice` saves itself; a resumed match asks for its dice again."""
        return self._queue.to_dict()

    def __repr__(self) -> str:
        return f"PromptDice({self._queue.pending()!r})"


class ManualDiceDialog(QDialog):
    """Two spin boxes (one per die), or the roll typed as ``31`` / ``3-1``."""

    def __init__(self, parent: QWidget | None, headline: str, labels: tuple[str, str]) -> None:
        super().__init__(parent)
        self.setObjectName("ManualDiceDialog")
        self.setWindowTitle(DiceEntry.tr("Enter the dice"))
        self.dice: tuple[int, int] | None = None
        layout = QVBoxLayout(self)
        head = plain_text(QLabel(headline))
        f = head.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.2)
        head.setFont(f)
        head.setWordWrap(True)
        layout.addWidget(head)
        form = QFormLayout()
        self.spins = (QSpinBox(), QSpinBox())
        for spin, label in zip(self.spins, labels):
            spin.setRange(1, 6)
            spin.setValue(1)
            spin.valueChanged.connect(self._spun)
            form.addRow(label, spin)
        self.text = QLineEdit()
        self.text.setObjectName("dice_text")
        self.text.setPlaceholderText(DiceEntry.tr("for example 31 or 3-1"))
        self.text.setMaxLength(12)
        self.text.textEdited.connect(self._typed)
        form.addRow(DiceEntry.tr("Or type them:"), self.text)
        layout.addLayout(form)
        self.error = plain_text(QLabel())
        self.error.setObjectName("dice_error")
        self.error.setStyleSheet("color: #c03030")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(DiceEntry.tr("Roll"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.setMinimumWidth(360)
        self.text.setFocus()

    def _spun(self, _value: int) -> None:
        self.error.clear()

    def _typed(self, text: str) -> None:
        if not text.strip():
            self.error.clear()
            return
        try:
            d1, d2 = parse_dice(text)
        except BgdeskError as e:
            self.error.setText(_sentence(e))
            return
        self.error.clear()
        for spin, d in zip(self.spins, (d1, d2)):
            spin.blockSignals(True)
            spin.setValue(d)
            spin.blockSignals(False)

    def set_dice(self, d1: int, d2: int) -> None:
        self.spins[0].setValue(d1)
        self.spins[1].setValue(d2)

    def accept(self) -> None:
        """Take the typed text when there is some (it must be valid), else the spin boxes."""
        try:
            if self.text.text().strip():
                self.dice = parse_dice(self.text.text())
            else:
                self.dice = check_dice((self.spins[0].value(), self.spins[1].value()))
        except BgdeskError as e:
            self.error.setText(_sentence(e))
            self.dice = None
            return
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, headline: str, labels: tuple[str, str],
            driver: Driver = None) -> tuple[int, int] | None:
        """The dice entered, or None when cancelled. ``driver(dialog)`` replaces the modal loop
        (tests)."""
        dlg = cls(parent, headline, labels)
        run_modal(dlg, driver)
        return dlg.dice if dlg.result() == QDialog.DialogCode.Accepted else None


def ask_for_controller(window) -> Callable[[], tuple[int, int] | None]:
    """The ``ask`` callable for :class:`PromptDice` in ``window``: names whose dice they are
    (both players' single dice for the opening roll, R6)."""

    def ask():
        ctl = window.controller
        g = ctl.game
        names = ctl.names
        if g is None or g.on_roll is None:
            headline = DiceEntry.tr("Opening roll: each player rolls one die.")
            labels = (DiceEntry.tr("{name}'s die:").format(name=names[0]),
                      DiceEntry.tr("{name}'s die:").format(name=names[1]))
        else:
            who = names[g.on_roll]
            headline = DiceEntry.tr("{name} rolls.").format(name=who)
            labels = (DiceEntry.tr("First die:"), DiceEntry.tr("Second die:"))
        return ManualDiceDialog.ask(window, headline, labels,
                                    driver=getattr(window, "prompt_driver", None))

    return ask


__all__ = ["ManualDiceDialog", "PromptDice", "ask_for_controller"]
