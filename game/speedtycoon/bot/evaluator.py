"""What a position is worth to each seat, in points: the one judgement every level shares.

Expected points = points already scored + for every scoring still to come the majorities on
the projected counts (empire buildings, contracts, the tiles bought but not yet placed; planning
tiles at a share, since they can still be built) with the tie split of the rules, the ring, the
zones and sustainability as they stand, the loan penalty + the hand as future buildings (face
value at a rate, and a bonus for each market place the hand can pay exactly: an exact payment is
another action) + the open frontier (cells a tile could still go to) + the Unicorn still open.
Later scorings are discounted: rivals build too.

`win_chances` turns expected points into per-seat values in [0, 1] for the search.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import add

from game.speedtycoon.rules import geometry, prices
from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_VALUE,
    IPO,
    LOAN_PENALTY,
    M_BLITZ,
    M_LOANS,
    M_SUSTAIN,
    M_UNICORN,
    M_ZONES,
    PLACES,
    ROW,
    SCORING_TABLE,
    SKYSCRAPER,
    TECHNOLOGY,
    TILE_BRANCH,
    TILE_SIDES,
    UNICORN_POINTS,
    ZONE_AXIS,
    E,
    N,
    S,
    W,
)
from game.speedtycoon.rules.geometry import STEP
from game.speedtycoon.rules.phases import OVER
from game.speedtycoon.rules.queries import tiles_to_go
from game.speedtycoon.rules.scoring import branch_counts, split_places, unicorn_thresholds


@dataclass(frozen=True)
class Judgement:
    """The weights of a way of judging positions; the levels differ in them."""

    #: Share of a later scoring's points counted now (rivals catch up, tiles move). The
    #: spread below already says how unsure a later majority is, so Normal counts it whole.
    later_scoring: float = 1.0
    #: A planning tile counts this much in the majorities (it can still be built).
    planning_share: float = 0.5
    #: Points per unit of money in hand (a building of price ~7 is worth ~5 points).
    money_value: float = 0.45
    #: Bonus per market place the hand pays exactly now (one more action).
    exact_bonus: float = 0.0
    #: Points per cell a tile could still be placed on (an open, outward empire).
    frontier_value: float = 0.0
    frontier_cap: int = 12
    #: How much the best rival's expected points count against one's own.
    rival_weight: float = 0.2
    #: Only the next scoring is seen (a beginner).
    next_only: bool = False
    #: How uncertain a seat's count at a scoring is, per square root of the tiles it may
    #: still get before it (0: the counts as they stand are final).
    spread: float = 0.5
    #: Points a zone's open end (its row or column runs on to an empty cell, no highway in
    #: the way) is expected to add at a scoring still to come once each seat may get
    #: `zone_tiles` more tiles before it (fewer: that share). Zones as they stand score a
    #: building or two, so without their growth no level ever bought one (issue 31).
    zone_growth: float = 1.0
    zone_tiles: float = 4.0


NORMAL = Judgement()
BEGINNER = Judgement(later_scoring=0.8, money_value=0.3, exact_bonus=0.0, frontier_value=0.0,
                     rival_weight=0.0, next_only=True, spread=0.0, zone_growth=0.5)

_RING: dict[frozenset, int] = {}
_RING_LIMIT = 20_000


def ring(emp: dict[int, int]) -> int:
    """The ring length of an empire, memoised: rivals' empires repeat across thousands of
    evaluations of one decision."""
    return _ring_of(frozenset(emp.items()), emp)


def _ring_of(key: frozenset, emp: dict[int, int]) -> int:
    value = _RING.get(key)
    if value is None:
        if len(_RING) > _RING_LIMIT:
            _RING.clear()
        value = _RING[key] = geometry.ring_length(emp)
    return value


#: (board points, zone open ends) by the scoring modules that count them, then by empire.
_EMPIRE: dict[int, dict[frozenset, tuple[int, int]]] = {}
_NO_EMPIRES: dict = {}


def board_points(emp: dict[int, int], mods: int) -> int:
    """What one empire scores at every scoring as it stands (ring, and with their modules
    the zones and sustainability), memoised like `ring`."""
    return _empire_of(frozenset(emp.items()), emp, mods)[0]


def _empire_of(key: frozenset, emp: dict[int, int], mods: int) -> tuple[int, int]:
    """`board_points` and (with zones) `zone_open_ends` on the empire's key
    (State.empire_key, made once per change of the empire): the frozenset keeps its hash,
    so a memo hit costs one look-up."""
    bits = mods & (M_ZONES | M_SUSTAIN)
    memo = _EMPIRE.get(bits)
    if memo is None:
        memo = _EMPIRE[bits] = {}
    got = memo.get(key)
    if got is None:
        if len(memo) > _RING_LIMIT:
            memo.clear()
        value = _ring_of(key, emp)
        ends = 0
        if bits & M_ZONES:
            value += geometry.zone_points(emp)
            ends = _zone_ends_of(key, emp)
        if bits & M_SUSTAIN:
            value += geometry.sustainability(emp)
        got = memo[key] = (value, ends)
    return got


def projected_counts(s, judgement: Judgement = NORMAL) -> tuple[list[list[float]], list[int]]:
    """Majority counts per competitor and branch once the pending tiles are placed, and the
    zones pending per seat. A pending tile adds 1, a planning tile the judgement's share; a
    count without a planning tile stays an int, which every use (memo keys, comparisons,
    divisions) takes exactly as the float of the same value."""
    rows = branch_counts(s)
    share = judgement.planning_share
    n = s.n
    waiting = [0] * n
    handout, slots, turn, planning = s.handout, s.lobby_slot, s.turn, s.planning
    for p in range(n):
        row = rows[p]
        if handout[p] or slots[p] >= 0 or p == turn:
            for t in _pending(s, p):
                if TILE_BRANCH[t] >= 0:
                    row[TILE_BRANCH[t]] += 1
                if ZONE_AXIS[t]:
                    waiting[p] += 1
        for t in planning[p]:
            if TILE_BRANCH[t] >= 0:
                row[TILE_BRANCH[t]] += share
    return rows, waiting


_NONE: tuple = ()


def _pending(s, p: int):
    """Tiles the seat has acquired but not placed yet (the end's hand-out, the Lobbyist
    slot, the tray on its turn), without a new list in the usual case."""
    handout = s.handout[p]
    slot = s.lobby_slot[p]
    tray = s.tray if p == s.turn else _NONE
    if not handout and slot < 0:
        return tray
    pending = list(handout)
    if slot >= 0:
        pending.append(slot)
    pending.extend(tray)
    return pending


def remaining_scorings(s) -> list[int]:
    if s.phase == OVER:
        return []
    return list(range(s.scorings + 1, IPO + 1))


def can_pay_exactly(hand: list[int], currency: int, price: int) -> bool:
    sums = 1
    bit = 1 << currency
    for c in hand:
        if CARD_CUR[c] & bit:
            sums |= sums << CARD_VALUE[c]
    return bool(sums >> price & 1)


@dataclass(frozen=True, slots=True)
class Outlook:
    """What a judgement makes of the scorings still to come in a position, shared by every
    position with the same public progress (bag, market, money drawn, scoring cards)."""

    #: The scorings, their weights and spreads, and the booms: `branch_points`' context.
    context: tuple
    #: The sum of the weights (what a point on the board is worth over the scorings).
    per_scoring: float
    #: Points a zone's open end is expected to add (0.0: zones are not judged).
    growth: float
    #: Per (branch, counts): the branch points, and who is closest to its Unicorn with
    #: what it is worth (`_branch_entry`).
    memo: dict


_OUTLOOK: dict[tuple, Outlook] = {}
_OUTLOOK_LIMIT = 5_000
#: Every judgement an outlook was made for, by id: kept, so that no other judgement ever
#: gets its id (the memo key; a judgement's own hash reads all its fields every time).
_JUDGEMENTS: dict[int, Judgement] = {}


def outlook(s, judgement: Judgement) -> Outlook | None:
    """The judgement's view of the scorings still to come (None: there are none), memoised
    on everything it depends on; made afresh it costs as much as the rest of a judgement."""
    n = s.n
    market = s.market
    key = (len(s.bag), len(market) - market.count(-1), s.mdrawn, n, tuple(s.bands),
           s.phase == OVER, s.scorings, s.boom_t, s.boom_w, s.mods & (M_ZONES | M_BLITZ),
           id(judgement))
    got = _OUTLOOK.get(key)
    if got is not None:
        return got
    scorings = remaining_scorings(s)
    if not scorings:
        return None
    _JUDGEMENTS[id(judgement)] = judgement
    if judgement.next_only:
        scorings = scorings[:1]
    weight = 1.0
    weights = []
    for _ in scorings:
        weights.append(weight)
        weight *= judgement.later_scoring
    table = key[:5]
    context = (tuple(scorings), tuple(weights), _spreads(s, table, scorings, judgement.spread),
               s.boom_t, s.boom_w)
    growth = (judgement.zone_growth
              * _zone_reach(s, table, scorings, weights, judgement.zone_tiles)
              if s.mods & M_ZONES and judgement.zone_growth else 0.0)
    if len(_OUTLOOK) > _OUTLOOK_LIMIT:
        _OUTLOOK.clear()
    memo = _branch_memo((context, n, unicorn_thresholds(s)))
    got = _OUTLOOK[key] = Outlook(context, sum(weights), growth, memo)
    return got


def expected_points(s, judgement: Judgement = NORMAL) -> list[float]:
    values = list(map(float, s.score))
    view = outlook(s, judgement)
    if view is None:
        return values
    rows, waiting = projected_counts(s, judgement)
    memo = view.memo
    every = bool(judgement.spread)
    columns = []
    for b, counts in enumerate(zip(*rows, strict=True)):
        got = memo.get((b, counts))
        if got is None:
            got = _branch_entry(memo, s, view.context, b, counts)
        columns.append(got)
        if every or any(counts):
            values = list(map(add, values, got[0]))
    per_scoring = view.per_scoring
    growth = view.growth
    mods = s.mods
    trading = not s.ended
    loans = mods & M_LOANS
    money_value = judgement.money_value
    empires = _EMPIRE.get(mods & (M_ZONES | M_SUSTAIN), _NO_EMPIRES)
    for p, key in enumerate(s.empire_keys()):
        got = empires.get(key)
        board, ends = got if got is not None else _empire_of(key, s.emp[p], mods)
        value = values[p] + per_scoring * board
        if growth:
            # A zone not placed yet is counted as it will most likely stand: next to one
            # building, one end open; so a purchase of one ranks among the first steps.
            value += growth * (ends + waiting[p])
            value += per_scoring * waiting[p]
        if loans:
            value -= LOAN_PENALTY * s.loans[p]
        if trading:
            hand = s.hands[p]
            value += money_value * sum(map(CARD_VALUE.__getitem__, hand))
            if judgement.exact_bonus:
                for place in prices.open_places(s):
                    price = prices.effective_price(s, s.market[place], place, p)
                    if can_pay_exactly(hand, PLACES[place][2], price):
                        value += judgement.exact_bonus
            if judgement.frontier_value:
                value += judgement.frontier_value * min(len(s.candidates(p)),
                                                        judgement.frontier_cap)
        values[p] = value
    if mods & M_UNICORN:
        # An open Unicorn is worth its points times (share of the threshold reached)² to
        # the seat closest to it.
        unicorn = s.unicorn
        for b, (_pts, closest, worth) in enumerate(columns):
            if unicorn[b] < 0:
                values[closest] += worth
    return values


_ZONE_ENDS: dict[frozenset, int] = {}


def zone_open_ends(emp: dict[int, int]) -> int:
    """Ends of the empire's zone runs (geometry.zone_points) that stop at an empty cell with
    no highway in the way: a building placed there later adds a point at every scoring.
    Memoised like `ring`."""
    return _zone_ends_of(frozenset(emp.items()), emp)


def _zone_ends_of(key: frozenset, emp: dict[int, int]) -> int:
    """`zone_open_ends` on the empire's key (State.empire_key)."""
    got = _ZONE_ENDS.get(key)
    if got is not None:
        return got
    ends = 0
    for c, t in emp.items():
        axis = ZONE_AXIS[t]
        if not axis:
            continue
        for d in (E, W) if axis == ROW else (N, S):
            cur = c
            while True:
                if TILE_SIDES[emp[cur]] & d:
                    break
                nxt = cur + STEP[d]
                if nxt not in emp:
                    ends += 1
                    break
                cur = nxt
    if len(_ZONE_ENDS) > _RING_LIMIT:
        _ZONE_ENDS.clear()
    _ZONE_ENDS[key] = ends
    return ends


_REACH: dict[tuple, float] = {}


def _zone_reach(s, table: tuple, scorings: list[int], weights: list[float],
                tiles: float) -> float:
    """Sum over the scorings to come of their weight times the share of `tiles` each seat
    may still get before them (public facts only, as the spread; `table`: what they
    depend on, see `outlook`)."""
    key = (table, tuple(scorings), tuple(weights), tiles)
    got = _REACH.get(key)
    if got is None:
        if len(_REACH) > _MAJORITY_LIMIT:
            _REACH.clear()
        got = _REACH[key] = sum(w * min(1.0, tiles_to_go(s, r) / tiles)
                                for r, w in zip(scorings, weights, strict=True))
    return got


#: Offsets of a seat's count weighed by the spread (a count rarely moves by more than 3
#: against the rivals before a scoring).
_OFFSETS = (-3, -2, -1, 0, 1, 2, 3)


_SPREADS: dict[tuple, tuple[float, ...]] = {}


def _spreads(s, table: tuple, scorings: list[int], per_tile: float) -> tuple[float, ...]:
    """The spread of a count at each scoring still to come, rounded so that positions share
    memo entries; memoised on what it depends on (`table`: the bag, the market, the money
    drawn and the bands of the scoring cards)."""
    if not per_tile:
        return (0.0,) * len(scorings)
    key = (table, tuple(scorings), per_tile)
    got = _SPREADS.get(key)
    if got is None:
        if len(_SPREADS) > _MAJORITY_LIMIT:
            _SPREADS.clear()
        got = _SPREADS[key] = tuple(round(per_tile * math.sqrt(tiles_to_go(s, r)), 1)
                                    for r in scorings)
    return got


#: Branch entries by (context, seats, Unicorn thresholds), then by (branch, counts): the
#: context is hashed once per position, not once per branch.
_BRANCH: dict[tuple, dict[tuple, tuple]] = {}


def _branch_memo(key: tuple) -> dict[tuple, tuple]:
    memo = _BRANCH.get(key)
    if memo is None:
        if len(_BRANCH) > _CONTEXT_LIMIT:
            _BRANCH.clear()
        memo = _BRANCH[key] = {}
    return memo


_CONTEXT_LIMIT = 2_000
_branch_entries = 0


def branch_points(context: tuple, branch: int, counts: tuple) -> tuple[float, ...]:
    """Each competitor's weighted majority points in one branch over the scorings still to
    come (`context`: the scorings, their weights and spreads, the booms); memoised by
    `_branch_entry`: most actions of a decision leave most branches' counts as they were."""
    scorings, weights, spreads, boom_t, boom_w = context
    total = [0.0] * len(counts)
    for r, w, sigma in zip(scorings, weights, spreads, strict=True):
        table = SCORING_TABLE[r][branch]
        if r == scorings[0] and ((branch == TECHNOLOGY and boom_t)
                                 or (branch == SKYSCRAPER and boom_w)):
            table = tuple(2 * v for v in table)
        for i, v in enumerate(majority_points(counts, table, sigma)):
            total[i] += w * v
    return tuple(total)


def _branch_entry(memo: dict, s, context: tuple, branch: int, counts: tuple) -> tuple:
    """What `expected_points` needs of one branch's projected counts, into the memo: the
    branch points, the seat closest to the branch's Unicorn and what that is worth to it."""
    column = counts[:s.n]
    top = max(column)
    share = min(top / unicorn_thresholds(s)[branch], 1.0)
    global _branch_entries
    _branch_entries += 1
    if _branch_entries > _MAJORITY_LIMIT:
        # Bounded over all contexts: every memo is dropped (the one in hand still fills).
        _branch_entries = 0
        _BRANCH.clear()
        _OUTLOOK.clear()
    got = memo[(branch, counts)] = (branch_points(context, branch, counts), column.index(top),
                                    UNICORN_POINTS * share * share * 0.6)
    return got


_MAJORITY: dict[tuple, tuple[float, ...]] = {}
_MAJORITY_LIMIT = 50_000


def majority_points(counts: tuple, table: tuple, sigma: float) -> tuple[float, ...]:
    """Each competitor's points in one branch at one scoring: the rules' split if sigma is
    0; else the mean over the seat's own count moved by -3..3 (normal weights of spread
    sigma, the rivals' counts held), so a building that does not change a place yet still
    counts for the place it comes closer to. Memoised: counts repeat across a decision."""
    key = (counts, table, sigma)
    got = _MAJORITY.get(key)
    if got is not None:
        return got
    if sigma <= 0.0:
        got = tuple(float(v) for v in split_places(list(counts), table)[0])
    else:
        weights = [math.exp(-0.5 * (d / sigma) ** 2) for d in _OFFSETS]
        total = sum(weights)
        out = []
        for i, c in enumerate(counts):
            others = [o for j, o in enumerate(counts) if j != i]
            value = 0.0
            for d, w in zip(_OFFSETS, weights, strict=True):
                mine = c + d
                if mine <= 0:
                    continue
                place = sum(1 for o in others if o > mine)
                tied = 1 + sum(1 for o in others if o == mine)
                value += w * sum(table[place:place + tied]) / tied
            out.append(value / total)
        got = tuple(out)
    if len(_MAJORITY) > _MAJORITY_LIMIT:
        _MAJORITY.clear()
    _MAJORITY[key] = got
    return got


def score(s, seat: int, judgement: Judgement = NORMAL) -> float:
    """The greedy levels' judgement: own expected points minus a share of the best rival's."""
    values = expected_points(s, judgement)
    own = values[seat]
    if not judgement.rival_weight or s.n < 2:
        return own
    del values[seat]  # a list of its own: the rivals are what is left
    return own - judgement.rival_weight * max(values)


def win_chances(s) -> list[float]:
    """Per seat in [0, 1]: a logistic of the lead over the best rival; the real result once
    the game is over. The spread narrows as scorings pass (a late lead is safer)."""
    if s.phase == OVER:
        return list(s.returns())
    values = expected_points(s)
    spread = (14.0, 10.0, 7.0, 5.0)[s.scorings]
    out = []
    for p, v in enumerate(values):
        rival = max(w for q, w in enumerate(values) if q != p)
        out.append(1.0 / (1.0 + math.exp(-(v - rival) / spread)))
    return out
