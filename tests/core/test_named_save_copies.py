"""A named save (the board's "Save game") is copied as the autosaves are and written on the
saver's thread (game/core/autosave.py `Autosaver.save_slot`): the dialog copied every move with
`list(match.actions)` and wrote the whole game in the frame of OK (75 ms CPU at 10,000 moves,
plus 25-30 ms for every long named save read to look for the same name:
tools/bench_named_save.py). The named save still holds every move itself."""

from __future__ import annotations

import threading

from game.core.autosave import Autosaver
from game.core.match import Match
from game.core.paths import UserPaths
from game.core.saves import SaveStore
from game.games import game_entry
from tests.core.test_action_pages import PROFILE, lasting_game, play_on
from tests.core.test_autosave_moves import CountingMoves


class ThreadsSeen(SaveStore):
    """The store, noting the thread of each named save's look-up and write."""

    threads: list[threading.Thread]

    def slot_named(self, text):
        self.threads.append(threading.current_thread())
        return super().slot_named(text)

    def save_slot(self, *args, **kwargs):
        self.threads.append(threading.current_thread())
        return super().save_slot(*args, **kwargs)


def test_a_named_save_copies_only_the_moves_since_the_last_autosave_and_keeps_all(tmp_path):
    setup, actions, state, rng = lasting_game(1_500)
    match = Match(setup, state, CountingMoves(actions))
    store = ThreadsSeen(UserPaths.under(tmp_path), PROFILE, games=game_entry)
    store.threads = []
    saver = Autosaver(store)
    try:
        saver.request(match, None)  # the board's autosave after a move: the game copied once
        for _ in range(5):
            play_on(state, rng, match.actions)
        CountingMoves.touched = 0
        job = saver.save_slot(match, "Deep in the game", None)
        assert CountingMoves.touched <= 6, "the five new moves, and the check of the one before"
        assert job.done.wait(30)
    finally:
        saver.close()
    assert (job.error, job.taken) == (None, None)
    assert store.threads and threading.current_thread() not in store.threads
    loaded = store.load(job.entry.path)
    assert [str(a) for a in loaded.actions] == [str(a) for a in match.actions]
    assert len(loaded.actions) == 1_505


def test_a_name_already_used_is_answered_without_writing(tmp_path):
    setup, actions, state, _ = lasting_game(30)
    match = Match(setup, state, actions)
    store = SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)
    first = store.save_slot("Harbour", setup, actions[:10], state, game_uid=match.game_uid)
    saver = Autosaver(store)
    try:
        job = saver.save_slot(match, "HARBOUR", None)
        assert job.done.wait(30)
        assert (job.taken, job.entry) == (first.id.removeprefix("slot-"), None)
        again = saver.save_slot(match, "HARBOUR", None, slot_id=job.taken)
        assert again.done.wait(30)
    finally:
        saver.close()
    [slot] = store.list_saves().entries
    assert (slot.meta.name, slot.moves) == ("HARBOUR", 30)
