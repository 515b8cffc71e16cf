"""Unrevealed fair-dice seeds, kept apart from the saved match in files only the user can read.

While a match with fair dice is played, its seed must survive a restart but nobody at the table
may read it: whoever knows it can predict every roll. So the autosave never holds it. Each seed
goes to ``<data>/private/dice-<commitment>.json`` (format ``bgdesk-dice-seed``, version 1):
the folder is created with mode 0700 (a folder that is there already is not changed; a
symbolic link or another account's folder is refused, see :mod:`bgdesk.storage.atomic`) and the
file with mode 0600, so on Linux and macOS only the
user's own account (and the system's administrator) can read it; on Windows the data folder in
the user's profile is private to the account already. Anyone who can use that account while the
match is played, a hot-seat opponent at the same login included, could still open the file; the
fairness text says so.

The file is checked on reading: its seed must hash to the commitment it is filed under.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Optional

from . import health, paths
from .atomic import (ensure_folder, read_versioned, remove_durably, remove_stale_temp_files,
                     write_versioned)

KIND = "bgdesk-dice-seed"
VERSION = 1
FOLDER = "private"
MAX_BYTES = 64 * 1024
_HEX64 = re.compile(r"[0-9a-f]{64}")


def seeds_dir() -> Path:
    return paths.data_dir() / FOLDER


def seed_path(commitment: str, folder: Optional[Path] = None) -> Path:
    if not isinstance(commitment, str) or not _HEX64.fullmatch(commitment):
        raise ValueError("a commitment is 64 lower-case hex digits")
    return (Path(folder) if folder is not None else seeds_dir()) / f"dice-{commitment}.json"


def _commitment(seed: str) -> str:
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def keep_seed(seed: str, commitment: Optional[str] = None, folder: Optional[Path] = None) -> Path:
    """Store ``seed`` under its commitment in a file only the user can read. Raises ValueError
    when ``commitment`` is given and is not the seed's."""
    if not isinstance(seed, str) or not seed:
        raise ValueError("a fair-dice seed is text")
    actual = _commitment(seed)
    if commitment is not None and commitment != actual:
        raise ValueError("the seed does not match its commitment")
    folder = Path(folder) if folder is not None else seeds_dir()
    # Made 0700 when bgdesk creates it; a folder that is there already keeps the mode its owner
    # gave it (the file itself is 0600), and a link or another account's folder is refused.
    path = seed_path(actual, folder)
    try:
        ensure_folder(folder, 0o700)
    except OSError as err:
        health.failed(path, err)
        raise
    write_versioned(path, KIND, VERSION, {"commitment": actual, "seed": seed}, indent=None,
                    max_bytes=MAX_BYTES, mode=0o600)
    return path


def _check(body: dict) -> Optional[str]:
    seed, commitment = body.get("seed"), body.get("commitment")
    if not isinstance(seed, str) or not isinstance(commitment, str):
        return "it does not hold a seed and its commitment"
    if _commitment(seed) != commitment:
        return "its seed does not match its commitment"
    return None


def find_seed(commitment: str, folder: Optional[Path] = None) -> tuple:
    """The seed committed to by ``commitment``: ``(seed or None, messages)``. A file that cannot
    be used (or whose seed is not the one committed to) is moved aside with a message."""
    try:
        path = seed_path(commitment, folder)
    except ValueError:
        return None, []
    remove_stale_temp_files(path)
    result = read_versioned(path, KIND, VERSION, what="fair-dice seed file",
                            fallback="the dice of that match cannot go on", check=_check,
                            max_bytes=MAX_BYTES, recover_newer=False)
    if result.data is None:
        return None, list(result.messages)
    if result.data["commitment"] != commitment:
        return None, [f"The fair-dice seed file {path.name} holds the seed of another match."]
    return result.data["seed"], []


def forget_seed(commitment: str, folder: Optional[Path] = None) -> bool:
    """Remove a seed that is no longer secret (its match is archived with it)."""
    try:
        return remove_durably(seed_path(commitment, folder))
    except (ValueError, OSError):
        return False


# ---------------------------------------------------------------------------------------------
# Taking seeds out of a document to be saved, and putting them back


_MAX_WALK_DEPTH = 6


def _fair_dicts(value, depth: int = 0):
    """Every fair-dice description (a dict with ``"kind": "fair"`` and a commitment) in the
    objects of a saved document, down to a few levels (a match's ``"dice"``, a summary's
    ``"dice_source"``; lists such as games and events hold none)."""
    if depth > _MAX_WALK_DEPTH or not isinstance(value, dict):
        return
    if value.get("kind") == "fair" and isinstance(value.get("commitment"), str):
        yield value
        return
    for item in value.values():
        yield from _fair_dicts(item, depth + 1)


def hide_seeds(document: dict, folder: Optional[Path] = None, *,
               kept: Optional[set] = None) -> dict:
    """``document`` with every unrevealed fair-dice seed taken out and kept with
    :func:`keep_seed` (the document itself is not changed; a changed copy is returned).

    A description is unrevealed when it says ``"revealed": false`` (what the program's own
    ``to_dict(private=True)`` writes). Raises OSError when a seed cannot be kept (then nothing
    should be saved). ``kept``: the commitments whose seed file the caller has written already
    (not written again; those written now are added to it)."""
    secret = [d for d in _fair_dicts(document) if d.get("revealed") is False and "seed" in d]
    if not secret:
        return document
    for d in secret:
        if kept is not None and d["commitment"] in kept:
            continue
        keep_seed(d["seed"], d["commitment"], folder)
        if kept is not None:
            kept.add(d["commitment"])
    return _without_seeds(document, {id(d) for d in secret})


def _without_seeds(value, targets: set, depth: int = 0):
    if isinstance(value, dict) and depth <= _MAX_WALK_DEPTH:
        if id(value) in targets:
            return {k: v for k, v in value.items() if k != "seed"}
        return {k: _without_seeds(v, targets, depth + 1) for k, v in value.items()}
    return value


def restore_seeds(document: dict, folder: Optional[Path] = None) -> list:
    """Put back, in place, the seeds :func:`hide_seeds` took out (descriptions saying
    ``"revealed": false`` without a seed, whose seed is kept). Returns messages about seed files that could not be
    used; a seed that is simply not there is left out (the caller finds the dice cannot go on)."""
    messages = []
    for d in _fair_dicts(document):
        if "seed" in d or d.get("revealed") is not False:
            continue
        seed, notes = find_seed(d["commitment"], folder)
        messages += notes
        if seed is not None:
            d["seed"] = seed
    return messages


def commitments_in(document: dict) -> set:
    return {d["commitment"] for d in _fair_dicts(document)}
