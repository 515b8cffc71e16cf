"""Writing a match in the .mat dialects of other programs, for the import tests.

:func:`write_dialect` writes a :class:`~bgdesk.engine.record.MatchRecord` the way a
:class:`Dialect` says: where the columns stand, whether hits are marked, what a roll that cannot
be played looks like (nothing or ``Cannot Move``), what a roll left unplayed before a
resignation looks like (nothing or ``???``), whether one checker's steps are written as one
move (``24/13``, ``66: 24/12``), Backgammon Galaxy's ``Losses`` lines and its final line that
counts only the points the winner needed, header tags, line ends, a byte-order mark, names and
money sessions whose score lines stay ``0 : 0``. Each game is replayed through the engine to
know what every step hits.

:func:`bot_match` plays a match with the engine's bots choosing the checker plays (the cube
actions and resignations come from a seeded random source, so that every kind of line
appears).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace

import game_driver

from bgdesk.bots import make_bot
from bgdesk.engine.dice import ManualDice, SeededDice
from bgdesk.engine.game import Action, Game, Phase, replay_into
from bgdesk.engine.match import Match
from bgdesk.engine.matfile import cube_entry, pair_rows, play_steps
from bgdesk.engine.record import EventKind, MatchRecord, Rules


@dataclass(frozen=True)
class Dialect:
    name: str
    right: int = 33                 # the column where the right player's entries start
    stars: bool = True              # hits marked with '*'
    dance: str = ""                 # what follows a roll that cannot be played
    unplayed: str = ""              # what follows a roll left unplayed before a resignation
    consolidate: bool = False       # one checker's steps as one move: 24/13, 66: 24/12
    words: bool = True              # bar/off rather than 25/0
    galaxy_end: bool = False        # 'Losses n' beside 'Wins n', the final line capped
    tags: tuple = ()                # header lines before the match length
    newline: str = "\n"
    bom: bool = False
    zero_money_scores: bool = False
    names: tuple | None = None      # the names written on the score lines
    length_line: str = " {length} point match"
    game_line: str = " Game {n}"


GNUBG = Dialect("gnubg", words=False)
XG = Dialect("xg", right=38, dance="Cannot Move", unplayed="???", consolidate=True,
             tags=('; [Site "eXtreme Gammon"]', '; [Player 1 "{n0}"]', '; [Player 2 "{n1}"]',
                   '; [Player 1 Elo "1500.00/0"]', '; [Player 2 Elo "1500.00/0"]',
                   '; [EventDate "2024.03.09"]', '; [EventTime "21.14"]',
                   '; [Variation "Backgammon"]', '; [Unrated "Off"]', '; [Crawford "On"]',
                   '; [CubeLimit "1024"]'),
             newline="\r\n", bom=True)
STUDIO = Dialect("studio", right=36, stars=False, dance="Cannot Move", consolidate=True)
GALAXY = Dialect("galaxy", right=34, galaxy_end=True,
                 tags=('; [Site "BackgammonGalaxy"]', '; [Match ID "4815162342"]',
                       '; [Player 1 "{n0}"]', '; [Player 2 "{n1}"]',
                       '; [Player 1 Elo "1612.50/212"]', '; [Player 2 Elo "1588.00/97"]',
                       '; [EventDate "2025.11.02"]', '; [EventTime "18.41"]',
                       '; [Variation "Backgammon"]', '; [Jacoby "Off"]', '; [Beaver "Off"]',
                       '; [Unrated "Off"]', '; [CubeLimit "1024"]'),
                 length_line="{length} point match")
PLAIN = Dialect("unmarked", stars=False, words=False)
DIALECTS = (GNUBG, XG, STUDIO, GALAXY, PLAIN)


def _name(p: int, words: bool) -> str:
    if p == 25:
        return "bar" if words else "25"
    if p == 0:
        return "off" if words else "0"
    return str(p)


def _play_text(board: tuple, steps, dice, d: Dialect) -> str:
    """The play's steps (mover's numbering, in the order played) as the dialect writes them."""
    hits = play_steps(list(board), steps)
    hops = [(s, t, h) for (s, t), h in zip(steps, hits)]   # (from, to, hit)
    if d.consolidate:
        # Join one checker's steps when GNU Backgammon splits the joined move the same way: for
        # a double always, otherwise when the point passed holds no opposing checker.
        double = dice[0] == dice[1]
        joined = []
        for s, t, hit in hops:
            prev = next((j for j in reversed(joined) if j[-1][1] == s and s), None)
            if prev is not None and (double or (not prev[-1][2] and board[s] >= 0
                                                and len(joined) == 1 and len(hops) == 2)):
                prev.append((s, t, hit))
            else:
                joined.append([(s, t, hit)])
        out = []
        for chain in joined:
            text = _name(chain[0][0], d.words)
            for i, (s, t, hit) in enumerate(chain):
                last = i == len(chain) - 1
                if last or (hit and d.stars):
                    text += "/" + _name(t, d.words) + ("*" if hit and d.stars else "")
            out.append(text)
        return " ".join(out)
    return " ".join(f"{_name(s, d.words)}/{_name(t, d.words)}{'*' if h and d.stars else ''}"
                    for s, t, h in hops)


def _pts(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _game_rows(grec, rules: Rules, d: Dialect, length: int, written=None) -> tuple[list, list]:
    """The numbered rows ([left, right]) and the lines after them for one game; ``written``
    maps event indexes to the text to write for those plays instead (None: the turn is left
    out)."""
    game = Game(rules, ManualDice(), match_length=grec.match_length, score=grec.score,
                crawford=grec.crawford, start=grec.start)
    slots = []   # [player, text]
    events = list(grec.events)
    for i, ev in enumerate(events):
        before = game.position if game.phase is Phase.MOVING else None
        replay_into(game, [ev])
        k = ev.kind
        if k is EventKind.OPENING_ROLL and ev.player is not None:
            hi, lo = max(ev.dice), min(ev.dice)
            slots.append([ev.player, f"{hi}{lo}:"])
        elif k is EventKind.ROLL:
            slots.append([ev.player, f"{ev.dice[0]}{ev.dice[1]}:"])
        elif k is EventKind.PLAY:
            text = _play_text(before.board, ev.steps, ev.dice, d)
            if written and i in written:
                text = written[i]
                if text is None:
                    slots.pop()     # the whole turn left out
                    continue
            if text:
                slots[-1][1] += " " + text
            elif d.dance:
                slots[-1][1] += " " + d.dance
        elif k is EventKind.RESIGN:
            nxt = events[i + 1] if i + 1 < len(events) else None
            if nxt is not None and nxt.kind is EventKind.ACCEPT and d.unplayed \
                    and before is not None:
                slots[-1][1] += " " + d.unplayed
        elif cube_entry(ev) is not None:
            slots.append([ev.player, cube_entry(ev)])
    rows = pair_rows(slots)
    tail = []
    r = grec.result
    if r is not None:
        points = r.points
        won = length and grec.score[r.winner] + points >= length
        if d.galaxy_end and won:
            points = min(points, length - grec.score[r.winner])
        wins = f"Wins {_pts(points)}" + (" and the match" if won else "")
        if d.galaxy_end:
            row = [None, None]
            row[r.winner] = wins
            row[1 - r.winner] = f"Losses {_pts(points)}"
            rows.append(row)
        elif r.winner == 1 and rows and rows[-1][1] is None:
            rows[-1][1] = " " + wins
        else:
            tail.append(" " * (6 if r.winner == 0 else d.right + 1) + wins)
    return rows, tail


def write_dialect(record: MatchRecord, d: Dialect, written=None) -> str:
    """``record`` as the dialect writes it; ``written`` maps (game index, event index) to the
    text to write for those plays instead (say, nothing)."""
    names = d.names or tuple(record.meta.get("names", ("Player 1", "Player 2")))
    out = [t.format(n0=names[0], n1=names[1]) for t in d.tags]
    if out:
        out.append("")
    out.append(d.length_line.format(length=record.length))
    out.append("")
    width = d.right - 5
    for gi, g in enumerate(record.games):
        out.append(d.game_line.format(n=gi + 1))
        score = (0, 0) if d.zero_money_scores and not record.length else g.score
        out.append(" " + f"{names[0]} : {score[0]}".ljust(d.right - 2) + f"{names[1]} : {score[1]}")
        rows, tail = _game_rows(g, record.rules, d, record.length,
                                {i: t for (gi2, i), t in (written or {}).items() if gi2 == gi})
        for n, (left, right) in enumerate(rows, 1):
            text = f"{n:3d}) "
            left = left or ""
            if right is None:
                text += left
            else:
                text += (left.ljust(width) if len(left) < width else left + "  ") + right
            out.append(text.rstrip())
        out.extend(tail)
        out.append("")
    text = d.newline.join(out) + d.newline
    return ("\ufeff" + text) if d.bom else text


# ---------------------------------------------------------------------------------------------
# Matches played by the bots
# ---------------------------------------------------------------------------------------------

CUBE_WEIGHTS = {Action.DOUBLE: 1, Action.TAKE: 3, Action.DROP: 1, Action.BEAVER: 1,
                Action.RESIGN: 0.1, Action.ACCEPT: 3, Action.DECLINE: 1}


def bot_match(length: int, seed: int, *, games: int = 3, rules: Rules | None = None,
              level: str = "beginner", names=("Bot A", "Bot B")) -> Match:
    """A match (or a money session of ``games`` games) whose plays the bots choose."""
    rng = random.Random(seed)
    bot = make_bot(level, random.Random(seed))
    m = Match(length, rules, SeededDice(seed), meta={"names": list(names)})
    played = 0
    while not m.is_over and (length or played < games):
        g = m.new_game()
        for _ in range(3000):
            if g.is_over:
                break
            if g.phase is Phase.OPENING:
                g.roll()
                continue
            if g.phase is Phase.MOVING:
                # Now and then a player resigns with the dice rolled (the '???' of XG files),
                # when there was a choice of plays (else the file cannot tell whether the one
                # play was made first, and GNU Backgammon makes it).
                if rng.random() < 0.01 and len(g.legal_plays) > 1:
                    g.resign(g.on_roll, rng.choice((1, 2, 3)))
                    continue
                g.play(bot.choose_play(g.position, g.dice))
                continue
            # Sorted: a frozenset of actions iterates in an order that changes from one run
            # of Python to the next.
            options = [(p, a) for p in (0, 1)
                       for a in sorted(g.legal_actions(p), key=lambda a: a.value)
                       if a is not Action.PLAY]
            weights = [20 if a is Action.ROLL else CUBE_WEIGHTS[a] for _p, a in options]
            player, action = rng.choices(options, weights)[0]
            game_driver.perform(g, player, action, rng)
        played += 1
    return m


def repeated_session(games: int) -> str:
    """A money session of ``games`` games, gnubg style: four bot games again and again, the
    score lines staying 0 : 0 (a long file to read)."""
    rec = bot_match(0, 4, games=4).record()
    text = write_dialect(rec, replace(GNUBG, zero_money_scores=True))
    head, body = text[:text.index(" Game 1")], text[text.index(" Game 1"):]
    parts = [head]
    for k in range(games // 4):
        parts.append(re.sub(r" Game (\d+)", lambda m: f" Game {4 * k + int(m.group(1))}", body))
    return "".join(parts)


def as_read(record: MatchRecord) -> list:
    """What a .mat file keeps of each game, to compare records read from different dialects:
    per game the score, the Crawford flag, the result and every roll, play (its dice and the
    position after it) and cube action; opening ties and declined resignations, which the
    format does not hold, are left out, and so is the kind of a resignation (only its points
    are written)."""
    from bgdesk.engine.match import replay_match

    m = replay_match(record)
    out = []
    for grec, game in zip(record.games, m.games):
        g = Game(record.rules, ManualDice(), match_length=grec.match_length, score=grec.score,
                 crawford=grec.crawford, start=grec.start)
        items = []
        events = list(grec.events)
        for i, ev in enumerate(events):
            replay_into(g, [ev])
            k = ev.kind
            if k is EventKind.OPENING_ROLL and ev.player is None:
                continue
            if k in (EventKind.RESIGN, EventKind.DECLINE):
                continue
            if k is EventKind.ACCEPT:
                items.append(("resigned", g.result.points))
            elif k is EventKind.PLAY:
                if not ev.steps and [e.kind for e in events[i + 1:]] == [EventKind.RESIGN,
                                                                         EventKind.ACCEPT]:
                    # A roll that cannot be played, then the end by resignation: the file
                    # cannot tell whether the resignation came before the (empty) play.
                    continue
                items.append(("play", ev.player, tuple(ev.dice), g.position_for(0).position_id()))
            else:
                items.append((k.value, ev.player, ev.dice, ev.cube))
        r = grec.result
        out.append((grec.score, grec.crawford,
                    None if r is None else (r.winner, r.points, r.reason.value), items))
    return out


def with_names(record: MatchRecord, names) -> MatchRecord:
    return replace(record, meta={**record.meta, "names": list(names)})


__all__ = ["DIALECTS", "Dialect", "GALAXY", "GNUBG", "PLAIN", "STUDIO", "XG", "as_read",
           "bot_match", "repeated_session", "with_names", "write_dialect"]
