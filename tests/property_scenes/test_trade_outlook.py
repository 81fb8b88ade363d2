"""A trade's outlook lines ("You: average rent per round 28 now, 0 after the trade; net worth
then 253 000"): the per-round figure is the rent a seat's places are expected to bring in a
round, a few dozen on «Менеджер» beside sums in the hundred thousands. Named "income for the
round now" («доход за круг сейчас 247», proptext21) it read as money just earned; it is named
with the deed's own word for rent, and written with the language's grouping."""

from __future__ import annotations

import pytest

from game.property.scenes.trade_draft import Preview
from tests.property_scenes.test_trade_flow import own_turn

GROUPED = {"de": "1.235", "en": "1,235", "ru": "1\u00a0235"}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_outlook_names_its_figure_the_rent_a_round_brings(app, open_board, language):
    app.set_language(language)
    board = own_turn(app, open_board, "menedzher")
    board.draft = None
    rent = board.say("property_board.deed.base")            # the deed's "Rent" / «Рента»
    lines = [block.text for block in board.preview_lines(
        Preview((1234.6, 52.4), (0.0, 163.0), (253000, 167000), (250000, 170000)))]
    mine = lines[0]
    assert rent.lower() in mine.lower(), mine
    assert GROUPED[language] in mine and "253" in mine, mine
