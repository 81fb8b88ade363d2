"""The end of a property game: the ranking by the rules (net worth, then the bankrupt seats,
last out first), each seat's net worth or the round it went out, its cash, places and
buildings (game/property/view/result_breakdown.py), and the net-worth chart of the whole game
by round beside them."""

from __future__ import annotations

import pygame

from game.property.view import model
from game.property.view.board_view import token
from game.property.view.result_breakdown import breakdown, rounds_out
from game.scenes.result_scene import MatchResultScene
from game.ui.chart import ChartLine, line_chart
from game.ui.result_table import Breakdown

#: Why the game ended (events.GameOver.reason) -> the result's line saying so.
ENDED = {"last_standing": "property_board.result.ended.last_standing",
         "time_up": "property_board.result.ended.time_up",
         "round_cap": "property_board.result.ended.round_cap"}


class PropertyResult(MatchResultScene):
    total_key = "property_board.result.total"
    axis_keys = ("match.chart.rounds", "match.chart.worth")

    def __init__(self, app, match, curtain: bool = True) -> None:
        super().__init__(app, match, curtain=curtain)
        self.out: dict[int, int] = {}
        self.course: list[list[tuple[int, int]]] = []

    def breakdown(self) -> Breakdown:
        details, self.course = breakdown(self.match.setup, self.match.actions)
        self.out = rounds_out(details.lines)
        return details

    def subtitle_text(self) -> str:
        """Why the game ended (events.GameOver.reason): the last one standing, the time limit
        in a round, or the round limit after its last round; the last two rank by net worth."""
        s = self.match.state
        return self.app.tr(ENDED[model.end_reason(s)], round=model.round_number(s))

    def score_text(self, score: int) -> str:
        return self.app.tr("property_board.result.worth", amount=score)

    def ranking(self) -> list[tuple[int, int]]:
        """The rules' order (D57): net worth among those still playing, then the bankrupt
        seats, last out first (all worth 0, so a sort by worth would rank them by seat)."""
        scores = self.match.state.scores()
        return [(seat, scores[seat]) for seat in self.match.state.ranking()]

    def seat_text(self, seat: int, score: int) -> str:
        """A bankrupt seat's worth is 0 by the rules: the row says when it went out."""
        if seat in self.out:
            return self.app.tr("property_board.result.out", round=self.out[seat])
        return self.score_text(score)

    def emblem(self, colour: str) -> pygame.Surface:
        surface = pygame.Surface((28, 28), pygame.SRCALPHA)
        token(surface, (14, 14), colour)
        return surface

    def chart(self, size: tuple[int, int]) -> pygame.Surface | None:
        colours = [seat.colour for seat in self.match.setup.seats]
        lines = [ChartLine(colours[seat], points, end_dot=True)
                 for seat, points in enumerate(self.course)]
        tr = self.app.tr
        return line_chart(size, tr("property_board.board.chart_title"), "", lines, [],
                          lambda v: tr("property_board.result.worth", amount=v),
                          tr("property_board.result.rounds_span",
                             end=model.round_number(self.match.state)),
                          self.axes())
