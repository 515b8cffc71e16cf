"""The engine, bots, storage and sound layers never import Qt (DESIGN.md, "Layers")."""

import ast
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
PURE = ["engine", "bots", "storage", "sound"]


@pytest.mark.parametrize("layer", PURE)
def test_layer_imports_without_pyside6(layer):
    # A child interpreter where any attempt to import PySide6 or shiboken6 fails loudly.
    code = f"""
import sys, importlib, pkgutil
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6'):
            raise ImportError('Qt imported by bgdesk.{layer}: ' + name)
        return None
sys.meta_path.insert(0, Block())
import bgdesk.{layer} as pkg
for mod in pkgutil.walk_packages(pkg.__path__, 'bgdesk.{layer}.'):
    importlib.import_module(mod.name)
assert not any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules)
print('ok')
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


@pytest.mark.parametrize("layer", PURE)
def test_layer_source_has_no_qt_import(layer):
    for path in (ROOT / "bgdesk" / layer).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(("PySide6", "shiboken6")), f"{path}: imports {name}"


def test_resources_found_through_importlib():
    from bgdesk.resources_path import resource

    assert resource("README.md").is_file()
