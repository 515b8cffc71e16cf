"""A match or money session: the game controller, the autosave session, the settings'
persistence glue and the match dialogs (new match, take/pass, resignations).

It may import practice (computer players), board and the shared i18n/prefs; nothing above it.
"""
