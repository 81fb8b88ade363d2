"""A person at the Speedtycoon table, clicking as a person would: a lit cell for the tile
waiting to be placed, else a market building they can pay, else a card from the Kapital,
else "Zug beenden" / "Passen"."""

from __future__ import annotations

import pygame

from game.scenes.result_scene import MatchResultScene
from game.speedtycoon.view import table_view as tv


def click_at(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(0.02)


def person_move(app, board) -> bool:
    """One click towards a move; True when something was clicked."""
    buttons = board.buttons
    if board.marks.cells:
        x, y = next(iter(board.marks.cells))
        click_at(app, board.camera.cell_rect(x, y).center)
        return True
    for name in ("plan", "buy", "take"):
        if buttons[name].is_enabled and buttons[name].visible:
            app.click(buttons[name])
            return True
    state = board.match.state
    if board.marks.place is None and not board.marks.display:
        for place in range(4):
            from game.speedtycoon.rules import queries

            if queries.best_payment(state, board.viewer, place):
                click_at(app, tv.place_rect(place).center)
                if buttons["buy"].is_enabled:
                    return True
        if state.display and buttons["end"].is_enabled is False:
            click_at(app, tv.display_rect(0).center)
            if buttons["take"].is_enabled:
                return True
    for name in ("end", "pass"):
        if buttons[name].is_enabled and buttons[name].visible:
            app.click(buttons[name])
            return True
    if board.marks.place is not None or board.marks.display:
        board.marks = tv.Marks()
        if state.display:
            click_at(app, tv.display_rect(0).center)
        return True
    return False


def play_to_the_end(app, board_type, limit: int = 40000) -> int:
    """Plays until the result scene; returns how many person clicks it took."""
    clicks = 0
    for _ in range(limit):
        top = app.scenes.top
        if isinstance(top, MatchResultScene):
            return clicks
        if isinstance(top, board_type) and top.curtain is not None:
            app.press_key(pygame.K_SPACE)
        elif isinstance(top, board_type) and top.person is not None and not top.busy:
            if person_move(app, top):
                clicks += 1
            else:
                app.step(0.05)
        else:
            app.step(0.05)
    raise AssertionError("the game did not reach its result")
