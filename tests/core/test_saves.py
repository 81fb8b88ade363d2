"""Saved games: every save comes back exactly, and no damaged file costs the player anything else.

Most tests use a tiny counting game with the rules contract, so they test the save layer alone;
the Tycoon round trip and the golden file live in test_saves_tycoon.py.
"""

from __future__ import annotations

import errno
import json
import os
from datetime import UTC, datetime

import pytest

from game import games
from game.core import save_format
from game.core.save_format import SaveError
from game.core.saves import SaveStore, new_game_uid
from tests.core import counting_game
from tests.core.messages import assert_names_file, message
from tests.support.saves import PNG, PROFILE, SETUP, play, save_game

pytestmark = pytest.mark.usefixtures("counting")


def rewrite(path, change):
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")


def test_a_saved_game_loads_to_the_same_state_and_the_same_next_moves(store):
    actions, state = play((1, 2, 2))
    entry = store.save_slot("Mine", SETUP, actions, state, game_uid=new_game_uid())
    loaded = store.load(entry.path)
    assert loaded.state.to_dict() == state.to_dict()
    assert loaded.state.legal_actions() == state.legal_actions()
    assert loaded.actions == actions
    assert loaded.setup == SETUP


def test_the_load_list_shows_date_players_where_and_thumbnail(store):
    entry = save_game(store, moves=(1, 1, 1, 1, 1))
    [listed] = store.list_saves().entries
    assert listed.meta.name == "Before lunch"
    assert listed.saved_at == datetime(2026, 3, 1, 12, 0, 1, tzinfo=UTC)
    assert [seat.name for seat in listed.seats] == ["Anna", "Robo"]
    assert listed.meta.progress == (
        "tycoon_board.progress.session_round",
        {"session": 1, "round": 3},
    )
    assert listed.thumbnail.read_bytes() == PNG
    assert listed.path == entry.path


def test_a_slot_file_is_named_by_a_generated_id_never_by_the_players_text(store):
    entry = save_game(store, name="../../evil\\name:*?")
    assert [p.parent for p in store.folder.parent.rglob("*.json")] == [store.folder]
    assert entry.path.name.startswith("slot-")
    assert "evil" not in entry.path.name
    assert store.list_saves().entries[0].meta.name == "../../evil\\name:*?"


def test_saving_over_a_slot_replaces_it(store):
    first = save_game(store, moves=(1,))
    actions, state = play((1, 1))
    store.save_slot("Again", SETUP, actions, state, game_uid=new_game_uid(), slot_id=first.id[5:])
    [entry] = store.list_saves().entries
    assert (entry.meta.name, entry.moves) == ("Again", 2)
    assert entry.thumbnail is None


def test_autosaves_seconds_apart_keep_the_newest_and_the_first_with_their_pictures(store):
    """The store's clock here steps one second a save: far less than AUTOSAVE_SPACING, so
    only the newest and the first (the older autosave to go back to) stay; the other game's
    autosave is left alone (tests/core/test_saves_upkeep.py spreads them over minutes)."""
    uid, other = new_game_uid(), new_game_uid()
    store.autosave(SETUP, *play((1,)), game_uid=other)
    for turn in range(1, 6):
        store.autosave(SETUP, *play((1,) * turn), game_uid=uid, thumbnail_png=PNG)
    mine = [e for e in store.list_saves().entries if e.meta.game_uid == uid]
    assert [e.moves for e in mine] == [5, 1]
    assert len(list(store.folder.glob("*.png"))) == 2
    assert any(e.meta.game_uid == other for e in store.list_saves().entries)


def test_continue_resumes_the_newest_unfinished_game(store):
    older, newer = new_game_uid(), new_game_uid()
    store.autosave(SETUP, *play((1,)), game_uid=older)
    store.autosave(SETUP, *play((1, 1)), game_uid=newer)
    store.autosave(SETUP, *play((2, 2, 2, 2, 2)), game_uid=older)
    assert store.newest_game().meta.game_uid == newer


def test_continue_does_not_bring_back_a_finished_game(store):
    uid = new_game_uid()
    store.autosave(SETUP, *play((2, 2, 2)), game_uid=uid)
    store.autosave(SETUP, *play((2, 2, 2, 2, 2)), game_uid=uid)
    assert store.newest_game() is None


def test_continue_has_nothing_when_there_is_no_save(store):
    assert store.newest_game() is None


def test_a_deleted_save_takes_its_thumbnail_with_it(store):
    entry = save_game(store)
    store.delete(entry.path)
    assert list(store.folder.iterdir()) == []


def test_deleting_a_profile_deletes_its_saves_and_no_one_elses(paths):
    mine = SaveStore(paths, PROFILE, games=games.game_entry)
    theirs = SaveStore(paths, "ba9876543210", games=games.game_entry)
    save_game(mine)
    save_game(theirs)
    mine.delete_all()
    assert not mine.folder.exists()
    assert len(theirs.list_saves().entries) == 1


def _truncate(data: bytes) -> bytes:
    return data[: len(data) // 2]


def _corrupt(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + b"\x00#@!" + data[middle + 4 :]


def _not_utf8(data: bytes) -> bytes:
    return data.replace(b"Anna", "Anna".encode("utf-16"))


def _not_json(data: bytes) -> bytes:
    return b"format = tycoon-collection-save\nversion = 1\n"


def _json_edit(change):
    def edit(data: bytes) -> bytes:
        parsed = json.loads(data)
        change(parsed)
        return json.dumps(parsed).encode()

    return edit


def _illegal_move(parsed):
    parsed["actions"][1] = "add 5"


def _unknown_field(parsed):
    parsed["meta"]["cheat"] = True


def _future_version(parsed):
    parsed["version"] = save_format.CURRENT_VERSION + 1


def _unreadable_date(parsed):
    parsed["meta"]["saved_at"] = "yesterday"


def _other_position(parsed):
    parsed["snapshot"]["total"] += 1


BAD_FILES = {
    "truncated": (_truncate, "saves.error.truncated"),
    "corrupt": (_corrupt, "saves.error.not_json"),
    "not_utf8": (_not_utf8, "saves.error.not_utf8"),
    "not_json": (_not_json, "saves.error.not_json"),
    "unknown_field": (_json_edit(_unknown_field), "saves.error.unknown_field"),
    "future_version": (_json_edit(_future_version), "saves.error.future_version"),
    "illegal_move": (_json_edit(_illegal_move), "saves.error.illegal_move"),
    "other_position": (_json_edit(_other_position), "saves.error.snapshot_mismatch"),
    "unreadable_date": (_json_edit(_unreadable_date), "saves.error.bad_field"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_a_bad_save_is_refused_by_name_left_untouched_and_the_rest_still_load(store, case):
    damage, key = BAD_FILES[case]
    good = save_game(store, name="Good")
    bad = save_game(store, name="Bad")
    damaged = damage(bad.path.read_bytes())
    bad.path.write_bytes(damaged)
    before = os.stat(bad.path)

    listing = store.list_saves()
    listed_bad = [problem.error for problem in listing.bad if problem.path == bad.path]
    if listed_bad:
        [error] = listed_bad
    else:
        with pytest.raises(SaveError) as caught:
            store.load(bad.path)
        error = caught.value

    assert error.key == key
    assert_names_file(error, bad.path.name)
    assert bad.path.read_bytes() == damaged
    assert os.stat(bad.path).st_mtime_ns == before.st_mtime_ns
    assert good.path in [entry.path for entry in listing.entries]
    assert store.load(good.path).state.to_dict() == play((1, 2, 1))[1].to_dict()


def test_an_illegal_move_is_named_by_its_number(store):
    entry = save_game(store, moves=(1, 2, 1, 2))
    rewrite(entry.path, lambda d: d["actions"].__setitem__(2, "add 3"))
    with pytest.raises(SaveError) as caught:
        store.load(entry.path)
    assert "move 3 (“add 3”)" in message(caught.value, "en")
    assert "Zug 3 („add 3“)" in message(caught.value, "de")


def test_a_newer_format_asks_for_an_update(store):
    entry = save_game(store)
    rewrite(entry.path, lambda d: d.__setitem__("version", 99))
    [problem] = store.list_saves().bad
    assert "format 99" in message(problem.error, "en")


def test_an_older_format_is_upgraded_step_by_step_on_load(store, monkeypatch):
    entry = save_game(store, name="old")
    rewrite(entry.path, lambda d: d.__setitem__("version", 1))
    steps = {
        1: lambda d: {**d, "meta": {**d["meta"], "name": d["meta"]["name"] + ">2"}},
        2: lambda d: {**d, "meta": {**d["meta"], "name": d["meta"]["name"] + ">3"}},
    }
    monkeypatch.setattr(save_format, "CURRENT_VERSION", 3)
    monkeypatch.setattr(save_format, "MIGRATIONS", steps)
    loaded = store.load(entry.path)
    assert loaded.entry.meta.name == "old>2>3"


def test_a_crash_between_writing_and_replacing_keeps_the_previous_save(store, monkeypatch):
    uid = new_game_uid()
    entry = save_game(store, moves=(1,), uid=uid)
    before = entry.path.read_bytes()

    def crash(src, dst):
        raise OSError(errno.EIO, "power cut")

    monkeypatch.setattr(os, "replace", crash)
    actions, state = play((1, 1, 1))
    with pytest.raises(SaveError):
        store.save_slot("Later", SETUP, actions, state, game_uid=uid, slot_id=entry.id[5:])
    assert entry.path.read_bytes() == before
    assert [p.name for p in store.folder.iterdir() if p.suffix == ".tmp"] == []
    assert store.load(entry.path).state.total == play((1,))[1].total


@pytest.mark.parametrize(
    ("failure", "key"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), "saves.error.disk_full"),
        (PermissionError(errno.EACCES, "Permission denied"), "saves.error.read_only"),
        (OSError(errno.EROFS, "Read-only file system"), "saves.error.read_only"),
    ],
)
def test_a_full_or_read_only_folder_turns_saving_off_and_the_game_goes_on(
    store, monkeypatch, failure, key
):
    uid = new_game_uid()
    store.autosave(SETUP, *play((1,)), game_uid=uid)

    def fail(*args, **kwargs):
        raise failure

    with monkeypatch.context() as patch:
        patch.setattr("game.core.atomic.tempfile.mkstemp", fail)
        assert store.autosave(SETUP, *play((1, 1)), game_uid=uid) is None
    assert store.saving_off.key == key
    message(store.saving_off, "de")
    assert [e.moves for e in store.list_saves().entries] == [1]

    assert store.autosave(SETUP, *play((1, 1, 1)), game_uid=uid) is not None
    assert store.saving_off is None


def test_a_huge_file_is_refused_without_being_read(store):
    save_game(store, name="Good")
    huge = store.folder / "slot-aaaaaaaaaaaa.json"
    with huge.open("wb") as handle:
        handle.truncate(64 * 1024 * 1024)
    listing = store.list_saves()
    [problem] = listing.bad
    assert problem.error.key == "saves.error.too_large"
    assert_names_file(problem.error, huge.name)
    assert [e.meta.name for e in listing.entries] == ["Good"]


def test_something_that_cannot_be_read_at_all_is_listed_not_fatal(store):
    save_game(store, name="Good")
    (store.folder / "slot-bbbbbbbbbbbb.json").mkdir()
    listing = store.list_saves()
    assert [problem.error.key for problem in listing.bad] == ["saves.error.unreadable"]
    assert [e.meta.name for e in listing.entries] == ["Good"]


def test_a_save_played_with_newer_rules_is_listed_but_refused_on_load(store):
    entry = save_game(store)
    rewrite(entry.path, lambda d: d.__setitem__("rules_version", 99))
    [listed] = store.list_saves().entries
    with pytest.raises(SaveError) as caught:
        store.load(listed.path)
    assert caught.value.key == "saves.error.newer_rules"
    assert_names_file(caught.value, entry.path.name)


def test_a_save_whose_game_and_setup_disagree_is_refused_by_name(store):
    entry = save_game(store)
    rewrite(entry.path, lambda d: d.__setitem__("game", "tycoon"))
    [problem] = store.list_saves().bad
    assert problem.error.key == "saves.error.bad_field"
    assert problem.error.params["field"] == "game"


def test_where_a_game_stands_is_written_from_the_state_without_replaying(store, monkeypatch):
    """An autosave asks the state for its progress; it never replays the log (which made
    autosaving quadratic in the length of a game)."""
    actions, state = play((1, 1, 1))
    monkeypatch.setattr(counting_game, "new_game", lambda *args: pytest.fail("replayed"))
    entry = store.autosave(SETUP, actions, state, game_uid=new_game_uid())
    assert entry.meta.progress == state.progress()
