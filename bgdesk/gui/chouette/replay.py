"""A chouette's games in the replay viewer, told by the chouette room.

A match record holds one cube and two players; a chouette game has a cube per team member, a box
double answered member by member, a team double proposed and confirmed, payments during the game
and a settlement per cube (R36, R37). :class:`ChouetteReplayNotes` gives the viewer all of it
(the viewer's :class:`~bgdesk.gui.records.replay_window.ReplayNotes`), moment by moment from
:meth:`bgdesk.engine.chouette.Chouette.game_moments`: the board with the (acting) captain's cube
as the live board shows it, what happened in the words the live game used, a table of every
member's cube, status and points in the game (the panel's words), and at the end the result and
who paid whom. :func:`replay_chouette` opens it through the window's ``open_replay``.
"""

from __future__ import annotations

from bgdesk.engine.chouette import BOX, Chouette, ChouetteMoment, ChouettePhase
from bgdesk.engine.game import Phase
from bgdesk.engine.record import MatchRecord
from bgdesk.gui.chouette.controller import ChouetteController, _local_time, _pts
from bgdesk.gui.chouette.panel import ChouettePanel, signed
from bgdesk.gui.i18n import Context

ChouetteReplay = Context("ChouetteReplay")
Replay = Context("Replay")  # the replay viewer's own words, where they fit
P = ChouettePhase


class ChouetteReplayNotes:
    """The games of ``chouette`` as the replay viewer shows them; ``words`` is a
    :class:`ChouetteController` whose sentences (results, settlements) are used."""

    def __init__(self, chouette: Chouette, words: ChouetteController) -> None:
        self.chouette = chouette
        self.words = words
        self._moments: dict[int, list[ChouetteMoment]] = {}

    # -- what the viewer asks -------------------------------------------------------------------
    @property
    def headers(self) -> tuple[str, ...]:
        return (ChouettePanel.tr("Seat"), ChouettePanel.tr("Player"), ChouettePanel.tr("Cube"),
                ChouettePanel.tr("Status"), ChouetteReplay.tr("This game"))

    def moments(self, game: int) -> list[ChouetteMoment]:
        found = self._moments.get(game)
        if found is None:
            found = self._moments[game] = self.chouette.game_moments(game)
        return found

    def frames(self, game: int):
        return [m.frame for m in self.moments(game)]

    def label(self, game: int) -> str:
        cg = self.chouette.games[game]
        return ChouetteController.tr("Game {n}: {box} in the box; team {team}").format(
            n=game + 1, box=cg.box, team=", ".join(cg.line_at_start))

    def lines(self, game: int) -> list[str]:
        moments = self.moments(game)
        out = [self.label(game)]
        out += [self.moment_words(moments[i - 1], moments[i]) for i in range(1, len(moments))]
        return out + self._end_lines(game)

    def view(self, game: int, step: int) -> dict:
        moments = self.moments(game)
        m = moments[step]
        before = self._ledger_before(game)
        ctl = self.words
        words = (self.moment_words(moments[step - 1], m) if step
                 else self.label(game))
        last = step == len(moments) - 1
        end = self._end_lines(game) if last else []
        if end:
            words = " ".join([words] + end)
        paid = dict(m.settlements)
        rows = [self._row(m, m.box, 0, m.box_points if m.settlements else None)]
        rows += [self._row(m, name, i, paid.get(name))
                 for i, (name, _c) in enumerate(m.cubes, start=1)]
        return {"names": ctl.board_names(m), "words": words, "rows": rows,
                "banner": "\n".join(end), "use_cube": self.chouette.rules.use_cube,
                "match_text": ChouetteController.tr("Chouette · game {n}").format(n=game + 1),
                "cube_offered_by": ctl.cube_offered_by(m.phase, m),
                "score": (before.get(m.box, 0) + m.box_points,
                          before.get(m.captain, 0) + paid.get(m.captain, 0))}

    # -- words ------------------------------------------------------------------------------------
    def _row(self, m: ChouetteMoment, name: str, row: int, points) -> tuple[str, ...]:
        seat, cube, status = ChouettePanel.game_cells(m.phase, m, name, row)
        return seat, name, cube, status, signed(points) if points is not None else ""

    def _ledger_before(self, game: int) -> dict[str, int]:
        led: dict[str, int] = {}
        for g in self.chouette.games[:game]:
            for name, points in g.settlements.items():
                led[name] = led.get(name, 0) + points
                led[g.box] = led.get(g.box, 0) - points
        return led

    def _end_lines(self, game: int) -> list[str]:
        """The result and who paid whom, once the game is over."""
        cg = self.chouette.games[game]
        if not cg.is_over:
            return []
        ctl = self.words
        out = [ctl.result_text(cg)]
        settle = ctl.settlement_text(cg)
        if settle:
            out.append(settle + ".")
        out.append(ChouetteController.tr("{box} (box): {points}").format(
            box=cg.box, points=signed(cg.box_points)))
        return out

    def moment_words(self, prev: ChouetteMoment, m: ChouetteMoment) -> str:
        """What happened between moment ``prev`` and moment ``m``, in the live game's words."""
        e = m.entry or {}
        kind, by = e.get("kind"), e.get("by")
        ctl = self.words
        if kind == "roll":
            d1, d2 = e["dice"]
            if prev.frame.phase is Phase.OPENING:
                text = ChouetteController.tr("Opening roll: {box} {d1}, {captain} {d2}").format(
                    box=m.box, captain=prev.captain, d1=d1, d2=d2)
                if d1 == d2:
                    text += ChouetteController.tr(" (tie)")
                if m.auto_doubles > prev.auto_doubles:
                    text += " " + ChouetteController.tr(
                        "Automatic double: every cube is now at {value}.").format(
                        value=m.cube(m.line_at_start[0]).value)
                return text
            mover = m.box if prev.on_roll == BOX else prev.captain
            return Replay.tr("{who} rolls {d1}{d2}").format(who=by or mover, d1=d1, d2=d2)
        if kind == "play":
            d = sorted(m.frame.dice or (0, 0), reverse=True)
            mover = m.box if prev.on_roll == BOX else prev.captain
            play = e.get("notation") or ChouetteController.tr("cannot move")
            return f"{by or mover} {d[0]}{d[1]}: {play}"
        if m.result is not None and kind == "accept":  # the end of the game says the rest
            return f"{by} {ChouetteController.tr('accepts')}."
        if m.result is not None and kind == "drop" and by == m.box:
            return f"{by} {ChouetteController.tr('passes')}."
        if kind == "double" and by == m.box:
            return ChouetteController.tr(
                "{box} (box) doubles {names}. {next}: take or pass?").format(
                box=m.box, names=", ".join(m.box_doubled), next=m.box_double_pending[0])
        if kind in ("double", "agree", "refuse"):
            return self._team_double_words(kind, by, m)
        if kind in ("take", "beaver") and by == m.box:
            what = (ChouetteController.tr("{box} takes the team's double") if kind == "take"
                    else ChouetteController.tr("{box} beavers the team's double"))
            return what.format(box=m.box) + ChouetteController.tr(
                ": the cubes are on the box's side at {value}. {captain} to roll.").format(
                value=m.cube(m.captain).value, captain=m.captain)
        if kind in ("take", "beaver", "drop"):
            return self._member_answer_words(kind, by, prev, m)
        if kind == "resign":
            nxt = m.captain if by == m.box else m.box
            return ChouetteController.tr(
                "{name} offers to resign {what}. {next}: accept or decline?").format(
                name=by, what=ctl.resign_words(e.get("resign", 1)), next=nxt)
        if kind == "decline":
            return ChouetteController.tr(
                "{name} declines the resignation: play goes on.").format(name=by)
        if kind == "leave":
            paid = dict(m.settlements)
            if by in paid and by not in dict(prev.settlements):
                return ChouetteController.tr(
                    "{name} leaves during the game and pays {box} {points} for their "
                    "cube.").format(name=by, box=m.box, points=_pts(-paid[by]))
            return ChouetteController.tr("{name} leaves the chouette").format(name=by) + "."
        return ""

    @staticmethod
    def _team_double_words(kind: str, by: str, m: ChouetteMoment) -> str:
        if kind == "refuse":
            return ChouetteController.tr(
                "{name} refuses: no team double this turn. {captain} to roll.").format(
                name=by, captain=m.captain)
        lead = (ChouetteController.tr("{name} proposes a team double.") if kind == "double"
                else ChouetteController.tr("{name} agrees.")).format(name=by)
        if m.phase is P.TEAM_DOUBLE_PROPOSED:
            return lead + " " + ChouetteController.tr("{next}: agree or refuse?").format(
                next=m.proposal[1][0])
        text = ChouetteController.tr("The team doubles {box}. {box}: take or pass?").format(
            box=m.box)
        return text if kind == "double" else lead + " " + text

    @staticmethod
    def _member_answer_words(kind: str, by: str, prev: ChouetteMoment,
                             m: ChouetteMoment) -> str:
        if kind == "drop":
            text = ChouetteController.tr("{name} passes and pays {box} {points}.").format(
                name=by, box=m.box, points=_pts(-dict(m.settlements)[by]))
        else:
            text = (ChouetteController.tr("{name} takes at {value}.") if kind == "take"
                    else ChouetteController.tr("{name} beavers at {value}."))
            text = text.format(name=by, value=m.cube(by).value)
        if m.result is not None:
            return text
        if m.box_double_pending:
            return text + " " + ChouetteController.tr("{next}: take or pass?").format(
                next=m.box_double_pending[0])
        text += " " + ChouetteController.tr("{box} to roll.").format(box=m.box)
        if m.captain != prev.captain:
            text += " " + ChouetteController.tr("{name} is acting captain.").format(name=m.captain)
        return text


def replay_chouette(window, chouette: Chouette, game: int, words: ChouetteController,
                    parent=None):
    """The games of ``chouette`` in the window's replay viewer, at the start of ``game``; over
    ``parent`` (a dialog it is opened from), so that it shows on top of it and takes clicks."""
    opener = getattr(window, "open_replay", None)
    if opener is None:
        return None
    names = (ChouetteController.tr("Box"), ChouetteController.tr("Team"))
    record = MatchRecord(rules=chouette.rules, length=0,
                         games=tuple(g.game.record() for g in chouette.games),
                         meta={"names": list(names)})
    when = _local_time(chouette.meta.get("session"))
    title = (ChouetteController.tr("Chouette of {when}").format(when=when) if when
             else ChouetteController.tr("Chouette"))
    win = opener(record, names, title, notes=ChouetteReplayNotes(chouette, words), parent=parent)
    if win is not None:
        win.go(game, 0)
    return win


__all__ = ["ChouetteReplayNotes", "replay_chouette"]
