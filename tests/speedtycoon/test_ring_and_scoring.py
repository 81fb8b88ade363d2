"""The highway ring (§7.5), majorities and ties (§7.7) and whole scorings (§7.8)."""

from __future__ import annotations

import pytest

from game.speedtycoon.rules import scoring
from game.speedtycoon.rules.data import ENERGY as E
from game.speedtycoon.rules.data import FINANCE as F
from game.speedtycoon.rules.data import INDUSTRY as IND
from game.speedtycoon.rules.data import IPO, SCORING_TABLE, STARTUP, VC
from game.speedtycoon.rules.data import LOGISTICS as L
from game.speedtycoon.rules.data import SKYSCRAPER as W
from game.speedtycoon.rules.data import TECHNOLOGY as T
from game.speedtycoon.rules.geometry import ring_length
from game.speedtycoon.rules.queries import ring_run, what_if

R3 = [(5, 0, -1), (6, 1, 0), (13, 0, 1), (12, -1, 0), (4, -1, -1), (9, 1, -1), (3, 1, 1),
      (2, -1, 1)]


def ring_after(sc, placements) -> int:
    s = sc.game(3)
    sc.play(s, 0, placements)
    return ring_length(s.emp[0])


def test_R1_hq_alone_has_no_ring(sc):
    assert ring_after(sc, []) == 0


def test_R2_a_run_turns_round_convex_corners(sc):
    assert ring_after(sc, [(1, 0, -1)]) == 3


def test_R3_a_closed_ring_counts_every_segment(sc):
    assert ring_after(sc, R3) == 12


def test_R4_a_run_wraps_round_the_loop_start(sc):
    r4 = [(7 if t == 6 else t, x, y) for t, x, y in R3]
    assert ring_after(sc, r4) == 11


def test_R5_only_the_longest_run_counts(sc):
    assert ring_after(sc, [(1, 0, -1), (13, 0, 1)]) == 3


def test_R6_internal_joints_do_not_count(sc):
    assert ring_after(sc, [(9, 1, 0), (5, 0, -1), (3, 1, -1)]) == 2


def test_R7_highways_facing_a_courtyard_do_not_count(sc):
    r7 = [(7, 0, -1), (13, 1, -1), (30, 2, -1), (23, 3, -1), (29, 3, 0), (32, 3, 1), (39, 2, 1),
          (20, 1, 1), (52, 0, 1)]
    assert ring_after(sc, r7) == 0


def test_R8_a_run_turns_round_a_concave_corner(sc):
    assert ring_after(sc, [(6, 1, 0), (7, 1, -1), (13, 2, -1)]) == 2


def test_ring_run_lists_the_segments_to_draw(sc):
    s = sc.game(3)
    sc.play(s, 0, [(1, 0, -1)])
    assert sorted(ring_run(s, 0)) == [(0, -1, "E"), (0, -1, "N"), (0, -1, "W")]


@pytest.mark.parametrize("name, scoring_no, branch, counts, expected", [
    ("M1", STARTUP, W, [3, 3, 1], [3, 3, 0]),
    ("M2", STARTUP, L, [2, 2], [0, 0]),
    ("M3", VC, L, [2, 2, 2], [3, 3, 3]),
    ("M4", IPO, T, [4, 2, 2], [20, 8, 8]),
    ("M5", IPO, F, [3, 3, 3, 1], [11, 11, 11, 0]),
    ("M6", IPO, W, [5, 3, 3, 3], [21, 6, 6, 6]),
    ("M7", IPO, W, [4, 3, 2, 2], [21, 13, 3, 3]),
    ("M8", VC, E, [1, 0, 0], [10, 0, 0]),
])
def test_majorities_ties_split_the_places_they_cover_rounded_down(name, scoring_no, branch,
                                                                   counts, expected):
    points, _places = scoring.split_places(counts, SCORING_TABLE[scoring_no][branch])
    assert points == expected


def counts_state(sc, n, per_seat, modules=()):
    """A game whose majority counts per seat are set directly (branch -> count)."""
    s = sc.game(n, modules)
    for p in range(n):
        for b in range(6):
            s.bc[p * 6 + b] = per_seat[p].get(b, 0) if p < len(per_seat) else 0
    s.fund = []
    return s


def test_M9_a_boom_doubles_the_table_before_the_split(sc):
    s = counts_state(sc, 3, [{T: 2}, {T: 2}, {}])
    s.boom_t = True
    done = scoring.compute(s, VC)
    assert [m[T] for m in done.majorities] == [17, 17, 0]


def test_M10_a_contract_in_the_own_empire_counts_double(sc):
    s = sc.game(3, ["contracts"])
    sc.build(s, 0, [(8, 0, -1), (9, 1, -1)])  # I3 and I4: counts 2
    sc.build(s, 1, [(10, 0, -1), (12, 1, 0), (14, 0, 1)])  # three Industrie
    s.contracts = [[9, 50], [40, 41], [42, 43]]
    done = scoring.compute(s, VC)
    assert done.majorities[0][IND] == 5 and done.majorities[1][IND] == 5


def test_M11_contract_and_boom_both_apply(sc):
    s = counts_state(sc, 3, [{T: 3}, {T: 4}, {T: 2}], ["contracts"])
    sc.build(s, 0, [(41, 0, -1)])
    s.bc[T] = 3
    s.contracts = [[41, 1], [2, 3], [4, 5]]
    s.boom_t = True
    done = scoring.compute(s, IPO)
    assert [m[T] for m in done.majorities] == [32, 32, 10]


def test_M12_the_fund_competes_and_its_share_is_dropped(sc):
    s = counts_state(sc, 2, [{L: 3}, {L: 1}])
    s.fund = [1, 2, 3]
    done = scoring.compute(s, VC)
    assert [m[L] for m in done.majorities] == [4, 0]
    assert done.fund[L] == 4


def test_W1_startup_with_rings(sc):
    s = counts_state(sc, 3, [{L: 2, IND: 1, F: 1, W: 2}, {L: 2, E: 1, T: 1, W: 2},
                             {IND: 1, E: 1, F: 2}])
    s.emp[0] = {}
    sc.build(s, 0, [(1, 0, -1)])
    sc.build(s, 1, [(9, 1, -1), (6, 1, 0), (3, 1, 1)])
    sc.build(s, 2, [])
    assert [ring_length(e) for e in s.emp] == [3, 5, 0]
    for p, counts in enumerate([{L: 2, IND: 1, F: 1, W: 2}, {L: 2, E: 1, T: 1, W: 2},
                                {IND: 1, E: 1, F: 2}]):
        for b in range(6):
            s.bc[p * 6 + b] = counts.get(b, 0)
    done = scoring.compute(s, STARTUP)
    assert [sum(m) for m in done.majorities] == [4, 9, 6]
    assert list(done.totals) == [7, 14, 6]


def test_W2_vc_with_two_players_and_the_fund(sc):
    s = counts_state(sc, 2, [{L: 3, E: 2, F: 1, W: 2}, {L: 1, IND: 2, E: 2, W: 1}])
    s.fund = [1, 2, 3, 8, 24, 25, 33, 34, 35, 36, 44]
    done = scoring.compute(s, VC)
    assert [sum(m) for m in done.majorities] == [27, 18]
    assert sum(done.fund) == 32


def test_W3_open_loans_cost_six_each_at_the_ipo(sc):
    s = counts_state(sc, 3, [{T: 1}, {}, {}], ["loans"])
    s.loans[0] = 2
    done = scoring.compute(s, IPO)
    assert done.loans[0] == -12
    assert done.totals[0] == 20 - 12
    assert scoring.compute(s, VC).loans[0] == 0


def test_scoring_adds_at_once_and_uses_up_the_boom(sc):
    s = counts_state(sc, 3, [{T: 1}, {}, {}])
    s.boom_t = True
    before = s.score[:]
    assert what_if(s).totals[0] == 10
    assert s.score == before
    scoring.run(s, STARTUP, [])
    assert s.score[0] == 10 and not s.boom_t and s.scorings == STARTUP
