"""queries.lobbyist_status / can_use_lobbyist (issue 31): the board opens a Lobbyist window for
a person only when they could use it, so it must agree with the window the rules open."""

from __future__ import annotations

from random import Random

import pytest

from game.speedtycoon.rules import new_game, queries
from game.speedtycoon.rules.phases import LOBBY

LOBBY_GAME = {"game_type": "custom", "modules": "lobbyist,home,news"}


def test_without_the_module_nobody_lobbies():
    s = new_game(3, 1, {"game_type": "classic"})
    assert [queries.lobbyist_status(s, p)[0] for p in range(3)] == ["off"] * 3


def test_at_the_first_turn_every_other_seat_with_money_is_ready():
    s = new_game(4, 2, LOBBY_GAME)
    for p in range(4):
        want = "own_turn" if p == s.turn else "ready"
        assert queries.lobbyist_status(s, p) == (want, {})


def test_a_seat_whose_cards_reach_no_price_cannot_use_the_window():
    s = new_game(4, 2, LOBBY_GAME)
    other = (s.turn + 1) % 4
    s.hands[other] = [c for c in s.hands[other] if c % 27 < 3][:1]  # a single 1
    assert queries.lobbyist_status(s, other) == ("no_money", {})
    assert not queries.can_use_lobbyist(s, other)


def play_until_a_lobby_purchase(seed: int):
    s = new_game(4, seed, LOBBY_GAME)
    rng = Random(seed)
    while True:
        legal = s.legal_actions()
        buys = [a for a in legal if str(a).startswith("lobby ") and str(a) != "lobby pass"]
        if buys:
            buyer = s.current_player
            s.apply(buys[0])
            return s, buyer
        s.apply(rng.choice(legal))


def test_after_a_purchase_the_lobbyist_waits_then_rests_its_three_own_turns():
    s, buyer = play_until_a_lobby_purchase(3)
    assert queries.lobbyist_status(s, buyer) == ("waiting", {})
    rng = Random(4)
    seen = []
    while len(seen) < 4 and not s.is_terminal():
        if s.turn != buyer and s.current_player == s.turn:
            seen.append(queries.lobbyist_status(s, buyer))
        turn_no = s.turn_no
        while not s.is_terminal() and s.turn_no == turn_no:
            s.apply(rng.choice(s.legal_actions()))
    kinds = [k for k, _ in seen]
    assert kinds[0] == "resting" and seen[0][1]["turns"] in (2, 3)
    assert "waiting" not in kinds


@pytest.mark.parametrize("seed", range(5, 9))
def test_the_rules_ask_exactly_when_the_query_says_a_seat_could_use_the_window(seed):
    """Over random games: a window asks only seats the query calls ready, and a turn whose
    other seats are none of them ready opens no window at all."""
    s = new_game(4, seed, LOBBY_GAME)
    rng = Random(seed)
    turns = 0
    while not s.is_terminal():
        if s.phase == LOBBY:
            assert queries.can_use_lobbyist(s, s.current_player)
        turn_no = s.turn_no
        s.apply(rng.choice(s.legal_actions()))
        if s.turn_no != turn_no and not s.is_terminal() and s.phase != LOBBY:
            turns += 1
            assert not any(queries.can_use_lobbyist(s, p) for p in range(4))
    assert turns > 10
