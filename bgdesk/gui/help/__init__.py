"""Help for players: the rules of backgammon with board diagrams.

A feature room: it may import match, practice, board and the shared i18n/prefs, never another
feature room (chouette, records, settings) nor the window.
"""
