"""Hints, tutor checks and the analysis of recorded games, computed by bgsage (no Qt here).

Every figure is judged at the reference depth (bgsage's 3-ply, about GNU Backgammon's 2-ply;
:mod:`bgdesk.bots.reference`) unless a caller asks for the quick one (bgsage's 2-ply), and every
value is kept in the advice cache, so the same decision is valued once.  Everything goes
through bgsage's analyzer as the bots' adapter (:mod:`bgdesk.bots.sage`) opens
it, with the match state of the decision (cube value and owner, the score away, Crawford, Jacoby
and beavers in money play), so equities are bgsage's *cubeful, normalized* equities: per unit of
the cube, from the point of view of the player deciding (+1 = a sure single win; in a match,
match-winning chances expressed as money-like equity).

* :func:`checker_hint` – every play of a roll, best first: equity, loss against the best,
  post-move chances (win, win gammon, win backgammon, lose gammon, lose backgammon).
* :func:`cube_hint` – before the roll: No double / Double, take / Double, pass, and the proper
  action; the taker's answer follows from the same numbers (:meth:`CubeHint.take_loss`).
* :func:`checker_analysis` – the plays of a roll that matter for judging one: those bgsage's
  network ranks near its best (GNU Backgammon's own move filter for its 2-ply) and the plays
  made, valued at the full level; a fraction of the cost of :func:`checker_hint` on rolls with
  many plays.
* :func:`analyse` – a match record (or some of its games) replayed event by event: the equity
  each checker play and cube decision lost, per player the error rate (equity lost per decision,
  checker play and cube apart), the worst errors with the better choice, and the chance that
  the bottom player (player 0) wins after every play, for the plot. It reports progress and
  stops when asked (:class:`Stop`).

Which decisions count towards an error rate: a checker play with more than one distinct legal
play; every double, take, beaver and pass; and a roll without doubling when the player could
double and either doubling was right or it was close (within :data:`CLOSE_CUBE` of not
doubling). Everything else would only dilute the rate with decisions nobody could get wrong.
A pre-roll position where our own cube formulas (on bgsage's network probabilities) put doubling
more than :data:`SCREEN_CUBE` below not doubling is far from any cube decision: it is recorded
as a right "no double" without the full cube analysis.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from bgdesk.bots.context import CubeState
from bgdesk.bots.reference import FILTER_KEEP, FILTER_WITHIN, QUICK, REFERENCE

#: Hints, feedback, the review, the analysis and drill keys are judged at the reference depth
#: (bgsage's 3-ply, about gnubg's 2-ply: :mod:`bgdesk.bots.reference`); the quick figure
#: (bgsage's 2-ply) is shown first while it is computed.
HINT_LEVEL = REFERENCE
ANALYSIS_LEVEL = REFERENCE
QUICK_LEVEL = QUICK
CLOSE_CUBE = 0.16  # a pre-roll position counts as a cube decision when doubling is this close
#: Doubling this far below not doubling (normalized, by the quick screen) is no cube decision.
SCREEN_CUBE = 0.4

#: A resignation's choice as an analysis names it, by its kind (1 single, 2 gammon, 3 backgammon).
RESIGNED = {1: "resign a single game", 2: "resign a gammon", 3: "resign a backgammon"}
PLAY_ON = "play on"

# gnubg-style words for an error rate in thousandths per decision (upper bounds).
RATINGS = ((2.5, "Supernatural"), (5.0, "World class"), (7.5, "Expert"), (12.5, "Advanced"),
           (17.5, "Intermediate"), (22.5, "Casual player"), (30.0, "Beginner"),
           (float("inf"), "Awful"))


class Stop(Exception):
    """The analysis was cancelled."""


def available() -> bool:
    """Whether bgsage can be used here (hints, tutor and analysis need it)."""
    from bgdesk.bots import sage

    return sage.available()


def _args(state: CubeState | None) -> dict:
    from bgdesk.bots.sage import _match_args

    return _match_args(state)


def rating(rate: float) -> str:
    """The word for an error rate (thousandths of a point per decision), in English: the window
    translates it."""
    for bound, word in RATINGS:
        if rate < bound:
            return word
    return RATINGS[-1][1]


# -- hints ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Candidate:
    """One play of a roll, as bgsage values it (from the mover's point of view)."""

    play: str  # standard notation ("8/5 6/5"), "" for no move
    board: tuple  # the position after the play, seen from the mover
    equity: float  # cubeful, normalized
    diff: float  # equity - best equity (0 for the best, negative otherwise)
    probs: tuple  # win, win gammon, win backgammon, lose gammon, lose backgammon
    level: str = ""  # how deep this figure is, when it differs from the hint's ("rollout")
    se: float | None = None  # a rollout's standard error
    trials: int = 0  # a rollout's trials

    @property
    def win(self) -> float:
        return self.probs[0]

    @property
    def gammon(self) -> float:
        return self.probs[1]

    @property
    def backgammon(self) -> float:
        return self.probs[2]

    @property
    def lose_gammon(self) -> float:
        return self.probs[3]

    @property
    def lose_backgammon(self) -> float:
        return self.probs[4]


@dataclass(frozen=True)
class CheckerHint:
    """The plays of one roll, best first; ``played`` indexes the one that was played, if known."""

    position_id: str
    dice: tuple
    candidates: tuple = ()
    played: int | None = None
    level: str = HINT_LEVEL

    @property
    def best(self) -> Candidate | None:
        return self.candidates[0] if self.candidates else None

    def index_of(self, board) -> int | None:
        board = tuple(board)
        return next((i for i, c in enumerate(self.candidates) if c.board == board), None)

    def with_played(self, board) -> "CheckerHint":
        return replace(self, played=self.index_of(board))

    def loss_of(self, board) -> float | None:
        """How much equity the play leading to ``board`` gives up against the best (>= 0)."""
        i = self.index_of(board)
        if i is None or not self.candidates:
            return None
        return max(0.0, self.candidates[0].equity - self.candidates[i].equity)

    @property
    def is_decision(self) -> bool:
        return len(self.candidates) > 1


def _candidates(position, dice, boards, values, by_board, state=None, settled=()) -> tuple:
    """The candidates best first; plays rolled out (kept in the advice cache) carry their
    rollout's figures instead (:func:`keep_play_rollout`), plays in ``settled`` the mark of a
    close call settled deeper (:func:`bgdesk.bots.reference.settle_plays`)."""
    from bgdesk.bots.reference import SETTLED

    rolled = kept_play_rollouts(position, dice, state)
    rows = []
    for b, (eq, probs) in zip(boards, values):
        r = rolled.get(tuple(b))
        if r is not None:
            rows.append((tuple(b), r[0], tuple(r[2]), "rollout", r[1], r[3]))
        else:
            rows.append((tuple(b), eq, tuple(probs), SETTLED if tuple(b) in settled else "", None, 0))
    rows.sort(key=lambda r: (-r[1], r[0]))
    best = rows[0][1] if rows else 0.0
    return tuple(Candidate(str(by_board[b]) if b in by_board else "?", b, eq, eq - best, probs,
                           level, se, trials) for b, eq, probs, level, se, trials in rows)


def _rollout_key(position, dice, state) -> tuple:
    from bgdesk.bots import reference

    return (tuple(position.board), tuple(sorted(dice)), reference.state_key(state))


def keep_play_rollout(position, dice, state, rolled) -> None:
    """Keep the rollout of plays of ``dice`` (:class:`bgdesk.bots.rollout.Rolled`, one per
    board): every hint and analysis of this decision shows them from now on."""
    from bgdesk.bots import reference

    key = _rollout_key(position, dice, state)
    have = dict(reference.kept_rollout("plays", key) or {})
    for r in rolled:
        have[tuple(r.board)] = (float(r.equity), float(r.se), tuple(r.probs), int(r.trials))
    reference.keep_rollout("plays", key, have)


def kept_play_rollouts(position, dice, state) -> dict:
    """{board: (equity, standard error, chances, trials)} of the plays rolled out."""
    from bgdesk.bots import reference

    return reference.kept_rollout("plays", _rollout_key(position, dice, state)) or {}


def keep_cube_rollout(state: CubeState, rolled) -> None:
    """Keep the rollout of a cube decision (:class:`bgdesk.bots.rollout.CubeRollout`)."""
    from bgdesk.bots import reference

    if not state.bot_on_roll:
        state = replace(state, bot_on_roll=True)
    reference.keep_rollout("cube", (state.position.board, reference.state_key(state)), rolled)


def _plays(position, dice):
    plays = position.legal_plays(*dice)
    if not plays or (len(plays) == 1 and plays[0].is_empty()):
        return None
    return {p.result_board: p for p in plays}


def checker_hint(position, dice, state: CubeState | None = None, *, level: str = HINT_LEVEL,
                 played_board=None) -> CheckerHint:
    """Every play of ``dice`` in ``position`` (seen from the mover), each valued at ``level``
    with the match state ``state`` (seen from the mover; None: money play, centred cube), best
    first; ``played_board`` (the position after the play made, if any) is marked.  Values come
    from, and go to, the advice cache (:mod:`bgdesk.bots.reference`)."""
    from bgdesk.bots import reference

    d1, d2 = dice
    pid = position.position_id()
    by_board = _plays(position, (d1, d2))
    if by_board is None:
        return CheckerHint(pid, (d1, d2), (), None, level)
    boards = list(by_board)
    values = reference.value_boards(level, position.board, boards, state)
    settled: set = set()
    if level == REFERENCE:
        values, settled = reference.settle_plays(position.board, boards, values, state)
    hint = CheckerHint(pid, (d1, d2), _candidates(position, dice, boards, values, by_board, state,
                                                  settled), None, level)
    return hint.with_played(played_board) if played_board is not None else hint


def checker_analysis(position, dice, state: CubeState | None = None, *,
                     level: str = ANALYSIS_LEVEL, played_boards=()) -> CheckerHint:
    """The plays of ``dice`` that matter for judging a play, best first: those bgsage's network
    (1-ply) ranks within :data:`FILTER_WITHIN` of its best, at most :data:`FILTER_KEEP` (GNU
    Backgammon's own move filter for its 2-ply), and every board in ``played_boards`` (positions
    after plays made), all valued at ``level`` exactly as :func:`checker_hint` values them.
    The first of ``played_boards`` is marked as played."""
    from bgdesk.bots import reference

    d1, d2 = dice
    pid = position.position_id()
    by_board = _plays(position, (d1, d2))
    if by_board is None:
        return CheckerHint(pid, (d1, d2), (), None, level)
    ranking = reference.network_ranking(position, (d1, d2), state)
    if level == "1ply":
        boards = [b for b, _eq, _p in ranking]
        values = [(eq, p) for _b, eq, p in ranking]
    else:
        boards = reference.filtered(ranking)
        for b in played_boards:
            b = tuple(b)
            if b in by_board and b not in boards:
                boards.append(b)
        values = reference.value_boards(level, position.board, boards, state)
    settled: set = set()
    if level == REFERENCE:
        values, settled = reference.settle_plays(position.board, boards, values, state)
    hint = CheckerHint(pid, (d1, d2), _candidates(position, dice, boards, values, by_board, state,
                                                  settled), None, level)
    return hint.with_played(played_boards[0]) if played_boards else hint


def screen_margin(state: CubeState) -> float:
    """A quick estimate (normalized equity) of what doubling is worth against not doubling for
    the player on roll of ``state``: our own cube formulas on bgsage's network probabilities."""
    from bgdesk.bots import cube, reference

    if not state.bot_on_roll:
        state = replace(state, bot_on_roll=True)
    fig = cube.figures(reference.probabilities(state.position, True), state)
    s = cube.state_scale(state)
    span = s.win1 - s.lose1
    if span <= 1e-12:
        return -1.0
    return 2.0 * (min(fig.double_take, fig.double_pass) - fig.no_double) / span


@dataclass(frozen=True)
class CubeHint:
    """The doubling decision of the player on roll (equities from that player's side)."""

    nd: float  # no double
    dt: float  # double, take
    dp: float  # double, pass
    probs: tuple  # the player on roll's chances before the roll (as Candidate.probs)
    level: str = HINT_LEVEL
    nd_se: float | None = None  # a rollout's standard errors
    dt_se: float | None = None
    trials: int = 0

    @property
    def double_equity(self) -> float:
        """What doubling is worth when the opponent answers right."""
        return min(self.dt, self.dp)

    @property
    def should_double(self) -> bool:
        """Doubling gains; on a tie with no double, a pass cashes what playing on is worth
        (GNU Backgammon says "Double, pass" then, e.g. in a game already won)."""
        if self.double_equity > self.nd:
            return True
        return not self.should_take and self.double_equity >= self.nd - 1e-9

    @property
    def should_take(self) -> bool:
        return self.dt <= self.dp

    @property
    def too_good(self) -> bool:
        """Better to play on for a gammon than to double out the opponent."""
        return not self.should_double and not self.should_take

    @property
    def proper(self) -> str:
        """"no double", "double, take", "double, pass", "too good, pass" (or "too good, take",
        which cannot happen: a take means doubling is no worse than the double/take)."""
        if self.should_double:
            return "double, take" if self.should_take else "double, pass"
        if self.too_good:
            return "too good, pass"
        return "no double"

    @property
    def best(self) -> float:
        return max(self.nd, self.double_equity)

    def double_loss(self, doubled: bool) -> float:
        return max(0.0, self.best - (self.double_equity if doubled else self.nd))

    def take_loss(self, took: bool) -> float:
        """The taker's loss: taking is worth -dt to them, passing -dp."""
        best = max(-self.dt, -self.dp)
        return max(0.0, best - (-self.dt if took else -self.dp))


def cube_hint(state: CubeState, *, level: str = HINT_LEVEL) -> CubeHint:
    """The cube decision before the roll, ``state`` seen from the player on roll (who would
    double); cached per position, match state and depth."""
    from bgdesk.bots import reference

    if not state.bot_on_roll:
        state = replace(state, bot_on_roll=True)
    return CubeHint(*reference.cube_figures(level, state))


def cube_is_close(hint: "CubeHint") -> bool:
    """A cube hint at the reference depth close enough to be settled by a rollout
    (:func:`bgdesk.bots.reference.cube_is_close`); a rollout's figures are settled already.
    A game won outright with no gammon left (no double worth the cash: doubling and playing on
    are worth the same) is a tie, not a close call: a rollout would only add its noise."""
    from bgdesk.bots import reference

    if hint.level == "rollout":
        return False
    if hint.probs[1] <= 1e-6 and hint.nd >= hint.dp - 1e-6:
        return False
    return reference.cube_is_close(hint.nd, hint.dt, hint.dp)


def settle_settings(threads: int = 0):
    """The rollout that settles a close cube decision (the same for the board's feedback, the
    Hint window and the benchmark, so they agree)."""
    from bgdesk.bots import reference
    from bgdesk.bots.rollout import RolloutSettings

    return RolloutSettings(trials=reference.CUBE_SETTLE_TRIALS, seed=reference.CUBE_SETTLE_SEED,
                           threads=threads)


def settled_cube_hint(state: CubeState, *, cancelled: Callable[[], bool] | None = None,
                      threads: int = 0) -> CubeHint:
    """The cube hint at the reference depth, settled by a rollout when it is close
    (:func:`cube_is_close`); the rollout is kept, so every later hint, review and analysis of
    the decision shows it.  Raises :class:`bgdesk.bots.rollout.Stopped` when ``cancelled()``
    becomes true."""
    from bgdesk.bots.rollout import rollout_cube

    hint = cube_hint(state)
    if not cube_is_close(hint):
        return hint
    if not state.bot_on_roll:
        state = replace(state, bot_on_roll=True)
    keep_cube_rollout(state, rollout_cube(state, settle_settings(threads), cancelled=cancelled))
    return cube_hint(state)


def may_double_usefully(state: CubeState) -> bool:
    """Whether a double is a real decision here (not in the Crawford game, the cube available,
    and in a match not a dead cube for the doubler)."""
    if not state.may_double(bot=True):
        return False
    return state.is_money or state.bot_away > state.cube_value


# -- analysis of recorded games ---------------------------------------------------------------

@dataclass(frozen=True)
class Decision:
    """One analysed decision. ``kind``: "play", "double" (the pre-roll choice), "take" or
    "resign" (an offer to resign: ``chosen`` one of :data:`RESIGNED`, ``best`` "play on" or
    the same, ``hint`` the :class:`~bgdesk.bots.resign.ResignationJudgement`)."""

    game: int  # index of the game in the match (0-based)
    move: int  # the play count in the game when it was made (1 = the first play)
    player: int
    kind: str
    dice: tuple | None
    position_id: str  # seen from the player deciding
    chosen: str  # "13/7 13/9", "no double", "double", "take", "pass"
    best: str
    loss: float  # normalized equity given up (>= 0)
    counted: bool  # counts towards the error rate
    # Where the decision was made, for a review: the index in the game's events of the event
    # that made it, the match state of the player deciding, the position after the play made
    # (plays), and bgsage's numbers (a CheckerHint with the play made and the best, or the
    # CubeHint of the doubler).
    event: int = field(default=-1, compare=False)
    state: CubeState | None = field(default=None, compare=False, repr=False)
    board: tuple | None = field(default=None, compare=False, repr=False)
    hint: object = field(default=None, compare=False, repr=False)

    @property
    def skill(self):
        """The class of the decision (:mod:`bgdesk.bots.skill`, GNU Backgammon's thresholds)."""
        from bgdesk.bots.skill import classify

        return classify(self.loss)

    @property
    def is_error(self) -> bool:
        """Marked by GNU Backgammon's thresholds: doubtful, bad or very bad."""
        return self.skill.is_error

    @property
    def is_blunder(self) -> bool:
        """Very bad (GNU Backgammon's "??")."""
        from bgdesk.bots.skill import Skill

        return self.skill is Skill.VERY_BAD


def rejudged(d: Decision, level: str = ANALYSIS_LEVEL) -> Decision:
    """``d`` judged again from the advice cache: after a rollout of it (kept with
    :func:`keep_play_rollout` / :func:`keep_cube_rollout`), by the rollout's figures.  An
    analysis read from a file (another program's figures, ``level`` not one of bgsage's) is
    judged again at the reference depth."""
    from bgdesk.bots.reference import GNUBG_PLIES

    if d.state is None or d.hint is None or d.kind == "resign":
        return d  # a resignation is judged at the reference depth once (no rollout of it)
    if level not in GNUBG_PLIES:
        level = ANALYSIS_LEVEL
    if d.kind == "play" and d.board is not None and d.dice is not None:
        from bgdesk.engine import Position

        pos = Position.from_position_id(d.position_id)
        hint = checker_analysis(pos, d.dice, d.state, level=level, played_boards=(d.board,))
        if hint.played is None or hint.best is None:
            return d
        return replace(d, loss=hint.loss_of(d.board) or 0.0, best=hint.best.play, hint=hint)
    hint = cube_hint(d.state, level=level)
    if d.kind == "double":
        return replace(d, loss=hint.double_loss(d.chosen == "double"), best=hint.proper, hint=hint)
    took = d.chosen != "pass"
    return replace(d, loss=hint.take_loss(took), best="take" if hint.should_take else "pass",
                   hint=hint)


@dataclass
class PlayerSummary:
    checker_decisions: int = 0
    cube_decisions: int = 0
    checker_loss: float = 0.0
    cube_loss: float = 0.0
    errors: int = 0
    blunders: int = 0

    @property
    def decisions(self) -> int:
        return self.checker_decisions + self.cube_decisions

    @property
    def loss(self) -> float:
        return self.checker_loss + self.cube_loss

    @staticmethod
    def _rate(loss: float, n: int) -> float:
        return 1000.0 * loss / n if n else 0.0

    @property
    def rate(self) -> float:
        """Equity lost per decision, in thousandths (normalized)."""
        return self._rate(self.loss, self.decisions)

    @property
    def checker_rate(self) -> float:
        return self._rate(self.checker_loss, self.checker_decisions)

    @property
    def cube_rate(self) -> float:
        return self._rate(self.cube_loss, self.cube_decisions)

    @property
    def rating(self) -> str:
        return rating(self.rate)

    def add(self, d: Decision) -> None:
        if not d.counted:
            return
        if d.kind == "play":
            self.checker_decisions += 1
            self.checker_loss += d.loss
        else:
            self.cube_decisions += 1
            self.cube_loss += d.loss
        self.errors += d.is_error
        self.blunders += d.is_blunder


@dataclass
class GameAnalysis:
    index: int
    decisions: list = field(default_factory=list)
    # (plays made so far in this game, chance that player 0 wins) after every play, the start
    # (0.5 or the first evaluation) and the end (1 or 0) included
    trace: list = field(default_factory=list)
    winner: int | None = None
    complete: bool = True  # False when the game was not over when analysed


@dataclass
class MatchAnalysis:
    names: tuple = ("Player 1", "Player 2")
    games: list = field(default_factory=list)
    level: str = ANALYSIS_LEVEL

    def rejudge(self, decision: Decision) -> Decision:
        """Judge ``decision`` again from the advice cache (after a rollout of it) and put the
        new judgement in its place; returns it."""
        return self.replace(decision, rejudged(decision, self.level))

    def replace(self, old: Decision, new: Decision) -> Decision:
        """Put ``new`` where ``old`` is (the same decision judged again); returns ``new``."""
        for g in self.games:
            for i, d in enumerate(g.decisions):
                if d is old:
                    g.decisions[i] = new
                    return new
        return new

    @property
    def decisions(self) -> list:
        return [d for g in self.games for d in g.decisions]

    def summary(self, player: int) -> PlayerSummary:
        s = PlayerSummary()
        for d in self.decisions:
            if d.player == player:
                s.add(d)
        return s

    def worst(self, n: int = 10, player: int | None = None) -> list:
        """The ``n`` decisions that lost most, biggest first (errors only: loss > 0)."""
        ds = [d for d in self.decisions if d.loss > 0.0005 and (player is None or d.player == player)]
        ds.sort(key=lambda d: -d.loss)
        return ds[:n]

    def trace(self) -> list:
        """[(game index, plays so far, chance player 0 wins)] through every analysed game."""
        return [(g.index, k, p) for g in self.games for k, p in g.trace]


def _groups(events):
    """Events with the automatic doubles that follow an opening roll attached to it."""
    from bgdesk.engine import EventKind

    group: list = []
    for ev in events:
        if ev.kind is EventKind.AUTO_DOUBLE and group:
            group.append(ev)
            continue
        if group:
            yield group
        group = [ev]
    if group:
        yield group


def walk_game(gi: int, rec, checker_of, cube_of, *, screen: bool = False,
              tick: Callable[[], None] | None = None, resign_of=None) -> GameAnalysis:
    """Game ``gi`` (its :class:`GameRecord` ``rec``) replayed decision by decision, each judged
    by the hints it is given: ``checker_of(index, position, dice, state, played_board)`` for a
    checker play, ``cube_of(index, state, game)`` for a doubling decision (``index``: the
    event's in the game; ``game`` as it stands before it), and, when given,
    ``resign_of(index, state, kind, dice)`` (a :class:`~bgdesk.bots.resign.ResignationJudgement`;
    ``dice``: the roll of the player on roll when the offer came after it, else None) for an
    offer to resign. Any may return None (no figures: the decision is left out).
    ``screen``: a position far from a double is a "no double" that costs nothing and does not
    count, without asking ``cube_of``. ``tick()`` after each play, roll, double and offer to
    resign (progress, cancelling).

    A resignation is listed (among the errors when it gave up more than playing on was worth)
    but does not count towards the error rates, as GNU Backgammon leaves it out of its own.
    One offered after the dice were rolled is judged with them (as the board's feedback judges
    it)."""
    from bgdesk.engine import EventKind
    from bgdesk.engine.game import Game, Phase, replay_into

    game = Game(rec.rules, None, match_length=rec.match_length, score=rec.score,
                crawford=rec.crawford, start=rec.start)
    steps = _step_kinds()
    ga = GameAnalysis(gi, [], [(0, 0.5)])
    plays = 0
    offered: CubeHint | None = None  # the doubler's numbers while a double waits for its answer
    offered_state = None
    at = 0  # index in the game's events of the group's first event
    for group in _groups(rec.events):
        index, at = at, at + len(group)
        ev = group[0]
        k, p = ev.kind, ev.player
        before = None
        if k is EventKind.PLAY and game.phase is Phase.MOVING:
            before = (game.position, game.dice, CubeState.from_game(game, game.on_roll),
                      len({pl.result_board for pl in game.legal_plays}))
        elif k in (EventKind.ROLL, EventKind.DOUBLE) and game.phase is Phase.BEFORE_ROLL:
            state = CubeState.from_game(game, game.on_roll)
            if game.can_double(game.on_roll) and may_double_usefully(state):
                if k is EventKind.ROLL and screen and screen_margin(state) < -SCREEN_CUBE:
                    before = (state, None)
                else:
                    before = (state, cube_of(index, state, game))
        elif k is EventKind.RESIGN and resign_of is not None and ev.resign in RESIGNED \
                and p in (0, 1) and not game.is_over:
            state = CubeState.from_game(game, p)
            dice = tuple(game.dice) if game.phase is Phase.MOVING and game.dice else None
            before = (state, resign_of(index, state, int(ev.resign), dice))
        replay_into(game, group, where=f"game {gi + 1}")
        if k is EventKind.RESIGN and before is not None and before[1] is not None:
            state, judged = before
            chosen = RESIGNED[int(ev.resign)]
            ga.decisions.append(Decision(
                gi, plays + 1, p, "resign", None, state.position.position_id(), chosen,
                chosen if judged.resigning_is_best else PLAY_ON, judged.loss, False,
                index, state, None, judged))
        elif k is EventKind.PLAY:
            plays += 1
            if before is not None and before[3] >= 1:
                pos, dice, state, distinct = before
                after = game.position_for(p).board
                hint = checker_of(index, pos, dice, state, after)
                i = hint.played if hint is not None else None
                if i is not None and hint.candidates:
                    cand = hint.candidates[i]
                    ga.trace.append((plays, cand.win if p == 0 else 1.0 - cand.win))
                    if distinct > 1:
                        ga.decisions.append(Decision(
                            gi, plays, p, "play", tuple(dice), pos.position_id(), cand.play,
                            hint.best.play, hint.loss_of(after) or 0.0, True, index, state,
                            tuple(after), hint))
        elif k is EventKind.ROLL and before is not None:
            state, hint = before
            if hint is None and screen:     # screened: far from a double
                ga.decisions.append(Decision(
                    gi, plays + 1, p, "double", None, state.position.position_id(),
                    "no double", "no double", 0.0, False, index, state))
            elif hint is not None:
                loss = hint.double_loss(False)
                close = hint.double_equity - hint.nd > -CLOSE_CUBE
                ga.decisions.append(Decision(
                    gi, plays + 1, p, "double", None, state.position.position_id(),
                    "no double", hint.proper, loss, loss > 0.0005 or close, index, state,
                    None, hint))
        elif k is EventKind.DOUBLE:
            offered = offered_state = None
            if before is not None and before[1] is not None:
                offered_state, offered = before
                ga.decisions.append(Decision(
                    gi, plays + 1, p, "double", None, offered_state.position.position_id(),
                    "double", offered.proper, offered.double_loss(True), True, index,
                    offered_state, None, offered))
        elif k in (EventKind.TAKE, EventKind.BEAVER, EventKind.DROP) and offered is not None:
            took = k is not EventKind.DROP
            ga.decisions.append(Decision(
                gi, plays + 1, p, "take", None, game.position_for(p).position_id(),
                "pass" if not took else ("beaver" if k is EventKind.BEAVER else "take"),
                "take" if offered.should_take else "pass", offered.take_loss(took), True,
                index, offered_state, None, offered))
            offered = offered_state = None
        if tick is not None and k in steps:
            tick()
    if game.result is not None:
        ga.winner = game.result.winner
        ga.trace.append((plays, 1.0 if ga.winner == 0 else 0.0))
    else:
        ga.complete = False
    return ga


def _step_kinds() -> tuple:
    from bgdesk.engine import EventKind

    return (EventKind.PLAY, EventKind.ROLL, EventKind.DOUBLE, EventKind.RESIGN)


def count_steps(record, games=None) -> int:
    """How many evaluations :func:`analyse` will make (for the progress bar)."""
    kinds = _step_kinds()
    chosen = range(len(record.games)) if games is None else games
    return sum(1 for i in chosen for ev in record.games[i].events if ev.kind in kinds)


def analyse(record, games=None, *, names=None, level: str | None = None,
            progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None) -> MatchAnalysis:
    """Analyse the games ``games`` (indexes; None: all) of a :class:`MatchRecord` (see the
    module docstring). Raises :class:`Stop` when ``cancelled()`` becomes true.  ``level``: the
    depth (None: the reference depth, :data:`ANALYSIS_LEVEL`)."""
    level = level or ANALYSIS_LEVEL
    chosen = list(range(len(record.games))) if games is None else list(games)
    total = max(1, count_steps(record, chosen))
    done = 0
    out = MatchAnalysis(tuple(names) if names else ("Player 1", "Player 2"), [], level)

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)
        if cancelled is not None and cancelled():
            raise Stop()

    if cancelled is not None and cancelled():
        raise Stop()
    if progress is not None:
        progress(0, total)

    def checker_of(_index, pos, dice, state, after):
        return checker_analysis(pos, dice, state, level=level, played_boards=(after,))

    def cube_of(_index, state, _game):
        return cube_hint(state, level=level)

    def resign_of(_index, state, kind, dice):
        from bgdesk.bots.resign import judge_resignation

        return judge_resignation(state, kind, dice)

    for gi in chosen:
        out.games.append(walk_game(gi, record.games[gi], checker_of, cube_of, screen=True,
                                   tick=tick, resign_of=resign_of))
    return out


__all__ = [
    "ANALYSIS_LEVEL", "CLOSE_CUBE", "Candidate", "CheckerHint", "CubeHint", "Decision",
    "FILTER_KEEP", "FILTER_WITHIN", "GameAnalysis", "HINT_LEVEL", "MatchAnalysis",
    "PLAY_ON", "PlayerSummary", "QUICK_LEVEL", "RATINGS", "RESIGNED", "Stop",
    "analyse", "available", "checker_analysis", "checker_hint", "count_steps", "cube_hint",
    "cube_is_close", "settle_settings", "settled_cube_hint",
    "keep_cube_rollout", "keep_play_rollout", "kept_play_rollouts", "rejudged",
    "may_double_usefully", "rating", "screen_margin", "walk_game",
]
