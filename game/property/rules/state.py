"""The game state and the rules contract (new_game, legal_actions, apply, clone, ...).

The state is flat lists of ints plus a few scalars, so ``clone()`` is a handful of slices (the
computer opponent copies it very often). Spaces are indexes into the ruleset's tuples. The
rules live in the modules named after them (turn.py, money.py, auction.py, building.py,
trade.py, ending.py); this module holds the data and dispatches. Every field is documented in
docs/property-state.md.
"""

from __future__ import annotations

from operator import attrgetter
from random import Random

from game.core import rng as rng_mod
from game.core.contract import IllegalAction
from game.core.rules_state import RulesState, check_table, cloner
from game.property.options import OPTIONS
from game.property.rules import actions as act
from game.property.rules import building, ending, legal, snapshot, trade, turn
from game.property.rules.actions import Action
from game.property.rules.events import (
    AuctionWon,
    BidderDropped,
    BidMade,
    CardDrawn,
    DeckReshuffled,
    DiceRolled,
    TradeAccepted,
    TradeOffered,
    TradeRejected,
    TurnStarted,
)
from game.property.rules.phases import AFTER_LAND, OVER, PHASE_NAMES, PRE_ROLL
from game.property.rules.rulesets import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    RULESETS,
    Ruleset,
)
from game.property.rules.snapshot import LISTS, NESTED, SCALARS


class State(RulesState):
    """One moment of a property game. Read it through the contract and queries.py; the
    attributes are the engine's compact form, not an API."""

    __slots__ = SCALARS + LISTS + NESTED + ("rs", "rules_version", "_legal", "_owned")
    OVER = OVER
    #: `_owned` is rebuilt, never changed in place: a copy may share it.
    clone = cloner(SCALARS + ("rs", "rules_version", "_legal", "_owned"), LISTS, NESTED)

    # --- contract --------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat whose decision is awaited: a trade's addressee, an auction's bidder, a
        debtor, else the turn player; None once the game is over."""
        if self.phase == OVER:
            return None
        if self.tr_terms is not None:
            return self.tr_to
        if self.au_place >= 0:
            return self.au_seats[self.au_idx]
        if self.in_debt:
            return self.dues[0]
        return self.turn

    def owned(self, seat: int) -> list[int]:
        """The places ``seat`` owns, ascending (cached until an owner changes)."""
        return (self._owned or self._holdings())[seat][0]

    def whole_sets(self, seat: int) -> tuple[int, ...]:
        """The sets ``seat`` owns every place of (cached with `owned`)."""
        return (self._owned or self._holdings())[seat][1]

    def _holdings(self) -> list:
        places: list[list[int]] = [[] for _ in range(self.n)]
        owner = self.owner
        for p in self.rs.ownable:
            if owner[p] >= 0:
                places[owner[p]].append(p)
        whole = [tuple(i for i, members in enumerate(self.rs.sets)
                       if all(owner[q] == seat for q in members)) for seat in range(self.n)]
        self._owned = [(places[seat], whole[seat]) for seat in range(self.n)]
        return self._owned

    def may_offer(self, seat: int) -> bool:
        """Whether ``seat`` may open a trade now, on its own turn or another's (§4.11):
        the interrupt window for offers, which is_legal then decides one by one."""
        return self.phase != OVER and trade.may_offer(self, seat)

    def turn_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def generate_legal(self) -> list[Action]:
        """Every action current_player may take now, except trade offers and counters
        (too many to list: ``is_legal`` decides them, design §4.6)."""
        return legal.generate(self)

    def is_legal(self, action: Action) -> bool:
        return legal.why_not(self, action) is None

    def apply(self, action: Action) -> list:
        """Carry out a legal action and return its events; raise IllegalAction (changing
        nothing) for any other."""
        cached = self._legal
        if cached is None or action not in cached:      # the listed ones need no more check
            reason = legal.why_not(self, action)
            if reason is not None:
                raise IllegalAction(*reason)
        self._legal = None
        events: list = []
        _HANDLERS[type(action)](self, action, events)
        return events

    def scores(self) -> list[int]:
        """Net worth per seat (D44); a bankrupt seat has 0."""
        return ending.net_worths(self)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            raise ValueError("the game is not over yet")
        return ending.winners(self)

    def ranking(self) -> list[int]:
        """D57: seats from first to last: by net worth (then cash) among those still playing,
        then the bankrupt ones, last out first. ValueError before the end."""
        if self.phase != OVER:
            raise ValueError("the game is not over yet")
        return self.final_order[:]

    def to_dict(self) -> dict:
        return snapshot.to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> State:
        """Rebuild a state from ``to_dict()``; ValueError names the first bad field."""
        return snapshot.from_dict(cls, data)

    def public_view(self, observer: int) -> dict:
        """Everything ``observer`` may see (D55: all but the hidden deck order), JSON-able."""
        return snapshot.public_view(self, observer)

    def determinize(self, observer: int, rng: Random | int) -> State:
        """A copy with every card whose place in its deck nobody has seen reshuffled, and the
        dice generator reseeded: a bot can foresee neither a card nor a roll."""
        if not 0 <= observer < self.n:
            raise ValueError(f"observer {observer} is not a seat of this game")
        c = self.clone()
        state = rng_mod.reseed(rng)
        for d, deck in enumerate(c.decks):
            hidden = len(deck) - c.seen[d]
            top = sorted(deck[:hidden])
            state = rng_mod.shuffle(top, state)
            deck[:hidden] = top
        state, c.rng = rng_mod.next64(state)
        c._legal = None
        return c

    def progress(self) -> tuple[str, dict]:
        if self.phase == OVER:
            return "property_board.progress.over", {"round": self.round}
        return "property_board.progress.round", {"round": self.round}

    def undo_barrier(self, events) -> bool:
        """Dice, a card, a reshuffle, another seat's turn, an auction step, or a trade's answer
        or counter (another seat decided): a person's undo stops there (D54). Opening an
        offer is one's own decision and no barrier."""
        return any(type(e) in _BARRIERS or (type(e) is TradeOffered and e.counter)
                   for e in events)

    def __repr__(self) -> str:
        return (f"<Property State {self.rsid} round={self.round} turn={self.turn} "
                f"phase={PHASE_NAMES[self.phase]} cash={self.cash}>")


State.FIELDS = attrgetter(*SCALARS, *LISTS, *NESTED, "rules_version")

_HANDLERS = {
    act.Roll: turn.roll,
    act.PayFine: turn.pay_fine,
    act.UsePass: turn.use_pass,
    act.Buy: turn.buy,
    act.Decline: turn.decline,
    act.EndTurn: turn.end_turn,
    act.Bid: turn.bid,
    act.Drop: turn.drop,
    act.Build: building.build,
    act.Sell: building.sell,
    act.SellDown: building.sell_down,
    act.Mortgage: building.mortgage,
    act.Unmortgage: building.unmortgage,
    act.Offer: trade.offer,
    act.Counter: trade.counter,
    act.Accept: trade.accept,
    act.Reject: trade.reject,
    act.Pay: turn.pay,
    act.Bankrupt: turn.bankrupt,
    act.TimeUp: ending.time_up,
}


_BARRIERS = frozenset((DiceRolled, CardDrawn, DeckReshuffled, TurnStarted, BidMade,
                       BidderDropped, AuctionWon, TradeAccepted, TradeRejected))


def new_game(num_players: int, seed: int, options: dict | None = None) -> State:
    """A fresh game: start money for everyone, decks shuffled, the first seat by a roll-off
    (D2). Options (§4.11): ruleset ("kraken_bay" or "menedzher") and the table in
    game/property/options.py."""
    check_table(num_players, seed, MIN_PLAYERS, MAX_PLAYERS)
    options = dict(options or {})
    rsid = options.pop("ruleset", "kraken_bay")
    if rsid not in RULESETS:
        raise ValueError(f"option ruleset must be one of {sorted(RULESETS)}, got {rsid!r}")
    rs: Ruleset = RULESETS[rsid]
    chosen = OPTIONS.read(options, num_players)
    # D26: «Менеджер» always auctions
    auctions = chosen["auctions"] or not rs.auctions_optional
    time_limit, timer = chosen["time_limit_min"], chosen["turn_timer_s"]
    cap, version = chosen["round_cap"], chosen["rules_version"]

    n = num_players
    s = State.__new__(State)
    s.rs, s.rsid, s.n, s.rules_version = rs, rsid, n, version
    s.auctions, s.time_limit, s.turn_timer, s.round_cap = auctions, time_limit, timer, cap
    s.phase = PRE_ROLL
    s.round = 1
    s.dbl = 0
    s.extra = s.jailed_now = s.time_up = s.in_debt = False
    s.d1 = s.d2 = 0
    s.after = AFTER_LAND
    s.bank = 0
    s.au_place, s.au_high, s.au_bidder, s.au_idx = -1, 0, -1, 0
    s.tr_from, s.tr_to, s.tr_terms, s.tr_count = -1, -1, None, 0
    s.end_reason = ""
    s.cash = [rs.start_money] * n
    s.pos = [0] * n
    s.jail = [-1] * n
    s.alive = [True] * n
    s.out = []
    s.owner = [-1] * rs.n_spaces
    s.level = [0] * rs.n_spaces
    s.mort = [False] * rs.n_spaces
    s.built = []
    s.supply = [rs.small_supply, rs.big_supply]
    s.seen = [0] * len(rs.decks)
    s.dues = []
    s.au_seats = []
    s.tr_opened = [0] * n
    s.tr_rejected = []
    s.tr_refused = [-1] * (n * n)
    s.tr_refused_terms = [""] * (n * n)
    s.final_order = []
    s.held = [[] for _ in range(n)]
    s.discards = [[] for _ in rs.decks]
    s.decks, state = _shuffled_decks(rs, seed)
    _rolls, s.first, s.rng = _roll_off(n, state)
    s.turn = s.first
    s._legal = s._owned = None
    return s


def start_rolls(ruleset: str, num_players: int, seed: int) -> list[list[tuple[int, int, int]]]:
    """The roll-off for the first turn (D2) of the game dealt from `seed`, for the board to
    show: each round of it, as (seat, die, die) of every seat that rolled."""
    _decks, state = _shuffled_decks(RULESETS[ruleset], seed)
    return _roll_off(num_players, state)[0]


def _shuffled_decks(rs: Ruleset, seed: int) -> tuple[list[list[int]], int]:
    state = rng_mod.seed_state(seed)
    decks = []
    for deck in rs.decks:
        cards = list(range(len(deck.cards)))
        state = rng_mod.shuffle(cards, state)
        decks.append(cards)
    return decks, state


def _roll_off(n: int, state) -> tuple[list[list[tuple[int, int, int]]], int, int]:
    """D2: everyone rolls; the highest total starts, ties among the highest roll again.
    Returns the rounds of rolls, the first seat and the generator's state after them."""
    contenders = list(range(n))
    rounds = []
    while len(contenders) > 1:
        rolls = []
        for seat in contenders:
            state, a = rng_mod.below(state, 6)
            state, b = rng_mod.below(state, 6)
            rolls.append((seat, a + 1, b + 1))
        rounds.append(rolls)
        best = max(d1 + d2 for _seat, d1, d2 in rolls)
        contenders = [seat for seat, d1, d2 in rolls if d1 + d2 == best]
    return rounds, contenders[0], state
