"""Issue 31 point 9: a Yen card no longer wears the gold of the selection frame, and a tunnel
is drawn as a portal across its joint, not a dot."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import tr
from game.speedtycoon.rules import geometry
from game.speedtycoon.rules.data import SPECIAL_FIRST
from game.speedtycoon.scenes import words
from game.speedtycoon.view import art
from game.speedtycoon.view import table_view as tv
from game.ui.palette import GOLD
from tests.speedtycoon.conftest import Scenario as sc

pytestmark = pytest.mark.usefixtures("display")


def distance(a, b) -> int:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True))


def test_no_money_card_has_the_selection_gold_at_its_edge():
    for card in range(SPECIAL_FIRST):
        image = art.card_image(card, tv.DEPOT_CARD)
        edge = image.get_at((3, image.get_height() // 2))
        assert distance(edge, GOLD) > 120, f"card {card} looks selected"


def test_a_tunnel_is_a_portal_across_its_joint():
    s = sc.game(3, ["tunnels"])
    sc.build(s, 0, [(7, 0, -1)])
    joint = geometry.cell(0, -1) * 2 + 1  # the joint south of (0, -1): between it and the HQ
    s.tun[0] = [joint]
    camera = tv.EmpireCamera()
    surface = pygame.Surface((1280, 800))
    tv.draw_empire(surface, s, ["purple", "red", "blue"], 0, camera, tv.Marks(),
                   tv.TableTexts(money=lambda amount, cur: words.money(tr, amount, cur)))
    centre = camera.cell_rect(0, -1).midbottom
    around = pygame.Rect(0, 0, camera.cell, camera.cell)
    around.center = centre
    stone = sum(1 for x in range(around.left, around.right)
                for y in range(around.top, around.bottom)
                if surface.get_at((x, y))[:3] == art.TUNNEL_STONE)
    assert stone >= (camera.cell // 5) ** 2, "the tunnel is a mark one sees, not a dot"
