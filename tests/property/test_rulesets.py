"""The two boards as data: the totals and derived prices the design states (§2, §3, §6.3)."""

from game.property.rules.rulesets import KRAKEN_BAY, MENEDZHER, OWNABLE


def test_kraken_bay_price_total_is_5690():
    assert sum(KRAKEN_BAY.price) == 5690
    assert sum(1 for k in KRAKEN_BAY.kind if k in OWNABLE) == 28


def test_menedzher_has_24_title_deeds_worth_502000():
    assert sum(MENEDZHER.price) == 502000
    assert sum(1 for k in MENEDZHER.kind if k in OWNABLE) == 24
    assert all(len(s) == 3 for s in MENEDZHER.sets)


def test_mortgage_and_unmortgage_prices_M1_to_M5():
    assert (KRAKEN_BAY.mortgage_value(14), KRAKEN_BAY.unmortgage_cost(14)) == (80, 88)
    assert (KRAKEN_BAY.mortgage_value(37), KRAKEN_BAY.unmortgage_cost(37)) == (175, 193)
    assert (KRAKEN_BAY.mortgage_value(12), KRAKEN_BAY.unmortgage_cost(12)) == (75, 83)
    assert (MENEDZHER.mortgage_value(13), MENEDZHER.unmortgage_cost(13)) == (8000, 8800)
    assert (MENEDZHER.mortgage_value(33), MENEDZHER.unmortgage_cost(33)) == (17500, 19250)


def test_decks_sit_on_their_spaces():
    assert [d.spaces for d in KRAKEN_BAY.decks] == [(7, 22, 36), (2, 17, 33)]
    assert [d.spaces for d in MENEDZHER.decks] == [(5, 23, 30), (2, 15, 20)]
    assert [len(d.cards) for d in KRAKEN_BAY.decks + MENEDZHER.decks] == [16, 16, 20, 20]


def test_escalator_doubles_from_round_31_every_10_rounds_uncapped():
    assert [KRAKEN_BAY.escalator(r) for r in (30, 31, 40, 41, 51, 61, 101)] == \
        [1, 2, 2, 4, 8, 16, 256]
    assert MENEDZHER.escalator(500) == 1
