"""What the saves folder sheds on its own, so years of play never bury the Load screen."""

from __future__ import annotations

from datetime import timedelta

import pytest

from game.core.paths import UserPaths
from game.core.saves import AUTOSAVES_KEPT, FINISHED_GAMES_KEPT, SaveStore, new_game_uid
from game.games import game_entry
from tests.support.saves import PNG, PROFILE, SETUP, Clock, play

pytestmark = pytest.mark.usefixtures("counting")


def play_to_the_end(store, uid):
    """Three autosaves, the last one after the winning move (seed 4 starts at 1)."""
    for moves in ((2,), (2, 2), (2, 2, 2, 2, 2)):
        store.autosave(SETUP, *play(moves), game_uid=uid, thumbnail_png=PNG)


def test_finished_games_keep_only_their_final_autosave_and_only_the_newest_few(store):
    running, named = new_game_uid(), new_game_uid()
    store.autosave(SETUP, *play((1,)), game_uid=running)
    store.save_slot("Keep me", SETUP, *play((2, 2, 2, 2, 2)), game_uid=named)
    finished = [new_game_uid() for _ in range(FINISHED_GAMES_KEPT + 3)]
    for uid in finished:
        play_to_the_end(store, uid)
    entries = store.list_saves().entries
    autosaves = [e for e in entries if e.meta.kind == "auto" and e.meta.finished]
    assert sorted(e.meta.game_uid for e in autosaves) == sorted(finished[-FINISHED_GAMES_KEPT:])
    assert all(e.moves == 5 for e in autosaves)
    assert any(e.meta.game_uid == running for e in entries)
    assert any(e.meta.name == "Keep me" for e in entries)
    pictures = {p.stem for p in store.folder.glob("*.png")}
    assert pictures == {e.path.stem for e in autosaves}


def test_older_autosaves_of_a_game_saved_every_move_are_minutes_apart(tmp_path):
    """A move every 30 s for 20 minutes, each autosaved: the Load list's older autosaves are
    4.5 and 9.5 minutes back (5-minute spacing), not the last two moves; a burst of moves
    seconds apart (a computer's turn) then leaves them where they are."""
    clock = Clock()
    store = SaveStore(UserPaths.under(tmp_path), PROFILE, clock=clock, games=game_entry)
    uid = new_game_uid()
    written = []
    for _ in range(40):
        clock.now += timedelta(seconds=29)  # the clock adds one second itself
        written.append(store.autosave(SETUP, *play((1,)), game_uid=uid, thumbnail_png=PNG))
    kept = [e.path for e in store.list_saves().entries]
    assert kept == [written[39].path, written[30].path, written[20].path]
    newest = written[39].saved_at
    assert [newest - written[i].saved_at for i in (30, 20)] == [timedelta(minutes=4.5),
                                                                timedelta(minutes=9.5)]
    for _ in range(6):
        written.append(store.autosave(SETUP, *play((1,)), game_uid=uid, thumbnail_png=PNG))
    assert [e.path for e in store.list_saves().entries] == \
        [written[45].path, written[30].path, written[20].path]
    assert len(list(store.folder.glob("*.png"))) == AUTOSAVES_KEPT


def test_a_damaged_autosave_of_the_game_in_play_is_left_as_it_is(tmp_path):
    """Play-test (en): an autosave cut off by hand between two starts was listed as damaged,
    and the next autosave of its game (Continue) deleted it: a file that cannot be read is
    never touched, also by the rotation. The rotation goes on among the readable ones."""
    uid, clock = new_game_uid(), Clock()
    first = SaveStore(UserPaths.under(tmp_path), PROFILE, clock=clock, games=game_entry)
    first.autosave(SETUP, *play((1,)), game_uid=uid)
    damaged = first.autosave(SETUP, *play((1, 1)), game_uid=uid).path
    text = damaged.read_bytes()
    damaged.write_bytes(text[:len(text) // 2])
    store = SaveStore(UserPaths.under(tmp_path), PROFILE, clock=clock, games=game_entry)
    for moves in ((1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 1)):
        store.autosave(SETUP, *play(moves), game_uid=uid)
    assert damaged.read_bytes() == text[:len(text) // 2]
    listing = store.list_saves()
    assert [bad.path for bad in listing.bad] == [damaged]
    assert listing.bad[0].error.key == "saves.error.truncated"
    assert [e.moves for e in listing.entries] == [5, 1], "the readable ones rotate as before"
