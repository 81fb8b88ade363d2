"""The computers' reasons of a long game live in its move pages (save format 4): an autosave
deep into a game writes only the reasons of the moves after its last whole page, as it writes
only those moves. Before, every autosave wrote every reason of the game (a 10,000-move
«Менеджер» game: 812 kB and 45 ms an autosave). An older file, with every reason in
`meta.reasons` (format 3) or with none, loads with its log as before."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game.core.action_pages import PAGES_FOLDER, page_name
from game.core.paths import UserPaths
from game.core.save_format import PAGE_SIZE, SaveError
from game.core.saves import SaveStore, new_game_uid
from game.games import game_entry
from tests.core.test_action_pages import lasting_game, pages_on_disk, play_on

PROFILE = "0123456789ab"
OLD_PAGED = Path(__file__).parent / "golden" / "paged-v3"
"""A format-3 autosave of a 1,012-move «Менеджер» game (one page beside it), every one of its
998 reasons in `meta.reasons`, written by the program before the reasons were paged."""


@pytest.fixture
def store(tmp_path):
    return SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)


def reason(move: int) -> tuple[str, dict]:
    return "property_bot.reason.buy", {"space": move % 40, "place": "coral_steps",
                                       "price": 100 + move % 300}


def with_reasons(actions: list) -> dict[int, tuple[str, dict]]:
    """A reason on three moves of four, as the computers' moves of a game with a person."""
    return {move: reason(move) for move in range(len(actions)) if move % 4}


def saved_reasons(path: Path) -> list[int]:
    return [move for move, _key, _params in json.loads(path.read_text("utf-8"))["meta"]
            .get("reasons", [])]


def test_an_autosave_deep_into_a_game_writes_only_the_open_pages_reasons(store):
    setup, actions, state, rng = lasting_game(3 * PAGE_SIZE + 150)
    reasons = with_reasons(actions)
    uid = new_game_uid()
    store.autosave(setup, actions, state, game_uid=uid, reasons=reasons)
    pages = {path: path.read_bytes() for path in (store.folder / PAGES_FOLDER).iterdir()}
    play_on(state, rng, actions)
    reasons[len(actions) - 1] = reason(len(actions) - 1)
    entry = store.autosave(setup, actions, state, game_uid=uid, reasons=reasons)
    in_file = saved_reasons(entry.path)
    assert in_file == [move for move in sorted(reasons) if move >= 3 * PAGE_SIZE]
    assert (len(in_file), len(reasons)) == (113, 2_363)
    assert {path: path.read_bytes() for path in (store.folder / PAGES_FOLDER).iterdir()} == pages
    assert entry.path.stat().st_size < 40_000  # every reason in it (format 3): 398 kB


def test_a_long_games_reasons_come_back_whole_after_a_load(store):
    setup, actions, state, _ = lasting_game(2 * PAGE_SIZE + 30)
    reasons = with_reasons(actions)
    entry = store.autosave(setup, actions, state, game_uid=new_game_uid(), reasons=reasons)
    assert len(pages_on_disk(store)) == 2
    assert store.load(entry.path).reasons == reasons


def test_reasons_taken_back_across_a_page_end_do_not_come_back(store):
    """Undo drops the reasons of the moves it takes back (Match.reasons); the page those moves
    were on is written anew with the moves played instead, and a load has neither."""
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 5)
    uid = new_game_uid()
    store.autosave(setup, actions, state, game_uid=uid, reasons=with_reasons(actions))
    setup, actions, state, _ = lasting_game(PAGE_SIZE - 3)  # the same game, 8 moves back
    reasons = with_reasons(actions)
    rng = random.Random(99)  # played on differently, by a person: no reasons
    for _ in range(8):
        play_on(state, rng, actions)
    entry = store.autosave(setup, actions, state, game_uid=uid, reasons=reasons)
    assert store.load(entry.path).reasons == reasons  # none of move 997 or later


def test_an_old_paged_autosave_loads_with_every_reason_and_saves_on_paged(store):
    shutil.copytree(OLD_PAGED, store.folder)
    (path,) = store.folder.glob("auto-*.json")
    old = json.loads(path.read_text("utf-8"))
    assert old["version"] == 3 and len(old["meta"]["reasons"]) == 998 and old["pages"]
    loaded = store.load(path)
    assert len(loaded.actions) == 1_012
    assert loaded.reasons == {move: (key, params) for move, key, params in old["meta"]["reasons"]}
    assert min(loaded.reasons) < PAGE_SIZE
    entry = store.autosave(loaded.setup, loaded.actions, loaded.state,
                           game_uid=loaded.entry.meta.game_uid, reasons=loaded.reasons)
    assert all(move >= PAGE_SIZE for move in saved_reasons(entry.path))
    assert store.load(entry.path).reasons == loaded.reasons


def test_a_damaged_reason_in_a_page_is_refused_naming_the_page(store):
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 10)
    entry = store.autosave(setup, actions, state, game_uid=new_game_uid(),
                           reasons=with_reasons(actions))
    page = store.folder / PAGES_FOLDER / pages_on_disk(store)[0]
    data = json.loads(page.read_text("utf-8"))
    data["reasons"][3][2]["price"] = 1_000_000
    page.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        store.load(entry.path)
    assert refused.value.key == "saves.error.bad_page"
    assert refused.value.params["part"] == page.name


def test_a_pages_reason_of_a_move_on_another_page_is_refused_naming_the_page(store):
    """Even with a checksum that fits: each page keeps only its own moves' reasons."""
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 10)
    uid = new_game_uid()
    entry = store.autosave(setup, actions, state, game_uid=uid, reasons=with_reasons(actions))
    (old_name,) = pages_on_disk(store)
    page = store.folder / PAGES_FOLDER / old_name
    data = json.loads(page.read_text("utf-8"))
    data["reasons"].append([PAGE_SIZE + 1, *reason(PAGE_SIZE + 1)])
    name = page_name(uid, 0, data["actions"], data["reasons"])
    (page.parent / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
    save = json.loads(entry.path.read_text("utf-8"))
    save["pages"] = [name]
    entry.path.write_text(json.dumps(save), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        store.load(entry.path)
    assert refused.value.key == "saves.error.bad_page"
    assert refused.value.params["part"] == f"{name}.json"


def test_a_reason_kept_both_in_a_page_and_in_the_save_is_refused(store):
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 10)
    entry = store.autosave(setup, actions, state, game_uid=new_game_uid(),
                           reasons=with_reasons(actions))
    data = json.loads(entry.path.read_text("utf-8"))
    data["meta"]["reasons"].insert(0, [5, *reason(5)])
    entry.path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        store.load(entry.path)
    assert refused.value.key == "saves.error.bad_field"
    assert refused.value.params["field"] == "meta/reasons"
