"""What the computer did, said twice at once, must be readable both ways: back at the person's
turn the "since your last turn" card and the fading news line about the computer's move are
up together. In the de lesson the card, at the empire's bottom left corner (the coach holds
the top left), hid part of the news line centred at the empire's foot; the line now stands in
the room beside the card. At a game table as in the lesson, de/en/ru, two to six seats."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.speedtycoon.rules import geometry
from game.speedtycoon.rules.phases import ACT
from game.speedtycoon.scenes.table_picture import NEWS_W
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from game.ui.palette import SEAT_RGB
from game.ui.toast import EDGE
from tests.languages import languages_of_game
from tests.speedtycoon_scenes.stage import played
from tests.speedtycoon_scenes.test_howto import open_guide, wait_until_ready
from tests.support import wait

LANGUAGES = languages_of_game("speedtycoon")
COMPUTERS = ("red", "blue", "yellow", "green", "orange")


def centred(board: TableScene) -> pygame.Rect | None:
    """Where the news line stood before: centred at the empire's foot, whatever it covered."""
    return board.toast.place(NEWS_W, midbottom=(tv.EMPIRE.centerx, tv.EMPIRE.bottom - 10))


def news_rect(board: TableScene) -> pygame.Rect | None:
    width, anchor = board.news_spot()
    return board.toast.place(width, **anchor)


def assert_both_readable(app, board: TableScene) -> None:
    """The card and the news line apart, the line drawn where `news_spot` puts it."""
    card, news = board.game_log.card_rect, news_rect(board)
    assert card is not None, "the computer's turn is summed up on the card"
    assert news is not None, "and said on the news line"
    assert card.colliderect(centred(board)), ("the case: the centred line is under it", card)
    assert not card.colliderect(news), (card, news)
    assert tv.EMPIRE.contains(news), news
    edge = SEAT_RGB.get(board.toast.colour, EDGE) if board.toast.colour else EDGE
    assert app.screen.get_at((news.centerx, news.top))[:3] == edge[:3], "the line's frame there"


def table_after_computers(app, lang: str, count: int) -> TableScene:
    """The person's turn after the computers' (the card up, the last move's line fading),
    the city dragged up into the top left corner, its lowest row in sight, so the card (up to
    eight wrapped lines) takes the bottom left corner."""
    app.set_language(lang)
    seats = (Seat("human", "Anna", "purple"),
             *(Seat("computer", f"{colour} (easy)", colour, "easy")
               for colour in COMPUTERS[:count - 1]))
    setup = GameSetup("speedtycoon", 7, seats, {"game_type": "classic", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 12 and s.phase == ACT
                        and s.current_player == count - 1)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    wait.until(app, lambda: board.person == 0 and not board.busy)
    assert board.person == 0, "the person's turn came"
    xs, ys = zip(*(geometry.xy(c) for c in board.match.state.emp[0]), strict=True)
    cell = board.camera.cell
    board.camera.offset = (tv.OVER_EMPIRE.x + 20 - tv.EMPIRE.centerx - (min(xs) - 0.5) * cell,
                           tv.OVER_EMPIRE.y + 50 - tv.EMPIRE.centery - (max(ys) + 0.5) * cell)
    app.run_frames(2)
    return board


@pytest.mark.parametrize("count", range(2, 7))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_a_table_the_news_line_stands_beside_the_since_card(app, lang, count):
    board = table_after_computers(app, lang, count)
    assert board.game_log.card_rect.bottomleft == tv.OVER_EMPIRE.bottomleft
    assert_both_readable(app, board)


def test_beside_a_card_at_the_bottom_right_too(app, monkeypatch):
    """The card takes the bottom right corner where the three before it cover something."""
    monkeypatch.setattr(tv, "CORNERS", ("bottomright",))
    board = table_after_computers(app, "ru", 4)
    assert board.game_log.card_rect.bottomright == tv.OVER_EMPIRE.bottomright
    assert_both_readable(app, board)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_the_lesson_the_news_line_stands_beside_the_since_card(app, lang):
    _book, guide = open_guide(app, lang)
    while guide.step_name != "computer":
        guide.advance()
        app.run_frames(1)
    wait_until_ready(app, guide)
    app.run_frames(2)
    assert_both_readable(app, guide)
    guide.advance()
    app.run_frames(1)
    assert guide.step_name == "again"
    assert_both_readable(app, guide)
