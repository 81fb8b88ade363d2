"""Handing an autosave to the saver's thread copies the open page's reasons, not the game's
(game/core/autosave.py, `ReasonCopies` in game/core/save_copies.py): the board asks after
every move, and `dict(match.reasons)` copied every computer reason of the game each time
(107-134 µs of the frame's thread at 10,000 moves, tools/bench_long_autosave.py). The saves
still hold every reason."""

from __future__ import annotations

from game.core.autosave import Autosaver
from game.core.match import Match
from game.core.paths import UserPaths
from game.core.save_copies import PagedReasons, ReasonCopies
from game.core.save_format import PAGE_SIZE
from game.core.saves import SaveStore
from game.games import game_entry
from tests.core.test_action_pages import PROFILE, lasting_game


def reason(move: int) -> tuple[str, dict]:
    return ("property_bot.reason.buy", {"space": move % 40, "place": "coral_steps",
                                        "price": 100 + move % 7})


class CountingReasons(dict):
    """A game's reasons that count how many of them a reader touches."""

    touched = 0

    def __iter__(self):
        CountingReasons.touched += len(self)
        return super().__iter__()

    def keys(self):
        CountingReasons.touched += len(self)
        return super().keys()

    def items(self):
        CountingReasons.touched += len(self)
        return super().items()

    def __getitem__(self, move):
        CountingReasons.touched += 1
        return super().__getitem__(move)

    def __contains__(self, move):
        CountingReasons.touched += 1
        return super().__contains__(move)

    def get(self, move, default=None):
        CountingReasons.touched += 1
        return super().get(move, default)


class NoStore:
    def autosave(self, *_args, **kwargs):
        self.reasons = kwargs["reasons"]
        return object()


def test_a_move_deep_in_a_game_copies_no_more_than_its_open_page_of_reasons():
    setup, actions, state, _ = lasting_game(3)
    moves = 10 * PAGE_SIZE + 40
    log = [str(action) for action in actions] * (moves // 3 + 1)
    reasons = CountingReasons({move: reason(move) for move in range(moves) if move % 4})
    match = Match(setup, state, log[:moves], reasons=reasons)
    store = NoStore()
    saver = Autosaver(store)
    try:
        saver.request(match, None)  # the first request of a board copies the game once
        for move in range(moves, moves + 3):
            match.actions.append(log[0])
            reasons[move] = reason(move)
            CountingReasons.touched = 0
            saver.request(match, None)
            assert CountingReasons.touched <= PAGE_SIZE
        saver.flush()
    finally:
        saver.close()
    assert dict(store.reasons) == dict(reasons)


def test_every_reason_reaches_the_save_across_page_ends_and_a_take_back(tmp_path):
    """Moves with reasons through the Match and the saver's thread, across a page's end; then
    a take-back (a new reasons dict) and moves played on: the loaded save has the reasons the
    game has, every one."""
    setup, actions, state, rng = lasting_game(PAGE_SIZE - 5)
    match = Match(setup, state, actions,
                  reasons={move: reason(move) for move in range(len(actions)) if move % 3})
    store = SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)
    saver = Autosaver(store)
    try:
        for _ in range(2):
            for _ in range(10):
                move = rng.choice(match.state.legal_actions())
                match.apply(move, reason(len(match.actions)))
                saver.request(match, None)
            saver.flush()
            match.reasons = dict(match.reasons)  # a new dict, as a take-back makes
    finally:
        saver.close()
    entry = store.list_saves().entries[0]  # the newest
    loaded = store.load(entry.path)
    assert len(loaded.actions) == len(match.actions) > PAGE_SIZE
    assert loaded.reasons == match.reasons


def test_paged_reasons_read_as_the_dict_they_copy():
    source = {move: reason(move) for move in range(0, 2 * PAGE_SIZE + 500, 3)}
    copies = ReasonCopies()
    paged = copies.copy(source, 2 * PAGE_SIZE + 500)
    assert isinstance(paged, PagedReasons) and dict(paged) == source and len(paged) == len(source)
    assert PAGE_SIZE * 2 + 1 in paged and PAGE_SIZE * 2 + 2 not in paged and -1 not in paged
    source[2 * PAGE_SIZE + 500] = reason(0)
    assert dict(copies.copy(source, 2 * PAGE_SIZE + 501)) == source
    shorter = {m: r for m, r in source.items() if m < PAGE_SIZE + 7}  # a take-back's new dict
    assert dict(copies.copy(shorter, PAGE_SIZE + 7)) == shorter
