"""Nothing outside the data folder is ever deleted or swept: links are removed as links.

Deleting a profile whose saves folder was a symbolic link once deleted the files where the link
pointed, and the litter sweep entered linked folders. Each test puts files outside the data
folder behind a link and checks that they are still there, byte for byte, afterwards.
"""

from __future__ import annotations

import os
import time

import pytest

from game.core.litter import LITTER_AGE_S, sweep_litter
from game.core.paths import UserPaths
from game.core.profiles import ProfileStore
from game.core.saves import AUTOSAVE_SPACING, AUTOSAVES_KEPT, SaveStore, new_game_uid
from game.core.user_files import UserFileError
from game.games import game_entry
from tests.support.saves import PNG, SETUP, Clock, play

pytestmark = pytest.mark.usefixtures("counting")


@pytest.fixture
def paths(tmp_path):
    return UserPaths.under(tmp_path / "root")


@pytest.fixture
def outside(tmp_path):
    """A folder outside the data folder holding files a save or its litter could be named."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    names = ["auto-0123456789ab-20260101T000000000000.json", "slot-0123456789ab.png",
             ".slot-0123456789ab.json.x.tmp", "notes.txt"]
    for name in names:
        (folder / name).write_bytes(b"not Tycoon's: " + name.encode())
    return folder


def contents(folder):
    return {path.name: path.read_bytes() for path in folder.iterdir()}


def aged(path):
    old = time.time() - LITTER_AGE_S - 60
    os.utime(path, (old, old), follow_symlinks=False)


def test_deleting_a_profile_whose_saves_folder_is_a_link_removes_the_link_only(paths, outside):
    profiles = ProfileStore(paths)
    anna = profiles.create("Anna", "en")
    paths.saves_dir.mkdir(parents=True)
    (paths.saves_dir / anna.id).symlink_to(outside, target_is_directory=True)
    before = contents(outside)
    saves = SaveStore(paths, anna.id, games=game_entry)
    assert len(saves.list_saves().bad) == 1  # the foreign "autosave" is listed, not touched
    profiles.delete(anna.id)
    saves.delete_all()
    assert not (paths.saves_dir / anna.id).is_symlink()
    assert contents(outside) == before


def test_a_save_linked_to_a_file_outside_is_deleted_as_a_link(paths, outside):
    saves = SaveStore(paths, "0123456789ab", clock=Clock(), games=game_entry)
    saves.folder.mkdir(parents=True)
    before = contents(outside)
    link = saves.folder / "slot-0123456789ab.json"
    link.symlink_to(outside / "auto-0123456789ab-20260101T000000000000.json")
    (saves.folder / "slot-0123456789ab.png").symlink_to(outside / "slot-0123456789ab.png")
    saves.delete(link)
    assert list(saves.folder.iterdir()) == []
    assert contents(outside) == before


def test_a_saves_folder_linked_outside_is_neither_written_nor_emptied(paths, outside):
    """Older autosaves are dropped as a game goes on; through a link they would be dropped
    outside, so the store writes nothing there and says why (saving is off)."""
    paths.saves_dir.mkdir(parents=True)
    (paths.saves_dir / "0123456789ab").symlink_to(outside, target_is_directory=True)
    before = contents(outside)
    saves = SaveStore(paths, "0123456789ab", clock=Clock(), games=game_entry)
    uid = new_game_uid()
    for moves in ((1,), (1, 1), (1, 1, 1), (1, 1, 1, 1)):
        assert saves.autosave(SETUP, *play(moves), game_uid=uid, thumbnail_png=PNG) is None
    assert saves.saving_off.key == "saves.error.outside_data"
    with pytest.raises(UserFileError) as refused:
        saves.delete(saves.folder / "auto-0123456789ab-20260101T000000000000.json")
    assert refused.value.key == "saves.error.outside_data"
    assert contents(outside) == before


def test_older_autosaves_that_are_links_go_as_links(paths, outside):
    clock = Clock()
    saves = SaveStore(paths, "0123456789ab", clock=clock, games=game_entry)
    uid = new_game_uid()
    first = saves.autosave(SETUP, *play((1,)), game_uid=uid, thumbnail_png=PNG)
    first.path.with_suffix(".png").unlink()
    first.path.with_suffix(".png").symlink_to(outside / "slot-0123456789ab.png")
    before = contents(outside)
    for count in range(2, AUTOSAVES_KEPT + 3):
        clock.now += AUTOSAVE_SPACING  # older autosaves are kept this far apart
        saves.autosave(SETUP, *play((1,) * count), game_uid=uid, thumbnail_png=PNG)
    assert not first.path.exists() and not first.path.with_suffix(".png").is_symlink()
    assert contents(outside) == before


def test_the_litter_sweep_never_enters_a_linked_folder(paths, outside):
    for name in os.listdir(outside):
        aged(outside / name)
    paths.saves_dir.mkdir(parents=True)
    (paths.saves_dir / "0123456789ab").symlink_to(outside, target_is_directory=True)
    paths.profiles_dir.parent.mkdir(parents=True, exist_ok=True)
    paths.profiles_dir.symlink_to(outside, target_is_directory=True)
    own = paths.saves_dir / "ba9876543210"
    own.mkdir()
    tmp_link = own / ".slot-ba9876543210.json.abc.tmp"
    tmp_link.symlink_to(outside / ".slot-0123456789ab.json.x.tmp")
    aged(tmp_link)
    before = contents(outside)
    swept = sweep_litter(paths)
    assert swept == [tmp_link]
    assert not tmp_link.is_symlink()
    assert contents(outside) == before
