"""Entry script of the frozen binary (PyInstaller runs this file as ``__main__``).

It is the ``bgdesk`` command of the wheel: ``bgdesk.__main__.main`` starts the game, or runs
:mod:`bgdesk.selftest` for ``bgdesk --self-test [--screenshot PATH]``.

Started in the C or POSIX locale (an empty environment, a cron job, a container), the Python
interpreter run as ``python`` switches its character type to C.UTF-8 (PEP 538); the one
PyInstaller embeds does not, and Qt would then switch on its own and say so on stderr before
every answer (``bgdesk --help`` included). :func:`utf8_character_type` does what ``python``
does, before Qt loads.
"""

import locale
import os
import sys


def utf8_character_type() -> None:
    if os.environ.get("LC_ALL"):
        return  # a locale forced for everything is left alone, as python does
    try:
        current = locale.setlocale(locale.LC_CTYPE, "")
    except locale.Error:
        current = "C"  # the environment names a locale this system lacks: the C locale is in force
    if current not in ("C", "POSIX"):
        return
    for name in ("C.UTF-8", "C.utf8", "UTF-8"):
        try:
            locale.setlocale(locale.LC_CTYPE, name)
        except locale.Error:
            continue
        os.environ["LC_CTYPE"] = name
        return


if __name__ == "__main__":
    utf8_character_type()
    from bgdesk.__main__ import main

    sys.exit(main())
