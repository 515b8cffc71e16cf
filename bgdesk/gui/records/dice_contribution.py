"""The players' part of the fair dice: a panel beside the board, shown before the first roll of a
match with fair dice.

It shows bgdesk's commitment in full (all 64 hex digits, with a Copy button). Then each person at
the table (not a computer player) types any text, or clicks a few times in the box beside it
(each click adds two characters from where and when it landed), and *seals* it: a sealed part is
hidden, never changes, and is written nowhere until both are sealed
(:meth:`bgdesk.engine.fairdice.FairDice.seal`). Every roll then follows from the committed seed
and both parts, so neither bgdesk, which committed to its seed before seeing them, nor one
player alone decides the dice.

The order is enforced: whoever can use this computer account could read the seed from bgdesk's
files, so the player at home on this computer seals first and the guest last (the panel asks who
is at home; the engine refuses the guest's seal before it). Then the one who could know the seed
never chooses a part knowing the other, and trying parts until the dice suit gets nowhere.

A person who seals an empty field gets a part drawn by bgdesk (32 random hex digits), which the
other player cannot foresee; only a text the person chose themselves also protects them against
bgdesk. At the first roll the dice source asks the panel
(:attr:`~bgdesk.engine.fairdice.FairDice.ask_contributions`) and the parts still open are sealed
as they stand, in the same order.
"""

from __future__ import annotations

import secrets
import unicodedata

from PySide6.QtCore import QElapsedTimer, QEvent, QT_TRANSLATE_NOOP, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.dicecore import DiceError
from bgdesk.engine.fairdice import MAX_CONTRIBUTION_CHARS
from bgdesk.gui.i18n import Context, bind, plain_text

DiceContribution = Context("DiceContribution")

_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"


def clean(text: str) -> str:
    """``text`` without control characters and within the length a contribution may have."""
    kept = "".join(c for c in text if unicodedata.category(c) != "Cc")
    return kept[:MAX_CONTRIBUTION_CHARS]


def grouped(commitment: str) -> str:
    """The 64 hex digits of a commitment on two lines of 32, for reading aloud or writing down."""
    return commitment[:32] + "\n" + commitment[32:]


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
        if not self.isEnabled():
            return
        p = event.position()
        value = (int(p.x()) * 7919 + int(p.y()) * 104729 + self._clock.elapsed()) % (36 * 36)
        self.clicked_text.emit(_ALPHABET[value // 36] + _ALPHABET[value % 36])
        event.accept()


class ContributionPanel(QGroupBox):
    """The commitment, who is at home, and one sealable row per person (see the module)."""

    #: The Help page on fair dice was asked for (the window opens it).
    help_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_contribution_panel")
        bind(self, "DiceContribution",
             QT_TRANSLATE_NOOP("DiceContribution", "Your part of the dice"), "title")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        head = QHBoxLayout()
        caption = plain_text(QLabel())
        caption.setWordWrap(True)
        bind(caption, "DiceContribution",
             QT_TRANSLATE_NOOP("DiceContribution", "bgdesk's commitment (SHA-256 of its seed):"))
        head.addWidget(caption, 1)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copy_commitment")
        bind(self.copy_button, "DiceContribution", QT_TRANSLATE_NOOP("DiceContribution", "Copy"))
        bind(self.copy_button, "DiceContribution", QT_TRANSLATE_NOOP(
            "DiceContribution", "Copy all 64 hex digits of the commitment"), "tip")
        self.copy_button.clicked.connect(lambda: self.copy_commitment())
        head.addWidget(self.copy_button)
        self._layout.addLayout(head)
        self.commitment = plain_text(QLabel())
        self.commitment.setObjectName("commitment_in_full")
        self.commitment.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.commitment.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._layout.addWidget(self.commitment)
        self.intro = plain_text(QLabel())
        self.intro.setWordWrap(True)
        bind(self.intro, "DiceContribution", QT_TRANSLATE_NOOP(
            "DiceContribution", "Each player seals a part of their own (typed or clicked) before "
                                "the first roll: the dice follow from the seed and both parts."))
        bind(self.intro, "DiceContribution", QT_TRANSLATE_NOOP(
            "DiceContribution",
            "bgdesk has committed to its secret seed. Each player now seals a text of their own: "
            "the dice follow from the seed and both texts, so neither bgdesk nor one player alone "
            "decides them. A sealed part is hidden and cannot change. Sealed empty, bgdesk draws "
            "a random part."), "tip")
        self._layout.addWidget(self.intro)
        self.home_row = QWidget(self)
        home_lay = QHBoxLayout(self.home_row)
        home_lay.setContentsMargins(0, 0, 0, 0)
        home_label = plain_text(QLabel())
        home_label.setWordWrap(True)
        bind(home_label, "DiceContribution",
             QT_TRANSLATE_NOOP("DiceContribution", "At home on this computer:"))
        self.home_choice = QComboBox()
        self.home_choice.setObjectName("dice_home")
        bind(self.home_choice, "DiceContribution", QT_TRANSLATE_NOOP(
            "DiceContribution", "Who can use this computer account, and so could read bgdesk's "
                                "secret seed: that player seals first, the guest last."), "tip")
        home_label.setBuddy(self.home_choice)
        self.home_choice.currentIndexChanged.connect(lambda _i: self._refresh())
        home_lay.addWidget(home_label, 1)
        home_lay.addWidget(self.home_choice)
        self._layout.addWidget(self.home_row)
        self._form = QFormLayout()
        self._form.setContentsMargins(0, 0, 0, 0)
        self._layout.addLayout(self._form)
        self.order_note = plain_text(QLabel())
        self.order_note.setObjectName("seal_order")
        self.order_note.setWordWrap(True)
        self._layout.addWidget(self.order_note)
        self.error = plain_text(QLabel())
        self.error.setObjectName("seal_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c03030")
        self.error.hide()
        self._layout.addWidget(self.error)
        # A flat button whose words wrap (a push button's own text does not: in Swahili it was
        # cut at the panel's edge): a wrapped label inside it, which the clicks go through.
        self.why = QPushButton()
        self.why.setObjectName("fair_dice_help")
        self.why.setFlat(True)
        why_layout = QHBoxLayout(self.why)
        why_layout.setContentsMargins(4, 2, 4, 2)
        self.why_text = plain_text(QLabel())
        self.why_text.setWordWrap(True)
        self.why_text.setStyleSheet("color: palette(link)")
        self.why_text.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        why_layout.addWidget(self.why_text)
        # as tall as the wrapped words (a push button's own policy fixes it at one line)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.why.setSizePolicy(policy)
        why = QT_TRANSLATE_NOOP("DiceContribution", "Why this order? What is guaranteed?")
        bind(self.why_text, "DiceContribution", why)
        bind(self.why, "DiceContribution", why, "accessible_name")
        self.why.clicked.connect(lambda: self.help_requested.emit())
        self._layout.addWidget(self.why)
        self.dice = None
        self.names: tuple[str, str] = ("", "")
        self.fields: dict[int, QLineEdit] = {}
        self.pads: dict[int, ClickPad] = {}
        self.seal_buttons: dict[int, QPushButton] = {}
        self.hide()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            QTimer.singleShot(0, self, self._fit_height)  # after the texts are set again

    def _fit_height(self) -> None:
        """At least the height the wrapped texts need at the panel's width: the side panel's
        layout then takes the room from the move list (nearly empty before the first roll)
        instead of squeezing the lines into each other (seen in Swahili at 1366x768: the
        explanation's five lines drawn in the room of three, cut at the top and the bottom)."""
        if self.width() <= 0 or not self.hasHeightForWidth():
            return
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    # -- showing -------------------------------------------------------------------------------
    def show_for(self, dice, names: tuple[str, str], humans: tuple[bool, bool]) -> None:
        """Rows for the people among ``names`` (``humans[i]`` False for a computer player) to
        seal their parts of ``dice`` (a :class:`~bgdesk.engine.fairdice.FairDice` that still
        accepts them); a computer player's part, the empty text, is sealed at once."""
        while self._form.rowCount():
            self._form.removeRow(0)
        self.dice, self.names = dice, (names[0], names[1])
        self.fields, self.pads, self.seal_buttons = {}, {}, {}
        self.commitment.setText(grouped(dice.commitment))
        for i in (0, 1):
            if not humans[i] and not dice.is_sealed(i):
                dice.seal(i, "")
        people = [i for i in (0, 1) if humans[i]]
        self.home_choice.blockSignals(True)
        self.home_choice.clear()
        for i in (0, 1):
            self.home_choice.addItem(names[i], i)
        self.home_choice.setCurrentIndex(dice.home if dice.home is not None else 0)
        self.home_choice.blockSignals(False)
        self.home_row.setVisible(len(people) == 2)
        for i in people:
            row = QWidget(self)
            lay = QHBoxLayout(row)
            lay.setContentsMargins(0, 0, 0, 0)
            field = QLineEdit(row)
            field.setObjectName(f"contribution{i}")
            field.setMaxLength(MAX_CONTRIBUTION_CHARS)
            field.setEchoMode(QLineEdit.EchoMode.Password)   # hidden from the other player
            bind(field, "DiceContribution",
                 QT_TRANSLATE_NOOP("DiceContribution", "type anything"), "placeholder")
            field.returnPressed.connect(lambda i=i: self.seal(i))
            pad = ClickPad(row)
            pad.setObjectName(f"click_pad{i}")
            pad.setMinimumWidth(max(48, pad.label.sizeHint().width() + 12))
            pad.setFixedHeight(field.sizeHint().height())
            pad.clicked_text.connect(lambda text, f=field: f.setText(clean(f.text() + text)))
            button = QPushButton(row)
            button.setObjectName(f"seal{i}")
            bind(button, "DiceContribution", QT_TRANSLATE_NOOP("DiceContribution", "Seal"))
            button.clicked.connect(lambda _checked=False, i=i: self.seal(i))
            lay.addWidget(field, 1)
            lay.addWidget(pad)
            lay.addWidget(button)
            name = plain_text(QLabel(names[i], self))   # a name from a file is shown as it is
            name.setBuddy(field)
            # The label sits beside the row, not in it: the field is named for a screen reader.
            bind(field, "DiceContribution", QT_TRANSLATE_NOOP("DiceContribution", "Your part of the dice: {name}"),
                 "accessible_name", fmt={"name": names[i]})
            self._form.addRow(name, row)
            self.fields[i], self.pads[i], self.seal_buttons[i] = field, pad, button
        self.error.hide()
        self._refresh()
        self.setVisible(bool(self.fields))

    def copy_commitment(self) -> str:
        text = self.dice.commitment if self.dice is not None else ""
        QGuiApplication.clipboard().setText(text)
        return text

    def _home(self) -> int | None:
        """The player who seals first: the one at home when two people play, else None."""
        if len(self.fields) < 2:
            return None
        data = self.home_choice.currentData()
        return data if data in (0, 1) else 0

    def _refresh(self) -> None:
        """Enable the row whose turn it is to seal; say whose turn it is."""
        dice = self.dice
        if dice is None:
            return
        home = self._home()
        started = any(dice.is_sealed(i) for i in self.fields)
        self.home_choice.setEnabled(not started)
        for i, field in self.fields.items():
            sealed = dice.is_sealed(i)
            turn = not sealed and (home is None or i == home or dice.is_sealed(home))
            field.setEnabled(turn)
            field.setReadOnly(sealed)
            self.pads[i].setEnabled(turn)
            self.seal_buttons[i].setEnabled(turn)
            if sealed:
                bind(self.seal_buttons[i], "DiceContribution",
                     QT_TRANSLATE_NOOP("DiceContribution", "Sealed"))
        open_rows = [i for i in self.fields if not dice.is_sealed(i)]
        if home is not None and not dice.is_sealed(home):
            bind(self.order_note, "DiceContribution", QT_TRANSLATE_NOOP(
                "DiceContribution", "{home} seals first, then {guest}: the one at home on this "
                                    "computer could read the seed."),
                 fmt={"home": self.names[home], "guest": self.names[1 - home]})
        elif open_rows:
            bind(self.order_note, "DiceContribution", QT_TRANSLATE_NOOP(
                "DiceContribution", "{name}, type your part and seal it."),
                 fmt={"name": self.names[open_rows[0]]})
        else:
            bind(self.order_note, "DiceContribution", QT_TRANSLATE_NOOP(
                "DiceContribution", "The parts are sealed: roll when you are ready."))
        self._fit_height()  # the note and the rows may take another number of lines now

    # -- sealing -------------------------------------------------------------------------------
    def seal(self, player: int) -> bool:
        """Seal ``player``'s part as typed (an empty field: 32 random hex digits drawn now).
        Refused, with a sentence under the rows, when it is not that player's turn."""
        dice, field = self.dice, self.fields.get(player)
        if dice is None or field is None:
            return False
        home = self._home()
        try:
            if dice.home != home and not any(dice.is_sealed(i) for i in (0, 1)):
                dice.set_home(home)
            text = clean(field.text())
            dice.seal(player, text if text.strip() else secrets.token_hex(16))
        except DiceError as e:
            self.error.setText(self._refusal(e, player))
            self.error.show()
            return False
        self.error.hide()
        self._refresh()
        return True

    def _refusal(self, e: DiceError, player: int) -> str:
        if e.reason == "home-first":
            home = 1 - player
            return DiceContribution.tr("{home} seals first: {home} is at home on this computer "
                                       "and could read the seed.").format(home=self.names[home])
        if e.reason == "sealed":
            return DiceContribution.tr("{name}'s part is sealed and cannot change.").format(
                name=self.names[player])
        return DiceContribution.tr("The parts are sealed once, before the first roll.")

    def seal_the_rest(self) -> None:
        """At the first roll: seal every part still open as it stands, at home first (the
        dice source's ``ask_contributions``). The panel then hides (the dice are fixed)."""
        home = self._home()
        order = [home, 1 - home] if home is not None else sorted(self.fields)
        for i in order:
            if i in self.fields and self.dice is not None and not self.dice.is_sealed(i):
                self.seal(i)
        self.hide()
        return None


__all__ = ["ClickPad", "ContributionPanel", "clean", "grouped"]
