"""An exchange card is one card shown twice in the depot, under each of its currencies (D32):
its second place is the same card, not a second one (play-test playtest24b, Speedtycoon de
1280x800 with Devisenbüro: the single "$€4" picked in the $ row and again in the € row made the
tip read "Passend bezahlt mit 4 $€ + 4 $€ + 2 €" while Kaufen stayed grey with no word why)."""

from __future__ import annotations

from game.core.setup import GameSetup, Seat
from game.speedtycoon import rules
from game.speedtycoon.rules.data import CARD_KIND, is_exchange
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at

OPTIONS = {"modules": "exchange", "think": "none"}


def exchange_start() -> tuple[int, int]:
    """A seed whose first turn is seat 0's with one exchange card in its hand."""
    for seed in range(500):
        s = rules.new_game(2, seed, {"modules": "exchange"})
        if s.current_player != 0:
            continue
        cards = [c for c in s.hands[0] if is_exchange(c)]
        if len(cards) == 1:
            return seed, cards[0]
    raise AssertionError("no such seed")


def test_the_second_place_of_an_exchange_card_is_the_same_card(app):
    seed, card = exchange_start()
    seats = (Seat("human", "Anna", "purple"), Seat("computer", "Robo", "red", "normal"))
    board = TableScene(app, GameSetup("speedtycoon", seed, seats, OPTIONS), curtain=False)
    app.scenes.push(board)
    app.run_frames(2)
    hand = board.match.state.hands[0]
    places = [i for i, (_rect, c) in enumerate(tv.depot_cards(hand)) if c == card]
    assert len(places) == 2, "an exchange card stands under each of its currencies"
    first, second = (tv.depot_cards(hand)[i][0].center for i in places)
    click_at(app, first)
    assert board.marks.payment.count(CARD_KIND[card]) == 1
    assert set(places) <= tv.chosen_cards(hand, board.marks.payment), \
        "both places of the chosen card show it chosen"
    click_at(app, second)
    assert CARD_KIND[card] not in board.marks.payment, \
        "its second place takes the same card out again, never pays it twice"
