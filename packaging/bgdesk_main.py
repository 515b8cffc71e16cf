"""Entry script of the frozen binary (PyInstaller runs this file as ``__main__``).

``bgdesk --self-test [...]`` runs :mod:`bgdesk.selftest`; anything else starts the game through
``bgdesk.__main__.main`` exactly like the ``bgdesk`` command of the wheel.
"""

import sys


def main() -> int:
    args = sys.argv[1:]
    if "--self-test" in args:
        # bgdesk/__main__.py will dispatch this itself (requested in notes); doing it here too
        # keeps the frozen binary testable whichever lands first.
        from bgdesk.selftest import main as self_test

        return self_test(args)
    from bgdesk.__main__ import main as run

    return run()


if __name__ == "__main__":
    sys.exit(main())
