"""The computer thinks in a *spawned* process. Frozen, that process is the Tycoon program
itself started again with `--multiprocessing-fork`; the app must hand such a start to
multiprocessing (`multiprocessing.freeze_support()` first thing in `main`) instead of parsing
it as its own command line. Without that, every computer turn fails in the frozen app only.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import subprocess
import sys
from multiprocessing import context
from pathlib import Path

import pytest

from tests.packaging.frozen import minimal_env

CHILD_EXIT_CODE = 7


def _spawn_payload() -> tuple[dict, multiprocessing.Process]:
    """What a spawning parent writes down the pipe: preparation data, then the process
    object. Its target exits with a code no argument parser would choose."""
    child = multiprocessing.get_context("spawn").Process(target=os._exit, args=(CHILD_EXIT_CODE,))
    return {}, child


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="on Windows the parent passes a process handle, which a test cannot hand over",
)
def test_frozen_app_runs_a_spawned_thinking_process(frozen_app: Path, tmp_path: Path):
    preparation, child = _spawn_payload()
    read_end, write_end = os.pipe()
    with os.fdopen(write_end, "wb") as pipe:
        # The process object carries an auth key that pickles only while "spawning".
        context.set_spawning_popen(object())
        try:
            pickle.dump(preparation, pipe)
            pickle.dump(child, pipe)
        finally:
            context.set_spawning_popen(None)
    try:
        result = subprocess.run(
            [str(frozen_app), "--multiprocessing-fork", f"pipe_handle={read_end}"],
            pass_fds=(read_end,),
            env=minimal_env(tmp_path, tmp_path),
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        os.close(read_end)
    assert result.returncode == CHILD_EXIT_CODE, result.stdout + result.stderr
