"""The final IPO screen on the house's result scene (game/scenes/result_scene.py): the ranking
beside the points race over the whole game, where the points came from (each scoring by its
parts, game/speedtycoon/view/result_breakdown.py), and the house's "Neues Spiel / Revanche /
Menü" (§4.8); New game starts from the table just played."""

from __future__ import annotations

import pygame

from game.core.i18n import format_number
from game.games import game_entry
from game.scenes.result_scene import MatchResultScene
from game.speedtycoon.scenes import words
from game.speedtycoon.scenes.course import points_course
from game.speedtycoon.view.art import seat_emblem
from game.speedtycoon.view.result_breakdown import breakdown
from game.ui.chart import ChartLine, Marked, line_chart
from game.ui.result_table import Breakdown


class TableResult(MatchResultScene):
    total_key = "speedtycoon_play.result.total"
    axis_keys = ("match.chart.scorings", "match.chart.points")

    def new_game_screen(self):
        return game_entry(self.match.setup.game).new_game_class()(self.app,
                                                                   last=self.match.setup)

    def breakdown(self) -> Breakdown:
        return breakdown(self.match.setup, self.match.actions)

    def chart(self, size: tuple[int, int]) -> pygame.Surface:
        course = points_course(self.match.setup, self.match.actions)
        tr = self.app.tr
        lines = [ChartLine(seat.colour, course.points[i], end_dot=True)
                 for i, seat in enumerate(self.match.setup.seats)]
        marks = [Marked(turn, words.scoring(tr, name)) for turn, name in course.scorings]
        last = max(line.points[-1][0] for line in lines)
        return line_chart(size, tr("speedtycoon_play.result.chart"), "", lines, marks,
                          lambda v: str(v), tr("speedtycoon_play.result.turns", end=last),
                          self.axes())

    def score_text(self, score: int) -> str:
        return self.app.tr("speedtycoon_play.result.points", count=score)

    def cell_text(self, value: int) -> str:
        """Plain numbers in the breakdown: six seats' columns have no room for "points"."""
        return format_number(value, self.app.settings.language)

    def emblem(self, colour: str) -> pygame.Surface:
        return seat_emblem(colour, 28)
