"""The files the Linux packages carry besides the binary (desktop entry, AppStream metainfo, man
page, changelog) and the pieces of the build that need no build: the ICU data package format and
the fixed map from system libraries to Debian packages. Quick; always run (the built packages are
checked in test_binary.py)."""

from __future__ import annotations

import configparser
import re
from email.utils import parsedate_to_datetime
from fnmatch import fnmatch
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import bgdesk

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402 - packaging/build.py
import linux_bundle  # noqa: E402 - packaging/linux_bundle.py

LANGS = ("sw", "lv", "mt", "af")


def need(tool: str, package: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.fail(f"{tool} is missing: apt-get install {package} (.ci/run installs it)")
    return path


def test_desktop_entry_validates_and_speaks_every_language():
    need("desktop-file-validate", "desktop-file-utils")
    out = subprocess.run(["desktop-file-validate", str(build.DESKTOP)], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "", out.stdout + out.stderr
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(build.DESKTOP, encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Exec"] == "bgdesk %f" and d["Icon"] == "bgdesk" and d["Terminal"] == "false"
    assert "Game" in d["Categories"].split(";") and "BoardGame" in d["Categories"].split(";")
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for lang in LANGS:
            assert d.get(f"{key}[{lang}]"), f"{key}[{lang}] missing"
    for lang in LANGS:
        assert d[f"Comment[{lang}]"] != d["Comment"], lang
        assert len(d[f"Keywords[{lang}]"].strip(";").split(";")) >= 5, lang
    assert "bekgemons" in d["Keywords[lv]"]


def metainfo() -> ET.Element:
    return ET.parse(build.METAINFO).getroot()


def test_metainfo_validates_with_appstreamcli():
    need("appstreamcli", "appstream")
    out = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", str(build.METAINFO)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert not re.search(r"^[EWI]: ", out.stdout, re.M), out.stdout  # not even a pedantic remark
    root = metainfo()
    assert root.findtext("id") == build.APP_ID == build.METAINFO.name.removesuffix(".metainfo.xml")
    assert root.find("launchable").text == build.DESKTOP.name
    assert root.find("url[@type='homepage']").text == build.homepage()
    assert root.find("releases/release").get("version") == bgdesk.__version__
    assert {s.get("{http://www.w3.org/XML/1998/namespace}lang") for s in root.findall("summary")} >= set(LANGS)


def test_metainfo_screenshots_are_ours_and_in_the_repository():
    shots = metainfo().findall("screenshots/screenshot/image")
    assert len(shots) >= 2
    prefix = build.homepage().replace("https://github.com/", "https://raw.githubusercontent.com/") + "/main/"
    for image in shots:
        url = image.text
        assert url.startswith(prefix), url
        path = ROOT / url.removeprefix(prefix)
        data = path.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", path
        width, height = struct.unpack(">II", data[16:24])
        assert (width, height) == (int(image.get("width")), int(image.get("height"))), path
        assert len(data) > 50_000, f"{path} looks empty"


def test_changelog_man_page_and_version_agree():
    changelog = build.CHANGELOG.read_text(encoding="utf-8")
    m = re.match(r"bgdesk \(([^)]+)\) \w+; urgency=\w+\n", changelog)
    assert m and m.group(1) == bgdesk.__version__ == build.version()
    assert re.search(r"^ -- .+ <.+>  \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}$", changelog, re.M)
    if shutil.which("dpkg-parsechangelog"):
        out = subprocess.run(["dpkg-parsechangelog", "-l", str(build.CHANGELOG), "-S", "Version"],
                             capture_output=True, text=True, check=True)
        assert out.stdout.strip() == bgdesk.__version__
    man = build.MANPAGE.read_text(encoding="utf-8")
    assert re.search(rf'^\.TH BGDESK 6 "[\d-]+" "bgdesk {re.escape(bgdesk.__version__)}"', man, re.M)
    stamp = re.search(r"^ -- .+>  (.+)$", changelog, re.M).group(1)
    release = metainfo().find("releases/release")
    assert release.get("date") == parsedate_to_datetime(stamp).date().isoformat()


def test_man_page_documents_what_help_lists():
    from bgdesk.gui.window.cli import help_text

    listed = set(re.findall(r"(?<![\w-])(--?[a-z][a-z-]*|BGDESK_HOME|QT_QPA_PLATFORM)\b", help_text()))
    listed -= {"-platform"}  # an example of Qt's own options, not ours
    man = build.MANPAGE.read_text(encoding="utf-8").replace("\\-", "-")
    missing = sorted(opt for opt in listed if opt not in man)
    assert not missing, f"the man page does not document {missing}"
    assert {"--self-test", "--language", "--version", "BGDESK_HOME"} <= listed
    if shutil.which("man"):
        out = subprocess.run(["man", "--warnings", "-l", "-Tutf8", str(build.MANPAGE)],
                             capture_output=True, text=True, env={"LC_ALL": "C.UTF-8", "MANWIDTH": "80",
                                                                   "PATH": "/usr/bin:/bin"})
        assert out.returncode == 0 and out.stderr.strip() == "", out.stderr


# -- the ICU data package -------------------------------------------------------------------------------

def icudata_library() -> Path:
    from PySide6 import __file__ as pyside

    libs = sorted((Path(pyside).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not libs:
        pytest.skip("this PySide6 has no ICU library (not a Linux wheel)")
    return libs[0]


def test_icu_common_data_packs_back_to_the_same_layout():
    symbol, blob = linux_bundle._symbol_bytes(icudata_library(), r"icudt\d+_dat")
    header, items = linux_bundle.common_data_items(blob)
    assert len(items) > 1000 and symbol.startswith("icudt")
    repacked = linux_bundle.pack_common_data(header, items)
    assert len(repacked) == len(blob)
    chunk = 4096
    differing = [i for i in range(0, len(blob), chunk) if blob[i:i + chunk] != repacked[i:i + chunk]]
    assert len(differing) <= 1  # the padding after the names (ICU's tool fills it with 0xaa)
    i = differing[0] if differing else 0
    assert sum(a != b for a, b in zip(blob[i:i + chunk], repacked[i:i + chunk])) < 16
    assert linux_bundle.common_data_items(repacked)[1] == items


def test_icu_keeps_collation_of_our_languages_only():
    _symbol, blob = linux_bundle._symbol_bytes(icudata_library(), r"icudt\d+_dat")
    header, items = linux_bundle.common_data_items(blob)
    keep = linux_bundle.icu_keep()
    kept = [(n, d) for n, d in items if any(fnmatch(n.split("/", 1)[1], k) for k in keep)]
    names = {n.split("/", 1)[1] for n, _ in kept}
    assert {"coll/ucadata.icu", "coll/root.res", "coll/lv.res", "coll/mt.res"} <= names
    assert all(n.startswith("coll/") for n in names)
    small = linux_bundle.pack_common_data(header, kept)
    assert len(small) < 2 * 2**20 < len(blob) // 10
    _h, back = linux_bundle.common_data_items(small)
    assert back == kept and [n for n, _ in back] == sorted(n for n, _ in back)
    (count,) = struct.unpack_from("<I", small, len(header))
    offsets = [struct.unpack_from("<II", small, len(header) + 4 + 8 * i)[1] for i in range(count)]
    assert all((len(header) + o) % 16 == 0 for o in offsets)


# -- the system libraries ---------------------------------------------------------------------------

def test_each_system_library_is_in_the_package_named_for_it():
    if shutil.which("dpkg-query") is None:
        pytest.skip("not a Debian system")
    checked = 0
    for soname, package in sorted(linux_bundle.SYSTEM_LIBRARIES.items()):
        listing = subprocess.run(["dpkg-query", "-L", package], capture_output=True, text=True)
        if listing.returncode != 0:
            continue  # not installed here
        if soname.startswith("ld-linux") and f"/{soname}" not in listing.stdout:
            continue  # the other architecture's loader
        assert re.search(rf"/{re.escape(soname)}$", listing.stdout, re.M), f"{package} does not ship {soname}"
        checked += 1
    assert checked >= 8, "too few of the packages are installed to check the map"


def test_each_library_opened_at_run_time_is_in_a_package_named_for_it():
    if shutil.which("dpkg-query") is None:
        pytest.skip("not a Debian system")
    checked = 0
    for soname, alternatives in sorted(linux_bundle.OPENED_LIBRARIES.items()):
        for package in alternatives.split(" | "):
            listing = subprocess.run(["dpkg-query", "-L", package], capture_output=True, text=True)
            if listing.returncode == 0:
                assert re.search(rf"/{re.escape(soname)}$", listing.stdout, re.M), f"{package} lacks {soname}"
                checked += 1
    if not checked:
        pytest.skip("none of the sound libraries' packages is installed here")


def test_library_names_are_read_from_a_files_data():
    data = (b"\x7fELF\0libc.so.6\0libasound.so.2\0libasound.so\0Failed to load %s\0libjack.so\0"
            b"xlibfoo.so.1\0libpython3.11.so.1.0\0libxcb-render-util.so.0\0not libz.so.1 here\0")
    assert linux_bundle.library_names(data) == {
        "libc.so.6", "libasound.so.2", "libjack.so", "libpython3.11.so.1.0", "libxcb-render-util.so.0"}


def test_the_sound_modules_run_time_libraries_are_known():
    """miniaudio (installed here) names the sound libraries it opens; each is known with its
    packages, so the .deb recommends them."""
    miniaudio = pytest.importorskip("_miniaudio")
    found = linux_bundle.library_names(Path(miniaudio.__file__).read_bytes())
    opened = found - set(linux_bundle.SYSTEM_LIBRARIES)
    assert {"libpulse.so.0", "libasound.so.2"} <= opened
    assert opened <= set(linux_bundle.OPENED_LIBRARIES), opened - set(linux_bundle.OPENED_LIBRARIES)
