"""Imports follow the layers of DESIGN.md: the engine, bots, storage and sound never import Qt, and
inside the GUI imports run downwards through its rooms (the import-linter contracts in
pyproject.toml)."""

import ast
import os
import pathlib
import subprocess
import sys

try:
    import tomllib
except ImportError:  # Python 3.10: import-linter brings tomli
    import tomli as tomllib

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


def _contracts() -> list[dict]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["importlinter"]["contracts"]


def test_import_contracts_are_kept():
    """Every contract of pyproject.toml holds (import-linter prints the broken import chains)."""
    out = subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
                          "sys.exit(lint_imports(no_cache=True, no_logo=True))"],
                         cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 broken" in out.stdout


def test_every_gui_room_is_in_the_layers():
    """A new subpackage or module beside gui/__init__.py must be given its place in the contract."""
    gui = ROOT / "bgdesk" / "gui"
    present = {p.name for p in gui.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    present |= {p.stem for p in gui.glob("*.py") if p.stem != "__init__"}
    layers = next(c for c in _contracts() if c.get("containers") == ["bgdesk.gui"])["layers"]
    listed = {part.strip() for layer in layers for part in layer.replace("|", ":").split(":")}
    assert present == listed


def test_a_room_importing_upwards_breaks_the_contract(tmp_path):
    """The contract catches an upward import: a copy of the package where the board imports the
    main window fails the check."""
    import shutil

    copy = tmp_path / "bgdesk"
    shutil.copytree(ROOT / "bgdesk", copy, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    with open(copy / "gui" / "board" / "view.py", "a", encoding="utf-8") as f:
        f.write("\nfrom bgdesk.gui.window import mainwindow  # noqa: E402,F401\n")
    out = subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
                          "sys.exit(lint_imports(no_cache=True, no_logo=True))"],
                         cwd=tmp_path, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert out.returncode != 0
    assert "bgdesk.gui.board.view -> bgdesk.gui.window" in out.stdout
