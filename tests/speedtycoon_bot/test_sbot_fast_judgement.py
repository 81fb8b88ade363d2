"""The evaluator's shortcuts for speed (memos on the empire's key kept by the state, one pass
over the branches' counts, the Unicorn's thresholds read once) give the very floats of the
judgement computed plainly from the rules on every position of seeded random games: a level's
every decision depends on them, so a faster evaluator must not change one of them."""

from __future__ import annotations

import math
import random

import pytest

from game.speedtycoon.bot.evaluator import (
    BEGINNER,
    NORMAL,
    Judgement,
    expected_points,
    majority_points,
    remaining_scorings,
    score,
    zone_open_ends,
)
from game.speedtycoon.bot.plans import candidate_plans
from game.speedtycoon.rules import MODULES, geometry, new_game, prices
from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_VALUE,
    LOAN_PENALTY,
    M_LOANS,
    M_SUSTAIN,
    M_UNICORN,
    M_ZONES,
    NUM_BRANCHES,
    PLACES,
    SCORING_TABLE,
    SKYSCRAPER,
    TECHNOLOGY,
    TILE_BRANCH,
    UNICORN_POINTS,
    ZONE_AXIS,
)
from game.speedtycoon.rules.queries import tiles_to_go
from game.speedtycoon.rules.scoring import branch_counts, unicorn_threshold

GAMES = [(4, 31, {"game_type": "tycoon"}), (2, 32, {"game_type": "tycoon"}),
         (6, 33, {"modules": ",".join(MODULES)}), (3, 34, {"modules": "zones,unicorn"})]
EAGER = Judgement(exact_bonus=1.5, frontier_value=0.2)


def _walk(players: int, seed: int, options: dict):
    """Every state of a seeded random game, in order (each one a copy of the one before with
    one action applied, as in a search)."""
    rng = random.Random(seed)
    s = new_game(players, seed, options)
    while not s.is_terminal():
        yield s
        acts = s.legal_actions()
        s = s.clone()
        s.apply(acts[int(rng.random() * len(acts))])


def _pending(s, p: int) -> list[int]:
    """The tiles the seat has acquired but not placed yet."""
    return list(s.handout[p]) + ([s.lobby_slot[p]] if s.lobby_slot[p] >= 0 else []) + (
        list(s.tray) if p == s.turn else [])


def _plain_expected_points(s, judgement: Judgement) -> list[float]:
    """The evaluator's judgement written out from the rules: no empire key, no outlook or
    branch memo (the majority points and the zones' open ends are memoised on their own
    inputs, as before the shortcuts)."""
    n = s.n
    values = [float(v) for v in s.score]
    scorings = remaining_scorings(s)
    if not scorings:
        return values
    if judgement.next_only:
        scorings = scorings[:1]
    rows = [list(map(float, r)) for r in branch_counts(s)]
    for p in range(n):
        for t in _pending(s, p):
            if TILE_BRANCH[t] >= 0:
                rows[p][TILE_BRANCH[t]] += 1.0
        for t in s.planning[p]:
            if TILE_BRANCH[t] >= 0:
                rows[p][TILE_BRANCH[t]] += judgement.planning_share
    weights = [judgement.later_scoring ** 0]
    for _ in scorings[1:]:
        weights.append(weights[-1] * judgement.later_scoring)
    spreads = [round(judgement.spread * math.sqrt(tiles_to_go(s, r)), 1)
               if judgement.spread else 0.0 for r in scorings]
    for b in range(NUM_BRANCHES):
        counts = tuple(r[b] for r in rows)
        if not judgement.spread and not any(counts):
            continue
        total = [0.0] * len(counts)
        for r, w, sigma in zip(scorings, weights, spreads, strict=True):
            table = SCORING_TABLE[r][b]
            if r == scorings[0] and ((b == TECHNOLOGY and s.boom_t)
                                     or (b == SKYSCRAPER and s.boom_w)):
                table = tuple(2 * v for v in table)
            for i, v in enumerate(majority_points(counts, table, sigma)):
                total[i] += w * v
        for p in range(n):
            values[p] += total[p]
    per_scoring = sum(weights)
    growth = 0.0
    if s.mods & M_ZONES and judgement.zone_growth:
        growth = judgement.zone_growth * sum(
            w * min(1.0, tiles_to_go(s, r) / judgement.zone_tiles)
            for r, w in zip(scorings, weights, strict=True))
    for p in range(n):
        emp = s.emp[p]
        board = geometry.ring_length(emp)
        if s.mods & M_ZONES:
            board += geometry.zone_points(emp)
        if s.mods & M_SUSTAIN:
            board += geometry.sustainability(emp)
        values[p] += per_scoring * board
        if growth:
            waiting = sum(1 for t in _pending(s, p) if ZONE_AXIS[t])
            values[p] += growth * (zone_open_ends(dict(emp)) + waiting)
            values[p] += per_scoring * waiting
        if s.mods & M_LOANS:
            values[p] -= LOAN_PENALTY * s.loans[p]
        if not s.ended:
            hand = s.hands[p]
            values[p] += judgement.money_value * sum(CARD_VALUE[c] for c in hand)
            if judgement.exact_bonus:
                for place in prices.open_places(s):
                    price = prices.effective_price(s, s.market[place], place, p)
                    if _pays_exactly(hand, PLACES[place][2], price):
                        values[p] += judgement.exact_bonus
            if judgement.frontier_value:
                values[p] += judgement.frontier_value * min(len(geometry.candidates(emp)),
                                                            judgement.frontier_cap)
    if s.mods & M_UNICORN:
        for b in range(NUM_BRANCHES):
            if s.unicorn[b] >= 0:
                continue
            column = [row[b] for row in rows[:n]]
            top = max(column)
            share = min(top / unicorn_threshold(s, b), 1.0)
            values[column.index(top)] += UNICORN_POINTS * share * share * 0.6
    return values


def _pays_exactly(hand: list[int], currency: int, price: int) -> bool:
    reachable = {0}
    for c in hand:
        if CARD_CUR[c] & 1 << currency:
            reachable |= {v + CARD_VALUE[c] for v in reachable}
    return price in reachable


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_the_fast_judgement_gives_the_plain_one_to_the_last_bit(players, seed, options):
    for index, s in enumerate(_walk(players, seed, options)):
        if index % 3:
            continue  # every third position: the plain judgement is slow
        for judgement in (NORMAL, BEGINNER, EAGER):
            plain = _plain_expected_points(s, judgement)
            assert [v.hex() for v in expected_points(s, judgement)] == \
                [v.hex() for v in plain], f"turn {s.turn_no}"
            for seat in range(players):
                expected = plain[seat]
                if judgement.rival_weight:
                    rival = max(v for p, v in enumerate(plain) if p != seat)
                    expected -= judgement.rival_weight * rival
                assert score(s, seat, judgement).hex() == expected.hex(), f"turn {s.turn_no}"


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_the_empire_key_follows_every_change_of_the_empire(players, seed, options):
    for s in _walk(players, seed, options):
        for p in range(s.n):
            assert s.empire_key(p) == frozenset(s.emp[p].items()), f"turn {s.turn_no}"


@pytest.mark.parametrize("players, seed, options", GAMES[:2])
def test_a_plans_value_is_the_score_of_where_it_ends(players, seed, options):
    """A plan's value is taken from the step that judged its last position; it must be that
    position's score as judged afresh."""
    for index, s in enumerate(_walk(players, seed, options)):
        if index % 7:
            continue
        seat = s.current_player
        for widths in ((4,), (3, 2)):
            for plan in candidate_plans(s, seat, widths):
                assert plan.value.hex() == score(plan.after, seat).hex(), f"turn {s.turn_no}"
