"""Records: clipboard and .mat interop, replay, the position editor, dice fairness, dice entered
by hand, dice and match statistics.

A feature room: it may import match, practice, board and the shared i18n/prefs, never another
feature room (chouette, settings, help) nor the window.
"""
