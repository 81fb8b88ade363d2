"""The players' column writes each seat's line (name and cards) at its one size: a long typed
name at six seats shrank the whole line to 11 px («Maximiliane Wolkenstein-Hohenberg ·
Karten: 4»); its name is now shortened as the score sheet does («Maximiliane W.»), the line
read at 13 px in the row's room up to the score, the whole name in a tooltip there.
de/en/ru, six seats."""

from __future__ import annotations

import pygame
import pytest

from game.core.setup import GameSetup, Seat
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from tests.languages import languages_of_game
from tests.text_fit import drawn_texts, tip_words

LANGUAGES = languages_of_game("speedtycoon")
LONG = ("Maximiliane Wolkenstein-Hohenberg", "Konstantin Konstantinopolski")
SEATS = (Seat("human", LONG[0], "purple"), Seat("human", LONG[1], "red"),
         *(Seat("computer", colour, colour, "normal")
           for colour in ("blue", "yellow", "green", "orange")))
SETUP = GameSetup("speedtycoon", 5, SEATS, {"game_type": "classic", "think": "none"})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_six_seats_long_names_read_at_the_columns_size(app, monkeypatch, lang):
    app.set_language(lang)
    board = app.scenes.push(TableScene(app, SETUP, curtain=False))
    app.run_frames(2)
    board._picture = None  # noqa: SLF001 - the settled picture drawn again, recorded
    drawn = drawn_texts(monkeypatch)
    app.run_frames(1)
    lines = []
    for name in board.names:
        head = name.split(" ")[0][:3]
        found = [(text, px) for text, px in drawn if text.startswith(head) and " · " in text]
        assert found, (name, drawn)
        lines.append((name, *found[0]))
    for name, text, px in lines:
        assert px == tv.PLAYER_LINE_SIZE, (name, text, px)
        assert fonts.size_of(text, px)[0] <= tv.PLAYER_LINE_W, (name, text)
    first = lines[0][1]
    assert first.startswith("Maximiliane W"), first
    assert "Wolkenstein-Hohenberg" not in first, "shortened, not cut off by the score"
    spot = tv.player_line_rect(0, 6)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: spot.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    tips = {tip_words(image.tool_tip) for image in board.column_tips.tips
            if image.tool_tip is not None}
    assert tips == {LONG[0]}, "the whole name on hover"
