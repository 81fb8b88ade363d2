"""The end of the game: trading ends, the hand-out, the last placements, the IPO and shared wins
(§7.12), and the stall safeguards of D27."""

from __future__ import annotations

from game.speedtycoon.rules import turn
from game.speedtycoon.rules.actions import TakeMoney
from game.speedtycoon.rules.events import GameOver, HandedOut, TradingEnded
from game.speedtycoon.rules.phases import END_PLACE, OVER


def handout_of(sc, hands, modules=()):
    s = sc.quiet(sc.game(3, modules))
    for p, kinds in enumerate(hands):
        sc.hand(s, p, kinds)
    events = []
    turn.hand_out(s, events)
    return s, {e.place: e.seat for e in events if isinstance(e, HandedOut)}


def test_E1_the_richest_in_the_currency_gets_it_and_a_tie_gives_nobody(sc):
    _s, got = handout_of(sc, [["$5", "$7", "€9"], ["$9", "$3", "€3", "元4"], ["$7", "元4"]])
    assert got == {"NY": -1, "FFM": 0, "SH": -1, "TK": -1}


def test_E2_an_exchange_card_counts_for_both_currencies(sc):
    _s, got = handout_of(sc, [["$€6", "$5"], ["$9", "$1", "€7"], []], ["exchange"])
    assert got["NY"] == 0 and got["FFM"] == 1


def take_any(s):
    a = next(a for a in s.legal_actions() if isinstance(a, TakeMoney))
    return s.apply(a)


def test_E3_a_short_refill_ends_trading_without_refilling_the_display(sc):
    s = sc.quiet(sc.game(3), 0)
    ny, sh = s.market[0], s.market[2]
    last = s.bag[-1]
    s.bag = [last]
    s.market[0] = s.market[2] = -1
    events = take_any(s)
    assert any(isinstance(e, HandedOut) and e.place == "NY" and e.tile == last
               for e in events)
    assert any(isinstance(e, TradingEnded) and e.reason == "market" for e in events)
    assert len(s.display) < 4
    places = [e.place for e in events if isinstance(e, HandedOut)]
    assert places == ["NY", "FFM", "TK"]
    assert ny not in s.market and sh not in s.market


def test_E4_end_placement_order_and_the_waiting_lobby_building(sc):
    s = sc.quiet(sc.game(3, ["lobbyist"]), 0)
    ffm = s.market[1]
    sc.hand(s, 0, ["€9", "€8"])
    sc.hand(s, 1, ["€1"])
    sc.hand(s, 2, [])
    lobby_tile = s.bag.pop()
    s.lobby_slot[1] = lobby_tile
    s.bag = []
    s.market[0] = -1
    take_any(s)
    assert s.phase == END_PLACE
    order = []
    while s.phase == END_PLACE:
        order.append(s.current_player)
        assert s.current_player == s.turn_player() or s.turn_player() == 0
        s.apply(next(a for a in s.legal_actions() if str(a).startswith("plan")))
    assert order == [1, 0]
    assert lobby_tile in s.planning[1] and ffm in s.planning[0]
    assert s.phase == OVER


def test_E5_equal_totals_share_the_win(sc):
    s = sc.quiet(sc.game(3), 2)
    for p in range(3):
        sc.hand(s, p, [])
    s.score = [88, 88, 80]
    s.bag = []
    s.market = [-1, -1, -1, -1]
    events = take_any(s)
    over = next(e for e in events if isinstance(e, GameOver))
    assert s.is_terminal() and s.current_player is None
    assert over.winners == (0, 1) and s.winners() == [0, 1]
    assert s.returns() == [0.5, 0.5, 0.0]
    assert s.scores()[2] >= 80


def test_G1_a_round_without_purchases_and_an_empty_bag_ends_trading(sc):
    s = sc.quiet(sc.game(3), 0)
    s.bag = []
    s.idle = 0
    ended = []
    for _ in range(3):
        assert not ended
        events = take_any(s)
        ended = [e for e in events if isinstance(e, TradingEnded)]
    assert ended[0].reason == "idle_bag"
    assert s.phase in (END_PLACE, OVER)


def test_returns_are_zero_before_the_end(sc):
    s = sc.game(4)
    assert s.returns() == [0.0] * 4
    assert not s.is_terminal()


def test_a_round_without_money_to_take_or_purchases_ends_trading(sc):
    """D27 b: nobody holds or can take money (cards removed for the test), so every seat can
    only pass; after one round trading ends although the bag is not empty."""
    s = sc.quiet(sc.game(3), 0)
    s.hands = [[], [], []]
    s.deck = [c for c in s.deck if c >= 116]
    s.discard, s.display = [], []
    assert s.bag and min(s.market) > 0
    reasons = []
    for _ in range(3):
        assert not reasons
        assert [str(a) for a in s.legal_actions()] == ["pass"]
        reasons = [e.reason for e in s.apply(s.legal_actions()[0])
                   if isinstance(e, TradingEnded)]
    assert reasons == ["idle_money"]
