"""What a crash leaves behind, swept at start: half-written temp files and orphan pictures.

An atomic write (game/core/atomic.py) leaves its `.<name>.*.tmp` file when the app is killed
mid-write, a save deleted by a crash between its files leaves its `.png` (or its `.review`),
and a long game's move pages that no save names any more stay behind (its last autosave gone,
moves taken back across a page's end, a crash or a full disk between a page and its autosave:
`unnamed_pages` in game/core/action_pages.py). Nothing reads them, so they only cost disk
space. Only files older than `LITTER_AGE_S` go, so a write in progress in another copy of the
app is never touched. A folder that is a link (or lies outside the config and data folders
through one) is never entered, and a litter file that is a link goes as a link
(game/core/inside.py).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path

from game.core.action_pages import PAGES_FOLDER, unnamed_pages
from game.core.inside import is_link, lies_inside, remove_entry
from game.core.paths import UserPaths
from game.core.saves import COMPANION_SUFFIXES

LITTER_AGE_S = 600.0


def sweep_litter(paths: UserPaths, clock: Callable[[], float] = time.time) -> list[Path]:
    """Delete old temp files, pictures without their save and move pages no save names;
    returns what went. A folder or file that cannot be read or deleted is left as it is. Each
    file goes by one unlink, and only a file nothing needs, so a crash mid-sweep loses
    nothing: the next start sweeps the rest."""
    folders = [(paths.config_dir, paths.config_dir), (paths.profiles_dir, paths.data_dir),
               (paths.saves_dir, paths.data_dir)]
    with contextlib.suppress(OSError):
        profiles = [folder for folder in paths.saves_dir.iterdir()
                    if folder.is_dir() and not is_link(folder)]
        folders += [(folder, paths.data_dir) for folder in profiles]
        folders += [(folder / PAGES_FOLDER, paths.data_dir) for folder in profiles
                    if (folder / PAGES_FOLDER).is_dir()]
    swept = []
    for folder, root in folders:
        if is_link(folder) or not lies_inside(folder / "litter", root):
            continue
        paged = folder.name == PAGES_FOLDER and folder.parent.parent == paths.saves_dir
        pages = set(unnamed_pages(folder.parent)) if paged else set()
        with contextlib.suppress(OSError):
            for path in list(folder.iterdir()):
                if ((path in pages or _is_litter(path))
                        and _older_than(path, clock() - LITTER_AGE_S)):
                    with contextlib.suppress(OSError):
                        remove_entry(path)
                        swept.append(path)
    return swept


def _is_litter(path: Path) -> bool:
    if path.name.startswith(".") and path.name.endswith(".tmp"):
        return True
    return (path.suffix in COMPANION_SUFFIXES and path.name.startswith(("auto-", "slot-"))
            and not path.with_suffix(".json").exists())


def _older_than(path: Path, moment: float) -> bool:
    return path.lstat().st_mtime < moment
