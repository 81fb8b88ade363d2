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
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.state_adapter import Seat, from_state


class TycoonReviewBoard:
    def __init__(self, setup: GameSetup, say: Callable[..., str], lang: str) -> None:
        self.lang = lang
        self.seats = tuple(Seat(s.name, s.colour, s.kind == "computer") for s in setup.seats)
        self.names = [s.name for s in setup.seats]
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

    def plan_words(self, state: State, seat: int, plan: Sequence[str]) -> list[str]:
        """Each step of the plan as the hint says it, in the position it is taken in."""
        s = state.clone()
        said = []
        for text in plan:
            action = parse_action(text)
            said.append(self.words(describe(s, seat, action)[0]))
            try:
                s.apply(action)
            except IllegalAction:
                break
        return said
