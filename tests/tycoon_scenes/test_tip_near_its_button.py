"""A bar button's tooltip stays by its button when it keeps off the plane's city.

Play-test playtest20b (Tycoon hot seat, en 1920×1080): with Ben's plane in Sydney, the lower
right city, "Hotel 2"'s reason ("You have already built this turn.") opened over Cairo and
Hong Kong, 300 px above the pointer resting on the button: kept off the news line and then off
Sydney, it was lifted over the whole city. Where keeping clear lifts a tip that far, it stands
beside its button in the bar's row instead (game/ui/tooltips.py), still clear of the news
line, the plane's city and the button.
"""

from __future__ import annotations

from game.tycoon.rules import parse_action
from game.tycoon.rules.actions import HOTEL
from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.view import layout
from tests.support.hover import rested_tooltip
from tests.tycoon_scenes.autoplay import settle
from tests.tycoon_scenes.conftest import two_player_setup

SYDNEY = 8  # the lower right city
#: How far above its button a tip may stand: the news line's height and a little.
NEAR = 80


def _built_in_sydney(app) -> BoardScene:
    """Anna has bought a ticket, flown to Sydney and built its hotel: Hotel is greyed."""
    board = app.scenes.push(BoardScene(app, two_player_setup(seed=8)))
    app.run_frames(2)
    settle(app, board)
    assert board.apply(parse_action("buy S17"))
    assert board.apply(parse_action("fly S17 sydney"))
    assert board.apply(HOTEL)
    settle(app, board)
    return board


def test_the_hotel_tip_stays_by_its_button_with_the_plane_in_sydney(app, monkeypatch):
    board = _built_in_sydney(app)
    assert board.match.state.pos[0] == SYDNEY and board.human_turn()
    button = board.panel.buttons["hotel"]
    assert not button.is_enabled, "built this turn: the tip says why"
    tip = rested_tooltip(app, monkeypatch, button)
    widget = button.get_abs_rect()
    assert widget.top - tip.bottom <= NEAR, (tip, widget, "far above its button")
    assert not tip.colliderect(layout.city_rect(SYDNEY)), (tip, "over the plane's city")
    assert not tip.colliderect(board.news_rect), tip
    assert not tip.colliderect(widget), tip
    assert layout.CANVAS.contains(tip), tip


def test_a_greyed_buttons_tip_covers_no_button_that_can_be_pressed(app, monkeypatch):
    """After a build the greyed Hotel's reason stood beside it over End turn, the button the
    pointer goes to next (play-test): the tip covers no enabled button while it shows."""
    board = _built_in_sydney(app)
    buttons = board.panel.buttons
    assert buttons["end"].is_enabled, "End turn is the next button"
    tip = rested_tooltip(app, monkeypatch, buttons["hotel"])
    for name, button in buttons.items():
        if button.is_enabled and button.visible:
            assert not tip.colliderect(button.get_abs_rect()), (tip, name)
    assert not tip.colliderect(board.news_rect), tip
    assert layout.CANVAS.contains(tip), tip
