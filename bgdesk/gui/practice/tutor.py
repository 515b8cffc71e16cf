"""Tutor mode: before a person's play or cube decision is committed, bgsage looks at
it on a worker thread; when it gives up more equity than the threshold (setting
``play.tutor_threshold``, thousandths of a point), the player is told what was better and keeps
the decision or takes it back.

The tutor is the controller's gate (``GameController.tutor``): the controller asks
``tutor(action)`` before committing a play ("commit"), rolling when a double was possible
("roll"), doubling ("double"), or answering a double ("take", "drop", "beaver"). The first time
the answer is False (the decision waits) and the check starts; when the verdict comes back the
tutor either lets the same action through (approved once for that exact state) or asks the
player. Moving checkers, undoing steps and everything a computer player does pass unchecked.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bgdesk.gui.practice.hint_window import equity_text, proper_words
from bgdesk.gui.i18n import locale, plain_text
from bgdesk.gui.prefs import pref
from bgdesk.gui.lifetime import run_modal


def _threshold(settings) -> float:
    try:
        return max(1, int(pref(settings, "tutor_threshold"))) / 1000.0
    except (TypeError, ValueError):
        return 0.06


class TutorDialog(QDialog):
    """The tutor's warning: what the decision costs and what was better; keep or take back."""

    def __init__(self, parent: QWidget | None, headline: str, text: str, keep: str, back: str) -> None:
        super().__init__(parent)
        self.setObjectName("TutorDialog")
        self.setWindowTitle(self.tr("Tutor"))
        self.choice: str | None = None
        lay = QVBoxLayout(self)
        head = plain_text(QLabel(headline))
        head.setObjectName("tutor_headline")
        f = head.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.25)
        head.setFont(f)
        head.setWordWrap(True)
        lay.addWidget(head)
        body = plain_text(QLabel(text))
        body.setObjectName("tutor_text")
        body.setWordWrap(True)
        lay.addWidget(body)
        row = QHBoxLayout()
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for key, label in (("back", back), ("keep", keep)):
            b = QPushButton(label)
            b.setObjectName(key)
            b.clicked.connect(lambda _=False, k=key: self.choose(k))
            row.addWidget(b)
            self.buttons[key] = b
        self.buttons["back"].setDefault(True)
        lay.addLayout(row)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.setMinimumWidth(440)

    @property
    def headline(self) -> str:
        return self.findChild(QLabel, "tutor_headline").text()

    @property
    def text(self) -> str:
        return self.findChild(QLabel, "tutor_text").text()

    def choose(self, key: str) -> None:
        self.choice = key
        self.accept()

    @classmethod
    def ask(cls, parent, headline: str, text: str, keep: str, back: str,
            driver: Callable | None = None) -> str:
        """"keep" or "back" (closing the dialog takes the decision back)."""
        dlg = cls(parent, headline, text, keep, back)
        run_modal(dlg, driver)
        return dlg.choice or "back"


class Tutor(QObject):
    """Installed on a controller by :class:`~bgdesk.gui.practice.menu.Practice`."""

    def __init__(self, practice) -> None:
        super().__init__(practice)
        self.practice = practice
        self.ctl = practice.ctl
        self.runner = practice.runner
        self._approved = None  # the decision let through once
        self._checking = None  # the decision being looked at
        self.last_verdict: tuple | None = None  # (action, loss) of the last check, for tests

    @property
    def enabled(self) -> bool:
        return bool(pref(self.ctl.settings, "tutor")) and self.practice.available()

    # -- the gate -----------------------------------------------------------------------------
    def __call__(self, action: str) -> bool:
        if not self.enabled:
            return True
        found = self._decision(action)
        if found is None:
            return True
        key, compute, judge = found
        if self._approved == key:
            self._approved = None
            return True
        if self._checking == key:
            self.ctl._say(self.tr("The tutor is still looking at this decision…"))
            return False
        self._checking = key
        self.ctl._say(self.tr("The tutor is looking at your decision…"))
        self.runner.run(compute, lambda result: self._verdict(action, key, judge, result))
        return False

    def _decision(self, action: str):
        """``(key, compute, judge)`` for a decision the tutor checks, else None. ``compute``
        runs on the worker; ``judge(result)`` gives ``(loss, headline, text, keep, back)``."""
        from bgdesk.bots import CubeState
        from bgdesk.engine.game import Phase
        from bgdesk.bots import analysis

        ctl = self.ctl
        g = ctl.game
        if g is None or g.is_over:
            return None
        base = (id(ctl.match), id(g), len(g.events), action)
        if action == "commit":
            turn = ctl.turn
            if turn is None or not turn.is_complete:
                return None
            start, dice, board = turn.start, turn.dice, turn.position.board
            if len({p.result_board for p in start.legal_plays(*dice)}) < 2:
                return None
            state = CubeState.from_game(g, g.on_roll)
            return (base + (board,),
                    lambda: analysis.checker_analysis(start, dice, state, played_boards=(board,)),
                    lambda hint: self._judge_play(hint, board))
        if action in ("roll", "double"):
            if g.phase is not Phase.BEFORE_ROLL or not g.can_double(g.on_roll):
                return None
            state = CubeState.from_game(g, g.on_roll)
            if not analysis.may_double_usefully(state):
                return None
            doubled = action == "double"
            return (base, lambda: analysis.cube_hint(state),
                    lambda hint: self._judge_double(hint, doubled))
        if action in ("take", "drop", "beaver"):
            if g.phase is not Phase.DOUBLE_OFFERED:
                return None
            state = CubeState.from_game(g, g.on_roll)
            took = action != "drop"
            return (base, lambda: analysis.cube_hint(state),
                    lambda hint: self._judge_take(hint, took))
        return None

    # -- verdicts -----------------------------------------------------------------------------
    def _loss(self, value: float) -> str:
        return locale().toString(float(value), "f", 3)

    def _judge_play(self, hint, board):
        loss = hint.loss_of(board)
        if loss is None or not hint.candidates:
            return 0.0, "", "", "", ""
        mine = hint.candidates[hint.index_of(board)]
        best = hint.candidates[0]
        headline = self.tr("This play gives up {loss} points of equity.").format(loss=self._loss(loss))
        text = self.tr("Your play: {mine} (equity {me}).\nBetter: {best} (equity {eq}).").format(
            mine=mine.play, me=equity_text(mine.equity), best=best.play, eq=equity_text(best.equity))
        return loss, headline, text, self.tr("Keep my play"), self.tr("Take it back")

    def _judge_double(self, hint, doubled: bool):
        loss = hint.double_loss(doubled)
        proper = proper_words(hint.proper)
        if doubled:
            headline = self.tr("Doubling gives up {loss} points of equity.").format(loss=self._loss(loss))
            keep, back = self.tr("Double anyway"), self.tr("Don't double")
        else:
            headline = self.tr("Rolling without doubling gives up {loss} points of equity.").format(
                loss=self._loss(loss))
            keep, back = self.tr("Roll anyway"), self.tr("Think again")
        text = self.tr("Proper cube action: {action}.\nNo double {nd}, double/take {dt}, "
                       "double/pass {dp}.").format(action=proper, nd=equity_text(hint.nd),
                                                   dt=equity_text(hint.dt), dp=equity_text(hint.dp))
        return loss, headline, text, keep, back

    def _judge_take(self, hint, took: bool):
        loss = hint.take_loss(took)
        what = self.tr("Taking") if took else self.tr("Passing")
        headline = self.tr("{what} gives up {loss} points of equity.").format(what=what,
                                                                              loss=self._loss(loss))
        better = self.tr("take") if hint.should_take else self.tr("pass")
        text = self.tr("The better answer is to {better}: take {take}, pass {drop}.").format(
            better=better, take=equity_text(-hint.dt), drop=equity_text(-hint.dp))
        keep = self.tr("Take anyway") if took else self.tr("Pass anyway")
        return loss, headline, text, keep, self.tr("Think again")

    def _verdict(self, action: str, key, judge, result) -> None:
        self._checking = None
        found = self._decision(action)
        if found is None or found[0] != key:
            return  # the game moved on meanwhile
        if isinstance(result, BaseException):  # never block play because the tutor failed
            self.ctl._say(self.tr("The tutor could not look at this decision ({reason}).").format(
                reason=result))
            self._let_through(action, key)
            return
        loss, headline, text, keep, back = judge(result)
        self.last_verdict = (action, loss)
        if loss <= _threshold(self.ctl.settings):
            self._let_through(action, key)
            return
        window = self.practice.window
        self.ctl.cue.emit("tutor_warning")
        choice = TutorDialog.ask(window, headline, text, keep, back,
                                 driver=getattr(window, "prompt_driver", None))
        found = self._decision(action)
        if found is None or found[0] != key:
            return
        if choice == "keep":
            self._let_through(action, key)
        else:
            self._take_back(action)

    def _let_through(self, action: str, key) -> None:
        self._approved = key
        ctl = self.ctl
        method = {"commit": ctl.commit, "roll": ctl.roll, "double": ctl.double, "take": ctl.take,
                  "drop": ctl.drop, "beaver": ctl.beaver}[action]
        method()
        if self._approved == key:  # not used after all (e.g. refused for another reason)
            self._approved = None

    def _take_back(self, action: str) -> None:
        ctl = self.ctl
        if action == "commit":
            while ctl.turn is not None and ctl.turn.can_undo:
                if not ctl.undo():
                    break
            ctl._say(self.tr("Play taken back: play the roll again."))
        elif action in ("take", "drop", "beaver"):
            g = ctl.game
            ctl._say(self.tr("Think again: take or pass?"))
            ctl.double_offered.emit(g.on_roll, g.offered_value)  # the prompt comes back
        else:
            ctl._say(self.tr("Think again: roll or double?"))


__all__ = ["Tutor", "TutorDialog"]
