"""Giving freed memory back to the system, where the C allocator would keep it.

glibc keeps freed heap memory for reuse and raises its threshold for handing big blocks to the
system once one has been freed, so the app's drawn surfaces (hundreds of kB each) end up on a
heap that only grows: after its real leaks were fixed, 20 visits to Load still grew the
resident memory by ~30 MB that nothing used. `malloc_trim` returns those pages. Elsewhere
(Windows, macOS, musl) this does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from functools import cache


@cache
def _malloc_trim():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc.malloc_trim
    except (OSError, AttributeError):  # not glibc
        return None


def return_freed_memory() -> None:
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
