"""A small board scene that hosts InfoPanels exactly as docs/info-panels.md tells the real
board scene to: tests and the PNG tool drive it without the full turn machinery."""

from __future__ import annotations

import pygame

from game.core.match import Match
from game.core.setup import GameSetup
from game.core.setup import Seat as SetupSeat
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
        self.seats = tuple(seats[:state.num_players])
        self.match = Match(GameSetup("tycoon", 0, tuple(
            SetupSeat("computer" if s.is_computer else "human", s.name, s.colour)
            for s in self.seats)), state)
        self.undo = undo
        self.decider = decider

    def enter(self) -> None:
        self.view = BoardView(self.app.settings.language, "instant")
        self.model = from_state(self.state, self.seats)
        self.app.settings.undo_vs_computers = self.undo  # the panels read Settings live
        self.info = InfoPanels(self.app, self.container, self.seats, self.match,
                               on_undo=self._undone, decider=self.decider)

    def leave(self) -> None:
        self.info.close()

    @property
    def state(self) -> State:
        return self.match.state

    @property
    def actions(self) -> list[Action]:
        return self.match.actions

    def play(self, action: Action, reason: tuple[str, dict] | None = None) -> list:
        events, refused = self.match.apply(action)
        assert refused is None, refused
        self.model = from_state(self.state, self.seats)
        self.info.feed(events, self.state, reason, len(self.actions))
        return events

    def _undone(self) -> None:
        self.model = from_state(self.state, self.seats)

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
