"""The Settings dialog.

A feature room: it may import match, practice, board and the shared i18n/prefs, never another
feature room (chouette, records, help) nor the window.
"""
