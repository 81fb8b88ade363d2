"""What a property board shows, read from a rules State: the one place outside the rules that
reads the engine's fields (the State's docstring calls them "not an API").

The engine keeps flat per-seat and per-space lists and a few scalar markers for speed
(docs/property-state.md); the scenes, the board's drawing and the how-to ask here by what a
player sees, so a change of that layout touches this module, not the screens.
tests/contract/test_scene_boundaries.py holds them to it.

A reader, not a copy (Tycoon's BoardModel is a frozen copy built once per change): the board
reads a few of these per frame and per decision, and copying every list on every change would
only add work. What comes back is the engine's own list: read it, never change it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.property.rules.rulesets import Ruleset
from game.property.rules.state import State

# --- the game as set up ----------------------------------------------------------------------


def ruleset(s: State) -> Ruleset:
    """The ruleset played: the board's spaces, sets, prices and decks."""
    return s.rs


def auctions(s: State) -> bool:
    """Whether a declined place is auctioned (always in «Менеджер»)."""
    return s.auctions


def time_limit(s: State) -> int:
    """The game's time limit in minutes, 0 for none (the app runs the clock)."""
    return s.time_limit


def end_reason(s: State) -> str:
    """Why the game ended: "last_standing", "time_up" or "round_cap" ("" while it goes on)."""
    return s.end_reason


def round_cap(s: State) -> int:
    """The last round to be played, 0 for no round limit (D56): after it the richest wins."""
    return s.round_cap


def turn_timer(s: State) -> int:
    """Seconds a person has to decide, 0 for no timer."""
    return s.turn_timer


def time_up(s: State) -> bool:
    """The time limit has run out: the game ends with this turn."""
    return s.time_up


# --- whose turn, and where it stands -----------------------------------------------------------


def turn(s: State) -> int:
    """The seat whose turn it is (a trade's addressee or a bidder may be asked meanwhile)."""
    return s.turn


def phase(s: State) -> int:
    """The step of the turn (game/property/rules/phases.py)."""
    return s.phase


def round_number(s: State) -> int:
    """The round, from 1."""
    return s.round


def first_seat(s: State) -> int:
    """The seat that won the roll-off: a round ends when the turn passes it."""
    return s.first


def dice(s: State) -> tuple[int, int]:
    """The last roll."""
    return s.d1, s.d2


def extra_roll(s: State) -> bool:
    """The last roll was doubles: the seat rolls again once the landing is resolved."""
    return s.extra


# --- the seats ----------------------------------------------------------------------------------


def cash(s: State) -> Sequence[int]:
    """Every seat's cash."""
    return s.cash


def positions(s: State) -> Sequence[int]:
    """Every seat's token space."""
    return s.pos


def jail(s: State) -> Sequence[int]:
    """Per seat: -1 free, else the failed tries to get out so far."""
    return s.jail


def alive(s: State) -> Sequence[bool]:
    """Per seat: still playing."""
    return s.alive


def passes(s: State) -> Sequence[Sequence[int]]:
    """Per seat: the passes (get out of jail cards) held, each deck × 64 + card."""
    return s.held


# --- the spaces ---------------------------------------------------------------------------------


def owners(s: State) -> Sequence[int]:
    """Per space: its owner's seat, -1 at the bank."""
    return s.owner


def levels(s: State) -> Sequence[int]:
    """Per space: its buildings (0 up to the ruleset's top)."""
    return s.level


def mortgaged(s: State) -> Sequence[bool]:
    """Per space: mortgaged."""
    return s.mort


# --- debts, auctions, trades ------------------------------------------------------------------


def in_debt(s: State) -> bool:
    """The first pending payment waits for its debtor to raise money."""
    return s.in_debt


def debtor(s: State) -> int:
    """The seat owing the first pending payment."""
    return s.dues[0]


def auction_place(s: State) -> int:
    """The place being auctioned, -1 for none."""
    return s.au_place


def auction_high(s: State) -> int:
    """The auction's high bid."""
    return s.au_high


def auction_bidder(s: State) -> int:
    """The seat of the auction's high bid, -1 for none."""
    return s.au_bidder


def trade_terms(s: State) -> str | None:
    """The open offer in its action text, None for none."""
    return s.tr_terms


def trade_from(s: State) -> int:
    """The open offer's proposer, -1 for none."""
    return s.tr_from


def trade_to(s: State) -> int:
    """The open offer's addressee, -1 for none."""
    return s.tr_to


def trade_count(s: State) -> int:
    """Offers made in this negotiation."""
    return s.tr_count
