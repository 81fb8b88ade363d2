"""The turn (§2.1-§2.6, §2.11), one handler per action, and the engine steps between them:
the lobby window, the end of the turn with its refills and special queue, and the end game.

Handlers run only on actions ``legal.generate`` listed, so they do not re-check.
"""

from __future__ import annotations

from game.speedtycoon.rules import deck, fund, geometry, news, payments, prices, scoring
from game.speedtycoon.rules.actions import (
    BuildFromPlanning,
    Buy,
    Demolish,
    EndActions,
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
    CARD_KIND,
    CARD_STARTUP,
    CARD_VALUE,
    CARD_VC,
    DIR_NAMES,
    DIRS,
    DISPLAY_SIZE,
    IPO,
    LOAN_TARGET,
    LOBBY_REST,
    M_LOBBYIST,
    M_RATES,
    MAX_TURNS,
    NUM_BRANCHES,
    NUM_PLACES,
    PLACE_SHORT,
    PLACES,
    SPECIAL_FIRST,
    STARTUP,
    TILE_BRANCH,
    VC,
)
from game.speedtycoon.rules.events import (
    ActionsEnded,
    BuildingBought,
    BuildingPlaced,
    Demolished,
    DisplayRefilled,
    GameOver,
    GivenToFund,
    HandedOut,
    LoanRepaid,
    LoanTaken,
    LobbyPassed,
    MarketRefilled,
    MoneyTaken,
    Passed,
    PutInPlanning,
    Swapped,
    TradingEnded,
    TurnStarted,
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

# --- turn start and the lobby window (§3.9, D39) ---------------------------------------------

def start_turn(s, events: list, window: bool = True) -> None:
    """A turn begins with its Lobbyist window; the game's first turn has none since rules
    version 2 (new_game says so): nobody lobbies before the first player has acted, so the
    market opens full (issue 31)."""
    s.turn_no += 1
    s.bought = False
    events.append(TurnStarted(s.turn, s.turn_no))
    s.lobby_queue = []
    if window and s.mods & M_LOBBYIST:
        n = s.n
        for i in range(1, n):
            p = (s.turn + i) % n
            if s.lobby_rest[p] == 0 and s.lobby_slot[p] < 0:
                s.lobby_queue.append(p)
    next_in_window(s)


def can_afford(s, seat: int) -> bool:
    """Could the seat pay for any open market tile now? (A minimal covering payment exists
    iff the usable cards together reach the price.) The offers and the hand's totals are
    both remembered (prices.open_offers, payments.hand_totals): every turn start asks this
    for every other seat."""
    totals = payments.hand_totals(s.hands[seat])
    for p, price in prices.open_offers(s, seat):  # noqa: SIM110 (a loop: any() costs a frame)
        if totals[PLACES[p][2]] >= price:
            return True
    return False


def next_in_window(s) -> None:
    """Ask the next ready seat that can afford something (D46: a seat that cannot is not
    asked); with nobody left, the active seat goes on (lobby placement or actions)."""
    while s.lobby_queue:
        seat = s.lobby_queue[0]
        if can_afford(s, seat):
            s.phase = LOBBY
            s.asked = seat
            return
        s.lobby_queue.pop(0)
    s.asked = s.turn
    s.phase = LOBBY_PLACE if s.lobby_slot[s.turn] >= 0 else ACT


def lobby_buy(s, a: LobbyBuy) -> list:
    events: list = []
    seat = s.asked
    tile = s.market[a.p]
    price = prices.effective_price(s, tile, a.p, seat)
    pay(s, seat, a.cards)
    s.market[a.p] = -1
    s.lobby_slot[seat] = tile
    s.lobby_rest[seat] = LOBBY_REST
    s.bought = True
    events.append(BuildingBought(seat, a.place, tile, a.cards, price,
                                 payments.payment_value(a.cards) == price, True))
    s.lobby_queue.pop(0)
    next_in_window(s)
    return events


def lobby_pass(s, a: LobbyPass) -> list:
    seat = s.lobby_queue.pop(0)
    next_in_window(s)
    return [LobbyPassed(seat)]


# --- actions (§2.2-§2.4, §3.12) ---------------------------------------------------------------

def pay(s, seat: int, kinds) -> list[int]:
    hand = s.hands[seat]
    cards = payments.pick(hand, kinds)
    for c in cards:
        hand.remove(c)
    s.discard.extend(cards)
    return cards


def take_money(s, a: TakeMoney) -> list:
    seat = s.turn
    cards = payments.pick(s.display, a.cards)
    for c in cards:
        s.display.remove(c)
    s.hands[seat].extend(cards)
    if a.tip:
        s.tips[seat] -= 1
    events = [MoneyTaken(seat, a.cards, a.tip)]
    end_actions(s, events)
    return events


def buy(s, a: Buy) -> list:
    seat = s.turn
    tile = s.market[a.p]
    price = prices.effective_price(s, tile, a.p, seat)
    pay(s, seat, a.cards)
    s.market[a.p] = -1
    s.tray.append(tile)
    s.bought = True
    exact = payments.payment_value(a.cards) == price
    events = [BuildingBought(seat, a.place, tile, a.cards, price, exact, False)]
    if exact:
        s.phase = BONUS
    else:
        end_actions(s, events)
    return events


def end_bonus(s, a: EndActions) -> list:
    """Ends the bonus action, or (in DONE) the held turn."""
    events = [ActionsEnded(s.turn)]
    if s.phase == DONE:
        end_turn(s, events)
    else:
        end_actions(s, events)
    return events


def pass_turn(s, a: Pass) -> list:
    """Passing is itself the end of the turn: it is never held."""
    events = [Passed(s.turn)]
    end_turn(s, events)
    return events


def take_loan(s, a: TakeLoan) -> list:
    seat = s.turn
    events: list = []
    got = []
    total = 0
    while total < LOAN_TARGET:
        c = deck.draw(s, events)
        if c < 0:
            break
        got.append(c)
        total += CARD_VALUE[c]
    s.hands[seat].extend(got)
    s.loans[seat] += 1
    events.append(LoanTaken(seat, tuple(CARD_KIND[c] for c in got)))
    end_actions(s, events)
    return events


def repay_loan(s, a: RepayLoan) -> list:
    seat = s.turn
    pay(s, seat, a.cards)
    s.loans[seat] -= 1
    return [LoanRepaid(seat, a.cards)]


def _put(s, seat: int, tile: int, c: int, tunnel_side: int) -> str:
    """Put a tile on an empire cell (spending a tunnel on ``tunnel_side`` if not 0)."""
    s.emp[seat][c] = tile
    b = TILE_BRANCH[tile]
    if b >= 0:
        s.bc[seat * NUM_BRANCHES + b] += 1
    s.cell_changed(seat, c, -1, tile)
    if tunnel_side:
        s.tunnels[seat] -= 1
        s.tun[seat].append(geometry.joint(c, tunnel_side))
        return DIR_NAMES[tunnel_side]
    return ""


def _tunnel_for(s, seat: int, c: int) -> int:
    for cand in s.candidates(seat):
        if cand[0] == c:
            return cand[4]
    raise AssertionError("placement on a cell that is no candidate")


def build(s, a: BuildFromPlanning) -> list:
    seat = s.turn
    c = geometry.cell(a.x, a.y)
    s.planning[seat].remove(a.tile)
    side = _put(s, seat, a.tile, c, _tunnel_for(s, seat, c))
    events = [BuildingPlaced(seat, a.tile, a.x, a.y, "planning", side)]
    scoring.check_unicorn(s, seat, a.tile, events)
    end_actions(s, events)
    return events


def demolish(s, a: Demolish) -> list:
    seat = s.turn
    c = geometry.cell(a.x, a.y)
    tile = s.emp[seat].pop(c)
    b = TILE_BRANCH[tile]
    if b >= 0:
        s.bc[seat * NUM_BRANCHES + b] -= 1
    returned = 0
    tun = s.tun[seat]
    for d in DIRS:
        j = geometry.joint(c, d)
        if j in tun:
            tun.remove(j)
            returned += 1
    s.tunnels[seat] += returned
    s.planning[seat].append(tile)
    s.cell_changed(seat, c, tile, -1)
    events = [Demolished(seat, tile, a.x, a.y, returned)]
    end_actions(s, events)
    return events


def swap(s, a: Swap) -> list:
    seat = s.turn
    c = geometry.cell(a.x, a.y)
    emp = s.emp[seat]
    old = emp[c]
    s.planning[seat].remove(a.tile)
    s.planning[seat].append(old)
    emp[c] = a.tile
    for t, delta in ((old, -1), (a.tile, 1)):
        b = TILE_BRANCH[t]
        if b >= 0:
            s.bc[seat * NUM_BRANCHES + b] += delta
    s.cell_changed(seat, c, old, a.tile)
    events = [Swapped(seat, a.tile, old, a.x, a.y)]
    scoring.check_unicorn(s, seat, a.tile, events)
    end_actions(s, events)
    return events


# --- placing newly acquired tiles (§2.5, D13, D29) ---------------------------------------------

def pending_tiles(s) -> list[int]:
    """Newly acquired tiles the asked seat must place now."""
    if s.phase == PLACE:
        return s.tray
    if s.phase == LOBBY_PLACE:
        return [s.lobby_slot[s.turn]]
    if s.phase == END_PLACE:
        seat = s.asked
        slot = s.lobby_slot[seat]
        return ([slot] if slot >= 0 else []) + s.handout[seat]
    return []


def _take_pending(s, tile: int) -> str:
    """Remove a tile from where it waited; returns its source name."""
    seat = s.asked
    if s.phase == PLACE:
        s.tray.remove(tile)
        return "tray"
    if s.lobby_slot[seat] == tile:
        s.lobby_slot[seat] = -1
        return "lobby"
    s.handout[seat].remove(tile)
    return "handout"


def place(s, a: Place) -> list:
    seat = s.asked
    c = geometry.cell(a.x, a.y)
    side = _tunnel_for(s, seat, c)
    source = _take_pending(s, a.tile)
    side = _put(s, seat, a.tile, c, side)
    events = [BuildingPlaced(seat, a.tile, a.x, a.y, source, side)]
    scoring.check_unicorn(s, seat, a.tile, events)
    after_placement(s, events)
    return events


def to_planning(s, a: ToPlanning) -> list:
    seat = s.asked
    source = _take_pending(s, a.tile)
    s.planning[seat].append(a.tile)
    events = [PutInPlanning(seat, a.tile, source)]
    after_placement(s, events)
    return events


def to_fund(s, a: ToFund) -> list:
    seat = s.asked
    _take_pending(s, a.tile)
    s.fund.append(a.tile)
    events = [GivenToFund(seat, a.tile)]
    after_placement(s, events)
    return events


def after_placement(s, events: list) -> None:
    if s.phase == LOBBY_PLACE:
        s.phase = ACT
    elif s.phase == PLACE:
        if not s.tray:
            finish_turn(s, events)
    elif s.phase == END_PLACE and not pending_tiles(s):
        next_end_placer(s, events)


def end_actions(s, events: list) -> None:
    """The action phase is over: place what was bought, or end the turn."""
    if s.tray:
        s.phase = PLACE
    else:
        finish_turn(s, events)


def finish_turn(s, events: list) -> None:
    """The active seat has done its turn: it ends now, or, for a seat that confirms the end
    of its turn (``hold``), waits in DONE for its EndActions."""
    if s.hold >> s.turn & 1:
        s.phase = DONE
    else:
        end_turn(s, events)


# --- end of turn (§2.6) -----------------------------------------------------------------------

def refill_market(s, events: list) -> bool:
    """Fill empty places 1->4 from the bag; False when the market stays short (D23)."""
    if min(s.market) >= 0:
        return True
    laid = []
    for p in range(NUM_PLACES):
        if s.market[p] < 0 and s.bag:
            s.market[p] = s.bag.pop()
            laid.append((PLACE_SHORT[p], s.market[p]))
    if laid:
        events.append(MarketRefilled(tuple(laid)))
    return min(s.market) >= 0


def refill_display(s, events: list) -> None:
    new = []
    while len(s.display) < DISPLAY_SIZE:
        c = deck.draw(s, events)
        if c < 0:
            break
        s.display.append(c)
        new.append(CARD_KIND[c])
    if new:
        events.append(DisplayRefilled(tuple(new)))


def work_off_queue(s, events: list) -> None:
    """Special cards in order of appearance (D7); a stimulus may append more."""
    while s.queue:
        c = s.queue.pop(0)
        if c in (CARD_STARTUP, CARD_VC):
            r = STARTUP if c == CARD_STARTUP else VC
            scoring.run(s, r, events)
            if s.n == 2:
                fund.draw_after(s, r, events)
            if s.mods & M_RATES:
                news.change_rates(s, events)
        else:
            news.reveal(s, c, events)


def money_outside_hands(s) -> bool:
    return bool(s.discard) or bool(s.display) or any(c < SPECIAL_FIRST for c in s.deck)


def end_turn(s, events: list) -> None:
    full = refill_market(s, events)
    if not full:
        s.ended = "market"
    else:
        refill_display(s, events)
    work_off_queue(s, events)
    news.upkeep(s, events)
    if s.lobby_rest[s.turn] > 0:
        s.lobby_rest[s.turn] -= 1
    s.idle = 0 if s.bought else s.idle + 1
    s.dry = 0 if s.bought or money_outside_hands(s) else s.dry + 1
    if not s.ended:
        if s.idle >= s.n and not s.bag:
            s.ended = "idle_bag"
        elif s.dry >= s.n:
            s.ended = "idle_money"
        elif s.turn_no >= MAX_TURNS:
            s.ended = "turn_cap"
    if s.ended:
        events.append(TradingEnded(s.ended))
        start_end_game(s, events)
    else:
        s.turn = (s.turn + 1) % s.n
        start_turn(s, events)


# --- end of the game (§2.11) ------------------------------------------------------------------

def hand_out(s, events: list) -> None:
    """D24: each market tile to the single richest seat in its place's currency."""
    for p in range(NUM_PLACES):
        tile = s.market[p]
        if tile < 0:
            continue
        totals = [payments.currency_totals(s.hands[q])[PLACES[p][2]] for q in range(s.n)]
        best = max(totals)
        winner = totals.index(best) if best > 0 and totals.count(best) == 1 else -1
        if winner >= 0:
            s.market[p] = -1
            s.handout[winner].append(tile)
        events.append(HandedOut(PLACE_SHORT[p], tile, winner))


def start_end_game(s, events: list) -> None:
    hand_out(s, events)
    n = s.n
    s.end_order = [(s.turn + i) % n for i in range(1, n + 1)]
    s.tray = []
    s.phase = END_PLACE
    next_end_placer(s, events)


def next_end_placer(s, events: list) -> None:
    """D25: recipients place in seat order from the seat after the last turn; then the IPO."""
    while s.end_order:
        seat = s.end_order[0]
        s.asked = seat
        if pending_tiles(s):
            return
        s.end_order.pop(0)
    scoring.run(s, IPO, events)
    s.phase = OVER
    best = max(s.score)
    events.append(GameOver(tuple(s.score), tuple(p for p, v in enumerate(s.score) if v == best)))


HANDLERS = {
    TakeMoney: take_money,
    Buy: buy,
    EndActions: end_bonus,
    Pass: pass_turn,
    TakeLoan: take_loan,
    RepayLoan: repay_loan,
    BuildFromPlanning: build,
    Demolish: demolish,
    Swap: swap,
    Place: place,
    ToPlanning: to_planning,
    ToFund: to_fund,
    LobbyBuy: lobby_buy,
    LobbyPass: lobby_pass,
}
