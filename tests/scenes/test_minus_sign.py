"""A negative sum reads with a minus, not a hyphen: pygame-gui's Noto Sans maps U+2212 to its
hyphen, so "−2 M" on the payday's standings read "-2 M" (play-test pt-tycoon4); the house
draws the minus from its glyph font (game/ui/fonts.py GLYPHS), as wide as the plus."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.ui import fonts

pytestmark = pytest.mark.usefixtures("app")  # a display and the fonts
INK = (255, 255, 255)


def _ink_width(text: str, size: int, bold: bool) -> int:
    return fonts.text(text, size, INK, bold).get_bounding_rect().width


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("size", [14, 20, 22])
def test_the_minus_is_drawn_as_wide_as_the_plus_not_as_the_hyphen(size, bold):
    minus, plus, hyphen = (_ink_width(sign, size, bold) for sign in ("\u2212", "+", "-"))
    assert minus >= plus - 1, (minus, plus)
    assert minus > hyphen + 1, (minus, hyphen)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_negative_money_is_as_wide_as_positive_money(language):
    """"−2 M" and "+2 M" take the same room: the standings' amounts stay aligned."""
    load_translations(locales_dir())
    loss = translate("tycoon_board.money_loss", language, amount=2)
    gain = translate("tycoon_board.money_gain", language, amount=2)
    assert loss.startswith("\u2212")
    assert fonts.size_of(loss, 22, True)[0] == fonts.size_of(gain, 22, True)[0]


def test_a_buttons_minus_is_drawn_as_wide_as_its_plus(app):
    """A widget's text draws its minus from the glyph font too: the «Менеджер» button
    "Выкуп −3 300" read "Выкуп -3 300" (proptext21), pygame-gui drawing it as the hyphen."""
    import pygame
    from pygame_gui.elements import UIButton

    button = UIButton(pygame.Rect(0, 0, 200, 40), "Выкуп −3 300", manager=app.manager)
    font = button.font

    def ink(sign: str) -> int:
        return font.render_premul(sign, pygame.Color("white")).get_bounding_rect().width

    assert ink("\u2212") >= ink("+") - 1, (ink("\u2212"), ink("+"))
    assert ink("\u2212") > ink("-") + 1, (ink("\u2212"), ink("-"))
    assert font.size("Выкуп −3 300")[0] > font.size("Выкуп -3 300")[0]
    button.kill()
