"""The PySide6 user interface (the only package that imports Qt)."""

from __future__ import annotations

import sys


def _protect_none() -> None:
    """Work around a reference-count bug in the PySide6 6.12 abi3 wheels on Python < 3.12.

    Every wrapped C++ method returning ``void`` hands back ``None`` without a new reference, and
    ``Signal.emit`` does the same with ``True``. On Python 3.12+ these singletons are immortal and
    nothing happens; on 3.10/3.11 each call drops one reference, and after a few thousand calls
    (``setPos``, ``show``, ``setText``, ``emit``...) the interpreter aborts with "Fatal Python
    error: none_dealloc: deallocating None" (or bool_dealloc). We give the singletons a
    practically infinite reference count, which is what 3.12 does for all immortal objects.
    Harmless when the bug is absent.
    """
    if sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):  # immortal / debug build
        return
    import ctypes

    for singleton in (None, True, False, NotImplemented, Ellipsis):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt: PyObject's first field
        if refcnt.value < (1 << 40):
            refcnt.value += 1 << 48


_protect_none()
