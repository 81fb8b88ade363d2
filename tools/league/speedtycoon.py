"""Speedtycoon's league: plain strategy bots written from the rules, each playing one idea hard
(docs/ai.md, "How a level is judged"). Frozen: never tuned to lose, members only added.

Every member answers one decision at a time from the rules contract (`legal_actions`, `apply`
on a copy) and the public table (the market, the display, its own hand and empire). What they
share is only the plumbing: a bought tile goes where the member's idea likes it best (a cell of
the empire, else planning), an exact purchase's bonus action is used while the idea wants
more, and a member never borrows, never demolishes and never gives a tile to the fund.

- exact_payment: buys only with an exact payment (the bonus action chains purchases); takes
  the money that lets it pay a standing building exactly; with a full hand it overpays least.
- majority_hunter: buys the building that gives or keeps it first place in a branch (the one
  worth most at the next scoring), paying whatever it must; takes money of that place.
- ring_builder: buys the tile that lengthens its outer highway ring most and places every
  tile for the longest ring; takes the most money it can.
- money_hoarder: takes the most money it can until its hand is worth 40, then buys the
  dearest building it can pay; never lobbies (the hand-out at the end goes to the richest).
- zone_buyer: buys every special zone it can and places it for the most zone points, then
  buildings that lie in a zone's row or column; takes money of the place with a zone.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from game.speedtycoon.rules import geometry, prices
from game.speedtycoon.rules.actions import (
    BuildFromPlanning,
    Buy,
    EndActions,
    LobbyBuy,
    LobbyPass,
    Place,
    TakeMoney,
    ToPlanning,
)
from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_VALUE,
    KIND_FIRST,
    PLACES,
    SCORING_TABLE,
    TILE_BRANCH,
    TILE_PRICE,
    ZONE_AXIS,
)
from game.speedtycoon.rules.legal import cells_for
from game.speedtycoon.rules.payments import payment_value
from game.speedtycoon.rules.queries import next_scoring
from game.speedtycoon.rules.scoring import branch_counts

GAMES = ("speedtycoon",)
#: Zones in play, so the zone buyer has its idea, and every other module a game of the type
#: "Tycoon" brings (the one the issue's players met).
OPTIONS = {"speedtycoon": {"game_type": "tycoon"}}
MAX_DECISIONS = 6_000

Policy = Callable[[object, int, Random], object]
#: A member's liking of one empire (higher is better) for where a tile goes.
EmpireValue = Callable[[dict[int, int]], float]


def _of(actions: list, kind: type) -> list:
    return [a for a in actions if type(a) is kind]


def _price(state, place: int, seat: int) -> int:
    return prices.effective_price(state, state.market[place], place, seat)


def _exact(state, action, seat: int) -> bool:
    return payment_value(action.cards) == _price(state, action.p, seat)


def _overpay(state, action, seat: int) -> int:
    return payment_value(action.cards) - _price(state, action.p, seat)


def _most_money(actions: list) -> object:
    """The take worth most (fewer tips spent first on a tie)."""
    return max(actions, key=lambda a: (payment_value(a.cards), -a.tip))


def _place_tile(state, legal: list, liking: EmpireValue) -> object:
    """A pending tile onto the cell the member likes best, else into planning."""
    places = _of(legal, Place)
    if not places:
        return _of(legal, ToPlanning)[0]
    seat = state.current_player

    def value(action) -> float:
        after = state.clone()
        after.apply(action)
        return liking(after.emp[seat])

    return max(places, key=value)


def _plain(empire: dict[int, int]) -> float:
    return float(len(empire))


def _ring(empire: dict[int, int]) -> float:
    return geometry.ring_length(empire) + 0.01 * len(empire)


def _zones(empire: dict[int, int]) -> float:
    return geometry.zone_points(empire) + 0.01 * geometry.ring_length(empire)


def _fallback(state, legal: list, liking: EmpireValue) -> object:
    """What every member does when its idea has nothing to say: place pending tiles, build
    from planning, take the most money, buy with the least overpayment, else the first legal
    action (a pass, or the end of the bonus actions)."""
    if _of(legal, Place) or _of(legal, ToPlanning):
        return _place_tile(state, legal, liking)
    builds = _of(legal, BuildFromPlanning)
    if builds:
        seat = state.current_player
        return max(builds, key=lambda a: _empire_after(state, a, seat, liking))
    takes = _of(legal, TakeMoney)
    if takes:
        return _most_money(takes)
    buys = _of(legal, Buy)
    if buys:
        seat = state.current_player
        return min(buys, key=lambda a: _overpay(state, a, seat))
    ends = _of(legal, EndActions)
    passes = _of(legal, LobbyPass)
    return (ends or passes or legal)[0]


def _empire_after(state, action, seat: int, liking: EmpireValue) -> float:
    after = state.clone()
    after.apply(action)
    return liking(after.emp[seat])


def _turn_or_lobby(legal: list) -> tuple[list, bool]:
    """The purchases open now and whether they are a Lobbyist window's."""
    lobby = _of(legal, LobbyBuy)
    return (lobby, True) if lobby else (_of(legal, Buy), False)


# --- exact payment ------------------------------------------------------------------------

def exact_payment(state, seat: int, rng: Random) -> object:
    legal = state.legal_actions()
    buys, lobby = _turn_or_lobby(legal)
    exact = [a for a in buys if _exact(state, a, seat)]
    if exact:
        return max(exact, key=lambda a: _price(state, a.p, seat))
    if lobby:
        return _of(legal, LobbyPass)[0]
    takes = _of(legal, TakeMoney)
    if takes:
        if sum(CARD_VALUE[c] for c in state.hands[seat]) >= 30 and buys:
            return min(buys, key=lambda a: _overpay(state, a, seat))
        return max(takes, key=lambda a: (_exact_places_after(state, a, seat),
                                         payment_value(a.cards), -a.tip))
    return _fallback(state, legal, _plain)


def _exact_places_after(state, take, seat: int) -> int:
    """How many standing market buildings the hand pays exactly once the take is in it."""
    cards = list(state.hands[seat]) + [KIND_FIRST[k] for k in take.cards]
    return sum(1 for place, tile in enumerate(state.market)
               if tile >= 0 and _pays_exactly(cards, PLACES[place][2],
                                              _price(state, place, seat)))


def _pays_exactly(cards: list[int], currency: int, price: int) -> bool:
    """Some of the cards of the currency add up to the price."""
    sums = 1
    for c in cards:
        if CARD_CUR[c] & 1 << currency:
            sums |= sums << CARD_VALUE[c]
    return bool(sums >> price & 1)


# --- majority hunter ----------------------------------------------------------------------

def _majority_gain(state, seat: int, tile: int) -> float:
    """Points the tile adds to the seat's places at the next scoring, on the counts as they
    stand (ties split as the rules do)."""
    branch = TILE_BRANCH[tile]
    if branch < 0:
        return 0.0
    counts = [row[branch] for row in branch_counts(state)]
    table = SCORING_TABLE[next_scoring(state)][branch]
    before = _places_value(counts, seat, table)
    counts[seat] += 1
    return _places_value(counts, seat, table) - before


def _places_value(counts: list[int], seat: int, table: tuple) -> float:
    mine = counts[seat]
    if mine <= 0:
        return 0.0
    above = sum(1 for i, c in enumerate(counts) if i != seat and c > mine)
    tied = 1 + sum(1 for i, c in enumerate(counts) if i != seat and c == mine)
    return sum(table[above:above + tied]) / tied


def majority_hunter(state, seat: int, rng: Random) -> object:
    legal = state.legal_actions()
    buys, lobby = _turn_or_lobby(legal)
    worth = {p: _majority_gain(state, seat, state.market[p]) for p in {a.p for a in buys}}
    wanted = [a for a in buys if worth[a.p] > 0]
    if wanted:
        return max(wanted, key=lambda a: (worth[a.p], -_overpay(state, a, seat)))
    if lobby:
        return _of(legal, LobbyPass)[0]
    takes = _of(legal, TakeMoney)
    target = _wanted_currency(state, seat)
    if takes and target is not None:
        return max(takes, key=lambda a: (_in_currency(a, target), payment_value(a.cards),
                                         -a.tip))
    return _fallback(state, legal, _plain)


def _wanted_currency(state, seat: int) -> int | None:
    """The currency of the market building worth most to the seat's majorities."""
    best, currency = 0.0, None
    for place, tile in enumerate(state.market):
        if tile < 0:
            continue
        gain = _majority_gain(state, seat, tile)
        if gain > best:
            best, currency = gain, PLACES[place][2]
    return currency


def _in_currency(take, currency: int) -> int:
    """What the take adds to the hand in one currency."""
    return sum(CARD_VALUE[KIND_FIRST[k]] for k in take.cards
               if CARD_CUR[KIND_FIRST[k]] & 1 << currency)


# --- ring builder -------------------------------------------------------------------------

def ring_builder(state, seat: int, rng: Random) -> object:
    legal = state.legal_actions()
    buys, lobby = _turn_or_lobby(legal)
    now = geometry.ring_length(state.emp[seat])
    growth = {p: _best_ring_with(state, seat, state.market[p]) - now
              for p in {a.p for a in buys}}
    wanted = [a for a in buys if growth[a.p] > 0]
    if wanted:
        return max(wanted, key=lambda a: (growth[a.p], -_overpay(state, a, seat)))
    if lobby:
        return _of(legal, LobbyPass)[0]
    return _fallback(state, legal, _ring)


def _best_ring_with(state, seat: int, tile: int) -> int:
    """The longest ring the empire reaches with the tile on one of its cells."""
    empire = state.emp[seat]
    best = geometry.ring_length(empire)
    for x, y, _side in cells_for(state, seat, tile):
        trial = dict(empire)
        trial[geometry.cell(x, y)] = tile
        best = max(best, geometry.ring_length(trial))
    return best


# --- money hoarder ------------------------------------------------------------------------

HOARD = 40


def money_hoarder(state, seat: int, rng: Random) -> object:
    legal = state.legal_actions()
    if _of(legal, LobbyPass):
        return _of(legal, LobbyPass)[0]
    takes = _of(legal, TakeMoney)
    hand = sum(CARD_VALUE[c] for c in state.hands[seat])
    buys = _of(legal, Buy)
    if buys and (hand >= HOARD or not takes):
        return max(buys, key=lambda a: (TILE_PRICE[state.market[a.p]], -_overpay(state, a, seat)))
    if takes:
        return _most_money(takes)
    return _fallback(state, legal, _plain)


# --- zone buyer ---------------------------------------------------------------------------

def zone_buyer(state, seat: int, rng: Random) -> object:
    legal = state.legal_actions()
    buys, lobby = _turn_or_lobby(legal)
    zones = [a for a in buys if ZONE_AXIS[state.market[a.p]]]
    if zones:
        return min(zones, key=lambda a: _overpay(state, a, seat))
    now = geometry.zone_points(state.emp[seat])
    lined = [a for a in buys if TILE_BRANCH[state.market[a.p]] >= 0
             and _best_zone_with(state, seat, state.market[a.p]) > now]
    if lined:
        return min(lined, key=lambda a: _overpay(state, a, seat))
    if lobby:
        return _of(legal, LobbyPass)[0]
    takes = _of(legal, TakeMoney)
    zone_places = [p for p, t in enumerate(state.market) if t >= 0 and ZONE_AXIS[t]]
    if takes and zone_places:
        currency = PLACES[zone_places[0]][2]
        return max(takes, key=lambda a: (_in_currency(a, currency), payment_value(a.cards),
                                         -a.tip))
    return _fallback(state, legal, _zones)


def _best_zone_with(state, seat: int, tile: int) -> int:
    empire = state.emp[seat]
    best = geometry.zone_points(empire)
    for x, y, _side in cells_for(state, seat, tile):
        trial = dict(empire)
        trial[geometry.cell(x, y)] = tile
        best = max(best, geometry.zone_points(trial))
    return best


MEMBERS: dict[str, Policy] = {
    "exact_payment": exact_payment,
    "majority_hunter": majority_hunter,
    "ring_builder": ring_builder,
    "money_hoarder": money_hoarder,
    "zone_buyer": zone_buyer,
}


def record(state, seat: int) -> dict:
    """Zones the level's seat built (issue 31: the computers buy zones in zone games)."""
    return {"zones": sum(1 for t in state.emp[seat].values() if ZONE_AXIS[t]),
            "points": state.score[seat]}


__all__ = ["GAMES", "MAX_DECISIONS", "MEMBERS", "OPTIONS", "record"]
