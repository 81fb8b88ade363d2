"""The legal actions of the asked seat, in a stable order, and why an action is not legal.

``generate`` and the handlers in turn.py agree by construction: ``State.apply`` only runs an
action this module listed.
"""

from __future__ import annotations

from game.speedtycoon.rules import geometry, payments, prices
from game.speedtycoon.rules.actions import (
    END,
    LOAN,
    LOBBY_PASS,
    PASS,
    BuildFromPlanning,
    Buy,
    LobbyBuy,
    Place,
    RepayLoan,
    Swap,
    TakeMoney,
    ToFund,
    ToPlanning,
    trusted,
)
from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_VALUE,
    KIND_OF,
    LOAN_REPAY,
    M_INSIDER,
    M_LOANS,
    M_TUNNELS,
    MAX_LOANS,
    PLACE_SHORT,
    PLACES,
    SPECIAL_FIRST,
    TILE_BRANCH,
)
from game.speedtycoon.rules.phases import ACT, BONUS, END_PLACE, LOBBY, LOBBY_PLACE, OVER, PLACE
from game.speedtycoon.rules.turn import pending_tiles

_ALL_CURRENCIES = 15
_CACHE_LIMIT = 200_000

# Interned actions: a random game or a search asks for the same lists again and again, so
# actions are built once per distinct key (bounded caches, cleared when full).
_takes: dict = {}
_buys: dict = {}
_repays: dict = {}
_interned: dict = {}


def _intern(cls, *args):
    key = (cls, args)
    a = _interned.get(key)
    if a is None:
        if len(_interned) > _CACHE_LIMIT:
            _interned.clear()
        a = _interned[key] = cls(*args)
    return a


def _bounded(cache: dict) -> dict:
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    return cache


def cells_for(s, seat: int, tile: int) -> list[tuple[int, int, int]]:
    """(x, y, tunnel side or 0) of every cell where the tile may go now (B1-B5; a tunnel cell
    only with Tunnel & Brücken and a tunnel left)."""
    tunnels_ok = s.mods & M_TUNNELS and s.tunnels[seat] > 0
    sides = geometry.TILE_SIDES[tile]
    return [(x, y, tunnel) for _k, known, req, walk, tunnel, x, y in s.candidates(seat)
            if sides & known == req and (walk or tunnels_ok)]


def _placements(s, seat: int, tiles: list[int]) -> list:
    out: list = []
    two = s.n == 2
    for t in dict.fromkeys(tiles):
        for x, y, _tunnel in cells_for(s, seat, t):
            out.append(_intern(Place, t, x, y))
        out.append(_intern(ToPlanning, t))
        if two and TILE_BRANCH[t] >= 0:
            out.append(_intern(ToFund, t))
    return out


def _take_actions(s, seat: int) -> tuple:
    tip = bool(s.mods & M_INSIDER and s.tips[seat] > 0)
    key = (tuple(sorted([KIND_OF[c] for c in s.display])), tip)
    got = _takes.get(key)
    if got is None:
        got = _bounded(_takes)[key] = tuple(
            trusted(TakeMoney, cards=kinds, tip=spent)
            for kinds, spent in payments.takes(list(key[0]), tip))
    return got


def buy_actions(hand: list[int], place: int, price: int, cls=Buy) -> tuple:
    """Buy (or LobbyBuy) actions for a hand at a place and price: none at once when the
    usable cards do not reach the price, else cached by the usable kinds."""
    bit = 1 << PLACES[place][2]
    usable = [KIND_OF[c] for c in hand if CARD_CUR[c] & bit]
    total = 0
    for c in usable:
        total += CARD_VALUE[c]
    if total < price:
        return ()
    usable.sort()
    key = (tuple(usable), place, price, cls)
    got = _buys.get(key)
    if got is None:
        pays = payments.minimal_payments(usable, bit, price)
        got = _bounded(_buys)[key] = tuple(trusted(cls, place=PLACE_SHORT[place], cards=pay)
                                           for pay in pays)
    return got


def lobby_actions(s, seat: int) -> list:
    """The Lobbyist purchases the seat could make now (D39): any open place, a minimal
    covering payment at the seat's price, no bonus action."""
    hand = s.hands[seat]
    out: list = []
    for p in prices.open_places(s):
        out.extend(buy_actions(hand, p, prices.effective_price(s, s.market[p], p, seat),
                               LobbyBuy))
    return out


def _actions(s) -> list:
    seat = s.turn
    out: list = []
    if s.display:
        out.extend(_take_actions(s, seat))
    hand = s.hands[seat]
    for p in prices.open_places(s):
        out.extend(buy_actions(hand, p, prices.effective_price(s, s.market[p], p, seat)))
    plan = s.planning[seat]
    if plan:
        for t in dict.fromkeys(plan):
            for x, y, _tunnel in cells_for(s, seat, t):
                out.append(_intern(BuildFromPlanning, t, x, y))
    out.extend(s.demolishable(seat))
    if plan:
        slots = s.swap_slots(seat)
        for t in dict.fromkeys(plan):
            sides = geometry.TILE_SIDES[t]
            for _c, known, pattern, x, y in slots:
                if sides & known == pattern:
                    out.append(_intern(Swap, t, x, y))
    if s.mods & M_LOANS:
        if s.loans[seat] < MAX_LOANS and (s.discard or any(c < SPECIAL_FIRST for c in s.deck)):
            out.append(LOAN)
        if s.loans[seat]:
            hand_key = tuple(sorted([KIND_OF[c] for c in hand]))
            got = _repays.get(hand_key)
            if got is None:
                got = _bounded(_repays)[hand_key] = tuple(
                    trusted(RepayLoan, cards=pay)
                    for pay in payments.minimal_payments(hand_key, _ALL_CURRENCIES,
                                                         LOAN_REPAY))
            out.extend(got)
    if s.phase == BONUS:
        out.append(END)
    elif not out:
        out.append(PASS)
    return out


def generate(s) -> list:
    phase = s.phase
    if phase in (ACT, BONUS):
        return _actions(s)
    if phase in (PLACE, LOBBY_PLACE, END_PLACE):
        return _placements(s, s.asked, pending_tiles(s))
    if phase == LOBBY:
        out = lobby_actions(s, s.asked)
        out.append(LOBBY_PASS)
        return out
    return []


def why_not(s, action) -> tuple[str, dict]:
    """The reason an action is not legal now, as a locale key and its placeholders."""
    if s.phase == OVER:
        return "speedtycoon.illegal.game_over", {}
    name = type(action).__name__
    phase_of = {
        "LobbyBuy": (LOBBY,), "LobbyPass": (LOBBY,),
        "Place": (PLACE, LOBBY_PLACE, END_PLACE), "ToPlanning": (PLACE, LOBBY_PLACE, END_PLACE),
        "ToFund": (PLACE, LOBBY_PLACE, END_PLACE), "EndActions": (BONUS,),
    }.get(name, (ACT, BONUS))
    if s.phase not in phase_of:
        return "speedtycoon.illegal.wrong_phase", {"action": str(action)}
    if name in ("Place", "ToPlanning", "ToFund") and action.tile not in pending_tiles(s):
        return "speedtycoon.illegal.not_pending", {"tile": action.tile}
    if name == "ToFund":
        if s.n != 2:
            return "speedtycoon.illegal.no_fund", {}
        return "speedtycoon.illegal.zone_to_fund", {"tile": action.tile}
    if name in ("Place", "BuildFromPlanning"):
        if name == "BuildFromPlanning" and action.tile not in s.planning[s.turn]:
            return "speedtycoon.illegal.not_in_planning", {"tile": action.tile}
        return "speedtycoon.illegal.cell", {"x": action.x, "y": action.y}
    if name in ("Buy", "LobbyBuy"):
        p = action.p
        if s.market[p] < 0:
            return "speedtycoon.illegal.place_empty", {"place": action.place}
        if s.strike and s.strike_place == p:
            return "speedtycoon.illegal.place_closed", {"place": action.place}
        return "speedtycoon.illegal.payment", {"place": action.place}
    if name == "TakeMoney":
        return "speedtycoon.illegal.take", {"cards": " ".join(action.cards)}
    if name == "Demolish":
        return "speedtycoon.illegal.demolish", {"x": action.x, "y": action.y}
    if name == "Swap":
        return "speedtycoon.illegal.swap", {"x": action.x, "y": action.y}
    if name in ("TakeLoan", "RepayLoan"):
        return "speedtycoon.illegal.loan", {}
    if name == "Pass":
        return "speedtycoon.illegal.pass", {}
    return "speedtycoon.illegal.not_legal", {"action": str(action)}
