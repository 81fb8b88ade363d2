"""A person at the Speedtycoon table, clicking as a person would: a lit cell for the tile
waiting to be placed (or, with two players, now and then "An den Staatsfonds"), else a market
building they can pay, else a card from the Kapital, else "Zug beenden" / "Passen".

Every move goes through the table's own hit areas, buttons and keys; the person's moves never
reach the rules except through what the table offers."""

from __future__ import annotations

import pygame

from game.scenes.result_scene import MatchResultScene
from game.speedtycoon.rules import queries
from game.speedtycoon.view import table_view as tv
from tests.support.wait import until

#: With two players, every FUND_EVERY-th placement of the person goes to the state fund.
FUND_EVERY = 3
GAME_WALL_SECONDS = 180.0  # a whole game's floor of wall clock before the test gives up


def click_at(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(0.02)


def usable(button) -> bool:
    return button.visible and button.is_enabled


class Person:
    """One person's clicking habits; counts what they did."""

    def __init__(self) -> None:
        self.placements = 0
        self.to_fund = 0
        self.clicks = 0
        self.scorings: list[str] = []  # the scoring pauses they clicked on

    def move(self, app, board) -> bool:
        """One click towards a move; True when something was clicked."""
        self.clicks += 1
        buttons = board.buttons
        state = board.match.state
        if board.marks.tile is not None and (board.marks.cells or usable(buttons["plan"])):
            self.placements += 1
            if usable(buttons["fund"]) and self.placements % FUND_EVERY == 0:
                self.to_fund += 1
                app.click(buttons["fund"])
                return True
            if board.marks.cells:
                x, y = next(iter(board.marks.cells))
                click_at(app, board.camera.cell_rect(x, y).center)
            else:
                app.click(buttons["plan"])
            return True
        for name in ("buy", "take"):
            if usable(buttons[name]):
                app.click(buttons[name])
                return True
        if board.marks.place is None and not board.marks.display:
            for place in range(4):
                if queries.best_payment(state, board.viewer, place):
                    click_at(app, tv.place_rect(place).center)
                    if usable(buttons["buy"]):
                        return True
            if state.display and not usable(buttons["end"]):
                click_at(app, tv.display_rect(0).center)
                if usable(buttons["take"]):
                    return True
        for name in ("end", "pass"):
            if usable(buttons[name]):
                app.click(buttons[name])
                return True
        if board.marks.place is not None or board.marks.display:
            app.press_key(pygame.K_ESCAPE)
            return True
        return False


def play_to_the_end(app, board_type, person: Person | None = None,
                    limit: int = 60000) -> Person:
    """Plays until the result scene; returns the person with their counts. Waits as every
    test waits (tests/support/wait.py's `until`): it gives up only when `limit` frames and
    `GAME_WALL_SECONDS` have both passed (the computers think in the worker on the wall clock;
    a two-seat classic game reached only turn 112 of its ~120 in 60,000 fast loops), and says
    where the table stood."""
    person = person or Person()

    def one_click() -> None:
        """Where the table waits for the person: a scoring's buttons, the curtain, a move."""
        top = app.scenes.top
        if not isinstance(top, board_type):
            return
        if top.pauses and top.pauses[0].buttons:
            person.scorings.append(top.pauses[0].done.scoring)
            for button in list(top.pauses[0].buttons.values()):
                app.click(button)
        elif top.curtain is not None:
            app.press_key(pygame.K_SPACE)
        elif top.person is not None and not top.busy:
            person.move(app, top)

    try:
        until(app, lambda: isinstance(app.scenes.top, MatchResultScene), GAME_WALL_SECONDS,
              frames=limit, dt=0.05, act=one_click)
    except AssertionError as error:
        raise AssertionError(f"{error}; {where(app.scenes.top, board_type)}") from None
    return person


def where(top, board_type) -> str:
    """Where a game that did not end stood: its phase and turn, who was to act, the table."""
    if not isinstance(top, board_type):
        return f"{type(top).__name__}, not the table"
    return (f"phase {top.match.state.phase}, turn {top.match.state.turn_no}, to act "
            f"{top.match.seat_to_act}, person {top.person}, busy {top.busy}, "
            f"pauses {len(top.pauses)}, curtain {top.curtain is not None}")
