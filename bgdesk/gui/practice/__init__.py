"""Computer players and practice: the bot runner, hints, the tutor, analysis and their windows.

It may import board and the shared i18n/prefs; nothing above it (match drives bots through it).
"""
