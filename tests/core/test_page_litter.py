"""Move pages that no save names are swept at start, and only those (game/core/litter.py,
`unnamed_pages` in game/core/action_pages.py): before, a page went only when its game had
no autosave left, so a page left by moves taken back across a page's end, or by a crash
between a page and its autosave, stayed for as long as the game was played. A sweep that dies
half-way loses nothing: every save still loads, and the next start takes the rest."""

from __future__ import annotations

import json
import os
import random
import time

import pytest

import game.core.action_pages as action_pages
import game.core.litter as litter
from game.core.action_pages import PAGES_FOLDER
from game.core.save_format import PAGE_SIZE, SaveError
from game.core.saves import SaveStore, new_game_uid
from game.games import game_entry
from tests.core.test_action_pages import PROFILE, lasting_game, pages_on_disk, play_on


@pytest.fixture
def store(paths):
    return SaveStore(paths, PROFILE, games=game_entry)


def age_everything(store, seconds=3600):
    """Every file of the profile's folder written an hour ago: the sweep's age rule
    (LITTER_AGE_S) passes, so only what is litter decides."""
    old = time.time() - seconds
    for folder in (store.folder, store.folder / PAGES_FOLDER):
        for path in folder.iterdir():
            if path.is_file():
                os.utime(path, (old, old))


def every_save_loads(store):
    listing = store.list_saves()
    assert listing.bad == []
    for entry in listing.entries:
        assert len(store.load(entry.path).actions) == entry.moves


def taken_back_across_a_page_end(store):
    """An autosave naming the first page, then the same game 8 moves back and played on
    otherwise: a second first page, named only by the newer autosave."""
    uid = new_game_uid()
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 5)
    older = store.autosave(setup, actions, state, game_uid=uid)
    setup, actions, state, _ = lasting_game(PAGE_SIZE - 3)
    rng = random.Random(99)
    for _ in range(8):
        play_on(state, rng, actions)
    newer = store.autosave(setup, actions, state, game_uid=uid)
    return older, newer


def test_a_page_left_by_moves_taken_back_goes_once_no_autosave_names_it(paths, store):
    older, newer = taken_back_across_a_page_end(store)
    store.delete(older.path)  # rotated out, as the autosave rotation does
    [named] = json.loads(newer.path.read_text("utf-8"))["pages"]
    age_everything(store)
    assert len(pages_on_disk(store)) == 2
    litter.sweep_litter(paths)
    assert pages_on_disk(store) == [f"{named}.json"]
    every_save_loads(store)


def test_a_page_whose_autosave_a_full_disk_refused_goes_and_the_earlier_save_loads(
        paths, store, monkeypatch):
    uid = new_game_uid()
    setup, actions, state, rng = lasting_game(PAGE_SIZE - 10)
    store.autosave(setup, actions, state, game_uid=uid)
    while len(actions) < PAGE_SIZE + 10:
        play_on(state, rng, actions)

    def full_disk(stem, *_args):
        raise SaveError("saves.error.disk_full", {"file": f"{stem}.json"})

    monkeypatch.setattr(store, "_write", full_disk)  # the page is written, its save is not
    assert store.autosave(setup, actions, state, game_uid=uid) is None
    monkeypatch.undo()
    assert len(pages_on_disk(store)) == 1
    age_everything(store)
    litter.sweep_litter(paths)
    assert pages_on_disk(store) == []
    every_save_loads(store)


def test_a_sweep_that_dies_half_way_loses_nothing_and_the_next_start_ends_it(
        paths, store, monkeypatch):
    """Two unnamed pages (two games' moves taken back); the process dies at the second
    delete. Every save loads; the next sweep takes the page left."""
    for _ in range(2):
        older, _newer = taken_back_across_a_page_end(store)
        store.delete(older.path)
    assert len(pages_on_disk(store)) == 4
    age_everything(store)
    deletes = []
    real_remove = litter.remove_entry

    def dies_at_the_second(path):
        deletes.append(path)
        if len(deletes) == 2:
            raise KeyboardInterrupt  # the process ends here
        real_remove(path)

    monkeypatch.setattr(litter, "remove_entry", dies_at_the_second)
    with pytest.raises(KeyboardInterrupt):
        litter.sweep_litter(paths)
    monkeypatch.undo()
    assert len(pages_on_disk(store)) == 3
    every_save_loads(store)
    assert len(litter.sweep_litter(paths)) == 1
    assert len(pages_on_disk(store)) == 2
    every_save_loads(store)


def test_a_page_any_save_names_or_might_name_stays(paths, store):
    """A named save that lists a page (a hand-made one; the store writes none) keeps it though
    its game has no autosave; a damaged autosave keeps its game's pages; a page younger
    than the age rule stays."""
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 10)
    kept_by_slot, kept_by_damage = new_game_uid(), new_game_uid()
    autosave = store.autosave(setup, actions, state, game_uid=kept_by_slot).path
    slot = store.folder / "slot-00000000000a.json"
    slot.write_bytes(autosave.read_bytes())
    autosave.unlink()  # its game has no autosave now, only the named save naming its page
    damaged = store.autosave(setup, actions, state, game_uid=kept_by_damage)
    damaged.path.write_text('{"format": "tycoon-collection-save", "pag', "utf-8")
    assert len(pages_on_disk(store)) == 2
    age_everything(store)
    litter.sweep_litter(paths)
    assert len(pages_on_disk(store)) == 2
    assert len(store.load(slot).actions) == len(actions)


def test_a_save_written_during_the_sweep_keeps_every_page(paths, store, monkeypatch):
    """Without the data lock (a folder where none can be made) another copy may write while
    the sweep reads: when the folder's saves change under it, the sweep leaves the pages."""
    older, _newer = taken_back_across_a_page_end(store)
    age_everything(store)
    real_names_in = action_pages._names_in

    def another_copy_writes(path):
        slot = store.folder / "slot-00000000000b.json"
        if not slot.exists():  # while the sweep reads the saves
            slot.write_bytes(older_bytes)
        return real_names_in(path)

    older_bytes = older.path.read_bytes()
    store.delete(older.path)
    monkeypatch.setattr(action_pages, "_names_in", another_copy_writes)
    litter.sweep_litter(paths)
    monkeypatch.undo()
    assert len(pages_on_disk(store)) == 2
