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
    trusted_on_cell,
)
from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_VALUE,
    KIND_FIRST,
    KIND_OF,
    LOAN_REPAY,
    M_INSIDER,
    M_LOANS,
    M_TUNNELS,
    MAX_LOANS,
    NUM_TILES,
    PLACE_SHORT,
    PLACES,
    SPECIAL_FIRST,
    TAKE_LIMIT,
    TILE_BRANCH,
    TILE_SIDES,
)
from game.speedtycoon.rules.phases import (
    ACT,
    BONUS,
    DONE,
    END_PLACE,
    LOBBY,
    LOBBY_PLACE,
    OVER,
    PLACE,
)
from game.speedtycoon.rules.turn import pending_tiles

_ALL_CURRENCIES = 15
_CACHE_LIMIT = 50_000

# Interned actions: a random game or a search asks for the same lists again and again, so
# actions are built once per distinct key (bounded caches, cleared when full).
_takes: dict = {}
_buys: dict = {}
_repays: dict = {}
_TO_PLANNING = [None] + [ToPlanning(t) for t in range(1, NUM_TILES)]
_TO_FUND = [None] + [ToFund(t) for t in range(1, NUM_TILES)]


def _bounded(cache: dict) -> dict:
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    return cache


def cells_for(s, seat: int, tile: int) -> list[tuple[int, int, int]]:
    """(x, y, tunnel side or 0) of every cell where the tile may go now (B1-B5; a tunnel cell
    only with Tunnel & Brücken and a tunnel left)."""
    bit = 1 << geometry.TILE_SIDES[tile]
    if s.mods & M_TUNNELS and s.tunnels[seat] > 0:
        return [(e[5], e[6], e[4]) for e in s.candidates(seat) if e[7] & bit]
    return [(e[5], e[6], 0) for e in s.candidates(seat) if e[7] & bit and e[3]]


#: Tile-on-cell actions by cell << 8 | tile << 2 | kind (0 Place, 1 build, 2 swap), interned:
#: the same tiles come back to the same cells game after game.
_on_cell: dict[int, object] = {}
_ON_CELL_LIMIT = 200_000
_ON_CELL_CLASSES = (Place, BuildFromPlanning, Swap)
#: Codes of the per-seat cache of tile-on-cell actions (``State._acts``, kept while the
#: empire and its cells' sides stay): key = tile * 8 + code.
_PLACE, _BUILD, _SWAP, _TUNNEL_OK = 0, 2, 4, 1


def _intern_on_cell(key: int, kind: int, tile: int, x: int, y: int):
    if len(_on_cell) > _ON_CELL_LIMIT:
        _on_cell.clear()
    a = _on_cell[key] = trusted_on_cell(_ON_CELL_CLASSES[kind], tile, x, y)
    return a


#: Where a tile's fit bit sits in a candidate (tunnels allowed), a candidate (on foot only)
#: and a swap slot.
_FITS, _FITS_ON_FOOT, _SLOT_FITS = 7, 8, 5


def _on_cells(s, seat: int, tile: int, code: int) -> list:
    """The Place, BuildFromPlanning or Swap actions of a tile in the seat's empire (the
    cells of ``cells_for``, or the swap slots it fits, D14), from the seat's cache while its
    empire stays: a waiting tile is asked about again and again."""
    cache = s._acts[seat]
    if cache is None:
        cache = s._acts[seat] = {}
    tunnels_ok = code != _SWAP and s.mods & M_TUNNELS and s.tunnels[seat] > 0
    if tunnels_ok:
        code |= _TUNNEL_OK
    got = cache.get(tile * 8 + code)
    if got is not None:
        return got
    kind = code >> 1
    if kind == 2:
        rows, fits = s.swap_slots(seat), _SLOT_FITS
    else:
        rows, fits = s.candidates(seat), _FITS if tunnels_ok else _FITS_ON_FOOT
    bit = 1 << TILE_SIDES[tile]
    base = tile << 2 | kind
    interned = _on_cell.get
    got = []
    for e in rows:
        if e[fits] & bit:
            key = e[0] << 8 | base
            got.append(interned(key) or _intern_on_cell(key, kind, tile, *geometry.xy(e[0])))
    cache[tile * 8 + code] = got
    return got


def _placements(s, seat: int, tiles: list[int]) -> list:
    out: list = []
    two = s.n == 2
    for t in dict.fromkeys(tiles):
        out.extend(_on_cells(s, seat, t, _PLACE))
        out.append(_TO_PLANNING[t])
        if two and TILE_BRANCH[t] >= 0:
            out.append(_TO_FUND[t])
    return out


def _take_actions(s, seat: int) -> tuple:
    """The takes from the display, remembered by its cards (a display stays over several
    turns) and, across displays, by its kinds."""
    tip = bool(s.mods & M_INSIDER and s.tips[seat] > 0)
    key = (tip, *s.display)
    got = _takes_by_cards.get(key)
    if got is None:
        kinds = (tuple(sorted([KIND_OF[c] for c in s.display])), tip)
        got = _takes.get(kinds)
        if got is None:
            got = _bounded(_takes)[kinds] = _take_list(payments.takes(list(kinds[0]), tip))
        _bounded(_takes_by_cards)[key] = got
    return got


_takes_by_cards: dict = {}
#: One TakeMoney per (kinds, tip): the same few pairs and triples recur in many displays.
_take_cache: dict = {}


def _take_list(takes: list[tuple[tuple[str, ...], bool]]) -> tuple:
    interned = _take_cache.get
    out = []
    for take in takes:
        a = interned(take)
        if a is None:
            a = _bounded(_take_cache)[take] = trusted(TakeMoney, cards=take[0], tip=take[1])
        out.append(a)
    return tuple(out)


_pay_cache: dict = {}


def _pay_actions(cls, place: int, pays: list[tuple[str, ...]]) -> tuple:
    """One Buy, LobbyBuy or RepayLoan (place -1) per payment: hands change all the time,
    their payments much less."""
    interned = _pay_cache.get
    out = []
    for cards in pays:
        key = (cls, place, cards)
        a = interned(key)
        if a is None:
            a = _bounded(_pay_cache)[key] = (
                trusted(cls, cards=cards) if place < 0
                else trusted(cls, place=PLACE_SHORT[place], cards=cards))
        out.append(a)
    return tuple(out)


def buy_actions(hand: list[int], place: int, price: int, cls=Buy) -> tuple:
    """Buy (or LobbyBuy) actions for a hand at a place and price (the caller has checked
    that the usable cards reach the price), cached by the usable kinds."""
    bit = 1 << PLACES[place][2]
    usable = [KIND_OF[c] for c in hand if CARD_CUR[c] & bit]
    usable.sort()
    key = (tuple(usable), place, price, cls)
    got = _buys.get(key)
    if got is None:
        pays = payments.minimal_payments(usable, bit, price)
        got = _bounded(_buys)[key] = _pay_actions(cls, place, pays)
    return got


def lobby_actions(s, seat: int) -> list:
    """The Lobbyist purchases the seat could make now (D39): any open place, a minimal
    covering payment at the seat's price, no bonus action."""
    return _purchases(s, seat, LobbyBuy)


def _purchases(s, seat: int, cls) -> list:
    hand = s.hands[seat]
    totals = payments.hand_totals(hand)
    out: list = []
    for p, price in prices.open_offers(s, seat):
        if totals[PLACES[p][2]] >= price:
            out.extend(buy_actions(hand, p, price, cls))
    return out


def _repay_actions(hand: list[int]) -> tuple:
    """The RepayLoan payments of a hand (D42), remembered by its cards and by its kinds."""
    key = tuple(hand)
    got = _repays_by_cards.get(key)
    if got is None:
        kinds = tuple(sorted([KIND_OF[c] for c in hand]))
        got = _repays.get(kinds)
        if got is None:
            got = _bounded(_repays)[kinds] = _pay_actions(
                RepayLoan, -1, payments.minimal_payments(kinds, _ALL_CURRENCIES, LOAN_REPAY))
        _bounded(_repays_by_cards)[key] = got
    return got


_repays_by_cards: dict = {}


def _actions(s) -> list:
    seat = s.turn
    out: list = []
    if s.display:
        out.extend(_take_actions(s, seat))
    out.extend(_purchases(s, seat, Buy))
    plan = s.planning[seat]
    if plan:
        plan = dict.fromkeys(plan)
        for t in plan:
            out.extend(_on_cells(s, seat, t, _BUILD))
    out.extend(s.demolishable(seat))
    if plan:
        for t in plan:
            out.extend(_on_cells(s, seat, t, _SWAP))
    if s.mods & M_LOANS and s.loans[seat] < MAX_LOANS and (
            s.discard or any(c < SPECIAL_FIRST for c in s.deck)):
        out.append(LOAN)
    # D16: pass only when no action is legal; repaying is a free move, not an action (D42).
    if s.phase == BONUS:
        out.append(END)
    elif not out:
        out.append(PASS)
    if s.mods & M_LOANS and s.loans[seat]:
        out.extend(_repay_actions(s.hands[seat]))
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
    if phase == DONE:
        return [END]
    return []


def why_not(s, action) -> tuple[str, dict]:
    """The reason an action is not legal now, as a locale key and its placeholders."""
    if s.phase == OVER:
        return "speedtycoon.illegal.game_over", {}
    name = type(action).__name__
    phase_of = {
        "LobbyBuy": (LOBBY,), "LobbyPass": (LOBBY,),
        "Place": (PLACE, LOBBY_PLACE, END_PLACE), "ToPlanning": (PLACE, LOBBY_PLACE, END_PLACE),
        "ToFund": (PLACE, LOBBY_PLACE, END_PLACE), "EndActions": (BONUS, DONE),
    }.get(name, (ACT, BONUS))
    if s.phase == DONE and name != "EndActions":
        return "speedtycoon.illegal.turn_done", {}
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
        return _take_refusal(s, action)
    if name == "Demolish":
        return "speedtycoon.illegal.demolish", {"x": action.x, "y": action.y}
    if name == "Swap":
        return "speedtycoon.illegal.swap", {"x": action.x, "y": action.y}
    if name in ("TakeLoan", "RepayLoan"):
        return "speedtycoon.illegal.loan", {}
    if name == "Pass":
        return "speedtycoon.illegal.pass", {}
    return "speedtycoon.illegal.not_legal", {"action": str(action)}


def _take_refusal(s, action) -> tuple[str, dict]:
    """Why a take is refused, in the terms of the rule it breaks (D36): several cards worth
    more than 5, with or without an Insider tip left (issue 31: a lit selection with a grey
    Take said nothing)."""
    values = [CARD_VALUE[KIND_FIRST[k]] for k in action.cards if k in KIND_FIRST]
    params = {"cards": " + ".join(action.cards), "total": sum(values), "limit": TAKE_LIMIT}
    if len(values) < 2 or sum(values) <= TAKE_LIMIT:
        return "speedtycoon.illegal.take", {"cards": params["cards"]}
    if not s.mods & M_INSIDER:
        return "speedtycoon.illegal.take_over", params
    if s.tips[s.turn] > 0:
        return "speedtycoon.illegal.take_over_tip", params
    return "speedtycoon.illegal.take_over_no_tip", params

