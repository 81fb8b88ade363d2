"""One game in progress: its setup, the rules state and every action taken, in order.

The board scene changes the game only through `apply` and `take_back`, so the action log a save
needs and the state can never drift apart, and an illegal action (a click the rules refuse)
comes back as the rules' reason instead of an exception. The Match also keeps the turn's undo
steps (game/core/undo.py): every applied action feeds them, and they are forgotten where the
game's barrier says (the contract's `undo_barrier`) or another seat's turn begins, so no board
keeps or rolls back a state of its own. Any game's State on the rules contract fits.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from game.core.contract import IllegalAction
from game.core.save_format import TurnClockMark
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.core.undo import TurnUndo


@dataclass
class Match:
    setup: GameSetup
    state: Any
    #: Every action taken, in order. It only grows in place (`apply` appends); a take-back
    #: makes a new list: a copy for the saver's thread that kept the moves before knows they
    #: still hold while the list is the same object (game/core/save_copies.py).
    actions: list = field(default_factory=list)
    game_uid: str = field(default_factory=new_game_uid)
    #: Hints asked so far by each seat (index: seat; the person whose turn it was), kept in the
    #: game's saves, so a restart does not forget them; the profile's record takes its own
    #: seat's only, never a hot-seat friend's. () until the first hint.
    seat_hints: tuple[int, ...] = ()
    #: Seconds played so far (a time limit counts them); kept in the saves like the hints.
    play_seconds: float = 0.0
    #: A person's think time running in this turn (a board with a clock keeps it up to date),
    #: kept in the saves, so leaving and continuing gives no fresh clock.
    turn_clock: TurnClockMark | None = None
    #: Seats that said "Don't ask again" to an optional question (Speedtycoon's Lobbyist
    #: window): their choice for this game, kept in the saves so Continue does not ask again.
    dont_ask: frozenset[int] = frozenset()
    #: The moves (indices into `actions`, ascending) a clock made for a person: a turn timer
    #: or think time that ran out, a Lobbyist window that passed by itself. Kept in the saves,
    #: so the review never counts them as the person's choices (game/ai/review.py).
    clock_moves: tuple[int, ...] = ()
    #: The computers' reasons for their moves (index into `actions` -> locale key and
    #: placeholders), kept in the saves, so a loaded game's log says why as it did in play.
    reasons: dict[int, tuple[str, dict]] = field(default_factory=dict)
    #: True inside `clock_moving`: the moves applied then are the clock's.
    _clock_moving: bool = field(default=False, init=False, repr=False, compare=False)
    #: The turn's earlier states, for `take_back`: kept from the first action applied here
    #: (a loaded game starts with none).
    undo: TurnUndo | None = field(default=None, init=False, repr=False, compare=False)

    #: How often the state changed here (every move applied or taken back): a position's
    #: number that is never given twice in one match. A board's picture is keyed on it, not
    #: on id(state): a take-back's copy is often made at the address a freed state had, and
    #: the number of moves is the same after a move taken back and another made (speedpolish).
    changes: int = field(default=0, init=False, repr=False, compare=False)

    def count_hint(self, seat: int | None) -> None:
        """An answered hint, asked for `seat`; an answer asked for no seat (an adviser set from
        outside, as a test's stand-in is) counts for nobody, as `hints_of(None)` reads 0."""
        if seat is None:
            return
        hints = list(self.seat_hints) + [0] * (len(self.setup.seats) - len(self.seat_hints))
        hints[seat] += 1
        self.seat_hints = tuple(hints)

    def hints_of(self, seat: int | None) -> int:
        """The hints `seat` asked in this game (None, no seat: 0)."""
        return self.seat_hints[seat] if seat is not None and seat < len(self.seat_hints) else 0

    @property
    def seat_to_act(self) -> int | None:
        return self.state.current_player

    def seat(self, index: int) -> Seat:
        return self.setup.seats[index]

    def is_computer(self, index: int) -> bool:
        return self.seat(index).kind == "computer"

    def apply(self, action: Any, reason: tuple[str, dict] | None = None
              ) -> tuple[list, tuple[str, dict] | None]:
        """(events, None) when done; ([], (reason key, params)) when the rules refuse.
        `reason`: the computer's for this move, kept with it (`reasons`)."""
        turn_before = self.state.turn_player()
        if self.undo is None:
            self.undo = TurnUndo(self.state, len(self.actions))
        try:
            events = self.state.apply(action)
        except IllegalAction as refused:
            return [], (refused.key, refused.params)
        self.actions.append(action)
        self.changes += 1
        if reason is not None:
            self.reasons[len(self.actions) - 1] = reason
        if self._clock_moving:
            self.clock_moves = (*self.clock_moves, len(self.actions) - 1)
        if self.state.turn_player() != turn_before:
            self.undo.reset(self.state, len(self.actions))
        else:
            self.undo.feed(events, self.state, len(self.actions))
        return events, None

    @contextmanager
    def clock_moving(self) -> Iterator[None]:
        """The moves applied inside are made by a clock for the person to act, not by them:
        `with match.clock_moving(): scene.apply(default)` at every place a timer moves."""
        self._clock_moving = True
        try:
            yield
        finally:
            self._clock_moving = False

    @property
    def undo_steps(self) -> int:
        """How many moves of the current turn `take_back` can take back."""
        return 0 if self.undo is None else self.undo.steps

    def take_back(self) -> None:
        """The last move of this turn never happened: the state goes back to the one before it
        (the state the shortened action log replays to) and the log loses the move.
        LookupError when there is nothing of this turn to take back."""
        if self.undo is None:
            raise LookupError("nothing of this turn to take back")
        state, length = self.undo.undo()
        self.state = state
        self.changes += 1
        self.actions = self.actions[:length]  # a new list, as the reasons get a new dict
        self.clock_moves = tuple(m for m in self.clock_moves if m < length)
        self.reasons = {m: reason for m, reason in self.reasons.items() if m < length}
