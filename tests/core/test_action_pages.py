"""A long game's autosave costs the same at any length (issue 33, point 5): its first moves
sit in pages written once (game/core/action_pages.py), the save file holds the snapshot and
the moves after the last whole page, and every such save loads back to the same game."""

from __future__ import annotations

import json
import random

import pytest

from game.core.action_pages import PAGES_FOLDER
from game.core.paths import UserPaths
from game.core.save_format import PAGE_SIZE, SaveError
from game.core.saves import SaveStore, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry

PROFILE = "0123456789ab"


def lasting_game(moves: int, seed: int = 5):
    """A «Менеджер» game that goes on: nobody buys after the first moves, nobody goes
    bankrupt while anything else is allowed."""
    entry = game_entry("menedzher")
    colours = entry.colours() or ("red", "blue", "green", "yellow")
    setup = GameSetup("menedzher", seed, tuple(Seat("human", f"P{i}", colours[i])
                                               for i in range(4)),
                      {**entry.options(), "round_cap": 0})
    state, rng, actions = entry.start(setup), random.Random(seed), []
    for _ in range(moves):
        play_on(state, rng, actions)
    return setup, actions, state, rng


def play_on(state, rng, actions):
    avoid = ("bankrupt",) if len(actions) < 200 else ("bankrupt", "buy", "bid")
    legal = state.legal_actions()
    action = rng.choice([a for a in legal if not str(a).startswith(avoid)] or legal)
    state.apply(action)
    actions.append(action)


@pytest.fixture
def store(tmp_path):
    return SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)


def pages_on_disk(store):
    folder = store.folder / PAGES_FOLDER
    return sorted(path.name for path in folder.iterdir()) if folder.is_dir() else []


def test_a_long_autosave_keeps_whole_pages_apart_and_loads_every_move(store):
    setup, actions, state, _ = lasting_game(2 * PAGE_SIZE + 300)
    uid = new_game_uid()
    entry = store.autosave(setup, actions, state, game_uid=uid)
    document = json.loads(entry.path.read_text("utf-8"))
    assert len(document["pages"]) == 2 and len(document["actions"]) == 300
    assert len(pages_on_disk(store)) == 2
    assert store.list_saves().entries[0].moves == len(actions)
    loaded = store.load(entry.path)
    assert [str(a) for a in loaded.actions] == [str(a) for a in actions]
    assert loaded.state.to_dict() == state.to_dict()


def test_an_autosave_deep_in_a_game_writes_no_more_than_one_early_in_it(store):
    """The same number of moves after the last page, 1,000 or 4,000 moves in: the same file
    size within a few percent, and no page is written again."""
    setup, actions, state, rng = lasting_game(PAGE_SIZE + 150)
    uid = new_game_uid()
    early = store.autosave(setup, actions, state, game_uid=uid).path.stat().st_size
    while len(actions) < 4 * PAGE_SIZE + 150:
        play_on(state, rng, actions)
    store.autosave(setup, actions, state, game_uid=uid)
    pages = {path: path.stat().st_mtime_ns for path in (store.folder / PAGES_FOLDER).iterdir()}
    play_on(state, rng, actions)
    deep = store.autosave(setup, actions, state, game_uid=uid)
    assert deep.path.stat().st_size < early * 1.2
    assert {path: path.stat().st_mtime_ns for path in pages} == pages
    assert len(store.load(deep.path).actions) == len(actions)


def test_moves_taken_back_across_a_page_end_make_a_new_page_and_older_saves_still_load(store):
    setup, actions, state, rng = lasting_game(PAGE_SIZE + 5)
    uid = new_game_uid()
    older = store.autosave(setup, actions, state, game_uid=uid)
    setup, actions, state, _ = lasting_game(PAGE_SIZE - 3)  # the same game, 8 moves back
    rng = random.Random(99)  # played on differently
    for _ in range(8):
        play_on(state, rng, actions)
    newer = store.autosave(setup, actions, state, game_uid=uid)
    assert len(pages_on_disk(store)) == 2
    assert store.load(newer.path).state.to_dict() == state.to_dict()
    assert len(store.load(older.path).actions) == PAGE_SIZE + 5


def test_a_missing_page_is_named_and_the_save_stays_as_it_was(store):
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 10)
    entry = store.autosave(setup, actions, state, game_uid=new_game_uid())
    (store.folder / PAGES_FOLDER / pages_on_disk(store)[0]).unlink()
    before = entry.path.read_bytes()
    with pytest.raises(SaveError) as refused:
        store.load(entry.path)
    assert refused.value.key == "saves.error.bad_page" and refused.value.params["page"] == 1
    assert entry.path.read_bytes() == before


def test_a_games_pages_go_with_its_last_autosave_and_never_with_a_named_save(store):
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 10)
    uid = new_game_uid()
    store.autosave(setup, actions, state, game_uid=uid)
    named = store.save_slot("Long one", setup, actions, state, game_uid=uid)
    assert json.loads(named.path.read_text("utf-8"))["pages"] == []
    for entry in store.list_saves().entries:
        if entry.meta.kind == "auto":
            store.delete(entry.path)
    assert pages_on_disk(store) == []
    assert len(store.load(named.path).actions) == len(actions)
