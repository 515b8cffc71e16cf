"""The program as a screen reader meets it: through the AT-SPI accessibility bus that Orca uses.

One start of the program under Xvfb, in a D-Bus session with the accessibility bus
(Debian's at-spi2-core), driven step by step by tests/gui/atspi_driver.py with real key and mouse
events, and read between the steps by tests/gui/atspi_reader.py with Debian's python3-pyatspi
(the system's Python: the venv's does not see it). The reader keeps, per step, the tree of every
window (role, name, description, states) and the events heard (announcements, the board's
description changing, focus). The tests below read that record:

- every control of the main window and of fourteen larger windows and dialogs (each tab page
  shown in turn) has a name;
- the board's description follows a roll and a step;
- each refusal (a click on the opponent's checker, D after rolling, P with no double, a letter
  the board does not take, a disabled shortcut, a typed move the dice cannot make, ten thousand
  characters of nonsense) is announced once, in a sentence, and in Swahili, Latvian, Maltese
  and Afrikaans after a switch;
- a closed window leaves the tree, and two boards on screen have two names.

Skipped only where the bus cannot exist (not Linux, or the tools missing); under CI (.ci/run,
which installs them) a missing tool fails the test instead.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# one run of the program on the bus (record) serves every test here: on one worker
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("atspi")]

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"
#: Roles of the objects a person operates (they must have a name); labels, panels and fillers
#: are read for what they show.
CONTROLS = {"push button", "text", "list", "table", "combo box", "check box", "radio button",
            "spin button", "slider", "page tab", "tree", "tree table", "toggle button",
            "password text", "progress bar", "menu item", "entry"}


def missing() -> str:
    """What reading the bus needs and this machine lacks ("" when nothing is missing)."""
    if not sys.platform.startswith("linux"):
        return "the AT-SPI bus exists on Linux only"
    for tool, package in (("dbus-run-session", "dbus"), ("Xvfb", "xvfb")):
        if shutil.which(tool) is None:
            return f"{tool} is missing (Debian package {package})"
    if not Path("/usr/share/dbus-1/services/org.a11y.Bus.service").exists():
        return "the accessibility bus is missing (Debian package at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        return "pyatspi is missing (Debian package python3-pyatspi)"
    return ""


def start_xvfb() -> tuple[int, subprocess.Popen]:
    """An Xvfb on the first free display from :150 up (out of the way of people's own), and its
    number once it is ready: Xvfb writes the number to ``-displayfd`` when it accepts clients,
    or ends at once when another server (another test run, a person's desktop) holds it."""
    for n in range(150, 250):
        if Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists():
            continue
        read_end, write_end = os.pipe()
        proc = subprocess.Popen(["Xvfb", f":{n}", "-displayfd", str(write_end), "-screen", "0",
                                 "1366x768x24", "-nolisten", "tcp"], pass_fds=(write_end,),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end, "rb") as ready:
            said = ready.readline().strip()
        if said == str(n).encode():
            return n, proc
        proc.wait(10)  # :n was taken after all: the next one
    raise RuntimeError("no free X display number")


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> dict:
    """The steps as read from the bus: ``{step name: {"windows": [...], "events": [...]}}``."""
    why = missing()
    if why:
        if os.environ.get("CI"):
            pytest.fail(f"{why}: .ci/run installs what the AT-SPI test needs")
        pytest.skip(why)
    tmp = tmp_path_factory.mktemp("atspi")
    n, xvfb = start_xvfb()
    try:
        env = dict(os.environ, DISPLAY=f":{n}", BGDESK_HOME=str(tmp / "home"), BGDESK_AUDIO="off")
        env.pop("QT_QPA_PLATFORM", None)
        out = tmp / "steps.json"
        run = subprocess.run(
            ["dbus-run-session", "--", SYSTEM_PYTHON, str(ROOT / "tests/gui/atspi_reader.py"), str(out), "--",
             sys.executable, str(ROOT / "tests/gui/atspi_driver.py")],
            env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert out.exists(), run.stderr[-2000:]
        data = json.loads(out.read_text(encoding="utf-8"))
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    keep = os.environ.get("BGDESK_ATSPI_DUMP")
    if keep:  # to look at (the report's excerpts come from here)
        Path(keep).write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    assert data["found_app"], "the program never appeared on the accessibility bus"
    assert data["exit"] == 0
    steps = {s["step"]: s for s in data["steps"]}
    failed = [name for name in steps if "(failed" in name]
    assert failed == []
    return steps


def announced(step: dict) -> list[str]:
    return [e["data"] for e in step["events"] if e["type"] == "object:announcement"]


def described(step: dict) -> list[str]:
    return [e["data"] for e in step["events"] if e["type"] == "object:property-change:accessible-description"]


def shown_windows(step: dict) -> list[dict]:
    return [w for w in step["windows"] if "showing" in w["states"]]


def nameless_controls(window: dict) -> list[str]:
    """The controls shown in ``window`` that have no name (a combo box's own list is named by
    the combo box), and what takes the keyboard there without a name (a page of text, a
    label that can be selected; the board's own viewport and a tab's page are fillers, never
    announced)."""
    by_path = {n["path"]: n for n in window["nodes"]}
    out = []
    for n in window["nodes"]:
        parent = by_path.get(n["path"].rsplit("/", 1)[0], {})
        shown, named = "showing" in n["states"], bool(n["name"].strip())
        if (shown and not named and parent.get("role") != "combo box"
                and (n["role"] in CONTROLS or ("focusable" in n["states"] and n["role"] != "filler"))):
            out.append(f"{window['name']}: {n['role']} at {n['path']} ({n['description'][:40]!r})")
    return out


def alike_choices(window: dict) -> list[str]:
    """Combo boxes and spin buttons of ``window`` a screen reader cannot tell apart. On Linux a
    combo box's name is the item chosen ("Person"); what it is for is said by the labels it is
    labelled by and its description, so those must say something, and not the same as another
    box's (two "Players: Person" boxes). A spin button is told by its name and labels."""
    out, said = [], {}
    for n in window["nodes"]:
        if n["role"] not in ("combo box", "spin button", "slider") or "showing" not in n["states"]:
            continue
        words = tuple(n.get("labelled_by", [])) + (n["description"],)
        if n["role"] != "combo box":
            words = (n["name"],) + words
        if not "".join(words).strip():
            out.append(f"{window['name']}: {n['role']} {n['name']!r} says nothing of what it is for")
        elif words in said:
            out.append(f"{window['name']}: {n['role']} {n['name']!r} and {said[words]!r} both say {words}")
        said.setdefault(words, n["name"])
    return out


def test_every_control_of_the_main_window_and_fourteen_windows_has_a_name(record):
    read = [name for name in record if name in ("start", "main") or name.startswith("window:")]
    windows_read = {name.split(":")[1] for name in read if name.startswith("window:")}
    assert len(windows_read) >= 14, windows_read
    nameless, alike = [], []
    for name in read:
        for window in shown_windows(record[name]):
            assert window["name"], f"{name}: a window without a name"
            nameless += nameless_controls(window)
            alike += alike_choices(window)
    assert sorted(set(nameless)) == []
    assert sorted(set(alike)) == []
    # What the issue found nameless: the move box, the Moves list, the tables.
    main = next(w for w in record["main"]["windows"] if w["name"] == "bgdesk")
    named = {(n["role"], n["name"]) for n in main["nodes"]}
    assert ("text", "Type a move (e.g. 24/18 13/11) and press Enter:") in named
    assert ("list", "Moves") in named
    start = next(w for w in record["start"]["windows"] if w["name"] == "bgdesk")
    # the parts are typed hidden from the other player: password fields
    assert {n["name"] for n in start["nodes"] if n["role"] in ("text", "password text")} >= {
        "Your part of the dice: Player 1", "Your part of the dice: Player 2"}
    stats = [n["name"] for s in ("window:statistics", "window:statistics:page1", "window:statistics:page2")
             for w in shown_windows(record[s]) for n in w["nodes"] if n["role"] == "table" and "showing" in n["states"]]
    assert stats == ["Games", "Drills", "Chouettes"]


def test_the_replay_window_has_a_close_button(record):
    replay = next(w for w in shown_windows(record["window:replay"]) if w["name"].startswith("Replay"))
    assert ("push button", "Close") in {(n["role"], n["name"]) for n in replay["nodes"]}


def test_the_boards_words_follow_a_roll_and_a_step(record):
    (after_roll,) = described(record["roll"])
    assert after_roll.startswith("Ann to play 6-3. Opening roll: 6 for Ann, 3 for Ben.")
    assert "Ann (light): 2 on 24, 5 on 13, 3 on 8, 5 on 6." in after_roll
    (after_step,) = described(record["step"])
    assert after_step.startswith("Ann to play 3.")
    assert "Pip counts: Ann 161, Ben 167." in after_step and "Ann (light): 1 on 24, 1 on 18, 5 on 13" in after_step
    assert announced(record["roll"]) == ["Ann wins the opening roll (Ann 6, Ben 3) and plays 6-3."]
    assert announced(record["step"]) == ["Ann: 3 still to play."]


REFUSALS = {
    "refusal:opponent_checker": "You have no checker on point 19.",
    "refusal:d_after_roll": "Ann has rolled: a double is offered only before rolling.",
    "refusal:p_no_double": "No double has been offered: there is nothing to take or pass.",
    "refusal:unknown_key": "The key X does nothing here; Help > Keyboard lists every key.",
    "refusal:disabled_shortcut": "Ann has rolled: a double is offered only before rolling.",
    "refusal:typed_24_10": "24/10 is a move of 14, which the roll 6-3 cannot make.",
    "refusal:unreadable": "Cannot read 'hellohellohellohelloh…': write moves like 24/18, 13/11*, bar/22, "
                          "6/off or 8/5(2).",
    "refusal:ten_thousand": "That is far too long for one play.",
    # the same refusals in each of the other four languages, from their translations
    'refusal_sw:opponent_checker': 'Huna kete kwenye pointi 19.',
    'refusal_sw:d_after_roll': 'Ann amesharusha dadu: maradufu hutolewa kabla ya kurusha tu.',
    'refusal_sw:p_no_double': 'Hakuna maradufu iliyotolewa: hakuna cha kukubali au kukataa.',
    'refusal_sw:typed_24_10': '24/10 ni umbali wa 14, ambao urushaji 6-3 hauwezi kufanya.',
    'refusal_lv:opponent_checker': 'Tev nav figūras 19. punktā.',
    'refusal_lv:d_after_roll': 'Ann jau ir metis kauliņus: dubultojumu piedāvā tikai pirms metiena.',
    'refusal_lv:p_no_double': 'Dubultojums nav piedāvāts: nav ko pieņemt vai atteikt.',
    'refusal_lv:typed_24_10': '24/10 ir 14 acis, ko metiens 6-3 nevar nospēlēt.',
    'refusal_mt:opponent_checker': "M'għandekx pedina fuq il-punt 19.",
    'refusal_mt:d_after_roll': "Ann diġà tefa' d-dadi: doppju jiġi offrut biss qabel it-tarmija.",
    'refusal_mt:p_no_double': "L-ebda doppju ma ġie offrut: m'hemm xejn x'taċċetta jew tirrifjuta.",
    'refusal_mt:typed_24_10': "24/10 huwa mossa ta' 14, li t-tarmija 6-3 ma tistax tagħmel.",
    'refusal_af:opponent_checker': 'Jy het geen stuk op punt 19 nie.',
    'refusal_af:d_after_roll': "Ann het reeds gegooi: 'n verdubbeling word net voor die gooi aangebied.",
    'refusal_af:p_no_double': 'Geen verdubbeling is aangebied nie: daar is niks om te aanvaar of te weier nie.',
    'refusal_af:typed_24_10': "24/10 is 'n skuif van 14, wat die gooi 6-3 nie kan maak nie.",
}


@pytest.mark.parametrize("step", sorted(REFUSALS))
def test_each_refusal_is_announced_once(record, step):
    assert announced(record[step]) == [REFUSALS[step]]


@pytest.mark.parametrize("lang", ["", "_sw", "_lv", "_mt", "_af"])
def test_a_refusal_is_on_screen_as_well_as_announced(record, lang):
    step = record[f"refusal{lang}:opponent_checker"]
    main = next(w for w in step["windows"] if w["name"] == "bgdesk")
    (bar,) = [n for n in main["nodes"] if n["role"] == "status bar"]
    assert bar["name"] == REFUSALS[f"refusal{lang}:opponent_checker"] == announced(step)[0]


def test_sentences_end_once(record):
    said = [t for s in record.values() for t in announced(s) + described(s)]
    assert said and not [t for t in said if "?." in t or "…." in t or ".." in t]


def test_escape_brings_the_focus_back_to_the_board(record):
    focus = [(e["role"], e["name"]) for e in record["escape_to_board"]["events"]
             if e["type"] == "object:state-changed:focused" and e["detail1"] == 1]
    assert focus[-1] == ("filler", "Backgammon board")


def test_closed_windows_leave_the_tree_and_boards_have_their_own_names(record):
    for name, step in record.items():
        if name.startswith("closed:"):
            assert [w["name"] for w in step["windows"]] == ["bgdesk"], name
    boards = [n["name"] for w in shown_windows(record["window:drills"]) for n in w["nodes"]
              if n["name"].endswith("board") and n["role"] == "filler"]
    assert sorted(boards) == ["Backgammon board", "Drill board"]
    focused_elsewhere = [w["name"] for s in record.values() for w in s["windows"]
                         if "showing" not in w["states"] and any("focused" in n["states"] for n in w["nodes"])]
    assert focused_elsewhere == []
