"""One game in progress: its setup, the rules state and every action taken, in order.

The board scene changes the game only through `apply`, so the action log a save needs and
the state can never drift apart, and an illegal action (a click the rules refuse) comes back as
the rules' reason instead of an exception. Any game's State on the rules contract fits.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.contract import IllegalAction
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat


@dataclass
class Match:
    setup: GameSetup
    state: Any
    actions: list = field(default_factory=list)
    game_uid: str = field(default_factory=new_game_uid)
    #: Hints asked so far; kept in the game's saves, so a restart does not forget them.
    hints_used: int = 0
    #: Seconds played so far (a time limit counts them); kept in the saves like the hints.
    play_seconds: float = 0.0

    @property
    def seat_to_act(self) -> int | None:
        return self.state.current_player

    def seat(self, index: int) -> Seat:
        return self.setup.seats[index]

    def is_computer(self, index: int) -> bool:
        return self.seat(index).kind == "computer"

    def apply(self, action: Any) -> tuple[list, tuple[str, dict] | None]:
        """(events, None) when done; ([], (reason key, params)) when the rules refuse."""
        try:
            events = self.state.apply(action)
        except IllegalAction as refused:
            return [], (refused.key, refused.params)
        self.actions.append(action)
        return events, None
