"""Questions the screens and the computer ask, answered by the rules (issue point 6):
legal cells with their colour, the best payment (D50), "what if the next scoring happened now"
(the M view), the ring's counting run, the effective price of each market place, and how many
tiles each seat may still get before a scoring, and whether a seat's Lobbyist could buy now.
"""

from __future__ import annotations

from game.speedtycoon.rules import geometry, payments, prices, scoring
from game.speedtycoon.rules.actions import TakeMoney
from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_KIND,
    CARD_STARTUP,
    CARD_VALUE,
    CARD_VC,
    DIR_NAMES,
    IPO,
    KIND_FIRST,
    M_LOBBYIST,
    M_UNICORN,
    NUM_BRANCHES,
    PLACES,
    STARTUP,
    TILE_BRANCH,
    TILE_PRICE,
    UNICORN_POINTS,
    VC,
)
from game.speedtycoon.rules.events import ScoringDone
from game.speedtycoon.rules.legal import cells_for
from game.speedtycoon.rules.phases import ACT, BONUS, END_PLACE, OVER
from game.speedtycoon.rules.turn import can_afford

GREEN, YELLOW, BLUE = "green", "yellow", "blue"


def legal_cells(s, seat: int, tile: int, swap: bool = False) -> dict[tuple[int, int], str]:
    """Where ``tile`` could go in the seat's empire: green (B1-B5 with a free joint), yellow
    (only with a tunnel, Tunnel & Brücken), and with ``swap`` (a planning tile) also blue for
    the empire cells it could be swapped onto (D14)."""
    out = {(x, y): (YELLOW if tunnel else GREEN) for x, y, tunnel in cells_for(s, seat, tile)}
    if swap:
        emp = s.emp[seat]
        for c, old in emp.items():
            if old and geometry.swap_fits(emp, c, tile):
                out[geometry.xy(c)] = BLUE
    return out


def payment_options(s, seat: int, place: int) -> list[tuple[str, ...]]:
    """Every minimal covering payment (D10) of the seat at a place, at its effective price."""
    tile = s.market[place]
    if tile < 0:
        return []
    price = prices.effective_price(s, tile, place, seat)
    return payments.minimal_payments(s.hands[seat], 1 << PLACES[place][2], price)


def best_payment(s, seat: int, place: int) -> tuple[str, ...] | None:
    """The payment the market preselects (D50), or None when the seat cannot pay."""
    tile = s.market[place]
    if tile < 0:
        return None
    price = prices.effective_price(s, tile, place, seat)
    return payments.best_payment(payment_options(s, seat, place), price)


def market_prices(s, seat: int) -> list[dict | None]:
    """Per place: the tile, its printed and effective price for the seat and each modifier
    named, and whether the place is closed by a port strike; None for an empty place."""
    out: list[dict | None] = []
    for p in range(4):
        tile = s.market[p]
        if tile < 0:
            out.append(None)
            continue
        out.append({
            "tile": tile,
            "printed": TILE_PRICE[tile],
            "price": prices.effective_price(s, tile, p, seat),
            "modifiers": prices.modifiers(s, tile, p, seat),
            "closed": bool(s.strike) and s.strike_place == p,
        })
    return out


def next_scoring(s) -> int:
    """The scoring that comes next: Startup, VC or (after both, or at the end) the IPO."""
    return (STARTUP, VC, IPO, IPO)[s.scorings]


#: Tiles that leave the bag per money card drawn (about 58 tiles over 105-120 draws).
TILES_PER_CARD = 0.5


def tiles_to_go(s, scoring: int) -> float:
    """Tiles each seat may still get before a scoring: the whole bag for the IPO; for the
    Startup and VC the money cards still to be drawn before the card's band (its middle)
    turned into tiles. A revealed card scores this turn: nothing to go."""
    left = (len(s.bag) + sum(1 for m in s.market if m >= 0)) / s.n
    if scoring == IPO:
        return left
    card = CARD_STARTUP if scoring == STARTUP else CARD_VC
    bands = s.bands
    for i in range(0, len(bands), 3):
        if bands[i] == card:
            lo, hi = max(bands[i + 1], s.mdrawn), bands[i + 2]
            return min(left, max(0.0, (lo + hi) / 2 - s.mdrawn) * TILES_PER_CARD / s.n)
    return 0.0


def what_if(s) -> ScoringDone:
    """The M view: the next scoring computed on the state as it stands, pending booms and
    (at the IPO) loans included; nothing changes."""
    return scoring.compute(s, next_scoring(s))


def majority_counts(s) -> tuple[list[list[int]], list[list[bool]]]:
    """The counts the majorities are taken on (seats, then the fund with two players) per
    branch, and which of them a contract raised (D31): the M view marks those."""
    rows = scoring.branch_counts(s)
    doubled = [[p < s.n and rows[p][b] != s.bc[p * NUM_BRANCHES + b]
                for b in range(NUM_BRANCHES)] for p in range(len(rows))]
    return rows, doubled


def ring_run(s, seat: int) -> list[tuple[int, int, str]]:
    """The counting run of the seat's highway ring as (x, y, side) segments to draw."""
    return [(x, y, DIR_NAMES[d]) for x, y, d in geometry.ring_segments(s.emp[seat])]


def where_is(s, tile: int) -> tuple[str, int]:
    """Where a tile is now, for the contract info card: ("market", place), ("empire", seat),
    ("planning", seat), ("tray", seat), ("lobby", seat), ("handout", seat), ("fund", -1) or
    ("bag", -1) (the bag's order is hidden, so the bag is all one can say)."""
    if tile in s.market:
        return "market", s.market.index(tile)
    if tile in s.fund:
        return "fund", -1
    if tile in s.tray:
        return "tray", s.turn
    for seat in range(s.n):
        if tile in s.emp[seat].values():
            return "empire", seat
        if tile in s.planning[seat]:
            return "planning", seat
        if s.lobby_slot[seat] == tile:
            return "lobby", seat
        if tile in s.handout[seat]:
            return "handout", seat
    return "bag", -1


def payment_verdict(s, seat: int, place: int, kinds) -> tuple[str, dict]:
    """What a payment the person put together means at a place, so the depot can say it:
    ("exact", {}) or ("over", {"over": n}) when it is a legal (minimal covering) payment, else
    ("wrong_currency", {"card": k}), ("short", {"missing": n}) or ("superfluous", {"card": k})
    naming the first card that could be left out (D10)."""
    tile = s.market[place]
    price = prices.effective_price(s, tile, place, seat) if tile >= 0 else 0
    bit = 1 << PLACES[place][2]
    for kind in kinds:
        if not CARD_CUR[KIND_FIRST[kind]] & bit:
            return "wrong_currency", {"card": kind}
    values = [CARD_VALUE[KIND_FIRST[k]] for k in kinds]
    total = sum(values)
    if total < price:
        return "short", {"missing": price - total}
    for kind, value in sorted(zip(kinds, values, strict=True), key=lambda kv: kv[1]):
        if total - value >= price:
            return "superfluous", {"card": kind}
    return ("exact", {}) if total == price else ("over", {"over": total - price})


def demolish_refusal(s, seat: int, x: int, y: int) -> str | None:
    """Why the building on (x, y) cannot be demolished now (§2.8), or None when it can:
    "not_now" (not the seat's action), "empty", "hq", "hole" (it is enclosed on all four
    sides, its cell would become a hole) or "cut" (buildings would lose their way to the HQ)."""
    if s.turn != seat or s.phase not in (ACT, BONUS):
        return "not_now"
    c = geometry.cell(x, y)
    emp = s.emp[seat]
    if c not in emp:
        return "empty"
    if c == geometry.ORIGIN:
        return "hq"
    if c in geometry.demolishable(emp, s.tun[seat] if s.tun else []):
        return None
    around = (c - geometry.SPAN, c + 1, c + geometry.SPAN, c - 1)
    return "hole" if all(k in emp for k in around) else "cut"


def building_outlook(s, seat: int, tile: int) -> dict:
    """What a building would mean for the seat now (the info card's last lines, §4.3):
    where it fits ("green" and "yellow" cell counts), its branch count before and after it
    stands in the empire, the strongest rival in that branch (seat, or -1 for the fund, with
    its count; None when nobody has one), and the Unicorn points it would win."""
    cells = legal_cells(s, seat, tile)
    out = {"green": sum(1 for k in cells.values() if k == GREEN),
           "yellow": sum(1 for k in cells.values() if k == YELLOW),
           "branch": TILE_BRANCH[tile], "unicorn": 0}
    b = TILE_BRANCH[tile]
    if b < 0:
        return out
    counts, _doubled = majority_counts(s)
    out["mine"], out["after"] = counts[seat][b], counts[seat][b] + 1
    rivals = [(counts[p][b], p if p < s.n else -1) for p in range(len(counts)) if p != seat]
    best = max(rivals, default=(0, None))
    out["leader"] = best[1] if best[0] > 0 else None
    out["leader_count"] = best[0]
    if (s.mods & M_UNICORN and s.unicorn[b] < 0
            and s.bc[seat * NUM_BRANCHES + b] + 1 >= scoring.unicorn_threshold(s, b)):
        out["unicorn"] = UNICORN_POINTS
    return out


def zone_outlook(s, seat: int, tile: int) -> dict:
    """What a special zone means for the seat now (its info card, D40): "now" the points it
    scores where it stands in the seat's empire (None when it stands elsewhere), "best" the
    most it would score on a cell where it may go now (None when it fits nowhere), and
    "total" all the seat's zone points at a scoring held now."""
    emp = s.emp[seat]
    here = next((c for c, t in emp.items() if t == tile), None)
    best = None
    if here is None:
        for x, y in legal_cells(s, seat, tile):
            c = geometry.cell(x, y)
            points = geometry.zone_run({**emp, c: tile}, c)
            best = points if best is None else max(best, points)
    return {"now": None if here is None else geometry.zone_run(emp, here), "best": best,
            "total": geometry.zone_points(emp)}


def purchase_outlook(s, seat: int, place: int) -> tuple[str, dict]:
    """Whether the seat can buy at a place now: ("exact", {"cards"}), ("over", {"cards",
    "over"}), ("short", {"have", "missing"}) or ("closed"/"empty", {})."""
    tile = s.market[place]
    if tile < 0:
        return "empty", {}
    if s.strike and s.strike_place == place:
        return "closed", {}
    best = best_payment(s, seat, place)
    price = prices.effective_price(s, tile, place, seat)
    if best is None:
        have = payments.currency_totals(s.hands[seat])[PLACES[place][2]]
        return "short", {"have": have, "missing": price - have}
    total = payments.payment_value(best)
    if total == price:
        return "exact", {"cards": best}
    return "over", {"cards": best, "over": total - price}


def card_outlook(s, seat: int, card: int, picked: tuple[int, ...] = ()) -> dict:
    """What taking a money card would mean, together with the cards already `picked` for the
    same take: the seat's total in each currency the card adds to afterwards ("totals"), what
    the seat holds in it now ("now": a total alone read as the card's own value, a play-test
    saw), and the market places the take could then pay exactly but not without this card.
    Picks the card cannot be taken with (4 + 2 is more than 5) are left out: the card would
    be taken alone."""
    hand = list(s.hands[seat])
    others = [c for c in picked if c != card]
    if others and not any(s.is_legal(TakeMoney(tuple(CARD_KIND[c] for c in [*others, card]),
                                               tip)) for tip in (False, True)):
        others = []
    now = payments.currency_totals(hand)
    before = payments.currency_totals([*hand, *others])
    after = payments.currency_totals([*hand, *others, card])
    totals = {cur: after[cur] for cur in range(4) if after[cur] != before[cur]}
    exact_then = []
    for p in prices.open_places(s):
        price = prices.effective_price(s, s.market[p], p, seat)
        bit = 1 << PLACES[p][2]

        def exact(cards, price=price, bit=bit) -> bool:
            return any(payments.payment_value(pay) == price
                       for pay in payments.minimal_payments(cards, bit, price))

        if not exact([*hand, *others]) and exact([*hand, *others, card]):
            exact_then.append(p)
    return {"totals": totals, "now": {cur: now[cur] for cur in totals}, "exact": exact_then}


def lobbyist_status(s, seat: int) -> tuple[str, dict]:
    """Whether the seat could use a Lobbyist window now, and if not why (issue 31: the board
    opens a window for a person only when they can use it, so a computer's turn never waits
    on one they cannot): ("ready", {}) — the Lobbyist is in the game, trading goes on, it is
    another seat's turn, the seat's Lobbyist is neither resting nor has a building waiting,
    and its cards reach the price of an open market tile (its own modifiers and port strikes
    counted, as the window's own check, D46); else "off", "over", "own_turn", "resting"
    ({"turns": own turns of rest left}), "waiting" (a building bought earlier waits in the
    slot) or "no_money"."""
    if not s.mods & M_LOBBYIST:
        return "off", {}
    if s.phase in (END_PLACE, OVER) or s.ended:
        return "over", {}
    if s.turn == seat:
        return "own_turn", {}
    if s.lobby_slot[seat] >= 0:
        return "waiting", {}
    if s.lobby_rest[seat] > 0:
        return "resting", {"turns": s.lobby_rest[seat]}
    if not can_afford(s, seat):
        return "no_money", {}
    return "ready", {}


def can_use_lobbyist(s, seat: int) -> bool:
    """The seat's Lobbyist could buy in a window now (see `lobbyist_status`)."""
    return lobbyist_status(s, seat)[0] == "ready"
