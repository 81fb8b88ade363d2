"""Keeping every change inside the data folder: a link is removed as a link, never followed.

A player (or a sync tool) may turn a profile's saves folder, or a single save, into a symbolic
link. Deleting "the folder's files" through such a link once deleted the files where it
pointed, outside Tycoon's own folder. Every delete, sweep and write of a user file asks here
first: the folder a file lies in must really (links resolved) be inside the data folder; a
link itself is removed as a link; a linked folder is never entered.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def is_link(path: Path) -> bool:
    """A symbolic link, or a Windows junction (which `is_symlink` does not see)."""
    isjunction = getattr(os.path, "isjunction", None)  # Python 3.12+
    return path.is_symlink() or bool(isjunction and isjunction(path))


def lies_inside(path: Path, root: Path) -> bool:
    """Whether writing or removing the directory entry `path` changes something inside `root`:
    the folder holding it, links resolved, is `root` or below it. `path` itself may be a link
    (removing it removes the link, not its target)."""
    try:
        folder = path.parent.resolve()
        real_root = root.resolve()
    except (OSError, RuntimeError):  # RuntimeError: a link loop
        return False
    return folder == real_root or real_root in folder.parents


def remove_entry(path: Path) -> None:
    """Remove one directory entry: a file, or a link as a link (its target stays).
    Raises OSError as `unlink` does; a missing entry is fine."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def remove_tree(folder: Path) -> list[Path]:
    """Remove `folder` and what it holds without ever following a link: a linked folder is
    removed as a link (what it points at stays), links inside are removed as links. Returns
    the removed files (links count as files). The caller has checked that `folder` lies inside
    the data folder. Raises OSError on the first entry that cannot go."""
    if is_link(folder):
        remove_entry(folder)
        return [folder]
    removed = []
    try:
        entries = list(os.scandir(folder))
    except FileNotFoundError:
        return removed
    for entry in entries:
        path = Path(entry.path)
        if entry.is_dir(follow_symlinks=False) and not is_link(path):
            removed += remove_tree(path)
        else:
            remove_entry(path)
            removed.append(path)
    os.rmdir(folder)
    return removed
