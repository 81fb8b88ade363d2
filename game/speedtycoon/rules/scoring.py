"""The three scorings (§2.10, D21, D22) and the Unicorn (§3.7, D37).

``compute`` works on a frozen state and changes nothing, so the majorities view (M) and the
real scoring are the same function.
"""

from __future__ import annotations

from game.speedtycoon.rules import geometry
from game.speedtycoon.rules.data import (
    BRANCHES,
    IPO,
    LOAN_PENALTY,
    M_BLITZ,
    M_CONTRACTS,
    M_LOANS,
    M_SUSTAIN,
    M_UNICORN,
    M_ZONES,
    NUM_BRANCHES,
    SCORING_NAMES,
    SCORING_TABLE,
    SKYSCRAPER,
    TECHNOLOGY,
    TILE_BRANCH,
    UNICORN_POINTS,
    UNICORN_THRESHOLD,
    UNICORN_THRESHOLD_LOWERED,
)
from game.speedtycoon.rules.events import ScoringDone, UnicornWon


def split_places(counts: list[int], table: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """(points, places) per competitor for one branch: zero takes no place, competition
    ranking, a tie shares the paid places it covers, rounded down (D21)."""
    points = [0] * len(counts)
    places = [0] * len(counts)
    ranked = sorted(counts, reverse=True)  # a count's first index = the counts above it
    for i, c in enumerate(counts):
        if c <= 0:
            continue
        place = 1 + ranked.index(c)
        tied = counts.count(c)
        places[i] = place
        points[i] = sum(table[place - 1:place - 1 + tied]) // tied
    return points, places


def branch_counts(s) -> list[list[int]]:
    """Majority counts per competitor (seats, then the fund with two players) and branch:
    empire buildings, +1 for each own contract standing in the own empire (D31)."""
    bc = s.bc
    rows = [bc[i:i + NUM_BRANCHES] for i in range(0, s.n * NUM_BRANCHES, NUM_BRANCHES)]
    if s.mods & M_CONTRACTS:
        for p in range(s.n):
            contracts = s.contracts[p]
            if not contracts:
                continue
            tiles = s.emp[p].values()
            for t in contracts:
                if t in tiles:
                    rows[p][TILE_BRANCH[t]] += 1
    if s.n == 2:
        fund = [0] * NUM_BRANCHES
        for t in s.fund:
            fund[TILE_BRANCH[t]] += 1
        rows.append(fund)
    return rows


def compute(s, scoring: int) -> ScoringDone:
    """Every part of one scoring on the state as it stands (the M view uses it as it is)."""
    n = s.n
    rows = branch_counts(s)
    majorities = [[0] * NUM_BRANCHES for _ in range(len(rows))]
    places = [[0] * NUM_BRANCHES for _ in range(len(rows))]
    for b in range(NUM_BRANCHES):
        table = SCORING_TABLE[scoring][b]
        if (b == TECHNOLOGY and s.boom_t) or (b == SKYSCRAPER and s.boom_w):
            table = tuple(2 * v for v in table)
        pts, pls = split_places([r[b] for r in rows], table)
        for i in range(len(rows)):
            majorities[i][b] = pts[i]
            places[i][b] = pls[i]
    ring = [geometry.ring_length(s.emp[p]) for p in range(n)]
    zones = [geometry.zone_points(s.emp[p]) if s.mods & M_ZONES else 0 for p in range(n)]
    sustain = [geometry.sustainability(s.emp[p]) if s.mods & M_SUSTAIN else 0 for p in range(n)]
    loans = [-LOAN_PENALTY * s.loans[p] if scoring == IPO and s.mods & M_LOANS else 0
             for p in range(n)]
    totals = [sum(majorities[p]) + ring[p] + zones[p] + sustain[p] + loans[p] for p in range(n)]
    return ScoringDone(
        scoring=SCORING_NAMES[scoring],
        majorities=tuple(tuple(m) for m in majorities[:n]),
        places=tuple(tuple(p) for p in places[:n]),
        ring=tuple(ring), zones=tuple(zones), sustainability=tuple(sustain),
        loans=tuple(loans), totals=tuple(totals),
        fund=tuple(majorities[n]) if n == 2 else (),
    )


def run(s, scoring: int, events: list) -> None:
    """Score, add the totals at once, and use up the booms (they act at one scoring)."""
    done = compute(s, scoring)
    for p in range(s.n):
        s.score[p] += done.totals[p]
    s.scorings = scoring
    s.boom_t = s.boom_w = False
    events.append(done)


def unicorn_threshold(s, branch: int) -> int:
    return unicorn_thresholds(s)[branch]


def unicorn_thresholds(s) -> tuple[int, ...]:
    """The Unicorn's threshold per branch (lowered with five or more seats, and in Blitz)."""
    lowered = s.n >= 5 or s.mods & M_BLITZ
    return UNICORN_THRESHOLD_LOWERED if lowered else UNICORN_THRESHOLD


def check_unicorn(s, seat: int, tile: int, events: list) -> None:
    """D37: the first seat with enough physical empire buildings of a branch scores 6 now."""
    if not s.mods & M_UNICORN:
        return
    b = TILE_BRANCH[tile]
    if b < 0 or s.unicorn[b] >= 0:
        return
    if s.bc[seat * NUM_BRANCHES + b] >= unicorn_threshold(s, b):
        s.unicorn[b] = seat
        s.score[seat] += UNICORN_POINTS
        events.append(UnicornWon(seat, BRANCHES[b], UNICORN_POINTS))
