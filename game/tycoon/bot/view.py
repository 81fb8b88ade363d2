"""What a seat may know: the state with its hidden order wiped, and determinized copies of it.

`State.determinize` reshuffles the draw piles starting from their current order, so two states
that differ only in the hidden order would still give different copies for the same seed. The
bot therefore first puts both piles into one canonical order (sorted), which removes everything
the seat cannot see, and only then determinizes. Every level decides from such copies.
"""

from __future__ import annotations

from random import Random

from game.tycoon.rules import State


def information_set(state: State) -> State:
    """A copy in which the hidden draw piles carry no information (sorted)."""
    view = state.clone()
    view.deck_s.sort()
    view.deck_c.sort()
    return view


def world(state: State, seat: int, rng: Random) -> State:
    """One possible true state, as seen from `seat`: hidden piles reshuffled from `rng`."""
    return information_set(state).determinize(seat, rng)
