"""bgdesk: desktop backgammon."""

__version__ = "0.1.0"
