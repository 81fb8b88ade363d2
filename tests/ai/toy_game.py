"""Card Row: a tiny hidden-deck game that keeps the full rules contract.

It proves the search is game-agnostic: nothing in game/ai/ knows this game. Three cards lie face
up; the player to move takes one (its value is added to their money) and the gap is refilled
from a hidden deck. Taking a card reveals the next one to the following player, so looking ahead
pays. When row and deck are empty, most money wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

from game.ai.contract import terminal_values
from game.core.contract import shared_returns

CARDS = (-4, -2, -1, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 9, 12)
ROW = 3


class IllegalAction(ValueError):
    pass


@dataclass(frozen=True)
class Take:
    slot: int

    def __str__(self) -> str:
        return f"take {self.slot}"


def parse_action(text: str) -> Take:
    word, _, slot = text.partition(" ")
    if word != "take" or not slot.isdigit():
        raise IllegalAction(f"not a Card Row action: {text!r}")
    return Take(int(slot))


@dataclass
class State:
    num_players: int
    row: list[int | None]
    deck: list[int]
    money: list[int]
    turn: int = 0
    log: list[str] = field(default_factory=list)

    @property
    def current_player(self) -> int | None:
        return None if self.is_terminal() else self.turn % self.num_players

    def legal_actions(self) -> list[Take]:
        if self.is_terminal():
            return []
        return [Take(i) for i, card in enumerate(self.row) if card is not None]

    def apply(self, action: Take) -> list[tuple]:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not legal now")
        seat = self.current_player
        card = self.row[action.slot]
        self.money[seat] += card
        self.row[action.slot] = self.deck.pop() if self.deck else None
        self.turn += 1
        self.log.append(str(action))
        return [("took", seat, card)]

    def clone(self) -> State:
        return State(
            self.num_players,
            list(self.row),
            list(self.deck),
            list(self.money),
            self.turn,
            list(self.log),
        )

    def is_terminal(self) -> bool:
        return not self.deck and all(card is None for card in self.row)

    def scores(self) -> list[int]:
        return list(self.money)

    def returns(self) -> list[float]:
        return shared_returns(self.num_players, self.winners()) if self.is_terminal() \
            else [0.0] * self.num_players

    def winners(self) -> list[int]:
        best = max(self.money)
        return [seat for seat, m in enumerate(self.money) if m == best]

    def determinize(self, observer_seat: int, rng: Random) -> State:
        """Every seat sees the same: only the deck order is hidden."""
        copy = self.clone()
        copy.deck = sorted(copy.deck)
        rng.shuffle(copy.deck)
        return copy

    def to_dict(self) -> dict:
        return {
            "num_players": self.num_players,
            "row": self.row,
            "deck": self.deck,
            "money": self.money,
            "turn": self.turn,
            "log": self.log,
        }

    @classmethod
    def from_dict(cls, data: dict) -> State:
        return cls(
            data["num_players"],
            list(data["row"]),
            list(data["deck"]),
            list(data["money"]),
            data["turn"],
            list(data["log"]),
        )


def new_game(num_players: int, seed: int, options: dict | None = None) -> State:
    deck = list(CARDS)
    Random(seed).shuffle(deck)
    row = [deck.pop() for _ in range(ROW)]
    return State(num_players, row, deck, [0] * num_players)


class CardRowKnowledge:
    """Greedy knowledge: big cards first; the value of a position is the money lead."""

    illegal_action = IllegalAction

    def plans(self, state: State) -> list[tuple[Take, ...]]:
        actions = sorted(state.legal_actions(), key=lambda a: -state.row[a.slot])
        return [(a,) for a in actions]

    def rollout_plan(self, state: State, rng: Random) -> tuple[Take, ...]:
        plans = self.plans(state)
        return plans[0] if rng.random() < 0.8 else rng.choice(plans)

    def evaluate(self, state: State) -> list[float]:
        if state.is_terminal():
            return terminal_values(state)
        best = max(state.money)
        return [1.0 / (1.0 + 2.0 ** ((best - m) / 3.0)) for m in state.money]


def decide(state_dict: dict, seat: int, level: str, budget: dict, seed: int, cancelled) -> dict:
    """Worker entry point for Card Row, the same shape a real game's decider has."""
    from game.ai.budget import Budget
    from game.ai.search import SEARCHES

    state = State.from_dict(state_dict)
    result = SEARCHES[level](
        state, seat, CardRowKnowledge(), Budget.from_dict(budget), seed, cancelled=cancelled
    )
    return {
        "action": str(result.plan[0]),
        "reason": ["toy.takes", {}],
        "iterations": result.iterations,
        "stop_reason": result.stop_reason,
    }
