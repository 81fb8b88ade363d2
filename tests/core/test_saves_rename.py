"""Renaming a named save (the Load list's Rename): the new name is listed and the game still
loads; a bad name, a damaged file and an autosave are refused with a message; a crash in the
middle of the write loses nothing."""

from __future__ import annotations

import errno
import os

import pytest

from game import games
from game.core.save_format import SaveError
from game.core.saves import SaveStore, new_game_uid
from game.core.user_files import UserFileError
from tests.support.saves import PNG, PROFILE, SETUP, Clock, play, save_game

pytestmark = pytest.mark.usefixtures("counting")


def names(store) -> list[str | None]:
    return [entry.meta.name for entry in store.list_saves().entries]


def test_a_renamed_save_is_listed_by_its_new_name_and_loads_as_before(store):
    entry = save_game(store, moves=(1, 2, 1), name="Before lunch")
    before = store.load(entry.path)
    renamed = store.rename_slot(entry.path, "  After the airport  ")
    assert names(store) == ["After the airport"]
    assert renamed.path == entry.path and renamed.thumbnail == entry.thumbnail
    assert renamed.meta.saved_at == entry.meta.saved_at, "a rename is not a newer save"
    loaded = store.load(entry.path)
    assert loaded.state.to_dict() == before.state.to_dict()
    assert [str(a) for a in loaded.actions] == [str(a) for a in before.actions]
    assert entry.path.with_suffix(".png").read_bytes() == PNG


@pytest.mark.parametrize(("typed", "key"), [
    ("   ", "saves.error.slot_name_empty"),
    ("x" * 41, "saves.error.slot_name_long"),
    ("Line\nbreak", "saves.error.slot_name_invisible"),
    ("Before\u200blunch", "saves.error.slot_name_invisible"),
])
def test_a_bad_name_is_refused_with_its_reason_and_the_save_stays(store, typed, key):
    entry = save_game(store, name="Before lunch")
    kept = entry.path.read_bytes()
    with pytest.raises(SaveError) as refused:
        store.rename_slot(entry.path, typed)
    assert refused.value.key == key
    assert entry.path.read_bytes() == kept


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_a_crash_in_the_middle_of_the_rename_loses_nothing(store, monkeypatch, step):
    """Killed while the new bytes go to the disk (`fsync`) or as they take the old file's
    place (`replace`): the old save is whole, listed by its old name, and loads. A file
    written in place was cut at the crash."""
    entry = save_game(store, name="Before lunch")
    kept = entry.path.read_bytes()

    def power_cut(*args):
        raise KeyboardInterrupt  # not an OSError: nothing may catch it on the way

    with monkeypatch.context() as patch, pytest.raises(KeyboardInterrupt):
        patch.setattr(os, step, power_cut)
        store.rename_slot(entry.path, "After the airport")
    assert entry.path.read_bytes() == kept
    assert names(store) == ["Before lunch"]
    assert store.list_saves().bad == []
    assert store.load(entry.path).entry.meta.name == "Before lunch"


def test_a_half_written_new_file_never_replaces_the_save(store, monkeypatch):
    """Killed while the new bytes are written (a full disk mid-write): the save keeps its
    bytes, no stray file is listed, and the rename says it could not save."""
    entry = save_game(store, name="Before lunch")
    kept = entry.path.read_bytes()

    def disk_full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(SaveError) as refused:
        patch.setattr(os, "fsync", disk_full)
        store.rename_slot(entry.path, "After the airport")
    assert refused.value.key == "saves.error.disk_full"
    assert entry.path.read_bytes() == kept
    assert names(store) == ["Before lunch"] and store.list_saves().bad == []


def test_replacing_a_save_of_that_name_deletes_it_only_after_the_rename(store, monkeypatch):
    keep = save_game(store, moves=(1,), name="Lunch")
    other = save_game(store, moves=(2,), name="Before lunch")

    def power_cut(self, path):
        raise KeyboardInterrupt

    with monkeypatch.context() as patch, pytest.raises(KeyboardInterrupt):
        patch.setattr(SaveStore, "delete", power_cut)
        store.rename_slot(other.path, "Lunch", replacing=keep.path)
    assert sorted(names(store)) == ["Lunch", "Lunch"], "killed between: both games kept"
    store.rename_slot(other.path, "Lunch", replacing=keep.path)
    assert names(store) == ["Lunch"] and not keep.path.exists()
    assert store.load(other.path).entry.moves == 1


def test_a_damaged_save_is_not_renamed_and_says_why(store):
    entry = save_game(store, name="Before lunch")
    cut = entry.path.read_bytes()[:100]
    entry.path.write_bytes(cut)
    with pytest.raises(UserFileError) as refused:
        store.rename_slot(entry.path, "After the airport")
    assert refused.value.key == "saves.error.truncated"
    assert refused.value.params["file"] == entry.path.name
    assert entry.path.read_bytes() == cut


def test_an_autosave_has_no_name_to_change(store):
    actions, state = play((1, 2))
    auto = store.autosave(SETUP, actions, state, game_uid=new_game_uid())
    kept = auto.path.read_bytes()
    with pytest.raises(SaveError) as refused:
        store.rename_slot(auto.path, "Mine now")
    assert refused.value.key == "saves.error.rename_autosave"
    assert auto.path.read_bytes() == kept


def test_another_copy_of_the_app_renames_nothing(paths):
    writer = SaveStore(paths, PROFILE, clock=Clock(), games=games.game_entry)
    entry = save_game(writer, name="Before lunch")
    reader = SaveStore(paths, PROFILE, clock=Clock(), games=games.game_entry, read_only=True)
    with pytest.raises(SaveError) as refused:
        reader.rename_slot(entry.path, "After the airport")
    assert refused.value.key == "saves.error.other_copy"
    assert names(writer) == ["Before lunch"]
