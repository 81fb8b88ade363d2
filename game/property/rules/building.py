"""Building and selling evenly with the supply, mortgage and unmortgage (design §4.4, §4.5,
D13–D20). Levels: 0 … top; the top level is one big piece that replaces top − 1 small ones."""

from __future__ import annotations

from game.property.rules import money
from game.property.rules.events import Built, Mortgaged, Sold, SoldDown, Unmortgaged


def set_owned(s, set_i: int, seat: int) -> bool:
    owner = s.owner
    return all(owner[q] == seat for q in s.rs.sets[set_i])


def set_has_buildings(s, p: int) -> bool:
    """D20: a place whose set has a building anywhere can be neither mortgaged nor traded."""
    set_i = s.rs.set_of[p]
    if set_i < 0:
        return False
    level = s.level
    return any(level[q] for q in s.rs.sets[set_i])


def build_refusal(s, seat: int, p: int) -> tuple[str, dict] | None:
    """Why ``seat`` may not add a piece on ``p`` now (None = it may)."""
    rs = s.rs
    set_i = rs.set_of[p] if 0 <= p < rs.n_spaces else -1
    if set_i < 0 or s.owner[p] != seat:
        return "property.why.not_your_set", {"space": p}
    members = rs.sets[set_i]
    # the set by name too: "the whole Transport set", not "the whole set of Taxi fleet"
    named = {"space": p, "set": rs.set_ids[set_i]}
    if not set_owned(s, set_i, seat):
        return "property.why.set_incomplete", named
    if any(s.mort[q] for q in members):
        return "property.why.set_mortgaged", named
    lv = s.level[p]
    if lv >= rs.top_level:
        return "property.why.top_level", {"space": p}
    if lv > min(s.level[q] for q in members):
        return "property.why.uneven", {"space": p}
    if rs.builds_per_place_per_turn and s.built.count(p) >= rs.builds_per_place_per_turn:
        return "property.why.built_this_turn", {"space": p}
    big = lv == rs.top_level - 1
    if s.supply[1 if big else 0] < 1:
        return "property.why.no_supply", {"space": p, "big": big}
    if s.cash[seat] < rs.build_cost[p]:
        return "property.why.no_cash", {"amount": rs.build_cost[p]}
    return None


def sell_refusal(s, seat: int, p: int) -> tuple[str, dict] | None:
    rs = s.rs
    if not 0 <= p < rs.n_spaces or s.owner[p] != seat or not s.level[p]:
        return "property.why.nothing_to_sell", {"space": p}
    members = rs.sets[rs.set_of[p]]
    if s.level[p] < max(s.level[q] for q in members):
        return "property.why.uneven", {"space": p}
    if s.level[p] == rs.top_level and s.supply[0] < rs.top_level - 1:
        return "property.why.sell_down_only", {"space": p}
    return None


def build(s, a, ev: list) -> None:
    rs = s.rs
    p = a.space
    seat = s.owner[p]
    cost = rs.build_cost[p]
    money.to_bank(s, seat, cost, "build", ev)
    s.level[p] += 1
    if s.level[p] == rs.top_level:
        s.supply[1] -= 1
        s.supply[0] += rs.top_level - 1          # D15: the small pieces go back
    else:
        s.supply[0] -= 1
    s.built.append(p)
    ev.append(Built(seat, p, s.level[p], cost))


def sell(s, a, ev: list) -> None:
    rs = s.rs
    p = a.space
    seat = s.owner[p]
    if s.level[p] == rs.top_level:
        s.supply[1] += 1
        s.supply[0] -= rs.top_level - 1
    else:
        s.supply[0] += 1
    s.level[p] -= 1
    refund = rs.build_cost[p] // 2
    money.from_bank(s, seat, refund, "sell", ev)
    ev.append(Sold(seat, p, s.level[p], refund))


def sell_down_target(s, set_i: int) -> list[int] | None:
    """D18: the highest even configuration the supply allows when a big piece cannot be
    broken: maximum total level, extra levels to the place with the highest rent (ties: the
    higher space). None when sell_down is not the situation (a plain sale works or there is
    no big piece)."""
    rs = s.rs
    top = rs.top_level
    members = rs.sets[set_i]
    levels = [s.level[q] for q in members]
    if top not in levels or s.supply[0] >= top - 1:
        return None
    small_now = sum(lv for lv in levels if lv < top)
    big_now = levels.count(top)
    available_small = s.supply[0] + small_now
    k = len(members)
    order = sorted(range(k), key=lambda i: (rs.rents[members[i]][0], members[i]), reverse=True)
    for total in range(sum(levels) - 1, -1, -1):
        base, extra = divmod(total, k)
        target = [base] * k
        for i in order[:extra]:
            target[i] += 1
        if any(t > lv for t, lv in zip(target, levels, strict=True)):
            continue
        small = sum(t for t in target if t < top)
        big = target.count(top)
        if small <= available_small and big <= big_now:
            return target
    return [0] * k


def sell_down(s, a, ev: list) -> None:
    rs = s.rs
    set_i = rs.set_ids.index(a.set_id)
    members = rs.sets[set_i]
    target = sell_down_target(s, set_i)
    top = rs.top_level
    seat = s.owner[members[0]]
    refund = 0
    for q, t in zip(members, target, strict=True):
        lv = s.level[q]
        refund += (lv - t) * rs.build_cost[q] // 2
        s.supply[0] += (lv if lv < top else 0) - (t if t < top else 0)
        s.supply[1] += (lv == top) - (t == top)
        s.level[q] = t
    money.from_bank(s, seat, refund, "sell", ev)
    ev.append(SoldDown(seat, a.set_id, tuple(target), refund))


def mortgage_refusal(s, seat: int, p: int) -> tuple[str, dict] | None:
    rs = s.rs
    if not 0 <= p < rs.n_spaces or s.owner[p] != seat:
        return "property.why.not_yours", {"space": p}
    if s.mort[p]:
        return "property.why.mortgaged", {"space": p}
    if set_has_buildings(s, p):
        return "property.why.set_has_buildings", {"space": p}
    return None


def unmortgage_refusal(s, seat: int, p: int) -> tuple[str, dict] | None:
    rs = s.rs
    if not 0 <= p < rs.n_spaces or s.owner[p] != seat:
        return "property.why.not_yours", {"space": p}
    if not s.mort[p]:
        return "property.why.not_mortgaged", {"space": p}
    if s.cash[seat] < rs.unmortgage_cost(p):
        return "property.why.no_cash", {"amount": rs.unmortgage_cost(p)}
    return None


def mortgage(s, a, ev: list) -> None:
    p = a.space
    seat = s.owner[p]
    s.mort[p] = True
    value = s.rs.mortgage_value(p)
    money.from_bank(s, seat, value, "mortgage", ev)
    ev.append(Mortgaged(seat, p, value))


def unmortgage(s, a, ev: list) -> None:
    p = a.space
    seat = s.owner[p]
    cost = s.rs.unmortgage_cost(p)
    money.to_bank(s, seat, cost, "unmortgage", ev)
    s.mort[p] = False
    ev.append(Unmortgaged(seat, p, cost))
