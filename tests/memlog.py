"""Opt-in memory log of a test run: `TYCOON_MEMLOG=path pytest ...` writes one line per test.

Each line holds the pytest process's resident memory now and its high-water mark (VmRSS and
VmHWM from /proc/self/status) and the largest child it waited for (ru_maxrss of
RUSAGE_CHILDREN), in MB, after the test's teardown. The test that makes a column jump is where
the memory goes: `sort -k3 -n` or a look at where `hwm` rises. See docs/testing.md.
"""

from __future__ import annotations

import os
import resource
from pathlib import Path

import pytest

STATUS = Path("/proc/self/status")


def process_mb() -> tuple[float, float]:
    """(resident now, high-water mark) of this process in MB; zeros where /proc is missing."""
    if not STATUS.exists():
        return 0.0, 0.0
    fields = dict(line.split(":", 1) for line in STATUS.read_text().splitlines() if ":" in line)
    return tuple(int(fields[key].split()[0]) / 1024 for key in ("VmRSS", "VmHWM"))


def children_mb() -> float:
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


class MemoryLog:
    def __init__(self, path: Path) -> None:
        self.out = path.open("w", encoding="utf-8", buffering=1)
        self.out.write("rss_mb\thwm_mb\tchildren_max_mb\ttest\n")

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_logfinish(self, nodeid: str, location) -> None:
        rss, hwm = process_mb()
        self.out.write(f"{rss:.0f}\t{hwm:.0f}\t{children_mb():.0f}\t{nodeid}\n")

    def pytest_unconfigure(self, config) -> None:
        self.out.close()


def pytest_configure(config) -> None:
    path = os.environ.get("TYCOON_MEMLOG")
    if path:
        config.pluginmanager.register(MemoryLog(Path(path)), "tycoon-memlog")
