"""A market building's card leaves the contracts inset and the "since your last turn" card in
sight (speedleft3, from speedleft's and words6's shots): a card left on a market building
through the computers' turns, taller in Russian at six seats, opened over the inset at the
empire's top right, or ran down over the since card in a bottom corner, though the empire had
room beside both."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.scenes.match_log import MatchLog
from game.speedtycoon.rules import contract_view
from game.speedtycoon.rules.phases import ACT
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.speedtycoon.view.info_card import info_card
from tests.speedtycoon_scenes.stage import played
from tests.speedtycoon_scenes.test_hover_clear import on_window

SIX = (Seat("human", "Аня", "purple"), Seat("computer", "", "red", "easy"),
       Seat("computer", "", "blue", "normal"), Seat("computer", "", "green", "hard"),
       Seat("computer", "", "yellow", "normal"), Seat("computer", "", "orange", "easy"))
#: The since card's size at six seats, a few computers' moves told (about as the ru shot's).
SINCE = (330, 190)


def six_seat_table(app) -> TableScene:
    """Mid-game at six seats with every module but Blitz, in Russian, a computer's turn under
    way, the person's contracts on view."""
    app.set_language("ru")
    setup = GameSetup("speedtycoon", 7, SIX, {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 14 and s.turn == 2 and s.phase == ACT)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    assert contract_view.contracts_of(state, 0), "the case: the inset is drawn"
    return board


#: The since card's corners at this table: never the top right, where the inset stands
#: (`since_place` keeps the contracts clear).
CORNERS = ("topleft", "bottomleft", "bottomright")


@pytest.mark.parametrize("corner", CORNERS)
@pytest.mark.parametrize("window", [(1280, 800), (1920, 1080)])
def test_a_market_cards_card_covers_neither_the_contracts_nor_the_since_card(
        app, monkeypatch, corner, window):
    board = six_seat_table(app)
    since = pygame.Rect((0, 0), SINCE)
    setattr(since, corner, getattr(tv.OVER_EMPIRE, corner))
    assert not since.colliderect(tv.CONTRACTS)
    monkeypatch.setattr(MatchLog, "card_rect", property(lambda self: since))
    buttons = [b.get_abs_rect() for b in board.buttons.values() if b.visible]
    places = [p for p in range(4) if model.market(board.match.state)[p] >= 0]
    assert places, "the market holds buildings"
    for place in places:
        pos = tv.place_rect(place).center
        target = ("market", place, model.market(board.match.state)[place])
        assert board.hover_target(pos) == target
        card = info_card(*board.info_blocks(target))  # the card as drawn, computers held
        rect = board.card_spot(card.get_size(), pos, board._clock_rect)
        shown = on_window(rect, window)
        for thing in (tv.CONTRACTS, since, tv.PLAYERS, tv.KAPITAL, *buttons):
            assert not shown.colliderect(on_window(thing, window)), (place, rect, thing)
        assert not rect.collidepoint(pos), "the building pointed at stays in sight"


def table_at(app, person_to_act: bool) -> TableScene:
    """Six seats in Russian, mid-game, in a computer's turn or in the person's own."""
    app.set_language("ru")

    def ready(s) -> bool:
        mover = (s.turn == 0) if person_to_act else (s.turn != 0)
        return s.turn_no >= 8 and mover and s.phase == ACT and s.current_player == s.turn

    setup = GameSetup("speedtycoon", 7, SIX, {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, ready)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(3)
    return board


#: The tallest card of the play-test: a special zone's in the market, in Russian (its rule,
#: the market's, the purchase and four what-if lines), 502 px.
TALL = (340, 505)


@pytest.mark.parametrize("person_to_act", [False, True], ids=["computer", "person"])
def test_a_tall_market_card_leaves_the_side_panels_in_sight(app, person_to_act):
    """speedleft3's play-test (ru, six seats, 1920x1080): a zone's card, 502 px tall, had no
    spot between the turn banner and the button band; the spot covering least, first rects
    weighing most, then lay over the players' column, "To build", the planning and the depot,
    though in a computer's turn the band held no button. The card keeps the buttons that are
    there clear, and covers the banner before any of the side's things."""
    board = table_at(app, person_to_act)
    buttons = [b.get_abs_rect() for b in board.buttons.values() if b.visible]
    side = [tv.PLAYERS, tv.TRAY, tv.PLANNING, tv.DEPOT, tv.KAPITAL]
    if board.contracts_rect() is not None:
        side.append(board.contracts_rect())
    for place in range(4):
        pos = tv.place_rect(place).center
        rect = board.card_spot(TALL, pos, board._clock_rect)
        for thing in (*side, *buttons):
            assert not rect.colliderect(thing), (place, rect, thing)
        assert not rect.collidepoint(pos)
