"""Dice race, the scratch third game: on your turn roll the die (1-6 steps) or walk 2 steps;
the first to reach square 20 wins. The whole rules contract v2 in a few lines, no pygame."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action, Event, IllegalAction, shared_returns
from game.core.rng import Rng, reseed

GOAL = 20
WALK = 2


@dataclass(frozen=True)
class Roll(Action):
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Walk(Action):
    def __str__(self) -> str:
        return "walk"


@dataclass(frozen=True)
class Moved(Event):
    seat: int
    start: int
    end: int
    die: int | None  # None: walked


def parse_action(text: str) -> Action:
    actions = {"roll": Roll(), "walk": Walk()}
    if text not in actions:
        raise ValueError(f"not a dice race action: {text!r}")
    return actions[text]


@dataclass
class State:
    squares: list[int]
    rng: Rng
    turn: int = 0
    moves: int = 0
    winner: int | None = None

    num_players = property(lambda self: len(self.squares))
    current_player = property(lambda self: None if self.winner is not None else self.turn)

    def turn_player(self) -> int | None:
        return self.current_player

    def legal_actions(self) -> list[Action]:
        return [] if self.winner is not None else [Roll(), Walk()]

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        if not self.is_legal(action):
            raise IllegalAction("scratch_race.why.not_legal", {"action": str(action)})
        seat, start = self.turn, self.squares[self.turn]
        die = self.rng.below(6) + 1 if isinstance(action, Roll) else None
        self.squares[seat] = min(GOAL, start + (die or WALK))
        self.moves += 1
        if self.squares[seat] == GOAL:
            self.winner = seat
        else:
            self.turn = (seat + 1) % self.num_players
        return [Moved(seat, start, self.squares[seat], die)]

    def clone(self) -> State:
        return State(self.squares[:], self.rng.clone(), self.turn, self.moves, self.winner)

    def is_terminal(self) -> bool:
        return self.winner is not None

    def scores(self) -> list[int]:
        return self.squares[:]

    def returns(self) -> list[float]:
        return shared_returns(self.num_players, self.winners()) if self.winner is not None \
            else [0.0] * self.num_players

    def winners(self) -> list[int]:
        if self.winner is None:
            raise ValueError("the race is not over yet")
        return [self.winner]

    def determinize(self, observer: int, rng) -> State:
        copy = self.clone()
        copy.rng = Rng(state=reseed(rng))
        return copy

    def to_dict(self) -> dict:
        return {"squares": self.squares[:], "rng": self.rng.state, "turn": self.turn,
                "moves": self.moves, "winner": self.winner}

    @classmethod
    def from_dict(cls, d: dict) -> State:
        return cls(list(d["squares"]), Rng(state=d["rng"]), d["turn"], d["moves"], d["winner"])

    def progress(self) -> tuple[str, dict]:
        return "scratch_race.progress", {"round": self.moves // self.num_players + 1}

    def undo_barrier(self, events) -> bool:
        """Every move ends the turn (and a roll shows a die): nothing is taken back."""
        return True


def new_game(num_players: int, seed: int, options=None) -> State:
    if not 2 <= num_players <= 6:
        raise ValueError("a dice race seats 2 to 6")
    return State([0] * num_players, Rng(seed))
