"""What places, sets and cash are worth to a seat (design §7), from the landing table.

Income is rent × landings per opponent turn × opponents still playing, so a round's income
is what the place earns while every rival moves once. Looking ahead `horizon` rounds the
Kraken Bay escalator is averaged over those rounds: a place bought in round 28 earns double
from round 30. Standing is cash + what the places add to net worth (D44) + the income they
will bring over the horizon: the one yardstick buying, bidding and trading share.
"""

from __future__ import annotations

from game.property.rules.landing import landing_table
from game.property.rules.queries import rent_now
from game.property.rules.rulesets import FERRY, POWER, PROPERTY, TAX

POWER_DICE = 7            # the expected dice total on a power station
PROSPECT_LEVEL = 3
RESERVE_TAIL = 0.10       # the reserve covers all but the worst 10 % of one round's rent


_EPT: dict[str, tuple[float, ...]] = {}


def ept(s) -> tuple[float, ...]:
    """Landings per opponent turn, kept per ruleset: the table's `per_turn` builds a new
    tuple on every call, and the bot asks thousands of times a decision in rollouts."""
    table = _EPT.get(s.rs.id)
    if table is None:
        table = _EPT[s.rs.id] = landing_table(s.rs.id).per_turn
    return table


def rivals(s, seat: int) -> list[int]:
    return [q for q in range(s.n) if q != seat and s.alive[q]]


def rounds_left(s, horizon: int) -> int:
    """The horizon, cut to the rounds really left: none once time is up (the game ends after
    this turn, D43), else the rounds to a round cap (D56). Income after the end counts for
    nothing, while the price still counts in net worth; so when time is up a place is worth
    its price and a set piece no more than its price to anyone."""
    if s.time_up:
        return 0
    if s.round_cap:
        return max(1, min(horizon, s.round_cap - s.round + 1))
    return horizon


def escalator_ahead(s, horizon: int) -> float:
    """The mean rent multiplier over the next ``horizon`` rounds."""
    rs = s.rs
    if horizon <= 0:
        return rs.escalator(s.round)
    return sum(rs.escalator(s.round + k) for k in range(horizon)) / horizon


def table_rent(s, p: int, owner: int, level: int | None = None) -> int:
    """The rent ``p`` would charge if ``owner`` held it (as the board stands otherwise) at
    ``level`` (default: its level now), mortgaged places counted as earning nothing."""
    rs = s.rs
    kind = rs.kind[p]
    if kind == PROPERTY:
        lv = s.level[p] if level is None else level
        if lv:
            return rs.rents[p][lv]
        members = rs.sets[rs.set_of[p]]
        whole = all(q == p or s.owner[q] == owner for q in members)
        if whole and rs.mortgage_breaks_set:
            whole = not any(s.mort[q] for q in members if q != p)
        return rs.rents[p][0] * (2 if whole else 1)
    count = 1 + sum(1 for q in rs.ownable
                    if q != p and rs.kind[q] == kind and s.owner[q] == owner)
    if kind == FERRY:
        return rs.rents[p][min(count, len(rs.rents[p]) - 1)]
    if kind == POWER:
        return POWER_DICE * rs.power_multipliers[min(count, len(rs.power_multipliers) - 1)]
    return 0


def income(s, p: int, owner: int, level: int | None = None) -> float:
    """Expected rent per round ``p`` brings ``owner`` at ``level`` (escalator of this round)."""
    if s.mort[p] and s.owner[p] == owner and level is None:
        return 0.0
    return (ept(s)[p] * table_rent(s, p, owner, level) * len(rivals(s, owner))
            * s.rs.escalator(s.round))


def affordable_level(s, set_i: int, budget: int) -> int:
    """The even level the whole set can be built to with ``budget`` (on top of what stands)."""
    rs = s.rs
    members = rs.sets[set_i]
    cost = rs.build_cost[members[0]]
    have = sum(s.level[q] for q in members)
    lv = min(s.level[q] for q in members)
    while lv < rs.top_level and (lv + 1) * len(members) - have <= budget // max(1, cost):
        lv += 1
    return max(lv, min(s.level[q] for q in members))


def set_income(s, set_i: int, owner: int, level: int) -> float:
    return sum(income(s, q, owner, level) for q in s.rs.sets[set_i])


def reserve(s, seat: int) -> int:
    """Cash to keep for one round: the rent level that only the worst 10 % of one round's
    landings exceed (rivals' places now, taxes included), at least the jail fine."""
    rs = s.rs
    table = ept(s)
    exposure = []
    for p in range(rs.n_spaces):
        if rs.kind[p] == TAX:
            exposure.append((rs.amount[p], table[p]))
        elif s.owner[p] >= 0 and s.owner[p] != seat:
            exposure.append((rent_now(s, p), table[p]))
    exposure.sort(reverse=True)
    tail = 0.0
    for amount, share in exposure:
        tail += share
        if tail >= RESERVE_TAIL:
            return max(amount, rs.jail_fine)
    return rs.jail_fine


def asset_value(s, p: int) -> int:
    """What ``p`` adds to its owner's net worth now (D44): price, half if mortgaged, plus
    buildings at cost."""
    rs = s.rs
    value = rs.price[p] // 2 if s.mort[p] else rs.price[p]
    lv = s.level[p]
    if lv:
        value += (rs.top_level if lv == rs.top_level else lv) * rs.build_cost[p]
    return value


def standing(s, seat: int, horizon: int) -> float:
    """Cash + net worth of the places + their income over the horizon, whole sets valued at
    the level the seat's spare cash can build them to (§7), and the sets still open to it
    through the bank at the chance of getting them (`prospect`): without that, a place that
    leaves only the bank's places of a set is worth its rent alone, and a rival who would
    never sell the last place sells that one."""
    if not s.alive[seat]:
        return 0.0
    rs = s.rs
    esc = escalator_ahead(s, horizon) / rs.escalator(s.round)
    spare = max(0, s.cash[seat] - reserve(s, seat))
    total = float(s.cash[seat])
    counted: set[int] = set()
    for set_i in s.whole_sets(seat):
        members = rs.sets[set_i]
        if any(s.mort[q] for q in members):
            continue
        lv = affordable_level(s, set_i, spare)
        cost = sum(max(0, lv - s.level[q]) for q in members) * rs.build_cost[members[0]]
        spare -= cost
        total += horizon * esc * set_income(s, set_i, seat, lv)   # cash → buildings: at cost
        counted.update(members)
    for p in s.owned(seat):
        total += asset_value(s, p)
        if p not in counted:
            total += horizon * esc * income(s, p, seat)
    return total + horizon * esc * sum(prospect(s, seat, i, spare) for i in open_sets(s, seat))


def open_sets(s, seat: int) -> list[int]:
    """The colour sets the seat holds part of while the bank holds all the rest: the one
    way to a set a rival cannot refuse (it buys what it lands on, or wins the auction)."""
    rs = s.rs
    owner = s.owner
    out = []
    for set_i, members in enumerate(rs.sets):
        mine = sum(1 for q in members if owner[q] == seat)
        if mine and all(owner[q] == seat or owner[q] < 0 for q in members) \
                and mine < len(members):
            out.append(set_i)
    return out


def prospect(s, seat: int, set_i: int, spare: int) -> float:
    """The income a round an open set (`open_sets`) may add: the whole set's, built as far as
    the spare cash reaches, over what its places earn now, times the chance that the seat
    gets every missing place before a rival does (one in the players left, each)."""
    rs = s.rs
    members = rs.sets[set_i]
    missing = sum(1 for q in members if s.owner[q] != seat)
    chance = (1 / max(1, len(rivals(s, seat)) + 1)) ** missing
    lv = min(PROSPECT_LEVEL, affordable_level(s, set_i, spare))
    per = ept(s)
    esc = rs.escalator(s.round) * len(rivals(s, seat))
    whole = sum(per[q] * (rs.rents[q][lv] if lv else 2 * rs.rents[q][0]) for q in members) * esc
    now = sum(income(s, q, seat) for q in members if s.owner[q] == seat)
    return chance * max(0.0, whole - now)


def group(s, p: int) -> tuple[int, ...]:
    """The places that make a set with ``p``: its colour set, or all the ferries, or both
    power stations (four ferries earn 200 each, two stations 10 × the dice: sets in all but
    name)."""
    rs = s.rs
    if rs.kind[p] == PROPERTY:
        return rs.sets[rs.set_of[p]]
    if rs.kind[p] in (FERRY, POWER):
        return tuple(q for q in rs.ownable if rs.kind[q] == rs.kind[p])
    return (p,)


def groups(s, seat: int) -> set:
    """The seat's whole groups: its whole colour sets (by index) and "ferry" / "power" when it
    holds every one of them."""
    rs = s.rs
    out: set = set(s.whole_sets(seat))
    for kind, name in ((FERRY, "ferry"), (POWER, "power")):
        places = [q for q in rs.ownable if rs.kind[q] == kind]
        if places and all(s.owner[q] == seat for q in places):
            out.add(name)
    return out


def completes_set(s, p: int, seat: int) -> bool:
    """Whether owning ``p`` makes ``seat`` hold its whole group (colour set, ferries, stations)."""
    members = group(s, p)
    return len(members) > 1 and all(q == p or s.owner[q] == seat for q in members)


def set_closed(s, p: int, seat: int) -> bool:
    """Whether ``p`` is a colour place whose set another seat holds part of: only a trade can
    make it a set for ``seat``, so against seats that never sell it earns its unbuilt rent and
    nothing more."""
    rs = s.rs
    if rs.kind[p] != PROPERTY:
        return False
    return any(s.owner[q] >= 0 and s.owner[q] != seat for q in rs.sets[rs.set_of[p]])


def blocks_set(s, p: int, seat: int) -> int:
    """The rival whose group ``p`` would complete (-1 none): buying it denies them."""
    others = [s.owner[q] for q in group(s, p) if q != p]
    if others and others[0] >= 0 and others[0] != seat and all(o == others[0] for o in others):
        return others[0]
    return -1


def worth(s, p: int, seat: int, horizon: int) -> int:
    """What owning unowned ``p`` is worth to ``seat``: the price it adds to net worth, the
    income over the horizon, and the set it completes for the seat or denies a rival."""
    rs = s.rs
    esc = escalator_ahead(s, horizon) / rs.escalator(s.round)
    value = rs.price[p] + horizon * esc * group_gain(s, p, seat)
    if completes_set(s, p, seat) and rs.kind[p] == PROPERTY:
        set_i = rs.set_of[p]
        spare = max(0, s.cash[seat] - rs.price[p] - reserve(s, seat))
        lv = affordable_level(s, set_i, spare)
        others_now = sum(income(s, q, seat) for q in rs.sets[set_i] if q != p)
        value = rs.price[p] + horizon * esc * (set_income(s, set_i, seat, lv) - others_now)
    rival = blocks_set(s, p, seat)
    if rival >= 0:
        value += horizon * esc * group_gain(s, p, rival)
    return int(value)


def group_gain(s, p: int, seat: int) -> float:
    """The income a round that unowned ``p`` adds to ``seat``: its own rent, and for a ferry
    or a station what it adds to the seat's others of its kind (the fourth ferry doubles the
    other three)."""
    rs = s.rs
    if rs.kind[p] == PROPERTY:
        return income(s, p, seat, 0)
    mine = [q for q in group(s, p) if q != p and s.owner[q] == seat]
    after = s.clone()
    after.owner[p] = seat
    after._owned = None
    return (income(after, p, seat, 0) + sum(income(after, q, seat) for q in mine)
            - sum(income(s, q, seat) for q in mine))
