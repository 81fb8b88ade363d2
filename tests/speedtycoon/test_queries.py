"""The queries a screen or the computer asks (issue point 6), answered by the rules."""

from __future__ import annotations

from game.speedtycoon.rules.queries import (
    BLUE,
    GREEN,
    best_payment,
    legal_cells,
    market_prices,
    next_scoring,
    what_if,
)


def test_legal_cells_are_green_and_swap_targets_blue(sc):
    s = sc.game(3)
    sc.build(s, 0, [(5, 0, -1)])  # L6, highway N
    cells = legal_cells(s, 0, 50, swap=True)  # W11a, highway N
    assert cells[(0, -1)] == BLUE
    assert cells[(1, 0)] == GREEN and (0, -2) not in cells


def test_market_prices_name_every_modifier(sc):
    s = sc.quiet(sc.game(3, ["home", "rates"]))
    s.home[0] = 0
    s.strong, s.weak = 0, 1
    ny = market_prices(s, 0)[0]
    assert ny["price"] == max(1, ny["printed"] - 2)
    assert [name for name, _d in ny["modifiers"]] == ["home", "strong"]
    ffm = market_prices(s, 0)[1]
    assert ffm["price"] == ffm["printed"] + 1 and not ffm["closed"]


def test_best_payment_is_none_without_money(sc):
    s = sc.quiet(sc.game(3))
    sc.hand(s, 0, [])
    assert best_payment(s, 0, 0) is None


def test_what_if_shows_the_next_scoring_without_changing_anything(sc):
    s = sc.game(3)
    sc.build(s, 0, [(1, 0, -1)])
    before = s.to_dict()
    view = what_if(s)
    assert view.scoring == "startup" and view.totals[0] == 1 + 3
    assert s.to_dict() == before
    s.scorings = 2
    assert next_scoring(s) == 3 and what_if(s).scoring == "ipo"


def test_where_is_a_contracted_building(sc):
    from game.speedtycoon.rules.queries import where_is

    s = sc.game(3, ["contracts"])
    t = s.market[2]
    assert where_is(s, t) == ("market", 2)
    sc.build(s, 1, [(t, 0, -1)])
    assert where_is(s, t) == ("empire", 1)
    s.emp[1] = {k: v for k, v in s.emp[1].items() if v != t}
    s.planning[2].append(t)
    assert where_is(s, t) == ("planning", 2)
    assert where_is(s, s.bag[0]) == ("bag", -1)
