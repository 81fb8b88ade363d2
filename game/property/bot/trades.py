"""Answering trade offers (design §7): accept only what raises the seat's own standing more
than it raises the proposer's, never a set handed over without a set or its full value back,
never a deal that leaves the cash below the reserve.

The offer is judged by playing it on a copy (`accept`) and comparing standings (value.py), so
every clause of a trade (places, cash, passes, mortgaged places) counts exactly as the rules
carry it out. A counter-offer is an open offer like any other and is judged the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import ceil

from game.core.contract import IllegalAction
from game.property.bot import value
from game.property.rules.actions import ACCEPT, Counter, Offer, Terms, parse_action
from game.property.rules.rulesets import FERRY, POWER
from game.property.rules.trade import MAX_OFFERS, tradable_items

MARGIN_SHARE = 0.02        # Normal wants at least 2 % of its standing (and 10) over the rival
CLEAR_MARGINS = 3          # Hard: an accept by fewer margins is a close call for its rollouts


@dataclass(frozen=True)
class Verdict:
    mine: float            # the seat's gain in standing
    theirs: float          # the proposer's gain in standing
    rival_sets: tuple      # groups the proposer completes (set indices, "ferry", "power")
    my_sets: tuple         # groups the seat completes
    cash_after: int
    reserve_after: int
    cash_in: int           # the seat's net cash from the deal
    margin: float


def full_price(s):
    """``s``, or a copy of it in which the mortgaged places that the open offer hands
    to a proposer who completes a set with them are paid off. A mortgaged place counts half
    its price in its owner's standing and blocks the buyer's set in the buyer's, so valued as
    it stands it sells for half what it is worth to the buyer, who pays it off at once
    (Normal mortgages the places of sets a rival holds part of while the bank has places for
    sale: `policy._cash_for_sale`)."""
    frm = s.tr_from
    given = [p for p in s.tr_terms.get_places
             if s.mort[p] and value.completes_set(s, p, frm)]
    if not given:
        return s
    full = s.clone()
    for p in given:
        full.mort[p] = False
    full._legal = None
    return full


def assess(s, seat: int, horizon: int) -> Verdict:
    """The open offer to ``seat`` played on a copy, in standings, a mortgaged place given to
    complete the proposer's set at its full price (`full_price`)."""
    s = full_price(s)
    frm = s.tr_from
    after = s.clone()
    after.apply(ACCEPT)
    mine = value.standing(after, seat, horizon) - value.standing(s, seat, horizon)
    theirs = value.standing(after, frm, horizon) - value.standing(s, frm, horizon)
    rival_sets = tuple(sorted(value.groups(after, frm) - value.groups(s, frm), key=str))
    my_sets = tuple(sorted(value.groups(after, seat) - value.groups(s, seat), key=str))
    margin = MARGIN_SHARE * value.standing(s, seat, horizon) + 10
    return Verdict(mine, theirs, rival_sets, my_sets, after.cash[seat],
                   value.reserve(after, seat), after.cash[seat] - s.cash[seat], margin)


def _set_value_before(s, frm: int, horizon: int, new_groups: tuple) -> float:
    """What the open offer's places are worth to the proposer, against its whole position:
    its new sets valued as built to three (Kraken Bay's first stop, a «Менеджер» set's
    third level) whatever cash it holds now. Valued on the cash in hand, a buyer who spends
    down first (lifts mortgages, parks cash with a friend at the table) would show a small
    gain and get a set cheaply that a rich buyer is refused; a set's rents pay for its
    houses, so its worth does not depend on today's cash."""
    rs = s.rs
    houses = sum(rs.build_cost[rs.sets[i][0]] * len(rs.sets[i]) * min(3, rs.top_level)
                 for i in new_groups if isinstance(i, int))
    rich = s.clone()
    rich.cash[frm] = s.cash[frm] + houses
    after = rich.clone()
    after.apply(ACCEPT)
    after.cash[frm] = rich.cash[frm]
    return value.standing(after, frm, horizon) - value.standing(rich, frm, horizon)


def _group_reason(s, key: str, group, params: dict) -> tuple[str, dict]:
    """``key`` for a colour set (with its id), ``key``_ferries / _stations for the others."""
    if group == "ferry":
        return key + "_ferries", params
    if group == "power":
        return key + "_stations", params
    return key, {**params, "set": s.rs.set_ids[group]}


def judge(s, seat: int, horizon: int, mode: str = "normal") -> tuple[bool, tuple[str, dict]]:
    """(accept?, reason). ``mode`` "easy" refuses set-giving trades and otherwise takes any
    gain, and says so (it weighs nothing against the proposer's gain: "the deal is worth more
    to it than to Anna" was not its reason); "normal" (also Hard's veto) needs every clause
    below."""
    v = assess(s, seat, horizon)
    frm = s.tr_from
    params = {"rival": frm}        # never its gains or margin: a person would home in on them
    if v.rival_sets and not v.my_sets:
        full = _set_value_before(full_price(s), frm, horizon, v.rival_sets)
        if mode == "easy" or v.cash_in < full:
            return False, _group_reason(s, "property_bot.reason.reject_set", v.rival_sets[0],
                                        params)
    if mode == "easy" and v.mine <= 0:
        return False, ("property_bot.reason.reject_no_gain", params)
    if mode != "easy":
        if v.cash_in < 0 and v.cash_after < v.reserve_after:
            return False, ("property_bot.reason.reject_reserve", params)
        if v.mine <= 0 or v.mine - max(0.0, v.theirs) < v.margin:
            return False, ("property_bot.reason.reject_value", params)
    if v.my_sets:
        return True, _group_reason(s, "property_bot.reason.accept_set", v.my_sets[0], params)
    return True, ("property_bot.reason.accept_gain" if mode == "easy"
                  else "property_bot.reason.accept", params)


PRICE_STEPS = (2.5, 1.75, 1.25)   # × the printed price of the place wanted: cash offers
TOP_UPS = (0.0, 0.5, 1.0)         # × the price of the place wanted: cash added to a swap
COUNTER_STEPS = (0.1, 0.25, 0.5, 1.0)  # × half the value gap: what a counter adds in cash


@dataclass(frozen=True)
class Deal:
    """A candidate trade for ``seat`` with ``rival``, played on a copy."""

    offer: object
    group: object          # the seat's group it serves: a set index, "ferry", "power"
    place: int             # the place the seat gets for it
    mine: float            # the seat's gain in standing
    theirs: float          # the rival's gain in standing
    share: float           # the seat's gain in share of all standings
    rival_set: bool        # the rival completes a set by it too
    cash_after: int
    reserve_after: int


def share(s, seat: int, horizon: int) -> float:
    """The seat's part of all standings: a trade between two of four players that makes both
    richer raises both their shares at the cost of the two left out."""
    mine = max(0.0, value.standing(s, seat, horizon))
    total = sum(max(0.0, value.standing(s, q, horizon)) for q in range(s.n) if s.alive[q])
    return mine / total if total else 0.0


def _loose(s, seat: int, keep_set: int) -> list[int]:
    """The seat's tradable places outside its whole sets and outside the set it completes."""
    rs = s.rs
    whole = set(s.whole_sets(seat))
    places, _, _ = tradable_items(s, seat)
    return [q for q in places if rs.set_of[q] not in whole and rs.set_of[q] != keep_set]


def _wanted(s, seat: int) -> list[tuple[object, int]]:
    """(group, place) pairs a proposal may ask a rival for: the one place a rival holds of a
    colour set the seat holds part of and the bank the rest (the last place, or one that
    leaves only the bank's: `value.prospect`), and any ferry or power station a rival holds
    while the seat already holds one of its kind (each more ferry doubles the rent of the
    others: four ferries and two stations are sets too, issue 27)."""
    rs = s.rs
    out: list[tuple[object, int]] = []
    for set_i, members in enumerate(rs.sets):
        missing = [q for q in members if s.owner[q] != seat]
        held = [q for q in missing if s.owner[q] >= 0]
        if len(held) == 1 and len(missing) < len(members):
            out.append((set_i, held[0]))
    for kind, name in ((FERRY, "ferry"), (POWER, "power")):
        places = [q for q in rs.ownable if rs.kind[q] == kind]
        if any(s.owner[q] == seat for q in places):
            out += [(name, q) for q in places if s.owner[q] not in (-1, seat)]
    return out


def deals(s, seat: int, horizon: int, swaps: bool = True) -> list[Deal]:
    """Every candidate that brings the seat a place it wants from a rival (`_wanted`): that
    place for cash (PRICE_STEPS), or, for a colour set and with ``swaps``, for one of the
    seat's loose places that completes the rival's set, with a cash top-up (TOP_UPS): the set
    swap a rival can take, since it does not hand over a set for nothing. Illegal offers
    (buildings in the set, cash short) are left out."""
    rs = s.rs
    step = rs.auction_step
    out = []
    before_me = value.standing(s, seat, horizon)
    share_before = share(s, seat, horizon)
    for group, p in _wanted(s, seat):
        rival = s.owner[p]
        terms = [Terms((), int(rs.price[p] * k) // step * step, 0, (p,), 0, 0)
                 for k in PRICE_STEPS]
        if swaps and isinstance(group, int) and value.completes_set(s, p, seat):
            terms += [Terms((g,), int(rs.price[p] * k) // step * step, 0, (p,), 0, 0)
                      for g in _loose(s, seat, group) if value.completes_set(s, g, rival)
                      for k in TOP_UPS]
        before_them = value.standing(s, rival, horizon)
        for t in terms:
            offer = Offer(rival, t)
            if t.give_cash > s.cash[seat] or not s.is_legal(offer):
                continue
            after = s.clone()
            after.apply(offer)
            after.apply(ACCEPT)
            out.append(Deal(offer, group, p,
                            value.standing(after, seat, horizon) - before_me,
                            value.standing(after, rival, horizon) - before_them,
                            share(after, seat, horizon) - share_before,
                            len(after.whole_sets(rival)) > len(s.whole_sets(rival)),
                            after.cash[seat], value.reserve(after, seat)))
    return out


ASK_AGAIN_ROUNDS = 8    # rounds before a computer asks again a seat that turned it down
CLEARLY_CHEAPER = 0.15  # inside the wait: the refused deal's cash improved by this share


def turned_down(s, seat: int, rival: int, offer: Offer) -> bool:
    """Whether ``rival`` turned down a negotiation ``seat`` opened with it fewer than
    `ASK_AGAIN_ROUNDS` rounds ago (the rules' public `tr_refused`) and ``offer`` is not
    `clearly_better` for it than the terms it refused (`tr_refused_terms`). Play-tests of
    issue 27.5: a computer that only skipped the round of the refusal offered a person the
    same deal again every round or two; a few rounds on, cash, places and rounds left have
    moved, so the deal it finds then is worth a person's look again. Inside the wait a
    clearly cheaper offer may come (issue 27, eleventh session: Hard's sale at 90 % of a
    rival's cash, refused by a rival keeping a reserve, kept its next price step waiting 8
    rounds); a person then sees a cheaper offer, never the same one again. A refusal from a
    save without its terms waits the whole rounds."""
    k = seat * s.n + rival
    r = s.tr_refused[k]
    if r < 0 or s.round - r >= ASK_AGAIN_ROUNDS:
        return False
    text = s.tr_refused_terms[k]
    return not text or not clearly_better(s, offer.terms, _terms_of(text))


def clearly_better(s, new: Terms, old: Terms) -> bool:
    """Whether the deal ``new`` is clearly better for its addressee than ``old`` (both seen
    from the proposer): no place or pass more asked of it nor fewer given to it, and the net
    cash to it higher by `CLEARLY_CHEAPER` of the cash ``old`` moved, at least one auction
    step (a sale asking 15 % less, a purchase paying 15 % more). A few coins off is the same
    offer to a person; a fixed share is a rule a person can learn, as the wait is."""
    if not (set(new.get_places) <= set(old.get_places)
            and set(new.give_places) >= set(old.give_places)
            and new.get_passes <= old.get_passes and new.give_passes >= old.give_passes):
        return False
    need = max(s.rs.auction_step, ceil(CLEARLY_CHEAPER * max(old.give_cash, old.get_cash)))
    return (new.give_cash - new.get_cash) - (old.give_cash - old.get_cash) >= need


@lru_cache(maxsize=256)
def _terms_of(text: str) -> Terms:
    """The terms of a remembered refusal (the rules store the offer's text)."""
    return parse_action(text).terms


def asks_this_round(s, seat: int, rival: int) -> bool:
    """Whether ``seat`` is the one seat that may open a negotiation with ``rival`` this round
    (issue 27.5: a person gets at most one offer a round from the computers, not one from
    each). The seats other than the rival take turns round by round; the rotation is public
    and needs no memory, so a loaded game and a replay ask the same seats."""
    others = [q for q in range(s.n) if q != rival and s.alive[q]]
    return bool(others) and others[s.round % len(others)] == seat


def accepts_itself(s, seat: int, offer, horizon: int, mode: str = "normal",
                   margins: int = 1) -> bool:
    """Whether ``seat`` would accept the deal of its own ``offer`` if the addressee offered
    it (issue 27.5: a computer proposes only deals it would take, so a person who sends an
    offer back unchanged is never refused what the computer itself put on the table). The
    deal is offered back on a copy and answered by `judge` in the seat's own mode, with a
    gain over the rival's of ``margins`` margins."""
    back = s.clone()
    back.tr_opened[offer.to] = 0      # the copy's only negotiation: the same deal, reversed
    try:
        back.apply(Offer(seat, offer.terms.swapped(), by=offer.to))
    except IllegalAction:
        return False
    if not judge(back, seat, horizon, mode)[0]:
        return False
    v = assess(back, seat, horizon)
    return v.mine - max(0.0, v.theirs) >= margins * v.margin


def propose(s, seat: int, horizon: int, partner: str = "strict", mode: str = "normal",
            keep: int = 0):
    """An offer that completes a set for ``seat``, or brings it a ferry or power station
    (see `deals`), or None.

    Only a deal the seat would accept itself if the rival offered it (`accepts_itself`, by
    its answer ``mode``): its gain beats the rival's by its margin, it keeps its reserve and
    hands over no set without getting one. ``partner`` "strict" (Normal): of those, one the
    rival gains by too, a set swap first (a rival does not sell a set for cash), then the most
    generous to the rival, so it is likeliest to be taken. "share" (Hard): the same pick
    among the deals that also raise the seat's share of all standings, and only one it would
    accept by `CLEAR_MARGINS` margins, so its answer to the deal sent back is never a close
    call its rollouts could overrule. (Hard once took the deal raising its share most: the
    cheapest, which a rival refuses; one ask of a rival every few rounds is too few to spend
    on it: 26 % → 33 % against `buy_everything`, Kraken Bay seeds 1–100.) One negotiation
    per own turn, to a rival only in the rounds it is the seat that asks that rival
    (`asks_this_round`: a person gets at most one offer a round), and not to a seat that
    turned down a negotiation this seat opened in the last `ASK_AGAIN_ROUNDS` rounds unless
    clearly cheaper for it (`turned_down`; the rules refuse an unchanged repeat in the same
    round, D33).
    ``keep``: cash kept back beyond the reserve (`policy._kept_for_sale`)."""
    if s.tr_opened[seat] or s.turn != seat:
        return None
    best, best_key = None, None
    for d in deals(s, seat, horizon):
        rival = d.offer.to
        if turned_down(s, seat, rival, d.offer) or not asks_this_round(s, seat, rival) \
                or d.cash_after < d.reserve_after + keep:
            continue
        if d.theirs <= 0 or (partner == "share" and d.share <= 0):
            continue
        key = (d.rival_set, d.theirs)
        if (best_key is None or key > best_key) \
                and accepts_itself(s, seat, d.offer, horizon, mode,
                                   CLEAR_MARGINS if partner == "share" else 1):
            best, best_key = d, key
    if best is None:
        return None
    return best.offer, _offer_reason(s, seat, best)


def _offer_reason(s, seat: int, d: Deal) -> tuple[str, dict]:
    rs = s.rs
    t = d.offer.terms
    params = {"rival": d.offer.to, "space": d.place, "place": rs.space_ids[d.place],
              "cash": t.give_cash}
    if d.group == "ferry":
        return "property_bot.reason.offer_ferries", params
    if d.group == "power":
        return "property_bot.reason.offer_stations", params
    params["set"] = rs.set_ids[d.group]
    if not value.completes_set(s, d.place, seat):
        return "property_bot.reason.offer_nearer", params
    if t.give_places:
        g = t.give_places[0]
        return "property_bot.reason.offer_swap", {**params, "give_space": g,
                                                  "give_place": rs.space_ids[g]}
    return "property_bot.reason.offer", params


def counter(s, seat: int, horizon: int):
    """A counter-offer to the open offer ``seat`` would reject on value, or None: the same
    places, the gap made up in cash (less cash paid by the seat, or more asked), at the
    smallest of a few steps at which the seat would accept its own counter by Normal's
    rules and the proposer still gains. A deal that creates no value between the two has no
    such price (what one gains the other loses). Set-giving offers are not countered by cash
    alone: the seat does not sell a set (judge), nor a piece that leaves the proposer only
    the bank's places of its set (`value.open_sets`). The rules allow three offers (D33)."""
    if s.tr_count >= MAX_OFFERS:
        return None
    v = assess(s, seat, horizon)
    if v.rival_sets and not v.my_sets:
        return None
    frm = s.tr_from
    mine_t = s.tr_terms.swapped()            # the deal seen from the seat
    taken = s.clone()
    taken.apply(ACCEPT)
    if set(value.open_sets(taken, frm)) - set(value.open_sets(s, frm)):
        return None        # a piece that leaves the proposer only the bank's: not for cash
    gap = (max(0.0, v.theirs) + v.margin - v.mine) / 2   # cash moves both gains at once
    step = s.rs.auction_step
    for k in COUNTER_STEPS:
        extra = -(-int(gap * (1 + k)) // step) * step
        give_cash = max(0, mine_t.give_cash - extra)
        get_cash = mine_t.get_cash + max(0, extra - mine_t.give_cash)
        t = Terms(mine_t.give_places, give_cash, mine_t.give_passes,
                  mine_t.get_places, get_cash, mine_t.get_passes)
        a = Counter(t)
        if t == mine_t or not s.is_legal(a):
            continue
        opened = s.clone()
        opened.apply(a)
        back = assess(opened, frm, horizon)      # the proposer's view of the counter
        after = opened.clone()
        after.apply(ACCEPT)
        gain = value.standing(after, seat, horizon) - value.standing(s, seat, horizon)
        if back.mine > 0 and gain - max(0.0, back.mine) >= v.margin \
                and after.cash[seat] >= value.reserve(after, seat):
            # what the seat pays less, or asks more: "asking more" for a smaller payment
            # read as the computer wanting more cash (pt-prop6's sale, propleft2)
            key = "counter_less" if mine_t.give_cash >= extra else "counter"
            return a, ("property_bot.reason." + key, {"rival": frm, "extra": extra})
    return None
