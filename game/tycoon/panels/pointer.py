"""Where on the screen a hint's step points: the board's own layout rectangles, so the ring
lies on exactly what the player is told to click."""

from __future__ import annotations

import pygame

from game.tycoon.info.advice import Pointer
from game.tycoon.panels import rects
from game.tycoon.rules import board
from game.tycoon.scenes.turn_panel import action_rect
from game.tycoon.view import layout
from game.tycoon.view.places import panel_row


def pointer_rect(pointer: Pointer | None, model) -> pygame.Rect | None:
    """The screen rectangle a hint points at."""
    if pointer is None:
        return None
    if pointer.kind == "market":
        if pointer.a < board.DISPLAY_SCHEDULED:
            return layout.market_card_rect("scheduled", pointer.a)
        return layout.market_card_rect("charter", pointer.a - board.DISPLAY_SCHEDULED)
    if pointer.kind == "city":
        return layout.city_rect(pointer.a)
    if pointer.kind == "lot":
        return layout.lot_rect(pointer.a, min(pointer.b, layout.LOT_COUNT - 1))
    if pointer.kind == "factory":
        return layout.factory_rect(pointer.a, pointer.b)
    if pointer.kind == "home":
        return layout.home_bank_rect(panel_row(model, pointer.a))
    if pointer.kind == "button":
        return action_rect(pointer.name)
    raise ValueError(f"unknown pointer kind {pointer.kind!r}")


def ring_keep_clear(pointer: Pointer | None) -> tuple[pygame.Rect, ...]:
    """What the ring round the pointed-at thing leaves readable: the lots beside a lot (it
    covered the top of the lot below), else the market's heading over a card."""
    if pointer is not None and pointer.kind == "lot":
        return layout.lot_neighbours(pointer.a, min(pointer.b, layout.LOT_COUNT - 1))
    return rects.RING_KEEP_CLEAR
