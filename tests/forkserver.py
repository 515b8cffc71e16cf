"""A fork server for the SIGKILL tests: import a helper script (and what it needs) once, then
start each round's process by forking a fresh copy of it.

Usage (by tests/sigkill.py): ``python tests/forkserver.py SCRIPT [MODULE ...]``. It imports
SCRIPT as a module and each MODULE (the heavy imports its ``main()`` makes), and then reads one
JSON list of arguments per line from stdin. For each it forks a child that runs
``main()`` with ``sys.argv = [SCRIPT, *arguments]`` and the server's stdout and stderr; the child
first prints ``pid N``. When the child has ended the server prints ``ended CODE`` (the exit code,
or minus the signal that ended it, as :attr:`subprocess.Popen.returncode` says it). The server
ends when stdin closes.

Each child is a separate process that starts from nothing but imported code: it reads every
file it uses itself (the autosave, the statistics) after the fork, so a SIGKILL kills what it
would kill in a process started with ``python SCRIPT``, without paying Python's and Qt's start-up
in every round (a second or more on a busy machine). No thread runs in the server, so forking
it is safe; no Qt application object exists before the child makes its own.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import sys
import traceback


def main() -> int:
    script, modules = sys.argv[1], sys.argv[2:]
    here = os.path.dirname(os.path.abspath(script))
    if here not in sys.path:
        sys.path.insert(0, here)
    spec = importlib.util.spec_from_file_location("_forked_script", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in modules:
        importlib.import_module(name)
    for line in sys.stdin:
        args = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the child: never returns to the loop
            code = 1
            try:
                sys.stdin.close()
                sys.argv = [script, *args]
                print(f"pid {os.getpid()}", flush=True)
                result = module.main()
                code = result if isinstance(result, int) else 0
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else 1
            except BaseException:
                traceback.print_exc()
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        print(f"ended {os.waitstatus_to_exitcode(status)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
