"""The curtain that calls a person to answer an offer says whose offer waits: "Over to Ben"
alone left Ben asking why he was called in Anna's turn (playtest21, Kraken Bay, en
1280x800)."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.property.rules import Offer, Terms
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_the_curtain_for_an_offer_names_who_offers(app, open_board, language):
    app.set_language(language)
    seed = first_seat_starts("kraken_bay")  # three seats
    board = open_board(setup_for("kraken_bay", seed=seed, people=2, computers=1))
    assert board.curtain is not None and board.curtain.seat == 0
    board.curtain = None
    board.shown_human = 0                    # Anna has lifted her curtain
    state = board.match.state
    place = state.rs.sets[0][0]
    give(state, 1, place)
    assert board.apply(Offer(1, Terms((), 100, 0, (place,), 0, 0), by=0))
    assert board.curtain is not None and board.curtain.seat == 1, "Ben is called"
    assert board.curtain.title == translate("property_board.board.curtain_offer", language,
                                            player="Ben", proposer="Anna")
