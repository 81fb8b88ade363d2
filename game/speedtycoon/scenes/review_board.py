"""Speedtycoon's table in the game review (game/scenes/review_scene.py): the table as play
draws it for the reviewed seat, its city framed whole, with play's own motion (game/
speedtycoon/view/motion.py: bought tiles fly, placed ones drop, cards slide) when the review
steps forward, and a reviewed plan in the advice's words."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.core.setup import GameSetup
from game.scenes.seat_rows import seat_names
from game.speedtycoon.howto.pictures import framed
from game.speedtycoon.rules import IllegalAction, geometry, parse_action
from game.speedtycoon.scenes.keys import COLOUR
from game.speedtycoon.scenes.table_words import SCORING_KEYS, describe_move, table_texts
from game.speedtycoon.view import model, motion
from game.speedtycoon.view import table_view as tv
from game.ui.animation import Timeline

#: Each hint step's key and its review twin: a hint tells a player what to do ("Kaufe …",
#: "Купите …"), a swing's card names what was chosen or would have been ("… kaufen").
REVIEW_STEPS = {
    "speedtycoon_play.advice.take": "speedtycoon_play.review_step.take",
    "speedtycoon_play.advice.take_tip": "speedtycoon_play.review_step.take_tip",
    "speedtycoon_play.advice.buy": "speedtycoon_play.review_step.buy",
    "speedtycoon_play.advice.place": "speedtycoon_play.review_step.place",
    "speedtycoon_play.advice.demolish": "speedtycoon_play.review_step.demolish",
    "speedtycoon_play.advice.fund": "speedtycoon_play.review_step.fund",
    "speedtycoon_play.advice.plan": "speedtycoon_play.review_step.plan",
    "speedtycoon_play.advice.button": "speedtycoon_play.review_step.button",
    "speedtycoon_play.advice.repay": "speedtycoon_play.review_step.repay",
    "speedtycoon_play.advice.other": "speedtycoon_play.review_step.other",
}

class SpeedtycoonReviewBoard:
    #: The review chart's last point, the real result, comes with the IPO scoring, the last
    #: of three: the line jumped there from the computer's estimate without a word
    #: (speedpolish). The scoring decides the game, so the mark names it.
    end_key = "speedtycoon_play.scoring.ipo"

    def __init__(self, setup: GameSetup, say: Callable[..., str], lang: str) -> None:
        self.say = say
        self.names = seat_names(setup.seats, COLOUR, say)
        self.colours = [s.colour for s in setup.seats]
        self.timeline = Timeline()
        self.after = None  # the position the running motion leads to
        self._settled: tuple = (None, None, None)  # (state, hidden, picture) while it moves

    def picture(self, state, seat: int) -> pygame.Surface:
        """The table; the tiles and cards the motion still carries are drawn by it, in
        flight, over the settled table (which is drawn once per change of what is hidden)."""
        moving = state is self.after and self.timeline.busy
        hidden = self.timeline.hidden() if moving else frozenset()
        kept_state, kept_hidden, kept = self._settled
        if kept is None or kept_state is not state or kept_hidden != hidden:
            kept = pygame.Surface((1280, 800))
            tv.draw_table(kept, state, self.colours, seat, seat, self.camera(state, seat),
                          tv.Marks(), table_texts(self.say, state, self.names, seat, seat),
                          motion.hidden_tiles(hidden), motion.hidden_display(hidden))
            self._settled = (state, hidden, kept) if moving else (None, None, None)
        if not moving:
            return kept
        surface = kept.copy()
        self.timeline.draw(surface)
        return surface

    @staticmethod
    def camera(state, seat: int) -> tv.EmpireCamera:
        return framed([geometry.xy(c) for c in model.city(state, seat)], tv.EMPIRE_VIEW)

    def animate(self, before, events: list, after, seat: int, speed: str) -> None:
        self.after = after
        self.timeline.set_speed(speed)
        where = motion.Where(seat, seat, self.camera(after, seat), after.num_players)
        self.timeline.play(motion.steps_for(events, after, where))

    def update(self, dt: float) -> None:
        self.timeline.update(dt)

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def skip(self) -> None:
        self.timeline.skip()
        self._settled = (None, None, None)

    @staticmethod
    def moments(replay) -> list[tuple[int, str]]:
        """The move after which each scoring before the last was done, with its words: the
        chart marked only the IPO (its end), so the jumps of the Startup and Venture Capital
        scorings, where the points are dealt, went unexplained (speedleft2). The IPO ends the
        game: its mark is the chart's `end_key`."""
        found = [(replay.first_move(lambda s, n=n: model.scorings_done(s) >= n), key)
                 for n, key in SCORING_KEYS.items() if key != SpeedtycoonReviewBoard.end_key]
        return [(move, key) for move, key in found if move is not None]

    def plan_words(self, state, seat: int, plan: Sequence[str]) -> list[str]:
        s = state.clone()
        said = []
        for text in plan:
            action = parse_action(text)
            key, params = describe_move(self.say, s, action)[0]
            said.append(self.say(REVIEW_STEPS[key], **params))
            try:
                s.apply(action)
            except IllegalAction:  # the rules refuse a step: the words end there
                break
        return said
