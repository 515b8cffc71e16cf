"""Entry script of the frozen binary (PyInstaller runs this file as ``__main__``), and the logic
of the Debian package's launcher, which runs it on Debian's Python (packaging/deb_python.py).

It is the ``bgdesk`` command of the wheel: ``bgdesk.__main__.main`` starts the game, or runs
:mod:`bgdesk.selftest` for ``bgdesk --self-test [--screenshot PATH]``. Before that, on Linux:

* the character type: started in the C or POSIX locale (an empty environment, a cron job, a
  container), the Python interpreter run as ``python`` switches its character type to C.UTF-8
  (PEP 538); the one PyInstaller embeds does not, and Qt would then switch on its own and say so
  on stderr before every answer (``bgdesk --help`` included). :func:`utf8_character_type` does
  what ``python`` does, before Qt loads;
* the font cache: fontconfig writes its cache to the first cache folder it may write to, which
  for root is the system's ``/var/cache/fontconfig`` (files no package owns, left behind when
  bgdesk is removed). :func:`user_font_cache` points fontconfig at ``fonts.conf`` beside this
  program (``_internal/bgdesk/fonts.conf``), which puts the user's ``~/.cache/bgdesk/fontconfig`` first and then reads the
  system's configuration as it is;
* a missing system library (the .tar.gz on a machine without Qt's X11 or OpenGL libraries):
  instead of a traceback, :func:`missing_libraries_text` names every library of the bundle's list
  (``_internal/bgdesk/system-libraries.json``, written at build time) that this machine lacks and the command that
  installs them on Debian, Ubuntu and Fedora; exit status 2.
"""

import json
import locale
import os
import re
import sys

#: Exit status when the program cannot start on this machine.
CANNOT_START = 2

#: The words of the missing-library message, by language (Qt, which translates the rest of the
#: program, is what could not be loaded).
MISSING_TEXTS = {
    "en": ("bgdesk cannot start: this computer lacks {libraries}, which it needs.",
           "Install what it needs with:"),
    "sw": ("bgdesk haiwezi kuanza: kompyuta hii haina {libraries}, ambazo inazihitaji.",
           "Sakinisha inachohitaji kwa amri hii:"),
    "lv": ("bgdesk nevar sākt darbu: šim datoram trūkst {libraries}, kas tai ir vajadzīgas.",
           "Instalējiet vajadzīgo ar šo komandu:"),
    "mt": ("bgdesk ma jistax jibda: dan il-kompjuter m'għandux {libraries}, li jeħtieġ.",
           "Installa dak li jeħtieġ b'dan il-kmand:"),
    "af": ("bgdesk kan nie begin nie: hierdie rekenaar kort {libraries}, wat dit nodig het.",
           "Installeer wat dit nodig het met:"),
}


def utf8_character_type() -> None:
    if os.environ.get("LC_ALL"):
        return  # a locale forced for everything is left alone, as python does
    try:
        current = locale.setlocale(locale.LC_CTYPE, "")
    except locale.Error:
        current = "C"  # the environment names a locale this system lacks: the C locale is in force
    if current not in ("C", "POSIX"):
        return
    for name in ("C.UTF-8", "C.utf8", "UTF-8"):
        try:
            locale.setlocale(locale.LC_CTYPE, name)
        except locale.Error:
            continue
        os.environ["LC_CTYPE"] = name
        return


def bundle_dir() -> str:
    """The folder of the bundle's files (``_internal``), or this file's folder from source (the
    Debian package's /usr/lib/bgdesk)."""
    return getattr(sys, "_MEIPASS", os.path.dirname(os.path.abspath(__file__)))


def user_font_cache(environ=os.environ, system_conf: str = "/etc/fonts/fonts.conf") -> str | None:
    """Point fontconfig at the bundle's ``fonts.conf`` (user cache first, then the system's
    configuration), unless the environment chooses a configuration already or the system has
    none. Returns the file set, or None."""
    ours = os.path.join(bundle_dir(), "bgdesk", "fonts.conf")
    if environ.get("FONTCONFIG_FILE") or environ.get("FONTCONFIG_PATH") or not os.path.isfile(ours) \
            or not os.path.isfile(system_conf):
        return None
    environ["FONTCONFIG_FILE"] = ours
    return ours


def message_language(environ=os.environ) -> str:
    """The language of the terminal's messages, as gettext would choose it, if bgdesk speaks it."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in (environ.get(var) or "").split(":"):
            code = re.split(r"[_.@-]", tag)[0].lower()
            if code in MISSING_TEXTS:
                return code
            if tag and var != "LANGUAGE":
                return "en"  # a locale is set, in a language bgdesk does not speak
    return "en"


def library_table() -> dict[str, list[str]]:
    """soname -> [Debian package, Fedora package] of the system libraries the bundle needs (those
    only Wayland's plugins use left out: without them Qt uses the X server)."""
    try:
        with open(os.path.join(bundle_dir(), "bgdesk", "system-libraries.json"), encoding="utf-8") as fh:
            table = json.load(fh)
    except (OSError, ValueError):
        return {}
    return {k: v[:2] for k, v in table.items()
            if isinstance(v, list) and len(v) >= 2 and (len(v) == 2 or v[2] == "required")}


def loadable(name: str) -> bool:
    try:
        import ctypes
    except ImportError:  # ctypes needs libffi, itself a system library
        return name not in ("libffi.so.8",)
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_libraries_text(error: BaseException, environ=os.environ) -> str | None:
    """The message for an ImportError caused by a missing system library, or None when the
    error is something else."""
    m = re.search(r"(lib[\w+.-]+\.so[.\d]*): cannot open shared object file", str(error))
    if m is None:
        return None
    table = library_table()
    missing = [name for name in table if not loadable(name)]
    if m.group(1) not in missing:
        missing.insert(0, m.group(1))
    debian = sorted({table[n][0] for n in missing if n in table})
    fedora = sorted({table[n][1] for n in missing if n in table})
    first, second = MISSING_TEXTS[message_language(environ)]
    lines = [first.format(libraries=", ".join(missing))]
    if debian:
        lines += [second, f"  Debian, Ubuntu: sudo apt install {' '.join(debian)}",
                  f"  Fedora: sudo dnf install {' '.join(fedora)}"]
    return "\n".join(lines) + "\n"


def run(launcher: str | None = None) -> int:
    """Start bgdesk. ``launcher``: the script that runs this on the system's Python (the Debian
    package's /usr/games/bgdesk), which helper processes then run too."""
    if sys.platform.startswith("linux"):
        utf8_character_type()
        user_font_cache()
    try:
        if launcher:
            import bgdesk

            bgdesk.LAUNCHER = launcher
        from bgdesk.__main__ import main

        return main()
    except ImportError as e:
        text = missing_libraries_text(e)
        if text is None:
            raise
        if sys.stderr is not None:
            sys.stderr.write(text)
        return CANNOT_START


if __name__ == "__main__":
    sys.exit(run())
