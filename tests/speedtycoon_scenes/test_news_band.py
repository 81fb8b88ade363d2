"""The news line has its own band at the empire panel's foot, under the city's view: it stood
over the view's bottom edge, so a tall city's bottom row lay under every line of news
(speed22). The table lays out on the one 1280x800 canvas that every window shows scaled
(docs/window.md), so what holds on the canvas holds at 1280x800, 1366x768 and 1920x1080."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.speedtycoon import rules
from game.speedtycoon.rules import geometry
from game.speedtycoon.rules.data import HQ, NUM_TILES
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from game.ui.toast import Toast
from tests.languages import languages_of_game

SEATS = (Seat("human", "Anna", "purple"), Seat("computer", "Robo (easy)", "red", "easy"))


def tallest_city_table(app, lang: str) -> TableScene:
    """The person's table with every building of the game in one column through the HQ:
    taller than any city the rules allow, so the view shows it at its farthest zoom, cut at
    the top and the foot of the view."""
    app.set_language(lang)
    setup = GameSetup("speedtycoon", 3, SEATS, {"game_type": "classic", "think": "none"})
    state = rules.new_game(2, setup.seed, setup.options)
    half = NUM_TILES // 2
    state.emp[0] = {geometry.cell(0, tile - half if tile else 0): tile
                    for tile in range(HQ, NUM_TILES)}
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, [])))
    app.run_frames(3)
    return board


def tallest_news(board: TableScene):
    """Where the news line stands with the tallest message the toast keeps to three rows
    (a name said over and over; at 15 px, before a longer one shrinks to fit)."""
    word, placed = board.say("speedtycoon_play.module.sustainability"), []
    for count in range(1, 40):
        board.toast.show(" ".join([word] * count))
        width, anchor = board.news_spot()
        placed.append(board.toast.place(width, **anchor))
    return max((news for news in placed if news.h <= Toast.tallest()), key=lambda r: r.h)


@pytest.mark.parametrize("lang", languages_of_game("speedtycoon"))
def test_no_news_line_covers_a_building_of_the_tallest_city(app, lang):
    board = tallest_city_table(app, lang)
    tiles = [board.camera.cell_rect(*geometry.xy(c)).clip(tv.EMPIRE_VIEW)
             for c in board.match.state.emp[0]]
    tiles = [t for t in tiles if t.h > 0]
    assert max(t.bottom for t in tiles) == tv.EMPIRE_VIEW.bottom, "the city reaches the foot"
    news = tallest_news(board)
    assert news.h == Toast.tallest(), "the tallest line a message takes: three rows"
    assert tv.EMPIRE.contains(news)
    assert [t for t in tiles if t.colliderect(news)] == []
