"""Dialogs for chouettes: New chouette (3-8 players, who plays each seat, the money-play rules),
and the prompts on the shared screen that name who must decide: a team member confirming the
team's double, and the box answering it (a member answering the box's double uses the ordinary
:class:`~bgdesk.gui.match.dialogs.TakeDialog`; resignations the ordinary ResignDialog). Also:
a newcomer joining, a player leaving, replacing a chouette in progress, ending the evening, and
the evening's summary (copy, save, replay a game).

Like every dialog here, each has a classmethod entry point taking an optional ``driver``
(tests fill the dialog in and press a button; no modal loop runs).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bgdesk.engine.chouette import MAX_PLAYERS, MIN_PLAYERS, ChouettePhase
from bgdesk.engine.record import Rules
from bgdesk.gui.chouette.controller import HUMAN, ChouetteConfig
from bgdesk.gui.match.dialogs import Driver, _ChoiceDialog
from bgdesk.gui.lifetime import alive, run_modal
from bgdesk.gui.i18n import per_game_text, plain_text, reader_name, translate_buttons
from bgdesk.storage.seating import MAX_NAME

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
        count_label = QLabel(self.tr("Number of players:"))
        row.addWidget(count_label)
        self.count = QSpinBox()
        count_label.setBuddy(self.count)
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
            edit = QLineEdit(name)  # no silent cut: a name too long is said (see _problem)
            seat = _seat_choice(self.levels)
            want = d.seats.get(name, HUMAN)
            k = seat.findData(want)
            seat.setCurrentIndex(max(0, k))
            label.setBuddy(edit)  # the name field is read as the player's...
            reader_name(seat, label.text().rstrip(":"))  # ... and so is who plays the seat
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
        reader_name(self.auto_limit, self.auto_doubles.text())
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

        self.problem = plain_text(QLabel())
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
        for i, name in enumerate(names):
            if len(name) > MAX_NAME:
                return self.tr("The name of player {n} has {length} characters; a name has at "
                               "most {most}: shorten it.").format(n=i + 1, length=len(name),
                                                                   most=MAX_NAME)
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
        ok = run_modal(dlg, driver) == QDialog.DialogCode.Accepted
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
        run_modal(dlg, driver)
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
        run_modal(dlg, driver)
        return dlg.choice


def _seat_choice(levels: tuple[str, ...], parent=None) -> QComboBox:
    """Who plays a seat: a person, or a computer at one of ``levels``."""
    seat = QComboBox(parent)
    seat.addItem(NewChouetteDialog.tr("Person"), HUMAN)
    for level in levels:
        seat.addItem(NewChouetteDialog.tr("Computer ({level})").format(level=level), level)
    seat.setEnabled(bool(levels))
    if not levels:
        seat.setToolTip(NewChouetteDialog.tr("Computer players are not available."))
    return seat


class JoinDialog(QDialog):
    """A newcomer sits down: their name, who plays the seat, and their place in the line (the
    end, or the place the group agrees on)."""

    def __init__(self, parent, present: tuple[str, ...], line: tuple[str, ...], playing: bool,
                 levels: tuple[str, ...] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.setWindowTitle(self.tr("A player joins"))
        self.present = tuple(present)
        lay = QVBoxLayout(self)
        text = self.tr("The newcomer takes the last place in the line, or the place the group "
                       "agrees on.")
        if playing:
            text += " " + self.tr("A game is being played: they play from the next one.")
        intro = QLabel(text)
        intro.setWordWrap(True)
        lay.addWidget(intro)
        grid = QGridLayout()
        self.name = QLineEdit()  # no silent cut: a name too long is said (see _problem)
        self.name.setObjectName("join_name")
        self.seat = _seat_choice(bot_levels() if levels is None else tuple(levels))
        self.place = QComboBox()
        self.place.setObjectName("join_place")
        self.place.addItem(self.tr("Last in the line"), None)
        self.place.addItem(self.tr("Captain (first in the line)"), 0)
        for i, name in enumerate(line[1:], start=1):
            self.place.addItem(self.tr("Before {name}").format(name=name), i)
        grid.addWidget(QLabel(self.tr("Name:")), 0, 0)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(QLabel(self.tr("Played by:")), 1, 0)
        grid.addWidget(self.seat, 1, 1)
        grid.addWidget(QLabel(self.tr("Place:")), 2, 0)
        grid.addWidget(self.place, 2, 1)
        lay.addLayout(grid)
        self.problem = plain_text(QLabel())
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c03030")
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.name.textChanged.connect(lambda _t: self._update())
        self._update()
        self.setMinimumWidth(400)

    def _problem(self) -> str:
        name = self.name.text().strip()
        if len(self.present) >= MAX_PLAYERS:
            return self.tr("A chouette is for at most eight players: someone has to leave first.")
        if not name:
            return self.tr("Give the newcomer a name.")
        if len(name) > MAX_NAME:
            return self.tr("The newcomer's name has {length} characters; a name has at most "
                           "{most}: shorten it.").format(length=len(name), most=MAX_NAME)
        if name in self.present:
            return self.tr("{name} is already playing: give the newcomer another name.").format(
                name=name)
        return ""

    def _update(self) -> None:
        problem = self._problem()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def accept(self) -> None:  # noqa: D102 (Qt override)
        if self._problem():
            return
        super().accept()

    def choice(self) -> tuple[str, str, int | None]:
        return self.name.text().strip(), self.seat.currentData() or HUMAN, self.place.currentData()

    @classmethod
    def ask(cls, parent, present, line, playing: bool, driver: Driver = None,
            levels: tuple[str, ...] | None = None) -> tuple[str, str, int | None] | None:
        """(name, HUMAN or a computer level, place or None for the last), or None."""
        dlg = cls(parent, present, line, playing, levels)
        ok = run_modal(dlg, driver) == QDialog.DialogCode.Accepted
        return dlg.choice() if ok else None


class LeaveDialog(QDialog):
    """Who leaves, with what it means for them now: their account is kept; during a game a
    member still in it gives up their cube as a pass would, and the box stays until the end."""

    def __init__(self, parent, chouette) -> None:
        super().__init__(parent)
        self.setObjectName("LeaveDialog")
        self.setWindowTitle(self.tr("A player leaves"))
        self.chouette = chouette
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("Whoever leaves keeps their account in the ledger, and may come "
                               "back later."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.who = QComboBox()
        self.who.setObjectName("leave_who")
        for name in chouette.present:
            self.who.addItem(name, name)
        lay.addWidget(self.who)
        self.effect = plain_text(QLabel())
        self.effect.setObjectName("leave_effect")
        self.effect.setWordWrap(True)
        lay.addWidget(self.effect)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Leave"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.who.currentIndexChanged.connect(lambda _i: self._update())
        self._update()
        self.setMinimumWidth(420)

    def effect_text(self, name: str) -> tuple[str, bool]:
        """What leaving means for ``name`` now, and whether they may leave now."""
        ch = self.chouette
        account = ch.ledger.get(name, 0)
        if len(ch.present) <= MIN_PLAYERS:
            return self.tr("A chouette needs at least three players: end the evening instead "
                           "(Chouette > End the evening)."), False
        cg = ch.current_game
        live = cg is not None and not cg.is_over and name not in ch.waiting
        if live and name == cg.box:
            return self.tr("{name} is in the box and cannot leave during a game: finish the "
                           "game first; then the captain takes the box.").format(name=name), False
        if live and name in cg.members_in_game:
            if ch.phase not in (ChouettePhase.OPENING, ChouettePhase.BEFORE_ROLL,
                                ChouettePhase.MOVING):
                return self.tr("Answer the double or the resignation first."), False
            if cg.started:
                stake = cg.cube(name).value
                return self.tr("{name} gives up their cube as a pass would: they pay {box} "
                               "{value} now. Their account then stands at {after}.").format(
                    name=name, box=cg.box, value=stake, after=_signed(account - stake)), True
            return self.tr("Nothing has happened in this game yet: {name} leaves it at no "
                           "cost.").format(name=name), True
        if name == ch.box and not live:
            return self.tr("{name} leaves the box: {captain} takes it. Their account stands at "
                           "{points}.").format(name=name, captain=ch.team[0],
                                               points=_signed(account)), True
        return self.tr("{name}'s account stands at {points}.").format(
            name=name, points=_signed(account)), True

    def _update(self) -> None:
        text, ok = self.effect_text(self.who.currentData() or "")
        self.effect.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def accept(self) -> None:  # noqa: D102 (Qt override)
        if not self.effect_text(self.who.currentData() or "")[1]:
            return
        super().accept()

    @classmethod
    def ask(cls, parent, chouette, driver: Driver = None) -> str | None:
        """The name of whoever leaves, or None."""
        dlg = cls(parent, chouette)
        ok = run_modal(dlg, driver) == QDialog.DialogCode.Accepted
        return dlg.who.currentData() if ok else None


class ReplaceChouetteDialog(_ChoiceDialog):
    """Game > New chouette while a chouette is in progress: start a new one (the one in progress
    is kept in the archive) or go on with it."""

    def __init__(self, parent, about: str) -> None:
        text = self.tr("A chouette is in progress. Starting a new one keeps this one in the "
                       "archive, with its games and its ledger.")
        if about:
            text += "\n\n" + about
        super().__init__(parent, self.tr("New chouette"), self.tr("Start a new chouette?"), text,
                         [("new", self.tr("Start a new chouette")),
                          ("keep", self.tr("Go on with this one"))])

    @classmethod
    def ask(cls, parent, about: str, driver: Driver = None) -> bool:
        """True to start a new chouette."""
        dlg = cls(parent, about)
        run_modal(dlg, driver)
        return dlg.choice == "new"


class EndEveningDialog(_ChoiceDialog):
    """End the chouette: it is kept in the archive and its summary shown."""

    def __init__(self, parent) -> None:
        super().__init__(parent, self.tr("End the evening"), self.tr("End this chouette?"),
                         self.tr("The chouette is kept in the archive with every game and the "
                                 "ledger; its summary can be copied or saved, and its games "
                                 "replayed (Game > Past chouettes)."),
                         [("end", self.tr("End the evening")), ("keep", self.tr("Play on"))])

    @classmethod
    def ask(cls, parent, driver: Driver = None) -> bool:
        dlg = cls(parent)
        run_modal(dlg, driver)
        return dlg.choice == "end"


class EveningDialog(QDialog):
    """The evening in plain text (games, who was in the box, each game's result per cube, the
    ledger) with Copy and Save, and each game opened in the replay viewer."""

    def __init__(self, parent, title: str, text: str, games: list[str], open_game=None) -> None:
        super().__init__(parent)
        self.setObjectName("EveningDialog")
        self.setWindowTitle(title)
        #: Asks for the file to save to: (parent, caption, start name, filter) -> (path, filter).
        self.file_chooser = QFileDialog.getSaveFileName
        self.saved_to = None
        lay = QVBoxLayout(self)
        self.text = QPlainTextEdit(text)
        self.text.setObjectName("evening_text")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        lay.addWidget(self.text, 1)
        row = QHBoxLayout()
        self.games = QComboBox()
        self.games.setObjectName("evening_games")
        self.games.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.games.setMinimumContentsLength(24)  # long lines of names do not widen the dialog
        self.games.addItems(games)
        self.games.setEnabled(bool(games))
        self.replay = QPushButton(self.tr("Replay this game"))
        self.replay.setObjectName("evening_replay")
        self.replay.setEnabled(bool(games) and open_game is not None)
        # open_game(index, parent) opens the replay viewer over this dialog; one viewer serves
        # every click (it moves to the game chosen and comes to the front).
        self.open_game = open_game
        self.replay_window = None
        self.replay.clicked.connect(lambda _=False: self.replay_chosen())
        row.addWidget(self.games, 1)
        row.addWidget(self.replay)
        lay.addLayout(row)
        self.status = plain_text(QLabel())
        self.status.setObjectName("evening_status")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        buttons = QHBoxLayout()
        self.copy = QPushButton(self.tr("Copy"))
        self.copy.setObjectName("evening_copy")
        self.copy.clicked.connect(lambda _=False: self.copy_text())
        self.save = QPushButton(self.tr("Save…"))
        self.save.setObjectName("evening_save")
        self.save.clicked.connect(lambda _=False: self.save_text())
        close = QPushButton(self.tr("Close"))
        close.setObjectName("evening_close")
        close.clicked.connect(lambda _=False: self.accept())
        buttons.addWidget(self.copy)
        buttons.addWidget(self.save)
        buttons.addStretch(1)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        self.resize(720, 560)

    def replay_chosen(self):
        """The game chosen in the replay viewer, in front of this dialog."""
        if self.open_game is None:
            return None
        index = self.games.currentIndex()
        win = self.replay_window
        if alive(win):
            win.go(index, 0)
            win.show_front()
            return win
        self.replay_window = self.open_game(index, self)
        return self.replay_window

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())
        self.status.setText(self.tr("The summary is on the clipboard."))

    def save_text(self) -> None:
        from bgdesk.storage.atomic import atomic_write_text

        path, _filter = self.file_chooser(self, self.tr("Save the summary"),
                                          self.tr("chouette.txt"), self.tr("Text (*.txt)"))
        if not path:
            return
        try:
            atomic_write_text(path, self.text.toPlainText())
        except OSError as e:
            self.status.setText(self.tr("The summary could not be saved: {reason}.").format(
                reason=e.strerror or e))
            return
        self.saved_to = path
        self.status.setText(self.tr("Saved to {path}.").format(path=path))

    @classmethod
    def show_evening(cls, parent, title: str, text: str, games: list[str], open_game=None,
                     driver: Driver = None) -> "EveningDialog":
        dlg = cls(parent, title, text, games, open_game)
        run_modal(dlg, driver)
        return dlg


class PastChouettesDialog(QDialog):
    """The chouettes kept in the archive, one to open, and every player's chouette statistics:
    games in the box and as a team member, with the points won and lost (per game too)."""

    def __init__(self, parent, labels: list[str], players: list | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PastChouettesDialog")
        self.setWindowTitle(self.tr("Past chouettes"))
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.list = QListWidget()
        self.list.setObjectName("past_chouettes")
        self.list.setWordWrap(True)
        self.list.addItems(labels)
        self.list.setCurrentRow(0 if labels else -1)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.tabs.addTab(self.list, self.tr("Evenings"))
        self.list.setAccessibleName(self.tr("Evenings"))
        self.players = QTableWidget(0, 7)
        self.players.setObjectName("chouette_players")
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players.verticalHeader().setVisible(False)
        self.players.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("In the box"), self.tr("Won / lost"), self.tr("Per game"),
            self.tr("In the team"), self.tr("Won / lost"), self.tr("Per game")])
        for p in players or []:
            row = self.players.rowCount()
            self.players.insertRow(row)
            cells = [p.player, str(p.box.games), f"{p.box.won} / {p.box.lost}",
                     per_game_text(p.box.net, p.box.games), str(p.member.games),
                     f"{p.member.won} / {p.member.lost}",
                     per_game_text(p.member.net, p.member.games)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.players.setItem(row, col, item)
        # The figures in full, the names in the room left (on two lines if need be), as the
        # Statistics window shows them.
        head = self.players.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.players.setWordWrap(True)
        self.players.resizeRowsToContents()
        self.tabs.addTab(self.players, self.tr("Players"))
        self.players.setAccessibleName(self.tr("Players"))
        lay.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                                   | QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(bool(labels))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(640, 420)

    def accept(self) -> None:  # noqa: D102 (Qt override)
        if self.list.currentRow() < 0:
            return
        super().accept()

    @classmethod
    def ask(cls, parent, labels: list[str], players: list | None = None,
            driver: Driver = None) -> int | None:
        """The index of the chouette chosen, or None."""
        dlg = cls(parent, labels, players)
        ok = run_modal(dlg, driver) == QDialog.DialogCode.Accepted
        row = dlg.list.currentRow()
        return row if ok and row >= 0 else None


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


__all__ = ["BoxAnswerDialog", "EndEveningDialog", "EveningDialog", "JoinDialog", "LeaveDialog",
           "NewChouetteDialog", "PastChouettesDialog", "ReplaceChouetteDialog", "TeamDoubleDialog",
           "bot_levels"]
