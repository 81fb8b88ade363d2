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
_CURRENCY_PLACE = tuple(_PLACE_CURRENCY.index(cur) for cur in range(len(PLACES)))


_offers: dict[tuple, tuple[tuple[int, int], ...]] = {}
#: The (place, price) pairs of offers, built once for every price the modifiers can make (at
#: most 3 above the printed one: a weak rate and an oil crisis): a new market makes new offers
#: for every seat, and pairs made afresh would be hundreds of new objects a game to collect.
_PAIRS = tuple(tuple((p, price) for price in range(max(TILE_PRICE) + 4)) for p in range(4))


def open_offers(s, seat: int) -> tuple[tuple[int, int], ...]:
    """(place, effective price for the seat) of every place in ``open_places``: the same
    sums as ``effective_price``, remembered by everything they depend on (the legal moves
    and the lobby window ask this for every seat on every turn)."""
    mods = s.mods
    rates = mods & M_RATES
    key = (*s.market, s.strike_place if s.strike else -1, s.rally > 0, s.oil > 0,
           s.home[seat] if mods & M_HOME else -1, s.strong if rates else -1,
           s.weak if rates else -1)
    got = _offers.get(key)
    if got is None:
        if len(_offers) > 50_000:
            _offers.clear()
        got = _offers[key] = _open_offers(s, seat)
    return got


def _open_offers(s, seat: int) -> tuple[tuple[int, int], ...]:
    shift = -1 if s.rally else 0
    mods = s.mods
    change = [shift, shift, shift, shift]
    if mods & M_HOME and s.home[seat] >= 0:
        change[s.home[seat]] -= 1
    if mods & M_RATES and s.strong >= 0:
        change[_CURRENCY_PLACE[s.strong]] -= 1
        change[_CURRENCY_PLACE[s.weak]] += 1
    closed = s.strike_place if s.strike else -1
    oil = s.oil
    out = []
    for p, tile in enumerate(s.market):
        if tile < 0 or p == closed:
            continue
        price = TILE_PRICE[tile] + change[p]
        if oil and TILE_BRANCH[tile] == ENERGY:
            price += 2
        out.append(_PAIRS[p][price if price > 1 else 1])
    return tuple(out)


def open_places(s) -> list[int]:
    """Places holding a tile that can be bought now (not closed by a port strike)."""
    closed = s.strike_place if s.strike else -1
    return [p for p in range(4) if s.market[p] >= 0 and p != closed]
