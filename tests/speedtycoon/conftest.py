"""Scenario builders for the Speedtycoon rules tests: a real game from new_game, then the board
of a design §7 scenario set up by hand through the same fields the engine keeps."""

from __future__ import annotations

import pytest

from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.data import (
    CARD_KIND,
    NUM_BRANCHES,
    TILE_BRANCH,
    TILE_BY_CODE,
    TILE_CODE,
)
from game.speedtycoon.rules.geometry import ORIGIN, cell
from game.speedtycoon.rules.phases import ACT, PLACE
from game.speedtycoon.rules.setup import modules_of


class Scenario:
    """Helpers that put a state into a scenario's position."""

    @staticmethod
    def game(n: int = 3, modules=(), seed: int = 1):
        return new_game(n, seed, {"modules": ",".join(modules)})

    @staticmethod
    def tile(code_or_id) -> int:
        if isinstance(code_or_id, int):
            return code_or_id
        return TILE_BY_CODE[code_or_id]

    @classmethod
    def quiet(cls, s, seat: int = 0):
        """Seat on turn in its action phase, with no lobby window, nothing pending, nothing
        in planning and no special card waiting."""
        s.turn = s.asked = seat
        s.phase = ACT
        s.lobby_queue = []
        s.tray = []
        s.queue = []
        s._legal = None
        return s

    @classmethod
    def build(cls, s, seat: int, placements) -> None:
        """Empire of ``seat`` = the HQ plus (tile, x, y) placements (set directly)."""
        emp = {ORIGIN: 0}
        for t, x, y in placements:
            t = cls.tile(t)
            for other in s.emp:
                assert t not in other.values() or other is s.emp[seat]
            cls._pull(s, t)
            emp[cell(x, y)] = t
        s.emp[seat] = emp
        s.tun[seat] = []
        for b in range(NUM_BRANCHES):
            s.bc[seat * NUM_BRANCHES + b] = 0
        for t in emp.values():
            if TILE_BRANCH[t] >= 0:
                s.bc[seat * NUM_BRANCHES + TILE_BRANCH[t]] += 1
        s.empire_changed(seat)
        s._legal = None

    @staticmethod
    def _pull(s, t: int) -> None:
        """Take tile t out of wherever it is (bag, market, fund, planning, another empire)."""
        if t in s.bag:
            s.bag.remove(t)
        if t in s.market:
            s.market[s.market.index(t)] = s.bag.pop() if s.bag else -1
        if t in s.fund:
            s.fund.remove(t)
        for plan in s.planning:
            if t in plan:
                plan.remove(t)

    @classmethod
    def play(cls, s, seat: int, placements) -> list:
        """Place (tile, x, y) one after another through the rules, as end-of-turn placements
        (each must be legal at its moment)."""
        events = []
        for t, x, y in placements:
            t = cls.tile(t)
            cls._pull(s, t)
            cls.pending(s, seat, [t])
            events += s.apply(next(a for a in s.legal_actions()
                                   if str(a) == f"place {t} @{x},{y}"))
        return events

    @classmethod
    def pending(cls, s, seat: int, tiles) -> None:
        """Seat in its end-of-turn placement with these tiles in the tray."""
        for t in tiles:
            cls._pull(s, t)
        s.turn = s.asked = seat
        s.phase = PLACE
        s.tray = list(tiles)
        s.lobby_queue = []
        s._legal = None

    @staticmethod
    def place_texts(s) -> set[str]:
        return {str(a) for a in s.legal_actions() if str(a).startswith("place ")}

    @staticmethod
    def hand(s, seat: int, kinds) -> None:
        """Give seat exactly these money cards (taken from the deck, discard or display)."""
        s.deck.extend(s.hands[seat])
        s.hands[seat] = []
        for k in kinds:
            for pile in (s.deck, s.discard, s.display):
                found = next((c for c in pile if CARD_KIND[c] == k), None)
                if found is not None:
                    pile.remove(found)
                    s.hands[seat].append(found)
                    break
            else:
                raise AssertionError(f"no free card {k}")
        s._legal = None

    @staticmethod
    def display(s, kinds) -> None:
        for c in s.display:
            s.deck.append(c)
        s.display = []
        for k in kinds:
            found = next(c for c in s.deck if CARD_KIND[c] == k)
            s.deck.remove(found)
            s.display.append(found)
        s._legal = None

    code = staticmethod(lambda t: TILE_CODE[t])
    modules = staticmethod(modules_of)


@pytest.fixture
def sc():
    return Scenario
