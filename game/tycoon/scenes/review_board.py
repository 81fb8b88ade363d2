"""Tycoon's board in the game review (game/scenes/review_scene.py): the board as play draws
it, for any position of a replayed game, with play's own motion (game/tycoon/view/
choreography.py: planes fly, tickets slide, hotels drop, cash floats) when the review steps
forward, and a reviewed plan in the hint's words."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.core.setup import GameSetup
from game.tycoon.info.advice import describe
from game.tycoon.panels.words import Words
from game.tycoon.rules import IllegalAction, State, parse_action
from game.tycoon.rules.board import SESSIONS
from game.tycoon.scenes.names import seat_names
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.state_adapter import Seat, from_state, paydays_done
from game.tycoon.view.texts import Texts

#: Each hint step's key and its review twin: a hint tells a player what to do ("Kaufe …",
#: "Купите …"), a swing's card names what was chosen or would have been ("… kaufen").
REVIEW_STEPS = {
    "tycoon_info.hint.buy": "tycoon_info.review_step.buy",
    "tycoon_info.hint.fly": "tycoon_info.review_step.fly",
    "tycoon_info.hint.home": "tycoon_info.review_step.home",
    "tycoon_info.hint.hotel": "tycoon_info.review_step.hotel",
    "tycoon_info.hint.renovate": "tycoon_info.review_step.renovate",
    "tycoon_info.hint.factory": "tycoon_info.review_step.factory",
    "tycoon_info.hint.loan": "tycoon_info.review_step.loan",
    "tycoon_info.hint.loan_at_home": "tycoon_info.review_step.loan_at_home",
    "tycoon_info.hint.end": "tycoon_info.review_step.end",
    "tycoon_info.hint.pass": "tycoon_info.review_step.pass",
    "tycoon_info.hint.repay": "tycoon_info.review_step.repay",
    "tycoon_info.hint.extend": "tycoon_info.review_step.extend",
    "tycoon_info.hint.unknown": "tycoon_info.review_step.unknown",
}

#: A payday's mark on the review chart, in the words of the money chart's marks.
PAYDAY_KEY = "tycoon_info.chart.payday"


class TycoonReviewBoard:
    #: The review chart's last point, the real result, comes with the last payday, which
    #: ends the game: the line jumps there from the computer's estimate to 0 or 100 %
    #: (speedpolish), and the mark names the payday that decided it, as Speedtycoon's names
    #: its IPO scoring (tycoonpay).
    end_key = (PAYDAY_KEY, {"number": SESSIONS})

    def __init__(self, setup: GameSetup, say: Callable[..., str], lang: str) -> None:
        self.lang = lang
        #: As the result screen names them, in the review's language: the setup keeps the
        #: words of the game's language ("Gelb (schwer)" in an English review, play-test 13).
        self.names = list(seat_names(setup.seats, Texts(lang)))
        self.seats = tuple(Seat(name, s.colour, s.kind == "computer")
                           for name, s in zip(self.names, setup.seats, strict=True))
        self.words = Words(lang, self.names)
        self.view = BoardView(lang)

    def picture(self, state: State, seat: int) -> pygame.Surface:
        """The whole board, the reviewed seat's hand face up below it, the motion over it."""
        self.view.set_decor(hand_seat=seat)
        return self.view.render(from_state(state, self.seats))

    def animate(self, before: State, events: list, after: State, seat: int, speed: str) -> None:
        self.view.set_decor(hand_seat=seat)
        self.view.timeline.set_speed(speed)
        self.view.animate(events, from_state(before, self.seats), from_state(after, self.seats))

    def update(self, dt: float) -> None:
        self.view.update(dt)

    @property
    def busy(self) -> bool:
        return self.view.busy

    def skip(self) -> None:
        self.view.skip()

    @staticmethod
    def moments(replay) -> list[tuple[int, tuple[str, dict[str, int]]]]:
        """The move that paid each payday before the last, with its words ("Payday 1"): the
        chart marked only the end, so the jumps of the first two paydays, where the income
        is dealt and the win chances move most, went unexplained (tycoonpay). The last
        payday ends the game: its mark is the chart's `end_key`."""
        found = [(replay.first_move(lambda s, n=n: paydays_done(s) >= n), n)
                 for n in range(1, SESSIONS)]
        return [(move, (PAYDAY_KEY, {"number": n})) for move, n in found if move is not None]

    def plan_words(self, state: State, seat: int, plan: Sequence[str]) -> list[str]:
        """Each step of the plan as the hint names it (as a choice, not a command), in the
        position it is taken in."""
        s = state.clone()
        said = []
        for text in plan:
            action = parse_action(text)
            key, params = describe(s, seat, action)[0]
            said.append(self.words((REVIEW_STEPS[key], params)))
            try:
                s.apply(action)
            except IllegalAction:
                break
        return said
