"""Shiboken's .pyi generator is not run at start-up (bgdesk/gui/window/deferred.py), and still
works when asked for.

The real shiboken6 of this environment is copied into a temporary folder with its signature
support written out as files (``files.dir``, as the packages carry it), and imported there in a
fresh interpreter: with the finder installed the generator's module is filed but its code has
not run (none of the modules only it imports are loaded); its first attribute runs shiboken's own
code, and the module then is the generator (``generate_pyi``). Without the finder it runs at the
import, as shiboken does by itself.
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
if {defer}:
    from bgdesk.gui.window.deferred import defer_pyi_generator
    defer_pyi_generator()
import shiboken6
assert shiboken6.__file__.startswith({site!r}), shiboken6.__file__
name = "shibokensupport.signature.lib.pyi_generator"
module = sys.modules[name]
before = {{"kind": type(module).__name__, "argparse": "argparse" in sys.modules,
          "logging": "logging" in sys.modules, "has_code": "generate_pyi" in module.__dict__}}
generate = module.generate_pyi  # first use
after = {{"kind": type(module).__name__, "callable": callable(generate),
         "same": sys.modules[name] is module, "argparse": "argparse" in sys.modules,
         "name": module.__name__}}
print(json.dumps({{"before": before, "after": after}}))
"""


@pytest.fixture(scope="module")
def shiboken_copy(tmp_path_factory) -> Path:
    """A folder holding a copy of this environment's shiboken6 with its signature support
    written out into ``shiboken6/files.dir`` (which shiboken then imports instead of the copy
    inside its library)."""
    import shiboken6

    boot = sys.modules.get("signature_bootstrap")
    if boot is None or not hasattr(boot, "zipstring_sequence"):
        pytest.skip("this shiboken keeps its support elsewhere")
    site = tmp_path_factory.mktemp("site")
    target = site / "shiboken6"
    shutil.copytree(Path(shiboken6.__file__).parent, target,
                    ignore=shutil.ignore_patterns("__pycache__", "files.dir"))
    embedded = zipfile.ZipFile(io.BytesIO(base64.b64decode("".join(boot.zipstring_sequence))))
    for name in embedded.namelist():
        if name.startswith("shibokensupport/") and name.endswith(".py"):
            out = target / "files.dir" / name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(embedded.read(name))
    return site


def probe(site: Path, defer: bool) -> dict:
    code = PROBE.format(site=str(site), root=str(ROOT), defer=defer)
    out = subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_generator_waits_until_it_is_used(shiboken_copy):
    seen = probe(shiboken_copy, defer=True)
    assert seen["before"] == {"kind": "DeferredModule", "argparse": False, "logging": False, "has_code": False}
    after = seen["after"]
    assert after["callable"] and after["same"] and after["argparse"], after
    assert after["kind"] == "module" and after["name"] == "shibokensupport.signature.lib.pyi_generator"


def test_without_the_finder_shiboken_runs_it_at_the_import(shiboken_copy):
    seen = probe(shiboken_copy, defer=False)
    assert seen["before"]["kind"] == "module" and seen["before"]["has_code"] and seen["before"]["argparse"]
    assert seen["after"]["callable"]


def test_other_modules_and_dunder_probes_do_not_load_it():
    """Unit level: a name other than the generator's is left to the other finders, and the
    import system's probes of ``__path__``/``__file__`` do not count as a use."""
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
