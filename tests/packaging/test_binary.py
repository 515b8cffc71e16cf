"""The packaged binary: build it, run its self-test offscreen, on a real X server (Xvfb) and
from the .deb unpacked with ``dpkg -x``; check the .deb, the .tar.gz and the pruning.

Marked ``packaging``: skip locally with ``pytest -m "not packaging"``; .ci/run runs it (it
installs Xvfb, dpkg-deb and the xcb libraries). One build (~1-3 min on 2 cores) serves every test;
the .deb is compressed with gzip here (xz, the release default, adds ~100 s and changes nothing
that is tested).
"""

from __future__ import annotations

import configparser
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
from measure import xvfb  # noqa: E402 - packaging/measure.py

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux packages build on Linux"),
]

BUILD_TIMEOUT_S = 480
RUN_TIMEOUT_S = 120
#: The pruned binary is ~140 MB (unpruned ~225 MB); this catches a pruning regression.
MAX_BINARY_MB = 175


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """dist/ with bgdesk/, the .deb and the .tar.gz, built once for this module."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail("PyInstaller is missing: pip install -e '.[test]'")
    for tool in ("dpkg-deb", "dpkg"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is missing (.ci/run installs it)")
    base = tmp_path_factory.mktemp("packaging")
    dist, work = base / "dist", base / "work"
    out = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist), "--work", str(work),
         "--deb-compression", "gzip"],
        cwd=ROOT, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    assert out.returncode == 0, f"build failed:\n{out.stdout[-4000:]}\n{out.stderr[-4000:]}"
    print(out.stdout)
    shutil.rmtree(work, ignore_errors=True)
    ver, arch = build.version(), build.deb_arch()
    return {
        "dist": dist,
        "app": dist / "bgdesk",
        "exe": dist / "bgdesk" / "bgdesk",
        "deb": dist / f"bgdesk_{ver}_{arch}.deb",
        "tar": dist / f"bgdesk-{ver}-linux-{arch}.tar.gz",
        "version": ver,
        "arch": arch,
        "home": base / "home",
    }


def self_test(exe: Path, tmp: Path, home: Path, display: str | None = None) -> tuple[str, Path]:
    """Run ``exe --self-test --screenshot``; return its output and the screenshot path."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "BGDESK_HOME")}
    env["BGDESK_HOME"] = str(home)
    if display:
        env["DISPLAY"] = display
    shot = tmp / "board.png"
    out = subprocess.run([str(exe), "--self-test", "--screenshot", str(shot)], env=env, cwd=tmp,
                         capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
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


# -- the one-folder binary -------------------------------------------------------------------------

def test_binary_has_what_the_app_needs(built):
    app = built["app"]
    internal = app / "_internal"
    assert os.access(built["exe"], os.X_OK)
    # resources where the wheel puts them, icons included
    assert (internal / "bgdesk" / "resources" / "icons" / "bgdesk.svg").is_file()
    for n in build.ICON_SIZES:
        assert (internal / "bgdesk" / "resources" / "icons" / f"bgdesk-{n}.png").is_file()
    for src in (ROOT / "resources").rglob("*"):
        if src.is_file() and "__pycache__" not in src.parts:
            assert (internal / "bgdesk" / "resources" / src.relative_to(ROOT / "resources")).is_file(), src
    # Qt pieces the app uses
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for rel in ("platforms/libqxcb.so", "platforms/libqoffscreen.so", "platforms/libqwayland.so",
                "iconengines/libqsvgicon.so", "imageformats/libqsvg.so", "xcbglintegrations"):
        assert (plugins / rel).exists(), rel
    assert list((internal / "PySide6" / "Qt" / "translations").glob("qtbase_*.qm"))
    # the xcb platform plugin's own libraries travel with it
    assert (internal / "libxcb-icccm.so.4").exists() and (internal / "libxcb-keysyms.so.1").exists()
    # bgsage and its model files when it is installed here
    try:
        import bgsage
    except ImportError:
        pass
    else:
        assets = Path(bgsage.__file__).parent / "_assets"
        for f in assets.rglob("*"):
            if f.is_file():
                assert (internal / "bgsage" / "_assets" / f.relative_to(assets)).is_file(), f
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
                     "libqtvirtualkeyboardplugin.so", "libqeglfs.so", "libqvnc.so", "libqpdf.so"):
        assert unwanted not in names, unwanted
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for folder in ("sqldrivers", "tls", "networkinformation", "printsupport", "qmltooling", "generic",
                   "egldeviceintegrations", "designer", "wayland-graphics-integration-server"):
        assert not (plugins / folder).exists(), folder
    assert not (internal / "numpy").exists()
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()], "dangling links"
    size_mb = build.tree_size(built["app"]) / 2**20
    assert size_mb < MAX_BINARY_MB, f"dist/bgdesk is {size_mb:.0f} MB"


def test_self_test_offscreen(built, tmp_path):
    # No display and no QT_QPA_PLATFORM: the self-test itself must choose offscreen.
    output, _shot = self_test(built["exe"], tmp_path, built["home"])
    assert "platform plugin offscreen" in output
    assert "self-test: bgdesk frozen" in output
    # resources come from inside the bundle, never from the source tree
    assert resources_at(output).is_relative_to(built["app"])


def test_self_test_on_xvfb(built, tmp_path):
    if shutil.which("Xvfb") is None:
        pytest.fail("Xvfb is missing (.ci/run installs the xvfb package)")
    with xvfb() as display:
        output, _shot = self_test(built["exe"], tmp_path, built["home"], display=display)
    assert "platform plugin xcb" in output, output
    assert re.search(r"^self-test: display: .* shows the window", output, re.M), output


# -- the .deb ------------------------------------------------------------------------------------

def test_deb_control_and_contents(built):
    deb = built["deb"]
    info = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", info, re.M))
    assert fields["Package"] == "bgdesk"
    assert fields["Version"] == built["version"]
    assert fields["Architecture"] == built["arch"]
    depends = [d.strip() for d in fields["Depends"].split(",")]
    assert any(re.fullmatch(r"libc6 \(>= 2\.\d+\)", d) for d in depends), depends
    for pkg in ("libgl1", "libegl1", "libxcb1"):
        assert pkg in depends, depends
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    assert re.search(r"^lrwxrwxrwx .* \./usr/bin/bgdesk -> \.\./\.\./opt/bgdesk/bgdesk$", listing, re.M)
    assert re.search(r"^-rwxr-xr-x root/root .* \./opt/bgdesk/bgdesk$", listing, re.M)
    assert " ./usr/share/applications/bgdesk.desktop" in listing
    for n in build.ICON_SIZES:
        assert f" ./usr/share/icons/hicolor/{n}x{n}/apps/bgdesk.png" in listing, n
    assert " ./usr/share/icons/hicolor/scalable/apps/bgdesk.svg" in listing
    assert " ./usr/share/doc/bgdesk/copyright" in listing
    assert not re.search(r"^\S+ (?!root/root)", listing, re.M), "files not owned by root"


def test_deb_unpacked_runs_its_self_test(built, tmp_path):
    root = tmp_path / "root"
    subprocess.run(["dpkg", "-x", str(built["deb"]), str(root)], check=True)
    launcher = root / "usr" / "bin" / "bgdesk"
    assert launcher.is_symlink() and launcher.resolve() == (root / "opt" / "bgdesk" / "bgdesk").resolve()
    output, _shot = self_test(launcher, tmp_path, built["home"])
    assert resources_at(output).is_relative_to(root / "opt" / "bgdesk")


# -- the .tar.gz and the desktop entry ---------------------------------------------------------------

def test_tarball(built):
    with tarfile.open(built["tar"]) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert all(name == "bgdesk" or name.startswith("bgdesk/") for name in members), "one top folder"
    assert members["bgdesk/bgdesk"].mode & 0o111
    assert "bgdesk/_internal/bgdesk/resources/icons/bgdesk.svg" in members
    assert "bgdesk/share/applications/bgdesk.desktop" in members
    assert "bgdesk/share/icons/hicolor/256x256/apps/bgdesk.png" in members
    assert all(m.uid == 0 and m.gid == 0 for m in members.values())


def test_desktop_entry():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(ROOT / "packaging" / "linux" / "bgdesk.desktop", encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application"
    assert d["Exec"].split()[0] == "bgdesk" and d["Icon"] == "bgdesk"
    assert d["Categories"].endswith(";") and "Game" in d["Categories"].split(";")
    assert d["Terminal"] == "false"
    if shutil.which("desktop-file-validate"):
        out = subprocess.run(["desktop-file-validate", str(ROOT / "packaging" / "linux" / "bgdesk.desktop")],
                             capture_output=True, text=True)
        assert out.returncode == 0 and "error" not in out.stdout.lower(), out.stdout
