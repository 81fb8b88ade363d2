"""Speedtycoon's table in the game review (game/scenes/review_scene.py): the table as play
draws it for the reviewed seat, its city framed whole, and a reviewed plan in the advice's
words."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.core.setup import GameSetup
from game.speedtycoon.howto.pictures import framed
from game.speedtycoon.rules import IllegalAction, geometry, parse_action
from game.speedtycoon.scenes.table_words import describe_move, table_texts
from game.speedtycoon.view import table_view as tv


class SpeedtycoonReviewBoard:
    def __init__(self, setup: GameSetup, say: Callable[..., str], lang: str) -> None:
        self.say = say
        self.names = [s.name for s in setup.seats]
        self.colours = [s.colour for s in setup.seats]

    def picture(self, state, seat: int) -> pygame.Surface:
        surface = pygame.Surface((1280, 800))
        camera = framed([geometry.xy(c) for c in state.emp[seat]], tv.EMPIRE.inflate(-8, -40))
        tv.draw_table(surface, state, self.colours, seat, seat, camera, tv.Marks(),
                      table_texts(self.say, state, self.names, seat, seat))
        return surface

    def plan_words(self, state, seat: int, plan: Sequence[str]) -> list[str]:
        s = state.clone()
        said = []
        for text in plan:
            action = parse_action(text)
            key, params = describe_move(self.say, s, action)[0]
            said.append(self.say(key, **params))
            try:
                s.apply(action)
            except IllegalAction:  # the rules refuse a step: the words end there
                break
        return said
