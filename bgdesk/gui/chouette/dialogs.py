"""Dialogs for chouettes: New chouette (3-8 players, who plays each seat, the money-play rules),
and the prompts on the shared screen that name who must decide: a team member confirming the
team's double, and the box answering it. (A member answering the box's double uses the ordinary
:class:`~bgdesk.gui.match.dialogs.TakeDialog`; resignations the ordinary ResignDialog.)

Like every dialog here, each has a classmethod entry point taking an optional ``driver``
(tests fill the dialog in and press a button; no modal loop runs).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.chouette import MAX_PLAYERS, MIN_PLAYERS
from bgdesk.engine.record import Rules
from bgdesk.gui.chouette.controller import HUMAN, ChouetteConfig
from bgdesk.gui.match.dialogs import Driver, _ChoiceDialog, _run
from bgdesk.gui.i18n import translate_buttons

DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def bot_levels() -> tuple[str, ...]:
    """The computer levels that can play a seat here (none when the bots cannot be loaded)."""
    try:
        from bgdesk.bots import available_levels

        return tuple(available_levels())
    except Exception:
        return ()


class NewChouetteDialog(QDialog):
    """Three to eight participants: a name and who plays the seat (a person, or a computer
    level) each; the money-play rules for the session."""

    def __init__(self, parent: QWidget | None = None, defaults: ChouetteConfig | None = None,
                 levels: tuple[str, ...] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New chouette"))
        self.setObjectName("NewChouetteDialog")
        d = defaults or ChouetteConfig(names=DEFAULT_NAMES[:3])
        self.levels = bot_levels() if levels is None else tuple(levels)
        layout = QVBoxLayout(self)

        intro = QLabel(self.tr("Everyone rolls one die: the highest plays in the box against the "
                               "others, the second highest is the captain of the team."))
        intro.setWordWrap(True)
        layout.addWidget(intro)

        who = QGroupBox(self.tr("Players"))
        wl = QVBoxLayout(who)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Number of players:")))
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.setValue(max(MIN_PLAYERS, min(MAX_PLAYERS, len(d.names))))
        row.addWidget(self.count)
        row.addStretch(1)
        wl.addLayout(row)
        grid = QGridLayout()
        self.name_edits: list[QLineEdit] = []
        self.seat_boxes: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for i in range(MAX_PLAYERS):
            label = QLabel(self.tr("Player {n}:").format(n=i + 1))
            name = d.names[i] if i < len(d.names) else DEFAULT_NAMES[i]
            edit = QLineEdit(name)
            edit.setMaxLength(24)
            seat = QComboBox()
            seat.addItem(self.tr("Person"), HUMAN)
            for level in self.levels:
                seat.addItem(self.tr("Computer ({level})").format(level=level), level)
            seat.setEnabled(bool(self.levels))
            if not self.levels:
                seat.setToolTip(self.tr("Computer players are not available."))
            want = d.seats.get(name, HUMAN)
            k = seat.findData(want)
            seat.setCurrentIndex(max(0, k))
            grid.addWidget(label, i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(seat, i, 2)
            self.labels.append(label)
            self.name_edits.append(edit)
            self.seat_boxes.append(seat)
        wl.addLayout(grid)
        layout.addWidget(who)

        rules = QGroupBox(self.tr("Rules (money play)"))
        rl = QVBoxLayout(rules)
        r = d.rules
        self.jacoby = QCheckBox(self.tr("Jacoby rule: gammons count only after a member's cube "
                                        "was turned"))
        self.jacoby.setChecked(r.jacoby)
        self.auto_doubles = QCheckBox(self.tr("Automatic doubles, at most"))
        self.auto_doubles.setChecked(r.auto_doubles)
        self.auto_limit = QSpinBox()
        self.auto_limit.setRange(1, 6)
        self.auto_limit.setValue(max(1, r.auto_double_limit))
        ad = QHBoxLayout()
        ad.addWidget(self.auto_doubles)
        ad.addWidget(self.auto_limit)
        ad.addStretch(1)
        self.bg_as_gammon = QCheckBox(self.tr("A backgammon counts as a gammon"))
        self.bg_as_gammon.setChecked(r.backgammon_value == 2)
        self.beavers = QCheckBox(self.tr("Beavers"))
        self.beavers.setChecked(r.beavers)
        rl.addWidget(self.jacoby)
        rl.addLayout(ad)
        rl.addWidget(self.bg_as_gammon)
        rl.addWidget(self.beavers)
        layout.addWidget(rules)

        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c03030")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.count.valueChanged.connect(self._update)
        self.auto_doubles.toggled.connect(self._update)
        for e in self.name_edits:
            e.textChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        n = self.count.value()
        for i in range(MAX_PLAYERS):
            for w in (self.labels[i], self.name_edits[i], self.seat_boxes[i]):
                w.setVisible(i < n)
        self.auto_limit.setEnabled(self.auto_doubles.isChecked())
        problem = self._problem()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def _names(self) -> list[str]:
        n = self.count.value()
        return [self.name_edits[i].text().strip() or self.tr("Player {n}").format(n=i + 1)
                for i in range(n)]

    def _problem(self) -> str:
        names = self._names()
        seen = set()
        for name in names:
            if name in seen:
                return self.tr("Two players are called {name}: give everyone a different "
                               "name.").format(name=name)
            seen.add(name)
        return ""

    def accept(self) -> None:  # noqa: D102 (Qt override)
        if self._problem():
            return
        super().accept()

    def config(self) -> ChouetteConfig:
        names = tuple(self._names())
        seats = {name: self.seat_boxes[i].currentData() or HUMAN for i, name in enumerate(names)}
        auto = self.auto_doubles.isChecked()
        rules = Rules(jacoby=self.jacoby.isChecked(), auto_doubles=auto,
                      auto_double_limit=self.auto_limit.value(),
                      backgammon_value=2 if self.bg_as_gammon.isChecked() else 3,
                      beavers=self.beavers.isChecked(), use_cube=True)
        return ChouetteConfig(names=names, rules=rules, seats=seats)

    @classmethod
    def ask(cls, parent: QWidget | None = None, defaults: ChouetteConfig | None = None,
            driver: Driver = None, levels: tuple[str, ...] | None = None) -> ChouetteConfig | None:
        """Show the dialog; the chosen configuration, or None when cancelled."""
        dlg = cls(parent, defaults, levels)
        ok = _run(dlg, driver) == QDialog.DialogCode.Accepted
        return dlg.config() if ok else None


class TeamDoubleDialog(_ChoiceDialog):
    """A team member confirms (or refuses) the team's proposed double (R36)."""

    def __init__(self, parent, member: str, proposer: str, box: str, agreed: tuple[str, ...],
                 value: int) -> None:
        others = [n for n in agreed if n != proposer]
        text = self.tr("{proposer} proposes that the team double {box} (the box): every "
                       "member's cube goes to {value}.").format(proposer=proposer, box=box,
                                                                 value=value)
        if others:
            text += " " + self.tr("Agreed so far: {names}.").format(names=", ".join(others))
        text += " " + self.tr("The team doubles only if every member agrees; one refusal and "
                              "there is no double this turn.")
        super().__init__(parent, self.tr("Team double"),
                         self.tr("{name}, your decision").format(name=member), text,
                         [("agree", self.tr("Agree")), ("refuse", self.tr("Refuse"))],
                         {"agree": "A", "refuse": "R"})

    @classmethod
    def ask(cls, parent, member: str, proposer: str, box: str, agreed: tuple[str, ...],
            value: int, driver: Driver = None) -> str | None:
        """"agree", "refuse", or None if closed without answering."""
        dlg = cls(parent, member, proposer, box, agreed, value)
        _run(dlg, driver)
        return dlg.choice


class BoxAnswerDialog(_ChoiceDialog):
    """The box takes, passes (or beavers) the team's double, for every cube at once (R36)."""

    def __init__(self, parent, box: str, stakes: dict[str, int], can_beaver: bool) -> None:
        total = sum(stakes.values())
        each = ", ".join(f"{n} {v}" for n, v in stakes.items())
        text = self.tr("The team ({members}) doubles. Take: every cube is doubled and comes to "
                       "your side. Pass: you pay each member their stake now ({each}; {total} "
                       "in all) and the game ends.").format(members=", ".join(stakes), each=each,
                                                           total=total)
        choices = [("take", self.tr("Take")), ("pass", self.tr("Pass (pay {total})").format(total=total))]
        if can_beaver:
            choices.append(("beaver", self.tr("Beaver")))
        super().__init__(parent, self.tr("Team double"),
                         self.tr("{name}, your decision").format(name=box), text, choices,
                         {"take": "T", "pass": "P", "beaver": "B"})

    @classmethod
    def ask(cls, parent, box: str, stakes: dict[str, int], can_beaver: bool = False,
            driver: Driver = None) -> str | None:
        dlg = cls(parent, box, stakes, can_beaver)
        _run(dlg, driver)
        return dlg.choice


__all__ = ["BoxAnswerDialog", "NewChouetteDialog", "TeamDoubleDialog", "bot_levels"]
