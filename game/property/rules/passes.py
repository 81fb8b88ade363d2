"""Jail passes going back to their deck (D11, §4.7): a used one, or a bankrupt's."""

from __future__ import annotations

from game.property.rules.events import PassReturned
from game.property.rules.rulesets import UNDER_DECK


def return_pass(s, seat: int, token: int, ev: list) -> None:
    """A used (or bankrupt's) pass goes back: KB onto the discard pile, Менеджер under its
    deck (D11, §4.7)."""
    d, c = divmod(token, 64)
    s.held[seat].remove(token)
    if s.rs.discard_mode == UNDER_DECK:
        s.decks[d].append(c)
        s.seen[d] += 1
    else:
        s.discards[d].append(c)
    ev.append(PassReturned(seat, s.rs.decks[d].cards[c], s.rs.decks[d].id))
