"""Entry script of the frozen binary (PyInstaller runs this file as ``__main__``).

It is the ``bgdesk`` command of the wheel: ``bgdesk.__main__.main`` starts the game, or runs
:mod:`bgdesk.selftest` for ``bgdesk --self-test [--screenshot PATH]``.
"""

import sys

from bgdesk.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
