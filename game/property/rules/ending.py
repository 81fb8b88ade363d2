"""The end (design §4.10, D43, D44, D56, D57): last player standing, the time limit, the
harness's round cap, net worth and the ranking; and the Kraken Bay escalator's steps."""

from __future__ import annotations

from game.property.rules.events import EscalatorStep, GameOver, TimeIsUp
from game.property.rules.phases import OVER


def net_worth(s, seat: int) -> int:
    """D44: cash + price of unmortgaged places + ½ price of mortgaged ones + the purchase cost
    of the buildings (a big building counts as top-level small pieces); passes count 0."""
    return sum(worth_parts(s, seat))


def worth_parts(s, seat: int) -> tuple[int, int, int]:
    """The net worth's three parts (D44): cash, the places (½ price when mortgaged) and the
    buildings on them; the result screen shows them apart."""
    rs = s.rs
    places = buildings = 0
    top = rs.top_level
    owner, mort, level, price = s.owner, s.mort, s.level, rs.price
    for p in rs.ownable:
        if owner[p] == seat:
            places += price[p] // 2 if mort[p] else price[p]
            lv = level[p]
            if lv:
                buildings += (top if lv == top else lv) * rs.build_cost[p]
    return s.cash[seat], places, buildings


def net_worths(s) -> list[int]:
    """Every seat's net worth in one pass over the board (0 for a bankrupt seat)."""
    rs = s.rs
    totals = [c if a else 0 for c, a in zip(s.cash, s.alive, strict=True)]
    top = rs.top_level
    owner, mort, level, price, cost = s.owner, s.mort, s.level, rs.price, rs.build_cost
    for p in rs.ownable:
        o = owner[p]
        if o >= 0:
            lv = level[p]
            totals[o] += (price[p] // 2 if mort[p] else price[p]) + (
                ((top if lv == top else lv) * cost[p]) if lv else 0)
    return totals


def _key(s, seat: int) -> tuple[int, int]:
    return net_worth(s, seat), s.cash[seat]


def eliminate(s, seat: int, ev: list) -> None:
    s.alive[seat] = False
    s.out.append(seat)
    if sum(s.alive) == 1:
        finish(s, "last_standing", ev)


def finish(s, reason: str, ev: list) -> None:
    """Rank the seats still playing by net worth, then cash (D44), then the eliminated ones,
    the last one out first (D57)."""
    alive = [p for p in range(s.n) if s.alive[p]]
    alive.sort(key=lambda p: (-net_worth(s, p), -s.cash[p], p))
    s.final_order = alive + s.out[::-1]
    s.phase = OVER
    s.end_reason = reason
    s.au_place = -1
    s.tr_terms = None
    s.dues.clear()
    s.in_debt = False
    ev.append(GameOver(tuple(s.final_order), tuple(winners(s)), reason))


def winners(s) -> list[int]:
    alive = [p for p in range(s.n) if s.alive[p]]
    best = max(_key(s, p) for p in alive)
    return sorted(p for p in alive if _key(s, p) == best)


def escalator_step(s, ev: list) -> None:
    rs = s.rs
    if rs.escalator_from and s.round >= rs.escalator_from \
            and (s.round - rs.escalator_from) % rs.escalator_every == 0:
        ev.append(EscalatorStep(s.round, rs.escalator(s.round)))


def time_is_over(s, play_seconds: float) -> bool:
    """D43: whether a game with a time limit has been played `play_seconds` (the app's clock,
    however it counts them: a skipped game's counts what watching would have taken,
    person_out.SkipClock) to its limit and `time_up` is still to be recorded."""
    return bool(s.time_limit) and not s.time_up and s.phase != OVER \
        and play_seconds >= s.time_limit * 60


def time_up(s, a, ev: list) -> None:
    """D43: the game ends when the current turn ends (turn.next_turn checks the flag)."""
    s.time_up = True
    ev.append(TimeIsUp(s.turn))
