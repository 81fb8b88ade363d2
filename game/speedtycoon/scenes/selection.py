"""The person's picks at the Speedtycoon table: display cards to take, a market building with
its payment, depot cards to pay or repay with, the tile to place, and the computer's advice
that lights its move up. Every pick only marks; the buttons and cells then offer the legal move
(picks.py), so no rule is decided here."""

from __future__ import annotations

from game.speedtycoon.bot.reasons import TAKE_TIP
from game.speedtycoon.rules import geometry, payments, queries
from game.speedtycoon.rules.data import CARD_KIND, PLACES, TAKE_LIMIT
from game.speedtycoon.rules.legal import why_not
from game.speedtycoon.rules.phases import ACT, BONUS, LOBBY
from game.speedtycoon.scenes import picks, table_words, words
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv

DOUBLE_CLICK = 0.4  # seconds between two clicks on one display card that take it alone
DEMOLISH_KEYS = {"not_now": "speedtycoon_play.demolish.not_now",
                 "empty": "speedtycoon_play.demolish.empty",
                 "hq": "speedtycoon_play.demolish.hq",
                 "hole": "speedtycoon_play.demolish.hole",
                 "cut": "speedtycoon_play.demolish.cut"}
PAY_KEYS = {"exact": "speedtycoon_play.pay.exact", "over": "speedtycoon_play.pay.over",
            "short": "speedtycoon_play.pay.short",
            "superfluous": "speedtycoon_play.pay.superfluous",
            "wrong_currency": "speedtycoon_play.pay.wrong_currency"}


class Selection:
    """The table's selection (mixed into TableScene): what the person has picked so far."""

    def _autoselect_tile(self, legal: list) -> None:
        """In a placement phase the first tile waiting is picked and its cells lit."""
        pending = picks.pending_tiles(legal)
        if pending and self.marks.tile not in pending:
            self.pick_tile(pending[0])
        elif not pending and self.marks.tile is not None and \
                self.marks.tile not in model.planning(self.match.state, self.viewer):
            self.marks.tile, self.marks.cells = None, {}

    def pick_tile(self, tile: int) -> None:
        s, seat = self.match.state, self.viewer
        self.marks.tile = tile
        self.marks.building = None
        planned = tile in model.planning(s, seat)
        cells = queries.legal_cells(s, seat, tile, swap=planned)
        legal = self.legal()
        self.marks.cells = {(x, y): kind for (x, y), kind in cells.items()
                            if picks.cell_action(legal, tile, x, y) is not None}
        self.shown = None
        self.frame_cells(list(self.marks.cells) + [geometry.xy(c) for c in model.city(s, seat)])

    @property
    def picked(self) -> bool:
        """Whether the person has picked anything Esc would clear."""
        m = self.marks
        return bool(m.display or m.place is not None or m.building is not None or m.payment)

    def clear_selection(self) -> None:
        self.marks = tv.Marks()
        self.advice_text = ""
        self.sync()

    def click_card(self, index: int) -> None:
        """A click selects or drops a display card; a second click on the same card within
        DOUBLE_CLICK takes that card alone at once (D48) — only when it is all that is
        selected: with other cards picked, quick clicks drop and pick it again, and Take then
        takes what is lit (issue 31: 元1 + €2 deselected and reselected took €2 alone)."""
        last, when = self.last_card_click
        self.last_card_click = (index, self.now)
        if last == index and self.now - when <= DOUBLE_CLICK and \
                self.marks.display == {index}:
            kind = CARD_KIND[model.display(self.match.state)[index]]
            alone = picks.take_action(self.legal(), [model.display(self.match.state)[index]], {0})
            if alone is not None and alone.cards == (kind,):
                self.apply(alone)
                return
        self.toggle_display(index)

    def toggle_display(self, index: int) -> None:
        """Cards are picked up to a total of 5 (one more with a tip, the rules decide)."""
        self.marks.place, self.marks.payment, self.marks.building = None, (), None
        self.marks.display ^= {index}
        display = model.display(self.match.state)
        total = picks.chosen_value(display, self.marks.display)
        if len(self.marks.display) > 1 and total > TAKE_LIMIT + 9:
            self.marks.display = {index}
        self.sync()

    def pick_place(self, place: int) -> None:
        """A market building with the best payment preselected (D50)."""
        self.marks.display, self.marks.building = set(), None
        self.marks.place = place
        self.marks.payment = queries.best_payment(self.match.state, self.viewer, place) or ()
        self.sync()

    def toggle_depot(self, index: int, card: int) -> None:
        """A depot card into or out of the payment (for the market place picked, else for
        repaying a loan)."""
        chosen = index in tv.chosen_cards(model.hand(self.match.state, self.viewer),
                                          self.marks.payment)
        self.marks.display = set()
        self.marks.payment = picks.toggle_card(self.marks.payment, CARD_KIND[card], chosen)
        self.sync()

    def ask_advice(self) -> None:
        """H: the computer's best move for the person, only with one person at the table (D44):
        with several at one screen everyone would see it, and the refusal says so."""
        if len(self.humans) != 1:
            self.advice_text = self.say("speedtycoon_play.advice.hot_seat")
            return
        if self.person is None:
            return
        self.advice_text = self.say("speedtycoon_play.advice.thinking")
        self.adviser.ask(self.match.state, self.person)

    def _describe(self, state, seat: int, plan: tuple) -> tuple[tuple[str, dict], tv.Marks]:
        """The advised move in words, and the picks that light it up on the table: the plan's
        first step (the rest of a turn is advised again after it, with the table changed)."""
        return table_words.describe_move(self.say, state, plan[0])

    def _show_advice(self) -> None:
        if self.adviser.failed or self.adviser.answer is None:
            self.advice_text = self.say("speedtycoon_play.advice.failed")
            return
        ((key, params), marks), reason = self.adviser.answer
        self.count_hint(self.adviser.asked_for)
        if key == "speedtycoon_play.advice.take_tip" and reason is not None and \
                reason[0] in TAKE_TIP:
            key = "speedtycoon_play.advice.take"  # the reason says the tip, and what stays
        said = self.say(key, **params)
        if reason is not None:
            said = self.say("speedtycoon_play.advice.with_reason", move=said,
                            reason=words.reason(self.say, *reason, self.text_names))
        self.advice_text = said
        if marks.tile is not None and not marks.cells:
            self.pick_tile(marks.tile)
        else:
            self.marks = marks
            if marks.cells:  # the advised cell in sight, also in a city dragged aside
                self.frame_cells(list(marks.cells) + [geometry.xy(c) for c in
                                                      model.city(self.match.state, self.viewer)])
        self.sync()

    def depot_hint(self) -> str:
        """The depot's hint line: a demolish refusal, what Take or the payment would do (the
        advice has its own box over the empire, table_view.advice_box)."""
        s, seat = self.match.state, self.viewer
        if self.marks.building is not None and self.person is not None:
            refusal = queries.demolish_refusal(s, seat, *self.marks.building)
            if refusal is not None:
                return self.say(DEMOLISH_KEYS[refusal])
            return self.say("speedtycoon_play.demolish.possible")
        if self.person is None:
            return ""
        if self.marks.display and model.turn(s) == seat and model.phase(s) in (ACT, BONUS):
            return self.take_hint()
        if self.marks.tile is not None and self.marks.place is None:
            return self.place_hint()
        if self.marks.place is None:
            nothing = not (self.marks.display or self.marks.payment or self.marks.tile)
            return self.say("speedtycoon_play.hint.start") if nothing and model.turn(s) == seat \
                and model.phase(s) in (ACT, BONUS) else ""
        if model.market(s)[self.marks.place] < 0:
            return ""
        currency = PLACES[self.marks.place][2]
        if not self.marks.payment:
            missing = self.missing_at(self.marks.place)
            if missing > 0:
                return self.say("speedtycoon_play.pay.cannot_afford",
                                missing=words.money(self.say, missing, currency))
            return self.say("speedtycoon_play.pay.none")
        verdict, params = queries.payment_verdict(s, seat, self.marks.place, self.marks.payment)
        params = {name: words.card(self.say, value) if name == "card"  # the others: sums
                  else words.money(self.say, value, currency) for name, value in params.items()}
        key = PAY_KEYS[verdict]
        if verdict == "exact" and model.phase(s) == LOBBY:
            # a Lobbyist purchase earns no action, exact or not (the log says so since the
            # eleventh play-test; the hint line still promised one, pt-speed4)
            key = "speedtycoon_play.pay.exact_lobby"
        return self.say(key, cards=words.cards(self.say, self.marks.payment), **params)

    def place_hint(self) -> str:
        """What to do with the picked building: the marked cells alone do not tell a new
        player that a click builds it, nor that To planning keeps it (a bought one's only
        other way)."""
        s, seat = self.match.state, self.viewer
        if self.marks.tile in model.planning(s, seat):
            return self.say("speedtycoon_play.hint.place_planned") if self.marks.cells else ""
        if not self.marks.cells:
            return self.say("speedtycoon_play.hint.place_nowhere")
        return self.say("speedtycoon_play.hint.place")

    def take_hint(self) -> str:
        """What Take would do with the lit cards: take them, spend an Insider tip for them
        (said before, never silently), or why it cannot (the rules' reason, not a grey
        button alone). One card is named alone: its sum "together" read as a slip (the
        advice's "Take €6: worth 6 together.", play-test playtest21b)."""
        s, seat = self.match.state, self.viewer
        display, chosen = model.display(s), self.marks.display
        cards = words.cards(self.say, picks.chosen_kinds(display, chosen))
        total = picks.chosen_value(display, chosen)
        offered = self.legal()
        if not offered:  # the computer finishes the turn: nothing is the person's to take
            return ""
        take = picks.take_action(offered, display, chosen)
        if take is None:
            return words.reason(self.say, *why_not(s, picks.meant_take(display, chosen)),
                                self.text_names)
        if take.tip:
            return self.say("speedtycoon_play.take.tip", cards=cards, total=total,
                            limit=TAKE_LIMIT, count=model.tips_left(s, seat) - 1)
        if len(chosen) == 1:  # a lone card's sum is its own face: no "worth 6 together"
            return self.say("speedtycoon_play.take.one_card", cards=cards)
        return self.say("speedtycoon_play.take.plain", cards=cards, total=total)

    def missing_at(self, place: int) -> int:
        """How much the viewer's cards usable at a market place fall short of its price
        (0 when they reach it): a building out of reach says so rather than asking for cards."""
        s, seat = self.match.state, self.viewer
        offer = queries.market_prices(s, seat)[place]
        if offer is None:
            return 0
        usable = payments.hand_totals(model.hand(s, seat))[PLACES[place][2]]
        return max(0, offer["price"] - usable)
