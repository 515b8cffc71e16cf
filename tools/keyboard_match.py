"""Play a whole match with the keyboard alone, reading the game as a screen reader does.

A person who cannot see the board plays bgdesk through two things only: the keys they press and
what the accessibility bus (AT-SPI, the bus Orca reads) tells them. This script is that person:
it starts bgdesk on the X display it is given, sets up a match against a computer player in the
New match dialog, then plays it to the end, each time reading the board's accessible description
(whose turn, the dice left, the cube, every checker in words) and the status bar through the bus,
and answering with key presses sent by ``xdotool`` to the X server, as a keyboard would.

It chooses its plays with pubeval (bgdesk.bots.pubeval, run on the position it read from the
board's words, never from the program's memory) and keys each step as the board takes it: the
point number (``b`` for the bar; ``1`` and ``2`` ended by Enter), then the die; Enter picks up
the dice. It rolls with ``r``, doubles with ``d`` when well ahead in the race, and takes (``t``)
or passes (``p``) a double; it answers a resignation with ``a``.

Every key press is counted (a chord such as Ctrl+N is one press) and written with what the bus
said before it, and every announcement heard (``object:announcement``) is kept, in a JSON
transcript.

Run with the system Python (Debian's python3-pyatspi), on an X display with a window manager,
inside a D-Bus session::

    eval "$(../shared/tools/desktop.sh 1366x768)"
    dbus-run-session -- /usr/bin/python3 tools/keyboard_match.py --length 3 --out /tmp/match.json \\
        -- .venv/bin/bgdesk

Needs: xdotool, python3-pyatspi, at-spi2-core (Debian packages).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyatspi
from gi.repository import GLib

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bgdesk.bots.pubeval import PubevalBot  # noqa: E402  (standard library only)
from bgdesk.engine.position import Position  # noqa: E402

ME = "Player 1"
MAX_ACTIONS = 5000  # a match that never ends is stopped, never played for ever
WAIT_S = 30.0  # how long a change on the board may take (the computer's turn included)
RETRY_S = 4.0  # a key that changed nothing on the board is pressed again after this long


class Bus:
    """The program as the accessibility bus shows it."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.app = None
        self.heard: list[dict] = []
        pyatspi.Registry.registerEventListener(self._listen, "object:announcement")

    def _listen(self, event) -> None:
        self.heard.append({"t": round(time.monotonic(), 3), "text": str(event.any_data)})

    def pump(self, seconds: float = 0.0) -> None:
        ctx = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while True:
            while ctx.pending():
                ctx.iteration(False)
            if time.monotonic() >= end:
                return
            time.sleep(0.02)

    def find_app(self, timeout: float = 30.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                try:
                    app = desktop.getChildAtIndex(i)
                    if app is not None and app.get_process_id() == self.pid:  # ours, no other bgdesk
                        self.app = app
                        return app
                except Exception:  # noqa: BLE001 - an application leaving meanwhile
                    continue
            self.pump(0.2)
        raise SystemExit("bgdesk never appeared on the accessibility bus")

    def windows(self) -> list:
        out = []
        for i in range(min(self.app.childCount, 50)):
            try:
                w = self.app.getChildAtIndex(i)
                if w is not None and w.getState().contains(pyatspi.STATE_SHOWING):
                    out.append(w)
            except Exception:  # noqa: BLE001
                continue
        return out

    def find(self, root, role: str, name: str | None = None, limit: int = 3000):
        """The first object under ``root`` with ``role`` (and ``name``), breadth first."""
        todo, seen = [root], 0
        while todo and seen < limit:
            acc = todo.pop(0)
            seen += 1
            try:
                if acc.getRoleName() == role and (name is None or acc.name == name):
                    return acc
                if acc.getRoleName() in ("table", "list", "menu bar"):
                    continue
                todo.extend(c for c in (acc.getChildAtIndex(i) for i in range(min(acc.childCount, 200)))
                            if c is not None)
            except Exception:  # noqa: BLE001
                continue
        return None

    def focused(self):
        for w in self.windows():
            if w.getState().contains(pyatspi.STATE_ACTIVE):
                todo, seen = [w], 0
                while todo and seen < 3000:
                    acc = todo.pop(0)
                    seen += 1
                    try:
                        if acc.getState().contains(pyatspi.STATE_FOCUSED) and acc.getRoleName() != "filler" or (
                                acc.getState().contains(pyatspi.STATE_FOCUSED) and acc.name):
                            return acc
                        todo.extend(c for c in (acc.getChildAtIndex(i) for i in range(min(acc.childCount, 200)))
                                    if c is not None)
                    except Exception:  # noqa: BLE001
                        continue
        return None


class Keys:
    """Key presses sent to the X server, counted."""

    def __init__(self, log: list) -> None:
        self.count = 0
        self.by_phase: dict[str, int] = {}
        self.phase = "setup"
        self.log = log

    def press(self, *keys: str, said: str = "") -> None:
        for k in keys:
            subprocess.run(["xdotool", "key", "--clearmodifiers", k], check=True)
            self.count += 1
            self.by_phase[self.phase] = self.by_phase.get(self.phase, 0) + 1
            time.sleep(0.04)
        self.log.append({"keys": list(keys), "after": said[:300]})


ROLE_AFTER_KEYS = 0.25


def parse_side(text: str, name: str) -> dict:
    """``{point: count}`` of ``name``'s checkers as the board's words give them (own numbering;
    25 the bar, 0 borne off)."""
    m = re.search(re.escape(name) + r" \((?:light|dark)\): ([^.]*)\.", text)
    if not m:
        raise ValueError(f"no checkers of {name} in: {text[:200]}")
    out: dict = {}
    for part in m.group(1).split(", "):
        if part == "no checkers":
            continue
        n, _, where = part.partition(" ")
        if where == "on the bar":
            out[25] = int(n)
        elif where == "borne off":
            out[0] = int(n)
        else:
            out[int(where.removeprefix("on "))] = int(n)
    return out


def dice_left(status: str) -> list[int]:
    m = re.match(re.escape(ME) + r" to play ([\d-]+)", status)
    return [int(d) for d in m.group(1).split("-")] if m else []


def pips(text: str) -> tuple[int, int] | None:
    m = re.search(r"Pip counts: " + re.escape(ME) + r" (\d+), .*? (\d+)\.", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def step_keys(src: int, die: int) -> list[str]:
    """The keys that play ``die`` with the checker on ``src`` (the mover's numbering)."""
    if src == 25:
        return ["b", str(die)]
    digits = list(str(src))
    if src in (1, 2):  # a first 1 or 2 waits for a second digit: Enter ends the number
        digits.append("Return")
    return digits + [str(die)]


def plan(description: str, opponent: str, dice: list[int]) -> list[tuple[int, int]]:
    """The steps (from, die) of pubeval's play for the dice left, on the position read from
    the board's words (a single die left: the legal step pubeval likes best)."""
    mine, theirs = parse_side(description, ME), parse_side(description, opponent)
    pos = Position.from_points({k: v for k, v in mine.items() if k}, {k: v for k, v in theirs.items() if k})
    if len(dice) >= 2:
        play = PubevalBot().choose_play(pos, (dice[0], dice[1]))
        return [(s, d) for s, _t, d, _h in play.raw_steps][:len(dice)]
    if not dice:
        return []
    firsts = {p.raw_steps[0][0] for p in pos.legal_plays(dice[0], dice[0]) if p.raw_steps}
    return [(max(firsts), dice[0])] if firsts else []


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--length", type=int, default=3)
    ap.add_argument("--level", default="Beginner")
    ap.add_argument("--out", default="keyboard_match.json")
    ap.add_argument("--no-double", action="store_true",
                    help="never double, and pass a double when behind in the race (more games)")
    ap.add_argument("cmd", nargs="+")
    args = ap.parse_args()
    # Stopped from outside (SIGTERM), the program it started is ended too (the finally below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    home = tempfile.mkdtemp(prefix="bgdesk-kbd-")
    env = dict(os.environ, BGDESK_HOME=home, BGDESK_AUDIO="off", QT_ACCESSIBILITY="1",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    env.pop("QT_QPA_PLATFORM", None)
    app = subprocess.Popen(args.cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    log: list = []
    keys = Keys(log)
    bus = Bus(app.pid)
    started = time.monotonic()
    result: dict = {"games": [], "errors": []}
    try:
        bus.find_app()
        main_window = None
        for _ in range(100):
            main_window = next((w for w in bus.windows() if w.name == "bgdesk"), None)
            board = bus.find(main_window, "filler", "Backgammon board") if main_window else None
            if board is not None:
                break
            bus.pump(0.2)
        status_bar = bus.find(main_window, "status bar")
        bus.pump(1.5)  # the rooms installed after the first paint

        def read() -> tuple[str, str]:
            bus.pump(0.01)
            try:
                return board.description or "", status_bar.name or ""
            except Exception:  # noqa: BLE001
                return "", ""

        def focus_name() -> str:
            f = bus.focused()
            return f"{f.getRoleName()}:{f.name}" if f is not None else ""

        def until_focus(key: str, wanted, most: int = 12) -> None:
            for _ in range(most):
                if wanted(focus_name()):
                    return
                keys.press(key, said=focus_name())
                bus.pump(ROLE_AFTER_KEYS)
            raise SystemExit(f"never reached the control wanted (focus: {focus_name()})")

        # -- the New match dialog, by keys: each control found by what the bus says is focused
        keys.press("ctrl+n", said=read()[1])
        bus.pump(1.0)
        until_focus("Tab", lambda f: f.startswith("text:Top player"))
        until_focus("Tab", lambda f: f.startswith("combo box:"))
        until_focus("Down", lambda f: f == "combo box:Computer")
        until_focus("Tab", lambda f: f.startswith("combo box:") and f != "combo box:Computer")
        until_focus("Up", lambda f: f.startswith(f"combo box:{args.level}"))
        until_focus("Tab", lambda f: f == "spin button:Match length")
        for _ in range(30):
            spin = bus.focused()
            value = spin.queryValue().currentValue if spin is not None else args.length
            if int(value) == args.length:
                break
            keys.press("Down" if value > args.length else "Up", said=focus_name())
            bus.pump(ROLE_AFTER_KEYS)
        keys.press("Return", said=focus_name())
        bus.pump(1.0)
        opponent = f"{args.level} bot"
        result["setup_keys"] = keys.count
        keys.phase = "play"
        last = ("", "")
        stuck = 0
        queue: list = []
        for _ in range(MAX_ACTIONS):
            desc, status = read()
            if "wins the match" in desc:
                result["end"] = desc.split(". Dice")[0].split(". No dice")[0]
                break
            # The next key waits for the board's words to change (a sentence in the status bar
            # alone, a refusal, is no new state); after RETRY_S without a change it is tried again.
            if desc == last[0] or "is thinking" in desc or not desc:
                stuck += 1
                if stuck > WAIT_S / 0.1:
                    raise SystemExit(f"nothing changed for {WAIT_S} s: {status!r} / {desc[:300]!r}")
                if desc == last[0] and desc and "is thinking" not in desc and stuck % int(RETRY_S / 0.1) == 0:
                    result.setdefault("retries", []).append({"status": status, "board": desc[:120]})
                    queue = []
                    last = ("", "")
                    continue
                bus.pump(0.1)
                continue
            stuck = 0
            last = (desc, status)
            if desc.startswith(f"{ME}: accept or decline"):
                keys.press("a", said=desc)
            elif desc.startswith(f"{ME}: take or pass"):
                p = pips(desc)
                limit = 1.0 if args.no_double else 1.2
                keys.press("t" if p is None or p[0] <= p[1] * limit else "p", said=desc)
            elif desc.startswith("Opening roll"):
                keys.press("r", said=desc)
            elif "press Roll for the next game" in desc:
                result["games"].append(desc.split(" Score:")[0])
                keys.press("r", said=desc)
            elif desc.startswith(f"{ME}: roll"):
                p = pips(desc)
                double = (not args.no_double and desc.startswith(f"{ME}: roll or double") and p is not None
                          and p[0] * 1.15 < p[1] and "owned by " + opponent not in desc)
                keys.press("d" if double else "r", said=desc)
            elif desc.startswith(f"{ME}: pick up the dice"):
                keys.press("Return", said=desc)
            elif desc.startswith(f"{ME} to play"):
                left = dice_left(desc)
                if not queue or len(queue) != len(left):  # a new roll (or a step not ours)
                    queue = plan(desc, opponent, left)
                if not queue:  # nothing legal with what is left: Enter picks up the dice
                    keys.press("Return", said=desc)
                    continue
                src, die = queue.pop(0)
                keys.press(*step_keys(src, die), said=desc)
            else:  # someone else's turn, or a state this script does not know: wait and see
                if len(result.setdefault("unknown", [])) < 50:
                    result["unknown"].append(desc[:200])
                last = (desc, status)
        else:
            raise SystemExit("the match did not end within the actions allowed")
        bus.pump(1.0)
    finally:
        result.update({
            "keystrokes": keys.count, "by_phase": keys.by_phase, "seconds": round(time.monotonic() - started, 1),
            "announcements": [h["text"] for h in bus.heard], "keys": log,
        })
        Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
    print(f"{keys.count} key presses ({keys.by_phase}), {len(bus.heard)} announcements heard, "
          f"{result['seconds']} s; {result.get('end', '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
