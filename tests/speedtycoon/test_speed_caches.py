"""The engine's shortcuts for speed give the answers of the plain rules: cached legal moves
equal freshly computed ones, the demolish check's tree shortcut agrees with "the rest stays
reachable on foot", and the four market prices read at once equal each place's own price."""

from __future__ import annotations

import random

import pytest

from game.speedtycoon.rules import MODULES, geometry, new_game, prices
from game.speedtycoon.rules.data import DIRS

GAMES = [(4, 21, {"game_type": "tycoon"}), (2, 22, {"game_type": "tycoon"}),
         (3, 23, {"modules": "tunnels"}), (5, 24, {"modules": ",".join(MODULES)})]


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


def _geometry_is_fresh(s, label: str) -> None:
    """Every cached empire geometry of the state equals the one computed from the fields."""
    for p in range(s.n):
        if s._near[p] is not None:
            assert s._near[p] == geometry.border(s.emp[p]), f"{label}: border of seat {p}"
        if s._nb[p] is not None:
            assert s._nb[p] == geometry.neighbours(s.emp[p]), f"{label}: built of seat {p}"
        assert s.candidates(p) == geometry.candidates(s.emp[p]), f"{label}: cells of seat {p}"
        cells, slots = geometry.structure(s.emp[p], s.tun[p], geometry.neighbours(s.emp[p]))
        assert s.swap_slots(p) == slots, f"{label}: swap slots of seat {p}"
        assert [(a.x, a.y) for a in s.demolishable(p)] == [geometry.xy(c) for c in cells]


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_an_empire_border_kept_cell_by_cell_stays_right_in_clones_and_loaded_games(
        players, seed, options):
    """The border and the built neighbours are updated on every placement, demolition and
    swap instead of recomputed; a clone shares them until one of them changes, and a loaded
    game starts afresh."""
    rng = random.Random(seed + 1)
    for s in _walk(players, seed, options):
        other = s.clone()
        acts = other.legal_actions()
        other.apply(acts[int(rng.random() * len(acts))])
        _geometry_is_fresh(other, f"clone, turn {s.turn_no}")
        _geometry_is_fresh(s, f"turn {s.turn_no}")
        if s.turn_no % 25 == 0:
            loaded = type(s).from_dict(s.to_dict())
            _geometry_is_fresh(loaded, f"loaded, turn {s.turn_no}")
            assert loaded.legal_actions() == s.legal_actions()
