"""The analysis another program stored in a file, shown as bgdesk's analysis: GNU Backgammon's
figures come out as GNU Backgammon prints them (its own text export of the same file is the
reference, cube decisions in a match turned from match-winning chances into equities with the
match equity table), eXtreme Gammon's errors are XG's own errors."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from bgdesk.bots.stored import analysis_from_stored, cube_hint_of
from bgdesk.engine.game import Game, replay_into
from bgdesk.engine.matfile import export_mat
from bgdesk.engine.sgf import read_sgf
from bgdesk.engine.xgfile import read_xg

ENGINE = Path(__file__).resolve().parents[1] / "engine"
sys.path.insert(0, str(ENGINE))
from test_matfile import gnubg_path, matches_to_compare, run_gnubg  # noqa: E402

# On one worker: GNU Backgammon analyses the files once (gnubg_text) for them all.
pytestmark = pytest.mark.xdist_group("stored_analysis")

FORMATS = next((p for p in (Path(__file__).resolve().parents[3] / "shared" / "formats",
                            Path("/work/shared/formats")) if p.is_dir()), None)

_BLOCK = re.compile(r"^\* (?P<who>.+?) (?P<what>moves|cannot move|doubles|accepts|rejects|beavers)\b.*?$"
                    r"(?P<body>.*?)(?=^\* |^Move number|\Z)", re.M | re.S)
_ND = re.compile(r"\d\. No (?:re)?double\s+([+-]\d+\.\d+)")
_DT = re.compile(r"\d\. (?:Re)?[Dd]ouble, take\s+([+-]\d+\.\d+)")


def gnubg_cube_figures(text: str) -> list[tuple[float, float]]:
    """(no double, double/take) of every cube analysis GNU Backgammon printed for a move or a
    double, in file order (the answers print the same figures from the taker's side)."""
    out = []
    for m in _BLOCK.finditer(text):
        body = m.group("body")
        if m.group("what") not in ("moves", "cannot move", "doubles") or "Cube analysis" not in body:
            continue
        body = body.split("Rolled")[0]
        nd, dt = _ND.search(body), _DT.search(body)
        if nd and dt:
            out.append((float(nd.group(1)), float(dt.group(1))))
    return out


def our_cube_figures(record, stored) -> list[tuple[float, float]]:
    """Each stored cube decision as bgdesk shows it (normalized equity), in file order."""
    out = []
    for gi, ev in sorted(stored.cube):
        rec = record.games[gi]
        game = Game(rec.rules, None, match_length=rec.match_length, score=rec.score,
                    crawford=rec.crawford, start=rec.start)
        replay_into(game, rec.events[:ev])
        hint = cube_hint_of(stored.cube[(gi, ev)], game, game.on_roll)
        out.append((hint.nd, hint.dt))
    return out


@pytest.fixture(scope="module")
def gnubg_text(tmp_path_factory):
    if gnubg_path() is None:
        pytest.skip("GNU Backgammon is not installed (Debian package: gnubg)")
    work = tmp_path_factory.mktemp("stored")
    files = []
    for name in ("match5-2", "money-jacoby-beavers"):
        m = matches_to_compare()[name]
        mat = work / f"{name}.mat"
        mat.write_text(export_mat(m))
        files.append({"mat": str(mat), "sgf": str(work / f"{name}.sgf"), "analyse": True,
                      "jacoby": m.rules.jacoby, "beavers": m.rules.beavers})
    run_gnubg({"sgf_saves": files}, work, timeout=600)
    loads = [{"path": f["sgf"], "text": f["sgf"][:-4] + ".txt"} for f in files]
    if FORMATS is not None:
        loads.append({"path": str(FORMATS / "gnubg-test-match01.sgf"),
                      "text": str(work / "shared.txt")})
    run_gnubg({"sgf_loads": loads}, work, timeout=600)
    return [(Path(ld["path"]), Path(ld["text"])) for ld in loads]


def test_cube_figures_are_gnubgs_as_it_prints_them(gnubg_text):
    # In a match GNU Backgammon stores match-winning chances: bgdesk shows the equities GNU
    # Backgammon prints (no double, double/take), to its three decimals.
    compared = 0
    for sgf, text in gnubg_text:
        reading = read_sgf(sgf.read_bytes())
        ours = our_cube_figures(reading.record, reading.analysis)
        # GNU Backgammon writes one text file per game: name.txt, name_002.txt, ...
        parts = [text] + sorted(text.parent.glob(f"{text.stem}_[0-9][0-9][0-9].txt"))
        theirs = gnubg_cube_figures("".join(p.read_text() for p in parts))
        assert len(ours) == len(theirs) > 0, sgf.name
        for (nd, dt), (gnd, gdt) in zip(ours, theirs):
            assert nd == pytest.approx(gnd, abs=0.0015), sgf.name
            assert dt == pytest.approx(gdt, abs=0.0015), sgf.name
            compared += 1
    print(f"\n{compared} cube decisions shown as GNU Backgammon prints them")
    assert compared >= 50


def test_gnubgs_stored_analysis_becomes_bgdesks_analysis(gnubg_text):
    sgf = gnubg_text[0][0]
    reading = read_sgf(sgf.read_bytes())
    names = tuple(reading.record.meta["names"])
    result = analysis_from_stored(reading.record, reading.analysis, names)
    assert result.level.startswith("GNU Backgammon")
    assert len(result.games) == len(reading.record.games)
    plays = [d for d in result.decisions if d.kind == "play"]
    assert len(plays) >= 80
    for d in plays:
        hint = d.hint
        assert hint.candidates[hint.played].board == d.board
        assert d.loss == pytest.approx(hint.best.equity - hint.candidates[hint.played].equity)
        assert d.chosen == hint.candidates[hint.played].play and d.best == hint.best.play
    # The chance of winning after every play, for the plot.
    assert all(0.0 <= p <= 1.0 for _g, _k, p in result.trace())
    s = result.summary(0)
    assert s.decisions > 0 and s.rate >= 0.0


def test_xgs_own_errors_are_the_errors_shown():
    # eXtreme Gammon stores the error of each play and cube action it judged: bgdesk's losses,
    # from the candidates' equities, are the same numbers.
    if FORMATS is None:
        pytest.skip("shared/formats is not beside the checkout")
    checked = 0
    for name in ("hsbt-paris-2023-job-unger-7pt.xg", "match-with-comment.xg"):
        reading = read_xg((FORMATS / name).read_bytes())
        result = analysis_from_stored(reading.record, reading.analysis,
                                      reading.record.meta["names"])
        assert result.level.startswith("eXtreme Gammon")
        for d in result.decisions:
            key = (d.game, d.event)
            stored = reading.analysis.checker.get(key) if d.kind == "play" else \
                reading.analysis.cube.get(key)
            if stored is None or stored.error is None:
                continue
            if d.kind == "take":
                continue      # judged on the doubler's figures; XG's take error is its own
            assert d.loss == pytest.approx(abs(stored.error), abs=0.002), (name, key, d)
            checked += 1
    print(f"\n{checked} of XG's own errors are bgdesk's losses")
    assert checked >= 300
