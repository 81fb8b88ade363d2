"""The property review's win chances (bot/review.py) are each seat's chance to finish first,
the leaf of Hard's rollouts, tempered (review23): the standings' share cubed it replaced gave a
seat 25 % ahead in cash 39 % of the win in the last round as in the third, where the real
results say such a lead at the end is all but a win (docs/review.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.property.bot.finish import finish_chances
from game.property.bot.review import KIT, TEMPER
from game.reviews import open_save
from tests.property_bot.board import POST_ROLL, at, board

DATA = Path(__file__).resolve().parents[1] / "data" / "review"


def _ahead(ruleset: str, round_: int, lead: float = 0.25):
    """Four seats with cash only, seat 0 ahead of three equal rivals by ``lead`` of their
    cash, in ``round_`` of a 40-round cap."""
    s = board(ruleset)
    s.round_cap = 40
    s.round = round_
    s.cash[0] = round(s.cash[1] * (1 + lead))
    at(s, 1, POST_ROLL)
    return s


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_a_seat_far_ahead_in_the_last_round_gets_nearly_all_of_it_and_early_on_not(ruleset):
    last, early = (KIT.win_chances(_ahead(ruleset, r)) for r in (40, 3))
    assert last[0] > 0.95
    assert early[0] < 0.85
    assert min(early[1:]) > 0.05, "early on a rival behind still has a chance"
    assert sum(last) == pytest.approx(1.0) and sum(early) == pytest.approx(1.0)


@pytest.mark.parametrize("game_id", ["kraken_bay", "menedzher"])
def test_the_reviews_chances_are_the_finish_first_leaf_tempered(game_id):
    """Every round's start of the example game: the chart and the swings read the chance to
    finish first, each to the power TEMPER, scaled to sum to one."""
    replay = open_save(DATA / f"{game_id}.json").replay()
    for move in replay.turns[::8]:
        state = replay.state_at(move)
        tempered = [chance ** TEMPER for chance in finish_chances(state)]
        assert KIT.win_chances(state) == pytest.approx([t / sum(tempered) for t in tempered])
