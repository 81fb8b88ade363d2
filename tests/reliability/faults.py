"""Ways a user file or a disk goes wrong, for the file-fault tests.

Damage is seeded so a failing case names itself and comes back the same on every run. The disk
faults are simulated at the operating-system calls (running as root, or on Windows, a chmod
proves nothing), for paths under one folder only, so pytest and the rest of the machine work on.
"""

from __future__ import annotations

import builtins
import errno
import io
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

#: What a wrong type or a hand edit puts where a value belongs.
WRONG_VALUES: tuple[Any, ...] = (None, True, 0, -1, 2.5, 10**30, "", "x" * 300, [], {})
_DELETE = object()


def truncations(data: bytes, count: int) -> Iterator[tuple[int, bytes]]:
    """`count` cuts spread over the whole file (a crash or a full disk mid-copy)."""
    for cut in sorted({len(data) * i // count for i in range(count)}):
        yield cut, data[:cut]


def bit_flips(data: bytes, count: int, seed: int) -> Iterator[tuple[int, bytes]]:
    """`count` copies of `data`, each with one seeded bit flipped (a bad sector, a bad RAM)."""
    rng = random.Random(seed)
    for _ in range(count):
        bit = rng.randrange(len(data) * 8)
        damaged = bytearray(data)
        damaged[bit // 8] ^= 1 << (bit % 8)
        yield bit, bytes(damaged)


def field_edits(document: Any, skip: tuple[str, ...] = ()) -> Iterator[tuple[str, bytes]]:
    """Every field of a JSON document given each wrong value in turn, and deleted: one edit
    per copy. Lists are edited at their first, middle and last item. `skip` names subtrees
    (as "a/b") whose fields are only replaced whole, not walked into."""
    for path in _paths(document, "", skip):
        for value in (*WRONG_VALUES, _DELETE):
            edited = json.loads(json.dumps(document))
            _set(edited, path, value)
            label = f"{'/'.join(map(str, path))} = {'<deleted>' if value is _DELETE else value!r}"
            yield label[:80], json.dumps(edited).encode("utf-8")


def _paths(node: Any, where: str, skip: tuple[str, ...]) -> Iterator[list]:
    if isinstance(node, dict):
        items = list(node.items())
    elif isinstance(node, list) and node:
        items = [(i, node[i]) for i in sorted({0, len(node) // 2, len(node) - 1})]
    else:
        return
    for key, child in items:
        here = f"{where}/{key}" if where else str(key)
        yield [key]
        if here not in skip:
            for rest in _paths(child, here, skip):
                yield [key, *rest]


def _set(document: Any, path: list, value: Any) -> None:
    for key in path[:-1]:
        document = document[key]
    if value is _DELETE:
        del document[path[-1]]
    else:
        document[path[-1]] = value


class RefusingDisk:
    """Makes writes under `root` fail with `error` at the calls the standard library makes:
    opening for writing (mkstemp too) and mkdir, plus `path_calls` (rename, unlink, ...).
    Reading is untouched. Use through `monkeypatch`."""

    _WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

    def __init__(self, monkeypatch, root: Path, error: int,
                 path_calls: tuple[str, ...] = ()) -> None:
        self.root = os.path.realpath(root)
        self.error = error
        self.refused: list[str] = []
        real_open, real_io_open = os.open, io.open

        def os_open(path, flags, *args, **kwargs):
            if flags & self._WRITE_FLAGS:
                self._check(path)
            return real_open(path, flags, *args, **kwargs)

        def file_open(file, mode="r", *args, **kwargs):
            if isinstance(file, str | bytes | os.PathLike) and set(mode) & set("wax+"):
                self._check(file)
            return real_io_open(file, mode, *args, **kwargs)

        monkeypatch.setattr(os, "open", os_open)
        monkeypatch.setattr(builtins, "open", file_open)
        monkeypatch.setattr(io, "open", file_open)
        for name in ("mkdir", *path_calls):
            monkeypatch.setattr(os, name, self._guarded(getattr(os, name)))

    def _guarded(self, real):
        def call(*paths, **kwargs):
            for path in paths[:2]:
                if isinstance(path, str | bytes | os.PathLike):
                    self._check(path)
            return real(*paths, **kwargs)

        return call

    def _check(self, path) -> None:
        full = os.path.realpath(os.fsdecode(path))
        if full == self.root or full.startswith(self.root + os.sep):
            self.refused.append(full)
            raise OSError(self.error, os.strerror(self.error), full)


def read_only(monkeypatch, root: Path) -> RefusingDisk:
    """A folder on a read-only medium: nothing can be created, renamed or removed."""
    return RefusingDisk(monkeypatch, root, errno.EROFS,
                        ("replace", "rename", "unlink", "remove", "rmdir"))


def disk_full(monkeypatch, root: Path) -> RefusingDisk:
    """A full disk: no new bytes, but renaming and removing still work."""
    return RefusingDisk(monkeypatch, root, errno.ENOSPC)


def snapshot_files(root: Path) -> dict[str, bytes]:
    """Every file under `root` with its bytes: "nothing is lost" is this, unchanged."""
    return {
        str(path.relative_to(root)): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and path.suffix != ".log" and ".log." not in path.name
    }
