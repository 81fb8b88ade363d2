"""Kraken Bay's and «Менеджер»'s board in the game review (game/scenes/review_scene.py): the
board and the seats' column as play draws them, for any position of a replayed game, with
play's own motion (game/property/view/motion.py: the dice tumble, the token hops, a card turns
over, money flies) when the review steps forward, and a reviewed action in the words of the
board's buttons (with the place it is about)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from game.core.settings import ANIMATION_FACTORS
from game.core.setup import GameSetup
from game.property.rules import actions as act
from game.property.rules import queries
from game.property.rules.auction import min_bid
from game.property.rules.events import AuctionUnsold, AuctionWon
from game.property.scenes.board_frame import PANEL_TEXT, round_words, seat_lines
from game.property.scenes.decisions import auction_head, open_terms
from game.property.scenes.words import COLOUR, Words, seat_names
from game.property.view import column, layout, model
from game.property.view.board_view import BoardTexts, BoardView, Marks
from game.property.view.motion import Motion
from game.scenes.seat_rows import text_names
from game.ui.hover import Block
from game.ui.palette import GOLD

#: Actions said by a button's own words, with no place to name.
BUTTON_WORDS = {
    act.Roll: "property_board.button.roll",
    act.UsePass: "property_board.button.use_pass",
    act.Accept: "property_board.button.accept",
    act.Reject: "property_board.button.reject",
    act.EndTurn: "property_board.button.end_turn",
    act.Bankrupt: "property_board.button.bankrupt",
    act.Counter: "property_board.button.counter",
}
#: An answer to an open offer: the choice, a dash, the terms (the offer's; a counter-offer's
#: own); the card frames a plan after a colon of its own ("Anna chose: Accept the offer — Blue
#: gives …").
ANSWER_WORDS = {
    act.Accept: "property_board.review.accept_offer",
    act.Reject: "property_board.review.reject_offer",
    act.Counter: "property_board.review.counter_offer",
}
#: Actions on one place: the review's words name it.
PLACE_WORDS = {
    act.Build: "property_board.review.build",
    act.Sell: "property_board.review.sell",
    act.Mortgage: "property_board.review.mortgage",
    act.Unmortgage: "property_board.review.unmortgage",
}


def called(w: Words, seat: int, in_text: Sequence[str]) -> str:
    """A seat (or the bank) as a plan's words name it after "player": the seats' shared
    sentence names `in_text` (`seat_rows.text_names`): «игрок 2 отдаёт», not «игрок Игрок 2»,
    and a computer «игрок «Синий» отдаёт», not «игрок Синий (средний) отдаёт» (reviewlate)."""
    return w.player(seat) if seat < 0 else in_text[seat]


def offer_lines(s, w: Words, in_text: Sequence[str]) -> list[Block]:
    """The open offer in the review's words (no "you": the reader watches both seats): who
    offers whom, then what each of the two gives."""
    terms = open_terms(s)  # from the proposer's side
    proposer, answerer = model.trade_from(s), s.current_player
    head = ("property_board.review.counter_head" if model.trade_count(s) > 1
            else "property_board.review.offer_head")
    gives = "property_board.review.offer_gives"
    to = called(w, answerer, in_text)  # after "player" (seat_rows)
    return [Block(w.say(head, player=w.player(proposer), to=to), 15, GOLD, True),
            Block(w.say(gives, player=w.player(proposer), items=w.trade_side(
                terms.give_places, terms.give_cash, terms.give_passes)), 13),
            Block(w.say(gives, player=w.player(answerer), items=w.trade_side(
                terms.get_places, terms.get_cash, terms.get_passes)), 13)]


class PropertyReviewBoard:
    #: The review chart's last point, the real result, is marked with these words: the line
    #: jumps there from the computer's estimate to 0 or 100 % (speedpolish).
    end_key = "review.ui.chart_end"

    def __init__(self, setup: GameSetup, say: Callable[..., str], lang: str) -> None:
        """`say` speaks the review's language, `lang`; the board's words join lists in it."""
        self.say = say
        self.lang = lang
        self.seats = setup.seats
        self.colours = [s.colour for s in setup.seats]
        self.names = seat_names(setup.seats, say)
        self.in_text = text_names(setup.seats, COLOUR, say)  # after "player" (`called`)
        self.view: BoardView | None = None
        self.words: Words | None = None
        self.texts: BoardTexts | None = None
        self.motion: Motion | None = None
        self.after = None  # the position the motion leads to (its dice and card stay on it)

    def _ready(self, state) -> Words:
        if self.words is None:
            self.words = Words(self.say, model.ruleset(state), self.names, self.lang)
            self.view = BoardView(model.ruleset(state))
            w = self.words
            self.motion = Motion(self.view, lambda seat: layout.seat_row(seat).midleft,
                                 w.money, w.card_words)
            self.texts = BoardTexts(w.names(), w.prices(), w.game("title"), w.game("subtitle"))
        return self.words

    def picture(self, state, seat: int) -> pygame.Surface:
        """The board and the seats' rows (cash, worth, jail) of the position, the seat to act
        ringed; during an auction the panel's auction lines (the place, its price, the high
        bid and bidder); on the position a step forward led to, the motion (and, as in play,
        the last dice and card) too."""
        words = self._ready(state)
        surface = pygame.Surface(layout.CANVAS.size)
        marks = Marks(acting=None if state.is_terminal() else state.current_player)
        if state is self.after:
            self.view.draw(surface, state, self.colours, self.texts, marks,
                           self.motion.token_at(state))
            self.motion.draw(surface, self.colours)
        else:
            self.view.draw(surface, state, self.colours, self.texts, marks)
        column.draw_header(surface, [round_words(self.say, state)], None)
        lines = seat_lines(self.say, words, state, self.seats)
        if model.trade_terms(state) is not None:   # the answer is awaited: its seat is ringed
            lines = [replace(line, turn=seat == marks.acting) for seat, line in enumerate(lines)]
        column.draw_seats(surface, lines)
        if model.auction_place(state) >= 0:   # as the live panel opens it, read-only
            column.panel_box(surface, layout.PANEL)
            column.draw_lines(surface, PANEL_TEXT, auction_head(state, words))
        elif model.trade_terms(state) is not None:
            column.panel_box(surface, layout.PANEL)
            column.draw_lines(surface, PANEL_TEXT, offer_lines(state, words, self.in_text))
        return surface

    def animate(self, before, events: list, after, seat: int, speed: str) -> None:
        self._ready(after)
        self.after = after
        self.motion.dice = None
        self.motion.play(events, before, ANIMATION_FACTORS[speed])

    def update(self, dt: float) -> None:
        if self.motion is not None:
            self.motion.update(dt)

    @property
    def busy(self) -> bool:
        return self.motion is not None and self.motion.busy

    def skip(self) -> None:
        if self.motion is not None:
            self.motion.skip()

    def moment(self, state, seat: int) -> str | None:
        """What the card must say of the moment that the plan's words do not (review_scene's
        swing card, above what was played): at an auction the place, its list price, the high
        bid and who held it (or the opening bid) and the seat's cash — what the board's panel
        showed everyone, never a computer's private ceiling. The card said "Bid 30" with the
        high bid on the board's panel alone (reviewplay). None elsewhere."""
        w = self._ready(state)
        place = model.auction_place(state)
        if place < 0:
            return None
        said = {"space": w.space(place), "price": w.money(model.ruleset(state).price[place]),
                "seat": called(w, seat, self.in_text),
                "cash": w.money(model.cash(state)[seat])}
        bidder = model.auction_bidder(state)
        if bidder < 0:
            return self.say("property_board.review.auction_opening",
                            amount=w.money(min_bid(state)), **said)
        return self.say("property_board.review.auction_high", player=w.player(bidder),
                        amount=w.money(model.auction_high(state)), **said)

    def _drop_words(self, w: Words, s) -> str:
        """Dropping out says what it gives up: the place to the high bidder at their bid when
        the drop ends the auction, to the bank when no one bid; else the auction left."""
        place = model.auction_place(s)
        if place < 0:
            return self.say("property_board.button.drop")
        try:
            events = s.clone().apply(act.DROP)
        except act.IllegalAction:  # not this seat's drop to make: the button's words
            return self.say("property_board.button.drop")
        won = next((e for e in events if isinstance(e, AuctionWon)), None)
        if won is not None:
            return self.say("property_board.review.drop_won", space=w.space(place),
                            player=called(w, won.seat, self.in_text),
                            amount=w.money(won.amount))
        if any(isinstance(e, AuctionUnsold) for e in events):
            return self.say("property_board.review.drop_bank", space=w.space(place))
        return self.say("property_board.review.drop", space=w.space(place))

    def plan_words(self, state, seat: int, plan: Sequence[str]) -> list[str]:
        words = self._ready(state)
        return [self._action_words(words, state, act.parse_action(text)) for text in plan]

    def _action_words(self, w: Words, s, action) -> str:
        kind, say = type(action), self.say
        if kind in ANSWER_WORDS and model.trade_terms(s) is not None:
            # from the side of the seat that made the open offer: give = what the answer gets
            # (a counter's own terms are the answerer's side, so turned round)
            terms = action.terms.swapped() if kind is act.Counter else open_terms(s)
            return say(ANSWER_WORDS[kind],
                       player=called(w, model.trade_from(s), self.in_text),
                       get=w.trade_side(terms.give_places, terms.give_cash, terms.give_passes),
                       give=w.trade_side(terms.get_places, terms.get_cash, terms.get_passes))
        if kind in BUTTON_WORDS:
            return say(BUTTON_WORDS[kind])
        if kind in PLACE_WORDS:
            return say(PLACE_WORDS[kind], space=w.space(action.space))
        here = model.positions(s)[model.turn(s)]
        if kind is act.Buy:
            return say("property_board.review.buy", space=w.space(here),
                       price=w.money(model.ruleset(s).price[here]))
        if kind is act.Decline:
            return say("property_board.review.auction" if model.auctions(s)
                       else "property_board.review.decline", space=w.space(here))
        if kind is act.Bid:  # the place too: the card's moment says the bid it tops
            return say("property_board.review.bid", amount=w.money(action.amount),
                       space=w.space(model.auction_place(s)))
        if kind is act.Drop:
            return self._drop_words(w, s)
        if kind is act.PayFine:
            return say("property_board.button.pay_fine", amount=model.ruleset(s).jail_fine)
        if kind is act.Pay:
            return say("property_board.button.pay", amount=queries.debt(s)[2])
        if kind is act.SellDown:
            return say("property_board.review.sell_down", set=w.set_name(action.set_id))
        if kind is act.Offer:
            return say("property_board.review.offer", player=called(w, action.to, self.in_text))
        return str(action)
