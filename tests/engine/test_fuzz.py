"""Fuzzing every text parser with hypothesis (R41): Position ID, Match ID, XGID, pasted
position text, play notation (parse_play), .mat import, dice text, saved records. Random text and mutated valid
text may be refused, but only with the project's own errors (BgdeskError subclasses); whatever
is accepted must be consistent (it writes back to an equivalent text)."""

from __future__ import annotations

import json
import os
import random
import string
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bgdesk.engine import Position
from bgdesk.engine.dice import dice_from_dict, parse_dice
from bgdesk.engine.errors import BgdeskError
from bgdesk.engine.matchid import decode_match_id, encode_match_id, game_from_ids, game_ids
from bgdesk.engine.match import replay_match
from bgdesk.engine.matfile import export_mat, import_mat
from bgdesk.engine.notation import parse_play
from bgdesk.engine.positiontext import position_text, read_position_text
from bgdesk.engine.record import MatchRecord
from bgdesk.engine.xgid import decode_xgid, encode_xgid, game_from_xgid, game_xgid

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from test_matfile import EXPECTED_SCRIPTED, random_match  # noqa: E402
from test_xgid import random_position  # noqa: E402

# BGDESK_FUZZ_EXAMPLES=5000 runs a deeper, randomised search (the default run is repeatable).
_DEEP = int(os.environ.get("BGDESK_FUZZ_EXAMPLES", "0"))
FUZZ = settings(max_examples=_DEEP or 250, deadline=None, derandomize=not _DEEP,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

B64 = string.ascii_letters + string.digits + "+/"


def refuses_cleanly(fn, *args):
    """Call ``fn``; any exception must be a BgdeskError. Returns the result or None."""
    try:
        return fn(*args)
    except BgdeskError:
        return None


# Mutations of valid text: replace, insert or delete characters, cut it short, repeat a piece.
def mutate(text: str, ops: list) -> str:
    for op, pos, ch in ops:
        if not text:
            text = ch
            continue
        i = pos % (len(text) + 1)
        if op == 0:
            text = text[:i] + ch + text[i + 1:]
        elif op == 1:
            text = text[:i] + ch + text[i:]
        elif op == 2:
            text = text[:i] + text[i + 1:]
        elif op == 3:
            text = text[:i]
        else:
            text = text[:i] + text[i:i + 12] + text[i:]
    return text


def mutated(bases: list, alphabet) -> st.SearchStrategy:
    op = st.tuples(st.integers(0, 4), st.integers(0, 10 ** 6), st.characters() | alphabet)
    return st.builds(mutate, st.sampled_from(bases), st.lists(op, min_size=1, max_size=4))


def _valid_ids(n: int):
    rng = random.Random(99)
    pids = [random_position(rng).position_id() for _ in range(n)]
    pids.append(Position.initial().position_id())
    return pids


PIDS = _valid_ids(30)
MIDS = ["UYmlACAACAAE", "cAmgAAAAAAAE", "QQmgACAACAAE", "8AmgAEAAGAAE", "cAkKAAAAAAAA",
        "MAFmAAAAAAAE", "sIFqACAAAAAE", "AQGgABAAGAAE"]
XGIDS = ["XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
         "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:D:2:1:0:5:10",
         "XGID=b-----B------------c-----C:0:0:1:00:4:2:1:5:10",
         "XGID=------O-------------o-----:0:0:-1:42:0:0:1:0:10",
         "XGID=aA-Ab-b--a-caa---a-a-a-Aa-:0:0:-1:25:0:0:3:0:12"]
ID_CHARS = st.sampled_from(B64 + ":=-ABCDEFGHIJKLMNOabcdefghijklmno0123456789 XGID")


# ---------------------------------------------------------------------------------------------
# Position ID
# ---------------------------------------------------------------------------------------------

@FUZZ
@given(st.text(max_size=40) | st.text(alphabet=B64, min_size=14, max_size=14)
       | mutated(PIDS, st.sampled_from(B64)))
def test_position_id_parser(text):
    pos = refuses_cleanly(Position.from_position_id, text)
    if pos is not None:
        assert Position.from_position_id(pos.position_id()) == pos


# ---------------------------------------------------------------------------------------------
# Match ID (and the pair of IDs setting up a game)
# ---------------------------------------------------------------------------------------------

@FUZZ
@given(st.text(max_size=30) | st.text(alphabet=B64, min_size=12, max_size=12)
       | mutated(MIDS, st.sampled_from(B64)))
def test_match_id_parser(text):
    state = refuses_cleanly(decode_match_id, text)
    if state is not None:
        assert decode_match_id(encode_match_id(state)) == state


@FUZZ
@given(st.sampled_from(PIDS) | mutated(PIDS, st.sampled_from(B64)),
       st.text(alphabet=B64, min_size=12, max_size=12) | mutated(MIDS, st.sampled_from(B64)))
def test_game_from_ids(pid, mid):
    game = refuses_cleanly(game_from_ids, pid, mid)
    if game is not None:
        p2, m2 = game_ids(game)
        again = game_from_ids(p2, m2)
        assert game_ids(again) == (p2, m2)


# ---------------------------------------------------------------------------------------------
# XGID
# ---------------------------------------------------------------------------------------------

@FUZZ
@given(st.text(max_size=80) | mutated(XGIDS, ID_CHARS))
def test_xgid_parser(text):
    state = refuses_cleanly(decode_xgid, text)
    if state is not None:
        assert decode_xgid(encode_xgid(state)) == state
    game = refuses_cleanly(game_from_xgid, text)
    if game is not None:
        assert game_xgid(game_from_xgid(game_xgid(game))) == game_xgid(game)


@FUZZ
@given(st.text(max_size=120) | mutated(XGIDS + [f"GNUbg ID: {p}:{m}" for p, m in zip(PIDS, MIDS)]
                                      + [f" Position ID: {p}\n Match ID   : {m}\n" for p, m in zip(PIDS, MIDS)],
                                      ID_CHARS))
def test_pasted_position_text(text):
    game = refuses_cleanly(read_position_text, text)
    if game is not None:
        again = read_position_text(position_text(game))
        assert again.position_for(0) == game.position_for(0)


# ---------------------------------------------------------------------------------------------
# Play notation
# ---------------------------------------------------------------------------------------------

POINTS = ["bar", "b", "off", "o", "25", "0"] + [str(i) for i in range(1, 27)]


@st.composite
def play_texts(draw):
    """Text that looks like plays: moves such as 24/18*, bar/22, 6/off(2), 13/8/5, with noise."""
    parts = []
    for _ in range(draw(st.integers(0, 5))):
        path = [draw(st.sampled_from(POINTS)) for _ in range(draw(st.integers(1, 4)))]
        text = "/".join(p + ("*" if draw(st.booleans()) and draw(st.booleans()) else "")
                        for p in path)
        if draw(st.integers(0, 5)) == 0:
            text += f"({draw(st.integers(0, 9))})"
        parts.append(text)
    sep = draw(st.sampled_from([" ", ", ", "  ", ","]))
    return sep.join(parts)


@FUZZ
@given(st.integers(0, 2 ** 32), st.integers(1, 6), st.integers(1, 6),
       play_texts() | st.text(max_size=40) | st.text(alphabet="0123456789/*()barofBAROF ", max_size=30))
def test_parse_play(seed, d1, d2, text):
    pos = random_position(random.Random(seed))
    play = refuses_cleanly(parse_play, pos, (d1, d2), text)
    if play is not None:
        assert play in pos.legal_plays(d1, d2)
        assert parse_play(pos, (d1, d2), str(play)) == play


@FUZZ
@given(st.integers(0, 2 ** 32), st.integers(1, 6), st.integers(1, 6), st.data())
def test_parse_play_of_mutated_legal_plays(seed, d1, d2, data):
    pos = random_position(random.Random(seed))
    plays = [p for p in pos.legal_plays(d1, d2) if not p.is_empty()]
    if not plays:
        return
    text = data.draw(mutated([str(p) for p in plays[:20]],
                             st.sampled_from("0123456789/*() offbar")))
    play = refuses_cleanly(parse_play, pos, (d1, d2), text)
    if play is not None:
        assert play in plays


# ---------------------------------------------------------------------------------------------
# Dice text
# ---------------------------------------------------------------------------------------------

@FUZZ
@given(st.text(max_size=12) | st.text(alphabet="0123456789-/, x\t", max_size=8)
       | st.integers() | st.none())
def test_dice_text(text):
    dice = refuses_cleanly(parse_dice, text)
    if dice is not None:
        assert all(1 <= d <= 6 for d in dice) and parse_dice(f"{dice[0]}-{dice[1]}") == dice


# ---------------------------------------------------------------------------------------------
# .mat import
# ---------------------------------------------------------------------------------------------

MAT_BASES = [EXPECTED_SCRIPTED, export_mat(random_match(3, 21)),
             export_mat(random_match(0, 22, games=2)),
             (HERE / "data" / "gnubg_money_beaver.mat").read_text()]
MAT_CHARS = st.sampled_from(" \n0123456789:/*()=>)DoublesTakesDropsWinspointBeaversGame;[]\"")


def line_mutate(text: str, ops: list) -> str:
    lines = text.split("\n")
    for op, a, b in ops:
        if not lines:
            break
        i, j = a % len(lines), b % len(lines)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[j])
        elif op == 2:
            lines[i], lines[j] = lines[j], lines[i]
        else:
            lines[i] = lines[i][: b % (len(lines[i]) + 1)]
    return "\n".join(lines)


MAT_TEXT = (st.text(max_size=200)
            | mutated(MAT_BASES, MAT_CHARS)
            | st.builds(line_mutate, st.sampled_from(MAT_BASES),
                        st.lists(st.tuples(st.integers(0, 3), st.integers(0, 999),
                                           st.integers(0, 999)), min_size=1, max_size=3)))


@FUZZ
@given(MAT_TEXT)
def test_mat_import_text(text):
    rec = refuses_cleanly(import_mat, text)
    if rec is not None and not all(g.start.is_standard for g in rec.games):
        # A game read on past a roll written without its move (as GNU Backgammon reads it)
        # goes on from a set-up position, which .mat cannot write: it still replays.
        replay_match(rec)
    elif rec is not None:
        # What is accepted is a sound record: it replays, and writes back out.
        again = import_mat(export_mat(rec))
        assert [(g.score, g.result and g.result.points) for g in again.games] == \
            [(g.score, g.result and g.result.points) for g in rec.games]


@FUZZ
@given(st.binary(max_size=300) | MAT_TEXT.map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_mat_import_bytes(data):
    refuses_cleanly(import_mat, data)


# ---------------------------------------------------------------------------------------------
# Saved records and dice sources (JSON)
# ---------------------------------------------------------------------------------------------

JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 70) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=5), max_leaves=25)
RECORD = random_match(3, 23).record().to_dict()


def mutate_json(data, path_ops):
    data = json.loads(json.dumps(data))
    for keys, value in path_ops:
        node = data
        for k in keys[:-1]:
            if isinstance(node, dict) and node:
                node = node[sorted(node)[k % len(node)]]
            elif isinstance(node, list) and node:
                node = node[k % len(node)]
        if isinstance(node, dict) and node:
            node[sorted(node)[keys[-1] % len(node)]] = value
        elif isinstance(node, list) and node:
            node[keys[-1] % len(node)] = value
    return data


@FUZZ
@given(JSON | st.builds(mutate_json, st.just(RECORD),
                        st.lists(st.tuples(st.lists(st.integers(0, 50), min_size=1, max_size=6),
                                           JSON), min_size=1, max_size=3)))
def test_saved_records_and_dice(data):
    rec = refuses_cleanly(MatchRecord.from_dict, data)
    if rec is not None:
        refuses_cleanly(replay_match, rec)
    refuses_cleanly(dice_from_dict, data)


# ---------------------------------------------------------------------------------------------
# Other programs' files: .sgf, .xg / .xgp, position texts, and the door that picks the reader
# (R41: bounded work, no traceback, a sentence naming what is wrong)
# ---------------------------------------------------------------------------------------------

from bgdesk.engine.fileread import FileReadError  # noqa: E402
from bgdesk.engine.openfile import read_file  # noqa: E402
from bgdesk.engine.positiontext import read_positions  # noqa: E402
from bgdesk.engine.sgf import export_sgf, read_sgf  # noqa: E402
from bgdesk.engine.xgfile import read_xg  # noqa: E402
from test_xgfile import FORMATS, pack, records, unpack  # noqa: E402

SGF_BASES = [export_sgf(random_match(3, 21).record()), export_sgf(random_match(0, 22, games=2).record())]
if FORMATS is not None:
    SGF_BASES.append((FORMATS / "gnubg-test-match01.sgf").read_text()[:20000])
SGF_CHARS = st.sampled_from("()[];\\:WBADMIPEGSRU0123456789abcdefghijklmnopqrstuvwxyz ")


def read_cleanly(fn, data):
    """What a reader makes of ``data``: a sound record (it replays), or a refusal that is a
    sentence (a FileReadError naming what is wrong, or another of the engine's errors)."""
    reading = refuses_cleanly(fn, data)
    if reading is not None:
        if reading.kind == "match":
            replay_match(reading.record)
        assert all(str(w) for w in reading.warnings)
    return reading


@FUZZ
@given(st.text(max_size=300) | mutated(SGF_BASES, SGF_CHARS))
def test_sgf_text(text):
    read_cleanly(read_sgf, text)


POSITION_BASES = [p.read_text() for p in sorted((HERE / "data" / "positions").glob("*.txt"))]
POSITION_CHARS = st.sampled_from(" \n|+-XOxo0123456789ABCDEFabcdef:=GIDXgid")


@FUZZ
@given(st.text(max_size=300) | mutated(POSITION_BASES, POSITION_CHARS)
       | st.builds(line_mutate, st.sampled_from(POSITION_BASES),
                   st.lists(st.tuples(st.integers(0, 3), st.integers(0, 999),
                                      st.integers(0, 999)), min_size=1, max_size=3)))
def test_position_text_files(text):
    reading = read_cleanly(read_positions, text)
    if reading is not None:
        from bgdesk.engine.game import replay_game

        for g in reading.record.games:
            replay_game(g)


if FORMATS is not None:
    _HEAD, _FILES = unpack((FORMATS / "position-1.xgp").read_bytes())
    _MATCH_HEAD, _MATCH_FILES = unpack((FORMATS / "hsbt-paris-2023-job-unger-7pt.xg").read_bytes())
    # The match header and the first game: enough records, quick to rebuild.
    _MATCH_RECORDS = records(_MATCH_FILES["temp.xg"])[:64]


def _xg_with(head, files, recs, edits) -> bytes:
    recs = [bytearray(r) for r in recs]
    for which, where, value in edits:
        r = recs[which % len(recs)]
        r[where % len(r)] = value
    return pack(head, dict(files, **{"temp.xg": b"".join(bytes(r) for r in recs)}))


# Where the records say what happened (the kind of record, who, double/take, the dice, the
# steps, the cube, the score, played or not), and anywhere else.
XG_FIELDS = st.sampled_from([8, 12, 13, 16, 20, 24, 28, 32, 36, 64, 68, 72, 76, 80, 84, 100, 104,
                             108, 120, 188, 2308, 552, 556, 92, 96])
XG_EDITS = st.lists(st.tuples(st.integers(0, 10 ** 4), XG_FIELDS | st.integers(0, 2559),
                              st.integers(0, 255)), min_size=1, max_size=6)


@pytest.mark.skipif(FORMATS is None, reason="shared/formats is not beside the checkout")
@settings(FUZZ, max_examples=_DEEP or 100)
@given(XG_EDITS, st.booleans())
def test_xg_records_with_bytes_changed(edits, position):
    if position:
        data = _xg_with(_HEAD, _FILES, records(_FILES["temp.xg"]), edits)
    else:
        data = _xg_with(_MATCH_HEAD, _MATCH_FILES, _MATCH_RECORDS, edits)
    read_cleanly(read_xg, data)


@pytest.mark.skipif(FORMATS is None, reason="shared/formats is not beside the checkout")
@FUZZ
@given(st.lists(st.tuples(st.integers(0, 10 ** 6), st.integers(0, 255)), min_size=1, max_size=8),
       st.integers(0, 10 ** 6))
def test_xg_file_bytes_changed_or_cut(edits, cut):
    data = bytearray((FORMATS / "position-1.xgp").read_bytes())
    for where, value in edits:
        data[where % len(data)] = value
    data = bytes(data[:max(4, cut % (len(data) + 1))]) if cut % 3 == 0 else bytes(data)
    read_cleanly(read_xg, data)


@FUZZ
@given(st.binary(max_size=400) | st.sampled_from([b"RGMH", b"(;GM[6]", b"XGID=", b" 3 point match"])
       .flatmap(lambda head: st.binary(max_size=300).map(lambda tail: head + tail)))
def test_any_bytes_through_the_door(data):
    try:
        read_cleanly(read_file, data)
    except FileReadError:
        pass
