"""Taking money, paying, prices and loans (§7.9), setup and the deck (§7.10)."""

from __future__ import annotations

import pytest

from game.speedtycoon.rules import IllegalAction, new_game, parse_action, prices, setup
from game.speedtycoon.rules.actions import Buy, LobbyBuy, TakeLoan, TakeMoney
from game.speedtycoon.rules.data import (
    BLITZ_BUILDING_IDS,
    CARD_STARTUP,
    CARD_VALUE,
    KIND_FIRST,
    TILE_BRANCH,
)
from game.speedtycoon.rules.events import ScoringDone
from game.speedtycoon.rules.phases import BONUS, PLACE
from game.speedtycoon.rules.queries import best_payment, payment_options


def takes(s) -> dict[tuple[str, ...], bool]:
    return {a.cards: a.tip for a in s.legal_actions() if isinstance(a, TakeMoney)}


@pytest.fixture
def display_game(sc):
    def make(modules=()):
        s = sc.quiet(sc.game(3, modules))
        sc.display(s, ["$3", "€2", "元1", "¥9"])
        return s
    return make


def test_T1_several_cards_up_to_five(display_game):
    legal = takes(display_game())
    for kinds in (("$3", "€2"), ("€2", "元1"), ("$3", "元1")):
        assert legal[kinds] is False


def test_T2_more_than_five_is_not_a_take(display_game):
    legal = takes(display_game())
    for kinds in (("$3", "€2", "元1"), ("¥9", "元1"), ("¥9", "$3")):
        assert kinds not in legal
    assert legal[("¥9",)] is False


def test_T3_an_insider_tip_allows_one_card_more(display_game):
    s = display_game(["insider"])
    legal = takes(s)
    assert legal[("$3", "€2", "元1")] is True
    assert legal[("¥9", "元1")] is True and legal[("¥9", "$3")] is True
    assert legal[("¥9", "$3", "€2")] is True
    assert ("¥9", "$3", "€2", "元1") not in legal
    assert legal[("$3", "€2")] is False
    s.apply(TakeMoney(("$3", "€2", "元1"), True))
    assert s.tips[0] == 1


def buy_game(sc, hand, price_tile=7):
    s = sc.quiet(sc.game(3))
    s.market[0] = price_tile
    sc.hand(s, 0, hand)
    return s


def test_B1_minimal_payments_and_the_exact_bonus(sc):
    s = buy_game(sc, ["$3", "$4", "$5"], 6)  # L7, price 7
    assert sorted(payment_options(s, 0, 0)) == sorted([("$4", "$3"), ("$5", "$3"), ("$5", "$4")])
    assert Buy("NY", ("$5", "$4", "$3")) not in s.legal_actions()
    assert best_payment(s, 0, 0) == ("$4", "$3")
    s.apply(Buy("NY", ("$4", "$3")))
    assert s.phase == BONUS and s.tray == [6]


def test_B2_least_overpayment_then_fewest_cards(sc):
    s = buy_game(sc, ["$2", "$2", "$4", "$6"], 6)
    assert sorted(payment_options(s, 0, 0)) == sorted([("$4", "$2", "$2"), ("$6", "$2"),
                                                       ("$6", "$4")])
    assert best_payment(s, 0, 0) == ("$6", "$2")
    s.apply(Buy("NY", ("$6", "$2")))
    assert s.phase == PLACE


def test_B3_the_single_exact_card_is_preselected(sc):
    s = buy_game(sc, ["$3", "$4", "$7"], 6)
    assert best_payment(s, 0, 0) == ("$7",)


def test_B4_every_modifier_adds_up(sc):
    s = sc.quiet(sc.game(3, ["home", "rates", "news"]))
    s.market[3] = 15  # E4 in Tokyo
    s.strong, s.weak = 0, 3
    s.oil = s.rally = 2
    s.home[0] = 3
    assert prices.effective_price(s, 15, 3, 0) == 5


def test_B5_the_price_never_drops_below_one(sc):
    s = sc.quiet(sc.game(3, ["home", "rates", "news"]))
    s.strong, s.weak = 0, 3
    s.rally = 2
    s.home[0] = 0
    assert prices.effective_price(s, 1, 0, 0) == 1


def test_B6_a_port_strike_closes_the_place(sc):
    s = sc.quiet(sc.game(3, ["news", "lobbyist"]))
    sc.hand(s, 0, ["€9", "€8", "€7"])
    s.strike, s.strike_place = 3, 1
    s._legal = None
    assert not any(isinstance(a, Buy) and a.place == "FFM" for a in s.legal_actions())
    from game.speedtycoon.rules.legal import lobby_actions

    sc.hand(s, 1, ["€9", "€6", "€5", "$9", "$8"])
    assert lobby_actions(s, 1) and all(a.place != "FFM" for a in lobby_actions(s, 1))
    with pytest.raises(IllegalAction) as err:
        s.apply(Buy("FFM", ("€9",)))
    assert err.value.key == "speedtycoon.illegal.place_closed"
    assert LobbyBuy("NY", ("$9",)).place == "NY"


def test_K1_a_loan_draws_to_eight_and_sets_a_scoring_aside(sc):
    s = sc.quiet(sc.game(3, ["loans"]))
    s.bands = []
    five, two, one = (next(c for c in s.deck if c == KIND_FIRST[k]) for k in ("$5", "€2", "¥1"))
    for c in (five, two, one):
        s.deck.remove(c)
    s.deck = [c for c in s.deck if c != CARD_STARTUP]
    s.deck += [one, two, CARD_STARTUP, five]
    s.bands = [CARD_STARTUP, 0, 200]
    s.bag.append(s.market[3])
    s.market[3] = -1  # so the end of the turn refills before it scores
    hand_before = len(s.hands[0])
    events = s.apply(TakeLoan())
    assert sorted(CARD_VALUE[c] for c in s.hands[0][hand_before:]) == [1, 2, 5]
    assert s.loans[0] == 1
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("SpecialRevealed") < kinds.index("LoanTaken")
    assert kinds.index("LoanTaken") < kinds.index("MarketRefilled") < kinds.index("ScoringDone")
    assert any(isinstance(e, ScoringDone) and e.scoring == "startup" for e in events)


def test_K2_no_third_loan(sc):
    s = sc.quiet(sc.game(3, ["loans"]))
    s.loans[0] = 2
    assert TakeLoan() not in s.legal_actions()


def test_K3_repay_with_a_minimal_set_of_twelve(sc):
    s = sc.quiet(sc.game(3, ["loans"]))
    s.loans[0] = 1
    sc.hand(s, 0, ["$9", "€3", "€2", "¥1", "€4"])
    repay = {str(a) for a in s.legal_actions() if str(a).startswith("repay")}
    assert "repay $9 €3" in repay
    assert "repay $9 €2 ¥1" in repay
    assert "repay $9 €4" in repay
    assert "repay $9 €3 ¥1" not in repay
    s.apply(parse_action("repay $9 €3"))
    assert s.loans[0] == 0 and s.phase != PLACE and s.asked == 0


def test_D_a_start_money_round_robin_and_the_start_player():
    s = new_game(3, 1)
    values = [9, 2, 3, 8, 4, 9, 5, 7, 9, 6, 1]
    pool = sorted(s.deck + [c for h in s.hands for c in h] + s.display)
    top = []
    for v in values:
        c = next(c for c in pool if CARD_VALUE[c] == v and c not in top)
        top.append(c)
    s.deck = [c for c in pool if c not in top] + top[::-1]
    s.hands = [[], [], []]
    got = setup.deal_start_money(s)
    assert [[CARD_VALUE[c] for c in h] for h in s.hands] == [[9, 8, 5], [2, 4, 7, 6, 1],
                                                             [3, 9, 9]]
    assert got == [3, 5, 3]
    assert setup.start_player(s, got) == 2


def test_every_seat_starts_with_at_least_twenty():
    for seed in range(20):
        s = new_game(5, seed)
        assert all(sum(CARD_VALUE[c] for c in h) >= 20 for h in s.hands)
        assert len(s.display) == 4 and min(s.market) > 0


def test_D_f_two_players_with_blitz_the_fund_starts_with_four():
    s = new_game(2, 3, {"modules": "blitz"})
    assert len(s.fund) == 4 and all(TILE_BRANCH[t] >= 0 for t in s.fund)
    assert all(t in BLITZ_BUILDING_IDS for t in s.fund)
    assert len(new_game(2, 3).fund) == 6
    assert new_game(3, 3).fund == []


def test_the_rules_play_a_set_ups_options_as_the_table_reads_them():
    """One table (game/speedtycoon/options.py): the custom modules and the held seats as the
    new-game screen and the table store them, the think time the table's alone."""
    s = new_game(3, 1, {"game_type": "custom", "modules": "loans,blitz", "think": "30",
                        "hold": "2,0"})
    assert setup.modules_of(s.mods) == ["blitz", "loans"]
    assert s.hold == 0b101
    assert new_game(3, 1, {"game_type": "classic", "think": "none"}).to_dict() == \
        new_game(3, 1).to_dict()
    with pytest.raises(ValueError, match="think"):
        new_game(3, 1, {"think": "45"})


def test_options_are_checked():
    with pytest.raises(ValueError):
        new_game(3, 1, {"game_type": "fast"})
    with pytest.raises(ValueError):
        new_game(3, 1, {"modules": "teleport"})
    with pytest.raises(ValueError):
        new_game(3, 1, {"game_type": "modern", "modules": "blitz"})
    with pytest.raises(ValueError):
        new_game(7, 1)
    assert setup.modules_of(new_game(3, 1, {"game_type": "modern"}).mods) == [
        "home", "rates", "news"]
    assert "blitz" not in setup.modules_of(new_game(3, 1, {"game_type": "tycoon"}).mods)


def test_repaying_is_free_so_a_stuck_player_may_still_pass(sc):
    s = sc.quiet(sc.game(3, ["loans"]))
    s.loans[0] = 2
    s.display = []
    s.market = [-1, -1, -1, -1]
    sc.hand(s, 0, ["$9", "€3"])
    texts = [str(a) for a in s.legal_actions()]
    assert texts == ["pass", "repay $9 €3"]
