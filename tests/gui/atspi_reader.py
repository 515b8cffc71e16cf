"""Read bgdesk the way a screen reader does: through the AT-SPI accessibility bus.

Run by tests/gui/test_atspi.py with the system's Python (Debian's python3-pyatspi), inside a
D-Bus session (``dbus-run-session``) on an X display:

    /usr/bin/python3 tests/gui/atspi_reader.py OUT.json -- PYTHON tests/gui/atspi_driver.py ...

It starts the program's driver (the command after ``--``) with Qt's accessibility on, then, each
time the driver prints ``STEP <name>`` (or ``EVENTS <name>``), lets the events of the bus arrive,
reads the program's accessibility tree (every window: role, name, description, states of each
object; not for ``EVENTS``) and keeps the events heard since the last step
(``object:announcement``, the board's description changing, focus), and answers ``GO`` so the
driver goes on. At the end it writes every step as JSON to OUT.json.

This file is not a test (pytest does not collect it) and imports nothing of bgdesk: it sees only
what the bus shows, as Orca does.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

EVENTS = ("object:announcement", "object:property-change:accessible-description",
          "object:state-changed:focused")
MAX_NODES = 4000  # a runaway tree is cut, never walked for ever
MAX_DEPTH = 40
# Nodes not walked into: the menus' popups (read by the menus test through their items' names
# in the menu bar) are walked; a table's cells are many and are read through its name.
NO_CHILDREN = {"table", "tree table", "list"}
#: Controls whose name on Linux is their value (a combo box says the item chosen): what they are
#: comes from the labels they are labelled by, or their description.
LABELLED = {"combo box", "spin button", "slider"}


def pump(seconds: float) -> None:
    """Let the bus deliver its events for ``seconds``."""
    ctx = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while ctx.pending():
            ctx.iteration(False)
        time.sleep(0.01)


def settle(heard: list, quiet: float = 0.12, longest: float = 2.0) -> None:
    """Let the bus deliver events until none has come for ``quiet`` seconds (at most
    ``longest``)."""
    end = time.monotonic() + longest
    count, still = len(heard), time.monotonic()
    while time.monotonic() < end:
        pump(0.03)
        if len(heard) != count:
            count, still = len(heard), time.monotonic()
        elif time.monotonic() - still >= quiet:
            return


def states_of(acc) -> list[str]:
    try:
        return sorted(pyatspi.stateToString(s) for s in acc.getState().getStates())
    except Exception:  # noqa: BLE001 - an object that went away meanwhile
        return ["defunct"]


def node(acc, path: str) -> dict:
    try:
        role, name, desc = acc.getRoleName(), acc.name or "", acc.description or ""
    except Exception:  # noqa: BLE001
        return {"path": path, "role": "defunct", "name": "", "description": "", "states": []}
    out = {"path": path, "role": role, "name": name, "description": desc, "states": states_of(acc)}
    if role in LABELLED:
        out["labelled_by"] = labels_of(acc)
    return out


def labels_of(acc) -> list[str]:
    """The names of the objects ``acc`` is labelled by (a label whose buddy it is, its group
    box): with its name, what a screen reader says of a control."""
    names = []
    try:
        for rel in acc.getRelationSet():
            if rel.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                names += [rel.getTarget(i).name or "" for i in range(min(rel.getNTargets(), 10))]
    except Exception:  # noqa: BLE001
        pass
    return names


def walk(acc, path: str, out: list, depth: int = 0) -> None:
    if len(out) >= MAX_NODES:
        return
    item = node(acc, path)
    out.append(item)
    if depth >= MAX_DEPTH or item["role"] in NO_CHILDREN:
        if item["role"] in NO_CHILDREN:
            try:
                item["children"] = acc.childCount
            except Exception:  # noqa: BLE001
                item["children"] = -1
        return
    try:
        count = min(acc.childCount, 500)
    except Exception:  # noqa: BLE001
        return
    for i in range(count):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:  # noqa: BLE001
            continue
        if child is not None:
            walk(child, f"{path}/{i}", out, depth + 1)


def find_app(name: str, pid: int):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
            if app is not None and (app.get_process_id() == pid or app.name == name):
                return app
        except Exception:  # noqa: BLE001
            continue
    return None


def tree(app) -> list[dict]:
    """Every window of the application, each with its objects."""
    windows = []
    for i in range(min(app.childCount, 100)):
        try:
            win = app.getChildAtIndex(i)
        except Exception:  # noqa: BLE001
            continue
        if win is None:
            continue
        nodes: list = []
        walk(win, str(i), nodes)
        windows.append({"role": nodes[0]["role"], "name": nodes[0]["name"],
                        "states": nodes[0]["states"], "nodes": nodes})
    return windows


def main() -> int:
    out_path = sys.argv[1]
    cmd = sys.argv[sys.argv.index("--") + 1:]
    heard: list[dict] = []

    def listen(event) -> None:
        try:
            source = event.source
            who = {"role": source.getRoleName(), "name": source.name or ""} if source is not None else {}
        except Exception:  # noqa: BLE001
            who = {}
        data = event.any_data
        heard.append({"type": event.type, "detail1": event.detail1,
                      "data": data if isinstance(data, (str, int, float)) else str(data), **who})

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(listen, kind)
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORM", None)  # the X display: Qt's bridge to the bus lives there
    driver = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True,
                              bufsize=1)
    steps: list[dict] = []
    app = None
    deadline = time.monotonic() + float(os.environ.get("ATSPI_READER_TIMEOUT", "240"))
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([driver.stdout], [], [], 0.05)
            if not ready:
                pump(0.02)
                if driver.poll() is not None:
                    break
                continue
            line = driver.stdout.readline()
            if not line:
                break
            line = line.strip()
            kind, _, name = line.partition(" ")
            if kind not in ("STEP", "EVENTS"):
                continue
            settle(heard)
            if app is None:
                for _ in range(100):
                    app = find_app("bgdesk", driver.pid)
                    if app is not None:
                        break
                    pump(0.05)
            started = time.monotonic()
            windows = tree(app) if app is not None and kind == "STEP" else []
            steps.append({"step": name, "windows": windows, "events": heard[:],
                          "read_s": round(time.monotonic() - started, 3)})
            heard.clear()
            driver.stdin.write("GO\n")
            driver.stdin.flush()
    finally:
        try:
            driver.stdin.close()
        except OSError:
            pass
        try:
            driver.wait(timeout=10)
        except subprocess.TimeoutExpired:
            driver.kill()
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump({"found_app": app is not None, "exit": driver.returncode, "steps": steps}, f,
                  ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
