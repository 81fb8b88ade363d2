"""Handing an autosave to the saver's thread copies the moves made since the last request, not
the game's (game/core/autosave.py, `MoveCopies` in game/core/save_copies.py): the board asks
after every move, and `list(match.actions)` copied every move of the game each time (12 µs of
the frame's thread at 10,000 moves, 60 µs at 50,000: tools/bench_long_autosave.py). The saves
still hold every move, across page ends and take-backs."""

from __future__ import annotations

import random

import pytest

from game.core.autosave import Autosaver
from game.core.match import Match
from game.core.paths import UserPaths
from game.core.save_copies import MoveCopies, PagedMoves
from game.core.save_format import PAGE_SIZE
from game.core.saves import SaveStore
from game.games import game_entry
from tests.core.test_action_pages import PROFILE, lasting_game


class CountingMoves(list):
    """A game's move list that counts how many of its moves a reader touches."""

    touched = 0

    def __iter__(self):
        CountingMoves.touched += len(self)
        return super().__iter__()

    def __getitem__(self, index):
        CountingMoves.touched += len(range(len(self))[index]) if isinstance(index, slice) else 1
        return super().__getitem__(index)

    def copy(self):
        CountingMoves.touched += len(self)
        return super().copy()


class NoStore:
    def autosave(self, _setup, actions, *_args, **_kwargs):
        self.actions = list(actions)
        return object()


@pytest.fixture(scope="module")
def short_game():
    return lasting_game(3)


def test_a_move_deep_in_a_game_copies_only_the_new_moves(short_game):
    """At 10,040 moves each request touches the one new move (and the one before it, the
    check that the log is the one copied); before, all 10,041."""
    setup, actions, state, _ = short_game
    moves = 10 * PAGE_SIZE + 40
    log = CountingMoves(([*actions] * (moves // 3 + 1))[:moves])
    match = Match(setup, state, log)
    store = NoStore()
    saver = Autosaver(store)
    try:
        saver.request(match, None)  # the first request of a board copies the game once
        for _ in range(3):
            match.actions.append(actions[0])
            CountingMoves.touched = 0
            saver.request(match, None)
            assert CountingMoves.touched <= 2
        saver.flush()
    finally:
        saver.close()
    assert store.actions == list(log) and len(store.actions) == moves + 3


def test_paged_moves_read_as_the_list_they_copy():
    source = [f"move {n}" for n in range(2 * PAGE_SIZE + 500)]
    copies = MoveCopies()
    paged = copies.copy(source)
    assert isinstance(paged, PagedMoves) and list(paged) == source and len(paged) == len(source)
    assert paged[PAGE_SIZE + 3] == source[PAGE_SIZE + 3] and paged[-1] == source[-1]
    assert paged[PAGE_SIZE - 2:PAGE_SIZE + 2] == source[PAGE_SIZE - 2:PAGE_SIZE + 2]
    source += [f"move {n}" for n in range(len(source), 3 * PAGE_SIZE + 1)]
    later = copies.copy(source)
    assert list(later) == source and list(paged) == source[:2 * PAGE_SIZE + 500], \
        "an earlier copy reads as it was while later moves are copied"
    shorter = source[:PAGE_SIZE + 7]  # a take-back's new list
    assert list(copies.copy(shorter)) == shorter
    shorter.append("other")
    assert list(copies.copy(shorter)) == shorter


def test_every_move_reaches_the_save_across_a_page_end_and_take_backs(tmp_path):
    """A game played through the Match from a little before its first page's end, moves taken
    back now and then (the Match's log is a new list then) and played otherwise, an autosave
    requested after each move as the board does: the loaded save has the game's moves."""
    setup, actions, state, _ = lasting_game(PAGE_SIZE - 40)
    match = Match(setup, state, actions)
    store = SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)
    saver = Autosaver(store)
    rng, taken = random.Random(11), 0
    try:
        while len(match.actions) < PAGE_SIZE + 40:
            if match.undo_steps and rng.random() < 0.4:
                log = match.actions
                match.take_back()
                assert match.actions is not log, "a take-back makes a new list"
                taken += 1
                continue
            legal = match.state.legal_actions()
            calm = [a for a in legal if not str(a).startswith(("bankrupt", "buy", "bid"))]
            match.apply(rng.choice(calm or legal))
            saver.request(match, None)
        saver.flush()
    finally:
        saver.close()
    assert taken > 0
    loaded = store.load(store.list_saves().entries[0].path)
    assert [str(move) for move in loaded.actions] == [str(move) for move in match.actions]
