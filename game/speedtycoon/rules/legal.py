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
    Demolish,
    LobbyBuy,
    Place,
    RepayLoan,
    Swap,
    TakeMoney,
    ToFund,
    ToPlanning,
)
from game.speedtycoon.rules.data import (
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
from game.speedtycoon.rules.turn import lobby_options, pending_tiles

_ALL_CURRENCIES = 15


def cells_for(s, seat: int, tile: int) -> list[tuple[int, int, int]]:
    """(x, y, tunnel side or 0) of every cell where the tile may go now (B1-B5; a tunnel cell
    only with Tunnel & Brücken and a tunnel left)."""
    tunnels_ok = s.mods & M_TUNNELS and s.tunnels[seat] > 0
    sides = geometry.TILE_SIDES[tile]
    out = []
    for k, known, req, walk, tunnel in s.candidates(seat):
        if sides & known == req and (walk or tunnels_ok):
            x, y = geometry.xy(k)
            out.append((x, y, 0 if walk else tunnel))
    return out


def _placements(s, seat: int, tiles: list[int]) -> list:
    out: list = []
    two = s.n == 2
    for t in dict.fromkeys(tiles):
        for x, y, _tunnel in cells_for(s, seat, t):
            out.append(Place(t, x, y))
        out.append(ToPlanning(t))
        if two and TILE_BRANCH[t] >= 0:
            out.append(ToFund(t))
    return out


def _actions(s) -> list:
    seat = s.turn
    out: list = []
    if s.display:
        tip = bool(s.mods & M_INSIDER and s.tips[seat] > 0)
        for kinds, spent in payments.takes(s.display, tip):
            out.append(TakeMoney(kinds, spent))
    hand = s.hands[seat]
    for p in prices.open_places(s):
        price = prices.effective_price(s, s.market[p], p, seat)
        for pay in payments.minimal_payments(hand, 1 << PLACES[p][2], price):
            out.append(Buy(PLACE_SHORT[p], pay))
    plan = s.planning[seat]
    if plan:
        for t in dict.fromkeys(plan):
            for x, y, _tunnel in cells_for(s, seat, t):
                out.append(BuildFromPlanning(t, x, y))
    emp = s.emp[seat]
    for c in s.demolishable(seat):
        out.append(Demolish(*geometry.xy(c)))
    if plan:
        for t in dict.fromkeys(plan):
            for c, old in emp.items():
                if old and old != t and geometry.swap_fits(emp, c, t):
                    out.append(Swap(t, *geometry.xy(c)))
    if s.mods & M_LOANS:
        if s.loans[seat] < MAX_LOANS and (s.discard or any(c < SPECIAL_FIRST for c in s.deck)):
            out.append(LOAN)
        if s.loans[seat]:
            for pay in payments.minimal_payments(hand, _ALL_CURRENCIES, LOAN_REPAY):
                out.append(RepayLoan(pay))
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
        out = [LobbyBuy(PLACE_SHORT[p], pay) for p, pay in lobby_options(s, s.asked)]
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
