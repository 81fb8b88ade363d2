"""One copy of the app at a time owns the data folder; a second one may only read it.

Two copies on one data folder each autosaved, rotated and swept the other's files, and the
second offered Continue on the autosave the first was writing. The first copy holds an
operating-system lock on `<data folder>/.lock` for as long as it runs; a second copy finds it
held and asks the player to open read-only or quit (game/scenes/other_copy.py).

The lock is the system's (`flock` on POSIX, `msvcrt.locking` on Windows), not the file's
existence: the system lets go of it when the process ends in any way, so a crashed or killed
copy never leaves it stuck. The file itself stays and holds nothing.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path
from typing import BinaryIO

log = logging.getLogger(__name__)

LOCK_NAME = ".lock"


class DataLock:
    """`other_copy`: another running copy holds the folder (this one must only read).
    Without a lock (a read-only folder, say) both are False and the app runs as before."""

    def __init__(self, handle: BinaryIO | None, other_copy: bool) -> None:
        self._handle = handle
        self.other_copy = other_copy

    @property
    def held(self) -> bool:
        return self._handle is not None

    def release(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):
                _unlock(self._handle)
            self._handle.close()
            self._handle = None


def take_data_lock(data_dir: Path) -> DataLock:
    """Lock `data_dir` for this process. A folder where no lock file can be made (read-only,
    full) is run without one: saving says why it is off, as before."""
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        handle = open(data_dir / LOCK_NAME, "a+b")  # noqa: SIM115 - held for the app's life
    except OSError as error:
        log.warning("no lock on the data folder %s: %s", data_dir, error)
        return DataLock(None, other_copy=False)
    try:
        _lock(handle)
    except OSError:
        handle.close()
        log.warning("another copy of the app is using %s: opening it read-only", data_dir)
        return DataLock(None, other_copy=True)
    return DataLock(handle, other_copy=False)


if os.name == "nt":  # pragma: no cover - Windows
    import msvcrt

    def _lock(handle: BinaryIO) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: BinaryIO) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(handle: BinaryIO) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: BinaryIO) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
