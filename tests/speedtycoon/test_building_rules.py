"""Building rules B1-B5, holes and courtyards, demolish and swap, tunnels (design §7.1-§7.4)."""

from __future__ import annotations

import pytest

from game.speedtycoon.rules import IllegalAction, parse_action
from game.speedtycoon.rules.queries import legal_cells


def placeable(sc, s, tile, seat=0) -> set[tuple[int, int]]:
    sc.pending(s, seat, [tile])
    out = set()
    for text in sc.place_texts(s):
        x, y = text.split("@")[1].split(",")
        out.add((int(x), int(y)))
    return out


@pytest.fixture
def game(sc):
    return sc.game(3)


def test_P1_P2_a_free_side_meets_the_free_hq_side(sc, game):
    cells = placeable(sc, game, 5)  # L6, highway N
    assert (0, -1) in cells
    assert (0, 1) not in cells


def test_P3_corner_contact_is_not_enough(sc, game):
    assert (1, 1) not in placeable(sc, game, 7)


def test_P4_highway_may_not_face_the_hq(sc, game):
    cells = placeable(sc, game, 1)  # L2, N E W
    assert (0, 1) not in cells
    assert (0, -1) in cells


def test_P5_highway_joint_only_is_not_walkable(sc, game):
    sc.build(game, 0, [(6, 1, 0)])  # L7 E
    assert (2, 0) not in placeable(sc, game, 12)  # I7 W


def test_P6_free_side_against_a_highway_does_not_match(sc, game):
    sc.build(game, 0, [(6, 1, 0)])
    assert (2, 0) not in placeable(sc, game, 7)


def test_P7_every_shared_side_must_match(sc, game):
    sc.build(game, 0, [(7, 0, -1), (6, 1, 0)])
    assert (1, -1) in placeable(sc, game, 9)  # I4 N E
    assert (1, -1) not in placeable(sc, game, 2)  # L3 S W


def test_P8_no_tile_on_a_built_cell(sc, game):
    sc.build(game, 0, [(7, 0, -1)])
    cells = placeable(sc, game, 14)
    assert (0, 0) not in cells and (0, -1) not in cells
    with pytest.raises(IllegalAction) as err:
        game.apply(parse_action("place 14 @0,0"))
    assert err.value.key == "speedtycoon.illegal.cell"


H_A = [(7, 0, -1), (14, 1, -1), (22, 2, -1), (23, 2, 0), (31, 2, 1)]


def test_H1_a_single_empty_cell_may_not_be_walled_in(sc, game):
    sc.play(game, 0, H_A)
    assert (1, 1) not in placeable(sc, game, 32)


def test_H2_H3_placements_that_leave_no_hole(sc, game):
    sc.play(game, 0, H_A)
    cells = placeable(sc, game, 32)
    assert (0, 1) in cells and (1, 0) in cells


H_B = [(7, 0, -1), (14, 1, -1), (22, 2, -1), (23, 3, -1), (31, 3, 0), (32, 3, 1), (41, 2, 1),
       (42, 1, 1)]


def test_H4_a_courtyard_of_two_cells_may_be_closed(sc, game):
    sc.play(game, 0, H_B)
    assert (0, 1) in placeable(sc, game, 52)


def test_H5_the_last_courtyard_cell_may_not_become_a_hole(sc, game):
    sc.play(game, 0, [*H_B, (52, 0, 1)])
    cells = placeable(sc, game, 53)
    assert (1, 0) not in cells and (2, 0) not in cells


def demolish_cells(sc, s, seat=0) -> set[tuple[int, int]]:
    sc.quiet(s, seat)
    out = set()
    for a in s.legal_actions():
        if str(a).startswith("demolish"):
            out.add((a.x, a.y))
    return out


def test_X1_hq_never_and_a_cut_vertex_never(sc, game):
    sc.build(game, 0, [(7, 1, 0), (14, 2, 0)])
    assert demolish_cells(sc, game) == {(2, 0)}


def test_X2_another_path_keeps_the_building_reachable(sc, game):
    sc.build(game, 0, [(7, 1, 0), (14, 2, 0), (22, 0, -1), (23, 1, -1), (31, 2, -1)])
    assert (1, 0) in demolish_cells(sc, game)


def test_X3_the_hq_having_four_neighbours_does_not_matter(sc, game):
    sc.build(game, 0, [(7, 0, -1), (14, 1, 0), (22, 0, 1), (23, -1, 0)])
    assert (1, 0) in demolish_cells(sc, game)


def test_X4_demolishing_may_not_leave_a_hole(sc, game):
    sc.build(game, 0, [(7, 1, 0), (14, 1, -1), (22, 2, 0), (23, 1, 1), (31, 0, -1)])
    assert (1, 0) not in demolish_cells(sc, game)


def test_demolish_moves_the_building_to_planning(sc, game):
    sc.build(game, 0, [(7, 1, 0), (14, 2, 0)])
    sc.quiet(game)
    game.apply(parse_action("demolish @2,0"))
    assert 14 in game.planning[0] and 14 not in game.emp[0].values()


def swaps(sc, s, tile, seat=0) -> set[tuple[int, int]]:
    sc.quiet(s, seat)
    s.planning[seat] = [tile]
    s._legal = None
    return {(a.x, a.y) for a in s.legal_actions() if str(a).startswith("swap")}


def test_S1_swap_on_the_same_cell_must_match_every_neighbour(sc, game):
    sc.build(game, 0, [(5, 0, -1)])  # L6 N
    assert swaps(sc, game, 50) == {(0, -1)}  # W11a N
    assert swaps(sc, game, 1) == {(0, -1)}  # L2 N E W: E and W face empty cells
    assert swaps(sc, game, 3) == set()  # L4 E S: S meets the HQ


def test_swap_puts_the_old_building_into_planning(sc, game):
    sc.build(game, 0, [(5, 0, -1)])
    swaps(sc, game, 50)
    game.apply(parse_action("swap 50 @0,-1"))
    assert game.planning[0] == [5]
    assert game.emp[0][min(c for c in game.emp[0] if game.emp[0][c] == 50)] == 50


@pytest.fixture
def tunnels(sc):
    return sc.game(3, ["tunnels"])


def test_U1_a_tunnel_joint_is_yellow_and_spends_a_tunnel(sc, tunnels):
    sc.build(tunnels, 0, [(6, 1, 0)])
    assert legal_cells(tunnels, 0, 12)[(2, 0)] == "yellow"
    sc.pending(tunnels, 0, [12])
    events = tunnels.apply(parse_action("place 12 @2,0"))
    assert tunnels.tunnels[0] == 1
    assert events[0].tunnel == "W"
    assert len(tunnels.tun[0]) == 1


def test_U2_demolishing_returns_the_tunnel(sc, tunnels):
    sc.build(tunnels, 0, [(6, 1, 0)])
    sc.play(tunnels, 0, [(12, 2, 0)])
    cells = demolish_cells(sc, tunnels)
    assert (1, 0) not in cells and (2, 0) in cells
    tunnels.apply(parse_action("demolish @2,0"))
    assert tunnels.tunnels[0] == 2 and tunnels.tun[0] == []


def test_U3_a_tunnelled_joint_is_internal_for_the_ring(sc, tunnels):
    from game.speedtycoon.rules.geometry import ring_length

    sc.build(tunnels, 0, [(6, 1, 0)])
    sc.play(tunnels, 0, [(12, 2, 0)])
    assert ring_length(tunnels.emp[0]) == 0


def test_U4_no_tunnel_when_a_free_joint_exists(sc, tunnels):
    sc.build(tunnels, 0, [(6, 1, 0), (7, 1, -1), (22, 2, -1)])
    assert legal_cells(tunnels, 0, 12)[(2, 0)] == "green"
    sc.play(tunnels, 0, [(12, 2, 0)])
    assert tunnels.tunnels[0] == 2


def test_U5_without_tunnels_a_highway_joint_is_not_offered(sc, tunnels):
    sc.build(tunnels, 0, [(6, 1, 0)])
    tunnels.tunnels[0] = 0
    assert (2, 0) not in legal_cells(tunnels, 0, 12)
    assert (2, 0) not in placeable(sc, tunnels, 12)
