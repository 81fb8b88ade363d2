"""The history panel's row of seat buttons ("All" and one per seat).

Apart from the host because fitting names into one row is its own job: each button is as wide
as its words, and long names give way to colours.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIPanel

from game.tycoon.panels.words import Words
from game.tycoon.view.state_adapter import Seat

FILTER_PAD, FILTER_GAP = 24, 6  # the history's seat buttons: beside their words, between them


def build_filters(manager, frame: UIPanel, content: pygame.Rect, seats: Sequence[Seat],
                  words: Words) -> dict[UIButton, int | None]:
    """"All" and one button per seat, each as wide as its words in the buttons' font
    ("Yellow (normal)" was cut at an equal share); where the whole names do not fit in
    one row, a computer's button says its colour ("Синий") and its tooltip the name.
    Returns each button with the seat it shows (None: all)."""
    room = content.width - FILTER_GAP * len(seats)
    labels = [words.t("tycoon_info.history.all"), *(s.name for s in seats)]
    buttons = [UIButton(pygame.Rect(content.x, content.y, 40, 28), label,
                        manager=manager, container=frame,
                        object_id=ObjectID(f"#info_filter_{i}", "@choice"))
               for i, label in enumerate(labels)]

    def widths() -> list[int]:
        return [b.font.size(label)[0] + FILTER_PAD for b, label in zip(buttons, labels,
                                                                        strict=True)]

    if sum(widths()) > room:
        for i, seat in enumerate(seats, start=1):
            if seat.is_computer:
                labels[i] = words.texts.colour(seat.colour)
                buttons[i].set_text(labels[i])
                buttons[i].set_tooltip(seat.name)
    wanted = widths()
    scale = min(1.0, room / sum(wanted))
    filters: dict[UIButton, int | None] = {}
    x = content.x
    for button, width, seat in zip(buttons, wanted, (None, *range(len(seats))), strict=True):
        button.set_dimensions((int(width * scale), 28))
        button.set_relative_position((x, content.y))
        filters[button] = seat
        x += int(width * scale) + FILTER_GAP
    return filters
