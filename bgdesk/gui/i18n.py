"""The program's language: which one, loading its translations, and switching it live.

bgdesk speaks English, Swahili (sw), Latvian (lv), Maltese (mt) and Afrikaans (af). The setting
``appearance.language`` is one of those codes or ``"system"``: the computer's language when it is
one of the five, else English.

Translations are Qt's own: every user-visible string goes through ``tr()`` /
``QCoreApplication.translate(context, text)``; ``tools/update_translations.py`` extracts them with
pyside6-lupdate into ``resources/i18n/bgdesk_<lang>.ts`` and compiles those with pyside6-lrelease
into the ``.qm`` files loaded here. English needs a ``.qm`` too, for plural forms only
(``tr("%n point(s)", "", n)`` -> "1 point", "2 points").

Switching language while the program runs (:meth:`LanguageManager.apply`) removes the old
translators and installs the new ones. Qt then sends every widget a ``QEvent.LanguageChange``;
our widgets answer it with their ``retranslate_ui()`` (see :func:`is_language_change`), and
objects that are not widgets (the board scene, controllers) listen to
:attr:`LanguageManager.language_changed`. Nothing about the game is touched: texts are rebuilt
from the same state.

Numbers and dates shown to the player go through :func:`locale` (a ``QLocale`` for the current
language), e.g. ``locale().toString(2.5, "f", 2)`` -> "2,50" in Latvian and Afrikaans.
"""

from __future__ import annotations

import weakref
from pathlib import Path

import shiboken6

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QT_TRANSLATE_NOOP,
    QTranslator,
    Qt,
    Signal,
)

from bgdesk.resources_path import exists, read_file, resource

#: The languages bgdesk speaks, English (the source language) first.
LANGUAGES: tuple[str, ...] = ("en", "sw", "lv", "mt", "af")

#: Each language by its own name, so that a person finds theirs whatever language is showing.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "sw": "Kiswahili",
    "lv": "Latviešu",
    "mt": "Malti",
    "af": "Afrikaans",
}

#: The QLocale each language formats numbers and dates with.
LOCALE_NAMES: dict[str, str] = {
    "en": "en_GB",
    "sw": "sw_TZ",
    "lv": "lv_LV",
    "mt": "mt_MT",
    "af": "af_ZA",
}

DEFAULT_LANGUAGE = "en"


def system_language(system: QLocale | None = None) -> str:
    """The computer's language if bgdesk speaks it, else English.

    Looks through the locale's preferred UI languages in order (``"lv-LV"``, ``"sw"``...)."""
    loc = system if system is not None else QLocale.system()
    tags = list(loc.uiLanguages()) + [loc.name()]
    for tag in tags:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def choose_language(setting: str | None, system: QLocale | None = None) -> str:
    """The language to use for the ``appearance.language`` setting."""
    if setting in LANGUAGES:
        return setting
    return system_language(system)


def language_setting(settings) -> str:
    """``appearance.language`` from any settings object the GUI holds ("system" when absent)."""
    from bgdesk.gui.prefs import pref

    value = pref(settings, "language", "system")
    return value if isinstance(value, str) else "system"


def qm_file(lang: str) -> Path:
    """Our compiled translation for ``lang`` (may not exist)."""
    return Path(str(resource("i18n", f"bgdesk_{lang}.qm")))


def qt_qm_file(lang: str) -> Path | None:
    """Qt's own translation of its standard dialogs and buttons (qtbase_<lang>.qm), when Qt
    ships one for ``lang`` (it does for Latvian; not for Swahili, Maltese or Afrikaans)."""
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    path = folder / f"qtbase_{lang}.qm"
    return path if exists(path) else None


def load_translation(translator: QTranslator, path: Path) -> bool:
    """Load the compiled translation ``path`` (or its compressed form, as the packages carry it:
    :func:`bgdesk.resources_path.read_file`) into ``translator``. Qt reads the bytes in place, so
    they are kept on the translator for as long as it lives."""
    try:
        data = read_file(path)
    except OSError:
        return False
    if not translator.load(data):
        return False
    translator.qm_bytes = data  # the wrapper lives while the translator is in use
    return True


def locale(lang: str | None = None) -> QLocale:
    """The QLocale for ``lang`` (default: the language in use) for numbers and dates."""
    code = lang or current_language()
    return QLocale(LOCALE_NAMES.get(code, "en_GB"))


def signed_number(value: float, decimals: int = 0) -> str:
    """``value`` with its sign ("+0.50", "-1.25", "0.00") in the number format of the language."""
    loc = locale()
    text = loc.toString(float(abs(value)), "f", decimals)
    if round(value, decimals) == 0:
        return text
    return (loc.positiveSign() if value > 0 else loc.negativeSign()) + text


def per_game_text(net: float, games: int) -> str:
    """Net points per game as the tables show them (:func:`signed_number`, two decimals), or a
    dash before any game: the Statistics window and Past chouettes say the same."""
    return signed_number(net / games, 2) if games else "\u2013"


def is_language_change(event: QEvent) -> bool:
    """True for the event Qt sends every widget after the language changed.

    The convention for our widgets::

        def changeEvent(self, event):
            if is_language_change(event):
                self.retranslate_ui()
            super().changeEvent(event)
    """
    return event.type() == QEvent.Type.LanguageChange


class Context:
    """Translation for code outside a QObject, under a fixed context::

        Session = Context("Session")
        Session.tr("Resume the unfinished match?")
        Session.tr("%n game(s)", "", n)

    pyside6-lupdate files ``Name.tr("...")`` under the context ``Name``, so the variable must be
    named exactly like the context it holds."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"Context({self.name!r})"


def translate_n(context: str, text: str, n: int, disambiguation: str | None = None) -> str:
    """``QCoreApplication.translate`` with a count, for Qt's plural forms ("%n" in ``text``).

    Mark the text for lupdate with ``QCoreApplication.translate`` at the call site when it is a
    literal; this is for texts kept in tables (marked with ``QT_TRANSLATE_NOOP``)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


# The standard buttons of dialog button boxes and message boxes, in our words: Qt ships its own
# translation (qtbase_*.qm) for Latvian only, not for Swahili, Maltese or Afrikaans.
STANDARD_BUTTONS = {
    "Ok": QT_TRANSLATE_NOOP("StandardButtons", "OK"),
    "Cancel": QT_TRANSLATE_NOOP("StandardButtons", "Cancel"),
    "Close": QT_TRANSLATE_NOOP("StandardButtons", "Close"),
    "Yes": QT_TRANSLATE_NOOP("StandardButtons", "&Yes"),
    "No": QT_TRANSLATE_NOOP("StandardButtons", "&No"),
    "Apply": QT_TRANSLATE_NOOP("StandardButtons", "Apply"),
    "Save": QT_TRANSLATE_NOOP("StandardButtons", "Save"),
    "Discard": QT_TRANSLATE_NOOP("StandardButtons", "Discard"),
    "Open": QT_TRANSLATE_NOOP("StandardButtons", "Open"),
    "Help": QT_TRANSLATE_NOOP("StandardButtons", "Help"),
    "Reset": QT_TRANSLATE_NOOP("StandardButtons", "Reset"),
    "RestoreDefaults": QT_TRANSLATE_NOOP("StandardButtons", "Restore Defaults"),
    "Retry": QT_TRANSLATE_NOOP("StandardButtons", "Retry"),
    "Ignore": QT_TRANSLATE_NOOP("StandardButtons", "Ignore"),
    "Abort": QT_TRANSLATE_NOOP("StandardButtons", "Abort"),
}


def translate_buttons(box) -> None:
    """Put our translated words on the standard buttons of a QDialogButtonBox or QMessageBox,
    now and after every language change (Qt puts its own words back on a language change, in
    English where Qt has no translation, e.g. Maltese and Afrikaans: ours go on after them)."""
    for button in box.buttons():
        kind = box.standardButton(button)
        text = STANDARD_BUTTONS.get(getattr(kind, "name", ""))
        if text:
            button.setText(QCoreApplication.translate("StandardButtons", text))
    if box.findChild(_ButtonWords) is None:
        box.installEventFilter(_ButtonWords(box))


class _ButtonWords(QObject):
    """Puts our words back on a box's standard buttons once Qt has re-set them after a
    language change."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.LanguageChange:
            return False
        obj.event(event)  # Qt's own handling first (it re-sets the standard buttons' words)...
        translate_buttons(obj)  # ... then ours
        return True


def plain_text(*widgets):
    """Show the text of these labels (or message boxes, progress windows) as plain text, as it
    is: a player's name from a file such as ``<b>Al</b>`` is never read as rich text. Returns
    the first widget."""
    from PySide6.QtWidgets import QLabel, QProgressDialog

    for w in widgets:
        if isinstance(w, QProgressDialog):
            for label in w.findChildren(QLabel):
                label.setTextFormat(Qt.TextFormat.PlainText)
        else:
            w.setTextFormat(Qt.TextFormat.PlainText)
    return widgets[0] if widgets else None


def resize_within_screen(widget, width: int, height: int, share: float = 0.92) -> None:
    """Resize a window to ``width`` x ``height``, or less on a small screen (at most ``share`` of
    the available area), so that a 1024x640 screen still shows it whole."""
    from PySide6.QtGui import QGuiApplication

    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        area = screen.availableGeometry()
        width = min(width, int(area.width() * share))
        height = min(height, int(area.height() * share))
    widget.resize(width, height)


def count_affixes(text: str, n: int) -> tuple[str, str]:
    """Split a counted text such as "5 points" (or Swahili "alama 5") around its number, giving the
    prefix and suffix of a spin box that shows ``n``."""
    digits = str(n)
    i = text.find(digits)
    if i < 0:
        return "", " " + text
    return text[:i], text[i + len(digits):]


# -- texts that follow the language by themselves ----------------------------------------------
#
# ``bind(action, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "&Roll"))`` sets the translated
# text now and remembers the source on the object itself (a Qt dynamic property), so that after
# every language change the text is set again in the new language: menus, actions, tool bar
# titles and labels need no retranslate code of their own. The literal stays visible to
# pyside6-lupdate through QT_TRANSLATE_NOOP.

_BOUND = "_bgdesk_i18n"

_SETTERS = {
    "text": "setText",
    "title": "setTitle",
    "window_title": "setWindowTitle",
    "tip": "setToolTip",
    "status": "setStatusTip",
    "placeholder": "setPlaceholderText",
    "accessible_name": "setAccessibleName",  # what a screen reader calls a control
}


def make_action(parent: QObject, context: str, text: str, slot, shortcuts=None, tip: str = ""):
    """A QAction of ``parent`` whose ``text`` and ``tip`` (source texts in ``context``, marked
    with QT_TRANSLATE_NOOP) follow the language in use; the tip is also the status bar's text
    and names the first key. ``shortcuts``: a key sequence or a list of them, active in the
    whole window. ``slot`` is called with no argument (triggered's checked flag is not passed
    on to a slot's optional parameters)."""
    from PySide6.QtGui import QAction, QKeySequence

    a = QAction(parent)
    bind(a, context, text)
    given = list(shortcuts) if isinstance(shortcuts, (list, tuple)) else [shortcuts] if shortcuts else []
    # A standard key the platform does not bind (Quit on some) gives an empty sequence: none.
    keys = [k for k in (QKeySequence(g) for g in given) if not k.isEmpty()]
    if keys:
        a.setShortcuts(keys)
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    if tip:
        bind(a, context, tip, "status")
        bind(a, context, tip, "tip", suffix=f" ({keys[0].toString()})" if keys else "")
    a.triggered.connect(lambda _=False: slot())
    return a


def bind(obj: QObject, context: str, text: str, what: str = "text", *, n: int = -1,
         disambiguation: str | None = None, fmt: dict | None = None, suffix: str = "") -> str:
    """Show ``text`` (translated in ``context``) as the ``what`` of ``obj`` ("text", "title",
    "window_title", "tip", "status", "placeholder" or "accessible_name") now and after every
    language change.
    ``fmt`` fills ``{name}`` fields after translation; ``suffix`` is appended untranslated (a
    shortcut shown in a tool tip). Returns the text as shown."""
    import json

    entries = [e for e in json.loads(obj.property(_BOUND) or "[]") if e[0] != what]
    entries.append([what, context, text, n, disambiguation, fmt or {}, suffix])
    obj.setProperty(_BOUND, json.dumps(entries))
    return _apply_entry(obj, entries[-1])


def bound_source(obj: QObject, what: str = "text") -> str | None:
    """The source text bound to the ``what`` of ``obj`` (as marked with QT_TRANSLATE_NOOP), or
    None: lets code find an object by its words whatever the language in use."""
    import json

    for entry in json.loads(obj.property(_BOUND) or "[]"):
        if entry[0] == what:
            return entry[2]
    return None


def unbind(obj: QObject, what: str = "text") -> None:
    """Stop re-translating the ``what`` of ``obj`` (it is about to show something else)."""
    import json

    entries = [e for e in json.loads(obj.property(_BOUND) or "[]") if e[0] != what]
    obj.setProperty(_BOUND, json.dumps(entries))


def _apply_entry(obj: QObject, entry) -> str:
    what, context, text, n, disambiguation, fmt, suffix = entry
    shown = QCoreApplication.translate(context, text, disambiguation, n)
    if fmt:
        shown = shown.format(**fmt)
    shown += suffix
    if what == "accessible_name":
        reader_name(obj, shown)
    else:
        getattr(obj, _SETTERS[what])(shown)
    return shown


def reader_name(widget, text: str) -> None:
    """Name ``widget`` for a screen reader. Qt on Linux gives a combo box's name as the item
    chosen (what the box is for comes from a label whose buddy it is), so a combo box says its
    name in its description too: "Person" alone does not tell which seat it is."""
    widget.setAccessibleName(text)
    if widget.inherits("QComboBox"):
        widget.setAccessibleDescription(text)


def retranslate_bound(root: QObject | None = None) -> int:
    """Set every bound text again, under ``root`` (default: every window); how many."""
    import json

    from PySide6.QtWidgets import QApplication

    roots = [root] if root is not None else list(QApplication.topLevelWidgets())
    done = 0
    seen: set[int] = set()
    for r in roots:
        for obj in [r] + r.findChildren(QObject):
            key = id(obj)
            if key in seen:
                continue
            seen.add(key)
            raw = obj.property(_BOUND)
            if not raw:
                continue
            for entry in json.loads(raw):
                _apply_entry(obj, entry)
                done += 1
    return done


class LanguageManager(QObject):
    """Installs the translators for one language at a time and announces changes."""

    #: The new language code, after its translators are installed.
    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language: str = DEFAULT_LANGUAGE
        self._translators: list[QTranslator] = []
        self.loaded: list[str] = []  # the .qm files in use (for tests and the About box)

    def apply(self, lang: str) -> str:
        """Switch to ``lang`` (a code from LANGUAGES; anything else means English).

        Returns the language now in use. Safe to call with the language already in use."""
        if lang not in LANGUAGES:
            lang = DEFAULT_LANGUAGE
        app = QCoreApplication.instance()
        changed = lang != self.language or not self._translators
        for t in self._translators:
            if app is not None:
                app.removeTranslator(t)
        self._translators = []
        self.loaded = []
        files = [qm_file(lang)]
        qt_file = qt_qm_file(lang)
        if qt_file is not None and lang != DEFAULT_LANGUAGE:
            files.append(qt_file)
        for path in files:
            t = QTranslator(self)
            if load_translation(t, path):
                self._translators.append(t)
                self.loaded.append(path.name)
        QLocale.setDefault(locale(lang))
        self.language = lang
        for t in self._translators:
            if app is not None:
                app.installTranslator(t)  # Qt sends LanguageChange to every widget
        if changed:
            if app is not None and hasattr(app, "topLevelWidgets"):
                retranslate_bound()
            self.language_changed.emit(lang)
        return lang


_manager: LanguageManager | None = None


def manager() -> LanguageManager:
    """The one LanguageManager of the program (created on first use)."""
    global _manager
    if _manager is None:
        _manager = LanguageManager(QCoreApplication.instance())
        _manager.destroyed.connect(_forget)
    return _manager


def _forget(*_args) -> None:
    global _manager
    _manager = None


def current_language() -> str:
    """The language in use (English before any was applied)."""
    return _manager.language if _manager is not None else DEFAULT_LANGUAGE


def apply_language(lang: str) -> str:
    """Switch the whole program to ``lang`` now; returns the language in use."""
    return manager().apply(lang)


def apply_settings_language(settings, system: QLocale | None = None) -> str:
    """Use the language the settings ask for ("system": the computer's, if we speak it)."""
    return apply_language(choose_language(language_setting(settings), system))


def ensure_language(settings) -> str:
    """Apply the settings' language unless one is in use already (a window made without
    ``app.run``, as the self-test does, still gets its plural forms and its language)."""
    if _manager is None or not _manager.loaded:
        return apply_settings_language(settings)
    return _manager.language


def on_language_changed(method) -> None:
    """Call the bound ``method(lang)`` after every language change, for as long as its object
    lives. The object is held weakly (a board scene that is thrown away is not kept alive), and a
    Qt object already deleted on the C++ side is simply forgotten."""
    ref = weakref.WeakMethod(method)
    signal = manager().language_changed

    def relay(lang: str) -> None:
        m = ref()
        owner = getattr(m, "__self__", None)
        if m is not None and (not isinstance(owner, QObject) or shiboken6.isValid(owner)):
            m(lang)
            return
        try:  # the object is gone (Python side or C++ side)
            signal.disconnect(relay)
        except (RuntimeError, TypeError):
            pass

    signal.connect(relay)


__all__ = [
    "Context",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "LOCALE_NAMES",
    "LanguageManager",
    "NATIVE_NAMES",
    "apply_language",
    "reader_name",
    "apply_settings_language",
    "bind",
    "choose_language",
    "count_affixes",
    "current_language",
    "ensure_language",
    "is_language_change",
    "per_game_text",
    "language_setting",
    "locale",
    "manager",
    "on_language_changed",
    "qm_file",
    "qt_qm_file",
    "resize_within_screen",
    "signed_number",
    "retranslate_bound",
    "system_language",
    "translate_buttons",
    "bound_source",
    "unbind",
    "translate_n",
]
