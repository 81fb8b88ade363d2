"""The points race over a whole game, for the result screen's chart: each seat's score at the
end of every turn and the turns the scorings came, replayed from the action log (a loaded game
draws the same chart as one played through)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.speedtycoon import rules
from game.speedtycoon.rules.events import ScoringDone
from game.speedtycoon.view import model


@dataclass
class PointsCourse:
    points: list[list[tuple[int, int]]] = field(default_factory=list)  # per seat (turn, score)
    scorings: list[tuple[int, str]] = field(default_factory=list)  # (turn, scoring name)


def points_course(setup, actions) -> PointsCourse:
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    course = PointsCourse([[(0, 0)] for _ in range(state.num_players)])
    for action in actions:
        turn = model.turn_number(state)
        for e in state.apply(action):
            if isinstance(e, ScoringDone):
                course.scorings.append((turn, e.scoring))
        for seat, line in enumerate(course.points):
            if line[-1][1] != state.scores()[seat] or model.turn_number(state) != turn:
                if line[-1][0] == turn:
                    line[-1] = (turn, state.scores()[seat])
                else:
                    line.append((turn, state.scores()[seat]))
    return course
