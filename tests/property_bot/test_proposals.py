"""The computer proposes a trade that completes its set at a price both sides gain by, at
most once a round to a seat, and never repeats an offer that seat rejected."""

from __future__ import annotations

from game.property.bot import value
from game.property.bot.policy import act
from game.property.rules import Offer
from game.property.rules.actions import END_TURN, REJECT
from tests.property_bot.board import POST_ROLL, at, board, give, set_members


def _table():
    s = board()
    a, b, c = set_members(s, "lantern")
    give(s, 0, a, b)
    give(s, 2, c)
    s.cash[0] = 3000
    at(s, 0, POST_ROLL)
    return s, c


def test_offers_cash_for_the_place_that_completes_its_set_and_keeps_its_reserve():
    s, c = _table()
    a, (key, params) = act(s, 0)
    assert type(a) is Offer and a.to == 2 and a.terms.get_places == (c,)
    assert key == "property_bot.reason.offer" and params["cash"] == a.terms.give_cash
    assert a.terms.give_cash >= s.rs.price[c]
    assert s.cash[0] - a.terms.give_cash >= value.reserve(s, 0)


def test_a_rejected_offer_is_not_repeated_that_round():
    s, _ = _table()
    s.apply(act(s, 0)[0])
    s.apply(REJECT)
    s.tr_opened[0] = 0          # even with negotiations left this turn
    s._legal = None
    a, _ = act(s, 0)
    assert a == END_TURN


def test_another_computer_does_not_take_the_offer_that_hands_over_a_set():
    s, _ = _table()
    s.apply(act(s, 0)[0])
    a, (key, _) = act(s, 2)
    assert a == REJECT and key == "property_bot.reason.reject_set"


def _swap_table(rival_cash: int = 400):
    """Seat 0 lacks one Lantern place, seat 2 holds it; seat 2 lacks one Amber place, seat 0
    holds it: each can complete its set by the other's place. Seat 0 has the cash to build
    at once, seat 2 (by default) less."""
    s = board()
    a, b, c = set_members(s, "lantern")
    x, y, z = set_members(s, "amber")
    give(s, 0, a, b, z)
    give(s, 2, c, x, y)
    s.cash[0], s.cash[2] = 1500, rival_cash
    at(s, 0, POST_ROLL)
    return s, c, z


def test_offers_a_set_swap_when_the_rival_holds_its_missing_place_and_lacks_one_of_its():
    s, c, z = _swap_table()
    a, (key, params) = act(s, 0)
    assert type(a) is Offer and a.to == 2
    assert a.terms.get_places == (c,) and a.terms.give_places == (z,)
    assert key == "property_bot.reason.offer_swap" and params["give_space"] == z


def test_a_beginner_takes_the_swap_that_completes_its_own_set_too():
    from game.property.bot.levels import EASY
    from game.property.rules.actions import ACCEPT

    s, _, _ = _swap_table()
    s.apply(act(s, 0)[0])
    a, (key, _) = act(s, 2, EASY)
    assert a == ACCEPT and key == "property_bot.reason.accept_set"


def test_hard_offers_the_swap_a_normal_rival_accepts_because_both_pull_away_from_the_rest():
    from game.property.bot.levels import HARD
    from game.property.rules.actions import ACCEPT

    s, c, _ = _swap_table(rival_cash=1500)
    offer, _ = act(s, 0, HARD)
    assert type(offer) is Offer and c in offer.terms.get_places
    s.apply(offer)
    a, _ = act(s, 2)
    assert a == ACCEPT
    s.apply(a)
    assert s.rs.set_ids.index("lantern") in s.whole_sets(0)
    assert s.rs.set_ids.index("amber") in s.whole_sets(2)


def test_an_overpriced_offer_of_its_missing_place_gets_a_counter_the_computer_would_take():
    from game.property.rules.actions import ACCEPT, Counter, Terms

    s = board()
    a, b, c = set_members(s, "lantern")
    give(s, 1, a, b)
    give(s, 0, c)
    s.cash[0], s.cash[1] = 1500, 3000
    at(s, 0, POST_ROLL)
    asked = 10 * s.rs.price[c]
    s.apply(Offer(1, Terms((c,), 0, 0, (), asked, 0)))
    a, (key, params) = act(s, 1)
    assert type(a) is Counter and key == "property_bot.reason.counter"
    assert a.terms.get_places == (c,) and a.terms.give_cash == asked - params["extra"] < asked
    s.apply(a)
    s.apply(Counter(s.tr_terms.swapped()))      # seat 0 hands the same terms back
    assert act(s, 1)[0] == ACCEPT


def test_hard_buys_the_place_a_rival_lacks_from_a_third_seat_then_swaps_it_for_its_set():
    from game.property.bot.levels import HARD
    from game.property.bot.trades import broker_buy
    from game.property.rules.actions import ACCEPT

    s = board()
    a, b, c = set_members(s, "lantern")
    x, y, z = set_members(s, "amber")
    give(s, 0, a, b)
    give(s, 2, c, x, y)
    give(s, 1, z)
    s.cash[0] = 1500
    at(s, 0, POST_ROLL)
    offer, (key, params) = broker_buy(s, 0, 20)
    assert type(offer) is Offer and offer.to == 1 and offer.terms.get_places == (z,)
    assert key == "property_bot.reason.offer_broker" and params["seat"] == 2
    assert s.cash[0] - offer.terms.give_cash >= value.reserve(s, 0)
    s.apply(offer)
    assert act(s, 1)[0] == ACCEPT
    s.apply(ACCEPT)
    s.tr_opened[0] = 0                  # its next turn
    s._legal = None
    swap, _ = act(s, 0, HARD)
    assert type(swap) is Offer and swap.to == 2
    assert swap.terms.give_places == (z,) and swap.terms.get_places == (c,)
    s.apply(swap)
    assert act(s, 2)[0] == ACCEPT


def test_hards_offers_in_play_keep_its_reserve_hand_no_set_over_and_come_once_a_turn():
    """Every offer Hard makes in games against Normal: its cash after the deal stays at its
    reserve, the rival completes no set unless Hard completes one too, one negotiation per
    own turn, and none to a seat that rejected Hard this round."""
    from game.property.bot.levels import choose
    from game.property.rules import new_game
    from game.property.rules.actions import ACCEPT

    offers = 0
    for ruleset in ("kraken_bay", "menedzher"):
        for seed in (1, 2, 3):
            s = new_game(4, seed, {"ruleset": ruleset, "round_cap": 20})
            levels = ["hard", "normal", "normal", "normal"]
            opened_on = set()
            k = 0
            while not s.is_terminal():
                seat = s.current_player
                a = choose(s, seat, levels[seat], None, seed * 1000 + k).action
                if seat == 0 and type(a) is Offer:
                    offers += 1
                    turn = (s.round, s.turn)
                    assert turn not in opened_on
                    opened_on.add(turn)
                    assert not any(key.startswith(f"0>{a.to} ") for key in s.tr_rejected)
                    after = s.clone()
                    after.apply(a)
                    after.apply(ACCEPT)
                    assert after.cash[0] >= value.reserve(after, 0)
                    got = set(after.whole_sets(a.to)) - set(s.whole_sets(a.to))
                    mine = set(after.whole_sets(0)) - set(s.whole_sets(0))
                    assert not got or mine
                s.apply(a)
                k += 1
    assert offers >= 3
