"""A trade's outlook lines ("You: rent expected from all places per round, from rivals'
landings: 28 now, 0 after the trade; net worth then 253 000"): the per-round figure is the rent
a seat's places are expected to bring in a round (`queries.income_per_round`: landings per
rival turn x rent now x rivals), a few dozen on «Менеджер» beside sums in the hundred
thousands. Named "income for the round now" («доход за круг сейчас 247», proptext21) it read as
money just earned, and "average rent per round" («средняя рента за круг сейчас 54», prop23) as
one place's rent; it is named with the deed's own word for rent, as expected, over all places,
from the rivals' landings, and written with the language's grouping."""

from __future__ import annotations

import pytest

from game.property.rules import Offer, Terms, queries
from game.property.rules.actions import ACCEPT
from game.property.scenes.trade_draft import Preview
from tests.property_scenes.test_decisions import give
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


#: The words that say what the figure is: rent to expect (an average over the dice), from the
#: rivals' landings, over all of a side's places ("средняя рента за круг сейчас 54" beside
#: prices of 14 000 read as one place's rent, prop23).
NAMES_IT = {"de": ("erwartete", "Gegner", "aller Orte"),
            "en": ("expected", "rivals", "all places"),
            "ru": ("ожидаемая", "соперник", "всех полей")}


def rent_a_round(state, seat: int, places) -> int:
    """The rules' expected rent of `places` in one round (each rival one turn), as shown."""
    return round(sum(queries.income_per_round(state, p) for p in places))


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_outlook_says_what_its_figure_is_and_shows_the_rules_figure(app, open_board,
                                                                       language):
    """A Normal offers cash for the person's piece of its set, the person keeping another
    place: each side's line names its figure as the rent expected a round from the rivals'
    landings over all its places, and the figures are the rules' (`income_per_round`)."""
    app.set_language(language)
    board = own_turn(app, open_board, "menedzher", level="normal")
    state = board.match.state
    *theirs, piece = state.rs.sets[0]
    kept = state.rs.sets[-1][0]
    give(state, 1, *theirs)
    give(state, 0, piece, kept)
    assert board.apply(Offer(0, Terms((), state.rs.price[piece], 0, (piece,), 0, 0), by=1))
    app.run_frames(2)
    preview = board.offer_preview()
    lines = [block.text for block in board.preview_lines(preview)]
    after = state.clone()
    after.apply(ACCEPT)
    say = board.say
    assert lines == [
        say("property_board.trade.outlook", side=say("property_board.trade.side_you"),
            before=rent_a_round(state, 0, (piece, kept)), after=rent_a_round(after, 0, (kept,)),
            worth=queries.net_worth(after, 0)),
        say("property_board.trade.outlook",
            side=say("property_board.trade.side_them", player=board.words.player(1)),
            before=rent_a_round(state, 1, theirs),
            after=rent_a_round(after, 1, (*theirs, piece)), worth=queries.net_worth(after, 1))]
    assert 0 < rent_a_round(state, 0, (kept,)) < state.rs.rents[kept][0], \
        "a round's expected rent is below one landing's rent: hence the words"
    for line in lines:
        for word in NAMES_IT[language]:
            assert word.lower() in line.lower(), (word, line)
