"""Entry point: ``bgdesk`` (GUI script) and ``python -m bgdesk``.

``bgdesk [--language LANG] [FILE]`` starts the game (and opens FILE, a match as .mat, .sgf
or .xg, or positions as .xgp or text, in the replay viewer); ``--help``, ``-h`` and ``--version`` are answered in the terminal without a
window (:mod:`bgdesk.gui.window.cli`); ``bgdesk --self-test [--screenshot PATH]`` draws the
board, plays a short bot game and exits 0, or non-zero with the reason (used by the packaging
tests on the frozen binary).
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    import gc

    from bgdesk.gui.window.deferred import defer_shiboken_support

    defer_shiboken_support()  # before anything imports PySide6 (see bgdesk/gui/window/deferred.py)
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] == ["--sage-worker"]:
        # a helper process the program starts for bgsage's evaluations (bgdesk.bots.sage_process)
        from bgdesk.bots.sage_helper import serve

        return serve()
    if "--self-test" in args:
        gc.enable()  # (the frozen binary's run-time hook paused it: packaging/bgdesk_gc_hook.py)
        from bgdesk.selftest import main as self_test

        return self_test(args)
    # No cyclic garbage collection until the board is painted (app.start turns it on again right
    # after): start-up makes ~50,000 objects that all stay (modules, classes, PySide6's enums), and
    # collecting them again and again cost ~30 ms of the ~250 ms before the first paint.
    gc.disable()
    from bgdesk.gui.window.cli import parse

    options = parse(args)
    if isinstance(options, int):
        gc.enable()
        return options
    from bgdesk.gui.window.app import run

    try:
        return run([sys.argv[0] if sys.argv else "bgdesk", *options.qt_args], open_file=options.file,
                   language=options.language)
    finally:
        gc.enable()  # (already on once the window was painted; this is for a run that ended before)


if __name__ == "__main__":
    sys.exit(main())
