"""Tycoon's end of a game on the house's result scene (game/scenes/result_scene.py): final
money, each seat's plane, the whole game's money chart, and "Play again" on a new board."""

from __future__ import annotations

import pygame

from game.scenes.result_scene import MatchResultScene
from game.tycoon.info.series import MoneySeries, replay
from game.tycoon.panels.chart import money_chart
from game.tycoon.panels.words import Words
from game.tycoon.scenes.match import Match
from game.tycoon.scenes.names import seat_names
from game.tycoon.view.sprites import plane_image
from game.tycoon.view.texts import Texts

PLANE = 48


class ResultScene(MatchResultScene):
    has_chart = True
    subtitle = "match.result.subtitle"

    def enter(self) -> None:
        self.series: MoneySeries = replay(Match.new(self.match.setup).state, self.match.actions)
        super().enter()

    def score_text(self, score: int) -> str:
        return Texts(self.app.settings.language).money(score)

    def emblem(self, colour: str) -> pygame.Surface:
        return plane_image(colour, PLANE)

    def chart(self, size: tuple[int, int]) -> pygame.Surface:
        seats = self.match.setup.seats
        language = self.app.settings.language
        words = Words(language, seat_names(seats, Texts(language)))
        return money_chart(self.series, words, [seat.colour for seat in seats], size)
