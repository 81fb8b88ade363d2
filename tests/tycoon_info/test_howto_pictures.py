"""How to play's loans page: each card's label stands in the middle of its card, not on its
bottom edge (issue 14.6), in German and English."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import load_translations
from game.core.paths import locales_dir
from game.tycoon.howto.pictures import Pictures, loan_card_rect
from game.tycoon.panels.words import Words

INK = 110  # the label's dark letters on the light card


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_loan_card_label_sits_in_the_middle_of_its_card(lang):
    picture = Pictures(Words(lang, ("Anna", "Bert", "Carla"))).loans()
    for index in range(3):
        card = loan_card_rect(index)
        inked = [y for y in range(card.top, card.bottom)
                 if any(max(picture.get_at((x, y))[:3]) < INK
                        for x in range(card.left + 12, card.right - 12))]
        assert inked, f"card {index} has a label"
        assert inked[0] > card.top + 4 and inked[-1] < card.bottom - 4, index
        assert abs((inked[0] + inked[-1]) / 2 - card.centery) <= 4, index


def test_the_label_fits_inside_its_card():
    picture = Pictures(Words("de", ("Anna", "Bert", "Carla"))).loans()
    card = loan_card_rect(2)  # the extended card has the longest label
    for y in range(card.top + 6, card.bottom - 6):
        for x in (card.left + 1, card.right - 2):
            assert max(picture.get_at((x, y))[:3]) >= INK


@pytest.fixture(autouse=True)
def fonts_ready():
    pygame.font.init()
