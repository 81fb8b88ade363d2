"""The games of the collection, by id: where each one's rules live.

Saves, the AI and the new-game screen name a game by its id ("tycoon") and look its rules up
here, so they work unchanged for the games that follow. Rules modules are imported on first use,
not when this registry is imported.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from game.core.named import resolve


class UnknownGame(KeyError):
    """No game with this id in this version of the collection."""


@dataclass(frozen=True)
class GameEntry:
    """`progress` gives (session, round) of a state: what the load list shows as "where".
    `board_scene` ("module:Class") is the scene that plays the game; a loaded game is handed
    to `Class.from_save(app, loaded_game)`. `computer_levels` are the levels a computer seat
    may have: a save naming another one is refused rather than played by a confused bot.
    `smoke_game` ("module:function", taking the app) plays a computers-only game to its end
    for `--smoke-test`."""

    id: str
    rules_module: str
    progress: Callable[[Any, Sequence[Any], Any], tuple[int, int]]
    board_scene: str
    computer_levels: tuple[str, ...]
    smoke_game: str | None = None
    seat_colours: str | None = None
    """"module:attribute" of the colours a seat may have (None: any); a save naming another
    one is refused rather than crashing the board that draws it."""

    def rules(self) -> ModuleType:
        """The rules package: new_game, parse_action, IllegalAction, State (the contract)."""
        return importlib.import_module(self.rules_module)

    def board(self) -> Any:
        return resolve(self.board_scene)

    def colours(self) -> tuple[str, ...]:
        return tuple(resolve(self.seat_colours)) if self.seat_colours else ()

    def smoke(self) -> Callable[[Any], str] | None:
        return resolve(self.smoke_game) if self.smoke_game else None



def _tycoon_progress(setup: Any, actions: Sequence[Any], state: Any) -> tuple[int, int]:
    """The session is in the state; the round is counted from the log, because the rules do not
    keep it: a round begins whenever the session's start player begins a turn. Replaying a
    finished game's log takes a few milliseconds, and only saving asks."""
    from game.tycoon.rules import SessionStarted, TurnStarted, new_game, parse_action

    replayed = new_game(setup.num_players, setup.seed, dict(setup.options))
    start, round_ = replayed.current_player, 1
    for action in actions:
        for event in replayed.apply(parse_action(str(action))):
            if isinstance(event, SessionStarted):
                start, round_ = event.start_player, 0
            elif isinstance(event, TurnStarted) and event.seat == start:
                round_ += 1
    return state.session, round_


GAMES: dict[str, GameEntry] = {
    "tycoon": GameEntry(
        id="tycoon",
        rules_module="game.tycoon.rules",
        progress=_tycoon_progress,
        board_scene="game.tycoon.scenes.board_scene:BoardScene",
        computer_levels=("easy", "normal", "hard"),
        smoke_game="game.tycoon.scenes.smoke:play_computer_game",
        seat_colours="game.tycoon.rules.board:PLAYER_COLOURS",
    ),
}


def game_entry(game_id: str) -> GameEntry:
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None
