"""Builds the board's view model from a rules State: the one place that reads engine fields.

The engine keeps flat lists of indexes for speed (docs/rules-tycoon.md); the public queries
cover loans, the rest is read here so the drawing code never depends on that layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.tycoon.rules import State, board, loans_of
from game.tycoon.rules.state import PLAY as PLAY_PHASE
from game.tycoon.view.model import BoardModel, CityInfo, LoanChip, PlayerInfo


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: chosen on the new-game screen, not part of the rules."""

    name: str
    colour: str
    is_computer: bool = False


def default_seats(count: int) -> tuple[Seat, ...]:
    return tuple(Seat(board.PLAYER_COLOURS[i].capitalize(), board.PLAYER_COLOURS[i])
                 for i in range(count))


def from_state(state: State, seats: Sequence[Seat]) -> BoardModel:
    """The board as `state` shows it; build it once per state change and keep drawing it."""
    n = state.num_players
    if len(seats) != n:
        raise ValueError(f"{len(seats)} seats given for a game of {n} players")
    session = min(state.session, board.SESSIONS)
    players = []
    for p in range(n):
        pos = state.pos[p]
        supply = state.supply[p]
        players.append(PlayerInfo(
            seat=p, colour=seats[p].colour, name=seats[p].name, cash=state.money[p],
            hotels_session=supply,
            hotels_total=supply + board.HOTELS_PER_SESSION * (board.SESSIONS - session),
            factories=state.fleft[p], hand=tuple(state.hands[p]),
            loans=tuple(LoanChip(board.loan_index(card), extended)
                        for card, extended, _due in loans_of(state, p)),
            city=pos if pos >= 0 else None,
            runway=state.runway[p] - 1 if pos >= 0 and state.runway[p] else None,
            is_computer=seats[p].is_computer,
        ))
    cities = []
    lots = board.BUILD_LOTS
    for c in range(board.NUM_CITIES):
        chain = state.chain[c * lots:(c + 1) * lots]
        evicted = tuple(p for p in range(n)
                        for _ in range(state.evicted[c * board.MAX_PLAYERS + p]))
        factories = state.fact[2 * c:2 * c + 2]
        cities.append(CityInfo(
            lots=tuple(seat if seat >= 0 else None for seat in chain) + (None,),
            evicted=evicted,
            factories=tuple(seat if seat >= 0 else None for seat in factories),
        ))
    return BoardModel(
        players=tuple(players), cities=tuple(cities), current=state.current_player,
        start_player=state.start,
        market=tuple(t if t >= 0 else None for t in state.display),
        scheduled_deck=len(state.deck_s), charter_deck=len(state.deck_c),
        discard=len(state.disc_s) + len(state.disc_c), session=session,
        last_round=state.last_round and state.phase == PLAY_PHASE,
    )


# --- what the turn panel, the payday and the how-to ask between two models ------------------


def position(state: State, seat: int) -> int:
    """The city a seat's plane stands in, -1 at the home bank."""
    return state.pos[seat]


def chain_ends(state: State) -> list[int]:
    """Per city, the lot the next hotel of its chain is built on."""
    return list(state.cend)


def session(state: State) -> int:
    return state.session


def paydays_done(state: State) -> int:
    """The paydays paid so far (the income dealt; a payday's loans may still be open)."""
    return state.paydays


def built_this_turn(state: State) -> bool:
    return state.built


def cash(state: State) -> tuple[int, ...]:
    """Every seat's cash, seat by seat."""
    return tuple(state.money)


def display(state: State) -> Sequence[int]:
    """The ticket in each display slot (scheduled first), -1 where the slot is empty."""
    return state.display


def payday_queue(state: State) -> Sequence[int]:
    """The seats still to settle their loans at this payday."""
    return state.queue


def loan_owners(state: State) -> Sequence[int]:
    """The seat holding each loan card (board.LOAN_IDS order), -1 at the bank."""
    return state.loan_owner


def loan_extended(state: State, card: int) -> bool:
    """Whether a loan card (its index) has been extended once already."""
    return bool(state.loan_ext[card])
