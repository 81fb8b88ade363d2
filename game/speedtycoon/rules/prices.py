"""The effective price of a market tile for a buyer (§3.15, D11) and who may buy what."""

from __future__ import annotations

from game.speedtycoon.rules.data import (
    ENERGY,
    M_HOME,
    M_RATES,
    PLACES,
    TILE_BRANCH,
    TILE_PRICE,
)


def modifiers(s, tile: int, place: int, seat: int) -> list[tuple[str, int]]:
    """Each modifier that applies, named (for the info card), in the order of §3.15."""
    out = []
    if s.mods & M_HOME and s.home[seat] == place:
        out.append(("home", -1))
    if s.mods & M_RATES:
        cur = PLACES[place][2]
        if cur == s.strong:
            out.append(("strong", -1))
        elif cur == s.weak:
            out.append(("weak", 1))
    if s.oil and TILE_BRANCH[tile] == ENERGY:
        out.append(("oil_crisis", 2))
    if s.rally:
        out.append(("stock_rally", -1))
    return out


def effective_price(s, tile: int, place: int, seat: int) -> int:
    price = TILE_PRICE[tile]
    if s.mods & M_HOME and s.home[seat] == place:
        price -= 1
    if s.mods & M_RATES:
        cur = PLACES[place][2]
        if cur == s.strong:
            price -= 1
        elif cur == s.weak:
            price += 1
    if s.oil and TILE_BRANCH[tile] == ENERGY:
        price += 2
    if s.rally:
        price -= 1
    return price if price > 1 else 1


def open_places(s) -> list[int]:
    """Places holding a tile that can be bought now (not closed by a port strike)."""
    closed = s.strike_place if s.strike else -1
    return [p for p in range(4) if s.market[p] >= 0 and p != closed]
