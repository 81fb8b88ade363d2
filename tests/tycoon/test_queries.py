"""Read-only queries for the board: reasons, prices, routes, settling up."""

from game.tycoon.rules import (
    board_worth,
    build_cost,
    flight_route,
    fly_destinations,
    loan_stock,
    loans_of,
    net_worth,
    parse_action,
    payday_preview,
    why_not,
)

from .conftest import make_state


def reason(state, text):
    return why_not(state, parse_action(text))


def test_why_not_is_none_for_a_legal_action():
    s = make_state(seats={0: {"at": "new_york", "runway": 1}})
    assert reason(s, "hotel") is None


def test_why_not_explains_with_translatable_keys():
    s = make_state(seats={0: {"at": "new_york", "runway": 1, "money": 2, "tickets": ["C22"]}})
    assert reason(s, "hotel") == ("tycoon_board.why.cannot_afford", {"need": 4, "have": 2})
    assert reason(s, "renovate") == ("tycoon_board.why.no_evicted_hotel", {"city": "new_york"})
    assert reason(s, "fly C22 cairo") == ("tycoon_board.why.charter_not_here", {"ticket": "C22"})
    assert reason(s, "fly S01 monaco") == ("tycoon_board.why.not_in_hand", {"ticket": "S01"})
    assert reason(s, "repay L01") == ("tycoon_board.why.not_payday", {})
    assert reason(s, "pass") == ("tycoon_board.why.can_borrow", {})
    assert reason(s, "end") == ("tycoon_board.why.build_first", {})


def test_every_illegal_action_has_a_reason_key_under_tycoon_why():
    from game.tycoon.rules.actions import BUY, END, FACTORY, HOME, HOTEL, LOAN, PASS, RENOVATE

    s = make_state(seats={0: {"at": "cairo", "runway": 2, "money": 3}})
    for action in [*BUY, *LOAN.values(), HOME, HOTEL, FACTORY, RENOVATE, END, PASS]:
        r = why_not(s, action)
        assert (r is None) == (action in s.legal_actions())
        if r is not None:
            assert r[0].startswith("tycoon_board.why.")


def test_build_cost_where_the_plane_stands_and_elsewhere():
    s = make_state(seats={0: {"at": "cairo", "runway": 2}, 1: {"at": "tokyo", "runway": 1}},
                   factories={"tokyo": [1]})
    assert build_cost(s, "hotel") == 4
    assert build_cost(s, "factory") == 6
    assert build_cost(s, "hotel", "tokyo") == 5       # runway 1 taken: a newcomer gets 2
    assert build_cost(s, "factory", "tokyo") == 10
    assert build_cost(s, "renovate") is None


def test_flight_route_lists_the_cities_entered():
    s = make_state(seats={0: {"at": "new_york", "runway": 1, "tickets": ["S10"]}})
    assert fly_destinations(s, "S10") == ["tokyo", "cairo", "rio_de_janeiro"]
    assert flight_route(s, "S10", "cairo") == ["cairo"]
    route = flight_route(s, "S10", "tokyo")
    assert len(route) == 2 and route[-1] == "tokyo"
    assert flight_route(s, "S10", "sydney") == []


def test_net_worth_subtracts_what_every_loan_would_cost_now():
    s = make_state(loans={"L01": (0, False), "L15": (0, True)}, seats={0: {"money": 50}})
    assert net_worth(s)[0] == 50 - 12 - 30
    assert loans_of(s, 0) == [("L01", False, 12), ("L15", True, 30)]
    assert loan_stock(s) == [10, 16]


def test_board_worth_counts_what_hotels_and_factories_pay_at_every_payday_to_come():
    s = make_state(chains={"cairo": [0, 0, 1]}, factories={"cairo": [0]},
                   loans={"L01": (0, False)}, seats={0: {"money": 3}, 1: {"money": 20}})
    income = [pay.total for pay in payday_preview(s)]
    assert income[0] > 0
    assert board_worth(s) == [w + 3 * pay for w, pay in zip(net_worth(s), income, strict=True)]
    last = make_state(session=3, chains={"cairo": [0, 0, 1]}, seats={0: {"money": 3}})
    assert board_worth(last)[0] == net_worth(last)[0] + payday_preview(last)[0].total
