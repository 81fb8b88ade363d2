"""Atomic file writes: a reader (or a crash) sees the old file or the new one, never half of one.

Every user file (settings, profiles, saves) goes through here, so "nothing is lost" is kept in
one place instead of in every writer.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

REPLACE_RETRIES = 10
REPLACE_RETRY_DELAY_S = 0.05


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write `data` to a temp file beside `path`, fsync it, then replace `path` with it.

    The temp file lives in the same folder so `os.replace` is a rename on one file system.
    Windows may briefly hold the target open (an indexer, a virus scanner): the replace is
    retried a few times before the error goes up. On any failure the temp file is removed and
    the old file is untouched.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _replace_with_retry(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def write_text_atomic(path: Path, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: Path, data: Any) -> None:
    """JSON with sorted keys and an end-of-line, so files diff cleanly and read well by hand."""
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n")


def _replace_with_retry(src: Path, dst: Path) -> None:
    for attempt in range(REPLACE_RETRIES):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == REPLACE_RETRIES - 1:
                raise
            time.sleep(REPLACE_RETRY_DELAY_S)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable on POSIX; Windows cannot open folders, and need not."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
