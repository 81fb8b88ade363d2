"""Facts that hold in every reachable state, checked by the random-game tests, the benchmark's
long run and the fuzz tool.

``check_state`` looks at one state; ``CheckedGame`` follows a whole game and also keeps the
bank ledger (cash may only change by what the events say) and the count of paydays.
"""

from __future__ import annotations

from game.core.rng import next64, seed_state
from game.tycoon.rules import board
from game.tycoon.rules.events import Event, LoanRepaid, Payday, money_deltas
from game.tycoon.rules.payday import compute_income
from game.tycoon.rules.state import State, new_game

_REDS_BELOW = tuple(sum(board.IS_RED[:end]) for end in range(board.BUILD_LOTS + 1))
_ALL_TICKETS = list(range(board.NUM_TICKETS))
_SCHEDULED_SET = frozenset(t for t in range(board.NUM_TICKETS)
                           if board.TICKET_KIND[t] == board.SCHEDULED)


class InvariantError(AssertionError):
    """A broken invariant; the message says which one and where."""


def _fail(msg: str) -> None:
    raise InvariantError(msg)


def check_state(s: State, snapshot: bool = True) -> None:
    """Raise InvariantError if ``s`` breaks a conservation or ordering rule, has no legal move
    before the end, or clones unequal; with ``snapshot`` also if from_dict(to_dict()) differs
    (the slowest check, so long runs may do it every few steps)."""
    n = s.n
    # hotels: every hotel handed out is in a supply, in a chain or in a city centre
    given = board.HOTELS_PER_SESSION * s.session
    for p in range(n):
        on_board = s.chain.count(p) + sum(s.evicted[p::board.MAX_PLAYERS])
        if on_board + s.supply[p] != given or s.supply[p] < 0:
            _fail(f"seat {p}: {on_board} hotels on the board + {s.supply[p]} in supply "
                  f"!= {given} handed out")
        if s.fact.count(p) + s.fleft[p] != board.FACTORIES_PER_PLAYER:
            _fail(f"seat {p}: factories built + left != {board.FACTORIES_PER_PLAYER}")
    # chains in order: lots are used left to right, only evictions leave gaps, at the start
    for c in range(board.NUM_CITIES):
        base = c * board.BUILD_LOTS
        lots = s.chain[base:base + board.BUILD_LOTS]
        end = s.cend[c]
        reds = _REDS_BELOW[end]
        if end and (lots[end - 1] < 0 or min(lots[reds:end]) < 0):
            _fail(f"city {c}: chain {lots} has a gap after its evicted start or a wrong end")
        if lots.count(-1) != reds + board.BUILD_LOTS - end:
            _fail(f"city {c}: chain {lots} does not have exactly {reds} evicted lots")
        if sum(s.evicted[c * board.MAX_PLAYERS:(c + 1) * board.MAX_PLAYERS]) > reds:
            _fail(f"city {c}: more hotels in the centre than were ever evicted")
        if s.fact[2 * c] < 0 <= s.fact[2 * c + 1]:
            _fail(f"city {c}: factory lot 2 used before lot 1")
    # tickets: each of the 54 exactly once, of the right kind where kinds are separated
    places = s.display + s.deck_s + s.deck_c + s.disc_s + s.disc_c
    for h in s.hands:
        places += h
    places = sorted(places)
    if places[places.count(-1):] != _ALL_TICKETS:
        _fail("tickets are lost or duplicated")
    for slot, t in enumerate(s.display):
        if t >= 0 and board.TICKET_KIND[t] != board.SLOT_KIND[slot]:
            _fail(f"display slot {slot} holds the wrong kind")
    if not _SCHEDULED_SET.issuperset(s.deck_s + s.disc_s) or _SCHEDULED_SET.intersection(
            s.deck_c + s.disc_c):
        _fail("a pile holds the wrong kind of ticket")
    # loan cards: each at the bank or with one seat; only a held card can be extended
    if len(s.loan_owner) != board.NUM_LOANS or not -1 <= min(s.loan_owner) <= max(s.loan_owner) < n:
        _fail("loan card owners out of range")
    if any(ext and owner < 0 for ext, owner in zip(s.loan_ext, s.loan_owner, strict=True)):
        _fail("an extended card is at the bank")
    # runways: each plane on a runway is where the runway says
    for p in range(n):
        if s.runway[p] and s.runways[2 * s.pos[p] + s.runway[p] - 1] != p:
            _fail(f"seat {p}: runway bookkeeping differs")
    if sum(o >= 0 for o in s.runways) != sum(1 for p in range(n) if s.runway[p]):
        _fail("a runway is taken by no plane")
    if s.is_terminal():
        if s.paydays != board.SESSIONS:
            _fail(f"game ended after {s.paydays} paydays")
        if any(o >= 0 for o in s.loan_owner):
            _fail("loans left at the end")
    elif s.paydays != s.session - (1 if s.phase == 0 else 0):
        _fail("payday count does not match the session")
    if not s.is_terminal() and not s.legal_actions():
        _fail("no legal action before the end")
    if s.clone() != s:
        _fail("clone() differs")
    if snapshot and State.from_dict(s.to_dict()) != s:
        _fail("from_dict(to_dict()) differs")


def check_step(s: State) -> None:
    """``check_state`` without the snapshot round trip: for suites that make that trip
    themselves every few steps (the registry's contract suite)."""
    check_state(s, snapshot=False)


class CheckedGame:
    """Follows one game, checking every state and the bank ledger after every action."""

    def __init__(self, state: State, snapshot_every: int = 1):
        self.state = state
        self.snapshot_every = snapshot_every
        self.ledger = state.money[:]
        self.paydays = 0
        self.steps = 0
        check_state(state)

    def apply(self, action) -> list[Event]:
        s = self.state
        before = s.clone()
        events = s.apply(action)
        for p, d in enumerate(money_deltas(events, s.n)):
            self.ledger[p] += d
        if self.ledger != s.money:
            _fail(f"cash {s.money} differs from the bank ledger {self.ledger} after {action}")
        for p in range(s.n):
            # only a repayment a player cannot refuse (an extended card, the final payday,
            # D11/D12) may take cash below zero; buying and building need the money
            if s.money[p] < min(0, before.money[p]) and not any(
                    type(e) is LoanRepaid and e.forced and e.seat == p for e in events):
                _fail(f"seat {p}: cash fell to {s.money[p]} by {action} without a forced "
                      "repayment")
        for e in events:
            if type(e) is Payday:
                self.paydays += 1
                # the move that ends a session changes no building, so the forecast made
                # just before it must be exactly what the payday paid
                if e.players != compute_income(before):
                    _fail(f"payday {e.session} differs from payday_preview just before it")
        self.steps += 1
        check_state(s, self.steps % self.snapshot_every == 0 or s.is_terminal())
        if s.is_terminal() and self.paydays != board.SESSIONS:
            _fail(f"{self.paydays} payday events in a finished game")
        return events


def play_random_game(num_players: int, seed: int, stops: str = "exact",
                     snapshot_every: int = 1, max_steps: int = 100_000) -> CheckedGame:
    """Play to the end with uniformly random legal moves (chosen by the engine's own PRNG
    seeded from ``seed``), checking every step. Terminates because every turn ends with a
    build, a loan or a pass, and builds, loan cards and tickets are all finite."""
    game = CheckedGame(new_game(num_players, seed, {"stops": stops}), snapshot_every)
    r = seed_state(seed ^ 0x5EED)
    while not game.state.is_terminal():
        if game.steps >= max_steps:
            _fail(f"no end after {max_steps} moves")
        acts = game.state.legal_actions()
        r, x = next64(r)
        game.apply(acts[(x * len(acts)) >> 64])
    return game
