"""The arrow keys' walk round one city: its runways, factory lots and hotel lots, read by their
cards.

A mouse player rests the pointer on a runway, a factory lot or any hotel lot and reads its
card; a click there presses the city (or, on the next free lot, builds a hotel). Tab stops on
each city and on its next free lot, the two things a press acts on (a stop for every runway and
lot would be seventeen a city, 153 Tabs across the board); ← / → walk the rest of the city the
focus is in, in the order they stand: the city itself, runways 1 and 2, factory lots 1 and 2,
then the hotel lots along the track (1-12). Enter on a walked part presses what a click there
would; Tab leaves the walk (tycoonkeys2).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.tycoon.panels.hover import Target
from game.tycoon.view import layout

WALK_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}


def parts(city: int) -> list[Target]:
    """The things of `city` a card is about, in walking order (the city's own card first)."""
    return [Target("city", city), Target("runway", city, 0), Target("runway", city, 1),
            Target("factory", city, 0), Target("factory", city, 1),
            *(Target("lot", city, lot) for lot in range(layout.LOT_COUNT))]


def part_rect(target: Target) -> pygame.Rect:
    """Where `target` is drawn on the board."""
    city, part = int(target.key), target.part
    if target.kind == "runway":
        return layout.runway_rect(city, part)
    if target.kind == "factory":
        return layout.factory_rect(city, part)
    if target.kind == "lot":
        return layout.lot_rect(city, part)
    return layout.city_rect(city)


@dataclass
class CityWalk:
    """Where the arrows stand in the focused city: `at` is None while no walk has begun (the
    Tab stop's own card is shown)."""

    city: int | None = None
    at: Target | None = None

    def start(self, city: int, first: Target) -> None:
        """The focus came onto `city`'s stop, whose card is `first` (the city's or its next
        lot's): the walk goes on from there."""
        self.city, self.at = city, first

    def stop(self) -> None:
        self.city = self.at = None

    def step(self, step: int) -> Target | None:
        """The next part (`step` 1) or the one before (-1), round the city; None outside a
        city."""
        if self.city is None or self.at is None:
            return None
        walk = parts(self.city)
        self.at = walk[(walk.index(self.at) + step) % len(walk)]
        return self.at
