"""The engine's shortcuts for speed give the answers of the plain rules: cached legal moves
equal freshly computed ones, the demolish check's tree shortcut agrees with "the rest stays
reachable on foot", and the four market prices read at once equal each place's own price."""

from __future__ import annotations

import random

import pytest

from game.speedtycoon.rules import MODULES, geometry, new_game, prices
from game.speedtycoon.rules.data import DIRS

GAMES = [(4, 21, {"game_type": "tycoon"}), (2, 22, {"game_type": "tycoon"}),
         (3, 23, {"modules": ["tunnels"]}), (5, 24, {"modules": list(MODULES)})]


def _walk(players: int, seed: int, options: dict):
    """Every state of a seeded random game, in order."""
    rng = random.Random(seed)
    s = new_game(players, seed, options)
    while not s.is_terminal():
        yield s
        acts = s.legal_actions()
        s.apply(acts[int(rng.random() * len(acts))])


def _demolishable_by_definition(emp: dict[int, int], tun: list[int]) -> list[int]:
    """§2.8 read literally: not the HQ, at most three built neighbours, and without it every
    other building is still reachable on foot from the HQ."""
    out = []
    for c in sorted(emp):
        if c == geometry.ORIGIN:
            continue
        if all(c + geometry.STEP[d] in emp for d in DIRS):
            continue
        rest = {k: t for k, t in emp.items() if k != c}
        rest_tun = [j for j in tun if c not in geometry.joint_cells(j)]
        if geometry.reachable(rest, rest_tun) == len(rest):
            out.append(c)
    return out


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_cached_legal_moves_equal_freshly_computed_ones(players, seed, options):
    for s in _walk(players, seed, options):
        fresh = s.clone()
        fresh.forget_caches()
        assert s.legal_actions() == fresh.legal_actions(), f"turn {s.turn_no}"


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_a_building_may_be_demolished_iff_the_rest_stays_reachable(players, seed, options):
    for s in _walk(players, seed, options):
        for p in range(s.n):
            assert list(geometry.demolishable(s.emp[p], s.tun[p])) == \
                _demolishable_by_definition(s.emp[p], s.tun[p])


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_the_lobby_window_and_the_market_quote_the_same_prices(players, seed, options):
    for s in _walk(players, seed, options):
        for p in range(s.n):
            assert prices.open_offers(s, p) == tuple(
                (place, prices.effective_price(s, s.market[place], place, p))
                for place in prices.open_places(s))
