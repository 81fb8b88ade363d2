"""What Speedtycoon's table shows, read from a rules State: the one place outside the rules that
reads the engine's fields (the State's docstring calls them "not an API").

The engine keeps flat lists, bit masks and cell numbers for speed (docs/speedtycoon-state.md);
the scenes, the table's drawing and the how-to ask here by what a player sees, so a change of
that layout touches this module, not the screens. tests/contract/test_scene_boundaries.py holds
the scenes and the drawing to it.

A reader, not a copy (Tycoon's BoardModel is a frozen copy built once per change): the table
reads a few of these per frame and between changes, and copying every list on every change
would only add work. What comes back is the engine's own list: read it, never change it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.speedtycoon.rules.data import MOD, MODULES, NUM_BRANCHES
from game.speedtycoon.rules.phases import ACT, BONUS, LOBBY, LOBBY_PLACE
from game.speedtycoon.rules.state import State

#: The phases of a turn before or during its actions, when the turn's seat may still take.
TAKE_AHEAD = frozenset({LOBBY, LOBBY_PLACE, ACT, BONUS})


def turn(s: State) -> int:
    """The seat whose turn it is (it stays the active seat during a lobby window)."""
    return s.turn


def turn_number(s: State) -> int:
    """The game's turn count, as the status line shows it."""
    return s.turn_no


def phase(s: State) -> int:
    """The step of the turn (game/speedtycoon/rules/phases.py)."""
    return s.phase


def taker(s: State) -> int | None:
    """The seat the Kapital's cards are there for in this turn: the turn's seat while its
    actions are ahead (a Lobbyist window or its building's placement before them) or under
    way; None once they are done (placing, a turn waiting for End turn, the end game). A
    money card's card says what taking it would mean for this seat, and for no one else
    (speedleft: during a computer's turn it told the waiting person "With it you would
    have ...")."""
    return s.turn if s.phase in TAKE_AHEAD else None


def plays(s: State, module: int) -> bool:
    """Whether a module (one of data.M_*) is in play."""
    return bool(s.mods & module)


def modules(s: State) -> tuple[str, ...]:
    """The modules in play, by name, in the rules' order."""
    return tuple(m for m in MODULES if s.mods & MOD[m])


def display(s: State) -> Sequence[int]:
    """The money cards on the display, slot by slot."""
    return s.display


def hand(s: State, seat: int) -> Sequence[int]:
    """A seat's money cards, as dealt and taken."""
    return s.hands[seat]


def planning(s: State, seat: int) -> Sequence[int]:
    """The buildings a seat keeps in its planning area."""
    return s.planning[seat]


def city(s: State, seat: int) -> dict[int, int]:
    """A seat's city: cell number (rules/geometry.py) -> building, the start square included."""
    return s.emp[seat]


def tunnel_joints(s: State, seat: int) -> Sequence:
    """The joints a seat's tunnels open (none without the Tunnels module)."""
    return s.tun[seat] if s.tun else ()


def market(s: State) -> Sequence[int]:
    """The building at each market place, -1 where none is left."""
    return s.market


def tray(s: State, seat: int) -> list[int]:
    """"To build": bought this turn, the Lobbyist slot, and the end-game hand-out."""
    tiles = list(s.tray) if s.turn == seat else []
    if s.lobby_slot[seat] >= 0:
        tiles.append(s.lobby_slot[seat])
    return tiles + list(s.handout[seat])


def first_in_tray(s: State) -> int:
    """The first building the seat on turn has bought and not yet built."""
    return s.tray[0]


def strong_currency(s: State) -> int:
    """The currency the Rates module made strong (-1: none)."""
    return s.strong


def weak_currency(s: State) -> int:
    """The currency the Rates module made weak (-1: none)."""
    return s.weak


def home_place(s: State, seat: int) -> int | None:
    """The market place of a seat's home market (Home module), None without one."""
    return s.home[seat] if s.home and s.home[seat] >= 0 else None


def branch_counts(s: State, seat: int) -> Sequence[int]:
    """How many buildings of each branch a seat's city holds."""
    return s.bc[seat * NUM_BRANCHES:(seat + 1) * NUM_BRANCHES]


def contracts(s: State, seat: int) -> Sequence[int]:
    """The buildings a seat's contracts name (none without the Contracts module)."""
    return s.contracts[seat] if s.contracts else ()


def tunnels_left(s: State, seat: int) -> int:
    return s.tunnels[seat] if s.tunnels else 0


def tips_left(s: State, seat: int) -> int:
    return s.tips[seat] if s.tips else 0


def lobbyist_rest(s: State, seat: int) -> int:
    """Turns until a seat's Lobbyist may act again (0: ready)."""
    return s.lobby_rest[seat]


def loans(s: State, seat: int) -> int:
    """How many loans a seat has taken (Loans module)."""
    return s.loans[seat] if s.loans else 0


def bag_left(s: State) -> int:
    """Buildings still in the bag."""
    return len(s.bag)


def deck_left(s: State) -> int:
    """Money cards still in the draw pile."""
    return len(s.deck)


def discarded(s: State) -> int:
    """Money cards on the discard pile."""
    return len(s.discard)


def fund_size(s: State) -> int:
    """Buildings in the two-player fund."""
    return len(s.fund)


def scorings_done(s: State) -> int:
    """Scorings the rules have counted as done (one counts once its sheet goes up)."""
    return s.scorings
