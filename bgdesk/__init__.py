"""bgdesk: desktop backgammon."""

__version__ = "0.1.0"

#: The script that started the program when it is not ``python -m bgdesk`` nor the frozen binary
#: (the Debian package's /usr/games/bgdesk, for Debian's Python): helper processes start the same
#: way (bgdesk.bots.sage_process). Set by packaging/bgdesk_main.py.
LAUNCHER: str | None = None
