"""OpenSpiel-style random simulation: seeded games played by random legal moves with every
invariant checked at every step (game/tycoon/rules/invariants.py). 240 games here, with the
slow snapshot round trip every 10th step (and at the end) to stay inside the CI budget; the
benchmark (tools/bench_engine.py) plays 1000 more games with it at every step."""

import pytest

from game.tycoon.rules.invariants import play_random_game

GAMES_PER_SETUP = 40


@pytest.mark.parametrize("stops", ["exact", "up_to"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant_and_end_after_three_paydays(players, stops):
    for seed in range(GAMES_PER_SETUP):
        game = play_random_game(players, seed, stops, snapshot_every=10)
        assert game.state.is_terminal()
        assert game.paydays == 3
        assert len(game.state.winners()) >= 1
