"""The shared contract suite (tests/contract/harness.py) for every game type and each module
alone at 2-6 players, plus more seeded random games through the invariants: 305 games in all.
Same seed and actions give the same game in another process."""

from __future__ import annotations

import pytest

from game.speedtycoon import rules
from game.speedtycoon.rules import MODULES
from game.speedtycoon.rules.invariants import check, play_checked
from tests.contract.harness import GameSpec, digest_in_subprocess, game_digest
from tests.contract.harness import play_checked as contract_checked

CONFIGS = [{"game_type": t} for t in ("classic", "modern", "tycoon")]
CONFIGS += [{"modules": m} for m in MODULES]
CONFIGS += [{"modules": ",".join(MODULES)}]
CASES = [(c, n) for c in CONFIGS for n in range(2, 7)]


def _every(k: int):
    """The invariants every k-th step (the harness calls them at each step)."""
    calls = [0]

    def run(state) -> None:
        calls[0] += 1
        if calls[0] % k == 1 or state.is_terminal():
            check(state)

    return run


def _label(case) -> str:
    options, n = case
    name = options.get("game_type") or options["modules"]
    return f"all-{n}" if "," in name else f"{name}-{n}"


@pytest.mark.parametrize("case", CASES, ids=[_label(c) for c in CASES])
def test_contract_suite_for_every_game_type_and_module(case):
    options, n = case
    seed = 7 * CASES.index(case) + 1
    report = contract_checked(GameSpec(rules, n, seed, options, invariants=_every(12),
                                       heavy_every=80, probe_every=10))
    assert report.final.is_terminal()
    assert report.illegal_probes > 0


@pytest.mark.parametrize("batch", range(5))
def test_random_games_keep_every_invariant(batch):
    """220 more games, invariants every few steps and the snapshot round trip now and then."""
    for i in range(44):
        options, n = CASES[(batch * 44 + i) % len(CASES)]
        s = play_checked(5000 + batch * 44 + i, n, options, every=12, snapshot_every=80)
        assert s.is_terminal()


@pytest.mark.parametrize("options, n", [({"game_type": "tycoon"}, 4), ({"game_type": "classic"},
                                                                         2)])
def test_same_seed_same_game_in_another_process(options, n):
    path = "game.speedtycoon.rules"
    assert digest_in_subprocess(path, n, 11, options) == game_digest(path, n, 11, options)
