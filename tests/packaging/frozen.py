"""Where the frozen build is, whether it is current, and how a player's machine starts it."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist" / "Tycoon"
STAMP = ROOT / "build" / "exe.stamp"
LOCK = ROOT / "build" / "exe.lock"
EXE_NAME = "Tycoon.exe" if sys.platform == "win32" else "Tycoon"
# What the build is made from (the Makefile's EXE_SOURCES).
SOURCES = ("game", "assets", "locales", "packaging", "build_exe.spec", "pyproject.toml")
PLAYER_FOLDER = "Spiele für Jürgen & Änne"


def newest_source_change() -> float:
    newest = 0.0
    for name in SOURCES:
        top = ROOT / name
        paths = [top, *top.rglob("*")] if top.is_dir() else [top]
        for path in paths:
            if "__pycache__" not in path.parts:
                newest = max(newest, path.stat().st_mtime)
    return newest


def frozen_build_problem(*, must_be_current: bool) -> str | None:
    """Why the frozen tests cannot run now, or None when dist/Tycoon is there (and current).

    Under `make test` the build was made a moment ago; others editing the shared checkout in
    between must not turn that into a failure, so only a plain `pytest` checks currency.
    """
    if not (DIST / EXE_NAME).exists():
        return "no frozen build in dist/Tycoon: `make exe` builds it (`make test` does)"
    if must_be_current and (not STAMP.exists() or STAMP.stat().st_mtime < newest_source_change()):
        return "dist/Tycoon is older than the sources: `make exe` rebuilds it (`make test` does)"
    return None


@contextlib.contextmanager
def shared_build_lock() -> Iterator[None]:
    """Hold off `make exe` (which takes this lock exclusively) while the folder is copied."""
    try:
        import fcntl
    except ImportError:  # Windows: no concurrent builds in one checkout to guard against
        yield
        return
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    with open(LOCK, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_SH)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def minimal_env(home: Path, temp: Path) -> dict[str, str]:
    """Only what a desktop session is sure to give a double-clicked program, plus the dummy
    SDL drivers: no PATH, no PYTHONPATH, no virtualenv, no locale."""
    env = {
        "HOME": str(home),
        "TMPDIR": str(temp),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    if sys.platform == "win32":
        for key in ("SYSTEMROOT", "WINDIR", "USERPROFILE", "APPDATA", "LOCALAPPDATA"):
            if key in os.environ:
                env[key] = os.environ[key]
        env["TEMP"] = env["TMP"] = str(temp)
    return env


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file below `folder` with its size and modification time."""
    return {
        str(path.relative_to(folder)): (path.stat().st_size, path.stat().st_mtime_ns)
        for path in folder.rglob("*")
        if path.is_file()
    }
