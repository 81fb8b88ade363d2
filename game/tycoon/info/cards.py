"""Hover cards: what a space or a card is, its numbers, and what it means for you right now.

Every card is plain data (title, facts, for_you), each line (key, params) under
``tycoon_info.card.*``. "For you" lines come from the rules' payday preview on a copy with your
build placed (what_if.py), so "+8 at payday" is what payday would really add.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tycoon.info.forecast import summaries
from game.tycoon.info.standings import city_standing
from game.tycoon.info.what_if import factory_change, hotel_change
from game.tycoon.rules import State, board, loan_stock
from game.tycoon.rules.flights import DEST_TABLE
from game.tycoon.rules.legal import factories_in_city, landing_runway

Text = tuple[str, dict]


@dataclass(frozen=True)
class Card:
    title: Text
    facts: tuple[Text, ...]
    for_you: tuple[Text, ...] = ()


def _in_play(state: State, viewer: int | None) -> bool:
    return viewer is not None and not state.is_terminal()


def _hotel_lines(state: State, viewer: int, city: int) -> list[Text]:
    cid = board.CITY_IDS[city]
    if state.supply[viewer] <= 0:
        return [("tycoon_info.card.you.no_hotels", {})]
    change = hotel_change(state, viewer, city)
    if change is None:
        return [("tycoon_info.card.you.chain_full", {"city": cid})]
    params = {"city": cid, "gain": change.gain}
    if change.place_after == 1 and change.place_before != 1:
        lines = [("tycoon_info.card.you.take_first", params)]
    elif change.place_after == 2 and change.place_before is None:
        lines = [("tycoon_info.card.you.take_second", params)]
    elif change.place_after is None:
        lines = [("tycoon_info.card.you.no_place", params)]
    else:
        lines = [("tycoon_info.card.you.hotel_gain", params)]
    if change.evicts is not None:
        key = (
            "tycoon_info.card.you.evicts_own"
            if change.evicts == viewer
            else "tycoon_info.card.you.evicts"
        )
        lines.append((key, {"seat": change.evicts, "city": cid}))
    return lines


def _reach_lines(state: State, viewer: int, city: int) -> list[Text]:
    pos = state.pos[viewer]
    if pos == city:
        return [("tycoon_info.card.you.plane_here", {})]
    tickets = [board.TICKET_IDS[t] for t in state.hands[viewer]
               if city in DEST_TABLE[state.mode][t][pos + 1]]
    if tickets:
        return [("tycoon_info.card.you.reach_with", {"ticket": tickets[0]})]
    return [("tycoon_info.card.you.no_ticket_here", {})]


def city_card(state: State, city: int, viewer: int | None) -> Card:
    st = city_standing(state, city)
    cid = board.CITY_IDS[city]
    facts: list[Text] = [
        ("tycoon_info.card.city.payout", {"first": st.first_pay, "second": st.second_pay,
                                   "lot": st.payout_lot + 1}),
        ("tycoon_info.card.city.chain", {"used": st.chain, "max": board.BUILD_LOTS}),
    ]
    if st.longest and st.chain:
        facts.append(("tycoon_info.card.city.longest", {}))
    if st.leader is None:
        facts.append(("tycoon_info.card.city.nobody", {}))
    else:
        facts.append(("tycoon_info.card.city.leader", {"seat": st.leader,
                                                "hotels": st.ranking[0].hotels}))
    cls = board.CITY_CLASS[city]
    first, second = board.RUNWAY_PRICES[cls]
    facts.append(("tycoon_info.card.city.runways", {"first": first, "second": second}))
    if not st.full and st.chain in board.RED_LOTS:
        oldest = next((s for s in state.chain[city * board.BUILD_LOTS:
                                              city * board.BUILD_LOTS + st.chain] if s >= 0),
                      None)
        if oldest is not None:
            facts.append(("tycoon_info.card.city.next_red", {"seat": oldest}))
    you: list[Text] = []
    if _in_play(state, viewer):
        you = _hotel_lines(state, viewer, city) + _reach_lines(state, viewer, city)
    return Card(("tycoon_info.card.city.title", {"city": cid, "class": board.CLASS_NAMES[cls]}),
                tuple(facts), tuple(you))


def lot_card(state: State, city: int, lot: int, viewer: int | None) -> Card:
    cid = board.CITY_IDS[city]
    first, second = board.payout(city, lot)
    facts: list[Text] = [("tycoon_info.card.lot.payout", {"first": first, "second": second})]
    if lot in board.RED_LOTS:
        facts.append(("tycoon_info.card.lot.red", {}))
    end = state.cend[city]
    owner = state.chain[city * board.BUILD_LOTS + lot] if lot < board.BUILD_LOTS else -1
    if lot >= board.BUILD_LOTS:
        facts.append(("tycoon_info.card.lot.last", {}))
    if owner >= 0:
        facts.append(("tycoon_info.card.lot.hotel_of", {"seat": owner}))
    elif lot < end:
        facts.append(("tycoon_info.card.lot.closed", {}))
    if lot == end:
        facts.append(("tycoon_info.card.lot.read_now", {"first": first, "second": second}))
    you: list[Text] = []
    if _in_play(state, viewer) and lot == end and lot < board.BUILD_LOTS:
        you = _hotel_lines(state, viewer, city)
    return Card(
        ("tycoon_info.card.lot.title", {"city": cid, "lot": lot + 1}), tuple(facts), tuple(you)
    )


def runway_card(state: State, city: int, runway: int, viewer: int | None) -> Card:
    cid = board.CITY_IDS[city]
    price = board.RUNWAY_PRICES[board.CITY_CLASS[city]][runway]
    facts: list[Text] = [("tycoon_info.card.runway.price", {"amount": price})]
    holder = state.runways[2 * city + runway]
    if holder >= 0:
        facts.append(("tycoon_info.card.runway.taken", {"seat": holder}))
    else:
        facts.append(("tycoon_info.card.runway.free", {}))
    facts.append(("tycoon_info.card.runway.rule", {}))
    you: list[Text] = []
    if _in_play(state, viewer):
        if holder == viewer:
            you.append(("tycoon_info.card.you.your_runway", {"amount": price}))
        elif state.pos[viewer] != city and landing_runway(state, city) == runway + 1:
            you.append(("tycoon_info.card.you.land_here", {"amount": price}))
    return Card(
        ("tycoon_info.card.runway.title", {"city": cid, "number": runway + 1}),
        tuple(facts),
        tuple(you),
    )


def factory_card(state: State, city: int, slot: int, viewer: int | None) -> Card:
    cid = board.CITY_IDS[city]
    st = city_standing(state, city)
    price = board.FACTORY_PRICES[board.CITY_CLASS[city]][slot]
    pays = st.first_pay if st.longest else st.second_pay
    facts: list[Text] = [("tycoon_info.card.factory.price", {"amount": price})]
    owner = state.fact[board.FACTORY_LOTS_PER_CITY * city + slot]
    if owner >= 0:
        facts.append(("tycoon_info.card.factory.owner", {"seat": owner}))
    elif slot > factories_in_city(state, city):
        facts.append(("tycoon_info.card.factory.after_first", {}))
    key = (
        "tycoon_info.card.factory.income_longest"
        if st.longest
        else "tycoon_info.card.factory.income"
    )
    facts.append((key, {"amount": pays}))
    you: list[Text] = []
    if (_in_play(state, viewer) and owner < 0 and slot == factories_in_city(state, city)
            and state.fleft[viewer] > 0):
        change = factory_change(state, viewer, city)
        if change is not None:
            you.append(
                ("tycoon_info.card.you.factory_gain", {"gain": change.gain, "amount": price})
            )
    return Card(("tycoon_info.card.factory.title", {"city": cid, "number": slot + 1}), tuple(facts),
                tuple(you))


def ticket_card(state: State, ticket_id: str, viewer: int | None) -> Card:
    t = board.ticket(ticket_id)
    facts: list[Text] = [("tycoon_info.card.ticket.cost", {"amount": t.cost})]
    if t.kind == board.SCHEDULED:
        dest = board.CITY_IDS[t.dest]
        title = ("tycoon_info.card.ticket.scheduled", {"city": dest, "stops": t.stops})
        key = ("tycoon_info.card.ticket.rule_exact" if state.stops_option == board.STOPS_EXACT
               else "tycoon_info.card.ticket.rule_up_to")
        facts.append((key, {"city": dest, "stops": t.stops}))
    else:
        a, b = (board.CITY_IDS[c] for c in t.cities)
        title = ("tycoon_info.card.ticket.charter", {"a": a, "b": b})
        facts.append(("tycoon_info.card.ticket.rule_charter", {"a": a, "b": b}))
    you: list[Text] = []
    if _in_play(state, viewer):
        pos = state.pos[viewer]
        where = board.CITY_IDS[pos] if pos >= 0 else None
        reach = [board.CITY_IDS[c] for c in DEST_TABLE[state.mode][t.index][pos + 1]]
        if reach and where is None:
            you.append(("tycoon_info.card.you.reaches_from_home", {"cities": reach}))
        elif reach:
            you.append(("tycoon_info.card.you.reaches", {"cities": reach, "from": where}))
        elif where is None:
            you.append(("tycoon_info.card.you.reaches_nothing_home", {}))
        else:
            you.append(("tycoon_info.card.you.reaches_nothing", {"from": where}))
        if t.index not in state.hands[viewer]:
            money = state.money[viewer]
            key = (
                "tycoon_info.card.you.afford"
                if money >= t.cost
                else "tycoon_info.card.you.cannot_afford"
            )
            you.append((key, {"amount": t.cost, "money": money}))
    return Card(title, tuple(facts), tuple(you))


def loan_card(state: State, card_id: str, viewer: int | None) -> Card:
    card = board.loan_card(card_id)
    facts: list[Text] = [
        ("tycoon_info.card.loan.due", {"repay": card.repay, "extended": card.repay_extended}),
        ("tycoon_info.card.loan.stock", {"count": loan_stock(state).count(card.amount)}),
    ]
    holder = state.loan_owner[card.index]
    extended = bool(state.loan_ext[card.index])
    if holder >= 0:
        key = "tycoon_info.card.loan.held_extended" if extended else "tycoon_info.card.loan.held"
        facts.append((key, {"seat": holder, "due": board.LOAN_DUE[card.index][extended]}))
    you: list[Text] = []
    if _in_play(state, viewer) and holder == viewer:
        if extended:
            you.append(("tycoon_info.card.you.loan_must_repay", {"due": card.repay_extended}))
        else:
            you.append(("tycoon_info.card.you.loan_choice", {"due": card.repay,
                                                     "extended": card.repay_extended}))
    elif _in_play(state, viewer):
        you.append(("tycoon_info.card.you.loan_cost", {"amount": card.amount,
                                                "cost": card.repay - card.amount}))
    return Card(("tycoon_info.card.loan.title", {"amount": card.amount}), tuple(facts), tuple(you))


def player_card(state: State, seat: int, viewer: int | None) -> Card:
    everyone = summaries(state)
    me = everyone[seat]
    facts: tuple[Text, ...] = (
        ("tycoon_info.card.player.money", {"money": me.money, "worth": me.net_worth}),
        ("tycoon_info.card.player.forecast", {"amount": me.forecast.total}),
        ("tycoon_info.card.player.loans", {"count": len(me.loans), "due": me.loans_due}),
        ("tycoon_info.card.player.left", {"hotels": me.hotels_session, "game": me.hotels_game,
                                   "factory_count": me.factories_left}),
        ("tycoon_info.card.player.tickets", {"tickets": me.tickets}) if me.tickets
        else ("tycoon_info.card.player.no_tickets", {}),
    )
    you: list[Text] = []
    if _in_play(state, viewer):
        if seat == viewer:
            ahead = sum(1 for s in everyone if s.after_payday > me.after_payday)
            you.append(("tycoon_info.card.you.rank", {"place": ahead + 1, "count": len(everyone)}))
        else:
            diff = everyone[viewer].after_payday - me.after_payday
            if diff > 0:
                you.append(("tycoon_info.card.you.ahead_of", {"seat": seat, "amount": diff}))
            elif diff < 0:
                you.append(("tycoon_info.card.you.behind", {"seat": seat, "amount": -diff}))
            else:
                you.append(("tycoon_info.card.you.level", {"seat": seat}))
    return Card(("tycoon_info.card.player.title", {"seat": seat}), facts, tuple(you))
