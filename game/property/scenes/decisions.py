"""What the person can decide now, as the panel's lines and buttons: roll (or the jail's three
ways out), buy or auction, bid, pay or go bankrupt, answer an offer; and for the selected
place of theirs build, sell, mortgage, unmortgage. Each button carries the rules' action; a
click only ever applies that action, and the rules' reason shows when they refuse it.

Building works on a set: "Build" on any place of a whole set builds where even building allows
(the lowest place first, the clicked one among equals); "Sell" takes from the highest. When
nothing in the set can be built or sold, the reason given is the lowest (highest) place's, the
place even building would take next, so it names the real blocker (cash, a mortgage, the
supply) rather than "build evenly". A place button with nothing to do there now is not shown
(`HIDDEN`); one the rules refuse for a reason the person can change is disabled with it.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, replace

from game.property.rules import Build, Mortgage, Sell, SellDown, Terms, Unmortgage, queries
from game.property.rules import actions as act
from game.property.rules.auction import bid_choices, min_bid
from game.property.rules.building import set_owned
from game.property.rules.phases import BUY, JAIL_PAY, POST_ROLL, PRE_ROLL
from game.property.rules.rulesets import PROPERTY
from game.property.rules.trade import MAX_NEGOTIATIONS, MAX_OFFERS, quiet_point
from game.property.view import model
from game.ui.hover import Block
from game.ui.palette import BAD, DIM_TEXT, GOLD, GOOD, LIGHT_TEXT, SEAT_TEXT

#: Refusals that mean a place button has nothing to do on that place now (not the moment, no
#: whole set, no building): the button is left out; the panel's line still says why building
#: is refused.
HIDDEN = frozenset({"property.why.not_now", "property.why.not_your_set",
                    "property.why.set_incomplete", "property.why.nothing_to_sell"})

#: The slot of each place button (`board_scene.panel_rects`): Unmortgage takes Mortgage's, so
#: it comes up where Mortgage was, and the focus goes over to it (`board_input.refresh_ring`).
PLACE_SLOT = {"build": "build", "sell": "sell", "mortgage": "mortgage", "unmortgage": "mortgage"}


@dataclass(frozen=True)
class Control:
    """A panel button: its id is what it stands for (the press is routed by it, so a button
    rebuilt with the same id still takes a press meant for the one before: board_input.py),
    `action` the rules' action it applies, if any (a press on it after it went gets the rules'
    reason). `seat` is whom it acts for when that is not the person to act (Trade… out of
    turn: the person trading), so its press is still theirs once their turn begins; `setting`
    marks a board setting rather than a move (Fast computers), which a press still switches
    after its button went with the computer's turn, as its key does at any time. `slot` is
    what an auction's button stands for from one round to the next, when its id (the amount)
    is new each round: the least bid, five or ten steps more (`BID_STEPS`), all the money
    (`ALL_IN`), the typed bid; its cell (`board_scene.auction_rects`) and the focus
    (bid_focus.py) follow it."""

    id: str
    text: str
    run: Callable[[], object]
    enabled: bool = True
    tip: str | None = None
    action: object = None
    seat: int | None = None
    setting: bool = False
    slot: str | None = None


#: An auction's step bids by their slot: how many steps over the least bid (`bid_choices`).
BID_STEPS = {"least": 0, "five": 5, "ten": 10}
#: The slot of the all-money bid (the bidder's cash down to a whole step): a cell of its own,
#: which no step's bid ever takes (`board_scene.auction_rects`).
ALL_IN = "all"


def build_target(s, seat: int, p: int):
    """The Build the set allows next (lowest level first, `p` among equals), else Build(p)."""
    rs = model.ruleset(s)
    if rs.kind[p] != PROPERTY:
        return Build(p)
    members = sorted(rs.sets[rs.set_of[p]], key=lambda q: (model.levels(s)[q], q != p))
    for q in members:
        if model.owners(s)[q] == seat and queries.why_not(s, Build(q)) is None:
            return Build(q)
    return Build(next(q for q in members if model.owners(s)[q] == seat))


def sell_target(s, seat: int, p: int):
    """The Sell the set allows next (highest level first), a SellDown when only that works."""
    rs = model.ruleset(s)
    if rs.kind[p] != PROPERTY:
        return Sell(p)
    members = sorted(rs.sets[rs.set_of[p]], key=lambda q: (-model.levels(s)[q], q != p))
    for q in members:
        if queries.why_not(s, Sell(q)) is None:
            return Sell(q)
    down = SellDown(rs.set_ids[rs.set_of[p]])
    if queries.why_not(s, down) is None:
        return down
    return Sell(members[0])


def selling_brings(s, seat: int) -> int:
    """What selling every building and mortgaging every place would add to ``seat``'s cash:
    the rules' `raisable` counts the cash too, and the debt panel said "selling and
    mortgaging everything would raise 274" with 274 in cash and nothing left to sell, over
    "you are bankrupt" (play-test pt-prop3, Kraken Bay, en)."""
    return queries.raisable(s, seat) - model.cash(s)[seat]


def open_terms(s) -> Terms:
    """The offer on the table, from its proposer's side (a text in a loaded snapshot)."""
    terms = model.trade_terms(s)
    if isinstance(terms, Terms):
        return terms
    return Terms.from_dict(json.loads(terms.partition(" ")[2]))


def auction_head(s, w) -> list[Block]:
    """The auction's first lines, read from the position alone: the place, its price, and the
    high bid with its bidder (or the opening bid). The live panel adds each seat's last bid
    (known from the events it saw); the review's board shows these lines as they are."""
    b = w.board
    p = model.auction_place(s)
    out = [Block(b("auction.title", place=w.space(p)), 15, GOLD, True),
           Block(b("auction.price", price=model.ruleset(s).price[p]), 12, DIM_TEXT)]
    if model.auction_bidder(s) >= 0:
        out.append(Block(b("auction.high", amount=model.auction_high(s),
                           player=w.player(model.auction_bidder(s))), 14, LIGHT_TEXT, True))
    else:
        out.append(Block(b("auction.opening", amount=min_bid(s)), 14))
    return out


_MADE = itertools.count()   # every Decisions' own number (`serial`)


class Decisions:
    """Built fresh by the board after every move (cheap): `lines` and `controls`."""

    def __init__(self, board) -> None:
        # the panel's cached words are keyed on this, not on id(): CPython gives a freed
        # Decisions' address to the next one, which met the old one's words ("… is for sale"
        # with no Buy button while the token still moved, de play-test)
        self.serial = next(_MADE)
        self.board = board
        self.s = board.match.state
        self.w = board.words
        self.seat = board.person

    # --- lines --------------------------------------------------------------------------

    def lines(self) -> list[Block]:
        s, w, b = self.s, self.w, self.w.board
        if model.auction_place(s) >= 0:
            return self._auction_lines()
        if self.seat is None:
            acting = s.current_player
            if acting is None:
                return []
            return [Block(b("phase.waiting", player=w.player(acting)), 14, DIM_TEXT)]
        if self.board.controls_held:   # no button yet: say why, not what comes after it
            return [Block(b("phase.moving"), 14, DIM_TEXT)]
        if model.trade_terms(s) is not None:
            return self._offer_lines()
        if model.in_debt(s):
            return self._debt_lines()
        if model.phase(s) == BUY:
            p = model.positions(s)[model.turn(s)]
            return [Block(b("phase.buy", place=w.space(p), price=model.ruleset(s).price[p],
                            cash=model.cash(s)[self.seat]), 15, LIGHT_TEXT, True)]
        if model.phase(s) == JAIL_PAY:
            return [Block(b("phase.jail_pay", amount=model.ruleset(s).jail_fine), 14)]
        if model.phase(s) == PRE_ROLL and model.jail(s)[model.turn(s)] >= 0:
            # its first letter up, the rest kept: str.capitalize made "Die börse" and
            # "The tentacle traffic jam" of the space's name (panel3)
            jail = w.game("jail")
            return [Block(b("phase.jail", jail=jail[:1].upper() + jail[1:],
                            tries=model.jail(s)[model.turn(s)] + 1), 14)]
        phase = "phase.post_roll" if model.phase(s) == POST_ROLL else "phase.pre_roll"
        if self.talked_out(self.seat):  # the line offered trading beside a greyed Trade…
            return [Block(b(f"{phase}_talked_out", limit=MAX_NEGOTIATIONS), 14, DIM_TEXT)]
        return [Block(b(phase), 14, DIM_TEXT)]

    def talked_out(self, seat: int) -> bool:
        """Whether ``seat`` could trade now but for the turn's last negotiation being used:
        Trade… is then greyed, and the panel's line says why instead of offering trading
        (pt-prop5: "Build, mortgage or trade" stood over the greyed button)."""
        return quiet_point(self.s) and self.s.alive[seat] and not self.s.may_offer(seat)

    def _offer_lines(self) -> list[Block]:
        s, w, b = self.s, self.w, self.w.board
        key = "trade.counter_from" if model.trade_count(s) > 1 else "trade.from"
        terms = open_terms(s)  # from the proposer's side: give = what I get
        out = [Block(b(key, player=w.player(model.trade_from(s))), 15, GOLD, True),
               Block(b("trade.you_get_line", items=self.side_of(terms)), 13),
               Block(b("trade.you_give_line", items=self.side_of(terms.swapped())), 13)]
        out += self.board.preview_lines(self.board.offer_preview())
        return out

    def side_of(self, terms: Terms) -> str:
        """What the proposer of `terms` gives, in words."""
        return self.w.trade_side(terms.give_places, terms.give_cash, terms.give_passes)

    def _auction_lines(self) -> list[Block]:
        s, w, b = self.s, self.w, self.w.board
        out = auction_head(s, w)
        bids, gone = self.board.auction_bids, self.board.auction_out
        acting = s.current_player
        # in the bidder's colour: with people at one screen no curtain falls between the
        # bids (BoardScene.cover_person), this line tells whose hand goes to the mouse
        out.append(Block(b("auction.bidder", player=w.player(acting)), 15,
                         SEAT_TEXT[self.board.colours[acting]], True))
        row = []
        for seat in self.board.auction_seats:
            if seat in gone:
                state = b("auction.out")
            elif seat == acting:
                state = b("auction.to_bid")
            else:
                state = w.money(bids[seat]) if seat in bids else "–"
            row.append(f"{w.player(seat)}: {state}")
        out.append(Block("  ·  ".join(row), 13, LIGHT_TEXT))
        return out

    def _debt_lines(self) -> list[Block]:
        s, w, b = self.s, self.w, self.w.board
        debtor, creditor, amount, _reason = queries.debt(s)
        cash = model.cash(s)[debtor]
        raisable = queries.raisable(s, debtor)
        out = [Block(b("debt.title", amount=amount, creditor=w.player(creditor)), 15, BAD, True)]
        if cash >= amount:  # raised: "still to raise 0" over the Pay button (play-test pt-prop4)
            out.append(Block(b("debt.covered", cash=cash, amount=amount), 13, GOOD, True))
            return out
        out += [Block(b("debt.cash", cash=cash, missing=amount - cash), 13),
                Block(b("debt.raisable", amount=selling_brings(s, debtor)), 13)]
        if raisable < amount:
            out.append(Block(b("debt.hopeless"), 13, BAD, True))
        else:
            out.append(Block(b("debt.how"), 12, DIM_TEXT))
        return out

    # --- buttons ------------------------------------------------------------------------

    def controls(self) -> list[Control]:
        if self.seat is None:       # someone else's move: a person may still trade (28.2)
            return self._trade_controls(self.board.trader)
        s = self.s
        if model.trade_terms(s) is not None:
            return self._offer_controls()
        if model.auction_place(s) >= 0:
            return self._auction_controls()
        out = self._phase_controls()
        out += self._place_controls()
        return out

    def _legal(self, action) -> bool:
        return action in self.s.legal_actions()

    def _do(self, cid: str, text: str, action) -> Control:
        reason = self.refusal(action)
        tip = self.w.reason(*reason) if reason else None
        return Control(cid, text, lambda: self.board.apply(action), reason is None,
                       tip, action)

    def refusal(self, action) -> tuple[str, dict] | None:
        """The rules' reason, made exact where the rules only say "not now" (issue 28.5: a
        tip must name the real blocker): Buy and Pay lack cash, Go bankrupt is refused while
        selling and mortgaging can still raise the debt."""
        reason = queries.why_not(self.s, action)
        if reason is None or reason[0] != "property.why.not_now":
            return reason
        s = self.s
        if action == act.BUY and model.phase(s) == BUY:
            here = model.positions(s)[model.turn(s)]
            return "property.why.no_cash", {"amount": model.ruleset(s).price[here]}
        if action == act.PAY and model.in_debt(s):
            return "property.why.no_cash", {"amount": queries.debt(s)[2]}
        if action == act.BANKRUPT and model.in_debt(s):
            return "property.why.can_still_raise", {"amount": selling_brings(s, model.debtor(s))}
        return reason

    def _phase_controls(self) -> list[Control]:
        s, b = self.s, self.w.board
        out: list[Control] = []
        fine = model.ruleset(s).jail_fine
        if model.in_debt(s):
            _d, _c, amount, _r = queries.debt(s)
            out.append(self._do("pay", b("button.pay", amount=amount), act.PAY))
            out.append(self._do("bankrupt", b("button.bankrupt"), act.BANKRUPT))
        elif model.phase(s) == BUY:
            p = model.positions(s)[model.turn(s)]
            out.append(self._do("buy", b("button.buy", price=model.ruleset(s).price[p]), act.BUY))
            out.append(self._do("decline", b("button.auction" if model.auctions(s)
                                             else "button.decline"), act.DECLINE))
        elif model.phase(s) == JAIL_PAY:
            out.append(self._do("pay_fine", b("button.pay_fine", amount=fine), act.PAY_FINE))
            out.append(self._do("use_pass", b("button.use_pass"), act.USE_PASS))
        elif model.phase(s) == PRE_ROLL:
            jailed = model.jail(s)[model.turn(s)] >= 0
            out.append(self._do("roll", b("button.roll_jail" if jailed else "button.roll"),
                                act.ROLL))
            if jailed:
                out.append(self._pay_fine(fine))
                if model.passes(s)[model.turn(s)]:
                    out.append(self._do("use_pass", b("button.use_pass"), act.USE_PASS))
        elif model.phase(s) == POST_ROLL:
            out.append(self._do("end_turn", b("button.end_turn"), act.END_TURN))
        out += self._trade_controls(self.seat)
        return out

    def _trade_controls(self, seat: int | None) -> list[Control]:
        """Trade… whenever the rules let ``seat`` open a negotiation; after the turn's last
        one, disabled with the limit as its reason (issue 28.2: it used to vanish without a
        word); not shown at all while nothing can be traded (an auction, an open offer)."""
        if seat is None:
            return []
        text = self.w.board("button.trade")
        if self.s.may_offer(seat):
            return [Control("trade", text, self.board.open_trade, seat=seat)]
        if self.talked_out(seat):
            return [Control("trade", text, lambda: None, False, self.w.reason(
                "property.why.trade_limit", {"limit": MAX_NEGOTIATIONS}), seat=seat)]
        return []

    def _pay_fine(self, fine: int) -> Control:
        """Pay the fine before rolling: without the cash, disabled with the sum it needs."""
        text = self.w.board("button.pay_fine", amount=fine)
        if self.s.cash[self.seat] < fine:
            return Control("pay_fine", text, lambda: None, False,
                           self.w.reason("property.why.no_cash", {"amount": fine}), act.PAY_FINE)
        return self._do("pay_fine", text, act.PAY_FINE)

    def _place(self, cid: str, text: str, action) -> list[Control]:
        """A place button: left out when it has nothing to do there now (`HIDDEN`), else
        enabled, or disabled with the rules' reason as its tip."""
        reason = queries.why_not(self.s, action)
        if reason is not None and reason[0] in HIDDEN:
            return []
        return [self._do(cid, text, action)]

    def place_slots(self) -> dict[str, tuple[str, ...]]:
        """The selected place's button slots in their fixed order (Build, Sell, Mortgage or
        Unmortgage) with every label each may show in this decision: the panel keeps each
        slot's place and the room of its longest label, so no button moves under the pointer
        when another goes or changes (after the last sale, Mortgage took Sell's place and a
        second click on Sell mortgaged). Build and Sell have slots on a street of a whole set
        of the person's only; {} while the panel offers no place buttons. In a debt there is
        no Build slot and Mortgage's slot holds Mortgage alone: the rules allow building and
        unmortgaging only in one's own turn's quiet point, never while a debt is raised, and
        a greyed "Bauen" there only took a cell (play-test pt-prop6)."""
        s, b, seat = self.s, self.w.board, self.seat
        p = self.board.marks.selected
        if not self.places_open() or p is None or model.owners(s)[p] != seat:
            return {}
        rs = model.ruleset(s)
        debt = model.in_debt(s)
        out: dict[str, tuple[str, ...]] = {}
        if rs.kind[p] == PROPERTY and set_owned(s, rs.set_of[p], seat):
            if not debt:
                out["build"] = (b("button.build", amount=rs.build_cost[p]),)
            out["sell"] = (b("button.sell", amount=rs.build_cost[p] // 2), b("button.sell_down"))
        out["mortgage"] = (b("button.mortgage", amount=rs.mortgage_value(p)),)
        if not debt:
            out["mortgage"] += (b("button.unmortgage", amount=rs.unmortgage_cost(p)),)
        return out

    def wide(self) -> dict[str, int]:
        """The cells a decision's own button takes at least (`BoardScene.sync`). In a debt
        Pay and Go bankrupt take two each, a row each above the place's Sell and Mortgage,
        and Trade… the second row's last cell: where one label fitted a cell and the next
        did not, Trade… stood in another cell on each board ("Handeln…" in the second row's
        first cell on «Менеджер», the first row's last on Kraken Bay: pt-prop6), and the
        amount owed decides Pay's label. Roll (not in jail) and End turn take the first row's
        two cells before Undo's: Trade… has its own cell under Undo (`board_scene.TRADE_CELL`,
        pt-men), and the cell it left beside them stayed empty, a hole where a button seemed
        missing; the jail's Roll keeps its label's width, Pay the fine beside it."""
        s = self.s
        if model.in_debt(s):
            return {"pay": 2, "bankrupt": 2}
        if model.phase(s) == PRE_ROLL and model.jail(s)[model.turn(s)] < 0:
            return {"roll": 2}
        return {"end_turn": 2} if model.phase(s) == POST_ROLL else {}

    def labels(self) -> dict[str, tuple[str, ...]]:
        """Every label a decision's own button may show in this game, where it changes with
        the place: the panel sizes the button for the longest (`BoardScene.sync_panel`), so it
        keeps its cells from one place to the next. Buy took one cell where its price was short
        and two where it was not («Менеджер» ru and de: «Купить за 6 000», «Купить за
        10 000»), and Auction stood in the first row beside a cheap place's Buy, in the second
        row under every other's: a click on the big Buy of habit auctioned a cheap place
        (playtest20)."""
        if model.phase(self.s) != BUY or model.in_debt(self.s):
            return {}
        prices = sorted(set(model.ruleset(self.s).price) - {0})
        return {"buy": tuple(self.w.board("button.buy", price=price) for price in prices)}

    def _place_controls(self) -> list[Control]:
        s, seat = self.s, self.seat
        p = self.board.marks.selected
        slots = self.place_slots()
        if not slots:
            return []
        out = []
        if "build" in slots:
            out += self._place("build", slots["build"][0], build_target(s, seat, p))
        if "sell" in slots:
            sale = sell_target(s, seat, p)
            out += self._place("sell", slots["sell"][isinstance(sale, SellDown)], sale)
        if not model.mortgaged(s)[p]:
            out += self._place("mortgage", slots["mortgage"][0], Mortgage(p))
        elif len(slots["mortgage"]) > 1:   # not in a debt (`place_slots`)
            out += self._place("unmortgage", slots["mortgage"][1], Unmortgage(p))
        return out

    def places_open(self) -> bool:
        """Whether the panel offers the selected place's buttons: not to a computer's move,
        nor beside an offer or an auction, where the place's name and why building is
        refused only crowded the answer (play-test 6: «Мебельная фабрика — вам
        принадлежит не вся группа» under Синий's offer, touching its buttons)."""
        s = self.s
        return self.seat is not None and model.trade_terms(s) is None \
            and model.auction_place(s) < 0

    def place_refusal(self) -> str | None:
        """Why building on the selected place is refused now (shown under its buttons), said
        as being about building ("Build: …"): the bare «You do not own the whole set.» under
        a place just mortgaged read as if it were about the mortgage (pt-late). Not in debt,
        where only selling and mortgaging are asked for: the red «You do not own the whole
        set of Trident Avenue.» under the debt read as why it could not be mortgaged
        (play-test pt-prop3)."""
        s, seat = self.s, self.seat
        p = self.board.marks.selected
        if not self.places_open() or p is None or model.owners(s)[p] != seat \
                or model.ruleset(s).kind[p] != PROPERTY or model.in_debt(s):
            return None
        reason = queries.why_not(s, build_target(s, seat, p))
        if reason is None or reason[0] == "property.why.not_now":
            return None
        return self.w.board("why.build", reason=self.w.reason(*reason))

    def _auction_controls(self) -> list[Control]:
        """One fixed set of bids for the whole auction (bidcells22, the lead's option (c)):
        the least bid, five and ten steps more, and all the money, each in its own cell every
        round. A step over the bidder's cash stays in its cell, greyed, its tip the rules'
        reason with the bidder's own cash ("You only have 120."). Before, the bids shown were
        the rules' listed amounts alone, so once ten steps were over the cash the all-money
        bid came up where "ten steps more" had stood, and a habit click there bid all the
        cash. The all-money bid's id carries its kind (`all_…`): it may be a step's amount."""
        s, b = self.s, self.w.board
        least, step = min_bid(s), model.ruleset(s).auction_step
        out = []
        for slot, k in BID_STEPS.items():
            amount = least + k * step
            out.append(replace(self._do(f"bid_{amount}", b("button.bid", amount=amount),
                                        act.Bid(amount)), slot=slot))
        top = max(bid_choices(s))   # the rules' all-in: the bidder's cash to a whole step
        out.append(replace(self._do(f"all_{top}", b("button.bid_all", amount=top),
                                    act.Bid(top)),
                           slot=ALL_IN))
        out.append(Control("bid_typed", b("button.bid_type"), self.board.bid_typed,
                           slot="bid_typed"))
        out.append(self._do("drop", b("button.drop"), act.DROP))
        return out

    def _offer_controls(self) -> list[Control]:
        b = self.w.board
        out = [self._do("accept", b("button.accept"), act.ACCEPT),
               self._do("reject", b("button.reject"), act.REJECT)]
        if self.s.tr_count < MAX_OFFERS:
            out.append(Control("counter", b("button.counter"), self.board.open_counter))
        return out

