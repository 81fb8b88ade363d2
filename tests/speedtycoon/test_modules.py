"""The modules with their design §7 scenarios: Lobbyist (L), news and rates (Y), Unicorn (UC),
zones and sustainability (Z, N), the state fund, contracts, exchange cards, game types."""

from __future__ import annotations

from game.speedtycoon.rules import fund, geometry, news, prices, scoring
from game.speedtycoon.rules.actions import LOBBY_PASS, LobbyBuy, TakeMoney, ToFund, ToPlanning
from game.speedtycoon.rules.data import (
    CARD_VALUE,
    DOLLAR,
    EURO,
    NEWS_FIRST,
    RALLY,
    RATE_TURN,
    STIMULUS,
    STRIKE,
    TILE_BRANCH,
    VC,
    YEN,
    YUAN,
    ZONE_IDS,
)
from game.speedtycoon.rules.events import BuildingBought, CardDealt, UnicornWon
from game.speedtycoon.rules.phases import ACT, BONUS, LOBBY, LOBBY_PLACE, PLACE


def finish_turn(s, lobby_for=None):
    """Play the rest of the current turn simply: lobby windows pass (or ``lobby_for(s)``
    decides), the action is one money card, everything bought goes to planning."""
    start = s.turn_no
    while s.turn_no == start and not s.is_terminal():
        if s.phase == LOBBY:
            a = lobby_for(s) if lobby_for else None
            s.apply(a or LOBBY_PASS)
        elif s.phase in (ACT, BONUS):
            s.apply(next(a for a in s.legal_actions() if isinstance(a, TakeMoney)))
        else:
            s.apply(next(a for a in s.legal_actions() if isinstance(a, ToPlanning)))


def test_L1_lobby_purchase_waits_and_the_lobbyist_rests_three_own_turns(sc):
    s = sc.quiet(sc.game(3, ["lobbyist"]), 0)
    sc.hand(s, 0, ["$9", "$8", "€9", "€8", "元9", "元8", "¥9", "¥8"])
    # A's turn 1 ends; B's window asks C first, then A
    bought = []

    def a_buys(st):
        if st.asked == 0 and not bought:
            bought.append(next(a for a in st.legal_actions() if isinstance(a, LobbyBuy)))
            return bought[0]
        return None

    finish_turn(s, a_buys)
    assert s.turn == 1
    while s.phase == LOBBY:
        s.apply(a_buys(s) or LOBBY_PASS)
    tile = s.lobby_slot[0]
    assert bought and tile > 0 and s.lobby_rest[0] == 3
    finish_turn(s)  # B's turn 1
    assert s.turn == 2 and 0 not in s.lobby_queue  # C's window skips A
    finish_turn(s)  # C's turn 1
    while s.phase == LOBBY:
        s.apply(LOBBY_PASS)
    assert s.turn == 0 and s.phase == LOBBY_PLACE and s.current_player == 0
    s.apply(ToPlanning(tile))
    assert s.phase == ACT and tile in s.planning[0]  # placing cost no action
    for own_turn in (2, 3, 4):
        finish_turn(s)  # A's turn 2..4
        assert s.lobby_rest[0] == 4 - own_turn
        if own_turn < 4:
            for _ in range(2):  # B's and C's turns: A is resting
                assert 0 not in s.lobby_queue and s.asked != 0
                finish_turn(s)
    assert s.turn == 1 and s.lobby_rest[0] == 0
    assert s.phase == LOBBY and 0 in s.lobby_queue  # asked again in the window of B's turn 4


def test_L1_ready_again_in_the_window_of_the_next_turns(sc):
    s = sc.quiet(sc.game(3, ["lobbyist"]), 0)
    sc.hand(s, 0, ["$9", "$8", "€9", "€8", "元9", "元8", "¥9", "¥8"])
    s.lobby_rest[0] = 1
    finish_turn(s)  # A's turn ends: the counter reaches 0
    assert s.lobby_rest[0] == 0
    asked = []
    while s.phase == LOBBY:
        asked.append(s.asked)
        s.apply(LOBBY_PASS)
    assert 0 in asked


def test_L2_an_exact_lobby_payment_earns_no_bonus_action(sc):
    s = sc.quiet(sc.game(3, ["lobbyist"]), 1)
    for p in range(3):
        sc.hand(s, p, [])
    s.market[0] = 6  # L7, price 7
    sc.hand(s, 0, ["$7"])
    finish_turn(s)  # B's turn ends; C's window asks A first
    assert s.phase == LOBBY and s.asked == 0 and s.turn_player() == 2
    events = s.apply(LobbyBuy("NY", ("$7",)))
    bought = next(e for e in events if isinstance(e, BuildingBought))
    assert bought.exact and bought.lobby
    while s.phase == LOBBY:
        assert s.asked != 0
        s.apply(LOBBY_PASS)
    assert s.phase == ACT and s.asked == 2 and s.tray == []


def test_Y1_a_stock_rally_lasts_one_round(sc):
    s = sc.quiet(sc.game(2, ["news"]), 0)
    s.queue = [NEWS_FIRST + RALLY]
    tile = s.market[0]
    base = prices.effective_price(s, tile, 0, 0)
    finish_turn(s)  # end of A's turn: revealed
    assert s.turn == 1 and prices.effective_price(s, tile, 0, 1) == max(1, base - 1)
    finish_turn(s)  # B's turn
    assert s.turn == 0 and s.rally
    finish_turn(s)  # A's turn
    assert s.turn == 1 and not s.rally


def test_Y2_rate_turn_discards_the_smallest_card(sc):
    s = sc.game(3, ["news"])
    sc.hand(s, 0, ["$1", "€1", "€7", "¥5"])
    assert news.smallest_card(s.hands[0]) == next(c for c in s.hands[0] if
                                                  CARD_VALUE[c] == 1 and c > 20)
    sizes = [len(h) for h in s.hands]
    news.reveal(s, NEWS_FIRST + RATE_TURN, [])
    assert [len(h) for h in s.hands] == [n - 1 for n in sizes]
    assert sorted(CARD_VALUE[c] for c in s.hands[0]) == [1, 5, 7]


def test_Y3_rates_change_both_roles():
    pairs = news.rate_pairs((DOLLAR, YEN))
    assert sorted(pairs) == sorted([(EURO, DOLLAR), (EURO, YUAN), (YUAN, DOLLAR), (YUAN, EURO),
                                    (YEN, DOLLAR), (YEN, EURO), (YEN, YUAN)])
    assert len(news.rate_pairs(None)) == 12


def test_Y4_after_vc_the_fund_takes_a_third_and_skips_zones(sc):
    s = sc.game(2, ["zones"])
    branch = [t for t in s.bag if TILE_BRANCH[t] >= 0][:14]
    zone = next(t for t in s.bag if t in ZONE_IDS)
    rest = [t for t in s.bag if t not in branch and t != zone]
    s.fund.extend(rest)
    s.bag = [zone] + branch
    before = len(s.fund)
    fund.draw_after(s, VC, [])
    assert len(s.fund) == before + 4 and zone in s.bag and len(s.bag) == 11


def test_stimulus_deals_from_the_next_player_on(sc):
    s = sc.quiet(sc.game(3, ["news"]), 1)
    events = []
    news.reveal(s, NEWS_FIRST + STIMULUS, events)
    assert [e.seat for e in events if isinstance(e, CardDealt)] == [2, 0, 1]


def test_port_strike_closes_one_place_for_one_round(sc):
    s = sc.quiet(sc.game(3, ["news"]), 0)
    s.queue = [NEWS_FIRST + STRIKE]
    finish_turn(s)
    closed = s.strike_place
    assert 0 <= closed < 4 and closed not in prices.open_places(s)
    for _ in range(3):
        finish_turn(s)
    assert not s.strike and len(prices.open_places(s)) == 4


def unicorn_game(sc, n=3, modules=("unicorn",)):
    return sc.quiet(sc.game(n, modules), 0)


def test_UC1_the_first_to_the_threshold_scores_six_once(sc):
    s = unicorn_game(sc)
    sc.build(s, 0, [(22, 0, -1), (23, 1, 0), (20, -1, 0)])  # three Energie
    sc.pending(s, 0, [21])
    events = s.apply(next(a for a in s.legal_actions() if str(a) == "place 21 @0,1"))
    assert [(e.seat, e.branch, e.points) for e in events if isinstance(e, UnicornWon)] == [
        (0, "energy", 6)]
    assert s.score[0] == 6 and s.unicorn[2] == 0
    sc.build(s, 1, [(15, 1, 0), (16, 0, -1), (17, 0, 1)])
    sc.pending(s, 1, [18])
    events = s.apply(next(a for a in s.legal_actions() if str(a).startswith("place 18 ")))
    assert s.bc[6 + 2] == 4
    assert not any(isinstance(e, UnicornWon) for e in events) and s.score[1] == 0


def test_UC2_contracts_do_not_count_for_the_unicorn(sc):
    s = unicorn_game(sc, modules=("unicorn", "contracts"))
    sc.build(s, 0, [(7, 0, -1), (5, 1, -1)])
    s.contracts[0] = [7, 50]
    sc.pending(s, 0, [3])
    events = s.apply(next(a for a in s.legal_actions() if str(a).startswith("place 3")))
    assert not any(isinstance(e, UnicornWon) for e in events)


def test_UC3_thresholds(sc):
    for n, modules, expected in ((3, (), (4, 5)), (4, (), (4, 5)), (5, (), (3, 4)),
                                 (6, (), (3, 4)), (3, ("blitz",), (3, 4)),
                                 (6, ("blitz",), (3, 4))):
        s = sc.game(n, ["unicorn", *modules])
        assert (scoring.unicorn_threshold(s, 0), scoring.unicorn_threshold(s, 3)) == expected


Z1_BOARD = [(42, -1, 0), (7, 0, -1), (14, 1, -1), (22, 2, -1), (23, 3, -1), (6, 2, 0),
            (12, 3, 0)]


def zone_game(sc):
    s = sc.game(3, ["zones", "tunnels"])
    s.tunnels[0] = 2
    return s


def test_Z1_a_row_zone_counts_to_the_first_gap_or_highway(sc):
    s = zone_game(sc)
    sc.build(s, 0, Z1_BOARD[:5])
    sc.play(s, 0, [(6, 2, 0)])
    sc.build(s, 0, Z1_BOARD)
    sc.play(s, 0, [(55, 1, 0)])
    assert geometry.zone_points(s.emp[0]) == 3
    sc.build(s, 0, [*Z1_BOARD, (57, 1, 0)])
    assert geometry.zone_points(s.emp[0]) == 1


def test_Z2_other_zones_are_passed_but_count_nothing(sc):
    s = zone_game(sc)
    sc.build(s, 0, [*Z1_BOARD, (55, 1, 0)])
    sc.play(s, 0, [(56, -2, 0)])
    assert geometry.zone_points(s.emp[0]) == 6


def test_N1_energy_meets_technology_and_industry_meets_industry(sc):
    s = sc.game(3, ["sustainability"])
    sc.play(s, 0, [(22, 1, 0), (41, 2, 0), (42, 1, -1), (14, 0, -1), (12, -1, -1)])
    assert geometry.sustainability(s.emp[0]) == 1
    assert scoring.compute(s, 1).sustainability[0] == 1


def test_fund_takes_only_newly_acquired_buildings_with_two_players(sc):
    s = sc.game(2, ["zones"])
    zone = ZONE_IDS[0]
    sc.pending(s, 0, [7, zone])
    texts = {str(a) for a in s.legal_actions()}
    assert "fund 7" in texts and f"fund {zone}" not in texts
    s.apply(ToFund(7))
    assert 7 in s.fund and s.phase == PLACE
    s3 = sc.game(3)
    sc.pending(s3, 0, [7])
    assert not any(isinstance(a, ToFund) for a in s3.legal_actions())


def test_exchange_card_pays_in_either_currency(sc):
    s = sc.quiet(sc.game(3, ["exchange"]))
    sc.hand(s, 0, ["$€6"])
    s.market[0] = 5  # L6 in New York
    s.market[1] = 17  # E6a in Frankfurt
    s._legal = None
    texts = {str(a) for a in s.legal_actions()}
    assert "buy NY $€6" in texts and "buy FFM $€6" in texts


def test_game_types_pick_their_modules(sc):
    from game.speedtycoon.rules import new_game
    from game.speedtycoon.rules.setup import modules_of

    assert modules_of(new_game(3, 1, {"game_type": "classic"}).mods) == []
    assert len(modules_of(new_game(3, 1, {"game_type": "tycoon"}).mods)) == 12
