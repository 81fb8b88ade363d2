"""Buying tickets and the display: refill at the end of each turn, reshuffle (D14)."""

import pytest

from game.tycoon.rules import (
    DeckReshuffled,
    DisplayRefilled,
    IllegalAction,
    State,
    TicketBought,
)

from .conftest import make_state, of_type, play

DISPLAY = ["S01", "S09", "C01", "C22", "C34", "C36", "C05", "C12"]


def test_buying_pays_the_bank_and_puts_the_ticket_in_hand():
    s = make_state(display=DISPLAY)
    bought = of_type(play(s, "buy S09"), TicketBought)[0]
    assert (bought.ticket, bought.slot, bought.cost) == ("S09", 1, 4)
    d = s.to_dict()
    assert d["seats"][0]["money"] == 11 and d["seats"][0]["tickets"] == ["S09"]


def test_any_number_of_tickets_can_be_bought_while_money_lasts():
    s = make_state(display=DISPLAY)
    play(s, "buy S01", "buy S09", "buy C01", "buy C22", "buy C05", "buy C36")
    assert s.money[0] == 15 - (4 + 4 + 1 + 1 + 3 + 1)
    with pytest.raises(IllegalAction) as err:
        play(s, "buy C12")  # Monaco - Hong Kong costs 2
    assert err.value.key == "tycoon_board.why.cannot_afford"
    assert err.value.params == {"need": 2, "have": 1}


def test_bought_slot_stays_empty_until_the_end_of_the_turn():
    s = make_state(display=DISPLAY, seats={0: {"at": "new_york", "runway": 1}})
    play(s, "buy S09", "hotel")
    assert s.to_dict()["display"][1] is None
    refill = of_type(play(s, "end"), DisplayRefilled)[0]
    assert [slot for slot, _tid in refill.filled] == [1]
    assert s.to_dict()["display"][1] == refill.filled[0][1]


def test_discards_are_shuffled_into_a_new_deck_when_the_deck_runs_out():
    s = make_state(display=DISPLAY, seats={0: {"at": "new_york", "runway": 1}})
    d = s.to_dict()
    d["discards"]["scheduled"] = d["decks"]["scheduled"]
    d["decks"]["scheduled"] = []
    s = State.from_dict(d)
    events = play(s, "buy S01", "hotel", "end")
    reshuffle = of_type(events, DeckReshuffled)[0]
    assert (reshuffle.kind, reshuffle.cards) == ("scheduled", 16)
    after = s.to_dict()
    assert after["discards"]["scheduled"] == []
    assert len(after["decks"]["scheduled"]) == 15
    assert after["display"][0] is not None


def test_slot_stays_empty_when_deck_and_discards_are_both_empty():
    s = make_state(display=DISPLAY, seats={0: {"at": "new_york", "runway": 1}})
    d = s.to_dict()
    d["seats"][1]["tickets"] = d["decks"]["scheduled"]
    d["decks"]["scheduled"] = []
    s = State.from_dict(d)
    refill = of_type(play(s, "buy S01", "hotel", "end"), DisplayRefilled)[0]
    assert refill.still_empty == (0,)
    assert s.to_dict()["display"][0] is None
    assert s.legal_actions()  # the next player can still act


def test_discards_are_reshuffled_when_the_deck_runs_out_in_the_middle_of_a_refill():
    """Both scheduled tickets bought, one card left in the deck: the first slot takes it,
    then the discards become the new deck for the second slot (D14)."""
    s = make_state(display=DISPLAY, seats={0: {"at": "new_york", "runway": 1, "money": 30}})
    d = s.to_dict()
    last = d["decks"]["scheduled"][-1]
    d["discards"]["scheduled"] = d["decks"]["scheduled"][:-1]
    d["decks"]["scheduled"] = [last]
    s = State.from_dict(d)
    events = play(s, "buy S01", "buy S09", "hotel", "end")
    refill = of_type(events, DisplayRefilled)[0]
    assert refill.filled[0] == (0, last)
    assert of_type(events, DeckReshuffled) == [DeckReshuffled("scheduled", 15)]
    assert refill.filled[1][0] == 1 and refill.still_empty == ()
    after = s.to_dict()
    assert len(after["decks"]["scheduled"]) == 14 and after["discards"]["scheduled"] == []
