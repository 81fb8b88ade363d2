"""The frozen app as a player gets it: dist/Tycoon copied into a folder whose path has spaces
and umlauts.

`make test` builds dist/Tycoon first and sets TYCOON_FROZEN=require, so a missing build fails
there instead of skipping. A plain `pytest` skips the frozen tests when there is no build or
the build is older than the sources; `make test FROZEN=0` sets TYCOON_FROZEN=skip.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.packaging.frozen import (
    DIST,
    EXE_NAME,
    PLAYER_FOLDER,
    frozen_build_problem,
    shared_build_lock,
)


@pytest.fixture(scope="session")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Path of the executable inside a fresh copy of dist/Tycoon."""
    mode = os.environ.get("TYCOON_FROZEN", "")
    if mode == "skip":
        pytest.skip("frozen app left out on request (make test FROZEN=0)")
    problem = frozen_build_problem(must_be_current=mode != "require")
    if problem and mode == "require":
        pytest.fail(problem)
    if problem:
        pytest.skip(problem)
    folder = tmp_path_factory.mktemp("frozen") / PLAYER_FOLDER / "Tycoon"
    with shared_build_lock():
        shutil.copytree(DIST, folder, symlinks=True)
    return folder / EXE_NAME
