"""Practice tools in the main window: the Practice menu (Hint, Tutor mode, Analyse this
game, Analyse the match), the banner that shows a computer player's cube actions and answers,
and the wiring of the bots, the hint window, the tutor and the analysis window to the window's
controller.

Hints, the tutor and analysis need bgsage. Without it (:func:`bgsage_available` is False) their
actions stay disabled and their tool tips say what to install; computer players of our own
levels play either way.

``install_practice(window)`` is called once by the main window; the :class:`Practice` object is
``window.practice``.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton, QToolBar, QWidget

from bgdesk.gui.practice.bot_runner import BotDriver, Runner
from bgdesk.gui.i18n import bind
from bgdesk.gui.prefs import pref, set_pref
from bgdesk.gui.lifetime import showing

CONTEXT = "Practice"
INSTALL = "pip install bgsage"
NEEDS_BGSAGE = QT_TRANSLATE_NOOP(
    "Practice", "Hints, the tutor and analysis need bgsage, which is not installed. "
                "Install it with: {command}")


def bgsage_available() -> bool:
    """Whether hints, the tutor and analysis can be offered (bgsage imports here)."""
    from bgdesk.bots import analysis

    return analysis.available()


class Toast(QLabel):
    """A short message over the top of the board (a computer player doubles, takes, passes...)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("bot_banner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("QLabel#bot_banner { background: rgba(20, 30, 40, 215); color: white; "
                           "border-radius: 10px; padding: 10px 18px; font-weight: bold; "
                           f"font-size: {round(self.font().pointSizeF() * 1.3, 1)}pt; }}")
        self.hide()
        self._shown = 0
        self.history: list[str] = []  # every text shown (tests)

    def show_text(self, text: str, ms: int = 2800) -> None:
        self.history.append(text)
        self.setText(text)
        parent = self.parentWidget()
        self.ensurePolished()
        room = max(200, parent.width() - 40)
        width = self.fontMetrics().horizontalAdvance(text) + 44  # the text and the padding
        self.setWordWrap(width > room)
        self.setFixedWidth(min(max(220, width), room))
        self.setFixedHeight(self.heightForWidth(self.width()) if width > room else self.sizeHint().height())
        self.move(QPoint((parent.width() - self.width()) // 2, int(parent.height() * 0.2)))
        self.raise_()
        self.show()
        self._shown += 1
        n = self._shown
        QTimer.singleShot(ms, self, lambda: self.hide() if self._shown == n else None)


class Practice(QObject):
    #: The analysis window opened for a match file read (Analyse and review a match file).
    file_analysed = Signal(object)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.ctl = ctl = window.controller
        self.runner = Runner(self, threads=1)  # hints and the tutor's checks
        if ctl.bot_driver is None:
            ctl.bot_driver = BotDriver(ctl)
        self.driver = ctl.bot_driver
        from bgdesk.gui.practice.tutor import Tutor

        self.tutor = Tutor(self)
        ctl.tutor = self.tutor
        self.toast = Toast(window.view.viewport())
        self.driver.announce.connect(self.toast.show_text)
        from bgdesk.gui.practice.feedback import Feedback

        self.feedback = Feedback(self)
        self.hint_window = None
        self.analysis_windows: list = []
        self._hint_for = None  # (game, events then, start position, dice, mover) of a checker hint
        self._hint_asked = 0  # which hint the answers coming back are for
        self._deeper = None  # (game, compute(level), show) of the hint shown, for a rollout
        # The moment (see _moment) at which the Hint window said there was nothing to hint; when
        # the game moves on from it, the window gives the hint for the new moment.
        self._hint_waits = None
        self._build_actions()
        self._build_review_offer()
        ctl.state_changed.connect(self.update_actions)
        ctl.state_changed.connect(self._follow_hint)
        ctl.state_changed.connect(self._hint_follows_game)
        self.update_actions()

    # -- actions ------------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "", checkable: bool = False) -> QAction:
        a = QAction(self.window)
        bind(a, CONTEXT, text)
        a.setCheckable(checkable)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.setProperty("_practice_tip", tip)
        a.setProperty("_practice_shortcut", shortcut or "")
        if checkable:
            a.toggled.connect(slot)
        else:
            a.triggered.connect(lambda _=False: slot())
        return a

    def _build_actions(self) -> None:
        w = self.window
        self.act_hint = self._action(QT_TRANSLATE_NOOP("Practice", "&Hint"), self.hint, "H",
                                     QT_TRANSLATE_NOOP("Practice", "The best plays for this roll, or "
                                                       "the cube decision before the roll"))
        self.act_tutor = self._action(QT_TRANSLATE_NOOP("Practice", "&Tutor mode"), self.set_tutor,
                                      None, QT_TRANSLATE_NOOP(
                                          "Practice", "Warn before a play or cube decision that "
                                                      "loses more equity than the threshold set in "
                                                      "Settings"), checkable=True)
        self.act_tutor.setChecked(bool(pref(w.settings, "tutor")))
        self.act_feedback = self._action(
            QT_TRANSLATE_NOOP("Practice", "&Feedback on the board"), self.set_feedback, None,
            QT_TRANSLATE_NOOP("Practice", "Against a computer player, draw each of your plays in "
                                          "the colour of how good it was, the best play dashed, "
                                          "and judge your cube decisions on the cube"),
            checkable=True)
        self.act_feedback.blockSignals(True)  # showing the setting is not changing it
        self.act_feedback.setChecked(bool(pref(w.settings, "show_feedback")))
        self.act_feedback.blockSignals(False)
        self.act_last_move = self._action(
            QT_TRANSLATE_NOOP("Practice", "Show the &last move again"), self.show_last_move,
            "Ctrl+L", QT_TRANSLATE_NOOP("Practice", "Play the last move on the board once more"))
        self.act_take_back = self._action(
            QT_TRANSLATE_NOOP("Practice", "Take &back"), self.take_back, "Ctrl+T",
            QT_TRANSLATE_NOOP("Practice", "Undo your last play and the computer's reply, and play "
                                          "the roll again (the match then stays out of your "
                                          "statistics against this computer player)"))
        self.act_analyse_game = self._action(
            QT_TRANSLATE_NOOP("Practice", "Analyse this &game…"), self.analyse_game, None,
            QT_TRANSLATE_NOOP("Practice", "Error rates, worst errors and winning chances of the "
                                          "current (or last) game"))
        self.act_analyse_match = self._action(
            QT_TRANSLATE_NOOP("Practice", "Analyse the &match…"), self.analyse_match, None,
            QT_TRANSLATE_NOOP("Practice", "Error rates, worst errors and winning chances of every "
                                          "game so far"))
        self.act_review_game = self._action(
            QT_TRANSLATE_NOOP("Practice", "&Review this game…"), self.review_game, None,
            QT_TRANSLATE_NOOP("Practice", "Your errors of the current (or last) game, worst first: "
                                          "try each again, then see the best"))
        self.act_review_file = self._action(
            QT_TRANSLATE_NOOP("Practice", "Analyse and review a match &file…"), self.review_file,
            None, QT_TRANSLATE_NOOP("Practice", "Read a match from a .mat file, analyse it and "
                                                "review a player's errors"))
        self.act_drills = self._action(
            QT_TRANSLATE_NOOP("Practice", "&Drills…"), self.drills, None,
            QT_TRANSLATE_NOOP("Practice", "Short sets of positions: opening rolls, replies, "
                                          "bear-offs against contact, double or not, take or "
                                          "pass; each answer scored by the equity it gives up"))
        self.drill_windows: list = []
        for a in (self.act_hint, self.act_tutor, self.act_feedback, self.act_last_move,
                  self.act_take_back, self.act_analyse_game, self.act_analyse_match,
                  self.act_review_game, self.act_review_file, self.act_drills):
            w.addAction(a)  # shortcuts work while the menu is closed
        self.menu = QMenu(w)
        self.menu.setObjectName("practice_menu")
        bind(self.menu, CONTEXT, QT_TRANSLATE_NOOP("Practice", "&Practice"), "title")
        self.menu.setToolTipsVisible(True)
        self.menu.addAction(self.act_hint)
        self.menu.addAction(self.act_tutor)
        self.menu.addAction(self.act_feedback)
        self.menu.addAction(self.act_last_move)
        self.menu.addAction(self.act_take_back)
        self.menu.addSeparator()
        self.menu.addAction(self.act_analyse_game)
        self.menu.addAction(self.act_analyse_match)
        self.menu.addAction(self.act_review_game)
        self.menu.addAction(self.act_review_file)
        self.menu.addSeparator()
        self.menu.addAction(self.act_drills)
        self.menu.aboutToShow.connect(self.update_actions)
        bar = w.menuBar()
        before = None
        settings = getattr(w, "act_settings", None)
        for a in bar.actions():
            m = a.menu()
            if m is not None and settings is not None and settings in m.actions():
                before = a
                break
        if before is not None:
            bar.insertMenu(before, self.menu)
        else:
            bar.addMenu(self.menu)
        tb = w.findChild(QToolBar, "actions")
        if tb is not None:
            tb.addSeparator()
            tb.addAction(self.act_hint)
            tb.addAction(self.act_take_back)

    def available(self) -> bool:
        return bgsage_available()

    # -- the review offered when a game ends -----------------------------------------------------
    def _build_review_offer(self) -> None:
        """A button in the status bar, shown from the end of a game played by a person until
        the next game starts: it opens the review of that game (of the match, when the match is
        over). Nothing interrupts the play."""
        b = self.review_offer = QPushButton()
        b.setObjectName("review_offer")
        bind(b, CONTEXT, QT_TRANSLATE_NOOP("Practice", "Analyse with bgsage and step through "
                                                       "the errors, worst first"), "tip")
        b.clicked.connect(lambda _=False: self.review_ended())
        b.hide()
        self.window.statusBar().addPermanentWidget(b)
        self.ctl.game_over.connect(lambda _text: self._offer_review())
        self.ctl.match_over.connect(lambda _text: self._offer_review())
        self.ctl.state_changed.connect(self._withdraw_review_offer)

    def _offer_review(self) -> None:
        ctl = self.ctl
        people = [p for p in (0, 1) if not ctl.is_bot_seat(p)]
        if (not people or not self.available() or ctl.match is None
                or getattr(self.window, "chouette", None) is not None
                or not self._games_with_plays()):
            return
        text = (QT_TRANSLATE_NOOP("Practice", "Review the match…") if ctl.match.is_over
                else QT_TRANSLATE_NOOP("Practice", "Review this game…"))
        bind(self.review_offer, CONTEXT, text)
        self.review_offer.show()

    def _withdraw_review_offer(self) -> None:
        g = self.ctl.game
        if self.review_offer.isVisible() and (g is None or not g.is_over):
            self.review_offer.hide()

    def review_ended(self):
        """The review of the game just ended (of the whole match, when it is over)."""
        self.review_offer.hide()
        m = self.ctl.match
        if m is not None and m.is_over:
            games = self._games_with_plays()
            if self._refuse() or not games:
                return None
            title = (self.tr("Review of the match to {n}").format(n=m.length) if m.length
                     else self.tr("Review of the money session"))
            return self._analyse(games, title, review=True)
        return self.review_game()

    def update_actions(self) -> None:
        ok = self.available()
        ctl = self.ctl
        in_chouette = getattr(self.window, "chouette", None) is not None
        m = ctl.match
        played = bool(m and any(g.events for g in m.games))
        self.act_hint.setEnabled(ok and ctl.game is not None and not in_chouette)
        self.act_tutor.setEnabled(ok)
        self.act_take_back.setEnabled(not in_chouette and ctl.can_take_back())
        self.act_feedback.setEnabled(ok)
        self.act_last_move.setEnabled(bool(self.window.scene.state.last_move))
        feedback_on = bool(pref(self.window.settings, "show_feedback"))
        if self.act_feedback.isChecked() != feedback_on:
            self.act_feedback.blockSignals(True)
            self.act_feedback.setChecked(feedback_on)
            self.act_feedback.blockSignals(False)
        self.act_analyse_game.setEnabled(ok and played and not in_chouette)
        self.act_analyse_match.setEnabled(ok and played and not in_chouette)
        self.act_review_game.setEnabled(ok and played and not in_chouette)
        self.act_review_file.setEnabled(ok)
        self.act_drills.setEnabled(ok)
        on = bool(pref(self.window.settings, "tutor"))
        if self.act_tutor.isChecked() != on:
            self.act_tutor.blockSignals(True)
            self.act_tutor.setChecked(on)
            self.act_tutor.blockSignals(False)
        actions = (self.act_hint, self.act_tutor, self.act_feedback, self.act_last_move,
                   self.act_take_back, self.act_analyse_game, self.act_analyse_match,
                   self.act_review_game, self.act_review_file, self.act_drills)
        # The tips change with bgsage's presence and the shortcuts only: bound again then, not
        # after every move (twenty bindings cost about 1 ms a move).
        tips = (ok, tuple(a.property("_practice_shortcut") for a in actions))
        if tips == self.__dict__.get("_tips_bound"):
            return
        self._tips_bound = tips
        for a in actions:
            shortcut = a.property("_practice_shortcut")
            suffix = f" ({QKeySequence(shortcut).toString()})" if shortcut else ""
            if ok or a in (self.act_take_back, self.act_last_move):  # these need no bgsage
                bind(a, CONTEXT, a.property("_practice_tip"), "tip", suffix=suffix)
                bind(a, CONTEXT, a.property("_practice_tip"), "status")
            else:
                bind(a, CONTEXT, NEEDS_BGSAGE, "tip", fmt={"command": INSTALL})
                bind(a, CONTEXT, NEEDS_BGSAGE, "status", fmt={"command": INSTALL})

    def set_tutor(self, on: bool) -> None:
        w = self.window
        set_pref(w.settings, "tutor", bool(on))
        persist = getattr(w, "_persist_settings", None)
        if persist is not None:
            persist()
        w.show_message(self.tr("Tutor mode on: decisions that lose equity are questioned.") if on
                       else self.tr("Tutor mode off."))

    def _refuse(self) -> bool:
        if self.available():
            return False
        self.window.show_message(self.tr("Hints, the tutor and analysis need bgsage, which is not "
                                          "installed. Install it with: {command}").format(command=INSTALL))
        return True

    def set_feedback(self, on: bool) -> None:
        w = self.window
        set_pref(w.settings, "show_feedback", bool(on))
        persist = getattr(w, "_persist_settings", None)
        if persist is not None:
            persist()
        if not on:
            self.feedback.clear()
        w.show_message(self.tr("Feedback on the board on: against a computer player, your plays "
                               "and cube decisions are judged.") if on
                       else self.tr("Feedback on the board off."))

    def show_last_move(self) -> bool:
        """The last move again, on the board (Ctrl+L)."""
        return self.feedback.show_last_move()

    # -- take-backs ---------------------------------------------------------------------------
    def take_back(self) -> bool:
        """Take back the person's last play (and the computer's reply) in a practice match."""
        return self.ctl.take_back()

    # -- hints --------------------------------------------------------------------------------
    def _hint_window(self, bring_up: bool = True):
        from bgdesk.gui.practice.hint_window import HintWindow

        if self.hint_window is None:
            self.hint_window = HintWindow(self.window)
            self.hint_window.previewed.connect(self._preview)
            self.hint_window.play_chosen.connect(self._show_play)
            self.hint_window.rolled_out.connect(self._refresh_hint)
            self.hint_window.place_beside(self.window.view)
        if bring_up:
            self.hint_window.show()
            self.hint_window.raise_()
            self.hint_window.activateWindow()  # so that Escape closes it
        return self.hint_window

    def _show_play(self, play: str) -> None:
        """A play chosen in the hint window is made on the board (the player may still undo
        it, or pick up the dice)."""
        ctl = self.ctl
        if ctl.turn is not None:
            ctl.enter_move(play)

    def hint(self, bring_up: bool = True) -> None:
        """Show the hint for the decision the player to act faces now (computed off the GUI
        thread). When there is none yet ("roll the dice first", the computer's turn...), the
        window says so and gives the hint once the game moves on (see _hint_follows_game);
        ``bring_up=False`` is that: the window is not raised, the board keeps the focus."""
        if self._refuse():
            return
        from bgdesk.bots import CubeState
        from bgdesk.engine.game import Phase
        from bgdesk.bots import analysis

        ctl = self.ctl
        g = ctl.game
        w = self._hint_window(bring_up)
        title = self.tr("Hint")
        self._hint_waits = self._moment()  # until a hint is asked for (_ask_deeper)
        if g is None or g.is_over or getattr(self.window, "chouette", None) is not None:
            w.show_message(title, self.tr("There is no decision to give a hint for right now."))
            return
        thinking = self.tr("Thinking…")
        self._hint_for = None
        actor = 1 - g.on_roll if g.phase is Phase.DOUBLE_OFFERED else g.on_roll
        if ctl.is_bot_seat(actor):
            w.show_message(title, self.tr("{name} (computer) is to play: hints are for the people "
                                          "at the board.").format(name=ctl.name(actor)))
            return
        if g.phase is Phase.MOVING and ctl.turn is not None:
            turn, mover = ctl.turn, g.on_roll
            start, dice = turn.start, turn.dice
            board = turn.position.board if turn.is_complete and turn.steps else None
            state = CubeState.from_game(g, mover)
            name = ctl.name(mover)
            self._hint_for = (g, len(g.events), start, dice, mover)
            w.show_message(self.tr("{name} to play {d1}-{d2}").format(
                name=name, d1=max(dice), d2=min(dice)), thinking)
            w.set_context(("checker", start, dice, state, board))
            self._ask_deeper(g, lambda level: analysis.checker_hint(
                start, dice, state, played_board=board, level=level),
                lambda h: w.show_checker(h, name))
            return
        if g.phase is Phase.BEFORE_ROLL:
            p = g.on_roll
            state = CubeState.from_game(g, p)
            if not (g.can_double(p) and analysis.may_double_usefully(state)):
                w.show_message(title, self.tr("{name} cannot usefully double now: roll the dice.")
                               .format(name=ctl.name(p)))
                return
            w.show_message(self.tr("{name}: double or roll?").format(name=ctl.name(p)), thinking)
            w.set_context(("cube", state))
            self._ask_deeper(g, lambda level: analysis.cube_hint(state, level=level),
                             lambda h: self._show_cube_hint(w.show_cube, h, ctl.name(p)))
            return
        if g.phase is Phase.DOUBLE_OFFERED:
            doubler = g.on_roll
            state = CubeState.from_game(g, doubler)
            w.show_message(self.tr("{name}: take or pass?").format(name=ctl.name(1 - doubler)), thinking)
            w.set_context(("cube", state))
            self._ask_deeper(g, lambda level: analysis.cube_hint(state, level=level),
                             lambda h: self._show_cube_hint(w.show_take, h, ctl.name(1 - doubler),
                                                            ctl.name(doubler)))
            return
        w.show_message(title, self.tr("Roll the dice first: hints are for a roll to play or a "
                                       "cube decision."))

    def _show_cube_hint(self, show, hint, *names) -> None:
        """A cube hint in the Hint window; a close one at the reference depth is then settled
        by a rollout there (progress and Cancel in the window)."""
        from bgdesk.bots import analysis

        show(hint, *names)
        if hint.level == analysis.HINT_LEVEL and self.hint_window is not None:
            self.hint_window.settle()

    def _ask(self, game, compute, show, then=None) -> None:
        asked = self._hint_asked

        def done(result) -> None:
            if self.ctl.game is not game or self.hint_window is None or asked != self._hint_asked:
                return  # a new game, or another hint asked for, meanwhile
            if isinstance(result, BaseException):
                context = self.hint_window.context
                self.hint_window.show_message(self.tr("Hint"), self.tr(
                    "No hint: bgsage could not evaluate this position ({reason}).").format(reason=result))
                self.hint_window.set_context(context)
                return
            show(result)
            self._follow_hint()
            if then is not None:
                then()

        self.runner.run(compute, done)

    def _ask_deeper(self, game, compute, show) -> None:
        """The quick figures first, then the reference ones in their place (the window shows
        how deep each is); the board never waits for either."""
        from bgdesk.bots import analysis

        self._hint_asked += 1
        self._hint_waits = None  # a hint is on its way: the window no longer waits for one
        self._deeper = (game, compute, show)
        self._ask(game, lambda: compute(analysis.QUICK_LEVEL), show,
                  then=lambda: self._ask(game, lambda: compute(analysis.HINT_LEVEL), show))

    def _refresh_hint(self) -> None:
        """A rollout finished in the hint window: show the hint again with its figures."""
        from bgdesk.bots import analysis

        if self._deeper is None or self.hint_window is None:
            return
        game, compute, show = self._deeper
        self._ask(game, lambda: compute(analysis.HINT_LEVEL), show)

    def _preview(self, board) -> None:
        """Draw on the board the play of the Hint window's row pointed at (None: nothing)."""
        info = self._hint_for
        if board is None or info is None or self.ctl.game is not info[0]:
            self.feedback.preview(None)
            return
        _game, _n, start, dice, _mover = info
        play = next((p for p in start.legal_plays(*dice) if p.result_board == tuple(board)), None)
        self.feedback.preview(play)

    def _moment(self) -> tuple:
        """What a hint is about: the game, how far it has gone, its phase, who is on roll and
        the roll being played."""
        ctl = self.ctl
        g = ctl.game
        if g is None:
            return (None,)
        turn = ctl.turn
        return (id(g), len(g.events), g.phase, g.on_roll, g.is_over,
                tuple(turn.dice) if turn is not None else None,
                getattr(self.window, "chouette", None) is not None)

    def _hint_follows_game(self) -> None:
        """The Hint window said there was nothing to hint (roll first, the computer's turn, no
        game): once the game has moved on, it gives the hint for the new moment."""
        w = self.hint_window
        if w is None or self._hint_waits is None or not w.isVisible():
            return
        if self._moment() != self._hint_waits:
            self.hint(bring_up=False)

    def _follow_hint(self) -> None:
        """Mark the play made on the roll the hint is about (as soon as it is complete)."""
        w, info = self.hint_window, self._hint_for
        if w is None or info is None or w.kind != "checker":
            return
        game, n, start, dice, mover = info
        ctl = self.ctl
        if ctl.game is not game:
            return
        turn = ctl.turn
        if turn is not None and turn.start == start and tuple(turn.dice) == tuple(dice):
            if turn.is_complete and turn.steps:
                w.set_played(turn.position.board)
            return
        events = game.events
        if len(events) > n and events[n].player == mover and events[n].steps is not None:
            want = Counter(tuple(s) for s in events[n].steps)
            for play in start.legal_plays(*dice):
                if Counter(play.steps) == want:
                    w.set_played(play.result_board)
                    break

    # -- analysis -----------------------------------------------------------------------------
    def _games_with_plays(self) -> list[int]:
        m = self.ctl.match
        if m is None:
            return []
        from bgdesk.engine import EventKind

        return [i for i, g in enumerate(m.games) if any(e.kind is EventKind.PLAY for e in g.events)]

    def analyse_game(self):
        """Analyse the current game (or the last one that has plays)."""
        return self._last_game(review=False)

    def _last_game(self, review: bool):
        if self._refuse():
            return None
        games = self._games_with_plays()
        if not games:
            self.window.show_message(self.tr("Nothing to review yet: no play has been made.") if review
                                     else self.tr("Nothing to analyse yet: no play has been made."))
            return None
        i = games[-1]
        title = (self.tr("Review of game {n}") if review else self.tr("Analysis of game {n}")).format(n=i + 1)
        return self._analyse([i], title, review=review)

    def analyse_match(self):
        if self._refuse():
            return None
        games = self._games_with_plays()
        if not games:
            self.window.show_message(self.tr("Nothing to analyse yet: no play has been made."))
            return None
        m = self.ctl.match
        title = (self.tr("Analysis of the match to {n}").format(n=m.length) if m.length
                 else self.tr("Analysis of the money session"))
        return self._analyse(games, title)

    def review_game(self):
        """Analyse the current (or last) game, then open its review at once."""
        return self._last_game(review=True)

    def _analyse(self, games, title: str, review: bool = False):
        return self.analyse_record(None, None, games, title, review=review)

    def analyse_record(self, record, names, games=None, title: str = "", *, review: bool = False,
                       reviewer: int | None = None, level: str | None = None):
        """Open an analysis window on ``games`` of ``record`` (None: the match being played);
        "Play from here" in it and in its reviews plays the match on in the main window."""
        from bgdesk.gui.practice.analysis_window import AnalysisWindow

        if record is None:
            record = self.ctl.match.record()
            names = self.ctl.names
            reviewer = self.ctl.practice_seat()
        win = AnalysisWindow.start(self.window, record, names, games, title, level,
                                   reviewer=reviewer if reviewer is not None else 0,
                                   settings=self.window.settings, review=review)
        win.play_from_here.connect(
            lambda game, step, player: self.play_from_here(record, names, game, step, player))
        self.analysis_windows = [a for a in self.analysis_windows if showing(a)] + [win]
        return win

    def review_file(self, path: str | None = None) -> bool:
        """Read a match file (.mat, .sgf, .xg: a match played elsewhere) off the GUI thread, as
        File > Open does (progress, Cancel, what was odd in the file), then open its review
        (:attr:`file_analysed`): with the analysis the file stored, or analysed by bgsage.
        Returns whether the reading started."""
        if self._refuse():
            return False
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            path, _filter = QFileDialog.getOpenFileName(
                self.window, self.tr("Analyse and review a match file"), "",
                self.tr("Match files (*.mat *.txt *.sgf *.xg);;All files (*)"))
            if not path:
                return False
        return self.window.interop.import_mat(path, then=self._review_record)

    def _review_record(self, record, file_name: str, stored=None):
        """Analyse a match read from a file and open its review when the analysis is done; the
        analysis the file holds (``stored``, GNU Backgammon's or eXtreme Gammon's), when there
        is one, is shown at once instead."""
        meta = record.meta.get("names") if isinstance(record.meta, dict) else None
        names = tuple(meta) if isinstance(meta, (list, tuple)) and len(meta) == 2 else (
            self.tr("Player 1"), self.tr("Player 2"))
        if stored:
            win = self.show_stored_analysis(record, names, stored,
                                            self.tr("Review: {name}").format(name=file_name),
                                            review=True)
            self.file_analysed.emit(win)
            return win
        games = [i for i, g in enumerate(record.games) if g.events]
        win = self.analyse_record(record, names, games,
                                  self.tr("Review: {name}").format(name=file_name),
                                  review=True, reviewer=0)
        self.file_analysed.emit(win)
        return win

    def show_stored_analysis(self, record, names, stored, title: str = "", *, review=False):
        """The analysis a file stored (another program's), in an analysis window: error rates,
        worst errors, the plot, and the review of the errors; nothing needs bgsage but a second
        try that the file did not value. "Play from here" plays the match on in this window."""
        from bgdesk.bots.stored import analysis_from_stored
        from bgdesk.gui.practice.analysis_window import AnalysisWindow

        result = analysis_from_stored(record, stored, names)
        win = AnalysisWindow.show_stored(self.window, record, names, result,
                                         title or self.tr("Analysis from the file"), reviewer=0,
                                         settings=self.window.settings, review=review)
        win.play_from_here.connect(
            lambda game, step, player: self.play_from_here(record, names, game, step, player))
        self.analysis_windows = [a for a in self.analysis_windows if showing(a)] + [win]
        return win

    def drills(self, seed: int | None = None):
        """Open a Drills window."""
        if self._refuse():
            return None
        from bgdesk.gui.practice.drills_window import DrillsWindow

        win = DrillsWindow.open_for(self.window, self.window.settings, seed)
        self.drill_windows = [d for d in self.drill_windows if showing(d)] + [win]
        return win

    def play_from_here(self, record, names, game: int, step: int, player: int) -> bool:
        """Play ``record`` on in the main window from the moment after ``step`` events of game
        ``game`` (a decision analysed or reviewed): the window asks who plays (``player``, who
        made the decision, is offered as the person's seat) and goes on from there with the
        score, cube and Crawford state of that moment."""
        return self.window.interop.play_from_here(
            record, game, step, QApplication.activeWindow(), names=names, me=player,
            said=self.tr("Playing on from the analysis: {where}."))


def apply_thresholds(settings) -> None:
    """Mark decisions with the thresholds of ``settings`` (GNU Backgammon's names; its 1.07
    defaults when none are set)."""
    from bgdesk.bots.skill import Thresholds, set_thresholds

    try:
        set_thresholds(Thresholds.from_thousandths(pref(settings, "threshold_doubtful"),
                                                   pref(settings, "threshold_bad"),
                                                   pref(settings, "threshold_very_bad")))
    except (TypeError, ValueError):
        set_thresholds(None)


def install_practice(window) -> Practice:
    """Add the practice tools to ``window`` (a :class:`~bgdesk.gui.window.mainwindow.MainWindow`)."""
    apply_thresholds(window.settings)
    window.practice = Practice(window)
    return window.practice


__all__ = ["INSTALL", "Practice", "Toast", "apply_thresholds", "bgsage_available",
           "install_practice"]
