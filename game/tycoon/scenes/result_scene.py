"""Tycoon's end of a game on the house's result scene (game/scenes/result_scene.py): final
money, each seat's plane, where the money came from (game/tycoon/view/result_breakdown.py),
the whole game's money chart, and "Play again" on a new board."""

from __future__ import annotations

import pygame

from game.scenes.result_scene import MatchResultScene
from game.tycoon.info.series import MoneySeries, replay
from game.tycoon.panels.chart import money_chart
from game.tycoon.panels.words import Words
from game.tycoon.scenes.match import Match
from game.tycoon.scenes.names import seat_names
from game.tycoon.view.result_breakdown import breakdown
from game.tycoon.view.sprites import plane_image
from game.tycoon.view.texts import Texts
from game.ui.result_table import Breakdown

PLANE = 40


class ResultScene(MatchResultScene):
    subtitle = "match.result.subtitle"
    total_key = "tycoon_info.result.total"
    axis_keys = ("match.chart.paydays", "match.chart.money")

    def enter(self) -> None:
        self.series: MoneySeries = replay(Match.new(self.match.setup).state, self.match.actions)
        super().enter()

    def breakdown(self) -> Breakdown:
        return breakdown(self.match.setup, self.match.actions)

    def score_text(self, score: int) -> str:
        return Texts(self.app.settings.language).money(score)

    def emblem(self, colour: str) -> pygame.Surface:
        return plane_image(colour, PLANE)

    def chart(self, size: tuple[int, int]) -> pygame.Surface:
        seats = self.match.setup.seats
        language = self.app.settings.language
        words = Words(language, seat_names(seats, Texts(language)))
        return money_chart(self.series, words, [seat.colour for seat in seats], size,
                           self.axes())
