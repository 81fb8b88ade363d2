"""The rules contract, version 2: the one surface every game's rules package offers.

The app, the saves, the AI, the contract test suite and the match loop talk to any game only
through these names (OpenSpiel's State in plain Python; see docs/architecture.md). Nothing
shared reads a game's money, points or boards: values come from `returns()`, and what the load
list shows comes from `progress()`.

A rules package (``game/<game>/rules/__init__.py``) exports:

- ``new_game(num_players, seed, options=None) -> State``
- ``parse_action(text) -> Action`` (the inverse of ``str(action)``; raises ValueError)
- ``State`` (with ``State.from_dict``), ``IllegalAction`` (this module's class or a subclass)
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any, Protocol, runtime_checkable

#: A translatable text: a locale key and its placeholders ("progress", reasons, refusals).
Text = tuple[str, dict[str, Any]]


class Action:
    """Base of every game's actions: small frozen dataclasses whose ``str()`` is a stable,
    parseable text form (saves are logs of these texts)."""

    __slots__ = ()


class Event:
    """Base of every game's events: what happened, in order, for the scenes to animate.
    Dice and shuffles drawn inside ``apply`` appear here too, so a replay shows them."""

    __slots__ = ()


class IllegalAction(Exception):
    """An action that is not legal now. The state is left exactly as it was.

    ``key`` is a locale key and ``params`` its placeholders, so a screen can show the same
    reason it uses for a disabled button.
    """

    def __init__(self, key: str, params: dict | None = None):
        self.key = key
        self.params = dict(params or {})
        detail = ", ".join(f"{k}={v}" for k, v in self.params.items())
        super().__init__(f"{key} ({detail})" if detail else key)


@runtime_checkable
class GameState(Protocol):
    """What every game's ``State`` offers. Seats are ints 0..num_players-1."""

    @property
    def num_players(self) -> int: ...

    @property
    def current_player(self) -> int | None:
        """The seat whose decision the game waits for (an auction's bidder, a trade's
        addressee, the seat asked in an out-of-turn window); None once the game is over."""
        ...

    def turn_player(self) -> int | None:
        """Whose turn the screen shows; equals current_player except in side decisions."""
        ...

    def legal_actions(self) -> list[Any]:
        """Every action current_player may take now, in a stable order. Where candidates are
        too many to list (trade offers), ``is_legal`` decides and this lists the rest."""
        ...

    def is_legal(self, action: Any) -> bool: ...

    def apply(self, action: Any) -> list[Any]:
        """Carry out a legal action and return its events; raise IllegalAction, changing
        nothing, for any other."""
        ...

    def clone(self) -> GameState: ...

    def is_terminal(self) -> bool: ...

    def scores(self) -> list[int]:
        """Per seat, in the game's own unit (money, points, net worth): what a result table
        shows. Defined at every moment, final once the game is over."""
        ...

    def returns(self) -> list[float]:
        """Per seat, the share of the win (a shared win is split equally): sums to 1 at the
        end, all zeros before it. The AI reads only this."""
        ...

    def winners(self) -> list[int]:
        """The seats that share the win; ValueError before the end."""
        ...

    def determinize(self, observer: int, rng: Random | int) -> GameState:
        """A copy in which everything ``observer`` cannot see (deck and bag order, other seats'
        hidden cards) is redrawn from ``rng`` and the state's own RNG is reseeded; every public
        fact is kept."""
        ...

    def to_dict(self) -> dict: ...

    def public_view(self, observer: int) -> dict:
        """Everything ``observer`` may see, as JSON data: the snapshot without hidden orders
        and the RNG. ``determinize(observer, rng)`` must leave it unchanged (the contract
        suite checks it); a bot's view and a screen read nothing else."""
        ...

    def progress(self) -> Text:
        """Where the game stands, as the load list shows it ("session 2, round 5")."""
        ...

    def undo_barrier(self, events: Sequence[Any]) -> bool:
        """True when these events, just returned by ``apply``, revealed chance or another
        seat's decision (a die, a card, a bid): a person's undo stops there."""
        ...


def shared_returns(num_players: int, winners: Sequence[int]) -> list[float]:
    """A win worth 1, split equally among the winners; the others get nothing."""
    values = [0.0] * num_players
    for seat in winners:
        values[seat] = 1.0 / len(winners)
    return values
