"""Trades (design §4.6, D31–D35): places, cash and passes on both sides; the addressee
accepts, rejects or counters; at most 3 offers per negotiation, 3 negotiations per seat per
turn, and no repeat of an offer the same addressee rejected this round. Which negotiations
ended in a rejection, in which round and on which terms, the state keeps for the computers
(`tr_refused`, `tr_refused_terms`: they do not ask a seat that turned them down again for a
while, unless clearly cheaper, docs/rules-property.md items 19 and 20)."""

from __future__ import annotations

from random import Random

from game.property.rules import money
from game.property.rules.actions import Counter, Offer, Terms
from game.property.rules.building import set_has_buildings
from game.property.rules.events import (
    PassKept,
    PlaceChanged,
    TradeAccepted,
    TradeOffered,
    TradeRejected,
)
from game.property.rules.phases import OVER, QUIET
from game.property.rules.rulesets import OWNABLE

MAX_OFFERS = 3          # offer, counter, counter-counter (D33)
MAX_NEGOTIATIONS = 3    # per seat per game turn (D33)


def _side_refusal(s, seat: int, places, cash: int, passes: int) -> tuple[str, dict] | None:
    rs = s.rs
    for p in places:
        if not 0 <= p < rs.n_spaces or rs.kind[p] not in OWNABLE or s.owner[p] != seat:
            return "property.why.trade_not_owned", {"seat": seat, "space": p}
        if set_has_buildings(s, p):
            return "property.why.set_has_buildings", {"space": p}
        if s.mort[p] and not rs.trade_mortgaged:
            return "property.why.trade_mortgaged", {"space": p}
    if cash > s.cash[seat]:
        return "property.why.trade_no_cash", {"seat": seat, "amount": cash}
    if passes > len(s.held[seat]):
        return "property.why.trade_no_pass", {"seat": seat}
    return None


def terms_refusal(s, proposer: int, to: int, t: Terms) -> tuple[str, dict] | None:
    """D31, D34: what makes these terms invalid between these seats now."""
    if not 0 <= to < s.n or to == proposer or not s.alive[to]:
        return "property.why.trade_addressee", {"seat": to}
    if len(set(t.give_places)) != len(t.give_places) or \
            len(set(t.get_places)) != len(t.get_places):
        return "property.why.trade_repeated_place", {}
    if not (t.give_places or t.give_cash or t.give_passes) or \
            not (t.get_places or t.get_cash or t.get_passes):
        return "property.why.trade_gift", {}
    if s.rules_version >= 2:
        refusal = _v2_refusal(s, proposer, to, t)
        if refusal is not None:
            return refusal
    return (_side_refusal(s, proposer, t.give_places, t.give_cash, t.give_passes)
            or _side_refusal(s, to, t.get_places, t.get_cash, t.get_passes))


def _v2_refusal(s, proposer: int, to: int, t: Terms) -> tuple[str, dict] | None:
    """Rules version 2 (D34, D39 in docs/rules-property.md): a trade moves at least one
    place or pass (cash for cash is a gift in disguise); a seat in debt only sells, places
    and passes for cash, each place for at least its mortgage value (what the bank would
    lend on it), so its creditor is not robbed by a sale to a third seat for a token sum."""
    if not (t.give_places or t.get_places or t.give_passes or t.get_passes):
        return "property.why.trade_no_place", {}
    if not s.in_debt or s.dues[0] not in (proposer, to):
        return None
    debtor = t if s.dues[0] == proposer else t.swapped()    # seen from the debtor
    if debtor.get_places or debtor.get_passes or debtor.give_cash:
        return "property.why.trade_in_debt", {}
    floor = sum(s.rs.mortgage_value(p) for p in debtor.give_places)
    if debtor.get_cash < floor:
        return "property.why.trade_below_mortgage", {"amount": floor}
    return None


def quiet_point(s) -> bool:
    """D32: PRE_ROLL, BUY, POST_ROLL or a DEBT phase; never during an auction, a move's
    resolution, or while another offer awaits its answer."""
    if s.tr_terms is not None or s.au_place >= 0 or s.phase == OVER:
        return False
    return s.in_debt or s.phase in QUIET


def _key(proposer: int, to: int, t: Terms) -> str:
    return f"{proposer}>{to} {str(Offer(to, t))}"


def proposer_of(s, a) -> int:
    return s.current_player if a.by is None else a.by


def offer_refusal(s, a) -> tuple[str, dict] | None:
    if not quiet_point(s):
        return "property.why.trade_not_now", {}
    proposer = proposer_of(s, a)
    if not 0 <= proposer < s.n or not s.alive[proposer]:
        return "property.why.trade_proposer", {"seat": proposer}
    if s.tr_opened[proposer] >= MAX_NEGOTIATIONS:
        return "property.why.trade_limit", {"limit": MAX_NEGOTIATIONS}
    if _key(proposer, a.to, a.terms) in s.tr_rejected:
        return "property.why.trade_rejected_before", {}
    return terms_refusal(s, proposer, a.to, a.terms)


def counter_refusal(s, a) -> tuple[str, dict] | None:
    if s.tr_terms is None:
        return "property.why.no_offer", {}
    if s.tr_count >= MAX_OFFERS:
        return "property.why.counter_limit", {"limit": MAX_OFFERS}
    return terms_refusal(s, s.tr_to, s.tr_from, a.terms)


def offer(s, a, ev: list) -> None:
    proposer = proposer_of(s, a)
    s.tr_opened[proposer] += 1
    s.tr_from, s.tr_to, s.tr_terms, s.tr_count = proposer, a.to, a.terms, 1
    ev.append(TradeOffered(proposer, a.to, str(a), False))


def counter(s, a, ev: list) -> None:
    s.tr_from, s.tr_to = s.tr_to, s.tr_from
    s.tr_terms = a.terms
    s.tr_count += 1
    ev.append(TradeOffered(s.tr_from, s.tr_to, str(Offer(s.tr_to, a.terms)), True))


def may_offer(s, seat: int) -> bool:
    """Whether ``seat`` may open a negotiation now, also out of turn (design §4.11's
    interrupt window: the app applies such an offer between two actions, so the log replays
    exactly). Which offers: `is_legal` decides, as for the current player."""
    return quiet_point(s) and s.alive[seat] and s.tr_opened[seat] < MAX_NEGOTIATIONS


def accept(s, a, ev: list) -> None:
    frm, to, t = s.tr_from, s.tr_to, s.tr_terms
    ev.append(TradeAccepted(frm, to, str(Offer(to, t))))
    s._owned = None
    for p in t.give_places:
        s.owner[p] = to
        ev.append(PlaceChanged(p, frm, to, s.mort[p]))
    for p in t.get_places:
        s.owner[p] = frm
        ev.append(PlaceChanged(p, to, frm, s.mort[p]))
    if t.give_cash:
        money.transfer(s, frm, to, t.give_cash, "trade", ev)
    if t.get_cash:
        money.transfer(s, to, frm, t.get_cash, "trade", ev)
    _move_passes(s, frm, to, t.give_passes, ev)
    _move_passes(s, to, frm, t.get_passes, ev)
    _close(s)


def _move_passes(s, frm: int, to: int, count: int, ev: list) -> None:
    for _ in range(count):
        token = s.held[frm].pop(0)
        s.held[to].append(token)
        d, c = divmod(token, 64)
        ev.append(PassKept(to, s.rs.decks[d].cards[c]))


def reject(s, a, ev: list) -> None:
    ev.append(TradeRejected(s.tr_from, s.tr_to, str(Offer(s.tr_to, s.tr_terms))))
    s.tr_rejected.append(_key(s.tr_from, s.tr_to, s.tr_terms))
    opener, other = (s.tr_from, s.tr_to) if s.tr_count % 2 else (s.tr_to, s.tr_from)
    k = opener * s.n + other
    s.tr_refused[k] = s.round
    # the last terms on the table, seen from the opener (item 20)
    terms = s.tr_terms if s.tr_from == opener else s.tr_terms.swapped()
    s.tr_refused_terms[k] = str(Offer(other, terms))
    _close(s)


def _close(s) -> None:
    s.tr_from, s.tr_to, s.tr_terms, s.tr_count = -1, -1, None, 0


def tradable_items(s, seat: int) -> tuple[list[int], int, int]:
    """What ``seat`` could put into a trade now: places, cash, passes (for bots and screens)."""
    rs = s.rs
    places = [p for p in range(rs.n_spaces)
              if s.owner[p] == seat and not set_has_buildings(s, p)
              and (rs.trade_mortgaged or not s.mort[p])]
    return places, s.cash[seat], len(s.held[seat])


def random_offer(s, rng: Random, by: int | None = None) -> Offer | None:
    """A random legal offer by the current player, or by seat ``by`` out of turn (the
    contract suite's random trader); None when no offer is legal now. At most a few tries,
    so it stays cheap."""
    if not quiet_point(s):
        return None
    proposer = s.current_player if by is None else by
    if not s.alive[proposer]:
        return None
    others = [p for p in range(s.n) if p != proposer and s.alive[p]]
    if not others or s.tr_opened[proposer] >= MAX_NEGOTIATIONS:
        return None
    for _ in range(4):
        to = rng.choice(others)
        mine, my_cash, my_passes = tradable_items(s, proposer)
        theirs, their_cash, their_passes = tradable_items(s, to)
        give = rng.sample(mine, min(len(mine), rng.randint(0, 2)))
        get = rng.sample(theirs, min(len(theirs), rng.randint(0, 2)))
        t = Terms(tuple(give), rng.randint(0, my_cash // 4) if rng.random() < 0.5 else 0,
                  rng.randint(0, my_passes),
                  tuple(get), rng.randint(0, their_cash // 4) if rng.random() < 0.3 else 0,
                  rng.randint(0, their_passes))
        a = Offer(to, t, by)
        if offer_refusal(s, a) is None:
            return a
    return None


def random_trade_actions(s, rng: Random) -> list:
    """Candidates for a random player (the contract suite's ``extra_actions``): now and then a
    legal offer, a raw random offer that may be illegal (so refusals are exercised too), and
    while an offer is open a random counter."""
    if s.phase == OVER or rng.random() > 0.15:
        return []
    out = []
    if s.tr_terms is not None:
        t = s.tr_terms.swapped()
        out.append(Counter(Terms(t.give_places, t.give_cash + rng.choice((0, 10, 50)),
                                 t.give_passes, t.get_places, t.get_cash, t.get_passes)))
        return out
    by = rng.randrange(s.n) if rng.random() < 0.25 else None
    legal = random_offer(s, rng, by)
    if legal is not None:
        out.append(legal)
    spaces = s.rs.ownable
    out.append(Offer(rng.randrange(s.n), Terms((rng.choice(spaces),), rng.randrange(3) * 100,
                                               0, (rng.choice(spaces),), 0, rng.randrange(2))))
    return out
