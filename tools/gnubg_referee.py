"""GNU Backgammon as the referee of bgdesk's advice.

Asks ``gnubg -t`` (GNU Backgammon 1.07, text mode) to value checker plays and cube decisions,
so that the benchmark (tests/benchmarks/bench_advice.py) and the fixtures of the advice tests
(tests/bots/data/gnubg_examples.json, made by ``python tools/gnubg_referee.py examples``) compare
bgdesk with what gnubg itself says, not with a copy of its numbers typed by hand.

Every position is valued as money play, cube centred at 1, Jacoby rule off, no beavers (the
setting under which the advice of issue 22 was judged), at ``plies`` plies of gnubg's own
counting (2 unless told: gnubg's 2-ply, the depth of its default analysis).  For a checker play
the move filter is opened wide (every play up to 100, within 3.0 of the best, goes through to the
full depth), so the play a person made is valued at the same depth as gnubg's best play.

The same file runs in two places: imported (or run) by Python, it writes a job file and starts
``gnubg -t -q -p tools/gnubg_referee.py`` on it; inside GNU Backgammon (``import gnubg`` works)
it reads the job, asks gnubg through its Python module (``hint``, ``cfevaluate``, ``evaluate``)
and writes the answers.

:func:`rollout` is the second referee: GNU Backgammon's own rollout of positions (cubeful,
variance reduction, seeded), for the decisions where gnubg's 2-ply itself is in doubt; it drives
``gnubg -t`` through a pseudo-terminal, since gnubg prints a rollout's figures only to one.

::

    from tools import gnubg_referee as ref
    answers = ref.ask([{"pid": "4HPwATDgc/ABMA", "dice": [3, 1]},
                       {"pid": "2jYEYDh2c2wBAA", "cube": True}], plies=2)
    answers[0]["moves"][0]      # {"move": "8/5 6/5", "equity": 0.16, "probs": [...], "plies": 2}
    answers[1]                  # {"nd": 0.904, "dt": 1.015, "dp": 1.0, "action": "Double, pass",
                                #  "probs": [w, wg, wbg, lg, lbg]}

    ref.rollout(["bY4PBgDXPgAAAA"], trials=1296)  # [{"cubeful": 1.377, "se": 0.010, ...}]
    ref.self_play(folder, seed=3, length=7)       # a match gnubg plays itself, as .mat and .sgf

    python tools/gnubg_referee.py examples      # (re)make tests/bots/data/gnubg_examples.json
"""

from __future__ import annotations

import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:  # inside GNU Backgammon
    import gnubg  # type: ignore[import-not-found]
except ImportError:
    gnubg = None

# gnubg runs this file without __file__: the job names it instead
_HERE = Path(globals().get("__file__") or os.environ.get("BGDESK_GNUBG_REFEREE_FILE", "tools/x.py"))
ROOT = _HERE.resolve().parents[1]
EXAMPLES = ROOT / "tests" / "bots" / "data" / "gnubg_examples.json"
JOB_VARIABLE = "BGDESK_GNUBG_REFEREE_JOB"
#: gnubg's move filter for the full depth: this many plays, within this much of the best.
WIDE_FILTER = (100, 3.0)


def gnubg_path() -> str | None:
    """Where ``gnubg`` is installed (Debian puts it in /usr/games), or None."""
    return shutil.which("gnubg") or next(
        (p for p in ("/usr/games/gnubg", "/usr/bin/gnubg") if os.access(p, os.X_OK)), None)


def version() -> str:
    """GNU Backgammon's version line ("GNU Backgammon 1.07.001 20230103")."""
    path = gnubg_path()
    if path is None:
        return "GNU Backgammon is not installed"
    out = subprocess.run([path, "-t", "-q"], input="quit\n", capture_output=True, text=True,
                         timeout=60).stdout
    return next((line.strip() for line in out.splitlines() if line.startswith("GNU Backgammon")),
                "GNU Backgammon (version unknown)")


def ask(items: list, plies: int = 2, timeout: float = 3600.0) -> list:
    """gnubg's answers to ``items`` (see the module docstring), in order.

    An item is ``{"pid": Position ID, "dice": [d1, d2]}`` (every play of the roll, best first),
    ``{"pid": ..., "cube": True}`` (the cube decision of the player on roll) or ``{"pid": ...,
    "probs": True}`` (the cubeless chances of the player on roll before the roll)."""
    path = gnubg_path()
    if path is None:
        raise RuntimeError("GNU Backgammon (gnubg) is not installed: apt-get install gnubg")
    with tempfile.TemporaryDirectory(prefix="bgdesk-gnubg-") as tmp:
        job = Path(tmp) / "job.json"
        out = Path(tmp) / "answers.json"
        job.write_text(json.dumps({"plies": int(plies), "items": list(items), "out": str(out)}))
        me = str(_HERE.resolve())
        env = dict(os.environ, **{JOB_VARIABLE: str(job), "BGDESK_GNUBG_REFEREE_FILE": me})
        proc = subprocess.run([path, "-t", "-q", "-p", me], env=env,
                              capture_output=True, text=True, timeout=timeout)
        if not out.exists():
            raise RuntimeError(f"gnubg gave no answers (exit {proc.returncode}): "
                               f"{(proc.stderr or proc.stdout)[-2000:]}")
        answers = json.loads(out.read_text())
    if len(answers) != len(items):
        raise RuntimeError(f"gnubg answered {len(answers)} of {len(items)} questions")
    return answers


#: Match ID of a money game, cube centred at 1, Jacoby off, the player of the Position ID on roll
#: and the dice not rolled yet: what ``rollout`` needs to roll a position out from before its roll
#: (after ``new session`` gnubg has rolled the opening dice, and with dice set it rolls out nothing).
MONEY_BEFORE_ROLL = "cAkAAAAAAAAE"
#: One rollout line of gnubg's text mode: the six chances, then cubeless and cubeful equity.
_ROLLOUT_LINE = re.compile(r"^\s*\[?\s*([-+\d.]+(?:\s+[-+\d.]+){2})\s+-\s+([-+\d.]+(?:\s+[-+\d.]+){2})"
                           r"\s+CL\s+([-+\d.]+)\s+CF\s+([-+\d.]+)")


def rollout(pids: list, trials: int = 1296, seed: int = 1, threads: int = 2,
            timeout: float = 3600.0) -> list:
    """GNU Backgammon's own rollout of each position (Position ID, the player on roll before the
    roll, money, cube centred, Jacoby off): cubeful, variance reduction, ``trials`` games, dice
    seed ``seed``, gnubg's default rollout players (checker play 0-ply, cube 2-ply).

    Returns per position ``{"cubeful": equity of the player on roll, "cubeless": ..., "probs":
    [w, wg, wbg, lg, lbg], "se": standard error of the cubeful equity, "trials": trials}``.
    gnubg prints a rollout's figures only to a terminal, so it runs in a pseudo-terminal here.
    A contact position takes minutes (1296 trials on 2 threads); a race seconds."""
    import pty

    path = gnubg_path()
    if path is None:
        raise RuntimeError("GNU Backgammon (gnubg) is not installed: apt-get install gnubg")
    trials, seed, threads = int(trials), int(seed), max(1, int(threads))
    script = ["set automatic roll off", "set player 0 human", "set player 1 human", "set jacoby off",
              "set beavers 0", "set automatic doubles 0", "set confirm new off", f"set threads {threads}",
              "new session", f"set rollout trials {trials}", f"set rollout seed {seed}",
              "set rollout varredn on", "set rollout cubeful on"]
    for pid in pids:
        if not re.fullmatch(r"[A-Za-z0-9+/]{14}", str(pid)):
            raise ValueError(f"not a Position ID: {pid!r}")
        # the rollout seed again for each, so that a position's figures do not depend on the others
        script += [f"set board {pid}", f"set matchid {MONEY_BEFORE_ROLL}", f"set board {pid}",
                   f"set rollout seed {seed}", "rollout"]
    script.append("quit")
    controller, terminal = pty.openpty()
    with tempfile.TemporaryFile("w+") as commands:
        commands.write("\n".join(script) + "\n")
        commands.seek(0)
        proc = subprocess.Popen([path, "-t", "-q"], stdin=commands, stdout=terminal, stderr=terminal,
                                close_fds=True)
        os.close(terminal)
        chunks, deadline = [], time.monotonic() + timeout
        try:
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise RuntimeError(f"gnubg's rollout took longer than {timeout:.0f} s")
                if not select.select([controller], [], [], min(left, 5.0))[0]:
                    continue
                try:
                    chunk = os.read(controller, 65536)
                except OSError:  # the terminal closed: gnubg has ended
                    break
                if not chunk:
                    break
                chunks.append(chunk)
            proc.wait(max(1.0, deadline - time.monotonic()))
        finally:
            os.close(controller)
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    text = b"".join(chunks).decode("utf-8", "replace").replace("\r", "\n")
    results = []
    for block in text.split("Rollout done. Printing final results.")[1:]:
        lines = [m for m in (_ROLLOUT_LINE.match(line) for line in block.splitlines()) if m]
        if len(lines) < 2:
            raise RuntimeError("gnubg's rollout printed no figures")
        value, error = lines[0], lines[1]
        win = [float(x) for x in value.group(1).split()]
        lose = [float(x) for x in value.group(2).split()]
        results.append({"cubeful": float(value.group(4)), "cubeless": float(value.group(3)),
                        "probs": [win[0], win[1], win[2], lose[1], lose[2]],
                        "se": float(error.group(4)), "trials": trials})
    if len(results) != len(pids):
        raise RuntimeError(f"gnubg rolled out {len(results)} of {len(pids)} positions: {text[-1500:]}")
    return results

def self_play(folder, seed: int, length: int = 0, games: int = 5, *, jacoby: bool = False,
              beavers: int = 0, crawford: bool = True, auto_doubles: int = 0,
              timeout: float = 300.0) -> dict:
    """A match to ``length`` (0: a money session of ``games`` games) that GNU Backgammon plays
    against itself (both players gnubg at 0-ply, its Mersenne Twister dice seeded with
    ``seed``), saved by gnubg in ``folder`` as ``<name>.mat`` (``export match mat``) and
    ``<name>.sgf`` (``save match``): files bgdesk did not write, with gnubg's own doubles,
    takes, beavers and passes. Returns ``{"mat": path, "sgf": path, "games": n, "score":
    (player 0's, player 1's), "length": length}``, the score as gnubg's ``show score`` gives
    it, player 0 being the first player of gnubg's files."""
    path = gnubg_path()
    if path is None:
        raise RuntimeError("GNU Backgammon (gnubg) is not installed: apt-get install gnubg")
    seed, length, games, beavers = int(seed), int(length), int(games), int(beavers)
    if not (0 <= length <= 64 and 1 <= games <= 100 and 0 <= beavers <= 3):
        raise ValueError("a self-played match is 1-64 points long, or 1-100 money games")
    folder = Path(folder)
    name = f"gnubg-{'money' if not length else f'{length}pt'}-{seed}"
    mat, sgf = folder / f"{name}.mat", folder / f"{name}.sgf"
    script = ["set confirm new off", "set display off"]
    for player in (0, 1):
        script += [f"set player {player} gnubg",
                   f"set player {player} chequerplay evaluation plies 0",
                   f"set player {player} cubedecision evaluation plies 0"]
    script += ["set rng mersenne", f"set seed {seed}", f"set jacoby {'on' if jacoby else 'off'}",
               f"set beavers {beavers}",
               # the Crawford rule ("set crawford" would say whether the current game is the
               # Crawford game)
               f"set automatic crawford {'on' if crawford else 'off'}",
               # money play: at most this many automatic doubles a game (0: none)
               f"set automatic doubles {int(auto_doubles)}"]
    if length:
        script.append(f"new match {length}")
    else:  # a money session goes on by itself without this: one game a command
        script += ["set automatic game off", "new session"] + ["new game"] * (games - 1)
    script += [f"export match mat {mat}", f"save match {sgf}", "show score", "quit"]
    out = subprocess.run([path, "-t", "-q"], input="\n".join(script) + "\n", capture_output=True,
                         text=True, timeout=timeout).stdout
    scores = re.findall(r"The score \(after (\d+) games?\) is: (.+?) (\d+), (.+?) (\d+) \(", out)
    if not scores or not mat.exists() or not sgf.exists():
        raise RuntimeError(f"gnubg did not play the match through: {out[-1500:]}")
    played, _a, first, _b, second = scores[-1]
    return {"mat": mat, "sgf": sgf, "games": int(played), "score": (int(first), int(second)),
            "length": length}


# -- inside GNU Backgammon ------------------------------------------------------------------------

def _set_up(plies: int) -> None:
    for command in ("set display off", "set confirm new off", "set jacoby off", "set beavers 0",
                    "set automatic doubles 0", "new session",
                    f"set evaluation chequerplay evaluation plies {plies}",
                    f"set evaluation cubedecision evaluation plies {plies}",
                    "set evaluation chequerplay evaluation cubeful on",
                    "set evaluation cubedecision evaluation cubeful on"):
        gnubg.command(command)
    keep, within = WIDE_FILTER
    for level in range(plies):
        gnubg.command(f"set evaluation movefilter {plies} {level} 0 {keep} {within}")


def _plays(pid: str, dice) -> dict:
    gnubg.command(f"set board {pid}")
    gnubg.command(f"set dice {int(dice[0])} {int(dice[1])}")
    hint = gnubg.hint(WIDE_FILTER[0])
    moves = [{"move": m["move"], "equity": float(m["equity"]),
              "probs": [float(x) for x in m["details"]["probs"]],
              "plies": int(m["context"]["plies"])} for m in hint.get("hint", [])]
    return {"moves": moves}


def _context(plies: int):
    return gnubg.evalcontext(1, plies, 1, 1, 0.0)  # cubeful, plies, deterministic, prune, noise


def _cube(pid: str, plies: int) -> dict:
    board = gnubg.positionfromid(pid)
    info = gnubg.calcgammonprice(gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0, 0))
    optimal, nd, dt, dp, _rec, text = gnubg.cfevaluate(board, info, _context(plies))
    probs = gnubg.evaluate(board, info, _context(plies))
    return {"optimal": float(optimal), "nd": float(nd), "dt": float(dt), "dp": float(dp),
            "action": str(text), "probs": [float(x) for x in probs[:5]]}


def _probs(pid: str, plies: int) -> dict:
    board = gnubg.positionfromid(pid)
    info = gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0, 0)
    probs = gnubg.evaluate(board, info, _context(plies))
    return {"probs": [float(x) for x in probs[:5]]}


def _serve(job_path: str) -> None:
    with open(job_path) as f:
        job = json.load(f)
    plies = int(job.get("plies", 2))
    _set_up(plies)
    answers = []
    for item in job["items"]:
        try:
            if item.get("cube"):
                answers.append(_cube(item["pid"], plies))
            elif item.get("probs"):
                answers.append(_probs(item["pid"], plies))
            else:
                answers.append(_plays(item["pid"], item["dice"]))
        except Exception as e:  # noqa: BLE001 - said in the answer, the batch goes on
            answers.append({"error": f"{type(e).__name__}: {e}"})
    with open(job["out"], "w") as f:
        json.dump(answers, f)


# -- the fixtures of the advice tests ---------------------------------------------------------------

#: The examples of issue 22, as (what, Position ID, dice or None, the play made or None): "play"
#: a checker play, "cube" the cube decision of the player on roll, "take" the answer of the player
#: of the Position ID to a double by the opponent (on roll), "probs" the chances before the roll.
ISSUE_EXAMPLES = (
    ("play", "mzYGgByw2xsADA", (1, 5), "22/21* 22/17"),
    ("play", "cM8ZBwBsN8EAIw", (3, 4), "6/2 5/2"),
    ("play", "2J1NAAN2bGAwDA", (6, 3), "18/9"),
    ("play", "aNfBAQzg85gHAA", (3, 3), "13/10(4)"),
    ("play", "4PO8AQBo18EBDA", (2, 3), None),
    ("play", "4HPwQSDgc/ABMA", (6, 4), None),
    ("play", "sN2hEAOGfQBgNg", (3, 5), None),
    ("play", "0N0DAwaMeT4GAA", (2, 4), None),
    ("play", "sO0wBQMW9wDAKg", (6, 6), None),
    ("play", "FVozABtoPwAAAA", (6, 1), None),
    ("cube", "2jYEYDh2c2wBAA", None, None),
    ("cube", "4NtgADZsnsEBAw", None, None),
    ("cube", "7eYHAIBeAAAAAA", None, None),
    ("cube", "1e0HAAAPAAAAAA", None, None),
    ("take", "xrYbBgDozuAADQ", None, None),
    ("probs", "BAAA7N0FBQAAAA", None, None),
    # resignations offered by the cubeless rule alone (bot games of bench_advice.py), too small
    # or too costly by gnubg 2-ply: singles with 31 %, 31 % and 3 % to win, gammons that 1 % to
    # 2 % of games save; and two that gnubg agrees with (a single, a gammon)
    ("probs", "utuMAAjYtigAbA", None, None),
    ("probs", "7m4DABSYZ3AAbA", None, None),
    ("probs", "27YTBADfPwIAQA", None, None),
    ("probs", "9y4AAIB5GyAXAA", None, None),
    ("probs", "d28AAODXAOAIDA", None, None),
    ("probs", "DwAA4L8nAAAAAA", None, None),
    ("probs", "AQAAdNZGiAEAAA", None, None),
)


def make_examples(path: Path = EXAMPLES) -> dict:
    """Ask gnubg (2-ply) about every example of :data:`ISSUE_EXAMPLES` and write the answers."""
    sys.path.insert(0, str(ROOT))
    from bgdesk.engine import Position

    items = []
    for what, pid, dice, _play in ISSUE_EXAMPLES:
        if what == "play":
            items.append({"pid": pid, "dice": list(dice)})
        elif what == "take":  # the doubler's cube decision
            items.append({"pid": Position.from_position_id(pid).swapped().position_id(), "cube": True})
        else:
            items.append({"pid": pid, what: True})
    answers = ask(items, plies=2)
    data = {"made_by": "python tools/gnubg_referee.py examples", "gnubg": version(), "plies": 2,
            "setting": "money, cube centred at 1, Jacoby off, no beavers; move filter "
                       f"{WIDE_FILTER[0]} plays within {WIDE_FILTER[1]}",
            "examples": [{"what": what, "pid": pid, "dice": list(dice) if dice else None,
                          "played": play, "gnubg": answer}
                         for (what, pid, dice, play), answer in zip(ISSUE_EXAMPLES, answers)]}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n")
    return data


def main(argv=None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["examples"]:
        data = make_examples()
        print(f"{len(data['examples'])} examples asked of {data['gnubg']}: {EXAMPLES}")
        return 0
    print(__doc__)
    return 2


if gnubg is not None and os.environ.get(JOB_VARIABLE):
    _serve(os.environ[JOB_VARIABLE])
elif __name__ == "__main__":
    raise SystemExit(main())
