"""The board: geometry, graphics items, scene, view, themes, the board state snapshot and the
board controller shared by every mode (steps, undo, dice pick-up).

The bottom room: it may import only the engine and the shared i18n/prefs.
"""
