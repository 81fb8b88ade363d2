"""Dice race, the scratch fifth game: on your turn roll the die (1-6 steps) or walk 2 steps;
the first to reach square 20 wins. Contract v2 on the house's `RulesState` (legal cache,
equality, clone, end and returns): the race writes only its fields, its moves and its texts."""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from game.core.contract import Action, Event, IllegalAction
from game.core.rng import below, reseed, seed_state
from game.core.rules_state import RulesState, check_table, cloner

GOAL = 20
WALK = 2
PLAYING, OVER = 0, 1
SCALARS = ("n", "rng", "turn", "moves", "phase")


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


class State(RulesState):
    __slots__ = SCALARS + ("squares", "_legal")
    OVER = OVER
    clone = cloner(SCALARS + ("_legal",), ("squares",), ())

    current_player = property(lambda self: None if self.phase == OVER else self.turn)

    def turn_player(self) -> int | None:
        return self.current_player

    def generate_legal(self) -> list[Action]:
        return [] if self.phase == OVER else [Roll(), Walk()]

    def apply(self, action: Action) -> list[Event]:
        if not self.is_legal(action):
            raise IllegalAction("scratch_race.why.not_legal", {"action": str(action)})
        self._legal = None
        seat, start, die = self.turn, self.squares[self.turn], None
        if isinstance(action, Roll):
            self.rng, die = below(self.rng, 6)
            die += 1
        self.squares[seat] = min(GOAL, start + (die or WALK))
        self.moves += 1
        if self.squares[seat] == GOAL:
            self.phase = OVER
        else:
            self.turn = (seat + 1) % self.n
        return [Moved(seat, start, self.squares[seat], die)]

    def scores(self) -> list[int]:
        return self.squares[:]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            raise ValueError("the race is not over yet")
        return [self.turn]

    def determinize(self, observer: int, rng) -> State:
        copy = self.clone()
        copy.rng = reseed(rng)
        return copy

    def to_dict(self) -> dict:
        return {**dict(zip(SCALARS, attrgetter(*SCALARS)(self), strict=True)),
                "squares": self.squares[:]}

    @classmethod
    def from_dict(cls, d: dict) -> State:
        s = cls.__new__(cls)
        for name in SCALARS:
            setattr(s, name, d[name])
        s.squares, s._legal = list(d["squares"]), None
        return s

    def progress(self) -> tuple[str, dict]:
        return "scratch_race.progress", {"round": self.moves // self.n + 1}

    def undo_barrier(self, events) -> bool:
        """Every move ends the turn (and a roll shows a die): nothing is taken back."""
        return True


State.FIELDS = attrgetter(*SCALARS, "squares")


def new_game(num_players: int, seed: int, options=None) -> State:
    check_table(num_players, seed, 2, 6)
    return State.from_dict({"n": num_players, "rng": seed_state(seed), "turn": 0, "moves": 0,
                            "phase": PLAYING, "squares": [0] * num_players})
