"""Shiboken's on-demand support is not run at start-up (bgdesk/gui/window/deferred.py), works
when asked for, and is all loaded by load_deferred.

This environment's shiboken6 is copied into a temporary folder with its signature support
written out as files (``files.dir``, as the packages carry it), beside a copy of PySide6's
QtCore binding (Qt's libraries linked, not copied), and imported there in fresh interpreters:

* with the finder installed the deferred modules are filed but their code has not run (the
  modules only they import are not loaded); the .pyi generator's first attribute runs
  shiboken's own code, and the module then is the generator (``generate_pyi``);
* without the finder they run at the import, as shiboken does by itself;
* what a program sees does not change: the message of a Qt call with wrong arguments, a
  function's signature, help text, the snake_case feature - the same bytes with the modules
  deferred, loaded on first use or loaded by load_deferred, as without the finder;
* load_deferred loads every one of them, so that threads started afterwards never load one.
"""

from __future__ import annotations

import base64
import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

PROBE = r"""
import json, sys
sys.path.insert(0, {site!r})
sys.path.insert(1, {root!r})
from bgdesk.gui.window import deferred
if {defer}:
    deferred.defer_shiboken_support()
import shiboken6
assert shiboken6.__file__.startswith({site!r}), shiboken6.__file__
kinds = lambda: {{name: type(sys.modules[name]).__name__ for name in sorted(deferred.DEFERRED)}}
before = {{"kinds": kinds(), "argparse": "argparse" in sys.modules, "logging": "logging" in sys.modules}}
name = "shibokensupport.signature.lib.pyi_generator"
module = sys.modules[name]
generate = module.generate_pyi  # first use
after_use = {{"callable": callable(generate), "same": sys.modules[name] is module, "kinds": kinds(),
             "name": module.__name__}}
deferred.load_deferred()
print(json.dumps({{"before": before, "after_use": after_use, "after_load": kinds()}}))
"""

SEEN = r"""
import contextlib, io, json, sys
sys.path.insert(0, {site!r})
sys.path.insert(1, {root!r})
from bgdesk.gui.window import deferred
if {mode} >= 1:
    deferred.defer_shiboken_support()
from PySide6.QtCore import QPoint, QObject
assert QPoint.__module__ == "PySide6.QtCore"
if {mode} == 2:
    deferred.load_deferred()
out = {{}}
try:
    QPoint("x")
except TypeError as e:
    out["error"] = str(e)
from PySide6.support.signature import get_signature
out["signature"] = str(get_signature(QObject.setObjectName))
text = io.StringIO()
with contextlib.redirect_stdout(text):
    help(QPoint.setX)
out["help"] = text.getvalue()
from __feature__ import snake_case  # noqa: F401
p = QPoint(1, 2)
p.set_x(5)
out["snake_case"] = p.x()
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """A folder with a copy of this environment's shiboken6, its signature support written out
    into ``shiboken6/files.dir`` (which shiboken then imports instead of the copy inside its
    library), and PySide6 with its QtCore binding (its Qt linked to this environment's)."""
    import PySide6
    import shiboken6

    boot = sys.modules.get("signature_bootstrap")
    if boot is None or not hasattr(boot, "zipstring_sequence"):
        pytest.skip("this shiboken keeps its support elsewhere")
    folder = tmp_path_factory.mktemp("site")
    target = folder / "shiboken6"
    shutil.copytree(Path(shiboken6.__file__).parent, target,
                    ignore=shutil.ignore_patterns("__pycache__", "files.dir"))
    embedded = zipfile.ZipFile(io.BytesIO(base64.b64decode("".join(boot.zipstring_sequence))))
    for name in embedded.namelist():
        if name.startswith("shibokensupport/") and name.endswith(".py"):
            out = target / "files.dir" / name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(embedded.read(name))
    source = Path(PySide6.__file__).parent
    pyside = folder / "PySide6"
    pyside.mkdir()
    for f in source.iterdir():
        if f.name.endswith(".py") or f.name.startswith(("QtCore.", "libpyside6")):
            shutil.copy2(f, pyside / f.name)
    (pyside / "Qt").symlink_to(source / "Qt")
    return folder


def run(code: str) -> dict:
    out = subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_support_waits_until_it_is_used(site):
    seen = run(PROBE.format(site=str(site), root=str(ROOT), defer=True))
    before = seen["before"]
    assert set(before["kinds"].values()) == {"DeferredModule"}, before
    assert not before["argparse"] and not before["logging"]
    after = seen["after_use"]
    assert after["callable"] and after["same"] and after["name"] == "shibokensupport.signature.lib.pyi_generator"
    # the generator and what it imports ran; the parser and the error messages still wait
    assert after["kinds"]["shibokensupport.signature.lib.pyi_generator"] == "module"
    assert after["kinds"]["shibokensupport.signature.errorhandler"] == "DeferredModule"
    assert set(seen["after_load"].values()) == {"module"}, seen["after_load"]


def test_without_the_finder_shiboken_runs_it_at_the_import(site):
    seen = run(PROBE.format(site=str(site), root=str(ROOT), defer=False))
    assert set(seen["before"]["kinds"].values()) == {"module"}
    assert seen["before"]["argparse"] and seen["after_use"]["callable"]


def test_programs_see_the_same_pyside(site):
    """Wrong arguments, a signature, help and the snake_case feature give the same answers
    without the finder (0), with the modules loaded on first use (1) and by load_deferred (2)."""
    answers = [run(SEEN.format(site=str(site), root=str(ROOT), mode=mode)) for mode in (0, 1, 2)]
    assert answers[0] == answers[1] == answers[2]
    assert "called with wrong argument types" in answers[0]["error"]
    assert "name" in answers[0]["signature"] and answers[0]["snake_case"] == 5


def test_other_modules_and_dunder_probes_do_not_load_one():
    """Unit level: a name outside the deferred set is left to the other finders, and the import
    system's probes of ``__path__``/``__file__`` do not count as a use."""
    from bgdesk.gui.window import deferred

    assert deferred._finder.find_spec("json") is None
    module = deferred.DeferredModule("x")
    ran = []
    module._bgdesk_load = lambda m: (ran.append(1), m.__dict__.update(value=7))
    assert getattr(module, "__path__", None) is None and getattr(module, "__file__", None) is None
    assert ran == []
    assert module.value == 7 and ran == [1]
    assert type(module).__name__ == "module"
    with pytest.raises(AttributeError):
        module.missing


def test_a_load_that_fails_is_tried_again():
    from bgdesk.gui.window import deferred

    module = deferred.DeferredModule("y")
    attempts = []

    def load(m):
        attempts.append(1)
        if len(attempts) == 1:
            raise ImportError("not yet")
        m.__dict__["value"] = 3

    module._bgdesk_load = load
    with pytest.raises(ImportError):
        module.value
    assert module.value == 3 and len(attempts) == 2
