"""Chouette mode: its controller, the side panel, its dialogs and the mode of the main window.

A feature room: it may import match, practice, board and the shared i18n/prefs, never another
feature room (records, settings, help) nor the window.
"""
