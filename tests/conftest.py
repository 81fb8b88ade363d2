"""Fixtures for every test folder (a folder's own conftest may narrow them)."""

from __future__ import annotations

import gc
import os

import pytest

# SDL puts its own handler on every signal of SIGINT/SIGTERM still at the default (SIGTERM: Python
# handles only SIGINT) and turns it into a QUIT event that no test reads: a `kill` left the run
# going until SIGKILL. With this hint, read at every `pygame.init()`, the run keeps Python's
# handling: SIGTERM ends it, Ctrl-C raises KeyboardInterrupt. Only the tests set it; the app
# keeps SDL's (a window's close is SDL's QUIT event either way).
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")

pytest_plugins = ["tests.memlog", "tests.support.app", "tests.support.saves"]


def pytest_collection_finish(session):
    """Everything imported and collected lives to the end: leave it out of every later garbage
    collection. An App's close() collects its UI's cycles; over the frozen rest that costs
    ~5 ms instead of ~100 ms, and so does every collection Python starts by itself."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_teardown(item):
    """Let go of the test's fixture values before its fixtures tear down, not after.

    pytest keeps them in `item.funcargs` until the whole teardown is over, so a fixture that
    holds a scene (a `board`, a `screen`) kept its App's UI manager alive through `app.close()`.
    A font freed after `pygame.quit()` is never closed (pygame-ce skips it once its font module
    is down): each such test left its App's fonts in memory for good, ~20 MB a test, and the
    run peaked above 3 GB. Each fixture still tears down with its own value."""
    if isinstance(getattr(item, "funcargs", None), dict):
        item.funcargs.clear()

