"""The table keeps its city and its words between frames (the late six-seat table's frame
budget, tools/bench_fps.py) and never shows them stale: a building placed appears in the city
once its drop has landed, and a flight elsewhere leaves the city as it is."""

from __future__ import annotations

import random

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import events as ev
from game.speedtycoon.rules import geometry
from game.speedtycoon.rules.data import PLACE_SHORT
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import art, motion
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table


def placing_table(app) -> TableScene:
    """A six-seat table at a placement of the person (seat 0), cities grown by random play."""
    seats = tuple(Seat("human", f"P{i}", c) for i, c in
                  enumerate(("purple", "red", "blue", "green", "yellow", "orange")))
    # Rules version 1 keeps the position this test was written on: under version 2 the same
    # random play places at the top edge, where the city view re-centres (issue 31, point 9).
    setup = GameSetup("speedtycoon", 4, seats, {"game_type": "tycoon", "think": "none",
                                                "rules_version": 1})
    state = rules.new_game(6, 4, setup.options)
    rng, log = random.Random(4), []
    while not (state.current_player == 0 and len(state.emp[0]) > 5
               and any(isinstance(a, act.Place) for a in state.legal_actions())):
        legal = state.legal_actions()
        action = rng.choice([a for a in legal if isinstance(a, act.Place | act.Buy)] or legal)
        state.apply(action)
        log.append(action)
    board = app.scenes.push(TableScene(app, setup, curtain=False, match=Match(setup, state, log)))
    app.run_frames(3)
    return board


def test_a_placed_building_shows_in_the_city_once_it_has_landed(app):
    board = placing_table(app)
    tile = board.marks.tile
    (x, y) = next(iter(board.marks.cells))
    rect = board.camera.cell_rect(x, y)
    click_at(app, rect.center)
    assert board.match.state.emp[0].get(geometry.cell(x, y)) == tile
    board.timeline.skip()
    app.run_frames(2)
    picture = art.tile_image(tile, board.camera.cell)
    corner = (rect.x + rect.w // 2, rect.y + 6)
    assert app.screen.get_at(corner)[:3] == picture.get_at((rect.w // 2, 6))[:3]


def test_a_flight_elsewhere_keeps_the_city_picture(app):
    board = placing_table(app)
    s = board.match.state
    p = next(i for i in range(4) if s.market[i] >= 0)
    kept = board._empire
    flight = [ev.BuildingBought(0, PLACE_SHORT[p], s.market[p], ("$1",), 1, False, False),
              ev.MarketRefilled(((PLACE_SHORT[p], s.market[p]),))]
    board.timeline.play(motion.steps_for(flight, s, board.where()))
    app.step(0.02)
    assert board.timeline.hidden(), "the flight hides its tile at both ends"
    assert board._picture[0][-1] == board.timeline.hidden(), "the table was painted again"
    assert board._empire is kept, "but its city was not: nothing in it changed"


def test_a_move_taken_back_and_another_made_is_drawn_anew(app):
    """The picture is keyed on the match's count of changes, never on id(state): a take-back's
    copy of the state is often made at the address the freed one had, and the move count is
    the same after a move taken back and another made, so the old key named a new position and
    the table kept showing the one before (speedpolish)."""
    board = open_table(app, exact_start()[0])
    match = board.match
    seen: dict[tuple, tuple] = {}

    def drawn_as() -> None:
        key, position = board.picture_key(), tuple(map(repr, match.actions))
        assert seen.setdefault(key, position) == position, "a stale picture of another position"

    for _round in range(10):
        for action in match.state.legal_actions()[:4]:
            board.apply(action)
            drawn_as()
            if match.undo_steps:
                match.take_back()
                drawn_as()
    assert len(set(seen.values())) > 4, "the test saw several positions"
