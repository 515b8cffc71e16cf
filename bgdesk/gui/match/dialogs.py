"""Dialogs: new match, take/pass, answer a resignation.

Each dialog has a classmethod entry point (``NewMatchDialog.ask(parent)``, ...). Tests pass a
``driver``: a callable that receives the dialog, fills it in and presses a button; the dialog
then returns without running a modal loop.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.record import Rules
from bgdesk.gui.practice.bot_runner import bot_levels, level_label, level_name, level_tip
from bgdesk.gui.match.controller import HUMAN, MatchConfig
from bgdesk.gui.i18n import Context, count_affixes, plain_text, reader_name, translate_buttons
from bgdesk.gui.lifetime import run_modal

Dialogs = Context("Dialogs")

Driver = Callable[[QDialog], None] | None


class NewMatchDialog(QDialog):
    """Players (two on this machine, or one against a bot), names, money session or match
    length, and the rule options for this match."""

    def __init__(self, parent: QWidget | None = None, defaults: MatchConfig | None = None,
                 bot_level: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self.setObjectName("NewMatchDialog")
        d = defaults or MatchConfig()
        layout = QVBoxLayout(self)

        who = QGroupBox(self.tr("Players"))
        wl = QVBoxLayout(who)
        grid = QGridLayout()
        self.name0 = QLineEdit(d.names[0])
        self.name1 = QLineEdit(d.names[1])
        for e in (self.name0, self.name1):
            e.setMaxLength(24)
            e.setMinimumWidth(self.fontMetrics().horizontalAdvance("M" * 12))
        # Each seat: a person, or a computer player of a level; two computers play
        # each other while you watch.
        self.levels = bot_levels()
        if bot_level is None:
            from bgdesk.gui.prefs import pref

            bot_level = pref(getattr(parent, "settings", None), "bot_level", "intermediate")
        if bot_level not in self.levels:
            bot_level = "intermediate" if "intermediate" in self.levels else (self.levels or ("",))[0]
        self.seat_kind: list[QComboBox] = []
        self.seat_level: list[QComboBox] = []
        seats = d.seats()
        for i, (text, edit) in enumerate(((self.tr("Bottom player (light):"), self.name0),
                                          (self.tr("Top player (dark):"), self.name1))):
            kind = QComboBox()
            kind.setObjectName(f"seat{i}")
            kind.addItem(self.tr("Person"), HUMAN)
            kind.addItem(self.tr("Computer"), "bot")
            level = QComboBox()
            level.setObjectName(f"level{i}")
            for lv in self.levels:
                level.addItem(level_label(lv), lv)
                level.setItemData(level.count() - 1, level_tip(lv), Qt.ItemDataRole.ToolTipRole)
            if not self.levels:
                kind.setEnabled(False)
                kind.setToolTip(self.tr("Computer players are not available."))
            want = seats[i] if seats[i] in self.levels else bot_level
            level.setCurrentIndex(max(0, level.findData(want)))
            kind.setCurrentIndex(1 if seats[i] != HUMAN and self.levels else 0)
            label = QLabel(text)
            label.setBuddy(edit)  # a screen reader names the field by its seat...
            reader_name(kind, text.rstrip(":"))  # ... and the choice of who plays it
            reader_name(level, self.tr("{seat}: computer level").format(seat=text.rstrip(":")))
            grid.addWidget(label, i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(kind, i, 2)
            grid.addWidget(level, i, 3)
            self.seat_kind.append(kind)
            self.seat_level.append(level)
        grid.setColumnStretch(1, 1)
        wl.addLayout(grid)
        self.no_delay = QCheckBox(self.tr("Computer players move without pauses"))
        self.no_delay.setChecked(d.no_delay)
        wl.addWidget(self.no_delay)
        self._auto_names = {self._bot_name(lv) for lv in self.levels}
        layout.addWidget(who)

        kind = QGroupBox(self.tr("Play"))
        kl = QVBoxLayout(kind)
        self.money = QRadioButton(self.tr("Money session (points add up, no end)"))
        self.to_match = QRadioButton(self.tr("Match to", "followed by the match length, e.g. [5 points]"))
        self.length = QSpinBox()
        self.length.setRange(1, 25)
        self.length.setValue(d.length or 5)
        self.length.setAccessibleName(self.tr("Match length"))
        self.length.valueChanged.connect(self._length_words)
        self._length_words(self.length.value())
        row = QHBoxLayout()
        row.addWidget(self.to_match)
        row.addWidget(self.length)
        row.addStretch(1)
        self._kind = QButtonGroup(self)
        self._kind.addButton(self.money)
        self._kind.addButton(self.to_match)
        (self.to_match if d.length else self.money).setChecked(True)
        kl.addLayout(row)
        # as wide as its words (a longer level name widens the dialog: a click right of the
        # words would fall on nothing)
        kl.addWidget(self.money, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(kind)

        rules = QGroupBox(self.tr("Rules"))
        rl = QVBoxLayout(rules)
        r = d.rules
        self.use_cube = QCheckBox(self.tr("Play with the doubling cube"))
        self.use_cube.setChecked(r.use_cube)
        self.bg_as_gammon = QCheckBox(self.tr("A backgammon counts as a gammon"))
        self.bg_as_gammon.setChecked(r.backgammon_value == 2)
        self.jacoby = QCheckBox(self.tr("Jacoby rule (money only)"))
        self.jacoby.setChecked(r.jacoby)
        self.auto_doubles = QCheckBox(self.tr("Automatic doubles (money only), at most"))
        self.auto_doubles.setChecked(r.auto_doubles)
        self.auto_limit = QSpinBox()
        self.auto_limit.setRange(1, 6)
        self.auto_limit.setValue(max(1, r.auto_double_limit))
        reader_name(self.auto_limit, self.auto_doubles.text())
        self.beavers = QCheckBox(self.tr("Beavers (money only)"))
        self.beavers.setChecked(r.beavers)
        ad = QHBoxLayout()
        ad.addWidget(self.auto_doubles)
        ad.addWidget(self.auto_limit)
        ad.addStretch(1)
        rl.addWidget(self.use_cube)
        rl.addWidget(self.bg_as_gammon)
        rl.addWidget(self.jacoby)
        rl.addLayout(ad)
        rl.addWidget(self.beavers)
        self.crawford_note = QLabel(self.tr("Matches use the Crawford rule."))
        self.crawford_note.setStyleSheet("color: gray")
        rl.addWidget(self.crawford_note)
        layout.addWidget(rules)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for w in (self.money, self.to_match, self.use_cube, self.auto_doubles):
            w.toggled.connect(self._update_enabled)
        for i in (0, 1):
            self.seat_kind[i].currentIndexChanged.connect(lambda _n, i=i: self._seat_changed(i))
            self.seat_level[i].currentIndexChanged.connect(lambda _n, i=i: self._seat_changed(i))
        self._update_enabled()

    def _bot_name(self, level: str) -> str:
        return self.tr("{level} bot").format(level=level_name(level))

    def players(self) -> tuple[str, str]:
        """Who plays each seat: "human" or a bot level."""
        return tuple(HUMAN if k.currentData() == HUMAN else lv.currentData() or "intermediate"
                     for k, lv in zip(self.seat_kind, self.seat_level))

    def _seat_changed(self, i: int) -> None:
        """A computer seat takes the level's name unless the player typed one."""
        edit = (self.name0, self.name1)[i]
        level = self.players()[i]
        current = edit.text().strip()
        default = (self.tr("Player 1"), self.tr("Player 2"))[i]
        defaults = {default, ("Player 1", "Player 2")[i]}
        if level != HUMAN and (not current or current in self._auto_names or current in defaults):
            edit.setText(self._bot_name(level))
        elif level == HUMAN and current in self._auto_names:
            edit.setText(default)
        self._update_enabled()

    def _length_words(self, n: int) -> None:
        """The words around the match length, e.g. "[5] points" (in some languages before it)."""
        prefix, suffix = count_affixes(self.tr("%n point(s)", "match length spin box, after 'Match to'", n), n)
        self.length.setPrefix(prefix)
        self.length.setSuffix(suffix)

    def _update_enabled(self) -> None:
        money = self.money.isChecked()
        cube = self.use_cube.isChecked()
        self.length.setEnabled(not money)
        self.jacoby.setEnabled(money and cube)
        self.auto_doubles.setEnabled(money and cube)
        self.auto_limit.setEnabled(money and cube and self.auto_doubles.isChecked())
        self.beavers.setEnabled(money and cube)
        self.crawford_note.setVisible(not money)
        for kind, level in zip(self.seat_kind, self.seat_level):
            level.setEnabled(kind.currentData() != HUMAN)
        self.no_delay.setEnabled(any(k.currentData() != HUMAN for k in self.seat_kind))

    def config(self) -> MatchConfig:
        money = self.money.isChecked()
        cube = self.use_cube.isChecked()
        rules = Rules(
            jacoby=money and cube and self.jacoby.isChecked(),
            auto_doubles=money and cube and self.auto_doubles.isChecked(),
            auto_double_limit=self.auto_limit.value(),
            backgammon_value=2 if self.bg_as_gammon.isChecked() else 3,
            beavers=money and cube and self.beavers.isChecked(),
            use_cube=cube,
        )
        names = (self.name0.text().strip() or self.tr("Player 1"), self.name1.text().strip() or self.tr("Player 2"))
        if names[0] == names[1]:
            names = (self.tr("{name} (light)").format(name=names[0]), self.tr("{name} (dark)").format(name=names[1]))
        return MatchConfig(names=names, length=0 if money else self.length.value(), rules=rules,
                           players=self.players(), no_delay=self.no_delay.isChecked())

    @classmethod
    def ask(cls, parent: QWidget | None = None, defaults: MatchConfig | None = None, driver: Driver = None) -> MatchConfig | None:
        """Show the dialog; the chosen configuration, or None when cancelled."""
        dlg = cls(parent, defaults)
        ok = run_modal(dlg, driver) == QDialog.DialogCode.Accepted
        return dlg.config() if ok else None


class _ChoiceDialog(QDialog):
    """A prompt naming who must decide, with one button per choice."""

    def __init__(self, parent, title: str, headline: str, text: str, choices: list[tuple[str, str]],
                 keys: dict[str, str] | None = None) -> None:
        """``keys``: a letter per choice that answers from the keyboard (T take, P pass...)."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.choice: str | None = None
        layout = QVBoxLayout(self)
        head = plain_text(QLabel(headline))
        f = head.font()
        f.setPointSizeF(f.pointSizeF() * 1.35)
        f.setBold(True)
        head.setFont(f)
        layout.addWidget(head)
        body = plain_text(QLabel(text))
        body.setWordWrap(True)
        layout.addWidget(body)
        row = QHBoxLayout()
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for key, label in choices:
            b = QPushButton(label)
            b.setObjectName(key)
            b.clicked.connect(lambda _=False, k=key: self.choose(k))
            row.addWidget(b)
            self.buttons[key] = b
        layout.addLayout(row)
        self._letters = {letter.lower(): key for key, letter in (keys or {}).items() if key in self.buttons}
        self.setAccessibleName(title)
        self.setAccessibleDescription(f"{headline}. {text}")
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.setMinimumWidth(440)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        """A choice's letter answers (T take, P pass, B beaver; A accept, D decline)."""
        choice = self._letters.get(event.text().lower()) if not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier else None
        if choice is not None:
            self.choose(choice)
            return
        super().keyPressEvent(event)

    def choose(self, key: str) -> None:
        if key not in self.buttons:
            raise ValueError(f"no choice {key!r} here; choices: {', '.join(self.buttons)}")
        self.choice = key
        self.accept()

    def reject(self) -> None:  # Escape / close: the safe answer is asked again by the caller
        self.choice = None
        super().reject()


class TakeDialog(_ChoiceDialog):
    """Take or pass (or beaver) a double; names the player who decides."""

    def __init__(self, parent, taker: str, doubler: str, value: int, stake_now: int, can_beaver: bool = False) -> None:
        choices = [("take", Dialogs.tr("Take ({value})").format(value=value)),
                   ("pass", Dialogs.tr("Pass (lose {points})").format(points=stake_now))]
        if can_beaver:
            choices.append(("beaver", Dialogs.tr("Beaver ({value})").format(value=2 * value)))
        super().__init__(
            parent,
            Dialogs.tr("Double offered"),
            Dialogs.tr("{name}, your decision").format(name=taker),
            Dialogs.tr("{doubler} doubles to {value}. Take and play on for {value} with the cube on your "
                       "side, or pass and give up this game for %n point(s).", "", stake_now).format(
                doubler=doubler, value=value),
            choices,
            {"take": "T", "pass": "P", "beaver": "B"},
        )

    @classmethod
    def ask(cls, parent, taker: str, doubler: str, value: int, stake_now: int, can_beaver: bool = False,
            driver: Driver = None) -> str | None:
        """"take", "pass", "beaver", or None if closed without answering."""
        dlg = cls(parent, taker, doubler, value, stake_now, can_beaver)
        run_modal(dlg, driver)
        return dlg.choice


class DoubleDialog(_ChoiceDialog):
    """Double now? Asked when the cube is clicked (the setting ``play.confirm_double``)."""

    def __init__(self, parent, doubler: str, value: int) -> None:
        super().__init__(
            parent,
            Dialogs.tr("Double"),
            Dialogs.tr("{name}, double to {value}?").format(name=doubler, value=value),
            Dialogs.tr("Your opponent then takes, and plays on for {value}, or passes and gives up "
                       "this game.").format(value=value),
            [("double", Dialogs.tr("Double to {value}").format(value=value)), ("cancel", Dialogs.tr("Not now"))],
            {"double": "D", "cancel": "N"},
        )

    @classmethod
    def ask(cls, parent, doubler: str, value: int, driver: Driver = None) -> bool:
        """True when the player confirms the double."""
        dlg = cls(parent, doubler, value)
        run_modal(dlg, driver)
        return dlg.choice == "double"


class ReplaceMatchDialog(_ChoiceDialog):
    """Play from a set-up position, ending the match in progress? (Edit position, Paste.)"""

    def __init__(self, parent, score: str) -> None:
        super().__init__(
            parent,
            Dialogs.tr("Play from here"),
            Dialogs.tr("End the match in progress?"),
            Dialogs.tr("Playing from this position ends the match in progress ({score}).").format(score=score),
            [("replace", Dialogs.tr("Play from here")), ("keep", Dialogs.tr("Keep the match"))],
            {"replace": "P", "keep": "K"},
        )

    @classmethod
    def ask(cls, parent, score: str, driver: Driver = None) -> bool:
        """True when the player lets the set-up position replace the match."""
        dlg = cls(parent, score)
        run_modal(dlg, driver)
        return dlg.choice == "replace"


class ResignDialog(_ChoiceDialog):
    """Accept or decline a resignation; names the player who decides."""

    def __init__(self, parent, answerer: str, resigner: str, what: str, points: int) -> None:
        super().__init__(
            parent,
            Dialogs.tr("Resignation offered"),
            Dialogs.tr("{name}, your decision").format(name=answerer),
            Dialogs.tr("{resigner} offers to resign {what}: accept and win %n point(s) now, "
                       "or decline and play on.", "", points).format(resigner=resigner, what=what),
            [("accept", Dialogs.tr("Accept")), ("decline", Dialogs.tr("Decline"))],
            {"accept": "A", "decline": "D"},
        )

    @classmethod
    def ask(cls, parent, answerer: str, resigner: str, what: str, points: int, driver: Driver = None) -> bool | None:
        dlg = cls(parent, answerer, resigner, what, points)
        run_modal(dlg, driver)
        return None if dlg.choice is None else dlg.choice == "accept"
