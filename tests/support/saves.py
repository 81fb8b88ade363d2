"""The save tests' shared pieces (a pytest plugin: tests/conftest.py loads it).

`counting` puts the tiny counting game (tests/core/counting_game.py) into the registry for one
test; a module opts in with `pytestmark = pytest.mark.usefixtures("counting")`, so no test file
imports the fixture from another (the F811 re-import it needed). The rest is plain data and
helpers for a save store of that game: its profile id, a fake thumbnail, its set-up, a clock
that ticks a second a call (so saves sort by time), and short played games to save.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from game import games
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from tests.core import counting_game

PROFILE = "0123456789ab"
PNG = b"\x89PNG\r\n\x1a\nfake-thumbnail"
SETUP = GameSetup(
    game="counting",
    seed=4,
    seats=(Seat("human", "Anna", "red"), Seat("computer", "Robo", "blue", "hard")),
    options={},
)


@pytest.fixture
def counting(monkeypatch):
    """The tiny counting game in the registry for this test."""
    monkeypatch.setitem(games.GAMES, "counting", counting_game.ENTRY)


class Clock:
    """A save store's clock from 1 March 2026, 12:00 UTC, a second later at every call."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def play(moves):
    """The counting game played from SETUP by adding `moves`: (actions, state)."""
    state = counting_game.new_game(SETUP.num_players, SETUP.seed, {})
    actions = []
    for amount in moves:
        action = counting_game.Add(amount)
        state.apply(action)
        actions.append(action)
    return actions, state


def save_game(store, moves=(1, 2, 1), name="Before lunch", uid=None):
    """A named save of `moves` in `store`, with the fake thumbnail: its list entry."""
    actions, state = play(moves)
    return store.save_slot(
        name, SETUP, actions, state, game_uid=uid or new_game_uid(), thumbnail_png=PNG
    )
