"""Run inside GNU Backgammon (``gnubg -t -q -p gnubg_dump.py``), driven by the bgdesk tests.

Reads the job named by the environment variable BGDESK_GNUBG_JOB (JSON) and writes the result
file it names (JSON). Jobs:

* ``selfplay``: GNU Backgammon plays itself a match (0-ply, seeded) and exports it as .mat;
  the match as GNU Backgammon recorded it is dumped too.
* ``imports``: each .mat file is imported and the match as GNU Backgammon understood it is
  dumped: per game the scores, winner and points, and every record (action, player, dice,
  move, and the Position ID before it).
* ``xgids``: each XGID is set with ``set xgid`` and the Position ID and Match ID read back.
* ``sgf_saves``: each .mat file is imported, analysed at 0-ply when asked, and saved as .sgf
  (``save match``); the match as GNU Backgammon holds it is dumped, with its analysis.
* ``sgf_loads``: each .sgf file is loaded (``load match``) and exported as .mat (and as text,
  with the analysis, when asked); the match is dumped, with the analysis the file held.
"""

import json
import os

import gnubg  # noqa: provided by GNU Backgammon


def plain(obj):
    if isinstance(obj, dict):
        return {str(k): plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [plain(v) for v in obj]
    return obj


def dump_match(analysis=0):
    m = gnubg.match(analysis=analysis, boards=1)
    games = []
    for g in m.get("games", []):
        games.append({"info": plain(g["info"]), "records": plain(g["game"])})
    return {"info": plain(m.get("match-info", {})), "games": games}


def main():
    with open(os.environ["BGDESK_GNUBG_JOB"]) as f:
        job = json.load(f)
    out = {"selfplay": [], "imports": [], "xgids": []}
    for cmd in ("set display off", "set confirm new off", "set rng mersenne",
                "set player 0 gnubg", "set player 1 gnubg"):
        gnubg.command(cmd)
    for p in ("0", "1"):
        gnubg.command(f"set player {p} chequerplay evaluation plies 0")
        gnubg.command(f"set player {p} cubedecision evaluation plies 0")
    for sp in job.get("selfplay", []):
        gnubg.command(f"set seed {int(sp['seed'])}")
        gnubg.command(f"new match {int(sp['length'])}")
        gnubg.command(f"export match mat \"{sp['out']}\"")
        out["selfplay"].append({"out": sp["out"], "match": dump_match()})
    for p in ("0", "1"):
        gnubg.command(f"set player {p} human")
    for imp in job.get("imports", []):
        gnubg.command("set jacoby " + ("on" if imp.get("jacoby") else "off"))
        gnubg.command("set beavers " + ("3" if imp.get("beavers") else "0"))
        gnubg.command(f"import mat \"{imp['path']}\"")
        try:
            out["imports"].append({"path": imp["path"], "match": dump_match()})
        except Exception as e:  # e.g. a name that is not UTF-8
            out["imports"].append({"path": imp["path"], "error": f"{type(e).__name__}: {e}"})
    for sv in job.get("sgf_saves", []):
        gnubg.command("set jacoby " + ("on" if sv.get("jacoby") else "off"))
        gnubg.command("set beavers " + ("3" if sv.get("beavers") else "0"))
        gnubg.command(f"import mat \"{sv['mat']}\"")
        if sv.get("analyse"):
            for what in ("chequerplay", "cubedecision"):
                gnubg.command(f"set analysis {what} evaluation plies 0")
            gnubg.command("analyse match")
        gnubg.command(f"save match \"{sv['sgf']}\"")
        out.setdefault("sgf_saves", []).append({"sgf": sv["sgf"], "match": dump_match(1)})
    for ld in job.get("sgf_loads", []):
        gnubg.command(f"load match \"{ld['path']}\"")
        if ld.get("mat"):
            gnubg.command(f"export match mat \"{ld['mat']}\"")
        if ld.get("text"):
            gnubg.command(f"export match text \"{ld['text']}\"")
        try:
            out.setdefault("sgf_loads", []).append({"path": ld["path"], "mat": ld.get("mat"),
                                                    "match": dump_match(1)})
        except Exception as e:
            out.setdefault("sgf_loads", []).append({"path": ld["path"],
                                                    "error": f"{type(e).__name__}: {e}"})
    for x in job.get("xgids", []):
        gnubg.command("set xgid " + x)
        out["xgids"].append({"xgid": x, "position_id": gnubg.positionid(),
                             "match_id": gnubg.matchid()})
    with open(job["result"], "w") as f:
        json.dump(out, f)


main()
