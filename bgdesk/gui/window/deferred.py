"""Start-up: shiboken's ``.pyi`` generator is run when something first uses it, not at every start.

``import PySide6`` runs shiboken's signature support (Python modules inside libshiboken6), and
its loader imports every one of them at once, the stub-file generator ``pyi_generator`` too:
a tool for writing ``.pyi`` files (``pyside6-genpyi``), which compiles a dozen regular
expressions and imports ``argparse`` and ``logging`` as it loads. bgdesk never calls it, yet it
cost ~10 ms of every start (measured with Debian's Python 3.11: ``import shiboken6`` 31 ms with
it, 21 ms without).

:func:`defer_pyi_generator`, called before anything imports PySide6, puts a finder first on
``sys.meta_path`` that answers for that one module with a module object whose code runs the
first time one of its attributes is asked for (shiboken's loader only files it under
``PySide6.support``). Its code, when it runs, is shiboken's own, unchanged, from where shiboken
keeps it (``shiboken6/files.dir`` or the copy inside libshiboken6). Nothing else is deferred,
and nothing here imports Qt.
"""

from __future__ import annotations

import sys
import types
from importlib.machinery import ModuleSpec

#: The module whose code waits until it is used.
PYI_GENERATOR = "shibokensupport.signature.lib.pyi_generator"


class DeferredModule(types.ModuleType):
    """A module whose code runs when an attribute it does not have yet is first asked for."""

    def __getattr__(self, name: str):
        # The import system probes __path__, __file__ ... of every module it makes: those do
        # not count as a use (star imports ask for __all__, which does).
        dunder = name.startswith("__") and name.endswith("__") and name != "__all__"
        load = None if dunder else self.__dict__.pop("_bgdesk_load", None)
        if load is None:
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        self.__class__ = types.ModuleType  # from now on a plain module
        load(self)
        return getattr(self, name)


class _DeferLoader:
    """Makes the deferred module; its code is the real loader's, run on first use."""

    def __init__(self, real: ModuleSpec) -> None:
        self.real = real

    def create_module(self, spec: ModuleSpec) -> DeferredModule:
        return DeferredModule(spec.name)

    def exec_module(self, module: DeferredModule) -> None:
        real = self.real

        def load(mod: types.ModuleType) -> None:
            # The real loaders read the module's name from its spec, which shiboken renames
            # when it files the module under PySide6.support: the original name while they run.
            spec = mod.__spec__
            renamed = spec.name
            spec.name = real.name
            try:
                real.loader.exec_module(mod)
            finally:
                spec.name = renamed

        module._bgdesk_load = load


class _DeferFinder:
    """First on ``sys.meta_path``: finds :data:`PYI_GENERATOR` through the finders after it and
    hands back a deferred module; every other name is left to them. It stays: shiboken imports
    its support modules twice at every start (from its files, then again, afresh)."""

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        if fullname != PYI_GENERATOR:
            return None
        real = None
        for finder in list(sys.meta_path):
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            real = finder.find_spec(fullname, path, target)
            if real is not None:
                break
        if real is None or real.loader is None or not hasattr(real.loader, "exec_module"):
            return None  # as if this finder were not there
        return ModuleSpec(fullname, _DeferLoader(real), origin=real.origin)


_finder = _DeferFinder()


def defer_pyi_generator() -> None:
    """Install the finder (before PySide6 is imported; harmless after, and when called twice)."""
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)
