"""A person can fly home without borrowing (the rules' `Home`, D4): the action bar's
"Fly home" takes it whenever the rules allow it, and says why not when they do not (play-test
"tycoonroute", 6 December: the turn widgets offered no press for it)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.question import QuestionScene
from game.tycoon import rules
from game.tycoon.rules import parse_action
from game.tycoon.rules.actions import BUY, HOME, HOTEL, Fly
from game.tycoon.rules.board import TICKET_KIND
from game.tycoon.scenes.board_dialogs import confirm_home
from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.view import layout
from game.ui.tooltips import NEAR
from tests import text_fit
from tests.support.hover import rested_tooltip
from tests.support.keyed_tips import gap, tab_to
from tests.tycoon_scenes.autoplay import settle
from tests.tycoon_scenes.conftest import two_player_setup


def _explained(board, action) -> str:
    key, params = rules.why_not(board.match.state, action)
    return board.view.texts.reason(key, params, board.turn.names())


def _fly_out(board) -> None:
    """Anna buys a scheduled ticket and flies to its city: her plane is in a city now."""
    ticket = next(t for t in board.model.market
                  if t is not None and TICKET_KIND[t] == rules.board.SCHEDULED)
    assert board.apply(BUY[ticket])
    assert board.apply(next(a for a in board.match.state.legal_actions()
                            if isinstance(a, Fly)))
    assert board.match.state.pos[0] >= 0 and board.human_turn()


def test_at_home_fly_home_is_not_offered_and_says_why(app, board):
    button = board.panel.buttons["home"]
    assert not button.is_enabled
    assert button.tool_tip_text == app.tr("tycoon_board.why.already_home")
    app.click(button)
    assert board.toast.text == app.tr("tycoon_board.why.already_home")
    assert board.match.actions == []


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_from_a_city_a_press_on_fly_home_takes_the_plane_home(app, board):
    _fly_out(board)
    button = board.panel.buttons["home"]
    assert button.is_enabled
    assert button.tool_tip_text == app.tr("tycoon_play.board.home_tip")
    before = len(board.match.actions)
    app.click(button)
    assert board.match.actions[before:] == [HOME]
    assert board.match.state.pos[0] < 0, "the plane stands at its home bank"
    assert board.match.seat_to_act == 0, "flying home does not end the turn"
    assert not board.panel.buttons["home"].is_enabled


def test_after_building_fly_home_is_not_offered(app, board):
    _fly_out(board)
    if not board.match.state.is_legal(HOTEL):
        pytest.skip("no hotel affordable where the first scheduled ticket lands")
    board.apply(HOTEL)
    button = board.panel.buttons["home"]
    assert not button.is_enabled
    assert button.tool_tip_text == _explained(board, HOME)
    app.click(button)
    assert board.match.state.pos[0] >= 0


LOWER_LEFT = 6  # Rio de Janeiro, the city right above Fly home


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_fly_homes_tooltip_leaves_the_city_the_plane_would_leave(app, monkeypatch):
    """Fly home's tooltip opened above the button, over the lower-left city (closing16): with
    the plane standing there it hid the very city the press leaves. It keeps off that city,
    the news line and its button, on the screen (the shared placement, game/ui/tooltips.py)."""
    board = app.scenes.push(BoardScene(app, two_player_setup(seed=1)))
    app.run_frames(2)
    settle(app, board)
    assert board.apply(parse_action("buy S14"))
    assert board.apply(parse_action("fly S14 rio_de_janeiro"))
    settle(app, board)
    assert board.match.state.pos[0] == LOWER_LEFT and board.human_turn()
    button = board.panel.buttons["home"]
    assert button.is_enabled
    tip = rested_tooltip(app, monkeypatch, button)
    assert not tip.colliderect(layout.city_rect(LOWER_LEFT)), (tip, "over the plane's city")
    assert not tip.colliderect(board.news_rect), tip
    assert not tip.colliderect(button.get_abs_rect()), tip
    assert layout.CANVAS.contains(tip), tip


def test_at_one_screen_with_two_people_fly_home_asks_first(app):
    """Fly home is free but leaves the city the turn's tickets reached; with two people at
    one screen no undo takes it back, so a misclick cost the turn's build: it asks first,
    "Not yet" keeps the plane where it is."""
    app.settings.confirm_end_turn = True
    board = app.scenes.push(BoardScene(app, two_player_setup(second="human"), curtain=False))
    app.run_frames(2)
    settle(app, board)
    _fly_out(board)
    city = board.match.state.pos[0]
    app.click(board.panel.buttons["home"])
    question = app.scenes.top
    assert isinstance(question, QuestionScene), "a question is up before the plane leaves"
    assert board.view.texts.city(city) in app.tr(question.body, **question.params)
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is board and board.match.state.pos[0] == city
    app.click(board.panel.buttons["home"])
    app.click(app.scenes.top.buttons["yes"])
    assert app.scenes.top is board
    assert board.match.state.pos[0] < 0 and board.match.seat_to_act == 0


def test_against_computers_undo_covers_fly_home_so_it_asks_nothing(app, board):
    app.settings.confirm_end_turn = True
    app.settings.undo_vs_computers = True
    _fly_out(board)
    city = board.match.state.pos[0]
    app.click(board.panel.buttons["home"])
    assert app.scenes.top is board and board.match.state.pos[0] < 0
    assert board.info.can_undo
    board.info.undo()
    assert board.match.state.pos[0] == city


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_fly_home_question_is_read_whole(app, board, app_language):
    """Its words fit the card above its buttons, for every city (the longest name too): no
    row scrolled away or cut."""
    for city in range(rules.board.NUM_CITIES):
        app.scenes.push(confirm_home(app, board.view.texts.city(city), lambda: None))
        app.run_frames(2)
        box = next(e for e in app.manager.get_sprite_group().sprites()
                   if "#dialog_text" in e.get_object_ids())
        rows = box.text_box_layout.layout_rows
        assert getattr(box, "scroll_bar", None) is None, [text_fit.row_text(r) for r in rows]
        assert text_fit.broken_rows(box) == []
        assert text_fit.clipped(app.scenes.top.container, 8) == []
        app.press_key(pygame.K_ESCAPE)
        assert app.scenes.top is board


def test_fly_homes_tip_opened_by_tab_stands_by_its_button(app, board):
    """speed24 (en, 1280x800): Tab onto Fly home opened its tip at the screen's far right,
    the hover cards' rule finding every spot near it on the news line or a city (the
    cities are buttons too); it stands by its button now, off the news line and the plane's
    city."""
    _fly_out(board)
    button = board.panel.buttons["home"]
    tip = tab_to(app, board.ring, button)
    assert gap(tip, button.get_abs_rect()) <= NEAR, "the tip stands by its button"
    assert not any(tip.colliderect(rect) for rect in board.tips_keep_clear() if rect)
