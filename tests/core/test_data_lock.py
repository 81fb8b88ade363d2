"""A second copy of the app on the same data folder (issue 33, point 8): it says so and offers
to open read-only or quit, changes nothing in the folder, and a copy that was killed leaves no
lock behind."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

import pytest

from game.app import App
from game.core.data_lock import take_data_lock
from game.core.setup import GameSetup, Seat
from game.core.user_files import UserFileError
from game.scenes.player_files import player_files
from game.scenes.question import QuestionScene
from game.tycoon.rules import new_game

TWO = GameSetup("tycoon", 4, (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue")), {})

HOLD = """
import sys, time
from pathlib import Path
from game.core.data_lock import take_data_lock
lock = take_data_lock(Path(sys.argv[1]))
print("held" if lock.held else "not held", flush=True)
time.sleep(600)
"""


def snapshot(folder):
    return {path: path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def test_one_lock_at_a_time_and_free_again_after_release(tmp_path):
    first = take_data_lock(tmp_path)
    assert first.held and not first.other_copy
    second = take_data_lock(tmp_path)
    assert second.other_copy and not second.held
    first.release()
    third = take_data_lock(tmp_path)
    assert third.held
    third.release()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_a_killed_copy_leaves_no_lock_stuck(tmp_path):
    child = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "held"
        assert take_data_lock(tmp_path).other_copy
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    for _ in range(50):  # the system lets go as the process is reaped
        lock = take_data_lock(tmp_path)
        if lock.held:
            break
        time.sleep(0.1)
    assert lock.held
    lock.release()


def test_a_second_app_says_so_and_opens_read_only_without_changing_a_file(tmp_path):
    first = App.headless(tmp_path)
    try:
        first.run_frames(1)
        files = player_files(first)
        anna = files.profiles.create("Anna", "en")
        state = new_game(2, 4, {})
        files.saves().autosave(TWO, [], state, game_uid="0123456789ab")
        before = snapshot(first.paths.data_dir)
        second = App.headless(tmp_path)
        try:
            second.run_frames(1)
            asked = second.scenes.top
            assert isinstance(asked, QuestionScene) and asked.heading == "app.other_copy.heading"
            second.click(asked.buttons["read_only"], frames=2)
            assert second.read_only and second.scenes.top is not asked
            other = player_files(second)
            assert other.current.id == anna.id
            assert other.newest_game() is not None  # it can look, and load
            with pytest.raises(UserFileError) as refused:
                other.profiles.create("Ben", "en")
            assert refused.value.key == "profiles.error.other_copy"
            saves = other.saves()
            assert saves.autosave(TWO, [], state, game_uid="0123456789ab") is None
            assert saves.saving_off.key == "saves.error.other_copy"
        finally:
            second.close()
        assert snapshot(first.paths.data_dir) == before
    finally:
        first.close()


def test_quit_ends_the_second_copy(tmp_path):
    first = App.headless(tmp_path)
    try:
        second = App.headless(tmp_path)
        try:
            second.run_frames(1)
            second.running = True
            second.click(second.scenes.top.buttons["quit"], frames=3)
            assert second.running is False
        finally:
            second.close()
        assert not first.read_only
    finally:
        first.close()
