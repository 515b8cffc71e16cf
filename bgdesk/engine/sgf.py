"""GNU Backgammon's own file format, .sgf (Smart Game Format, game 6): read and write.

:func:`read_sgf` reads what GNU Backgammon's ``save match`` (and ``save game``, ``save
position``) writes into a :class:`~bgdesk.engine.fileread.FileReading`: the match information,
every game with its moves and cube actions checked by the rules, resignations, the rules
(Crawford, Jacoby, no cube) and the analysis GNU Backgammon stored (:mod:`bgdesk.engine.stored`).
:func:`export_sgf` writes a match record so that GNU Backgammon loads it back to the same match.

The format, as GNU Backgammon 1.07 writes it (``sgf.c``): one game tree per game, ::

    (;FF[4]GM[6]CA[UTF-8]AP[...]MI[length:5][game:0][ws:0][bs:0]PW[Alice]PB[Bob]
      DT[2026-12-01]RU[Crawford:CrawfordGame]RE[W+2R]
    ;B[63aglo]                        Bob rolls 63 and plays 24/18 13/10
    ;W[42mkkg]A[0][mkkg E ver 3 ...]  Alice's 42 and the plays GNU Backgammon weighed
    ;W[double];B[take] ...)

* ``W`` is the first player (``PW``, bgdesk's player 0, the .mat file's left column), ``B`` the
  second. A move is the dice and one pair of letters per checker step: for ``W`` the letter of
  point *p* is ``chr(ord('a') + p - 1)``, for ``B`` ``chr(ord('x') - p + 1)``, each in the
  mover's own numbering; ``y`` is the bar, ``z`` off. A roll that cannot be played is the dice
  alone (``W[64]``).
* ``MI``: the match length (0 for money), the game's number and the score before it (``ws`` the
  first player's); ``RU``: ``Crawford`` (the rule is used), ``CrawfordGame``, ``Jacoby``,
  ``NoCube`` and variants bgdesk does not play (``Nackgammon``, ``Hypergammon1-3``); ``RE``: the
  winner and points, ``R`` when the game was resigned (the kind follows from the points and the
  cube, as GNU Backgammon reads it).
* ``AE``/``AW``/``AB``/``PL``/``CV``/``CP``/``DI``: a game set up from a position (each
  player's checkers by letter in their own numbering, the player on roll, the cube, the dice).
* ``DA[E ver 3 <plies>C <det> <noise> <prune> <7 outputs no double> <7 outputs double/take>]``:
  the doubling decision of the player to move; ``A[i][<move> E ver 3 <5 chances> <equity>
  <plies>C ...]``: the candidates of a checker play (``X ...`` and ``R ...`` are rollouts).
  The seventh output is the cubeful equity, in a match GNU Backgammon's match-winning chance.

Bounded work: the text is read once, by a regular expression, with a size limit; nesting
(variations, which GNU Backgammon does not write) is followed along the main line only.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from .errors import ArgumentError, BgdeskError
from .fileread import (Damage, FileReadError, FileReading, MatchBuilder, Notes, apply_steps,
                       check_progress)
from .game import Phase
from .position import Position
from .record import EventKind, GameStart, MatchRecord, Rules
from .stored import StoredAnalysis, StoredChecker, StoredCube, StoredPlay

__all__ = ["MAX_SGF_BYTES", "export_sgf", "read_sgf"]

#: Larger files are refused (a long session with every move analysed is a few megabytes).
MAX_SGF_BYTES = 32 * 1024 * 1024
#: More games than this in one file are not read (the rest are reported).
MAX_GAMES = 10_000

_TOKEN = re.compile(r"\s*(?:([();])|([A-Za-z]+)|(\[(?:[^\]\\]|\\.)*\]))", re.S)
_VALUE_OPEN = re.compile(r"\s*\[")
_MOVE = re.compile(r"([1-6])([1-6])((?:[a-z]{2}){0,4})$")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$")


# ---------------------------------------------------------------------------------------------
# The text: game trees, nodes, properties
# ---------------------------------------------------------------------------------------------

def _unescape(raw: str) -> str:
    out = []
    i = 0
    n = len(raw)
    while i < n:
        c = raw[i]
        if c == "\\" and i + 1 < n:
            nxt = raw[i + 1]
            i += 2
            if nxt == "\n":
                continue      # a soft line break
            if nxt == "\r":
                if i < n and raw[i] == "\n":
                    i += 1
                continue
            out.append(nxt)
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _trees(text: str) -> list:
    """The game trees of a collection, each the list of its main line's nodes; a node is
    ``(line, {ident: [values]})``."""
    trees: list = []
    pos = 0
    n = len(text)
    line = 1
    depth = 0
    # Per depth: whether the tree open there already has a child tree (its main line goes on
    # into the first child only, as GNU Backgammon reads it).
    has_child: list[bool] = []
    skip_from = None      # the depth of a variation being passed over
    node = None
    ident = None
    current: list | None = None
    while pos < n:
        m = _TOKEN.match(text, pos)
        if m is None:
            rest = text[pos:]
            if not rest.strip():
                break
            if _VALUE_OPEN.match(text, pos) is not None:
                raise FileReadError(line + text.count("\n", pos, text.index("[", pos)),
                                    "sgf-open", at=line + text.count("\n", pos, text.index("[", pos)))
            # A character SGF has no use for: passed over.
            line += text.count("\n", pos, pos + 1)
            pos += 1
            continue
        end = m.end()
        start_line = line
        line += text.count("\n", pos, end)
        pos = end
        paren, word, value = m.groups()
        if paren == "(":
            if depth == 0:
                current = []
                trees.append(current)
                has_child = [False]
            elif skip_from is None:
                if has_child[depth - 1]:
                    skip_from = depth
                else:
                    has_child[depth - 1] = True
            depth += 1
            if len(has_child) < depth:
                has_child.append(False)
            else:
                has_child[depth - 1] = False
            node = None
            continue
        if paren == ")":
            if depth == 0:
                continue
            depth -= 1
            if skip_from is not None and depth < skip_from:
                skip_from = None
            node = None
            continue
        if skip_from is not None or current is None:
            continue
        if paren == ";":
            node = {}
            current.append((start_line + text.count("\n", m.start(), m.start(1)), node))
            ident = None
            continue
        if word is not None:
            ident = "".join(c for c in word if c.isupper()) or None
            continue
        if value is not None and node is not None and ident is not None:
            node.setdefault(ident, []).append(_unescape(value[1:-1]))
    return trees


# ---------------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------------

def _point(ch: str, player: int) -> int:
    """A move letter -> a point in the mover's numbering (25 the bar, 0 off); -1 if none."""
    if ch == "y":
        return 25
    if "a" <= ch <= "x":
        idx = ord(ch) - ord("a") if player == 0 else ord("x") - ord(ch)
        return idx + 1
    if ch == "z":
        return 0
    return -1


def _steps(letters: str, player: int) -> list | None:
    steps = []
    for i in range(0, len(letters) - 1, 2):
        s = _point(letters[i], player)
        t = _point(letters[i + 1], player)
        if s <= 0 or t < 0:
            return None
        steps.append((s, t))
    return steps


def _floats(words) -> list[float]:
    out = []
    for w in words:
        if _NUMBER.match(w):
            try:
                out.append(float(w))
            except ValueError:
                pass
    return out


def _level(words: list[str]) -> str:
    """The evaluation's depth from the words after the version: "2-ply", "rollout"..."""
    for w in words:
        m = re.fullmatch(r"(\d{1,2})C?", w)
        if m:
            return f"{m.group(1)}-ply"
    return ""


def _after(words: list[str], key: str, count: int) -> list[float] | None:
    """``count`` numbers after the word ``key`` (a rollout's "Output", "Score"...)."""
    try:
        i = words.index(key)
    except ValueError:
        return None
    nums = _floats(words[i + 1:i + 1 + count])
    return nums if len(nums) == count else None


def _eval_words(text: str) -> tuple[str, list[str]]:
    words = text.split()
    if not words:
        return "", []
    return words[0], words[1:]


def _cube_analysis(value: str, mwc: bool) -> StoredCube | None:
    """``DA[...]``: an evaluation (E, the last 14 numbers are the two outputs) or a rollout
    (X/R: "NoDouble Output ..." and "DoubleTake Output ...")."""
    kind, words = _eval_words(value)
    if kind == "E":
        nums = _floats(words)
        if len(nums) < 14:
            return None
        nd_out, dt_out = nums[-14:-7], nums[-7:]
        level = _level(words[2:] if words[:1] == ["ver"] else words)
    elif kind in ("X", "R"):
        try:
            i = words.index("NoDouble")
            j = words.index("DoubleTake")
        except ValueError:
            return None
        nd_out = _after(words[i:], "Output", 7)
        dt_out = _after(words[j:], "Output", 7)
        if nd_out is None or dt_out is None:
            return None
        level = "rollout"
    else:
        return None
    if not all(abs(x) < 1e6 for x in nd_out + dt_out):
        return None
    dp = 1.0
    return StoredCube(nd=nd_out[6], dt=dt_out[6], dp=dp, probs=tuple(nd_out[:5]), level=level,
                      mwc=mwc)


class _Notations:
    """The legal plays of a roll by their resulting board, each written in notation when
    asked for (``board in legal``, ``legal[board]``)."""

    def __init__(self, plays) -> None:
        self._plays = {p.result_board: p for p in plays}

    def __contains__(self, board) -> bool:
        return board in self._plays

    def __getitem__(self, board) -> str:
        return str(self._plays[board])


def _move_analysis(values: list[str], player: int, before: tuple, legal) -> tuple:
    """``A[i][move eval]...``: the candidates that are legal plays here, in order."""
    out = []
    for v in values[1:]:
        letters, _, rest = v.strip().partition(" ")
        steps = _steps(letters, player) if re.fullmatch(r"(?:[a-z]{2}){0,4}", letters) else None
        if steps is None:
            continue
        board = apply_steps(before, steps) if steps else before
        if board is None or board not in legal:
            continue
        kind, words = _eval_words(rest)
        if kind == "E":
            body = words[2:] if words[:1] == ["ver"] else words
            nums = _floats(body[:6])
            if len(nums) < 6:
                continue
            probs, equity = tuple(nums[:5]), nums[5]
            level = _level(body[6:])
        elif kind in ("X", "R"):
            score = _after(words, "Score", 1)
            output = _after(words, "Output", 7)
            if score is None or output is None:
                continue
            probs, equity, level = tuple(output[:5]), score[0], "rollout"
        else:
            continue
        if not all(abs(x) < 1e6 for x in (*probs, equity)):
            continue
        out.append(StoredPlay(board=board, notation=legal[board], equity=equity, probs=probs,
                              level=level))
    return tuple(out)


def _mi(values: list[str]) -> dict:
    out = {}
    for v in values:
        key, _, num = v.partition(":")
        num = num.strip()
        if key in ("length", "game", "ws", "bs") and re.fullmatch(r"-?\d{1,6}", num):
            out[key] = int(num)
    return out


def _auto_doubled(root: dict, length: int) -> int:
    """The cube a game of a money session starts with when its root has CV[2], CV[4], ... and
    nothing else of a set-up position: GNU Backgammon writes so the automatic doubles of the
    opening rolls (R31), which it does not record as moves; 0 for anything else."""
    cv = root.get("CV", [""])[0].strip()
    if length or not cv.isdigit() or len(cv) > 2 or any(k in root for k in ("AW", "AB", "AE", "DI")):
        return 0
    v = int(cv)
    return v if 2 <= v <= 64 and not v & (v - 1) else 0


def _setup(nodes: list, first: int, names) -> tuple[GameStart | None, int]:
    """A game set up from a position by its first nodes (AE/AW/AB/PL/CV/CP/DI): its start and
    the index of the first node after them; (None, first) for the standard start."""
    mine = {0: [0] * 26, 1: [0] * 26}
    board_set = False
    on_roll = None
    cube = 1
    owner = None
    dice = None
    i = first
    while i < len(nodes):
        _line, props = nodes[i]
        if "B" in props or "W" in props:
            break
        for ident, vals in props.items():
            if ident in ("AW", "AB"):
                board_set = True
                side = 0 if ident == "AW" else 1
                for v in vals:
                    for letter in _letters(v):
                        p = _point(letter, side)
                        if p >= 1 and sum(mine[side]) < 15:
                            mine[side][p] += 1
            elif ident == "AE":
                board_set = True
                for v in vals:
                    for letter in _letters(v):
                        for side in (0, 1):
                            p = _point(letter, side)
                            if p >= 1:
                                mine[side][p] = 0
            elif ident == "PL" and vals and vals[0][:1] in ("W", "B"):
                on_roll = 0 if vals[0][:1] == "W" else 1
            elif ident == "CV" and vals and vals[0].strip().isdigit():
                cube = int(vals[0].strip())
            elif ident == "CP" and vals:
                owner = {"c": None, "w": 0, "b": 1}.get(vals[0].strip()[:1], owner)
            elif ident == "DI" and vals and re.fullmatch(r"[1-6][1-6]", vals[0].strip()):
                dice = (int(vals[0][0]), int(vals[0][1]))
        i += 1
    if not board_set and cube == 1 and owner is None and dice is None and on_roll is None:
        return None, first
    if not board_set and cube == 1 and owner is None and dice is not None and dice[0] != dice[1]:
        # Only the dice of the standard start: the opening roll (then, often, a resignation).
        return None, first
    if not board_set:
        mine[0] = list(Position.initial().mine)
        mine[1] = list(Position.initial().mine)
    if on_roll is None:
        on_roll = 0
    if cube < 1 or cube & (cube - 1) or cube > 64:
        raise Damage("setup", reason=f"the cube shows {cube}")
    try:
        pos0 = Position.from_counts(mine[0], mine[1])
    except BgdeskError as e:
        raise Damage("setup", reason=str(e)) from None
    start = GameStart(position_id=pos0.position_id(),
                      phase=(Phase.MOVING if dice else Phase.BEFORE_ROLL).value, on_roll=on_roll,
                      dice=dice, cube_value=cube, cube_owner=owner if cube > 1 else None,
                      cube_turned=cube > 1)
    return start, i


def _letters(value: str):
    value = value.strip()
    if re.fullmatch(r"[a-y]:[a-y]", value) and value[0] <= value[2]:
        return [chr(c) for c in range(ord(value[0]), ord(value[2]) + 1)]
    return [value[0]] if value[:1] and "a" <= value[0] <= "y" else []


class _Reader:
    def __init__(self, text: str, progress) -> None:
        self.text = text
        self.progress = progress
        self.notes = Notes()
        self.analysis = StoredAnalysis(source="GNU Backgammon")
        self.misfits = 0
        self.variant: str | None = None  # a variant of a game left out (Nackgammon, ...)
        self.beaver = False     # a beaver waits for the doubler's answer

    def run(self) -> FileReading:
        stripped = self.text.lstrip()
        if not stripped.startswith("("):
            raise FileReadError(0, "sgf-not")
        trees = [t for t in _trees(self.text) if t and self._is_backgammon(t)]
        if not trees:
            raise FileReadError(0, "sgf-no-game")
        root = trees[0][0][1]
        mi = _mi(root.get("MI", []))
        length = max(0, min(mi.get("length", 0), 32767))
        rules = self._rules(root, length, trees)
        names = (self._text(root, "PW"), self._text(root, "PB"))
        b = MatchBuilder(length, rules, self.notes, names)
        b.crawford_said = bool(length) and "Crawford" in root.get("RU", [""])[0].split(":")
        b.analysis = self.analysis
        first_error = None
        total = min(len(trees), MAX_GAMES)
        for k, tree in enumerate(trees[:MAX_GAMES]):
            check_progress(self.progress, k, total)
            try:
                if not self._game(b, tree, length):
                    rest = len(trees) - k
                    if rest and b.over:
                        self.notes.add(tree[0][0], "after-match", game=len(b.games), count=rest)
                    break
            except FileReadError as e:
                if first_error is None:
                    first_error = e
                if k == 0:
                    raise
        if len(trees) > MAX_GAMES:
            self.notes.add(0, "games-left", game=MAX_GAMES, count=len(trees) - MAX_GAMES)
        if self.misfits:
            self.notes.add(0, "analysis-left", count=self.misfits)
        check_progress(self.progress, total, total)
        meta = self._meta(root, names)
        record = b.record(meta)
        if not record.games and first_error is not None:
            raise first_error
        if not record.games and self.variant is not None:
            # every game a variant bgdesk does not play: one sentence, as for such a .mat
            raise FileReadError(0, "variation", variation=self.variant)
        return FileReading(record=record, warnings=self.notes.final(), analysis=self.analysis,
                           kind="match", format="sgf")

    @staticmethod
    def _is_backgammon(tree: list) -> bool:
        """GM[6] (backgammon) in the root; without GM, a tree that says something of a
        backgammon match (MI, or a move of White or Black). A tree of nothing is none."""
        root = tree[0][1]
        gm = root.get("GM")
        if gm is not None:
            return gm[0].strip() == "6"
        return "MI" in root or any("W" in props or "B" in props for _line, props in tree[:1000])

    @staticmethod
    def _text(root: dict, ident: str) -> str:
        vals = root.get(ident)
        if not vals:
            return ""
        return " ".join(vals[0].split())[:100]

    def _rules(self, root: dict, length: int, trees: list) -> Rules:
        ru = root.get("RU", [""])[0].split(":")
        jacoby = "Jacoby" in ru and not length
        # GNU Backgammon writes RU[Crawford] in every game of a match played with the rule; an
        # RU without it: played without the rule. No RU at all says nothing (a double in what
        # would be the Crawford game shows it: MatchBuilder.double).
        crawford = not length or "RU" not in root or "Crawford" in ru
        # automatic doubles: as many as the game that starts with the highest cube had
        most = max((_auto_doubled(t[0][1], length) for t in trees[:MAX_GAMES]), default=0)
        return Rules(jacoby=jacoby, use_cube="NoCube" not in ru,
                     beavers=not length and self._has_beaver(trees), crawford=crawford,
                     auto_doubles=most > 1, auto_double_limit=max(1, most.bit_length() - 1))

    @staticmethod
    def _has_beaver(trees: list) -> bool:
        """Whether a game of a money session has a beaver: a double answered by a double (GNU
        Backgammon does not write whether beavers are allowed)."""
        for tree in trees:
            last = None
            for _line, props in tree:
                move = props.get("W", props.get("B"))
                if not move:
                    continue
                if move[0].strip() == "double" and last == "double":
                    return True
                last = move[0].strip()
        return False

    def _meta(self, root: dict, names) -> dict:
        meta: dict = {"names": [names[0] or "Player 1", names[1] or "Player 2"]}
        dt = self._text(root, "DT")
        m = re.match(r"(\d{4})-(\d{1,2})-(\d{1,2})", dt)
        if m:
            meta["date"] = f"{m.group(1)}.{int(m.group(2)):02d}.{int(m.group(3)):02d}"
        for ident, key in (("EV", "event"), ("RO", "round"), ("PC", "site"), ("AN", "annotator"),
                           ("GC", "comment")):
            v = self._text(root, ident)
            if v:
                meta[key] = v
        ratings = [self._text(root, "WR"), self._text(root, "BR")]
        if any(ratings):
            meta["ratings"] = ratings
        return meta

    def _game(self, b: MatchBuilder, tree: list, length: int) -> bool:
        """Read one game tree; False when the match is over before it."""
        line, root = tree[0]
        ru = root.get("RU", [""])[0].split(":")
        variant = next((r for r in ru if r in ("Nackgammon", "Hypergammon1", "Hypergammon2",
                                               "Hypergammon3")), None)
        auto = _auto_doubled(root, length)
        if variant is not None or (not auto and any(v.strip() not in ("", "1")
                                                     for v in root.get("CV", []))):
            if variant is not None:
                self.variant = variant
            b.number += 1
            self.notes.add(line, "game-skipped", game=b.number,
                           what=variant or "CV[{}]".format(root["CV"][0].strip()[:6]))
            return True
        self.beaver = False
        mi = _mi(root.get("MI", []))
        written = (mi["ws"], mi["bs"]) if "ws" in mi and "bs" in mi else None
        try:
            start, i = _setup(tree, 1, b.names)
            if start is None and auto:
                # automatic doubles: the opening roll tied, the cube doubled in the middle
                start = GameStart(cube_value=auto)
        except Damage as d:
            b.number += 1
            self.notes.add(line, "game-stopped", game=b.number, move=1, cause=(d.code, d.values))
            b.cut_game = True
            return True
        try:
            if not b.begin_game(written, "CrawfordGame" in ru, line, start):
                return False
        except Damage as d:
            self.notes.add(line, "game-stopped", game=b.number, move=1, cause=(d.code, d.values))
            b.cut_game = True
            return True
        gi = b.index
        nodes = tree[i:]
        for node_line, props in nodes:
            if b.game is None:
                break
            try:
                b.line = node_line
                self._node(b, gi, props)
            except Damage as d:
                if d.code == "roll-unrecorded":
                    b.pass_roll(node_line, d)
                    gi = b.index
                    continue
                b.cut(node_line, d)
                return True
        if b.game is None:
            return True
        winner, points, resigned = self._result(root)
        try:
            if resigned and winner is not None and not b.game.is_over:
                b.resign(winner, points)
        except Damage as d:
            b.cut(line, d)
            return True
        b.end_game(winner, points, line)
        return True

    @staticmethod
    def _result(root: dict):
        re_ = root.get("RE")
        if not re_:
            return None, None, False
        m = re.match(r"\s*([WBwb])\+(\d{1,6})\s*(R?)", re_[0])
        if not m:
            return None, None, False
        return (0 if m.group(1) in "Ww" else 1), max(1, int(m.group(2))), m.group(3) == "R"

    def _node(self, b: MatchBuilder, gi: int, props: dict) -> None:
        moves = [(0, v) for v in props.get("W", [])[:1]] + [(1, v) for v in props.get("B", [])[:1]]
        if not moves:
            if any(k in props for k in ("AE", "AW", "AB")):
                raise Damage("setup", reason="a position is set up in the middle of a game")
            di = props.get("DI", [""])[0].strip()
            g = b.game
            pl = props.get("PL", [""])[0].strip()[:1]
            player = {"W": 0, "B": 1}.get(pl, g.on_roll)
            if re.fullmatch(r"[1-6][1-6]", di) and player is not None and (
                    g.phase is Phase.BEFORE_ROLL or g.phase is Phase.OPENING):
                # Dice set without a move (a roll, then a resignation): the roll is kept.
                b.roll(player, (int(di[0]), int(di[1])))
            return
        player, value = moves[0]
        value = value.strip()
        g = b.game
        if value == "double" and g.phase is Phase.DOUBLE_OFFERED and player != g.on_roll:
            # A redouble by the player answering a double: GNU Backgammon's beaver.
            b.beaver(player)
            self.beaver = True
            return
        if self.beaver and value in ("take", "drop") and player == g.on_roll:
            # The doubler's answer to the beaver: taken (bgdesk's beaver is final), or passed,
            # which bgdesk cannot record.
            self.beaver = False
            if value == "drop":
                raise Damage("beaver-dropped", player=b.who(player), other=b.who(1 - player))
            return
        self.beaver = False
        if value == "double":
            decided = b.game.on_roll == player and g.phase is Phase.BEFORE_ROLL
            ev = b.double(player)
            self._cube(b, gi, ev, props, decided)
            return
        if value == "take":
            b.take(player)
            return
        if value == "drop":
            b.drop(player)
            return
        m = _MOVE.match(value)
        if m is None:
            raise Damage("bad-move", player=b.who(player), entry=value[:20], text=value[:20])
        dice = (int(m.group(1)), int(m.group(2)))
        steps = _steps(m.group(3), player)
        if steps is None:
            raise Damage("bad-move", player=b.who(player), entry=value[:20], text=value[:20])
        could_double = g.phase is Phase.BEFORE_ROLL and g.can_double(player)
        if not (g.phase is Phase.MOVING and g.on_roll == player and g.dice is not None
                and sorted(g.dice) == sorted(dice)):
            b.roll(player, dice)      # else these dice were set by the node before (PL/DI)
        if could_double and "DA" in props:
            self._cube(b, gi, b.event - 1, props, True)
        before = b.game.position.board
        plays = b.game.legal_plays if "A" in props else ()
        ev = b.play(player, steps)
        if "A" in props:
            # each play's notation is written only for the candidates found (most plays of a
            # roll are never a candidate: writing them all was most of the reading's time)
            legal = _Notations(plays)
            cands = _move_analysis(props["A"], player, before, legal)
            if cands:
                self.analysis.checker[(gi, ev)] = StoredChecker(cands)
            elif len(props["A"]) > 1:
                self.misfits += 1

    def _cube(self, b: MatchBuilder, gi: int, ev: int, props: dict, decided: bool) -> None:
        if not decided or "DA" not in props:
            return
        cube = _cube_analysis(props["DA"][0], bool(b.length))
        if cube is not None:
            self.analysis.cube[(gi, ev)] = cube
        else:
            self.misfits += 1


def _decode(data) -> str:
    if isinstance(data, (bytes, bytearray, memoryview)):
        data = bytes(data)
        if len(data) > MAX_SGF_BYTES:
            raise FileReadError(0, "too-large", limit=MAX_SGF_BYTES // (1024 * 1024))
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return data.decode("latin-1")
    if isinstance(data, str):
        if len(data) > MAX_SGF_BYTES:
            raise FileReadError(0, "too-large", limit=MAX_SGF_BYTES // (1024 * 1024))
        return data[1:] if data.startswith("\ufeff") else data
    raise FileReadError(0, "not-text", type=type(data).__name__)


def read_sgf(data, *, progress: Callable[[int, int], object] | None = None) -> FileReading:
    """Read an .sgf file (bytes or text) as GNU Backgammon writes it (see the module
    docstring). ``progress(games read, games in all)`` may stop the reading by returning False
    (:class:`~bgdesk.engine.matimport.ImportCancelled`). Raises
    :class:`~bgdesk.engine.fileread.FileReadError` for a file that cannot be read."""
    text = _decode(data)
    if "\x00" in text:
        raise FileReadError(text[:text.index("\x00")].count("\n") + 1, "binary")
    return _Reader(text, progress).run()


# ---------------------------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------------------------

def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _letter(p: int, player: int) -> str:
    if p == 25:
        return "y"
    if p == 0:
        return "z"
    return chr(ord("a") + p - 1) if player == 0 else chr(ord("x") - p + 1)


def _move_letters(steps, player: int) -> str:
    return "".join(_letter(s, player) + _letter(t, player) for s, t in steps)


def _sgf_date(value) -> str | None:
    if not isinstance(value, str):
        return None
    m = re.match(r"(\d{4})[.-](\d{1,2})[.-](\d{1,2})", value)
    return f"{m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d}" if m else None


class SgfExportError(ArgumentError):
    """A record the .sgf format cannot hold as GNU Backgammon reads it."""


def _setup_nodes(start: GameStart) -> list[str]:
    pos0 = Position.from_position_id(start.position_id)
    nodes = []
    mine, theirs = pos0.mine, pos0.theirs
    aw = "".join(f"[{_letter(p, 0)}]" * mine[p] for p in range(1, 26))
    ab = "".join(f"[{_letter(p, 1)}]" * theirs[p] for p in range(1, 26))
    turn = "W" if start.on_roll in (0, None) else "B"
    nodes.append(f";PL[{turn}]AE[a:y]" + (f"AW{aw}" if aw else "") + (f"AB{ab}" if ab else ""))
    if start.cube_value > 1:
        nodes.append(f";CV[{start.cube_value}]")
        nodes.append(";CP[{}]".format({None: "c", 0: "w", 1: "b"}[start.cube_owner]))
    if start.dice:
        nodes.append(f";PL[{turn}]DI[{start.dice[0]}{start.dice[1]}]")
    if start.phase not in (Phase.BEFORE_ROLL.value, Phase.MOVING.value):
        raise SgfExportError("a game set up with a double or a resignation waiting cannot be "
                             "written as .sgf")
    return nodes


def export_sgf(record: MatchRecord, names=None, *, date: str | None = None,
               application: str = "bgdesk") -> str:
    """The .sgf text of a match record, one game tree per game, as GNU Backgammon reads it.

    ``names`` default to the record's; ``date`` (``YYYY.MM.DD``) to the record's. Raises
    :class:`SgfExportError` for what GNU Backgammon's format cannot hold (a set-up game waiting
    for an answer). Automatic doubles are written as GNU Backgammon writes them: the cube they
    leave in the game's root (CV[2]), the tied rolls left out."""
    if not isinstance(record, MatchRecord):
        raise ArgumentError(f"export_sgf takes a MatchRecord, not {type(record).__name__}")
    meta = record.meta if isinstance(record.meta, dict) else {}
    if names is None:
        n = meta.get("names")
        names = tuple(n) if isinstance(n, (list, tuple)) and len(n) == 2 else ("Player 1",
                                                                                "Player 2")
    names = [_escape(" ".join(str(x).split())[:31]) or f"Player {i + 1}"
             for i, x in enumerate(names)]
    day = _sgf_date(date) or _sgf_date(meta.get("date"))
    out = []
    for gi, g in enumerate(record.games):
        head = ["(;FF[4]GM[6]CA[UTF-8]AP[", _escape(application), "]",
                f"MI[length:{record.length}][game:{gi}][ws:{g.score[0]}][bs:{g.score[1]}]",
                f"PW[{names[0]}]PB[{names[1]}]"]
        if gi == 0:
            if day:
                head.append(f"DT[{day}]")
            for ident, key in (("EV", "event"), ("RO", "round"), ("PC", "site")):
                v = meta.get(key)
                if isinstance(v, str) and v.strip():
                    head.append(f"{ident}[{_escape(' '.join(v.split())[:200])}]")
        rules = []
        if not g.rules.use_cube:
            rules.append("NoCube")
        if record.length and record.rules.crawford:
            rules.append("Crawford")
        if g.crawford:
            rules.append("CrawfordGame")
        if g.rules.jacoby and not record.length:
            rules.append("Jacoby")
        if rules or record.length:
            # a match without the Crawford rule: an RU that does not name it (GNU Backgammon
            # writes none then, which says nothing to a reader; an empty one is read alike)
            head.append("RU[" + ":".join(rules) + "]")
        # automatic doubles (R31): the cube they leave, in the root, as GNU Backgammon writes it
        auto_start = (not g.start.is_standard and not record.length
                      and replace(g.start, cube_value=1).is_standard)
        auto = g.start.cube_value if auto_start else 1
        for ev in g.events:
            if ev.kind is EventKind.AUTO_DOUBLE:
                auto = ev.cube
        if auto > 1:
            head.append(f"CV[{auto}]")
        r = g.result
        if r is not None:
            head.append(f"RE[{'W' if r.winner == 0 else 'B'}+{r.points}"
                        f"{'R' if r.reason.value == 'resign' else ''}]")
        nodes = []
        if not g.start.is_standard and not auto_start:
            nodes += _setup_nodes(g.start)
        dice = None
        roller = None
        for ev in g.events:
            k = ev.kind
            if dice is not None and roller is not None and k not in (
                    EventKind.PLAY, EventKind.RESIGN, EventKind.DECLINE):
                # Rolled, and not played (a resignation was accepted): the dice alone.
                nodes.append(f";PL[{'W' if roller == 0 else 'B'}]DI[{dice[0]}{dice[1]}]")
                dice = roller = None
            if k is EventKind.OPENING_ROLL:
                if ev.player is None:
                    continue        # a tie, rolled again: GNU Backgammon keeps no trace of it
                dice, roller = (max(ev.dice), min(ev.dice)), ev.player
            elif k is EventKind.AUTO_DOUBLE:
                continue            # in the root (CV above)
            elif k is EventKind.ROLL:
                dice, roller = ev.dice, ev.player
            elif k is EventKind.PLAY:
                d = dice or ev.dice
                if d is None:
                    raise SgfExportError("a play without its dice cannot be written as .sgf")
                who = "W" if ev.player == 0 else "B"
                nodes.append(f";{who}[{d[0]}{d[1]}{_move_letters(ev.steps or (), ev.player)}]")
                dice = roller = None
            elif k in (EventKind.DOUBLE, EventKind.TAKE, EventKind.DROP):
                who = "W" if ev.player == 0 else "B"
                word = {EventKind.DOUBLE: "double", EventKind.TAKE: "take",
                        EventKind.DROP: "drop"}[k]
                nodes.append(f";{who}[{word}]")
            elif k is EventKind.BEAVER:
                # GNU Backgammon's beaver: the taker redoubles at once, the doubler takes.
                who, other = ("W", "B") if ev.player == 0 else ("B", "W")
                nodes.append(f";{who}[double]")
                nodes.append(f";{other}[take]")
            # Resignations: RE[...R] says how the game ended; a declined one leaves no trace.
        if dice is not None and roller is not None:
            nodes.append(f";PL[{'W' if roller == 0 else 'B'}]DI[{dice[0]}{dice[1]}]")
        out.append("".join(head) + "".join("\n" + n for n in nodes) + ")\n")
    return "".join(out)
