"""The game state and the rules contract (new_game is in setup.py).

The state is flat lists of ints plus one dict per empire, so ``clone()`` is a few slices: the
computer opponent copies it many thousands of times per move. Tiles and cards are ints (see
data.py); string forms only appear in actions, events and snapshots. The rules live in the
modules named after them (turn.py, legal.py, scoring.py, geometry.py); this class holds the
data and dispatches. Field by field: docs/speedtycoon-state.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from game.core.contract import IllegalAction
from game.core.rules_state import RulesState, cloner
from game.speedtycoon.rules import geometry, legal, snapshot, turn, view
from game.speedtycoon.rules.actions import Demolish
from game.speedtycoon.rules.data import STARTUP, VC
from game.speedtycoon.rules.events import CHANCE_EVENTS, BuildingBought, HandedOut, LobbyPassed
from game.speedtycoon.rules.phases import OVER, PHASE_NAMES
from game.speedtycoon.rules.snapshot import EMPIRES, FLAT, NESTED, SCALARS

#: The save line's key once a scoring is past, one per scoring: the Load list shows the text
#: as saved, and a scoring's id ("startup") is no word ("Bewertung startup", issue 31).
PROGRESS_AFTER = {STARTUP: "speedtycoon.progress.after_startup",
                  VC: "speedtycoon.progress.after_vc"}


class State(RulesState):
    """One moment of a game of Speedtycoon. Read it through the contract and queries.py; the
    attributes are the engine's compact representation, not an API."""

    __slots__ = SCALARS + FLAT + NESTED + EMPIRES + ("_legal", "_near", "_nb", "_cand", "_dem",
                                                     "_swp", "_acts", "_key")
    OVER = OVER
    #: The contracts are replaced, never changed in place: a copy may share them.
    clone = cloner(SCALARS + ("contracts", "_legal"),
                   FLAT + ("_near", "_nb", "_cand", "_dem", "_swp", "_acts", "_key"),
                   tuple(name for name in NESTED + EMPIRES if name != "contracts"))

    # --- contract --------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat asked now: the active seat, the seat asked in a lobby window, or the
        recipient placing at the end; None once the game is over."""
        return None if self.phase == OVER else self.asked

    def turn_player(self) -> int | None:
        """The seat whose turn it is (stays the active seat during a lobby window)."""
        return None if self.phase == OVER else self.turn

    def generate_legal(self) -> list:
        return legal.generate(self)

    def is_legal(self, action) -> bool:
        cached = self._legal
        if cached is None:
            cached = self._legal = legal.generate(self)
        if id(action) in map(id, cached):  # the usual case: one of the listed objects
            return True
        try:
            return action in set(cached)
        except TypeError:
            return False

    def apply(self, action) -> list:
        """Carry out a legal action and return its events; an illegal one raises
        IllegalAction with the reason and leaves the state untouched."""
        if not self.is_legal(action):
            key, params = legal.why_not(self, action)
            raise IllegalAction(key, params)
        self._legal = None
        return turn.HANDLERS[type(action)](self, action)

    def scores(self) -> list[int]:
        """Points per seat: scorings and Unicorns so far, final once the game is over."""
        return self.score[:]

    def winners(self) -> list[int]:
        """Seats with the most points at the end (D26: equal totals share the win)."""
        if self.phase != OVER:
            raise ValueError("the game is not over yet")
        best = max(self.score)
        return [p for p, v in enumerate(self.score) if v == best]

    def progress(self) -> tuple[str, dict]:
        if self.phase == OVER:  # saves from before say "game_over" {turn}: its texts stay
            return "speedtycoon.progress.game_over_turns", {"count": self.turn_no}
        if not self.scorings:
            return "speedtycoon.progress.before_startup", {"turn": self.turn_no}
        # Saves from before say "after_scoring", whose texts no longer show the id.
        return PROGRESS_AFTER[self.scorings], {"turn": self.turn_no}

    def undo_barrier(self, events: Sequence) -> bool:
        """True when the events revealed chance (a card, a refill from the bag, a draw) or
        another seat decided (a lobby purchase or pass, the hand-out)."""
        for e in events:
            if isinstance(e, CHANCE_EVENTS + (LobbyPassed, HandedOut)):
                return True
            if isinstance(e, BuildingBought) and e.lobby:
                return True
        return False

    def to_dict(self) -> dict:
        return snapshot.to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> State:
        return snapshot.from_dict(cls.__new__(cls), data)

    def public_view(self, observer: int) -> dict:
        return view.public_view(self, observer)

    def determinize(self, observer: int, rng) -> State:
        return view.determinize(self, observer, rng)

    # --- engine helpers ---------------------------------------------------------------------

    def forget_caches(self) -> None:
        """Drop everything derived from the fields (a new or loaded state, or a test or
        benchmark that edits fields by hand)."""
        n = self.n
        self._legal = None
        self._near = [None] * n
        self._nb = [None] * n
        self._cand = [None] * n
        self._dem = [None] * n
        self._swp = [None] * n
        self._acts = [None] * n
        self._key = [None] * n

    def empire_key(self, seat: int) -> frozenset:
        """The seat's empire as a hashable value (its cells and tiles), made once per change
        of the empire and shared by copies: the evaluator memoises what an empire scores on
        it thousands of times per decision, and three of four empires stay as they were
        after any one action."""
        key = self._key[seat]
        if key is None:
            key = self._key[seat] = frozenset(self.emp[seat].items())
        return key

    def empire_keys(self) -> list[frozenset]:
        """`empire_key` of every seat, in seat order (the list is the state's own: read it,
        never change it)."""
        keys = self._key
        if None in keys:
            for seat, key in enumerate(keys):
                if key is None:
                    self.empire_key(seat)
        return keys

    def candidates(self, seat: int):
        """The candidate cells of one empire (geometry.candidates_at), cached, from its
        border (geometry.border), which is kept up to date cell by cell."""
        cand = self._cand[seat]
        if cand is None:
            near = self._near[seat]
            if near is None:
                near = self._near[seat] = geometry.border(self.emp[seat])
            cand = self._cand[seat] = geometry.candidates_at(near)
        return cand

    def demolishable(self, seat: int) -> tuple:
        """The Demolish actions of one empire (geometry.structure), cached."""
        dem = self._dem[seat]
        if dem is None:
            dem = self._structure(seat)[0]
        return dem

    def swap_slots(self, seat: int):
        """The swap slots of one empire (geometry.structure), cached."""
        swp = self._swp[seat]
        if swp is None:
            swp = self._structure(seat)[1]
        return swp

    def _structure(self, seat: int) -> tuple:
        built = self._nb[seat]
        if built is None:
            built = self._nb[seat] = geometry.neighbours(self.emp[seat])
        cells, slots = geometry.structure(self.emp[seat], self.tun[seat], built)
        interned = _DEMOLISH.get
        dem = self._dem[seat] = tuple([interned(c) or _demolish(c) for c in cells])
        self._swp[seat] = slots
        return dem, slots

    def empire_changed(self, seat: int) -> None:
        """Drop everything cached about one empire (a test or tool that set it by hand)."""
        self._near[seat] = None
        self._nb[seat] = None
        self._cand[seat] = None
        self._dem[seat] = None
        self._swp[seat] = None
        self._acts[seat] = None
        self._key[seat] = None

    def cell_changed(self, seat: int, c: int, old: int, new: int) -> None:
        """The tile on cell ``c`` of the seat's empire went from ``old`` to ``new`` (-1:
        none; the empire is already changed): the border and the built neighbours are
        brought up to date, the rest dropped. A swap (both tiles) keeps the cells, the
        walking network and the swap slots, as the incoming tile shows what the old one
        showed towards every neighbour (D14); only the cells around may need other sides."""
        near = self._near[seat]
        if near is not None:
            self._near[seat] = geometry.border_after(near, self.emp[seat], c, old, new)
        self._cand[seat] = None
        self._acts[seat] = None
        self._key[seat] = None
        if old < 0 or new < 0:
            built = self._nb[seat]
            if built is not None:
                self._nb[seat] = geometry.neighbours_after(built, self.emp[seat], c, old < 0)
            self._dem[seat] = None
            self._swp[seat] = None

    def __repr__(self) -> str:
        return (f"<Speedtycoon State turn={self.turn_no} phase={PHASE_NAMES[self.phase]} "
                f"asked={self.current_player} scores={self.score}>")


#: Demolish actions by cell: a cell's action is built once.
_DEMOLISH: dict[int, Demolish] = {}


def _demolish(c: int) -> Demolish:
    action = _DEMOLISH[c] = Demolish(*geometry.xy(c))
    return action


State.FIELDS = attrgetter(*SCALARS, *FLAT, *NESTED, *EMPIRES)
