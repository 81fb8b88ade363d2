"""The advice and the depot's hint read at a readable size (issue 31 point 4): the advice has
its own box over the empire, the hint one line at 14 px or two at 12 px, never shrunk to the
9 px the old single line fell to."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import translate
from game.speedtycoon.rules.data import BRANCHES, TAKE_LIMIT
from game.speedtycoon.scenes import words
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from game.ui.text import wrap

LONG_CARDS = "$3 + €4 + ¥5"


pytestmark = pytest.mark.usefixtures("display")


def hints(lang: str) -> list[str]:
    """The longest lines the depot says about a take."""
    say = lambda key, **params: translate(key, lang, **params)  # noqa: E731
    said = {"cards": LONG_CARDS, "total": 12, "limit": TAKE_LIMIT}
    return [say("speedtycoon.illegal.take_over", **said),
            say("speedtycoon.illegal.take_over_tip", **said),
            say("speedtycoon.illegal.take_over_no_tip", **said),
            say("speedtycoon_play.take.tip", count=1, **said),
            say("speedtycoon_play.pay.superfluous", card="€元6"),
            say("speedtycoon_play.pay.exact_lobby", cards=LONG_CARDS)]


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_take_hint_reads_whole_at_12_px_or_more(lang):
    room = tv.DEPOT.w - 20
    for hint in hints(lang):
        size, lines = tv.hint_lines(hint)
        assert size >= 12
        assert " ".join(lines) == hint, f"cut: {hint}"
        assert all(fonts.size_of(line, size)[0] <= room for line in lines)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_long_advice_fits_its_box_in_three_lines_at_15_px(lang):
    say = lambda key, **params: translate(key, lang, **params)  # noqa: E731
    for branch in BRANCHES:  # the building named as one noun, its length the branch's
        reason = words.reason(say, "speedtycoon.reason.take_exact_tip",
                              {"branch": branch, "place": "frankfurt", "tips": 1}, [])
        move = say("speedtycoon_play.advice.take_tip", cards=LONG_CARDS)
        advice = say("speedtycoon_play.advice.with_reason", move=move, reason=reason)
        lines = wrap(advice, tv.ADVICE_SIZE, tv.ADVICE_W - 20)
        assert len(lines) <= 3, advice
        assert all(fonts.size_of(line, tv.ADVICE_SIZE)[0] <= tv.ADVICE_W - 20 for line in lines)


def test_the_advice_box_is_drawn_only_with_advice_and_stays_in_the_empire():
    surface = pygame.Surface((1280, 800), pygame.SRCALPHA)  # clear until drawn on
    tv._advice(surface, "")
    assert surface.get_bounding_rect().w == 0
    tv._advice(surface, "Advice: Take $3 + €2 – to pay the Finance building in Tokyo exactly")
    drawn = surface.get_bounding_rect()
    assert drawn.h > 0 and tv.EMPIRE.contains(drawn)
    assert not drawn.colliderect(tv.CONTRACTS)


def test_the_advice_never_covers_the_cell_it_lights():
    """Play-test (en, 1920x1080, turn 105): a city grown five cells up put the advised cell
    ("1 cell left and 5 cells up of the headquarters") under the advice's box at the top."""
    advice = "Advice: Build on the marked cell, 1 cell left and 5 cells up of the headquarters"
    camera = tv.EmpireCamera()
    lit = [camera.cell_rect(-1, -3)]
    assert any(tv.advice_box(advice, [])[0].colliderect(cell) for cell in lit), \
        "the case: a cell under the box's usual place"
    box, _lines = tv.advice_box(advice, lit)
    assert tv.EMPIRE.contains(box)
    assert not any(box.colliderect(cell) for cell in lit)
    assert tv.advice_box(advice, [])[0].topleft == tv.OVER_EMPIRE.topleft, \
        "unlit: at the top as before"
