"""The computers value special zones (issue 31: no level ever bought one; two or three sat in
the market for forty turns): a zone's open ends are worth a point at each scoring still to
come, and every level buys zones in a game with them."""

from __future__ import annotations

import pytest

from game.speedtycoon.bot import choose_plan
from game.speedtycoon.bot.evaluator import zone_open_ends
from game.speedtycoon.rules import geometry, new_game
from game.speedtycoon.rules.data import TILE_BY_CODE, ZONE_AXIS

HQ = geometry.ORIGIN


def test_a_zone_counts_the_ends_its_run_leaves_open_to_an_empty_cell():
    z1, z3 = TILE_BY_CODE["Z1"], TILE_BY_CODE["Z3"]  # a row zone, a column zone
    row = {HQ: 0, geometry.cell(1, 0): z1}
    assert zone_open_ends(row) == 2  # East empty; West through the headquarters to empty
    # E8b shows a highway to the East only: the run stops there, that end is closed
    walled = {**row, geometry.cell(2, 0): TILE_BY_CODE["E8b"]}
    assert zone_open_ends(walled) == 1
    assert zone_open_ends({HQ: 0, geometry.cell(0, 1): z3}) == 2
    assert zone_open_ends({HQ: 0, geometry.cell(0, 1): TILE_BY_CODE["L8"]}) == 0


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_zones_do_not_sit_in_the_market_as_dead_slots(level):
    """Seed 1, all seats the level: before, Normal left a zone it could pay for standing
    through 394 decisions (bought 2 of the 4); now a zone is bought soon after it comes."""
    state = new_game(4, 1, {"game_type": "tycoon"})
    open_decisions = bought = 0
    for k in range(600):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        zones = [a for a in legal if type(a).__name__ in ("Buy", "LobbyBuy")
                 and ZONE_AXIS[state.market[a.p]]]
        decision = choose_plan(state, state.current_player, level, seed=k)
        open_decisions += bool(zones)
        bought += decision.plan[0] in zones
        for action in decision.plan:
            state.apply(action)
    assert bought >= 3
    assert open_decisions < 150
