"""Imports follow the layers of DESIGN.md: the engine, bots, storage and sound never import Qt, and
inside the GUI imports run downwards through its rooms (the import-linter contracts in
pyproject.toml)."""

import ast
import os
import pathlib
import re
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


def test_resources_found_from_the_package_folder():
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


# -- import circles ---------------------------------------------------------------------------------

#: Run in a child interpreter on a folder holding a ``bgdesk`` package: grimp (import-linter's own
#: graph builder) reads every import statement, those inside functions included, and each circle
#: between modules (a package's ``__init__`` counts as a module) is printed as a chain with the
#: line of each import; the exit status is the number of circles.
_CYCLES = r"""
import sys
import grimp

graph = grimp.build_graph("bgdesk", cache_dir=None)
index, low, stack, on_stack, circles = {}, {}, [], set(), []
for start in sorted(graph.modules):  # Tarjan's strongly connected components, without recursion
    if start in index:
        continue
    work = [(start, iter(sorted(graph.find_modules_directly_imported_by(start))))]
    index[start] = low[start] = len(index)
    stack.append(start)
    on_stack.add(start)
    while work:
        node, todo = work[-1]
        for nxt in todo:
            if nxt not in index:
                index[nxt] = low[nxt] = len(index)
                stack.append(nxt)
                on_stack.add(nxt)
                work.append((nxt, iter(sorted(graph.find_modules_directly_imported_by(nxt)))))
                break
            if nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        else:
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    part.append(m)
                    if m == node:
                        break
                if len(part) > 1:
                    circles.append(sorted(part))


def line(a, b):
    return min(d["line_number"] for d in graph.get_import_details(importer=a, imported=b))


for part in sorted(circles):
    print("modules importing each other: " + ", ".join(part))
    seen = set()
    for a in part:  # the shortest circle through each of them
        chain = min(([a] + list(graph.find_shortest_chain(importer=b, imported=a))
                     for b in graph.find_modules_directly_imported_by(a) if b in part),
                    key=lambda c: (len(c), c))
        turn = chain.index(min(chain[:-1]))
        key = tuple(chain[turn:-1] + chain[:turn])
        if key not in seen:
            seen.add(key)
            print("  import circle: " + " -> ".join(
                f"{m} (line {line(m, chain[i + 1])})" if i + 1 < len(chain) else m
                for i, m in enumerate(chain)))
sys.exit(len(circles))
"""


def _import_circles(folder) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", _CYCLES], cwd=folder, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(folder)})


def test_no_import_circle_between_modules():
    """No two modules of bgdesk import each other, directly or round a longer circle, counting
    imports made inside functions and a package's ``__init__`` (which the acyclic_siblings
    contract, comparing siblings only, does not see against its own modules)."""
    out = _import_circles(ROOT)
    assert out.returncode == 0, out.stdout + out.stderr


def test_an_import_circle_put_back_fails_both_checks(tmp_path):
    """The circles this project untied, put back in a copy of the package, fail the contract and
    the module check, each named: a function-level import from the review back into the analysis
    window (they shared choice_words), and the dice importing from the fair dice and back."""
    import shutil

    copy = tmp_path / "bgdesk"
    shutil.copytree(ROOT / "bgdesk", copy, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    with open(copy / "gui" / "practice" / "review.py", "a", encoding="utf-8") as f:
        f.write("\n\ndef _words():\n    from bgdesk.gui.practice.analysis_window import AnalysisWindow"
                "\n\n    return AnalysisWindow\n")
    fair = copy / "engine" / "fairdice.py"
    text = fair.read_text(encoding="utf-8")
    assert "from .dicecore import MAX_ROLLS, DiceError" in text
    fair.write_text(text.replace("from .dicecore import MAX_ROLLS, DiceError",
                                 "from .dice import MAX_ROLLS, DiceError"), encoding="utf-8")
    lint = subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports; "
                           "sys.exit(lint_imports(no_cache=True, no_logo=True))"],
                          cwd=tmp_path, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert lint.returncode != 0
    assert "No import circles inside bgdesk BROKEN" in lint.stdout
    assert "- .review -> .analysis_window (1 import)" in lint.stdout
    assert "- .fairdice -> .dice (1 import)" in lint.stdout
    circles = _import_circles(tmp_path)
    assert circles.returncode == 2, circles.stdout + circles.stderr
    assert re.search(r"import circle: bgdesk\.engine\.dice \(line \d+\) -> bgdesk\.engine\.fairdice "
                     r"\(line \d+\) -> bgdesk\.engine\.dice\n", circles.stdout), circles.stdout
    assert re.search(r"import circle: bgdesk\.gui\.practice\.analysis_window \(line \d+\) -> "
                     r"bgdesk\.gui\.practice\.review \(line \d+\) -> bgdesk\.gui\.practice\.analysis_window\n",
                     circles.stdout), circles.stdout
