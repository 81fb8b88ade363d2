"""A tiny game with the rules contract (and a stand-in board), so the save layer and its screens
are tested apart from Tycoon's rules.

Players take turns adding 1 or 2 to a shared total; whoever reaches 10 wins. The seed picks
the starting total, so the setup matters to the replay.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games import GameEntry
from game.scenes.scene import Scene

TARGET = 10


class IllegalAction(Exception):
    pass


@dataclass(frozen=True)
class Add:
    amount: int

    def __str__(self) -> str:
        return f"add {self.amount}"


def parse_action(text: str) -> Add:
    word, _, number = text.partition(" ")
    if word != "add" or not number.isdigit():
        raise ValueError(text)
    return Add(int(number))


class State:
    def __init__(self, num_players: int, total: int, turn: int = 0) -> None:
        self.num_players = num_players
        self.total = total
        self.turn = turn

    @property
    def current_player(self) -> int:
        return -1 if self.is_terminal() else self.turn % self.num_players

    def legal_actions(self) -> list[Add]:
        return [] if self.is_terminal() else [Add(1), Add(2)]

    def apply(self, action: Add) -> list[str]:
        if action not in self.legal_actions():
            raise IllegalAction(str(action))
        self.total += action.amount
        self.turn += 1
        return [f"total {self.total}"]

    def is_terminal(self) -> bool:
        return self.total >= TARGET

    def to_dict(self) -> dict:
        return {"num_players": self.num_players, "total": self.total, "turn": self.turn}

    def clone(self) -> State:
        """What a save hands its writing thread (the game's contract: game/core/contract.py)."""
        return State(self.num_players, self.total, self.turn)

    def progress(self) -> tuple[str, dict]:
        """Borrows Tycoon's wording, so screens show a real text."""
        return "tycoon_board.progress.session_round", {"session": 1,
                                                 "round": self.turn // self.num_players + 1}


def new_game(num_players: int, seed: int, options: dict) -> State:
    if not 2 <= num_players <= 4:
        raise ValueError(num_players)
    return State(num_players, seed % 3)


class Board(Scene):
    """Stands in for a board scene: keeps the loaded game it was handed."""

    def __init__(self, app, loaded) -> None:
        super().__init__(app)
        self.loaded = loaded

    @classmethod
    def from_save(cls, app, loaded) -> Board:
        return cls(app, loaded)


ENTRY = GameEntry(
    id="counting",
    name_key="counting.name",
    rules_module="tests.core.counting_game",
    min_players=2,
    max_players=4,
    levels=("easy", "hard"),
    board_scene="tests.core.counting_game:Board",
)
