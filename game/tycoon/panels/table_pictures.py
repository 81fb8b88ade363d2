"""The P, D and M panels' pictures for a state: which facts each table shows, and the money
chart under the players' table.

Apart from the host so a panel's content depends only on the state, the money series and the
words (the host keeps widgets; this keeps what they show).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.tycoon.info import forecast, standings
from game.tycoon.info.series import MoneySeries
from game.tycoon.panels import tables
from game.tycoon.panels.chart import money_chart
from game.tycoon.panels.words import Words
from game.tycoon.rules import State

CHART_HEIGHT = 250


def table_picture(name: str, state: State, series: MoneySeries, words: Words,
                  colours: Sequence, size: tuple[int, int]) -> tuple[pygame.Surface, list]:
    """The drawn "players", "payouts" or "majorities" panel, and the rows it shows (what the
    player reads, for tests)."""
    if name == "players":
        people = forecast.summaries(state)
        rows = tables.player_rows(people, words)
        table_h = size[1] - CHART_HEIGHT - 8
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.blit(tables.players_table(people, rows, words, colours, (size[0], table_h)),
                     (0, 0))
        surface.blit(money_chart(series, words, colours, (size[0], CHART_HEIGHT)),
                     (0, table_h + 8))
        return surface, rows
    cities = standings.standings(state)
    if name == "payouts":
        rows = tables.payout_rows(cities, words)
        return tables.payouts_table(cities, rows, words, colours, size), rows
    if name == "majorities":
        rows = tables.majority_rows(cities, words)
        return tables.majorities_table(cities, rows, words, colours, size), rows
    raise ValueError(f"panel {name!r} has no picture")
