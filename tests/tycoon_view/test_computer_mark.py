"""Play-test 3: the Russian player row read «Синий ИИ» — the tag after the name read as part of
it. A computer's row names it in the property tables' words ("Computer" / «Компьютер»), on a
line of its own under the name with its loans, and the name's line is the one a person's row
would have. A person's row says "Person" there (the set-up's word for the seat): people's panels
lacked the line computers have, and their loans stood further left (play-test)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.tycoon.view import board_view, layout
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.model import LoanChip
from game.ui import fonts
from tests.tycoon_view.samples import mid_game_model

NAME = {"de": "Blau (mittel)", "en": "Blue (normal)", "ru": "Синий (средний)"}
MARK = {"de": "Computer", "en": "Computer", "ru": "Компьютер"}
PERSON = {"de": "Mensch", "en": "Person", "ru": "Человек"}
CHIPS = {(226, 220, 200), (240, 170, 90)}  # a loan chip, plain and extended


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("loans", [1, 7])
def test_a_computers_mark_stands_under_its_name(monkeypatch, lang, loans):
    drawn: list[str] = []
    real = fonts.text

    def text(label, size, colour, bold=False):
        drawn.append(label)
        return real(label, size, colour, bold)

    model = mid_game_model()
    players = list(model.players)
    chips = tuple(LoanChip(k, extended=k % 2 == 1) for k in range(loans))
    as_computer = replace(players[1], name=NAME[lang], is_computer=True, loans=chips)
    as_person = replace(as_computer, is_computer=False)
    pictures = {}
    for who, player in (("computer", as_computer), ("person", as_person)):
        players[1] = player
        monkeypatch.setattr(fonts, "text", text)
        drawn.clear()
        pictures[who] = BoardView(lang).render(replace(model, players=tuple(players)))
        monkeypatch.undo()
        if who == "computer":
            assert MARK[lang] in drawn and "ИИ" not in drawn, drawn
            more = [label for label in drawn if label.startswith("+")]
            assert bool(more) == (loans == 7), "loans that do not fit are counted in +N"
        else:
            assert PERSON[lang] in drawn, drawn
    panel = layout.player_panel(board_view.panel_row(model, 1))
    name_line = pygame.Rect(panel.x, panel.y, panel.w, 30)
    assert all(pictures["computer"].get_at(spot) == pictures["person"].get_at(spot)
               for spot in points(name_line)), "the name's line is a person's: nothing follows"
    under = pygame.Rect(panel.x, panel.y + 62, panel.w, 24)
    assert any(pictures["computer"].get_at(spot) != pictures["person"].get_at(spot)
               for spot in points(under)), "the mark is under the name"
    beyond = pygame.Rect(panel.right - 8, under.y, 8, under.h)
    for who, picture in pictures.items():
        assert not {picture.get_at(spot)[:3] for spot in points(beyond)} & CHIPS, \
            f"the {who}'s loans end inside the panel"


def points(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
