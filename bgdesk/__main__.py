"""Entry point: ``bgdesk`` (GUI script) and ``python -m bgdesk``."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from bgdesk.gui.app import run

    return run(sys.argv if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
