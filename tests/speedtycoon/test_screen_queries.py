"""The rules' answers the table shows (rules/queries.py): a payment's verdict, why a building
cannot be demolished, and what a building or a card would mean for the seat."""

from __future__ import annotations

from game.speedtycoon import rules
from game.speedtycoon.rules import payments, queries
from game.speedtycoon.rules.data import CARD_CUR, CARD_VALUE, PLACES


def fresh(seed: int = 4, options=None):
    return rules.new_game(2, seed, options or {})


def test_a_payment_is_exact_over_short_superfluous_or_in_the_wrong_currency():
    s = fresh()
    place = next(p for p in range(4) if queries.best_payment(s, 0, p))
    best = queries.best_payment(s, 0, place)
    price = queries.market_prices(s, 0)[place]["price"]
    assert queries.payment_verdict(s, 0, place, best)[0] in ("exact", "over")
    mine = "$€元¥"[PLACES[place][2]]
    other = "$€元¥"[(PLACES[place][2] + 1) % 4] + "1"
    assert queries.payment_verdict(s, 0, place, (*best, other)) == ("wrong_currency",
                                                                    {"card": other})
    verdict, params = queries.payment_verdict(s, 0, place, (*best, f"{mine}9"))
    assert verdict == "superfluous" and params["card"] in (*best, f"{mine}9")
    assert price > 1
    assert queries.payment_verdict(s, 0, place, (f"{mine}1",)) == ("short",
                                                                   {"missing": price - 1})


def test_the_headquarters_and_another_seats_turn_are_refused_by_name():
    s = fresh()
    seat = s.turn
    assert queries.demolish_refusal(s, seat, 0, 0) == "hq"
    assert queries.demolish_refusal(s, seat, 3, 3) == "empty"
    assert queries.demolish_refusal(s, 1 - seat, 0, 0) == "not_now"


def test_a_building_outlook_counts_where_it_fits_and_the_branch_after_it():
    s = fresh()
    tile = next(t for t in s.market if t >= 0)
    look = queries.building_outlook(s, 0, tile)
    assert look["green"] == len(queries.legal_cells(s, 0, tile))
    assert look["after"] == look["mine"] + 1


def test_a_card_outlook_names_the_new_total_of_its_currency():
    s = fresh()
    card = s.display[0]
    look = queries.card_outlook(s, 0, card)
    assert look["totals"], "a money card changes a total"
    for total in look["totals"].values():
        assert total >= CARD_VALUE[card]


def test_a_card_outlook_counts_the_picks_it_may_be_taken_with_and_no_others():
    """"With it you would have ..." counts the Kapital cards already picked for the same take
    (they come with it); picks it cannot be taken with (more than 5 together) do not."""
    for seed in range(100):
        s = fresh(seed)
        if s.current_player != 0:
            continue
        d = s.display
        pairs = [(a, b) for a in d for b in d if a != b and CARD_CUR[a] == CARD_CUR[b]
                 and CARD_CUR[a].bit_count() == 1]
        small = [(a, b) for a, b in pairs if CARD_VALUE[a] + CARD_VALUE[b] <= 5]
        big = [(a, b) for a, b in pairs if CARD_VALUE[a] + CARD_VALUE[b] > 5]
        if small and big:
            break
    else:
        raise AssertionError("no such seed")
    for (a, b), together in ((small[0], True), (big[0], False)):
        cur = CARD_CUR[a].bit_length() - 1
        held = payments.currency_totals(s.hands[0])[cur]
        look = queries.card_outlook(s, 0, b, (a,))
        extra = CARD_VALUE[a] if together else 0
        assert look["totals"] == {cur: held + extra + CARD_VALUE[b]}, (a, b, look)
        assert look["now"] == {cur: held}
