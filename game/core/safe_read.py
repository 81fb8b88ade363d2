"""Reading a user file that may be anything at all: only regular files, never more than a limit.

A FIFO named `settings.json` made the app hang at start with no window (opening it waits for a
writer), and a symlink to /dev/zero was read until the system killed the app for memory. Here
the file is opened without waiting, checked to be a regular file on the open handle (so it
cannot be swapped between check and read), and read to at most `limit` + 1 bytes.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
UTF8_BOM = b"\xef\xbb\xbf"


class NotARegularFile(OSError):
    """A FIFO, device, socket or folder where a user file should be."""


class FileTooLarge(OSError):
    """More bytes than the reader's limit: refused, never read whole."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of `path`, if it is a regular file (or a link to one) of at most `limit`
    bytes; NotARegularFile, FileTooLarge or another OSError otherwise."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotARegularFile(f"{path} is not a regular file")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise FileTooLarge(f"{path} holds more than {limit} bytes")
    return b"".join(chunks)


def is_regular_or_missing(path: Path) -> bool:
    """For files that are opened for writing by a library (the log): a FIFO there would make
    the open wait forever, a device would swallow the writes."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def without_bom(raw: bytes) -> bytes:
    """Text editors on Windows may start a UTF-8 file with a byte-order mark; JSON does not
    allow one, but the file is still the player's, so it is read as if it had none."""
    return raw[len(UTF8_BOM):] if raw.startswith(UTF8_BOM) else raw


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG's header, without decoding it (None: not a PNG). A picture
    is sized before it is decoded, so a small file claiming 20000x20000 pixels is never
    unpacked into gigabytes."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
