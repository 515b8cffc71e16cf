"""The main window and application start-up: menus, tool bar, and which feature opens when.

The top room: it may import every other room of bgdesk.gui, and no room imports it.
"""
