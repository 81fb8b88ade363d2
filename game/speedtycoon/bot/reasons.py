"""One short, localizable explanation per plan: (key, params), keys under `speedtycoon.reason`.

The reason names the single most notable effect of the plan, in the order a player cares:
a Unicorn won, a fund gift that breaks a rival's majority, the market's only building a rival
lacks for a Unicorn taken away, first place taken in a branch before
the next scoring, a longer ring, an exact payment (one more action), money taken that pays a
market building exactly next turn; then the plain move. Params are ids (branch keys, place
keys, seats, card kinds) the UI translates; tests check every claim against the states.
"""

from __future__ import annotations

from game.speedtycoon.bot.evaluator import can_pay_exactly, ring
from game.speedtycoon.rules import prices
from game.speedtycoon.rules.actions import (
    BuildFromPlanning,
    Buy,
    LobbyBuy,
    LobbyPass,
    Pass,
    Place,
    RepayLoan,
    Swap,
    TakeLoan,
    TakeMoney,
    ToFund,
    ToPlanning,
)
from game.speedtycoon.rules.data import (
    BRANCHES,
    M_UNICORN,
    NUM_BRANCHES,
    PLACES,
    SCORING_NAMES,
    TILE_BRANCH,
)
from game.speedtycoon.rules.events import UnicornWon
from game.speedtycoon.rules.payments import payment_value
from game.speedtycoon.rules.scoring import branch_counts, unicorn_threshold

Reason = tuple[str, dict]
#: The plain moves, when nothing more notable happened.
SIMPLE = {
    LobbyPass: "speedtycoon.reason.lobby_pass",
    Pass: "speedtycoon.reason.pass",
    TakeLoan: "speedtycoon.reason.loan",
    RepayLoan: "speedtycoon.reason.repay",
    BuildFromPlanning: "speedtycoon.reason.build",
    Swap: "speedtycoon.reason.swap",
    ToPlanning: "speedtycoon.reason.plan",
    Place: "speedtycoon.reason.place",
}


def sole_first(s, seat: int, branch: int) -> bool:
    """The seat alone has the most buildings of the branch (fund included)."""
    counts = [r[branch] for r in branch_counts(s)]
    mine = counts[seat]
    return mine > 0 and all(c < mine for i, c in enumerate(counts) if i != seat)


def exact_places(s, seat: int) -> list[int]:
    """Market places the seat's hand pays exactly now."""
    out = []
    for place in prices.open_places(s):
        price = prices.effective_price(s, s.market[place], place, seat)
        if can_pay_exactly(s.hands[seat], PLACES[place][2], price):
            out.append(place)
    return out


def unicorn_blocked(before, actions: tuple, seat: int) -> tuple[int, int] | None:
    """(branch, rival) when the plan buys the market's only building of a branch whose open
    Unicorn a rival lacks exactly one empire building for (the fund cannot win one)."""
    if not before.mods & M_UNICORN:
        return None
    for a in actions:
        if not isinstance(a, (Buy, LobbyBuy)):
            continue
        b = TILE_BRANCH[before.market[a.p]]
        if b < 0 or before.unicorn[b] >= 0:
            continue
        if sum(1 for t in before.market if t >= 0 and TILE_BRANCH[t] == b) != 1:
            continue
        short = unicorn_threshold(before, b) - 1
        for rival in range(before.n):
            if rival != seat and before.bc[rival * NUM_BRANCHES + b] == short:
                return b, rival
    return None


def explain(before, actions: tuple, after, events: tuple, seat: int) -> Reason:
    for e in events:
        if isinstance(e, UnicornWon) and e.seat == seat:
            return "speedtycoon.reason.unicorn", {"branch": e.branch}
    for a in actions:
        if isinstance(a, ToFund):
            b = TILE_BRANCH[a.tile]
            rival = 1 - seat
            if sole_first(before, rival, b) and not sole_first(after, rival, b):
                return "speedtycoon.reason.fund_blocks", {"branch": BRANCHES[b], "rival": rival}
    blocked = unicorn_blocked(before, actions, seat)
    if blocked:
        return "speedtycoon.reason.blocks_unicorn", {"branch": BRANCHES[blocked[0]],
                                                     "rival": blocked[1]}
    coming = SCORING_NAMES.get(min(before.scorings + 1, 3))
    for b in range(NUM_BRANCHES):
        if sole_first(after, seat, b) and not sole_first(before, seat, b):
            return "speedtycoon.reason.first_in", {"branch": BRANCHES[b], "scoring": coming}
    old_ring, new_ring = ring(before.emp[seat]), ring(after.emp[seat])
    if new_ring > old_ring:
        return "speedtycoon.reason.ring", {"length": new_ring}
    first = actions[0]
    if isinstance(first, Buy):
        bought = [a for a in actions if isinstance(a, Buy)]
        exact = _exact(before, seat, first)
        place = PLACES[first.p][0]
        if exact and len(bought) > 1:
            return "speedtycoon.reason.exact_chain", {"count": len(bought)}
        if exact:
            return "speedtycoon.reason.exact", {"place": place}
        return "speedtycoon.reason.buy", {"branch": _branch_at(before, first.p), "place": place}
    if isinstance(first, TakeMoney):
        cards = " ".join(first.cards)
        taken = before.clone()
        taken.apply(first)
        standing = prices.open_places(before)  # not a building the refill may bring
        gained = [p for p in exact_places(taken, seat)
                  if p in standing and taken.market[p] == before.market[p]
                  and p not in exact_places(before, seat)]
        if gained:
            return "speedtycoon.reason.take_exact", {"cards": cards,
                                                     "place": PLACES[gained[0]][0]}
        return "speedtycoon.reason.take", {"cards": cards}
    if isinstance(first, LobbyBuy):
        return "speedtycoon.reason.lobby_buy", {"branch": _branch_at(before, first.p),
                                                "place": PLACES[first.p][0]}
    return SIMPLE.get(type(first), "speedtycoon.reason.best_value"), {}


def _exact(s, seat: int, buy: Buy) -> bool:
    price = prices.effective_price(s, s.market[buy.p], buy.p, seat)
    return payment_value(buy.cards) == price


def _branch_at(s, place: int) -> str:
    b = TILE_BRANCH[s.market[place]]
    return BRANCHES[b] if b >= 0 else "zone"
