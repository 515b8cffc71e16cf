"""Build the bgdesk binary and wrap it for Linux, in one command.

    python packaging/build.py                 # dist/bgdesk/, dist/bgdesk_<v>_<arch>.deb, dist/bgdesk-<v>-linux-<arch>.tar.gz
    python packaging/build.py --no-deb --no-tar   # only the one-folder binary (any platform)
    python packaging/build.py --dist /tmp/out --work /tmp/work

Needs PyInstaller in the running environment (``pip install -e '.[test]'`` brings it) and, for the
.deb, dpkg-deb. The binary is made by packaging/bgdesk.spec; this script then

* writes the .deb: the binary under /opt/bgdesk, a launcher /usr/bin/bgdesk (a relative symbolic
  link, so the package also runs when unpacked elsewhere with ``dpkg -x``), the desktop entry, the
  icon in every hicolor size plus the SVG, and a copyright file; ``Depends`` lists the system
  packages owning the libraries the binary links to but does not carry (found with ``dpkg -S``),
  and libc6 at least the newest glibc symbol version any bundled file needs;
* writes the .tar.gz: ``bgdesk/`` (the binary) with ``bgdesk/share/`` holding the desktop entry and
  icons, for unpacking anywhere.

Prints one line per artefact with its size, and the build time.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "bgdesk.spec"
DESKTOP = ROOT / "packaging" / "linux" / "bgdesk.desktop"
ICONS = ROOT / "resources" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
INSTALL_DIR = "opt/bgdesk"

#: Libraries Qt opens at run time (dlopen) rather than links to; the package depends on them anyway.
RUNTIME_PACKAGES = {"libgl1", "libegl1", "libxcb1", "libfontconfig1", "libxkbcommon0"}
#: Fallback when ``dpkg -S`` cannot say which package owns a library.
KNOWN_OWNERS = {
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6", "libpthread.so.0": "libc6",
    "librt.so.1": "libc6", "libutil.so.1": "libc6", "ld-linux-x86-64.so.2": "libc6",
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0", "libxcb.so.1": "libxcb1",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}


def version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)


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
    subprocess.run(cmd, check=True, cwd=ROOT)
    app = dist / "bgdesk"
    exe = app / ("bgdesk.exe" if sys.platform == "win32" else "bgdesk")
    if not exe.exists():
        raise SystemExit(f"PyInstaller did not produce {exe}")
    return app


# -- Linux: dependencies -------------------------------------------------------------------------

def elf_files(folder: Path):
    for p in sorted(folder.rglob("*")):
        if p.is_file() and not p.is_symlink():
            with p.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    yield p


def linux_depends(app: Path) -> tuple[str, str]:
    """The Depends and Recommends fields. Depends: the owners of the libraries the bundle links
    to but does not carry, and libc6 (>= the newest GLIBC_x.y any bundled file asks for).
    Recommends: the owners of libraries missing on the build machine too (only optional plugins,
    such as Wayland's, link to them; Qt skips a plugin it cannot load)."""
    from PyInstaller.depend.bindepend import get_imports

    bundled = {p.name for p in app.rglob("*")}
    outside: dict[str, str | None] = {}
    glibc = (2, 17)
    for f in elf_files(app):
        data = f.read_bytes()
        for major, minor in re.findall(rb"GLIBC_(\d+)\.(\d+)", data):
            glibc = max(glibc, (int(major), int(minor)))
        try:
            imports = get_imports(str(f))
        except Exception:  # noqa: BLE001 - e.g. a data file that happens to start like ELF
            continue
        for name, path in imports:
            if Path(name).name not in bundled:
                outside.setdefault(Path(name).name, path)
    owners, optional = set(RUNTIME_PACKAGES), set()
    for name, path in sorted(outside.items()):
        owner = None
        if path:
            for candidate in (path, os.path.realpath(path)):
                r = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
                if r.returncode == 0:
                    owner = r.stdout.split(":", 1)[0].split(",")[0].strip()
                    break
        owner = owner or KNOWN_OWNERS.get(name)
        if owner is None:
            print(f"warning: no package known for {name} ({path or 'not on this machine'})", file=sys.stderr)
        elif path is None:
            optional.add(owner)
        elif owner != "libc6":
            owners.add(owner)
    depends = ", ".join([f"libc6 (>= {glibc[0]}.{glibc[1]})"] + sorted(owners))
    return depends, ", ".join(sorted(optional - owners))


# -- Linux: .deb -----------------------------------------------------------------------------------

COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: bgdesk

Files: *
Copyright: The bgdesk developers
License: MIT
 {license}

Files: opt/bgdesk/_internal/*
Comment: The binary carries, unmodified and as separate shared libraries: the Python interpreter
 (PSF License), Qt 6 and PySide6 (LGPL-3.0-only; replace the libraries under
 /opt/bgdesk/_internal/PySide6 to use your own build), bgsage and its model files (MPL-2.0, source
 at https://github.com/markbgsage/bgsage), and system libraries of the build machine under their
 own licences.
"""


def write_desktop_and_icons(share: Path) -> None:
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(DESKTOP, share / "applications" / "bgdesk.desktop")
    for n in ICON_SIZES:
        d = share / "icons" / "hicolor" / f"{n}x{n}" / "apps"
        d.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / f"bgdesk-{n}.png", d / "bgdesk.png")
    d = share / "icons" / "hicolor" / "scalable" / "apps"
    d.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ICONS / "bgdesk.svg", d / "bgdesk.svg")


def normalise_modes(root: Path) -> None:
    """0755 for folders and executables, 0644 for everything else (what Debian expects)."""
    for p in [root, *root.rglob("*")]:
        if p.is_symlink():
            continue
        if p.is_dir():
            p.chmod(0o755)
        else:
            executable = p.stat().st_mode & stat.S_IXUSR
            p.chmod(0o755 if executable else 0o644)


def build_deb(app: Path, dist: Path, work: Path, ver: str, arch: str, compression: str = "xz") -> Path:
    stage = work / "deb"
    if stage.exists():
        shutil.rmtree(stage)
    root = stage / "root"
    shutil.copytree(app, root / INSTALL_DIR, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink(os.path.relpath(root / INSTALL_DIR / "bgdesk", root / "usr" / "bin"), root / "usr" / "bin" / "bgdesk")
    write_desktop_and_icons(root / "usr" / "share")
    doc = root / "usr" / "share" / "doc" / "bgdesk"
    doc.mkdir(parents=True)
    license_text = (ROOT / "LICENSE").read_text(encoding="utf-8").strip()
    body = "\n ".join(line if line.strip() else "." for line in license_text.splitlines())
    (doc / "copyright").write_text(COPYRIGHT.format(license=body), encoding="utf-8")
    normalise_modes(root)
    control = root / "DEBIAN"
    control.mkdir()
    installed_kb = (tree_size(root) + 1023) // 1024
    depends, recommends = linux_depends(app)
    (control / "control").write_text(
        f"Package: bgdesk\n"
        f"Version: {ver}\n"
        f"Section: games\n"
        f"Priority: optional\n"
        f"Architecture: {arch}\n"
        f"Maintainer: The bgdesk developers <bgdesk@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {depends}\n"
        + (f"Recommends: {recommends}\n" if recommends else "") +
        f"Description: desktop backgammon\n"
        f" Backgammon for two people on one computer, or against computer players of\n"
        f" several strengths: single games, money sessions, matches to N points and\n"
        f" chouettes, with the doubling cube, the Crawford rule, automatic doubles and\n"
        f" the Jacoby rule. Self-contained build (Python, Qt) installed in /opt/bgdesk.\n",
        encoding="utf-8")
    (control / "control").chmod(0o644)
    out = dist / f"bgdesk_{ver}_{arch}.deb"
    cmd = ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(out)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(stage)
    return out


# -- Linux: .tar.gz ---------------------------------------------------------------------------------

def build_tar(app: Path, dist: Path, work: Path, ver: str, arch: str) -> Path:
    share = work / "tar-share"
    if share.exists():
        shutil.rmtree(share)
    write_desktop_and_icons(share)
    out = dist / f"bgdesk-{ver}-linux-{arch}.tar.gz"

    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(app, arcname="bgdesk", filter=clean)
        tar.add(share, arcname="bgdesk/share", filter=clean)
    shutil.rmtree(share)
    return out


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
    args = p.parse_args(argv)
    linux = sys.platform.startswith("linux")
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    ver, arch = version(), deb_arch()

    started = time.perf_counter()
    app = run_pyinstaller(dist, work, args.clean)
    frozen_s = time.perf_counter() - started
    print(f"binary   {app}  {human(tree_size(app))}  ({frozen_s:.1f} s)")
    if linux and not args.no_deb:
        if shutil.which("dpkg-deb") is None:
            raise SystemExit("dpkg-deb not found: install dpkg, or pass --no-deb")
        t = time.perf_counter()
        deb = build_deb(app, dist, work, ver, arch, args.deb_compression)
        print(f"deb      {deb}  {human(deb.stat().st_size)}  ({time.perf_counter() - t:.1f} s)")
    if linux and not args.no_tar:
        t = time.perf_counter()
        tar = build_tar(app, dist, work, ver, arch)
        print(f"tar.gz   {tar}  {human(tar.stat().st_size)}  ({time.perf_counter() - t:.1f} s)")
    print(f"build time {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
