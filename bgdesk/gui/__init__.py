"""The PySide6 user interface: the only package of bgdesk that imports Qt.

Rooms, top to bottom (imports only run downwards; the contracts in pyproject.toml check it):
``window`` composes the feature rooms ``chouette``, ``records``, ``settings`` and ``help`` (which
never import each other); below them ``match``, then ``practice``, then ``board``. The modules
``i18n`` and ``prefs`` beside this file are shared by every room.
"""
