"""A small board scene that hosts InfoPanels exactly as docs/info-panels.md tells the real
board scene to: tests and the PNG tool drive it without the full turn machinery."""

from __future__ import annotations

import pygame

from game.scenes.scene import Scene
from game.tycoon.panels.info_panels import InfoPanels
from game.tycoon.rules import Action, State
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.state_adapter import Seat, from_state

SEATS = (Seat("Anna", "red"), Seat("Bert", "blue", True), Seat("Carla", "yellow", True),
         Seat("Dieter", "green", True))
TEST_DECIDER = "tests.tycoon_info.decider:decide"


class HostScene(Scene):
    def __init__(self, app, state: State, seats=SEATS, *, undo: bool = True,
                 decider: str = TEST_DECIDER) -> None:
        super().__init__(app)
        self.state = state
        self.seats = tuple(seats[:state.num_players])
        self.actions: list[Action] = []
        self.undo = undo
        self.decider = decider

    def enter(self) -> None:
        self.view = BoardView(self.app.settings.language, "instant")
        self.model = from_state(self.state, self.seats)
        self.info = InfoPanels(self.app, self.container, self.seats, self.state,
                               log_length=len(self.actions), undo=self.undo,
                               on_undo=self._undone, decider=self.decider)

    def leave(self) -> None:
        self.info.close()

    def play(self, action: Action, reason: tuple[str, dict] | None = None) -> list:
        events = self.state.apply(action)
        self.actions.append(action)
        self.model = from_state(self.state, self.seats)
        self.info.feed(events, self.state, reason, len(self.actions))
        return events

    def _undone(self, state: State, log_length: int) -> None:
        self.state = state
        del self.actions[log_length:]
        self.model = from_state(state, self.seats)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.info.handle_event(event)

    def watch_pointer(self, event: pygame.event.Event) -> None:
        self.info.watch_pointer(event)

    def update(self, dt: float) -> None:
        self.info.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.model)
        self.info.draw(surface)

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        self.info.draw_card(surface)

    def on_language_changed(self) -> None:
        self.view = BoardView(self.app.settings.language, "instant")
        self.info.on_language_changed(self.info.seats)
