"""The command line: ``bgdesk [--language LANG] [FILE]``, ``-h``/``--help``, ``--version``.

:func:`parse` reads the arguments without starting the GUI. Help, the version and mistakes are
answered in the terminal, in the language asked for with ``--language`` (else the computer's
language), with only Qt's core loaded for the translation: no window opens and no display is
needed. Otherwise it returns the :class:`Options` the game starts with. ``--self-test`` is
dispatched before this (``bgdesk/__main__.py``); Qt's own options (``-platform offscreen``,
``-style fusion``...) pass through to Qt.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field

from bgdesk.gui.i18n import LANGUAGES, NATIVE_NAMES, QT_TRANSLATE_NOOP, Context

CommandLine = Context("CommandLine")

#: Exit status for a command line that cannot be used.
USAGE_ERROR = 2
# Exit status when there is no display to open the window on (no_display_text says so).
NO_DISPLAY = 2

#: Qt's options that take a value (QGuiApplication, QApplication, the xcb platform); with one
#: or two leading dashes.
QT_OPTIONS_WITH_VALUE = {
    "platform", "platformpluginpath", "platformtheme", "plugin", "qmljsdebugger", "qwindowgeometry",
    "qwindowicon", "qwindowtitle", "style", "stylesheet", "display", "geometry", "session", "name",
    "title", "visual", "fontengine",
}
#: Qt's options without a value.
QT_FLAGS = {"reverse", "nograb", "dograb", "sync", "widgetcount", "qwindowalwaysontop"}


@dataclass
class Options:
    file: str | None = None  # a match or position file to open in the replay viewer
    language: str | None = None  # a code from LANGUAGES, for this run only
    qt_args: list[str] = field(default_factory=list)  # passed on to QApplication


class UsageError(Exception):
    """The command line cannot be used: ``kind`` (a key of :func:`error_text`'s messages) and
    the fields of the message. It is found before any translation is loaded, and said after."""

    def __init__(self, kind: str, **fields) -> None:
        super().__init__(kind)
        self.kind, self.fields = kind, fields


def parse(argv: list[str]) -> Options | int:
    """The options in ``argv`` (without the program name), or the exit status after help, the
    version or a mistake has been printed."""
    wants_help = wants_version = False
    opts = Options()
    files: list[str] = []
    language_error: str | None = None
    try:
        i = 0
        while i < len(argv):
            arg = argv[i]
            if arg in ("-h", "--help"):
                wants_help = True
            elif arg == "--version":
                wants_version = True
            elif arg == "--language" or arg.startswith("--language="):
                if "=" in arg:
                    value = arg.split("=", 1)[1]
                elif i + 1 < len(argv):
                    i += 1
                    value = argv[i]
                else:
                    raise UsageError("needs_value", option="--language")
                if value in LANGUAGES:
                    opts.language = value
                else:
                    language_error = value
            elif arg == "--":
                files += argv[i + 1:]
                break
            elif arg.startswith("-") and arg != "-":
                name = arg.lstrip("-").split("=", 1)[0]
                if name in QT_OPTIONS_WITH_VALUE:
                    opts.qt_args.append(arg)
                    if "=" not in arg:
                        if i + 1 >= len(argv):
                            raise UsageError("needs_value", option=arg)
                        i += 1
                        opts.qt_args.append(argv[i])
                elif name in QT_FLAGS:
                    opts.qt_args.append(arg)
                else:
                    raise UsageError("unknown_option", option=arg)
            else:
                files.append(arg)
            i += 1
        if wants_help or wants_version:
            _answer(opts.language, help_text if wants_help else version_text)
            return 0
        if language_error is not None:
            raise UsageError("unknown_language", value=language_error)
        if len(files) > 1:
            raise UsageError("one_file")
        if files:
            path = files[0]
            from bgdesk.storage.atomic import not_ordinary

            kind = not_ordinary(path)
            if kind in ("pipe", "device", "socket", "other"):
                # Refused before anything opens it: a pipe would keep the reader waiting.
                raise UsageError("not_ordinary", path=path)
            if not os.path.isfile(path):
                raise UsageError("no_file", path=path)
            opts.file = os.path.abspath(path)
    except UsageError as e:
        _answer(opts.language, lambda: error_text(e), stream=sys.stderr)
        return USAGE_ERROR
    return opts


# -- the texts -------------------------------------------------------------------------------------

def error_text(error: UsageError) -> str:
    messages = {
        "needs_value": CommandLine.tr("{option} needs a value."),
        "unknown_option": CommandLine.tr("There is no option {option}."),
        "unknown_language": CommandLine.tr("bgdesk does not speak \"{value}\"; choose one of {codes}."),
        "one_file": CommandLine.tr("Give one file at most."),
        "no_file": CommandLine.tr("{path} is not a file."),
        "not_ordinary": CommandLine.tr("{path} is a named pipe or a device, not a file: bgdesk "
                                       "opens only ordinary files."),
    }
    text = messages[error.kind].format(codes=", ".join(LANGUAGES), **error.fields)
    hint = CommandLine.tr("\"bgdesk --help\" lists the options.")
    return f"bgdesk: {text}\n{hint}\n"


def version_text() -> str:
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    from bgdesk import __version__

    return (f"bgdesk {__version__}\n"
            f"Python {platform.python_version()}, Qt {qVersion()}, PySide6 {pyside_version}\n")


def help_text() -> str:
    from bgdesk.storage.paths import config_dir, data_dir

    file_, lang, path, secs, level = (CommandLine.tr("FILE"), CommandLine.tr("LANG"), CommandLine.tr("PATH"),
                                      CommandLine.tr("SECONDS"), CommandLine.tr("LEVEL"))
    usage = CommandLine.tr("Usage:")
    pad = " " * len(usage)
    lines = [
        f"{usage} bgdesk [--language {lang}] [{file_}]",
        f"{pad} bgdesk --self-test [--screenshot {path}] [--report {path}] [--seed N] [--bot {level}] "
        f"[--timeout {secs}]",
        f"{pad} bgdesk --help | --version",
        "",
        CommandLine.tr("Backgammon against a friend or a computer player: games, money sessions, "
                       "matches and chouettes."),
        "",
    ]
    names = ", ".join(f"{code} ({NATIVE_NAMES[code]})" for code in LANGUAGES)
    rows = [
        (file_, CommandLine.tr("a match (.mat, .sgf, .xg) or positions (.xgp, a position text) to "
                               "open in the replay viewer")),
        (f"--language {lang}", CommandLine.tr("the language for this run: {names}; without it, the "
                                              "language chosen in the settings, else the computer's")
         .format(names=names)),
        ("--self-test", CommandLine.tr("check this installation: open the window, play a short game "
                                       "between two computer players, exit with 0 when all works (1 and "
                                       "the reason when not); settings and saved games are not touched")),
        ("-h, --help", CommandLine.tr("show this help and exit")),
        ("--version", CommandLine.tr("show the version and exit")),
    ]
    env = [
        ("BGDESK_HOME", CommandLine.tr("a folder for the settings, saved games and statistics (now "
                                       "{config} and {data})").format(config=config_dir(), data=data_dir())),
        ("QT_QPA_PLATFORM", CommandLine.tr("the window system: xcb, wayland or offscreen")),
        ("BGDESK_AUDIO", CommandLine.tr("off: no sound for this run (no audio device is opened)")),
    ]
    width = max(len(k) for k, _ in rows + env) + 4
    lines += [_row(k, v, width) for k, v in rows]
    lines += ["", CommandLine.tr("Environment:")]
    lines += [_row(k, v, width) for k, v in env]
    lines += ["", CommandLine.tr("Qt's own options, such as -platform offscreen, are passed on to Qt.")]
    return "\n".join(lines) + "\n"


def _row(key: str, text: str, width: int, total: int = 100) -> str:
    """``key`` then ``text`` wrapped to ``total`` columns, continued under the text."""
    import textwrap

    wrapped = textwrap.wrap(text, total - width, break_long_words=False, break_on_hyphens=False) or [""]
    first = f"  {key}".ljust(width) + wrapped[0] if len(key) + 2 < width else f"  {key}\n" + " " * width + wrapped[0]
    return "\n".join([first] + [" " * width + w for w in wrapped[1:]])


def no_display_text(language: str | None = None, environ=os.environ, available: set[str] | None = None) -> str:
    """The sentence said when there is no display, in ``language`` (else the computer's),
    translated without a QCoreApplication (it is said while Qt's application cannot start).
    Where only a Wayland display is set and this copy has no Wayland plugin (the Debian package),
    it says that an X display is needed."""
    from PySide6.QtCore import QTranslator

    from bgdesk.gui.i18n import choose_language, load_translation, qm_file

    source = QT_TRANSLATE_NOOP("CommandLine", "There is no display to open the window on: start bgdesk from "
                                              "your desktop, where DISPLAY or WAYLAND_DISPLAY is set.")
    if environ.get("WAYLAND_DISPLAY") and not environ.get("DISPLAY") and "wayland" not in (
            platform_plugins() if available is None else available):
        source = QT_TRANSLATE_NOOP("CommandLine", "This copy of bgdesk opens its window through X11, and there is "
                                                  "no X display: start bgdesk from your desktop, where DISPLAY is "
                                                  "set (a Wayland desktop sets it when it runs XWayland).")
    text = source
    translator = QTranslator()
    if load_translation(translator, qm_file(choose_language(language))):
        text = translator.translate("CommandLine", source) or source
    return f"bgdesk: {text}\n"


#: The names QT_QPA_PLATFORM gives Qt's Wayland plugin.
WAYLAND_KINDS = ("wayland", "wayland-egl")


def platform_plugins() -> set[str]:
    """The window systems this copy of bgdesk has Qt's plugins for, by the names QT_QPA_PLATFORM
    uses (xcb, wayland, offscreen ...). The Debian package carries no Wayland plugin: it opens
    its window through X11, on XWayland on a Wayland desktop, as GNU Backgammon does."""
    from PySide6.QtCore import QLibraryInfo

    folder = os.path.join(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath), "platforms")
    try:
        names = os.listdir(folder)
    except OSError:
        return set()
    found = {m.group(1) for n in names if (m := re.fullmatch(r"(?:lib)?q([a-z0-9_-]+)\.(?:so|dll|dylib)", n))}
    if "wayland" in found:
        found.add("wayland-egl")
    return found


def _requested(argv: list[str], environ) -> tuple[str, bool]:
    """The window system asked for (``-platform`` on the command line, else QT_QPA_PLATFORM) and
    whether the command line asked."""
    platform, given = environ.get("QT_QPA_PLATFORM", ""), False
    for i, arg in enumerate(argv):
        if arg.lstrip("-") == "platform" and i + 1 < len(argv):
            platform, given = argv[i + 1], True
        elif arg.lstrip("-").startswith("platform="):
            platform, given = arg.split("=", 1)[1], True
    return platform, given


def _kinds(platform: str) -> list[str]:
    return [p.split(":")[0].strip() for p in platform.split(";") if p.strip()]


def fit_platform(argv: list[str], environ=os.environ, available: set[str] | None = None) -> list[str]:
    """``argv`` for Qt (program name first). Without Qt's Wayland plugin (the Debian package), Qt
    on a Wayland desktop would look for it first and say on stderr that it is missing, and asked
    for Wayland alone by QT_QPA_PLATFORM it would not start at all: then ``-platform xcb`` (or
    the other window systems asked for) is added, for this program only (the environment, which
    programs it opens inherit, is left as it is). A ``-platform`` the command line gives is kept."""
    if not sys.platform.startswith("linux"):
        return list(argv)
    available = platform_plugins() if available is None else available
    if "wayland" in available or "xcb" not in available:
        return list(argv)
    platform, given = _requested(argv[1:], environ)
    if given:
        return list(argv)
    entries = [p for p in platform.split(";") if p.strip()]
    kept = [p for p in entries if p.split(":")[0].strip() not in WAYLAND_KINDS]
    if entries and kept == entries:
        return list(argv)  # no Wayland asked for
    return [*argv[:1], "-platform", ";".join(kept) or "xcb", *argv[1:]]


def display_missing(argv: list[str], environ=os.environ, available: set[str] | None = None) -> bool:
    """True on Linux when Qt would look for an X or Wayland display and none it can use is set
    (Qt would abort with its own advice, exit status 134): X11 needs DISPLAY, Wayland needs
    WAYLAND_DISPLAY and Qt's Wayland plugin (:func:`platform_plugins`)."""
    if not sys.platform.startswith("linux"):
        return False
    kinds = _kinds(_requested(argv, environ)[0]) or ["wayland", "xcb"]
    if any(k not in ("xcb", *WAYLAND_KINDS) for k in kinds):
        return False  # offscreen, minimal, vnc, eglfs ... need no desktop
    if environ.get("DISPLAY") and "xcb" in kinds:
        return False
    if environ.get("WAYLAND_DISPLAY") and any(k in WAYLAND_KINDS for k in kinds):
        return "wayland" not in (platform_plugins() if available is None else available)
    return True


_core_app = None  # the QCoreApplication made for a translated answer (kept alive while it prints)


def _answer(language: str | None, make_text, stream=None) -> None:
    """Print ``make_text()`` in ``language`` (else the computer's), with Qt's core only."""
    from PySide6.QtCore import QCoreApplication

    from bgdesk.gui.i18n import apply_language, choose_language

    stream = stream or sys.stdout
    if stream is None:  # a Windows build without a console has nowhere to print
        return
    global _core_app
    if QCoreApplication.instance() is None:
        _core_app = QCoreApplication([sys.argv[0] if sys.argv else "bgdesk"])
    apply_language(choose_language(language))
    stream.write(make_text())
    stream.flush()


__all__ = ["NO_DISPLAY", "Options", "USAGE_ERROR", "display_missing", "fit_platform", "help_text", "no_display_text",
           "parse", "platform_plugins", "version_text"]
