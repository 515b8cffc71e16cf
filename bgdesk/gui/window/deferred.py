"""Start-up: the parts of shiboken's signature support that only run on demand are loaded then.

``import PySide6`` runs shiboken's signature support (Python modules inside libshiboken6), and
its loader imports every one of them at once. Several are needed only on demand: the signature
parser and its layout (``parser``, ``layout``: when a PySide function's ``__signature__`` is
first asked for), the error messages for a call with wrong arguments (``errorhandler``), and
the stub-file generator with its helpers (``lib.pyi_generator``, ``lib.enum_sig``,
``lib.tool``: the ``pyside6-genpyi`` tool), which compiles a dozen regular expressions and
imports ``argparse`` and ``logging`` as it loads. bgdesk's start needs none of them, yet they
cost ~19 ms of every start (Debian's Python 3.11, ``import PySide6.QtWidgets``, medians of 12
alternating runs: 88 ms with all of them loaded, 75 ms with the generator deferred, 69 ms with
these six). The type map (``mapping``) is not deferred: libshiboken reads its functions from the
module's dictionary itself (deferred, a call with wrong arguments ended the interpreter:
"seterror_argument failed to call update_mapping").

:func:`defer_shiboken_support`, called before anything imports PySide6, puts a finder first on
``sys.meta_path`` that answers for those modules with module objects whose code runs the
first time one of their attributes is asked for (shiboken's loader only files them under
``PySide6.support``); the import system's probes of ``__path__``, ``__file__`` and the like do
not count. The code that runs then is shiboken's own, unchanged, from where shiboken keeps it
(``shiboken6/files.dir``, or the copy inside libshiboken6, whose importer comes before this
finder and so is not deferred). They are deferred only until the window's first paint:
:func:`load_deferred` runs them then, before the program starts other threads (see there). A
lock makes a thread that asks while another one loads wait for it. Nothing here imports Qt.
"""

from __future__ import annotations

import sys
import threading
import types
from importlib.machinery import ModuleSpec

#: The modules whose code waits until it is used.
DEFERRED = frozenset(f"shibokensupport.signature.{name}" for name in (
    "layout", "parser", "errorhandler", "lib.enum_sig", "lib.tool", "lib.pyi_generator"))

_loading = threading.RLock()


class DeferredModule(types.ModuleType):
    """A module whose code runs when an attribute it does not have yet is first asked for."""

    def __getattr__(self, name: str):
        # The import system probes __path__, __file__ ... of every module it makes: those do
        # not count as a use (star imports ask for __all__, which does).
        if name.startswith("__") and name.endswith("__") and name != "__all__":
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        _load(self)
        if type(self) is DeferredModule:
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        return getattr(self, name)


def _load(module: types.ModuleType) -> None:
    """Run a deferred module's code, once (a no-op for a plain module)."""
    with _loading:
        load = module.__dict__.pop("_bgdesk_load", None)
        if load is not None:
            try:
                load(module)
            except BaseException:
                module._bgdesk_load = load  # as a failed import: tried again at the next use
                raise
            module.__class__ = types.ModuleType  # from now on a plain module


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
    """First on ``sys.meta_path``: finds the modules of :data:`DEFERRED` through the finders
    after it and hands back deferred modules; every other name is left to them. It stays:
    shiboken imports its support modules twice at every start (from its files, then again,
    afresh)."""

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        if fullname not in DEFERRED:
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


def defer_shiboken_support() -> None:
    """Install the finder (before PySide6 is imported; harmless after, and when called twice)."""
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)


def load_deferred() -> None:
    """Run the code of every module still deferred, now. The window calls this right after its
    first paint, before it starts any other thread, and the self-test before its game: shiboken's
    own lazy set-up (its type map, filled on first use) is not made for two threads at once, and
    a first use that also loaded a module would give another thread the time to start it too
    (seen: four threads calling a Qt function with wrong arguments at once, the interpreter
    aborted in 4 of 5 runs; with the modules loaded first, as without this module, it did not)."""
    for name in sorted(DEFERRED):
        module = sys.modules.get(name)
        if isinstance(module, DeferredModule):
            _load(module)
