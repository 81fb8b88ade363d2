"""A person's turn: which ticket is chosen, what each widget offers, what a press means.

Every decision about legality is the rules' (`is_legal`, `why_not`, `fly_destinations`,
`build_cost`); this module only maps widgets to actions and reasons to tooltips.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.tycoon import rules
from game.tycoon.rules import board
from game.tycoon.rules.actions import (
    BUY,
    END,
    FACTORY,
    FLY,
    HOME,
    HOTEL,
    LOAN,
    PASS,
    RENOVATE,
    Action,
    Fly,
)
from game.tycoon.rules.ways import ways_to_build
from game.tycoon.scenes.match import Match
from game.tycoon.scenes.names import seat_names, text_names, ticket_name
from game.tycoon.scenes.turn_panel import Meaning, Spot, TurnPanel
from game.tycoon.view import state_adapter as adapter
from game.tycoon.view.model import BoardModel
from game.tycoon.view.texts import Texts

Reason = tuple[str, dict]

BUILD_ACTIONS = {"hotel": HOTEL, "factory": FACTORY, "renovate": RENOVATE}
BUILD_TIPS = {
    "hotel": "tycoon_play.board.hotel_tip",
    "factory": "tycoon_play.board.factory_tip",
    "renovate": "tycoon_play.board.renovate_tip",
}
#: The rules' reasons a flight is refused that belong to the one ticket, not to the turn.
TICKET_REASONS = frozenset({
    "tycoon_board.why.not_in_hand", "tycoon_board.why.charter_not_here",
    "tycoon_board.why.already_there", "tycoon_board.why.stops_from_home",
    "tycoon_board.why.ticket_cannot_reach"})
LOAN_TIPS = {10: "tycoon_play.board.loan_10_tip", 16: "tycoon_play.board.loan_16_tip"}
#: In the last session no payday follows the next one: a card taken now is repaid at the end.
LOAN_TIPS_FINAL = {10: "tycoon_play.board.loan_10_tip_final",
                   16: "tycoon_play.board.loan_16_tip_final"}
#: The same with the plane already at home: nothing to fly ("Fly home (free) and take a loan
#: card" read odd with the plane standing at the bank; play-test playtest20b).
LOAN_TIPS_HOME = {10: "tycoon_play.board.loan_10_tip_home",
                  16: "tycoon_play.board.loan_16_tip_home"}
LOAN_TIPS_FINAL_HOME = {10: "tycoon_play.board.loan_10_tip_final_home",
                        16: "tycoon_play.board.loan_16_tip_final_home"}


@dataclass
class Outcome:
    """What a press asks the scene to do: apply an action, explain, or open something."""

    action: Action | None = None
    message: str | None = None
    #: "confirm_end" / "confirm_loan": ask first (if Settings say so); "confirm_home": ask
    #: first where no undo takes it back (the board knows); "choose_way"
    command: str | None = None
    changed: bool = False  # the selection changed: redraw the highlights
    plan: tuple[Action, ...] = ()  # actions to carry out one after another (a lot's click)
    extra: dict = field(default_factory=dict)


class HumanTurn:
    def __init__(self, match: Match, panel: TurnPanel | None, model: BoardModel,
                 texts: Texts) -> None:
        self.match = match
        self.panel = panel
        self.model = model  # the board as shown; the scene replaces it after every change
        self.texts = texts  # the board's language; replaced on a language switch
        self.selected: int | None = None  # index in the hand
        self._names: tuple[Texts, tuple[str, ...]] | None = None  # made once per language
        self._text_names: tuple[Texts, tuple[str, ...]] | None = None  # the same, in sentences

    # --- what the rules allow now -----------------------------------------------------------

    @property
    def seat(self) -> int:
        return self.match.seat_to_act

    def hand(self) -> list[str]:
        return [board.TICKET_IDS[t] for t in self.model.player(self.seat).hand]

    def selected_ticket(self) -> str | None:
        hand = self.hand()
        if self.selected is None or self.selected >= len(hand):
            return None
        return hand[self.selected]

    def reachable(self) -> frozenset[int]:
        """Cities the chosen ticket can legally take the plane to now."""
        ticket = self.selected_ticket()
        if ticket is None:
            return frozenset()
        t = board.TICKET_INDEX[ticket]
        return frozenset(c for c in range(board.NUM_CITIES)
                         if self.match.state.is_legal(FLY[t][c]))

    def unaffordable_slots(self) -> frozenset[int]:
        state = self.match.state
        return frozenset(slot for slot, t in enumerate(self.model.market)
                         if t is not None and not state.is_legal(BUY[t]))

    # --- widgets ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Texts, enabled states and tooltips of the action bar, from the rules. Cards and
        cities get no tooltip of their own: the info panels' hover cards describe them, and a
        refused click explains itself on the board."""
        state = self.match.state
        self._set_button("home", HOME, self.say("tycoon_play.board.home_tip"), {})
        for action_id, action in (("loan_10", LOAN[10]), ("loan_16", LOAN[16])):
            self._set_button(action_id, action, self.say(self.loan_text(action.amount)), {})
        for action_id, action in BUILD_ACTIONS.items():
            in_city = self.model.player(self.seat).city is not None
            cost = rules.build_cost(state, action_id) if in_city else None
            price = {"price": "–" if cost is None else str(cost)}
            self._set_button(action_id, action, self.say(BUILD_TIPS[action_id], **price), price)
        self.panel.place_lots(adapter.chain_ends(state))
        end_button = self.panel.buttons["end"]
        if not state.is_legal(END) and state.is_legal(PASS):
            end_button.set_text("tycoon_play.board.pass")
            self._set_button("end", PASS, self.say("tycoon_play.board.pass_tip"), {})
        else:
            end_button.set_text("tycoon_play.board.end_turn")
            self._set_button("end", END, self.say("tycoon_play.board.end_tip"), {})

    def _set_button(self, action_id: str, action: Action, tip: str, label: dict) -> None:
        button = self.panel.buttons[action_id]
        reason = self.match.why_not(action)
        if label:
            button.set_text(button.text, text_kwargs=label)
        if reason is None:
            button.enable()
        else:
            button.disable()
            tip = self.explain(reason)
        button.set_tooltip(tip)

    def names(self) -> tuple[str, ...]:
        """The seats' names in the board's language (made once per `texts`: a move's frame
        asks for them dozens of times)."""
        if self._names is None or self._names[0] is not self.texts:
            self._names = (self.texts, seat_names(self.match.setup.seats, self.texts))
        return self._names[1]

    def say(self, key: str, **params: object) -> str:
        return self.texts.t(key, **params)

    def explain(self, reason: Reason) -> str:
        """A rules reason (`why_not`) as the sentence the player reads; a seat it names is
        named as a sentence names it (`names.text_names`), as the payday's Continue tip does."""
        key, params = reason
        if self._text_names is None or self._text_names[0] is not self.texts:
            self._text_names = (self.texts, text_names(self.match.setup.seats, self.texts))
        return self.texts.reason(key, params, self._text_names[1])

    # --- presses ----------------------------------------------------------------------------

    def press(self, meaning: Meaning) -> Outcome:
        """A turn widget pressed, by what it stands for (the panel routes it here)."""
        if isinstance(meaning, Spot):
            press = {"hand": self.select, "market": self._press_market, "city": self._press_city,
                     "lot": self._press_lot}
            return press[meaning.kind](meaning.index)
        return self.press_action(meaning)

    def press_action(self, action_id: str) -> Outcome:
        """A bar action by id, enabled or not: a refused one explains itself."""
        action = self._bar_action(action_id)
        reason = self.match.why_not(action)
        if reason is not None:
            return Outcome(message=self.explain(reason))
        if action_id == "end":
            return Outcome(action=action, command="confirm_end")
        if action_id.startswith("loan_"):  # it ends the turn too: a misclick must not
            return Outcome(action=action, command="confirm_loan",
                           extra={"body": self.loan_text(action.amount)})
        if action_id == "home":  # a chosen ticket's cities were reached from the city left
            self.selected = None
            city = adapter.position(self.match.state, self.seat)
            return Outcome(action=action, changed=True, command="confirm_home",
                           extra={"city": self.texts.city(city)})
        return Outcome(action=action)

    def loan_text(self, amount: int) -> str:
        """The key of what a loan card of `amount` costs and when it is repaid (the button's
        tooltip and the question before borrowing)."""
        final = adapter.session(self.match.state) >= board.SESSIONS
        if adapter.position(self.match.state, self.seat) < 0:
            return (LOAN_TIPS_FINAL_HOME if final else LOAN_TIPS_HOME)[amount]
        return (LOAN_TIPS_FINAL if final else LOAN_TIPS)[amount]

    def _bar_action(self, action_id: str) -> Action:
        if action_id == "end":
            state = self.match.state
            return PASS if not state.is_legal(END) and state.is_legal(PASS) else END
        if action_id == "home":
            return HOME
        if action_id.startswith("loan_"):
            return LOAN[int(action_id.removeprefix("loan_"))]
        return BUILD_ACTIONS[action_id]

    def select(self, index: int) -> Outcome:
        """Choose (or un-choose) the ticket at `index` of the hand; digits land here too."""
        hand = self.hand()
        if index >= len(hand):
            return Outcome(message=self.say("tycoon_play.board.no_such_ticket", digit=index + 1))
        if self.selected == index:
            self.selected = None
            return Outcome(changed=True)
        self.selected = index
        if not self.reachable():
            return Outcome(changed=True, message=self.explain(self._why_not_fly(None)))
        return Outcome(changed=True, message=self.say(
            "tycoon_play.board.pick_city",
            ticket=ticket_name(self.texts, hand[index], self.reachable())))

    def cancel(self) -> bool:
        """Esc: drop the chosen ticket. False when nothing was chosen."""
        if self.selected is None:
            return False
        self.selected = None
        return True

    def _press_market(self, slot: int) -> Outcome:
        t = self.model.market[slot]
        if t is None:
            return Outcome(message=self.say("tycoon_play.board.market_empty"))
        reason = self.match.why_not(BUY[t])
        if reason is not None:
            return Outcome(message=self.explain(reason))
        return Outcome(action=BUY[t])

    def _press_city(self, city: int) -> Outcome:
        """With a ticket chosen: fly there with it, or say why not. Without one: fly there
        when exactly one of the rules' legal flights goes there (one matching ticket in
        hand); with several, or none, ask for a ticket first."""
        ticket = self.selected_ticket()
        if ticket is None:
            flights = [action for action in self.match.state.legal_actions()
                       if isinstance(action, Fly) and action.c == city]
            if len(flights) == 1:
                return Outcome(action=flights[0], changed=True)
            if flights:
                return Outcome(message=self.say("tycoon_play.board.pick_ticket_first"))
            return Outcome(message=self._why_no_flight(city))
        action = FLY[board.TICKET_INDEX[ticket]][city]
        reason = self.match.why_not(action)
        if reason is not None:
            return Outcome(message=self.explain(reason))
        self.selected = None
        return Outcome(action=action, changed=True)

    def _why_no_flight(self, city: int) -> str:
        """Why no ticket in hand takes the plane to `city`, in words: none held, a reason
        that stops every flight now (a hotel built this turn, debts), the plane already
        there, or none of the tickets reaching it from here."""
        hand = self.hand()
        name = self.texts.city(city)
        if not hand:
            return self.say("tycoon_play.board.no_ticket_held", city=name)
        reasons = [self.match.why_not(FLY[board.TICKET_INDEX[t]][city]) for t in hand]
        general = [r for r in reasons if r is not None and r[0] not in TICKET_REASONS]
        there = [r for r in reasons if r is not None and r[0] == "tycoon_board.why.already_there"]
        if general or there:
            return self.explain((general or there)[0])
        return self.say("tycoon_play.board.no_ticket_reaches", city=name)

    def _press_lot(self, city: int) -> Outcome:
        """The city's next free lot: build a hotel there, getting there the cheapest way
        (the rules' `ways_to_build`); several equally cheap ways are a question. With a
        ticket chosen the click means the city, as anywhere else in it."""
        if self.selected_ticket() is not None:
            return self._press_city(city)
        state = self.match.state
        ways = ways_to_build(state, city)
        if not ways:
            if adapter.position(state, self.seat) == city or adapter.built_this_turn(state) \
                    or adapter.cash(state)[self.seat] < 0:
                return Outcome(message=self.explain(self.match.why_not(HOTEL)))
            return Outcome(message=self.say("tycoon_turn.lot.out_of_reach",
                                            city=self.texts.city(city)))
        cheapest = [way for way in ways if way.spent == ways[0].spent]
        if len(cheapest) == 1:
            return Outcome(plan=cheapest[0].actions, changed=True)
        return Outcome(command="choose_way", extra={"city": city, "ways": cheapest})

    def _why_not_fly(self, city: int | None) -> Reason:
        """Why the chosen ticket cannot go to `city` (None: to anywhere at all)."""
        ticket = self.selected_ticket()
        t = board.TICKET_INDEX[ticket]
        targets = range(board.NUM_CITIES) if city is None else (city,)
        for c in targets:
            reason = self.match.why_not(FLY[t][c])
            if reason is not None and reason[0] != "tycoon_board.why.already_there":
                return reason
        return ("tycoon_board.why.ticket_cannot_reach",
                {"ticket": ticket, "city": board.CITY_IDS[city or 0]})
