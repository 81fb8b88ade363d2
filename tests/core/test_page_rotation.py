"""The autosave rotation takes along the move pages that no save names any more
(game/core/saves.py, `unnamed_pages` in game/core/action_pages.py): before, a page went in a
session only when its game had no autosave left, so every take-back across a page's end left
a page behind for as long as the game was played (until the next start's litter sweep). Nothing
is lost: a page any save names, or might name, stays, and every save left loads."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta

import pytest

from game.core.paths import UserPaths
from game.core.save_format import PAGE_SIZE
from game.core.saves import AUTOSAVE_SPACING, AUTOSAVES_KEPT, SaveStore, new_game_uid
from game.games import game_entry
from tests.core.test_action_pages import PROFILE, lasting_game, pages_on_disk, play_on


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 7, 2, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def store(tmp_path, clock):
    return SaveStore(UserPaths.under(tmp_path), PROFILE, clock, games=game_entry)


@pytest.fixture(scope="module")
def before_the_page_end():
    """A game three moves before its first page's end (made once: 1,000 moves take a while)."""
    return lasting_game(PAGE_SIZE - 3)


#: Seeds whose branches make five different first pages (others repeat one: few moves are
#: open three moves before the page's end).
DISTINCT = (0, 1, 2, 4, 5)


def branch(before_the_page_end, seed: int, moves: int = 8):
    """The game played on from three moves before the page's end, each `seed` otherwise:
    what a take-back across the page's end and other moves make of it."""
    setup, actions, state, _ = before_the_page_end
    state, actions, rng = state.clone(), list(actions), random.Random(seed)
    for _ in range(moves):
        play_on(state, rng, actions)
    return setup, actions, state


def named_pages(store) -> set[str]:
    return {f"{name}.json" for path in store.folder.glob("*.json")
            for name in json.loads(path.read_text("utf-8"))["pages"]}


def every_save_loads(store) -> None:
    listing = store.list_saves()
    assert listing.bad == []
    for entry in listing.entries:
        assert len(store.load(entry.path).actions) == entry.moves


def test_pages_left_by_take_backs_do_not_pile_up_in_a_long_session(store, clock,
                                                                   before_the_page_end):
    """Eight times the moves around the first page's end are taken back and played otherwise,
    a few minutes apart: each makes a new first page. The folder keeps only the pages the
    autosaves left name (before: all eight pages)."""
    uid = new_game_uid()
    for seed in range(8):
        setup, actions, state = branch(before_the_page_end, seed)
        assert store.autosave(setup, actions, state, game_uid=uid) is not None
        clock.now += AUTOSAVE_SPACING + timedelta(seconds=30)
    assert len(list(store.folder.glob("auto-*.json"))) == AUTOSAVES_KEPT
    assert set(pages_on_disk(store)) == named_pages(store)
    assert 1 <= len(pages_on_disk(store)) <= AUTOSAVES_KEPT
    every_save_loads(store)


def test_a_page_an_older_autosave_names_stays_until_that_autosave_goes(store, clock,
                                                                       before_the_page_end):
    """The older autosaves (the safety net) name the first page they were written with: it
    stays, and each of them loads; when the rotation drops the oldest, its page goes with it.
    (The seeds make five different first pages.)"""
    uid = new_game_uid()
    names = {}
    for seed in DISTINCT[:4]:
        setup, actions, state = branch(before_the_page_end, seed)
        entry = store.autosave(setup, actions, state, game_uid=uid)
        [names[seed]] = json.loads(entry.path.read_text("utf-8"))["pages"]
        if seed == DISTINCT[2]:
            assert len(pages_on_disk(store)) == 3 == len(named_pages(store))
            every_save_loads(store)
        clock.now += AUTOSAVE_SPACING + timedelta(seconds=30)
    assert set(pages_on_disk(store)) == {f"{names[s]}.json" for s in DISTINCT[1:4]}
    every_save_loads(store)


def test_a_page_a_named_save_or_a_damaged_file_might_name_stays(store, clock,
                                                                before_the_page_end):
    """A named save that lists a page (a hand-made one; the store writes none) keeps it after
    every autosave naming it has gone; a file that cannot be read keeps every page."""
    uid = new_game_uid()
    setup, actions, state = branch(before_the_page_end, 0)
    first = store.autosave(setup, actions, state, game_uid=uid)
    slot = store.folder / "slot-00000000000a.json"
    slot.write_bytes(first.path.read_bytes())
    for seed in range(1, 5):
        clock.now += AUTOSAVE_SPACING + timedelta(seconds=30)
        setup, actions, state = branch(before_the_page_end, seed)
        store.autosave(setup, actions, state, game_uid=uid)
    assert not first.path.exists()
    [kept] = json.loads(slot.read_text("utf-8"))["pages"]
    assert f"{kept}.json" in pages_on_disk(store)
    assert set(pages_on_disk(store)) == named_pages(store)
    every_save_loads(store)
    (store.folder / "slot-00000000000b.json").write_text('{"format": "tycoon-coll', "utf-8")
    before = pages_on_disk(store)
    for seed in range(5, 8):
        clock.now += AUTOSAVE_SPACING + timedelta(seconds=30)
        setup, actions, state = branch(before_the_page_end, seed)
        store.autosave(setup, actions, state, game_uid=uid)
    assert set(before) <= set(pages_on_disk(store))


def test_another_games_unnamed_page_is_left_to_the_sweep_at_start(store, clock,
                                                                  before_the_page_end):
    """The rotation of one game's autosaves touches only that game's pages (another game's
    page nobody names is the litter sweep's at the next start, after its age rule)."""
    other = new_game_uid()
    setup, actions, state = branch(before_the_page_end, 0)
    orphan = store.autosave(setup, actions, state, game_uid=other)
    orphan.path.unlink()  # as a crash between a page and its autosave leaves it
    uid = new_game_uid()
    for seed in range(1, 5):
        setup, actions, state = branch(before_the_page_end, seed)
        store.autosave(setup, actions, state, game_uid=uid)
        clock.now += AUTOSAVE_SPACING + timedelta(seconds=30)
    assert sum(name.startswith(other) for name in pages_on_disk(store)) == 1
    assert {name for name in pages_on_disk(store) if name.startswith(uid)} \
        == named_pages(store)


def test_a_death_while_the_rotation_drops_pages_loses_nothing(store, clock, monkeypatch,
                                                              before_the_page_end):
    """The process dies at the rotation's first page delete: every save left loads (the
    pages go only after the autosaves naming them), and the next rotation takes the page."""
    import game.core.saves as saves

    uid = new_game_uid()
    for seed in DISTINCT[:3]:
        setup, actions, state = branch(before_the_page_end, seed)
        store.autosave(setup, actions, state, game_uid=uid)
        clock.now += AUTOSAVE_SPACING + timedelta(seconds=30)
    real_remove = saves.remove_entry

    def dies_at_a_page(path):
        if path.parent.name == "pages":
            raise KeyboardInterrupt  # the process ends here
        real_remove(path)

    monkeypatch.setattr(saves, "remove_entry", dies_at_a_page)
    setup, actions, state = branch(before_the_page_end, DISTINCT[3])
    with pytest.raises(KeyboardInterrupt):
        store.autosave(setup, actions, state, game_uid=uid)
    monkeypatch.undo()
    every_save_loads(store)
    assert len(pages_on_disk(store)) == AUTOSAVES_KEPT + 1
    clock.now += timedelta(seconds=20)
    setup, actions, state = branch(before_the_page_end, DISTINCT[4])
    store.autosave(setup, actions, state, game_uid=uid)
    assert set(pages_on_disk(store)) == named_pages(store)
    every_save_loads(store)
