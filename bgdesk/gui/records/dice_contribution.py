"""The players' part of the fair dice: a panel beside the board, shown after the commitment and
before the first roll of a match with fair dice.

Each person at the table (not a computer player) may type any text, or click a few times in the
box under it (each click adds two characters from where and when it landed). At the first roll
the dice source asks the panel (:attr:`bgdesk.engine.fairdice.FairDice.ask_contributions`) and
every roll then follows from the committed seed and both contributions, so neither bgdesk, which
committed to its seed before seeing them, nor one player alone decides the dice. A person who
leaves the field empty contributes the moment of the first roll, to the thousandth of a second;
only a text the person chose themselves also protects them against bgdesk.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QElapsedTimer, QT_TRANSLATE_NOOP, Qt, QTime, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.fairdice import MAX_CONTRIBUTION_CHARS
from bgdesk.gui.i18n import Context, bind, plain_text

DiceContribution = Context("DiceContribution")

_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"


def clean(text: str) -> str:
    """``text`` without control characters and within the length a contribution may have."""
    kept = "".join(c for c in text if unicodedata.category(c) != "Cc")
    return kept[:MAX_CONTRIBUTION_CHARS]


class ClickPad(QFrame):
    """Clicks become text: each press adds two characters made from where it landed and how
    many milliseconds after the pad appeared."""

    clicked_text = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._clock = QElapsedTimer()
        self._clock.start()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 0, 4, 0)
        self.label = plain_text(QLabel())
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: gray")
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        bind(self.label, "DiceContribution", QT_TRANSLATE_NOOP("DiceContribution", "click"))
        bind(self, "DiceContribution", QT_TRANSLATE_NOOP(
            "DiceContribution", "Click here a few times: each click adds two characters to your "
                                "part."), "tip")
        lay.addWidget(self.label)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        p = event.position()
        value = (int(p.x()) * 7919 + int(p.y()) * 104729 + self._clock.elapsed()) % (36 * 36)
        self.clicked_text.emit(_ALPHABET[value // 36] + _ALPHABET[value % 36])
        event.accept()


class ContributionPanel(QGroupBox):
    """One row per person at the table: a text field and a click pad (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_contribution_panel")
        bind(self, "DiceContribution",
             QT_TRANSLATE_NOOP("DiceContribution", "Your part of the dice"), "title")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self.intro = plain_text(QLabel())
        self.intro.setWordWrap(True)
        bind(self.intro, "DiceContribution", QT_TRANSLATE_NOOP(
            "DiceContribution", "Before the first roll, type or click something of your own: "
                                "the dice follow from bgdesk's committed seed and both parts."))
        bind(self.intro, "DiceContribution", QT_TRANSLATE_NOOP(
            "DiceContribution",
            "bgdesk has committed to its secret seed. Before the first roll each player may add "
            "a text of their own: the dice follow from the seed and both texts, so neither "
            "bgdesk nor one player alone decides them. Left empty, the moment of the first roll "
            "is used."), "tip")
        self._layout.addWidget(self.intro)
        self._form = QFormLayout()
        self._form.setContentsMargins(0, 0, 0, 0)
        self._layout.addLayout(self._form)
        self.fields: dict[int, QLineEdit] = {}
        self.pads: dict[int, ClickPad] = {}
        self.hide()

    def show_for(self, names: tuple[str, str], humans: tuple[bool, bool]) -> None:
        """Rows for the people among ``names`` (``humans[i]`` False for a computer player)."""
        while self._form.rowCount():
            self._form.removeRow(0)
        self.fields, self.pads = {}, {}
        for i in (0, 1):
            if not humans[i]:
                continue
            row = QWidget(self)
            lay = QHBoxLayout(row)
            lay.setContentsMargins(0, 0, 0, 0)
            field = QLineEdit(row)
            field.setObjectName(f"contribution{i}")
            field.setMaxLength(MAX_CONTRIBUTION_CHARS)
            bind(field, "DiceContribution",
                 QT_TRANSLATE_NOOP("DiceContribution", "type anything"), "placeholder")
            pad = ClickPad(row)
            pad.setObjectName(f"click_pad{i}")
            pad.setMinimumWidth(max(56, pad.label.sizeHint().width() + 12))
            pad.setFixedHeight(field.sizeHint().height())
            pad.clicked_text.connect(lambda text, f=field: f.setText(clean(f.text() + text)))
            lay.addWidget(field, 1)
            lay.addWidget(pad)
            name = plain_text(QLabel(names[i], self))   # a name from a file is shown as it is
            name.setBuddy(field)
            # The label sits beside the row, not in it: the field is named for a screen reader.
            bind(field, "DiceContribution", QT_TRANSLATE_NOOP("DiceContribution", "Your part of the dice: {name}"),
                 "accessible_name", fmt={"name": names[i]})
            self._form.addRow(name, row)
            self.fields[i], self.pads[i] = field, pad
        self.setVisible(bool(self.fields))

    def contributions(self) -> tuple[str, str]:
        """What each player added: their text, the moment now for a person who left it empty,
        nothing for a computer player. The panel then hides (the dice are fixed)."""
        now = QTime.currentTime().toString("HH:mm:ss.zzz")
        out = []
        for i in (0, 1):
            field = self.fields.get(i)
            if field is None:
                out.append("")
                continue
            text = clean(field.text())
            out.append(text if text.strip() else now)
            field.setReadOnly(True)
        self.hide()
        return out[0], out[1]


__all__ = ["ClickPad", "ContributionPanel", "clean"]
