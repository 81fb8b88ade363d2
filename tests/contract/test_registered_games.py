"""The contract suite over every game in the registry (game/games.py), rules-only ones too.

Each registered game plays GAMES_PER_GAME seeded random games through tests/contract/harness.py
(every contract v2 promise checked as it goes), over its seat counts and option variants, and
one game per entry is replayed in a fresh interpreter to the same fingerprint. A game the lead
registers is covered here without a line of its own. `tools/bench_contract.py` (make bench)
plays 1000 more per game.
"""

from __future__ import annotations

import os

import pytest

from game.games import GAMES, GameEntry
from tests.contract.harness import (
    GameSpec,
    digest_in_subprocess,
    game_digest,
    play_checked,
    replay,
)

GAMES_PER_GAME = 200
BATCHES = 4
"""The games of one entry are split into a few tests, so a failure names a small range."""


def specs(entry: GameEntry, first: int, count: int) -> list[GameSpec]:
    """Seat counts cycle min..max, option variants cycle over the seats' cycles: every
    combination is played within a few consecutive seeds."""
    seats = range(entry.min_players, entry.max_players + 1)
    return [
        GameSpec(entry.rules_module, seats[seed % len(seats)], seed,
                 entry.options(seed // len(seats)), invariants=entry.invariant_check(),
                 heavy_every=40)
        for seed in range(first, first + count)
    ]


def _batches():
    size = -(-GAMES_PER_GAME // BATCHES)
    for game_id in GAMES:
        for first in range(0, GAMES_PER_GAME, size):
            count = min(size, GAMES_PER_GAME - first)
            yield pytest.param(game_id, first, count, id=f"{game_id}-{first}-{first + count - 1}")


@pytest.mark.parametrize(("game_id", "first", "count"), list(_batches()))
def test_every_registered_game_keeps_the_contract_in_random_games(game_id, first, count):
    entry = GAMES[game_id]
    for spec in specs(entry, first, count):
        report = play_checked(spec)
        assert report.final.is_terminal(), f"{game_id} seed {spec.seed} did not end"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_registered_games_log_replays_to_the_same_game(game_id):
    """What a save relies on: the action texts alone rebuild the game, through the entry."""
    entry = GAMES[game_id]
    [spec] = specs(entry, 7, 1)
    report = play_checked(spec)
    again = replay(entry.rules(), spec, report.actions)
    assert again.to_dict() == report.final.to_dict()
    assert entry.new_game(spec.num_players, spec.seed, {
        name: value for name, value in spec.options.items() if name not in entry.fixed_options
    }).to_dict() == entry.rules().new_game(spec.num_players, spec.seed, spec.options).to_dict()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_registered_game_is_the_same_in_another_process(game_id):
    """Same seed and actions, another interpreter (another hash seed): the same game."""
    entry = GAMES[game_id]
    [spec] = specs(entry, 3, 1)
    here = game_digest(entry.rules_module, spec.num_players, spec.seed, spec.options)
    there = digest_in_subprocess(entry.rules_module, spec.num_players, spec.seed, spec.options)
    assert here == there


def test_the_registry_lists_every_entry_under_its_own_id_without_importing_rules():
    import subprocess
    import sys

    code = ("import sys; from game.games import GAMES; "
            "ids = [GAMES[g].id for g in GAMES]; assert ids == list(GAMES), ids; "
            "print(sorted(m for m in sys.modules if m.endswith('.rules') "
            "or '.scenes.' in m or m.startswith('pygame')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, cwd=os.path.dirname(os.path.dirname(os.path.dirname(
                             os.path.abspath(__file__)))))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]", "reading the registry imported rules or scenes"
