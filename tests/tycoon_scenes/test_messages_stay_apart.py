"""One message at a time, where it can be read (issue 34, point 4): the "click a lit city"
line goes once the plane flew, a refused button says why once (the news line, not its
tooltip too), and the tooltips of the action bar leave the "Since your last turn" card free."""

from __future__ import annotations

import pygame

from game.tycoon.rules.actions import BUY
from tests.tycoon_scenes.autoplay import settle


def _hover(app, monkeypatch, element, seconds: float = 1.5) -> None:
    where = app.canvas.to_window(element.get_abs_rect().center)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where)
    app.run_frames(int(seconds * 60))


def test_the_pick_a_city_line_goes_once_the_plane_flew(app, board):
    settle(app, board)
    slot = next(slot for slot, t in enumerate(board.model.market)
                if t is not None and board.match.state.is_legal(BUY[t]))
    app.click(board.panel.market[slot])
    settle(app, board)
    app.press_key(pygame.K_1)
    asked = board.toast.text
    assert asked and "lit cities" in asked
    city = sorted(board.turn.reachable())[0]
    app.click(board.panel.cities[city])
    settle(app, board)
    assert board.match.state.pos[0] == city
    assert board.toast.text != asked, "the prompt does not outlive the flight"


def test_a_refused_button_says_why_once(app, board, monkeypatch):
    settle(app, board)
    hotel = board.panel.buttons["hotel"]
    assert not hotel.is_enabled, "the plane is at home: nothing to build yet"
    _hover(app, monkeypatch, hotel)
    assert hotel.tool_tip is not None, "hovering explains the disabled button"
    reason = hotel.tool_tip_text
    app.click(hotel)
    assert board.toast.text == reason, "the click says why on the news line"
    assert hotel.tool_tip is None
    _hover(app, monkeypatch, hotel)
    assert hotel.tool_tip is None, "and the tooltip does not say it a second time"


def test_the_borrow_tooltip_leaves_the_since_your_last_turn_card_free(app, board, monkeypatch):
    settle(app, board)
    board.since.seat = 0
    board.since.news = [("tycoon_play.since.built", {"player": 1, "cities": [0, 4, 8],
                                                      "count": 3}),
                        ("tycoon_play.since.took_first", {"player": 1, "cities": [4],
                                                          "count": 1})]
    board.since.say(board.turn.names(), board.view.texts)
    board.game_log.since_seat = 0  # the card every board has, with Tycoon's news
    board.game_log.say_since()
    for name in ("loan_10", "loan_16", "hotel", "end"):
        button = board.panel.buttons[name]
        _hover(app, monkeypatch, button)
        assert button.tool_tip is not None, name
        assert not button.tool_tip.rect.colliderect(board.game_log.card_rect), name
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
        app.run_frames(2)


def test_an_open_panel_hides_the_since_your_last_turn_card(app, board):
    settle(app, board)
    board.since.seat = 0
    board.since.news = [("tycoon_play.since.flew", {"player": 1, "city": 4})]
    board.since.say(board.turn.names(), board.view.texts)
    board.game_log.since_seat = 0  # the card every board has, with Tycoon's news
    board.game_log.say_since()
    corner = board.game_log.card_rect.move(6, 6).topleft

    def drawn() -> tuple:
        surface = pygame.Surface(app.canvas_size)
        board.draw(surface)
        return tuple(surface.get_at(corner))

    with_card = drawn()
    board.info.open("players")
    app.run_frames(1)
    assert drawn() != with_card, "no edge of the card peeks out beside the panel"
    board.info.close_panel()
    assert drawn() == with_card


def test_the_bar_tooltips_leave_the_news_line_readable(app, board, monkeypatch):
    """The greyed build buttons' reasons opened over the news line above the bar, the line
    that says what the turn allows (pt-tycoon5: "Du hast in diesem Zug schon gebaut." over
    it): every bar tooltip now stands clear of it, the shared hover cards' rule."""
    settle(app, board)
    app.run_frames(2)
    assert board.news_rect is not None and board.toast.text
    for name in ("loan_10", "hotel", "factory", "renovate", "end"):
        button = board.panel.buttons[name]
        _hover(app, monkeypatch, button)
        assert button.tool_tip is not None, name
        tip = button.tool_tip.rect
        assert not tip.colliderect(board.news_rect), (name, tip, board.news_rect)
        assert not tip.colliderect(button.get_abs_rect()), name
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
        app.run_frames(2)
