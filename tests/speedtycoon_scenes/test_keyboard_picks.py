"""The table's things by keyboard (speedkeys): the bar's buttons had Tab, but a market
building, a Kapital card and the cell to build on were picked by the mouse alone, so a player
without one could not take a card nor buy. The arrow keys walk them, Space / Enter act as a
click there (game/speedtycoon/scenes/walk.py, docs/speedtycoon-play.md)."""

from __future__ import annotations

import pygame
import pytest

from game.speedtycoon.rules import actions as act
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.ui.palette import LIGHT_TEXT
from tests.speedtycoon_scenes.test_clicking import bought_and_waiting, exact_start, open_table
from tests.speedtycoon_scenes.test_clock import lobby_for_the_person
from tests.speedtycoon_scenes.test_keyboard_bar import tab_to
from tests.support.howto import asks_for_a_click
from tests.support.wait import until


def walk_to(app, board, row: str, index: int, limit: int = 12) -> None:
    """Arrow keys only: ↓ to the row, → along it."""
    for _ in range(limit):
        app.press_key(pygame.K_DOWN)
        if board.walked is not None and board.walked[0] == row:
            break
    for _ in range(limit):
        if board.walked == (row, index):
            return
        app.press_key(pygame.K_RIGHT)
    raise AssertionError(f"the arrows never reached {row} {index}")


def test_the_keys_alone_take_a_kapital_card(app):
    seed, _place = exact_start()
    board = open_table(app, seed)
    card = model.display(board.match.state)[1]
    hand = list(model.hand(board.match.state, 0))
    walk_to(app, board, "display", 1)
    app.step(0.5)   # the walked card's hover card after the pointer's rest
    assert board.hover_card() is not None
    app.press_key(pygame.K_SPACE)
    assert board.marks.display == {1}
    tab_to(app, board, board.buttons["take"])
    app.step(0.5)   # the card walked to is put away with the walk: Take's tip is read now
    assert board.hover_card() is None
    app.press_key(pygame.K_RETURN, frames=2)
    assert isinstance(board.match.actions[-1], act.TakeMoney)
    assert sorted(model.hand(board.match.state, 0)) == sorted([*hand, card])


def test_the_keys_alone_buy_a_building_and_place_it(app):
    seed, place = exact_start()
    board = open_table(app, seed)
    shown = [p for p in range(4) if model.market(board.match.state)[p] >= 0]
    walk_to(app, board, "market", shown.index(place))
    app.press_key(pygame.K_SPACE)
    assert board.marks.place == place
    tab_to(app, board, board.buttons["buy"])
    app.press_key(pygame.K_RETURN, frames=2)
    assert isinstance(board.match.actions[-1], act.Buy)
    tab_to(app, board, board.buttons["end"])
    app.press_key(pygame.K_RETURN, frames=2)
    assert board.marks.cells   # the bought building waits, its cells lit
    city = dict(model.city(board.match.state, 0))
    app.press_key(pygame.K_RIGHT)
    assert board.walked is not None and board.walked[0] == "cells"
    app.press_key(pygame.K_RETURN, frames=2)
    assert any(isinstance(a, act.Place) for a in board.match.actions)
    assert len(model.city(board.match.state, 0)) == len(city) + 1
    app.step(0.5)   # the walk ends with the placing: no card left over the empire
    assert board.walked is None and board.hover_card() is None


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_what_the_table_asks_for_where_a_key_does_it_names_no_mouse(app, app_language):
    """The depot's hint said "click a marked cell" though the arrows and Enter place the
    building too (speedkeys2); so did the greyed buttons' tip while it waits. They say
    "choose", as Tycoon's news line does (keylate), and the keys do what they ask here. The
    adviser's "Click “End turn”" and the scoring pause's "has clicked Continue" name a button
    Tab and Enter press: "Press"."""
    board = bought_and_waiting(app)
    hint = board.depot_hint()
    tip = board.greyed_tip("end")
    assert hint == app.tr("speedtycoon_play.hint.place")
    assert tip == app.tr("speedtycoon_play.greyed.place_first")
    for said in (hint, tip, app.tr("speedtycoon_play.advice.button", button="X"),
                 app.tr("speedtycoon_play.review_step.button", button="X"),
                 app.tr("speedtycoon_play.pause.waiting", names="Ben")):
        assert not asks_for_a_click(said), said
    city = len(model.city(board.match.state, 0))
    app.press_key(pygame.K_DOWN)
    assert board.walked is not None and board.walked[0] == "cells"
    app.press_key(pygame.K_RETURN, frames=2)
    assert len(model.city(board.match.state, 0)) == city + 1, "the keys chose the cell"


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_lobbyists_clock_line_asks_to_choose_and_the_keys_choose(app, app_language):
    """The Lobbyist's window said "tap a building" (de "antippen", ru "нажмите на здание"):
    the arrows walk the market and Enter picks one there too."""
    board = lobby_for_the_person(app)
    line = board.clock_text()[0]
    assert not asks_for_a_click(line), line
    app.press_key(pygame.K_DOWN)
    assert board.walked is not None and board.walked[0] == "market"
    app.press_key(pygame.K_RETURN)
    assert board.marks.place is not None, "Enter picked the walked building"


def rest_on(app, board, pos: tuple[int, int]) -> None:
    """The mouse moved onto `pos` and resting there (its hover card opens)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(3):
        app.step(0.2)


def framed(app, board, rect: pygame.Rect) -> bool:
    """The walk's light frame is drawn round `rect` on the screen (its left edge's middle)."""
    board.moved = True
    app.run_frames(1)
    frame = rect.inflate(12, 12)
    return tuple(app.screen.get_at((frame.left + 1, frame.centery))[:3]) == LIGHT_TEXT


def bought_exact(app):
    """The person's first turn after an exact purchase: the building waits in To build
    during the bonus action."""
    seed, place = exact_start()
    board = open_table(app, seed)
    board.pick_place(place)
    app.click(board.buttons["buy"])
    assert model.tray(board.match.state, 0)
    return board


def planned(app):
    """The person's next turn, the building bought in the first kept in the planning."""
    board = bought_exact(app)
    app.click(board.buttons["end"])
    app.click(board.buttons["plan"])
    if board.match.state.turn_no == 1:  # the turn done, waiting for End turn
        app.click(board.buttons["end"])
    until(app, lambda: board.person == 0 and board.match.state.turn_no > 1 and not board.busy,
          dt=0.05)
    assert model.planning(board.match.state, 0)
    return board


#: (where the mouse rests: a row and an index, the arrow, the row the first press reaches)
FROM_THE_POINTER = {
    "market": (("market", 0), pygame.K_RIGHT, ("market", 1)),
    "Kapital": (("display", 2), pygame.K_LEFT, ("display", 1)),
    "depot": (("depot", 1), pygame.K_LEFT, ("depot", 0)),
    "To build": (("tray", 0), pygame.K_UP, ("display", 0)),
    "planning": (("planning", 0), pygame.K_DOWN, ("depot", 0)),
}


@pytest.mark.parametrize("where", list(FROM_THE_POINTER))
def test_the_first_arrow_steps_from_the_thing_under_the_mouse_and_frames_it(app, where):
    """The first arrow press began the walk at the market's first building wherever the
    mouse rested: → with the pointer on New York framed New York, whose card was open
    already, and nothing moved until a second press; from the Kapital or the depot the
    frame jumped back to the market (speedkeys2). It steps from the thing under the
    pointer, frames the next one and opens that one's hover card after the usual rest."""
    board = {"To build": bought_exact, "planning": planned}.get(
        where, lambda app: open_table(app, exact_start()[0]))(app)
    (row, index), key, reached = FROM_THE_POINTER[where]
    start = board.walk_rects(row)[index]
    rest_on(app, board, start.center)
    assert board.hover_card() is not None and board.walked is None
    app.press_key(key)
    assert board.walked == reached
    rect = board.walked_rect()
    assert rect is not None and rect != start and framed(app, board, rect)
    for _ in range(3):
        app.step(0.2)
    assert board.hover.ready == board.hover_target(rect.center) and board.hover_card()


def test_with_the_pointer_on_a_lit_cell_the_first_arrow_goes_to_the_next_cell(app):
    board = bought_and_waiting(app)
    cells = board.walk_cells()
    assert len(cells) > 1
    start = board.walk_rects("cells")[0]
    rest_on(app, board, start.center)
    dx, dy = cells[1][0] - cells[0][0], cells[1][1] - cells[0][1]
    key = {(1, 0): pygame.K_RIGHT, (-1, 0): pygame.K_LEFT, (0, 1): pygame.K_DOWN,
           (0, -1): pygame.K_UP}[(max(-1, min(1, dx)), 0) if dx else (0, max(-1, min(1, dy)))]
    app.press_key(key)
    assert board.walked is not None and board.walked[0] == "cells" and board.walked[1] != 0
    assert framed(app, board, board.walked_rect())


def test_with_the_pointer_on_nothing_the_first_arrow_frames_the_first_building(app):
    board = open_table(app, exact_start()[0])
    rest_on(app, board, tv.EMPIRE_VIEW.center)
    app.press_key(pygame.K_RIGHT)
    assert board.walked == ("market", 0)
    assert framed(app, board, board.walked_rect())
    app.step(0.5)
    assert board.hover_card() is not None
