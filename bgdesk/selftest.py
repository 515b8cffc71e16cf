"""``bgdesk --self-test [--screenshot PATH]``: prove that this installation can run the game.

Run from source (``python -m bgdesk --self-test``, ``python -m bgdesk.selftest``) or from the
frozen binary (``bgdesk --self-test``). It starts Qt (offscreen when no display is set), opens the
real main window, waits until the board has been painted, plays one short game between two bots
through the window's controller, optionally saves a screenshot, and exits:

* 0 – every check passed;
* 1 – a check failed (the reason is printed: ``self-test FAILED: ...``);
* 2 – an unexpected exception (traceback printed);
* a watchdog ends a hung self-test after ``--timeout`` seconds (exit 1, with every thread's stack).

Checks, in order: the resources folder is found beside the bgdesk package; the application
icon loads (its PNG sizes); our translations (.qm) load; collation (Qt's ICU) sorts
names naturally in every language bgdesk speaks, and SHA-256 (fair dice) works; bgsage, when
importable, finds its model files and evaluates a position; the sounds load and the audio library,
when installed, imports (whether there is an audio device is only reported); the window paints a
board that is not blank;
a 1-point match is played to the end between two computer players of ``--bot``'s level
(default intermediate): ``MatchConfig(players=(level, level), no_delay=True)``, the bots deciding
on the controller's worker thread while the self-test waits for ``match_over``; with ``--bot
random`` the self-test drives the controller by hand instead (roll, dragged or typed move, pick
up the dice) with a seeded ``random.Random`` over ``legal_plays``.

Nothing is read from or written to the user's settings: ``BGDESK_HOME`` is pointed at a
temporary folder for the run, removed at its end, unless it is already set.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

#: Exit codes.
OK, FAILED, CRASHED = 0, 1, 2

#: A 1-point match between two bots ends well within this many turns.
MAX_TURNS = 600


class SelfTestError(Exception):
    """A check failed; the message says which and why."""


class Report:
    """Collects the report lines; prints them as they come (stdout may be None on Windows
    builds without a console) and writes them to ``--report PATH`` at the end."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.warnings: list[str] = []
        self.started = time.perf_counter()
        self.temporary_home: str | None = None  # BGDESK_HOME made for the run, removed at its end

    def say(self, text: str) -> None:
        self.lines.append(text)
        if sys.stdout is not None:
            print(text, flush=True)

    def check(self, name: str, detail: str = "ok") -> None:
        self.say(f"self-test: {name}: {detail}")

    def warn(self, text: str) -> None:
        self.warnings.append(text)
        self.say(f"self-test: warning: {text}")

    def elapsed(self) -> float:
        return time.perf_counter() - self.started


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="bgdesk --self-test", description=__doc__.split("\n\n")[0])
    p.add_argument("--self-test", action="store_true", help="run the self-test (implied)")
    p.add_argument("--screenshot", metavar="PATH", help="save a picture of the window (PNG) there")
    p.add_argument("--report", metavar="PATH", help="also write the report to this text file")
    p.add_argument("--seed", type=int, default=7, help="dice and bot seed (default 7)")
    p.add_argument("--bot", default="intermediate",
                   help="bot level playing both sides, or 'random' for seeded random legal plays")
    p.add_argument("--timeout", type=float, default=120.0, help="watchdog, seconds (default 120)")
    args, _unknown = p.parse_known_args(argv)  # Qt's own options (-platform ...) pass through
    return args


def choose_platform() -> str | None:
    """Run offscreen unless a display this copy can use is set (or QT_QPA_PLATFORM chooses
    already); X11 where the copy has no Wayland plugin (the Debian package) and the desktop is
    Wayland (cli.fit_platform)."""
    from bgdesk.gui.window.cli import display_missing, fit_platform

    if os.environ.get("QT_QPA_PLATFORM"):
        return os.environ["QT_QPA_PLATFORM"]
    if not sys.platform.startswith("linux"):
        return None
    fitted = fit_platform(["bgdesk"])
    if len(fitted) > 1:
        os.environ["QT_QPA_PLATFORM"] = fitted[2]
    if display_missing([]):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    return os.environ.get("QT_QPA_PLATFORM")


# -- checks that need no window ----------------------------------------------------------------

def check_resources(report: Report):
    from bgdesk.resources_path import resource, resource_root

    root = resource_root()
    if not root.is_dir():
        raise SelfTestError(f"resources folder not found (looked at {root})")
    report.check("resources", f"found at {root}")
    return resource


def check_icon(report: Report, resource) -> object:
    from PySide6.QtGui import QPixmap

    folder = resource("icons")
    if not folder.is_dir():
        raise SelfTestError(f"icon folder missing: {folder}")
    from bgdesk.gui.window.app import app_icon

    pngs = sorted(p.name for p in folder.iterdir() if p.name.endswith(".png"))
    for name in pngs:
        if QPixmap(str(folder / name)).isNull():
            raise SelfTestError(f"icon {name} does not load")
    icon = app_icon()
    sizes = sorted(s.width() for s in icon.availableSizes())
    pixmap = icon.pixmap(64, 64)
    if len(sizes) < 8 or pixmap.isNull() or _distinct_colours(pixmap.toImage(), 16) < 4:
        raise SelfTestError(f"the window's icon has {len(sizes)} of 8 sizes or does not draw")
    report.check("icon", f"{len(pngs)} PNG sizes load, the window's icon has {sizes[0]}-{sizes[-1]} px")
    return icon


def _files(node, suffix: str) -> list:
    """Every file under the folder ``node`` whose name ends with ``suffix``."""
    found = []
    for child in node.iterdir():
        if child.is_dir():
            found += _files(child, suffix)
        elif child.name.endswith(suffix):
            found.append(child)
    return sorted(found, key=str)


def check_translations(report: Report, resource) -> None:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from bgdesk.gui.i18n import load_translation

    # as they are, or compressed as the packages carry them (bgdesk.resources_path.read_file)
    ours = [p.with_name(p.name.removesuffix(".gz")) for p in _files(resource(), ".qm") + _files(resource(), ".qm.gz")]
    for qm in ours:
        t = QTranslator()
        if not load_translation(t, qm):
            raise SelfTestError(f"translation {qm} does not load")
        if t.translate("CommandLine", "Environment:") in ("", "Environment:") and not qm.name.endswith("_en.qm"):
            raise SelfTestError(f"translation {qm} loads but translates nothing")
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    qt_files = sorted({p.with_name(p.name.removesuffix(".gz")) for p in qt_dir.glob("qtbase_*.qm*")}) \
        if qt_dir.is_dir() else []
    if qt_files and not load_translation(QTranslator(), qt_files[0]):
        raise SelfTestError(f"Qt translation {qt_files[0].name} does not load")
    names = ", ".join(q.name for q in ours) or "none yet"
    report.check("translations", f"ours load ({names}); {len(qt_files)} Qt (qtbase_*) found")


def check_collation(report: Report) -> None:
    """Qt sorts names (file dialogs, lists) with ICU's collation data, which the binary carries
    only for bgdesk's languages: numbers in natural order in each, Latvian and Maltese letters
    in their alphabets' order. Also SHA-256, which fair dice commit with."""
    import hashlib

    from PySide6.QtCore import QCollator, QLocale

    from bgdesk.gui.i18n import LOCALE_NAMES

    for name in LOCALE_NAMES.values():
        collator = QCollator(QLocale(name))
        collator.setNumericMode(True)
        if collator.compare("match 9", "match 10") >= 0:
            raise SelfTestError(f"collation for {name} is missing (\"match 10\" sorts before \"match 9\")")
    if QCollator(QLocale("lv_LV")).compare("ča", "cz") <= 0:
        raise SelfTestError("Latvian collation is missing (č must sort after every c)")
    if QCollator(QLocale("mt_MT")).compare("ża", "za") >= 0:
        raise SelfTestError("Maltese collation is missing (ż must sort before z)")
    if hashlib.sha256(b"abc").hexdigest()[:8] != "ba7816bf":
        raise SelfTestError("SHA-256 gives a wrong digest")
    report.check("collation", f"natural order in {', '.join(LOCALE_NAMES.values())}; SHA-256 ok")


def check_bgsage(report: Report) -> None:
    """bgsage is optional: absent is fine, present but broken is a failure."""
    try:
        import bgsage
    except ImportError as e:
        report.check("bgsage", f"not installed ({e}); strong levels unavailable")
        return
    t = time.perf_counter()
    try:
        from bgdesk.bots.sage import bearoff_database, networks

        analyzer = bgsage.BgBotAnalyzer(weights=networks(), bearoff_db=bearoff_database())
        if analyzer._bearoff_db is None:
            raise SelfTestError("bgsage's bear-off database is missing or unreadable")
        result = analyzer.checker_play(bgsage.STARTING_BOARD, 3, 1)
        best = result.moves[0]
    except Exception as e:  # noqa: BLE001 - any failure here is the finding
        raise SelfTestError(f"bgsage is installed but cannot evaluate ({type(e).__name__}: {e})") from e
    ms = (time.perf_counter() - t) * 1000
    made = list(best.board)
    if (made[8], made[6], made[5]) != (2, 4, 2) or not 0.05 < best.equity < 0.4:
        raise SelfTestError(f"bgsage's networks misjudge the opening 31 (best play leaves {made[1:25]}, "
                            f"equity {best.equity:+.3f}; 8/5 6/5 is right, about +0.2)")
    source = "bgsage's own files" if networks() is None else "unpacked into memory from the packed copies"
    report.check("bgsage", f"ok, bear-off database loaded, networks {source}, opening 31 evaluated "
                           f"(8/5 6/5, equity {best.equity:+.3f}) in {ms:.0f} ms")
    check_bgsage_helper(report, best.equity)


def check_bgsage_helper(report: Report, equity: float) -> None:
    """The helper process the program evaluates in (``bgdesk --sage-worker`` when frozen) starts
    and gives the same answer as bgsage in this process."""
    from bgdesk.bots import sage_process
    from bgsage import STARTING_BOARD

    from bgdesk.bots import sage
    from bgdesk.bots.rollout import RolloutSettings, settings_to_dict
    from bgdesk.engine import Position

    t = time.perf_counter()
    pool = sage_process.Pool(1)
    told = []
    try:
        remote = sage_process.RemoteAnalyzer("1ply", 0, True, lambda: None)
        moves = pool.call("checker_play", [*remote.key, list(STARTING_BOARD), [3, 1], {}])
        ms = (time.perf_counter() - t) * 1000
        # a rollout as the program makes one (its own thread there, progress lines, the answer):
        # the player on roll bears off its last two checkers (on the ace point) with any roll,
        # the opponent has two left: every trial is a single game won, a double is a pass
        board = [int(x) for x in Position.from_points({1: 2}, {6: 2}).board]
        t = time.perf_counter()
        settings = settings_to_dict(RolloutSettings(trials=36, batch=36))
        cube = pool.stream("rollout_cube", [board, sage._match_args(None), settings],
                           told.append, None)
        rollout_ms = (time.perf_counter() - t) * 1000
    except (sage_process.HelperGone, sage_process.HelperError, sage_process.HelperStopped) as e:
        raise SelfTestError(f"bgsage's helper process failed ({e!r})") from e
    finally:
        pool.close()
    if abs(float(moves[0][1]) - equity) > 1e-9:
        raise SelfTestError(f"bgsage's helper process gives equity {moves[0][1]:+.6f} for the "
                            f"opening 31, this process {equity:+.6f}")
    if (cube.get("trials"), cube.get("nd"), cube.get("dp")) != (36, 1.0, 1.0) or not told:
        raise SelfTestError(f"bgsage's helper process rolled out a won bear-off as {cube} "
                            f"({len(told)} progress reports)")
    report.check("bgsage helper", f"{' '.join(sage_process.command()[1:])}: same opening 31 "
                                  f"answer, started and answered in {ms:.0f} ms; a rollout "
                                  f"(36 trials) in {rollout_ms:.0f} ms")


# -- the window --------------------------------------------------------------------------------

def check_sound(report: Report) -> None:
    """The sounds load, and the audio library, when installed, imports (a bundle missing a piece
    of it fails); whether this machine has an audio device is only reported."""
    from bgdesk.sound import READY, MiniaudioOutput, SoundBank, SoundPlayer

    bank = SoundBank.load()
    if bank.problems:
        raise SelfTestError("sounds missing or unreadable: " + "; ".join(bank.problems))
    try:
        import miniaudio
    except ModuleNotFoundError as e:
        if e.name != "miniaudio":
            raise SelfTestError(f"the audio library is installed but cannot load ({e})") from e
        report.check("sound", f"{len(bank.names())} sounds; audio library not installed, sound off")
        return
    except ImportError as e:
        raise SelfTestError(f"the audio library is installed but cannot load ({e})") from e
    player = SoundPlayer(MiniaudioOutput(), bank).start()
    player.wait_ready(3.0)
    device = "device ready" if player.state == READY else f"no device ({player.reason}), sound off"
    player.close()
    report.check("sound", f"{len(bank.names())} sounds, miniaudio {miniaudio.__version__}, {device}")


def _distinct_colours(image, size: int = 48) -> int:
    """Number of distinct colours in ``image`` scaled down to ``size`` x ``size``."""
    from PySide6.QtCore import Qt

    small = image.scaled(size, size, Qt.AspectRatioMode.IgnoreAspectRatio,
                         Qt.TransformationMode.FastTransformation)
    return len({small.pixel(x, y) for x in range(small.width()) for y in range(small.height())})


def wait_until(app, predicate, seconds: float) -> bool:
    deadline = time.perf_counter() + seconds
    while not predicate():
        if time.perf_counter() > deadline:
            return False
        app.processEvents()
        time.sleep(0.005)
    return True


def open_window(report: Report, app, icon):
    from PySide6.QtCore import QEvent, QObject

    from bgdesk.gui.window.mainwindow import MainWindow
    from bgdesk.gui.prefs import GuiSettings

    class FirstPaint(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.at: float | None = None

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and self.at is None:
                self.at = time.time()
            return False

    # Defaults, except no animation: the game is played as fast as the board can repaint.
    settings = GuiSettings(animation_speed="off")
    window = MainWindow(settings)
    if icon is not None:
        window.setWindowIcon(icon)
    painted = FirstPaint()
    window.view.viewport().installEventFilter(painted)
    window._selftest_paint_filter = painted  # keep it alive
    window.show()
    if not wait_until(app, lambda: painted.at is not None, 20):
        raise SelfTestError(f"the board was never painted (platform {app.platformName()})")
    report.check("window", f"board painted {report.elapsed():.2f} s after the self-test started, "
                           f"platform {app.platformName()}")
    image = window.view.viewport().grab().toImage()
    colours = _distinct_colours(image)
    if image.isNull() or colours < 8:
        raise SelfTestError(f"the board looks blank ({colours} colours in the view)")
    if app.platformName() not in ("offscreen", "minimal"):
        # What the window system really shows (not only what the widget renders into a pixmap).
        screen = window.screen() or app.primaryScreen()
        wait_until(app, lambda: False, 0.2)
        shown = screen.grabWindow(window.winId()).toImage()
        if shown.isNull() or _distinct_colours(shown) < 8:
            raise SelfTestError("the window system shows a blank window")
        report.check("display", f"{screen.name() or 'screen'} shows the window "
                                f"({shown.width()}x{shown.height()})")
    return window


def make_chooser(report: Report, level: str, seed: int):
    """``choose(position, dice) -> Play``: a bot of ``level``, or a seeded random player when
    ``level`` is "random" or there is no ``bgdesk.bots.make_bot`` yet."""
    rng = random.Random(seed)
    try:
        from bgdesk.bots import make_bot
    except ImportError:
        make_bot = None
    if level == "random" or make_bot is None:
        why = "as asked" if level == "random" else "bgdesk.bots.make_bot not available"
        report.check("bot", f"random legal plays, seeded ({why})")
        return lambda pos, dice: rng.choice(pos.legal_plays(*dice))
    try:
        try:
            bot = make_bot(level, rng=rng)
        except TypeError:  # a make_bot without the rng argument
            bot = make_bot(level)
    except Exception as e:  # noqa: BLE001 - a bot that cannot start is the finding
        raise SelfTestError(f"make_bot({level!r}) failed ({type(e).__name__}: {e})") from e
    report.check("bot", f"{type(bot).__name__} ({level}) plays both sides")
    return bot.choose_play


def enter_play(report: Report, ctl, play) -> None:
    """Give ``play`` to the controller as a person would: one drag per checker step (the
    controller picks the dice); when that ends elsewhere, take the steps back and type the play
    in standard notation instead. Then pick up the dice."""
    turn = ctl.turn
    start, dice = turn.start, turn.dice
    dragged = all(ctl.move(src, dst) for src, dst in play.steps)
    if not (dragged and ctl.turn is not None and ctl.turn.position == play.result):
        why = ctl.last_message
        while ctl.turn is not None and ctl.turn.can_undo:
            ctl.undo()
        if ctl.turn is None:
            raise SelfTestError(f"dragging {play} for {dice} in {start.position_id()} ended the turn "
                                f"with another play: {why}")
        report.warn(f"dragging {play} for {dice} in {start.position_id()} did not give that play "
                    f"({why}); typed it instead")
        if not ctl.enter_move(str(play)):
            raise SelfTestError(f"the controller rejected '{play}' for {dice} in "
                                f"{start.position_id()}, dragged or typed: {ctl.last_message}")
    if ctl.turn is not None and not ctl.commit():
        raise SelfTestError(f"the controller did not finish '{play}': {ctl.last_message}")


def play_bot_match(report: Report, app, window, level: str, seed: int, seconds: float) -> None:
    """Two computer players of ``level`` play a 1-point match through the window's controller
    (``MatchConfig(players=...)``); the self-test only waits for ``match_over``."""
    from bgdesk.engine import EventKind
    from bgdesk.gui.match.controller import MatchConfig

    ctl = window.controller
    make_chooser(report, level, seed)  # the level must be playable (else: fail with the reason)
    over: list[str] = []
    ctl.match_over.connect(over.append)
    started = time.perf_counter()
    ctl.new_match(MatchConfig(names=("Bot White", "Bot Black"), length=1, seed=seed,
                              players=(level, level), no_delay=True))
    if ctl.seat_levels != (level, level):
        raise SelfTestError(f"the controller seated {ctl.seat_levels}, not two {level} bots")
    if not wait_until(app, lambda: bool(over), seconds):
        g = ctl.game
        raise SelfTestError(f"the bot-vs-bot match did not end in {seconds:.0f} s (phase "
                            f"{g.phase.value if g else None}: {ctl.last_message})")
    g = ctl.game
    plays = sum(1 for e in g.events if e.kind is EventKind.PLAY)
    if plays > MAX_TURNS:
        raise SelfTestError(f"the game took {plays} plays")
    if g.winner not in (0, 1) or not ctl.match.is_over:
        raise SelfTestError(f"the match ended without a winner ({g.result})")
    score = ctl.match.score
    if max(score) < 1:
        raise SelfTestError(f"the score was not updated: {score}")
    wait_until(app, lambda: False, 0.05)
    if getattr(getattr(window.scene, "state", None), "game_over", None) is False:
        raise SelfTestError("the board does not show the game as over")
    seconds_taken = time.perf_counter() - started
    report.check("game", f"{plays} plays in {seconds_taken:.2f} s, bot against bot off the GUI "
                         f"thread; {ctl.result_text()} Score {score[0]}-{score[1]}")


def play_game(report: Report, app, window, level: str, seed: int, seconds: float = 60.0) -> None:
    from bgdesk.engine.game import Phase
    from bgdesk.gui.match.controller import MatchConfig

    if level != "random":
        play_bot_match(report, app, window, level, seed, seconds)
        return
    ctl = window.controller
    choose = make_chooser(report, level, seed)
    ctl.new_match(MatchConfig(names=("Bot White", "Bot Black"), length=1, seed=seed))
    started = time.perf_counter()
    turns = 0
    think = 0.0
    while not ctl.game.is_over:
        g = ctl.game
        if turns >= MAX_TURNS:
            raise SelfTestError(f"the game did not end in {MAX_TURNS} turns")
        if ctl.turn is None:
            if g.phase not in (Phase.OPENING, Phase.BEFORE_ROLL):
                raise SelfTestError(f"unexpected phase {g.phase.value} before the roll")
            if not ctl.roll():
                raise SelfTestError(f"the controller refused to roll: {ctl.last_message}")
        else:
            turn = ctl.turn
            t = time.perf_counter()
            play = choose(turn.start, turn.dice)
            think += time.perf_counter() - t
            if play not in turn.start.legal_plays(*turn.dice):
                raise SelfTestError(f"the bot chose an illegal play {play} for {turn.dice}")
            enter_play(report, ctl, play)
            turns += 1
        app.processEvents()  # let the board repaint after every action
    g = ctl.game
    if g.winner not in (0, 1) or not ctl.match.is_over:
        raise SelfTestError(f"the game ended without a winner ({g.result})")
    score = ctl.match.score
    if max(score) < 1:
        raise SelfTestError(f"the score was not updated: {score}")
    if getattr(getattr(window.scene, "state", None), "game_over", None) is False:
        raise SelfTestError("the board does not show the game as over")
    wait_until(app, lambda: False, 0.05)
    seconds = time.perf_counter() - started
    report.check("game", f"{turns} plays in {seconds:.2f} s (choosing {think:.2f} s); "
                         f"{ctl.result_text()} Score {score[0]}-{score[1]}")


def save_screenshot(report: Report, window, path: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    image = window.grab().toImage()
    if not image.save(str(target)):
        raise SelfTestError(f"could not write the screenshot to {target}")
    report.check("screenshot", f"{target} ({image.width()}x{image.height()})")


# -- entry ---------------------------------------------------------------------------------------

def route_qt_messages(report: Report) -> None:
    """Qt's own messages (the offscreen platform's "This plugin does not support
    propagateSizeHints()" at every window shown) as report lines, each once, not as bare lines
    on stderr."""
    from PySide6.QtCore import qInstallMessageHandler

    seen: set[str] = set()

    def handler(_kind, _context, message: str) -> None:
        if message not in seen:
            seen.add(message)
            report.say(f"self-test: qt says: {message}")

    report.qt_handler = handler  # kept alive while Qt may call it
    qInstallMessageHandler(handler)


def run(args: argparse.Namespace, report: Report) -> None:
    from bgdesk.gui.window.deferred import load_deferred

    load_deferred()  # what the frozen binary's first run-time hook deferred, before any thread starts
    platform = choose_platform()
    if not os.environ.get("BGDESK_HOME"):
        os.environ["BGDESK_HOME"] = report.temporary_home = tempfile.mkdtemp(prefix="bgdesk-selftest-")
    frozen = getattr(sys, "frozen", False)
    report.say(f"self-test: bgdesk {'frozen' if frozen else 'from source'}, Python "
               f"{sys.version.split()[0]}, {sys.platform}, platform request {platform or 'default'}")
    resource = check_resources(report)

    from PySide6 import __version__ as pyside_version
    from PySide6.QtWidgets import QApplication

    route_qt_messages(report)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "bgdesk"])
    app.setApplicationName("bgdesk")
    app.setOrganizationName("bgdesk")
    report.check("qt", f"PySide6 {pyside_version}, platform plugin {app.platformName()}")
    icon = check_icon(report, resource)
    check_translations(report, resource)
    check_collation(report)
    check_bgsage(report)
    check_sound(report)
    window = open_window(report, app, icon)
    play_game(report, app, window, args.bot, args.seed,
              seconds=max(10.0, args.timeout - report.elapsed() - 10.0))
    if args.screenshot:
        save_screenshot(report, window, args.screenshot)
    window.close()


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    report = Report()
    if sys.stderr is not None:
        faulthandler.dump_traceback_later(args.timeout, exit=True)
    try:
        run(args, report)
        code = OK
        warned = f" with {len(report.warnings)} warning(s)" if report.warnings else ""
        report.say(f"self-test passed{warned} in {report.elapsed():.2f} s")
    except SelfTestError as e:
        code = FAILED
        report.say(f"self-test FAILED: {e}")
    except Exception as e:  # noqa: BLE001 - report anything, with where it happened
        code = CRASHED
        report.say("self-test FAILED: unexpected error\n" + "".join(traceback.format_exception(e)).rstrip())
    finally:
        if sys.stderr is not None:
            faulthandler.cancel_dump_traceback_later()
        if report.temporary_home:  # nothing of the run is left behind
            import shutil

            shutil.rmtree(report.temporary_home, ignore_errors=True)
    if args.report:
        Path(args.report).write_text("\n".join(report.lines) + "\n", encoding="utf-8")
    return code


if __name__ == "__main__":
    sys.exit(main())
