"""The licences and notices of everything the bundle carries, written into ``dist/bgdesk``.

``bgdesk.spec`` calls :func:`write` after PyInstaller has collected the folder, with the list of
bundled files and where each came from. Every file is assigned to a component by its origin:

* a Python distribution in site-packages (PySide6 with Qt and ICU, shiboken6, bgsage,
  platformdirs): version and licence from its metadata, licence text from its dist-info;
* the Python installation the build runs on: the interpreter, its extension modules and
  standard library (PSF-2.0, Python's own LICENSE.txt);
* a Debian package (``dpkg -S``): a C library PyInstaller copied from the build machine, with
  that package's copyright file, verbatim, as its notice;
* PyInstaller's bootloader (the ``bgdesk`` executable: GPL-2.0-or-later with the bootloader
  exception, PyInstaller's COPYING.txt).

A bundled file of any other origin stops the build: its licence must be looked at first.

Written into the folder: ``LICENSE`` (ours), ``NOTICES.txt`` (each component, its version,
licence, files and source, and how to replace Qt under the LGPL), ``licenses/`` (the licence
texts, ``licenses/debian/<package>.copyright``) and ``licenses/components.json`` (the same
list for tools: build.py writes the .deb's copyright file from it; the tests check it covers
every bundled file).
"""

from __future__ import annotations

import fnmatch
import json
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMON_LICENSES = Path("/usr/share/common-licenses")

#: The licence (SPDX) of the C libraries PyInstaller may copy from a Debian or Ubuntu build
#: machine, by Debian source package. The exact notices travel as each package's copyright file.
DEBIAN_LICENSES: dict[str, str] = {
    "brotli": "MIT",
    "bzip2": "bzip2-1.0.6",
    "expat": "MIT",
    "fontconfig": "HPND-sell-variant",
    "freetype": "FTL OR GPL-2.0-or-later",
    "gcc-12": "GPL-3.0-or-later WITH GCC-exception-3.1",
    "gcc-13": "GPL-3.0-or-later WITH GCC-exception-3.1",
    "gcc-14": "GPL-3.0-or-later WITH GCC-exception-3.1",
    "glib2.0": "LGPL-2.1-or-later",
    "libbsd": "BSD-3-Clause AND BSD-2-Clause AND ISC AND MIT",
    "libffi": "MIT",
    "libmd": "BSD-3-Clause AND BSD-2-Clause AND ISC AND Beerware AND LicenseRef-public-domain",
    "libpng1.6": "Libpng",
    "libx11": "MIT AND X11",
    "libxau": "MIT-open-group",
    "libxcb": "X11",
    "libxdmcp": "MIT-open-group",
    "libxkbcommon": "MIT",
    "libzstd": "BSD-3-Clause OR GPL-2.0-only",
    "pcre2": "BSD-3-Clause WITH PCRE2-exception",
    "util-linux": "BSD-3-Clause",
    "xcb-util": "X11",
    "xcb-util-cursor": "X11",
    "xcb-util-image": "X11",
    "xcb-util-keysyms": "X11",
    "xcb-util-renderutil": "X11",
    "xcb-util-wm": "X11",
    "xz-utils": "0BSD AND LicenseRef-public-domain",
    "zlib": "Zlib",
}

#: Components compiled into a bundled file of another component: (key, name, licence, copyright,
#: source, text under packaging/licenses, a pattern of the bundled file's path). Found in the files
#: themselves (their version strings and messages name them).
EMBEDDED = (
    ("harfbuzz", "HarfBuzz (compiled into Qt's libQt6Gui)", "MIT-Modern-Variant",
     "2005-2023 Behdad Esfahbod, 2010-2022 Google, Inc. and the other HarfBuzz authors",
     "https://github.com/harfbuzz/harfbuzz", "HarfBuzz.txt", r"/libQt6Gui\.so\.6$"),
    ("md4c", "md4c (compiled into Qt's libQt6Gui)", "MIT", "2016-2020 Martin Mitáš",
     "https://github.com/mity/md4c", "md4c.txt", r"/libQt6Gui\.so\.6$"),
    ("libpng", "libpng (compiled into Qt's libQt6Gui)", "libpng-2.0",
     "1995-2025 the libpng authors (see licenses/libpng.txt)", "http://www.libpng.org/pub/png/libpng.html",
     "libpng.txt", r"/libQt6Gui\.so\.6$"),
    ("pcre2", "PCRE2 (compiled into Qt's libQt6Core)", "BSD-3-Clause WITH PCRE2-exception",
     "1997-2022 University of Cambridge", "https://github.com/PCRE2Project/pcre2", "PCRE2.txt",
     r"/libQt6Core\.so\.6$"),
    ("libmpdec", "libmpdec (compiled into Python's _decimal module)", "BSD-2-Clause",
     "2008-2012 Stefan Krah", "https://www.bytereef.org/mpdecimal/", "libmpdec.txt",
     r"/_decimal\.[^/]+\.so$"),
)

#: The licence texts some components refer to, by SPDX id, from Debian's base-files.
TEXTS_FROM_BASE_FILES = {"LGPL-3.0-only": "LGPL-3", "GPL-3.0-only": "GPL-3", "GPL-2.0-only": "GPL-2",
                         "Apache-2.0": "Apache-2.0"}


@dataclass
class Component:
    key: str
    name: str
    version: str
    license: str
    copyright: str
    source: str
    files: list[str] = field(default_factory=list)  # bundle-relative paths
    texts: list[str] = field(default_factory=list)  # files under licenses/
    note: str = ""


def project_info() -> dict[str, str]:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return {
        "version": re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1),
        "homepage": re.search(r'^Homepage\s*=\s*"([^"]+)"', text, re.M).group(1),
    }


def _site_dirs() -> list[Path]:
    paths = sysconfig.get_paths()
    return [Path(p).resolve() for p in {paths["purelib"], paths["platlib"]}]


def _under(path: Path, folder: Path) -> Path | None:
    try:
        return path.resolve().relative_to(folder)
    except ValueError:
        return None


def _dpkg_owner(path: Path) -> str | None:
    candidates = [path, path.resolve()]
    for c in list(candidates):  # merged /usr: dpkg may know the file under /lib or /usr/lib
        s = str(c)
        if s.startswith("/usr/lib/"):
            candidates.append(Path(s[4:]))
        elif s.startswith("/lib/"):
            candidates.append(Path("/usr" + s))
    for c in candidates:
        r = subprocess.run(["dpkg", "-S", str(c)], capture_output=True, text=True)
        if r.returncode == 0:
            return r.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def _dpkg_field(package: str, fmt: str) -> str:
    return subprocess.run(["dpkg-query", "-W", "-f", fmt, package], capture_output=True, text=True,
                          check=True).stdout.strip()


def _qt_version() -> str:
    from PySide6 import QtCore

    return QtCore.qVersion()


def _dist_license_file(dist: metadata.Distribution) -> Path | None:
    for f in dist.files or ():
        if re.search(r"\.dist-info/(licenses/)?(LICEN[CS]E|COPYING)[^/]*$", str(f), re.I):
            return Path(dist.locate_file(f))
    return None


def collect(toc: list[tuple[str, str, str]]) -> dict[str, Component]:
    """The components of the bundle, from PyInstaller's (destination, source, kind) entries."""
    info = project_info()
    site_dirs = _site_dirs()
    owners = {Path(d.locate_file(f)).resolve(): d for d in metadata.distributions() for f in d.files or ()}
    base = Path(sys.base_prefix).resolve()
    comps: dict[str, Component] = {}
    unknown: list[str] = []
    qt = _qt_version()
    qt_mm = ".".join(qt.split(".")[:2])

    def add(key: str, make, dest: str) -> None:
        if key not in comps:
            comps[key] = make()
        if dest not in comps[key].files:
            comps[key].files.append(dest)

    for name, src, kind in toc:
        if kind == "SYMLINK" or not src or src == "-":
            continue
        srcp = Path(src)
        # Python modules and scripts travel in the executable's archive; other files as files.
        in_archive = kind in ("PYMODULE", "PYSOURCE")
        dest = "bgdesk" if in_archive else Path("_internal", name).as_posix()
        if in_archive and (name.split(".")[0] in ("bgdesk", "bgdesk_main", "bgdesk_gc_hook") or not srcp.is_file()):
            continue  # ours, or a namespace package
        if name.startswith("bgdesk/") or name == "base_library.zip":
            continue  # ours (resources, compiled translations); Python's standard library
        if name.startswith("bgsage/_assets/") and name.endswith(".gz"):
            # bgsage's bear-off database, compressed (bgdesk.spec: compressed_bearoff)
            dist = metadata.distribution("bgsage")
            add("bgsage", lambda dist=dist: _dist_component(dist, dist.metadata["Name"], "bgsage"), dest)
            continue
        if name == "shiboken6/files.dir":
            # shiboken's own signature support, compiled from the source its library carries
            # (bgdesk.spec: shiboken_support)
            dist = metadata.distribution("shiboken6")
            add("shiboken6", lambda dist=dist: _dist_component(dist, dist.metadata["Name"], "shiboken6"), dest)
            continue
        packed_qt = name.startswith("PySide6/Qt/translations/") and name.endswith(".qm.gz")
        # (Qt's translations, compressed: bgdesk.spec, prune)
        rel = Path(name) if packed_qt else next((r for d in site_dirs if (r := _under(srcp, d)) is not None), None)
        if rel is not None:
            if rel.parts[0] == "PySide6" and len(rel.parts) > 1 and rel.parts[1] == "Qt":
                if re.match(r"libicu", srcp.name):
                    ver = re.search(r"\.so\.(\d+)", srcp.name)
                    add("icu", lambda ver=ver: Component(
                        "icu", "ICU (in Qt's libraries)", ver.group(1) if ver else "", "Unicode-DFS-2016",
                        "1991-2023 Unicode, Inc. and others", "https://github.com/unicode-org/icu",
                        texts=["ICU.txt"]), dest)
                else:
                    add("qt", lambda: Component(
                        "qt", "Qt", qt, "LGPL-3.0-only", "The Qt Company Ltd. and other contributors",
                        f"https://download.qt.io/official_releases/qt/{qt_mm}/{qt}/src/",
                        texts=["LGPL-3.0-only.txt", "GPL-3.0-only.txt"], note="relink"), dest)
                continue
            dist = owners.get(srcp.resolve())
            if dist is None:
                unknown.append(f"{dest} (from {src}: no Python distribution owns it)")
                continue
            dist_name = dist.metadata["Name"]
            key = dist_name.lower().replace("_", "-")
            if key == "pyinstaller":
                continue  # its loader modules: the bootloader's component (the same exception)
            add(key, lambda dist=dist, dist_name=dist_name, key=key: _dist_component(dist, dist_name, key), dest)
            continue
        if _under(srcp, base) is not None:
            add("python", lambda: Component(
                "python", "Python", sys.version.split()[0], "PSF-2.0", _copyright_line(
                    _python_license(), r"Copyright \(c\) (2001,[\d,\s]+Python Software Foundation)"), "https://www.python.org/downloads/source/",
                texts=["PSF-2.0.txt"]), dest)
            continue
        owner = _dpkg_owner(srcp) if shutil.which("dpkg") else None
        if owner is None:
            unknown.append(f"{dest} (from {src}: not in a Debian package)")
            continue
        source = _dpkg_field(owner, "${source:Package}")
        lic = DEBIAN_LICENSES.get(source)
        if lic is None:
            unknown.append(f"{dest} (Debian package {owner}, source {source}: add its licence to DEBIAN_LICENSES)")
            continue
        add(f"deb:{owner}", lambda owner=owner, source=source, lic=lic: Component(
            f"deb:{owner}", owner, _dpkg_field(owner, "${Version}"), lic,
            f"see licenses/debian/{owner}.copyright",
            f"Debian source package {source} (https://sources.debian.org/src/{source}/)",
            texts=[f"debian/{owner}.copyright"]), dest)
    if unknown:
        raise SystemExit("bundled files of unknown licence:\n  " + "\n  ".join(unknown))
    comps["python"].files.append("_internal/base_library.zip")  # the standard library
    for key, name, lic, holders, source, text, pattern in EMBEDDED:
        inside = sorted(f for c in list(comps.values()) for f in c.files if re.search(pattern, f))
        if inside:
            comps[key] = Component(key, name, "", lic, holders, source, files=inside, texts=[text])
    # The bootloader, and PyInstaller's run-time hooks (Apache-2.0), in the executable.
    comps["pyinstaller"] = Component(
        "pyinstaller", "PyInstaller bootloader and run-time hooks", metadata.version("pyinstaller"),
        "GPL-2.0-or-later WITH Bootloader-exception AND Apache-2.0",
        _copyright_line(_dist_license_file(metadata.distribution("pyinstaller")),
                        r"Copyright \(c\) ([\d-]+), PyInstaller Development Team", "{} PyInstaller Development Team"),
        "https://github.com/pyinstaller/pyinstaller", files=["bgdesk"], texts=["PyInstaller.txt", "Apache-2.0.txt"])
    return comps


def _python_license() -> Path:
    return Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"


def _copyright_line(text_file: Path | None, pattern: str, fmt: str = "{}") -> str:
    """The copyright holders named in a licence file (its first line matching ``pattern``)."""
    text = text_file.read_text(encoding="utf-8", errors="replace") if text_file else ""
    m = re.search(pattern, text)
    if m is None:
        raise SystemExit(f"no copyright line matching {pattern!r} in {text_file}")
    return fmt.format(" ".join(m.group(1).split()))


def _dist_component(dist: metadata.Distribution, name: str, key: str) -> Component:
    meta = dist.metadata
    lic = meta.get("License-Expression") or meta.get("License") or ""
    texts = []
    if key in ("pyside6-essentials", "shiboken6"):
        lic = "LGPL-3.0-only"  # offered as LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only; we use the LGPL
        texts = ["LGPL-3.0-only.txt", "GPL-3.0-only.txt"]
    elif _dist_license_file(dist) is not None:
        texts = [f"{name}.txt"]
    urls = dict(tuple(x.strip() for x in u.split(",", 1)) for u in meta.get_all("Project-URL") or [] if "," in u)
    url = next((urls[k] for k in ("Homepage", "Source", "Repository") if k in urls), f"https://pypi.org/project/{name}/")
    author = meta.get("Author") or meta.get("Author-email") or f"the {name} developers"
    return Component(key, name, dist.version, lic, author, url,
                     texts=texts, note="relink" if key in ("pyside6-essentials", "shiboken6") else "")


def _license_sources(comps: dict[str, Component]) -> dict[str, Path]:
    """Where each text under licenses/ comes from."""
    out: dict[str, Path] = {p.name: p for p in (ROOT / "packaging" / "licenses").glob("*.txt")}
    for spdx, name in TEXTS_FROM_BASE_FILES.items():
        out[f"{spdx}.txt"] = COMMON_LICENSES / name
    out["PSF-2.0.txt"] = _python_license()
    pyi = metadata.distribution("pyinstaller")
    out["PyInstaller.txt"] = _dist_license_file(pyi)
    for c in comps.values():
        if c.key.startswith("deb:"):
            out[f"debian/{c.name}.copyright"] = Path("/usr/share/doc") / c.name / "copyright"
        elif c.texts and c.texts[0] == f"{c.name}.txt":
            out[c.texts[0]] = _dist_license_file(metadata.distribution(c.name))
    return out


RELINK = """\
Replacing Qt and PySide6 (GNU LGPL version 3, section 4)
--------------------------------------------------------
Qt {qt}, PySide6 and Shiboken6 are used unmodified, as shared libraries loaded at run time
(from the PySide6-Essentials and shiboken6 {pyside} wheels on PyPI). You may replace them with
versions you built or modified yourself:

* Qt libraries: {lib}PySide6/Qt/lib/libQt6*.so.6; Qt plugins:
  {lib}PySide6/Qt/plugins/. Build Qt {qt_mm}.x from its source ({qt_src}; the
  modules {qt_modules}) and copy your libraries and plugins over these files. A Qt
  of the same major and minor version, with the same features configured, works with the
  bundled PySide6.
* PySide6 and Shiboken6: {lib}PySide6/*.abi3.so,
  {lib}PySide6/libpyside6.abi3.so.*, {lib}PySide6/__init__.py and {lib}shiboken6/
  (with libshiboken6.abi3.so.*). Build them from
  https://code.qt.io/cgit/pyside/pyside-setup.git (tag v{pyside}) against your Qt and copy the
  results over these files.

Every bundled library finds the others through search paths relative to its own folder
($ORIGIN), so the files you put in these places are the ones loaded. bgdesk's own source code is
at {homepage}. The complete source code of Qt, PySide6 and Shiboken6 for these versions is at the
addresses above.
"""


def notices_text(comps: dict[str, Component], all_files: list[str], prefix: str = "",
                 lib: str = "_internal/", intro: str = "", ours: str = "LICENSE") -> str:
    """NOTICES.txt: each component with its files (bundle-relative, or under ``lib`` for the
    .deb), and how to replace Qt and PySide6; ``intro``, a paragraph after the first lines;
    ``ours``, the file beside it that holds bgdesk's own licence."""
    info = project_info()
    lines = [f"bgdesk {info['version']}: notices of the software it carries",
             "=" * 60, "",
             f"bgdesk itself is under the MIT licence ({ours}). Source: {info['homepage']}", "",
             *([intro, ""] if intro else []),
             "This program carries the following components, each under its own licence. Licence",
             "texts are in licenses/ beside this file" + (f" ({prefix}licenses/)." if prefix else "."), ""]
    for c in sorted(comps.values(), key=lambda c: (c.key.startswith("deb:"), c.name.lower())):
        lines.append(f"{c.name} {c.version}")
        lines.append(f"  licence:   {c.license}")
        lines.append(f"  copyright: {c.copyright}")
        lines.append(f"  source:    {c.source}")
        if c.texts:
            lines.append("  texts:     " + ", ".join(f"licenses/{t}" for t in c.texts))
        lines.append("  files:     " + ", ".join(compact(c.files, all_files)))
        lines.append("")
    qt = comps.get("qt")
    pyside = comps.get("pyside6-essentials")
    if qt is not None:
        # the Qt modules whose libraries the bundle carries (the .deb: qtbase only)
        modules = ["qtbase"] + [m for m, lib_name in (("qtsvg", "libQt6Svg.so"), ("qtwayland", "libQt6WaylandClient.so"))
                                if any(lib_name in f for f in qt.files)]
        lines.append(RELINK.format(qt=qt.version, qt_mm=".".join(qt.version.split(".")[:2]), qt_src=qt.source,
                                   qt_modules=", ".join(modules),
                                   pyside=pyside.version if pyside else qt.version, lib=prefix + lib,
                                   homepage=info["homepage"]))
    return "\n".join(lines)


def bundle_files(app: Path) -> list[str]:
    """The regular files of the bundle (bundle-relative), without the notices themselves."""
    return sorted(p.relative_to(app).as_posix() for p in app.rglob("*")
                  if p.is_file() and not p.is_symlink()
                  and p.relative_to(app).parts[0] not in ("licenses", "LICENSE", "NOTICES.txt"))


def compact(files: list[str], all_files: list[str]) -> list[str]:
    """``files`` as patterns: ``folder/*`` for the highest folder whose files (in ``all_files``)
    all belong to ``files``, the other files one by one."""
    mine = set(files)
    out, done = [], set()
    for f in sorted(mine):
        if f in done:
            continue
        parts = f.split("/")
        best = None
        for depth in range(1, len(parts)):
            folder = "/".join(parts[:depth])
            under = [g for g in all_files if g.startswith(folder + "/")]
            if under and all(g in mine for g in under):
                best, best_under = folder, under
                break
        if best is None:
            out.append(f)
            done.add(f)
        else:
            out.append(f"{best}/*")
            done.update(best_under)
    return out


def write(app: Path, toc: list[tuple[str, str, str]]) -> dict[str, Component]:
    """Write LICENSE, NOTICES.txt and licenses/ into the bundle folder ``app``."""
    comps = collect(toc)
    sources = _license_sources(comps)
    lic_dir = app / "licenses"
    if lic_dir.exists():
        shutil.rmtree(lic_dir)
    (lic_dir / "debian").mkdir(parents=True)
    needed = sorted({t for c in comps.values() for t in c.texts})
    for name in needed:
        src = sources.get(name)
        if src is None or not Path(src).is_file():
            raise SystemExit(f"licence text {name} not found (looked for {src})")
        shutil.copyfile(src, lic_dir / name)
    shutil.copyfile(ROOT / "LICENSE", app / "LICENSE")
    (app / "NOTICES.txt").write_text(notices_text(comps, bundle_files(app)), encoding="utf-8")
    for c in comps.values():
        c.files.sort()
    (lic_dir / "components.json").write_text(
        json.dumps([asdict(c) for c in sorted(comps.values(), key=lambda c: c.key)], indent=1, sort_keys=True)
        + "\n", encoding="utf-8")
    print(f"notices: {len(comps)} components, {len(needed)} licence texts")
    return comps


def load(app: Path) -> list[Component]:
    """The components recorded in a built bundle."""
    return [Component(**c) for c in json.loads((app / "licenses" / "components.json").read_text(encoding="utf-8"))]


def matches(component: Component, rel: str) -> bool:
    return any(rel == f or fnmatch.fnmatch(rel, f) for f in component.files)


# -- the .deb's copyright file (machine-readable, copyright-format 1.0) -------------------------

#: SPDX identifiers as copyright-format 1.0 spells them (its list of short names; others as SPDX).
DEP5_NAMES = {
    "MIT": "Expat", "LGPL-3.0-only": "LGPL-3", "GPL-3.0-only": "GPL-3", "GPL-3.0-or-later": "GPL-3+",
    "GPL-2.0-only": "GPL-2", "GPL-2.0-or-later": "GPL-2+", "LGPL-2.1-or-later": "LGPL-2.1+",
    "BSD-2-Clause": "BSD-2-clause", "BSD-3-Clause": "BSD-3-clause", "Zlib": "Zlib", "MPL-2.0": "MPL-2.0",
    "Apache-2.0": "Apache-2.0",
}
#: Licences whose text Debian has in /usr/share/common-licenses (copyright-format: refer to it).
COMMON_LICENSE_FILES = {"LGPL-3": "LGPL-3", "GPL-3": "GPL-3", "GPL-3+": "GPL-3", "GPL-2": "GPL-2",
                        "GPL-2+": "GPL-2", "LGPL-2.1+": "LGPL-2.1", "MPL-2.0": "MPL-2.0",
                        "Apache-2.0": "Apache-2.0"}
#: Licence texts the .deb leaves out of its doc folder: Debian has them in /usr/share/common-licenses.
IN_COMMON_LICENSES = ("LGPL-3.0-only.txt", "GPL-3.0-only.txt", "MPL-2.0.txt", "Apache-2.0.txt")


def dep5(expr: str) -> str:
    """An SPDX expression in copyright-format 1.0 spelling: its short names, lower-case
    operators, ``GPL-2+ with Bootloader exception``."""
    def one(term: str) -> str:
        base, _, exc = term.partition(" WITH ")
        name = DEP5_NAMES.get(base.strip(), base.strip())
        if exc:
            name += f" with {exc.strip().removesuffix('-exception')} exception"
        return name
    parts = re.split(r"\s+(AND|OR)\s+", expr.strip())
    return " ".join(p.lower() if p in ("AND", "OR") else one(p) for p in parts)


def licence_terms(expr: str) -> list[str]:
    """The licences (copyright-format names, exceptions included) of an expression."""
    return [t.strip() for t in re.split(r"\s+(?:and|or)\s+|[()]", dep5(expr)) if t.strip()]


def _indent(text: str) -> str:
    return "\n".join(" " + line.rstrip() if line.strip() else " ." for line in text.strip().splitlines())


def _text_of(texts: Path, comps: list[Component], term: str, ours: str) -> str:
    """The body of the standalone ``License: term`` paragraph: the full text (from the folder
    ``texts``), or for a licence Debian ships, where it is (and the exception's words)."""
    base, _, exc = term.partition(" with ")
    if base == "Expat":
        return ours[ours.index("Permission is hereby granted"):]
    if base in COMMON_LICENSE_FILES:
        body = (f"On Debian systems the full text of this licence is in "
                f"/usr/share/common-licenses/{COMMON_LICENSE_FILES[base]}.")
        if exc == "Bootloader exception":
            copying = (texts / "PyInstaller.txt").read_text(encoding="utf-8")
            m = re.search(r"Bootloader Exception\n-+\n(.*?)\n\s*\n\s*\n", copying, re.S)
            body += "\n.\nBootloader exception:\n" + " ".join(m.group(1).split())
        return body
    users = [c for c in comps if term in licence_terms(c.license)]
    found = [t for c in users for t in c.texts if t not in IN_COMMON_LICENSES]
    if not found:
        raise SystemExit(f"no text for the licence {term!r}")
    return (texts / found[0]).read_text(encoding="utf-8")


def debian_copyright(comps: list[Component], all_files: list[str], texts: Path, install_dir: str,
                     doc_dir: str, ours: tuple[str, ...] = ("_internal/bgdesk/",),
                     carried: str = "the Python, Qt and bgsage it runs on") -> str:
    """The .deb's /usr/share/doc/bgdesk/copyright for the files ``all_files`` (relative to
    ``install_dir``, e.g. "usr/lib/bgdesk") of the components ``comps``, with the licence texts
    in the folder ``texts`` and our other notices in ``doc_dir``. Files starting with one of
    ``ours`` are bgdesk's own (``Files: *``).

    Every bundled path is in exactly one ``Files:`` paragraph (besides ``Files: *``, ours): the
    files of one component share one; a file that holds several (the executable carries the
    bootloader and every pure-Python library; libQt6Gui carries HarfBuzz, md4c and libpng) has
    one naming them all, ``and`` between their licences. Licence names are copyright-format's
    (Expat, LGPL-3, GPL-2+ ...); each licence used has its own paragraph with the full text, or
    where Debian has it in /usr/share/common-licenses, the path to it."""
    info = project_info()
    ours_text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    holder = re.search(r"^Copyright \(c\) (.+)$", ours_text, re.M).group(1)
    owners: dict[str, list[Component]] = {}
    for f in all_files:
        if f.startswith(ours) or f in ours:
            continue  # ours: Files: *
        owning = [c for c in sorted(comps, key=lambda c: c.key) if matches(c, f)]
        if owning:
            owners[f] = owning
    groups: dict[tuple[str, ...], list[str]] = {}
    for f, owning in owners.items():
        groups.setdefault(tuple(c.key for c in owning), []).append(f)
    by_key = {c.key: c for c in comps}
    out = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: bgdesk\n"
        f"Source: {info['homepage']}\n"
        f"Comment: bgdesk is installed with {carried}, in /{install_dir}.\n"
        f" {doc_dir}/NOTICES.txt lists every component with its version and source, and says how\n"
        " to replace Qt and PySide6 with your own build (LGPL-3).",
        f"Files: *\nCopyright: {holder}\nLicense: Expat",
    ]
    used = {"Expat"}
    for keys, files in sorted(groups.items(), key=lambda kv: (len(kv[0]), kv[0])):
        group = [by_key[k] for k in keys]
        # folder patterns where one group holds every file of a folder
        patterns = compact(files, all_files)
        holders = list(dict.fromkeys(c.copyright for c in group))
        parts: list[str] = []
        for c in group:
            name = dep5(c.license)
            name = f"({name})" if len(group) > 1 and re.search(r" (and|or) ", name) else name
            if name not in parts:
                parts.append(name)
        licence = " and ".join(parts)
        for c in group:
            used.update(licence_terms(c.license))
        comments = []
        for c in group:
            comments.append(f"{c.name} {c.version}".strip() + f", {c.source}")
            if c.note == "relink":
                comments.append(f"How to replace it with your own build: {doc_dir}/NOTICES.txt")
        comments = list(dict.fromkeys(comments))
        out.append("Files: " + "\n ".join(f"{install_dir}/{p}" for p in patterns) + "\n"
                   "Copyright: " + "\n ".join(holders) + "\n"
                   f"License: {licence}\n"
                   "Comment: " + "\n ".join(comments))
    for term in sorted(used):
        out.append(f"License: {term}\n{_indent(_text_of(texts, comps, term, ours_text))}")
    return "\n\n".join(out) + "\n"
