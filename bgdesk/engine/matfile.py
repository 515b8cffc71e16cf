"""The text match format (.mat, "Jellyfish" style) that GNU Backgammon and eXtreme Gammon import.

:func:`export_mat` writes a match or money session as GNU Backgammon 1.07 writes it
(``export match mat``); :func:`import_mat` reads such text back into a
:class:`~bgdesk.engine.record.MatchRecord`, replaying every roll, move and cube action through the
engine so that each one is checked (R41). The engine does no I/O: the caller reads or writes the
file (and should refuse files larger than :data:`MAX_MAT_BYTES` before reading them).

The layout, as GNU Backgammon writes it::

    ; [Player 1 "Alice"]                           optional header tags (XG reads these)
    ; [EventDate "2026.11.29"]

     5 point match                                 (money sessions: " 0 point match")

     Game 1
     Alice : 0                      Bob : 0        the names and the score before the game
      1)                             53: 8/3 6/3   player 1 (right column) won the opening roll
      2) 62: 24/18 18/16             55: 13/8 13/8 6/1* 6/1
      3) 44: 25/21 13/9 13/9 13/9    31: 13/10 10/9*
      4) 11:                          Doubles => 2 a roll that cannot be played; a double
      5)  Takes                      31: 8/7 7/4*
     ...
                                      Wins 4 points    the winner's column: points won

Each numbered line holds one action of player 0 (left, from column 5) and one of player 1
(right, from column 33): a roll and its move (``dice: steps``, one checker step per die, bar =
25, off = 0, ``*`` a hit, points numbered from the mover's side as in bgdesk), ``Doubles => n``,
``Takes``, ``Drops`` or ``Beavers => n``. ``Wins n point(s)`` ends a game: after the last move or a
dropped double it repeats the result; while the game is still going it is a resignation (of a
single game, gammon or backgammon: n / cube) accepted by the winner. Opening rolls are not
written: the first move's dice are the opening roll, the higher die belonging to its player.

What the format cannot hold: tied opening rolls and automatic doubles, games started from a
set-up position, declined resignations (left out), and rule options other than through the
XG-style header tags written here (``Jacoby``, ``Beaver``, ``CubeLimit``, plus bgdesk's
``BackgammonValue``, ``DiceCommitment``, ``DiceSeed`` and ``DiceFirstRoll``).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace

from .dice import ManualDice
from .errors import ArgumentError, BgdeskError, NotationError
from .fairdice import ALGORITHMS as FAIR_ALGORITHMS
from .fairdice import LEGACY_ALGORITHM as FAIR_LEGACY
from .fairdice import record_contribution_hashes
from .game import Game, Phase
from .position import Position
from .match import Match, replay_match
from .notation import parse_moves, parse_play
from .record import EventKind, GameRecord, MatchRecord, Rules

__all__ = [
    "MAX_MAT_BYTES", "MAX_LINE_CHARS", "MatExportError", "export_mat", "import_mat",
    "player_names",
]

#: Larger texts are refused by :func:`import_mat` (a real match is a few kilobytes).
MAX_MAT_BYTES = 5 * 1024 * 1024
#: Longer lines are refused (GNU Backgammon's lines stay under 80 characters).
MAX_LINE_CHARS = 1000

DEFAULT_NAMES = ("Player 1", "Player 2")
_LEFT = 5           # where player 0's column starts on a numbered line
_RIGHT = 33         # where player 1's column starts
_WIDTH = _RIGHT - _LEFT
_SPLIT = 20         # an entry starting at or after this column is in player 1's column


class MatExportError(BgdeskError):
    """A record that the .mat format cannot express (a set-up start, automatic doubles)."""


# ---------------------------------------------------------------------------------------------
# Export
# ---------------------------------------------------------------------------------------------

def player_names(record: MatchRecord) -> tuple[str, str]:
    """The players' names kept in ``record.meta["names"]`` (defaults when absent)."""
    names = record.meta.get("names") if isinstance(record.meta, dict) else None
    if isinstance(names, (list, tuple)) and len(names) == 2 and all(isinstance(n, str) for n in names):
        return names[0], names[1]
    return DEFAULT_NAMES


def _clean_name(name, default: str) -> str:
    if not isinstance(name, str):
        return default
    text = re.sub(r"[\x00-\x1f\x7f:\[\]\"]", " ", name)
    text = " ".join(text.split())[:40]
    return text or default


def _clean_tag(value) -> str | None:
    if not isinstance(value, str):
        return None
    text = re.sub(r"[\x00-\x1f\x7f\"]", " ", value).strip()[:200]
    return text or None


def _as_record(source) -> MatchRecord:
    if isinstance(source, MatchRecord):
        return source
    if isinstance(source, GameRecord):
        return MatchRecord(rules=source.rules, length=source.match_length,
                           start_score=source.score, start_crawford=source.crawford,
                           games=(source,))
    rec = getattr(source, "record", None)
    if callable(rec):
        return _as_record(rec())
    raise ArgumentError(f"export_mat takes a Match, MatchRecord, Game or GameRecord, "
                    f"not {type(source).__name__}")


def _play_steps(board: list, steps) -> list[bool]:
    """Play ``steps`` (from, to) in order on ``board`` (a list, mover's view, changed in
    place); returns which of them hit a blot."""
    out = []
    for s, t in steps:
        board[s] -= 1
        hit = False
        if t > 0:
            if board[t] == -1:
                board[t] = 1
                board[0] += 1
                hit = True
            else:
                board[t] += 1
        out.append(hit)
    return out


def _swap(board: list) -> list:
    """The same board seen from the other player."""
    out = [0] * 26
    for p in range(1, 25):
        out[p] = -board[25 - p]
    out[25], out[0] = board[0], board[25]
    return out


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _game_lines(game: Game) -> list[str]:
    """The numbered lines (and Wins line) of one replayed game (standard start)."""
    board0 = list(Position.from_position_id(game.start.position_id).board)
    slots: list[list] = []   # [player, text]; cube actions carry a leading space
    for made in game.events:
        k = made.kind
        if k is EventKind.OPENING_ROLL:
            if made.player is not None:
                hi, lo = max(made.dice), min(made.dice)
                slots.append([made.player, f"{hi}{lo}:"])
        elif k is EventKind.ROLL:
            slots.append([made.player, f"{made.dice[0]}{made.dice[1]}:"])
        elif k is EventKind.PLAY:
            steps = made.steps or ()
            board = board0 if made.player == 0 else _swap(board0)
            hits = _play_steps(board, steps)
            board0 = board if made.player == 0 else _swap(board)
            text = " ".join(f"{s}/{t}{'*' if h else ''}" for (s, t), h in zip(steps, hits))
            if text:
                slots[-1][1] += " " + text
        elif k is EventKind.DOUBLE:
            slots.append([made.player, f" Doubles => {made.cube}"])
        elif k is EventKind.TAKE:
            slots.append([made.player, " Takes"])
        elif k is EventKind.DROP:
            slots.append([made.player, " Drops"])
        elif k is EventKind.BEAVER:
            slots.append([made.player, f" Beavers => {made.cube}"])
        # RESIGN / ACCEPT: the Wins line says it; DECLINE: the format has no place for it.
    if tuple(board0) != game.position_for(0).board:   # pragma: no cover - a broken invariant
        raise MatExportError("internal error: the written moves do not reach the game's position")

    rows: list[list] = []
    for player, text in slots:
        if player == 1 and rows and rows[-1][1] is None:
            rows[-1][1] = text
        else:
            rows.append([None, None])
            rows[-1][player] = text
    tail = []
    if game.result is not None:
        wins = f"Wins {_points(game.result.points)}"
        if game.result.winner == 1 and rows and rows[-1][1] is None:
            rows[-1][1] = " " + wins
        elif game.result.winner == 1:
            tail.append(" " * (_RIGHT + 1) + wins)
        else:
            tail.append(" " * (_LEFT + 1) + wins)
    lines = []
    for n, (left, right) in enumerate(rows, 1):
        text = f"{n:3d}) "
        if right is None:
            text += left or ""
        else:
            left = left or ""
            text += left.ljust(_WIDTH) if len(left) < _WIDTH else left + " "
            text += right
        lines.append(text.rstrip())
    return lines + tail


def export_mat(source, *, names: tuple[str, str] | None = None, date: str | None = None,
               tags: bool = True) -> str:
    """The .mat text of a :class:`~bgdesk.engine.match.Match`, :class:`MatchRecord`, game or
    game record (a money session is written as a ``0 point match``).

    ``names`` defaults to ``record.meta["names"]``; ``date`` (``"YYYY.MM.DD"``) to
    ``meta["date"]``. With ``tags`` the XG-style header tags are written (players, date, rules,
    fair-dice commitment and, once revealed, the seed). Every game is replayed and checked first.
    Raises :class:`MatExportError` for what the format cannot express.
    """
    record = _as_record(source)
    for i, g in enumerate(record.games):
        if not g.start.is_standard:
            raise MatExportError(f"game {i + 1} starts from a set-up position, which the .mat "
                                 f"format cannot record")
        if any(e.kind is EventKind.AUTO_DOUBLE for e in g.events):
            raise MatExportError(f"game {i + 1} has an automatic double (R31), which the .mat "
                                 f"format cannot record")
    replayed = replay_match(record)   # every game checked before anything is written
    meta = record.meta if isinstance(record.meta, dict) else {}
    n0, n1 = names if names is not None else player_names(record)
    n0, n1 = _clean_name(n0, DEFAULT_NAMES[0]), _clean_name(n1, DEFAULT_NAMES[1])
    rules = record.rules
    out: list[str] = []
    if tags:
        tag = {"Player 1": n0, "Player 2": n1, "EventDate": date or meta.get("date")}
        for key in ("Event", "Site", "Round", "EventTime"):
            tag[key] = meta.get(key.lower() if key != "EventTime" else "time")
        if record.length:
            tag["Crawford"] = "On"
        else:
            tag["Jacoby"] = "On" if rules.jacoby else "Off"
            tag["Beaver"] = "On" if rules.beavers else "Off"
        if not rules.use_cube:
            tag["CubeLimit"] = "1"
        if rules.backgammon_value != 3:
            tag["BackgammonValue"] = str(rules.backgammon_value)
        dice = record.dice if isinstance(record.dice, dict) else {}
        commitment = record.commitment or (dice.get("commitment") if dice.get("kind") == "fair"
                                           else None)
        if commitment:
            tag["DiceCommitment"] = commitment
            seed = dice.get("seed")
            # Written only when the tag carries it unchanged (printable, no quote, no outer
            # spaces); other seeds stay in bgdesk's own records.
            if isinstance(seed, str) and seed == _clean_tag(seed) and seed.isprintable() \
                    and seed.isascii():
                tag["DiceSeed"] = seed
            first = dice.get("rolls", 0)
            if isinstance(first, int) and not isinstance(first, bool) and first > 0:
                tag["DiceFirstRoll"] = str(first)
            tag.update(_contribution_tags(dice))
            if isinstance(dice.get("unverifiable"), str):
                tag["DiceUnverifiable"] = dice["unverifiable"]
        for key, value in tag.items():
            value = _clean_tag(value)
            if value is not None:
                out.append(f'; [{key} "{value}"]')
        out.append("")
    out.append(f" {record.length} point match")
    out.append("")
    for i, g in enumerate(record.games):
        out.append(f" Game {i + 1}")
        out.append(" " + f"{n0} : {g.score[0]}".ljust(_RIGHT - 2) + f"{n1} : {g.score[1]}")
        out.extend(_game_lines(replayed.games[i]))
        out.append("")
    return "\n".join(out) + "\n"


def _contribution_tags(dice: dict) -> dict:
    """The fair-dice algorithm and the players' contributions as header tags: the hashes C1 and
    C2 always (the derivation needs only them), each text too when a tag carries it unchanged."""
    algorithm = dice.get("algorithm", FAIR_LEGACY)
    if algorithm == FAIR_LEGACY or algorithm not in FAIR_ALGORITHMS:
        return {}
    tag = {"DiceAlgorithm": algorithm}
    try:
        hashes = record_contribution_hashes(dice)
    except BgdeskError:
        return tag
    texts = dice.get("contributions") or ("", "")
    for i in (0, 1):
        tag[f"DiceContributionHash{i + 1}"] = hashes[i]
        text = texts[i]
        if text and text == _clean_tag(text) and text.isprintable() and text.isascii():
            tag[f"DiceContribution{i + 1}"] = text
    return tag


def _fair_dice_from_tags(tags: dict, commitment: str) -> dict:
    """A record's fair-dice description from the header tags (see :func:`_contribution_tags`)."""
    first = 0
    if "dicefirstroll" in tags:
        v, ln = tags["dicefirstroll"]
        if not v.isdigit() or len(v) > 9:
            raise _fail(ln, f"the DiceFirstRoll tag is a whole number, not {v!r}")
        first = int(v)
    algorithm = FAIR_LEGACY
    if "dicealgorithm" in tags:
        algorithm, ln = tags["dicealgorithm"]
        if algorithm not in FAIR_ALGORITHMS:
            raise _fail(ln, f"unknown fair-dice algorithm {algorithm!r}")
    dice = {"kind": "fair", "algorithm": algorithm, "commitment": commitment, "rolls": first}
    if "diceseed" in tags:
        dice["seed"] = tags["diceseed"][0]
    if "diceunverifiable" in tags:
        dice["unverifiable"] = tags["diceunverifiable"][0]
    if algorithm == FAIR_LEGACY:
        return dice
    line = tags["dicecommitment"][1]
    hashes, texts = [], []
    for i in (1, 2):
        h = tags.get(f"dicecontributionhash{i}")
        if h is not None and not re.fullmatch(r"[0-9a-f]{64}", h[0]):
            raise _fail(h[1], f"the DiceContributionHash{i} tag is 64 lower-case hex digits")
        hashes.append(h[0] if h is not None else None)
        t = tags.get(f"dicecontribution{i}")
        texts.append(t[0] if t is not None else "")
    known = [h for h in hashes if h is not None]
    if len(known) == 2:
        dice["contribution_hashes"] = hashes
    elif known:
        raise _fail(line, "a .mat file gives both contributions' hashes or neither")
    if all(h is None for h in hashes) or all(
            hashlib.sha256(t.encode("utf-8")).hexdigest() == h for t, h in zip(texts, hashes)):
        dice["contributions"] = texts
    try:
        record_contribution_hashes(dice)
    except BgdeskError as e:
        raise _fail(line, f"the fair-dice tags: {e}") from None
    return dice


# ---------------------------------------------------------------------------------------------
# Import: reading the text
# ---------------------------------------------------------------------------------------------

_MOVE_TOKEN = r"(?:bar|b|\d{1,2})(?:/(?:off|o|bar|b|\d{1,2})\*?)+(?:\(\d\))?"
_ITEM = re.compile(
    r"(?P<roll>(?P<d1>[1-6])(?P<d2>[1-6]):(?P<moves>(?:[ \t]+" + _MOVE_TOKEN + r")*))"
    r"|(?P<double>doubles[ \t]*=>[ \t]*(?P<dv>\d{1,6}))"
    r"|(?P<beaver>beavers[ \t]*=>[ \t]*(?P<bv>\d{1,6}))"
    r"|(?P<take>takes|accepts)"
    r"|(?P<drop>drops|passes|rejects|refuses)"
    r"|(?P<wins>wins[ \t]+(?P<wv>\d{1,6})[ \t]+points?(?:[ \t]+and[ \t]+the[ \t]+match)?)",
    re.IGNORECASE)
_LENGTH = re.compile(r"^\s*(\d{1,6})\s+points?\s+match\s*$", re.IGNORECASE)
_GAME = re.compile(r"^\s*game\s+(\d{1,6})\s*$", re.IGNORECASE)
_PLAYERS = re.compile(r"^\s*(?P<n0>\S.*?)\s*:\s*(?P<s0>\d{1,6})\s+(?P<n1>\S.*?)\s*:\s*(?P<s1>\d{1,6})\s*$")
_NUMBERED = re.compile(r"^(\s*(\d{1,6})\))(.*)$")
_TAG = re.compile(r'^;\s*\[\s*(?P<key>[^"\]]{1,40}?)\s+"(?P<value>[^"]{0,400})"\s*\]\s*$')
_BAD_CHARS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


@dataclass
class _Item:
    line: int
    side: int            # 0 left column (player 0), 1 right column (player 1)
    kind: str            # roll, double, beaver, take, drop, wins
    text: str
    dice: tuple = ()
    moves: str = ""
    value: int = 0


@dataclass
class _GameText:
    line: int            # the "Game n" line
    number: int
    players_line: int = 0
    names: tuple = ()
    score: tuple = ()
    items: list = field(default_factory=list)


def _fail(line: int, message: str) -> NotationError:
    return NotationError(f"line {line}: {message}")


def _to_text(data) -> str:
    if isinstance(data, (bytes, bytearray, memoryview)):
        data = bytes(data)
        if len(data) > MAX_MAT_BYTES:
            line = data[:MAX_MAT_BYTES].count(b"\n") + 1
            raise _fail(line, f"the file is larger than {MAX_MAT_BYTES // (1024 * 1024)} MB; "
                              f"a .mat file is a few kilobytes, so it is not read")
        nul = data.find(b"\x00")
        if nul >= 0:
            raise _fail(data[:nul].count(b"\n") + 1,
                        "this is binary data, not a text match file (.mat)")
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return data.decode("latin-1")
    if not isinstance(data, str):
        raise NotationError(f"a .mat file is text or bytes, not {type(data).__name__}")
    if len(data) > MAX_MAT_BYTES:
        line = data[:MAX_MAT_BYTES].count("\n") + 1
        raise _fail(line, f"the text is larger than {MAX_MAT_BYTES // (1024 * 1024)} MB; "
                          f"a .mat file is a few kilobytes, so it is not read")
    return data[1:] if data.startswith("\ufeff") else data


def _items_of(line_no: int, line: str, body_start: int) -> list[_Item]:
    """The entries on a numbered line (``body_start``: where the text after ``n)`` begins)."""
    found = []
    pos = body_start
    n = len(line)
    while pos < n:
        if line[pos] in " \t":
            pos += 1
            continue
        m = _ITEM.match(line, pos)
        end = m.end() if m else pos
        if not m or (end < n and line[end] not in " \t"):
            snippet = line[pos:pos + 24].split("  ")[0]
            raise _fail(line_no, f"cannot read {snippet!r}: expected a roll and move such as "
                                 f"'31: 8/5 6/5', 'Doubles => 2', 'Takes', 'Drops' or 'Wins 1 point'")
        col = pos
        if m.group("roll"):
            item = _Item(line_no, 0, "roll", m.group(0).strip(),
                         dice=(int(m.group("d1")), int(m.group("d2"))),
                         moves=" ".join(m.group("moves").split()))
        elif m.group("double"):
            item = _Item(line_no, 0, "double", m.group(0), value=int(m.group("dv")))
        elif m.group("beaver"):
            item = _Item(line_no, 0, "beaver", m.group(0), value=int(m.group("bv")))
        elif m.group("take"):
            item = _Item(line_no, 0, "take", m.group(0))
        elif m.group("drop"):
            item = _Item(line_no, 0, "drop", m.group(0))
        else:
            item = _Item(line_no, 0, "wins", " ".join(m.group(0).split()), value=int(m.group("wv")))
        item.side = 1 if col >= _SPLIT else 0
        found.append((col, item))
        pos = end
    if len(found) > 2:
        raise _fail(line_no, "a numbered line holds at most two entries (player 1's, then "
                             "player 2's)")
    if len(found) == 2:
        found[0][1].side, found[1][1].side = 0, 1
    return [it for _c, it in found]


def _parse(text: str):
    """Lines -> (match length, header tags {key: (value, line)}, [_GameText])."""
    lines = re.split(r"\r\n|\r|\n", text)
    length = None
    length_line = 0
    tags: dict = {}
    games: list[_GameText] = []
    for idx, raw in enumerate(lines):
        no = idx + 1
        if len(raw) > MAX_LINE_CHARS:
            raise _fail(no, f"the line is {len(raw)} characters long; a .mat line is short")
        bad = _BAD_CHARS.search(raw)
        if bad:
            raise _fail(no, f"control character {bad.group(0)!r}: this is not a text match file")
        line = raw.expandtabs(8).rstrip()
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith(";") or stripped.startswith("#"):
            m = _TAG.match(stripped)
            if m and not games:
                tags.setdefault(m.group("key").strip().lower(), (m.group("value").strip(), no))
            continue
        if games and not games[-1].names:
            m = _PLAYERS.match(line)
            if not m:
                raise _fail(no, "expected the players' names and scores, such as "
                                "'Alice : 0    Bob : 0', after the Game line")
            g = games[-1]
            g.players_line = no
            g.names = (m.group("n0"), m.group("n1"))
            g.score = (int(m.group("s0")), int(m.group("s1")))
            continue
        m = _LENGTH.match(line)
        if m:
            if length is not None:
                raise _fail(no, f"a second match length (the first is on line {length_line})")
            length = int(m.group(1))
            length_line = no
            if length > 32767:
                raise _fail(no, f"a match to {length} points is too long (at most 32767)")
            continue
        m = _GAME.match(line)
        if m:
            if length is None:
                raise _fail(no, "a game starts before the ' N point match' line")
            number = int(m.group(1))
            if games and number != games[-1].number + 1:
                raise _fail(no, f"game {number} follows game {games[-1].number}")
            games.append(_GameText(no, number))
            continue
        if not games:
            raise _fail(no, f"cannot read {stripped[:30]!r}: expected ' N point match' "
                            f"and then ' Game 1'")
        m = _NUMBERED.match(line)
        if m:
            games[-1].items.extend(_items_of(no, line, len(m.group(1))))
            continue
        items = _items_of(no, line, 0)
        if len(items) == 1 and items[0].kind == "wins":
            games[-1].items.append(items[0])
            continue
        raise _fail(no, f"cannot read {stripped[:30]!r}: moves are on numbered lines "
                        f"such as '  1) 31: 8/5 6/5'")
    if length is None:
        raise _fail(len(lines), "this is not a .mat file: there is no ' N point match' line")
    if games and not games[-1].names:
        raise _fail(games[-1].line, "the file ends before the players' names and scores")
    return length, tags, games


def _rules_from_tags(tags: dict, length: int, games: list) -> Rules:
    def on_off(key: str, default: bool) -> bool:
        if key not in tags:
            return default
        value, line = tags[key]
        v = value.lower()
        if v in ("on", "yes", "true", "1"):
            return True
        if v in ("off", "no", "false", "0"):
            return False
        raise _fail(line, f"the {key} tag is On or Off, not {value!r}")

    jacoby = on_off("jacoby", False) if not length else False
    has_beaver = any(it.kind == "beaver" for g in games for it in g.items)
    beavers = on_off("beaver", has_beaver) if not length else False
    use_cube = True
    if "cubelimit" in tags:
        value, line = tags["cubelimit"]
        if not value.isdigit() or len(value) > 6:
            raise _fail(line, f"the CubeLimit tag is a number, not {value!r}")
        use_cube = int(value) > 1
    bg = 3
    if "backgammonvalue" in tags:
        value, line = tags["backgammonvalue"]
        if value not in ("2", "3"):
            raise _fail(line, f"the BackgammonValue tag is 2 or 3, not {value!r}")
        bg = int(value)
    return Rules(jacoby=jacoby, beavers=beavers, use_cube=use_cube, backgammon_value=bg)


# ---------------------------------------------------------------------------------------------
# Import: replaying through the engine
# ---------------------------------------------------------------------------------------------

def _replay_game(game: Game, gt: _GameText, names: tuple) -> None:
    items = gt.items
    for i, it in enumerate(items):
        nxt = items[i + 1] if i + 1 < len(items) else None
        who = names[it.side]
        at = f"{who}'s {it.text!r}"
        if game.is_over and it.kind != "wins":
            raise _fail(it.line, f"{at}: the game is already over")
        try:
            if it.kind == "roll":
                _roll_and_move(game, it, nxt)
            elif it.kind == "double":
                offered = 2 * game.cube_value
                game.double(player=it.side)
                if it.value != offered:
                    raise NotationError(f"the cube is at {offered // 2}, so a double offers "
                                        f"{offered}, not {it.value}")
            elif it.kind == "take":
                game.take(player=it.side)
            elif it.kind == "drop":
                game.drop(player=it.side)
            elif it.kind == "beaver":
                game.beaver(player=it.side)
                if it.value != game.cube_value:
                    raise NotationError(f"a beaver makes the cube {game.cube_value}, "
                                        f"not {it.value}")
            else:
                _wins(game, it)
        except NotationError as e:
            raise _fail(it.line, f"{at}: {e}") from None
        except BgdeskError as e:
            raise _fail(it.line, f"{at}: {e}") from None


def _roll_and_move(game: Game, it: _Item, nxt: _Item | None) -> None:
    d1, d2 = it.dice
    if game.phase is Phase.OPENING:
        if d1 == d2:
            raise NotationError("the first roll of a game is the opening roll, one die each, "
                                "and cannot be a double (R6)")
        hi, lo = max(d1, d2), min(d1, d2)
        game.roll((hi, lo) if it.side == 0 else (lo, hi))
    else:
        if game.phase is Phase.MOVING:
            raise NotationError(f"the previous roll {game.dice[0]}{game.dice[1]} has not been "
                                f"played")
        game.roll((d1, d2), player=it.side)
    if it.moves:
        if game.cannot_move:
            raise NotationError(f"{d1}-{d2} cannot be played here, yet moves are written")
        game.play(_written_play(game, it.moves), player=it.side)
        return
    if game.cannot_move:
        if nxt is None or nxt.kind != "wins":
            game.play(game.legal_plays[0], player=it.side)
        return
    if nxt is not None and nxt.kind != "wins":
        raise NotationError(f"{d1}-{d2} can be played here but no move is written")
    # A roll left unplayed: the last entry of an unfinished game, or followed by a resignation.


def _written_play(game: Game, text: str):
    """The legal play that ``text`` describes, matched against the plays the game has already
    generated (as :func:`~bgdesk.engine.notation.parse_play` does, without generating them a
    second time); parse_play itself explains anything that does not match."""
    pos = game.position
    moves = parse_moves(text)
    mine = list(pos.mine)
    for path, _hits in moves:
        mine[path[0]] -= 1
        mine[path[-1]] += 1
    if all(v >= 0 for v in mine[1:]):
        # The mover's checkers after the play, points 1..24 and the bar (as in result boards).
        target = tuple(mine[1:])
        found = [pl for pl in game.legal_plays if not pl.is_empty()
                 and tuple(v if v > 0 else 0 for v in pl.result_board[1:]) == target]
        if len(found) > 1:
            stars = {p for path, hits in moves for p, h in zip(path[1:], hits) if h and p}
            found = [pl for pl in found if set(pl.hits) == stars]
        if len(found) == 1:
            return found[0]
    return parse_play(pos, game.dice, text)


def _wins(game: Game, it: _Item) -> None:
    winner = it.side
    if game.is_over:
        res = game.result
        if res.winner != winner:
            raise NotationError(f"the game was won by player {res.winner + 1}, not player "
                                f"{winner + 1}")
        if res.points != it.value:
            raise NotationError(f"the game as played scores {res.points}, not {it.value}")
        return
    # The game is still going: the loser resigned and the winner accepted (R27).
    loser = 1 - winner
    kinds = [k for k in (1, 2, 3) if game.stake(k) == it.value]
    if not kinds:
        stakes = ", ".join(str(game.stake(k)) for k in (1, 2, 3))
        raise NotationError(f"the game is not over, so this is a resignation, but at a cube of "
                            f"{game.cube_value} it scores {stakes} (single, gammon, backgammon), "
                            f"not {it.value}")
    if game.phase is Phase.DOUBLE_OFFERED:
        raise NotationError("a double is waiting for an answer (Takes or Drops)")
    game.resign(loser, kinds[0])
    game.accept_resignation(player=winner)


def import_mat(data, rules: Rules | None = None) -> MatchRecord:
    """Read .mat text (``str`` or ``bytes``) into a :class:`MatchRecord`, replaying every game.

    ``rules`` overrides what the header tags say (Jacoby, beavers, cube limit; in money play a
    file with beavers turns them on). The players' names go to ``meta["names"]``, header tags
    to ``meta`` (``date``, ``event``, ``site``, ``round``, ``time``), a fair-dice commitment and
    seed to ``record.dice`` / ``record.commitment``. Anything malformed, hostile or illegal
    raises :class:`NotationError` naming the line.
    """
    text = _to_text(data)
    length, tags, games = _parse(text)
    if rules is None:
        rules = _rules_from_tags(tags, length, games)
    elif not isinstance(rules, Rules):
        raise ArgumentError(f"rules must be a Rules, not {type(rules).__name__}")
    if games:
        names = games[0].names
    else:
        names = tuple(tags[k][0] if k in tags else d
                      for k, d in (("player 1", DEFAULT_NAMES[0]), ("player 2", DEFAULT_NAMES[1])))
    match = None
    for gi, gt in enumerate(games):
        where = gt.players_line
        if match is None:
            s = gt.score
            # A file that starts at a score where a player needs one point: the Crawford game
            # unless someone doubles in it (then it is post-Crawford). At 0-0 in a 1-point
            # match there is no Crawford game (as Match decides).
            crawford = bool(length and length - 1 in s and max(s) < length and s != (0, 0)
                            and not any(it.kind == "double" for it in gt.items))
            try:
                match = Match(length, rules, ManualDice(), score=s, crawford=crawford)
            except ValueError as e:
                raise _fail(where, str(e)) from None
        else:
            prev = match.current_game
            if prev is not None and not prev.is_over:
                raise _fail(gt.line, f"game {games[gi - 1].number} has no result, yet another "
                                     f"game follows")
            if match.is_over:
                raise _fail(gt.line, f"the match was already won "
                                     f"{match.score[0]}-{match.score[1]}")
            if tuple(gt.score) != match.score:
                raise _fail(where, f"the scores say {gt.score[0]}-{gt.score[1]}, but the games "
                                   f"before give {match.score[0]}-{match.score[1]}")
        if length and max(gt.score) >= length:
            raise _fail(where, f"a score of {gt.score[0]}-{gt.score[1]} has already reached the "
                               f"match length {length}")
        try:
            game = match.new_game()
        except BgdeskError as e:
            raise _fail(gt.line, str(e)) from None
        _replay_game(game, gt, gt.names)
    if match is None:
        match = Match(length, rules, ManualDice())
    record = match.record()
    meta = {"names": [names[0], names[1]]}
    for key, meta_key in (("eventdate", "date"), ("event", "event"), ("site", "site"),
                          ("round", "round"), ("eventtime", "time")):
        if key in tags:
            meta[meta_key] = tags[key][0]
    dice = None
    commitment = None
    if "dicecommitment" in tags:
        value, line = tags["dicecommitment"]
        if not re.fullmatch(r"[0-9a-f]{64}", value):
            raise _fail(line, "the DiceCommitment tag is 64 lower-case hex digits")
        commitment = value
        dice = _fair_dice_from_tags(tags, value)
    return replace(record, meta=meta, dice=dice, commitment=commitment)
