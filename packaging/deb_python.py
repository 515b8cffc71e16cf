"""The .deb runs bgdesk on Debian's own Python 3, as Debian's Python programs do.

The frozen folder (``dist/bgdesk``, what PyInstaller makes and the .tar.gz carries) holds its own
Python: the interpreter's library, 40-odd extension modules and the standard library, 11 MB. A
Debian system has Python already, and a distribution uses its own libraries instead of copies
(issue 25). So the .deb carries in ``/usr/lib/bgdesk``:

* the frozen folder's ``_internal`` without the Python runtime (``libpython3.X.so``, the
  ``python3.X/lib-dynload`` modules, ``base_library.zip``) and without PyInstaller's aliases of
  libraries at its top (every library finds the others through its own ``$ORIGIN`` search
  path): Qt with its ICU and plugins, the PySide6 and shiboken6 bindings (with shiboken's
  compiled signature support, ``shiboken6/files.dir``), bgsage's engine, networks and bear-off
  database, miniaudio's compiled module, bgdesk's resources;
* the Python modules that the frozen executable keeps in its archive, as source files: bgdesk's
  own, PySide6's and shiboken6's ``__init__`` and the like, bgsage's, miniaudio's; and
  ``bgdesk_main.py``, the launcher's logic (the user's font cache, the missing-library message);
* not the modules Debian ships (:data:`FROM_DEBIAN`): they are Depends.

``/usr/games/bgdesk`` is a short script for ``/usr/bin/python3`` (:data:`LAUNCHER`) that puts the
library folder first on ``sys.path`` and runs ``bgdesk_main.run``. The byte code is compiled when
the package is configured and removed before it is removed (:data:`POSTINST`, :data:`PRERM`: the
``py3compile``/``py3clean`` of Debian's python3-minimal, as Debian's own Python packages do), so
nothing of it is left after a purge. Depends: ``python3`` at the version the compiled modules
were built for (bgsage's engine is built for one Python: ``cpython-311``), and the Debian
packages of :data:`FROM_DEBIAN` that the program imports.

The .tar.gz keeps the frozen folder with its own Python: it is for systems whose Python is
another one.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sysconfig
import tempfile
from dataclasses import replace
from importlib import metadata
from pathlib import Path

import linux_bundle  # packaging/linux_bundle.py (patchelf); build.py and the spec put packaging/ on sys.path

ROOT = Path(__file__).resolve().parent.parent

#: The file (in PyInstaller's work folder) listing the Python modules of the executable's archive.
MODULE_LIST = "pure-modules.json"

#: Top-level Python modules Debian ships, with their packages: the .deb depends on these instead
#: of carrying them (Debian 12: python3-platformdirs 2.6, python3-cffi-backend 1.15).
FROM_DEBIAN = {"platformdirs": "python3-platformdirs", "_cffi_backend": "python3-cffi-backend"}

#: Python distributions that build the frozen program and are not part of it.
BUILD_TOOLS = {"pyinstaller", "pyinstaller-hooks-contrib"}

#: What of ``_internal`` is the Python runtime (Debian's python3 has its own).
RUNTIME = re.compile(r"(libpython3[\d.]*\.so(\.[\d.]+)?|python3\.\d+|base_library\.zip)")

#: The launcher of the Debian package, ``/usr/games/bgdesk``.
LAUNCHER = '''#!/usr/bin/python3 -I
"""bgdesk, desktop backgammon: the command of the Debian package.

The program is in /usr/lib/bgdesk, with the Qt, PySide6 and bgsage it runs on; this script runs
it on the system's Python (bgdesk --help lists the options; man 6 bgdesk).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "lib", "bgdesk"))

import bgdesk_main  # noqa: E402 - /usr/lib/bgdesk/bgdesk_main.py

sys.exit(bgdesk_main.run(launcher=os.path.realpath(__file__)))
'''

#: The package's folder of Python modules, for the maintainer scripts.
LIB_DIR = "/usr/lib/bgdesk"

POSTINST = f"""#!/bin/sh
# Compile bgdesk's Python modules in {LIB_DIR} for the system's Python (Debian's python3-minimal
# gives py3compile; the byte code is removed again by prerm).
set -e
if [ "$1" = configure ] && command -v py3compile >/dev/null 2>&1; then
	py3compile -p bgdesk {LIB_DIR}
fi
"""

PRERM = f"""#!/bin/sh
# Remove the byte code postinst compiled, so that nothing of bgdesk is left after removal.
set -e
if command -v py3clean >/dev/null 2>&1; then
	py3clean -p bgdesk
else
	find {LIB_DIR} -depth -type d -name __pycache__ -exec rm -rf {{}} +
fi
"""


def _stdlib() -> Path:
    return Path(sysconfig.get_paths()["stdlib"]).resolve()


def _owners() -> dict[Path, str]:
    """Installed file -> the normalised name of the Python distribution that installed it."""
    out = {}
    for dist in metadata.distributions():
        key = dist.metadata["Name"].lower().replace("_", "-")
        for f in dist.files or ():
            out[Path(dist.locate_file(f)).resolve()] = key
    return out


def write_module_list(path: Path, pure_toc) -> list[list[str]]:
    """Called by bgdesk.spec: ``[module, source file, owner]`` of every module of PyInstaller's
    archive that is not the standard library's nor PyInstaller's own; owner is "bgdesk" for
    ours, else the Python distribution's normalised name."""
    owners = _owners()
    stdlib = _stdlib()
    ours = (ROOT / "bgdesk").resolve()
    rows = []
    for name, src, _kind in pure_toc:
        if not src or src == "-" or not Path(src).is_file():
            continue  # a namespace package
        source = Path(src).resolve()
        if source.is_relative_to(ours):
            rows.append([name, str(source), "bgdesk"])
            continue
        if source.is_relative_to(stdlib) and "site-packages" not in source.parts:
            continue
        owner = owners.get(source)
        if owner is None or owner in BUILD_TOOLS:
            continue
        rows.append([name, str(source), owner])
    rows.sort()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return rows


def module_path(name: str, source: str) -> str:
    """Where a module's source goes under the library folder: ``a/b.py`` or ``a/b/__init__.py``."""
    base = name.replace(".", "/")
    return f"{base}/__init__.py" if Path(source).name == "__init__.py" else f"{base}.py"


def make_tree(app: Path, modules_file: Path, dest: Path) -> dict[str, str]:
    """Fill ``dest`` (the .deb's /usr/lib/bgdesk) from the frozen folder ``app`` and the module
    list; returns the Python sources copied, library-relative path -> owner ("bgdesk" for ours)."""
    internal = app / "_internal"
    dest.mkdir(parents=True, exist_ok=True)
    for p in sorted(internal.iterdir()):
        if RUNTIME.fullmatch(p.name) or p.is_symlink():
            continue  # Debian's Python; PyInstaller's aliases of libraries kept elsewhere
        if p.name.split(".")[0] in FROM_DEBIAN:
            continue
        if p.is_dir():
            shutil.copytree(p, dest / p.name, symlinks=True)
        else:
            shutil.copy2(p, dest / p.name)
    sources: dict[str, str] = {}
    for name, src, owner in json.loads(modules_file.read_text(encoding="utf-8")):
        if name.split(".")[0] in FROM_DEBIAN:
            continue
        rel = module_path(name, src)
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, target)
        sources[rel] = owner
    shutil.copyfile(ROOT / "packaging" / "bgdesk_main.py", dest / "bgdesk_main.py")
    sources["bgdesk_main.py"] = "bgdesk"
    return sources


#: What the .deb leaves out of the frozen folder (patterns under the library folder), with the
#: reason; the libraries nothing links to any more then go too (:func:`leave_out`). 3,898 KB
#: installed (issue 25: at most 60 MB). The .tar.gz keeps them all.
DEB_LEAVES_OUT = {
    "PySide6/Qt/plugins/platforms/libqwayland*.so": "Wayland: the program opens its window through "
    "X11, on XWayland on a Wayland desktop (Debian's GNOME, KDE Plasma and others run it), as GNU "
    "Backgammon does; with Qt's Wayland client library and the OpenGL and SVG libraries only its "
    "plugins use, 3,398 KB (bgdesk.gui.window.cli.fit_platform asks Qt for X11)",
    "PySide6/Qt/plugins/wayland-*": "the Wayland plugin's own plugins (shells, decorations, buffers)",
    "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so": "file dialogs through "
    "xdg-desktop-portal, which only sandboxed programs (Flatpak, Snap) need; the .deb is not one",
    "PySide6/Qt/plugins/platforms/libqminimal.so": "a window system for Qt's own tests; the "
    "self-test without a display runs offscreen",
    "PySide6/Qt/plugins/xcbglintegrations": "OpenGL windows on X11: bgdesk draws with Qt's raster "
    "engine and opens none",
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so": "IBus, for "
    "scripts typed through an input method (Chinese, Japanese, Korean ...): bgdesk's five languages "
    "are typed with keyboard layouts, and Qt's compose plugin (kept) takes over where a desktop "
    "asks for IBus (QT_IM_MODULE=ibus)",
}


def leave_out(tree: Path) -> list[str]:
    """Remove what :data:`DEB_LEAVES_OUT` names from the library folder ``tree``, then every
    carried library (not loaded by its path: linux_bundle.is_loaded_by_name) that no file left
    links to; returns what went (library-relative paths, sorted)."""
    gone = []
    for pattern in DEB_LEAVES_OUT:
        for p in sorted(tree.glob(pattern)):
            gone.append(p.relative_to(tree).as_posix())
            shutil.rmtree(p) if p.is_dir() and not p.is_symlink() else p.unlink()
    while True:
        elves = linux_bundle.bundle_elves(tree)
        needed = {name for elf in elves for name in elf.needed}
        unlinked = [e.path for e in elves if not linux_bundle.is_loaded_by_name(e.path)
                    and (e.soname or e.path.name) not in needed]
        if not unlinked:
            return sorted(gone)
        for p in unlinked:
            gone.append(p.relative_to(tree).as_posix())
            p.unlink()


#: bgsage's networks in the library folder.
NETWORKS = "bgsage/_assets/models"


def pack_networks(tree: Path) -> tuple[int, int]:
    """Replace bgsage's network files (``*.weights.best``) in the library folder ``tree`` by
    their packed copies (bgdesk.bots.sage.planes, then gzip, the same bytes at every build;
    named with bgdesk.bots.sage.NETWORKS_PACKED_SUFFIX); links (the build makes identical files
    links) become links between the copies. bgdesk unpacks them into memory when its first
    analyzer starts (bgdesk.bots.sage.networks). Returns the bytes before and after."""
    import gzip

    from bgdesk.bots.sage import NETWORKS_PACKED_SUFFIX, planes

    before = after = 0
    for p in sorted((tree / NETWORKS).glob("*.weights.best")):
        packed = p.with_name(p.name + NETWORKS_PACKED_SUFFIX)
        if p.is_symlink():
            packed.symlink_to(Path(p.readlink()).name + NETWORKS_PACKED_SUFFIX)
        else:
            data = p.read_bytes()
            packed.write_bytes(gzip.compress(planes(data), compresslevel=9, mtime=0))
            before, after = before + len(data), after + packed.stat().st_size
        p.unlink()
    return before, after


#: Debian 12's ICU: the .deb's Qt uses it through forwarders (:func:`forward_icu`).
DEBIAN_ICU = "72"


def _dynamic_symbols(path: Path) -> tuple[set[str], set[str]]:
    """The (defined, undefined) dynamic symbols of an ELF file (readelf, from binutils)."""
    out = subprocess.run(["readelf", "-W", "--dyn-syms", str(path)], capture_output=True, text=True,
                         check=True).stdout
    defined, undefined = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 8 and parts[0].rstrip(":").isdigit() and parts[3] in ("FUNC", "OBJECT", "NOTYPE"):
            (undefined if parts[6] == "UND" else defined).add(parts[7].split("@")[0])
    return defined, undefined


def forward_icu(tree: Path, target: str = DEBIAN_ICU) -> dict[str, list[str]]:
    """Replace the ICU libraries Qt's wheel carries (``libicuuc.so.73`` ...: 6.3 MiB with the
    data cut down to collation) by forwarders to the system's ICU ``target`` (Debian 12: 72, in
    libicu72, which most desktops have already: libxml2 needs it). ICU's C functions carry
    their version in their names (``ucol_open_73``); each forwarder library keeps its soname and
    defines the functions of its library that the other carried files call (Qt's: 31), each a
    jump to the same function of the system's library (``ucol_open_72``: ICU's C API is stable
    between versions; the version in the name is what lets two ICUs live side by side), and
    links to that library. Bound at load time (``-z now``): a function the system's ICU lacked
    would stop the program at once, not midway. Returns, by forwarder (library-relative path),
    the functions it forwards. Needs ``as`` and ``ld`` (binutils) and patchelf."""
    libs = sorted(p for p in tree.rglob("libicu*.so.*")
                  if not p.is_symlink() and re.fullmatch(r"libicu\w+\.so\.\d+", p.name))
    if not libs:
        return {}
    version = libs[0].name.rsplit(".", 1)[1]
    icu = {p.resolve() for p in libs}
    used: set[str] = set()
    for p in sorted(tree.rglob("*")):
        if p.is_symlink() or not p.is_file() or p.resolve() in icu or ".so" not in p.name:
            continue
        with p.open("rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
        used |= {s for s in _dynamic_symbols(p)[1] if s.endswith(f"_{version}")}
    done = {}
    for lib in libs:
        defined = {s for s in _dynamic_symbols(lib)[0] if s.endswith(f"_{version}")}
        names = sorted(used & defined)
        system = lib.name.replace(f".so.{version}", f".so.{target}")
        source = ["\t.text"]
        for name in names:
            base = name[: -len(version)]
            source += [f"\t.globl {name}", f"\t.type {name}, @function", f"{name}:",
                       f"\tjmp {base}{target}@PLT", f"\t.size {name}, . - {name}"]
        source.append('\t.section .note.GNU-stack,"",@progbits')
        with tempfile.TemporaryDirectory() as tmp:
            t = Path(tmp)
            (t / "forward.s").write_text("\n".join(source) + "\n", encoding="ascii")
            for cmd in (["as", "-o", "forward.o", "forward.s"],
                        ["ld", "-shared", "-s", "-soname", lib.name, "-z", "noexecstack", "-z", "relro",
                         "-z", "now", "--hash-style=gnu", "--build-id", "-o", "lib.so", "forward.o"],
                        [linux_bundle.patchelf(), "--add-needed", "libc.so.6", "lib.so"],
                        [linux_bundle.patchelf(), "--add-needed", system, "lib.so"]):
                r = subprocess.run(cmd, cwd=t, capture_output=True, text=True)
                if r.returncode != 0:
                    raise SystemExit(f"{' '.join(cmd)} failed (binutils and patchelf are needed):\n{r.stderr}")
            lib.unlink()
            shutil.copyfile(t / "lib.so", lib)
            lib.chmod(0o644)
        done[lib.relative_to(tree).as_posix()] = names
    return done


def python_depends(tree: Path, modules_file: Path) -> list[str]:
    """``python3`` at the version the compiled modules of ``tree`` were built for (any Python 3
    the project supports when none is version-bound), and the Debian packages of the modules
    the program takes from Debian."""
    tags = {m.groups() for p in tree.rglob("*.so") if (m := re.search(r"\.cpython-(\d)(\d+)-", p.name))}
    if len(tags) > 1:
        raise SystemExit(f"compiled modules for several Pythons in the .deb: {sorted(tags)}")
    if tags:
        major, minor = (int(x) for x in next(iter(tags)))
        out = [f"python3 (>= {major}.{minor}~)", f"python3 (<< {major}.{minor + 1})"]
    else:
        out = ["python3 (>= 3.10~)"]
    used = {row[0].split(".")[0] for row in json.loads(modules_file.read_text(encoding="utf-8"))}
    if list(tree.glob("_miniaudio*.so")):
        used.add("_cffi_backend")  # miniaudio's compiled cffi module loads it
    out += sorted(package for module, package in FROM_DEBIAN.items() if module in used)
    return out


def components(frozen: list, tree: Path, sources: dict[str, str], ours: set[str] = frozenset()) -> list:
    """The notices' components of the .deb's library folder: those of the frozen folder
    (``frozen``, from its components.json) with their files moved from ``_internal/`` to the
    folder, less what the folder does not carry (Python, PyInstaller's bootloader, what
    Debian gives) and the files ``ours`` made by this build in their place (the ICU forwarders),
    plus the Python sources each distribution's modules are now; bgsage's networks under the
    names of their packed copies (:func:`pack_networks`)."""
    from bgdesk.bots.sage import NETWORKS_PACKED_SUFFIX

    carried = {p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file() and not p.is_symlink()}
    carried -= set(ours)
    out = []
    by_key = {}
    for c in frozen:
        files = [f.removeprefix("_internal/") for f in c.files if f.startswith("_internal/")]
        files = [f if f in carried else f + NETWORKS_PACKED_SUFFIX for f in files]
        files = [f for f in files if f in carried]
        comp = replace(c, files=files)
        by_key[c.key] = comp
        out.append(comp)
    for rel, owner in sorted(sources.items()):
        if owner == "bgdesk":
            continue
        if owner not in by_key:
            raise SystemExit(f"{rel}: its distribution {owner} is not among the frozen folder's components")
        by_key[owner].files.append(rel)
    return [c for c in out if c.files]
