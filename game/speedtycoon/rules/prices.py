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


#: The currency of each trading place.
_PLACE_CURRENCY = tuple(place[2] for place in PLACES)


def open_offers(s, seat: int) -> list[tuple[int, int]]:
    """(place, effective price for the seat) of every place in ``open_places``: the same
    sums as ``effective_price``, with the state read once for all four places (the legal
    moves and the lobby window ask this for every seat on every turn)."""
    closed = s.strike_place if s.strike else -1
    mods = s.mods
    home = s.home[seat] if mods & M_HOME else -1
    strong, weak = (s.strong, s.weak) if mods & M_RATES else (-1, -1)
    shift = -1 if s.rally else 0
    oil = s.oil
    out = []
    for p, tile in enumerate(s.market):
        if tile < 0 or p == closed:
            continue
        price = TILE_PRICE[tile] + shift
        if p == home:
            price -= 1
        cur = _PLACE_CURRENCY[p]
        if cur == strong:
            price -= 1
        elif cur == weak:
            price += 1
        if oil and TILE_BRANCH[tile] == ENERGY:
            price += 2
        out.append((p, price if price > 1 else 1))
    return out


def open_places(s) -> list[int]:
    """Places holding a tile that can be bought now (not closed by a port strike)."""
    closed = s.strike_place if s.strike else -1
    return [p for p in range(4) if s.market[p] >= 0 and p != closed]
