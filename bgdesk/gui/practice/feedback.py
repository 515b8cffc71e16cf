"""Feedback on the board while practising against a computer player.

After each of the person's plays, bgsage judges it (on a worker thread) and the play is drawn as
arrows in the colour of its class (best, fine, doubtful, bad, very bad: :mod:`bgdesk.bots.skill`,
GNU Backgammon's thresholds), with a badge saying the class and the equity given up; when it was
not the best play, the best one is drawn too, dashed. Cube decisions (a double, a roll without
doubling when that was a real decision, a take, a pass) get a badge on the cube, and so does a
resignation (right, or what it gives up against playing on). The quick judgement (bgsage's
2-ply) shows at once and the reference one (3-ply) replaces it; a cube decision that is close at
3-ply (:data:`bgdesk.bots.reference.CUBE_SETTLE_WITHIN`) is then settled by a rollout on a thread
of its own, whose figures replace the 3-ply ones when it ends. Each badge carries a small mark
saying how deep it is ("2-ply", "3-ply", "rollout 1296"). Everything stays until the person's next roll. The setting
``show_feedback`` turns it off.

The last move (the computer's, usually) can be shown again (:meth:`Feedback.show_last_move`),
and a row of the Hint window previews its play as arrows (:meth:`Feedback.preview`).

The decisions are read from the game's events: each new event of the person's is replayed on a
copy of the game to the point before it, so nothing here depends on how the controller got
there (a drag, a typed move, the tutor letting it through).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from bgdesk.bots.skill import Skill, classify
from bgdesk.gui.board.state import ArrowMark, BadgeMark, checker_paths
from bgdesk.gui.practice.bot_runner import Runner
from bgdesk.gui.i18n import locale
from bgdesk.gui.prefs import pref

LAYER = "feedback"
PREVIEW = "preview"

#: GNU Backgammon's marks after a move in its game record: doubtful ?!, bad ?, very bad ??.
MARKS = {Skill.DOUBTFUL: "?!", Skill.BAD: "?", Skill.VERY_BAD: "??"}


def skill_words(skill: Skill) -> str:
    """The class of a decision in words, in the language in use."""
    return {
        Skill.BEST: Feedback.tr("Best"),
        Skill.FINE: Feedback.tr("Fine"),
        Skill.DOUBTFUL: Feedback.tr("Doubtful"),
        Skill.BAD: Feedback.tr("Bad"),
        Skill.VERY_BAD: Feedback.tr("Very bad"),
    }[skill]


def loss_text(loss: float) -> str:
    """Equity given up, as a negative number with three decimals ("-0.052")."""
    loc = locale()
    return loc.negativeSign() + loc.toString(float(abs(loss)), "f", 3)


def amount_text(loss: float) -> str:
    """Equity given up as a plain amount with three decimals ("0.052"), for sentences."""
    return locale().toString(float(abs(loss)), "f", 3)


def depth_of(level: str, trials: int = 0) -> str:
    """The small mark of a judgement's depth (see the Hint window's :func:`depth_mark`)."""
    from bgdesk.gui.practice.hint_window import depth_mark

    return depth_mark(level, trials)


def badge_text(skill: Skill, loss: float) -> str:
    """What the badge of a judged decision says: "Best", or "?! Doubtful -0.052"."""
    if skill is Skill.BEST:
        return skill_words(skill)
    mark = MARKS.get(skill)
    words = f"{skill_words(skill)} {loss_text(loss)}"
    return f"{mark} {words}" if mark else words


def _percent(p: float) -> str:
    return locale().toString(100.0 * float(p), "f", 1) + "%"


def play_arrows(side: int, play, kind: str, dashed: bool = False) -> tuple[ArrowMark, ...]:
    """The arrows of an engine ``Play`` made by ``side`` (its steps in that side's numbering)."""
    marks = checker_paths(side, [(s, t) for s, t, _d, _h in play.raw_steps])
    return tuple(m._replace(kind=kind, dashed=dashed) for m in marks)


def game_before(game, index: int):
    """A copy of ``game`` replayed up to (not including) its event ``index``."""
    from bgdesk.engine.game import Game, replay_into

    copy = Game(game.rules, None, match_length=game.match_length, score=game.score,
                crawford=game.crawford, start=game.start)
    replay_into(copy, game.events[:index], "feedback")
    return copy


def resigned_words(kind: int) -> str:
    """What a resignation of ``kind`` gives up, in words to put in a sentence ("a gammon");
    the board's feedback and the review say it alike."""
    words = {1: QCoreApplication.translate("Feedback", "a single game"),
             2: QCoreApplication.translate("Feedback", "a gammon"),
             3: QCoreApplication.translate("Feedback", "a backgammon")}
    return words.get(kind, words[1])


class Feedback(QObject):
    """Installed by :class:`~bgdesk.gui.practice.menu.Practice` on the main window's board."""

    #: A judgement is on the board: (the person's seat, "play" / "double" / "take", class, loss).
    judged = Signal(int, str, object, float)

    def __init__(self, practice) -> None:
        super().__init__(practice)
        self.practice = practice
        self.ctl = practice.ctl
        self.scene = practice.window.scene
        self.runner = practice.runner
        self._game = None
        self._seen = 0
        self.last: dict | None = None  # the last judgement shown (tests, the status bar)
        self._judging: tuple | None = None  # (game, event index) of the judgement being shown
        self._said: tuple | None = None  # ... and its verdict, as last said
        # Close cube decisions are settled by a rollout on a thread of their own (a minute at
        # most on two cores), so that the next play's judgement does not wait behind it; what
        # the board shows is cleared at the person's next roll, and the rollout is cancelled.
        self.settler = Runner(self, threads=1)
        self.settling = None  # the running settle task
        QCoreApplication.instance().aboutToQuit.connect(self._stop_settling)
        self.ctl.state_changed.connect(self.follow)

    # -- when ---------------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        """On for a person playing a computer player, with the setting on and bgsage there."""
        return (bool(pref(self.ctl.settings, "show_feedback")) and self.ctl.practice_seat() is not None
                and self.practice.available())

    def clear(self) -> None:
        self.scene.clear_overlay(LAYER)
        self.last = None
        self._stop_settling()

    def _stop_settling(self) -> None:
        """Cancel a rollout settling a judgement that is no longer shown."""
        self.settler.drop()
        self.settling = None

    def follow(self) -> None:
        """Look at the events the game got since last time."""
        g = self.ctl.game
        if g is not self._game:
            self._game = g
            self._seen = len(g.events) if g is not None else 0
            self.clear()
            self.scene.clear_overlay(PREVIEW)
            return
        if g is None:
            return
        events = g.events
        if len(events) < self._seen:  # taken back
            self._seen = len(events)
            self.clear()
            return
        from bgdesk.engine import EventKind

        person = self.ctl.practice_seat()
        for i in range(self._seen, len(events)):
            ev = events[i]
            if ev.kind in (EventKind.ROLL, EventKind.OPENING_ROLL) and \
                    (ev.player == person or ev.kind is EventKind.OPENING_ROLL):
                self.clear()  # the person's next roll: what was judged goes
                self.scene.clear_overlay(PREVIEW)
            if person is None or ev.player != person or not self.enabled:
                continue
            if ev.kind is EventKind.PLAY and (ev.steps or ev.notation):
                self._judge_play(g, i)
            elif ev.kind in (EventKind.ROLL, EventKind.DOUBLE):
                self._judge_double(g, i, ev.kind is EventKind.DOUBLE)
            elif ev.kind in (EventKind.TAKE, EventKind.BEAVER, EventKind.DROP):
                self._judge_take(g, i, ev.kind is not EventKind.DROP)
            elif ev.kind is EventKind.RESIGN and ev.resign:
                self._judge_resignation(g, i, int(ev.resign))
        self._seen = len(events)

    def _deeper(self, game, index: int, event, compute, show, state=None) -> None:
        """The quick judgement first, then the reference one in its place; for a cube
        decision (``state`` given) that is close at the reference depth, then the figures of a
        rollout (:func:`bgdesk.bots.analysis.settled_cube_hint`)."""
        from bgdesk.bots import analysis

        def ask(level, then=None) -> None:
            def done(result) -> None:
                if isinstance(result, BaseException) or not self._still(game, index, event):
                    return
                self._judging = (id(game), index)
                show(result)
                if then is not None:
                    then(result)

            self.runner.run(lambda: compute(level), done)

        def settle(hint) -> None:
            if state is None or not analysis.cube_is_close(hint):
                return
            self._stop_settling()

            def done(result) -> None:
                self.settling = None
                if isinstance(result, BaseException) or not self._still(game, index, event):
                    return  # cancelled (the next roll), or the rollout failed: 3-ply stays
                self._judging = (id(game), index)
                show(result)

            self.settling = self.settler.run_task(
                lambda task: analysis.settled_cube_hint(state, cancelled=task.cancelled), done)

        ask(analysis.QUICK_LEVEL, lambda _quick: ask(analysis.HINT_LEVEL, settle))

    def _tell(self, text: str, verdict: tuple) -> None:
        """Show ``text`` in the status bar and say it; the reference figures that follow the
        quick ones for the same decision are said only when the verdict changed (the same
        words with other decimals are shown, not said twice). The marks (?!, ?, ??) stay on
        the badge: a screen reader would spell them out."""
        said = (self._judging,) + verdict
        self.practice.window.show_message(text, announce=said != self._said)
        self._said = said

    def _still(self, game, index: int, event) -> bool:
        """The judgement of ``event`` may still be shown: same game, the event still there."""
        g = self.ctl.game
        return g is game and len(g.events) > index and g.events[index] == event and self.enabled

    # -- plays --------------------------------------------------------------------------------
    def _judge_play(self, game, index: int) -> None:
        from bgdesk.bots import CubeState, analysis
        from bgdesk.engine.game import Phase

        event = game.events[index]
        before = game_before(game, index)
        if before.phase is not Phase.MOVING:
            return
        start, dice, mover = before.position, before.dice, before.on_roll
        plays = start.legal_plays(*dice)
        if len({p.result_board for p in plays}) < 2:
            return  # no choice, nothing to judge
        state = CubeState.from_game(before, mover)
        after = game_before(game, index + 1).position_for(mover).board
        self._deeper(game, index, event,
                     lambda level: analysis.checker_analysis(start, dice, state, level=level,
                                                             played_boards=(after,)),
                     lambda hint: self._show_play(mover, start, plays, hint, after))

    def _show_play(self, mover: int, start, plays, hint, after) -> None:
        loss = hint.loss_of(after)
        if loss is None or hint.best is None:
            return
        skill = classify(loss)
        by_board = {p.result_board: p for p in plays}
        played = by_board.get(tuple(after))
        best = by_board.get(hint.best.board)
        if played is None or best is None:
            return
        arrows = list(play_arrows(mover, played, skill.value))
        if skill is not Skill.BEST and best.result_board != played.result_board:
            arrows += play_arrows(mover, best, "best", dashed=True)
        anchor = (mover, arrows[0].dst) if arrows else "cube"
        i = hint.played
        cand = hint.candidates[i] if i is not None else None
        depth = depth_of((cand.level if cand is not None else "") or hint.level,
                         cand.trials if cand is not None else 0)
        badges = [BadgeMark(badge_text(skill, loss), skill.value, anchor, depth)]
        self.scene.set_overlay(LAYER, arrows, badges)
        self.last = {"kind": "play", "skill": skill, "loss": loss, "played": str(played),
                     "best": str(best), "level": hint.level, "depth": depth}
        if skill is Skill.BEST:
            text = self.tr("Your play {play}: the best.").format(play=played)
        else:
            text = self.tr("Your play {play}: {words}, it gives up {loss}. Best: {best} "
                           "(dashed).").format(play=played, words=skill_words(skill).lower(),
                                               loss=amount_text(loss), best=best)
        self._tell(text, ("play", str(played), skill, str(best)))
        self.judged.emit(mover, "play", skill, loss)

    # -- cube decisions -----------------------------------------------------------------------
    def _judge_double(self, game, index: int, doubled: bool) -> None:
        from bgdesk.bots import CubeState, analysis
        from bgdesk.engine.game import Phase

        event = game.events[index]
        before = game_before(game, index)
        if before.phase is not Phase.BEFORE_ROLL or not before.can_double(before.on_roll):
            return
        state = CubeState.from_game(before, before.on_roll)
        if not analysis.may_double_usefully(state):
            return
        if not doubled and analysis.screen_margin(state) < -analysis.SCREEN_CUBE:
            return  # no cube decision to speak of: rolling was plainly right
        player = before.on_roll

        def show(hint) -> None:
            loss = hint.double_loss(doubled)
            close = hint.double_equity - hint.nd > -analysis.CLOSE_CUBE
            if not doubled and loss < 0.0005 and not close:
                return
            action = self.tr("Double") if doubled else self.tr("No double")
            self._show_cube(player, "double", action, loss, hint)

        self._deeper(game, index, event, lambda level: analysis.cube_hint(state, level=level), show,
                     state)

    def _judge_take(self, game, index: int, took: bool) -> None:
        from bgdesk.bots import CubeState, analysis
        from bgdesk.engine.game import Phase

        event = game.events[index]
        before = game_before(game, index)
        if before.phase is not Phase.DOUBLE_OFFERED:
            return
        doubler = before.on_roll
        state = CubeState.from_game(before, doubler)
        player = 1 - doubler

        def show(hint) -> None:
            action = self.tr("Take") if took else self.tr("Pass")
            self._show_cube(player, "take", action, hint.take_loss(took), hint)

        self._deeper(game, index, event, lambda level: analysis.cube_hint(state, level=level), show,
                     state)

    def _judge_resignation(self, game, index: int, kind: int) -> None:
        """The person offered to resign: was it right against playing on (reference depth)?"""
        from bgdesk.bots import CubeState
        from bgdesk.bots.resign import judge_resignation
        from bgdesk.engine.game import Phase

        event = game.events[index]
        before = game_before(game, index)
        player = event.player
        if before.is_over or player is None:
            return
        state = CubeState.from_game(before, player)
        dice = tuple(before.dice) if before.phase is Phase.MOVING and before.dice else None

        def done(judged) -> None:
            if isinstance(judged, BaseException) or not self._still(game, index, event):
                return
            self._show_resignation(player, judged)

        self.runner.run(lambda: judge_resignation(state, kind, dice), done)

    def _show_resignation(self, player: int, judged) -> None:
        what = resigned_words(judged.kind)
        skill = classify(judged.loss)
        w, wg, wbg, lg, lbg = judged.probs
        if judged.right:
            text = self.tr("Resigning {what} was right: playing on is worth {value}.").format(
                what=what, value=loss_text(-judged.play_on) if judged.play_on < 0 else
                amount_text(judged.play_on))
            badge = self.tr("Resign: right")
            skill = Skill.BEST
        else:
            text = self.tr("Resigning {what} gives up {loss} against playing on: you still win "
                           "{win} of the time, save the gammon {saved} and lose a backgammon "
                           "{bg}.").format(
                what=what, loss=amount_text(judged.loss), win=_percent(w), saved=_percent(1.0 - lg),
                bg=_percent(lbg))
            badge = self.tr("Resign: {loss}").format(loss=loss_text(judged.loss))
            mark = MARKS.get(skill)
            badge = f"{mark} {badge}" if mark else badge
        if judged.refusable:
            text += " " + self.tr("Your opponent should refuse it: playing on is worth more to them.")
        arrows, badges = self.scene.overlay(LAYER)
        badges = tuple(b for b in badges if b.anchor != "cube") + (
            BadgeMark(badge, skill.value, "cube", depth_of("3ply")),)
        self.scene.set_overlay(LAYER, arrows, badges)
        self.last = {"kind": "resign", "skill": skill, "loss": judged.loss, "text": text,
                     "right": judged.right, "refusable": judged.refusable, "level": "3ply"}
        self.practice.window.show_message(text)
        self.judged.emit(player, "resign", skill, judged.loss)

    def _show_cube(self, player: int, what: str, action: str, loss: float, hint=None) -> None:
        skill = classify(loss)
        if skill in (Skill.BEST, Skill.FINE):
            text = self.tr("{action}: right").format(action=action)
        else:
            text = self.tr("{action} was {words}: {loss}").format(
                action=action, words=skill_words(skill).lower(), loss=loss_text(loss))
            text = f"{MARKS[skill]} {text}"
        level = getattr(hint, "level", "")
        depth = depth_of(level, getattr(hint, "trials", 0)) if level else ""
        arrows, badges = self.scene.overlay(LAYER)
        badges = tuple(b for b in badges if b.anchor != "cube") + (
            BadgeMark(text, skill.value, "cube", depth),)
        self.scene.set_overlay(LAYER, arrows, badges)
        self.last = {"kind": what, "skill": skill, "loss": loss, "text": text, "level": level,
                     "depth": depth}
        self._tell(text.removeprefix(f"{MARKS.get(skill, '')} "), (what, action, skill))
        self.judged.emit(player, what, skill, loss)

    # -- the last move again, a hint previewed ------------------------------------------------
    def show_last_move(self) -> bool:
        """Show the last move on the board again, at the animation speed."""
        if not self.scene.replay_last_move():
            self.practice.window.show_message(self.tr("There is no move to show again."))
            return False
        return True

    def preview(self, play) -> None:
        """Draw ``play`` (an engine Play of the player on roll, or None to clear) as arrows."""
        g = self.ctl.game
        if play is None or g is None or g.on_roll is None:
            self.scene.clear_overlay(PREVIEW)
            return
        self.scene.set_overlay(PREVIEW, play_arrows(g.on_roll, play, "preview"))


__all__ = ["Feedback", "LAYER", "MARKS", "PREVIEW", "amount_text", "badge_text", "depth_of",
           "game_before", "loss_text", "play_arrows", "skill_words"]
