"""The turn (design §1.3, §4.1, §4.7): roll, move with salary, landing, cards, jail, doubles,
and the end of the turn. Payments go through money.py, so every stop (a debt, a buy decision,
an auction) resumes here in `proceed`."""

from __future__ import annotations

from game.core.rng import below, shuffle
from game.property.rules import auction, ending, money
from game.property.rules.events import (
    Bought,
    CardDrawn,
    DeckReshuffled,
    Declined,
    DiceRolled,
    JailIn,
    JailOut,
    JailStay,
    Landed,
    Moved,
    PassKept,
    RentCharged,
    RoundStarted,
    SalaryPaid,
    TurnStarted,
)
from game.property.rules.passes import return_pass
from game.property.rules.phases import (
    AFTER_JAIL_MOVE,
    AFTER_LAND,
    BUY,
    JAIL_PAY,
    MOVING,
    OVER,
    POST_ROLL,
    PRE_ROLL,
)
from game.property.rules.queries import rent_parts
from game.property.rules.rulesets import (
    BACK,
    CARDS,
    CASH,
    EACH,
    GO_TO_JAIL,
    NEAREST,
    OWNABLE,
    PASS,
    POWER,
    REPAIRS,
    TAX,
    UNDER_DECK,
    WINNINGS,
)


def dice(s, seat: int, purpose: str, ev: list) -> int:
    """Two dice from the state's generator, logged; returns the total."""
    r, a = below(s.rng, 6)
    s.rng, b = below(r, 6)
    s.d1, s.d2 = a + 1, b + 1
    ev.append(DiceRolled(seat, a + 1, b + 1, purpose))
    return a + b + 2


# --- actions -----------------------------------------------------------------------------

def roll(s, a, ev: list) -> None:
    seat = s.turn
    if s.jail[seat] >= 0:
        total = dice(s, seat, "jail", ev)
        if s.d1 == s.d2:
            s.jail[seat] = -1
            ev.append(JailOut(seat, "doubles"))
            s.extra = False          # D7: doubles that free you give no extra roll
            s.phase = MOVING
            move(s, seat, total, ev)
            proceed(s, ev)
            return
        s.jail[seat] += 1
        if s.jail[seat] < 3:
            ev.append(JailStay(seat, s.jail[seat]))
            s.extra = False
            s.phase = POST_ROLL
            return
        # Third failure: pay (or hand in a pass) and move by this roll (D9).
        s.extra = False
        if s.held[seat]:
            s.phase = JAIL_PAY
            return
        _fine_then_move(s, seat, ev)
        return
    total = dice(s, seat, "move", ev)
    if s.d1 == s.d2:
        s.dbl += 1
        if s.dbl == 3:               # D7: the third doubles go to jail without moving
            send_to_jail(s, seat, "doubles", ev)
            proceed(s, ev)
            return
        s.extra = True
    else:
        s.extra = False
    s.phase = MOVING
    move(s, seat, total, ev)
    proceed(s, ev)


def _fine_then_move(s, seat: int, ev: list) -> None:
    s.phase = MOVING
    s.after = AFTER_JAIL_MOVE
    money.charge(s, seat, -1, s.rs.jail_fine, money.FINE, ev)
    proceed(s, ev)


def pay_fine(s, a, ev: list) -> None:
    seat = s.turn
    if s.phase == JAIL_PAY:
        _fine_then_move(s, seat, ev)
        return
    money.to_bank(s, seat, s.rs.jail_fine, "fine", ev)
    s.jail[seat] = -1
    ev.append(JailOut(seat, "fine"))


def use_pass(s, a, ev: list) -> None:
    seat = s.turn
    return_pass(s, seat, s.held[seat][0], ev)
    s.jail[seat] = -1
    ev.append(JailOut(seat, "pass"))
    if s.phase == JAIL_PAY:
        s.phase = MOVING
        move(s, seat, s.d1 + s.d2, ev)
        proceed(s, ev)


def buy(s, a, ev: list) -> None:
    seat, p = s.turn, s.pos[s.turn]
    money.buy_place(s, seat, p, s.rs.price[p], "buy", ev)
    ev.append(Bought(seat, p, s.rs.price[p]))
    s.phase = MOVING
    proceed(s, ev)


def decline(s, a, ev: list) -> None:
    seat, p = s.turn, s.pos[s.turn]
    ev.append(Declined(seat, p))
    s.phase = MOVING
    if s.auctions:
        auction.open_auction(s, p, seat, ev)
    proceed(s, ev)  # at once without an auction (or one nobody can open), else once it closes


def end_turn(s, a, ev: list) -> None:
    next_turn(s, ev)


# --- moving and landing ------------------------------------------------------------------

def move(s, seat: int, steps: int, ev: list, card_multiplier: int = 0,
         fresh_power: bool = False) -> None:
    """Forward by ``steps`` with salary for passing or reaching start (D4), then land."""
    n = s.rs.n_spaces
    origin = s.pos[seat]
    target = origin + steps
    s.pos[seat] = target % n
    ev.append(Moved(seat, origin, target % n, steps, n))
    if target >= n:
        money.from_bank(s, seat, s.rs.salary, None, ev)
        ev.append(SalaryPaid(seat, s.rs.salary))
    land(s, seat, ev, card_multiplier, fresh_power)


def move_back(s, seat: int, steps: int, ev: list) -> None:
    n = s.rs.n_spaces
    origin = s.pos[seat]
    s.pos[seat] = (origin - steps) % n
    ev.append(Moved(seat, origin, s.pos[seat], -steps, n))
    land(s, seat, ev)


def land(s, seat: int, ev: list, card_multiplier: int = 0, fresh_power: bool = False) -> None:
    """Landing resolution in the order of design §4.1."""
    rs = s.rs
    p = s.pos[seat]
    kind = rs.kind[p]
    ev.append(Landed(seat, p))
    if kind in OWNABLE:
        owner = s.owner[p]
        if owner < 0:
            s.phase = BUY
        elif owner != seat and not s.mort[p]:
            charge_rent(s, seat, p, ev, card_multiplier, fresh_power)
    elif kind == CARDS:
        draw(s, seat, rs.deck_at[p], ev)
    elif kind == GO_TO_JAIL:
        send_to_jail(s, seat, "space", ev)
    elif kind == TAX:
        money.charge(s, seat, -1, rs.amount[p], money.TAX, ev)
    elif kind == WINNINGS:
        money.from_bank(s, seat, rs.amount[p], "winnings", ev)


def charge_rent(s, seat: int, p: int, ev: list, card_multiplier: int = 0,
                fresh_power: bool = False) -> None:
    owner = s.owner[p]
    if fresh_power:
        total = dice(s, seat, "card", ev)
        table, bonus = total * card_multiplier, False
        mult = 1
    else:
        table, bonus = rent_parts(s, p, s.d1 + s.d2)
        mult = card_multiplier or 1
    esc = s.rs.escalator(s.round)
    amount = table * mult * esc
    ev.append(RentCharged(seat, owner, p, table, bonus, mult, esc, amount))
    if amount:
        money.charge(s, seat, owner, amount, money.RENT, ev)


def send_to_jail(s, seat: int, reason: str, ev: list) -> None:
    """D8: straight to the jail space, no salary, tries 0, the turn ends at once."""
    origin = s.pos[seat]
    s.pos[seat] = s.rs.jail_space
    s.jail[seat] = 0
    s.extra = False
    s.jailed_now = True
    ev.append(JailIn(seat, reason))
    ev.append(Moved(seat, origin, s.rs.jail_space, 0, s.rs.n_spaces))


def draw(s, seat: int, d: int, ev: list) -> None:
    rs = s.rs
    deck = s.decks[d]
    info = rs.decks[d]
    if not deck:
        deck.extend(s.discards[d])
        s.discards[d].clear()
        s.rng = shuffle(deck, s.rng)
        ev.append(DeckReshuffled(info.id))
    if s.seen[d] == len(deck):
        s.seen[d] -= 1
    c = deck.pop(0)
    ev.append(CardDrawn(seat, info.id, info.cards[c]))
    code, x, y = info.effects[c]
    if code == PASS:
        s.held[seat].append(d * 64 + c)
        ev.append(PassKept(seat, info.cards[c]))
        return
    if rs.discard_mode == UNDER_DECK:
        deck.append(c)
        s.seen[d] += 1
    else:
        s.discards[d].append(c)
    target = rs.card_target(info.effects[c], s.pos[seat])
    if target is not None:
        if target < 0:
            send_to_jail(s, seat, "card", ev)
        elif code == BACK:
            move_back(s, seat, x, ev)
        elif code == NEAREST:       # rent ×2 (ferry) or a fresh roll ×10 (power, D23)
            move(s, seat, (target - s.pos[seat]) % rs.n_spaces, ev, y, x == POWER)
        else:                       # forward, with salary past start (D4, D37)
            move(s, seat, (target - s.pos[seat]) % rs.n_spaces, ev)
    elif code == CASH:
        if x >= 0:
            money.from_bank(s, seat, x, "card", ev)
        else:
            money.charge(s, seat, -1, -x, money.CARD, ev)
    elif code == EACH:
        for k in range(1, s.n):
            other = (seat + k) % s.n
            if s.alive[other]:
                if x >= 0:
                    money.charge(s, other, seat, x, money.CARD, ev)
                else:
                    money.charge(s, seat, other, -x, money.CARD, ev)
    elif code == REPAIRS:
        top = rs.top_level
        small = big = 0
        for p in range(rs.n_spaces):
            if s.owner[p] == seat:
                lv = s.level[p]
                if lv == top:
                    big += 1
                else:
                    small += lv
        if small * x + big * y:
            money.charge(s, seat, -1, small * x + big * y, money.CARD, ev)


# --- resuming after a stop ---------------------------------------------------------------
# The side decisions (a bid, paying a debt, going bankrupt) are carried out by auction.py and
# money.py; the turn goes on from here, so those modules never reach back into this one.

def bid(s, a, ev: list) -> None:
    auction.bid(s, a, ev)
    proceed(s, ev)  # nothing while the auction runs; the turn resumes once it is decided


def drop(s, a, ev: list) -> None:
    auction.drop(s, a, ev)
    proceed(s, ev)


def pay(s, a, ev: list) -> None:
    """The debtor has raised the cash: the debt is paid and whatever waited resumes."""
    proceed(s, ev)


def bankrupt(s, a, ev: list) -> None:
    """The debtor leaves (money.bankrupt); play goes to the next seat when it was the debtor's
    turn, else it resumes where the debt stopped it."""
    debtor = s.dues[0]
    money.bankrupt(s, a, ev)
    if s.phase == OVER:
        return
    if debtor == s.turn:
        next_turn(s, ev)
    else:
        proceed(s, ev)


def proceed(s, ev: list) -> None:
    """Continue the turn after anything that could stop it: settle the pending payments,
    then finish the landing (extra roll or post-roll) or the jail exit's move."""
    while True:
        if s.phase == OVER or s.au_place >= 0:
            return
        if not money.settle(s, ev):
            return
        if s.phase == BUY:
            return
        if s.after == AFTER_JAIL_MOVE:
            s.after = AFTER_LAND
            seat = s.turn
            s.jail[seat] = -1
            ev.append(JailOut(seat, "fine"))
            move(s, seat, s.d1 + s.d2, ev)
            continue
        break
    if s.jailed_now:
        next_turn(s, ev)
    elif s.extra:
        s.phase = PRE_ROLL
    else:
        s.phase = POST_ROLL


def next_turn(s, ev: list) -> None:
    """The next seat still playing; the round advances when play passes the first seat
    (D25); a pending time-up or the harness cap ends the game here (D43, D56)."""
    if s.time_up:
        ending.finish(s, "time_up", ev)
        return
    n = s.n
    t = s.turn
    wrapped = False
    for k in range(1, n + 1):
        q = (t + k) % n
        if q == s.first:
            wrapped = True
        if s.alive[q]:
            break
    if wrapped:
        s.round += 1
        s.tr_rejected.clear()
        if s.round_cap and s.round > s.round_cap:
            s.round -= 1
            ending.finish(s, "round_cap", ev)
            return
        ev.append(RoundStarted(s.round, s.rs.escalator(s.round)))
        ending.escalator_step(s, ev)
    s.turn = q
    s.phase = PRE_ROLL
    s.dbl = 0
    s.extra = s.jailed_now = False
    s.after = AFTER_LAND
    s.built.clear()
    for p in range(n):
        s.tr_opened[p] = 0
    ev.append(TurnStarted(q, s.round))

