"""A race to 10 in contract v2, small enough to read at a glance: the harness's own test game.

Each turn the seat to move adds 1 or 2, or rolls a die whose face it adds when it is a 1 or 2;
whoever brings the total to 10 or more wins. The die makes the RNG part of the state, as in
every real game, so `determinize` has something to reseed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action, Event, IllegalAction, shared_returns
from game.core.rng import below, reseed, seed_state

MIN_PLAYERS, MAX_PLAYERS, GOAL = 2, 4, 10


@dataclass(frozen=True, slots=True)
class Add(Action):
    amount: int

    def __str__(self) -> str:
        return f"add {self.amount}"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Added(Event):
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    seat: int
    face: int


def parse_action(text: str) -> Action:
    words = text.split()
    if words == ["roll"]:
        return Roll()
    if len(words) == 2 and words[0] == "add" and words[1] in ("1", "2"):
        return Add(int(words[1]))
    raise ValueError(f"not an action: {text!r}")


class State:
    def __init__(self, n: int, total: int, seat: int, rng: int, winner: int | None):
        self.num_players, self.total, self.seat, self.rng, self.winner = n, total, seat, rng, winner

    @property
    def current_player(self) -> int | None:
        return None if self.winner is not None else self.seat

    def turn_player(self) -> int | None:
        return self.current_player

    def legal_actions(self) -> list[Action]:
        return [] if self.winner is not None else [Add(1), Add(2), Roll()]

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        if not self.is_legal(action):
            raise IllegalAction("race.why.not_now")
        if isinstance(action, Roll):
            self.rng, face = below(self.rng, 6)
            events: list[Event] = [Rolled(self.seat, face + 1)]
            amount = face + 1 if face < 2 else 0
        else:
            events, amount = [], action.amount
        self.total += amount
        events.append(Added(self.seat, amount))
        if self.total >= GOAL:
            self.winner = self.seat
        else:
            self.seat = (self.seat + 1) % self.num_players
        return events

    def clone(self) -> State:
        return State(self.num_players, self.total, self.seat, self.rng, self.winner)

    def is_terminal(self) -> bool:
        return self.winner is not None

    def scores(self) -> list[int]:
        return [int(p == self.winner) for p in range(self.num_players)]

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0] * self.num_players
        return shared_returns(self.num_players, self.winners())

    def winners(self) -> list[int]:
        if self.winner is None:
            raise ValueError("the race is not over")
        return [self.winner]

    def determinize(self, observer: int, rng) -> State:
        copy = self.clone()
        copy.rng = reseed(rng)
        return copy

    def public_view(self, observer: int) -> dict:
        return {"total": self.total, "seat": self.seat, "winner": self.winner}

    def to_dict(self) -> dict:
        return {"n": self.num_players, "total": self.total, "seat": self.seat, "rng": self.rng,
                "winner": self.winner}

    @classmethod
    def from_dict(cls, d: dict) -> State:
        return cls(d["n"], d["total"], d["seat"], d["rng"], d["winner"])

    def progress(self) -> tuple[str, dict]:
        return ("race.progress", {"total": self.total})

    def undo_barrier(self, events: list[Event]) -> bool:
        return any(isinstance(e, Rolled) for e in events)


def new_game(num_players: int, seed: int, options: dict | None = None) -> State:
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"num_players must be {MIN_PLAYERS}..{MAX_PLAYERS}")
    return State(num_players, 0, 0, seed_state(seed), None)
