"""Speedtycoon's league (tools/league/speedtycoon.py): every member plays legal moves to the end
of a game on a couple of seeds, in the league's own game type and in a two-player Blitz game
with the fund, and the zone buyer does buy zones. The real figures come from `make league`."""

from __future__ import annotations

from random import Random

import pytest

from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.data import ZONE_AXIS
from tools import league

LEAGUE = league.league_module("speedtycoon")
TABLES = [
    (5, 21, LEAGUE.OPTIONS["speedtycoon"]),
    (5, 22, LEAGUE.OPTIONS["speedtycoon"]),
    (2, 23, {"game_type": "custom", "modules": "blitz,zones,lobbyist,exchange"}),
]


def play(players: int, seed: int, options: dict, names: list[str]):
    """A game with the members seated in turn; `apply` raises on an illegal choice."""
    state = new_game(players, seed, options)
    rngs = [Random(seed * 10 + p) for p in range(players)]
    for _ in range(LEAGUE.MAX_DECISIONS):
        if state.is_terminal():
            break
        seat = state.current_player
        state.apply(LEAGUE.MEMBERS[names[seat % len(names)]](state, seat, rngs[seat]))
    return state


@pytest.mark.parametrize(("players", "seed", "options"), TABLES)
def test_every_member_plays_legal_moves_to_the_end(players, seed, options):
    names = list(LEAGUE.MEMBERS)
    state = play(players, seed, options, names[seed % len(names):] + names[:seed % len(names)])
    assert state.is_terminal()
    assert sum(state.returns()) == pytest.approx(1.0)
    assert state.scorings == 3  # all three scorings came


def test_the_league_has_the_five_ideas_of_issue_31():
    assert {"exact_payment", "majority_hunter", "ring_builder", "money_hoarder",
            "zone_buyer"} <= set(LEAGUE.MEMBERS)


def test_the_zone_buyer_builds_zones_in_a_zone_game():
    state = play(3, 5, LEAGUE.OPTIONS["speedtycoon"], ["zone_buyer"])
    built = sum(1 for empire in state.emp for t in empire.values() if ZONE_AXIS[t])
    assert built >= 2
