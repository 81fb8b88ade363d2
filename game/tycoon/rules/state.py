"""The game state and the rules contract (new_game, legal_actions, apply, clone, ...).

The state is a handful of flat lists of ints so that ``clone()`` is a few list slices: the
computer opponent copies it hundreds of thousands of times per move. Board things are indexes
(see board.py); string ids only appear in actions, events and snapshots. The rules themselves
live in the modules named after them (turn.py, payday.py, legal.py); this module only holds
the data and dispatches.
"""

from __future__ import annotations

from operator import attrgetter

from game.core.rng import next64, seed_state, shuffle
from game.core.rules_state import RulesState, check_table, cloner
from game.tycoon.options import OPTIONS
from game.tycoon.rules import actions as act
from game.tycoon.rules import legal, payday, snapshot, turn
from game.tycoon.rules.actions import Action
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CHARTER_TICKETS,
    DISPLAY_SLOTS,
    FACTORIES_PER_PLAYER,
    FACTORY_LOTS_PER_CITY,
    HOTELS_PER_SESSION,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NUM_CITIES,
    NUM_LOANS,
    SCHEDULED_TICKETS,
    START_MONEY,
    STOPS_OPTIONS,
)
from game.tycoon.rules.errors import IllegalAction
from game.tycoon.rules.events import (
    DeckReshuffled,
    DisplayRefilled,
    Event,
    SessionEnded,
    SessionStarted,
    TurnStarted,
)
from game.tycoon.rules.queries import why_not

PLAY = 0
LOANS = 1
OVER = 2
PHASE_NAMES = ("play", "loans", "over")
HOME = -1

#: Every field of the state; the names are documented in docs/tycoon-state.md.
_SCALARS = ("n", "mode", "rules_version", "rng", "start", "session", "phase", "current", "built",
            "last_round", "passes", "paydays")
_FLAT_LISTS = ("money", "pos", "runway", "supply", "fleft", "chain", "cend", "evicted", "fact",
               "runways", "display", "deck_s", "deck_c", "disc_s", "disc_c", "loan_owner",
               "loan_ext", "bought", "queue", "pending", "final")


class State(RulesState):
    """One moment of a game of Tycoon. Read it through the contract and the queries module;
    the attributes are the engine's compact representation, not an API."""

    __slots__ = _SCALARS + _FLAT_LISTS + ("hands", "round", "_legal")
    OVER = OVER
    clone = cloner(_SCALARS + ("round", "_legal"), _FLAT_LISTS, ("hands",))

    # --- contract --------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """Seat to act (also during the payday loan decisions); None once the game is over."""
        return None if self.phase == OVER else self.current

    @property
    def stops_option(self) -> str:
        return STOPS_OPTIONS[self.mode]

    def generate_legal(self) -> list[Action]:
        return legal.generate(self)

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is among `legal_actions()`, checked for this action alone
        (`legal.allows`): no list is made, so applying a move costs no move generation."""
        return legal.allows(self, action)

    def apply(self, action: Action) -> list[Event]:
        """Carry out a legal action and return what happened; an illegal one raises
        IllegalAction with the reason and leaves the state untouched."""
        if not legal.allows(self, action):
            key, params = why_not(self, action) or ("tycoon_board.why.not_legal", {})
            raise IllegalAction(key, params)
        self._legal = None
        events = _HANDLERS[type(action)](self, action)
        for ev in events:
            kind = type(ev)
            if kind is TurnStarted and ev.seat == self.start:
                self.round += 1
            elif kind is SessionStarted:
                self.round = 0
        return events

    def final_money(self) -> list[int]:
        """Cash per seat after the final payday's repayments; ValueError before the end."""
        if self.phase != OVER:
            raise ValueError("the game is not over yet")
        return self.final[:]

    def turn_player(self) -> int | None:
        """Tycoon has no side decisions: the seat to act is the seat whose turn it is."""
        return self.current_player

    def scores(self) -> list[int]:
        """Money per seat: cash now, or the final cash after the last repayments."""
        return self.final[:] if self.phase == OVER else self.money[:]

    def winners(self) -> list[int]:
        """Seats with the most money at the end (D12: equal money shares the win)."""
        money = self.final_money()
        best = max(money)
        return [p for p, m in enumerate(money) if m == best]

    def to_dict(self) -> dict:
        """Plain JSON-able snapshot, documented field by field in docs/tycoon-state.md."""
        return snapshot.to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> State:
        """Rebuild a state from ``to_dict()`` output; StateError names the first bad field."""
        return snapshot.from_dict(cls.__new__(cls), data)

    def determinize(self, observer_seat: int, rng) -> State:
        """A copy with both draw piles (and the generator for later reshuffles) drawn anew
        from ``rng`` (a ``random.Random`` or an int). Everything a player can see stays: the
        display, the hands, the discards and the board are public in Tycoon, so the copy is
        the same for every observer seat."""
        if not 0 <= observer_seat < self.n:
            raise ValueError(f"observer_seat {observer_seat} is not a seat of this game")
        seed = rng if isinstance(rng, int) else rng.getrandbits(64)
        c = self.clone()
        c.deck_s.sort()  # start from a canonical order so the old order cannot leak through
        c.deck_c.sort()
        state = seed_state(seed)
        state = shuffle(c.deck_s, state)
        state = shuffle(c.deck_c, state)
        state, c.rng = next64(state)
        return c

    def progress(self) -> tuple[str, dict]:
        """"Session 2, round 5" for the load list. The round is counted as the game goes (a
        round begins whenever the session's start player begins a turn), so a save never
        replays the log to find it. No rule reads it, so it is no part of the snapshot or of
        equality (every old snapshot loads and compares as before); a state rebuilt by
        ``from_dict`` without its log does not know it and shows the session only."""
        if self.round:
            return "tycoon_board.progress.session_round", {
                "session": self.session,
                "round": self.round,
            }
        return "tycoon_board.progress.session", {"session": self.session}

    def undo_barrier(self, events) -> bool:
        """A person's undo stops where the turn ended: a new turn (another seat decides), a
        refilled display or a reshuffled deck (a card revealed), a session's end or the payday
        loan decisions. Within a turn nothing hidden is revealed, so it may be taken back."""
        return self.phase != PLAY or any(type(ev) in _BARRIER_EVENTS for ev in events)

    def public_view(self, observer: int) -> dict:
        """Everything a seat may see: the whole snapshot but the order of the two draw piles
        (their contents are public: every ticket not shown elsewhere) and the generator."""
        if not 0 <= observer < self.n:
            raise ValueError(f"observer {observer} is not a seat of this game")
        view = snapshot.to_dict(self)
        del view["rng"]
        view["decks"] = {kind: sorted(ids) for kind, ids in view["decks"].items()}
        return view

    def __repr__(self) -> str:
        return (f"<Tycoon State session={self.session} phase={PHASE_NAMES[self.phase]} "
                f"current={self.current_player} money={self.money}>")


_BARRIER_EVENTS = frozenset({TurnStarted, SessionEnded, DisplayRefilled, DeckReshuffled})

State.FIELDS = attrgetter(*_SCALARS, *_FLAT_LISTS, "hands")

_HANDLERS = {
    act.Buy: turn.buy,
    act.Fly: turn.fly,
    act.Home: turn.home,
    act.BuildHotel: turn.build_hotel,
    act.BuildFactory: turn.build_factory,
    act.Renovate: turn.renovate,
    act.TakeLoan: turn.take_loan,
    act.EndTurn: turn.end,
    act.Pass: turn.pass_turn,
    act.Repay: payday.repay,
    act.Extend: payday.extend,
}


def new_game(num_players: int, seed: int, options: dict | None = None) -> State:
    """A fresh game: every player at home with 15 M, 6 hotels and 5 factories; both decks
    shuffled from ``seed`` and the display laid out.

    options: the table in game/tycoon/options.py: ``stops`` = "exact" (default) or "up_to"
    (D1/D15); ``start_player`` = the seat that begins every session; ``rules_version`` = 2
    (default) or 1 (the rules games were saved under before: "pass" looks one flight ahead,
    a round of passes ends the session at once).
    """
    check_table(num_players, seed, MIN_PLAYERS, MAX_PLAYERS)
    chosen = OPTIONS.read(options, num_players)
    stops, start = chosen["stops"], chosen["start_player"]
    rules_version = chosen["rules_version"]

    s = State.__new__(State)
    n = num_players
    s.n = n
    s.mode = STOPS_OPTIONS.index(stops)
    s.rules_version = rules_version
    s.start = start
    s.session = 1
    s.round = 1
    s.phase = PLAY
    s.current = start
    s.built = False
    s.last_round = False
    s.passes = 0
    s.paydays = 0
    s.money = [START_MONEY] * n
    s.pos = [HOME] * n
    s.runway = [0] * n
    s.supply = [HOTELS_PER_SESSION] * n
    s.fleft = [FACTORIES_PER_PLAYER] * n
    s.hands = [[] for _ in range(n)]
    s.chain = [-1] * (NUM_CITIES * BUILD_LOTS)
    s.cend = [0] * NUM_CITIES
    s.evicted = [0] * (NUM_CITIES * MAX_PLAYERS)
    s.fact = [-1] * (NUM_CITIES * FACTORY_LOTS_PER_CITY)
    s.runways = [-1] * (NUM_CITIES * 2)
    s.display = [-1] * DISPLAY_SLOTS
    s.deck_s = list(SCHEDULED_TICKETS)
    s.deck_c = list(CHARTER_TICKETS)
    s.disc_s = []
    s.disc_c = []
    s.loan_owner = [-1] * NUM_LOANS
    s.loan_ext = [0] * NUM_LOANS
    s.bought = []
    s.queue = []
    s.pending = []
    s.final = []
    rng = seed_state(seed)
    rng = shuffle(s.deck_s, rng)
    s.rng = shuffle(s.deck_c, rng)
    turn.refill_display(s, [])
    s._legal = None
    return s
