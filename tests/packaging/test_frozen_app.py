"""The double-clickable Tycoon: the frozen folder runs where a player puts it and stays clean."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core.paths import UserPaths
from tests.packaging.frozen import minimal_env, snapshot

SMOKE_TIMEOUT_S = 600
START_TIMEOUT_S = 60


def _output(result: subprocess.CompletedProcess) -> str:
    return f"exit {result.returncode}\n--- stdout\n{result.stdout}\n--- stderr\n{result.stderr}"


@pytest.fixture(scope="module")
def smoke_run(frozen_app: Path, tmp_path_factory: pytest.TempPathFactory):
    """One `--smoke-test` run of the copied app, with the folder's files before and after."""
    home = tmp_path_factory.mktemp("home")
    temp = tmp_path_factory.mktemp("temp")
    before = snapshot(frozen_app.parent)
    result = subprocess.run(
        [str(frozen_app), "--smoke-test"],
        env=minimal_env(home, temp),
        cwd=home,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=SMOKE_TIMEOUT_S,
    )
    return result, before, snapshot(frozen_app.parent)


def test_frozen_app_passes_its_smoke_test_from_a_folder_with_spaces_and_umlauts(smoke_run):
    result, _, _ = smoke_run
    assert result.returncode == 0, _output(result)


def test_frozen_app_saves_and_loads_a_game_of_each_kind(smoke_run):
    """The smoke test's save round trip (game/scenes/smoke_saves.py): moves on each game's
    board, autosaved, read back through the Load path and opened again."""
    from game.games import playable_games

    result, _, _ = smoke_run
    for entry in playable_games():
        assert f"({entry.id}, " in result.stdout, _output(result)


def test_frozen_app_writes_nothing_next_to_itself(smoke_run):
    result, before, after = smoke_run
    assert after == before, _output(result)


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="Windows gives the user folders through its shell API, which HOME cannot redirect",
)
def test_frozen_app_keeps_a_players_files_in_the_platform_user_folders(
    frozen_app: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """A normal start (no flags) with a fresh HOME: its settings and log appear in the
    platformdirs folders of that HOME, nowhere else, and the program folder is untouched."""
    home = tmp_path / "home"
    temp = tmp_path / "temp"
    home.mkdir()
    temp.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(variable, raising=False)
    expected = UserPaths.for_user()
    before = snapshot(frozen_app.parent)

    process = subprocess.Popen(
        [str(frozen_app)],
        env=minimal_env(home, temp),
        cwd=home,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline and process.poll() is None:
            log = expected.log_file
            if log.exists() and "first frame" in log.read_text("utf-8", "replace"):
                break
            time.sleep(0.1)
        still_running = process.poll() is None
    finally:
        process.kill()
        output = process.communicate(timeout=30)[0].decode("utf-8", "replace")

    assert still_running, f"the app ended on its own:\n{output}"
    assert "first frame" in expected.log_file.read_text("utf-8", "replace"), output
    user_folders = (expected.config_dir, expected.data_dir, expected.log_dir)
    strays = [
        path
        for path in home.rglob("*")
        if path.is_file() and not any(path.is_relative_to(folder) for folder in user_folders)
    ]
    assert strays == [], f"files outside the user folders: {strays}"
    assert snapshot(frozen_app.parent) == before
