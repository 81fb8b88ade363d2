"""Normal's judgement of majorities: a building that changes no place yet still counts while a
scoring is far off, a scoring that is due counts exactly as the rules will score it, and the
uncertainty shrinks as the bag empties."""

from __future__ import annotations

from game.speedtycoon.bot.evaluator import majority_points
from game.speedtycoon.rules.data import IPO, SCORING_TABLE, STARTUP, VC
from game.speedtycoon.rules.queries import tiles_to_go
from game.speedtycoon.rules.scoring import split_places

TOWER = 5
IPO_TOWER = SCORING_TABLE[IPO][TOWER]


def test_a_building_that_changes_no_place_still_counts_while_the_scoring_is_far_off():
    behind, closer = (2.0, 4.0, 0.0, 0.0), (3.0, 4.0, 0.0, 0.0)
    assert majority_points(closer, IPO_TOWER, 0.0)[0] == majority_points(behind, IPO_TOWER, 0.0)[0]
    assert majority_points(closer, IPO_TOWER, 1.5)[0] > majority_points(behind, IPO_TOWER, 1.5)[0]


def test_a_scoring_that_is_due_counts_as_the_rules_score_it():
    for counts in [(3, 3, 1, 0), (4, 2, 2, 1), (0, 0, 0, 0), (5, 1, 1, 1)]:
        expected = split_places(list(counts), IPO_TOWER)[0]
        assert list(majority_points(tuple(map(float, counts)), IPO_TOWER, 0.0)) == expected


def test_the_later_a_scoring_the_more_tiles_can_still_change_it(four_player_positions):
    first = four_player_positions[0]
    assert 0 < tiles_to_go(first, STARTUP) < tiles_to_go(first, VC) < tiles_to_go(first, IPO)
    to_go = [tiles_to_go(s, IPO) for s in four_player_positions]
    assert all(a >= b for a, b in zip(to_go, to_go[1:], strict=False))
    assert to_go[-1] < to_go[0]
