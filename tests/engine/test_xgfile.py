"""eXtreme Gammon's .xg and .xgp, read from the published description of the format: the public
files of shared/formats against the text XG exported of the same match, the analysis XG stored,
and damaged or hostile files (R41: no traceback, a sentence naming what is wrong, bounded work)."""

from __future__ import annotations

import struct
import time
import zlib
from pathlib import Path

import pytest

from bgdesk.engine.fileread import FileReadError
from bgdesk.engine.match import replay_match
from bgdesk.engine.matfile import read_mat
from bgdesk.engine.position import Position
from bgdesk.engine.record import EventKind
from bgdesk.engine.xgfile import RECORD, read_xg

HERE = Path(__file__).resolve().parent
FORMATS = next((p for p in (HERE.parents[2] / "shared" / "formats", Path("/work/shared/formats"))
                if p.is_dir()), None)

pytestmark = pytest.mark.skipif(FORMATS is None, reason="shared/formats is not beside the checkout")


def xg_bytes(name: str) -> bytes:
    return (FORMATS / name).read_bytes()


def same_moves(a, b) -> bool:
    key = [[(e.kind, e.player, e.dice and tuple(sorted(e.dice)), e.notation, e.cube)
            for e in g.events] for g in a.games]
    return key == [[(e.kind, e.player, e.dice and tuple(sorted(e.dice)), e.notation, e.cube)
                    for e in g.events] for g in b.games]


# ---------------------------------------------------------------------------------------------
# The archive, rebuilt (to damage it on purpose)
# ---------------------------------------------------------------------------------------------

def unpack(data: bytes) -> tuple[bytes, dict]:
    """The header with its thumbnail, and the archive's files."""
    thumb = struct.unpack_from("<I", data, 20)[0]
    base = 8232 + thumb
    archive = data[base:]
    count, _v, reg_size, reg_at = struct.unpack_from("<iiii", archive, len(archive) - 32)
    registry = zlib.decompress(archive[reg_at:reg_at + reg_size])
    files = {}
    for k in range(count):
        e = registry[k * 532:(k + 1) * 532]
        name = e[1:1 + e[0]].decode()
        _size, packed, at = struct.unpack_from("<iii", e, 512)
        files[name] = zlib.decompress(archive[at:at + packed])
    return data[:base], files


def pack(head: bytes, files: dict) -> bytes:
    """An .xg file of these files, laid out as eXtreme Gammon lays them out."""
    blobs, entries, at = [], [], 0
    for name, content in files.items():
        packed = zlib.compress(content)
        entry = bytes([len(name)]) + name.encode() + bytes(511 - len(name))
        entry += struct.pack("<iiiIi", len(content), len(packed), at, zlib.crc32(content), 0)
        entries.append(entry)
        blobs.append(packed)
        at += len(packed)
    registry = zlib.compress(b"".join(entries))
    tail = struct.pack("<9i", 0, len(files), 1, len(registry), at, 1, 0, 0, 0)
    return head + b"".join(blobs) + registry + tail


def records(content: bytes) -> list[bytearray]:
    return [bytearray(content[i:i + RECORD]) for i in range(0, len(content), RECORD)]


# ---------------------------------------------------------------------------------------------
# Real files
# ---------------------------------------------------------------------------------------------

def test_an_xg_match_is_the_match_xg_exported_as_text():
    # The HSBT Paris 2023 match, 7 points: the .xg reads move for move as XG's own .mat and text
    # exports of it (GNU Backgammon reads those as 7 games, 7-4).
    t = time.perf_counter()
    reading = read_xg(xg_bytes("hsbt-paris-2023-job-unger-7pt.xg"))
    took = time.perf_counter() - t
    rec = reading.record
    for export in ("hsbt-paris-2023-job-unger-7pt.mat", "hsbt-paris-2023-job-unger-7pt.txt"):
        mat = read_mat((FORMATS / export).read_bytes()).record
        assert same_moves(rec, mat), export
        assert [g.result for g in rec.games] == [g.result for g in mat.games], export
        assert [g.score for g in rec.games] == [g.score for g in mat.games], export
    m = replay_match(rec)
    assert len(rec.games) == 7 and m.score == (7, 4) and m.is_over
    assert rec.meta["names"] == ["Kévin Unger", "Maxence Job"]
    assert (rec.meta["event"], rec.meta["round"], rec.meta["date"]) == \
        ("HSBT Paris 2023", "Tableau Or 2", "2023.11.26")
    assert reading.warnings == ()
    print(f"\n{len(xg_bytes('hsbt-paris-2023-job-unger-7pt.xg'))} bytes read in "
          f"{took * 1000:.0f} ms")


def test_the_analysis_xg_stored_is_kept():
    reading = read_xg(xg_bytes("hsbt-paris-2023-job-unger-7pt.xg"))
    stored = reading.analysis
    assert stored.source == "eXtreme Gammon"
    assert len(stored.checker) == 331 and len(stored.cube) == 202
    rec = reading.record
    for (gi, ev), c in stored.checker.items():
        event = rec.games[gi].events[ev]
        assert event.kind is EventKind.PLAY
        # Every candidate is a legal play of the roll; the play made is among them.
        before = Position.from_position_id(  # the position the roll was played from
            _position_before(rec, gi, ev))
        legal = {p.result_board for p in before.legal_plays(*event.dice)}
        assert {x.board for x in c.candidates} <= legal
        assert all(0.0 <= p <= 1.0 for x in c.candidates for p in x.probs)
    for (gi, ev), c in stored.cube.items():
        assert rec.games[gi].events[ev].kind in (EventKind.ROLL, EventKind.DOUBLE)
        assert c.dp == pytest.approx(1.0) and not c.mwc


def _position_before(rec, gi: int, ev: int) -> str:
    from bgdesk.engine.game import Game, replay_into

    g = rec.games[gi]
    game = Game(g.rules, None, match_length=g.match_length, score=g.score, crawford=g.crawford,
                start=g.start)
    replay_into(game, g.events[:ev])
    return game.position.position_id()


def test_a_match_with_comments_reads_and_says_the_comments_are_not_shown():
    reading = read_xg(xg_bytes("match-with-comment.xg"))
    rec = reading.record
    m = replay_match(rec)
    assert rec.length == 9 and len(rec.games) == 8
    # XG's match footer says 4-10, won by its player 2 (bgdesk's player 1).
    assert m.score == (4, 10) and m.winner == 1
    assert [w.code for w in reading.warnings] == ["comment-left"]


@pytest.mark.parametrize("name", ["hsbt-paris-2023-job-unger-7pt.xg", "match-with-comment.xg"])
def test_every_game_ends_at_the_score_xg_wrote_in_its_footer(name):
    _head, files = unpack(xg_bytes(name))
    footers = [struct.unpack_from("<ii", r, 12) for r in records(files["temp.xg"]) if r[8] == 4]
    m = replay_match(read_xg(xg_bytes(name)).record)
    assert [g.final_score for g in m.games] == footers


def test_an_xg_position_is_one_position_with_its_cube_analysis():
    reading = read_xg(xg_bytes("position-1.xgp"))
    assert reading.kind == "positions" and reading.format == "xgp"
    (g,) = reading.record.games
    assert g.events == () and g.start.phase == "before_roll" and g.start.on_roll == 0
    assert g.match_length == 0 and g.start.cube_value == 1
    pos = Position.from_position_id(g.start.position_id)
    assert sum(pos.mine) == sum(pos.theirs) == 15
    cube = reading.analysis.cube[(0, -1)]
    assert cube.level == "XG Roller++" and cube.dp == 1.0 and cube.nd > cube.dt


# ---------------------------------------------------------------------------------------------
# Damage and hostile files
# ---------------------------------------------------------------------------------------------

def test_a_damaged_game_costs_only_its_own_moves():
    # R41: a checker play that the rules refuse in game 3 keeps games 1-2 and 4-7 as XG wrote
    # them; game 3 is kept up to the damage, and the next game starts at its own score.
    head, files = unpack(xg_bytes("hsbt-paris-2023-job-unger-7pt.xg"))
    recs = records(files["temp.xg"])
    game = 0
    for r in recs:
        game += r[8] == 1
        if game == 3 and r[8] == 3:
            moves = struct.unpack_from("<8i", r, 68)
            if moves[0] >= 0:
                struct.pack_into("<i", r, 68, 2)        # from a point with no checker of its own
                break
    files["temp.xg"] = b"".join(bytes(r) for r in recs)
    reading = read_xg(pack(head, files))
    notes = [w for w in reading.warnings if w.code == "game-stopped"]
    assert len(notes) == 1 and notes[0].values["game"] == 3
    assert "cannot be read on from its move" in str(notes[0])
    rec = reading.record
    good = read_xg(xg_bytes("hsbt-paris-2023-job-unger-7pt.xg")).record
    assert len(rec.games) == 7 and rec.games[2].result is None
    keep = [0, 1, 3, 4, 5, 6]
    assert [rec.games[i].events for i in keep] == [good.games[i].events for i in keep]
    replay_match(rec)


@pytest.mark.parametrize("damage,code", [
    (lambda d: b"", "xg-not"),
    (lambda d: b"RGMH" + b"\0" * 100, "xg-not"),
    (lambda d: d[:20000], "xg-damaged"),
    (lambda d: d[:-36] + b"\xff" * 36, "xg-damaged"),
    (lambda d: d[:30000] + bytes(1000) + d[31000:], "xg-damaged"),
    (lambda d: b"XXXX" + d[4:], "xg-not"),
])
def test_hostile_xg_files_name_what_is_wrong(damage, code):
    data = damage(xg_bytes("hsbt-paris-2023-job-unger-7pt.xg"))
    t = time.perf_counter()
    with pytest.raises(FileReadError) as info:
        read_xg(data)
    assert time.perf_counter() - t < 5
    assert info.value.code == code, str(info.value)


def test_a_file_that_unpacks_to_too_much_is_refused():
    head, files = unpack(xg_bytes("position-1.xgp"))
    files["temp.xg"] = files["temp.xg"] + bytes(300 * 1024 * 1024)   # zeros pack very small
    data = pack(head, files)
    assert len(data) < 2 * 1024 * 1024
    with pytest.raises(FileReadError) as info:
        read_xg(data)
    assert info.value.code == "xg-damaged"


def test_a_newer_file_version_and_a_variation_are_refused_with_a_sentence():
    head, files = unpack(xg_bytes("position-1.xgp"))
    recs = records(files["temp.xg"])
    struct.pack_into("<i", recs[0], 552, 99)
    files["temp.xg"] = b"".join(bytes(r) for r in recs)
    with pytest.raises(FileReadError, match="newer eXtreme Gammon"):
        read_xg(pack(head, files))
    struct.pack_into("<i", recs[0], 552, 30)
    struct.pack_into("<i", recs[0], 96, 1)
    files["temp.xg"] = b"".join(bytes(r) for r in recs)
    with pytest.raises(FileReadError, match="Nackgammon"):
        read_xg(pack(head, files))
